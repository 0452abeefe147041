// Unit tests of the viewer's pure functions, under node (viewer_test.go
// runs this file): node viewer_test.js prints "ok N" or fails.
"use strict";
const assert = require("node:assert/strict");
const { applyTo, boardAfter, parseHash, stepWords, way } = require("./viewer.js");

let n = 0;
function test(name, f) {
  try { f(); n++; } catch (e) { console.error(name + ": " + e.message); process.exitCode = 1; }
}

test("parseHash reads key=value pairs, percent-decoded", () => {
  const { params, error } = parseHash("#op=5&round=2&in=1%202");
  assert.equal(error, undefined);
  assert.deepEqual([...params], [["op", "5"], ["round", "2"], ["in", "1 2"]]);
  assert.equal(parseHash("").params.size, 0);
});

test("parseHash names what it cannot read", () => {
  assert.match(parseHash("#op").error, /holds "op", not key=value/);
  assert.match(parseHash("#op=1&op=2").error, /gives op= twice/);
  assert.match(parseHash("#in=%E0%A4%A").error, /in= is not percent-encoded/);
  assert.match(parseHash("#" + "k".repeat(60)).error, /k{40}\.\.\./); // clipped for the message
});

// A 2 x 3 board (row-major from the top): a change list sets cells, a
// fallen column sets its stretch from a height up and empties the rest.
test("applyTo applies changed cells and fallen columns", () => {
  const color = new Uint8Array(6), special = new Uint8Array(6);
  applyTo(2, 3, color, special, { k: "start", o: 0, t: [0, 0, 0, 0, 0], d: [0, 4, 1, 5, 2, 0] });
  assert.deepEqual([...color], [4, 0, 0, 0, 0, 2]);
  assert.deepEqual([...special], [1, 0, 0, 0, 0, 0]);
  // Column 0 from height 0 up: one piece, color 3 special 2 (3*8+2 = 26);
  // the cell above it (row 0) empty.
  applyTo(2, 3, color, special, { k: "fall", o: 1, t: [0, 0, 0, 0, 0], fc: [0, 0, 1, 26] });
  assert.deepEqual([...color], [0, 0, 0, 3, 0, 2]);
  assert.deepEqual([...special], [0, 0, 0, 2, 0, 0]);
});

test("boardAfter stops after the operation asked for", () => {
  const data = { game: "poker", rows: 1, cols: 3, colors: 2, color: [1, 2, 1], steps: [
    { k: "start", o: 0, t: [0, 0, 0, 0, 0] },
    { k: "op", o: 1, t: [0, 0, 0, 0, 0], d: [0, 2, 0, 1, 1, 0] },
    { k: "op", o: 2, t: [0, 0, 0, 0, 0], d: [2, 0, 0] },
  ], answer: "0\n" };
  assert.deepEqual([...boardAfter(data, 0)[0]], [1, 2, 1]);
  assert.deepEqual([...boardAfter(data, 1)[0]], [2, 1, 1]);
  assert.deepEqual([...boardAfter(data, 2)[0]], [2, 1, 0]);
});

test("stepWords: a step leaves out its zeros, and says none", () => {
  const poker = { poker: true, cols: 8, last: false };
  const round = stepWords({ k: "round", o: 2, r: 1, m: [1, 2, 3], t: [0, 0, 0, 0, 0] }, poker);
  assert.equal(round, "Round 1: runs take 3 pieces (ringed), effects add 0 (crossed).\nElimination 1 x 0 = 0.\nBlocks ; combination 0.");
  assert.doesNotMatch(round, /undefined|NaN|null/);
  const done = stepWords({ k: "fall", o: 2, done: true, r: 1, op: 102, t: [0, 0, 0, 0, 0] }, poker);
  assert.equal(done, "After the fall.\nOperation 2 done: 1 round(s), chain 0, this operation 102.");
  assert.equal(stepWords({ k: "op", o: 1, c: [0, 9], w: "no run", t: [0, 0, 0, 0, 0] }, poker), "Operation 1: swap (1,1) and (2,2).\nInvalid: no run; nothing changes.");
});

test("stepWords: a Mayan move's direction, an illegal g, the search at the end", () => {
  const mayan = { poker: false, cols: 5, moves: 3, search: "12 nodes searched", last: true };
  assert.equal(stepWords({ k: "move", o: 1, mv: [2, 1, 0], bad: "move 1, 2 1 0: g = 0", t: [0, 0, 0, 0, 0] }, mayan),
    "Move 1: 2 1 0, the block at x=2, y=1 has g = 0, which is no direction (1 right, -1 left).\nNot legal: move 1, 2 1 0: g = 0.\n12 nodes searched.");
  assert.equal(way(-1), "goes left");
  assert.equal(stepWords({ k: "start", o: 0, t: [0, 0, 0, 0, 0] }, { poker: false, cols: 5, moves: 3, last: false }), "The puzzle: clear the board in exactly 3 move(s).");
});

if (!process.exitCode) console.log("ok " + n);
