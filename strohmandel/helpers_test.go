package strohmandel_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/internal/gametest"
	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tarock"
)

func set(t testing.TB, s string) deck.Set {
	t.Helper()
	v, err := deck.ParseSet(s)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// makeDeal builds a deal from hands and piles written in card notation,
// piles top card first.
func makeDeal(t testing.TB, hands [2]string, piles [2][3]string) strohmandel.Deal {
	t.Helper()
	var d strohmandel.Deal
	for s := range 2 {
		d.Hands[s] = set(t, hands[s])
		for p := range 3 {
			f := strings.Fields(piles[s][p])
			if len(f) != 4 {
				t.Fatalf("pile %q", piles[s][p])
			}
			for i, w := range f {
				c, err := deck.ParseCard(w)
				if err != nil {
					t.Fatal(err)
				}
				d.Piles[s][p][i] = c
			}
		}
	}
	if err := d.Validate(); err != nil {
		t.Fatal(err)
	}
	return d
}

// tableDeal is the deal of the strawman tests. After the reveal forehand
// has taken T7 (pile 0), T1 KD T5 and, unseen, JS (pile 1, now empty) into
// his hand, and shows 3D and QH as face-up tops; the dealer has taken KH T6
// KC and, unseen, 7S (pile 0, empty) and shows JD and 9C.
func tableDeal(t testing.TB) strohmandel.Deal {
	return makeDeal(t,
		[2]string{
			"T8 T9 T10 T11 T12 T13 T14 Skus 2D AD 8S 9S 7C 8C 10C",
			"T15 T16 T17 T18 T19 T20 3H 2H JH CH CD QD 10S CC QS",
		},
		[2][3]string{
			{"T7 3D KS QC", "T1 KD T5 JS", "QH T2 T3 T4"},
			{"KH T6 KC 7S", "JD 4D JC CS", "9C 4H AH T21"},
		})
}

// apply applies moves in notation to s.
func apply(t testing.TB, s strohmandel.State, moves ...string) strohmandel.State {
	t.Helper()
	return gametest.Apply(t, s, strohmandel.ParseMove, moves...)
}

func legalPlays(s strohmandel.State) deck.Set {
	var v deck.Set
	for _, m := range s.LegalMoves() {
		if c, ok := m.PlayedCard(); ok {
			v = v.With(c)
		}
	}
	return v
}

func movesText(s strohmandel.State) []string {
	var out []string
	for _, m := range s.LegalMoves() {
		out = append(out, m.String())
	}
	return out
}

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
			strohmandel.Announce(strohmandel.AnnounceTrull|strohmandel.AnnounceKings),
			strohmandel.Announce(strohmandel.AnnouncePagatUltimo), strohmandel.Announce(strohmandel.AnnounceTrull),
			strohmandel.Announce(strohmandel.AnnounceKings), strohmandel.Play(deck.Skus))
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

// withoutTarock moves every tarock out of seat's hand into other places, so
// that the throw-in rules (doc/strohmandel.md §3.4) are exercised.
func withoutTarock(d strohmandel.Deal, seat int) strohmandel.Deal {
	other := 1 - seat
	for c := range d.Hands[seat].Tarocks().All() {
		swapped := false
		for s := range 2 {
			for p := range 3 {
				for i, x := range d.Piles[s][p] {
					if !swapped && x.Valid() && !x.IsTarock() {
						d.Piles[s][p][i] = c
						d.Hands[seat] = d.Hands[seat].Without(c).With(x)
						swapped = true
					}
				}
			}
		}
		if !swapped {
			x, _ := d.Hands[other].SuitCards().First()
			d.Hands[other] = d.Hands[other].Without(x).With(c)
			d.Hands[seat] = d.Hands[seat].Without(c).With(x)
		}
	}
	return d
}

// dealOf is newDeal for a deal of the pack of rules.
func dealOf(rules strohmandel.Rules, seed uint64) strohmandel.Deal {
	if rules.Pack == 0 {
		return newDeal(seed)
	}
	return packDeal(seed, rules.CardsInPlay())
}

// newDeal makes the deal of a seed: a shuffled pack, and for some seeds a
// hand without tarock.
func newDeal(seed uint64) strohmandel.Deal {
	d := strohmandel.Shuffled(rand.New(rand.NewPCG(seed, 0x5eed)))
	switch seed % 8 {
	case 1:
		d = withoutTarock(d, 0)
	case 2:
		d = withoutTarock(d, 1)
	case 3:
		d = withoutTarock(withoutTarock(d, 0), 1)
	}
	return d
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

// extraVariants switches on the options no preset uses: Kontra, Quapil,
// announcements in a simple game, LastCardShown, Rostopschin with the Trull
// in hand, Mondfang 1, ValatReplacesGame, a same-dealer redeal, the
// declarer's lead.
func extraVariants() []strohmandel.Rules {
	v := strohmandel.Tirol2025
	v.Kontra, v.TrullMode, v.Birds, v.BothPass = true, strohmandel.TrullTricks, strohmandel.BirdPagat|strohmandel.BirdQuapil, strohmandel.BothPassSimpleGame
	w := strohmandel.MayrSedlaczekWeb2001Classic
	w.Kontra, w.LastCardShown, w.Rostopschin, w.Mondfang, w.ValatReplacesGame = true, true, true, 1, true
	w.BothPass, w.FirstLead = strohmandel.BothPassRedealSameDealer, strohmandel.LeadDeclarerIfTakenUp
	return []strohmandel.Rules{v, w}
}
