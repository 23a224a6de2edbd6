// Package match keeps the score of a match: a sequence of deals among the
// same players, who change seats as the deal passes round the table. It is
// the one match loop of the module; each game's Match (tapp.Match,
// strohmandel.Match) embeds a [Score] and supplies only its rules: how a
// finished deal becomes an [Entry].
//
// Players are numbered 0 … n−1 in turn order round the table, so that
// player p+1 sits counter-clockwise of player p. In each deal the player
// after the dealer is forehand (seat 0), the next one seat 1, and so on; the
// dealer has the last seat, n−1. The deal passes counter-clockwise: the old
// forehand deals next (doc/tapp.md §2, doc/strohmandel.md §2), unless the
// game's rules let the same dealer deal again (a throw-in, a redeal).
//
// Running totals are game points, whole numbers that the players pay each
// other: every deal recorded sums to zero, and so do the totals. A game may
// let some played deals count double (Strohmandeln after a draw,
// doc/strohmandel.md §8.2): [Entry.DoubleNext] starts such a run and
// [Score.DoubledLeft] counts it down.
package match

import (
	"fmt"

	"github.com/tarockfamily/sdk/tarock"
)

// Deltas is the constraint on the array that holds one number per seat or
// per player: a game's own deltas type, sized by the game's
// MaxMatchPlayers: [2]int in Strohmandeln, [4]int in Tapp Tarock (a
// fourth person at the table), [5]int in Königrufen (five at the table). A match of n players uses the first n entries; the others
// stay zero.
type Deltas interface {
	~[2]int | ~[3]int | ~[4]int | ~[5]int
}

// Next says who deals the deal after a recorded one.
type Next uint8

// Who deals next.
const (
	// NextDealer: the deal passes to the next player in turn order, the
	// old forehand (doc/tapp.md §2, doc/strohmandel.md §2). The zero value.
	NextDealer Next = iota
	// SameDealer: the same dealer deals again (a throw-in,
	// doc/strohmandel.md §3.4; a redeal by the same dealer, doc/tapp.md §3).
	SameDealer
)

// String returns "next dealer" or "same dealer".
func (n Next) String() string {
	switch n {
	case NextDealer:
		return "next dealer"
	case SameDealer:
		return "same dealer"
	}
	return fmt.Sprintf("Next(%d)", uint8(n))
}

// Entry is one finished deal as the score sheet records it; a game builds
// it from its own result.
type Entry[D Deltas] struct {
	// Deltas are each seat's game points for the deal (seat 0 = forehand),
	// before doubling; they sum to zero. A deal thrown in has none.
	Deltas D
	// Played reports that cards were played to tricks. Only a played deal
	// is counted in [Score.Played], is doubled while [Score.DoubledLeft] >
	// 0, uses up a doubled deal and starts doubling (DoubleNext). Deltas of
	// a deal that was not played (a Tapper that stood) are settled as they
	// are.
	Played bool
	// Next says who deals the next deal.
	Next Next
	// DoubleNext is the number of following played deals that count double
	// because of this played deal (0: none). doc/strohmandel.md §8.2.
	DoubleNext int
}

// Score is the score sheet of a match: who deals next, each player's running
// total and the doubled deals still to come. It is a plain comparable value;
// [Score.Record] and [Score.Misdeal] return a new Score. Games embed it in
// their Match, so its fields and the methods Seat, Player and Doubled are
// the match's own. The zero Score is not a match: start with [New].
type Score[D Deltas] struct {
	// Players is the number of players, 2 … len(D).
	Players int
	// Dealer is the player who deals the next deal, 0 … Players−1.
	Dealer int
	// Totals is each player's running game points (index = player); they
	// sum to zero.
	Totals D
	// DoubledLeft is the number of following played deals that count
	// double (doc/strohmandel.md §8.2); always 0 in a game without doubling.
	DoubledLeft int
	// Deals is the number of deals recorded, those thrown in included.
	Deals int
	// Played is the number of recorded deals in which cards were played.
	Played int
}

// New returns the score sheet of a match of players players in which player
// firstDealer deals first. It returns an error wrapping
// tarock.ErrInvalidRules when players is not 2 … len(D) or firstDealer is
// not one of them.
func New[D Deltas](players, firstDealer int) (Score[D], error) {
	s := Score[D]{Players: players, Dealer: firstDealer}
	if err := s.Validate(); err != nil {
		return Score[D]{}, err
	}
	return s, nil
}

