package strohmandel

import (
	"fmt"
	"math/rand/v2"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/determinize"
	"github.com/tarockfamily/sdk/tarock/hidden"
)

// The moments of a deal at which a card can be shown to be in or out of
// the opponent's hand. A card that enters the hand at moment e and is
// played at moment q (never, for a card still held) is in the hand at
// every moment m with e ≤ m ≤ q.
const (
	momentDeal   = 0 // the dealt hand, the take-up decision and the throw-in
	momentReveal = 1 // the initial reveal and the announcements (doc/strohmandel.md §5.2, §9.7)
	momentTrick0 = 2 // trick t is played at momentTrick0+t; a pile replenished after it adds at momentTrick0+t+1
	momentNever  = 1 << 10
)

// The kinds of location of the hidden-card problem.
type locKind uint8

const (
	locDealt locKind = iota // the opponent's 15 dealt hand cards
	locLast                 // the last card of one of the opponent's piles, taken in unseen
	locPile                 // the hidden cards of one pile (below its face-up top, or all of it)
)

// location is one location of the hidden-card problem of a [Determinizer].
type location struct {
	kind   locKind
	seat   tarock.Seat // locLast, locPile: the pile's owner
	pile   int         // locLast, locPile: the pile
	entry  int         // locDealt, locLast: the moment the card(s) entered the hand
	size   int
	forbid deck.Set
	pos    [PileSize]int8 // locPile: the hidden positions, top first
}

func (l *location) name() string {
	switch l.kind {
	case locDealt:
		return "dealt hand of the opponent"
	case locLast:
		return fmt.Sprintf("last card of pile %d of %v", l.pile, l.seat)
	}
	return fmt.Sprintf("hidden cards of pile %d of %v", l.pile, l.seat)
}

// event says that some cards were (present) or were not (absent) in the
// opponent's hand at a moment.
type event struct {
	moment  int
	cards   deck.Set
	present bool
}

