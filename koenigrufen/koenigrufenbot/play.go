package koenigrufenbot

import (
	"slices"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/internal/thumb"
	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/tarock"
)

// The card play of the heuristic player (doc/koenigrufen.md §9), on the
// rules of thumb it shares with the Tapp Tarock player (thumb.Table):
//
//   - It keeps the Pagat for the last trick in the positive contracts
//     whenever it has another legal card.
//   - Leading, the declarer's party draws tarocks with a sure winner or
//     when it holds as many tarocks as are still out, and otherwise leads
//     a king of a suit no opponent has shown void in; a defender leads a
//     king, or a suit the declarer has shown void in, to make him trump.
//     Otherwise it leads its cheapest suit card.
//   - Following, it wins a trick with the cheapest card that surely wins,
//     fights for a trick whose cards add up to a value of 4 or more with
//     its highest winner when an opponent may still play, smears its most
//     valuable card on a trick its known partner wins and no opponent can
//     take any more, and otherwise plays its cheapest card. A seat whose
//     side it does not know yet counts as an opponent.
//   - It plays the cards its own announcements reserve in their tricks and
//     keeps them out of earlier ones (see keepReserved).
//   - The negative contracts have their own rules (see the negative file).

// relation is what the observer knows of another seat's side.
type relation uint8

const (
	opponent relation = iota // on the other side, or not known
	ally                     // on the observer's side, known
)

// table is what the player derives from an observation for the play.
type table struct{ thumb.Table }

// sides returns what the observer knows of each seat's side
// (doc/koenigrufen.md §6.2).
func sides(o *koenigrufen.Observation) [4]relation {
	var rel [4]relation
	rel[o.Seat&3] = ally
	d := o.Declarer
	if d >= 4 || o.Contract == koenigrufen.Trischaken || o.Contract == koenigrufen.NoContract {
		return rel // each for himself
	}
	declSide := func(p tarock.Seat) bool { return p == d || (o.PartnerKnown && p == o.Partner) }
	switch {
	case o.Contract.IsNegative() || !o.Contract.IsCalling() || o.PartnerKnown:
		for p := range tarock.Seat(4) {
			if declSide(p) == declSide(o.Seat) {
				rel[p] = ally
			}
		}
	case o.Seat != d:
		// A defender who does not know the partner knows only that the
		// declarer is not on his side; the declarer knows nothing more.
		rel[o.Seat] = ally
	}
	return rel
}

// leftHalf returns the talon half the declarer left, as far as the
// observer saw it: it is out of play (doc/koenigrufen.md §7.4).
func leftHalf(o *koenigrufen.Observation) deck.Set {
	var left deck.Set
	for _, e := range o.Events() {
		if e.Move.Kind() == koenigrufen.MoveTake {
			left = half(o, 1-e.Move.Half())
		}
	}
	return left
}

// newTable returns what the player derives from an observation for the
// play.
func newTable(o *koenigrufen.Observation) table {
	t := table{thumb.NewTable(o.Seat, 4)}
	t.NoTrumps = o.Contract.IsColour()
	// Void in the suit led and no tarock played: void in tarocks too
	// (doc/koenigrufen.md §9.2).
	t.TarockVoid = true
	for p, r := range sides(o) {
		t.Opponent[p] = r == opponent
	}
	for _, e := range o.Events() {
		if c, ok := e.Move.PlayedCard(); ok {
			t.Saw(e.Seat, c)
		}
	}
	t.Observe(o.CurrentTrick, o.Hand|o.Played|o.Discards|leftHalf(o), o.Tricks[:], 12)
	return t
}

// play chooses a card, or returns false when no legal move plays one.
func (h *heuristic) play(o *koenigrufen.Observation, legal []koenigrufen.Move) (koenigrufen.Move, bool) {
	cards := thumb.Cards(legal)
	if cards.IsEmpty() {
		return koenigrufen.Move{}, false
	}
	t := newTable(o)
	var c deck.Card
	switch {
	case o.Contract == koenigrufen.Trischaken:
		c = t.Duck(cards)
	case o.Contract.IsNegative() && o.Seat == o.Declarer:
		c = t.declareNegative(o, cards)
	case o.Contract.IsNegative():
		c = t.defendNegative(o, cards)
	default:
		cards = thumb.KeepPagat(keepReserved(o, cards), t.Last)
		if t.Trick.IsEmpty() {
			declarerSide := o.Seat == o.Declarer || (o.PartnerKnown && o.Partner == o.Seat)
			c = t.Lead(cards, o.Declarer, declarerSide)
		} else {
			c = t.Follow(cards)
		}
	}
	m := koenigrufen.Play(c)
	if slices.Contains(legal, m) {
		return m, true
	}
	return koenigrufen.Move{}, false
}
