package tarocktest

import (
	"fmt"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
)

// playLog is Check's own record of the play of one deal, kept from the
// moves alone and never read back from the game: the trick in progress, the
// completed tricks and their winners, and every card played.
type playLog struct {
	players int
	cur     tarock.Trick   // the trick in progress as the moves built it
	tricks  []tarock.Trick // the completed tricks, in order
	winners []tarock.Seat  // the winner of each completed trick, from the ranks
	best    []int          // the index of the winning card of each completed trick
	played  deck.Set       // every card played to a trick
}

func newPlayLog(players int) *playLog {
	return &playLog{players: players, cur: tarock.NewTrick(0, players)}
}

// between reports whether no trick is in progress.
func (l *playLog) between() bool { return l.cur.IsEmpty() || l.cur.Complete() }

// play records c played by mover under obligations o, whose state shows
// game as the trick in progress, and checks the game's trick against the log: a lead comes from
// the winner of the previous trick into an empty trick, a follow-up card
// goes to the trick the moves built, from the seat whose turn it is.
func (l *playLog) play(game tarock.Trick, mover tarock.Seat, c deck.Card, o tarock.Obligations) error {
	if game.Players() != l.players {
		return fmt.Errorf("the trick in progress %v is a trick of %d players, not %d", game, game.Players(), l.players)
	}
	if l.played.Has(c) {
		return fmt.Errorf("%v played a second time", c)
	}
	if l.between() {
		if !game.IsEmpty() {
			return fmt.Errorf("%v leads, but the trick in progress already holds %v", mover, game)
		}
		if game.Leader() != mover {
			return fmt.Errorf("%v leads, but the trick in progress names %v as its leader", mover, game.Leader())
		}
		if n := len(l.winners); n > 0 && l.winners[n-1] != mover {
			return fmt.Errorf("%v leads trick %d, but %v won trick %d (%v) by the card ranks", mover, n+1, l.winners[n-1], n, l.tricks[n-1])
		}
		l.cur = tarock.NewTrick(mover, l.players)
	} else {
		if !sameTrick(game, l.cur) {
			return fmt.Errorf("the trick in progress is %v, but the cards played make it %v", game, l.cur)
		}
		if mover != l.cur.ToPlay() {
			return fmt.Errorf("%v plays to %v, but it is %v's turn", mover, l.cur, l.cur.ToPlay())
		}
	}
	var err error
	if l.cur, err = l.cur.Play(c); err != nil {
		return err
	}
	l.played = l.played.With(c)
	if l.cur.Complete() {
		l.tricks = append(l.tricks, l.cur)
		i := rankWinner(l.cur, o)
		l.winners = append(l.winners, l.cur.SeatOf(i))
		l.best = append(l.best, i)
	}
	return nil
}

// sameTrick reports whether two tricks have the same leader and cards.
func sameTrick(a, b tarock.Trick) bool {
	if a.Leader() != b.Leader() || a.Len() != b.Len() || a.Players() != b.Players() {
		return false
	}
	for i := range a.Len() {
		x, _ := a.Card(i)
		y, _ := b.Card(i)
		if x != y {
			return false
		}
	}
	return true
}

