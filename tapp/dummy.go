package tapp

import (
	"fmt"
	"math/rand/v2"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/determinize"
)

// The 1829 game for two with a dummy stack (doc/tapp.md §11.2): two seats,
// forehand 0 and dealer 1; the third hand of the deal is the dummy, whose
// top card goes to the winner of each two-card trick. layout.go says where
// the dummy lives in a State; this file holds its rules, its deal and its
// play.

// checkDummy reports through bad the options the dummy game cannot take
// (doc/tapp.md §11.2; the library's reading): it deals the 54 cards,
// throws the cards in when both pass, and has no ImmediateHolding, Kontra,
// fourth player or Graz stack choice, all of which need three seats.
func (r Rules) checkDummy(bad func(format string, args ...any)) {
	if !r.Dummy1829 {
		if r.DummyCard != DummyShown {
			bad("Rules.DummyCard = %v needs Rules.Dummy1829", r.DummyCard)
		}
		return
	}
	switch {
	case r.Pack != 0 && r.Pack != deck.Pack54:
		bad("Rules.Dummy1829 deals the 54 cards, got %d (doc/tapp.md §11.2)", r.CardsInPlay().Len())
	case r.AllPass != AllPassRedeal:
		bad("Rules.Dummy1829 throws the cards in when both pass: needs Rules.AllPass = AllPassRedeal (doc/tapp.md §11.2)")
	case r.ImmediateHolding:
		bad("Rules.Dummy1829 has the auction of doc/tapp.md §5.1: no Rules.ImmediateHolding")
	case r.Kontra:
		bad("Rules.Dummy1829 has no Kontra")
	case r.FourthPlayer != FourthNone:
		bad("Rules.Dummy1829 is a game for two: no Rules.FourthPlayer")
	case r.KnockMode == KnockGrazChoose:
		bad("Rules.Dummy1829 deals a knocked hand in one packet: needs Rules.KnockMode = KnockOnePacket")
	}
}

// dummySeat is the seat of the deal whose hand is the dummy stack.
const dummySeat tarock.Seat = 2

// ShuffledFor returns a uniformly random deal for the rules r drawn from
// src: [ShuffledPack] of r's pack, and under Dummy1829 (doc/tapp.md §11.2)
// a deal whose third hand is the dummy stack, with its order in
// [Deal.Dummy]. It allocates nothing.
func ShuffledFor(src rand.Source, r Rules) Deal {
	if !r.Dummy1829 {
		return ShuffledPack(src, r.Pack)
	}
	o := deck.Shuffled(src)
	var d Deal
	copy(d.Talon[:], o[:talonSize])
	n := 0
	for i := range 4 {
		for p := range 3 {
			base := 6 + 12*i + 4*p
			d.Hands[p] |= deck.SetOf(o[base], o[base+1], o[base+2], o[base+3])
			if p == int(dummySeat) {
				// The card dealt last lies on top.
				for k := range 4 {
					d.Dummy[len(d.Dummy)-1-n] = o[base+k]
					n++
				}
			}
		}
	}
	return d
}

// checkDummyOrder checks that d.Dummy lists the cards of the dummy hand
// d.Hands[2] once each (doc/tapp.md §11.2).
func checkDummyOrder(d Deal) error {
	if d.Dummy == ([16]deck.Card{}) {
		return fmt.Errorf("tapp: the deal has no dummy order (Deal.Dummy is empty): deal the game for two with ShuffledFor or DealFrom (doc/tapp.md §11.2): %w", tarock.ErrInvalidDeal)
	}
	var set deck.Set
	for _, c := range d.Dummy {
		if c >= deck.NumCards || set.Has(c) {
			return fmt.Errorf("tapp: the dummy order %v is not the 16 cards of hand 2 once each: %w", d.Dummy, tarock.ErrInvalidDeal)
		}
		set |= only(c)
	}
	if set != d.Hands[dummySeat] {
		return fmt.Errorf("tapp: the dummy order %v is not the 16 cards of hand 2 once each: %w", d.Dummy, tarock.ErrInvalidDeal)
	}
	return nil
}

// startDummy sets up the dummy game at the start of the deal d: the
// dummy's order laid into the plays, and the dummy seat, which never
// speaks, counted as passed.
func (s *State) startDummy(d Deal) {
	s.layDummy(d.Dummy)
	s.setPassed(dummySeat)
	s.setBonus(dummySeat, 0)
}

// playDummy plays card c of the seat to act in the dummy game
// (doc/tapp.md §8, §11.2): the second card completes the trick, whose
// winner takes the dummy's top card and leads the next.
func (s *State) playDummy(c deck.Card) {
	p := s.toMove
	s.hands[p] &^= only(c)
	n := s.nPlays
	s.plays[n] = playedOf(c)
	if s.tn == 0 {
		s.nPlays = n + 1
		s.tn = 1
		q := p ^ 1
		s.toMove = q
		s.legal = legalPlays(tarock.Follow(s.hands[q], c))
		return
	}
	// The leader is the other seat; the winner is the leader (w = 0) or p.
	w := tarock.WinningIndex3(s.plays[n-1].card(), c, s.plays[n-1].card())
	top := s.dummyTop()
	s.plays[n+1] = trickEnd(top, w)
	s.hands[dummySeat] &^= only(top)
	s.nPlays = n + 2
	s.tn = 0
	q := p ^ 1 ^ tarock.Seat(w)
	s.toMove = q
	s.legal = legalPlays(s.hands[q])
	if s.legal == 0 {
		s.afterPlay()
	}
}

