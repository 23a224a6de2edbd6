package main

import (
	"fmt"
	"strings"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/games"
	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/tarock"
)

// koenigrufenView shows a deal of Königrufen as one seat sees it: only
// what State.Observation gives that seat, the called king and the partner
// as far as it knows them (doc/koenigrufen.md §6.2).
var koenigrufenView = view[koenigrufen.State, koenigrufen.Move]{
	show:   koenigrufenShow,
	told:   koenigrufenTold,
	trick:  func(st koenigrufen.State) tarock.Trick { return st.Observation(st.ToMove()).CurrentTrick },
	settle: koenigrufenSettle,
}

// auctionKind reports whether k is a move of the auction.
func auctionKind(k koenigrufen.MoveKind) bool {
	switch k {
	case koenigrufen.MoveVorhand, koenigrufen.MovePass, koenigrufen.MoveHold, koenigrufen.MoveBid:
		return true
	}
	return false
}

// saidKind reports whether k is a move of the announcements: "lie",
// "good" and every kind not of another phase.
func saidKind(k koenigrufen.MoveKind) bool {
	switch k {
	case koenigrufen.MoveCall, koenigrufen.MoveCallFourthKing, koenigrufen.MoveConcede, koenigrufen.MoveTake,
		koenigrufen.MoveDiscard, koenigrufen.MovePlay:
		return false
	}
	return !auctionKind(k)
}

// contractLine returns the contract, the declarer, the called king and the
// partner as the observer knows them.
func contractLine(scr *screen, o *koenigrufen.Observation, seats []string) string {
	line := "Contract: " + o.Contract.String()
	if o.Contract == koenigrufen.Trischaken {
		return line + ", each for himself" // no declarer (doc/koenigrufen.md §11.8)
	}
	if o.Declarer != tarock.NoSeat {
		line += ", declarer " + seats[o.Declarer]
	}
	if !o.Contract.IsCalling() {
		return line
	}
	switch {
	case o.Called != deck.NoCard && o.CalledFourthKing:
		line += ", called king " + scr.card(o.Called) + " (called as the fourth king)"
	case o.Called != deck.NoCard:
		line += ", called king " + scr.card(o.Called)
	case o.CalledFourthKing:
		line += ", called the fourth king (its suit not named)"
	default:
		return line + ", no king called yet"
	}
	switch {
	case !o.PartnerKnown:
		line += "; partner not known yet"
	case o.Partner == o.Seat:
		line += "; partner you"
	case o.Partner == tarock.NoSeat:
		line += "; no partner: the declarer plays alone"
	default:
		line += "; partner " + seats[o.Partner]
	}
	return line
}

func koenigrufenShow(scr *screen, st koenigrufen.State, seat tarock.Seat, seats []string) {
	o := st.Observation(seat)
	scr.printf("— You are %s; %s —\n", games.KoenigrufenSeats[seat], o.Phase)

	var auction, said []string
	for _, e := range o.Events() {
		switch k := e.Move.Kind(); {
		case auctionKind(k):
			auction = append(auction, seats[e.Seat]+" "+e.Move.String())
		case saidKind(k):
			said = append(said, seats[e.Seat]+" "+e.Move.String())
		}
	}
	if len(auction) > 0 {
		scr.printf("Auction: %s\n", strings.Join(auction, ", "))
	}
	if o.Contract != koenigrufen.NoContract {
		scr.printf("%s\n", contractLine(scr, &o, seats))
	}
	if len(said) > 0 {
		scr.printf("Announcements: %s\n", strings.Join(said, ", "))
	}
	half := func(cards []deck.Card) string {
		parts := make([]string, len(cards))
		for i, c := range cards {
			parts[i] = "?"
			if c != koenigrufen.Hidden {
				parts[i] = scr.card(c)
			}
		}
		return strings.Join(parts, " ")
	}
	scr.printf("Talon: A %s | B %s\n", half(o.Talon[:3]), half(o.Talon[3:]))
	if o.NumDiscards > 0 {
		line := "Laid away by the declarer: " + plural(o.NumDiscards, "card")
		if !o.Discards.IsEmpty() {
			line += ", seen: " + scr.cards(o.Discards)
		}
		scr.printf("%s\n", line)
	}
	if o.Phase == koenigrufen.PhasePlay {
		tricks := make([]string, len(seats))
		for s := range seats {
			tricks[s] = fmt.Sprintf("%s %d", seats[s], o.Tricks[s])
		}
		scr.printf("Tricks won: %s\n", strings.Join(tricks, ", "))
		if !o.LastTrick.IsEmpty() {
			scr.printf("Last trick: %s — won by %s\n", scr.trick(o.LastTrick, seats), seats[o.LastTrick.Winner()])
		}
		scr.printf("This trick: %s\n", scr.trick(o.CurrentTrick, seats))
	}
	var sizes []string
	for s := range seats {
		if tarock.Seat(s) != seat {
			sizes = append(sizes, fmt.Sprintf("%s %d", seats[s], o.HandSizes[s]))
		}
	}
	scr.printf("Cards in the other hands: %s\n", strings.Join(sizes, ", "))
	scr.hand("Your hand", o.Hand)
}

// koenigrufenTold says what the human at seat human saw of a move: the
// move itself, the talon half a declarer takes, only the tarocks of the
// cards he lays away (doc/koenigrufen.md §7.3), and the partner when the
// called king is played (doc/koenigrufen.md §6.2).
func koenigrufenTold(scr *screen, _, after koenigrufen.State, m koenigrufen.Move, human tarock.Seat) string {
	o := after.Observation(human)
	events := o.Events()
	if len(events) == 0 {
		return m.String()
	}
	e := events[len(events)-1]
	switch e.Move.Kind() {
	case koenigrufen.MovePlay:
		c, _ := e.Move.PlayedCard()
		text := "play " + scr.card(c)
		if c == o.Called && c != deck.NoCard && o.Declarer != tarock.NoSeat {
			if e.Seat == o.Declarer {
				text += " (the called king, his own: he plays alone)"
			} else {
				text += " (the called king: the declarer's partner)"
			}
		}
		return text
	case koenigrufen.MoveDiscard:
		if e.Concealed == 0 {
			return "discard " + scr.cards(e.Move.Cards())
		}
		text := fmt.Sprintf("lays away %s face down", plural(e.Concealed, "card"))
		if shown := e.Move.Cards(); !shown.IsEmpty() {
			text += " and shows " + scr.cards(shown)
		}
		return text
	case koenigrufen.MoveTake:
		lo := 3 * int(e.Move.Half())
		var seen deck.Set
		for _, c := range o.Talon[lo : lo+3] {
			if c != koenigrufen.Hidden {
				seen = seen.With(c)
			}
		}
		if seen.IsEmpty() {
			return e.Move.String()
		}
		return e.Move.String() + ": " + scr.cards(seen)
	}
	return e.Move.String()
}

// koenigrufenSettle writes the settlement of a finished deal,
// Result.Text with the players' names: every item, who pays whom, the
// Score and the Money (doc/koenigrufen.md §11).
func koenigrufenSettle(scr *screen, final koenigrufen.State, names []string) {
	r, _ := final.Result()
	scr.printf("%s\n", r.Text(names))
}
