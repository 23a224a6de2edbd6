package tarock

import (
	"fmt"

	"github.com/tarockfamily/sdk/deck"
)

// Move is what the generic code of this module needs of a game's move type:
// moves are small comparable values with a notation.
type Move interface {
	comparable
	fmt.Stringer
	// PlayedCard returns the card the move plays to a trick, or false for
	// every other kind of move (bids, talon choices, discards, …).
	PlayedCard() (deck.Card, bool)
}

// Game is the interface both games' State types satisfy, with the concrete
// state type S and move type M as type parameters so that nothing is boxed
// on the hot path. Bots (tarock/bot), the random-game checks
// (tarock/tarocktest) and tools are written once against it. A state is an
// immutable value: no method changes the receiver.
type Game[S any, M Move] interface {
	// Players returns the number of seats (3 for Tapp, 2 for Strohmandeln).
	Players() int
	// Done reports whether the deal is over (played out, or thrown in).
	Done() bool
	// ToMove returns the seat to act; NoSeat when Done.
	ToMove() Seat
	// AppendLegalMoves appends every legal move of the seat to act to dst
	// and returns the extended slice; nothing when Done. It allocates
	// nothing when dst has room. It leaves dst[:len(dst)] alone but may
	// use the spare capacity past the appended moves as scratch (the games
	// of this module use at most 8 elements), so callers keep nothing
	// there.
	AppendLegalMoves(dst []M) []M
	// Apply returns the state after m. For a move that is not legal it
	// returns the receiver unchanged and an error wrapping ErrIllegalMove.
	Apply(m M) (S, error)
	// CurrentTrick returns the trick in progress (empty between tricks and
	// outside the play phase).
	CurrentTrick() Trick
	// Playable returns the cards seat could play to a trick now: the hand,
	// plus any face-up strawman tops in Strohmandeln.
	Playable(seat Seat) deck.Set
	// Obligations returns the play obligations in force for the trick in
	// progress.
	Obligations() Obligations
	// AppendCardSets appends the sets of cards at every place of the deal
	// (hands, talon halves, discards, strawman piles, each side's tricks,
	// the trick in progress …). The sets are disjoint and together hold
	// the 54 cards: tests use this for conservation.
	AppendCardSets(dst []deck.Set) []deck.Set
	// Outcome returns the summary of a finished deal; its zero value before
	// Done.
	Outcome() Outcome
}

// Outcome is the game-independent summary of a finished deal.
type Outcome struct {
	// Played is false when the deal was thrown in without play (all
	// passed with a redeal, a throw-in); then only Deltas may be non-zero.
	Played bool
	// Tricks is the number of tricks played.
	Tricks int
	// Parties is the number of counting parties: 2 in Tapp (declarer,
	// defenders) and Strohmandeln (the two players); one per seat in an
	// all-against-all game such as Trischaken.
	Parties int
	// Thirds holds each party's card points in thirds of a point (70 card
	// points = 210 thirds in all); only the first Parties entries are used.
	Thirds [MaxPlayers]int
	// Deltas holds each seat's game points for the deal (positive = won);
	// they sum to zero.
	Deltas [MaxPlayers]int
	// Contract names what the deal was, in the game's words: the contract
	// or kind of game played ("Dreier", "Solo", "Trischaken", "taken-up
	// game", "simple game", …), or how the deal ended without play ("all
	// passed, thrown in", "thrown in", …). It is empty only in the zero
	// Outcome of a deal not over.
	Contract string
	// Declarer is the seat that chose Contract and plays (or stood) alone
	// against the others, or NoSeat when nobody did: the deal was thrown
	// in, everybody passed, or all played against all. It is read only
	// when Contract is not empty (the zero Outcome has seat 0).
	Declarer Seat
	// DeclarerWon reports whether Declarer won the game: the game item on
	// card points, or a contract that wins without play (a Tapper that
	// stood). It is false when there is no declarer.
	DeclarerWon bool
}

// Observable is a [Game] whose states can say what one seat may see: O is the
// game's observation type, a value that holds no card the seat may not see.
// Both games' states satisfy it; bots and arenas are written against it.
type Observable[S any, M Move, O any] interface {
	Game[S, M]
	// Observation returns what seat may know at this point of the deal.
	Observation(seat Seat) O
}
