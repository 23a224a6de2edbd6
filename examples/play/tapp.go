package main

import (
	"fmt"
	"strings"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/examples/internal/games"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock"
)

// tappView shows a deal of Tapp Tarock as one seat sees it: only what
// State.Observation gives that seat.
var tappView = view[tapp.State, tapp.Move]{show: tappShow, told: tappTold}

func tappShow(scr *screen, st tapp.State, seat tarock.Seat) {
	o := st.Observation(seat)
	seats := games.TappSeats
	scr.printf("— You are %s; %s —\n", seats[seat], o.Phase)

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
		line := fmt.Sprintf("Laid away by the declarer: %d cards", o.NumDiscards)
		if !o.Discards.IsEmpty() {
			line += ", seen: " + scr.cards(o.Discards)
		}
		scr.printf("%s\n", line)
	}
	if o.Phase == tapp.PhasePlay {
		tricks := make([]string, 3)
		for s := range 3 {
			tricks[s] = fmt.Sprintf("%s %d", seats[s], o.Tricks[s])
		}
		scr.printf("Tricks won: %s\n", strings.Join(tricks, ", "))
		if !o.LastTrick.IsEmpty() {
			scr.printf("Last trick: %s — won by %s\n", scr.trick(o.LastTrick, seats), seats[o.LastTrick.Winner()])
		}
		scr.printf("This trick: %s\n", scr.trick(o.CurrentTrick, seats))
	}
	sizes := make([]string, 0, 2)
	for s := range 3 {
		if tarock.Seat(s) != seat {
			sizes = append(sizes, fmt.Sprintf("%s %d", seats[s], o.HandSizes[s]))
		}
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
		text := fmt.Sprintf("lays away %d cards face down", e.Concealed)
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
