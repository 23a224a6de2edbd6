package koenigrufen

import (
	"math/bits"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/internal/enumtext"
	"github.com/tarockfamily/sdk/scoring"
	"github.com/tarockfamily/sdk/tarock"
)

// What a finished deal comes to (doc/koenigrufen.md §11): the Result with
// every scored item and who pays whom, and the Outcome the core reads.
// The settlement itself is settle.go (a pure function of the facts of the
// deal) and trischaken.go; this file holds the types and reads the facts
// of a State.

// End says how a finished deal ended.
type End uint8

// The ways a deal ends.
const (
	EndNotOver  End = iota // the deal is still running
	EndPlayed              // the cards were played (doc/koenigrufen.md §9)
	EndConceded            // Schleifen: conceded without play (doc/koenigrufen.md §6.3, §11.6)
	EndThrownIn            // a hand without a tarock: thrown in, nobody pays (RedealNoTarock, doc/koenigrufen.md §3)
)

var endNames = [...]string{"not over", "played", "conceded", "thrown in"}

// String returns "not over", "played", "conceded" or "thrown in".
func (e End) String() string { return enumtext.Name("End", e, endNames[:]...) }

// ItemKind is the kind of a scored [Item] (doc/koenigrufen.md §11.2).
type ItemKind uint8

// The scored items: the game (doc/koenigrufen.md §11.3, §11.7), the Valat
// (doc/koenigrufen.md §11.5), the premiums of doc/koenigrufen.md §8.1 and
// the options Mondfang and Absolut (doc/koenigrufen.md §13.1), the
// concession (doc/koenigrufen.md §11.6) and Trischaken's payment
// (doc/koenigrufen.md §11.8).
const (
	ItemGame ItemKind = iota
	ItemValat
	ItemTrull
	ItemKingsTrull
	ItemKingUltimo
	ItemPagatUltimo
	ItemUhu
	ItemKakadu
	ItemQuapil
	ItemMondCapture
	ItemAbsolut
	ItemSchleifen
	ItemTrischaken
)

var itemNames = [...]string{"Game", "Valat", "Trull", "Alle Könige", "King Ultimo", "Pagat Ultimo", "Uhu", "Kakadu",
	"Quapil", "Mondfang", "Absolut", "Schleifen", "Trischaken"}

// String returns the item's name, for example "Pagat Ultimo" or "Alle
// Könige".
func (k ItemKind) String() string { return enumtext.Name("ItemKind", k, itemNames[:]...) }

// SeatSet is a set of seats, bit i for seat i.
type SeatSet uint8

// Has reports whether seat p is in the set.
func (ss SeatSet) Has(p tarock.Seat) bool { return p < numSeats && ss&(1<<p) != 0 }

// Len returns the number of seats in the set.
func (ss SeatSet) Len() int { return bits.OnesCount8(uint8(ss & 15)) }

// String lists the seats, "seat 0, seat 2", or "nobody".
func (ss SeatSet) String() string { return seatSetText.String(ss) }

// seatSetText is the text and JSON of a SeatSet.
var seatSetText = enumtext.Seats[SeatSet]{Type: "koenigrufen.SeatSet", N: numSeats}

func seatOf(p tarock.Seat) SeatSet { return 1 << (p & 3) }

// Item is one scored item of a settlement (doc/koenigrufen.md §11.2): the
// seats of Payers pay the seats of Payees. Value is in game points per
// opponent unit: when one side is a single seat, it pays (or gets) Value
// from each seat of the other side; two against two, each seat pays or
// gets Value. The Money moves Amount() = Value × Factor the same way; the
// Score moves Value, or Amount() under KontraScoreToo (doc/koenigrufen.md
// §11.1).
type Item struct {
	Kind ItemKind
	// Announced is set for an announced premium or Valat.
	Announced bool
	// Won reports whether Seat's side won the item (it is paid to the
	// side of Seat): for an announced premium or Valat whether the
	// announcing party made it; false for the declarer's Schleifen and
	// for the losers of Trischaken.
	Won bool
	// Seat is whose the item is: the player of the card of a trick
	// premium (the bird, the called king, the Sküs of a Mondfang) when a
	// seat of the party that announced or made it played it; the
	// defender of a negative contract's game item; the first loser in
	// Trischaken; otherwise the declarer for his party's item and the
	// first defender after him for the defenders'.
	Seat tarock.Seat
	// Value is the item's value in game points per opponent unit, before
	// Kontra.
	Value int
	// Factor is the Kontra factor: 1, 2, 4, 8 … (doc/koenigrufen.md §8.5).
	Factor int
	// Payers and Payees: who pays whom.
	Payers, Payees SeatSet
}

