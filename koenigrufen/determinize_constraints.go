package koenigrufen

import (
	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/determinize"
	"github.com/tarockfamily/sdk/tarock/hidden"
)

// The constraints of the determinizer (determinize.go) beyond the cards
// played: the cards a move shows its seat held, the discards and the
// called king. A card a seat held when it moved and that the observer
// has not seen since lies in that seat's hand now, since a hand only loses
// cards by play (and the declarer's by the discard, which comes before the
// announcements and after the auction). Each is a necessary condition of
// every consistent state, so the placement stays uniform; what a move
// shows of a whole hand (at most three kings for a calling contract, six
// suit cards for a colour contract) is left to the replay, which refuses
// the move.

// oneOf says that seat held at least one of cards when it moved.
type oneOf struct {
	seat  tarock.Seat
	cards deck.Set
}

// caseConds are the conditions one case of the mixture adds to the
// places, by place index.
type caseConds struct {
	require, forbid [hidden.MaxLocations]deck.Set
}

// readNeeds records the cards event e shows its seat held
// (doc/koenigrufen.md §5.2, §6.1, §6.3; doc/koenigrufen.md §5.1 rule 7):
//   - a bid or hold of a bird caller needs its bird, of a Besserrufer or
//     the low or high Besserrufer one of its birds; the declarer's is
//     read only in a tarock contract, since in a colour contract he may
//     have laid a bird away face down, and one of several birds only of
//     the other seats;
//   - handing the forehand on needs the four kings;
//   - Schleifen in a Besserrufer names a bird the declarer holds.
func (det *Determinizer) readNeeds(e Event) {
	v := &det.view
	p := e.Seat & 3
	switch m := e.Move; m.Kind() {
	case MoveBid, MoveHold:
		if m.Kind() == MoveBid {
			det.standing = m.Contract()
		}
		switch b := v.Rules.birdsOf(det.standing); {
		case b.Len() == 1 && (p != v.Declarer || !v.Contract.IsColour()):
			det.needs[p] |= b
		case b.Len() > 1 && p != v.Declarer:
			det.oneOf = append(det.oneOf, oneOf{seat: p, cards: b})
		}
	case MovePassForehand:
		det.needs[p] |= deck.Kings
	case MoveConcede:
		if b := m.Bird(); b >= BirdPagat && b <= BirdQuapil {
			det.needs[p] = det.needs[p].With(birdCard(b))
		}
	}
}

// readAnnounced records the cards the call and the announcements show
// (doc/koenigrufen.md §8.3; doc/koenigrufen.md §6.1 rules 4 and 5): a
// called queen shows that the declarer held the four kings, a called
// fourth king the three others; an announced bird is held by its
// announcer, and so is the called king by the announcer of King Ultimo.
func (det *Determinizer) readAnnounced() {
	v := &det.view
	if k := v.Called; k != deck.NoCard && v.Declarer < numSeats {
		switch {
		case k.Rank() == deck.RankQueen:
			det.needs[v.Declarer] |= deck.Kings
		case v.CalledFourthKing:
			det.needs[v.Declarer] |= deck.Kings.Without(k)
		}
	}
	for k := 3; k <= 6; k++ {
		if a := v.Announcers[k]; v.Announced&(1<<k) != 0 && a < numSeats {
			det.needs[a] = det.needs[a].With(premiumBirdCard(k))
		}
	}
	if a := v.Announcers[2]; v.Announced&KingUltimo != 0 && a < numSeats && v.Called != deck.NoCard {
		det.needs[a] = det.needs[a].With(v.Called)
	}
}

// mixture returns the cases of the placement: one problem, or when a seat
// showed it held one of several cards (oneOf) a disjoint case for each
// card it may hold first — it holds that card and none before it in card
// order — and for several such conditions every combination. The cases
// are disjoint and together exactly the placements that meet every
// condition, so the mixture, drawing a case by its count, stays uniform.
func (det *Determinizer) mixture() determinize.Mixture {
	var mix determinize.Mixture
	var rec func(i int, c caseConds)
	rec = func(i int, c caseConds) {
		if i == len(det.oneOf) {
			_ = mix.Add(det.problem(&c))
			return
		}
		at, cand, ok := det.oneOfPlace(det.oneOf[i])
		if !ok {
			rec(i+1, c)
			return
		}
		var before deck.Set
		for b := range cand.All() {
			e := c
			e.require[at] = e.require[at].With(b)
			e.forbid[at] |= before
			rec(i+1, e)
			before = before.With(b)
		}
	}
	rec(0, caseConds{})
	return mix
}

