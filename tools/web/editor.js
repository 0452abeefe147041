// The board editor (tools/web/main.go puts it into app.html): the input's
// board as a grid of cells, to paint (edit) or to play on (play). The
// input box stays the one state: painting rewrites its text, typing in
// it redraws the grid, and the address follows the text as always. What
// is played is an input like any other: Lines & Poker's swaps are its
// operations, a Mayan puzzle's drags the answer checked. Legality is
// match3 -validate's, asked of the engine after each edit.
const editor = (() => {
  const tags = " -|+oO*"; // a special's mark, as -boards draws it
  const specialWords = ["none", "row", "column", "row and column", "3x3", "5x5", "color"];
  let ed = null;        // the board read from the input (see read)
  let floating = null;  // a Mayan board painted with a block in the air: not an input
  let mode = "edit", brush = { color: 1, special: 0 };
  let sel = -1, focusAt = 0, down = -1, painting = false;
  let movesShown = null; // Mayan: the moves request's answer for the moves played
  let undoStack = [], redoStack = [], tapAt = 0;
  let built = "", cellEls = [];

  const ints = text => {
    const f = text.trim() === "" ? [] : text.trim().split(/\s+/);
    const out = [];
    for (const t of f) { if (!/^[+-]?\d+$/.test(t)) return null; out.push(parseInt(t, 10)); }
    return out;
  };

  // read reads an input's board, as match3 tells the game (or as the game
  // menu forces it): {game, rows, cols, k, color, special, ops, moves}, the
  // cells row-major from the top (a Mayan row 0 is y = 6), or {error}.
  function read(text, forced) {
    const t = ints(text);
    if (t === null) return { error: "the input holds something other than integers" };
    const poker = () => {
      const [n, m, k, q] = t;
      if (t.length < 4 || !(n >= 1 && n <= 50 && m >= 1 && m <= 50 && k >= 1 && k <= 100 && q >= 0)) return null;
      if (t.length !== 4 + 2 * n * m + 4 * q) return null;
      const ops = [];
      for (let i = 0; i < q; i++) ops.push(t.slice(4 + 2 * n * m + 4 * i, 8 + 2 * n * m + 4 * i));
      return { game: "poker", rows: n, cols: m, k, color: t.slice(4, 4 + n * m), special: t.slice(4 + n * m, 4 + 2 * n * m), ops };
    };
    const mayan = () => {
      if (t.length < 6) return null;
      const color = new Array(35).fill(0);
      let at = 1;
      for (let x = 0; x < 5; x++) {
        for (let y = 0; ; y++) {
          if (at >= t.length) return null;
          const c = t[at++];
          if (c === 0) break;
          if (y >= 7 || c < 0 || c > 10) return null;
          color[(6 - y) * 5 + x] = c;
        }
      }
      if (at !== t.length) return null;
      return { game: "mayan", rows: 7, cols: 5, k: 10, color, special: new Array(35).fill(0), ops: [], moves: t[0] };
    };
    const b = forced === "poker" ? poker() : forced === "mayan" ? mayan() : poker() || mayan();
    return b || { error: "the input does not read as a board of " + (forced === "mayan" ? "a Mayan puzzle" : forced === "poker" ? "Lines & Poker" : "either game") + " (match3's answer says why)" };
  }

  // text writes a board as its input, or null when it cannot be one: a
  // Mayan column is listed from the bottom up, so a block in the air has no
  // place in it.
  function text(b) {
    if (b.game === "mayan") {
      let out = b.moves + "\n";
      for (let x = 0; x < 5; x++) {
        const col = [];
        let gap = false;
        for (let y = 0; y < 7; y++) {
          const c = b.color[(6 - y) * 5 + x];
          if (c && gap) return null;
          if (c) col.push(c); else gap = true;
        }
        out += col.concat([0]).join(" ") + "\n";
      }
      return out;
    }
    const rows = [b.rows + " " + b.cols + " " + b.k + " " + b.ops.length];
    for (let r = 0; r < b.rows; r++) rows.push(b.color.slice(r * b.cols, (r + 1) * b.cols).join(" "));
    for (let r = 0; r < b.rows; r++) rows.push(b.special.slice(r * b.cols, (r + 1) * b.cols).join(" "));
    for (const op of b.ops) rows.push(op.join(" "));
    return rows.join("\n") + "\n";
  }

  // inAir is the first Mayan block with nothing below it, as words.
  function inAir(b) {
    for (let x = 0; x < 5; x++) {
      for (let y = 1; y < 7; y++) {
        if (b.color[(6 - y) * 5 + x] && !b.color[(7 - y) * 5 + x]) return "the block at x=" + x + ", y=" + y + " is in the air (nothing below it)";
      }
    }
    return "";
  }

  const where = i => ed.game === "mayan" ? "x=" + (i % 5) + ", y=" + (6 - Math.floor(i / 5)) : "row " + (Math.floor(i / ed.cols) + 1) + ", column " + (i % ed.cols + 1);

  // shownBoard is what the grid shows: the board being edited, or in play
  // the board after what was played.
  function shownBoard() {
    const b = floating || ed;
    if (mode !== "play" || !b) return b && [b.color, b.special];
    if (b.game === "mayan") return movesShown && movesShown.data ? finalBoard(movesShown.data) : [b.color, b.special];
    if (last && last.data && last.data.game === "poker" && last.data.rows === b.rows && last.data.cols === b.cols) return finalBoard(last.data);
    return [b.color, b.special];
  }

  // A recording's last board and each operation's outcome, worked out
  // once per recording: a full-size game has tens of thousands of steps.
  const finals = new WeakMap(), outcomes = new WeakMap();
  function finalBoard(data) {
    if (!finals.has(data)) finals.set(data, viewer.boardAfter(data, Infinity));
    return finals.get(data);
  }
  // outcomeOf is operation q's op step and its last step (with its
  // rounds, points and tally), either missing when q was not played.
  function outcomeOf(data, q) {
    if (!outcomes.has(data)) {
      const byOp = [];
      for (const st of data.steps) {
        const o = byOp[st.o] || (byOp[st.o] = {});
        if (st.k === "op") o.op = st;
        if (st.done) o.done = st;
      }
      outcomes.set(data, byOp);
    }
    return outcomes.get(data)[q] || {};
  }

  function cellWords(i, color, special) {
    const c = color[i], s = special[i];
    return where(i) + ": " + (c ? "color " + c + (s ? ", special " + s + " (" + specialWords[s] + ")" : "") : "empty") + (i === sel ? ", chosen" : "");
  }

  function cellSize() {
    const z = +$("e-zoom").value;
    if (z) return z;
    const wide = Math.max(200, $("e-gridWrap").clientWidth || $("editor").clientWidth - 20);
    return Math.max(5, Math.min(44, Math.floor((wide - 2) / ed.cols) - 1)); // the whole board; zoom for a finger's cells
  }

  // draw builds the grid for the board's size and paints every cell.
  function draw() {
    const grid = $("e-grid");
    const b = floating || ed;
    $("e-gridWrap").hidden = !b;
    if (!b) return;
    const px = cellSize(), key = b.rows + "x" + b.cols + "@" + px;
    if (key !== built) {
      built = key;
      grid.textContent = "";
      grid.style.gridTemplateColumns = "repeat(" + b.cols + ", " + px + "px)";
      grid.style.gridAutoRows = px + "px";
      grid.style.fontSize = Math.max(9, Math.floor(px * 0.45)) + "px";
      cellEls = [];
      for (let i = 0; i < b.rows * b.cols; i++) {
        const c = document.createElement("button");
        c.type = "button";
        c.dataset.i = i;
        c.tabIndex = -1;
        grid.append(c);
        cellEls.push(c);
      }
      if (focusAt >= cellEls.length) focusAt = 0;
    }
    const [color, special] = shownBoard();
    for (let i = 0; i < cellEls.length; i++) {
      const c = cellEls[i], v = color[i], s = special[i];
      c.style.background = v ? viewer.paint(v) : "#f3f3f3";
      c.textContent = v && px >= 16 ? String(v) : "";
      if (s) c.dataset.special = tags[s]; else delete c.dataset.special;
      c.classList.toggle("sel", i === sel);
      c.setAttribute("aria-label", cellWords(i, color, special));
      c.tabIndex = i === focusAt ? 0 : -1;
    }
  }

  // palette offers the colors 0..k and, for Lines & Poker, the specials.
  function palette() {
    const box = $("e-palette");
    box.textContent = "";
    box.hidden = mode !== "edit" || !ed;
    if (box.hidden) return;
    const k = ed.game === "mayan" ? 10 : ed.k;
    if (brush.color > k) brush.color = 1;
    const add = (label, text, pressed, bg, pick) => {
      const btn = el("button", text);
      btn.type = "button";
      btn.setAttribute("aria-label", label);
      btn.setAttribute("aria-pressed", String(pressed));
      if (bg) btn.style.background = bg;
      btn.onclick = () => { pick(); palette(); };
      box.append(btn);
    };
    add("empty", "0", brush.color === 0, "#f3f3f3", () => { brush.color = 0; });
    for (let c = 1; c <= Math.min(k, 100); c++) add("color " + c, String(c), brush.color === c, viewer.paint(c), () => { brush.color = c; });
    if (ed.game === "poker") {
      for (let s = 0; s <= 6; s++) add("special " + s + " (" + specialWords[s] + ")", s ? "s" + s + " " + tags[s] : "no special", brush.special === s, "", () => { brush.special = s; });
    }
  }

  function say(words) { $("e-said").textContent = words; }

  // sizeFields shows the board's size in the size fields.
  function sizeFields() {
    const mayan = ed && ed.game === "mayan";
    $("e-pokerSize").hidden = mayan; $("e-mayanSize").hidden = !mayan;
    if (!ed) return;
    if (mayan) $("e-moves").value = ed.moves;
    else { $("e-n").value = ed.rows; $("e-m").value = ed.cols; $("e-k").value = ed.k; }
  }

  // fromText reads the input box into the editor (typing, a paste, a file,
  // the address).
  function fromText() {
    const r = read($("input").value, $("game").value);
    floating = null;
    if (r.error) {
      ed = null;
      $("e-legal").className = "bad";
      $("e-legal").textContent = "The board cannot be drawn: " + r.error + ".";
    } else {
      ed = r;
      if (focusAt >= ed.rows * ed.cols) focusAt = 0;
    }
    sel = -1;
    movesShown = null;
    sizeFields(); palette(); draw(); list();
    if (ed) { checkLegal(); if (mode === "play" && ed.game === "mayan") playMoves(false); }
  }

  // checkLegal says whether the input keeps the statement's promises, in
  // match3 -validate's words.
  let legalRun = 0;
  async function checkLegal() {
    const mine = ++legalRun;
    if (floating) {
      $("e-legal").className = "bad";
      $("e-legal").textContent = "Not an input: " + inAir(floating) + "; a column is listed from the bottom up, so the input box keeps the board before this edit.";
      return;
    }
    const r = await ask({ do: "validate", input: $("input").value, game: ed.game });
    if (mine !== legalRun) return;
    $("e-legal").className = r.status === 0 ? "good" : "bad";
    $("e-legal").textContent = r.status === 0 ? "A legal test: every promise of the statement holds (match3 -validate)."
      : "Not a legal test (match3 -validate): " + (r.error || "").replace(/^FAIL /, "") + ". match3 still plays it, as the judge's solution does.";
  }

  // write makes the board the input: the text box, the address, a run.
  function write(b, why) {
    const t = text(b);
    if (t === null) {
      floating = b;
      draw(); checkLegal();
      return false;
    }
    floating = null;
    const before = $("input").value;
    if (t === before) { draw(); return true; }
    undoStack.push({ input: before, answer: $("contestant").value });
    redoStack = [];
    ed = b;
    $("input").value = t;
    if ($("verdict").textContent) $("verdict").className = "stale";
    buttons();
    draw(); list(); checkLegal();
    if (why !== "quiet") play(why === "op" ? new Map([["op", String(b.ops.length)]]) : currentMoment());
    return true;
  }

  const copyOf = b => Object.assign({}, b, { color: b.color.slice(), special: b.special.slice(), ops: b.ops.map(o => o.slice()) });

  function paintCell(i) {
    const b = copyOf(floating || ed);
    if (b.color[i] === brush.color && b.special[i] === (brush.color ? brush.special : 0)) return;
    b.color[i] = brush.color;
    b.special[i] = brush.color && b.game === "poker" ? brush.special : 0;
    write(b, "edit");
    say("Painted " + where(i) + (brush.color ? " color " + brush.color : " empty") + (b.special[i] ? ", special " + b.special[i] : "") + ".");
  }

  // act plays a swap (Lines & Poker) or a drag (Mayan) from cell a to b.
  function act(a, b) {
    if (ed.game === "poker") {
      const op = [Math.floor(a / ed.cols) + 1, a % ed.cols + 1, Math.floor(b / ed.cols) + 1, b % ed.cols + 1];
      const next = copyOf(ed);
      next.ops.push(op);
      tapAt = performance.now();
      say("Operation " + next.ops.length + ": swap (" + op[0] + "," + op[1] + ") and (" + op[2] + "," + op[3] + ")...");
      write(next, "op");
      return;
    }
    const [color] = shownBoard();
    const ra = Math.floor(a / 5), rb = Math.floor(b / 5), g = b % 5 - a % 5;
    if (ra !== rb || (g !== 1 && g !== -1)) { say("A drag moves a block one column left or right: choose a block, then the cell beside it."); return; }
    if (!color[a]) { say("There is no block at " + where(a) + " to drag."); return; }
    const moves = movesPlayed();
    moves.push([a % 5, 6 - ra, g]);
    setMoves(moves);
  }

  // movesPlayed is the Mayan moves of the answer box, as far as they read.
  function movesPlayed() {
    const t = ints($("contestant").value) || [];
    const out = [];
    for (let i = 0; i + 2 < t.length; i += 3) out.push(t.slice(i, i + 3));
    return out;
  }

  function setMoves(moves) {
    undoStack.push({ input: $("input").value, answer: $("contestant").value });
    redoStack = [];
    $("contestant").value = moves.map(m => m.join(" ")).join("\n") + (moves.length ? "\n" : "");
    buttons();
    tapAt = performance.now();
    playMoves(true);
  }

  // playMoves asks the engine for the board after the Mayan moves played,
  // and (run) checks them as the answer, as any answer is.
  let movesRun = 0;
  async function playMoves(run) {
    const mine = ++movesRun;
    const moves = movesPlayed();
    const r = await ask({ do: "moves", input: $("input").value, answer: moves.map(m => m.join(" ")).join("\n"), skipSame: $("sameColor").value === "skip" });
    if (mine !== movesRun) return;
    if (r.error) {
      say("Move " + moves.length + " cannot be played: " + r.error + ". Undo it, or play another.");
    } else {
      movesShown = r;
      say(moves.length + " of " + ed.moves + " moves played" + (r.cleared ? ": the board is empty." : "; " + r.left + " left.") +
        (r.cleared && r.left === 0 ? " The moves clear the board: they are an answer." : ""));
      window.match3EditorTiming = { move: performance.now() - tapAt };
    }
    $("e-solve").hidden = !!r.error || r.cleared || !(r.left > 0);
    draw(); list();
    if (run) play(currentMoment());
  }

  async function solveHere() {
    if (!movesShown || !movesShown.input) return;
    const start = performance.now();
    say("Solving from here...");
    const r = await ask({ do: "run", input: movesShown.input, game: "mayan", skipSame: $("sameColor").value === "skip", answer: null });
    window.match3EditorTiming = { solve: performance.now() - start };
    const ans = (r.answer || "").trim();
    say(ans === "-1" ? "From here, no " + movesShown.left + " move(s) clear the board (match3 answers -1)."
      : "From here, match3's smallest answer for the " + movesShown.left + " move(s) left: " + ans.split("\n").join(", ") + ".");
  }

  // played is told of each run of the page: in play, the operation just
  // added is said, with its points and the running total.
  function played(r) {
    if (!ed || mode !== "play") { if (ed && mode === "edit") draw(); return; }
    if (r && r.error && tapAt) { say("match3 cannot play it: " + words(r.error) + ". Undo it."); tapAt = 0; }
    if (ed.game === "poker" && r && r.data) {
      const q = ed.ops.length, steps = r.data.steps;
      const { op, done } = outcomeOf(r.data, q);
      const end = steps[steps.length - 1], total = end.t.reduce((a, b) => a + b, 0);
      if (op && op.w) say("Operation " + q + " is invalid (" + op.w + "): it stays an operation, as a judge's input may hold one, and scores nothing. Total " + total + ".");
      else if (done) say("Operation " + q + ": " + (done.r || 0) + " round(s), +" + (done.op || 0) + " points; running total " + done.t.slice(0, 3).reduce((a, b) => a + b, 0) +
        " before the hands' patterns; match3's answer " + total + ".");
      if (tapAt) window.match3EditorTiming = { tap: performance.now() - tapAt };
      tapAt = 0;
    }
    draw(); list();
  }

  // list shows what was played: the operations (each with its outcome,
  // removable) or the moves.
  function list() {
    const box = $("e-list");
    box.textContent = "";
    $("e-playBox").hidden = mode !== "play" || !ed;
    if (!ed || mode !== "play") return;
    const mayan = ed.game === "mayan";
    $("e-howTo").textContent = mayan ? "Choose a block, then the cell left or right of it (or drag it there; or the arrow keys, then Enter twice). The moves so far are the answer checked."
      : "Choose a piece, then the one to swap it with (or drag it onto it; or the arrow keys, then Enter twice). Each swap is an operation of the input, valid or not.";
    const items = mayan ? movesPlayed().map(m => m.join(" ")) : ed.ops.map((o, i) => "swap (" + o[0] + "," + o[1] + ") (" + o[2] + "," + o[3] + ")" + opOutcome(i + 1));
    items.forEach((words, i) => {
      const li = el("li", words + " ");
      const rm = el("button", "remove");
      rm.type = "button";
      rm.setAttribute("aria-label", "remove " + (mayan ? "move " : "operation ") + (i + 1) + (mayan ? " and the moves after it" : ""));
      rm.onclick = () => {
        if (mayan) setMoves(movesPlayed().slice(0, i));
        else { const b = copyOf(ed); b.ops.splice(i, 1); write(b, "edit"); }
      };
      li.append(rm);
      box.append(li);
    });
    if (!items.length) box.append(el("li", mayan ? "no move yet" : "no operation yet"));
  }

  function opOutcome(q) {
    if (!last || !last.data || last.data.game !== "poker") return "";
    const { op, done } = outcomeOf(last.data, q);
    if (!op) return "";
    if (op.w) return ": invalid, " + op.w;
    return done ? ": +" + (done.op || 0) : "";
  }

  function buttons() {
    $("e-undo").disabled = undoStack.length === 0;
    $("e-redo").disabled = redoStack.length === 0;
    $("e-edit").setAttribute("aria-pressed", String(mode === "edit"));
    $("e-play").setAttribute("aria-pressed", String(mode === "play"));
  }

  function restore(from, to) {
    const s = from.pop();
    if (!s) return;
    to.push({ input: $("input").value, answer: $("contestant").value });
    $("input").value = s.input;
    $("contestant").value = s.answer;
    buttons();
    fromText();
    play(currentMoment());
  }

  function setMode(m) {
    mode = m; sel = -1;
    buttons(); palette(); draw(); list();
    say(m === "play" ? "Play: each swap becomes an operation of the input (a Mayan drag, a move of the answer)." : "Edit: choose a color (and a special), then tap or drag over cells.");
    if (m === "play" && ed && ed.game === "mayan") playMoves(false);
  }

  // fresh makes a new board: Lines & Poker's of the size fields, filled
  // with colors that make no run; an empty Mayan one.
  function fresh(game) {
    let b;
    if (game === "mayan") {
      b = { game, rows: 7, cols: 5, k: 10, color: new Array(35).fill(0), special: new Array(35).fill(0), ops: [], moves: Math.max(1, Math.min(5, +$("e-moves").value || 1)) };
    } else {
      const n = clamp(+$("e-n").value, 2, 50), m = clamp(+$("e-m").value, 2, 50), k = clamp(+$("e-k").value, 2, 100);
      b = { game, rows: n, cols: m, k, color: noRuns(n, m, k), special: new Array(n * m).fill(0), ops: [] };
    }
    $("game").value = "";
    $("contestant").value = "";
    write(b, "edit");
    sizeFields(); palette();
  }

  const clamp = (v, lo, hi) => Math.max(lo, Math.min(hi, Math.round(v) || lo));

  // noRuns is a board of colors 1..k, none three in a row or column.
  function noRuns(n, m, k) {
    const c = new Array(n * m).fill(0);
    for (let i = 0; i < n * m; i++) {
      const r = Math.floor(i / m), col = i % m;
      for (let v = 1 + (r + 2 * col) % k, tries = 0; tries < k; v = v % k + 1, tries++) {
        const rowRun = col >= 2 && c[i - 1] === v && c[i - 2] === v, colRun = r >= 2 && c[i - m] === v && c[i - 2 * m] === v;
        if (!rowRun && !colRun) { c[i] = v; break; }
      }
    }
    return c;
  }

  // resize keeps the cells that fit the new size (Lines & Poker: n x m,
  // from the top left; the new cells empty) and the moves' count.
  function resize() {
    if (!ed) return fresh($("e-pokerSize").hidden ? "mayan" : "poker");
    const b = copyOf(ed);
    if (b.game === "mayan") b.moves = clamp(+$("e-moves").value, 1, 5);
    else {
      const n = clamp(+$("e-n").value, 2, 50), m = clamp(+$("e-m").value, 2, 50);
      b.k = clamp(+$("e-k").value, 2, 100);
      const color = new Array(n * m).fill(0), special = new Array(n * m).fill(0);
      for (let r = 0; r < Math.min(n, b.rows); r++) for (let c = 0; c < Math.min(m, b.cols); c++) {
        color[r * m + c] = b.color[r * b.cols + c]; special[r * m + c] = b.special[r * b.cols + c];
      }
      Object.assign(b, { rows: n, cols: m, color, special });
    }
    write(b, "edit");
    sizeFields(); palette();
  }

  function clearBoard() {
    if (!ed) return;
    const b = copyOf(ed);
    b.color.fill(0); b.special.fill(0);
    write(b, "edit");
  }

  async function randomFill() {
    const game = ed ? ed.game : "poker";
    const o = genForm();
    o.gen = game;
    if (game === "poker" && ed) { o.n = String(ed.rows); o.m = String(ed.cols); o.k = String(ed.k); }
    if (game === "mayan" && ed) o.moves = String(ed.moves);
    const input = await generate(o);
    if (input === null) return;
    undoStack.push({ input: $("input").value, answer: $("contestant").value });
    redoStack = [];
    buttons();
    newInput(input);
    fromText();
  }

  function download(textOf, name) {
    const a = document.createElement("a");
    a.href = URL.createObjectURL(new Blob([textOf], { type: "text/plain" }));
    a.download = name;
    document.body.appendChild(a); a.click(); a.remove();
  }

  const gameName = () => (ed && ed.game) || (last && last.data && last.data.game) || "input";

  // The grid's pointer and keys: a tap (or a click) paints in edit and
  // chooses in play; a drag paints along its path, or swaps and drags
  // onto the cell where it ends.
  function cellAt(e) {
    const t = document.elementFromPoint(e.clientX, e.clientY);
    return t && t.parentNode === $("e-grid") ? +t.dataset.i : -1;
  }

  function tap(i) {
    if (!ed || i < 0) return;
    focusAt = i;
    if (mode === "edit") { paintCell(i); return; }
    if (sel < 0) { sel = i; say("Chose " + where(i) + ": now the cell to " + (ed.game === "mayan" ? "drag it to." : "swap it with.")); draw(); return; }
    if (sel === i) { sel = -1; say("Nothing chosen."); draw(); return; }
    const a = sel;
    sel = -1;
    act(a, i);
  }

  function wire() {
    const grid = $("e-grid");
    grid.addEventListener("pointerdown", e => {
      const i = cellAt(e);
      if (i < 0) return;
      e.preventDefault();
      const [c, sp] = shownBoard();
      $("e-under").textContent = cellWords(i, c, sp); // the cell under the finger, which hides it
      down = i;
      painting = mode === "edit";
      if (painting) tap(i);
    });
    grid.addEventListener("pointermove", e => {
      const i = cellAt(e);
      if (i >= 0 && ed) { const [c, s] = shownBoard(); $("e-under").textContent = cellWords(i, c, s); }
      if (painting && i >= 0 && e.buttons) { focusAt = i; paintCell(i); }
    });
    const up = e => {
      const i = cellAt(e);
      if (painting) { painting = false; down = -1; return; }
      if (down < 0) return;
      const from = down;
      down = -1;
      if (i < 0) return;
      if (i !== from) { sel = -1; focusAt = i; act(from, i); } else tap(i);
    };
    grid.addEventListener("pointerup", up);
    grid.addEventListener("pointercancel", () => { painting = false; down = -1; });
    grid.addEventListener("focusin", e => {
      if (e.target.dataset.i === undefined) return;
      focusAt = +e.target.dataset.i;
      const [c, sp] = shownBoard();
      $("e-under").textContent = cellWords(focusAt, c, sp);
    });
    grid.addEventListener("keydown", e => {
      if (!ed) return;
      e.stopPropagation(); // the replay's keys are not the board's
      const b = floating || ed, C = b.cols, n = b.rows * b.cols;
      const move = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -C, ArrowDown: C }[e.key];
      if (move !== undefined) {
        const to = focusAt + move;
        if (to >= 0 && to < n && (Math.abs(move) !== 1 || Math.floor(to / C) === Math.floor(focusAt / C))) focusAt = to;
        draw();
        cellEls[focusAt].focus();
        const [c, s] = shownBoard();
        $("e-under").textContent = cellWords(focusAt, c, s);
        e.preventDefault();
      } else if (e.key === "Enter" || e.key === " ") {
        tap(focusAt); e.preventDefault();
        if (cellEls[focusAt]) cellEls[focusAt].focus();
      } else if (mode === "edit" && /^[0-9]$/.test(e.key)) {
        brush.color = Math.min(+e.key, ed.game === "mayan" ? 10 : ed.k);
        palette(); paintCell(focusAt); e.preventDefault();
        if (cellEls[focusAt]) cellEls[focusAt].focus();
      } else if (mode === "edit" && (e.key === "Delete" || e.key === "Backspace")) {
        const keep = brush.color;
        brush.color = 0; paintCell(focusAt); brush.color = keep;
        e.preventDefault();
      }
    });
    grid.addEventListener("click", e => { if (e.detail === 0 && e.target.dataset.i !== undefined) tap(+e.target.dataset.i); }); // a screen reader's activation
    $("e-edit").onclick = () => setMode("edit");
    $("e-play").onclick = () => setMode("play");
    $("e-undo").onclick = () => restore(undoStack, redoStack);
    $("e-redo").onclick = () => restore(redoStack, undoStack);
    $("e-resize").onclick = resize;
    $("e-newPoker").onclick = () => fresh("poker");
    $("e-newMayan").onclick = () => fresh("mayan");
    $("e-clear").onclick = clearBoard;
    $("e-random").onclick = randomFill;
    $("e-zoom").onchange = () => { built = ""; draw(); };
    $("e-solve").onclick = solveHere;
    $("e-download").onclick = () => download($("input").value, gameName() + ".in");
    $("e-downloadAnswer").onclick = () => download($("answer").textContent, gameName() + ".ans");
    $("e-copy").onclick = async () => {
      try { await navigator.clipboard.writeText($("input").value); say("The input is copied."); }
      catch (e) { $("input").select(); say("The input is selected in its box: copy it."); }
    };
    window.addEventListener("resize", () => { if (+$("e-zoom").value === 0) { built = ""; draw(); } });
    buttons();
  }

  // fromTextSoon redraws after the typing's event is done: the editing
  // that inserted a paste finishes first, and a burst of keys draws once.
  let soon = 0;
  function fromTextSoon() {
    clearTimeout(soon);
    soon = setTimeout(fromText, 0);
  }

  return { wire, fromText, fromTextSoon, played };
})();
