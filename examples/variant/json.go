package main

import (
	"io"
	"strconv"
	"strings"

	"github.com/tarockfamily/sdk/examples/internal/jsonl"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/record"
)

// players names the seats' players in the records and the JSON.
var players = []string{"heuristic", "heuristic", "heuristic"}

// ruleNames returns the names of the two rule sets in the JSON: the
// default preset, and the preset with the options the variant changes.
func ruleNames(variant tapp.Rules) [2]string {
	const base = "MayrSedlaczek2001"
	return [2]string{base, base + " with " + strings.Join(variant.Options(tapp.MayrSedlaczek2001), ", ")}
}

// dealWriters returns the hooks of playDeals under the default rules and
// under variant that write each deal as a deal object to w.
func dealWriters(w io.Writer, variant tapp.Rules) [2]func(int, uint64, tapp.State) error {
	var each [2]func(int, uint64, tapp.State) error
	for k, name := range ruleNames(variant) {
		each[k] = func(i int, seed uint64, final tapp.State) error {
			var tags []record.Tag
			for s, p := range players {
				tags = append(tags, record.Tag{Name: record.SeatTag(tarock.Seat(s)), Value: p})
			}
			tags = append(tags, record.Tag{Name: "Seed", Value: strconv.FormatUint(seed, 10)})
			rec, err := final.Record(tags...)
			if err != nil {
				return err
			}
			return jsonl.WriteDeal(w, jsonl.Deal{Deal: i + 1, Rules: name, Seed: seed, Players: players}, final, rec)
		}
	}
	return each
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
// was chosen (of all deals) and won (of the deals it was chosen); the deals
// without a game; the declarers' mean game points per deal.
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
	Won         int      `json:"won"`
	WonRate     *float64 `json:"wonRate"`
}

// writeSummary writes the comparison of base (the default rules) and
// fixed (variant), played from seed, as the summary object.
func writeSummary(w io.Writer, variant tapp.Rules, seed uint64, base, fixed tally) error {
	s := summary{Game: tapp.GameName, Deals: base.deals, Seed: seed, Players: players, Variant: variant.Options(tapp.MayrSedlaczek2001)}
	names := ruleNames(variant)
	for k, t := range []tally{base, fixed} {
		rs := ruleSetJSON{Rules: names[k], NoGame: t.thrownIn, NoGameShare: jsonl.Rate(t.thrownIn, t.deals)}
		if t.deals > 0 {
			rs.DeclarerMean = float64(t.declarerTotal) / float64(t.deals)
		}
		for _, c := range []tapp.Contract{tapp.Dreier, tapp.Unterer, tapp.Oberer, tapp.Solo} {
			rs.Contracts = append(rs.Contracts, contractJSON{Contract: c.String(), Chosen: t.played[c], ChosenShare: jsonl.Rate(t.played[c], t.deals),
				Won: t.won[c], WonRate: jsonl.Rate(t.won[c], t.played[c])})
		}
		s.RuleSets[k] = rs
	}
	return jsonl.WriteSummary(w, s)
}
