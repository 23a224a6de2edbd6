package tapp

import (
	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
)

// Hidden stands in an [Observation] for a talon card the observing seat has
// not seen. It is not a card (deck.Card.Valid reports false).
const Hidden deck.Card = 255

// MaxHistory bounds the number of events of a deal.
const MaxHistory = 91

// Event is one move of a deal as one seat saw it: who made it and the move
// with the cards the observer may not see removed. In a discard seen by a
// defender, Move.Cards() holds only the tarocks shown (none under
// DiscardForcedAnnouncedOnly) and Concealed the number of cards laid away
// face down.
type Event struct {
	Seat      tarock.Seat
	Move      Move
	Concealed int
}

// Observation is what one seat may know at one moment of a deal
// (doc/tapp.md §3–§8): it holds no card that seat has not seen.
// Voids shown in play are derivable from the history. It is a plain value
// of fixed size; History holds HistoryLen events.
type Observation struct {
	Rules    Rules
	Seat     tarock.Seat // the observing seat
	Phase    Phase
	ToMove   tarock.Seat
	Contract Contract    // the contract played (NoContract during the auction)
	Declarer tarock.Seat // tarock.NoSeat while unknown or after all passed
	// Bid and BidOwner are the standing bid of the auction.
	Bid      Contract
	BidOwner tarock.Seat
	// Hand is the observer's hand now.
	Hand deck.Set
	// HandSizes is the number of cards each seat holds now.
	HandSizes [3]int
	// Talon holds the six talon cards in the order laid, [Hidden] where the
	// observer has not seen a card (doc/tapp.md §6.3 says who sees what).
	Talon [6]deck.Card
	// Discards are the declarer's discards the observer has seen: all of
	// them for the declarer, the tarocks shown for a defender (none under
	// DiscardForcedAnnouncedOnly). NumDiscards is how many cards were laid
	// away and DiscardedTarocks how many of them are tarocks (announced
	// under DiscardForcedAnnouncedOnly, shown otherwise).
	Discards         deck.Set
	NumDiscards      int
	DiscardedTarocks int
	// Announced and Kontra are public.
	Announced Announcement
	Kontra    [NumTargets]KontraLevel
	// CurrentTrick is the trick in progress, LastTrick the last completed
	// trick, Tricks the number of tricks each seat has won, Played every
	// card played to a trick so far.
	CurrentTrick tarock.Trick
	LastTrick    tarock.Trick
	Tricks       [3]int
	Played       deck.Set
	// Dummy, in the game for two (doc/tapp.md §11.2), holds for each
	// completed trick, in order, the dummy card its winner took: the card
	// under DummyShown (Played holds it too), [Hidden] under DummyHidden
	// (and Played leaves it out). The entries of the tricks not yet
	// complete, and all of them outside the game for two, are zero.
	Dummy [16]deck.Card
	// History is every move so far as the observer saw it; HistoryLen is
	// the number of events it holds.
	History    [MaxHistory]Event
	HistoryLen int
}

// Events returns the history as a slice of History (it shares o's array; a
// HistoryLen out of range is clamped).
func (o *Observation) Events() []Event { return o.History[:max(0, min(o.HistoryLen, MaxHistory))] }

// Unknown returns the cards the observation does not show, the cards in
// play ([Rules.CardsInPlay]) less [Observation.Known]: those the observer
// cannot place.
func (o *Observation) Unknown() deck.Set { return o.Rules.CardsInPlay() &^ o.Known() }

// Known returns every card the observation shows: the hand, the talon
// cards seen, the discards seen, the cards played and every card named in
// the history.
func (o *Observation) Known() deck.Set {
	k := o.Hand | o.Discards | o.Played | o.CurrentTrick.Cards() | o.LastTrick.Cards()
	for _, c := range o.Talon {
		k = k.With(c)
	}
	for _, e := range o.History[:o.HistoryLen] {
		k |= e.Move.Cards()
	}
	return k
}

// talonSeen returns the talon positions (bits 0–5) seat has seen (doc/tapp.md §6.1,
// §6.3): both halves in the default once the auction is over; under the
// fixed-half modes only what is shown; nothing in a Solo, in Trischaken or
// after a thrown-in deal.
func (s *State) talonSeen(seat tarock.Seat) uint8 {
	if s.phase == PhaseAuction || s.declarer == tarock.NoSeat {
		return 0
	}
	c, mode := s.contract, s.rules.TalonMode
	if !c.takesTalon() {
		return 0
	}
	takenMask := uint8(0)
	if s.phase > PhaseTalon {
		takenMask = s.takenPos()
	}
	switch {
	case mode == TalonTop3Unexposed:
	case mode == TalonFreeChoice, mode == TalonCardCount, mode == TalonFixedHalfBothExposed, c == Dreier:
		return 0b111111
	case mode == TalonFixedHalf:
		if c == Unterer {
			return halfPos(Lower)
		}
		return halfPos(Upper)
	}
	// Unexposed: only the declarer, only the half he took.
	if seat == s.declarer {
		return takenMask
	}
	return 0
}

