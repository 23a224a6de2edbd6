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
	// played, shows in the open talon or the deal ends, even when King
	// Ultimo or a Re made the partner known (doc/koenigrufen.md §6.1
	// rule 4).
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
	// they are turned in a Rufer, Besserrufer, bird caller, Dreier or
	// Farbendreier (doc/koenigrufen.md §7.2), and in a Sechserdreier under
	// SechserdreierTalonShown; otherwise in the Sechserdreier the declarer
	// alone sees them (doc/koenigrufen.md §7.1). In a Trischaken whose
	// talon goes to the first six tricks each card shows once its trick
	// is complete (doc/koenigrufen.md §7.1, §13.1 TrischakenTalon). The
	// talon of the solo and negative contracts stays face down.
	Talon [6]deck.Card
	// Discards are the declarer's discards the observer has seen: all of
	// them for the declarer, for everyone else the cards laid away face up
	// (doc/koenigrufen.md §7.3): the tarocks in a tarock contract, the
	// suit cards in a colour contract. NumDiscards is how many cards were
	// laid away.
	Discards    deck.Set
	NumDiscards int
	// OpenHands holds, in an open contract once the first trick is
	// complete, the hand of each seat that lies open: all four, or under
	// OuvertDefendersOnly the declarer's opponents (doc/koenigrufen.md
	// §9.6); it is empty for every other seat and before.
	OpenHands [numSeats]deck.Set
	// TrischakenMustBeat and TrischakenFirstSix are the rules of a
	// Trischaken as forehand chose them or the options fix them
	// (doc/koenigrufen.md §7.1, §9.4; [State.TrischakenRules]): whether
	// the obligation to beat holds and whether the talon goes to the first
	// six tricks. Both are false in other contracts.
	TrischakenMustBeat bool
	TrischakenFirstSix bool
	// Announced is the set of premiums announced so far, Announcers the
	// seat that announced premium 1<<k at index k (tarock.NoSeat when it
	// was not announced), and Kontra the level said on each item, indexed
	// by [KontraTarget] (doc/koenigrufen.md §8.3–§8.5): all public. The level
	// the settlement counts after a void Kontra is not shown, since it
	// depends on the partnership.
	Announced  Premiums
	Announcers [numPremiums]tarock.Seat
	Kontra     [NumTargets]KontraLevel
	// CurrentTrick is the trick in progress, LastTrick the last completed
	// trick and LastTrickWinner its winner by the rules of the contract
	// (doc/koenigrufen.md §9.3: a suit lead stands in a colour contract,
	// the Kaiserstich; tarock.NoSeat before the first trick is complete),
	// Tricks the number of tricks each seat has won, Played every card
	// played so far.
	CurrentTrick    tarock.Trick
	LastTrick       tarock.Trick
	LastTrickWinner tarock.Seat
	Tricks          [numSeats]int
	Played          deck.Set
	// History is every move so far as the observer saw it; HistoryLen is
	// the number of events it holds.
	History    [MaxHistory]Event
	HistoryLen int
}

// Events returns the history as a slice of History (it shares o's array;
// a HistoryLen out of range is clamped).
func (o *Observation) Events() []Event { return o.History[:max(0, min(o.HistoryLen, MaxHistory))] }

