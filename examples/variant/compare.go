package main

import (
	"context"
	"fmt"
	"io"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/tarockfamily/sdk/examples/internal/progress"
	"github.com/tarockfamily/sdk/games"
	"github.com/tarockfamily/sdk/tarock"
)

// about is what the report says of an experiment beside its figures.
type about struct {
	// options lists the options the variant changes, as Rules.Options
	// writes them.
	options []string
	// label heads the variant's column, "fixed half".
	label string
	// contracts names the rows of the report, as tarock.Outcome names the
	// contracts; a deal of another contract counts as no game.
	contracts []string
}

// experiment is a game's default rules and one variant of them, with what
// the report says of it. S, M and O are the game's state, move and
// observation types.
type experiment[S tarock.Observable[S, M, O], M tarock.Move, O any] struct {
	// specs holds the default rules, then the variant; Preset names each
	// rule set: the preset's name, then "<preset> with <options>".
	specs [2]games.Spec[S, M, O]
	about
}

// variantName names a preset changed by options: "<preset> with <options>".
func variantName(preset string, options []string) string {
	return preset + " with " + strings.Join(options, ", ")
}

// names returns the names of contracts (or kinds of game) as their String
// methods write them.
func names[C fmt.Stringer](contracts ...C) []string {
	out := make([]string, len(contracts))
	for i, c := range contracts {
		out[i] = c.String()
	}
	return out
}

// tally counts the deals under one rule set: per contract the deals in
// which it was played, those with a declarer and those its declarer won.
type tally struct {
	deals                 int
	chosen, declared, won map[string]int
	noGame                int
	declarerTotal         int // the declarers' game points in all, over the deals of a listed contract
}

func newTally() *tally {
	return &tally{chosen: map[string]int{}, declared: map[string]int{}, won: map[string]int{}}
}

// count adds the deal of outcome o; contracts lists the contracts counted
// as games.
func (t *tally) count(o tarock.Outcome, contracts []string) {
	t.deals++
	if !slices.Contains(contracts, o.Contract) {
		t.noGame++
		return
	}
	t.chosen[o.Contract]++
	if o.Declarer != tarock.NoSeat {
		t.declared[o.Contract]++
		t.declarerTotal += o.Deltas[o.Declarer]
		if o.DeclarerWon {
			t.won[o.Contract]++
		}
	}
}

// mean returns the declarers' mean game points per deal, 0 over no deals.
func (t *tally) mean() float64 { return float64(t.declarerTotal) / float64(max(t.deals, 1)) }

// config is what the flags say besides the game.
type config struct {
	deals         int
	seed          uint64
	json          bool
	forceProgress bool
}

// compare plays c.deals deals under both rule sets of e between heuristic
// players, or those before ctx is canceled, and writes the report (or the
// JSON Lines) to stdout and the progress to stderr.
func compare[S tarock.Observable[S, M, O], M tarock.Move, O any](ctx context.Context, e experiment[S, M, O], c config, stdout, stderr io.Writer) error {
	kinds := slices.Repeat([]string{games.Heuristic}, len(e.specs[0].Seats))
	tallies := [2]*tally{newTally(), newTally()}
	bar := progress.New(stderr, c.deals, "deals", c.forceProgress)
	for i := range c.deals {
		if ctx.Err() != nil {
			break
		}
		seed := c.seed + uint64(i)
		for k, spec := range e.specs {
			start, final, moves, err := spec.Play(seed, kinds, games.PlayerOptions{})
			if err != nil {
				return fmt.Errorf("%s, deal %d (seed %d): %w", spec.Preset, i+1, seed, err)
			}
			if c.json {
				if err := writeDeal(stdout, spec, i, seed, kinds, start, final, moves); err != nil {
					return err
				}
			}
			tallies[k].count(final.Outcome(), e.contracts)
		}
		bar.Set(i + 1)
	}
	bar.Done()
	played := tallies[0].deals
	if c.json {
		if err := writeSummary(stdout, e, c.seed, kinds, tallies); err != nil {
			return err
		}
	} else {
		report(stdout, e, c.seed, len(kinds), tallies)
		if played < c.deals {
			fmt.Fprintf(stdout, "interrupted: the comparison counts the first %d of %d deals\n", played, c.deals)
		}
	}
	if played < c.deals {
		return fmt.Errorf("%w after %d of %d deals", errInterrupted, played, c.deals)
	}
	return nil
}

// report writes the comparison as text: per contract how often it was
// chosen (of all deals) and won (of the deals it was chosen with a
// declarer) under each rule set, the deals without a game, and the
// declarers' mean game points.
func report[S tarock.Observable[S, M, O], M tarock.Move, O any](w io.Writer, e experiment[S, M, O], seed uint64, seats int, t [2]*tally) {
	fmt.Fprintf(w, "%s, the variant: %s\n", e.specs[0].Game, e.specs[1].Preset)
	fmt.Fprintf(w, "%d deals under each rule set, %s heuristic players, seed %d\n\n", t[0].deals, numberWord(seats), seed)
	width := utf8.RuneCountInString("contract")
	for _, c := range e.contracts {
		width = max(width, utf8.RuneCountInString(c))
	}
	pad := func(name string) string { return name + strings.Repeat(" ", width-utf8.RuneCountInString(name)) }
	row := func(name string, cells ...string) {
		line := pad(name)
		for j, c := range cells {
			if j%2 == 0 {
				line += " "
			}
			line += fmt.Sprintf(" %10s", c)
		}
		fmt.Fprintln(w, strings.TrimRight(line, " "))
	}
	fmt.Fprintf(w, "%s  %21s  %21s\n", pad(""), "default rules", e.label)
	row("contract", "chosen", "won", "chosen", "won")
	pct := func(a, b int) string {
		if b == 0 {
			return "-"
		}
		return fmt.Sprintf("%.1f%%", 100*float64(a)/float64(b))
	}
	for _, c := range e.contracts {
		row(c, pct(t[0].chosen[c], t[0].deals), pct(t[0].won[c], t[0].declared[c]),
			pct(t[1].chosen[c], t[1].deals), pct(t[1].won[c], t[1].declared[c]))
	}
	row("no game", pct(t[0].noGame, t[0].deals), "", pct(t[1].noGame, t[1].deals))
	fmt.Fprintf(w, "\nthe declarers' mean game points per deal: %+.3f default, %+.3f %s\n", t[0].mean(), t[1].mean(), e.label)
}

// numberWord spells a number of players.
func numberWord(n int) string {
	if n >= 0 && n < 5 {
		return [...]string{"no", "one", "two", "three", "four"}[n]
	}
	return fmt.Sprint(n)
}
