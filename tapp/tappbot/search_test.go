package tappbot_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tapp/tappbot"
	"github.com/tarockfamily/sdk/tapp/tapptest"
	"github.com/tarockfamily/sdk/tarock/arena"
	"github.com/tarockfamily/sdk/tarock/bot"
	"github.com/tarockfamily/sdk/tarock/search"
	"github.com/tarockfamily/sdk/tarock/tarocktest"
)

// searchFast is a cheap configuration for the tests.
var searchFast = tappbot.SearchConfig{Samples: 4, Playouts: 1}

func newSearch(seed uint64, cfg tappbot.SearchConfig) bot.Player[tapp.Observation, tapp.Move] {
	return tappbot.NewSearch(rand.New(rand.NewPCG(seed, 21)), cfg)
}

// searchChecked wraps a player and fails the test when it returns a move
// that is not among the legal ones.
type searchChecked struct {
	t     *testing.T
	p     bot.Player[tapp.Observation, tapp.Move]
	plays int
}

func (c *searchChecked) Choose(o tapp.Observation, legal []tapp.Move) tapp.Move {
	m := c.p.Choose(o, legal)
	if !slices.Contains(legal, m) {
		c.t.Fatalf("%v in phase %v chose %v, legal: %v", o.Seat, o.Phase, m, legal)
	}
	if o.Phase == tapp.PhasePlay {
		c.plays++
	}
	return m
}

// The search player only ever returns legal moves, in every phase of
// deals of every preset and of rule sets with the other options
// (Trischaken, Kontra, both announcements, talon card counts).
func TestSearchLegal(t *testing.T) {
	rules := []tapp.Rules{}
	for _, p := range tapp.Presets() {
		rules = append(rules, p.Rules)
	}
	r := tapp.MayrSedlaczek2001
	r.Kontra, r.Announcements, r.TalonMode, r.AllPass = true, tapp.AnnouncementsBoth, tapp.TalonCardCount, tapp.AllPassTrischaken
	rules = append(rules, r)
	plays := 0
	for i, r := range rules {
		for deal := range uint64(3) {
			seed := uint64(i)*10 + deal
			st, err := tapp.NewGame(r, tapp.ShuffledFor(rand.New(rand.NewPCG(seed, 1)), r))
			if err != nil {
				t.Fatal(err)
			}
			players := make([]bot.Player[tapp.Observation, tapp.Move], st.Players())
			checked := make([]*searchChecked, st.Players())
			for p := range players {
				checked[p] = &searchChecked{t: t, p: newSearch(seed+uint64(p), searchFast)}
				if p == len(players)-1 && deal == 1 {
					// random bids make all-pass deals (Trischaken) likely
					checked[p].p = tappbot.NewRandom(rand.New(rand.NewPCG(seed, 2)))
				}
				players[p] = checked[p]
			}
			if _, _, err := bot.Play(st, players, 0); err != nil {
				t.Fatalf("rules %d deal %d: %v", i, deal, err)
			}
			for _, c := range checked {
				plays += c.plays
			}
		}
	}
	if plays < 200 {
		t.Errorf("only %d card plays chosen", plays)
	}
}

