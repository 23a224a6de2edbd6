package search_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/arena"
	"github.com/tarockfamily/sdk/tarock/bot"
	"github.com/tarockfamily/sdk/tarock/internal/toy"
	"github.com/tarockfamily/sdk/tarock/search"
)

type (
	pimcConfig = search.PIMCConfig[toy.State, toy.Move, toy.Observation]
	player     = bot.Player[toy.Observation, toy.Move]
)

var _ player = (*search.PIMC[toy.State, toy.Move, toy.Observation])(nil)

func toySeat(v toy.Observation) tarock.Seat { return v.Seat }

func toyHash(s toy.State) uint64 { return s.Hash() }

func newPIMC(t testing.TB, cfg pimcConfig) *search.PIMC[toy.State, toy.Move, toy.Observation] {
	t.Helper()
	if cfg.Determinize == nil {
		cfg.Determinize = toy.Determinize
	}
	if cfg.Seat == nil {
		cfg.Seat = toySeat
	}
	p, err := search.NewPIMC(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// The PIMC player beats uniformly random play in duplicate toy deals of
// eight tricks, by more than the 95% interval.
func TestPIMCBeatsRandom(t *testing.T) {
	pimc := func(seed uint64) player {
		return newPIMC(t, pimcConfig{
			Rand:       rand.New(rand.NewPCG(seed, 7)),
			Samples:    8,
			SolveMoves: 8,
			Search:     search.Config[toy.State, toy.Move]{Hash: toyHash, TableBits: 12},
		})
	}
	random := func(seed uint64) player {
		return bot.NewRandom[toy.Observation, toy.Move](rand.New(rand.NewPCG(seed, 0)))
	}
	rep, err := arena.Run(arena.Config[toy.State, toy.Move, toy.Observation]{
		Deals: 300,
		Seed:  5,
		NewDeal: func(_ int, rng *rand.Rand) (toy.State, error) {
			return toy.Deal(rng.Uint64(), 12)
		},
		Entrants: []arena.Entrant[toy.Observation, toy.Move]{{Name: "pimc", New: pimc}, {Name: "random", New: random}},
	})
	if err != nil {
		t.Fatal(err)
	}
	p := rep.Standings[0]
	t.Logf("\n%s", rep)
	if p.Mean-p.CI95 <= 0 {
		t.Errorf("PIMC %.3f ± %.3f not ahead of random", p.Mean, p.CI95)
	}
}

// With every card dealt (a full toy deal) nothing is hidden from a seat
// that counts cards, so every sample is the true state and a solved
// decision must keep the solver's value.
func TestPIMCSolvesOpenEndgames(t *testing.T) {
	sv, _ := search.NewSolver(search.Config[toy.State, toy.Move]{Hash: toyHash})
	for seed := range uint64(30) {
		s := playRandomly(t, toy.New(seed, toy.NoBug), rand.New(rand.NewPCG(seed, 3)), 44+int(seed%3))
		seat := s.ToMove()
		legal := s.AppendLegalMoves(nil)
		if len(legal) < 2 {
			continue
		}
		p := newPIMC(t, pimcConfig{Rand: rand.New(rand.NewPCG(seed, 4)), Samples: 3, SolveMoves: 12})
		m := p.Choose(s.Observation(seat), legal)
		want, err := sv.Value(s)
		if err != nil {
			t.Fatal(err)
		}
		after, _ := s.Apply(m)
		got, err := sv.Value(after)
		if err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Errorf("seed %d: %v chose %v worth %d, best is worth %d", seed, seat, m, got, want)
		}
		if st := p.Stats(); st.Solved != 3 || st.Playouts != 0 || st.Samples != 3 {
			t.Errorf("seed %d: stats %+v", seed, st)
		}
	}
}

// Choose depends only on the observation and the seed.
func TestPIMCDeterministic(t *testing.T) {
	for seed := range uint64(10) {
		s, _ := toy.Deal(seed, 9)
		s = playRandomly(t, s, rand.New(rand.NewPCG(seed, 1)), int(seed))
		view := s.Observation(s.ToMove())
		legal := s.AppendLegalMoves(nil)
		var choices [2]toy.Move
		var stats [2]search.PIMCStats
		for i := range 2 {
			p := newPIMC(t, pimcConfig{Rand: rand.New(rand.NewPCG(seed, 2)), Samples: 6, Playouts: 2, SolveMoves: 6})
			for range 3 {
				choices[i] = p.Choose(view, legal)
			}
			stats[i] = p.Stats()
		}
		if choices[0] != choices[1] || stats[0] != stats[1] {
			t.Errorf("seed %d: %v %+v, then %v %+v", seed, choices[0], stats[0], choices[1], stats[1])
		}
	}
}

// Two deals that differ only in cards seat 0 cannot see (which of the
// unseen cards seat 1 holds and which lie aside) give seat 0 the same
// observation and the same choice; and the determinizer only ever sees that
// observation.
func TestPIMCSeesOnlyTheObservation(t *testing.T) {
	mine := deck.SetOf(deck.HeartsKing, deck.HeartsQueen, deck.Spades7, deck.Tarock5, deck.Mond)
	theirs := [2]deck.Set{
		deck.SetOf(deck.Hearts4, deck.Skus, deck.ClubsKing, deck.Spades10, deck.Tarock12),
		deck.SetOf(deck.HeartsJack, deck.Pagat, deck.DiamondsKing, deck.SpadesQueen, deck.Tarock20),
	}
	var views [2]toy.Observation
	var choices [2]toy.Move
	for i, h := range theirs {
		s, err := toy.NewPosition(toy.Position{Hands: [2]deck.Set{mine, h}})
		if err != nil {
			t.Fatal(err)
		}
		views[i] = s.Observation(0)
		var seen []toy.Observation
		p := newPIMC(t, pimcConfig{
			Rand: rand.New(rand.NewPCG(11, 12)),
			Determinize: func(v toy.Observation, rng *rand.Rand) (toy.State, error) {
				seen = append(seen, v)
				return toy.Determinize(v, rng)
			},
			Samples:    10,
			SolveMoves: 10,
		})
		choices[i] = p.Choose(views[i], s.AppendLegalMoves(nil))
		if len(seen) != 10 {
			t.Errorf("deal %d: %d determinizations, want 10", i, len(seen))
		}
		for _, v := range seen {
			if v != views[i] {
				t.Errorf("deal %d: determinizer given %+v, not the observation", i, v)
			}
		}
	}
	if views[0] != views[1] {
		t.Fatalf("observations differ: %+v\n%+v", views[0], views[1])
	}
	if choices[0] != choices[1] {
		t.Errorf("choice depends on hidden cards: %v vs %v", choices[0], choices[1])
	}
}

func TestPIMCForcedAndFallback(t *testing.T) {
	calls := 0
	failing := func(toy.Observation, *rand.Rand) (toy.State, error) {
		calls++
		return toy.State{}, errors.New("no deal fits")
	}
	s, _ := toy.Deal(2, 5)
	view := s.Observation(0)
	legal := s.AppendLegalMoves(nil)

	p := newPIMC(t, pimcConfig{Rand: rand.New(rand.NewPCG(1, 1)), Determinize: failing, Samples: 4})
	if m := p.Choose(view, legal[:1]); m != legal[0] || calls != 0 {
		t.Errorf("single move: %v after %d determinizations", m, calls)
	}
	if m := p.Choose(view, legal); m != legal[0] {
		t.Errorf("without a fallback: %v, want the first legal move %v", m, legal[0])
	}
	st := p.Stats()
	want := search.PIMCStats{Decisions: 2, Forced: 1, DeterminizeErrors: 4, Fallbacks: 1}
	if st != want || !errors.Is(p.Err(), search.ErrDeterminize) {
		t.Errorf("stats %+v (want %+v), err %v", st, want, p.Err())
	}

	last := bot.Func[toy.Observation, toy.Move](func(_ toy.Observation, l []toy.Move) toy.Move { return l[len(l)-1] })
	p = newPIMC(t, pimcConfig{Rand: rand.New(rand.NewPCG(1, 1)), Determinize: failing, Fallback: last})
	if m := p.Choose(view, legal); m != legal[len(legal)-1] {
		t.Errorf("fallback player not asked: %v", m)
	}

	// A determinizer that puts the wrong seat to move is caught too.
	wrong := func(v toy.Observation, rng *rand.Rand) (toy.State, error) {
		v.Seat = 1 - v.Seat
		v.Hand = s.Playable(v.Seat)
		return toy.Determinize(v, rng)
	}
	p = newPIMC(t, pimcConfig{Rand: rand.New(rand.NewPCG(1, 1)), Determinize: wrong, Samples: 2})
	p.Choose(view, legal)
	if st := p.Stats(); st.BadSamples != 2 || st.Fallbacks != 1 || p.Err() == nil {
		t.Errorf("wrong seat: stats %+v, err %v", st, p.Err())
	}
}

// Playouts with a rollout player seeing observations, and a solver node
// limit that sends samples to playouts.
func TestPIMCPlayouts(t *testing.T) {
	s, _ := toy.Deal(8, 10)
	view := s.Observation(0)
	legal := s.AppendLegalMoves(nil)
	var shown int
	rollout := bot.Func[toy.Observation, toy.Move](func(v toy.Observation, l []toy.Move) toy.Move {
		shown++
		for _, m := range l {
			if !v.Hand.Has(m.Card) {
				t.Fatalf("rollout shown a legal move %v not in the hand %v", m, v.Hand)
			}
		}
		return l[0]
	})
	p := newPIMC(t, pimcConfig{
		Rand: rand.New(rand.NewPCG(1, 1)), Samples: 3, Playouts: 2, Rollout: rollout,
		SolveMoves: 20, Search: search.Config[toy.State, toy.Move]{MaxNodes: 20},
	})
	m := p.Choose(view, legal)
	if !s.Playable(0).Has(m.Card) {
		t.Fatalf("chose %v", m)
	}
	st := p.Stats()
	if st.Samples != 3 || st.SolverLimits != 3 || st.Solved != 0 || st.Playouts != int64(3*2*len(legal)) || shown == 0 {
		t.Errorf("stats %+v, rollout asked %d times", st, shown)
	}
}

func TestPIMCConfigErrors(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 1))
	for name, cfg := range map[string]pimcConfig{
		"no determinizer": {Seat: toySeat, Rand: rng},
		"no seat":         {Determinize: toy.Determinize, Rand: rng},
		"no rand":         {Determinize: toy.Determinize, Seat: toySeat},
		"samples":         {Determinize: toy.Determinize, Seat: toySeat, Rand: rng, Samples: -1},
		"playouts":        {Determinize: toy.Determinize, Seat: toySeat, Rand: rng, Playouts: -1},
		"solve":           {Determinize: toy.Determinize, Seat: toySeat, Rand: rng, SolveMoves: -1},
		"budget":          {Determinize: toy.Determinize, Seat: toySeat, Rand: rng, Budget: -1},
		"solver":          {Determinize: toy.Determinize, Seat: toySeat, Rand: rng, Search: search.Config[toy.State, toy.Move]{MaxNodes: -1}},
	} {
		if _, err := search.NewPIMC(cfg); !errors.Is(err, search.ErrConfig) {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// A time budget stops a decision after the first sample once the clock
// has run out; a nanosecond is always over by then.
func TestPIMCBudget(t *testing.T) {
	s, _ := toy.Deal(6, 6)
	p := newPIMC(t, pimcConfig{Rand: rand.New(rand.NewPCG(1, 1)), Samples: 50, Budget: 1})
	p.Choose(s.Observation(0), s.AppendLegalMoves(nil))
	if st := p.Stats(); st.Samples != 1 || st.TimeCutoffs != 1 {
		t.Errorf("stats %+v", st)
	}
}

// ExamplePIMC lets a PIMC player lead from a hand of five cards in a toy
// deal of five tricks; it cannot see the opponent's five cards nor the 44
// cards aside, which go to the winner of the last trick.
func ExamplePIMC() {
	s, err := toy.NewPosition(toy.Position{Hands: [2]deck.Set{
		deck.SetOf(deck.HeartsKing, deck.HeartsQueen, deck.Spades7, deck.Tarock5, deck.Mond),
		deck.SetOf(deck.Hearts4, deck.Skus, deck.ClubsKing, deck.Spades10, deck.Tarock12),
	}})
	if err != nil {
		fmt.Println(err)
		return
	}
	p, err := search.NewPIMC(search.PIMCConfig[toy.State, toy.Move, toy.Observation]{
		Determinize: toy.Determinize,
		Seat:        func(v toy.Observation) tarock.Seat { return v.Seat },
		Rand:        rand.New(rand.NewPCG(1, 2)),
		Samples:     40,
		SolveMoves:  10, // the whole deal: every sample is solved exactly
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	m := p.Choose(s.Observation(0), s.AppendLegalMoves(nil))
	st := p.Stats()
	fmt.Println(m, st.Samples, st.Solved)
	// Output:
	// play QH 40 40
}
