package tapp

import (
	"strconv"

	"github.com/tarockfamily/sdk/internal/settletext"
	"github.com/tarockfamily/sdk/tarock"
)

// The text of a settlement (doc/tapp.md §10): Result.Text names the
// players, Result.String calls them "seat 0", "seat 1", … .

// String returns the settlement as [Result.Text] writes it with the seats
// called "seat 0", "seat 1", "seat 2" (and "seat 3" for a fourth person
// at the table), without a trailing newline.
func (r Result) String() string { return r.Text(nil) }

// Text returns the settlement so that a person can check it, the players
// called by names (names[i] is seat i's name, names[3] the fourth person's
// at the table; "seat i" for a name not given; two names, or items
// without seat 2, for the game for two, whose dummy is not shown): what was played and how
// it ended with the card points and tricks, one line per scored item in
// the order of doc/tapp.md §10.7 saying whose it is, whether his side won
// it, its value with the Kontra factor and who pays whom, and each
// player's balance. For example
//
//	Dreier, declared by Anna: won with 46 card points to 24; Anna took 10 tricks, the defenders 6
//	  Game — Anna won: 3; Bert and Carl pay 3 each to Anna
//	Balance: Anna +6, Bert -3, Carl -3
//
// The text has no trailing newline.
func (r Result) Text(names []string) string {
	n := settletext.Names(names, MaxMatchPlayers)
	// The seats shown: the dummy's seat 2 of the game for two takes no
	// part in any item (or only two names are given); the fourth person
	// at the table is shown when he takes part in one.
	var involved SeatSet
	for _, it := range r.ItemList() {
		involved |= it.Payers | it.Payees
	}
	seats := Players
	switch {
	case r.Fourth != 0 || involved.Has(fourthSeat):
		seats = MaxMatchPlayers
	case r.Deltas[2] == 0 && !involved.Has(2) && (involved != 0 || len(names) == 2):
		seats = 2
	}
	sh := settletext.Sheet{Names: n[:seats], Balance: append(r.Deltas[:], r.Fourth)[:seats]}
	switch r.End {
	case EndNotOver:
		return "deal not over"
	case EndPlayed:
		d := r.Declarer
		outcome := "lost"
		if r.GameWon {
			outcome = "won"
		}
		sh.Headline = r.Contract.String() + ", declared by " + n[d] + ": " + outcome + " with " +
			r.DeclarerPoints.String() + " card points to " + r.DefenderPoints.String() +
			"; " + n[d] + " took " + settletext.Count(r.Tricks[d], "trick") + ", the defenders " +
			strconv.Itoa(r.Tricks[0]+r.Tricks[1]+r.Tricks[2]-r.Tricks[d])
	case EndTrischaken:
		sh.Headline = "Trischaken, each for himself: card points"
		for p := range Players {
			sh.Headline += " " + n[p] + " " + r.SeatPoints[p].String() + " (" + settletext.Count(r.Tricks[p], "trick") + ")"
			if p < Players-1 {
				sh.Headline += ","
			}
		}
		sh.Lines = []string{"the most card points pay, a player without a trick is paid"}
	case EndTapper:
		sh.Headline = "Tapper by " + n[r.Declarer] + " stood, not played"
	default:
		sh.Headline = r.End.String() + ", no score"
	}
	for _, it := range r.ItemList() {
		sh.Items = append(sh.Items, it.sheetItem(n, seats))
	}
	return sh.Text()
}

// sheetItem returns the item as the settlement text shows it, with the
// players' names n and the first seats figures.
func (it Item) sheetItem(n []string, seats int) settletext.Item {
	x := settletext.Item{Kind: it.Kind.String(), Won: it.Won, Value: it.Value, Factor: it.Factor}
	switch it.Kind {
	case ItemPagatUltimo, ItemValat:
		x.How = "silent"
		if it.Announced {
			x.How = "announced"
		}
		if it.Kind == ItemPagatUltimo && !it.Announced {
			x.How += ", played by " + n[it.Seat&3]
		}
	case ItemTrull, ItemKingsTrull, ItemHeads:
		x.How = "held by " + n[it.Seat&3]
	}
	// The side of Seat: the seats paid when it won, the payers when it
	// lost.
	side := it.Payers
	if it.Won {
		side = it.Payees
	}
	var who []string
	for p := range tarock.Seat(seats) {
		if side.Has(p) {
			who = append(who, n[p])
		}
	}
	x.Who = settletext.List(who...)
	d := it.Deltas()
	x.Deltas = append(d[:], it.Fourth())[:seats]
	return x
}
