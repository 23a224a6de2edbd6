package tapp

import (
	"math/bits"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/internal/enumtext"
	"github.com/tarockfamily/sdk/scoring"
	"github.com/tarockfamily/sdk/tarock"
)

// End says how a finished deal ended.
type End uint8

// The ways a deal ends.
const (
	EndNotOver    End = iota // the deal is still running
	EndPlayed                // a contract was played out (16 tricks)
	EndAllPass               // all passed and the cards were thrown in (AllPassRedeal, doc/tapp.md §5.3)
	EndRauben                // all passed under AllPassRauben: thrown in; the dealer may rob the talon in the next deal
	EndTapper                // the Tapper stood: not played, forehand is paid (doc/tapp.md §5.2.1)
	EndNoTarock              // a hand held no tarock: thrown in (RedealNoTarock, doc/tapp.md §3)
	EndTrischaken            // all passed and Trischaken was played out (doc/tapp.md §5.3)
)

var endNames = [...]string{"not over", "played", "all passed, thrown in", "all passed, Rauben", "Tapper stood", "hand without tarock, thrown in", "Trischaken played"}

// String describes the end in a few words.
func (e End) String() string { return enumtext.Name("End", e, endNames[:]...) }

// ItemKind is the kind of a scored [Item] (doc/tapp.md §10).
type ItemKind uint8

// The scored items.
const (
	ItemGame              ItemKind = iota // the game, won or lost on card points (doc/tapp.md §10.3, §11)
	ItemValat                             // a Valat, silent or announced, of either side (doc/tapp.md §10.5)
	ItemPagatUltimo                       // Pagat Ultimo, silent or announced (doc/tapp.md §10.4)
	ItemTrull                             // Sküs, Mond and Pagat in one hand (doc/tapp.md §10.6)
	ItemKingsTrull                        // all four kings in one hand (Königstrull, doc/tapp.md §10.6)
	ItemHeads                             // two of the three Trull cards (Köpfe, doc/tapp.md §10.6)
	ItemTapper                            // the Tapper stood (doc/tapp.md §5.2.1)
	ItemTrischakenLoser                   // most card points in Trischaken (doc/tapp.md §5.3)
	ItemTrischakenNoTrick                 // no trick in Trischaken (doc/tapp.md §5.3)
)

var itemNames = [...]string{"Game", "Valat", "Pagat Ultimo", "Trull", "Königstrull", "Köpfe", "Tapper", "Trischaken loser", "Trischaken no trick"}

// String returns the item's name, for example "Pagat Ultimo".
func (k ItemKind) String() string { return enumtext.Name("ItemKind", k, itemNames[:]...) }

// SeatSet is a set of seats, bit i for seat i (seat 3 is the fourth person
// of FourthKing1821).
type SeatSet uint8

// Has reports whether seat p is in the set.
func (ss SeatSet) Has(p tarock.Seat) bool { return p < 8 && ss&(1<<p) != 0 }

// Len returns the number of seats in the set.
func (ss SeatSet) Len() int { return bits.OnesCount8(uint8(ss)) }

// String lists the seats: "seat 0, seat 2".
func (ss SeatSet) String() string { return seatSetText.String(ss) }

// seatSetText is the text and JSON of a SeatSet.
var seatSetText = enumtext.Seats[SeatSet]{Type: "tapp.SeatSet", N: 8}

// Item is one scored item of a settlement: each seat of Payers pays Amount()
// game points to each seat of Payees.
type Item struct {
	Kind ItemKind
	// Announced is set for an announced Pagat Ultimo or Valat.
	Announced bool
	// Won reports whether Seat's side won the item (it is paid to Seat's
	// side): true for a hand bonus, the Tapper and a trickless player of
	// Trischaken; false for the loser of Trischaken; for the game, a Valat
	// and a Pagat Ultimo whether Seat's side made it.
	Won bool
	// Seat is whose the item is: the holder of a hand bonus, the seat that
	// played the Pagat to the last trick for a silent Pagat Ultimo, the
	// first defender after the declarer for the defenders' silent Valat,
	// forehand for the Tapper, the trickless player of
	// ItemTrischakenNoTrick, the (first) loser of ItemTrischakenLoser, the
	// declarer for the other items (doc/tapp.md §10.7).
	Seat tarock.Seat
	// Value is the item's value in game points per payment, before Kontra.
	Value int
	// Factor is the Kontra factor: 1, 2, 4 or 8 (doc/tapp.md §7).
	Factor int
	// Payers and Payees: each payer pays Amount() to each payee.
	Payers, Payees SeatSet
}

