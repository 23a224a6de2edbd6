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
	// SuitLeadFirst: a player who holds a suit card may not lead a tarock
	// (the colour contracts of Königrufen, doc/koenigrufen.md §9.5).
	SuitLeadFirst bool
	// LeadHighestTarock: a leader who holds tarocks must lead his highest
	// (Trischaken "von oben", doc/koenigrufen.md §9.4).
	LeadHighestTarock bool
	// SuitLeadStands is a rule of who wins a trick: a suit lead is won by
	// the highest card of the suit led, and a tarock played to it cannot
	// win (the colour contracts of Königrufen, doc/koenigrufen.md §9.3).
	SuitLeadStands bool
	// Kaiserstich is a rule of who wins a trick: when the Pagat wins a
	// trick that holds Sküs, Mond and Pagat (doc/koenigrufen.md §9.3).
	// Under MustBeat a Pagat that wins by it beats, and MustBeat goes
	// before PagatLast (doc/koenigrufen.md §9.4).
	Kaiserstich Kaiserstich
}

// Kaiserstich says when the Pagat wins a trick that holds the three Trull
// cards (doc/koenigrufen.md §9.3).
type Kaiserstich uint8

// The Kaiserstich rules.
const (
	KaiserstichNone     Kaiserstich = iota // the Sküs wins
	KaiserstichAnyOrder                    // the Pagat wins, in whatever order the three fell
	KaiserstichInOrder                     // the Pagat wins when Mond, Sküs and Pagat fell in this order
)

// WinningIndex returns the index of the card that wins (or, for an
// incomplete trick, currently wins) t under the trick rules of o: that of
// [Trick.WinningIndex], changed by SuitLeadStands and Kaiserstich. It
// returns -1 for an empty trick.
func (o Obligations) WinningIndex(t Trick) int {
	best := t.WinningIndex()
	if best < 0 || (!o.SuitLeadStands && o.Kaiserstich == KaiserstichNone) {
		return best
	}
	lead := t.cards[0]
	if o.SuitLeadStands && !lead.IsTarock() {
		best = 0
		for i := 1; i < int(t.n); i++ {
			if c := t.cards[i]; c.Suit() == lead.Suit() && c > t.cards[best] {
				best = i
			}
		}
		return best
	}
	if i := o.kaiserstich(t); i >= 0 {
		return i
	}
	return best
}

// kaiserstich returns the index of the Pagat when it wins t by the
// Kaiserstich, else -1.
func (o Obligations) kaiserstich(t Trick) int {
	pagat, mond, skus := -1, -1, -1
	for i := range int(t.n) {
		switch t.cards[i] {
		case deck.Pagat:
			pagat = i
		case deck.Mond:
			mond = i
		case deck.Skus:
			skus = i
		}
	}
	switch {
	case o.Kaiserstich == KaiserstichNone || pagat < 0 || mond < 0 || skus < 0:
		return -1
	case o.Kaiserstich == KaiserstichInOrder && (mond > skus || skus > pagat):
		return -1
	}
	return pagat
}

// Winner returns the seat that wins (or currently wins) t under the trick
// rules of o, or [NoSeat] for an empty trick.
func (o Obligations) Winner(t Trick) Seat {
	i := o.WinningIndex(t)
	if i < 0 {
		return NoSeat
	}
	return t.SeatOf(i)
}

// beats reports whether c played to the incomplete, non-empty trick t
// would win it so far under o.
func (o Obligations) beats(t Trick, best, c deck.Card) bool {
	if !o.SuitLeadStands && o.Kaiserstich == KaiserstichNone {
		return c.Beats(best)
	}
	u, err := t.Play(c)
	return err == nil && o.WinningIndex(u) == t.Len()
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
		if !ok {
			legal = o.leads(playable)
		}
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
	if o.MustBeat && ok && o.Kaiserstich != KaiserstichNone && legal.Has(deck.Pagat) {
		// A Pagat that wins by the Kaiserstich beats, before PagatLast.
		if u, err := t.Play(deck.Pagat); err == nil && o.kaiserstich(u) >= 0 && o.WinningIndex(u) == t.Len() {
			return deck.Set(0).With(deck.Pagat)
		}
	}
	if o.PagatLast && legal.Has(deck.Pagat) && playable.Tarocks().Len() > 1 {
		if rest := legal.Without(deck.Pagat); !rest.IsEmpty() {
			legal = rest
		}
	}
	if o.MustBeat && ok && !t.Complete() {
		best, _ := t.Card(o.WinningIndex(t))
		var beating deck.Set
		if !o.SuitLeadStands && o.Kaiserstich == KaiserstichNone {
			beating = legal & best.Beaters()
		} else {
			for c := range legal.All() {
				if o.beats(t, best, c) {
					beating = beating.With(c)
				}
			}
		}
		if !beating.IsEmpty() {
			legal = beating
		}
	}
	return legal
}

// leads returns the cards of playable that may lead a trick under the lead
// rules of o (SuitLeadFirst, LeadHighestTarock).
func (o Obligations) leads(playable deck.Set) deck.Set {
	if o.SuitLeadFirst && !playable.SuitCards().IsEmpty() {
		return playable.SuitCards()
	}
	if tr := playable.Tarocks(); o.LeadHighestTarock && !tr.IsEmpty() {
		c, _ := tr.Highest()
		return deck.Set(0).With(c)
	}
	return playable
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
	led, ok := t.Led()
	switch {
	case !ok && o.SuitLeadFirst && c.IsTarock():
		return fmt.Sprintf("a tarock led while holding %v", playable.SuitCards()), ErrNotAllowed
	case !ok && o.LeadHighestTarock && !legal.Has(c):
		return fmt.Sprintf("the highest tarock %v must be led", legal), ErrNotAllowed
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
