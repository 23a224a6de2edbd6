package koenigrufen

import (
	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
)

// The history of a deal: every move made so far, in order, with the seat
// that made it, rebuilt from what the State keeps (the auction log, the
// call, the talon taken, the discards, the log of the announcements and
// the cards played). A seat's view of it is [Observation.Events];
// [State.AppendHistory] gives the moves themselves.

// MaxHistory bounds the number of events of a deal: the auction (at most
// 48 moves), the call, the talon, the discard and forehand's two
// Trischaken choices, the turns of the announcements (at most 196, see
// layout.go) and the 48 cards played.
const MaxHistory = maxAuction + 5 + maxAnnounce + numPlays

// Event is one move of a deal as one seat saw it (doc/koenigrufen.md
// "States, observations and determinization"): who made it and the move
// with what the observer may not see removed. In a discard seen by
// anyone but the declarer, Move.Cards() holds only the tarocks laid away
// face up and Concealed the number of cards laid away face down
// (doc/koenigrufen.md §7.3).
type Event struct {
	Seat      tarock.Seat
	Move      Move
	Concealed int
}

// appendEvents appends every move of the deal so far, in order, with its
// seat and nothing concealed.
func (s *State) appendEvents(dst []Event) []Event {
	if s.rules == nil {
		return dst
	}
	dst = s.appendAuctionEvents(dst)
	d := s.declarer
	if s.called != deck.NoCard {
		m := Call(s.called.Suit())
		if s.fourthKing() {
			m = CallFourthKing()
		}
		dst = append(dst, Event{Seat: d, Move: m})
	}
	switch {
	case s.end == endConceded:
		dst = append(dst, Event{Seat: d, Move: Concede(s.conceded)})
	default:
		if h, ok := s.takenHalf(); ok {
			dst = append(dst, Event{Seat: d, Move: Take(h)})
		}
	}
	if !s.disc.IsEmpty() {
		dst = append(dst, Event{Seat: d, Move: Discard(s.disc)})
	}
	dst = s.appendChooseEvents(dst)
	dst = s.appendAnnounceEvents(dst)
	return s.appendPlayEvents(dst)
}

// appendChooseEvents appends forehand's Trischaken choices, the beating
// first (doc/koenigrufen.md §7.1, §9.4): those the rules leave to him and
// he has made.
func (s *State) appendChooseEvents(dst []Event) []Event {
	if s.contract != Trischaken {
		return dst
	}
	if s.rules.TrischakenMustBeat == TrischakenMustBeatForehandChooses && s.trischakenFlag(tBeatChosen) {
		c := ChooseMustBeat
		if s.trischakenFlag(tNoMustBeat) {
			c = ChooseNoMustBeat
		}
		dst = append(dst, Event{Seat: s.declarer, Move: Choose(c)})
	}
	if s.rules.TrischakenTalon == TrischakenTalonForehandChooses && s.trischakenFlag(tTalonChosen) {
		c := ChooseLastTrick
		if s.trischakenFlag(tFirstSix) {
			c = ChooseFirstSixTricks
		}
		dst = append(dst, Event{Seat: s.declarer, Move: Choose(c)})
	}
	return dst
}

// appendAuctionEvents appends the auction moves with their seats,
// replaying the log to find who spoke.
func (s *State) appendAuctionEvents(dst []Event) []Event {
	r := State{head: head{rules: s.rules, turn: turn{phase: PhaseAuction}, outline: outline{declarer: tarock.NoSeat}},
		owner: tarock.NoSeat}
	r.setAllActive()
	for i := range int(s.nAuc) {
		m := s.auctionMove(i)
		dst = append(dst, Event{Seat: r.toMove, Move: m})
		r.auction(m)
	}
	return dst
}

// appendAnnounceEvents appends the moves of the announcement phase: the
// declarer opens and the turn passes on from the seat after him
// (doc/koenigrufen.md §8.4). It reads only the log of layout.go
// (announceMove), so that every move of the phase is written alike.
func (s *State) appendAnnounceEvents(dst []Event) []Event {
	for i := range s.announceLen() {
		dst = append(dst, Event{Seat: (s.declarer + tarock.Seat(i)) & 3, Move: s.announceMove(i)})
	}
	return dst
}

// appendPlayEvents appends the cards played with their seats: the first
// leader of the contract leads to the first trick, the winner of each
// trick to the next (doc/koenigrufen.md §9.1, §9.3).
func (s *State) appendPlayEvents(dst []Event) []Event {
	t := tarock.NewTrick(s.firstLeader(), numSeats)
	ob := s.obligations()
	for i := range int(s.nPlays) {
		c := s.playAt(i)
		if t.Complete() {
			t = tarock.NewTrick(ob.Winner(t), numSeats)
		}
		dst = append(dst, Event{Seat: t.ToPlay(), Move: Play(c)})
		t, _ = t.Play(c)
	}
	return dst
}

// AppendHistory appends every move made in the deal so far, in order, to
// dst, with every card shown (the declarer's discards too): replaying them
// from [NewGame] with [State.Deal] gives s again. Each seat's own view of
// the history, with what it may not see removed, is [Observation.Events].
// It allocates only when dst lacks room.
func (s State) AppendHistory(dst []Move) []Move {
	var buf [MaxHistory]Event
	for _, e := range s.appendEvents(buf[:0]) {
		dst = append(dst, e.Move)
	}
	return dst
}

// HistoryLen returns the number of moves made in the deal so far.
func (s State) HistoryLen() int {
	var buf [MaxHistory]Event
	return len(s.appendEvents(buf[:0]))
}

// Deal returns the deal s started from (doc/koenigrufen.md §3): each
// seat's hand as dealt (its hand now and the cards it played; for the
// declarer also his discards, less the talon cards he took) and the talon
// in the order laid. [NewGame] with it and [State.AppendHistory] give s
// again. The zero State gives the zero Deal.
func (s State) Deal() Deal {
	if s.rules == nil {
		return Deal{}
	}
	d := Deal{Hands: s.hands, Talon: s.talon}
	var buf [MaxHistory]Event
	for _, e := range s.appendPlayEvents(buf[:0]) {
		c, _ := e.Move.PlayedCard()
		d.Hands[e.Seat&3] = d.Hands[e.Seat&3].With(c)
	}
	if p := s.declarer; p < numSeats {
		d.Hands[p] = (d.Hands[p] | s.disc) &^ s.talonTaken()
	}
	return d
}
