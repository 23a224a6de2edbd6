package main

import (
	"fmt"
	"slices"
	"strings"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/games"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock"
)

// tappView shows a deal of Tapp Tarock as one seat sees it: only what
// State.Observation gives that seat.
var tappView = view[tapp.State, tapp.Move]{
	show:   tappShow,
	told:   tappTold,
	trick:  func(st tapp.State) tarock.Trick { return st.Observation(st.ToMove()).CurrentTrick },
	settle: tappSettle,
	taken:  tappTaken,
}

// tappSeatNames returns the names of the seats of the rules: two in the
// game for two with a dummy stack (doc/tapp.md §11.2), else three.
func tappSeatNames(r tapp.Rules) []string {
	if r.Dummy1829 {
		return games.StrohmandelSeats
	}
	return games.TappSeats
}

// dummyCard writes the dummy card the winner of trick k took as the
// observation o shows it (doc/tapp.md §11.2): the card, or that it was
// taken face down.
func dummyCard(scr *screen, o *tapp.Observation, k int) string {
	if c := o.Dummy[k]; c != tapp.Hidden {
		return "the dummy card " + scr.card(c)
	}
	return "the dummy card face down"
}

// tappTaken says, in the game for two, what the winner of the trick just
// completed took from the dummy stack (doc/tapp.md §11.2); "" otherwise.
func tappTaken(scr *screen, after tapp.State, human tarock.Seat) string {
	o := after.Observation(human)
	k := o.Tricks[0] + o.Tricks[1] - 1
	if !o.Rules.Dummy1829 || k < 0 || k >= len(o.Dummy) {
		return ""
	}
	return dummyCard(scr, &o, k)
}

func tappShow(scr *screen, st tapp.State, seat tarock.Seat, seats []string) {
	o := st.Observation(seat)
	n := len(tappSeatNames(o.Rules))
	scr.printf("— You are %s; %s —\n", tappSeatNames(o.Rules)[seat], o.Phase)

	var auction []string
	for _, e := range o.Events() {
		k := e.Move.Kind()
		if k != tapp.MovePass && k != tapp.MoveBid && k != tapp.MoveHold {
			break
		}
		auction = append(auction, seats[e.Seat]+" "+e.Move.String())
	}
	if len(auction) > 0 {
		scr.printf("Auction: %s\n", strings.Join(auction, ", "))
	}
	if o.Contract != tapp.NoContract {
		line := "Contract: " + o.Contract.String()
		if o.Declarer != tarock.NoSeat {
			line += ", declarer " + seats[o.Declarer]
		}
		if o.Announced != tapp.NoAnnouncement {
			line += ", announced " + o.Announced.String()
		}
		for t, level := range o.Kontra {
			if level != tapp.LevelNone {
				line += fmt.Sprintf(", %s on %s", level, tapp.KontraTarget(t))
			}
		}
		scr.printf("%s\n", line)
	}

	half := func(cards []deck.Card) string {
		parts := make([]string, len(cards))
		for i, c := range cards {
			parts[i] = "?"
			if c != tapp.Hidden {
				parts[i] = scr.card(c)
			}
		}
		return strings.Join(parts, " ")
	}
	scr.printf("Talon: lower %s | upper %s\n", half(o.Talon[:3]), half(o.Talon[3:]))
	if o.NumDiscards > 0 {
		line := "Laid away by the declarer: " + plural(o.NumDiscards, "card")
		if !o.Discards.IsEmpty() {
			line += ", seen: " + scr.cards(o.Discards)
		}
		scr.printf("%s\n", line)
	}
	if o.Phase == tapp.PhasePlay {
		tricks := make([]string, n)
		for s := range n {
			tricks[s] = fmt.Sprintf("%s %d", seats[s], o.Tricks[s])
		}
		scr.printf("Tricks won: %s\n", strings.Join(tricks, ", "))
		if !o.LastTrick.IsEmpty() {
			line := fmt.Sprintf("Last trick: %s — won by %s", scr.trick(o.LastTrick, seats), seats[o.LastTrick.Winner()])
			if k := o.Tricks[0] + o.Tricks[1] - 1; o.Rules.Dummy1829 && k >= 0 && k < len(o.Dummy) {
				line += ", with " + dummyCard(scr, &o, k)
			}
			scr.printf("%s\n", line)
		}
		scr.printf("This trick: %s\n", scr.trick(o.CurrentTrick, seats))
	}
	sizes := make([]string, 0, 2)
	for s := range n {
		if tarock.Seat(s) != seat {
			sizes = append(sizes, fmt.Sprintf("%s %d", seats[s], o.HandSizes[s]))
		}
	}
	if o.Rules.Dummy1829 {
		// The stack is seat 2's hand, face down (doc/tapp.md §11.2).
		sizes = append(sizes, fmt.Sprintf("the dummy stack %d", o.HandSizes[2]))
	}
	scr.printf("Cards in the other hands: %s\n", strings.Join(sizes, ", "))
	scr.hand("Your hand", o.Hand)
}

// tappTold says what the human at seat human saw of a move: the move
// itself, except for the cards a declarer lays away, which only he sees
// (tarocks laid away are shown; doc/tapp.md §6.1).
func tappTold(scr *screen, _, after tapp.State, m tapp.Move, human tarock.Seat) string {
	o := after.Observation(human)
	events := o.Events()
	if len(events) == 0 {
		return m.String()
	}
	e := events[len(events)-1]
	switch e.Move.Kind() {
	case tapp.MovePlay:
		c, _ := e.Move.PlayedCard()
		return "play " + scr.card(c)
	case tapp.MoveDiscard:
		if e.Concealed == 0 {
			return "discard " + scr.cards(e.Move.Cards())
		}
		text := fmt.Sprintf("lays away %s face down", plural(e.Concealed, "card"))
		if shown := e.Move.Cards(); !shown.IsEmpty() {
			text += " and shows " + scr.cards(shown)
		}
		return text
	case tapp.MoveTake:
		lo := 0
		if e.Move.Half() == tapp.Upper {
			lo = 3
		}
		var seen deck.Set
		for _, c := range o.Talon[lo : lo+3] {
			if c != tapp.Hidden {
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

// tappSettle writes the settlement of a finished deal, Result.Text with
// the players' names; a fourth person at the table (FourthKing1821) is
// "the fourth player".
func tappSettle(scr *screen, final tapp.State, names []string) {
	r, _ := final.Result()
	if len(names) == tapp.Players {
		names = append(slices.Clip(names), "the fourth player")
	}
	scr.printf("%s\n", r.Text(names))
}
