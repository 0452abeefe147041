//go:build js

package main

import (
	"archive/zip"
	"bytes"
	"compress/flate"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"
	"syscall/js"

	"match3/internal/event"
	"match3/internal/gen"
	"match3/internal/judgement"
	"match3/internal/naive"
	"match3/internal/record"
	"match3/internal/trace"
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

// request is what the page asks; its Do says which of the fields count.
type request struct {
	Do       string            `json:"do"`       // run, validate, moves, gen, pack, inflate, deflate
	Input    string            `json:"input"`    // run: the input; deflate: the text
	Answer   *string           `json:"answer"`   // run: a contestant's answer to check, or null; moves: the moves played
	Game     string            `json:"game"`     // run: "", poker or mayan
	SkipSame bool              `json:"skipSame"` // run: -skip-same-color
	Ops      string            `json:"ops"`      // run: the trace's focus, as -ops has it; "" for no trace
	Record   bool              `json:"record"`   // run: record the replay too
	Name     bool              `json:"name"`     // run, with an answer: name the misreadings that give a wrong one
	Gen      map[string]string `json:"gen"`      // gen, pack: the generator's options by flag name
	Count    int               `json:"count"`    // pack: how many inputs
	Z        string            `json:"z"`        // inflate: base64url of raw deflate
}

// response is what the page gets back; the fields of other requests are
// left out.
type response struct {
	Answer  string          `json:"answer,omitempty"`  // stdout, as the binary prints it
	Error   string          `json:"error,omitempty"`   // the binary's one line on stderr, for bad input
	Verdict string          `json:"verdict,omitempty"` // -check's line
	Status  int             `json:"status"`            // the binary's exit status
	Trace   string          `json:"trace,omitempty"`
	Data    json.RawMessage `json:"data,omitempty"`    // the replay's recording
	Theirs  json.RawMessage `json:"theirs,omitempty"`  // Mayan: the replay of the moves checked
	Blame   int             `json:"blame,omitempty"`   // Mayan: the first move of the answer checked that goes wrong
	Legal   bool            `json:"legal,omitempty"`   // Mayan: that move is legal (the sequence as a whole is wrong)
	Left    int             `json:"left,omitempty"`    // moves: the moves left after those played
	Cleared bool            `json:"cleared,omitempty"` // moves: the moves played empty the board
	// Lines & Poker: where each mistake named first departs from the rules.
	Departures []departure `json:"departures,omitempty"`
	Input      string      `json:"input,omitempty"` // gen: the input; inflate: the text
	Command    string      `json:"command,omitempty"`
	Zip        string      `json:"zip,omitempty"` // pack: the archive, base64
	Z          string      `json:"z,omitempty"`   // deflate
}

// maxInput is the most the page takes: a full-size game is about 40 KB.
const maxInput = 1 << 20

// serve answers one request; what would be a panic is one line, as any
// other error.
func serve(text string) (out string) {
	var resp response
	defer func() {
		if e := recover(); e != nil {
			resp = response{Error: fmt.Sprintf("match3: internal error: %v (please report it with the input)", e), Status: 2}
		}
		b, _ := json.Marshal(resp)
		out = string(b)
	}()
	var req request
	if err := json.Unmarshal([]byte(text), &req); err != nil {
		resp.Error, resp.Status = "match3: the page's request cannot be read: "+err.Error(), 2
		return
	}
	switch req.Do {
	case "run":
		resp = runRequest(req)
	case "validate":
		resp = validateRequest(req)
	case "moves":
		resp = movesRequest(req)
	case "gen":
		o, err := genOptions(req.Gen)
		if err == nil {
			resp.Input, err = o.Input()
		}
		if err != nil {
			resp.Error, resp.Status = "gen: "+err.Error(), 2
		}
		resp.Command = o.Command()
	case "pack":
		resp = pack(req)
	case "inflate":
		resp.Input, resp.Error = inflate(req.Z)
	case "deflate":
		resp.Z = deflate(req.Input)
	default:
		resp.Error, resp.Status = fmt.Sprintf("match3: the page asked for %q", req.Do), 2
	}
	return
}

// runRequest plays an input as the binary would with -html (and -check,
// and -trace -ops): the answer, the verdict, the recording, the trace.
func runRequest(req request) response {
	var resp response
	if len(req.Input) > maxInput {
		resp.Error, resp.Status = fmt.Sprintf("match3: the input is %d bytes, more than any game (%d at most here)", len(req.Input), maxInput), 1
		return resp
	}
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
	var story bytes.Buffer
	var all team
	var tr *trace.Tracer
	if req.Ops != "" {
		var err error
		if tr, err = trace.New(&story, false, req.Ops); err != nil {
			resp.Error, resp.Status = "match3: "+err.Error(), 2
			return resp
		}
		all = append(all, tr)
	}
	var rec *record.Recorder
	if req.Record {
		rec = record.New()
		all = append(all, rec)
	}
	var tell *translator
	var obs observer
	if len(all) > 0 {
		tell = newTranslator(all)
		obs = tell
	}
	pl, err := playInput(o, newScanner([]byte(req.Input)), obs)
	if err == nil && tell != nil && pl.puzzle != nil {
		replay(pl.puzzle, pl.want, tell)
	}
	if tr != nil {
		tr.Flush()
		resp.Trace = story.String()
	}
	if err != nil {
		resp.Error, resp.Verdict, resp.Status = inputFault(err, req.Answer != nil)
		return resp
	}
	resp.Answer = string(pl.answer)
	if rec != nil {
		rec.Answer = string(pl.answer)
		resp.Data = rec.AppendJSON(nil)
	}
	if req.Answer != nil {
		j := pl.verdict([]byte(req.Input), []byte(*req.Answer), req.Name)
		resp.Verdict, resp.Status, resp.Blame, resp.Legal = j.Line(), int(j.Status), j.Blame, j.Legal
		if j.Blame > 0 && pl.puzzle != nil && req.Record {
			resp.Theirs = theirMoves(pl.puzzle, j)
		}
		for _, d := range j.Departures {
			resp.Departures = append(resp.Departures, departure{d.Mistake.ID, d.Op, d.Round, d.Where(j.Ops), d.Text, sideOf(d.Rules), sideOf(d.Reading)})
		}
	}
	return resp
}

// validateRequest checks an input as match3 -validate does: the
// statement's every promise, in testlib's words (Error, with the status:
// 0 valid, 3 not).
func validateRequest(req request) response {
	var resp response
	o := &options{game: req.Game}
	var out bytes.Buffer
	resp.Status = validate(o, []byte(req.Input), &out)
	resp.Error = strings.TrimSpace(out.String())
	return resp
}

// movesRequest plays the moves of Answer on a Mayan puzzle, as a person
// plays them on the page: each must be a move where it is made, and the
// board must not be empty before the last. Input comes back as the puzzle
// from there, with the moves left (none when the board is empty or no
// move is left), and Data as the replay of the moves played.
func movesRequest(req request) response {
	var resp response
	p, err := readPuzzle(newScanner([]byte(req.Input)))
	if err != nil {
		resp.Error, resp.Status = "match3: "+err.Error(), 1
		return resp
	}
	p.skipSame = req.SkipSame
	var moves []event.Move
	if req.Answer != nil && strings.TrimSpace(*req.Answer) != "" {
		read, ok := naive.ReadMoves(*req.Answer) // the plain reader of a Mayan answer
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

// departure is where a mistake's reading first scores otherwise than the
// rules (internal/mistake.Departure), for the page: the moment, in words
// and as an address's op and round, and each side's step there.
type departure struct {
	Mistake string `json:"mistake"`
	Op      int    `json:"op"`
	Round   int    `json:"round,omitempty"`
	Where   string `json:"where"`
	Text    string `json:"text"`
	Rules   side   `json:"rules"`
	Reading side   `json:"reading"`
}

// side is one reading's step where a departure is (internal/naive.Step),
// as the page reads it (tools/web/app.html's sideBySide).
type side struct {
	Kind        string  `json:"kind"` // invalid, round, chain, hand, end
	Why         string  `json:"why,omitempty"`
	Round       int     `json:"round,omitempty"` // round: its number; chain: the rounds
	Sum         int64   `json:"sum,omitempty"`
	Elimination int64   `json:"elimination,omitempty"`
	Blocks      []int   `json:"blocks,omitempty"`
	Combination int64   `json:"combination,omitempty"`
	Chain       int64   `json:"chain,omitempty"`
	Pattern     int64   `json:"pattern,omitempty"`
	Mains       [][]int `json:"mains,omitempty"`
	Endgame     int64   `json:"endgame,omitempty"`
}

func sideOf(s naive.Step) side {
	return side{s.Kind, s.Why, s.Round, s.Sum, s.Elimination, s.Blocks, s.Combination, s.Chain, s.Pattern, s.Mains, s.Endgame}
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

// genOptions reads the generator's options; "gen" names the game.
func genOptions(pairs map[string]string) (gen.Options, error) {
	named := map[string]string{}
	for k, v := range pairs {
		if k == "gen" {
			k = "game"
		}
		named[k] = v
	}
	return gen.Parse(named)
}

// pack makes a test pack: Count inputs from consecutive seeds, each with
// match3's answer, and a README.txt with the command that makes each.
func pack(req request) response {
	var resp response
	o, err := genOptions(req.Gen)
	if err == nil && (req.Count < 1 || req.Count > 500) {
		err = fmt.Errorf("a pack holds 1 to 500 inputs, not %d", req.Count)
	}
	if err != nil {
		resp.Error, resp.Status = "gen: "+err.Error(), 2
		return resp
	}
	var buf bytes.Buffer
	z := zip.NewWriter(&buf)
	var readme strings.Builder
	fmt.Fprintf(&readme, "match3 test pack: %d inputs with match3's answers.\n\n"+
		"NAME.ans is match3's answer to NAME.in. Each NAME.in is made again by the\n"+
		"command beside it: in match3's source folder as written (go run ./tools/gen\n"+
		"...), or anywhere as gen ... once gen is installed there (go install ./tools/gen).\n"+
		"The browser page makes the same input from the same options and seed.\n\n", req.Count)
	for i := 0; i < req.Count; i++ {
		one := o
		one.Seed = o.Seed + int64(i)
		input, err := one.Input()
		if err != nil {
			resp.Error, resp.Status = "gen: "+err.Error(), 2
			return resp
		}
		var out, errOut bytes.Buffer
		if status := run([]string{"-game", one.Game}, strings.NewReader(input), &out, &errOut); status != 0 {
			resp.Error, resp.Status = strings.TrimSpace(errOut.String()), status
			return resp
		}
		name := fmt.Sprintf("%s-%03d", one.Game, i+1)
		for file, text := range map[string]string{name + ".in": input, name + ".ans": out.String()} {
			w, err := z.Create(file)
			if err != nil {
				resp.Error, resp.Status = err.Error(), 2
				return resp
			}
			io.WriteString(w, text)
		}
		fmt.Fprintf(&readme, "%s.in  %s\n", name, one.Command())
	}
	w, _ := z.Create("README.txt")
	io.WriteString(w, readme.String())
	if err := z.Close(); err != nil {
		resp.Error, resp.Status = err.Error(), 2
		return resp
	}
	resp.Zip = base64.StdEncoding.EncodeToString(buf.Bytes())
	return resp
}

// inflate reads an address's z=: base64url without padding of raw
// deflate (RFC 1951), at most maxInput bytes once inflated.
func inflate(z string) (string, string) {
	raw, err := base64.RawURLEncoding.DecodeString(strings.TrimRight(z, "="))
	if err != nil {
		return "", "match3: the address's z= is not base64url: " + err.Error()
	}
	text, err := io.ReadAll(io.LimitReader(flate.NewReader(bytes.NewReader(raw)), maxInput+1))
	if err != nil {
		return "", "match3: the address's z= does not inflate: " + err.Error()
	}
	if len(text) > maxInput {
		return "", fmt.Sprintf("match3: the address's z= inflates to more than %d bytes, more than any game", maxInput)
	}
	return string(text), ""
}

// deflate writes text as an address's z=.
func deflate(text string) string {
	var buf bytes.Buffer
	w, _ := flate.NewWriter(&buf, flate.BestCompression)
	io.WriteString(w, text)
	w.Close()
	return base64.RawURLEncoding.EncodeToString(buf.Bytes())
}
