package koenigrufen

import (
	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/scoring"
	"github.com/tarockfamily/sdk/tarock"
	"math/bits"
)

// The settlement of a finished deal (doc/koenigrufen.md §11) as a pure
// function of its facts: settle reads nothing of a State, so that it can
// be tested with facts made by hand for any contract. State.facts reads
// the facts of a played deal.

// facts are what the settlement of a deal reads (doc/koenigrufen.md §11.9
// steps 1 and 2, and the tricks of the trick premiums).
type facts struct {
	rules    *Rules
	end      endReason
	contract Contract
	declarer tarock.Seat
	partner  tarock.Seat // tarock.NoSeat when the declarer plays alone
	called   deck.Card   // the called king, deck.NoCard without one
	// kingInTalon: the called king lay in the talon (doc/koenigrufen.md
	// §6.3).
	kingInTalon bool
	// bird is the bird named with a concession (doc/koenigrufen.md §6.3).
	bird Bird
	// won and tricks are each seat's tricks: their cards and number.
	won    [numSeats]deck.Set
	tricks [numSeats]int
	// aside are the cards counted to each party beside its tricks
	// (doc/koenigrufen.md §7.4): discards and talon parts; talon are the
	// talon cards among them, or in Trischaken the talon.
	aside [2]deck.Set
	talon deck.Set
	// keyTrick is the trick (1–12) in which each key card (keyOf) was
	// played, 0 when it was not; keySeat the seat that played it; winner
	// the winner of each trick 1–12.
	keyTrick [numKeys]uint8
	keySeat  [numKeys]tarock.Seat
	winner   [13]tarock.Seat
	// announced are the premiums announced by the declarer's party (0)
	// and the defenders (1); level the Kontra factor of each item.
	announced [2]Premiums
	level     [numItems]int
	// own is the declarer's party (seats 0–3), rep the seat that stands
	// for each party in an item (setParties).
	own SeatSet
	rep [2]tarock.Seat
}

// The key cards, the only ones whose trick the settlement reads: the
// birds (slots 0–3, the Pagat first), the Mond and the Sküs of the
// Mondfang, and the called king of King Ultimo.
const (
	keyMond  = 4
	keySkus  = 5
	keyKing  = 6
	numKeys  = 7
	keyBirds = deck.Set(1<<deck.Pagat | 1<<deck.Uhu | 1<<deck.Kakadu | 1<<deck.Quapil)
)

// keyOf returns the slot of card c in keyTrick and keySeat, or -1 when c
// is no key card.
func (f *facts) keyOf(c deck.Card) int {
	switch {
	case c <= deck.Quapil:
		return int(c)
	case c == deck.Mond:
		return keyMond
	case c == deck.Skus:
		return keySkus
	case c == f.called && c < deck.NumCards:
		return keyKing
	}
	return -1
}

// trickOf returns the trick (1–12) in which card c was played, 0 when it
// was not (or c is no key card).
func (f *facts) trickOf(c deck.Card) uint8 {
	if k := f.keyOf(c); k >= 0 {
		return f.keyTrick[k]
	}
	return 0
}

// playedBy returns the seat that played card c, tarock.NoSeat when it was
// not played (or c is no key card).
func (f *facts) playedBy(c deck.Card) tarock.Seat {
	if k := f.keyOf(c); k >= 0 && f.keyTrick[k] != 0 {
		return f.keySeat[k]
	}
	return tarock.NoSeat
}

// setPlayed records that seat p played card c in trick t (1–12).
func (f *facts) setPlayed(c deck.Card, t int, p tarock.Seat) {
	if k := f.keyOf(c); k >= 0 {
		f.keyTrick[k], f.keySeat[k] = uint8(t), p
	}
}

