package main

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

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

// tappSettle writes the settlement of a finished deal as Result.String
// does, with the players' names in place of the seat numbers.
func tappSettle(scr *screen, final tapp.State, names []string) {
	r, _ := final.Result()
	name := func(p tarock.Seat) string {
		if int(p) < len(names) {
			return names[p]
		}
		return "the fourth player" // FourthKing1821
	}
	switch r.End {
	case tapp.EndPlayed:
		outcome := "lost"
		if r.GameWon {
			outcome = "won"
		}
		scr.printf("%v by %s: %s with %v card points to %v (tricks %d:%d)\n", r.Contract, name(r.Declarer), outcome,
			r.DeclarerPoints, r.DefenderPoints, r.Tricks[r.Declarer], r.Tricks[0]+r.Tricks[1]+r.Tricks[2]-r.Tricks[r.Declarer])
	case tapp.EndTrischaken:
		var parts []string
		for p := range tarock.Seat(3) {
			parts = append(parts, fmt.Sprintf("%s %v in %s", name(p), r.SeatPoints[p], plural(r.Tricks[p], "trick")))
		}
		scr.printf("Trischaken: card points %s\n", strings.Join(parts, ", "))
	case tapp.EndTapper:
		scr.printf("Tapper by %s stood, not played\n", name(r.Declarer))
	default:
		scr.printf("%v, no score\n", r.End)
	}
	items := r.ItemList()
	labels := make([]string, len(items))
	width := 0
	for i, it := range items {
		l := it.Kind.String()
		switch it.Kind {
		case tapp.ItemPagatUltimo, tapp.ItemValat:
			if it.Announced {
				l += ", announced"
			} else {
				l += ", silent"
				if it.Kind == tapp.ItemPagatUltimo {
					l += " (" + name(it.Seat) + ")"
				}
			}
		case tapp.ItemGame, tapp.ItemTapper:
		default:
			l += " (" + name(it.Seat) + ")"
		}
		labels[i] = l
		width = max(width, utf8.RuneCountInString(l))
	}
	for i, it := range items {
		verdict := "lost"
		if it.Won == (it.Seat == r.Declarer) {
			verdict = "won"
		}
		if r.End == tapp.EndTrischaken {
			verdict = ""
		}
		amount := strconv.Itoa(it.Value)
		if it.Factor > 1 {
			amount += fmt.Sprintf(" ×%d = %d", it.Factor, it.Amount())
		}
		var payers, payees []string
		for p := range tarock.Seat(4) {
			if it.Payers.Has(p) {
				payers = append(payers, name(p))
			}
			if it.Payees.Has(p) {
				payees = append(payees, name(p))
			}
		}
		pays := "pays"
		switch {
		case len(payers) > 1:
			pays = "each pay"
		case len(payers) == 1 && payers[0] == "you":
			pays = "pay"
		}
		to := listNames(payees)
		if len(payees) > 1 {
			to = "each of " + to
		}
		pad := strings.Repeat(" ", width-utf8.RuneCountInString(labels[i]))
		scr.printf("  %s%s  %-4s %-9s %s %s %d to %s\n", labels[i], pad, verdict, amount, listNames(payers), pays, it.Amount(), to)
	}
	var balance []string
	for p := range tarock.Seat(len(tappSeatNames(final.Rules()))) {
		balance = append(balance, fmt.Sprintf("%s %+d", name(p), r.Deltas[p]))
	}
	if r.Fourth != 0 {
		balance = append(balance, fmt.Sprintf("%s %+d", name(3), r.Fourth))
	}
	scr.printf("  balance: %s\n", strings.Join(balance, ", "))
}
