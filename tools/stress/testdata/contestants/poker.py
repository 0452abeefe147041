# Integration of Lines and Poker (THUPC 2022) written as a contestant
# writes it: whole-board scans every round, a BFS for the specials, a
# brute force over the hands' main colors. Each argument switches on one
# misreading, to test stress's diagnosis:
#   per-run      combination scored per maximal run
#   over-e       blocks taken over E, not M
#   no-left      the block search never steps left
#   kept         an invalid swap that makes no run stays swapped
#   no-chain     a special hit by an effect does not fire
#   smaller      of two main colors the hand takes the smaller
#   no-mult      elimination is the color sum, not times the round
#   diagonal     cells touching at a corner are adjacent
#   squared      chain 80 x^2
import sys
from itertools import product

flags = set(sys.argv[1:])
it = iter(sys.stdin.read().split())
n, m, k, q = (int(next(it)) for _ in range(4))
col = [[int(next(it)) for _ in range(m)] for _ in range(n)]
spe = [[int(next(it)) for _ in range(m)] for _ in range(n)]
ops = [[int(next(it)) for _ in range(4)] for _ in range(q)]


def runs():
    cells = set()
    lengths = []
    for r in range(n):
        c = 0
        while c < m:
            e = c
            while e + 1 < m and col[r][c] and col[r][e + 1] == col[r][c]:
                e += 1
            if col[r][c] and e - c + 1 >= 3:
                lengths.append(e - c + 1)
                cells |= {(r, j) for j in range(c, e + 1)}
            c = e + 1
    for c in range(m):
        r = 0
        while r < n:
            e = r
            while e + 1 < n and col[r][c] and col[e + 1][c] == col[r][c]:
                e += 1
            if col[r][c] and e - r + 1 >= 3:
                lengths.append(e - r + 1)
                cells |= {(j, c) for j in range(r, e + 1)}
            r = e + 1
    return cells, lengths


def area(r, c):
    t, out = spe[r][c], []
    if t in (1, 3):
        out += [(r, j) for j in range(m)]
    if t in (2, 3):
        out += [(i, c) for i in range(n)]
    if t in (4, 5):
        d = 1 if t == 4 else 2
        out += [(i, j) for i in range(r - d, r + d + 1) for j in range(c - d, c + d + 1) if 0 <= i < n and 0 <= j < m]
    if t == 6:
        out += [(i, j) for i in range(n) for j in range(m) if col[i][j] == col[r][c]]
    return [(i, j) for i, j in out if col[i][j]]


def blocks(cells, steps):
    seen, sizes = set(), []
    order = sorted(cells, key=lambda p: (p[1], -p[0]))
    for s in order:
        if s in seen:
            continue
        seen.add(s)
        stack, size = [s], 0
        while stack:
            r, c = stack.pop()
            size += 1
            for dr, dc in steps:
                nb = (r + dr, c + dc)
                if nb in cells and nb not in seen and col[nb[0]][nb[1]] == col[s[0]][s[1]]:
                    seen.add(nb)
                    stack.append(nb)
        sizes.append(size)
    return sizes


def hand(cs):
    cnt = sorted(((cs.count(v), v) for v in set(cs)), reverse=True)
    shape = [a for a, _ in cnt]
    v = [b for _, b in cnt]
    if shape == [1, 1, 1, 1, 1]:
        return 50 + max(cs)
    if shape == [2, 1, 1, 1]:
        return 100 + 2 * v[0]
    if shape == [2, 2, 1]:
        return 200 + 2 * max(v[0], v[1]) + min(v[0], v[1])
    if shape == [3, 1, 1]:
        return 300 + 3 * v[0]
    if shape == [3, 2]:
        return 500 + 3 * v[0] + v[1]
    if shape == [4, 1]:
        return 750 + 5 * v[0]
    return 1000 + 10 * v[0]


elim = chain = combo = pattern = 0
all_valid = True
mains = []
for x1, y1, x2, y2 in ops:
    a, b = (x1 - 1, y1 - 1), (x2 - 1, y2 - 1)
    d = abs(a[0] - b[0]) + abs(a[1] - b[1])
    adj = d == 1 or ("diagonal" in flags and abs(a[0] - b[0]) == 1 and abs(a[1] - b[1]) == 1)
    if not adj or not col[a[0]][a[1]] or not col[b[0]][b[1]]:
        all_valid = False
        continue

    def swap():
        col[a[0]][a[1]], col[b[0]][b[1]] = col[b[0]][b[1]], col[a[0]][a[1]]
        spe[a[0]][a[1]], spe[b[0]][b[1]] = spe[b[0]][b[1]], spe[a[0]][a[1]]

    swap()
    M, lengths = runs()
    if not M:
        if "kept" not in flags:
            swap()
        all_valid = False
        continue
    rnd = 0
    while M:
        rnd += 1
        E = set(M)
        queue = [p for p in M if spe[p[0]][p[1]]]
        fired = set()
        while queue:
            p = queue.pop()
            if p in fired:
                continue
            fired.add(p)
            for h in area(*p):
                if h not in E:
                    E.add(h)
                    if spe[h[0]][h[1]] and "no-chain" not in flags:
                        queue.append(h)
        s = sum(col[r][c] for r, c in E)
        elim += s if "no-mult" in flags else rnd * s
        if "per-run" in flags:
            sizes = lengths
        elif "over-e" in flags:
            sizes = blocks(E, [(1, 0), (-1, 0), (0, 1), (0, -1)])
        elif "no-left" in flags:
            sizes = blocks(M, [(-1, 0), (0, 1), (1, 0)])
        else:
            sizes = blocks(M, [(1, 0), (-1, 0), (0, 1), (0, -1)])
        combo += sum(50 * (x - 3) ** 2 for x in sizes)
        if rnd == 1:
            mc = sorted({col[r][c] for r, c in M})
            mains.append(mc[:1] if "smaller" in flags else mc)
        for r, c in E:
            col[r][c], spe[r][c] = 0, 0
        for c in range(m):
            stack = [(col[r][c], spe[r][c]) for r in range(n) if col[r][c]]
            stack = [(0, 0)] * (n - len(stack)) + stack
            for r in range(n):
                col[r][c], spe[r][c] = stack[r]
        M, lengths = runs()
    chain += 80 * (rnd if "squared" in flags else rnd - 1) ** 2
    if len(mains) == 5:
        pattern += max(hand(list(ch)) for ch in product(*mains))
        mains = []
end = (1000 if all_valid else 0) + (10000 if not any(any(row) for row in col) else 0)
print(elim + chain + combo + pattern + end)
