package arena_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tapp/tappbot"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/arena"
	"github.com/tarockfamily/sdk/tarock/bot"
	"github.com/tarockfamily/sdk/tarock/internal/toy"
)

type player = bot.Player[toy.Observation, toy.Move]

func random(seed uint64) player {
	return bot.NewRandom[toy.Observation, toy.Move](rand.New(rand.NewPCG(seed, 0)))
}

// greedy plays its highest legal card: stronger than random in the toy game.
func greedy(uint64) player {
	return bot.Func[toy.Observation, toy.Move](func(_ toy.Observation, legal []toy.Move) toy.Move {
		best := legal[0]
		for _, m := range legal {
			if m.Card.Beats(best.Card) || (m.Card.Suit() == best.Card.Suit() && m.Card > best.Card) {
				best = m
			}
		}
		return best
	})
}

func config(deals int, seed uint64) arena.Config[toy.State, toy.Move, toy.Observation] {
	return arena.Config[toy.State, toy.Move, toy.Observation]{
		Deals: deals,
		Seed:  seed,
		NewDeal: func(_ int, rng *rand.Rand) (toy.State, error) {
			return toy.New(rng.Uint64(), toy.NoBug), nil
		},
		Entrants: []arena.Entrant[toy.Observation, toy.Move]{{Name: "greedy", New: greedy}, {Name: "random", New: random}},
	}
}

func TestDuplicateMatch(t *testing.T) {
	rep, err := arena.Run(config(300, 1))
	if err != nil {
		t.Fatal(err)
	}
	if rep.Games != 600 || rep.Deals != 300 || len(rep.Standings) != 2 {
		t.Fatalf("report %+v", rep)
	}
	g, r := rep.Standings[0], rep.Standings[1]
	// Duplicate play is zero-sum per deal in a two-player game.
	if d := g.Mean + r.Mean; d > 1e-9 || d < -1e-9 {
		t.Errorf("means %v and %v do not cancel", g.Mean, r.Mean)
	}
	if g.Games != 600 || r.Games != 600 || g.CI95 <= 0 {
		t.Errorf("standings %+v %+v", g, r)
	}
	// The greedy player must come out ahead beyond its interval.
	if g.Mean-g.CI95 <= 0 {
		t.Errorf("greedy %.3f ± %.3f not ahead of random", g.Mean, g.CI95)
	}
	if len(rep.Contracts) != 1 || rep.Contracts[0].Played != 600 || g.Declared+r.Declared != 600 {
		t.Errorf("contracts %+v", rep.Contracts)
	}
	if !strings.Contains(rep.String(), "greedy") || !strings.Contains(rep.String(), "toy") {
		t.Errorf("report text:\n%s", rep)
	}
	again, err := arena.Run(config(300, 1))
	if err != nil || again.String() != rep.String() {
		t.Errorf("same seed, different report")
	}
}

func TestConfigErrors(t *testing.T) {
	c := config(0, 1)
	if _, err := arena.Run(c); !errors.Is(err, arena.ErrConfig) {
		t.Errorf("zero deals: %v", err)
	}
	c = config(2, 1)
	c.Entrants = c.Entrants[:1]
	if _, err := arena.Run(c); !errors.Is(err, arena.ErrConfig) {
		t.Errorf("one entrant for two seats: %v", err)
	}
	c = config(2, 1)
	c.Entrants[1].New = func(uint64) player { return nil }
	if _, err := arena.Run(c); !errors.Is(err, arena.ErrConfig) || !strings.Contains(err.Error(), `entrant 1 ("random") made no player`) {
		t.Errorf("an entrant that makes no player: %v", err)
	}
	c = config(2, 1)
	c.Entrants[1].New = func(uint64) player {
		return bot.Func[toy.Observation, toy.Move](func(v toy.Observation, _ []toy.Move) toy.Move {
			c, _ := deck.FullPack.Minus(v.Hand).First()
			return toy.Move{Card: c}
		})
	}
	if _, err := arena.Run(c); !errors.Is(err, tarock.ErrIllegalMove) {
		t.Errorf("cheating entrant: %v", err)
	}
}

