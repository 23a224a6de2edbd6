package tarock

import (
	"fmt"

	"github.com/tarockfamily/sdk/deck"
)

// Obligations says which play obligations a game imposes on a card played
// to a trick. It is data, so a variant can switch an obligation on or off.
type Obligations struct {
	// FollowSuit (Farbzwang): a player who holds a card of the suit led
	// must play one; a tarock lead counts as a suit.
	FollowSuit bool
	// MustTarock (Tarockzwang): a player who cannot follow suit must play a
	// tarock if he holds one.
	MustTarock bool
	// MustBeat (Stichzwang): among the cards the other obligations allow, a
	// player must play one that wins the trick so far if he holds one. Not
	// used by Tapp Tarock or Strohmandeln proper; used by Trischaken.
	MustBeat bool
	// PagatLast: the Pagat may be played only when it is the player's last
	// tarock (among the cards he could play); it applies before MustBeat.
	// Used by Trischaken (doc/tapp.md §5.3, doc/strohmandel.md
	// §4.2).
	PagatLast bool
}

// Standard is the obligations of Tapp Tarock and Strohmandeln: follow suit,
// else play a tarock, else anything; no must-beat (doc/tapp.md §8,
// doc/strohmandel.md §7.2).
var Standard = Obligations{FollowSuit: true, MustTarock: true}

// WithMustBeat is Standard plus Stichzwang.
var WithMustBeat = Obligations{FollowSuit: true, MustTarock: true, MustBeat: true}

// Trischaken is the obligations of Trischaken, the all-against-all game
// played when everybody passes under some rules: Standard plus Stichzwang,
// and the Pagat only as the last tarock (doc/tapp.md §5.3,
// doc/strohmandel.md §4.2).
var Trischaken = Obligations{FollowSuit: true, MustTarock: true, MustBeat: true, PagatLast: true}

// LegalPlays returns the cards of playable that may be played to t under o.
// playable is every card the player could play (his hand, plus the face-up
// strawman tops in Strohmandeln). To lead (t empty) every playable card is
// legal. The result is a subset of playable and is empty only when playable
// is. It allocates nothing.
func LegalPlays(playable deck.Set, t Trick, o Obligations) deck.Set {
	playable &= deck.FullPack
	led, ok := t.Led()
	legal := playable
	if !ok || t.Complete() {
		ok = false
	} else if o.FollowSuit {
		if f := playable.OfSuit(led); !f.IsEmpty() {
			legal = f
		} else if o.MustTarock {
			if tr := playable.Tarocks(); !tr.IsEmpty() {
				legal = tr
			}
		}
	} else if o.MustTarock && playable.OfSuit(led).IsEmpty() {
		if tr := playable.Tarocks(); !tr.IsEmpty() {
			legal = tr
		}
	}
	if o.PagatLast && legal.Has(deck.Pagat) && playable.Tarocks().Len() > 1 {
		if rest := legal.Without(deck.Pagat); !rest.IsEmpty() {
			legal = rest
		}
	}
	if o.MustBeat && ok && !t.Complete() {
		best, _ := t.Best()
		var beating deck.Set
		for c := range legal.All() {
			if c.Beats(best) {
				beating = beating.With(c)
			}
		}
		if !beating.IsEmpty() {
			legal = beating
		}
	}
	return legal
}

// CheckPlay returns nil when c may be played to t from playable under o, and
// otherwise the reason it may not, as [Violation] gives it, wrapped with its
// detail: "<detail>: <reason>". Every returned error wraps [ErrIllegalMove].
func CheckPlay(c deck.Card, playable deck.Set, t Trick, o Obligations) error {
	detail, reason := Violation(c, playable, t, o)
	if reason == nil {
		return nil
	}
	return fmt.Errorf("%s: %w", detail, reason)
}

// Violation says why c may not be played to t from playable under o: detail
// says what the rules required, for example "Hearts led, 4H KH held", and the
// reason is [ErrCardNotHeld], [ErrMustFollowSuit], [ErrMustPlayTarock],
// [ErrMustBeat] or (the Pagat kept back under PagatLast) [ErrNotAllowed].
// Both are empty/nil when c is a legal play. Games put the two into a
// [MoveError] (Reason and Detail).
func Violation(c deck.Card, playable deck.Set, t Trick, o Obligations) (detail string, reason error) {
	if !playable.Has(c) {
		return fmt.Sprintf("%v not among %v", c, playable), ErrCardNotHeld
	}
	legal := LegalPlays(playable, t, o)
	if legal.Has(c) {
		return "", nil
	}
	led, _ := t.Led()
	switch {
	case o.PagatLast && c == deck.Pagat:
		return fmt.Sprintf("the Pagat may only be played as the last tarock, %v held", playable.Tarocks()), ErrNotAllowed
	case o.FollowSuit && !playable.OfSuit(led).IsEmpty() && c.Suit() != led:
		return fmt.Sprintf("%v led, %v held", led.English(), playable.OfSuit(led)), ErrMustFollowSuit
	case o.MustTarock && !c.IsTarock() && !legal.Tarocks().IsEmpty():
		return fmt.Sprintf("void in %v, tarocks %v held", led.English(), legal), ErrMustPlayTarock
	default:
		return fmt.Sprintf("%v can beat the trick", legal), ErrMustBeat
	}
}
