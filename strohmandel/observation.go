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

// maxHistory bounds the moves of a deal: the talk plus 54 card plays.
const maxHistory = maxTalk + deck.NumCards

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
	Kind     GameKind    // what the deal became after the take-up decision
	ToMove   tarock.Seat // tarock.NoSeat when the deal is over
	Declarer tarock.Seat // the seat that took up, or tarock.NoSeat
	// Hand is the observer's own hand.
	Hand deck.Set
	// HandSize is the number of cards in each seat's hand.
	HandSize [Players]int
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
	// Trick is the trick in progress.
	Trick tarock.Trick
	// Announced is each seat's announcements (AnnouncementsTirol).
	Announced [Players]Announcement
	// Kontra is 0, 1 after a Kontra, 2 after a Re.
	Kontra int
	// History holds the moves of the deal in order: every move is public.
	// Only the first HistoryLen entries are used; see [Observation.Moves].
	History [maxHistory]Move
	// HistoryLen is the number of moves in History.
	HistoryLen int
}

// Moves returns the history as a new slice.
func (o *Observation) Moves() []Move {
	return append([]Move(nil), o.History[:max(0, min(o.HistoryLen, maxHistory))]...)
}

// Unknown returns the cards the observer cannot place: the 54 cards less
// his own hand, every card known to be in a pile, in a hand or in a trick.
func (o *Observation) Unknown() deck.Set {
	known := o.Hand | o.KnownHand[0] | o.KnownHand[1] | o.Won[0] | o.Won[1] | o.Trick.Cards()
	for seat := range Players {
		for _, p := range o.Piles[seat] {
			for i := max(p.Taken, 0); i < PileSize; i++ {
				if p.Known&(1<<i) != 0 {
					known |= 1 << p.Cards[i]
				}
			}
		}
	}
	return deck.FullPack &^ known
}

// Observation returns what seat may know (see [Observation]). An invalid
// seat returns the zero Observation with Seat set to it.
func (s State) Observation(seat tarock.Seat) Observation {
	o := Observation{Seat: seat}
	if seat >= Players {
		return o
	}
	o.Rules, o.Phase, o.Kind, o.ToMove, o.Declarer = s.Rules(), s.Phase(), s.kind, s.ToMove(), s.Declarer()
	if s.opts&optLive == 0 {
		return o // the zero State has no cards
	}
	o.Hand = s.hand[seat]
	o.Tops = s.tops
	o.Won = s.wonSets()
	o.Trick = s.currentTrick()
	o.Announced = s.announced
	o.Kontra = int(s.kontra)
	for p := range tarock.Seat(Players) {
		o.HandSize[p] = s.hand[p].Len()
		for i, pile := range s.piles[p] {
			up := s.faceUp(p, i)
			v := PileView{Taken: int(pile.taken), FaceUp: up}
			for k := range PileSize {
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
	o.HistoryLen = len(s.appendHistory(o.History[:0]))
	return o
}