// TestJudge reads the verdict off an outcome: a declarer gives OK with his
// seat and result, no declarer or no contract gives OK false and NoSeat.
func TestJudge(t *testing.T) {
	for _, tc := range []struct {
		out  tarock.Outcome
		want arena.Verdict
	}{
		{tarock.Outcome{Contract: "Solo", Declarer: 2, DeclarerWon: true}, arena.Verdict{Contract: "Solo", Declarer: 2, Won: true, OK: true}},
		{tarock.Outcome{Contract: "Dreier", Declarer: 0}, arena.Verdict{Contract: "Dreier", Declarer: 0, OK: true}},
		{tarock.Outcome{Contract: "Trischaken", Declarer: tarock.NoSeat}, arena.Verdict{Contract: "Trischaken", Declarer: tarock.NoSeat}},
		{tarock.Outcome{}, arena.Verdict{Declarer: tarock.NoSeat}},
	} {
		if got := arena.Judge(tc.out); got != tc.want {
			t.Errorf("Judge(%+v) = %+v, want %+v", tc.out, got, tc.want)
		}
	}
}

// TestWorkersSameReport checks that the report does not depend on the
// number of workers: every count and every mean is the one of a one-worker
// run with the same seed, in the toy game and in Tapp Tarock.
func TestWorkersSameReport(t *testing.T) {
	for _, seed := range []uint64{1, 2, 77} {
		c := config(200, seed)
		c.Workers = 1
		want, err := arena.Run(c)
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range []int{0, 2, 3, 8, 500} {
			c.Workers = w
			got, err := arena.Run(c)
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(want, got); d != "" {
				t.Errorf("seed %d, %d workers: the report differs from one worker's (-want +got):\n%s", seed, w, d)
			}
		}
	}
	c := tappConfig(12, 5)
	c.Workers = 1
	want, err := arena.Run(c)
	if err != nil {
		t.Fatal(err)
	}
	c.Workers = 3
	got, err := arena.Run(c)
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("Tapp Tarock, 3 workers: the report differs from one worker's (-want +got):\n%s", d)
	}
	if len(want.Contracts) < 2 {
		t.Errorf("Tapp Tarock contracts %+v: want several for a meaningful comparison", want.Contracts)
	}
}

// tappConfig is a match of Tapp Tarock between a heuristic and two random
// players.
func tappConfig(deals int, seed uint64) arena.Config[tapp.State, tapp.Move, tapp.Observation] {
	type p = bot.Player[tapp.Observation, tapp.Move]
	return arena.Config[tapp.State, tapp.Move, tapp.Observation]{
		Deals: deals,
		Seed:  seed,
		NewDeal: func(_ int, rng *rand.Rand) (tapp.State, error) {
			return tapp.NewGame(tapp.MayrSedlaczek2001, tapp.Shuffled(rng))
		},
		Entrants: []arena.Entrant[tapp.Observation, tapp.Move]{
			{Name: "heuristic", New: func(seed uint64) p { return tappbot.NewHeuristic(rand.New(rand.NewPCG(seed, 1))) }},
			{Name: "random A", New: func(seed uint64) p { return tappbot.NewRandom(rand.New(rand.NewPCG(seed, 2))) }},
			{Name: "random B", New: func(seed uint64) p { return tappbot.NewRandom(rand.New(rand.NewPCG(seed, 3))) }},
		},
	}
}

// TestProgressInOrder checks that Progress counts 1, 2, … Deals with
// several workers, on the goroutine of Run (it appends without a lock; the
// race detector watches).
func TestProgressInOrder(t *testing.T) {
	c := config(100, 3)
	c.Workers = 4
	var got []int
	c.Progress = func(done int) { got = append(got, done) }
	if _, err := arena.Run(c); err != nil {
		t.Fatal(err)
	}
	for i, d := range got {
		if d != i+1 {
			t.Fatalf("progress %v, want 1 to 100 in order", got)
		}
	}
	if len(got) != 100 {
		t.Errorf("progress called %d times, want 100", len(got))
	}
}