// Validate returns an error wrapping tarock.ErrInvalidRules when s is not
// a match in progress: Players outside 2 … len(D), a Dealer who is not one
// of the players, or a negative DoubledLeft.
func (s Score[D]) Validate() error {
	var d D
	if s.Players < 2 || s.Players > len(d) {
		return fmt.Errorf("match: %d players, want 2 … %d: %w", s.Players, len(d), tarock.ErrInvalidRules)
	}
	if s.Dealer < 0 || s.Dealer >= s.Players {
		return fmt.Errorf("match: dealer %d is not one of players 0 … %d: %w", s.Dealer, s.Players-1, tarock.ErrInvalidRules)
	}
	if s.DoubledLeft < 0 {
		return fmt.Errorf("match: %d doubled deals left: %w", s.DoubledLeft, tarock.ErrInvalidRules)
	}
	return nil
}

// Seat returns the seat that player has in the next deal: the dealer has the
// last seat (Players−1), the player after him forehand (seat 0), and so on
// in turn order. It returns tarock.NoSeat for a player who is not one of the
// match.
func (s Score[D]) Seat(player int) tarock.Seat {
	if s.Validate() != nil || player < 0 || player >= s.Players {
		return tarock.NoSeat
	}
	return tarock.Seat((player - s.Dealer - 1 + 2*s.Players) % s.Players)
}

// Player returns the player who has seat in the next deal, or −1 for a seat
// that is not one of the match.
func (s Score[D]) Player(seat tarock.Seat) int {
	if s.Validate() != nil || !seat.Valid(s.Players) {
		return -1
	}
	return (s.Dealer + 1 + int(seat)) % s.Players
}

// Doubled reports whether the next played deal counts double.
func (s Score[D]) Doubled() bool { return s.DoubledLeft > 0 }

// Record returns the score sheet after the deal e, played with the seats
// that [Score.Seat] gives, and each player's game points for it (index =
// player), doubled if the deal is played while [Score.Doubled]. A played
// deal settled double uses up one doubled deal; then DoubledLeft becomes the
// larger of what is left and e.DoubleNext, so that doubling never makes ×4
// (doc/strohmandel.md §8.2). The dealer then passes as e.Next says.
//
// It returns s unchanged and an error wrapping tarock.ErrInvalidRules when s
// is not a match (see [New]), or tarock.ErrInvalidDeal when e is not a
// finished deal of it: deltas that do not sum to zero or that name a seat
// beyond Players, a negative DoubleNext, an unknown Next.
func (s Score[D]) Record(e Entry[D]) (Score[D], D, error) {
	var pay D
	if err := s.Validate(); err != nil {
		return s, pay, err
	}
	if err := e.check(s.Players); err != nil {
		return s, pay, err
	}
	n := s
	n.Deals++
	mult := 1
	if e.Played {
		n.Played++
		if n.DoubledLeft > 0 {
			mult = 2
			n.DoubledLeft--
		}
		n.DoubledLeft = max(n.DoubledLeft, e.DoubleNext)
	}
	for seat := range s.Players {
		p := s.Player(tarock.Seat(seat))
		pay[p] = mult * e.Deltas[seat]
		n.Totals[p] += pay[p]
	}
	if e.Next == NextDealer {
		n.Dealer = (s.Dealer + 1) % s.Players
	}
	return n, pay, nil
}

func (e Entry[D]) check(players int) error {
	sum := 0
	for seat := range len(e.Deltas) {
		if seat >= players && e.Deltas[seat] != 0 {
			return fmt.Errorf("match: game points %d for seat %d of %d players: %w", e.Deltas[seat], seat, players, tarock.ErrInvalidDeal)
		}
		sum += e.Deltas[seat]
	}
	switch {
	case sum != 0:
		return fmt.Errorf("match: game points %v sum to %d, not zero: %w", e.Deltas, sum, tarock.ErrInvalidDeal)
	case e.DoubleNext < 0:
		return fmt.Errorf("match: %d doubled deals to come: %w", e.DoubleNext, tarock.ErrInvalidDeal)
	case e.Next > SameDealer:
		return fmt.Errorf("match: %v: %w", e.Next, tarock.ErrInvalidDeal)
	}
	return nil
}

// Misdeal returns the score sheet after a misdeal: the dealer pays penalty
// game points to each other player, twice that while [Score.Doubled], and
// deals again (doc/strohmandel.md §3.5). A misdeal is not a deal: it is not
// counted and neither starts nor uses up doubling. It also returns each
// player's game points for it. It returns s unchanged and an error wrapping
// tarock.ErrInvalidRules when s is not a match or penalty is negative.
func (s Score[D]) Misdeal(penalty int) (Score[D], D, error) {
	var pay D
	if err := s.Validate(); err != nil {
		return s, pay, err
	}
	if penalty < 0 {
		return s, pay, fmt.Errorf("match: misdeal penalty %d: %w", penalty, tarock.ErrInvalidRules)
	}
	if s.DoubledLeft > 0 {
		penalty *= 2
	}
	for p := range s.Players {
		if p != s.Dealer {
			pay[p] = penalty
			pay[s.Dealer] -= penalty
		}
	}
	for p := range s.Players {
		s.Totals[p] += pay[p]
	}
	return s, pay, nil
}
