package strohmandel

import (
	"github.com/tarockfamily/sdk/internal/settletext"
)

// The text of a settlement (doc/strohmandel.md §8, §9): Result.Text names
// the players, Result.String calls them "seat 0" and "seat 1".

// String returns the settlement as [Result.Text] writes it with the seats
// called "seat 0" and "seat 1", without a trailing newline.
func (r Result) String() string { return r.Text(nil) }

// Text returns the settlement so that a person can check it, the players
// called by names (names[i] is seat i's name; "seat i" for a name not
// given): the game and how it ended with its Kontra, each player's card
// points and tricks, one line per scored item saying whose it is, whether
// he won it, its value with the Kontra factor and who pays whom, each
// player's balance, and the doubled deals it starts. For example
//
//	Taken-up game, declared by Anna: won
//	  card points: Anna 50⅔ in 19 tricks, Bert 19⅓ in 8 tricks
//	  Game — Anna won: 3; Bert pays 3 to Anna
//	Balance: Anna +3, Bert -3
//
// A deal not played is one line ("thrown in: nothing scored; the same
// dealer deals again"). The text has no trailing newline.
func (r Result) Text(names []string) string {
	switch {
	case r.Contract == ThrownIn:
		return "thrown in: nothing scored; the same dealer deals again"
	case r.Contract == Redeal:
		if r.SameDealer {
			return "both passed: redeal by the same dealer; nothing scored"
		}
		return "both passed: redeal by the old forehand; nothing scored"
	case !r.Played():
		return "no result: the deal is not over"
	}
	n := settletext.Names(names, Players)
	sh := settletext.Sheet{Names: n, Balance: r.Deltas[:]}
	sh.Headline = r.Contract.String()
	switch {
	case r.Contract == TakenUpGame:
		sh.Headline += ", declared by " + n[r.Declarer&1] + ": "
		switch {
		case r.Drawn:
			sh.Headline += "drawn"
		case r.Winner == r.Declarer:
			sh.Headline += "won"
		default:
			sh.Headline += "lost"
		}
	case r.Drawn:
		sh.Headline += ": drawn"
	default:
		sh.Headline += ": won by " + n[r.Winner&1]
	}
	sh.Headline += [...]string{"", " (Kontra)", " (Kontra, Re)"}[min(r.Kontra, LevelRe)]
	sh.Lines = []string{"card points: " + n[0] + " " + r.SeatPoints[0].String() + " in " + settletext.Count(r.Tricks[0], "trick") +
		", " + n[1] + " " + r.SeatPoints[1].String() + " in " + settletext.Count(r.Tricks[1], "trick")}
	for _, it := range r.ItemList() {
		x := settletext.Item{Kind: it.Kind.String(), Who: n[it.Seat&1], Won: it.Won, Value: it.Value, Factor: it.Factor}
		if it.Announced {
			x.How = "announced"
		}
		d := it.Deltas()
		x.Deltas = d[:]
		sh.Items = append(sh.Items, x)
	}
	switch r.DoubleNext {
	case 1:
		sh.Notes = []string{"The next deal counts double."}
	case 2:
		sh.Notes = []string{"The next two deals count double."}
	}
	return sh.Text()
}