// Known returns every card the observation shows: the hand, the open
// hands, the talon cards seen, the discards seen, the cards played and
// every card named in the history.
func (o *Observation) Known() deck.Set {
	k := o.Hand | o.Discards | o.Played | o.CurrentTrick.Cards() | o.LastTrick.Cards()
	for _, h := range o.OpenHands {
		k |= h
	}
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

// Announcer returns the seat that announced premium p, a single premium,
// or tarock.NoSeat when p was not announced (doc/koenigrufen.md §8.3).
func (o *Observation) Announcer(p Premiums) tarock.Seat {
	for k := range numPremiums {
		if p == 1<<k && o.Announced&p != 0 {
			return o.Announcers[k]
		}
	}
	return tarock.NoSeat
}

// calledPlayed reports whether the called king has been played.
func (s *State) calledPlayed() bool {
	for i := range int(s.nPlays) {
		if s.playAt(i) == s.called {
			return true
		}
	}
	return false
}

// talonOpen reports whether the talon has been turned for everyone: in a
// contract with an open talon once the talon phase is reached
// (doc/koenigrufen.md §7.2), and in a Sechserdreier under
// SechserdreierTalonShown (doc/koenigrufen.md §7.1).
func (s *State) talonOpen() bool {
	c := s.contract
	if s.declarer >= numSeats || s.phase < PhaseTalon {
		return false
	}
	if c == Sechserdreier {
		return s.rules.SechserdreierTalonShown
	}
	return !c.IsSolo() && (c.IsCalling() || c == Dreier || c == Farbendreier)
}

// talonSeen returns the talon as seat sees it, [Hidden] where it has not
// seen a card (see [Observation]): all of it when it is open, to the
// declarer of a Sechserdreier, and in a Trischaken the cards given to
// the tricks completed.
func (s *State) talonSeen(seat tarock.Seat) [6]deck.Card {
	t := [6]deck.Card{Hidden, Hidden, Hidden, Hidden, Hidden, Hidden}
	switch {
	case seat >= numSeats:
	case s.talonOpen() || (seat == s.declarer && s.tookAll()):
		t = s.talon
	case s.contract == Trischaken:
		given := s.trischakenGiven()
		for i, c := range s.talon {
			if given.Has(c) && s.trischakenFlag(tFirstSix) {
				t[i] = c
			}
		}
	}
	return t
}

// partnerPublic reports whether every seat knows the partnership
// (doc/koenigrufen.md §6.2, §6.3): in a contract without a called king
// once the auction is over; in a calling contract once the king is played,
// King Ultimo announced or the partner revealed by a Re
// (partnershipPublic), once the king shows in the open talon, and at the
// end of the deal (the library's reading for a Solorufer whose king lay in
// the talon: it is found when the talon is counted).
func (s *State) partnerPublic() bool {
	switch {
	case s.rules == nil || s.declarer >= numSeats:
		return false
	case !s.contract.IsCalling():
		return true
	case s.called == deck.NoCard:
		return false
	case s.phase == PhaseDone:
		return true
	case s.kingInTalon():
		return s.talonOpen()
	}
	return s.partnershipPublic()
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
// seat after a call by suit; after "the fourth king" the declarer and the
// king's holder, and everyone else only once the king is played, once it
// shows in the open talon, or at the end of the deal
// (doc/koenigrufen.md §6.1 rule 4). A partnership made public otherwise
// (King Ultimo, a Re of the partner, doc/koenigrufen.md §6.2) shows who
// the partner is, not the suit.
func (s *State) calledKnown(seat tarock.Seat) bool {
	switch {
	case !s.fourthKing() || seat == s.declarer || (seat == s.partner && seat != tarock.NoSeat):
		return true
	case s.phase == PhaseDone || s.calledPlayed():
		return true
	}
	return s.kingInTalon() && s.talonOpen()
}

// handsOpen returns the seats whose hands lie open (doc/koenigrufen.md
// §9.6): in an open contract from the completion of the first trick on,
// all four, or under OuvertDefendersOnly all but the declarer.
func (s *State) handsOpen() SeatSet {
	switch s.contract {
	case PiccoloOuvert, BettelOuvert, ZwiccoloOuvert:
	default:
		return 0
	}
	if s.nPlays < numSeats || s.declarer >= numSeats {
		return 0
	}
	if s.rules.OuvertReveal == OuvertDefendersOnly {
		return 15 &^ seatOf(s.declarer)
	}
	return 15
}

// LastTrickWinner returns the seat that won the last completed trick by
// the rules of the contract (doc/koenigrufen.md §9.3: in a colour contract
// a suit lead stands, and the Kaiserstich of the rules), or tarock.NoSeat
// before the first trick is complete. The winner tarock.Trick.Winner
// names is that of the plain rules, which differ from these.
func (s State) LastTrickWinner() tarock.Seat {
	n := int(s.nPlays) / numSeats
	if s.rules == nil || n == 0 {
		return tarock.NoSeat
	}
	return s.trickWinner(n - 1)
}

// Observation returns what seat may know now (doc/koenigrufen.md §6.2,
// §7.1–§7.3, §8.3–§8.5, §9.6 and "States, observations and
// determinization"): its own hand, the open hands of an open contract, the
// talon as far as it is shown to it, the declarer's discards if it is the
// declarer or those laid away face up otherwise, the called king and the
// partner as far as it knows them, the public auction, the Trischaken
// rules, the announcements and the levels said, the tricks and the hand
// sizes, and the history of moves with the hidden cards removed. For a
// seat not at the table (4 and above, tarock.NoSeat among them) it returns
// the observation of nobody, as the other games do: Seat tarock.NoSeat,
// the public facts (rules, phase, contract, bids, the seat to move, the
// declarer, the called king if called by suit, the partner if public,
// hand sizes, the number of discards, the Trischaken rules, the
// announcements) and no card at all: no hand, every talon card [Hidden],
// no discards, tricks or played cards, no history.
func (s State) Observation(seat tarock.Seat) (o Observation) {
	// o is filled in place: it is large.
	o.Seat = seat
	if seat >= numSeats {
		o.Seat = tarock.NoSeat
	}
	o.Phase, o.ToMove, o.Declarer = s.Phase(), s.ToMove(), s.Declarer()
	o.Contract = s.contract
	o.Bid, o.BidOwner = s.Bid()
	o.Called, o.Partner, o.LastTrickWinner = deck.NoCard, tarock.NoSeat, tarock.NoSeat
	o.Talon = s.talonSeen(tarock.NoSeat)
	for k := range o.Announcers {
		o.Announcers[k] = tarock.NoSeat
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
	o.TrischakenMustBeat, o.TrischakenFirstSix = s.TrischakenRules()
	s.observeAnnouncements(&o)
	if seat >= numSeats {
		return o
	}
	s.observeCards(&o, seat)
	return o
}

// observeAnnouncements fills in the premiums announced, their announcers
// and the levels said (doc/koenigrufen.md §8.3–§8.5).
func (s *State) observeAnnouncements(o *Observation) {
	o.Announced = s.announced
	for k := range numPremiums {
		if s.announced&(1<<k) != 0 {
			o.Announcers[k] = s.announcerOf(k)
		}
	}
	for it := range item(numItems) {
		o.Kontra[it] = s.said(it)
	}
}

// observeCards fills in what seat sees of the cards: its hand, the open
// hands, the talon, the discards, the tricks and the history.
func (s *State) observeCards(o *Observation, seat tarock.Seat) {
	o.Hand = s.hands[seat]
	open := s.handsOpen()
	for p := range tarock.Seat(numSeats) {
		if open.Has(p) {
			o.OpenHands[p] = s.hands[p]
		}
	}
	o.Discards = s.DiscardsShown()
	if seat == s.declarer {
		o.Discards = s.disc
	}
	o.Talon = s.talonSeen(seat)
	o.CurrentTrick, o.LastTrick = s.currentTrick(), s.lastTrick()
	o.LastTrickWinner = s.LastTrickWinner()
	for p := range numSeats {
		o.Tricks[p] = s.tricksWon(tarock.Seat(p))
	}
	for i := range int(s.nPlays) {
		o.Played = o.Played.With(s.playAt(i))
	}
	o.HistoryLen = len(s.appendEvents(o.History[:0]))
	for i := range o.HistoryLen {
		if e := &o.History[i]; e.Move.kind() == MoveDiscard && seat != s.declarer {
			e.Move, e.Concealed = Discard(o.Discards), s.disc.Len()-o.Discards.Len()
		}
	}
}
