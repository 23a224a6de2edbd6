// Package toy is a minimal two-player trick game on the full pack (play
// only, the standard obligations; the side with 35⅔ card points or more wins
// one game point). It implements tarock.Observable so that the generic
// packages of the module can be tested without a real game, and it can be
// told to break a rule on purpose to show that their checks fail.
//
// [New] deals all 54 cards, 27 to each player, so nothing is hidden once
// the hands are known to be complementary. [Deal] and [NewPosition] deal
// shorter games: each player gets the same number of cards and the rest of
// the pack lies face down aside, unseen by both, until the last trick is
// complete; then it goes to the winner of the last trick and counts for his
// side. Tricks already won are public. That leaves something hidden for
// [Determinize] to fill in: which unseen cards are in the opponent's hand
// and which lie aside.
package toy

import (
	"errors"
	"fmt"
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
	aside  deck.Set
	voids  [2]deck.Set
	trick  tarock.Trick
	tricks int
	deal   int
	bug    string
}

// Move plays a card.
type Move struct{ Card deck.Card }

// Observation is what one seat sees: its hand, the trick in progress, the
// tricks each seat has won (face up in the toy game), the suits each seat
// has shown it does not hold, and the sizes of both hands.
type Observation struct {
	Seat  tarock.Seat
	Hand  deck.Set
	Trick tarock.Trick
	// Won holds the cards of each seat's tricks.
	Won [2]deck.Set
	// Played is every card played so far: Won[0], Won[1] and the trick in
	// progress.
	Played deck.Set
	// Voids holds, for each seat, the cards of every suit (tarocks
	// included) it has shown it does not hold by failing to follow it or,
	// when void in the suit led, by not playing a tarock.
	Voids [2]deck.Set
	// HandSizes holds the number of cards in each seat's hand.
	HandSizes [2]int
	// Tricks is the number of tricks completed; Deal the number of tricks
	// in the deal (27 for a full deal).
	Tricks, Deal int
}

// String returns "play" and the card.
func (m Move) String() string { return "play " + m.Card.String() }

// PlayedCard returns the card.
func (m Move) PlayedCard() (deck.Card, bool) { return m.Card, true }

// New deals a full game (27 cards each) from seed with the given bug.
func New(seed uint64, bug string) State {
	o := deck.Shuffled(rand.New(rand.NewPCG(seed, 0)))
	s := State{trick: tarock.NewTrick(0, 2), deal: 27, bug: bug}
	for i, c := range o {
		s.hands[i%2] = s.hands[i%2].With(c)
	}
	return s
}

// ErrPosition is wrapped by the errors of [Deal], [NewPosition] and
// [Determinize] for a deal or view that cannot be a position of the game.
var ErrPosition = errors.New("toy: invalid position")

// Deal deals a short game from seed: handSize cards (1..27) to each seat,
// the rest of the pack aside; seat 0 leads.
func Deal(seed uint64, handSize int) (State, error) {
	if handSize < 1 || handSize > 27 {
		return State{}, fmt.Errorf("hand size %d, want 1..27: %w", handSize, ErrPosition)
	}
	o := deck.Shuffled(rand.New(rand.NewPCG(seed, 0)))
	var p Position
	for i, c := range o[:2*handSize] {
		p.Hands[i%2] = p.Hands[i%2].With(c)
	}
	return NewPosition(p)
}

// Position describes a state between tricks for [NewPosition].
type Position struct {
	// Hands are the two hands; they must have the same, non-zero size.
	Hands [2]deck.Set
	// Won are the cards of the tricks each seat has won so far; together
	// they must hold an even number of cards.
	Won [2]deck.Set
	// Leader is the seat to lead the next trick.
	Leader tarock.Seat
}

// NewPosition returns the state p describes, with every card not in p
// aside. The deal has as many tricks as have been won plus the hand size.
// It returns an error wrapping [ErrPosition] when the sets overlap or hold
// invalid cards, the hands differ in size or are empty, the tricks won
// hold an odd number of cards, or Leader is not 0 or 1.
func NewPosition(p Position) (State, error) {
	var all deck.Set
	for _, set := range []deck.Set{p.Hands[0], p.Hands[1], p.Won[0], p.Won[1]} {
		if !set.Valid() || all.Overlaps(set) {
			return State{}, fmt.Errorf("cards %v given twice or invalid: %w", set, ErrPosition)
		}
		all = all.Union(set)
	}
	n := p.Hands[0].Len()
	if n == 0 || n != p.Hands[1].Len() {
		return State{}, fmt.Errorf("hands of %d and %d cards: %w", n, p.Hands[1].Len(), ErrPosition)
	}
	w := p.Won[0].Len() + p.Won[1].Len()
	if w%2 != 0 {
		return State{}, fmt.Errorf("%d cards in tricks won: %w", w, ErrPosition)
	}
	if p.Leader > 1 {
		return State{}, fmt.Errorf("leader %v: %w", p.Leader, ErrPosition)
	}
	return State{
		hands:  p.Hands,
		won:    p.Won,
		aside:  deck.FullPack.Minus(all),
		trick:  tarock.NewTrick(p.Leader, 2),
		tricks: w / 2,
		deal:   w/2 + n,
	}, nil
}

// Players returns 2.
func (s State) Players() int { return 2 }

// Done reports whether all tricks of the deal are played.
func (s State) Done() bool { return s.tricks == s.deal }

// CurrentTrick returns the trick in progress.
func (s State) CurrentTrick() tarock.Trick { return s.trick }

// Playable returns the seat's hand.
func (s State) Playable(seat tarock.Seat) deck.Set { return s.hands[seat&1] }

// Obligations returns tarock.Standard.
func (s State) Obligations() tarock.Obligations { return tarock.Standard }

