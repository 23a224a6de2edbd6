package main

import (
	"fmt"
	"strings"

	"github.com/tarockfamily/sdk/games"
	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tarock"
)

// strohmandelView shows a deal of Strohmandeln as one seat sees it: only
// what State.Observation gives that seat.
var strohmandelView = view[strohmandel.State, strohmandel.Move]{
	show:   strohmandelShow,
	told:   strohmandelTold,
	trick:  func(st strohmandel.State) tarock.Trick { return st.Observation(st.ToMove()).CurrentTrick },
	settle: strohmandelSettle,
}

func strohmandelShow(scr *screen, st strohmandel.State, seat tarock.Seat, seats []string) {
	o := st.Observation(seat)
	scr.printf("— You are %s; %s —\n", games.StrohmandelSeats[seat], o.Phase)

	if o.Contract != strohmandel.NoContract {
		line := "Game: " + o.Contract.String()
		if o.Declarer != tarock.NoSeat {
			line += ", taken up by " + seats[o.Declarer]
		}
		if o.Kontra > 0 {
			line += [...]string{"", ", Kontra", ", Kontra and Re"}[min(o.Kontra, 2)]
		}
		scr.printf("%s\n", line)
	}
	for s := range strohmandel.Players {
		if o.Announced[s] != 0 {
			scr.printf("Announced by %s: %s\n", seats[s], o.Announced[s])
		}
	}
	for _, s := range []tarock.Seat{1 - seat, seat} {
		owner := capital(seats[s]) + "'s"
		if s == seat {
			owner = "Your"
		}
		piles := make([]string, 0, strohmandel.PilesPerPlayer)
		for _, p := range o.Piles[s] {
			n := p.Len()
			switch {
			case n == 0:
				piles = append(piles, "[empty]")
			case p.FaceUp:
				piles = append(piles, fmt.Sprintf("[%s on %d]", scr.card(p.Cards[p.Taken]), n-1))
			default:
				piles = append(piles, fmt.Sprintf("[%d face down]", n))
			}
		}
		scr.printf("%s strawmen: %s\n", owner, strings.Join(piles, " "))
	}
	other := 1 - seat
	scr.printf("%s's hand: %s", capital(seats[other]), plural(o.HandSizes[other], "card"))
	if known := o.KnownHand[other]; !known.IsEmpty() {
		scr.printf(", of them turned up from the strawmen: %s", scr.cards(known))
	}
	scr.printf("\n")
	if o.Phase == strohmandel.PhasePlay {
		count := o.Rules.Counting() // simply added with the 40 cards (doc/strohmandel.md §11.1.2)
		scr.printf("Card points in tricks: %s %v, %s %v\n", seats[0], count.Count(o.Won[0]), seats[1], count.Count(o.Won[1]))
		scr.printf("This trick: %s\n", scr.trick(o.CurrentTrick, seats))
	}
	scr.hand("Your hand", o.Hand)
	if turned := o.Revealed[seat].Intersect(o.Hand); !turned.IsEmpty() {
		scr.printf("  %-10s %s\n", "turned up", scr.cards(turned)+" (from your strawmen, seen by both)")
	}
	if !o.Tops[seat].IsEmpty() {
		scr.printf("  %-10s %s\n", "face up", scr.cards(o.Tops[seat]))
	}
}

// strohmandelTold says what the human saw of a move: in Strohmandeln
// every decision and every card played is public (doc/strohmandel.md
// §5.5).
func strohmandelTold(scr *screen, _, _ strohmandel.State, m strohmandel.Move, _ tarock.Seat) string {
	if c, ok := m.PlayedCard(); ok {
		text := "play " + scr.card(c)
		if m.Calls() != 0 {
			text += " " + m.Calls().String()
		}
		return text
	}
	return m.String()
}

// strohmandelSettle writes the settlement of a finished deal,
// Result.Text with the players' names.
func strohmandelSettle(scr *screen, final strohmandel.State, names []string) {
	r, _ := final.Result()
	scr.printf("%s\n", capital(r.Text(names)))
}
