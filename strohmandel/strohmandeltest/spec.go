package strohmandeltest

import (
	"fmt"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/tarocktest"
)

// candidates appends moves of every kind that may be illegal in s: every
// move that is not a card play (and malformed moves), every playable card,
// two cards the player cannot play, and the calls on the cards they concern
// and on one other card. The list is kept short because the random-game
// checks compare the whole state for every rejected candidate.
func candidates(s strohmandel.State, dst []strohmandel.Move) []strohmandel.Move {
	if s.Phase() == strohmandel.PhasePlay {
		// A few moves of the other phases; they are all refused alike.
		dst = append(dst, strohmandel.TakeUp(), strohmandel.Ready(), strohmandel.Move{},
			strohmandel.Play(60), strohmandel.Double(strohmandel.LevelNone))
	} else {
		dst = append(dst, strohmandel.TakeUp(), strohmandel.Pass(), strohmandel.ThrowIn(), strohmandel.Continue(),
			strohmandel.Double(strohmandel.LevelKontra), strohmandel.Double(strohmandel.LevelRe), strohmandel.Ready(), strohmandel.Move{},
			strohmandel.Play(60), strohmandel.Double(strohmandel.LevelNone), strohmandel.Double(3),
			strohmandel.Announce(strohmandel.AnnounceTrull|strohmandel.AnnounceKingsTrull),
			strohmandel.Announce(strohmandel.AnnouncePagatUltimo), strohmandel.Announce(strohmandel.AnnounceTrull),
			strohmandel.Announce(strohmandel.AnnounceKingsTrull), strohmandel.Play(deck.Skus))
	}
	pl := s.Playable(s.ToMove())
	for c := range pl.All() {
		dst = append(dst, strohmandel.Play(c))
	}
	if c, ok := deck.FullPack.Minus(pl).First(); ok {
		dst = append(dst, strohmandel.Play(c))
	}
	if c, ok := deck.FullPack.Minus(pl).Last(); ok {
		dst = append(dst, strohmandel.Play(c))
	}
	for _, x := range [...]struct {
		cards deck.Set
		call  strohmandel.Call
	}{
		{deck.Trull, strohmandel.CallTrull},
		{deck.Kings, strohmandel.CallKingsTrull},
		{deck.SetOf(deck.Tarock17), strohmandel.CallRoss},
		{deck.SetOf(deck.Tarock18), strohmandel.CallTopschin},
	} {
		for c := range x.cards.Intersect(pl).All() {
			dst = append(dst, strohmandel.PlayCalling(c, x.call))
		}
	}
	if c, ok := pl.First(); ok {
		dst = append(dst, strohmandel.PlayCalling(c, strohmandel.CallTrull|strohmandel.CallTopschin))
	}
	return dst
}

