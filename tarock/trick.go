package tarock

import (
	"fmt"
	"strings"

	"github.com/tarockfamily/sdk/deck"
)

// Trick is a trick being played or completed: the cards in the order they
// were played, who led, and hence who played each card. It is a small value
// (8 bytes); [Trick.Play] returns a new trick and leaves the receiver as it
// is. The zero value is an empty trick led by seat 0 of a game with no
// players; use [NewTrick].
type Trick struct {
	cards   [MaxPlayers]deck.Card
	leader  Seat
	players uint8
	n       uint8
	_       uint8
}

// NewTrick returns an empty trick of a game of players players (2..4) that
// leader leads.
func NewTrick(leader Seat, players int) Trick {
	return Trick{leader: leader, players: uint8(players)}
}

// Leader returns the seat that led (or will lead) the trick.
func (t Trick) Leader() Seat { return t.leader }

// Players returns the number of cards a complete trick holds.
func (t Trick) Players() int { return int(t.players) }

// Len returns the number of cards played so far.
func (t Trick) Len() int { return int(t.n) }

// IsEmpty reports whether no card has been played to t.
func (t Trick) IsEmpty() bool { return t.n == 0 }

// Complete reports whether every player has played to t.
func (t Trick) Complete() bool { return t.n >= t.players && t.players > 0 }

// Card returns the i-th card played (0 = the lead). It returns false when
// fewer than i+1 cards have been played.
func (t Trick) Card(i int) (deck.Card, bool) {
	if i < 0 || i >= int(t.n) {
		return 0, false
	}
	return t.cards[i], true
}

// SeatOf returns the seat that played (or will play) the i-th card.
func (t Trick) SeatOf(i int) Seat { return t.leader.Add(i, int(t.players)) }

// ToPlay returns the seat whose turn it is in t; for a complete trick, the
// leader.
func (t Trick) ToPlay() Seat {
	if t.Complete() {
		return t.leader
	}
	return t.leader.Add(int(t.n), int(t.players))
}

// Cards returns the set of cards played so far.
func (t Trick) Cards() deck.Set {
	var s deck.Set
	for i := range int(t.n) {
		s = s.With(t.cards[i])
	}
	return s
}

// Led returns the suit of the lead (deck.Tarock for a tarock lead), or
// false for an empty trick.
func (t Trick) Led() (deck.Suit, bool) {
	if t.n == 0 {
		return 0, false
	}
	return t.cards[0].Suit(), true
}

// Play returns t with c added as the next card. It returns an error
// wrapping [ErrIllegalMove] (and t unchanged) when t is complete or already
// holds c. It does not check the play obligations; see [LegalPlays].
func (t Trick) Play(c deck.Card) (Trick, error) {
	if t.Complete() || t.players == 0 {
		return t, fmt.Errorf("tarock: %v played to a complete trick: %w", c, ErrIllegalMove)
	}
	if !c.Valid() || t.Cards().Has(c) {
		return t, fmt.Errorf("tarock: %v cannot be played to trick %v: %w", c, t, ErrIllegalMove)
	}
	t.cards[t.n] = c
	t.n++
	return t, nil
}

// WinningIndex returns the index of the card that wins (or, for an
// incomplete trick, currently wins) t: the highest tarock if any was played,
// otherwise the highest card of the suit led; a card of another suit never
// wins (doc/tapp.md §8). It returns -1 for an empty trick.
func (t Trick) WinningIndex() int {
	if t.n == 0 {
		return -1
	}
	best := 0
	for i := 1; i < int(t.n); i++ {
		if t.cards[i].Beats(t.cards[best]) {
			best = i
		}
	}
	return best
}

// Winner returns the seat that wins (or currently wins) t, or [NoSeat] for
// an empty trick.
func (t Trick) Winner() Seat {
	i := t.WinningIndex()
	if i < 0 {
		return NoSeat
	}
	return t.SeatOf(i)
}

// Best returns the card that currently wins t, or false for an empty trick.
func (t Trick) Best() (deck.Card, bool) {
	i := t.WinningIndex()
	if i < 0 {
		return 0, false
	}
	return t.cards[i], true
}

// String returns the trick as "seat 0: KH, seat 1: QH, seat 2: T5", or
// "(empty, seat 0 to lead)".
func (t Trick) String() string {
	if t.n == 0 {
		return fmt.Sprintf("(empty, %v to lead)", t.leader)
	}
	var b strings.Builder
	for i := range int(t.n) {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%v: %v", t.SeatOf(i), t.cards[i])
	}
	return b.String()
}
