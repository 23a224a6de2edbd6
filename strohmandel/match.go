package strohmandel

import (
	"fmt"
	"math/rand/v2"

	"github.com/tarockfamily/sdk/tarock"
)

// Match keeps the score of a sequence of deals between two players, called
// player 0 and player 1 to tell them from the seats, which change with the
// deal (doc/strohmandel.md §2, §3.4, §4.2, §8.2). It is a plain value:
// [Match.Record] returns a new Match.
//
//   - The deal alternates after every played deal; after a throw-in or a
//     BothPassRedealSameDealer redeal the same dealer deals again; after a
//     BothPassRedealForehand redeal the old forehand deals.
//   - Doubling after a draw (doc/strohmandel.md §8.2, N where the rule book says so): a played
//     deal is settled ×2 while DoubledLeft > 0, which then decreases by one;
//     a deal that triggers doubling sets DoubledLeft to the larger of its
//     value and the deal's [Result.DoubleNext]; the multiplier is never more
//     than 2. Deals that are not played neither trigger nor use up doubling.
type Match struct {
	// Rules are the rules every deal of the match is played by.
	Rules Rules
	// Dealer is the player (0 or 1) who deals the next deal.
	Dealer int
	// Totals is each player's running game points (they sum to zero).
	Totals [Players]int
	// DoubledLeft is the number of following played deals that count
	// double (the counter doubledLeft of doc/strohmandel.md §8.2).
	DoubledLeft int
	// Played is the number of played deals recorded.
	Played int
}

// NewMatch returns a match under rules whose first deal player firstDealer
// (0 or 1) deals. It returns an error wrapping tarock.ErrInvalidRules when
// rules are invalid or firstDealer is not 0 or 1.
func NewMatch(rules Rules, firstDealer int) (Match, error) {
	if err := rules.Validate(); err != nil {
		return Match{}, err
	}
	if firstDealer != 0 && firstDealer != 1 {
		return Match{}, fmt.Errorf("strohmandel: first dealer %d is not player 0 or 1: %w", firstDealer, tarock.ErrInvalidRules)
	}
	return Match{Rules: rules, Dealer: firstDealer}, nil
}

// Seat returns the seat player (0 or 1) has in the next deal: the dealer is
// seat 1, the other player forehand (seat 0).
func (m Match) Seat(player int) tarock.Seat {
	if player == m.Dealer {
		return Dealer
	}
	return tarock.Forehand
}

// Player returns the player who has seat in the next deal.
func (m Match) Player(seat tarock.Seat) int {
	if seat == Dealer {
		return m.Dealer
	}
	return 1 - m.Dealer
}

// Doubled reports whether the next played deal counts double.
func (m Match) Doubled() bool { return m.DoubledLeft > 0 }

// NewGame starts the next deal of the match from d (see [NewGame]).
func (m Match) NewGame(d Deal) (State, error) { return NewGame(m.Rules, d) }

// NewShuffledGame starts the next deal of the match from a shuffled pack
// drawn from r.
func (m Match) NewShuffledGame(r *rand.Rand) (State, error) { return NewGame(m.Rules, Shuffled(r)) }

// Record returns the match after the deal whose result is r (played with
// the seats [Match.Seat] gave), and each player's game points for it after
// doubling. It returns m unchanged and an error wrapping
// tarock.ErrWrongPhase when r is not the result of a finished deal, or
// tarock.ErrInvalidRules when m.Dealer is not 0 or 1.
func (m Match) Record(r Result) (Match, [Players]int, error) {
	var pay [Players]int
	if err := m.check(); err != nil {
		return m, pay, err
	}
	if r.Kind == KindUndecided || r.Kind > KindRedeal {
		return m, pay, fmt.Errorf("strohmandel: cannot record a deal that is not over: %w", tarock.ErrWrongPhase)
	}
	n := m
	if !r.Played() {
		if !r.SameDealer {
			n.Dealer = 1 - m.Dealer
		}
		return n, pay, nil
	}
	mult := 1
	if n.DoubledLeft > 0 {
		mult = 2
		n.DoubledLeft--
	}
	for seat := range tarock.Seat(Players) {
		p := m.Player(seat)
		pay[p] = mult * r.Deltas[seat]
		n.Totals[p] += pay[p]
	}
	n.DoubledLeft = max(n.DoubledLeft, r.DoubleNext)
	n.Played++
	n.Dealer = 1 - m.Dealer
	return n, pay, nil
}

func (m Match) check() error {
	if m.Dealer != 0 && m.Dealer != 1 {
		return fmt.Errorf("strohmandel: Match.Dealer %d is not player 0 or 1: %w", m.Dealer, tarock.ErrInvalidRules)
	}
	return nil
}

// Misdeal returns the match after a misdeal by the dealer
// (doc/strohmandel.md §3.5): the dealer pays his opponent 1 game point,
// 2 while the deals count double; the same dealer deals again. A misdeal
// neither triggers nor uses up doubling. It also returns each player's game
// points for it. It returns m unchanged and an error wrapping
// tarock.ErrInvalidRules when m.Dealer is not 0 or 1.
func (m Match) Misdeal() (Match, [Players]int, error) {
	var pay [Players]int
	if err := m.check(); err != nil {
		return m, pay, err
	}
	amount := 1
	if m.DoubledLeft > 0 {
		amount = 2
	}
	pay[m.Dealer] = -amount
	pay[1-m.Dealer] = amount
	m.Totals[m.Dealer] -= amount
	m.Totals[1-m.Dealer] += amount
	return m, pay, nil
}