// Amount returns Value × Factor, the game points of the Money per
// opponent unit.
func (it Item) Amount() int { return it.Value * it.Factor }

// Deltas returns each seat's game points of the Money from this item;
// they sum to zero.
func (it Item) Deltas() [Players]int { return it.transfer(it.Amount()) }

// transfer returns each seat's share when the item moves a per unit:
// each seat of the larger side pays or gets a, each seat of the smaller
// side the total divided among it.
func (it Item) transfer(a int) [Players]int {
	var d [Players]int
	kp, kg := it.shares()
	for p := range tarock.Seat(numSeats) {
		switch {
		case it.Payers.Has(p):
			d[p] = -a * kp
		case it.Payees.Has(p):
			d[p] = a * kg
		}
	}
	return d
}

// shares returns how many units each payer pays and each payee gets:
// the size of the larger side divided by the size of one's own, which
// is whole for any two disjoint sides of the four seats; 0 and 0 when a
// side is empty or the sides overlap.
func (it Item) shares() (kp, kg int) {
	if it.Payers&it.Payees&15 != 0 {
		return 0, 0
	}
	sh := &shareTable[it.Payers&15][it.Payees&15]
	return int(sh[0]), int(sh[1])
}

// shareTable[payers][payees] holds the shares of Item.shares for two
// disjoint sides.
var shareTable = func() (t [16][16][2]int8) {
	for p := range SeatSet(16) {
		for g := range SeatSet(16) {
			if np, ng := p.Len(), g.Len(); np > 0 && ng > 0 {
				n := max(np, ng)
				t[p][g] = [2]int8{int8(n / np), int8(n / ng)}
			}
		}
	}
	return t
}()

// MaxItems is the number of items a Result can hold, the size of
// Result.Items.
const MaxItems = 16

// Result is the settlement of a finished deal (doc/koenigrufen.md §11):
// the parties' and seats' card points, whether the contract's aim was met,
// every scored item with its value, Kontra factor and who pays whom, and
// each seat's Score and Money. It is a plain value without pointers; Items
// holds NumItems items.
type Result struct {
	End      End
	Contract Contract
	// Declarer and Partner are the declarer and the holder of the called
	// king; Partner is tarock.NoSeat when the declarer plays alone.
	Declarer, Partner tarock.Seat
	// DeclarerPoints and DefenderPoints are the card points, in thirds, of
	// the two parties' piles (doc/koenigrufen.md §7.4, §10); zero when the
	// deal was not played and in Trischaken.
	DeclarerPoints, DefenderPoints scoring.Points
	// SeatPoints are the card points, in thirds, of each seat's tricks; in
	// Trischaken with the talon to the winner of the last trick
	// (doc/koenigrufen.md §11.8).
	SeatPoints [Players]scoring.Points
	// Tricks is the number of tricks each seat won.
	Tricks [Players]int
	// GameWon reports whether the contract's aim was met
	// (doc/koenigrufen.md §4.2); false in Trischaken and after Schleifen.
	GameWon bool
	// Items are the scored items in the order of doc/koenigrufen.md §11.9:
	// the game or the Valat, then the premiums in the order of
	// doc/koenigrufen.md §8.1; or the concession; or Trischaken's payment.
	Items    [MaxItems]Item
	NumItems int
	// Score is each seat's game points on the score sheet, without Kontra
	// unless KontraScoreToo (doc/koenigrufen.md §11.1); it sums to zero.
	Score [Players]int
	// Deltas is each seat's Money, the game points with every Kontra
	// factor (doc/koenigrufen.md §11.1), the figure a match adds up; it
	// sums to zero.
	Deltas [Players]int
}

// ItemList returns the scored items as a slice.
func (r *Result) ItemList() []Item { return r.Items[:max(0, min(r.NumItems, MaxItems))] }

// Money returns Deltas, each seat's Money (doc/koenigrufen.md §11.1).
func (r Result) Money() [Players]int { return r.Deltas }

// Played reports whether cards were played to tricks.
func (r Result) Played() bool { return r.End == EndPlayed }