// strawmanInvariant checks the strawman rules of doc/strohmandel.md §5
// and the hidden-information rules of doc/strohmandel.md §5.5 in s.
func strawmanInvariant(s strohmandel.State) error {
	atRest := s.CurrentTrick().IsEmpty()
	revealed := s.Phase() >= strohmandel.PhaseAnnounce && s.Contract() != strohmandel.Redeal && s.Contract() != strohmandel.ThrownIn
	for seat := range tarock.Seat(2) {
		var tops deck.Set
		for i, p := range s.Piles(seat) {
			top, up := p.Top()
			if up {
				if top.IsTarock() || top.IsKing() {
					return fmt.Errorf("seat %d pile %d: face-up top %v is a tarock or a King", seat, i, top)
				}
				tops = tops.With(top)
			}
			if atRest && revealed && p.Len() == 1 {
				return fmt.Errorf("seat %d pile %d rests with one card", seat, i)
			}
			if atRest && revealed && p.Len() > 0 && !up {
				return fmt.Errorf("seat %d pile %d rests without a face-up top", seat, i)
			}
			if !revealed && p.Taken() != 0 && !(p.Taken() == 1 && p.Order()[0] == deck.NoCard) {
				return fmt.Errorf("seat %d pile %d revealed before the take-up decision ended", seat, i)
			}
		}
		if tops != s.FaceUpTops(seat) {
			return fmt.Errorf("seat %d: face-up tops %v, piles show %v", seat, s.FaceUpTops(seat), tops)
		}
	}
	for seat := range tarock.Seat(2) {
		o := s.Observation(seat)
		opp := 1 - seat
		if o.Hand != s.Hand(seat) || o.KnownHand[seat] != s.Hand(seat) {
			return fmt.Errorf("seat %d observes hand %v, holds %v", seat, o.Hand, s.Hand(seat))
		}
		if !s.Hand(opp).ContainsAll(o.KnownHand[opp]) {
			return fmt.Errorf("seat %d believes %v in the opponent's hand %v", seat, o.KnownHand[opp], s.Hand(opp))
		}
		if o.HandSizes[opp] != s.Hand(opp).Len() {
			return fmt.Errorf("hand size")
		}
		played := s.Won(0) | s.Won(1) | s.CurrentTrick().Cards()
		for p := range tarock.Seat(2) {
			piles := s.Piles(p)
			for i, v := range o.Piles[p] {
				order := piles[i].Order()
				if v.Taken != piles[i].Taken() {
					return fmt.Errorf("pile taken count differs")
				}
				for k := range 4 {
					if v.Known&(1<<k) == 0 {
						continue
					}
					if v.Cards[k] != order[k] {
						return fmt.Errorf("seat %d sees %v at pile %d/%d position %d, it is %v", seat, v.Cards[k], p, i, k, order[k])
					}
					// A known card was turned face up, or is the last card
					// the observer took into his own hand.
					turned := k < v.Taken && k < 3 || k == v.Taken && v.FaceUp || k == 3 && k < v.Taken && s.Rules().LastCardShown
					if !turned && !(p == seat && k == 3 && k < v.Taken) {
						return fmt.Errorf("seat %d sees hidden card %v of pile %d/%d position %d", seat, order[k], p, i, k)
					}
				}
				for k := range min(v.Taken, 3) {
					c := order[k]
					if (c.IsTarock() || c.IsKing()) && !(s.Hand(p) | played).Has(c) {
						return fmt.Errorf("revealed %v of seat %d is neither in his hand nor played", c, p)
					}
					if (c.IsTarock() || c.IsKing()) && !o.Revealed[p].Has(c) {
						return fmt.Errorf("seat %d's observation misses revealed %v of seat %d", seat, c, p)
					}
				}
			}
		}
		// Nothing the observer knows is a card he may not see.
		if u := o.Unknown(); u.Overlaps(s.Hand(seat) | played | s.FaceUpTops(0) | s.FaceUpTops(1)) {
			return fmt.Errorf("seat %d: unknown %v overlaps visible cards", seat, u)
		}
	}
	return nil
}

// itemKinds maps the items whose condition the play decides to their
// game-independent names.
var itemKinds = map[strohmandel.ItemKind]string{
	strohmandel.ItemValat:         tarocktest.ItemValat,
	strohmandel.ItemPagatUltimo:   tarocktest.ItemPagatUltimo,
	strohmandel.ItemUhu:           tarocktest.ItemUhu,
	strohmandel.ItemKakadu:        tarocktest.ItemKakadu,
	strohmandel.ItemQuapil:        tarocktest.ItemQuapil,
	strohmandel.ItemMondfang:      tarocktest.ItemMondfang,
	strohmandel.ItemTrullInTricks: tarocktest.ItemTrullInTricks,
	strohmandel.ItemKingsInTricks: tarocktest.ItemKingsInTricks,
}

// settlement is the Settlement of the finished deal s read from its own
// Result.
func settlement(s strohmandel.State) tarocktest.Settlement {
	r, _ := s.Result()
	return Settlement(s, r)
}

// Settlement describes the finished, played deal s with its result r for
// the recount of tarocktest.Check: one party per seat, nothing counted
// aside (every card of the pack is played), and the items of r whose
// condition the play decides (the birds, the Valat, the Mondfang, the
// Trull and the Kings in tricks), each made when its Seat won it
// (doc/strohmandel.md §6, §8, §9). [Spec] passes s.Result(); a test passes
// a result changed to plant a fault and sees the check find it.
func Settlement(_ strohmandel.State, r strohmandel.Result) tarocktest.Settlement {
	st := tarocktest.Settlement{
		Party:  [tarock.MaxPlayers]int{0, 1},
		Tricks: [tarock.MaxPlayers]int{r.Tricks[0], r.Tricks[1]},
	}
	for _, it := range r.ItemList() {
		if k, ok := itemKinds[it.Kind]; ok {
			st.Items = append(st.Items, tarocktest.Item{Kind: k, Seat: it.Seat, Announced: it.Announced, Made: it.Won})
		}
	}
	return st
}
