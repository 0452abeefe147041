// A Mayan puzzle solution (NOIP 2011) as a contestant writes one in C++:
// a global grid, depth-first search in answer order with the usual
// prunings. Each argument switches on a misreading, to test stress's
// diagnosis: skip-same, left-first, no-left, fewer, one-based, seven (at
// most seven colors read a column), empty (an empty cell is dragged too),
// moved (lines looked for only through the dragged block and, after a
// removal, the blocks that fell), sequential (row lines go first, then
// the column lines of what is left), pair (moves tried by adjacent pair).
#include <cstdio>
#include <cstring>
#include <set>
#include <string>
#include <vector>
using namespace std;

int n, g[5][7], path[5][3], depth;
bool skipSame, leftFirst, noLeft, fewer, oneBased, seven, emptyDrag, movedOnly, sequential, pairOrder;
set<pair<string, int> > failed;

void fallDown(int b[5][7], bool mark[5][7], bool fell[5][7]) {
    for (int x = 0; x < 5; x++) {
        int h = 0;
        for (int y = 0; y < 7; y++)
            if (b[x][y]) {
                b[x][h] = b[x][y];
                bool m = mark[x][y];
                mark[x][h] = m;
                fell[x][h] = h != y;
                h++;
            }
        for (; h < 7; h++) b[x][h] = 0, mark[x][h] = false, fell[x][h] = false;
    }
}

bool clearAll(int b[5][7]) {
    bool gone[5][7];
    memset(gone, 0, sizeof gone);
    bool any = false;
    for (int x = 0; x < 5; x++)
        for (int y = 0; y < 7; y++) {
            int c = b[x][y];
            if (!c) continue;
            if (x + 2 < 5 && b[x + 1][y] == c && b[x + 2][y] == c) gone[x][y] = gone[x + 1][y] = gone[x + 2][y] = any = true;
            if (!sequential && y + 2 < 7 && b[x][y + 1] == c && b[x][y + 2] == c) gone[x][y] = gone[x][y + 1] = gone[x][y + 2] = any = true;
        }
    if (sequential) {
        for (int x = 0; x < 5; x++)
            for (int y = 0; y < 7; y++)
                if (gone[x][y]) b[x][y] = 0;
        for (int x = 0; x < 5; x++)
            for (int y = 0; y + 2 < 7; y++) {
                int c = b[x][y];
                if (c && b[x][y + 1] == c && b[x][y + 2] == c) gone[x][y] = gone[x][y + 1] = gone[x][y + 2] = any = true;
            }
    }
    for (int x = 0; x < 5; x++)
        for (int y = 0; y < 7; y++)
            if (gone[x][y]) b[x][y] = 0;
    return any;
}

// the lines through the looked-at cells only
bool clearThrough(int b[5][7], bool look[5][7]) {
    bool gone[5][7];
    memset(gone, 0, sizeof gone);
    bool any = false;
    for (int x = 0; x < 5; x++)
        for (int y = 0; y < 7; y++) {
            if (!look[x][y] || !b[x][y]) continue;
            int c = b[x][y], l = x, r = x, d = y, u = y;
            while (l > 0 && b[l - 1][y] == c) l--;
            while (r < 4 && b[r + 1][y] == c) r++;
            while (d > 0 && b[x][d - 1] == c) d--;
            while (u < 6 && b[x][u + 1] == c) u++;
            if (r - l >= 2) for (int i = l; i <= r; i++) gone[i][y] = any = true;
            if (u - d >= 2) for (int i = d; i <= u; i++) gone[x][i] = any = true;
        }
    for (int x = 0; x < 5; x++)
        for (int y = 0; y < 7; y++)
            if (gone[x][y]) b[x][y] = 0;
    return any;
}

