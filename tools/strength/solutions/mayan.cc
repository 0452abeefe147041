// The Mayan puzzle (NOIP 2011 Day 1 Problem 3, Luogu P1312): a contestant's
// solution in C++, written from the statement and docs/rules.md alone. It
// shares nothing with match3's Go engine or internal/naive; match3's
// tests (tools/strength) hold it to the golden answers and to match3 on
// generated puzzles.
//
// Depth-first search over the moves in the answer's order (x, then y, then
// 1 before -1), so the first sequence found is the smallest. It skips a
// left move onto a block (the right move from the other side makes the
// same board and is smaller), gives up on a board where some color has one
// or two blocks (no line can ever take them), and remembers the boards it
// failed on with two or more moves to go (the table stays small: at most
// 1 + 70 + 70^2 + 70^3 of them).
//
// C++17, kept to C++14's features so that judges whose default C++ is
// older (Hydro's "cc") compile it too.
#include <cstdio>
#include <cstring>
#include <unordered_set>
#include <vector>

using namespace std;

const int W = 5, H = 7;

struct Board {
    unsigned char cell[W][H]; // color, 0 empty; y = 0 is the bottom
};

static int moves;
static int answer[5][3];

// fall moves every column's blocks down onto the floor or each other.
static void fall(Board& b) {
    for (int x = 0; x < W; x++) {
        int to = 0;
        for (int y = 0; y < H; y++)
            if (b.cell[x][y]) {
                unsigned char v = b.cell[x][y];
                b.cell[x][y] = 0;
                b.cell[x][to++] = v;
            }
    }
}

// clear removes every line of three or more, all at once, lets the blocks
// fall, and again, until the board is still.
static void clear(Board& b) {
    for (;;) {
        bool gone[W][H];
        memset(gone, 0, sizeof gone);
        bool any = false;
        for (int x = 0; x < W; x++)
            for (int y = 0; y < H; y++) {
                unsigned char v = b.cell[x][y];
                if (!v) continue;
                if (x + 2 < W && b.cell[x + 1][y] == v && b.cell[x + 2][y] == v) {
                    gone[x][y] = gone[x + 1][y] = gone[x + 2][y] = true;
                    any = true;
                }
                if (y + 2 < H && b.cell[x][y + 1] == v && b.cell[x][y + 2] == v) {
                    gone[x][y] = gone[x][y + 1] = gone[x][y + 2] = true;
                    any = true;
                }
            }
        if (!any) return;
        for (int x = 0; x < W; x++)
            for (int y = 0; y < H; y++)
                if (gone[x][y]) b.cell[x][y] = 0;
        fall(b);
    }
}

// lineThrough says whether a line of three passes through (x, y).
static bool lineThrough(const Board& b, int x, int y) {
    unsigned char v = b.cell[x][y];
    if (!v) return false;
    int l = x, r = x, d = y, u = y;
    while (l > 0 && b.cell[l - 1][y] == v) l--;
    while (r < W - 1 && b.cell[r + 1][y] == v) r++;
    while (d > 0 && b.cell[x][d - 1] == v) d--;
    while (u < H - 1 && b.cell[x][u + 1] == v) u++;
    return r - l >= 2 || u - d >= 2;
}

static bool empty(const Board& b) {
    for (int x = 0; x < W; x++)
        if (b.cell[x][0]) return false;
    return true;
}

// hopeless: some color has one or two blocks left.
static bool hopeless(const Board& b) {
    int count[11] = {0};
    for (int x = 0; x < W; x++)
        for (int y = 0; y < H; y++) count[b.cell[x][y]]++;
    for (int c = 1; c <= 10; c++)
        if (count[c] == 1 || count[c] == 2) return true;
    return false;
}

// The boards failed on, with the moves left, packed: 4 bits a cell, 16
// cells a word.
struct Key {
    unsigned long long w[3];
    bool operator==(const Key& o) const { return w[0] == o.w[0] && w[1] == o.w[1] && w[2] == o.w[2]; }
};
struct KeyHash {
    size_t operator()(const Key& k) const {
        unsigned long long h = k.w[0] * 0x9E3779B97F4A7C15ULL;
        h = (h ^ (h >> 29) ^ k.w[1]) * 0xBF58476D1CE4E5B9ULL;
        h = (h ^ (h >> 32) ^ k.w[2]) * 0x94D049BB133111EBULL;
        return (size_t)(h ^ (h >> 31));
    }
};
static unordered_set<Key, KeyHash> failed;

static Key keyOf(const Board& b, int left) {
    Key k = {{0, 0, (unsigned long long)left << 60}};
    int i = 0;
    for (int x = 0; x < W; x++)
        for (int y = 0; y < H; y++, i++) k.w[i / 16] |= (unsigned long long)b.cell[x][y] << (4 * (i % 16));
    return k;
}

// solve looks for moves done.. that clear b after the last.
static bool solve(const Board& b, int done) {
    bool clearNow = empty(b);
    if (done == moves) return clearNow;
    if (clearNow || hopeless(b)) return false; // no block left to move, or one that can never go
    int left = moves - done;
    Key key;
    if (left >= 2) {
        key = keyOf(b, left);
        if (failed.count(key)) return false;
    }
    for (int x = 0; x < W; x++)
        for (int y = 0; y < H && b.cell[x][y]; y++)
            for (int g = 1; g >= -1; g -= 2) {
                int to = x + g;
                if (to < 0 || to >= W) continue;
                if (g == -1 && b.cell[to][y]) continue; // the right move from (x-1, y) did this
                Board next = b;
                bool moved; // a line may pass through a cell that changed
                if (next.cell[to][y]) {
                    unsigned char t = next.cell[to][y];
                    next.cell[to][y] = next.cell[x][y];
                    next.cell[x][y] = t;
                    moved = lineThrough(next, x, y) || lineThrough(next, to, y);
                } else {
                    // The block leaves its column and drops onto the other.
                    unsigned char v = next.cell[x][y];
                    for (int i = y; i + 1 < H; i++) next.cell[x][i] = next.cell[x][i + 1];
                    next.cell[x][H - 1] = 0;
                    int top = 0;
                    while (top < H && next.cell[to][top]) top++;
                    next.cell[to][top] = v;
                    moved = lineThrough(next, to, top);
                    for (int i = y; i < H && next.cell[x][i] && !moved; i++) moved = lineThrough(next, x, i);
                }
                // With no line the board is still and keeps its blocks: not
                // cleared by this last move.
                if (moved) clear(next);
                else if (done + 1 == moves) continue;
                answer[done][0] = x;
                answer[done][1] = y;
                answer[done][2] = g;
                if (solve(next, done + 1)) return true;
            }
    if (left >= 2) failed.insert(key);
    return false;
}

int main() {
    Board b;
    memset(&b, 0, sizeof b);
    if (scanf("%d", &moves) != 1) return 0;
    for (int x = 0; x < W; x++) {
        int v, y = 0;
        while (scanf("%d", &v) == 1 && v != 0) b.cell[x][y++] = (unsigned char)v;
    }
    if (!solve(b, 0)) {
        printf("-1\n");
        return 0;
    }
    for (int i = 0; i < moves; i++) printf("%d %d %d\n", answer[i][0], answer[i][1], answer[i][2]);
    return 0;
}
