// Integration of Lines and Poker (THUPC 2022, Baekjoon 33268): a contestant's
// solution in C++, written from the statement and docs/rules.md alone. It
// shares nothing with match3's Go engine or internal/naive; match3's
// tests (tools/strength) hold it to the golden answers and to match3 on
// generated games.
//
// Plain simulation: a swap is valid when a line passes through one of its
// two cells (the board is still before each operation), and every round
// rescans the board. Each valid operation removes at least three pieces
// and none come back, so over a whole game there are at most n*m/3 rounds,
// and each special fires at most once: a few million steps at worst.
//
// C++17, kept to C++14's features so that judges whose default C++ is
// older (Hydro's "cc") compile it too.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

using namespace std;

typedef long long ll;

static int n, m;
static vector<int> color, special; // n*m cells, row 0 at the top; color 0 is empty

static int at(int r, int c) { return r * m + c; }

// Scanner: whitespace-separated integers from all of stdin.
static vector<char> in;
static size_t pos_;
static int readInt() {
    while (pos_ < in.size() && (in[pos_] == ' ' || in[pos_] == '\n' || in[pos_] == '\r' || in[pos_] == '\t')) pos_++;
    bool neg = false;
    if (pos_ < in.size() && (in[pos_] == '-' || in[pos_] == '+')) neg = in[pos_++] == '-';
    int v = 0;
    while (pos_ < in.size() && in[pos_] >= '0' && in[pos_] <= '9') v = v * 10 + (in[pos_++] - '0');
    return neg ? -v : v;
}

// matched marks every cell in a run: three or more consecutive cells of
// one row or one column holding pieces of one color. It says whether
// there is any.
static bool findRuns(vector<char>& matched) {
    fill(matched.begin(), matched.end(), 0);
    bool any = false;
    for (int r = 0; r < n; r++) {
        for (int c = 0; c < m;) {
            int e = c;
            while (e < m && color[at(r, e)] != 0 && color[at(r, e)] == color[at(r, c)]) e++;
            if (e - c >= 3) {
                any = true;
                for (int i = c; i < e; i++) matched[at(r, i)] = 1;
            }
            c = e > c ? e : c + 1;
        }
    }
    for (int c = 0; c < m; c++) {
        for (int r = 0; r < n;) {
            int e = r;
            while (e < n && color[at(e, c)] != 0 && color[at(e, c)] == color[at(r, c)]) e++;
            if (e - r >= 3) {
                any = true;
                for (int i = r; i < e; i++) matched[at(i, c)] = 1;
            }
            r = e > r ? e : r + 1;
        }
    }
    return any;
}

// runThrough says whether a run passes through the cell at (r, c). The
// board is still before each operation, so a swap is valid just when a
// run passes through one of its two cells.
static bool runThrough(int r, int c) {
    int v = color[at(r, c)];
    if (v == 0) return false;
    int left = c, right = c, up = r, down = r;
    while (left > 0 && color[at(r, left - 1)] == v) left--;
    while (right < m - 1 && color[at(r, right + 1)] == v) right++;
    while (up > 0 && color[at(up - 1, c)] == v) up--;
    while (down < n - 1 && color[at(down + 1, c)] == v) down++;
    return right - left >= 2 || down - up >= 2;
}

// hand is the pattern score of five main colors.
static ll hand(const int five[5]) {
    int cnt[101] = {0};
    for (int i = 0; i < 5; i++) cnt[five[i]]++;
    // Colors by how often they come, the larger color first among equals.
    vector<pair<int, int> > groups; // (count, color)
    for (int c = 100; c >= 1; c--)
        if (cnt[c]) groups.push_back(make_pair(cnt[c], c));
    stable_sort(groups.begin(), groups.end(), [](const pair<int, int>& a, const pair<int, int>& b) { return a.first > b.first; });
    int top = groups[0].first;
    if (top == 5) return 1000 + 10 * groups[0].second;
    if (top == 4) return 750 + 5 * groups[0].second;
    if (top == 3 && groups[1].first == 2) return 500 + 3 * groups[0].second + groups[1].second;
    if (top == 3) return 300 + 3 * groups[0].second;
    if (top == 2 && groups[1].first == 2) return 200 + 2 * groups[0].second + groups[1].second;
    if (top == 2) return 100 + 2 * groups[0].second;
    return 50 + groups[0].second; // five colors: the first is the highest
}

// bestHand tries every choice of one main color per operation.
static ll bestHand(const vector<vector<int> >& mains) {
    ll best = 0;
    int five[5];
    for (int mask = 0; mask < 32; mask++) {
        bool ok = true;
        for (int i = 0; i < 5; i++) {
            int pick = (mask >> i) & 1;
            if (pick >= (int)mains[i].size()) {
                ok = false;
                break;
            }
            five[i] = mains[i][pick];
        }
        if (ok) best = max(best, hand(five));
    }
    return best;
}

