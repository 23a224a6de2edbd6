package koenigrufentest

import (
	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/tarocktest"
)

// candidates appends moves of every kind that could be tried in s: every
// auction move, every call, every talon move, discards of the hand, the
// moves of the announcements and a play of every card of the pack.
func candidates(s koenigrufen.State, dst []koenigrufen.Move) []koenigrufen.Move {
	dst = append(dst, koenigrufen.Vorhand(), koenigrufen.Pass(), koenigrufen.Hold(),
		koenigrufen.CallFourthKing(), koenigrufen.Take(koenigrufen.TalonA), koenigrufen.Take(koenigrufen.TalonB),
		koenigrufen.Take(7), koenigrufen.Concede(koenigrufen.NoBird), koenigrufen.Concede(koenigrufen.BirdUhu),
		koenigrufen.Lie(0), koenigrufen.Lie(koenigrufen.Trull), koenigrufen.Good(), koenigrufen.Move{},
		koenigrufen.PassForehand(), koenigrufen.Choose(koenigrufen.ChooseNoMustBeat), koenigrufen.Choose(koenigrufen.ChooseFirstSixTricks),
		koenigrufen.Choose(9), koenigrufen.Concede(koenigrufen.BirdPagat),
		koenigrufen.Say(1<<12, koenigrufen.Raises{}), koenigrufen.Say(0, koenigrufen.Raise(koenigrufen.KontraTarget(99), koenigrufen.LevelKontra)))
	// Every single announcement and every single raise: the generator
	// lists each one that is legal (doc/koenigrufen.md §8.4).
	for k := range 9 {
		p := koenigrufen.Premiums(1) << k
		dst = append(dst, koenigrufen.Lie(p), koenigrufen.Say(p, koenigrufen.Raises{}))
	}
	for l := koenigrufen.LevelKontra; l <= koenigrufen.Level64; l++ {
		dst = append(dst, koenigrufen.Say(0, koenigrufen.Raise(koenigrufen.TargetGame, l)))
		for k := range 9 {
			dst = append(dst, koenigrufen.Say(0, koenigrufen.Raise(koenigrufen.TargetPremium(koenigrufen.Premiums(1)<<k), l)))
		}
		for d := range tarock.Seat(4) {
			dst = append(dst, koenigrufen.Say(0, koenigrufen.Raise(koenigrufen.TargetDefenderGame(d), l)))
		}
	}
	for c := koenigrufen.Trischaken; c <= koenigrufen.BesserruferHigh; c++ {
		dst = append(dst, koenigrufen.Bid(c))
	}
	for su := deck.Tarock; su <= deck.Clubs; su++ {
		dst = append(dst, koenigrufen.Call(su))
	}
	for c := range deck.FullPack.All() {
		dst = append(dst, koenigrufen.Play(c))
	}
	if s.Phase() == koenigrufen.PhaseDiscard {
		h := s.Hand(s.Declarer())
		cards := h.AppendCards(nil)
		for i := 0; i+5 < len(cards); i++ {
			dst = append(dst, koenigrufen.Discard(deck.SetOf(cards[i], cards[i+1], cards[i+2])),
				koenigrufen.Discard(deck.SetOf(cards[i:i+6]...)))
		}
		dst = append(dst, koenigrufen.Discard(h.Kings()|h&deck.Trull), koenigrufen.Discard(deck.Set(1)<<60))
	}
	return dst
}

// itemKinds maps the items whose condition the play decides to their
// game-independent names: the birds, which must win their own trick, and
// the Valat.
var itemKinds = map[koenigrufen.ItemKind]string{
	koenigrufen.ItemValat:       tarocktest.ItemValat,
	koenigrufen.ItemPagatUltimo: tarocktest.ItemPagatUltimo,
	koenigrufen.ItemUhu:         tarocktest.ItemUhu,
	koenigrufen.ItemKakadu:      tarocktest.ItemKakadu,
	koenigrufen.ItemQuapil:      tarocktest.ItemQuapil,
}

// settlement is the Settlement of the finished deal s read from its own
// Result.
func settlement(s koenigrufen.State) tarocktest.Settlement {
	r, _ := s.Result()
	return Settlement(s, r)
}