// readFacts reads into f, zero, the facts of the finished deal s.
func (s *State) readFacts(f *facts) {
	f.rules, f.end, f.contract, f.declarer, f.partner = s.rules, s.end, s.contract, s.declarer, s.partner
	f.called, f.kingInTalon, f.bird = s.called, s.kingInTalon(), s.conceded
	f.setParties()
	// The winner and the cards of each trick in one pass, as wonCards, and
	// the key cards the settlement reads (noteKeys).
	n := min(int(s.nPlays)/numSeats, numPlays/numSeats)
	keys := s.keyCards()
	leader := s.firstLeader()
	for t := range n {
		w := s.trickWinner(t)
		f.winner[t+1] = w
		c := s.trickCards(t)
		cards := trickSet(c)
		f.won[w&3] |= cards
		if k := cards & keys; k != 0 {
			s.noteKeys(f, k, t, c, leader)
		}
		leader = w
	}
	if s.contract == Trischaken {
		for t := range n {
			f.won[f.winner[t+1]&3] |= s.trischakenTalon(t + 1)
		}
	}
	all := f.won[0] | f.won[1] | f.won[2] | f.won[3]
	for p := range numSeats {
		f.tricks[p] = s.tricksWon(tarock.Seat(p))
	}
	left := s.talonLeft()
	if s.declarer != tarock.NoSeat {
		pile := s.declarerParty(f.won)
		f.aside[0] = pile &^ all
		f.aside[1] = left &^ pile &^ all
	}
	f.talon = left &^ all
	if s.contract == Trischaken {
		f.talon = s.talonSet() &^ all
	}
	f.announced = s.announcedByParty()
	f.level = unraised
	if s.allKontraVoid() {
		return
	}
	// The items raised: the slots with a level that counts.
	for lv, slot := s.countedLanes(), 0; lv != 0; lv, slot = lv>>laneBits, slot+1 {
		if c := KontraLevel(lv & 7); c != LevelNone {
			f.level[int(s.itemOfSlot(slot))%numItems] = c.Factor()
		}
	}
}

// unraised are the Kontra factors of items nobody raised.
var unraised = func() (l [numItems]int) {
	for it := range l {
		l[it] = 1
	}
	return
}()

// cardBit[c] is 1<<c, the set of card c alone.
var cardBit = func() (t [64]deck.Set) {
	for c := range deck.Card(64) {
		t[c] = 1 << c
	}
	return t
}()

// keyCards returns the key cards played to a completed trick that the
// settlement can read: the birds, the called king, and the Mond and the
// Sküs under Mondfang.
func (s *State) keyCards() deck.Set {
	k := keyBirds
	if s.called < deck.NumCards {
		k |= cardBit[s.called]
	}
	if s.rules.Mondfang {
		k |= cardBit[deck.Mond] | cardBit[deck.Skus]
	}
	return k
}

// noteKeys records in f the trick and the player of the key cards k of
// completed trick t (from 0), whose cards are the trick word c and which
// leader led: a bird when it fell in its own trick or was announced, the
// called king, the Mond and the Sküs.
func (s *State) noteKeys(f *facts, k deck.Set, t int, c uint32, leader tarock.Seat) {
	for ; k != 0; k &= k - 1 {
		card := deck.Card(bits.TrailingZeros64(uint64(k)))
		if card <= deck.Quapil && 12-int(card) != t+1 && s.announced&(PagatUltimo<<card) == 0 {
			continue
		}
		f.setPlayed(card, t+1, (leader+tarock.Seat(placeOf(c, card)))&3)
	}
}

// party returns the party of seat p: 0 for the declarer and his partner,
// 1 for the defenders.
func (f *facts) party(p tarock.Seat) int {
	if p != tarock.NoSeat && (p == f.declarer || p == f.partner) {
		return 0
	}
	return 1
}

// setParties sets own and rep from the declarer and the partner: the
// declarer's party, and for each party the seat that stands for it in an
// item, the declarer or the first defender after him.
func (f *facts) setParties() {
	f.own = 0
	if f.declarer < numSeats {
		f.own |= seatOf(f.declarer)
	}
	if f.partner < numSeats {
		f.own |= seatOf(f.partner)
	}
	f.rep = [2]tarock.Seat{tarock.NoSeat, tarock.NoSeat}
	for i := range tarock.Seat(numSeats) {
		p := (f.declarer + i) & 3
		if a := f.party(p); f.rep[a] == tarock.NoSeat {
			f.rep[a] = p
		}
	}
}

