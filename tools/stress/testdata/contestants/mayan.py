# A Mayan puzzle solution (NOIP 2011) written as a contestant writes one:
# a grid, a depth-first search in answer order, two prunings. Each
# argument switches on one misreading, to test stress's diagnosis:
#   skip-same   a drag onto the same color is no move
#   left-first  g = -1 is tried before 1
#   no-left     left drags are never tried
#   fewer       stop as soon as the board is empty
#   one-based   print x and y from 1
#   seven       read at most seven colors a column
#   sequential  remove row lines, then column lines
import sys

flags = set(sys.argv[1:])
data = sys.stdin.read().split()
n = int(data[0])
pos = 1
a = [[0] * 7 for _ in range(5)]
for x in range(5):
    y = 0
    while True:
        if pos >= len(data):
            break
        if "seven" in flags and y == 7:
            break
        v = int(data[pos]); pos += 1
        if v == 0:
            break
        a[x][y] = v
        y += 1


def drop(g):
    for x in range(5):
        col = [v for v in g[x] if v]
        g[x] = col + [0] * (7 - len(col))


def remove(g):
    gone = set()
    rows = set()
    for x in range(3):
        for y in range(7):
            if g[x][y] and g[x][y] == g[x + 1][y] == g[x + 2][y]:
                rows |= {(x, y), (x + 1, y), (x + 2, y)}
    if "sequential" in flags:
        for x, y in rows:
            g[x][y] = 0
    gone |= rows
    for x in range(5):
        for y in range(5):
            if g[x][y] and g[x][y] == g[x][y + 1] == g[x][y + 2]:
                gone |= {(x, y), (x, y + 1), (x, y + 2)}
    for x, y in gone:
        g[x][y] = 0
    return bool(gone)


def empty(g):
    return all(v == 0 for col in g for v in col)


def hopeless(g):
    cnt = {}
    for col in g:
        for v in col:
            if v:
                cnt[v] = cnt.get(v, 0) + 1
    return any(c < 3 for c in cnt.values())


path = []
dirs = [-1, 1] if "left-first" in flags else [1, -1]
if "no-left" in flags:
    dirs = [1]
seen = set()


def dfs(g, left):
    if hopeless(g):
        return False
    key = (str(g), left)
    if key in seen:
        return False
    for x in range(5):
        for y in range(7):
            if not g[x][y]:
                break
            for d in dirs:
                t = x + d
                if t < 0 or t > 4:
                    continue
                if d == -1 and g[t][y]:
                    continue  # the right drag of the block on the left
                if g[x][y] == g[t][y] and "skip-same" in flags:
                    continue
                h = [col[:] for col in g]
                h[x][y], h[t][y] = h[t][y], h[x][y]
                drop(h)
                while remove(h):
                    drop(h)
                path.append((x, y, d))
                if empty(h) and (left == 1 or "fewer" in flags):
                    return True
                if left > 1 and not empty(h) and dfs(h, left - 1):
                    return True
                path.pop()
    seen.add(key)
    return False


if dfs(a, n):
    k = 1 if "one-based" in flags else 0
    for x, y, d in path:
        print(x + k, y + k, d)
else:
    print(-1)