// TestCancel stops matches by their context: the partial report counts a
// prefix of the deals and equals the report of a match of that many deals,
// and the error wraps context.Canceled (and the cause) or
// context.DeadlineExceeded.
func TestCancel(t *testing.T) {
	for _, workers := range []int{1, 2, 4} {
		c := config(1000, 9)
		c.Workers = workers
		ctx, cancel := context.WithCancelCause(context.Background())
		defer cancel(nil)
		cause := errors.New("enough")
		c.Progress = func(done int) {
			if done == 40 {
				cancel(cause)
			}
		}
		rep, err := arena.RunContext(ctx, c)
		if !errors.Is(err, context.Canceled) || !errors.Is(err, cause) {
			t.Fatalf("%d workers: error %v, want one wrapping context.Canceled and the cause", workers, err)
		}
		if !strings.Contains(err.Error(), fmt.Sprintf("stopped after %d of 1000 deals", rep.Deals)) {
			t.Errorf("%d workers: error %q does not say how many deals were counted", workers, err)
		}
		if rep.Deals != 40 || rep.Games != 80 {
			t.Fatalf("%d workers: partial report of %d deals, %d games; want 40 deals (canceled when the 40th was counted), two games each", workers, rep.Deals, rep.Games)
		}
		short := config(rep.Deals, 9)
		short.Workers = 1
		want, err := arena.Run(short)
		if err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff(want, rep); d != "" {
			t.Errorf("%d workers: the partial report is not the report of its %d deals (-want +got):\n%s", workers, rep.Deals, d)
		}
	}

	// Canceled before the first deal: no deal counted, the entrants named.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	rep, err := arena.RunContext(ctx, config(10, 1))
	if !errors.Is(err, context.Canceled) {
		t.Errorf("canceled context: error %v", err)
	}
	if rep.Deals != 0 || rep.Games != 0 || len(rep.Standings) != 2 || rep.Standings[0].Name != "greedy" || rep.Standings[0].Mean != 0 {
		t.Errorf("canceled context: report %+v", rep)
	}
	if !strings.Contains(rep.String(), "0 deals, 0 games") {
		t.Errorf("canceled context: report text\n%s", rep)
	}

	// A deadline gives context.DeadlineExceeded.
	ctx, cancel = context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
	defer cancel()
	if _, err := arena.RunContext(ctx, config(10, 1)); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("past deadline: error %v", err)
	}
}

// TestFirstErrorInOrder checks that with several workers the error is the
// one of the first failing deal, as with one worker, although later deals
// fail sooner.
func TestFirstErrorInOrder(t *testing.T) {
	for _, workers := range []int{1, 2, 4} {
		c := config(50, 1)
		c.Workers = workers
		c.NewDeal = func(i int, rng *rand.Rand) (toy.State, error) {
			if i == 7 || i == 9 {
				return toy.State{}, fmt.Errorf("no cards for deal %d", i)
			}
			return toy.New(rng.Uint64(), toy.NoBug), nil
		}
		rep, err := arena.Run(c)
		if err == nil || err.Error() != "arena: deal 7: no cards for deal 7" {
			t.Errorf("%d workers: error %v, want the one of deal 7", workers, err)
		}
		if d := cmp.Diff(arena.Report{}, rep); d != "" {
			t.Errorf("%d workers: report with an error (-want +got):\n%s", workers, d)
		}
	}
}

// seen is what a test keeps of a game Finished showed: everything but the
// states, whose fields are unexported, and the final state's deltas.
type seen struct {
	Deal, Rotation int
	Seed           uint64
	Entrants       []int
	Moves          []toy.Move
	Deltas         [4]int
}

// watch runs c with a Finished hook and returns the report, the games the
// hook saw and the error. It checks that each game's moves lead from its
// start to its final state and that the deal comes again from its seed.
func watch(t *testing.T, ctx context.Context, c arena.Config[toy.State, toy.Move, toy.Observation], also func(arena.Game[toy.State, toy.Move])) (arena.Report, []seen, error) {
	t.Helper()
	var games []seen
	c.Finished = func(g arena.Game[toy.State, toy.Move]) {
		s := g.Start
		for _, m := range g.Moves {
			var err error
			if s, err = s.Apply(m); err != nil {
				t.Fatalf("deal %d rotation %d: %v", g.Deal, g.Rotation, err)
			}
		}
		again, _ := c.NewDeal(g.Deal, rand.New(rand.NewPCG(g.Seed, uint64(g.Deal))))
		both := replay(g.Moves)
		replayed, _, err := bot.Play(again, []player{both, both}, 0)
		if err != nil || !s.Done() || !g.Final.Done() ||
			!cmp.Equal(s.Outcome(), g.Final.Outcome()) || !cmp.Equal(replayed.Outcome(), g.Final.Outcome()) {
			t.Errorf("deal %d rotation %d: the moves do not lead from the start (or the seed's deal) to the final state: %v", g.Deal, g.Rotation, err)
		}
		games = append(games, seen{g.Deal, g.Rotation, g.Seed, g.Entrants, g.Moves, g.Final.Outcome().Deltas})
		if also != nil {
			also(g)
		}
	}
	rep, err := arena.RunContext(ctx, c)
	return rep, games, err
}