// Amount returns Value × Factor, the game points of each payment.
func (it Item) Amount() int { return it.Value * it.Factor }

// Deltas returns each seat's game points from this item; with
// [Item.Fourth] they sum to zero.
func (it Item) Deltas() [Players]int {
	var d [Players]int
	for p := range d {
		d[p] = it.share(tarock.Seat(p))
	}
	return d
}

// Fourth returns the game points of the fourth person at the table
// (seat 3 of the SeatSets, the "König" of FourthKing1821) from this item,
// 0 when he takes no part in it (doc/tapp.md §13.1).
func (it Item) Fourth() int { return it.share(fourthSeat) }

// share returns seat p's game points from the item: what it receives as a
// payee less what it pays as a payer (a seat in both sets does both).
func (it Item) share(p tarock.Seat) int {
	a := it.Amount()
	out, in := a*it.Payees.Len(), a*it.Payers.Len()
	return int(it.Payees>>p&1)*in - int(it.Payers>>p&1)*out
}

// fourthSeat is the seat number of the fourth person in a SeatSet.
const fourthSeat tarock.Seat = 3

// MaxItems is the number of items a Result can hold, the size of
// Result.Items.
const MaxItems = 12

// Result is the settlement of a finished deal (doc/tapp.md §9–§11):
// card points of each side in thirds, the game won or lost, every scored
// item with its value, factor and payments, and each seat's game points.
// It is a plain value without pointers; Items holds NumItems items.
type Result struct {
	End      End
	Contract Contract
	Declarer tarock.Seat // tarock.NoSeat after all passed
	// DeclarerPoints and DefenderPoints are the card points, in thirds, of
	// the declarer's pile (tricks + discards) and of the defenders' pile
	// (tricks + the talon cards nobody took); they sum to the pack's
	// card points, 210 with 54 cards, in a played contract (doc/tapp.md
	// §9, §11.1.1). Zero in Trischaken and when not played.
	DeclarerPoints, DefenderPoints scoring.Points
	// SeatPoints are the card points, in thirds, of each seat's tricks;
	// in Trischaken the unused talon is added to the winner of the last
	// trick ((N), so that every card is counted).
	SeatPoints [3]scoring.Points
	// Tricks is the number of tricks each seat won.
	Tricks [3]int
	// GameWon reports whether the declarer reached Rules.Threshold (doc/tapp.md §9.3).
	GameWon bool
	// Announced are the declarer's announcements; Kontra the level of each
	// KontraTarget.
	Announced Announcement
	Kontra    [NumTargets]KontraLevel
	// Items are the scored items in the order of doc/tapp.md §10.7: game or Valat,
	// Pagat Ultimo, hand bonuses by seat; or the Tapper; or Trischaken's.
	Items    [MaxItems]Item
	NumItems int
	// Deltas are each seat's game points for the deal; with Fourth they
	// sum to zero.
	Deltas [Players]int
	// Fourth is the game points of the fourth person at the table, the
	// "König" of FourthKing1821, who pays and receives with the defenders
	// (doc/tapp.md §13.1); 0 in every other deal.
	Fourth int
}

// ItemList returns the scored items as a slice.
func (r *Result) ItemList() []Item { return r.Items[:max(0, min(r.NumItems, MaxItems))] }

// Played reports whether cards were played to tricks.
func (r Result) Played() bool { return r.End == EndPlayed || r.End == EndTrischaken }

func (r *Result) add(it Item) {
	if r.NumItems >= MaxItems {
		return
	}
	if it.Factor == 0 {
		it.Factor = 1
	}
	r.Items[r.NumItems] = it
	r.NumItems++
	// As Item.Deltas, written out.
	a := it.Amount()
	out, in := a*it.Payees.Len(), a*it.Payers.Len()
	pay, get := it.Payers, it.Payees
	r.Deltas[0] += int(get&1)*in - int(pay&1)*out
	r.Deltas[1] += int(get>>1&1)*in - int(pay>>1&1)*out
	r.Deltas[2] += int(get>>2&1)*in - int(pay>>2&1)*out
	r.Fourth += int(get>>3&1)*in - int(pay>>3&1)*out
}