int main() {
    char buf[1 << 16];
    size_t got;
    while ((got = fread(buf, 1, sizeof buf, stdin)) > 0) in.insert(in.end(), buf, buf + got);
    n = readInt();
    m = readInt();
    readInt(); // k: the colors are read as they are
    int q = readInt();
    color.assign(n * m, 0);
    special.assign(n * m, 0);
    for (int i = 0; i < n * m; i++) color[i] = readInt();
    for (int i = 0; i < n * m; i++) special[i] = readInt();

    ll score = 0;
    bool allValid = true;
    vector<vector<int> > pending; // main colors of the valid operations since the last hand
    vector<char> matched(n * m), removed(n * m), seen(n * m);
    vector<int> queue, stack;
    for (int op = 0; op < q; op++) {
        int x1 = readInt() - 1, y1 = readInt() - 1, x2 = readInt() - 1, y2 = readInt() - 1;
        int a = at(x1, y1), b = at(x2, y2);
        if (abs(x1 - x2) + abs(y1 - y2) != 1 || color[a] == 0 || color[b] == 0) {
            allValid = false;
            continue;
        }
        swap(color[a], color[b]);
        swap(special[a], special[b]);
        if (!runThrough(x1, y1) && !runThrough(x2, y2)) {
            swap(color[a], color[b]);
            swap(special[a], special[b]);
            allValid = false;
            continue;
        }
        findRuns(matched);
        vector<int> mains;
        int rounds = 0;
        do {
            rounds++;
            // E: the matched cells, then every piece a special in E reaches.
            queue.clear();
            for (int i = 0; i < n * m; i++) {
                removed[i] = matched[i];
                if (matched[i]) queue.push_back(i);
            }
            for (size_t h = 0; h < queue.size(); h++) {
                int cell = queue[h], r = cell / m, c = cell % m;
                int kind = special[cell];
                if (kind == 0) continue;
                // The area: rows r0..r1 and columns c0..c1, clipped, of
                // which kind 3 takes the cross and kind 6 one color only.
                int reach = kind == 4 ? 1 : kind == 5 ? 2 : 0;
                int r0 = max(0, r - reach), r1 = min(n - 1, r + reach), c0 = max(0, c - reach), c1 = min(m - 1, c + reach);
                if (kind == 1 || kind == 3 || kind == 6) c0 = 0, c1 = m - 1;
                if (kind == 2 || kind == 3 || kind == 6) r0 = 0, r1 = n - 1;
                for (int rr = r0; rr <= r1; rr++)
                    for (int cc = c0; cc <= c1; cc++) {
                        int t = at(rr, cc);
                        if (kind == 3 && rr != r && cc != c) continue;
                        if (kind == 6 && color[t] != color[cell]) continue;
                        if (color[t] != 0 && !removed[t]) {
                            removed[t] = 1;
                            queue.push_back(t);
                        }
                    }
            }
            ll sum = 0;
            for (size_t h = 0; h < queue.size(); h++) sum += color[queue[h]];
            score += rounds * sum;
            // Combination: same-colored 4-connected blocks of the matched cells.
            fill(seen.begin(), seen.end(), 0);
            for (int i = 0; i < n * m; i++) {
                if (!matched[i] || seen[i]) continue;
                ll size = 0;
                stack.assign(1, i);
                seen[i] = 1;
                while (!stack.empty()) {
                    int cell = stack.back(), r = cell / m, c = cell % m;
                    stack.pop_back();
                    size++;
                    const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
                    for (int d = 0; d < 4; d++) {
                        int rr = r + dr[d], cc = c + dc[d];
                        if (rr < 0 || rr >= n || cc < 0 || cc >= m) continue;
                        int t = at(rr, cc);
                        if (matched[t] && !seen[t] && color[t] == color[cell]) {
                            seen[t] = 1;
                            stack.push_back(t);
                        }
                    }
                }
                score += 50 * (size - 3) * (size - 3);
            }
            if (rounds == 1)
                for (int i = 0; i < n * m; i++)
                    if (matched[i] && find(mains.begin(), mains.end(), color[i]) == mains.end()) mains.push_back(color[i]);
            // Remove E, then let every column fall.
            for (int i = 0; i < n * m; i++)
                if (removed[i]) color[i] = special[i] = 0;
            for (int c = 0; c < m; c++) {
                int to = n - 1;
                for (int r = n - 1; r >= 0; r--) {
                    if (color[at(r, c)] == 0) continue;
                    if (to != r) {
                        color[at(to, c)] = color[at(r, c)];
                        special[at(to, c)] = special[at(r, c)];
                        color[at(r, c)] = special[at(r, c)] = 0;
                    }
                    to--;
                }
            }
        } while (findRuns(matched));
        score += 80LL * (rounds - 1) * (rounds - 1);
        pending.push_back(mains);
        if (pending.size() == 5) {
            score += bestHand(pending);
            pending.clear();
        }
    }
    if (allValid) score += 1000;
    bool empty = true;
    for (int i = 0; i < n * m; i++) empty = empty && color[i] == 0;
    if (empty) score += 10000;
    printf("%lld\n", score);
    return 0;
}