// Determinizer draws full [State] values consistent with one [Observation]
// (doc/design.md §2.5), uniformly at random among all of them. Build it
// once per observation with [NewDeterminizer] and call
// [Determinizer.Sample] as often as needed; [Determinize] does both for a
// single state.
//
// # What is consistent
//
// A state is consistent with an observation o when it is reached from some
// deal by o's public history and its Observation(o.Seat) equals o. Such
// deals differ only in what o.Seat has not seen (doc/strohmandel.md
// §5.5): the opponent's dealt hand, the hidden cards of every pile (the
// observer's own included) and the last card of each of the opponent's
// piles that he took in unseen.
//
// # The method
//
// The observer knows his own dealt hand (his hand now, plus the cards he
// played, less those he took from his piles), every card that was turned
// face up and every card played. The other cards X, together with the
// cards the opponent played that did not come face up from a pile, are
// placed by package tarock/hidden into these locations:
//
//   - the opponent's dealt hand (15 cards), in his hand from the deal on;
//   - the last card of each of his piles he took in unseen (one card each),
//     in his hand from the reveal at which it was taken: the initial reveal
//     or the one after the trick in which the pile's last face-up top was
//     played (doc/strohmandel.md §5.3, §5.4);
//   - the hidden positions of each pile, both players' (the cards below a
//     face-up top, or all four before the reveal), never in a hand.
//
// The history says at which moments a card was or was not in the
// opponent's hand, and a card may go to a location only when the time the
// location puts it in the hand agrees:
//
//   - A card he played was in his hand when he played it: in the dealt
//     hand or in a last card taken before that trick, never in a pile.
//   - Failing to follow suit shows he held no card of the suit led among
//     his playable cards (hand and face-up tops, doc/strohmandel.md §5.6, §7.2); playing no
//     tarock as well shows no tarock. In Trischaken (doc/strohmandel.md §4.2) a card of the
//     suit led that does not beat it shows no higher card of that suit, and
//     the Pagat played shows no other tarock. These exclude the cards from
//     the locations that put them in his hand at that trick, and from no
//     other: a last card taken in later may be of the suit.
//   - A throw-in (and the dealer's Continue, or his being asked) shows no
//     tarock among the 15 dealt cards (doc/strohmandel.md §3.4); when forehand took up and the
//     dealer was not asked, ThrowInNoTarock shows at least one tarock among
//     the dealer's.
//   - A call shows the cards it needs in the hand when it is made: the
//     Trull or the four Kings (TrullHandAnnounced), tarock XVIII with Ross
//     (doc/strohmandel.md §6 notes); an announced Pagat Ultimo the Pagat after the reveal.
//
// Taking up, passing, the other announcements, Kontra and Re are free
// choices and show no card. The reveal rule constrains only the cards
// turned, which the observer knows: a face-up top is a suit card below
// the King, but the hidden cards below it may be anything.
//
// A drawn placement becomes a deal: the locations' cards, and the cards of
// each pile's hidden positions in a uniformly random order. NewGame, a
// replay of the history and a comparison of the observation then check it.
//
// # Why the result is uniform
//
// The conditions above are exactly the rules that decide whether each move
// of the history is legal and whether it shows what o shows, so a deal is
// consistent if and only if its placement satisfies them: the replay check
// never fails for an observation that [State.Observation] produced. A
// consistent deal determines its placement and the order of the cards in
// each pile's hidden positions, and every placement with every order gives
// one consistent deal; the number of orders is the same for every
// placement (the product of the factorials of the piles' hidden counts).
// Package hidden draws every placement with the same probability, and the
// orders are drawn uniformly, so every consistent deal, hence every
// consistent state, is drawn with the same probability. The one condition
// on a whole hand, at least one tarock among the dealer's dealt cards, is
// not a condition on single cards: when some placements break it, the
// placements that keep it are split by the lowest tarock of the dealt hand
// (tarock t in the hand and every lower one out of it) into disjoint
// problems, each counted exactly; one is chosen in proportion to its count
// and then sampled uniformly, which draws every placement of their union
// with the same probability.
//
// This is uniform over the deals that fit what the observer has seen, not
// the posterior of real play: the opponent's choices are not weighed.
type Determinizer struct {
	core   *determinize.Determinizer[State, Observation]
	view   Observation
	opp    tarock.Seat
	dealt  deck.Set // the observer's dealt hand
	locs   []location
	orders float64 // the orders of the piles' hidden cards: the product of their factorials
	// needTarock: the opponent's dealt hand holds a tarock (the mixture
	// then has one case per lowest tarock of that hand, unless every
	// placement gives it one).
	needTarock bool
}

// history is what the observed history shows: the cards each seat played
// and when, and what the opponent's moves show about his hand.
type history struct {
	events     []event
	played     [Players]deck.Set
	playedAt   [deck.NumCards]int
	needTarock bool // the opponent's dealt hand holds a tarock
}

// NewDeterminizer prepares the uniform sampling of the states consistent
// with o (see [Determinizer] for the method). It returns an error wrapping
// determinize.ErrInconsistentView when o cannot be an observation of a
// deal: a seat out of range, invalid rules, cards that are not cards or
// are shown twice, counts that do not add up, or constraints no deal
// satisfies (then the error of package tarock/hidden is wrapped too). It
// allocates the counting tables of package hidden, typically some
// microseconds of work.
func NewDeterminizer(o Observation) (*Determinizer, error) {
	det := &Determinizer{view: o, opp: 1 - o.Seat}
	if err := det.check(); err != nil {
		return nil, err
	}
	var h history
	if err := det.readHistory(&h); err != nil {
		return nil, err
	}
	knownPile, err := det.readPiles(&h)
	if err != nil {
		return nil, err
	}
	unknown, fromHand, err := det.unknownCards(&h, knownPile)
	if err != nil {
		return nil, err
	}
	det.forbid(&h, unknown, fromHand)
	det.core, err = determinize.New(&det.view, determinize.Rule[State]{
		Game: "strohmandel", Seat: o.Seat, Events: o.HistoryLen, Replay: det.replay, Tries: 1,
	}, det.cases(unknown, h.needTarock))
	if err != nil {
		return nil, err
	}
	det.orders = 1
	for _, l := range det.locs {
		if l.kind == locPile {
			for k := 2; k <= l.size; k++ {
				det.orders *= float64(k)
			}
		}
	}
	return det, nil
}

