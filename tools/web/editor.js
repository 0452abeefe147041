// The board editor (tools/web/main.go puts it into app.html): the input's
// board as a grid of cells, to paint (edit) or to play on (play). The
// input box stays the one state: painting rewrites its text, typing in
// it redraws the grid, and the address follows the text as always. What
// is played is an input like any other: Lines & Poker's swaps are its
// operations, a Mayan puzzle's drags the answer checked. Legality is
// match3 -validate's, asked of the engine after each edit.
//
// A Lines & Poker game is kept in the engine as it stands (the game in
// progress, session.go): a tap plays one operation there and the page
// redraws the cells that changed and adds one line to the list; match3's
// full run (the answer column, the replay, the address) follows once the
// taps pause.
const editor = (() => {
  const tags = " -|+oO*"; // a special's mark, as -boards draws it
  const specialWords = ["none", "row", "column", "row and column", "3x3", "5x5", "color"];
  let ed = null;        // the board read from the input (see read)
  let floating = null;  // a Mayan board painted with a block in the air: not an input
  let mode = "edit", brush = { color: 1, special: 0 };
  let sel = -1, focusAt = 0, down = -1, painting = false;
  let stroke = 0, strokeLogged = -1; // the pointer's paintings, and the one whose undo is kept
  let keysLast = false; // the board was last moved on by keys (a digit paints the keys' cell), not a pointer
  let movesShown = null; // Mayan: the moves request's answer for the moves played
  let undoStack = [], redoStack = [], tapAt = 0;
  let built = "", drawnLooks = [];
  let game = null, gameFor = null; // the engine's game in progress, and the input it is of
  let listed = "";                 // what the list shows: the input and mode it was made for
  let swapsShown = null;           // the swaps request's answer, drawn over the board
  let refreshTimer = 0, inFlight = 0; // inFlight: the operations sent to the engine and not yet answered
  const inSync = () => game && ed && ed.game === "poker" && gameFor === input();

  // The input box's text. An operation played (or taken back) reaches the
  // box when the taps pause (refreshSoon), not in the tap's frame: laying
  // out a thousand lines of text takes the browser 25-50 ms, more than a
  // frame. Until then pending holds the text to come, and the editor reads
  // the input with input(). The rest of the page reads the box itself, so
  // what it runs writes the box first (flushInput); a hand that wrote the
  // box meanwhile (a file, an address) wins over the text to come.
  let pending = null, pendingOver = "";
  const input = () => pending !== null ? pending : $("input").value;
  function inputSoon(t) {
    if (pending === null) pendingOver = $("input").value;
    pending = t;
  }
  function inputNow(t) { pending = null; $("input").value = t; }
  function flushInput() {
    if (pending === null) return;
    const t = pending;
    pending = null;
    if ($("input").value === pendingOver) $("input").value = t;
  }


  // read reads an input's board as match3 reads it, the game as the game
  // menu forces it or the input tells (the board request, editor.go):
  // {game, rows, cols, k, color, special, ops, moves}, the cells row-major
  // from the top (a Mayan row 0 is y = 6), or {error}.
  async function read(text, forced) {
    const r = await ask({ do: "board", input: text, game: forced || "" });
    return r.error ? { error: words(r.error).replace(/^match3: /, "") } : r.board;
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
    if ((inSync() || inFlight) && game && !floating) return [game.color, game.special];
    return [b.color, b.special];
  }

  // A Mayan recording's last board, worked out once per recording.
  const finals = new WeakMap();
  function finalBoard(data) {
    if (!finals.has(data)) finals.set(data, viewer.boardAfter(data, Infinity));
    return finals.get(data);
  }

  // openGame opens the Lines & Poker input in the engine as the game in
  // progress: its board as it stands, each operation's outcome, the total.
  let openRun = 0, refused = null; // the input match3 would not open, and why
  async function openGame() {
    const mine = ++openRun, text = input();
    if (!ed || ed.game !== "poker" || floating) { game = null; gameFor = null; return; }
    const r = await ask({ do: "open", input: text });
    if (mine !== openRun) return;
    refused = r.error ? { input: text, error: r.error } : null;
    game = r.error ? null : r.game;
    if (game && !game.outcomes) game.outcomes = [];
    gameFor = r.error ? null : text;
    swapsShown = null;
    draw(); list();
    if ($("e-swaps").getAttribute("aria-pressed") === "true") showSwaps();
  }

  function cellWords(i, color, special) {
    const c = color[i], s = special[i];
    return where(i) + ": " + (c ? "color " + c + (s ? ", special " + s + " (" + specialWords[s] + ")" : "") : "empty") + (i === sel ? ", chosen" : "");
  }

  // cellSize is a cell's side in pixels. At fit it reads the box's width
  // (a layout) only when the board's size, the zoom or the window changed:
  // never on a tap.
  let fitFor = "", fitPx = 0;
  function cellSize() {
    const z = +$("e-zoom").value, b = floating || ed;
    if (z) return z;
    if (fitFor !== b.cols + "") {
      const wide = Math.max(200, $("e-gridWrap").clientWidth || $("editor").clientWidth - 20);
      fitFor = b.cols + "";
      fitPx = Math.max(5, Math.min(44, Math.floor((wide - 2) / b.cols) - 1)); // the whole board; zoom for a finger's cells
    }
    return fitPx;
  }

  // draw draws the board: the cells that changed since the last draw, on
  // a canvas (a tap changes a few pixels there and lays nothing out; 2,400
  // buttons cost the browser 40 ms a frame to hit-test, lay out and
  // paint). Two boxes over it mark the chosen piece (which holds a
  // finger: a drag from it plays; elsewhere a finger scrolls) and the
  // cell the keys are on. The cell under a finger, a pointer or the keys
  // is named in words below the board (#e-under).
  let pen = null; // the canvas's context
  function draw() {
    const b = floating || ed;
    $("e-gridWrap").hidden = !b;
    if (!b) return;
    if (sel >= b.rows * b.cols) sel = -1; // a board made smaller
    const px = cellSize(), key = b.rows + "x" + b.cols + "@" + px;
    if (key !== built) {
      built = key;
      pen = canvasFor(b.rows, b.cols, px);
      modeSays(); // the board's name holds its size
      drawnLooks = [];
      if (focusAt >= b.rows * b.cols) focusAt = 0;
    }
    $("e-gridWrap").className = mode === "play" ? "play" : "edit";
    const [color, special] = shownBoard(), step = px + 1;
    for (let i = 0; i < b.rows * b.cols; i++) {
      const look = color[i] * 8 + special[i];
      if (drawnLooks[i] === look) continue;
      drawnLooks[i] = look;
      const at = cellSpot(i, b.cols, step);
      viewer.drawCell(pen, at.x, at.y, step, color[i], special[i]);
    }
    if (underAt >= 0 && underAt < b.rows * b.cols) under(underAt);
    place($("e-chosen"), sel, b.cols, step);
    place($("e-focus"), focusAt, b.cols, step);
    drawSwaps(px);
  }

  // inView scrolls the board's box to the piece chosen, else the cell
  // last named, else the middle of the bottom row (where the pieces lie):
  // a zoomed board shows pieces, not its empty top corner.
  function inView() {
    const b = floating || ed;
    if (!b) return;
    const i = sel >= 0 ? sel : underAt >= 0 && underAt < b.rows * b.cols ? underAt : (b.rows - 1) * b.cols + Math.floor(b.cols / 2);
    const step = cellSize() + 1, wrap = $("e-gridWrap"), at = cellSpot(i, b.cols, step);
    wrap.scrollLeft = at.x + step / 2 - wrap.clientWidth / 2;
    wrap.scrollTop = at.y + step / 2 - wrap.clientHeight / 2;
  }

  // spot is where row r and column c (from 0; or between two cells) begin
  // on the board's canvas, in CSS pixels: a line of 1 around the board and
  // between its cells, cells step = px + 1 apart. cellAt reads it back.
  function spot(r, c, step) { return { x: 1 + c * step, y: 1 + r * step }; }

  // cellSpot is where cell i (row-major from the top) begins.
  function cellSpot(i, cols, step) { return spot(Math.floor(i / cols), i % cols, step); }

  // place puts a marking box over cell i (none when i < 0).
  function place(box, i, cols, step) {
    box.hidden = i < 0;
    if (i < 0) return;
    const at = cellSpot(i, cols, step);
    box.style.left = at.x + "px";
    box.style.top = at.y + "px";
    box.style.width = box.style.height = (step - 1) + "px";
  }

  // canvasFor sizes the canvas to a board of rows x cols cells of px (a
  // line of 1 between them and around), sharp on a dense screen but at
  // most 16 million pixels (a zoomed 50 x 50 board on a phone), and
  // returns its context, ready for viewer.drawCell. Its data says where
  // the cells are (for a test that taps one).
  function canvasFor(rows, cols, px) {
    const canvas = $("e-canvas"), w = cols * (px + 1) + 1, h = rows * (px + 1) + 1;
    const dpr = Math.min(window.devicePixelRatio || 1, Math.sqrt(16e6 / (w * h)));
    canvas.style.width = w + "px"; canvas.style.height = h + "px";
    canvas.width = Math.round(w * dpr); canvas.height = Math.round(h * dpr);
    Object.assign(canvas.dataset, { rows, cols, step: px + 1 });
    const g = canvas.getContext("2d");
    g.setTransform(dpr, 0, 0, dpr, 0, 0);
    g.fillStyle = "#999"; g.fillRect(0, 0, w, h);
    g.fillStyle = "#bbb"; g.fillRect(1, 1, w - 2, h - 2);
    g.font = "600 " + Math.max(9, Math.floor(px * 0.45)) + "px system-ui, sans-serif";
    g.textAlign = "center"; g.textBaseline = "middle";
    return g;
  }

  // drawSwaps draws each valid swap's points between its two cells, the
  // best one marked (the swaps request: what each would score now).
  let tagsOf = null, tagsPx = 0, swapTags = [];
  function drawSwaps(px) {
    const layer = $("e-swapLayer");
    const on = swapsShown && inSync() && mode === "play" && swapsShown.q === game.q;
    layer.hidden = !on;
    if (!on) { layer.textContent = ""; tagsOf = null; delete $("e-best").dataset.op; return; }
    if (tagsOf !== swapsShown || tagsPx !== px) { layer.textContent = ""; swapTags = []; tagsOf = swapsShown; tagsPx = px; }
    // Each swap's points where cells are large enough to read them (the
    // best alone on smaller ones); only the swaps that came since the
    // last draw get their tags.
    const step = px + 1, swaps = swapsShown.swaps, every = px >= 14;
    const at = swaps.findIndex(sw => sw.best); // the engine's mark (analysis.go's bestSwap)
    const tagOf = sw => {
      const [r1, c1, r2, c2] = sw.op, tag = document.createElement("span");
      const mid = spot((r1 + r2) / 2 - 1, (c1 + c2) / 2 - 1, step); // between the two cells (op's are from 1)
      tag.textContent = String(sw.points);
      tag.style.left = (mid.x + px / 2) + "px";
      tag.style.top = (mid.y + px / 2) + "px";
      tag.title = swapWords(sw);
      layer.append(tag);
      return tag;
    };
    if (!every) { layer.textContent = ""; swapTags = []; if (at >= 0) tagOf(swaps[at]).className = "best"; }
    for (let i = swapTags.length; every && i < swaps.length; i++) swapTags.push(tagOf(swaps[i]));
    for (let i = 0; i < swapTags.length; i++) if (swapTags[i].className !== (i === at ? "best" : "")) swapTags[i].className = i === at ? "best" : "";
    const best = at >= 0 ? swaps[at] : null, done = swapsShown.done;
    $("e-best").textContent = !done ? "Trying each swap… " + (best ? "the best so far: " + swapWords(best) + "." : "")
      : best ? "Best swap now: " + swapWords(best) + "." + (every ? "" : " (Zoom in to read every swap's points.)") : "No swap of this board makes a run.";
    $("e-best").dataset.points = done && best ? String(best.points) : "";
    if (done && best) $("e-best").dataset.op = best.op.join(" "); else delete $("e-best").dataset.op;
  }

  function swapWords(sw) {
    const [r1, c1, r2, c2] = sw.op;
    return "swap (" + r1 + "," + c1 + ") (" + r2 + "," + c2 + "): +" + sw.points + " (" + sw.rounds + " round(s): elimination " + sw.elimination +
      ", combination " + sw.combination + ", chain " + sw.chain + "; adds color " + sw.mains.join(" and ") + " to the hand" +
      (sw.pattern ? ", which closes it for +" + sw.pattern : "") + ")";
  }

  // showDrags asks the engine, for each possible next drag of a Mayan
  // puzzle (after the moves played), whether the board can still be
  // cleared in the moves left, and the smallest answer from there.
  async function showDrags() {
    const played = movesPlayed().length, from = played && movesShown && movesShown.input ? movesShown.input : input();
    const left = played && movesShown ? movesShown.left : ed.moves;
    const box = $("e-best");
    if (!(left > 0)) { box.textContent = "No move is left."; return; }
    const r = await ask({ do: "drags", input: from, skipSame: $("sameColor").value === "skip" });
    if (r.error) { box.textContent = words(r.error); return; }
    const drags = r.drags || [], good = drags.filter(d => d.clears);
    box.textContent = good.length ? "Drags that still clear the board in the " + left + " move(s) left: " : "No drag clears the board in the " + left + " move(s) left.";
    const ul = el("ul");
    for (const d of good) {
      ul.append(el("li", d.move.join(" ") + (d.clears ? ": clears; the smallest answer from here " + d.answer.map(m => m.join(" ")).join(", ") : ": cannot clear")));
    }
    box.append(ul);
    box.dataset.clears = good.map(d => d.move.join(" ")).join(",");
  }

  // showSwaps asks the engine what each swap of the board would score, a
  // part of the board at a time, each about 8 ms of the engine's: with
  // two or three colors a 50 x 50 board's cascades take 0.3 to 0.9 s in
  // all, and a tap that comes meanwhile is played after the parts already
  // asked (two: one the engine works on, the next waiting, so that it
  // never waits on the page), not after the whole board; the parts then
  // stop (the board changed). The swaps are drawn as they come, once a
  // frame, the best marked by the engine over the parts so far.
  let swapsRun = 0;
  async function showSwaps() {
    if (ed && ed.game === "mayan") { showDrags(); return; }
    if (!inSync()) return;
    const mine = ++swapsRun, q = game.q, cells = ed.rows * ed.cols, t0 = performance.now();
    const shown = { q, swaps: [], done: false };
    let size = 5 * ed.cols, from = 0, worker = 0, parts = 0;
    const next = () => {
      if (from >= cells) return null;
      const part = { from, to: Math.min(cells, from + size) };
      from = part.to;
      return ask({ do: "swaps", q, from: part.from, to: part.to }).then(r => Object.assign(part, { r }));
    };
    const asked = [next(), next()];
    while (asked[0]) {
      const { r, from: partFrom, to } = await asked.shift();
      if (r.error || mine !== swapsRun || !inSync() || game.q !== q) return;
      size = Math.max(1, Math.round((to - partFrom) * 8 / Math.max(r.ms, 0.5)));
      asked.push(next());
      if ((r.swaps || []).some(sw => sw.best)) for (const sw of shown.swaps) sw.best = false; // the mark moves
      shown.swaps.push(...(r.swaps || []));
      worker += r.ms; parts++;
      shown.done = to >= cells;
      swapsShown = shown;
      drawSoon();
    }
    window.match3SwapsTiming = { worker, drawn: performance.now() - t0, swaps: shown.swaps.length, parts }; // for TestTapTimes
  }

  // drawSoon draws in the next frame, once however often it is asked.
  let drawAsked = false;
  function drawSoon() {
    if (drawAsked) return;
    drawAsked = true;
    requestAnimationFrame(() => { drawAsked = false; draw(); });
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
  // the address); a read the box has moved on from says nothing.
  let readRun = 0, reading = 0;
  async function fromText() {
    flushInput();
    const mine = ++readRun, text = $("input").value;
    let r;
    reading++; // the board drawn is not the input's until it answers: taps wait (tap, paintCell)
    try { r = await read(text, $("game").value); } finally { reading--; }
    if (mine !== readRun || input() !== text) return;
    floating = null;
    if (r.error) {
      ed = null;
      say("");
      $("e-legal").className = "bad";
      $("e-legal").textContent = "The board cannot be drawn: " + r.error + ".";
    } else {
      ed = r;
      if (focusAt >= ed.rows * ed.cols) focusAt = 0;
    }
    sel = -1;
    movesShown = null;
    sizeFields(); palette(); draw(); list(); modeSays();
    if (ed) { checkLegal(); openGame(); if (mode === "play" && ed.game === "mayan") playMoves(false); }
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
    const r = await ask({ do: "validate", input: input(), game: ed.game });
    if (mine !== legalRun || !ed) return; // read again meanwhile, or no board now
    const q = ed.game === "poker" ? ed.ops.length : -1;
    $("e-legal").className = r.status === 0 ? "good" : "bad";
    $("e-legal").textContent = r.status === 0 ? "A legal test: every promise of the statement holds (match3 -validate)."
      : q === 0 || q > 1000 ? "A game in progress, not a legal test: a test holds 1 to 1000 operations, this one " + q + ". match3 plays it all the same."
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
    const before = input();
    if (t === before) { draw(); return true; }
    // A drag that paints is one change to undo, however many cells.
    if (!(why === "paint" && painting && strokeLogged === stroke)) undoStack.push({ input: before, answer: $("contestant").value, op: why === "op" });
    strokeLogged = why === "paint" && painting ? stroke : -1;
    redoStack = [];
    ed = b;
    if ($("verdict").textContent) $("verdict").className = "stale";
    buttons();
    // An operation played: the text now (the box when the taps pause),
    // the cells once the engine has answered (playOp).
    if (why === "op") { inputSoon(t); return true; }
    // A cell painted: the board now; the box and the rest once the
    // painting pauses (a drag paints a cell a move).
    if (why === "paint") { inputSoon(t); draw(); paintedSoon(); return true; }
    inputNow(t);
    draw(); list(); checkLegal(); openGame();
    if (why !== "quiet") play(currentMoment());
    return true;
  }

  // paintedSoon brings the rest up to the board once the painting pauses:
  // the input box, the list, the legality, the game in progress and
  // match3's run.
  let paintTimer = 0;
  function paintedSoon() {
    clearTimeout(paintTimer);
    paintTimer = setTimeout(() => {
      paintTimer = 0;
      flushInput(); list(); checkLegal(); openGame();
      play(currentMoment());
    }, 300);
  }

  // refreshSoon runs match3 on the whole input once the taps pause: the
  // answer column, the replay at the end, the address, the legality.
  function refreshSoon() {
    clearTimeout(refreshTimer);
    refreshTimer = setTimeout(() => {
      refreshTimer = 0;
      flushInput();
      checkLegal();
      // The replay at the end: its total is match3's answer, the one the
      // page says after the tap (the endgame's bonuses with it).
      play(ed && ed.ops.length ? new Map([["op", "end"]]) : null);
    }, 700);
  }

  // playOp plays operation q + 1, op, in the game in progress: the cells
  // that change, one more line in the list, its points and the total.
  async function playOp(op, q, synced) {
    runs++; // a run of match3 on its way is of the game before: it says nothing (refreshSoon runs the new one)
    const text = input(), t0 = performance.now();
    inFlight++; // until it answers, the board shown is the game's before it
    let r = null;
    try { r = synced ? await ask({ do: "op", op, q }) : null; } finally { inFlight--; }
    const t1 = performance.now();
    if (input() !== text) return; // typed over, taken back or played on meanwhile: what did that says what is
    if (!r || r.error) { // the game here is not the engine's: open it again
      gameFor = null;
      await openGame();
      if (input() !== text) return;
      if (!inSync()) {
        // match3 will not open it (a long game past the most, say), or an
        // open of this input begun meanwhile draws it when it answers.
        if (refused && refused.input === text) say("match3 cannot play it: " + words(refused.error).replace(/^match3: /, "") + ". Undo it.");
        refreshSoon();
        return;
      }
      r = { game: Object.assign({}, game, { outcomes: [game.outcomes[game.outcomes.length - 1]] }), reopened: true };
    }
    const g = r.game, out = g.outcomes[0];
    if (!r.reopened) { game = Object.assign(game, { color: g.color, special: g.special, q: g.q, total: g.total }); game.outcomes.push(out); }
    gameFor = text;
    swapsShown = null;
    draw();
    const t2 = performance.now();
    listAppend();
    $("answer").textContent = g.total + "\n";
    say(out.why ? "Operation " + g.q + " is invalid (" + out.why + "): it stays an operation, as a judge's input may hold one, and scores nothing. Total " + g.total + "."
      : "Operation " + g.q + ": " + (out.rounds || 0) + " round(s), +" + out.points + " points. Total " + g.total + ".");
    // Where a tap's time goes, for tools/web's TestTapTimes: the input
    // written, the engine's answer (and the worker's own time), the cells
    // redrawn, the rest (the list, the words), and the next frame.
    const t3 = performance.now();
    const timing = window.match3EditorTiming = { tap: t3 - tapAt, write: t0 - tapAt, engine: t1 - t0, worker: r.ms, draw: t2 - t1, rest: t3 - t2 };
    afterFrame(timing, tapAt);
    if ($("e-swaps").getAttribute("aria-pressed") === "true") showSwaps();
    saveAddress(false); // the game as it stands, in the address at once (the replay's moment is of the game before)
    refreshSoon();
  }

  const copyOf = b => Object.assign({}, b, { color: b.color.slice(), special: b.special.slice(), ops: b.ops.map(o => o.slice()) });

  function paintCell(i) {
    if (reading) { say("Reading the input: a moment."); return; }
    const b = copyOf(floating || ed);
    if (b.color[i] === brush.color && b.special[i] === (brush.color ? brush.special : 0)) return;
    b.color[i] = brush.color;
    b.special[i] = brush.color && b.game === "poker" ? brush.special : 0;
    write(b, "paint");
    say("Painted " + where(i) + (brush.color ? " color " + brush.color : " empty") + (b.special[i] ? ", special " + b.special[i] : "") + ".");
  }

  // act plays a swap (Lines & Poker) or a drag (Mayan) from cell a to b.
  function act(a, b) {
    if (reading) { say("Reading the input: a moment."); return; }
    if (!beside(a, b)) { say(ed.game === "mayan" ? "A drag moves a block one column left or right: choose a block, then the cell beside it." : "A swap is of two pieces side by side: choose a piece, then one beside it."); return; }
    if (ed.game === "poker" && refused && refused.input === input()) {
      say("match3 cannot play on this board: " + words(refused.error).replace(/^match3: /, "") + ".");
      return;
    }
    if (ed.game === "poker") {
      const op = [Math.floor(a / ed.cols) + 1, a % ed.cols + 1, Math.floor(b / ed.cols) + 1, b % ed.cols + 1];
      const next = copyOf(ed), q = ed.ops.length;
      next.ops.push(op);
      tapAt = performance.now();
      const synced = inSync() && game.q === q; // before the input changes
      write(next, "op");
      playOp(op, q, synced);
      return;
    }
    const [color] = shownBoard();
    const ra = Math.floor(a / 5), g = b % 5 - a % 5;
    if (!color[a]) { say("There is no block at " + where(a) + " to drag."); return; }
    const moves = movesPlayed();
    moves.push([a % 5, 6 - ra, g]);
    setMoves(moves);
  }

  const ints = text => {
    const f = text.trim() === "" ? [] : text.trim().split(/\s+/);
    const out = [];
    for (const t of f) { if (!/^[+-]?\d+$/.test(t)) return null; out.push(parseInt(t, 10)); }
    return out;
  };

  // movesPlayed is the Mayan moves of the answer box, as far as they read.
  function movesPlayed() {
    const t = ints($("contestant").value) || [];
    const out = [];
    for (let i = 0; i + 2 < t.length; i += 3) out.push(t.slice(i, i + 3));
    return out;
  }

  function setMoves(moves) {
    undoStack.push({ input: input(), answer: $("contestant").value });
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
    const r = await ask({ do: "moves", input: input(), answer: moves.map(m => m.join(" ")).join("\n"), skipSame: $("sameColor").value === "skip" });
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
    if ($("e-swaps").getAttribute("aria-pressed") === "true") showDrags();
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

  // played is told of each run of the page: when match3 refuses the
  // input, its words are the one message (the legality waits for an
  // input it reads).
  function played(r) {
    $("e-legal").hidden = !!(r && r.error);
    if (r && r.error && ed) say("match3 cannot play this input: " + words(r.error).replace(/^match3: /, "") + "."); // beside the board, in edit too
    if (ed && ed.game === "mayan") { draw(); list(); }
  }

  // list shows what was played: the operations (each with its outcome,
  // removable) or the moves. It is made again only when the input or the
  // mode changed otherwise than by a tap (listAppend).
  function list() {
    $("e-playBox").hidden = mode !== "play" || !ed;
    if (!ed || mode !== "play") { listed = ""; return; }
    const mayan = ed.game === "mayan";
    const key = (mayan ? $("contestant").value : inSync() ? "game" : "") + "|" + input();
    if (key === listed) return;
    listed = key;
    $("e-swaps").textContent = mayan ? "show which drags still clear" : "show what each swap scores";
    $("e-howTo").textContent = mayan ? "Choose a block, then the cell left or right of it (or drag it there; or the arrow keys, then Enter twice). The moves so far are the answer checked."
      : "Choose a piece, then the one to swap it with (or drag it onto it; or the arrow keys, then Enter twice). Each swap is an operation of the input, valid or not.";
    // The latest lines in view: what was just played.
    if (mayan) { const moves = movesPlayed().map(m => m.join(" ")); lines(moves.length, i => moves[i], Infinity); }
    else lines(ed.ops.length, opWords, Infinity);
  }

  // listAppend adds the operation just played to the list, in view.
  function listAppend() {
    if (mode !== "play") return;
    lines(ed.ops.length, opWords, Infinity, true);
    listed = "game|" + input();
  }

  // The list draws only its lines in view and a few around them: a
  // thousand lines of buttons cost the browser 5 to 15 ms a frame to lay
  // out and walk. Each line is lineHeight tall (app.html's #e-list li),
  // so where a line is needs no layout; the list's padding stands for the
  // lines not drawn.
  const lineHeight = 44, linesAround = 10;
  let lineCount = 0, lineWords = null, linesFrom = -1, linesTo = -1;

  // lines shows count lines, line i saying words(i), scrolled to top (0,
  // Infinity for the end, or null to keep the scroll). Kept, the lines
  // drawn stay (a line added or taken off the end: the others' words are
  // the same).
  function lines(count, words, top, kept) {
    lineCount = count; lineWords = words;
    if (!kept) linesFrom = linesTo = -1;
    const box = $("e-listBox"), view = 200; // #e-listBox's height
    const at = top === null ? box.scrollTop : Math.max(0, Math.min(top, count * lineHeight - view));
    drawLines(at, view);
    if (top !== null) requestAnimationFrame(() => { box.scrollTop = at; }); // in the frame's own layout
  }

  // drawLines draws the lines seen at a scroll of at in a view this tall.
  function drawLines(at, view) {
    const ol = $("e-list");
    const from = Math.max(0, Math.floor(at / lineHeight) - linesAround);
    const to = Math.min(lineCount, Math.ceil((at + view) / lineHeight) + linesAround);
    ol.dataset.lines = String(lineCount);
    if (from === linesFrom && to === linesTo) return;
    if (linesFrom < 0 || to <= linesFrom || from >= linesTo || !lineCount) {
      ol.textContent = "";
      linesFrom = linesTo = from;
      if (!lineCount) ol.append(el("li", ed && ed.game === "mayan" ? "no move yet" : "no operation yet"));
    }
    // Only the lines that come into the window or leave it change.
    for (; linesFrom < from; linesFrom++) ol.firstChild.remove();
    for (; linesTo > to; linesTo--) ol.lastChild.remove();
    for (; linesFrom > from; linesFrom--) ol.prepend(listItem(lineWords(linesFrom - 1), linesFrom - 1));
    for (; linesTo < to; linesTo++) ol.append(listItem(lineWords(linesTo), linesTo));
    ol.style.paddingTop = from * lineHeight + "px";
    ol.style.paddingBottom = (lineCount - to) * lineHeight + "px";
  }

  function listItem(words, i) {
    const mayan = ed.game === "mayan";
    const li = el("li"), said = el("span", (i + 1) + ". " + words);
    said.title = words; // the whole line, where the list cuts it short
    said.onclick = () => say((mayan ? "Move " : "Operation ") + (i + 1) + ": " + words); // and for a finger, which sees no title
    li.append(said);
    const rm = el("button", "remove");
    rm.type = "button";
    rm.setAttribute("aria-label", "remove " + (mayan ? "move " : "operation ") + (i + 1) + (mayan ? " and the moves after it" : ""));
    rm.onclick = () => {
      if (mayan) setMoves(movesPlayed().slice(0, i));
      else { const b = copyOf(ed); b.ops.splice(i, 1); write(b, "edit"); }
    };
    li.append(rm);
    return li;
  }

  function opWords(i) {
    const o = ed.ops[i];
    return "swap (" + o[0] + "," + o[1] + ") (" + o[2] + "," + o[3] + ")" + opOutcome(i + 1);
  }

  function opOutcome(q) {
    const out = inSync() && game.outcomes[q - 1];
    if (!out) return "";
    return out.why ? ": invalid, " + out.why : ": +" + out.points;
  }

  function buttons() {
    $("e-undo").disabled = undoStack.length === 0;
    $("e-redo").disabled = redoStack.length === 0;
    $("e-edit").setAttribute("aria-pressed", String(mode === "edit"));
    $("e-play").setAttribute("aria-pressed", String(mode === "play"));
  }

  // undo takes back the last change; an operation just played is taken
  // back in the game in progress, as quickly as it was played.
  async function undo() {
    const top = undoStack[undoStack.length - 1];
    if (!top || !top.op || !inSync() || game.q !== ed.ops.length || game.q === 0) { restore(undoStack, redoStack); return; }
    tapAt = performance.now();
    runs++; // as in playOp
    undoStack.pop();
    redoStack.push({ input: input(), answer: $("contestant").value });
    const q = game.q, b = copyOf(ed);
    b.ops.pop();
    ed = b;
    inputSoon(top.input);
    buttons();
    const r = await ask({ do: "undo", q });
    if (input() !== top.input) return;
    if (r.error) { fromText(); play(null); return; }
    Object.assign(game, { color: r.game.color, special: r.game.special, q: r.game.q, total: r.game.total });
    game.outcomes.pop();
    gameFor = top.input;
    swapsShown = null;
    draw();
    lines(ed.ops.length, opWords, Infinity);
    listed = "game|" + top.input;
    $("answer").textContent = r.game.total + "\n";
    say("Operation " + q + " taken back. Total " + r.game.total + ".");
    afterFrame(window.match3EditorTiming = { undo: performance.now() - tapAt }, tapAt);
    if ($("e-swaps").getAttribute("aria-pressed") === "true") showSwaps();
    saveAddress(false);
    refreshSoon();
  }

  // afterFrame notes in timing when the next frame began (frameStart: its
  // animation callbacks) and when the page's thread was done with it
  // (frame: its style, layout and paint, after which a message posted in
  // the callbacks runs), from the tap at from.
  function afterFrame(timing, from) {
    requestAnimationFrame(() => {
      timing.frameStart = performance.now() - from;
      const ch = new MessageChannel();
      ch.port1.onmessage = () => { timing.frame = performance.now() - from; };
      ch.port2.postMessage(0);
    });
  }

  function restore(from, to) {
    const s = from.pop();
    if (!s) return;
    to.push({ input: input(), answer: $("contestant").value });
    inputNow(s.input);
    $("contestant").value = s.answer;
    buttons();
    say(from === undoStack ? "Undone." : "Redone.");
    fromText();
    play(currentMoment());
  }

  // modeSays says the mode above the board, and what a tap does in it in
  // the game shown.
  function modeSays() {
    const b = floating || ed;
    if (b) $("e-canvas").setAttribute("aria-label", "the board, " + b.rows + " rows by " + b.cols + " columns: the arrow keys move between cells, Enter or space " + (mode === "play" ? "chooses and plays" : "paints") + "; the cell is named below");
    $("e-modeSays").className = mode;
    $("e-modeSays").textContent = mode === "edit" ? "EDIT: a tap paints the cell."
      : ed && ed.game === "mayan" ? "PLAY: a tap chooses a block, a second tap beside it drags it there." : "PLAY: a tap chooses a piece, a second tap beside it swaps them.";
  }

  function setMode(m) {
    mode = m; sel = -1;
    buttons(); palette(); draw(); list(); modeSays();
    say(m === "play" ? "Play: each swap becomes an operation of the input (a Mayan drag, a move of the answer)." : "Edit: choose a color (and a special), then tap cells; to paint along a path, drag from the cell just painted.");
    if (m === "play" && ed && ed.game === "mayan") playMoves(false);
  }

  // fresh makes a new board: a Lines & Poker game of the size fields
  // from the engine (a random board with no run on it, on which swaps make
  // runs, no operation yet); an empty Mayan one.
  async function fresh(game) {
    let b;
    if (game === "mayan") {
      b = { game, rows: 7, cols: 5, k: 10, color: new Array(35).fill(0), special: new Array(35).fill(0), ops: [], moves: Math.max(1, Math.min(5, +$("e-moves").value || 1)) };
    } else {
      const n = clamp(+$("e-n").value, 2, 50), m = clamp(+$("e-m").value, 2, 50), k = clamp(+$("e-k").value, 2, 100);
      const made = await newBoard(n, m, k);
      if (!made) return;
      b = Object.assign(made, { ops: [] });
    }
    $("game").value = "";
    $("contestant").value = "";
    write(b, "edit");
    sizeFields(); palette();
  }

  const clamp = (v, lo, hi) => Math.max(lo, Math.min(hi, Math.round(v) || lo));

  // newBoard asks the engine for a new game's board, n x m of k colors,
  // from a seed of the moment: {rows, cols, k, color, special}, or null.
  async function newBoard(n, m, k) {
    const r = await ask({ do: "newgame", gen: { gen: "poker", seed: String(Date.now() % 1000000007), n: String(n), m: String(m), k: String(k) } });
    if (r.error) { say("A new game cannot be made: " + words(r.error) + "."); return null; }
    const b = await read(r.input, "poker");
    return b.error ? null : { game: "poker", rows: b.rows, cols: b.cols, k: b.k, color: b.color, special: b.special };
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

  // randomFill fills the board at random, as a new game's (Lines &
  // Poker: no run on it, swaps that make runs; the operations stay), or
  // with the generator's Mayan puzzle.
  async function randomFill() {
    const game = ed ? ed.game : "poker";
    if (game === "poker") {
      const n = ed ? ed.rows : clamp(+$("e-n").value, 2, 50), m = ed ? ed.cols : clamp(+$("e-m").value, 2, 50), k = ed ? ed.k : clamp(+$("e-k").value, 2, 100);
      const made = await newBoard(n, m, k);
      if (!made) return;
      write(Object.assign(made, { ops: ed ? ed.ops.map(o => o.slice()) : [] }), "edit");
      return;
    }
    const o = genForm();
    o.gen = game;
    if (ed) o.moves = String(ed.moves);
    const made = await generate(o);
    if (made === null) return;
    undoStack.push({ input: input(), answer: $("contestant").value });
    redoStack = [];
    buttons();
    newInput(made);
    fromText();
  }

  function download(textOf, name) {
    const a = document.createElement("a");
    a.href = URL.createObjectURL(new Blob([textOf], { type: "text/plain" }));
    a.download = name;
    document.body.appendChild(a); a.click(); a.remove();
  }

  const gameName = () => (ed && ed.game) || (last && last.data && last.data.game) || "input";

  // The grid's pointer and keys. By mouse: a click paints in edit and
  // chooses in play; a drag paints along its path, or swaps and drags
  // onto the cell where it ends. By touch, a swipe scrolls the page (or a
  // zoomed board's box) and changes nothing: a finger acts when it lifts
  // where it touched (a tap), or drags from the chosen cell (the cell
  // just painted, the piece just chosen), on which the browser does not
  // scroll (its touch-action, app.html).
  function cellAt(e) {
    const b = floating || ed;
    if (!b || !pen) return -1;
    const r = $("e-canvas").getBoundingClientRect(), step = +$("e-canvas").dataset.step;
    const c = Math.floor((e.clientX - r.left - 1) / step), row = Math.floor((e.clientY - r.top - 1) / step); // spot's inverse
    return c >= 0 && c < b.cols && row >= 0 && row < b.rows ? row * b.cols + c : -1;
  }

  // under names cell i below the board; draw names it again when it
  // changes (a cell just painted or played).
  let underAt = -1;
  function under(i) {
    underAt = i;
    const [c, s] = shownBoard(), words = cellWords(i, c, s);
    if ($("e-under").textContent !== words) $("e-under").textContent = words;
  }

  function tap(i, touch) {
    if (!ed || i < 0) return;
    if (reading) { say("Reading the input: a moment."); return; }
    focusAt = i;
    if (mode === "edit") { paintCell(i); if (touch) { sel = i; draw(); } return; }
    // A tap away from the piece chosen chooses it instead, as a second
    // piece is chosen on a chess board (an invalid operation of pieces
    // apart is typed into the input box).
    if (sel === i) { sel = -1; say("Nothing chosen."); draw(); return; }
    if (sel < 0 || !beside(sel, i)) { sel = i; say("Chose " + where(i) + ": now the cell to " + (ed.game === "mayan" ? "drag it to." : "swap it with.")); draw(); return; }
    const a = sel;
    sel = -1;
    act(a, i);
  }

  // beside: cells a and b are one apart in a row, or (Lines & Poker) in a
  // column: a swap's or a drag's two cells.
  function beside(a, b) {
    const C = ed.cols, ra = Math.floor(a / C), rb = Math.floor(b / C), d = Math.abs(a % C - b % C);
    return (ra === rb && d === 1) || (ed.game === "poker" && d === 0 && Math.abs(ra - rb) === 1);
  }

  function wire() {
    const board = $("e-board"), canvas = $("e-canvas");
    let touchFrom = -1; // a touch that began on a cell not chosen: a tap, or a swipe
    let byPointer = false; // the board is given the focus by a pointer, not the keys
    board.addEventListener("pointerdown", e => {
      const i = cellAt(e);
      if (i < 0) return;
      under(i); // the cell under the finger, which hides it
      if (e.pointerType === "touch" && i !== sel) { touchFrom = i; return; }
      e.preventDefault();
      keysLast = false;
      byPointer = true;
      canvas.focus({ preventScroll: true }); // the keys go on from here
      byPointer = false;
      down = i;
      painting = mode === "edit";
      if (painting) stroke++;
      if (painting && e.pointerType !== "touch") tap(i);
    });
    board.addEventListener("pointermove", e => {
      const i = cellAt(e);
      if (i >= 0 && ed && e.pointerType !== "touch") { $("e-under").setAttribute("aria-live", "off"); under(i); }
      if (painting && i >= 0 && (e.buttons || e.pointerType === "touch") && down >= 0) { focusAt = i; if (i !== sel || e.pointerType !== "touch") paintCell(i); sel = i; }
    });
    board.addEventListener("pointerup", e => {
      const i = cellAt(e);
      if (touchFrom >= 0) { const from = touchFrom; touchFrom = -1; if (i === from) tap(i, true); return; }
      if (painting) { painting = false; down = -1; draw(); return; }
      if (down < 0) return;
      const from = down;
      down = -1;
      if (i < 0) return;
      if (i !== from) { sel = -1; focusAt = i; act(from, i); } else tap(i);
    });
    board.addEventListener("pointercancel", () => { painting = false; down = -1; touchFrom = -1; });
    canvas.addEventListener("focus", () => { if (ed && !byPointer) { keysLast = true; under(focusAt); } });
    let typed = null; // the color the last digit typed made, where and when
    canvas.addEventListener("keydown", e => {
      if (!ed) return;
      e.stopPropagation(); // the replay's keys are not the board's
      const b = floating || ed, C = b.cols, n = b.rows * b.cols;
      const col = focusAt % C;
      const to = { ArrowLeft: col > 0 ? focusAt - 1 : focusAt, ArrowRight: col < C - 1 ? focusAt + 1 : focusAt, ArrowUp: focusAt >= C ? focusAt - C : focusAt,
        ArrowDown: focusAt + C < n ? focusAt + C : focusAt, Home: focusAt - col, End: focusAt - col + C - 1 }[e.key];
      if (to !== undefined) {
        focusAt = to;
        keysLast = true;
        draw();
        $("e-focus").scrollIntoView({ block: "nearest", inline: "nearest" }); // the keys' cell in view, in a zoomed board's box too
        $("e-under").setAttribute("aria-live", "polite"); // said as the keys move (a pointer's moves are not)
        under(focusAt);
        e.preventDefault();
      } else if (e.key === "Enter" || e.key === " ") {
        tap(focusAt); e.preventDefault();
      } else if (mode === "edit" && /^[0-9]$/.test(e.key)) {
        // Digits typed within a second on one cell make one color: 1 then
        // 2 paints 12 (when k allows it). After a pointer's tap a digit
        // only chooses the color: the keys' cell is not where the pointer is.
        const most = ed.game === "mayan" ? 10 : ed.k, now = performance.now();
        let c = +e.key;
        if (typed && typed.at === focusAt && now - typed.time < 1000 && typed.color * 10 + c <= most) c += typed.color * 10;
        typed = { at: focusAt, time: now, color: c };
        brush.color = Math.min(c, most);
        palette(); e.preventDefault();
        if (keysLast) paintCell(focusAt); else say("Painting with color " + brush.color + ".");
      } else if (mode === "edit" && (e.key === "Delete" || e.key === "Backspace")) {
        const keep = brush.color;
        brush.color = 0; paintCell(focusAt); brush.color = keep;
        e.preventDefault();
      }
    });
    canvas.addEventListener("click", e => { if (e.detail === 0) tap(focusAt); }); // a screen reader's activation
    $("e-edit").onclick = () => setMode("edit");
    $("e-play").onclick = () => setMode("play");
    $("e-undo").onclick = undo;
    $("e-redo").onclick = () => restore(redoStack, undoStack);
    $("e-resize").onclick = resize;
    $("e-newPoker").onclick = () => fresh("poker");
    $("e-newMayan").onclick = () => fresh("mayan");
    $("e-clear").onclick = clearBoard;
    $("e-random").onclick = randomFill;
    $("e-zoom").onchange = () => { built = ""; draw(); inView(); };
    $("e-solve").onclick = solveHere;
    $("e-swaps").onclick = () => {
      const on = $("e-swaps").getAttribute("aria-pressed") !== "true";
      $("e-swaps").setAttribute("aria-pressed", String(on));
      if (on) showSwaps(); else { swapsRun++; swapsShown = null; draw(); $("e-best").textContent = ""; }
    };
    $("e-download").onclick = () => download(input(), gameName() + ".in");
    $("e-downloadAnswer").onclick = () => download($("answer").textContent, gameName() + ".ans");
    $("input").addEventListener("focus", flushInput); // to be typed in: the text as it stands
    $("e-listBox").addEventListener("scroll", () => { if (lineWords) drawLines($("e-listBox").scrollTop, 200); }, { passive: true });
    $("e-copy").onclick = async () => {
      try { await navigator.clipboard.writeText(input()); say("The input is copied."); }
      catch (e) { flushInput(); $("input").select(); say("The input is selected in its box: copy it."); }
    };
    window.addEventListener("resize", () => { if (+$("e-zoom").value === 0) { built = ""; fitFor = ""; draw(); } });
    buttons();
  }

  // fromTextSoon redraws after the typing's event is done: the editing
  // that inserted a paste finishes first, and a burst of keys draws once.
  let soon = 0;
  function fromTextSoon() {
    clearTimeout(soon);
    soon = setTimeout(fromText, 0);
  }

  return { wire, fromText, fromTextSoon, played, flushInput, input, pending: () => refreshTimer !== 0 || paintTimer !== 0 || reading > 0 };
})();