// Outcome returns the game-independent summary of a finished deal (its zero
// value before the end): two counting parties (declarer, defenders) in a
// contract, one per seat in Trischaken. Its Contract is the contract's name
// for a contract played ("Dreier", …, won by the declarer when he reached
// the threshold, Result.GameWon, doc/tapp.md §9.3), "Tapper" for a Tapper
// that stood (won by forehand, doc/tapp.md §5.2.1), "Trischaken" (no declarer, doc/tapp.md §5.3),
// and otherwise how the deal ended (End.String, no declarer).
func (s State) Outcome() tarock.Outcome {
	r, ok := s.Result()
	if !ok {
		return tarock.Outcome{}
	}
	o := tarock.Outcome{Played: r.Played(), Tricks: int(s.nPlays) / 3,
		Deltas:   [tarock.MaxPlayers]int{r.Deltas[0], r.Deltas[1], r.Deltas[2], r.Fourth},
		Contract: r.End.String(), Declarer: tarock.NoSeat}
	switch r.End {
	case EndPlayed:
		o.Parties = 2
		o.Thirds[0], o.Thirds[1] = int(r.DeclarerPoints), int(r.DefenderPoints)
		o.Contract, o.Declarer, o.DeclarerWon = r.Contract.String(), r.Declarer, r.GameWon
	case EndTapper:
		o.Contract, o.Declarer, o.DeclarerWon = Tapper.String(), r.Declarer, true
	case EndTrischaken:
		o.Parties = 3
		for p := range 3 {
			o.Thirds[p] = int(r.SeatPoints[p])
		}
		o.Contract = Trischaken.String()
	}
	return o
}

// Result returns the settlement of a finished deal, and false (with the
// zero Result) while the deal runs. It allocates nothing. Scoring follows
// doc/tapp.md §10 (order of evaluation doc/tapp.md §10.7, Valat table doc/tapp.md §10.5,
// Pagat rules doc/tapp.md §10.4, hand bonuses doc/tapp.md §10.6) or §11 under Scoring1821.
func (s State) Result() (r Result, ok bool) {
	if s.phase != PhaseDone {
		return r, false
	}
	r.End = End(s.end)
	r.Contract = s.contract
	r.Declarer = s.declarer
	r.Announced = s.announced()
	r.Kontra = s.kontraLevels()
	won, tricks, last := s.tally()
	for p := range 3 {
		r.Tricks[p] = tricks[p]
		r.SeatPoints[p] = scoring.Count(won[p])
	}
	switch s.end {
	case endTapper:
		r.add(Item{Kind: ItemTapper, Won: true, Seat: tarock.Forehand, Value: s.tapperValue(),
			Payers: s.others(tarock.Forehand), Payees: seatBit(tarock.Forehand)})
	case endTrischaken:
		s.scoreTrischaken(&r, &won, last)
	case endPlayed:
		s.scoreContract(&r, &won, last)
	}
	return r, true
}

func seatBit(p tarock.Seat) SeatSet { return 1 << p }

// others returns every seat other than p that pays and receives: the other
// two players, and the fourth person under FourthKing1821.
func (s *State) others(p tarock.Seat) SeatSet {
	all := SeatSet(7)
	if s.rules.Dummy1829 {
		// One opponent pays or receives each amount (doc/tapp.md §11.2).
		all = 3
	}
	if s.rules.FourthPlayer == FourthKing1821 {
		all |= 8
	}
	return all &^ seatBit(p)
}

func (s *State) tapperValue() int {
	if s.rules.Scoring == Scoring1821 {
		if s.rules.Consolation == ConsolationTable42 {
			return table42[Tapper].consolation
		}
		return s.rules.Stake / 2
	}
	return s.rules.Values.Tapper
}

// table42 is the consolation and the point multiplier of each contract
// under ConsolationTable42 (doc/tapp.md §11.1.3, §11.1.7; 1821 part E,
// for a stake of 30).
var table42 = [Solo + 1]struct{ consolation, multiplier int }{
	Tapper: {15, 0}, Dreier: {30, 2}, Zweier: {50, 3}, Einer: {100, 4}, Solo: {150, 6},
}

