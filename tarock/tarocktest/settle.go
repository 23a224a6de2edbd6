package tarocktest

import (
	"fmt"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/scoring"
	"github.com/tarockfamily/sdk/tarock"
)

// Settlement describes a finished, played deal in terms that do not depend
// on the game, so that [Check] can recount it from the tricks it saw played.
// A game's test supplies it through [Spec.Settle], read from the game's own
// result.
type Settlement struct {
	// Party is the counting party of each seat: the index of
	// tarock.Outcome.Thirds its tricks count for (Tapp: 0 for the
	// declarer, 1 for each defender; one party per seat in Strohmandeln
	// and in Trischaken). Only the first Players entries are used.
	Party [tarock.MaxPlayers]int
	// Aside holds, for each party, the cards it counts beside the tricks
	// its seats won: cards that were never played to a trick (Tapp: the
	// declarer's discards for the declarer, the talon cards nobody took
	// for the defenders; in Trischaken the unused talon for the winner of
	// the last trick). Only the first Outcome.Parties entries are used.
	Aside [tarock.MaxPlayers]deck.Set
	// Tricks is the number of tricks each seat won, as the game counts
	// them.
	Tricks [tarock.MaxPlayers]int
	// Items are the scored items of the deal. Check re-derives the
	// condition of the kinds it knows ([ItemPagatUltimo] … [ItemNoTrick])
	// from the tricks and ignores the others.
	Items []Item
}

// Item is a scored item of a deal in a game-independent form.
type Item struct {
	// Kind names the item; Check knows the names of the Item… constants.
	Kind string
	// Seat is the seat whose achievement the item is: the player of a
	// bird, the seat that captured the Mond, the seat that took no
	// trick, a seat of the side that claims a Valat, the seat that
	// announced it when the item was announced.
	Seat tarock.Seat
	// Announced is set for an announced item.
	Announced bool
	// Made reports whether Seat achieved the item (false for a failed
	// announcement or a captured bird).
	Made bool
}

// The item kinds whose condition [Check] re-derives from the play, with
// the condition for Item.Made. The names are those of the games' ItemKind
// String methods.
const (
	// ItemPagatUltimo: Seat played the Pagat to the last trick and it won
	// the trick (doc/tapp.md §10.4, doc/strohmandel.md §6).
	ItemPagatUltimo = "Pagat Ultimo"
	// ItemUhu: Seat won the second-to-last trick with tarock II.
	ItemUhu = "Uhu"
	// ItemKakadu: Seat won the third-to-last trick with tarock III.
	ItemKakadu = "Kakadu"
	// ItemQuapil: Seat won the fourth-to-last trick with tarock IIII.
	ItemQuapil = "Quapil"
	// ItemValat: the seats of Seat's party won every trick.
	ItemValat = "Valat"
	// ItemMondfang: Seat played the Sküs to a trick that holds the Mond.
	ItemMondfang = "Mondfang"
	// ItemTrullInTricks: the tricks Seat won hold Sküs, Mond and Pagat.
	ItemTrullInTricks = "Trull in tricks"
	// ItemKingsInTricks: the tricks Seat won hold the four kings.
	ItemKingsInTricks = "four Kings in tricks"
	// ItemNoTrick: Seat won no trick.
	ItemNoTrick = "no trick"
)

// birds maps each bird item to its card and its trick counted from the end
// (1 = the last trick).
var birds = map[string]struct {
	card    deck.Card
	fromEnd int
}{
	ItemPagatUltimo: {deck.Pagat, 1},
	ItemUhu:         {deck.Uhu, 2},
	ItemKakadu:      {deck.Kakadu, 3},
	ItemQuapil:      {deck.Quapil, 4},
}

