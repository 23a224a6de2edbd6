package strohmandel

import (
	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
)

// PileView is a pile as one seat sees it (doc/strohmandel.md §5.5).
type PileView struct {
	// Cards holds the pile's cards in dealt order, top first, where Known
	// has the position's bit; unknown positions hold 0 and mean nothing.
	Cards [PileSize]deck.Card
	// Known has bit i set when the observer knows the card at position i:
	// a card that was turned face up (both players), or the last card the
	// observer took into his own hand unseen.
	Known uint8
	// Taken is the number of cards that have left the pile from its top.
	Taken int
	// FaceUp reports that the card at position Taken is the pile's face-up
	// top.
	FaceUp bool
}

// Len returns the number of cards still in the pile.
func (p PileView) Len() int { return PileSize - p.Taken }

// MaxHistory bounds the moves of a deal: the moves other than card plays
// (at most 16) and the 54 card plays.
const MaxHistory = maxTalk + deck.NumCards

// Event is one move of a deal: the seat that made it and the move. Every
// move of Strohmandeln is public, so every seat sees the same events.
type Event struct {
	Seat tarock.Seat `json:"seat"` // the seat that made the move
	Move Move        `json:"move"` // the move
}

// Observation is what one seat may know of a deal at a moment
// (doc/strohmandel.md §5.5): his own hand, every face-up top, every card
// turned face up into either hand, the cards of the last card of his own
// piles he took in unseen, the sizes of both hands and all piles, every
// card played, and the whole public history of moves. It never holds a card
// the seat may not see: not the opponent's dealt hand cards, not the hidden
// cards of any pile (his own included), not the last pile cards the
// opponent took in unseen (unless Rules.LastCardShown).
//
// The history and the piles are enough to rebuild a consistent [State] by
// choosing the hidden cards (the unknown hand cards of the opponent and the
// unknown positions of the piles), building a [Deal] from them and replaying
// History with [State.Apply].
type Observation struct {
	Seat     tarock.Seat // the observer
	Rules    Rules       // the rules of the deal
	Phase    Phase       // the phase of the deal
	Contract Contract    // what the deal became after the take-up decision
	ToMove   tarock.Seat // tarock.NoSeat when the deal is over
	Declarer tarock.Seat // the seat that took up, or tarock.NoSeat
	// Hand is the observer's own hand.
	Hand deck.Set
	// HandSizes is the number of cards in each seat's hand.
	HandSizes [Players]int
	// Revealed is, per seat, the cards that went face up into that seat's
	// hand from a pile (tarocks and Kings turned, and last cards when
	// Rules.LastCardShown), whether still held or played since.
	Revealed [Players]deck.Set
	// KnownHand is, per seat, the cards the observer knows are in that
	// seat's hand now: his whole hand for himself; for the opponent the
	// revealed cards he has not played.
	KnownHand [Players]deck.Set
	// Tops is the face-up tops of each seat's piles.
	Tops [Players]deck.Set
	// Piles is each seat's piles as the observer sees them.
	Piles [Players][PilesPerPlayer]PileView
	// Won is the cards in each seat's tricks (every played card is public).
	Won [Players]deck.Set
	// CurrentTrick is the trick in progress.
	CurrentTrick tarock.Trick
	// Announced is each seat's announcements (AnnouncementsTirol).
	Announced [Players]Announcement
	// Kontra is the doubling of the game item: LevelNone, LevelKontra or
	// LevelRe.
	Kontra KontraLevel
	// History holds the moves of the deal in order, each with the seat
	// that made it: every move is public. Only the first HistoryLen
	// entries are used; see [Observation.Events].
	History [MaxHistory]Event
	// HistoryLen is the number of events in History.
	HistoryLen int
}

// Events returns the history as a slice of History (it shares o's array,
// as tapp's Observation.Events does; a HistoryLen out of range is clamped).
func (o *Observation) Events() []Event { return o.History[:max(0, min(o.HistoryLen, MaxHistory))] }

// Unknown returns the cards the observer cannot place: the cards in play
// ([Rules.CardsInPlay]) less his own hand, every card known to be in a pile, in a hand or in a trick.
func (o *Observation) Unknown() deck.Set { return o.Rules.CardsInPlay() &^ o.Known() }

// Known returns every card the observation shows: the observer's hand, the
// cards known in either hand, every card in the tricks and the trick in
// progress, and the pile cards the observer can see.
func (o *Observation) Known() deck.Set {
	known := o.Hand | o.KnownHand[0] | o.KnownHand[1] | o.Won[0] | o.Won[1] | o.CurrentTrick.Cards()
	for seat := range Players {
		for _, p := range o.Piles[seat] {
			for i := max(p.Taken, 0); i < PileSize; i++ {
				if p.Known&(1<<i) != 0 {
					known |= 1 << p.Cards[i]
				}
			}
		}
	}
	return known
}