// replay is a player that plays the moves of a game in order, whoever asks
// (one player for every seat).
func replay(moves []toy.Move) player {
	i := 0
	return bot.Func[toy.Observation, toy.Move](func(toy.Observation, []toy.Move) toy.Move {
		i++
		return moves[i-1]
	})
}

// TestFinished checks that Finished sees every game once, in the order of
// the deals and the rotations, with the seating of the duplicate rotation,
// the same games for every number of workers, and a report unchanged by
// the hook that the games' deltas give again.
func TestFinished(t *testing.T) {
	const deals = 60
	var want []seen
	for _, workers := range []int{1, 2, 5, 0} {
		c := config(deals, 4)
		c.Workers = workers
		plain, err := arena.Run(c)
		if err != nil {
			t.Fatal(err)
		}
		rep, games, err := watch(t, context.Background(), c, nil)
		if err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff(plain, rep); d != "" {
			t.Errorf("%d workers: the hook changed the report (-without +with):\n%s", workers, d)
		}
		if len(games) != 2*deals {
			t.Fatalf("%d workers: %d games seen, want %d", workers, len(games), 2*deals)
		}
		means := make([]float64, 2)
		for i, g := range games {
			if g.Deal != i/2 || g.Rotation != i%2 {
				t.Fatalf("%d workers: game %d is deal %d rotation %d, want deal %d rotation %d", workers, i, g.Deal, g.Rotation, i/2, i%2)
			}
			if d := cmp.Diff([]int{g.Rotation, 1 - g.Rotation}, g.Entrants); d != "" {
				t.Errorf("%d workers: deal %d rotation %d: entrants by seat (-want +got):\n%s", workers, g.Deal, g.Rotation, d)
			}
			for seat, e := range g.Entrants {
				means[e] += float64(g.Deltas[seat]) / 2 / deals
			}
		}
		for e, m := range means {
			if d := m - rep.Standings[e].Mean; d > 1e-9 || d < -1e-9 {
				t.Errorf("%d workers: entrant %d: mean %v from the games, %v in the report", workers, e, m, rep.Standings[e].Mean)
			}
		}
		if want == nil {
			want = games
		} else if d := cmp.Diff(want, games); d != "" {
			t.Errorf("%d workers: the games differ from one worker's (-want +got):\n%s", workers, d)
		}
	}
}

// TestFinishedCancel cancels matches from Finished and from Progress: the
// hook shows every game of the deals the partial report counts, the same
// ones for every number of workers, and nothing after.
func TestFinishedCancel(t *testing.T) {
	_, all, _ := watch(t, context.Background(), config(200, 9), nil)
	for _, workers := range []int{1, 2, 4} {
		c := config(200, 9)
		c.Workers = workers
		ctx, cancel := context.WithCancel(context.Background())
		rep, games, err := watch(t, ctx, c, func(g arena.Game[toy.State, toy.Move]) {
			if g.Deal == 30 && g.Rotation == 0 {
				cancel()
			}
		})
		cancel()
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("%d workers: error %v", workers, err)
		}
		// The deal whose game canceled is counted whole, no later one.
		if rep.Deals != 31 || rep.Games != 62 {
			t.Errorf("%d workers: report of %d deals, %d games after a cancel in deal 30; want 31 and 62", workers, rep.Deals, rep.Games)
		}
		if d := cmp.Diff(all[:62], games); d != "" {
			t.Errorf("%d workers: games seen (-want +got):\n%s", workers, d)
		}

		ctx, cancel = context.WithCancel(context.Background())
		c.Progress = func(done int) {
			if done == 40 {
				cancel()
			}
		}
		rep, games, err = watch(t, ctx, c, nil)
		cancel()
		if !errors.Is(err, context.Canceled) || rep.Deals != 40 {
			t.Errorf("%d workers: canceled by Progress at 40 deals: report of %d deals, error %v", workers, rep.Deals, err)
		}
		if d := cmp.Diff(all[:80], games); d != "" {
			t.Errorf("%d workers: canceled by Progress: games seen (-want +got):\n%s", workers, d)
		}
	}

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, games, _ := watch(t, ctx, config(10, 1), nil); len(games) != 0 {
		t.Errorf("canceled before the start: %d games seen", len(games))
	}
}
