package games_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/games"
	"github.com/tarockfamily/sdk/tarock/search"
)

// Hints values every legal move of the seat to act, the best first; the
// analysis of a finished deal judges every decision of a seat with more
// than one legal move, the biggest loss first.
func TestHintsAndAnalyze(t *testing.T) {
	opt := games.PlayerOptions{Samples: 2}
	for _, name := range games.Games() {
		g, err := games.New(name, "")
		if err != nil {
			t.Fatal(err)
		}
		d, err := g.Deal(3)
		if err != nil {
			t.Fatal(err)
		}
		hints, err := games.Hints(d, games.Search, opt, 1)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		var moves []string
		for i, h := range hints {
			moves = append(moves, h.Move)
			if i > 0 && h.Searched && h.Value > hints[i-1].Value {
				t.Errorf("%s: hint %d %+v is worth more than the one before", name, i, h)
			}
		}
		legal := d.Legal()
		slices.Sort(moves)
		slices.Sort(legal)
		if !slices.Equal(moves, legal) {
			t.Errorf("%s: hints for %v, legal %v", name, moves, legal)
		}
		if _, err := games.Hints(d, games.Heuristic, opt, 1); !errors.Is(err, games.ErrNotSearch) || strings.Count(err.Error(), "games:") != 1 {
			t.Errorf("%s: hints of the heuristic player: %v", name, err)
		}
		// Play the deal out with the rule-of-thumb players.
		p, _ := g.Player(games.Heuristic, 1, opt)
		for !d.Done() {
			m, err := p.Choose(d)
			if err != nil {
				t.Fatal(err)
			}
			if d, err = d.Apply(m); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := games.Hints(d, games.Search, opt, 1); !errors.Is(err, search.ErrNotToAct) {
			t.Errorf("%s: hints after the end: %v", name, err)
		}
		reviews, err := games.Analyze(d, 1, games.Club, opt, 1)
		if err != nil || len(reviews) == 0 {
			t.Fatalf("%s: %d reviews, %v", name, len(reviews), err)
		}
		moves = d.Moves()
		for i, r := range reviews {
			if r.Loss != r.BestValue-r.MadeValue || moves[r.Index] != r.Made || r.Best != r.Moves[0].Move || i > 0 && r.Loss > reviews[i-1].Loss {
				t.Errorf("%s: review %d: %+v", name, i, r)
			}
		}
		if _, err := games.Analyze(d, 7, games.Search, opt, 1); !errors.Is(err, games.ErrSeat) {
			t.Errorf("%s: seat 7: %v", name, err)
		}
	}
}
