package determinize

import (
	"fmt"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/hidden"
)

// PlaceKind is the kind of a [Place]. A game with more kinds (the
// discards laid away face down, split as its rules need) numbers them from
// PlaceOther.
type PlaceKind uint8

// The kinds of place every game with hands and a talon has.
const (
	PlaceHand  PlaceKind = iota // a seat's hand
	PlaceTalon                  // one talon position nobody has seen
	PlaceOther                  // the first of a game's own kinds
)

// Place is one location of a game's hidden-card problem: where some of
// the unknown cards are now, how many (Size), and which cards it must not
// hold (Forbid) and must hold (Require).
type Place struct {
	Kind    PlaceKind
	Seat    tarock.Seat // of a PlaceHand
	Pos     int         // of a PlaceTalon: the talon position from 0
	Label   string      // the name of a place of a game's own kind
	Size    int
	Forbid  deck.Set
	Require deck.Set
}

// Name names p for the messages of package hidden: "hand of seat 1",
// "talon position 3" (counted from 1), or its Label.
func (p Place) Name() string {
	switch p.Kind {
	case PlaceHand:
		return fmt.Sprintf("hand of %v", p.Seat)
	case PlaceTalon:
		return fmt.Sprintf("talon position %d", p.Pos+1)
	}
	return p.Label
}

// Problem returns the hidden-card problem of the unknown cards in places,
// one location per place in order. more, unless nil, gives the cards one
// case of a [Mixture] forbids and requires in place i beside the place's
// own.
func Problem(unknown deck.Set, places []Place, more func(i int) (forbid, require deck.Set)) *hidden.Problem {
	pr := hidden.NewProblem(unknown)
	for i, pl := range places {
		pr.AddLocation(pl.Name(), pl.Size)
		forbid, require := pl.Forbid, pl.Require
		if more != nil {
			f, r := more(i)
			forbid, require = forbid|f, require|r
		}
		pr.Forbid(i, forbid)
		if require != 0 {
			pr.Require(i, require)
		}
	}
	return pr
}

// Keep forbids cards in every talon position and every hand but seat's:
// cards that can only be in that seat's hand or among its discards (the
// talon cards the declarer took and has not played or shown since).
func Keep(places []Place, seat tarock.Seat, cards deck.Set) {
	if cards == 0 {
		return
	}
	for i := range places {
		if pl := &places[i]; pl.Kind == PlaceTalon || (pl.Kind == PlaceHand && pl.Seat != seat) {
			pl.Forbid |= cards
		}
	}
}
