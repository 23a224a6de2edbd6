package koenigrufen

import (
	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
)

// Hidden stands in an [Observation] for a talon card the observing seat
// has not seen. It is not a card (deck.Card.Valid reports false).
const Hidden deck.Card = 255

// Observation is what one seat may know at one moment of a deal
// (doc/koenigrufen.md "States, observations and determinization"): it
// holds no card that seat has not seen, and the partner only when the
// seat knows him (doc/koenigrufen.md §6.2). Voids shown in play are
// derivable from the history. It is a plain comparable value of fixed
// size; History holds HistoryLen events.
type Observation struct {
	Rules    Rules
	Seat     tarock.Seat // the observing seat
	Phase    Phase
	ToMove   tarock.Seat
	Contract Contract    // the contract played (NoContract during the auction)
	Declarer tarock.Seat // tarock.NoSeat during the auction
	// Bid and BidOwner are the standing contract of the auction and its
	// owner.
	Bid      Contract
	BidOwner tarock.Seat
	// Called is the called king (doc/koenigrufen.md §6.1): deck.NoCard
	// before the call, in a contract without one, and after a call of the
	// fourth king (CalledFourthKing) that the seat cannot tell: only the
	// declarer and the king's holder know its suit until the king is
	// played or shows in the talon.
	Called           deck.Card
	CalledFourthKing bool
	// PartnerKnown reports whether the seat knows the partnership
	// (doc/koenigrufen.md §6.2): the partner from the call on, the
	// declarer who called a king of his own hand, and everyone once the
	// called king is played, once it shows in the talon of a Rufer
	// (doc/koenigrufen.md §6.3), at the end of the deal, and in a contract
	// without a called king. Partner is then the partner, or tarock.NoSeat
	// when the declarer plays alone; it is tarock.NoSeat while
	// PartnerKnown is false.
	PartnerKnown bool
	Partner      tarock.Seat
	// Hand is the observer's hand now.
	Hand deck.Set
	// HandSizes is the number of cards each seat holds now.
	HandSizes [numSeats]int
	// Talon holds the six talon cards in the order laid, [Hidden] where
	// the observer has not seen a card: all six are shown to everyone once
	// they are turned in a Rufer, Dreier or other contract with an open
	// talon (doc/koenigrufen.md §7.2), and in the Sechserdreier the
	// declarer alone sees them (doc/koenigrufen.md §7.1).
	Talon [6]deck.Card
	// Discards are the declarer's discards the observer has seen: all of
	// them for the declarer, the tarocks laid away face up for everyone
	// else (doc/koenigrufen.md §7.3). NumDiscards is how many cards were
	// laid away.
	Discards    deck.Set
	NumDiscards int
	// CurrentTrick is the trick in progress, LastTrick the last completed
	// trick, Tricks the number of tricks each seat has won, Played every
	// card played so far.
	CurrentTrick tarock.Trick
	LastTrick    tarock.Trick
	Tricks       [numSeats]int
	Played       deck.Set
	// History is every move so far as the observer saw it; HistoryLen is
	// the number of events it holds.
	History    [MaxHistory]Event
	HistoryLen int
}

// Events returns the history as a slice of History (it shares o's array;
// a HistoryLen out of range is clamped).
func (o *Observation) Events() []Event { return o.History[:max(0, min(o.HistoryLen, MaxHistory))] }

// Known returns every card the observation shows: the hand, the talon
// cards seen, the discards seen, the cards played and every card named
// in the history.
func (o *Observation) Known() deck.Set {
	k := o.Hand | o.Discards | o.Played | o.CurrentTrick.Cards() | o.LastTrick.Cards()
	for _, c := range o.Talon {
		k = k.With(c)
	}
	for _, e := range o.Events() {
		k |= e.Move.Cards()
	}
	return k & deck.FullPack
}

// Unknown returns the cards the observation does not show, the 54 cards
// less [Observation.Known]: those the observer cannot place.
func (o *Observation) Unknown() deck.Set { return deck.FullPack &^ o.Known() }

// calledPlayed reports whether the called king has been played.
func (s *State) calledPlayed() bool {
	for _, c := range s.plays[:s.nPlays] {
		if c == s.called {
			return true
		}
	}
	return false
}

// talonOpen reports whether the talon has been turned for everyone: in a
// contract with an open talon once the talon phase is reached
// (doc/koenigrufen.md §7.2).
func (s *State) talonOpen() bool {
	c := s.contract
	return s.declarer < numSeats && s.phase >= PhaseTalon && c != Sechserdreier && !c.IsSolo() &&
		(c.IsCalling() || c == Dreier || c == Farbendreier)
}