// bad returns the error of an inconsistent observation.
func (det *Determinizer) bad(format string, args ...any) error {
	return determinize.Errorf("strohmandel", det.view.Seat, format, args...)
}

// check checks the seat, rules and hands of the observation.
func (det *Determinizer) check() error {
	o := &det.view
	me := o.Seat
	if me >= Players {
		return det.bad("not a seat of Strohmandeln")
	}
	if o.HistoryLen < 0 || o.HistoryLen > MaxHistory {
		return det.bad("%d moves in the history, want 0..%d", o.HistoryLen, MaxHistory)
	}
	if err := o.Rules.Validate(); err != nil {
		return det.bad("%w", err)
	}
	if !o.Hand.Valid() || o.Hand.Len() != o.HandSizes[me] {
		return det.bad("hand %v of %d cards, hand size %d", o.Hand, o.Hand.Len(), o.HandSizes[me])
	}
	if n := o.HandSizes[det.opp]; n < 0 || n > o.Rules.HandSize()+PilesPerPlayer*PileSize {
		return det.bad("the opponent's hand size is %d", n)
	}
	return nil
}

// decisions reads what the take-up decision, the throw-in and the
// announcements show about the opponent's hand.
func (det *Determinizer) decisions(h *history) {
	o := &det.view
	opp := det.opp
	hist := o.History[:o.HistoryLen]
	for i, m := range hist[:min(len(hist), 2)] {
		// The take-up decision: forehand, then the dealer (doc/strohmandel.md §3.4, §4.1).
		if (m.Move.Kind() == MoveThrowIn || m.Move.Kind() == MoveContinue) && tarock.Seat(i) == opp {
			h.events = append(h.events, event{momentDeal, deck.Tarocks, false})
		}
	}
	if opp == Dealer && len(hist) > 0 && hist[0].Move == TakeUp() {
		switch {
		case o.Phase == PhaseThrowIn && len(hist) == 1:
			// The dealer is asked because he holds no tarock.
			h.events = append(h.events, event{momentDeal, deck.Tarocks, false})
		case len(hist) == 1 || hist[1].Move != ThrowIn() && hist[1].Move != Continue():
			h.needTarock = o.Rules.ThrowInNoTarock
		}
	}
	if o.Announced[opp]&AnnouncePagatUltimo != 0 {
		h.events = append(h.events, event{momentReveal, deck.SetOf(deck.Pagat), true})
	}
}

// readHistory reads who played each card and when, and what the
// opponent's moves show about his hand.
func (det *Determinizer) readHistory(h *history) error {
	o := &det.view
	opp := det.opp
	det.decisions(h)
	leader := tarock.Forehand
	if o.Rules.FirstLead == LeadDeclarerIfTakenUp && o.Declarer < Players {
		leader = o.Declarer
	}
	obligations := tarock.Standard
	if o.Contract == Trischaken {
		obligations = tarock.Trischaken
	}
	var trick tarock.Trick
	n := 0
	for i, m := range o.History[:o.HistoryLen] {
		if m.Move.Kind() != MovePlay {
			continue
		}
		c := m.Move.card
		if !c.Valid() || (h.played[0] | h.played[1]).Has(c) {
			return det.bad("move %d plays %v again or a card that is not one", i+1, c)
		}
		p, at := leader.Add(n%2, Players), momentTrick0+n/2
		h.played[p] |= 1 << c
		h.playedAt[c] = at
		if n%2 == 0 {
			trick = tarock.NewTrick(p, Players)
		}
		if p == opp {
			for _, x := range callNeeds {
				if m.Move.calls&x.call != 0 {
					h.events = append(h.events, event{at, x.cards, true})
				}
			}
			// Not following suit, not beating in Trischaken, the Pagat
			// not as the last tarock (doc/strohmandel.md §7.2, §4.2).
			if v := determinize.Excluded(c, trick, obligations); v != 0 {
				h.events = append(h.events, event{at, v, false})
			}
		}
		trick, _ = trick.Play(c)
		if n%2 == 1 {
			if led, _ := trick.Card(0); !c.Beats(led) {
				p = 1 - p
			}
			leader = p
		}
		n++
	}
	if o.Won[0]|o.Won[1]|o.CurrentTrick.Cards() != h.played[0]|h.played[1] {
		return det.bad("the tricks %v and %v and the trick %v are not the cards played", o.Won[0], o.Won[1], o.CurrentTrick)
	}
	return nil
}