// rankWinner returns the index of the card that wins t under the trick
// rules of o, computed from the card ranks alone (doc/tapp.md §1.2,
// doc/strohmandel.md §7.3): the highest tarock if any was played, else the
// highest card of the suit led; with o.SuitLeadStands a suit lead is won
// by the highest card of its suit (doc/koenigrufen.md §9.3), and with a
// Kaiserstich the Pagat of a trick that holds Sküs, Mond and Pagat (in
// that order of Mond, Sküs, Pagat under KaiserstichInOrder) wins unless a
// suit lead stands; -1 for an empty trick. It does not use tarock.Trick's
// own winner or deck.Card's Beats, so that a fault there shows too.
func rankWinner(t tarock.Trick, o tarock.Obligations) int {
	lead, ok := t.Card(0)
	if !ok {
		return -1
	}
	best := 0
	trump, suit, rank := lead.IsTarock(), lead.Suit(), lead.Rank()
	stands := o.SuitLeadStands && !trump
	at := map[deck.Card]int{}
	for i := 1; i < t.Len(); i++ {
		c, _ := t.Card(i)
		at[c] = i
		switch {
		case c.IsTarock() && !trump && !stands:
			best, trump, suit, rank = i, true, deck.Tarock, c.Rank()
		case c.Suit() == suit && c.Rank() > rank:
			best, rank = i, c.Rank()
		}
	}
	at[lead] = 0
	p, hasP := at[deck.Pagat]
	m, hasM := at[deck.Mond]
	k, hasK := at[deck.Skus]
	if o.Kaiserstich != tarock.KaiserstichNone && !stands && hasP && hasM && hasK &&
		(o.Kaiserstich == tarock.KaiserstichAnyOrder || (m < k && k < p)) {
		return p
	}
	return best
}

// handsClear checks that no card played to a trick is playable again by
// any seat.
func handsClear(playable func(tarock.Seat) deck.Set, players int, played deck.Set) error {
	for p := range tarock.Seat(players) {
		if back := playable(p) & played; back != 0 {
			return fmt.Errorf("%v can play %v, which was already played to a trick", p, back)
		}
	}
	return nil
}

// legalSet checks the cards of the generated moves gen against the cards the
// obligations allow, judged here from the rule text ([obeys]) and by the
// core ([tarock.LegalPlays]): the two must agree, and, narrowed by narrow
// when it is not nil (Spec.Narrow), every allowed card must be generated
// and no other card. It returns the playable cards that are not allowed,
// which Apply must refuse.
func legalSet(gen, playable deck.Set, t tarock.Trick, o tarock.Obligations, narrow func(deck.Set) deck.Set) (forbidden deck.Set, err error) {
	var want deck.Set
	for c := range playable.All() {
		if b, _ := judge(c, playable, t, o); b == breachNone {
			want = want.With(c)
		}
	}
	if core := tarock.LegalPlays(playable, t, o); core != want {
		return 0, fmt.Errorf("tarock.LegalPlays gives %v, the rules %v (playable %v, trick %v, %+v)", core, want, playable, t, o)
	}
	if narrow != nil {
		n := narrow(want)
		if !want.ContainsAll(n) || (n == 0 && want != 0) {
			return 0, fmt.Errorf("Spec.Narrow turns the allowed cards %v into %v, not a subset that is not empty", want, n)
		}
		if extra := gen.Minus(n).Intersect(want); extra != 0 {
			return 0, fmt.Errorf("generated play of %v is illegal: Spec.Narrow leaves only %v of %v (trick %v)", extra, n, want, t)
		}
		want = n
	}
	if extra := gen.Minus(want); extra != 0 {
		c, _ := extra.First()
		return 0, fmt.Errorf("generated play of %v is illegal: %w", c, obeys(c, playable, t, o))
	}
	if missing := want.Minus(gen); missing != 0 {
		return 0, fmt.Errorf("legal card(s) %v not generated: the plays generated are %v, the obligations allow %v (trick %v)", missing, gen, want, t)
	}
	return playable.Minus(want), nil
}

// breach is the obligation a play breaks, as [judge] finds it.
type breach uint8

const (
	breachNone        breach = iota
	breachNotPlayable        // the card is not among the playable cards
	breachPagat              // the Pagat while holding another tarock (PagatLast)
	breachRevoke             // not following the suit led although holding it
	breachTarock             // not a tarock although void in the suit led and holding one
	breachBeat               // not beating the trick although a card allowed would
	breachLead               // a lead the lead rules forbid (SuitLeadFirst, LeadHighestTarock)
)

