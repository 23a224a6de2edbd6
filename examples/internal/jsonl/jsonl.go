// Package jsonl writes the -json output of the example programs (selfplay,
// arena, variant, mybot): JSON Lines (https://jsonlines.org), one JSON
// object per line on standard output, each with a "type" key first: one
// object of type "deal" per deal a program plays (per deal and seating
// rotation in arena and mybot), built by [WriteDeal],
// and at the end one of type "summary" with the figures the program's
// human summary prints, written by [WriteSummary]. doc/programs.md
// "JSON output" describes the objects with a sample.
package jsonl

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math"

	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/arena"
	"github.com/tarockfamily/sdk/tarock/record"
)

// The values of the "type" key.
const (
	TypeDeal    = "deal"
	TypeSummary = "summary"
)

// Write writes v, which must marshal to a JSON object, to w as one line
// with the key "type" set to typ before v's own keys.
func Write(w io.Writer, typ string, v any) error {
	body, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("json output: %w", err)
	}
	if len(body) < 2 || body[0] != '{' {
		return fmt.Errorf("json output: %T is not a JSON object", v)
	}
	head, err := json.Marshal(typ)
	if err != nil {
		return fmt.Errorf("json output: %w", err)
	}
	var line bytes.Buffer
	line.Grow(len(body) + len(head) + 10)
	line.WriteString(`{"type":`)
	line.Write(head)
	if len(body) > 2 {
		line.WriteByte(',')
	}
	line.Write(body[1:])
	line.WriteByte('\n')
	_, err = w.Write(line.Bytes())
	return err
}

// Deal is the object of one deal (in arena and mybot of one game: one
// deal in one seating rotation). The program fills in Deal, Rotation,
// Rules, Seed and Players; [WriteDeal] the rest from the deal's final
// state and record.
type Deal struct {
	// Deal is the number of the deal in the run, from 1.
	Deal int `json:"deal"`
	// Rotation is the seating rotation of a duplicate match, from 0
	// (arena and mybot only; nil elsewhere, and then left out): the deal
	// is played once per rotation, and in rotation r seat i is held by
	// entrant (i + r) mod n (package tarock/arena).
	Rotation *int `json:"rotation,omitempty"`
	// Game is the game's name as in a record's Game tag: "Tapp Tarock" or
	// "Strohmandeln".
	Game string `json:"game"`
	// Rules names the rule set: a preset's name or the program's name for
	// a variant.
	Rules string `json:"rules"`
	// Seed is the seed of the deal's shuffle: the cards are dealt from
	// rand.New(rand.NewPCG(Seed, 0)) (games.DealRand), as the record's Seed
	// tag says; in arena and mybot, which deal as package tarock/arena does
	// (arena.Game.Seed), from rand.New(rand.NewPCG(Seed, Deal-1)), and the
	// record has no Seed tag.
	Seed uint64 `json:"seed"`
	// Players names the player of each seat (in arena and mybot the
	// entrant's name).
	Players []string `json:"players"`
	// Contract, Declarer (null for nobody) and DeclarerWon say what the
	// deal was, as tarock.Outcome does; the summaries count Contract.
	Contract    string      `json:"contract"`
	Declarer    tarock.Seat `json:"declarer"`
	DeclarerWon bool        `json:"declarerWon"`
	// Deltas are the seats' game points, one per seat; they sum to zero.
	Deltas []int `json:"deltas"`
	// Record is the game record in the notation of doc/notation.md.
	Record string `json:"record"`
	// Result is the game's own result (tapp.Result, strohmandel.Result or
	// koenigrufen.Result, in their JSON form of doc/notation.md "JSON"):
	// every item scored and every seat's delta.
	Result any `json:"result"`
}

// WriteDeal completes d from the final state of a finished deal (a
// tapp.State, a strohmandel.State or a koenigrufen.State) and its record,
// and writes it to w.
func WriteDeal(w io.Writer, d Deal, final any, rec record.Record) error {
	var (
		o       tarock.Outcome
		players int
		ok      bool
	)
	switch s := final.(type) {
	case tapp.State:
		d.Game, o, players = tapp.GameName, s.Outcome(), s.Players()
		d.Result, ok = s.Result()
	case strohmandel.State:
		d.Game, o, players = strohmandel.GameName, s.Outcome(), s.Players()
		d.Result, ok = s.Result()
	case koenigrufen.State:
		d.Game, o, players = koenigrufen.GameName, s.Outcome(), s.Players()
		d.Result, ok = s.Result()
	default:
		return fmt.Errorf("json output: deal %d: %T is not a game state of the module", d.Deal, final)
	}
	if !ok {
		return fmt.Errorf("json output: deal %d is not over", d.Deal)
	}
	d.Contract, d.Declarer, d.DeclarerWon = o.Contract, o.Declarer, o.DeclarerWon
	d.Deltas = o.Deltas[:players]
	d.Record = rec.String()
	return Write(w, TypeDeal, d)
}

