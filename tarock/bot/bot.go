// Package bot defines computer players for the Tarock games of this module
// and the loop that lets them play: a [Player] sees only the observation of
// its own seat (never the full state) and the list of legal moves, and
// returns one of them. [Random] is the uniformly random legal player; the
// games' rule-of-thumb players live beside each game.
package bot

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/tarockfamily/sdk/tarock"
)

// Player chooses moves for one seat. O is the game's observation type and M
// its move type.
type Player[O any, M tarock.Move] interface {
	// Choose returns one of legal (which is never empty) for the seat
	// whose observation view is. It must not keep legal after returning.
	Choose(view O, legal []M) M
}

// Func adapts an ordinary function to the [Player] interface.
type Func[O any, M tarock.Move] func(view O, legal []M) M

// Choose calls f.
func (f Func[O, M]) Choose(view O, legal []M) M { return f(view, legal) }

// Random is a player that picks a uniformly random legal move with its own
// generator, so the same seed gives the same choices.
type Random[O any, M tarock.Move] struct {
	rng *rand.Rand
}

// NewRandom returns a uniformly random player drawing from rng.
func NewRandom[O any, M tarock.Move](rng *rand.Rand) *Random[O, M] {
	return &Random[O, M]{rng: rng}
}

// Choose returns a uniformly random element of legal.
func (r *Random[O, M]) Choose(_ O, legal []M) M { return legal[r.rng.IntN(len(legal))] }

// ErrPlayerMove is wrapped by the error [Play] returns when a player
// chooses a move the game refuses.
var ErrPlayerMove = errors.New("player chose an illegal move")

// ErrPlayers is wrapped by the error [Play] returns when the players do
// not fit the game: not one per seat, or nil for a seat.
var ErrPlayers = errors.New("not a player for every seat")

// Play plays s to the end: at each step the player of the seat to act
// (players[seat]) chooses from the legal moves, seeing only
// s.Observation(seat). It returns the final state and the moves in order.
// It returns an error wrapping [ErrPlayers] when len(players) differs from
// s.Players() or a player is nil, one wrapping [ErrPlayerMove] and the
// game's error when a player's move is refused, and an error when the game
// has not ended after maxMoves moves (0 means 10,000).
func Play[S tarock.Observable[S, M, O], M tarock.Move, O any](s S, players []Player[O, M], maxMoves int) (S, []M, error) {
	if len(players) != s.Players() {
		return s, nil, fmt.Errorf("bot: %d players for a game of %d seats: %w", len(players), s.Players(), ErrPlayers)
	}
	for seat, p := range players {
		if p == nil {
			return s, nil, fmt.Errorf("bot: no player for %v: %w", tarock.Seat(seat), ErrPlayers)
		}
	}
	if maxMoves <= 0 {
		maxMoves = 10000
	}
	var legal, moves []M
	for n := 0; !s.Done(); n++ {
		if n >= maxMoves {
			return s, moves, fmt.Errorf("bot: game not over after %d moves", maxMoves)
		}
		seat := s.ToMove()
		legal = s.AppendLegalMoves(legal[:0])
		if len(legal) == 0 {
			return s, moves, fmt.Errorf("bot: no legal move for %v", seat)
		}
		m := players[seat].Choose(s.Observation(seat), legal)
		next, err := s.Apply(m)
		if err != nil {
			return s, moves, fmt.Errorf("bot: %v chose %v: %w: %w", seat, m, ErrPlayerMove, err)
		}
		moves = append(moves, m)
		s = next
	}
	return s, moves, nil
}