// gameValue returns the game value of the contract for the declarer's card
// points (doc/tapp.md §10.1; §11 and §11.1.7 under Scoring1821).
func (s *State) gameValue(decl scoring.Points) int {
	r := s.rules
	if r.Scoring == Scoring1821 {
		if r.Consolation == ConsolationTable42 {
			// The points above or below 33 of 66, each count rounded once,
			// a third down and two thirds up (doc/tapp.md §11.1.6, §11.1.7).
			diff := decl.Whole() - r.total().Whole()/2
			e := table42[min(s.contract, Solo)]
			return e.consolation + e.multiplier*max(diff, -diff)
		}
		// The points above or below half the pack: 35 of 70.
		diff := decl.Whole() - r.total().Whole()/2
		if diff < 0 {
			diff = -diff
		}
		if s.contract == Solo {
			return 2*r.Stake + 4*diff
		}
		return r.Stake + 2*diff
	}
	v := r.Values
	switch s.contract {
	case Tapper:
		return v.Tapper
	case Dreier:
		return v.Dreier
	case Unterer:
		return v.Unterer
	case Oberer:
		return v.Oberer
	case Solo:
		return v.Solo
	}
	return 0
}

// valatValues returns the silent and announced Valat values (doc/tapp.md §10.5, §11).
func (s *State) valatValues(game int) (silent, announced int) {
	r := s.rules
	switch r.ValatScoring {
	case ValatMultiplier:
		return 4 * game, 8 * game
	case ValatStake1821:
		v := 10 * r.Stake
		if s.contract == Solo {
			v *= 2
		}
		return v, 2 * v
	}
	return r.Values.Valat, r.Values.ValatAnnounced
}

// pagatValues returns the silent and announced Pagat Ultimo values (doc/tapp.md §10.1,
// §11).
func (s *State) pagatValues() (silent, announced int) {
	r := s.rules
	if r.Scoring == Scoring1821 {
		v := r.Stake
		if s.contract == Solo {
			v *= 2
		}
		return v, 2 * v
	}
	if s.contract == Solo {
		return r.Values.PagatUltimoSolo, r.Values.PagatUltimoSoloAnnounced
	}
	return r.Values.PagatUltimo, r.Values.PagatUltimoAnnounced
}

// scoreContract settles a played contract (doc/tapp.md §10.7).
// last is the leader of the last trick.
func (s *State) scoreContract(r *Result, won *[3]deck.Set, last tarock.Seat) {
	// 1. Card points.
	declPile := won[s.declarer] | s.discards()
	r.DeclarerPoints = scoring.Count(declPile)
	r.DefenderPoints = s.rules.total() - r.DeclarerPoints
	r.GameWon = r.DeclarerPoints >= s.rules.Threshold
	// 2. Game or Valat, 3. Pagat Ultimo, 4. hand bonuses.
	s.scoreGame(r)
	s.scorePagat(r, last)
	s.scoreBonuses(r)
}

// party returns it as an item between the declarer and the defenders, paid
// to the declarer when declWon and to the defenders otherwise; its Won
// says whether its Seat's side won it.
func (s *State) party(it Item, declWon bool) Item {
	defs, decl := s.others(s.declarer), seatBit(s.declarer)
	it.Won = declWon == (it.Seat == s.declarer)
	if declWon {
		it.Payers, it.Payees = defs, decl
	} else {
		it.Payers, it.Payees = decl, defs
	}
	return it
}

// firstDefender returns the seat after the declarer, who stands for the
// defenders in their silent Valat.
func (s *State) firstDefender() tarock.Seat {
	return tarock.Seat((int(s.declarer) + 1) % s.seats())
}

// scoreGame adds the game or the Valat items (doc/tapp.md §10.5 table).
func (s *State) scoreGame(r *Result) {
	d := s.declarer
	game := s.gameValue(r.DeclarerPoints)
	silentV, announcedV := s.valatValues(game)
	gf := s.kontraOf(TargetGame).Factor()
	vf := s.kontraOf(TargetValat).Factor()
	declAll, defAll := r.Tricks[d] == s.rules.HandSize(), r.Tricks[d] == 0
	mirror := defAll && s.rules.DefenderValat == DefenderValatSilentMirror
	gameItem := s.party(Item{Kind: ItemGame, Seat: d, Value: game, Factor: gf}, r.GameWon)
	if s.announced()&Valat != 0 {
		switch {
		case declAll:
			r.add(s.party(Item{Kind: ItemValat, Announced: true, Seat: d, Value: announcedV, Factor: vf}, true))
		case mirror:
			r.add(s.party(Item{Kind: ItemValat, Seat: s.firstDefender(), Value: silentV, Factor: gf}, false))
			r.add(s.party(Item{Kind: ItemValat, Announced: true, Seat: d, Value: announcedV, Factor: vf}, false))
		default:
			r.add(gameItem)
			r.add(s.party(Item{Kind: ItemValat, Announced: true, Seat: d, Value: announcedV, Factor: vf}, false))
		}
		return
	}
	switch {
	case declAll:
		r.add(s.party(Item{Kind: ItemValat, Seat: d, Value: silentV, Factor: gf}, true))
	case mirror:
		r.add(s.party(Item{Kind: ItemValat, Seat: s.firstDefender(), Value: silentV, Factor: gf}, false))
	default:
		r.add(gameItem)
	}
}