// settle recounts a finished, played deal from the log: each party's card
// points from the cards of the tricks its seats won (winners from the card
// ranks) and its cards aside, every seat's tricks, and the condition of
// every item it knows. With st nil (no Settle hook), a deal whose tricks
// hold the whole pack and whose outcome has one party per seat is recounted
// seat by seat, and other deals only in total.
func settle(l *playLog, o tarock.Outcome, pack deck.Set, counting scoring.Counting, st *Settlement) error {
	var won [tarock.MaxPlayers]deck.Set
	var tricks [tarock.MaxPlayers]int
	for i, t := range l.tricks {
		won[l.winners[i]] |= t.Cards()
		tricks[l.winners[i]]++
	}
	if st == nil {
		if o.Parties != l.players || l.played != pack {
			return nil
		}
		st = &Settlement{Tricks: tricks}
		for p := range st.Party {
			st.Party[p] = p
		}
	}
	if st.Tricks != tricks {
		return fmt.Errorf("the game counts %v tricks per seat, the card ranks give %v", st.Tricks[:l.players], tricks[:l.players])
	}
	var party [tarock.MaxPlayers]deck.Set
	for p := range l.players {
		if q := st.Party[p]; q < 0 || q >= o.Parties {
			return fmt.Errorf("seat %d is in party %d of %d", p, q, o.Parties)
		}
		party[st.Party[p]] |= won[p]
	}
	var all deck.Set
	for q := range o.Parties {
		a := st.Aside[q]
		if a&l.played != 0 || a&all != 0 || !pack.ContainsAll(a) {
			return fmt.Errorf("cards aside %v of party %d overlap the cards played or another party's, or lie outside the pack", a, q)
		}
		all |= a
		party[q] |= a
	}
	if all|l.played != pack {
		return fmt.Errorf("cards %v neither played to a trick nor counted aside for a party", pack.Minus(all|l.played))
	}
	for q := range o.Parties {
		if got := counting.Count(party[q]).Thirds(); got != o.Thirds[q] {
			return fmt.Errorf("party %d has %d thirds of card points, but its tricks and cards aside %v count %d", q, o.Thirds[q], party[q], got)
		}
	}
	for _, it := range st.Items {
		if err := checkItem(l, st, &won, it); err != nil {
			return err
		}
	}
	return nil
}

// checkItem re-derives an item's condition from the tricks played.
func checkItem(l *playLog, st *Settlement, won *[tarock.MaxPlayers]deck.Set, it Item) error {
	if it.Seat >= tarock.Seat(l.players) {
		return fmt.Errorf("item %+v names no seat of the deal", it)
	}
	made, why := itemMade(l, st, won, it)
	if why != "" && made != it.Made {
		return fmt.Errorf("item %q of %v scored as made=%v, but the tricks played say made=%v: %s", it.Kind, it.Seat, it.Made, made, why)
	}
	return nil
}

// itemMade reports whether the play made it, and the evidence; why is empty
// for a kind Check does not know.
func itemMade(l *playLog, st *Settlement, won *[tarock.MaxPlayers]deck.Set, it Item) (made bool, why string) {
	if b, ok := birds[it.Kind]; ok {
		n := len(l.tricks) - b.fromEnd
		if n < 0 {
			return false, "too few tricks"
		}
		t := l.tricks[n]
		i := l.best[n]
		c, _ := t.Card(i)
		return c == b.card && t.SeatOf(i) == it.Seat, fmt.Sprintf("trick %d is %v, won by %v with %v", n+1, t, t.SeatOf(i), c)
	}
	switch it.Kind {
	case ItemValat:
		for i, w := range l.winners {
			if st.Party[w] != st.Party[it.Seat] {
				return false, fmt.Sprintf("%v of party %d won trick %d (%v)", w, st.Party[w], i+1, l.tricks[i])
			}
		}
		return true, "every trick went to the party"
	case ItemMondfang:
		for i, t := range l.tricks {
			if t.Cards().Has(deck.Mond) && t.Cards().Has(deck.Skus) {
				for j := range t.Len() {
					if c, _ := t.Card(j); c == deck.Skus {
						return t.SeatOf(j) == it.Seat, fmt.Sprintf("trick %d is %v", i+1, t)
					}
				}
			}
		}
		return false, "Sküs and Mond never fell in one trick"
	case ItemTrullInTricks:
		return won[it.Seat].ContainsAll(deck.Trull), fmt.Sprintf("its tricks hold %v", won[it.Seat]&deck.Trull)
	case ItemKingsInTricks:
		return won[it.Seat].ContainsAll(deck.Kings), fmt.Sprintf("its tricks hold %v", won[it.Seat]&deck.Kings)
	case ItemNoTrick:
		return st.Tricks[it.Seat] == 0, fmt.Sprintf("it won %d tricks", st.Tricks[it.Seat])
	}
	return false, ""
}