// readPiles reads the piles: the cards known, the hidden positions, and
// the last cards the opponent took in unseen. It returns the cards known
// in each seat's piles.
func (det *Determinizer) readPiles(h *history) (knownPile [Players]deck.Set, err error) {
	o := &det.view
	short := shortPiles(o.Rules.CardsInPlay())
	for p := range tarock.Seat(Players) {
		for i, v := range o.Piles[p] {
			if v.Taken < 0 || v.Taken > PileSize || v.FaceUp && (v.Taken == PileSize || v.Known&(1<<v.Taken) == 0) {
				return knownPile, det.bad("pile %d of %v: %d cards taken, face up %v, known %04b", i, p, v.Taken, v.FaceUp, v.Known)
			}
			hid := location{kind: locPile, seat: p, pile: i, entry: momentNever}
			entry := momentReveal
			for k := range PileSize {
				if k == 0 && i > 0 && short {
					continue // a pile of three (doc/strohmandel.md §11.1.3)
				}
				if v.Known&(1<<k) == 0 {
					switch {
					case k >= v.Taken:
						hid.pos[hid.size] = int8(k)
						hid.size++
					case k < PileSize-1 || p == o.Seat:
						return knownPile, det.bad("pile %d of %v: the card taken from position %d is not known", i, p, k)
					default:
						det.locs = append(det.locs, location{kind: locLast, seat: p, pile: i, entry: entry, size: 1})
					}
					continue
				}
				c := v.Cards[k]
				if !c.Valid() || knownPile[0].Union(knownPile[1]).Has(c) {
					return knownPile, det.bad("pile %d of %v shows %v twice or a card that is not one", i, p, c)
				}
				knownPile[p] |= 1 << c
				if k < v.Taken && k < PileSize-1 && !c.IsTarock() && !c.IsKing() {
					// A face-up top that was played: the pile was
					// replenished after its trick (doc/strohmandel.md §5.3).
					if !h.played[p].Has(c) {
						return knownPile, det.bad("pile %d of %v: top %v left the pile unplayed", i, p, c)
					}
					entry = h.playedAt[c] + 1
				}
			}
			if hid.size > 0 {
				det.locs = append(det.locs, hid)
			}
		}
	}
	return knownPile, nil
}