// Observation returns what seat may know now (doc/tapp.md §6.1,
// §6.3, §7, §8): its own hand, the talon cards shown to it, its own
// discards if it is the declarer or the tarocks shown otherwise, the public
// auction, announcements and Kontra, the tricks played and the hand sizes,
// and the history of moves with the hidden cards removed. For a seat not
// at the table (3 and above, tarock.NoSeat among them) it returns the
// observation of nobody, as strohmandel's does: Seat tarock.NoSeat, the
// public facts (rules, phase, contract, bids, the seat to move, the
// declarer, hand sizes, the number of discards and of tarocks among them,
// announcements and Kontra) and no card at all: no hand, every talon card
// [Hidden], no discards, no tricks or played cards, no history.
func (s State) Observation(seat tarock.Seat) (o Observation) {
	// o is filled in place: it is large.
	discard := s.discards()
	o.Seat = seat
	if int(seat) >= s.seats() {
		o.Seat = tarock.NoSeat
	}
	o.Phase = s.Phase()
	o.ToMove = s.ToMove()
	o.Contract = s.contract
	o.Declarer = s.Declarer()
	o.Bid, o.BidOwner = s.Bid()
	o.Announced = s.announced()
	o.Kontra = s.kontraLevels()
	o.NumDiscards = discard.Len()
	if s.rules != nil {
		o.Rules = *s.rules
	}
	for p := range 3 {
		o.HandSizes[p] = s.hands[p].Len()
	}
	o.DiscardedTarocks = discard.Tarocks().Len()
	if int(seat) >= s.seats() || s.rules == nil {
		// No cards at all, and no history, which shows cards.
		for i := range o.Talon {
			o.Talon[i] = Hidden
		}
		return o
	}
	o.Hand = s.hands[seat]
	if seat == s.declarer {
		o.Discards = discard
	} else if s.rules.TarockDiscard != DiscardForcedAnnouncedOnly {
		o.Discards = discard.Tarocks()
	}
	seen := s.talonSeen(seat)
	for i := range o.Talon {
		o.Talon[i] = Hidden
		if seen&(1<<i) != 0 {
			o.Talon[i] = s.talon[i]
		}
	}
	for _, p := range s.plays[:s.nPlays] {
		o.Played |= p.set()
	}
	if s.isDummy() {
		hidden := s.rules.DummyCard == DummyHidden
		for k := 0; 3*k+2 < int(s.nPlays); k++ {
			o.Dummy[k] = s.plays[3*k+2].card()
			if hidden {
				o.Played &^= only(o.Dummy[k])
				o.Dummy[k] = Hidden
			}
		}
	}
	s.observeHistory(&o, discard)
	return o
}

// add appends an event to the history, as long as there is room.
func (o *Observation) add(p tarock.Seat, m Move, concealed int) {
	if o.HistoryLen < MaxHistory {
		o.History[o.HistoryLen] = Event{Seat: p, Move: m, Concealed: concealed}
		o.HistoryLen++
	}
}

// observeHistory writes the history of the moves as o's seat saw them, and
// the tricks, into o; discard is the declarer's discards.
func (s *State) observeHistory(o *Observation, discard deck.Set) {
	if s.nAuc > 0 {
		// The log keeps the moves; replaying them gives the seats.
		r := State{head: head{rules: s.rules, outline: outline{declarer: tarock.NoSeat}}, owner: tarock.NoSeat}
		if s.isDummy() {
			r.setPassed(dummySeat)
		}
		for i := range s.nAuc {
			m := s.auctionMove(i)
			o.add(r.toMove, m, 0)
			r.auction(m)
		}
	}
	d := s.declarer
	if s.phase > PhaseTalon && s.contract.takesTalon() {
		if s.tookHalf() == takeCards {
			o.add(d, TakeCards(s.talonTaken()), 0)
		} else {
			o.add(d, Take(Half(s.tookHalf())), 0)
		}
	}
	if !discard.IsEmpty() {
		o.add(d, Discard(o.Discards), discard.Len()-o.Discards.Len())
	}
	if s.phase > PhaseAnnounce && d != tarock.NoSeat && s.contract != Tapper {
		o.add(d, Announce(s.announced()), 0)
	}
	if s.nKon > 0 {
		r := State{head: head{rules: s.rules, turn: turn{phase: PhaseKontra}, outline: outline{declarer: d}}}
		r.setAnnounced(s.announced())
		r.toMove = r.kontraSeat()
		for i := range s.nKon {
			m := Pass()
			if t, doubled := s.kontraMove(i); doubled {
				l, _ := r.canDouble(t)
				m = Double(l, t)
			}
			o.add(r.toMove, m, 0)
			r.doKontra(m)
		}
	}
	s.observePlays(o)
}

// observePlays writes the events of the plays, the tricks won, the trick in
// progress and the last trick into o, in one pass over the plays.
func (s *State) observePlays(o *Observation) {
	lead, last := s.firstLeader(), tarock.Seat(0)
	// In the dummy game the third card of a trick is the dummy's, which
	// no seat plays (doc/tapp.md §11.2).
	played := 3
	if s.isDummy() {
		played = 2
	}
	for i := 0; i < int(s.nPlays); i += 3 {
		n := min(int(s.nPlays)-i, 3)
		for k := range min(n, played) {
			o.add(s.seatOfPlay(lead, k), Play(s.plays[i+k].card()), 0)
		}
		if n == 3 {
			last, lead = lead, s.seatOfPlay(lead, s.wonBy(i+2))
			o.Tricks[lead]++
		}
	}
	if s.nPlays == 0 && s.phase != PhasePlay {
		lead = 0
	}
	done := s.nPlays - s.tn
	o.CurrentTrick = s.trickOf(lead, s.plays[done:s.nPlays])
	if done >= 3 {
		o.LastTrick = s.trickOf(last, s.plays[done-3:done])
	} else {
		o.LastTrick = tarock.NewTrick(last, s.seats())
	}
}
