package strohbot_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tarockfamily/sdk/internal/long"
	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/strohmandel/strohbot"
	"github.com/tarockfamily/sdk/strohmandel/strohmandeltest"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/arena"
	"github.com/tarockfamily/sdk/tarock/bot"
	"github.com/tarockfamily/sdk/tarock/search"
	"github.com/tarockfamily/sdk/tarock/tarocktest"
)

// searchFast is a cheap configuration for the tests.
var searchFast = strohbot.SearchConfig{Samples: 4}

func newSearch(seed uint64, cfg strohbot.SearchConfig) bot.Player[strohmandel.Observation, strohmandel.Move] {
	return strohbot.NewSearch(rand.New(rand.NewPCG(seed, 21)), cfg)
}

// searchChecked wraps a player and fails the test when it returns a move
// that is not among the legal ones.
type searchChecked struct {
	t     *testing.T
	p     bot.Player[strohmandel.Observation, strohmandel.Move]
	plays int
}

func (c *searchChecked) Choose(o strohmandel.Observation, legal []strohmandel.Move) strohmandel.Move {
	m := c.p.Choose(o, legal)
	if !slices.Contains(legal, m) {
		c.t.Fatalf("%v in phase %v chose %v, legal: %v", o.Seat, o.Phase, m, legal)
	}
	if o.Phase == strohmandel.PhasePlay {
		c.plays++
	}
	return m
}

// searchRules are the presets and rule sets with the options no preset
// switches on (Kontra, Quapil, LastCardShown, Mondfang, Rostopschin with
// the Trull in hand, announcements in a simple game, the declarer's lead).
func searchRules() []strohmandel.Rules {
	var rules []strohmandel.Rules
	for _, n := range strohmandel.Presets() {
		rules = append(rules, n.Rules)
	}
	a := strohmandel.Tirol2025
	a.Kontra, a.BothPass, a.Birds = true, strohmandel.BothPassSimpleGame, strohmandel.BirdPagat|strohmandel.BirdUhu|strohmandel.BirdQuapil
	b := strohmandel.MayrSedlaczekWeb2001Classic
	b.Kontra, b.LastCardShown, b.Rostopschin, b.Mondfang, b.ThrowInNoTarock = true, true, true, 1, true
	b.FirstLead = strohmandel.LeadDeclarerIfTakenUp
	return append(rules, a, b)
}

// The search player only ever returns legal moves, in every phase of deals
// of every preset and variant, against itself, the heuristic and the
// random player (whose take-up decisions make simple games and Trischaken
// likely): three deals of each rule set under TAROCK_LONG, one for each
// opponent, else one of each, the opponents taking turns (internal/long).
func TestSearchLegal(t *testing.T) {
	plays := 0
	deals := long.Count(3, 1)
	for i, r := range searchRules() {
		for deal := range uint64(deals) {
			seed := uint64(i)*10 + deal
			st, err := strohmandel.NewGame(r, strohmandel.ShuffledPack(rand.New(rand.NewPCG(seed, 1)), r.CardsInPlay()))
			if err != nil {
				t.Fatal(err)
			}
			checked := []*searchChecked{
				{t: t, p: newSearch(seed, searchFast)},
				{t: t, p: newSearch(seed+1, searchFast)},
			}
			switch (uint64(i) + deal) % 3 {
			case 1:
				checked[1].p = strohbot.NewRandom(rand.New(rand.NewPCG(seed, 2)))
			case 2:
				checked[0].p = strohbot.NewHeuristic(rand.New(rand.NewPCG(seed, 2)))
			}
			players := []bot.Player[strohmandel.Observation, strohmandel.Move]{checked[0], checked[1]}
			final, _, err := bot.Play(st, players, 0)
			if err != nil {
				t.Fatalf("rules %d deal %d: %v", i, deal, err)
			}
			if !final.Done() {
				t.Fatalf("rules %d deal %d: not over", i, deal)
			}
			plays += checked[0].plays + checked[1].plays
		}
	}
	if want := 500 * deals / 3; plays < want {
		t.Errorf("only %d card plays chosen in %d deals of each rule set, want %d", plays, deals, want)
	}
}

