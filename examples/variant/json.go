package main

import (
	"fmt"
	"io"

	"github.com/tarockfamily/sdk/examples/internal/jsonl"
	"github.com/tarockfamily/sdk/games"
	"github.com/tarockfamily/sdk/tarock"
)

// writeDeal writes deal i (from 0), played from start by moves to final
// under the rules of spec, as a deal object to w; kinds are the players
// and seed the deal's seed, written in the record's tags too.
func writeDeal[S tarock.Observable[S, M, O], M tarock.Move, O any](w io.Writer, spec games.Spec[S, M, O], i int, seed uint64, kinds []string, start, final S, moves []M) error {
	rec, err := spec.Record(start, moves, games.Table{Names: kinds, Seed: seed})
	if err != nil {
		return fmt.Errorf("%s, deal %d (seed %d): record: %w", spec.Preset, i+1, seed, err)
	}
	return jsonl.WriteDeal(w, jsonl.Deal{Deal: i + 1, Rules: spec.Preset, Seed: seed, Players: kinds}, final, rec)
}

// summary is the final object of -json: the figures of the comparison.
type summary struct {
	Game    string   `json:"game"`
	Deals   int      `json:"deals"`
	Seed    uint64   `json:"seed"`
	Players []string `json:"players"`
	// Variant lists the options the variant changes, as Rules.Options
	// writes them.
	Variant []string `json:"variant"`
	// RuleSets holds the figures of the default rules and of the variant.
	RuleSets [2]ruleSetJSON `json:"ruleSets"`
}

// ruleSetJSON is one column of the comparison: per contract how often it
// was chosen (of all deals) and won (of the deals it was chosen with a
// declarer); the deals without a game; the declarers' mean game points per
// deal.
type ruleSetJSON struct {
	Rules        string         `json:"rules"`
	Contracts    []contractJSON `json:"contracts"`
	NoGame       int            `json:"noGame"`
	NoGameShare  *float64       `json:"noGameShare"`
	DeclarerMean float64        `json:"declarerMean"`
}

type contractJSON struct {
	Contract    string   `json:"contract"`
	Chosen      int      `json:"chosen"`
	ChosenShare *float64 `json:"chosenShare"`
	// Declared counts the deals of the contract with a declarer (all but
	// Königrufen's Trischaken, played all against all).
	Declared int      `json:"declared"`
	Won      int      `json:"won"`
	WonRate  *float64 `json:"wonRate"`
}

// writeSummary writes the comparison of the two rule sets of e, played
// from seed by the players kinds and counted in t, as the summary object.
func writeSummary[S tarock.Observable[S, M, O], M tarock.Move, O any](w io.Writer, e experiment[S, M, O], seed uint64, kinds []string, t [2]*tally) error {
	s := summary{Game: e.specs[0].Game, Deals: t[0].deals, Seed: seed, Players: kinds, Variant: e.options}
	for k, t := range t {
		rs := ruleSetJSON{Rules: e.specs[k].Preset, Contracts: []contractJSON{}, NoGame: t.noGame,
			NoGameShare: jsonl.Rate(t.noGame, t.deals), DeclarerMean: t.mean()}
		for _, c := range e.contracts {
			rs.Contracts = append(rs.Contracts, contractJSON{Contract: c, Chosen: t.chosen[c], ChosenShare: jsonl.Rate(t.chosen[c], t.deals),
				Declared: t.declared[c], Won: t.won[c], WonRate: jsonl.Rate(t.won[c], t.declared[c])})
		}
		s.RuleSets[k] = rs
	}
	return jsonl.WriteSummary(w, s)
}