// judge judges a play by the obligations directly from the rule text
// (doc/tapp.md §8, doc/strohmandel.md §7.2), without the games' code or
// tarock.LegalPlays: follow the suit led if possible, else a tarock if
// held, else anything; with PagatLast, not the Pagat while another tarock
// is held; with MustBeat, a card that wins the trick so far (by the card
// ranks, [rankWinner]) among those if one is held. It returns the breach and
// the cards the player had to choose from.
func judge(c deck.Card, playable deck.Set, t tarock.Trick, o tarock.Obligations) (breach, deck.Set) {
	if !playable.Has(c) {
		return breachNotPlayable, playable
	}
	tarocks := playable.Tarocks()
	first, ok := t.Card(0)
	// With a Kaiserstich a Pagat that wins beats, and the obligation to
	// beat goes before the Pagat rule (doc/koenigrufen.md §9.4).
	kaiser := ok && o.MustBeat && o.Kaiserstich != tarock.KaiserstichNone && playable.Has(deck.Pagat) &&
		(playable.OfSuit(first.Suit()) == 0 || first.IsTarock()) && t.Cards().Has(deck.Mond) && t.Cards().Has(deck.Skus) &&
		beats(t, deck.Pagat, o)
	if o.PagatLast && c == deck.Pagat && tarocks.Len() > 1 && !kaiser {
		return breachPagat, tarocks.Without(deck.Pagat)
	}
	if !ok {
		switch {
		case o.SuitLeadFirst && c.IsTarock() && playable.SuitCards() != 0:
			return breachLead, playable.SuitCards()
		case o.LeadHighestTarock && tarocks != 0 && c != highest(tarocks):
			return breachLead, deck.SetOf(highest(tarocks))
		}
		return breachNone, playable
	}
	led := first.Suit()
	class := playable
	switch {
	case o.FollowSuit && playable.OfSuit(led) != 0:
		class = playable.OfSuit(led)
		if c.Suit() != led {
			return breachRevoke, class
		}
	case o.MustTarock && tarocks != 0 && playable.OfSuit(led) == 0:
		class = tarocks
		if !c.IsTarock() {
			return breachTarock, class
		}
	}
	if o.MustBeat {
		if o.PagatLast && tarocks.Len() > 1 && !kaiser {
			class = class.Without(deck.Pagat)
		}
		canBeat := false
		for p := range class.All() {
			canBeat = canBeat || beats(t, p, o)
		}
		if canBeat && !beats(t, c, o) {
			return breachBeat, class
		}
	}
	return breachNone, class
}

// beats reports whether c played to t would win it so far, by the ranks.
func beats(t tarock.Trick, c deck.Card, o tarock.Obligations) bool {
	u, err := t.Play(c)
	return err == nil && rankWinner(u, o) == t.Len()
}

// highest returns the highest card of the tarocks tr, by the ranks.
func highest(tr deck.Set) deck.Card {
	var h deck.Card
	for c := range tr.All() {
		if c.Rank() >= h.Rank() {
			h = c
		}
	}
	return h
}

// obeys returns nil when c may be played to t from playable under o, as
// [judge] finds it, and otherwise the reason.
func obeys(c deck.Card, playable deck.Set, t tarock.Trick, o tarock.Obligations) error {
	b, class := judge(c, playable, t, o)
	led, _ := t.Led()
	switch b {
	case breachNotPlayable:
		return fmt.Errorf("%v is not playable (playable: %v)", c, playable)
	case breachPagat:
		return fmt.Errorf("the Pagat played while holding other tarocks %v", class)
	case breachRevoke:
		return fmt.Errorf("revoke: %v does not follow %v although %v holds it", c, led, playable)
	case breachTarock:
		return fmt.Errorf("%v is not a tarock although void in %v and holding %v", c, led, class)
	case breachLead:
		return fmt.Errorf("%v may not lead: the lead rules allow %v", c, class)
	case breachBeat:
		best, _ := t.Card(rankWinner(t, o))
		return fmt.Errorf("%v does not beat %v although a card of %v would", c, best, class)
	}
	return nil
}