// Settlement describes the finished, played deal s with its result r for
// the recount of tarocktest.Check: the declarer's party (declarer and
// partner) counts the discards and, in a Solorufer with the king in the
// talon, the king's half, in Trischaken the talon cards given to its
// tricks; the defenders the talon cards left and the cards not played when
// a negative contract ended early (doc/koenigrufen.md §7.4, §9.7). Its
// items are those of r whose condition the play decides, the birds and
// the Valat, each made when its Seat's side won it (doc/koenigrufen.md
// §8.1, §8.2, §11.5). [Spec] passes s.Result(); a test passes a result
// changed to plant a fault and sees the check find it.
func Settlement(s koenigrufen.State, r koenigrufen.Result) tarocktest.Settlement {
	var st tarocktest.Settlement
	d, p := s.Declarer(), s.Partner()
	for q := range tarock.Seat(koenigrufen.Players) {
		st.Tricks[q] = s.TricksWon(q)
		if q != d && q != p {
			st.Party[q] = 1
		}
	}
	for _, it := range r.ItemList() {
		if k, ok := itemKinds[it.Kind]; ok {
			st.Items = append(st.Items, tarocktest.Item{Kind: k, Seat: it.Seat, Announced: it.Announced, Made: it.Won})
		}
	}
	var played deck.Set
	for i := 0; ; i++ {
		c, ok := s.PlayedCard(i)
		if !ok {
			break
		}
		played = played.With(c)
	}
	if s.Contract() == koenigrufen.Trischaken {
		// Each for himself; the talon cards count for the seat whose
		// trick took them (doc/koenigrufen.md §7.1, §11.8).
		for q := range tarock.Seat(koenigrufen.Players) {
			st.Party[q] = int(q)
			st.Aside[q] = s.Won(q) &^ played
		}
		return st
	}
	st.Aside[0] = s.DeclarerParty() &^ played
	st.Aside[1] = deck.FullPack &^ s.DeclarerParty() &^ played
	return st
}

// reserved narrows the cards the obligations allow by the reservations of
// doc/koenigrufen.md §8.6 as the pseudo-code of doc/koenigrufen.md §9.8
// writes them, from what the State shows.
func reserved(s koenigrufen.State, allowed deck.Set) deck.Set {
	c := s.Contract()
	if c.IsNegative() || c.IsColour() {
		return allowed
	}
	trickNo := s.TricksPlayed() + 1
	target := map[deck.Card]int{}
	for i, b := range []koenigrufen.Premiums{koenigrufen.PagatUltimo, koenigrufen.Uhu, koenigrufen.Kakadu, koenigrufen.Quapil} {
		if s.Announced()&b != 0 {
			target[deck.Pagat+deck.Card(i)] = 12 - i
		}
	}
	if s.Announced()&koenigrufen.KingUltimo != 0 {
		target[s.Called()] = 12
	}
	var due, free, birds deck.Set
	for card := range allowed.All() {
		t, ok := target[card]
		switch {
		case ok && t == trickNo:
			due = due.With(card)
		case !ok || t < trickNo:
			free = free.With(card)
		case card <= deck.Quapil:
			birds = birds.With(card)
		}
	}
	switch {
	case due != 0:
		return due
	case free == 0:
		if b, ok := birds.Highest(); ok {
			return allowed.Minus(birds).With(b)
		}
		return allowed
	case s.Rules().Reservation == koenigrufen.ReservationHard:
		return free
	case s.Rules().ForbidEarlyWinWithReserved == koenigrufen.EarlyWinPublicCertainty:
		if l := allowed.Minus(publicWinners(s, allowed.Minus(free))); l != 0 {
			return l
		}
	}
	return allowed
}

// publicWinners returns the cards of cs that would win the trick in
// progress for sure by what every seat has seen: the cards played, the
// tarocks laid away face up and the talon half left face up.
func publicWinners(s koenigrufen.State, cs deck.Set) deck.Set {
	var seen deck.Set
	for i := 0; ; i++ {
		c, ok := s.PlayedCard(i)
		if !ok {
			break
		}
		seen = seen.With(c)
	}
	seen |= s.Discards().Tarocks()
	if !s.Contract().IsSolo() && s.Contract() != koenigrufen.Sechserdreier {
		seen |= s.TalonLeft()
	}
	var out deck.Set
	for c := range cs.All() {
		t, _ := s.CurrentTrick().Play(c)
		if t.Winner() != s.ToMove() {
			continue
		}
		sure := t.Complete()
		if !sure {
			sure = true
			for x := range deck.FullPack.Minus(seen).Minus(t.Cards()).All() {
				if u, _ := t.Play(x); u.Winner() != s.ToMove() {
					sure = false
				}
			}
		}
		if sure {
			out = out.With(c)
		}
	}
	return out
}
