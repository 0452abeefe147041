// @ts-check
"use strict";
// The replay viewer: viewer.load(DATA, params) shows a replay (the data
// record.go's recorder writes) at the moment an address names. The -html
// page and the browser page (tools/web) share this code; everything it
// shows is set as text, never as markup. The functions before the viewer
// are pure, and node's tests (viewer_test.js) call them.

/**
 * A replay: a game's start and its steps, as record.go's replay writes it.
 * Numbers that are 0 and lists that are empty are left out of a step.
 * @typedef {object} Replay
 * @property {"poker"|"mayan"} game
 * @property {number} rows
 * @property {number} cols
 * @property {number} colors
 * @property {number[]} color   the start, row-major from the top left, 0 empty
 * @property {number[]} [special] the start's specials (Lines & Poker)
 * @property {Step[]} steps
 * @property {string} answer    what match3 prints
 * @property {string} [search]  Mayan: the search's work
 * @property {number} [moves]   Mayan: n
 * @property {string[]} [specials] Lines & Poker: the specials' names by type (0: none)
 */

/**
 * One moment of a replay. k says which fields it uses (see record.go's
 * step for each): start, op, round, fall, hand, end; Mayan: start,
 * move, round, fall, settled.
 * @typedef {object} Step
 * @property {string} k
 * @property {number} o         the operation (Mayan: move) it belongs to, from 1
 * @property {boolean} [done]   the last step of its operation (move)
 * @property {number[]} [d]     changed cells: index, color, special, ...
 * @property {number[]} [fc]    fallen columns: column, height h, count n, then n pieces color*8+special from h up; empty above
 * @property {number[]} [c]     op: the two swapped cells; move: the dragged block
 * @property {string} [w]       op: why it is invalid; end: its bonuses
 * @property {number[]} [mc]    op: the main colors
 * @property {number} [r]       round: its number; done: the operation's rounds; hand: the valid operations so far
 * @property {number[]} [m]     round: the cells of runs
 * @property {number[]} [e]     round: the cells effects hit, not in m
 * @property {number[][]} [f]   round: the specials fired, [row, column, type]
 * @property {number} [sum]
 * @property {number} [el]
 * @property {number[]} [b]     round: the block sizes
 * @property {number[]} [bp]    round: their points
 * @property {number} [cb]
 * @property {number} [ch]      done: the chain's points
 * @property {number} [op]      done: the operation's points
 * @property {number[]} [h]     hand: its colors
 * @property {string} [hn]      hand: its name
 * @property {number} [hs]      hand: its score
 * @property {number[]} [mv]    move: x y g
 * @property {string} [bad]     move: why the move of an answer checked goes wrong
 * @property {number[]} t       the tally so far: elimination, chain, combination, pattern, endgame
 */

/**
 * applyTo brings a board of rows x cols (color and special, row-major) to
 * a step: its changed cells and its fallen columns.
 * @param {number} rows @param {number} cols
 * @param {Uint8Array} color @param {Uint8Array} special @param {Step} st
 */
function applyTo(rows, cols, color, special, st) {
  const d = st.d, fc = st.fc;
  if (d) for (let k = 0; k < d.length; k += 3) { color[d[k]] = d[k + 1]; special[d[k]] = d[k + 2]; }
  if (fc) for (let k = 0; k < fc.length; k += 3 + fc[k + 2]) {
    const c = fc[k], low = fc[k + 1], n = fc[k + 2];
    for (let h = low; h < rows; h++) {
      const i = (rows - 1 - h) * cols + c, v = h < low + n ? fc[k + 3 + h - low] : 0;
      color[i] = v >> 3; special[i] = v & 7;
    }
  }
}

/**
 * boardAfter is a replay's board once its move (or operation) n is done,
 * n = 0 the start.
 * @param {Replay} data @param {number} n
 * @returns {[Uint8Array, Uint8Array]}
 */
function boardAfter(data, n) {
  const color = Uint8Array.from(data.color), special = Uint8Array.from(data.special || new Array(data.rows * data.cols).fill(0));
  for (const st of data.steps) {
    if (st.o > n) break;
    applyTo(data.rows, data.cols, color, special, st);
  }
  return [color, special];
}

/** clip shortens what an address holds for a message, which shows it as text. @param {string} s */
const clip = s => s.length > 40 ? s.slice(0, 40) + "..." : s;