void settle(int b[5][7], int x, int t, int y) {
    bool mark[5][7], fell[5][7];
    memset(mark, 0, sizeof mark);
    if (b[t][y]) mark[t][y] = true;
    if (b[x][y]) mark[x][y] = true;
    fallDown(b, mark, fell);
    if (!movedOnly) {
        while (clearAll(b)) fallDown(b, mark, fell);
        return;
    }
    while (clearThrough(b, mark)) {
        bool none[5][7];
        memset(none, 0, sizeof none);
        fallDown(b, none, mark);
    }
}

bool emptyBoard(int b[5][7]) {
    for (int x = 0; x < 5; x++)
        if (b[x][0]) return false;
    return true;
}

bool hopeless(int b[5][7]) {
    int cnt[11] = {0};
    for (int x = 0; x < 5; x++)
        for (int y = 0; y < 7; y++) cnt[b[x][y]]++;
    for (int c = 1; c <= 10; c++)
        if (cnt[c] == 1 || cnt[c] == 2) return true;
    return false;
}

bool tryMove(int b[5][7], int left, int x, int y, int d);

bool dfs(int b[5][7], int left) {
    if (hopeless(b)) return false;
    string key((char *)b, sizeof(int) * 35);
    if (failed.count(make_pair(key, left))) return false;
    if (pairOrder) {
        for (int x = 0; x < 4; x++)
            for (int y = 0; y < 7; y++) {
                if (b[x][y]) {
                    if (tryMove(b, left, x, y, 1)) return true;
                } else if (b[x + 1][y]) {
                    if (tryMove(b, left, x + 1, y, -1)) return true;
                }
            }
    } else {
        int dirs[2] = {1, -1}, nd = 2;
        if (leftFirst) dirs[0] = -1, dirs[1] = 1;
        if (noLeft) nd = 1;
        for (int x = 0; x < 5; x++)
            for (int y = 0; y < 7; y++) {
                if (!b[x][y] && !emptyDrag) break;
                for (int k = 0; k < nd; k++) {
                    int d = dirs[k], t = x + d;
                    if (t < 0 || t > 4) continue;
                    if (d == -1 && b[t][y] && !emptyDrag) continue;
                    if (tryMove(b, left, x, y, d)) return true;
                }
            }
    }
    failed.insert(make_pair(key, left));
    return false;
}

bool tryMove(int b[5][7], int left, int x, int y, int d) {
    int t = x + d;
    if (b[x][y] == b[t][y] && skipSame) return false;
    int h[5][7];
    memcpy(h, b, sizeof h);
    if (h[x][y] != h[t][y]) {
        int v = h[x][y];
        h[x][y] = h[t][y];
        h[t][y] = v;
        settle(h, x, t, y);
    }
    path[depth][0] = x, path[depth][1] = y, path[depth][2] = d;
    depth++;
    if (emptyBoard(h) && (left == 1 || fewer)) return true;
    if (left > 1 && !emptyBoard(h) && dfs(h, left - 1)) return true;
    depth--;
    return false;
}

int main(int argc, char **argv) {
    for (int i = 1; i < argc; i++) {
        string a = argv[i];
        skipSame |= a == "skip-same", leftFirst |= a == "left-first", noLeft |= a == "no-left";
        fewer |= a == "fewer", oneBased |= a == "one-based", seven |= a == "seven";
        emptyDrag |= a == "empty", movedOnly |= a == "moved";
        sequential |= a == "sequential", pairOrder |= a == "pair";
    }
    if (scanf("%d", &n) != 1) return 1;
    for (int x = 0; x < 5; x++)
        for (int y = 0;; y++) {
            if (seven && y == 7) break;
            int v = 0;
            if (scanf("%d", &v) != 1 || v == 0) break;
            g[x][y] = v;
        }
    if (!dfs(g, n)) {
        puts("-1");
        return 0;
    }
    for (int i = 0; i < depth; i++) printf("%d %d %d\n", path[i][0] + oneBased, path[i][1] + oneBased, path[i][2]);
}
