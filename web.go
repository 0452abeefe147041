//go:build js

package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strings"
	"syscall/js"

	"match3/internal/event"
	"match3/internal/judgement"
	"match3/internal/naive"
	"match3/internal/page"
	"match3/internal/record"
)

// The browser's build (GOOS=js GOARCH=wasm, which sets the js tag): the
// page of tools/web runs it in a Web Worker and asks it, one JSON request
// at a time, through the function match3 it puts on the global object.
// Every answer comes from the code the binary runs: play, the tracer, the
// recorder, the checker and the generator.
//
// Under Node.js with "-cli" first (go_js_wasm_exec), it is the binary, for
// tests that compare the two builds.
//
// This is init, not a second main: main.go's main is the binary's, and the
// page's build serves from here, never returning to it.
func init() {
	if len(os.Args) > 1 && os.Args[1] == "-cli" {
		os.Args = append(os.Args[:1], os.Args[2:]...) // main runs the rest, as the binary's
		return
	}
	js.Global().Set("match3", js.FuncOf(func(_ js.Value, args []js.Value) interface{} {
		if len(args) != 1 {
			return `{"error":"match3: want one request"}`
		}
		return serve(args[0].String())
	}))
	select {} // the page's requests come as calls from JavaScript
}

// serve answers one request; what would be a panic is one line, as any
// other error.
func serve(text string) (out string) {
	var resp page.Response
	defer func() {
		if e := recover(); e != nil {
			resp = page.Response{Error: fmt.Sprintf("match3: internal error: %v (please report it with the input)", e), Status: 2}
		}
		b, _ := json.Marshal(resp)
		out = string(b)
	}()
	var req page.Request
	if err := json.Unmarshal([]byte(text), &req); err != nil {
		resp.Error, resp.Status = "match3: the page's request cannot be read: "+err.Error(), 2
		return
	}
	if len(req.Input) > page.MaxInput {
		resp.Error, resp.Status = fmt.Sprintf("match3: the input is %d bytes, more than any game (%d at most here)", len(req.Input), page.MaxInput), 1
		return
	}
	switch req.Do {
	case "run":
		resp = runRequest(req)
	case "validate":
		resp = validateRequest(req)
	case "moves", "drags": // on a Mayan puzzle, read here for both
		p, err := readPuzzle(newScanner([]byte(req.Input)))
		if err != nil {
			resp.Error, resp.Status = "match3: "+err.Error(), 1
			break
		}
		p.skipSame = req.SkipSame
		if req.Do == "moves" {
			resp = movesRequest(p, req.Answer)
		} else {
			resp = dragsRequest(p)
		}
	case "open", "op", "undo", "swaps":
		resp = sessionRequest(req)
	case "board":
		var err error
		if resp.Board, err = readBoardView([]byte(req.Input), req.Game); err != nil {
			resp.Error, resp.Status = "match3: "+err.Error(), 1
		}
	case "gen", "newgame":
		o, err := page.GenOptions(req.Gen)
		if err == nil && req.Do == "newgame" {
			resp.Input, err = o.NewGame()
		} else if err == nil {
			resp.Input, err = o.Input()
		}
		if err != nil {
			resp.Error, resp.Status = "gen: "+err.Error(), 2
		}
		resp.Command = o.Command()
	case "pack":
		z, err := page.Pack(req.Gen, req.Count, func(game, input string) (string, error) {
			var out, errOut bytes.Buffer
			if status := run([]string{"-game", game}, strings.NewReader(input), &out, &errOut); status != 0 {
				return "", errors.New(strings.TrimSpace(errOut.String()))
			}
			return out.String(), nil
		})
		if err != nil {
			resp.Error, resp.Status = err.Error(), 2
		}
		resp.Zip = z
	case "inflate":
		var err error
		if resp.Input, err = page.Inflate(req.Z); err != nil {
			resp.Error = err.Error()
		}
	case "deflate":
		resp.Z = page.Deflate(req.Input)
	default:
		resp.Error, resp.Status = fmt.Sprintf("match3: the page asked for %q", req.Do), 2
	}
	return
}

// runRequest plays an input as the binary would with -html (and -check,
// and -trace -ops): the answer, the verdict, the recording, the trace. A
// Lines & Poker game may hold no operation yet or more than a test's
// (playInProgress): the page says, by -validate, that it is no test.
func runRequest(req page.Request) page.Response {
	var resp page.Response
	// The request as the binary's flags, read by the binary's parseFlags.
	var args []string
	if req.Game != "" {
		args = append(args, "-game", req.Game)
	}
	if req.SkipSame {
		args = append(args, "-skip-same-color")
	}
	var flagErr bytes.Buffer
	o, status := parseFlags(args, &flagErr)
	if o == nil {
		resp.Error, resp.Status = strings.TrimSpace(flagErr.String()), status
		return resp
	}
	o.ops = req.Ops
	var story bytes.Buffer
	w, err := watch(o, &story, req.Record)
	if err != nil {
		resp.Error, resp.Status = "match3: "+err.Error(), 2
		return resp
	}
	pl, err := playInProgress(o, newScanner([]byte(req.Input)), w.observer())
	w.done(pl, err == nil)
	resp.Trace = story.String()
	if err != nil {
		resp.Error, resp.Verdict, resp.Status = inputFault(err, req.Answer != nil)
		return resp
	}
	resp.Answer = string(pl.answer)
	if w.rec != nil {
		resp.Data = w.rec.AppendJSON(nil)
	}
	if req.Answer != nil {
		j := pl.verdict([]byte(req.Input), []byte(*req.Answer), req.Name)
		resp.Verdict, resp.Status, resp.Blame, resp.Legal = j.Line(), int(j.Status), j.Blame, j.Legal
		if j.Blame > 0 && pl.puzzle != nil && req.Record {
			resp.Theirs = theirMoves(pl.puzzle, j)
		}
		for _, d := range j.Departures {
			resp.Departures = append(resp.Departures, page.DepartureOf(d, j.Ops))
		}
	}
	return resp
}