// unknownCards finds the observer's dealt hand, the cards he has not seen
// and the cards the opponent played from his hand (dealt, or a last card
// taken unseen), checking that the counts add up; it puts the opponent's
// dealt hand first among the locations.
func (det *Determinizer) unknownCards(h *history, knownPile [Players]deck.Set) (unknown, fromHand deck.Set, err error) {
	o := &det.view
	me, opp := o.Seat, det.opp
	det.dealt = (o.Hand | h.played[me]) &^ knownPile[me]
	fromHand = h.played[opp] &^ knownPile[opp]
	handSize, pack := o.Rules.HandSize(), o.Rules.CardsInPlay()
	if known := det.dealt | knownPile[0] | knownPile[1]; !pack.ContainsAll(known) {
		return 0, 0, det.bad("%v shown, not in the pack of the rules", known.Minus(pack))
	}
	if det.dealt.Len() != handSize || det.dealt.Overlaps(knownPile[opp]|fromHand) || knownPile[me].Overlaps(fromHand) {
		return 0, 0, det.bad("the observer's dealt hand %v does not fit the cards shown", det.dealt)
	}
	if !knownPile[opp].ContainsAll(o.KnownHand[opp]) || o.KnownHand[opp].Overlaps(h.played[opp]) {
		return 0, 0, det.bad("the opponent's known hand cards %v", o.KnownHand[opp])
	}
	unknown = pack &^ (det.dealt | knownPile[0] | knownPile[1])
	lasts := 0
	size := handSize
	for _, l := range det.locs {
		if l.kind == locLast {
			lasts++
		}
		size += l.size
	}
	if size != unknown.Len() || o.HandSizes[opp]-o.KnownHand[opp].Len() != handSize+lasts-fromHand.Len() {
		return 0, 0, det.bad("%d cards unknown for %d places, opponent's hand of %d", unknown.Len(), size, o.HandSizes[opp])
	}
	det.locs = append([]location{{kind: locDealt, entry: momentDeal, size: handSize}}, det.locs...)
	return unknown, fromHand, nil
}

// forbid works out where each unknown card may be: a location is
// forbidden a card when the time it puts the card in the opponent's hand
// disagrees with an event.
func (det *Determinizer) forbid(h *history, unknown, fromHand deck.Set) {
	for c := range unknown.All() {
		end := momentNever
		if fromHand.Has(c) {
			end = h.playedAt[c]
		}
		for j := range det.locs {
			l := &det.locs[j]
			ok := true
			if l.kind == locPile {
				ok = !fromHand.Has(c)
			} else {
				ok = l.entry <= end
			}
			for _, e := range h.events {
				if !e.cards.Has(c) {
					continue
				}
				in := l.kind != locPile && l.entry <= e.moment && e.moment <= end
				if in != e.present {
					ok = false
				}
			}
			if !ok {
				l.forbid |= 1 << c
			}
		}
	}
}

// callNeeds lists the cards each call needs in the caller's hand
// (doc/strohmandel.md §6 notes).
var callNeeds = [...]struct {
	call  Call
	cards deck.Set
}{{CallTrull, deck.Trull}, {CallKingsTrull, deck.Kings}, {CallRoss, 1 << deck.Tarock18}}

// cases returns the mixture of counting problems: one, or when the
// opponent's dealt hand must hold a tarock (needTarock) and some
// placements give it none, one per lowest tarock of the dealt hand. An
// empty mixture keeps the reason no case is consistent.
func (det *Determinizer) cases(unknown deck.Set, needTarock bool) determinize.Mixture {
	var all determinize.Mixture
	if all.Add(det.problem(unknown, 0, 0)) != nil || !needTarock {
		return all
	}
	det.needTarock = true
	if _, err := det.problem(unknown, deck.Tarocks, 0).Sampler(); err != nil {
		return all // every placement gives the dealt hand a tarock
	}
	var split determinize.Mixture
	var lower deck.Set
	for t := range (unknown.Tarocks() &^ det.locs[0].forbid).All() {
		_ = split.Add(det.problem(unknown, lower, deck.SetOf(t))) // an inconsistent case is left out
		lower = lower.With(t)
	}
	return split
}

// problem returns the hidden-card problem of the locations, with the cards
// notDealt kept out of the opponent's dealt hand and the cards dealt put
// into it.
func (det *Determinizer) problem(unknown, notDealt, dealt deck.Set) *hidden.Problem {
	pr := hidden.NewProblem(unknown)
	for j := range det.locs {
		l := &det.locs[j]
		pr.AddLocation(l.name(), l.size)
		f := l.forbid
		if l.kind == locDealt {
			f |= notDealt
		}
		pr.Forbid(j, f)
	}
	if dealt != 0 {
		pr.Require(0, dealt)
	}
	return pr
}

