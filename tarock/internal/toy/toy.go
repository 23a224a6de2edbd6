// Package toy is a minimal two-player trick game on the full pack (27 cards
// each, play only, the standard obligations; the side with 35⅔ card points
// or more wins one game point). It implements tarock.Observable so that the
// generic packages of the module can be tested without a real game, and it
// can be told to break a rule on purpose to show that their checks fail.
package toy

import (
	"math/rand/v2"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/scoring"
	"github.com/tarockfamily/sdk/tarock"
)

// Bugs a State can be told to have.
const (
	NoBug   = ""
	Revoke  = "revoke"  // generates and accepts plays that break follow suit
	Mutate  = "mutate"  // returns a changed state beside an error
	Lose    = "lose"    // loses a card in the fourth trick
	NonZero = "nonzero" // settlement does not sum to zero
)

// State is a deal of the toy game.
type State struct {
	hands  [2]deck.Set
	won    [2]deck.Set
	trick  tarock.Trick
	tricks int
	bug    string
}

// Move plays a card.
type Move struct{ Card deck.Card }

// Observation is what one seat sees: its hand and the trick in progress.
type Observation struct {
	Seat  tarock.Seat
	Hand  deck.Set
	Trick tarock.Trick
}

// String returns "play" and the card.
func (m Move) String() string { return "play " + m.Card.String() }

// PlayedCard returns the card.
func (m Move) PlayedCard() (deck.Card, bool) { return m.Card, true }

// New deals a game from seed with the given bug.
func New(seed uint64, bug string) State {
	o := deck.Shuffled(rand.New(rand.NewPCG(seed, 0)))
	s := State{trick: tarock.NewTrick(0, 2), bug: bug}
	for i, c := range o {
		s.hands[i%2] = s.hands[i%2].With(c)
	}
	return s
}

// Players returns 2.
func (s State) Players() int { return 2 }

// Done reports whether all 27 tricks are played.
func (s State) Done() bool { return s.tricks == 27 }

// CurrentTrick returns the trick in progress.
func (s State) CurrentTrick() tarock.Trick { return s.trick }

// Playable returns the seat's hand.
func (s State) Playable(seat tarock.Seat) deck.Set { return s.hands[seat&1] }

// Obligations returns tarock.Standard.
func (s State) Obligations() tarock.Obligations { return tarock.Standard }

// AppendCardSets appends hands, tricks won and the trick in progress.
func (s State) AppendCardSets(d []deck.Set) []deck.Set {
	return append(d, s.hands[0], s.hands[1], s.won[0], s.won[1], s.trick.Cards())
}

// Observation returns what seat sees.
func (s State) Observation(seat tarock.Seat) Observation {
	return Observation{Seat: seat, Hand: s.hands[seat&1], Trick: s.trick}
}

// ToMove returns the seat to play.
func (s State) ToMove() tarock.Seat {
	if s.Done() {
		return tarock.NoSeat
	}
	return s.trick.ToPlay()
}

func (s State) legal() deck.Set {
	if s.bug == Revoke {
		return s.hands[s.ToMove()]
	}
	return tarock.LegalPlays(s.hands[s.ToMove()], s.trick, tarock.Standard)
}

// AppendLegalMoves appends the legal plays.
func (s State) AppendLegalMoves(dst []Move) []Move {
	if s.Done() {
		return dst
	}
	for c := range s.legal().All() {
		dst = append(dst, Move{c})
	}
	return dst
}

// ErrIllegal is the toy's error for an illegal play.
var ErrIllegal = tarock.ErrCardNotHeld

// Apply plays the move.
func (s State) Apply(m Move) (State, error) {
	if s.Done() || !s.legal().Has(m.Card) {
		if s.bug == Mutate {
			s.tricks++
		}
		return s, ErrIllegal
	}
	p := s.ToMove()
	s.hands[p] = s.hands[p].Without(m.Card)
	s.trick, _ = s.trick.Play(m.Card)
	if s.trick.Complete() {
		w := s.trick.Winner()
		s.won[w] = s.won[w].Union(s.trick.Cards())
		if s.bug == Lose && s.tricks == 3 {
			s.won[w] = s.won[w].Without(m.Card)
		}
		s.trick = tarock.NewTrick(w, 2)
		s.tricks++
	}
	return s, nil
}

// Outcome returns the card points and one game point to the winner.
func (s State) Outcome() tarock.Outcome {
	if !s.Done() {
		return tarock.Outcome{}
	}
	o := tarock.Outcome{Played: true, Tricks: s.tricks, Parties: 2}
	for i := range 2 {
		o.Thirds[i] = scoring.Count(s.won[i]).Thirds()
	}
	switch {
	case o.Thirds[0] >= scoring.Majority.Thirds():
		o.Deltas = [4]int{1, -1}
	case o.Thirds[1] >= scoring.Majority.Thirds():
		o.Deltas = [4]int{-1, 1}
	}
	if s.bug == NonZero {
		o.Deltas[0]++
	}
	return o
}

var _ tarock.Observable[State, Move, Observation] = State{}
