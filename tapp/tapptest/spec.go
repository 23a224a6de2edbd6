package tapptest

import (
	"errors"
	"fmt"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/tarocktest"
)

// candidates lists moves of every kind, legal or not, for the random-game
// checks: every card play, every bid, hold and pass, both halves, talon card
// sets, discards (including kings, Trull cards and tarocks), every
// announcement and every Kontra move.
func candidates(s tapp.State, dst []tapp.Move) []tapp.Move {
	// A few moves of other phases are always tried.
	dst = append(dst, tapp.Pass(), tapp.Hold(), tapp.Bid(tapp.Dreier), tapp.Take(tapp.Lower),
		tapp.Announce(tapp.NoAnnouncement), tapp.Double(tapp.LevelKontra, tapp.TargetGame),
		tapp.Play(deck.Skus), tapp.Play(deck.Card(60)), tapp.Discard(0))
	switch s.Phase() {
	case tapp.PhasePlay:
		// Every card of the hand (legal plays and revokes), and a sample of
		// the cards not held that rotates with the trick, so that every
		// card of the pack is tried in the course of a game.
		h := s.Hand(s.ToMove())
		k := deck.Card(s.TricksPlayed()*3 + s.CurrentTrick().Len())
		for c := deck.Card(0); c < deck.NumCards; c++ {
			if h.Has(c) || (c+k)%8 == 0 {
				dst = append(dst, tapp.Play(c))
			}
		}
	case tapp.PhaseAuction:
		for c := tapp.NoContract; c <= tapp.Trischaken+1; c++ {
			dst = append(dst, tapp.Bid(c))
		}
	case tapp.PhaseTalon:
		talon := s.Talon()
		dst = append(dst, tapp.Take(tapp.Upper), tapp.Take(tapp.Half(2)),
			tapp.TakeCards(deck.SetOf(talon[0], talon[1])), tapp.TakeCards(deck.SetOf(talon[1], talon[2])),
			tapp.TakeCards(deck.SetOf(talon[5])), tapp.TakeCards(deck.SetOf(talon[0], talon[5])), tapp.TakeCards(0))
	case tapp.PhaseDiscard:
		h := s.Hand(s.Declarer())
		plain := h &^ (deck.Tarocks | deck.Kings)
		pick := func(set deck.Set, n int) deck.Set {
			var out deck.Set
			for c := range set.All() {
				if out.Len() == n {
					break
				}
				out = out.With(c)
			}
			return out
		}
		dst = append(dst,
			tapp.Discard(pick(plain, 3)),
			tapp.Discard(pick(plain, 2)|pick(h.Kings(), 1)),
			tapp.Discard(pick(plain, 2)|pick(h&deck.Trull, 1)),
			tapp.Discard(pick(plain, 2)|pick(h.Tarocks()&^deck.Trull, 1)),
			tapp.Discard(pick(h.Tarocks()&^deck.Trull, 3)),
			tapp.Discard(pick(plain, 4)),
			tapp.Discard(pick(plain, 2)),
			tapp.Discard(pick(plain, 1)),
			tapp.Discard(pick(deck.FullPack&^h, 3)),
		)
	case tapp.PhaseAnnounce:
		for a := tapp.PagatUltimo; a <= tapp.PagatUltimo|tapp.Valat+1; a++ {
			dst = append(dst, tapp.Announce(a))
		}
	case tapp.PhaseKontra:
		for l := tapp.LevelNone; l <= tapp.LevelSub; l++ {
			for t := tapp.TargetGame; t <= tapp.TargetValat+1; t++ {
				dst = append(dst, tapp.Double(l, t))
			}
		}
	}
	return dst
}

// invariant checks facts every state must satisfy beyond the generic ones.
func invariant(s tapp.State) error {
	sizes := [3]int{}
	n := tarock.Seat(s.Players())
	for p := range n {
		sizes[p] = s.Hand(p).Len()
	}
	if s.Phase() == tapp.PhasePlay || s.Phase() == tapp.PhaseAnnounce || s.Phase() == tapp.PhaseKontra {
		t := s.CurrentTrick()
		played := s.TricksPlayed()
		for p := range n {
			want := s.Rules().HandSize() - played
			for i := range t.Len() {
				if t.SeatOf(i) == p {
					want--
				}
			}
			if sizes[p] != want {
				return fmt.Errorf("seat %d holds %d cards, want %d", p, sizes[p], want)
			}
		}
	}
	for p := range tarock.Seat(3) {
		o := s.Observation(p)
		k := o.Known()
		if !k.Valid() {
			return fmt.Errorf("observation of %v holds a non-card", p)
		}
	}
	if s.Done() {
		o := s.Outcome()
		r, ok := s.Result()
		if !ok {
			return errors.New("done but no result")
		}
		sum := 0
		for _, it := range r.ItemList() {
			for _, d := range it.Deltas() {
				sum += d
			}
			sum += it.Fourth()
		}
		if sum != 0 || [tarock.MaxPlayers]int{r.Deltas[0], r.Deltas[1], r.Deltas[2], r.Fourth} != o.Deltas {
			return fmt.Errorf("item deltas sum %d, deltas %v vs outcome %v", sum, r.Deltas, o.Deltas)
		}
	}
	return nil
}

// itemKinds maps the items whose condition the play decides to their
// game-independent names.
var itemKinds = map[tapp.ItemKind]string{
	tapp.ItemValat:             tarocktest.ItemValat,
	tapp.ItemPagatUltimo:       tarocktest.ItemPagatUltimo,
	tapp.ItemTrischakenNoTrick: tarocktest.ItemNoTrick,
}

// settlement is the Settlement of the finished deal s read from its own
// Result.
func settlement(s tapp.State) tarocktest.Settlement {
	r, _ := s.Result()
	return Settlement(s, r)
}

// Settlement describes the finished, played deal s with its result r for
// the recount of tarocktest.Check: two parties (declarer, defenders)
// counting the declarer's discards and the talon left beside their
// tricks; in Trischaken one party per seat, the unused talon going to the
// winner of the last trick (doc/tapp.md §5.3, §9, §10). Its items are
// those of r whose condition the play decides, the Pagat Ultimo, the
// Valat and Trischaken's trickless player, each made when its Seat's side
// won it. [Spec] passes s.Result(); a test passes a result changed to
// plant a fault and sees the check find it.
func Settlement(s tapp.State, r tapp.Result) tarocktest.Settlement {
	st := tarocktest.Settlement{Tricks: [tarock.MaxPlayers]int{r.Tricks[0], r.Tricks[1], r.Tricks[2]}}
	d := r.Declarer
	if r.End == tapp.EndTrischaken {
		st.Party = [tarock.MaxPlayers]int{0, 1, 2}
		st.Aside[s.LastTrick().Winner()] = s.TalonLeft()
	} else {
		for p := range tarock.Seat(s.Players()) {
			if p != d {
				st.Party[p] = 1
			}
		}
		st.Aside[0], st.Aside[1] = s.Discards(), s.TalonLeft()
		// The dummy cards of the game for two join the winner's trick
		// beside the two cards played (doc/tapp.md §11.2).
		for p := range tarock.Seat(s.Players()) {
			st.Aside[st.Party[p]] |= s.Won(p) & s.DummyTaken()
		}
	}
	// Each item the play decides, made when its Seat's side won it.
	for _, it := range r.ItemList() {
		if k, ok := itemKinds[it.Kind]; ok {
			st.Items = append(st.Items, tarocktest.Item{Kind: k, Seat: it.Seat, Announced: it.Announced, Made: it.Won})
		}
	}
	return st
}