// partnerPublic reports whether every seat knows the partnership
// (doc/koenigrufen.md §6.2, §6.3): in a contract without a called king
// once the auction is over; in a calling contract once the king is played,
// once it shows in the open talon, and at the end of the deal (the
// library's reading for a Solorufer whose king lay in the talon: it is
// found when the talon is counted).
func (s *State) partnerPublic() bool {
	switch {
	case s.rules == nil || s.declarer >= numSeats:
		return false
	case !s.contract.IsCalling():
		return true
	case s.called == deck.NoCard:
		return false
	case s.phase == PhaseDone, s.calledPlayed():
		return true
	}
	return s.talonOpen() && s.kingInTalon()
}

// partnerKnown reports whether seat knows the partnership: everyone when
// it is public, the partner from the call on, and the declarer who called
// a king of his own hand (doc/koenigrufen.md §6.1 rule 3;
// doc/koenigrufen.md §6.2).
func (s *State) partnerKnown(seat tarock.Seat) bool {
	switch {
	case s.partnerPublic():
		return true
	case s.called == deck.NoCard || seat >= numSeats:
		return false
	case s.partner != tarock.NoSeat:
		return seat == s.partner
	}
	return seat == s.declarer && !s.kingInTalon()
}

// calledKnown reports whether seat knows which king was called: every
// seat after a call by suit, and after "the fourth king" the declarer,
// the king's holder and, once the partnership is public, everyone
// (doc/koenigrufen.md §6.1 rule 4).
func (s *State) calledKnown(seat tarock.Seat) bool {
	return !s.fourthKing() || seat == s.declarer || (seat == s.partner && seat != tarock.NoSeat) || s.partnerPublic()
}

// Observation returns what seat may know now (doc/koenigrufen.md §6.2,
// §7.2, §7.3 and "States, observations and determinization"): its own
// hand, the talon when it is shown to it, the declarer's discards if it
// is the declarer or the tarocks laid away face up otherwise, the called
// king and the partner as far as it knows them, the public auction and
// announcements, the tricks and the hand sizes, and the history of moves
// with the hidden cards removed. For a seat not at the table (4 and
// above, tarock.NoSeat among them) it returns the observation of nobody,
// as the other games do: Seat tarock.NoSeat, the public facts (rules,
// phase, contract, bids, the seat to move, the declarer, the called king
// if called by suit, the partner if public, hand sizes, the number of
// discards) and no card at all: no hand, every talon card [Hidden], no
// discards, tricks or played cards, no history.
func (s State) Observation(seat tarock.Seat) (o Observation) {
	// o is filled in place: it is large.
	o.Seat = seat
	if seat >= numSeats {
		o.Seat = tarock.NoSeat
	}
	o.Phase, o.ToMove, o.Declarer = s.Phase(), s.ToMove(), s.Declarer()
	o.Contract = s.contract
	o.Bid, o.BidOwner = s.Bid()
	o.Called, o.Partner = deck.NoCard, tarock.NoSeat
	for i := range o.Talon {
		o.Talon[i] = Hidden
	}
	if s.rules == nil {
		return o
	}
	o.Rules = *s.rules
	o.NumDiscards = s.disc.Len()
	for p := range numSeats {
		o.HandSizes[p] = s.hands[p].Len()
	}
	o.CalledFourthKing = s.fourthKing()
	if s.called != deck.NoCard && s.calledKnown(o.Seat) {
		o.Called = s.called
	}
	if o.PartnerKnown = s.partnerKnown(o.Seat); o.PartnerKnown {
		o.Partner = s.partner
	}
	if seat >= numSeats {
		return o
	}
	o.Hand = s.hands[seat]
	o.Discards = s.disc.Tarocks()
	if seat == s.declarer {
		o.Discards = s.disc
	}
	if s.talonOpen() || (seat == s.declarer && s.taken == takenAll) {
		o.Talon = s.talon
	}
	o.CurrentTrick, o.LastTrick = s.currentTrick(), s.lastTrick()
	for p := range numSeats {
		o.Tricks[p] = int(s.tricks[p])
	}
	for _, c := range s.plays[:s.nPlays] {
		o.Played = o.Played.With(c)
	}
	o.HistoryLen = len(s.appendEvents(o.History[:0]))
	for i := range o.HistoryLen {
		if e := &o.History[i]; e.Move.kind() == MoveDiscard && seat != s.declarer {
			e.Move, e.Concealed = Discard(o.Discards), s.disc.Len()-o.Discards.Len()
		}
	}
	return o
}
