package search_test

import (
	"errors"
	"math"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/bot"
	"github.com/tarockfamily/sdk/tarock/internal/toy"
	"github.com/tarockfamily/sdk/tarock/search"
)

type (
	decisionConfig = search.DecisionConfig[toy.State, toy.Move, toy.Observation]
	decider        = search.Decider[toy.State, toy.Move, toy.Observation]
)

// toyValue is the toy game's value for the deciding seat (search.SeatValue).
func toyValue(final toy.State, me tarock.Seat) int {
	return search.SeatValue(final.Outcome(), 2, me, nil)
}

func newDecider(t testing.TB, cfg decisionConfig) *decider {
	t.Helper()
	if cfg.Determinize == nil {
		cfg.Determinize = toy.Determinize
	}
	if cfg.Seat == nil {
		cfg.Seat = toySeat
	}
	if cfg.Value == nil {
		cfg.Value = toyValue
	}
	d, err := search.NewDecider(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// lastMove plays the last legal move.
type lastMove struct{}

func (lastMove) Choose(_ toy.Observation, legal []toy.Move) toy.Move { return legal[len(legal)-1] }

// With every card dealt nothing is hidden from a seat that counts cards,
// so every deal is the true one: a solved decision values every move at
// the solver's value of the position after it, for the deciding seat, and
// lists them best first.
func TestDeciderValuesOpenEndgames(t *testing.T) {
	sv, _ := search.NewSolver(search.Config[toy.State, toy.Move]{Value: func(s toy.State) int { return toyValue(s, 0) }})
	for seed := range uint64(20) {
		s := playRandomly(t, toy.New(seed, toy.NoBug), rand.New(rand.NewPCG(seed, 3)), 44+int(seed%3))
		seat := s.ToMove()
		legal := s.AppendLegalMoves(nil)
		d := newDecider(t, decisionConfig{Rand: rand.New(rand.NewPCG(seed, 4)), Samples: 3, SolveMoves: 12})
		got := d.Estimates(s.Observation(seat), legal, nil)
		var want []search.Estimate[toy.Move]
		for _, m := range legal {
			after, _ := s.Apply(m)
			v, err := sv.Value(after)
			if err != nil {
				t.Fatal(err)
			}
			if seat == 1 {
				v = -v
			}
			want = append(want, search.Estimate[toy.Move]{Move: m, Value: float64(v) / search.DeltaWeight, Deals: 3})
		}
		slices.SortStableFunc(want, func(a, b search.Estimate[toy.Move]) int {
			return -cmpFloat(a.Value, b.Value)
		})
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("seed %d (-want +got):\n%s", seed, diff)
		}
		if best := d.Choose(s.Observation(seat), legal); len(legal) > 1 && best != want[0].Move {
			after, _ := s.Apply(best)
			v, _ := sv.Value(after)
			if seat == 1 {
				v = -v
			}
			if float64(v)/search.DeltaWeight != want[0].Value {
				t.Errorf("seed %d: chose %v worth %d, best %v", seed, best, v, want[0])
			}
		}
		deals := int64(3)
		if len(legal) > 1 {
			deals = 6
		}
		if st := d.Stats(); st.Playouts != 0 || st.Deals != deals || st.Solved != deals {
			t.Errorf("seed %d: stats %+v", seed, st)
		}
	}
}

func cmpFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// In the fixed mode the estimates depend only on the seed and the
// observation.
func TestDeciderDeterministic(t *testing.T) {
	for seed := range uint64(8) {
		s, _ := toy.Deal(seed, 9)
		s = playRandomly(t, s, rand.New(rand.NewPCG(seed, 1)), int(seed))
		view := s.Observation(s.ToMove())
		legal := s.AppendLegalMoves(nil)
		var got [2][]search.Estimate[toy.Move]
		var stats [2]search.DecisionStats
		for i := range 2 {
			d := newDecider(t, decisionConfig{Rand: rand.New(rand.NewPCG(seed, 2)), Samples: 6, Playouts: 2, SolveMoves: 6,
				Likelihood: func(w toy.State, me tarock.Seat) float64 { return float64(w.Playable(1 - me).Tarocks().Len()) }})
			for range 2 {
				got[i] = d.Estimates(view, legal, got[i][:0])
			}
			stats[i] = d.Stats()
		}
		if diff := cmp.Diff(got[0], got[1]); diff != "" || stats[0] != stats[1] {
			t.Errorf("seed %d: %s\n%+v\n%+v", seed, diff, stats[0], stats[1])
		}
		if stats[0].Drawn != 2*6*search.DefaultOversample {
			t.Errorf("seed %d: %d deals drawn, want %d", seed, stats[0].Drawn, 2*6*search.DefaultOversample)
		}
	}
}

// The pruning searches the policy's choice and the best-ranked others, and
// lists the moves it left out after them in the order of the ranking.
func TestDeciderPrunes(t *testing.T) {
	s, _ := toy.Deal(4, 10)
	view := s.Observation(0)
	legal := s.AppendLegalMoves(nil)
	if len(legal) != 10 {
		t.Fatalf("%d legal moves, want 10", len(legal))
	}
	points := func(_ toy.Observation, m toy.Move) float64 { return float64(m.Card.Value()) + float64(m.Card)/1000 }
	rank := func(view toy.Observation, legal []toy.Move, scores []float64) {
		for i, m := range legal {
			scores[i] = points(view, m)
		}
	}
	d := newDecider(t, decisionConfig{Rand: rand.New(rand.NewPCG(1, 1)), Samples: 2, Candidates: 3, Rank: rank, Rollout: lastMove{}})
	est := d.Estimates(view, legal, nil)
	if len(est) != len(legal) {
		t.Fatalf("%d estimates for %d moves", len(est), len(legal))
	}
	ranked := slices.Clone(legal[:len(legal)-1])
	slices.SortStableFunc(ranked, func(a, b toy.Move) int { return -cmpFloat(points(view, a), points(view, b)) })
	wantSearched := []toy.Move{legal[len(legal)-1], ranked[0], ranked[1]}
	var searched, left []toy.Move
	for _, e := range est {
		if e.Searched() {
			searched = append(searched, e.Move)
		} else {
			left = append(left, e.Move)
		}
	}
	slices.SortFunc(searched, func(a, b toy.Move) int { return int(a.Card) - int(b.Card) })
	slices.SortFunc(wantSearched, func(a, b toy.Move) int { return int(a.Card) - int(b.Card) })
	if !slices.Equal(searched, wantSearched) || !slices.Equal(left, ranked[2:]) {
		t.Errorf("searched %v, left %v; want %v and %v", searched, left, wantSearched, ranked[2:])
	}
	if st := d.Stats(); st.Pruned != 7 {
		t.Errorf("%d pruned, want 7", st.Pruned)
	}
}

// The inference keeps deals in proportion to their likelihood: a
// likelihood that rules out the Sküs in the opponent's hand keeps it out of
// every deal, and one that favours it puts it there more often than
// uniform sampling does, for the same seed.
func TestDeciderInference(t *testing.T) {
	s, _ := toy.Deal(11, 8)
	me := tarock.Seat(0)
	if s.Playable(me).Has(deck.Skus) || s.Playable(1).Has(deck.Skus) {
		t.Fatal("the deal was meant to leave the Sküs unseen")
	}
	view := s.Observation(me)
	count := func(lik func(toy.State, tarock.Seat) float64) int {
		d := newDecider(t, decisionConfig{Rand: rand.New(rand.NewPCG(5, 5)), Likelihood: lik})
		deals, err := d.Deals(view, 400, nil)
		if err != nil || len(deals) != 400 {
			t.Fatalf("%d deals: %v", len(deals), err)
		}
		n := 0
		for _, w := range deals {
			if w.Playable(1).Has(deck.Skus) {
				n++
			}
		}
		return n
	}
	uniform := count(nil)
	favour := count(func(w toy.State, _ tarock.Seat) float64 {
		if w.Playable(1).Has(deck.Skus) {
			return math.Log(8)
		}
		return 0
	})
	never := count(func(w toy.State, _ tarock.Seat) float64 {
		if w.Playable(1).Has(deck.Skus) {
			return math.Inf(-1)
		}
		return 0
	})
	// 8 of the 46 unseen cards are in the opponent's hand: uniform puts
	// the Sküs there in about 70 of 400 deals, the favouring likelihood
	// in about 230.
	if never != 0 || favour < 2*uniform || uniform == 0 {
		t.Errorf("Sküs with the opponent in %d deals uniformly, %d favoured, %d ruled out", uniform, favour, never)
	}
}

// A decision allocates nothing once the buffers have grown, however many
// deals it searches.
func TestDeciderAllocations(t *testing.T) {
	s, _ := toy.Deal(2, 9)
	view := s.Observation(0)
	legal := s.AppendLegalMoves(nil)
	for _, samples := range []int{4, 40} {
		d := newDecider(t, decisionConfig{Rand: rand.New(rand.NewPCG(1, 1)), Samples: samples, SolveMoves: 4,
			Likelihood: func(toy.State, tarock.Seat) float64 { return 0 }})
		var est []search.Estimate[toy.Move]
		est = d.Estimates(view, legal, est)
		if n := testing.AllocsPerRun(5, func() { est = d.Estimates(view, legal, est[:0]) }); n != 0 {
			t.Errorf("%d samples: %v allocations per decision", samples, n)
		}
	}
}

// With a budget a decision searches at least one deal and stops early.
func TestDeciderBudget(t *testing.T) {
	s, _ := toy.Deal(3, 12)
	legal := s.AppendLegalMoves(nil)
	d := newDecider(t, decisionConfig{Rand: rand.New(rand.NewPCG(1, 1)), Samples: 1000, Budget: time.Nanosecond})
	for range 3 {
		if m := d.Choose(s.Observation(0), legal); !slices.Contains(legal, m) {
			t.Fatalf("chose %v, not legal", m)
		}
	}
	if st := d.Stats(); st.Deals < 3 || st.Deals >= 3000 || st.TimeCutoffs == 0 {
		t.Errorf("stats %+v", st)
	}
}

// Forced decisions are returned at once; without a deal the fallback
// decides.
func TestDeciderForcedAndFallback(t *testing.T) {
	s, _ := toy.Deal(3, 5)
	legal := s.AppendLegalMoves(nil)
	bad := errors.New("no deal")
	d := newDecider(t, decisionConfig{Rand: rand.New(rand.NewPCG(1, 1)), Samples: 3, Fallback: lastMove{},
		Determinize: func(toy.Observation, *rand.Rand) (toy.State, error) { return toy.State{}, bad }})
	if m := d.Choose(s.Observation(0), legal[:1]); m != legal[0] {
		t.Errorf("forced: %v", m)
	}
	if m := d.Choose(s.Observation(0), legal); m != legal[len(legal)-1] {
		t.Errorf("fallback: %v, want %v", m, legal[len(legal)-1])
	}
	if st := d.Stats(); st.Fallbacks != 1 || st.Errors != 3 || !errors.Is(d.Err(), bad) || !errors.Is(d.Err(), search.ErrDeterminize) {
		t.Errorf("stats %+v, err %v", st, d.Err())
	}
	if est := d.Estimates(s.Observation(0), legal, nil); len(est) != len(legal) || est[0].Searched() {
		t.Errorf("estimates without a deal: %v", est)
	}
}

func TestDeciderConfigErrors(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 1))
	for name, cfg := range map[string]decisionConfig{
		"no determinize": {Seat: toySeat, Rand: r, Value: toyValue},
		"no value":       {Determinize: toy.Determinize, Seat: toySeat, Rand: r},
		"negative":       {Determinize: toy.Determinize, Seat: toySeat, Rand: r, Value: toyValue, Oversample: -1},
	} {
		if _, err := search.NewDecider(cfg); !errors.Is(err, search.ErrConfig) {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// hist is a toy state that keeps its history, for the model.
type hist struct {
	toy.State
	start toy.State
	moves []toy.Move
}

func (h hist) Apply(m toy.Move) (hist, error) {
	s, err := h.State.Apply(m)
	if err != nil {
		return h, err
	}
	return hist{s, h.start, append(h.moves[:len(h.moves):len(h.moves)], m)}, nil
}

// The model's likelihood is the product over the other seat's moves of
// (1 − ε)·[the policy's choice] + ε/n.
func TestModelLogLikelihood(t *testing.T) {
	start, _ := toy.Deal(7, 6)
	h := hist{State: start, start: start}
	rng := rand.New(rand.NewPCG(7, 7))
	const eps = 0.3
	want, last3 := 0.0, 0.0
	deviated := false
	for i := range 9 {
		legal := h.AppendLegalMoves(nil)
		m := legal[rng.IntN(len(legal))]
		if h.ToMove() == 1 && len(legal) > 1 {
			p := eps / float64(len(legal))
			if m == legal[0] {
				p += 1 - eps
			} else {
				deviated = true
			}
			want += math.Log(p)
			if i >= 6 {
				last3 += math.Log(p)
			}
		}
		h, _ = h.Apply(m)
	}
	md := search.Model[hist, toy.Move, toy.Observation]{
		Cards:  -1,
		Policy: bot.Func[toy.Observation, toy.Move](func(_ toy.Observation, legal []toy.Move) toy.Move { return legal[0] }),
		History: func(s hist, moves []toy.Move) (hist, []toy.Move, error) {
			return hist{State: s.start, start: s.start}, append(moves, s.moves...), nil
		},
		Noise: func(hist, toy.Move) float64 { return eps },
	}
	if got := md.LogLikelihood(h, 0); math.Abs(got-want) > 1e-12 || want == 0 {
		t.Errorf("log-likelihood %v, want %v", got, want)
	}
	md.Cards = 3
	if got := md.LogLikelihood(h, 0); math.Abs(got-last3) > 1e-12 {
		t.Errorf("the last 3 cards modelled: log-likelihood %v, want %v", got, last3)
	}
	md.Cards = -1
	md.Noise = func(hist, toy.Move) float64 { return 0 }
	if got := md.LogLikelihood(h, 0); deviated != math.IsInf(got, -1) {
		t.Errorf("certain model: %v (a deviation: %v)", got, deviated)
	}
	md.Noise = func(hist, toy.Move) float64 { return 1 }
	if got := md.LogLikelihood(h, 0); got != 0 {
		t.Errorf("no move modelled: %v", got)
	}
}

// The player searches the kinds of decision it is told to and leaves the
// others to the fallback.
func TestNewPlayerKinds(t *testing.T) {
	draws := 0
	rules := search.PlayerRules[toy.State, toy.Move, toy.Observation]{
		Determinize: func(v toy.Observation, r *rand.Rand) (toy.State, error) {
			draws++
			return toy.Determinize(v, r)
		},
		Seat: toySeat, TrickMoves: 2,
	}
	for _, tc := range []struct {
		searched search.Decisions
		pimc     bool
		search   bool
	}{
		{search.DecidePlay, false, true},
		{search.DecideContract | search.DecideAnnounce, false, false},
		{0, true, true},
	} {
		fallback := &firstMove{}
		p := search.NewPlayer(rand.New(rand.NewPCG(1, 1)), search.PlayerConfig{Samples: 2, Searched: tc.searched, PIMC: tc.pimc}, fallback, rules)
		s, _ := toy.Deal(5, 6)
		legal := s.AppendLegalMoves(nil)
		draws = 0
		p.Choose(s.Observation(0), legal)
		if (draws > 0) != tc.search {
			t.Errorf("%+v: %d deals drawn", tc, draws)
		}
		adv, ok := p.(search.Advisor[toy.Observation, toy.Move])
		if !ok {
			t.Fatalf("%+v: %T is not an Advisor", tc, p)
		}
		if est := adv.Estimates(s.Observation(0), legal, nil); len(est) != len(legal) || !est[0].Searched() {
			t.Errorf("%+v: estimates %v", tc, est)
		}
	}
}

// Review searches the move made even when the pruning would leave it out.
func TestDeciderReview(t *testing.T) {
	s, _ := toy.Deal(4, 10)
	legal := s.AppendLegalMoves(nil)
	d := newDecider(t, decisionConfig{Rand: rand.New(rand.NewPCG(1, 1)), Samples: 2, Candidates: 2, Rollout: lastMove{}})
	made := legal[3]
	est := d.Review(s.Observation(0), legal, made, nil)
	n := 0
	for _, e := range est {
		if e.Searched() {
			n++
			if e.Move != made && e.Move != legal[len(legal)-1] {
				t.Errorf("searched %v", e.Move)
			}
		}
	}
	if n != 2 || len(est) != len(legal) {
		t.Errorf("%d searched of %d: %v", n, len(est), est)
	}
}

// Analyze judges every decision of the seat with more than one legal move,
// the biggest loss first: in an open toy endgame solved exactly, the loss
// of each move is its solved value below the best.
func TestAnalyze(t *testing.T) {
	start := playRandomly(t, toy.New(3, toy.NoBug), rand.New(rand.NewPCG(3, 3)), 42)
	final, moves, err := bot.Play(start, []player{lastMove{}, lastMove{}}, 0)
	if err != nil || !final.Done() {
		t.Fatal(err)
	}
	d := newDecider(t, decisionConfig{Rand: rand.New(rand.NewPCG(1, 1)), Samples: 1, SolveMoves: 14})
	reviews, err := search.Analyze(start, moves, 0, search.Reviewer[toy.Observation, toy.Move](d))
	if err != nil || len(reviews) == 0 {
		t.Fatal(len(reviews), err)
	}
	for i, r := range reviews {
		if r.Loss < 0 || r.Loss != r.BestValue-r.MadeValue || r.Best != r.Estimates[0].Move {
			t.Errorf("review %+v", r)
		}
		if i > 0 && r.Loss > reviews[i-1].Loss {
			t.Errorf("review %d loses %v, more than the one before", i, r.Loss)
		}
		if moves[r.Index] != r.Made {
			t.Errorf("review of move %d made %v, the deal has %v", r.Index, r.Made, moves[r.Index])
		}
	}
	bad := slices.Clone(moves)
	bad[1] = bad[0]
	if _, err := search.Analyze(start, bad, 0, search.Reviewer[toy.Observation, toy.Move](d)); !errors.Is(err, tarock.ErrCardNotHeld) {
		t.Errorf("an illegal move: %v", err)
	}
}