// Two search players made from the same seed make the same decisions on
// the same observations, decision after decision; a player made from
// another seed decides differently somewhere.
func TestSearchDeterministic(t *testing.T) {
	differ := 0
	for seed := range uint64(long.Count(6, 2)) {
		st, err := strohmandel.NewGame(strohmandel.MayrSedlaczek2007, strohmandel.Shuffled(rand.New(rand.NewPCG(seed, 3))))
		if err != nil {
			t.Fatal(err)
		}
		a, b, c := newSearch(seed, searchFast), newSearch(seed, searchFast), newSearch(seed+100, searchFast)
		other := strohbot.NewHeuristic(rand.New(rand.NewPCG(seed, 4)))
		var legal []strohmandel.Move
		for !st.Done() {
			legal = st.AppendLegalMoves(legal[:0])
			view := st.Observation(st.ToMove())
			var m strohmandel.Move
			if st.ToMove() == tarock.Forehand {
				m = a.Choose(view, legal)
				if m2 := b.Choose(view, legal); m2 != m {
					t.Fatalf("seed %d: %v and %v from the same seed and view", seed, m, m2)
				}
				if c.Choose(view, legal) != m {
					differ++
				}
			} else {
				m = other.Choose(view, legal)
			}
			if st, err = st.Apply(m); err != nil {
				t.Fatal(err)
			}
		}
	}
	if differ == 0 {
		t.Errorf("players from other seeds never decided differently")
	}
}

// The search player's decisions do not depend on cards its seat has not
// seen (the generic leak check of package tarocktest).
func TestSearchLeaks(t *testing.T) {
	rules := searchRules()
	for _, level := range search.Levels() {
		t.Run(level.Name, func(t *testing.T) {
			cfg := level.Config
			cfg.Samples = 2
			tarocktest.CheckLeaks(t, tarocktest.LeakSpec[strohmandel.State, strohmandel.Move, strohmandel.Observation]{
				New: func(seed uint64) (strohmandel.State, error) {
					return strohmandel.NewGame(rules[seed%uint64(len(rules))], strohmandel.ShuffledPack(rand.New(rand.NewPCG(seed, 5)), rules[seed%uint64(len(rules))].CardsInPlay()))
				},
				Determinize: strohmandel.Determinize,
				Exchange:    strohmandeltest.Exchange,
				Hidden:      strohmandeltest.Hidden,
				Player: func(seed uint64) bot.Player[strohmandel.Observation, strohmandel.Move] {
					return newSearch(seed, cfg)
				},
			})
		})
	}
}