// dummyTrickLeads is trickLeads of the dummy game: two seats take turns.
func (s *State) dummyTrickLeads() (last, cur tarock.Seat) {
	done := int(s.nPlays - s.tn)
	if s.phase == PhasePlay {
		cur = s.toMove ^ tarock.Seat(s.tn)
		if done >= 3 {
			last = cur ^ tarock.Seat(s.wonBy(done-1))
		}
		return last, cur
	}
	cur = s.firstLeader()
	for i := 0; i+2 < done; i += 3 {
		last = cur
		cur ^= tarock.Seat(s.wonBy(i + 2))
	}
	if done == 0 {
		cur = 0
	}
	return last, cur
}

// dummyTally is tally of the dummy game: each trick, its two cards and the
// dummy card, goes to its winner.
func (s *State) dummyTally() (won [3]deck.Set, tricks [3]int, last tarock.Seat) {
	lead := s.firstLeader()
	done := int(s.nPlays - s.tn)
	for i := 0; i+2 < done && i+2 < len(s.plays); i += 3 {
		last = lead
		lead ^= tarock.Seat(s.plays[i+2].winner())
		won[lead&1] |= s.plays[i].set() | s.plays[i+1].set() | s.plays[i+2].set()
	}
	tricks = [3]int{won[0].Len() / 3, won[1].Len() / 3}
	return won, tricks, last
}

// DummyTaken returns the dummy cards the trick winners have taken so far
// (doc/tapp.md §11.2); empty outside the dummy game.
func (s State) DummyTaken() deck.Set {
	if !s.isDummy() {
		return 0
	}
	var t deck.Set
	for i := 2; i < int(s.nPlays); i += 3 {
		t |= s.plays[i].set()
	}
	return t
}

// DummyLeft returns the number of cards left in the dummy stack
// (doc/tapp.md §11.2); 0 outside the dummy game.
func (s State) DummyLeft() int {
	if !s.isDummy() {
		return 0
	}
	return s.hands[dummySeat].Len()
}

// isDummy reports whether s is a deal of the dummy game.
func (s *State) isDummy() bool { return s.rules != nil && s.rules.Dummy1829 }

// seats returns the number of seats: 2 in the dummy game, else 3.
func (s *State) seats() int {
	if s.isDummy() {
		return 2
	}
	return 3
}

// seatOfPlay returns the seat that played card i (0–2) of a trick led by
// lead; in the dummy game card 2 is the dummy's, played by no seat
// (doc/tapp.md §11.2).
func (s *State) seatOfPlay(lead tarock.Seat, i int) tarock.Seat {
	if !s.isDummy() {
		return mod3[(lead+tarock.Seat(i))&7]
	}
	if i >= 2 {
		return tarock.NoSeat
	}
	return lead ^ tarock.Seat(i)
}

// seats returns the number of seats of the observation's game: 2 in the
// game for two (doc/tapp.md §11.2), else 3.
func (o *Observation) seats() int {
	if o.Rules.Dummy1829 {
		return 2
	}
	return 3
}

// dummyTricks returns the number of dummy cards the view says were taken:
// one per completed trick.
func (det *Determinizer) dummyTricks() int {
	if !det.view.Rules.Dummy1829 {
		return 0
	}
	return min(det.view.Tricks[0]+det.view.Tricks[1], len(det.view.Dummy))
}

// dummyShown returns the dummy cards the view shows taken (doc/tapp.md
// §11.2), and an error if one is also shown elsewhere (in known) or twice.
func (det *Determinizer) dummyShown(known deck.Set) (deck.Set, error) {
	var shown deck.Set
	for k, c := range det.view.Dummy[:det.dummyTricks()] {
		if c == Hidden {
			continue
		}
		if !c.Valid() || shown.Has(c) {
			return 0, det.bad("dummy card %d is %v", k+1, c)
		}
		shown = shown.With(c)
	}
	// Played holds the dummy cards shown.
	if leftOver := shown &^ det.view.Played; leftOver != 0 {
		return 0, det.bad("dummy cards %v shown but not among the cards played", leftOver)
	}
	return shown, nil
}

// placeDummyTaken adds a place of one card for each dummy card taken
// that the observer did not see (DummyHidden, doc/tapp.md §11.2).
func (det *Determinizer) placeDummyTaken() {
	for k, c := range det.view.Dummy[:det.dummyTricks()] {
		if c == Hidden {
			det.places = append(det.places, place{Kind: placeDummyTaken, Pos: k, Label: fmt.Sprintf("dummy card of trick %d", k+1), Size: 1})
		}
	}
}

// dealDummy completes the dummy of deal from the assignment a: the cards
// taken in trick order, shown or placed, and under them the cards left in
// the stack, which deal.Hands[2] holds, in a uniformly random order drawn
// with rng (nobody has seen it).
func (det *Determinizer) dealDummy(deal *Deal, a determinize.Assignment, rng *rand.Rand) {
	n := det.dummyTricks()
	copy(deal.Dummy[:n], det.view.Dummy[:n])
	for i, pl := range det.places {
		if pl.Kind == placeDummyTaken {
			c, _ := a[i].First()
			deal.Dummy[pl.Pos] = c
			deal.Hands[dummySeat] |= a[i]
		}
	}
	for _, c := range deal.Dummy[:n] {
		deal.Hands[dummySeat] = deal.Hands[dummySeat].With(c)
	}
	var pool [deck.NumCards]deck.Card
	left := deal.Hands[dummySeat].Minus(deck.SetOf(deal.Dummy[:n]...)).AppendCards(pool[:0])
	rng.Shuffle(len(left), func(i, j int) { left[i], left[j] = left[j], left[i] })
	copy(deal.Dummy[n:], left)
}
