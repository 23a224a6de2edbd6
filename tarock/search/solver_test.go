package search_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/internal/toy"
	"github.com/tarockfamily/sdk/tarock/search"
	"pgregory.net/rapid"
)

// defaultValue is the solver's default value for the toy game, where seat i
// is side i.
func defaultValue(s toy.State) int {
	return search.OutcomeValue(s.Outcome(), 2, func(seat tarock.Seat) int { return int(seat) })
}

// thirdsOnly scores by card points alone.
func thirdsOnly(s toy.State) int {
	o := s.Outcome()
	return o.Thirds[0] - o.Thirds[1]
}

// fataler is what the helpers need of *testing.T and *rapid.T.
type fataler interface {
	Fatal(args ...any)
	Fatalf(format string, args ...any)
}

// minimax is plain minimax without pruning: seat 0 maximises value, seat 1
// minimises it.
func minimax(t fataler, s toy.State, value func(toy.State) int) int {
	if s.Done() {
		return value(s)
	}
	moves := s.AppendLegalMoves(nil)
	if len(moves) == 0 {
		t.Fatalf("no legal move in %+v", s)
	}
	best := 0
	for i, m := range moves {
		child, err := s.Apply(m)
		if err != nil {
			t.Fatal(err)
		}
		v := minimax(t, child, value)
		if i == 0 || (s.ToMove() == 0 && v > best) || (s.ToMove() == 1 && v < best) {
			best = v
		}
	}
	return best
}

func playRandomly(t fataler, s toy.State, rng *rand.Rand, n int) toy.State {
	var buf []toy.Move
	for range n {
		if s.Done() {
			break
		}
		buf = s.AppendLegalMoves(buf[:0])
		next, err := s.Apply(buf[rng.IntN(len(buf))])
		if err != nil {
			t.Fatal(err)
		}
		s = next
	}
	return s
}

// endgame returns a toy position with 2 to 5 tricks left (maybe in the
// middle of a trick): either a short deal with most cards aside or the end
// of a full deal played at random.
func endgame(t *rapid.T) toy.State {
	seed := rapid.Uint64().Draw(t, "seed")
	tricks := rapid.IntRange(2, 5).Draw(t, "tricks")
	mid := rapid.Bool().Draw(t, "mid-trick")
	var s toy.State
	if rapid.Bool().Draw(t, "short deal") {
		var err error
		if s, err = toy.Deal(seed, tricks+rapid.IntRange(0, 6).Draw(t, "more")); err != nil {
			t.Fatal(err)
		}
	} else {
		s = toy.New(seed, toy.NoBug)
	}
	rng := rand.New(rand.NewPCG(seed, 1))
	left := s.Playable(0).Len()
	n := 2 * (left - tricks)
	if mid {
		n++
	}
	return playRandomly(t, s, rng, n)
}

type variant struct {
	name  string
	cfg   search.Config[toy.State, toy.Move]
	value func(toy.State) int
}

func variants() []variant {
	hash := func(s toy.State) uint64 { return s.Hash() }
	return []variant{
		{"plain", search.Config[toy.State, toy.Move]{}, defaultValue},
		{"table", search.Config[toy.State, toy.Move]{Hash: hash}, defaultValue},
		{"tiny table", search.Config[toy.State, toy.Move]{Hash: hash, TableBits: 3}, defaultValue},
		{"thirds", search.Config[toy.State, toy.Move]{Hash: hash, Value: thirdsOnly}, thirdsOnly},
		{"reversed order", search.Config[toy.State, toy.Move]{
			Score: func(_ toy.State, m toy.Move) int { return -int(m.Card) },
		}, defaultValue},
		{"explicit side", search.Config[toy.State, toy.Move]{
			Side: func(_ toy.State, seat tarock.Seat) int { return int(seat) },
			Line: true,
		}, defaultValue},
	}
}

// The solver finds the minimax value, its best move achieves it, and its
// line (when asked for) is a legal sequence to the end that achieves it.
func TestSolverMatchesMinimax(t *testing.T) {
	vs := variants()
	solvers := make([]*search.Solver[toy.State, toy.Move], len(vs))
	for i, v := range vs {
		var err error
		if solvers[i], err = search.NewSolver(v.cfg); err != nil {
			t.Fatal(err)
		}
	}
	rapid.Check(t, func(t *rapid.T) {
		s := endgame(t)
		for i, v := range vs {
			sv := solvers[i]
			want := minimax(t, s, v.value)
			res, err := sv.Solve(s)
			if err != nil {
				t.Fatalf("%s: %v", v.name, err)
			}
			if res.Value != want {
				t.Fatalf("%s: value %d, minimax %d", v.name, res.Value, want)
			}
			after, err := s.Apply(res.Best)
			if err != nil {
				t.Fatalf("%s: best move %v: %v", v.name, res.Best, err)
			}
			if got := minimax(t, after, v.value); got != want {
				t.Fatalf("%s: best move %v leads to %d, want %d", v.name, res.Best, got, want)
			}
			if got, err := sv.Value(s); err != nil || got != want {
				t.Fatalf("%s: Value %d, %v; want %d", v.name, got, err, want)
			}
			if v.cfg.Line {
				end := s
				for _, m := range res.Line {
					if end, err = end.Apply(m); err != nil {
						t.Fatalf("%s: line %v: %v", v.name, res.Line, err)
					}
				}
				if !end.Done() || v.value(end) != want || res.Line[0] != res.Best {
					t.Fatalf("%s: line %v ends at %d (done %v), want %d", v.name, res.Line, v.value(end), end.Done(), want)
				}
			}
		}
	})
}

