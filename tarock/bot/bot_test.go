package bot_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/bot"
	"github.com/tarockfamily/sdk/tarock/internal/toy"
)

func randomPlayers(seed uint64) []bot.Player[toy.Observation, toy.Move] {
	return []bot.Player[toy.Observation, toy.Move]{
		bot.NewRandom[toy.Observation, toy.Move](rand.New(rand.NewPCG(seed, 1))),
		bot.NewRandom[toy.Observation, toy.Move](rand.New(rand.NewPCG(seed, 2))),
	}
}

func TestPlayIsSeededAndComplete(t *testing.T) {
	a, movesA, err := bot.Play(toy.New(5, toy.NoBug), randomPlayers(9), 0)
	if err != nil {
		t.Fatal(err)
	}
	b, movesB, err := bot.Play(toy.New(5, toy.NoBug), randomPlayers(9), 0)
	if err != nil {
		t.Fatal(err)
	}
	if !a.Done() || len(movesA) != 54 || a.Outcome() != b.Outcome() || len(movesB) != 54 {
		t.Fatalf("games differ or incomplete: %d/%d moves", len(movesA), len(movesB))
	}
	for i := range movesA {
		if movesA[i] != movesB[i] {
			t.Fatalf("move %d differs: %v vs %v", i, movesA[i], movesB[i])
		}
	}
	_, movesC, _ := bot.Play(toy.New(5, toy.NoBug), randomPlayers(10), 0)
	same := true
	for i := range movesA {
		same = same && movesA[i] == movesC[i]
	}
	if same {
		t.Error("another seed gave the same game")
	}
}

// Players see only their own seat's observation.
func TestPlayShowsOnlyOwnObservation(t *testing.T) {
	var players []bot.Player[toy.Observation, toy.Move]
	for seat := range 2 {
		players = append(players, bot.Func[toy.Observation, toy.Move](func(v toy.Observation, legal []toy.Move) toy.Move {
			if v.Seat != tarock.Seat(seat) {
				t.Fatalf("seat %d shown the view of %v", seat, v.Seat)
			}
			for _, m := range legal {
				if !v.Hand.Has(m.Card) {
					t.Fatalf("legal move %v not in the hand shown %v", m, v.Hand)
				}
			}
			return legal[0]
		}))
	}
	if _, _, err := bot.Play(toy.New(1, toy.NoBug), players, 0); err != nil {
		t.Fatal(err)
	}
}

func TestPlayErrors(t *testing.T) {
	cheat := bot.Func[toy.Observation, toy.Move](func(v toy.Observation, _ []toy.Move) toy.Move {
		// Play a card the seat does not hold.
		other := deck.FullPack.Minus(v.Hand)
		c, _ := other.First()
		return toy.Move{Card: c}
	})
	players := []bot.Player[toy.Observation, toy.Move]{cheat, cheat}
	_, _, err := bot.Play(toy.New(1, toy.NoBug), players, 0)
	if !errors.Is(err, bot.ErrPlayerMove) || !errors.Is(err, tarock.ErrIllegalMove) {
		t.Fatalf("cheating player: %v", err)
	}
	if _, _, err := bot.Play(toy.New(1, toy.NoBug), players[:1], 0); !errors.Is(err, bot.ErrPlayers) {
		t.Fatalf("one player for two seats: %v", err)
	}
	if _, _, err := bot.Play(toy.New(1, toy.NoBug), []bot.Player[toy.Observation, toy.Move]{cheat, nil}, 0); !errors.Is(err, bot.ErrPlayers) {
		t.Fatalf("no player for a seat: %v", err)
	}
	if _, _, err := bot.Play(toy.New(1, toy.NoBug), randomPlayers(1), 10); err == nil {
		t.Fatal("move limit ignored")
	}
}