// seats returns the seats of party a.
func (f *facts) seats(a int) SeatSet {
	if a == 0 {
		return f.own
	}
	return 15 &^ f.own
}

// partySeat returns the seat that stands for party a in an item: the
// declarer, or the first defender after him.
func (f *facts) partySeat(a int) tarock.Seat { return f.rep[a&1] }

// partyItem returns it as an item won by party w, paid between the two
// parties (doc/koenigrufen.md §11.2); its Won says whether its Seat's
// party is w.
func (f *facts) partyItem(it Item, w int) Item {
	it.Payees, it.Payers = f.seats(w), f.seats(1-w)
	if it.Seat == tarock.NoSeat {
		it.Seat = f.partySeat(w)
	}
	it.Won = f.party(it.Seat) == w
	return it
}

// partyTricks returns the tricks won by party a.
func (f *facts) partyTricks(a int) int {
	own := f.seats(a)
	n := 0
	for p := range tarock.Seat(numSeats) {
		n += f.tricks[p] * int(own>>p&1)
	}
	return n
}

// piles returns the cards of each party (doc/koenigrufen.md §7.4): its
// tricks and the cards aside.
func (f *facts) piles() [2]deck.Set {
	pile := f.aside
	own := f.seats(0)
	for p := range tarock.Seat(numSeats) {
		pile[^own>>p&1] |= f.won[p]
	}
	return pile
}

// valatParty returns the party that won all twelve tricks, or -1.
func (f *facts) valatParty() int {
	switch t := f.partyTricks(0); {
	case f.tricks[0]+f.tricks[1]+f.tricks[2]+f.tricks[3]-t == 12:
		return 1
	case t == 12:
		return 0
	}
	return -1
}

// aimMet reports whether the contract's aim was met (doc/koenigrufen.md
// §4.2): in a positive contract the declarer's party's card points reach
// Rules.Threshold (doc/koenigrufen.md §10); in Piccolo, Bettel and
// Zwiccolo and their open forms the declarer took exactly one, no or two
// tricks. It is false in Trischaken, which has no aim.
func (f *facts) aimMet() bool {
	switch f.contract {
	case Trischaken, NoContract:
		return false
	case Piccolo, PiccoloOuvert:
		return f.tricks[f.declarer&3] == 1
	case Bettel, BettelOuvert:
		return f.tricks[f.declarer&3] == 0
	case Zwiccolo, ZwiccoloOuvert:
		return f.tricks[f.declarer&3] == 2
	}
	pile := f.piles()
	return scoring.Count(pile[0]) >= f.rules.Threshold
}

// settle returns the settlement of the deal of f (doc/koenigrufen.md
// §11.9): a concession by doc/koenigrufen.md §11.6, Trischaken by
// doc/koenigrufen.md §11.8, a negative contract by doc/koenigrufen.md
// §11.7, a positive one by the game or Valat and the premiums.
func settle(f *facts) Result {
	var r Result
	settleInto(f, &r)
	return r
}

// settleInto is settle writing into r, the zero Result.
func settleInto(f *facts, r *Result) {
	r.Contract, r.Declarer, r.Partner = f.contract, f.declarer, f.partner
	scoreToo := f.rules.KontraLedger == KontraScoreToo
	switch f.end {
	case endConceded:
		r.End = EndConceded
		v := f.rules.entry(f.contract).Lost + birdValue(f.bird)
		r.add(Item{Kind: ItemSchleifen, Seat: f.declarer, Value: v, Factor: 1,
			Payers: seatOf(f.declarer), Payees: 15 &^ seatOf(f.declarer)}, false)
		return
	case endPlayed:
		r.End = EndPlayed
	case endThrownIn:
		r.End = EndThrownIn
		return
	default:
		return
	}
	for p := range numSeats {
		r.Tricks[p] = f.tricks[p]
		r.SeatPoints[p] = scoring.Count(f.won[p])
	}
	switch {
	case f.contract == Trischaken:
		settleTrischaken(f, r)
	case f.contract.IsNegative():
		r.GameWon = f.aimMet()
		pile := f.piles()
		r.DeclarerPoints = scoring.Count(pile[0])
		r.DefenderPoints = scoring.Total - r.DeclarerPoints
		v := f.rules.entry(f.contract)
		for d := range tarock.Seat(numSeats) {
			if d == f.declarer {
				continue
			}
			it := Item{Kind: ItemGame, Seat: d, Won: !r.GameWon, Value: v.Lost,
				Factor: f.level[itemDefenderGame+item(d)], Payers: seatOf(f.declarer), Payees: seatOf(d)}
			if r.GameWon {
				it.Value, it.Payers, it.Payees = v.Won, it.Payees, it.Payers
			}
			r.add(it, scoreToo)
		}
	default:
		settlePositive(f, r, scoreToo)
	}
}