// Fixed seeds as well, every variant on the same positions.
func TestSolverMatchesMinimaxSeeded(t *testing.T) {
	for seed := range uint64(40) {
		s, _ := toy.Deal(seed, 8)
		s = playRandomly(t, s, rand.New(rand.NewPCG(seed, 9)), 6+int(seed%5))
		for _, v := range variants() {
			sv, err := search.NewSolver(v.cfg)
			if err != nil {
				t.Fatal(err)
			}
			want := minimax(t, s, v.value)
			if res, err := sv.Solve(s); err != nil || res.Value != want {
				t.Errorf("seed %d, %s: %d, %v; minimax %d", seed, v.name, res.Value, err, want)
			}
		}
	}
}

// Hand-built two-trick endgames, seat 0 to lead and every other card aside
// (the cards aside go to the winner of the last trick, so the last trick
// decides the game). Values: 1000 per game point plus the lead in thirds.
func TestSolverHandBuilt(t *testing.T) {
	set := func(cards ...deck.Card) deck.Set { return deck.SetOf(cards...) }
	for _, tc := range []struct {
		name   string
		hands  [2]deck.Set
		value  int
		best   deck.Card
		reason string
	}{
		{
			name:  "follow suit",
			hands: [2]deck.Set{set(deck.HeartsKing, deck.Tarock2), set(deck.Hearts4, deck.Skus)},
			// Leading KH forces 4H (follow suit, doc/tapp.md §8):
			// seat 0 takes the first trick, then II loses to the Sküs in
			// the last. Leading II forces the Sküs (a tarock lead is
			// followed with a tarock), and seat 1 must then lead 4H into
			// KH: seat 0 takes the last trick and the 50 cards aside.
			// Seat 1 keeps II and the Sküs: 3·6 − 2·2 = 14 thirds,
			// seat 0 the other 196.
			value:  1000 + 196 - 14,
			best:   deck.Tarock2,
			reason: "give up the first trick to win the last",
		},
		{
			name:  "else tarock",
			hands: [2]deck.Set{set(deck.HeartsKing, deck.Spades8), set(deck.Pagat, deck.Spades7)},
			// Leading KH: seat 1 has no heart and must play a tarock
			// (doc/tapp.md §8), the Pagat takes the trick, and 7S
			// led loses to 8S in the last. Seat 1 keeps KH and the Pagat:
			// 3·10 − 2·2 = 26 thirds. Leading 8S instead forces 7S, and
			// seat 1's Pagat takes KH in the last trick.
			value:  1000 + 184 - 26,
			best:   deck.HeartsKing,
			reason: "lead the suit the opponent must ruff",
		},
		{
			name:  "lost either way",
			hands: [2]deck.Set{set(deck.HeartsKing, deck.Spades7), set(deck.Pagat, deck.Spades8)},
			// Leading KH: the Pagat must take it, and 8S led beats 7S.
			// Leading 7S: 8S takes it, the Pagat led takes KH (seat 0 has
			// no tarock and may throw anything). Seat 1 wins all 210.
			value:  -1000 - 210,
			best:   deck.HeartsKing, // the first of two equal moves in search order
			reason: "every line loses the last trick",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := toy.NewPosition(toy.Position{Hands: tc.hands})
			if err != nil {
				t.Fatal(err)
			}
			sv, _ := search.NewSolver(search.Config[toy.State, toy.Move]{Line: true})
			res, err := sv.Solve(s)
			if err != nil {
				t.Fatal(err)
			}
			if res.Value != tc.value || res.Best.Card != tc.best {
				t.Errorf("%s: value %d best %v, want %d and %v", tc.reason, res.Value, res.Best, tc.value, tc.best)
			}
			if len(res.Line) != 4 {
				t.Errorf("line %v", res.Line)
			}
			if got := minimax(t, s, defaultValue); got != tc.value {
				t.Errorf("minimax %d disagrees with the hand count %d", got, tc.value)
			}
		})
	}
}