// oneOfFits reports whether the assignment a meets every condition the
// mixture splits into cases: a seat that showed it held one of several
// cards holds one of those not known elsewhere ([Determinizer.Possible]).
func (det *Determinizer) oneOfFits(a *determinize.Assignment) bool {
	for _, o := range det.oneOf {
		if at, cand, ok := det.oneOfPlace(o); ok && !a[at].Overlaps(cand) {
			return false
		}
	}
	return true
}

// oneOfPlace returns the index of the place of o's hand and the cards of
// o not known elsewhere, and false when the placement need not meet o: a
// card shown meets it, or the observer's own hand is left to the replay.
func (det *Determinizer) oneOfPlace(o oneOf) (int, deck.Set, bool) {
	at := det.handIndex(o.seat)
	cand := o.cards & det.unknown
	if at < 0 || o.cards.Overlaps(det.played[o.seat]|det.view.OpenHands[o.seat]) || cand == 0 {
		return at, cand, false
	}
	return at, cand, true
}

// handIndex returns the index of the place of seat p's hand, -1 for the
// observer's.
func (det *Determinizer) handIndex(p tarock.Seat) int {
	for i, pl := range det.places {
		if pl.Kind == placeHand && pl.Seat == p {
			return i
		}
	}
	return -1
}

// placeDiscards adds the declarer's discards laid away face down and what
// the discards laid away face up show (doc/koenigrufen.md §7.3): in a
// tarock contract the suit cards other than kings go face down and the
// tarocks II to XX face up, the latter only when none of the former is
// left; in a colour contract the other way round.
func (det *Determinizer) placeDiscards() error {
	v := &det.view
	hd := det.hand(v.Declarer)
	if hd == nil {
		return nil
	}
	down, up := plainCards, deck.Tarocks&^deck.Trull
	if v.Contract.IsColour() {
		down, up = up, down
	}
	if n := v.NumDiscards - v.Discards.Len(); n > 0 {
		det.places = append(det.places, place{Kind: placeDiscard, Label: "discards laid away face down", Size: n, Forbid: deck.FullPack &^ down})
		hd = det.hand(v.Declarer) // the append may have moved the places
	}
	if v.Discards.Overlaps(up) {
		if det.played[v.Declarer].Overlaps(down) {
			return det.bad("declarer laid %v away face up but played %v", v.Discards&up, det.played[v.Declarer]&down)
		}
		hd.Forbid |= down
	}
	return nil
}

// placeKing adds what the observer knows of the called king's place
// (doc/koenigrufen.md §6.1, §6.2).
func (det *Determinizer) placeKing(hd *place, talonSeen deck.Set) {
	v := &det.view
	k := v.Called
	if k == deck.NoCard || !det.unknown.Has(k) {
		return
	}
	for i := range det.places {
		pl := &det.places[i]
		switch {
		case pl.Kind != placeHand:
			if v.PartnerKnown && v.Partner != tarock.NoSeat {
				pl.Forbid = pl.Forbid.With(k)
			}
		case v.PartnerKnown && pl.Seat == v.Partner:
			pl.Require = pl.Require.With(k)
		case v.PartnerKnown && pl.Seat != v.Declarer:
			pl.Forbid = pl.Forbid.With(k)
		}
	}
	// The declarer held no called card of his own at the call, unless
	// CallOwnKing allows a king (never a queen, nor the fourth king).
	own := v.Rules.CallOwnKing == CallOwnKingAllowed && k.Rank() == deck.RankKing && !v.CalledFourthKing
	if hd != nil && !talonSeen.Has(k) && !own {
		hd.Forbid = hd.Forbid.With(k)
	}
}