// add appends it and pays it into the Score and the Money; scoreToo
// applies its factor to the Score (KontraScoreToo).
func (r *Result) add(it Item, scoreToo bool) {
	if r.NumItems >= MaxItems || it.Value == 0 {
		return
	}
	if it.Factor == 0 {
		it.Factor = 1
	}
	r.Items[r.NumItems] = it
	r.NumItems++
	m := it.Amount()
	score := it.Value
	if scoreToo {
		score = m
	}
	// Without a branch: who pays and who gets is unpredictable.
	u := &unitTable[it.Payers&15][it.Payees&15]
	u0, u1, u2, u3 := int(u[0]), int(u[1]), int(u[2]), int(u[3])
	r.Score[0] += score * u0
	r.Score[1] += score * u1
	r.Score[2] += score * u2
	r.Score[3] += score * u3
	r.Deltas[0] += m * u0
	r.Deltas[1] += m * u1
	r.Deltas[2] += m * u2
	r.Deltas[3] += m * u3
}

// unitTable[payers][payees] holds each seat's units of an item between
// the two sides, as Item.transfer counts them: -kp for a payer, kg for a
// payee (Item.shares), 0 for the others.
var unitTable = func() (t [16][16][numSeats]int8) {
	for p := range SeatSet(16) {
		for g := range SeatSet(16) {
			kp, kg := Item{Payers: p, Payees: g}.shares()
			for q := range tarock.Seat(numSeats) {
				switch {
				case p.Has(q):
					t[p][g][q] = int8(-kp)
				case g.Has(q):
					t[p][g][q] = int8(kg)
				}
			}
		}
	}
	return t
}()

// DeclarerParty returns the cards that count for the declarer's party of a
// positive contract (doc/koenigrufen.md §7.4): the tricks of the declarer
// and his partner, the discards, and in a Solorufer whose called king lies
// in the talon the king's half (the whole talon under
// SoloruferWholeTalon). The cards not in it count for the defenders.
func (s State) DeclarerParty() deck.Set {
	if s.rules == nil || s.declarer == tarock.NoSeat {
		return 0
	}
	return s.declarerParty(s.wonCards())
}

// declarerParty is DeclarerParty with the cards each seat won, won.
func (s *State) declarerParty(won [numSeats]deck.Set) deck.Set {
	pile := won[s.declarer&3] | s.disc
	if s.partner != tarock.NoSeat {
		pile |= won[s.partner&3]
	}
	if s.contract == Solorufer && s.kingInTalon() {
		if s.rules.SoloruferKingInTalon == SoloruferWholeTalon {
			pile |= s.talonSet()
		} else {
			pile |= s.talonHalf(s.kingHalf())
		}
	}
	return pile
}

// Result returns the settlement of a finished deal (doc/koenigrufen.md
// §11), and false (with the zero Result) while the deal runs. It
// allocates nothing.
func (s State) Result() (r Result, ok bool) {
	if !s.Done() || s.rules == nil {
		return r, false
	}
	var f facts
	s.readFacts(&f)
	settleInto(&f, &r)
	return r, true
}

// Outcome returns the game-independent summary of a finished deal, from
// its [State.Result]; its zero value before Done. A played deal has two
// parties (0 the declarer's, 1 the defenders') with their card points,
// and DeclarerWon says whether the contract's aim was met
// (doc/koenigrufen.md §4.2); Trischaken has one party per seat and no
// declarer (doc/koenigrufen.md §11.8). A conceded Rufer
// (doc/koenigrufen.md §6.3) is not played. Deltas is the Money.
func (s State) Outcome() tarock.Outcome {
	r, ok := s.Result()
	if !ok {
		return tarock.Outcome{}
	}
	o := tarock.Outcome{Contract: r.Contract.String(), Declarer: r.Declarer, Deltas: r.Deltas}
	if r.End != EndPlayed {
		return o
	}
	o.Played = true
	o.Tricks = s.TricksPlayed()
	if r.Contract == Trischaken {
		o.Parties = numSeats
		o.Declarer = tarock.NoSeat
		for p, t := range r.SeatPoints {
			o.Thirds[p] = t.Thirds()
		}
		return o
	}
	o.Parties = 2
	o.Thirds[0], o.Thirds[1] = r.DeclarerPoints.Thirds(), r.DefenderPoints.Thirds()
	o.DeclarerWon = r.GameWon
	return o
}