// scorePagat adds the Pagat Ultimo item, announced or silent (doc/tapp.md §10.4); last
// is the leader of the last trick.
func (s *State) scorePagat(r *Result, last tarock.Seat) {
	d := s.declarer
	silentP, announcedP := s.pagatValues()
	pagatSeat, pagatWins := tarock.NoSeat, false
	if n := int(s.nPlays); s.allPlayed() {
		t := [3]deck.Card{s.plays[n-3].card(), s.plays[n-2].card(), s.plays[n-1].card()}
		w := s.wonBy(n - 1)
		for i, c := range t {
			if c == deck.Pagat {
				pagatSeat = s.seatOfPlay(last, i)
				pagatWins = w == i
			}
		}
	}
	if s.announced()&PagatUltimo != 0 {
		won := pagatSeat == d && pagatWins
		r.add(s.party(Item{Kind: ItemPagatUltimo, Announced: true, Seat: d, Value: announcedP,
			Factor: s.kontraOf(TargetPagatUltimo).Factor()}, won))
	} else if pagatSeat != tarock.NoSeat {
		r.add(s.party(Item{Kind: ItemPagatUltimo, Seat: pagatSeat, Value: silentP}, (pagatSeat == d) == pagatWins))
	}
}

// scoreBonuses adds the hand bonuses by seat (doc/tapp.md §10.6), which Kontra does
// not double.
func (s *State) scoreBonuses(r *Result) {
	d := s.declarer
	for p := range tarock.Seat(3) {
		b := s.bonusOf(p)
		if b == 0 {
			continue
		}
		for _, k := range [...]struct {
			bit  uint8
			kind ItemKind
		}{{bonusTrull, ItemTrull}, {bonusKings, ItemKingsTrull}, {bonusHeads, ItemHeads}} {
			if b&k.bit == 0 {
				continue
			}
			it := Item{Kind: k.kind, Seat: p, Value: s.bonusValue(k.kind)}
			if s.rules.HandBonusPayment == BonusHolderFromEach {
				it.Won = true
				it.Payers, it.Payees = s.others(p), seatBit(p)
				r.add(it)
			} else {
				r.add(s.party(it, p == d))
			}
		}
	}
}

func (s *State) bonusValue(k ItemKind) int {
	if s.rules.Scoring == Scoring1821 {
		return s.rules.Stake
	}
	switch k {
	case ItemTrull:
		return s.rules.Values.Trull
	case ItemKingsTrull:
		return s.rules.Values.KingsTrull
	}
	return s.rules.Values.Heads
}

// scoreTrischaken settles Trischaken (doc/tapp.md §5.3): the unused talon goes to the
// winner of the last trick ((N)); every seat with the most card points pays
// TrischakenLoser to each other seat; a seat without a trick receives
// TrischakenNoTrick from each other seat. The fourth person of
// FourthKing1821 takes no part.
func (s *State) scoreTrischaken(r *Result, won *[3]deck.Set, last tarock.Seat) {
	lw := tarock.NoSeat
	if s.allPlayed() {
		lw = mod3[(last+tarock.Seat(s.wonBy(int(s.nPlays)-1)))&7]
	}
	if lw <= 2 {
		r.SeatPoints[lw] = scoring.Count(won[lw] | s.talonLeft())
	}
	best := r.SeatPoints[0]
	for _, p := range r.SeatPoints[1:] {
		best = max(best, p)
	}
	var losers SeatSet
	first := tarock.NoSeat
	for p := range tarock.Seat(3) {
		if r.SeatPoints[p] == best {
			losers |= seatBit(p)
			if first == tarock.NoSeat {
				first = p
			}
		}
	}
	v := s.rules.Values
	if losers != 7 {
		r.add(Item{Kind: ItemTrischakenLoser, Seat: first, Value: v.TrischakenLoser, Payers: losers, Payees: 7 &^ losers})
	}
	for p := range tarock.Seat(3) {
		if r.Tricks[p] == 0 {
			r.add(Item{Kind: ItemTrischakenNoTrick, Won: true, Seat: p, Value: v.TrischakenNoTrick, Payers: 7 &^ seatBit(p), Payees: seatBit(p)})
		}
	}
}