// Two search players made from the same seed make the same decisions on
// the same observations, decision after decision.
func TestSearchDeterministic(t *testing.T) {
	plays := 0
	for seed := range uint64(12) {
		st, err := tapp.NewGame(tapp.MayrSedlaczek2001, tapp.Shuffled(rand.New(rand.NewPCG(seed, 3))))
		if err != nil {
			t.Fatal(err)
		}
		a, b := newSearch(seed, searchFast), newSearch(seed, searchFast)
		other := tappbot.NewHeuristic(rand.New(rand.NewPCG(seed, 4)))
		var legal []tapp.Move
		for !st.Done() {
			legal = st.AppendLegalMoves(legal[:0])
			view := st.Observation(st.ToMove())
			var m tapp.Move
			if st.ToMove() == 0 {
				m = a.Choose(view, legal)
				if m2 := b.Choose(view, legal); m2 != m {
					t.Fatalf("seed %d: %v and %v from the same seed and view", seed, m, m2)
				}
				if st.Phase() == tapp.PhasePlay && len(legal) > 1 {
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
	if plays < 40 {
		t.Errorf("only %d searched decisions compared", plays)
	}
}

// The search player's decisions do not depend on cards its seat has not
// seen (the generic leak check of package tarocktest).
func TestSearchLeaks(t *testing.T) {
	for _, level := range search.Levels() {
		t.Run(level.Name, func(t *testing.T) {
			cfg := level.Config
			cfg.Samples = 3
			tarocktest.CheckLeaks(t, tarocktest.LeakSpec[tapp.State, tapp.Move, tapp.Observation]{
				New: func(seed uint64) (tapp.State, error) {
					return tapp.NewGame(tapp.MayrSedlaczek2001, tapp.Shuffled(rand.New(rand.NewPCG(seed, 5))))
				},
				Determinize: tapp.Determinize,
				Exchange:    tapptest.Exchange,
				Hidden:      tapptest.Hidden,
				Player: func(seed uint64) bot.Player[tapp.Observation, tapp.Move] {
					return newSearch(seed, cfg)
				},
			})
		})
	}
}

// searchMatch plays a seeded duplicate match of the search player against
// two copies of other.
func searchMatch(t *testing.T, deals int, cfg tappbot.SearchConfig, name string, other func(uint64) bot.Player[tapp.Observation, tapp.Move]) arena.Standing {
	t.Helper()
	rep, err := arena.Run(arena.Config[tapp.State, tapp.Move, tapp.Observation]{
		Deals: deals,
		Seed:  17,
		NewDeal: func(_ int, rng *rand.Rand) (tapp.State, error) {
			return tapp.NewGame(tapp.MayrSedlaczek2001, tapp.Shuffled(rng))
		},
		Entrants: []arena.Entrant[tapp.Observation, tapp.Move]{
			{Name: "search", New: func(seed uint64) bot.Player[tapp.Observation, tapp.Move] { return newSearch(seed, cfg) }},
			{Name: name, New: other},
			{Name: name, New: other},
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("\n%s", rep)
	return rep.Standings[0]
}

// In a small seeded duplicate match the search player wins more game
// points than two random players, by more than the 95% interval.
func TestSearchBeatsRandom(t *testing.T) {
	s := searchMatch(t, 24, tappbot.SearchConfig{Samples: 4, Playouts: 1}, "random", func(seed uint64) bot.Player[tapp.Observation, tapp.Move] {
		return tappbot.NewRandom(rand.New(rand.NewPCG(seed, 6)))
	})
	if s.Mean-s.CI95 <= 0 {
		t.Errorf("search %.2f ± %.2f game points per game: not ahead of random", s.Mean, s.CI95)
	}
}

// searchPosition returns a position of the play of a seeded deal with the
// given number of tricks left, the seat to act having a choice.
func searchPosition(tb testing.TB, seed uint64, tricksLeft int) (tapp.Observation, []tapp.Move) {
	tb.Helper()
	for i := seed; ; i++ {
		rng := rand.New(rand.NewPCG(i, 8))
		st, err := tapp.NewGame(tapp.MayrSedlaczek2001, tapp.Shuffled(rng))
		if err != nil {
			tb.Fatal(err)
		}
		h := tappbot.NewHeuristic(rng)
		var legal []tapp.Move
		for !st.Done() {
			legal = st.AppendLegalMoves(legal[:0])
			if st.Phase() == tapp.PhasePlay && 16-st.TricksPlayed() == tricksLeft && len(legal) > 1 {
				return st.Observation(st.ToMove()), legal
			}
			st, _ = st.Apply(h.Choose(st.Observation(st.ToMove()), legal))
		}
	}
}

func benchmarkSearch(b *testing.B, tricksLeft int, cfg tappbot.SearchConfig) {
	var views []tapp.Observation
	var legals [][]tapp.Move
	for i := range uint64(8) {
		v, l := searchPosition(b, 100*i, tricksLeft)
		views, legals = append(views, v), append(legals, l)
	}
	p := newSearch(1, cfg)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		p.Choose(views[i%len(views)], legals[i%len(legals)])
		i++
	}
}

// BenchmarkSearchFirstTrick times a decision in the first trick with the
// default configuration (20 samples, one random playout per move).
func BenchmarkSearchFirstTrick(b *testing.B) { benchmarkSearch(b, 16, tappbot.SearchConfig{}) }

// BenchmarkSearchMiddle times a decision with eight tricks left.
func BenchmarkSearchMiddle(b *testing.B) { benchmarkSearch(b, 8, tappbot.SearchConfig{}) }

// BenchmarkSearchEndgame times a decision with three tricks left, where
// every sample is solved exactly.
func BenchmarkSearchEndgame(b *testing.B) { benchmarkSearch(b, 3, tappbot.SearchConfig{}) }

// ExampleNewSearch asks the search player for the declarer's card with two
// tricks left. Forehand holds the Pagat and the last diamond, the AD; no
// other tarock and no other diamond is left in the defenders' hands. Leading
// the AD first and keeping the Pagat for the last trick wins a silent
// Pagat Ultimo (doc/tapp.md §10.4) on top of the Valat.
func ExampleNewSearch() {
	set := func(s string) deck.Set {
		c, err := deck.ParseSet(s)
		if err != nil {
			panic(err)
		}
		return c
	}
	d, err := tapp.NewDeal([3]deck.Set{
		set("Skus T21 T20 T19 T18 T17 T16 T15 T14 T13 T1 KH KD KS KC 4D"),
		set("T12 T11 T10 T9 T8 4H 3H 2H AH JH CH QH 7S 8S 9S 10S"),
		set("T7 T6 T5 T4 T3 T2 JS CS QS 7C 8C 9C 10C JC CC QC"),
	}, set("3D 2D AD"), set("JD CD QD"))
	if err != nil {
		panic(err)
	}
	st, err := tapp.NewGame(tapp.MayrSedlaczek2001, d)
	if err != nil {
		panic(err)
	}
	script := "bid Dreier, pass, pass, take lower, discard 4D 3D 2D, announce none, " +
		"play Skus, play T12, play T7, play T21, play T11, play T6, play T20, play T10, play T5, " +
		"play T19, play T9, play T4, play T18, play T8, play T3, play T17, play 4H, play T2, " +
		"play T16, play 3H, play JS, play T15, play 2H, play CS, play T14, play AH, play QS, " +
		"play T13, play JH, play 7C, play KH, play CH, play 8C, play KS, play 7S, play 9C, " +
		"play KC, play 8S, play 10C, play KD, play 9S, play JC"
	for _, text := range strings.Split(script, ", ") {
		m, err := tapp.ParseMove(text)
		if err == nil {
			st, err = st.Apply(m)
		}
		if err != nil {
			panic(err)
		}
	}
	p := tappbot.NewSearch(rand.New(rand.NewPCG(1, 2)), tappbot.SearchConfig{})
	fmt.Println(st.Hand(0), "->", p.Choose(st.Observation(0), st.LegalMoves()))
	// Output:
	// T1 AD -> play AD
}