// theGame is the page's game in progress (session.go), kept between
// requests: a tap plays one operation on it.
var theGame *session

// sessionRequest opens the page's game in progress (open: Input), plays
// one operation on it (op), takes the last back (undo), or tells what
// each swap of its board would score (swaps). Q is the operations the
// page's game holds before op and undo: another count than the game's
// here is an error, and the page opens its input again.
func sessionRequest(req page.Request) page.Response {
	var resp page.Response
	if req.Do == "open" {
		s, err := openSession([]byte(req.Input))
		if err != nil {
			theGame = nil
			resp.Error, resp.Status = "match3: "+err.Error(), 1
			return resp
		}
		theGame = s
		resp.Game = s.view(append([]page.Outcome{}, s.outcomes...)) // [] when none, not null
		return resp
	}
	s := theGame
	if s == nil || len(s.g.ops) != req.Q {
		resp.Error, resp.Status = "match3: the game in progress is not the page's (open it again)", 2
		return resp
	}
	switch req.Do {
	case "op":
		op, err := s.opAt(req.Op[0], req.Op[1], req.Op[2], req.Op[3])
		if err == nil && len(s.g.ops) == maxSessionOps {
			err = fmt.Errorf("the game holds %d operations, the most a game here may", maxSessionOps)
		}
		if err != nil {
			resp.Error, resp.Status = "match3: "+err.Error(), 1
			return resp
		}
		out := s.play(op)
		resp.Game = s.view([]page.Outcome{out})
	case "undo":
		if err := s.undo(); err != nil {
			resp.Error, resp.Status = "match3: "+err.Error(), 1
			return resp
		}
		resp.Game = s.view(nil)
	case "swaps":
		to := req.To
		if to == 0 {
			to = s.g.board.n * s.g.board.m
		}
		resp.Swaps = s.swaps(req.From, to)
	}
	return resp
}

// validateRequest checks an input as match3 -validate does: the
// statement's every promise, in testlib's words (Error, with the status:
// 0 valid, 3 not).
func validateRequest(req page.Request) page.Response {
	var resp page.Response
	o := &options{game: req.Game}
	var out bytes.Buffer
	resp.Status = validate(o, []byte(req.Input), &out)
	resp.Error = strings.TrimSpace(out.String())
	return resp
}

// movesRequest plays the moves of answer on the puzzle p, as a person
// plays them on the page: each must be a move where it is made, and the
// board must not be empty before the last. Input comes back as the puzzle
// from there, with the moves left (none when the board is empty or no
// move is left), and Data as the replay of the moves played.
func movesRequest(p *Puzzle, answer *string) page.Response {
	var resp page.Response
	var moves []event.Move
	if answer != nil && strings.TrimSpace(*answer) != "" {
		read, ok := naive.ReadMoves(*answer) // the plain reader of a Mayan answer
		if !ok || read == nil {
			resp.Error, resp.Status = "the moves are not lines of three integers, x y g", 1
			return resp
		}
		for _, mv := range read {
			moves = append(moves, event.Move{X: mv[0], Y: mv[1], G: mv[2]})
		}
	}
	if len(moves) > p.moves {
		resp.Error, resp.Status = fmt.Sprintf("%d moves played, and the puzzle has %d", len(moves), p.moves), 1
		return resp
	}
	tell := newTranslator(nil)
	after, fault := judgement.Puzzle{Moves: p.moves, Board: tell.show(p.board), SkipSame: p.skipSame}.Play(moves)
	if fault.At > 0 {
		resp.Error, resp.Status = fault.Why, 1
		return resp
	}
	resp.Left, resp.Cleared = p.moves-len(moves), after.Empty()
	resp.Input = after.String(resp.Left) // the puzzle from here, written as naive writes one
	rec := record.New()
	tell.to = rec
	replayMoves(p, moves, tell)
	rec.Answer = string(answerOf(moves).AppendText(nil))
	resp.Data = rec.AppendJSON(nil)
	return resp
}

// dragsRequest tells, for each possible next drag of the puzzle p (with
// its moves left), whether the puzzle can still be cleared after it, and
// the smallest answer from here when it can.
func dragsRequest(p *Puzzle) page.Response {
	var resp page.Response
	for _, v := range p.dragViews() {
		d := page.Drag{Move: [3]int{v.Move.X, v.Move.Y, v.Move.G}, Clears: v.Clears}
		for _, mv := range v.Answer {
			d.Answer = append(d.Answer, [3]int{mv.X, mv.Y, mv.G})
		}
		resp.Drags = append(resp.Drags, d)
	}
	return resp
}

// theirMoves records the moves of a Mayan answer checked on the puzzle
// played, up to the first that goes wrong, which is marked with the
// verdict's reason.
func theirMoves(p *Puzzle, v judgement.Verdict) json.RawMessage {
	rec := record.New()
	played := v.Moves[:v.Blame-1]
	if v.Legal {
		played = v.Moves[:v.Blame]
	}
	replayMoves(p, played, newTranslator(rec))
	rec.BadMove(v.Blame, v.Moves[v.Blame-1], v.Legal, v.Message)
	rec.Answer = string(answerOf(v.Moves).AppendText(nil))
	return rec.AppendJSON(nil)
}