// birdValue returns the announced value of the bird b
// (doc/koenigrufen.md §8.1), 0 for NoBird.
func birdValue(b Bird) int {
	return [...]int{0, 2, 4, 6, 8}[min(b, BirdQuapil)]
}

// settlePositive settles a positive contract (doc/koenigrufen.md §11.9
// steps 3 to 6): the game or the Valat in its place, then the premiums.
func settlePositive(f *facts, r *Result, scoreToo bool) {
	if f.contract == Solorufer && f.kingInTalon && f.rules.SoloruferKingInTalon == SoloruferKingHalfKontraVoid {
		for i := range f.level {
			f.level[i] = 1 // doc/koenigrufen.md §6.3, §11.6
		}
	}
	pile := f.piles()
	r.DeclarerPoints = scoring.Count(pile[0])
	r.DefenderPoints = scoring.Total - r.DeclarerPoints
	r.GameWon = f.contract != NoContract && r.DeclarerPoints >= f.rules.Threshold // aimMet
	valat := settleGame(f, r, scoreToo)
	settlePremiums(f, r, &pile, valat, scoreToo)
}

// valatOf returns the party that won the Valat item, announced or silent
// (doc/koenigrufen.md §11.5 table), or -1 when there is none, and the
// party that announced it, or -1.
func (f *facts) valatOf() (w, by int) {
	all := f.valatParty()
	for a := range 2 {
		if f.announced[a]&Valat != 0 {
			if all == a {
				return a, a
			}
			return 1 - a, a
		}
	}
	return all, -1
}

// settleGame adds the game item, or the Valat item in its place or beside
// it (doc/koenigrufen.md §11.3, §11.5), and returns whether there is a
// Valat item.
func settleGame(f *facts, r *Result, scoreToo bool) bool {
	e := f.rules.entry(f.contract)
	gameLevel := f.level[itemGame]
	vw, by := f.valatOf()
	announced := by >= 0
	if !announced {
		by = vw
	}
	game := Item{Kind: ItemGame, Seat: f.declarer, Value: e.Lost, Factor: gameLevel}
	if r.GameWon {
		game.Value = e.Won
	}
	w := 1
	if r.GameWon {
		w = 0
	}
	valatLevel := f.level[premiumItem(Valat)]
	if f.rules.ValatScoring == ValatMultiplier4_8 {
		if vw < 0 {
			r.add(f.partyItem(game, w), scoreToo)
			return false
		}
		g := e.Lost
		if vw == 0 {
			g = e.Won
		}
		it := Item{Kind: ItemValat, Seat: f.partySeat(by), Announced: announced, Value: 4 * g, Factor: gameLevel}
		if announced {
			it.Value, it.Factor = 8*g, max(gameLevel, valatLevel)
		}
		r.add(f.partyItem(it, vw), scoreToo)
		return true
	}
	// ValatFixed10_20Wien, ValatFixed10_20Tirol: a premium beside the game.
	if vw >= 0 && !announced && f.rules.ValatScoring == ValatFixed10_20Wien {
		game.Factor = 1
	}
	r.add(f.partyItem(game, w), scoreToo)
	if vw < 0 {
		return false
	}
	it := Item{Kind: ItemValat, Seat: f.partySeat(by), Announced: announced, Value: 10, Factor: 1}
	if announced {
		it.Value, it.Factor = 20, valatLevel
	}
	if f.contract.IsSolo() {
		it.Value *= 2
	}
	r.add(f.partyItem(it, vw), scoreToo)
	return true
}