// AppendCardSets appends hands, tricks won, the trick in progress and the
// cards aside.
func (s State) AppendCardSets(d []deck.Set) []deck.Set {
	return append(d, s.hands[0], s.hands[1], s.won[0], s.won[1], s.trick.Cards(), s.aside)
}

// Observation returns what seat sees.
func (s State) Observation(seat tarock.Seat) Observation {
	return Observation{
		Seat:      seat,
		Hand:      s.hands[seat&1],
		Trick:     s.trick,
		Won:       s.won,
		Played:    s.won[0].Union(s.won[1]).Union(s.trick.Cards()),
		Voids:     s.voids,
		HandSizes: [2]int{s.hands[0].Len(), s.hands[1].Len()},
		Tricks:    s.tricks,
		Deal:      s.deal,
	}
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
	if led, ok := s.trick.Led(); ok && m.Card.Suit() != led {
		s.voids[p] = s.voids[p].Union(led.Cards())
		if !m.Card.IsTarock() {
			s.voids[p] = s.voids[p].Union(deck.Tarocks)
		}
	}
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
		if s.tricks == s.deal {
			s.won[w] = s.won[w].Union(s.aside)
			s.aside = 0
		}
	}
	return s, nil
}

// Outcome returns the card points and one game point to the winner, with
// seat 0 as the declarer of the contract "toy", won when its delta is
// positive.
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
	// Seat 0 plays the one contract, "toy", against seat 1.
	o.Contract, o.Declarer, o.DeclarerWon = "toy", 0, o.Deltas[0] > 0
	return o
}

// Hash returns a 64-bit hash of everything that decides the rest of the
// deal and its outcome (hands, tricks won, the trick in progress), for
// transposition tables. States that play on alike hash alike; the voids
// shown, which change no legal move, are left out.
func (s State) Hash() uint64 {
	h := mix(uint64(s.hands[0]) ^ 0x51ed27)
	h = mix(h ^ uint64(s.hands[1]))
	h = mix(h ^ uint64(s.won[0]))
	h = mix(h ^ uint64(s.won[1]))
	t := uint64(s.trick.Leader()) | uint64(s.trick.Len())<<8
	if c, ok := s.trick.Card(0); ok {
		t |= uint64(c) << 16
	}
	return mix(h ^ t ^ uint64(s.deal)<<32)
}

// mix is the SplitMix64 finaliser.
func mix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}

// Determinize returns a full state consistent with view, drawn uniformly
// among all such states: the opponent's hand is a uniformly random set of
// the right size of the cards view does not show, avoiding the suits the
// opponent has shown void in, and the other unseen cards lie aside. It
// returns an error wrapping [ErrPosition] when view is not consistent (sets
// overlapping, sizes that do not fit, too few cards the opponent may hold).
func Determinize(view Observation, rng *rand.Rand) (State, error) {
	if view.Seat > 1 {
		return State{}, fmt.Errorf("seat %v: %w", view.Seat, ErrPosition)
	}
	if view.Trick.Players() != 2 || view.Trick.Len() > 1 || view.Trick.Leader() > 1 {
		return State{}, fmt.Errorf("trick %v: %w", view.Trick, ErrPosition)
	}
	me, opp := view.Seat, 1-view.Seat
	played := view.Won[0].Union(view.Won[1]).Union(view.Trick.Cards())
	if view.Won[0].Overlaps(view.Won[1]) || view.Won[0].Union(view.Won[1]).Overlaps(view.Trick.Cards()) ||
		played != view.Played || view.Hand.Overlaps(played) || !view.Hand.Valid() ||
		view.Hand.Len() != view.HandSizes[me] {
		return State{}, fmt.Errorf("hand %v, played %v, won %v: %w", view.Hand, view.Played, view.Won, ErrPosition)
	}
	// Between tricks both hands are equal; during one, the leader has one card fewer.
	want := view.HandSizes[me]
	if view.Trick.Len() == 1 {
		if view.Trick.Leader() == me {
			want++
		} else {
			want--
		}
	}
	// The cards aside join the tricks won after the last trick.
	wonCards := view.Won[0].Len() + view.Won[1].Len()
	over := view.Tricks == view.Deal
	if view.HandSizes[opp] != want || view.Tricks < 0 || view.Deal != view.Tricks+max(view.HandSizes[0], view.HandSizes[1]) ||
		(!over && wonCards != 2*view.Tricks) || (over && played != deck.FullPack.Minus(view.Hand)) {
		return State{}, fmt.Errorf("hand sizes %v, %d of %d tricks: %w", view.HandSizes, view.Tricks, view.Deal, ErrPosition)
	}
	unknown := deck.FullPack.Minus(view.Hand).Minus(played)
	allowed := unknown.Minus(view.Voids[opp])
	need := view.HandSizes[opp]
	if allowed.Len() < need || view.Hand.Overlaps(view.Voids[me]) {
		return State{}, fmt.Errorf("%d cards the opponent may hold, %d needed: %w", allowed.Len(), need, ErrPosition)
	}
	var buf [deck.NumCards]deck.Card
	cards := allowed.AppendCards(buf[:0])
	var oppHand deck.Set
	for i := range need {
		j := i + rng.IntN(len(cards)-i)
		cards[i], cards[j] = cards[j], cards[i]
		oppHand = oppHand.With(cards[i])
	}
	s := State{
		won:    view.Won,
		aside:  unknown.Minus(oppHand),
		voids:  view.Voids,
		trick:  view.Trick,
		tricks: view.Tricks,
		deal:   view.Deal,
	}
	s.hands[me], s.hands[opp] = view.Hand, oppHand
	return s, nil
}

var _ tarock.Observable[State, Move, Observation] = State{}