// Observation returns what seat may know (see [Observation]). For a seat
// not at the table (2 and above, tarock.NoSeat among them) it returns the
// observation of nobody, as tapp's does: Seat tarock.NoSeat, the public facts
// (rules, phase, kind, the seat to move, the declarer, hand sizes, how many
// cards each pile has left, announcements and Kontra) and no card at all:
// no hand, no pile card (Known 0), no tops, no tricks, no history.
func (s State) Observation(seat tarock.Seat) Observation {
	o := Observation{Seat: seat}
	if seat >= Players {
		o.Seat = tarock.NoSeat
	}
	o.Rules, o.Phase, o.Contract, o.ToMove, o.Declarer = s.Rules(), s.Phase(), s.contract, s.ToMove(), s.Declarer()
	if !s.live() {
		return o // the zero State has no cards
	}
	if seat >= Players {
		o.Announced, o.Kontra = s.announced, s.kontra
		for p := range Players {
			o.HandSizes[p] = s.hand[p].Len()
			for i, pile := range s.piles[p] {
				o.Piles[p][i].Taken = int(pile.taken)
			}
		}
		return o
	}
	o.Hand = s.hand[seat]
	o.Tops = s.tops
	o.Won = s.wonSets()
	o.CurrentTrick = s.currentTrick()
	o.Announced = s.announced
	o.Kontra = s.kontra
	for p := range tarock.Seat(Players) {
		o.HandSizes[p] = s.hand[p].Len()
		for i, pile := range s.piles[p] {
			up := s.faceUp(p, i)
			v := PileView{Taken: int(pile.taken), FaceUp: up}
			for k := range PileSize {
				if !pile.card(uint8(k)).Valid() {
					continue // position 0 of a pile of three (doc/strohmandel.md §11.1.3)
				}
				shown := k < int(pile.taken) || k == int(pile.taken) && up
				last := k == PileSize-1 && !shown
				if k == PileSize-1 && k < int(pile.taken) {
					// The last card went into the hand unseen.
					shown = s.rules.LastCardShown
					last = true
				}
				if shown || last && p == seat && k < int(pile.taken) {
					v.Known |= 1 << k
					v.Cards[k] = pile.card(uint8(k))
				}
				c := pile.card(uint8(k))
				if k < int(pile.taken) && (shown && (c.IsTarock() || c.IsKing()) || last && s.rules.LastCardShown) {
					o.Revealed[p] |= 1 << c
				}
			}
			o.Piles[p][i] = v
		}
	}
	for p := range Players {
		o.KnownHand[p] = o.Revealed[p] & s.hand[p]
	}
	o.KnownHand[seat] = s.hand[seat]
	o.HistoryLen = s.appendEvents(&o.History)
	return o
}

// appendEvents writes every move of the deal, with the seat that made it,
// into h and returns their number. The talk log holds no seats; they
// follow from the order of speaking (doc/strohmandel.md §3.4, §4.1, §9.7):
// forehand first, then the dealer, and in the announcements forehand
// again, who answers a Kontra of the dealer when he is the declarer.
func (s *State) appendEvents(h *[MaxHistory]Event) int {
	n, talk := 0, s.talk
	nt := talk.len()
	seat, declarer, kontra, reTurn := tarock.Forehand, tarock.NoSeat, LevelNone, false
	for i := range nt {
		m := talk.at(i)
		h[n] = Event{Seat: seat, Move: m}
		n++
		switch m.kind {
		case MoveTakeUp:
			declarer, seat = seat, tarock.Forehand
			if i+1 < nt && (talk.at(i+1) == ThrowIn() || talk.at(i+1) == Continue()) {
				seat = Dealer // the dealer without tarock decides to throw in
			}
		case MovePass:
			seat ^= 1 // to the dealer, or after both passed to forehand
		case MoveContinue:
			seat = tarock.Forehand
		case MoveDouble:
			kontra = m.Level()
		case MoveReady:
			switch {
			case reTurn:
				reTurn = false
			case seat == tarock.Forehand:
				seat = Dealer
			case kontra == LevelKontra && declarer == tarock.Forehand:
				reTurn, seat = true, tarock.Forehand
			}
		}
	}
	for k := range int(s.nplays) {
		h[n] = Event{Seat: s.plays.seat(k), Move: s.plays.move(k)}
		n++
	}
	return n
}
