package arena_test

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/deck"
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