// Count returns the number of deals consistent with the observation (each
// giving one consistent state): the placements package hidden counts times
// the orders of the piles' hidden cards. It is exact while below 2⁵³.
func (det *Determinizer) Count() float64 { return det.core.Count() * det.orders }

// Determinize returns a full State consistent with everything the seat of
// view has seen, drawn uniformly at random with r among all such states
// (doc/design.md §2.5; see [Determinizer] for the method and why it
// is uniform). Its Observation(view.Seat) equals view. It returns an error
// wrapping determinize.ErrInconsistentView when no state fits view. To
// draw many states from one observation, use [NewDeterminizer] once and
// [Determinizer.Sample] for each. r must not be nil: a nil generator is a
// programmer error and panics.
func Determinize(view Observation, r *rand.Rand) (State, error) {
	return determinize.Draw(view, r, NewDeterminizer)
}

// Sample draws a consistent state uniformly at random with r (see
// [Determinizer]); its Observation(view.Seat) equals the view. The same r
// state gives the same result. A Determinizer is not changed by sampling:
// any number of goroutines may sample from one at once, each with its own
// r. It returns an error wrapping determinize.ErrInconsistentView only when
// the drawn deal does not replay to the view, which cannot happen for an
// observation [State.Observation] produced. It allocates nothing.
// A nil r is a programmer error and panics.
func (det *Determinizer) Sample(r *rand.Rand) (State, error) { return det.core.Sample(r) }

// replay turns the placement a into a deal, putting the hidden cards of
// each pile in a uniformly random order drawn with r, and plays the
// history on it.
func (det *Determinizer) replay(a determinize.Assignment, r *rand.Rand) (State, error) {
	v := &det.view
	var d Deal
	d.Hands[v.Seat] = det.dealt
	short := shortPiles(v.Rules.CardsInPlay())
	for p := range Players {
		for i, pv := range v.Piles[p] {
			for k := range PileSize {
				if pv.Known&(1<<k) != 0 {
					d.Piles[p][i][k] = pv.Cards[k]
				}
			}
			if short && i > 0 {
				d.Piles[p][i][0] = deck.NoCard // a pile of three (doc/strohmandel.md §11.1.3)
			}
		}
	}
	for j := range det.locs {
		l := &det.locs[j]
		switch l.kind {
		case locDealt:
			d.Hands[det.opp] = a[j]
		case locLast:
			c, _ := a[j].First()
			d.Piles[l.seat][l.pile][PileSize-1] = c
		case locPile:
			var buf [PileSize]deck.Card
			cards := a[j].AppendCards(buf[:0])
			for k := len(cards) - 1; k > 0; k-- {
				x := r.IntN(k + 1)
				cards[k], cards[x] = cards[x], cards[k]
			}
			for k, c := range cards {
				d.Piles[l.seat][l.pile][l.pos[k]] = c
			}
		}
	}
	st, err := NewGame(v.Rules, d)
	if err != nil {
		return st, err
	}
	return determinize.Replay(st, v.Events(), func(e Event) Move { return e.Move })
}

// Possible reports whether st is one of the states [Determinizer.Sample]
// may return: its Observation for the observer equals the observation, and
// its hidden cards satisfy the constraints the sampler draws from. Every
// consistent state is possible; a consistent state that is not possible
// would be a defect of the method, and tests use Possible to look for one.
func (det *Determinizer) Possible(st State) bool {
	if !det.core.Fits(st) {
		return false
	}
	deal := st.Deal()
	for j := range det.locs {
		l := &det.locs[j]
		var cards deck.Set
		switch l.kind {
		case locDealt:
			cards = deal.Hands[det.opp]
		case locLast:
			cards = 1 << deal.Piles[l.seat][l.pile][PileSize-1]
		case locPile:
			for _, k := range l.pos[:l.size] {
				cards |= 1 << deal.Piles[l.seat][l.pile][k]
			}
		}
		if cards.Overlaps(l.forbid) {
			return false
		}
	}
	return !det.needTarock || !deal.Hands[det.opp].Tarocks().IsEmpty()
}