func TestSolverFinishedDeal(t *testing.T) {
	s, _ := toy.NewPosition(toy.Position{Hands: [2]deck.Set{deck.SetOf(deck.Skus), deck.SetOf(deck.Pagat)}})
	s, _ = s.Apply(toy.Move{Card: deck.Skus})
	s, _ = s.Apply(toy.Move{Card: deck.Pagat})
	sv, _ := search.NewSolver(search.Config[toy.State, toy.Move]{})
	res, err := sv.Solve(s)
	if err != nil || res.Value != 1210 || res.Best != (toy.Move{}) {
		t.Fatalf("finished deal: %+v, %v", res, err)
	}
}

func TestSolverLimitsAndErrors(t *testing.T) {
	s, _ := toy.Deal(3, 9)
	sv, _ := search.NewSolver(search.Config[toy.State, toy.Move]{MaxNodes: 50})
	res, err := sv.Solve(s)
	if !errors.Is(err, search.ErrNodeLimit) || !errors.Is(err, search.ErrLimit) || res.Nodes == 0 {
		t.Errorf("node limit: %+v, %v", res, err)
	}
	if _, err := sv.Value(s); !errors.Is(err, search.ErrNodeLimit) {
		t.Errorf("node limit of Value: %v", err)
	}
	// The clock is read every 1024 positions; a nanosecond has passed by then.
	sv, _ = search.NewSolver(search.Config[toy.State, toy.Move]{TimeLimit: 1})
	if _, err := sv.Solve(s); !errors.Is(err, search.ErrTimeLimit) || !errors.Is(err, search.ErrLimit) {
		t.Errorf("time limit: %v", err)
	}
	sv, _ = search.NewSolver(search.Config[toy.State, toy.Move]{
		Side: func(_ toy.State, seat tarock.Seat) int { return 2 * int(seat) },
	})
	if _, err := sv.Solve(s); !errors.Is(err, search.ErrConfig) {
		t.Errorf("side 2: %v", err)
	}
	for _, cfg := range []search.Config[toy.State, toy.Move]{
		{MaxNodes: -1}, {TimeLimit: -1}, {TableBits: -1}, {TableBits: search.MaxTableBits + 1},
	} {
		if _, err := search.NewSolver(cfg); !errors.Is(err, search.ErrConfig) {
			t.Errorf("config %+v: %v", cfg, err)
		}
	}
	// After an error the solver works again.
	sv, _ = search.NewSolver(search.Config[toy.State, toy.Move]{MaxNodes: 50})
	_, _ = sv.Solve(s)
	small, _ := toy.Deal(3, 2)
	if _, err := sv.Solve(small); err != nil {
		t.Errorf("small search after a limit: %v", err)
	}
}

func TestOutcomeValue(t *testing.T) {
	// Tapp-like: three seats, two parties (declarer, defenders).
	out := tarock.Outcome{Parties: 2, Thirds: [4]int{120, 90}, Deltas: [4]int{-1, 2, -1}}
	declarerIs1 := func(seat tarock.Seat) int {
		if seat == 1 {
			return 0
		}
		return 1
	}
	if got, want := search.OutcomeValue(out, 3, declarerIs1), 2*search.DeltaWeight+30; got != want {
		t.Errorf("three seats: %d, want %d", got, want)
	}
	// One party per seat.
	out = tarock.Outcome{Parties: 2, Thirds: [4]int{100, 110}, Deltas: [4]int{-1, 1}}
	if got, want := search.OutcomeValue(out, 2, func(s tarock.Seat) int { return int(s) }), -search.DeltaWeight-10; got != want {
		t.Errorf("two seats: %d, want %d", got, want)
	}
	// Too many players are clamped to MaxPlayers rather than indexing out
	// of range; the game points still sum to zero over side 0.
	if got := search.OutcomeValue(out, 9, func(tarock.Seat) int { return 0 }); got != -10 {
		t.Errorf("everybody on side 0, too many players: %d", got)
	}
	if got, want := search.OutcomeValue(out, 2, nil), -search.DeltaWeight-10; got != want {
		t.Errorf("nil side: %d, want %d", got, want)
	}
}

// ExampleSolver_Solve solves the last two tricks of a toy deal. Seat 0 holds
// KH and II, seat 1 4H and the Sküs; the other 50 cards lie aside and go to
// the winner of the last trick.
func ExampleSolver_Solve() {
	s, err := toy.NewPosition(toy.Position{Hands: [2]deck.Set{
		deck.SetOf(deck.HeartsKing, deck.Tarock2),
		deck.SetOf(deck.Hearts4, deck.Skus),
	}})
	if err != nil {
		fmt.Println(err)
		return
	}
	sv, err := search.NewSolver(search.Config[toy.State, toy.Move]{Line: true})
	if err != nil {
		fmt.Println(err)
		return
	}
	res, err := sv.Solve(s)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("value for seat 0:", res.Value)
	fmt.Println("best:", res.Best)
	fmt.Println("line:", res.Line)
	// Output:
	// value for seat 0: 1182
	// best: play T2
	// line: [play T2 play Skus play 4H play KH]
}
