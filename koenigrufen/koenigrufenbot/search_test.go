package koenigrufenbot_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tarockfamily/sdk/internal/long"
	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/koenigrufen/koenigrufenbot"
	"github.com/tarockfamily/sdk/koenigrufen/koenigrufentest"
	"github.com/tarockfamily/sdk/tarock/bot"
	"github.com/tarockfamily/sdk/tarock/search"
	"github.com/tarockfamily/sdk/tarock/tarocktest"
)

// searchFast is a cheap configuration for the tests.
var searchFast = koenigrufenbot.SearchConfig{Samples: 3, Playouts: 1}

func newSearch(seed uint64, cfg koenigrufenbot.SearchConfig) player {
	return koenigrufenbot.NewSearch(rand.New(rand.NewPCG(seed, 21)), cfg)
}

// searchChecked wraps a player and fails the test when it returns a move
// that is not among the legal ones.
type searchChecked struct {
	t     *testing.T
	p     player
	plays int
}

func (c *searchChecked) Choose(o koenigrufen.Observation, legal []koenigrufen.Move) koenigrufen.Move {
	m := c.p.Choose(o, legal)
	if !slices.Contains(legal, m) {
		c.t.Fatalf("%v in phase %v chose %v, legal: %v", o.Seat, o.Phase, m, legal)
	}
	if o.Phase == koenigrufen.PhasePlay && len(legal) > 1 {
		c.plays++
	}
	return m
}

// The search player only ever returns legal moves, in every phase of deals
// of every preset and option set, against random and heuristic players:
// two deals of each under TAROCK_LONG, else one (internal/long).
func TestSearchLegal(t *testing.T) {
	plays := 0
	deals := long.Count(2, 1)
	for i, r := range variants() {
		for deal := range uint64(deals) {
			seed := uint64(i)*10 + deal
			st, err := koenigrufen.NewGame(r, koenigrufen.Shuffled(rand.NewPCG(seed, 1)))
			if err != nil {
				t.Fatal(err)
			}
			players := make([]player, 4)
			var checked []*searchChecked
			for p := range players {
				switch p {
				case 1:
					players[p] = koenigrufenbot.NewRandom(rand.New(rand.NewPCG(seed, 2)))
				case 3:
					players[p] = koenigrufenbot.NewHeuristic(rand.New(rand.NewPCG(seed, 3)))
				default:
					c := &searchChecked{t: t, p: newSearch(seed+uint64(p), searchFast)}
					checked = append(checked, c)
					players[p] = c
				}
			}
			if _, _, err := bot.Play(st, players, 0); err != nil {
				t.Fatalf("rules %d deal %d: %v", i, deal, err)
			}
			for _, c := range checked {
				plays += c.plays
			}
		}
	}
	if want := 40 * deals / 2; plays < want {
		t.Errorf("only %d card plays chosen in %d deals of each rule set, want %d", plays, deals, want)
	}
}

// Two search players made from the same seed make the same decisions on
// the same observations.
func TestSearchDeterministic(t *testing.T) {
	plays := 0
	for seed := range uint64(3) {
		st, err := koenigrufen.NewGame(koenigrufen.AustrianTarockCup2023, koenigrufen.Shuffled(rand.NewPCG(seed, 3)))
		if err != nil {
			t.Fatal(err)
		}
		a, b := newSearch(seed, searchFast), newSearch(seed, searchFast)
		other := koenigrufenbot.NewHeuristic(rand.New(rand.NewPCG(seed, 4)))
		var legal []koenigrufen.Move
		for !st.Done() {
			legal = st.AppendLegalMoves(legal[:0])
			view := st.Observation(st.ToMove())
			var m koenigrufen.Move
			if st.ToMove() == 0 {
				m = a.Choose(view, legal)
				if m2 := b.Choose(view, legal); m2 != m {
					t.Fatalf("seed %d: %v and %v from the same seed and view", seed, m, m2)
				}
				if st.Phase() == koenigrufen.PhasePlay && len(legal) > 1 {
					plays++
				}
			} else {
				m = other.Choose(view, legal)
			}
			if st, err = st.Apply(m); err != nil {
				t.Fatal(err)
			}
		}
	}
	if plays < 10 {
		t.Errorf("only %d searched decisions compared", plays)
	}
}

// The search player's decisions do not depend on cards its seat has not
// seen (the generic leak check of package tarocktest).
func TestSearchLeaks(t *testing.T) {
	if testing.Short() {
		t.Skip("searches many positions")
	}
	for _, level := range search.Levels() {
		t.Run(level.Name, func(t *testing.T) {
			cfg := level.Config
			cfg.Samples = 2
			cfg.Playouts = 1
			tarocktest.CheckLeaks(t, tarocktest.LeakSpec[koenigrufen.State, koenigrufen.Move, koenigrufen.Observation]{
				New: func(seed uint64) (koenigrufen.State, error) {
					return koenigrufen.NewGame(koenigrufen.AustrianTarockCup2023, koenigrufen.Shuffled(rand.NewPCG(seed, 5)))
				},
				Determinize: koenigrufen.Determinize,
				Exchange:    koenigrufentest.Exchange,
				Hidden:      koenigrufentest.Hidden,
				Player:      func(seed uint64) player { return newSearch(seed, cfg) },
				Checks:      2,
			})
		})
	}
}

// In a small seeded duplicate match of two search players against two
// random players the search players win more per game (see score).
// Measured on this seed: on 12 deals (TAROCK_LONG) +58.9 per game against
// -58.9, on the first 4 +99.3 against -99.3.
func TestSearchBeatsRandom(t *testing.T) {
	if testing.Short() {
		t.Skip("a match of 4 or 12 deals")
	}
	search := func(seed uint64) player { return newSearch(seed, searchFast) }
	mine, theirs, rep := match(t, long.Count(12, 4), 17, 2, search)
	t.Logf("search %+.3f per game, random %+.3f\n%s", mine, theirs, rep)
	if mine < theirs+3 {
		t.Errorf("search %+.3f per game against random %+.3f: not clearly ahead", mine, theirs)
	}
}
