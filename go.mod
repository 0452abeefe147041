module match3

go 1.21