// WriteSummary writes the final summary v, which must marshal to a JSON
// object, to w.
func WriteSummary(w io.Writer, v any) error { return Write(w, TypeSummary, v) }

// Rate returns part/whole, or nil (JSON null) when whole is 0: the figure
// a human summary prints as a percentage or "-".
func Rate(part, whole int) *float64 {
	if whole == 0 {
		return nil
	}
	r := float64(part) / float64(whole)
	return &r
}

// Finite returns x, or 0 when x is NaN or infinite (the mean of no deals),
// which JSON cannot carry.
func Finite(x float64) float64 {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return 0
	}
	return x
}

// Report is an arena.Report with the keys in lower camel case; a summary
// embeds it to write the figures of the report's tables.
type Report struct {
	Deals     int        `json:"deals"`
	Games     int        `json:"games"`
	Standings []Standing `json:"standings"`
	Contracts []Contract `json:"contracts"`
}

// Standing is one entrant's line of a Report: its mean game points per
// game, the half-width of their 95% interval, and its record as declarer.
type Standing struct {
	Name        string   `json:"name"`
	Mean        float64  `json:"mean"`
	CI95        float64  `json:"ci95"`
	StdDev      float64  `json:"stdDev"`
	Games       int      `json:"games"`
	Declared    int      `json:"declared"`
	Won         int      `json:"won"`
	DeclarerWon *float64 `json:"declarerWonRate"`
}

// Contract is the declarers' success with one contract over a match.
type Contract struct {
	Contract string   `json:"contract"`
	Played   int      `json:"played"`
	Won      int      `json:"won"`
	Rate     *float64 `json:"wonRate"`
}

// ReportOf returns r in the form of Report.
func ReportOf(r arena.Report) Report {
	out := Report{Deals: r.Deals, Games: r.Games, Standings: []Standing{}, Contracts: []Contract{}}
	for _, s := range r.Standings {
		out.Standings = append(out.Standings, Standing{Name: s.Name, Mean: Finite(s.Mean), CI95: Finite(s.CI95), StdDev: Finite(s.StdDev),
			Games: s.Games, Declared: s.Declared, Won: s.Won, DeclarerWon: Rate(s.Won, s.Declared)})
	}
	for _, c := range r.Contracts {
		out.Contracts = append(out.Contracts, Contract{Contract: c.Contract, Played: c.Played, Won: c.Won, Rate: Rate(c.Won, c.Played)})
	}
	return out
}

// Split reads JSON Lines as the programs write them and returns the lines
// of the deals and the line of the summary. It fails unless every line is
// a JSON object whose "type" is "deal" or "summary", and the summary is
// the last line and the only one.
func Split(text string) (deals [][]byte, summary []byte, err error) {
	lines := bytes.SplitAfter([]byte(text), []byte("\n"))
	if len(lines) > 0 && len(lines[len(lines)-1]) == 0 {
		lines = lines[:len(lines)-1]
	}
	for i, line := range lines {
		if !bytes.HasSuffix(line, []byte("\n")) {
			return nil, nil, fmt.Errorf("line %d: no line end", i+1)
		}
		var head struct {
			Type string `json:"type"`
		}
		if err := json.Unmarshal(line, &head); err != nil {
			return nil, nil, fmt.Errorf("line %d: %w", i+1, err)
		}
		if summary != nil {
			return nil, nil, fmt.Errorf("line %d: a line after the summary", i+1)
		}
		switch head.Type {
		case TypeDeal:
			deals = append(deals, line)
		case TypeSummary:
			summary = line
		default:
			return nil, nil, fmt.Errorf("line %d: type %q", i+1, head.Type)
		}
	}
	if summary == nil {
		return nil, nil, fmt.Errorf("no summary")
	}
	return deals, summary, nil
}

// Arena returns r as the arena.Report it was made from, for a reader of
// the JSON who wants the report's own methods (its String is the text the
// programs print without -json).
func (r Report) Arena() arena.Report {
	out := arena.Report{Deals: r.Deals, Games: r.Games}
	for _, s := range r.Standings {
		out.Standings = append(out.Standings, arena.Standing{Name: s.Name, Mean: s.Mean, CI95: s.CI95, StdDev: s.StdDev,
			Games: s.Games, Declared: s.Declared, Won: s.Won})
	}
	for _, c := range r.Contracts {
		out.Contracts = append(out.Contracts, arena.ContractStat{Contract: c.Contract, Played: c.Played, Won: c.Won})
	}
	return out
}