// searchMatch plays a seeded duplicate match of the search player against
// other under the default rules.
func searchMatch(t *testing.T, deals int, cfg strohbot.SearchConfig, name string, other func(uint64) bot.Player[strohmandel.Observation, strohmandel.Move]) (arena.Standing, arena.Standing) {
	t.Helper()
	rep, err := arena.Run(arena.Config[strohmandel.State, strohmandel.Move, strohmandel.Observation]{
		Deals: deals,
		Seed:  31,
		NewDeal: func(_ int, rng *rand.Rand) (strohmandel.State, error) {
			return strohmandel.NewGame(strohmandel.MayrSedlaczek2007, strohmandel.Shuffled(rng))
		},
		Entrants: []arena.Entrant[strohmandel.Observation, strohmandel.Move]{
			{Name: "search", New: func(seed uint64) bot.Player[strohmandel.Observation, strohmandel.Move] { return newSearch(seed, cfg) }},
			{Name: name, New: other},
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("\n%v", rep)
	return rep.Standings[0], rep.Standings[1]
}

// TestSearchBeatsRandom plays a small seeded duplicate match of the search
// player against the random player under the default rules: its mean must
// be above the random player's by more than both 95% intervals.
func TestSearchBeatsRandom(t *testing.T) {
	s, r := searchMatch(t, long.Count(60, 20), searchFast, "random", func(seed uint64) bot.Player[strohmandel.Observation, strohmandel.Move] {
		return strohbot.NewRandom(rand.New(rand.NewPCG(seed, 1)))
	})
	if s.Mean-s.CI95 <= r.Mean+r.CI95 {
		t.Errorf("search %.2f ± %.2f does not beat random %.2f ± %.2f", s.Mean, s.CI95, r.Mean, r.CI95)
	}
}

// playObservations returns the observations of the seat to move at random
// points of the play of random deals under the default rules.
func playObservations(b *testing.B, n int) []strohmandel.Observation {
	rng := rand.New(rand.NewPCG(8, 8))
	var out []strohmandel.Observation
	var buf []strohmandel.Move
	for len(out) < n {
		st, err := strohmandel.NewGame(strohmandel.MayrSedlaczek2007, strohmandel.Shuffled(rng))
		if err != nil {
			b.Fatal(err)
		}
		for !st.Done() {
			if st.Phase() == strohmandel.PhasePlay && rng.IntN(8) == 0 {
				out = append(out, st.Observation(st.ToMove()))
			}
			buf = st.AppendLegalMoves(buf[:0])
			st, _ = st.Apply(buf[rng.IntN(len(buf))])
		}
	}
	return out[:n]
}

// BenchmarkSearchDecision measures one decision of the play with the
// default configuration (20 samples, one playout per move and sample,
// exact solving in the last three tricks).
func BenchmarkSearchDecision(b *testing.B) {
	obs := playObservations(b, 64)
	legal := make([][]strohmandel.Move, len(obs))
	for i, o := range obs {
		st, err := strohmandel.Determinize(o, rand.New(rand.NewPCG(1, uint64(i))))
		if err != nil {
			b.Fatal(err)
		}
		legal[i] = st.LegalMoves()
	}
	p := newSearch(1, strohbot.SearchConfig{})
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		p.Choose(obs[i%len(obs)], legal[i%len(obs)])
	}
}

// BenchmarkDeterminize measures strohmandel.Determinize on the
// observations of BenchmarkSearchDecision: preparing the sampler and
// drawing one state, as a caller without a Determinizer does.
func BenchmarkDeterminize(b *testing.B) {
	obs := playObservations(b, 64)
	rng := rand.New(rand.NewPCG(2, 2))
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		if _, err := strohmandel.Determinize(obs[i%len(obs)], rng); err != nil {
			b.Fatal(err)
		}
	}
}

// The search player choosing a card near the end of a random deal: with
// three tricks left it solves every sampled deal exactly. It holds the
// Pagat and has the Cavall of diamonds face up on a pile, and keeps the
// Pagat back for the last trick (Pagat Ultimo, doc/strohmandel.md §6).
func ExampleNewSearch() {
	rng := rand.New(rand.NewPCG(4, 2))
	st, _ := strohmandel.NewGame(strohmandel.MayrSedlaczek2007, strohmandel.Shuffled(rng))
	for st.TricksPlayed() < 24 || !st.CurrentTrick().IsEmpty() {
		legal := st.LegalMoves()
		st, _ = st.Apply(legal[rng.IntN(len(legal))])
	}
	view := st.Observation(st.ToMove())
	p := strohbot.NewSearch(rand.New(rand.NewPCG(1, 1)), strohbot.SearchConfig{})
	fmt.Println("hand:", view.Hand, "tops:", view.Tops[view.Seat])
	fmt.Println("legal:", st.LegalMoves())
	fmt.Println("search plays:", p.Choose(view, st.LegalMoves()))
	// Output:
	// hand: T1 tops: CD
	// legal: [play T1 play CD]
	// search plays: play CD
}