/**
 * parseHash reads an address's fragment: &-separated key=value pairs,
 * the values percent-encoded. It returns the pairs and, for a fragment
 * it cannot read, what is wrong with it.
 * @param {string} hash
 * @returns {{params: Map<string, string>, error?: string}}
 */
function parseHash(hash) {
  const params = new Map();
  const text = hash.replace(/^#/, "");
  if (text === "") return { params };
  for (const part of text.split("&")) {
    const eq = part.indexOf("=");
    if (eq <= 0) return { params, error: "the address's fragment holds \"" + clip(part) + "\", not key=value" };
    const key = part.slice(0, eq);
    let value;
    try { value = decodeURIComponent(part.slice(eq + 1)); } catch (e) { return { params, error: "the address's " + clip(key) + "= is not percent-encoded" }; }
    if (params.has(key)) return { params, error: "the address gives " + clip(key) + "= twice" };
    params.set(key, value);
  }
  return { params };
}


/** way says where a move drags its block, in words. @param {number} g */
const way = g => g === 1 ? "goes right" : g === -1 ? "goes left" : "has g = " + g + ", which is no direction (1 right, -1 left)";

/**
 * stepWords is what a step says, line by line. The game says what the
 * words need besides the step: which game, its width, n, the search's
 * work, and whether this is the last step.
 * @param {Step} st
 * @param {{poker: boolean, cols: number, moves?: number, search?: string, specials?: string[], last: boolean}} game
 * @returns {string}
 */
function stepWords(st, game) {
  const lines = [], C = game.cols, poker = game.poker;
  const num = v => v === undefined ? 0 : v; // a step leaves out a number that is 0
  const list = v => v === undefined ? [] : v; // and a list that is empty
  const rc = i => "(" + (Math.floor(i / C) + 1) + "," + (i % C + 1) + ")";
  const total = st.t[0] + st.t[1] + st.t[2] + st.t[3] + st.t[4];
  switch (st.k) {
    case "start": lines.push(poker ? "The board before operation 1." : "The puzzle: clear the board in exactly " + game.moves + " move(s)."); break;
    case "op":
      lines.push("Operation " + st.o + ": swap " + rc(list(st.c)[0]) + " and " + rc(list(st.c)[1]) + ".");
      lines.push(st.w ? "Invalid: " + st.w + "; nothing changes." : "Valid; main color" + (list(st.mc).length > 1 ? "s " : " ") + list(st.mc).join(" ") + ".");
      break;
    case "round":
      if (!poker) { lines.push("Round " + num(st.r) + ": the blocks ringed go: " + list(st.m).length + "."); break; }
      lines.push("Round " + num(st.r) + ": runs take " + list(st.m).length + " pieces (ringed), effects add " + list(st.e).length + " (crossed).");
      if (st.f) lines.push("Specials fired: " + st.f.map(f => game.specials[f[2]] + " at (" + (f[0] + 1) + "," + (f[1] + 1) + ")").join(", ") + ".");
      lines.push("Elimination " + num(st.r) + " x " + num(st.sum) + " = " + num(st.el) + ".");
      lines.push("Blocks " + list(st.b).map((x, k) => x + ": " + num(list(st.bp)[k])).join(", ") + "; combination " + num(st.cb) + ".");
      break;
    case "fall": lines.push("After the fall."); break;
    case "hand": lines.push("Hand after valid operation " + num(st.r) + ": " + list(st.h).join(" ") + ", " + st.hn + ", " + num(st.hs) + "."); break;
    case "end": lines.push("Endgame: " + (st.w || "no bonus") + ". Total " + total + "."); break;
    case "move": {
      const mv = list(st.mv);
      lines.push("Move " + st.o + ": " + mv.join(" ") + ", the block at x=" + mv[0] + ", y=" + mv[1] + " " + way(mv[2]) + ".");
      if (st.bad) lines.push("Not legal: " + st.bad + ".");
      break;
    }
    case "settled": lines.push("Move " + st.o + " done."); break;
  }
  if (st.done && poker) lines.push("Operation " + st.o + " done: " + num(st.r) + " round(s), chain " + num(st.ch) + ", this operation " + num(st.op) + ".");
  if (!poker && game.last && game.search) lines.push(game.search + ".");
  return lines.join("\n");
}

const viewer = (() => {
  const $ = /** @param {string} id @returns {any} */ id => document.getElementById(id);
  const momentKeys = ["op", "move", "step", "round"];
  /** @type {Replay} */
  let DATA;
  /** @type {Step[]} */
  let steps = [];
  let poker = true, R = 0, C = 0, N = 0, snaps = [], lastOf = {}, roundAt = {}, opCount = 0;
  let cur = 0, timer = null, cell = 8, ctx = null, listening = false;
  const pad = 22, every = 64;
  // writeHash puts the moment (as "op=5&round=2") into the address; a page
  // with more in its address replaces it.
  let writeHash = moment => { try { history.replaceState(null, "", "#" + moment); } catch (e) { /* a file: URL may refuse */ } };
  const apply = (color, special, st) => applyTo(R, C, color, special, st);

  function boardAt(s) {
    const snap = snaps[Math.floor(s / every)];
    const color = snap[0].slice(), special = snap[1].slice();
    for (let t = Math.floor(s / every) * every + 1; t <= s; t++) apply(color, special, steps[t]);
    return [color, special];
  }

  // Colors: a qualitative palette for the first ten, then hues a golden
  // angle apart, lightness in turn, so neighbours differ.
  const base = ["#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#7f7f7f"];
  const paints = [];
  function paint(c) {
    if (c <= 10) return base[c - 1];
    return paints[c] || (paints[c] = "hsl(" + ((c * 137.508) % 360).toFixed(1) + "," + [70, 55, 80][c % 3] + "%," + [50, 38, 64][c % 3] + "%)");
  }

  // drawBoard draws a board of rows x cols with cells of size px on a
  // context, its rows and columns numbered as the game numbers them.
  function drawBoard(g, rows, cols, px, color, special, isPoker) {
    g.font = Math.max(9, Math.floor(px * 0.42)) + "px sans-serif";
    g.textAlign = "center"; g.textBaseline = "middle";
    g.fillStyle = "#777";
    const label = px >= 14 ? 1 : 5;
    for (let c = 0; c < cols; c++) if ((c + 1) % label === 0 || label === 1) g.fillText(isPoker ? c + 1 : c, pad + c * px + px / 2, pad / 2);
    for (let r = 0; r < rows; r++) if ((r + 1) % label === 0 || label === 1) g.fillText(isPoker ? r + 1 : rows - 1 - r, pad / 2, pad + r * px + px / 2);
    for (let i = 0; i < rows * cols; i++) drawCell(g, pad + (i % cols) * px, pad + Math.floor(i / cols) * px, px, color[i], special[i]);
  }

  // drawCell draws one cell of color c and special s at x, y, in a space of
  // px a side (its last pixel left for the line between cells); g's font
  // and alignment are drawBoard's. The replay and the editor draw each cell
  // with it.
  function drawCell(g, x, y, px, c, s) {
    g.fillStyle = c ? paint(c) : "#f3f3f3";
    g.fillRect(x, y, px - 1, px - 1);
    if (!c) return;
    if (s) glyph(g, px, s, x, y);
    if (px >= 18) { g.fillStyle = "rgba(0,0,0,0.75)"; g.fillText(c, x + px / 2, y + px / 2 + (s ? px * 0.18 : 0)); }
  }

  // size fits a canvas to a board of rows x cols: cells as large as the
  // space allows (times the zoom), sharp on a dense screen. It returns the
  // cell size and the context, scaled to CSS pixels.
  function size(canvas, rows, cols, room, zoom) {
    const px = Math.max(4, Math.min(48, Math.floor(Math.min((room - pad - 2) / cols, 640 / rows) * zoom)));
    const w = cols * px + pad, h = rows * px + pad, dpr = window.devicePixelRatio || 1;
    canvas.style.width = w + "px"; canvas.style.height = h + "px";
    canvas.width = Math.round(w * dpr); canvas.height = Math.round(h * dpr);
    const g = canvas.getContext("2d");
    g.setTransform(dpr, 0, 0, dpr, 0, 0);
    return [px, g];
  }

  // drawMini draws a recording's board, as color and special say, on a
  // canvas of its own, at most room pixels wide.
  function drawMini(canvas, data, color, special, room) {
    const [px, g] = size(canvas, data.rows, data.cols, room, 1);
    g.clearRect(0, 0, canvas.width, canvas.height);
    drawBoard(g, data.rows, data.cols, px, color, special, data.game === "poker");
  }

  // room is the width the board may take: the page's, less its margins,
  // at most 720.
  const room = () => Math.min(720 + pad, Math.max(160, document.documentElement.clientWidth - 24));

  function layout() {
    [cell, ctx] = size($("board"), R, C, room(), +$("zoom").value || 1);
    drawn = null;
  }

  // What the canvas shows: the board drawn, and the cells the last step's
  // rings and crosses are on. A step redraws only the cells that changed
  // and those (drawing 2,400 cells took a slider's step 12-20 ms).
  let drawn = null, marked = [];

  function draw() {
    const st = steps[cur], canvas = $("board");
    const [color, special] = boardAt(cur);
    if (!drawn) {
      ctx.clearRect(0, 0, canvas.width, canvas.height);
      drawBoard(ctx, R, C, cell, color, special, poker);
      drawn = [color.slice(), special.slice()];
    } else {
      const again = new Set(marked);
      for (let i = 0; i < color.length; i++) if (color[i] !== drawn[0][i] || special[i] !== drawn[1][i]) again.add(i);
      for (const i of again) {
        const x = pad + (i % C) * cell, y = pad + Math.floor(i / C) * cell;
        ctx.clearRect(x, y, cell, cell);
        drawCell(ctx, x, y, cell, color[i], special[i]);
        drawn[0][i] = color[i]; drawn[1][i] = special[i];
      }
    }
    marked = [];
    const ring = (list, style, width, dash) => {
      if (!list) return;
      marked.push(...list);
      ctx.save(); ctx.strokeStyle = style; ctx.lineWidth = width; ctx.setLineDash(dash || []);
      for (const i of list) ctx.strokeRect(pad + (i % C) * cell + width / 2, pad + Math.floor(i / C) * cell + width / 2, cell - 1 - width, cell - 1 - width);
      ctx.restore();
    };
    const cross = list => {
      if (!list) return;
      marked.push(...list);
      ctx.save(); ctx.strokeStyle = "#111"; ctx.lineWidth = Math.max(1, cell / 12);
      for (const i of list) {
        const x = pad + (i % C) * cell, y = pad + Math.floor(i / C) * cell;
        ctx.beginPath(); ctx.moveTo(x + 3, y + 3); ctx.lineTo(x + cell - 4, y + cell - 4); ctx.moveTo(x + cell - 4, y + 3); ctx.lineTo(x + 3, y + cell - 4); ctx.stroke();
      }
      ctx.restore();
    };
    const w = Math.max(2, Math.floor(cell / 8));
    if (st.k === "round") { ring(st.m, "#fff", w); ring(st.m, "#000", 1); cross(st.e); }
    if (st.f) ring(st.f.map(f => f[0] * C + f[1]), "#d00", w);
    if (st.k === "op") ring(st.c, st.w ? "#d00" : "#ffd000", w, st.w ? [4, 3] : []);
    if (st.k === "move") ring(st.c, st.bad ? "#d00" : "#ffd000", w, st.bad ? [4, 3] : []);
    const next = steps[cur + 1];
    if (poker && next && next.k === "op" && next.o !== st.o) ring(next.c, "#0aa", 2, [3, 3]);
  }

  function glyph(g, px, t, x, y) {
    const m = px / 2, q = Math.max(2, px / 6), top = px * 0.3;
    g.save(); g.translate(x, y);
    g.strokeStyle = "#111"; g.fillStyle = "#111"; g.lineWidth = Math.max(1.5, px / 14);
    const line = (x1, y1, x2, y2) => { g.beginPath(); g.moveTo(x1, y1); g.lineTo(x2, y2); g.stroke(); };
    if (t === 1 || t === 3) line(q, top, px - q, top);
    if (t === 2 || t === 3) line(m, q, m, px * 0.55);
    if (t === 4) g.strokeRect(m - px * 0.12, top - px * 0.12, px * 0.24, px * 0.24);
    if (t === 5) g.strokeRect(q, q, px - 2 * q - 1, px - 2 * q - 1);
    if (t === 6) { g.beginPath(); g.arc(m, top, px * 0.12, 0, 2 * Math.PI); g.fill(); }
    g.restore();
  }

  function set(id, v) { $(id).textContent = String(v); }

  // cellsText writes the board as text, for machines and screen readers
  // (a row a line, color.special per cell), when it is shown or the page
  // is read by a script (a headless browser): a step on a 50 x 50 board
  // does not build 2,500 words no one sees.
  function cellsText(color, special) {
    if ($("cells").hidden && typeof navigator !== "undefined" && !/HeadlessChrome/.test(navigator.userAgent)) return;
    const rows = [];
    for (let r = 0; r < R; r++) rows.push(Array.from({ length: C }, (_, c) => color[r * C + c] + "." + special[r * C + c]).join(" "));
    $("cells").textContent = rows.join("\n");
  }

  // stepText is what step s says.
  const stepText = s => stepWords(steps[s], { poker, cols: C, moves: DATA.moves, search: DATA.search, specials: DATA.specials, last: s === steps.length - 1 });

  function describe() {
    const st = steps[cur], t = st.t;
    set("elimination", t[0]); set("chain", t[1]); set("combination", t[2]); set("pattern", t[3]); set("endgame", t[4]);
    set("total", t[0] + t[1] + t[2] + t[3] + t[4]);
    const [color, special] = boardAt(cur);
    const pieces = color.reduce((n, c) => n + (c ? 1 : 0), 0);
    set("blocks", pieces);
    cellsText(color, special);
    const unit = poker ? "operation" : "move";
    set("where", "step " + cur + " of " + (steps.length - 1) + (st.o ? ", " + unit + " " + st.o + " of " + opCount : ""));
    $("board").setAttribute("aria-label", "the board, " + R + " rows by " + C + " columns, " + pieces + (poker ? " pieces" : " blocks") + " (board as text shows each cell)");
    set("step", stepText(cur));
  }

  // moment names the step shown, as an address does: the start, the end,
  // a round of an operation (move), the state after one, or a bare step.
  function moment() {
    const st = steps[cur], name = poker ? "op" : "move";
    if (cur === steps.length - 1 && poker) return "op=end";
    if (cur === 0) return name + "=0";
    if (st.k === "round" && st.r) return name + "=" + st.o + "&round=" + st.r;
    if (lastOf[st.o] === cur) return name + "=" + st.o;
    return "step=" + cur;
  }

  function show(s, keepHash) {
    cur = Math.max(0, Math.min(steps.length - 1, s));
    $("slider").value = cur;
    if (document.activeElement !== $("jump")) $("jump").value = steps[cur].o;
    draw(); describe();
    if (!keepHash) writeHash(moment(), steps[cur].o);
  }

  // describeAt sets the texts of step s without drawing, for a test that
  // reads every step's words.
  function describeAt(s) { cur = s; describe(); }

  function invalidAt(s) { return steps[s].k === "op" && !!steps[s].w; }

  function stepBy(d) { show(stepFrom(cur, d)); }

  // stepFrom is the step d from s, past invalid operations when they are
  // skipped.
  function stepFrom(s, d) {
    s += d;
    while ($("skip").checked && s > 0 && s < steps.length - 1 && invalidAt(s)) s += d;
    return s;
  }

  function opBy(d) {
    let o = steps[cur].o;
    if (d > 0) { o = lastOf[o] === cur ? o + 1 : o; } else { o = o - 1; }
    while ($("skip").checked && o > 0 && o <= opCount && steps[lastOf[o]] && invalidAt(lastOf[o])) o += d;
    if (o < 0) o = 0;
    show(o > opCount ? steps.length - 1 : lastOf[o]);
  }

  // stepOf finds the step the address's moment keys name; it throws what
  // is wrong when they name none.
  function stepOf(params) {
    const unit = poker ? "operation" : "move", key = poker ? "op" : "move", other = poker ? "move" : "op";
    const whole = v => /^\d+$/.test(v) ? +v : NaN;
    if (params.has(other)) throw other + "= is for " + (poker ? "a Mayan puzzle" : "Lines & Poker") + "; this " + (poker ? "game" : "puzzle") + " reads " + key + "=N";
    if (params.has("step")) {
      if (params.has(key) || params.has("round")) throw "step= goes alone, without " + key + "= or round=";
      const s = whole(params.get("step"));
      if (!(s < steps.length)) throw "step=" + clip(params.get("step")) + ": want a step from 0 to " + (steps.length - 1);
      return s;
    }
    if (!params.has(key)) {
      if (params.has("round")) throw "round= needs " + key + "=N: round R of " + unit + " N";
      return 0;
    }
    const v = params.get(key);
    if (poker && v === "end" && !params.has("round")) return steps.length - 1;
    const o = whole(v);
    if (!(o <= opCount)) {
      if (opCount === 0 && !poker) throw key + "=" + clip(v) + ": the answer is -1, no move to show (move=0 is the start)";
      throw key + "=" + clip(v) + ": want " + (poker ? "end or an " : "a ") + unit + " from 0 to " + opCount;
    }
    if (!params.has("round")) return o === 0 ? 0 : lastOf[o];
    const r = whole(params.get("round")), rounds = o > 0 ? (roundAt[o] || []) : [];
    if (!(r >= 1)) throw "round=" + clip(params.get("round")) + ": want a round from 1";
    if (r > rounds.length) throw unit + " " + o + (rounds.length === 0 ? " has no rounds" + (poker && o > 0 ? " (it is invalid)" : "") : " has " + rounds.length + " round(s), not " + r);
    return rounds[r - 1];
  }

  // The address's moment keys, for the help line.
  const addressHelp = () => poker
    ? "Address: #op=N (after operation N), #op=N&round=R (round R of operation N), #op=end (after the endgame), #step=S (any step)."
    : "Address: #move=N (after move N), #move=N&round=R (round R of move N), #step=S (any step).";

  // A key on a control that uses it (typing a number, a menu, a focused
  // button's space or enter) is the control's.
  function ownKey(e) {
    const t = e.target, tag = t.tagName;
    if (tag === "TEXTAREA" || tag === "SELECT" || tag === "INPUT" && t.type !== "range") return true;
    return (tag === "BUTTON" || tag === "A" || tag === "SUMMARY") && (e.key === " " || e.key === "Enter");
  }

  function listen() {
    if (listening) return;
    listening = true;
    $("slider").addEventListener("input", e => show(+e.target.value));
    $("first").onclick = () => show(0);
    $("last").onclick = () => show(steps.length - 1);
    $("prev").onclick = () => stepBy(-1);
    $("next").onclick = () => stepBy(1);
    $("prevOp").onclick = () => opBy(-1);
    $("nextOp").onclick = () => opBy(1);
    $("play").onclick = toggle;
    $("speed").onchange = () => { if (timer) { toggle(); toggle(); } };
    $("jump").onchange = e => { const v = +e.target.value; show(v in lastOf ? lastOf[v] : (v > opCount ? steps.length - 1 : 0)); };
    $("zoom").onchange = () => { layout(); draw(); };
    $("asText").onclick = () => {
      const shown = $("cells").hidden;
      $("cells").hidden = !shown;
      if (shown) { const [color, special] = boardAt(cur); cellsText(color, special); }
      $("asText").setAttribute("aria-pressed", String(shown));
    };
    window.addEventListener("resize", () => { if (DATA) { layout(); draw(); } });
    document.addEventListener("keydown", e => {
      if (!DATA || ownKey(e)) return;
      const keys = { ArrowLeft: () => stepBy(-1), ArrowRight: () => stepBy(1), ArrowUp: () => opBy(-1), PageUp: () => opBy(-1),
        ArrowDown: () => opBy(1), PageDown: () => opBy(1), Home: () => show(0), End: () => show(steps.length - 1), " ": toggle };
      if (keys[e.key]) { keys[e.key](); e.preventDefault(); }
    });
    const canvas = $("board");
    canvas.addEventListener("mousemove", e => {
      const rect = canvas.getBoundingClientRect();
      const c = Math.floor((e.clientX - rect.left - pad) / cell), r = Math.floor((e.clientY - rect.top - pad) / cell);
      const tip = $("tip");
      if (c < 0 || r < 0 || c >= C || r >= R) { tip.style.display = "none"; return; }
      const [color, special] = boardAt(cur), i = r * C + c;
      tip.textContent = (poker ? "row " + (r + 1) + ", column " + (c + 1) : "x=" + c + ", y=" + (R - 1 - r)) +
        ": " + (color[i] ? "color " + color[i] + (special[i] ? ", special " + DATA.specials[special[i]] : "") : "empty");
      tip.style.left = (e.clientX + 12) + "px"; tip.style.top = (e.clientY + 12) + "px"; tip.style.display = "block";
    });
    canvas.addEventListener("mouseleave", () => { $("tip").style.display = "none"; });
  }

  // toggle plays or pauses. Playing, each frame shows the step the clock
  // has reached at the speed chosen (100 steps/s is about two steps a
  // frame: the board is drawn once for them); the address follows when it
  // pauses.
  function toggle() {
    if (timer) {
      cancelAnimationFrame(timer); timer = null;
      $("play").textContent = "play"; $("play").setAttribute("aria-label", "play (Space)");
      if (DATA) writeHash(moment(), steps[cur].o);
      return;
    }
    $("play").textContent = "pause"; $("play").setAttribute("aria-label", "pause (Space)");
    const start = performance.now(), speed = +$("speed").value;
    let shown = 0;
    const frame = now => {
      const due = Math.floor((now - start) * speed / 1000);
      let s = cur;
      for (; shown < due && s < steps.length - 1; shown++) s = stepFrom(s, 1);
      if (s !== cur) show(s, true);
      timer = requestAnimationFrame(frame);
      if (cur >= steps.length - 1) toggle();
    };
    timer = requestAnimationFrame(frame);
  }

  // load shows a recording at the moment params name and returns what is
  // wrong with them ("" when nothing is); a moment it cannot read shows the
  // start.
  function load(data, params) {
    if (timer) toggle();
    DATA = data; poker = DATA.game === "poker";
    R = DATA.rows; C = DATA.cols; N = R * C; steps = DATA.steps;
    // The board at every 64th step, so that any step is a few deltas away.
    snaps = [];
    const color = Uint8Array.from(DATA.color), special = Uint8Array.from(DATA.special || new Array(N).fill(0));
    for (let s = 0; s < steps.length; s++) {
      apply(color, special, steps[s]);
      if (s % every === 0) snaps.push([color.slice(), special.slice()]);
    }
    // The step that completes each operation (Mayan: move), and each round's.
    lastOf = {}; roundAt = {};
    steps.forEach((st, s) => {
      if (st.k !== "end") lastOf[st.o] = s;
      if (st.k === "round" && st.r) (roundAt[st.o] = roundAt[st.o] || [])[st.r - 1] = s;
    });
    opCount = steps.reduce((m, st) => Math.max(m, st.o), 0);
    const unit = poker ? "operation" : "move";
    set("title", poker
      ? "match3 replay: Lines & Poker, " + R + " x " + C + ", " + DATA.colors + " colors, " + opCount + " operations"
      : "match3 replay: the Mayan puzzle, n = " + DATA.moves);
    set("jumpLabel", "go to " + unit);
    $("jump").max = opCount;
    for (const el of document.querySelectorAll(".mayan")) el.style.display = poker ? "none" : "";
    for (const el of document.querySelectorAll(".poker")) el.style.display = poker ? "" : "none";
    $("skipBox").style.display = poker ? "" : "none";
    set("prevOp", poker ? "<< op" : "<< move"); set("nextOp", poker ? "op >>" : "move >>");
    $("prevOp").title = "Up or PageUp: previous " + unit; $("nextOp").title = "Down or PageDown: next " + unit;
    $("prevOp").setAttribute("aria-label", "previous " + unit + " (Up)"); $("nextOp").setAttribute("aria-label", "next " + unit + " (Down)");
    set("legend", poker
      ? "Ringed: a cell of a run. Crossed: hit by an effect. Red: a special that fired. Yellow: the swap (dashed red: invalid). Dashed cyan: the next operation. Marks: - row, | column, + both, small square 3x3, big square 5x5, dot: its color."
      : "Ringed: the blocks a run removes. Yellow: the dragged block (dashed red: not legal). Rows y = 6 (top) to 0, columns x = 0..4.");
    set("help", addressHelp() + " Keys: left/right a step, up/down " + (poker ? "an operation" : "a move") + ", Home/End, space plays.");
    $("slider").max = steps.length - 1;
    layout();
    listen();
    let at = 0, error = "";
    try { at = stepOf(params || new Map()); } catch (e) { error = String(e); }
    show(at, true);
    return error;
  }

  return {
    load, parseHash, momentKeys, describeAt, boardAfter, drawMini, drawCell, paint,
    steps: () => steps.length,
    showMoment(params) { try { show(stepOf(params), true); return ""; } catch (e) { return String(e); } },
    onMoment(write) { writeHash = write; },
    moment: () => moment(),
    op: () => steps[cur].o,
  };
})();

// Node's tests read the pure functions; a page has no module.
if (typeof module === "object") module.exports = { applyTo, boardAfter, parseHash, stepWords, way };
