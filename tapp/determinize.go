package tapp

import (
	"errors"
	"fmt"
	"math/bits"
	"math/rand/v2"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/hidden"
)

// ErrInconsistentView is wrapped by the errors [Determinize],
// [NewDeterminizer] and [Determinizer.Sample] return for an observation that
// no deal fits: one that [State.Observation] cannot have produced (a seat out
// of range, cards shown twice, a history that breaks the rules, hand sizes
// that do not add up, …). The message says what does not fit; when package
// hidden found the contradiction its error (hidden.ErrInconsistent or
// hidden.ErrInvalid) is wrapped too.
var ErrInconsistentView = errors.New("no deal is consistent with the observation")

// determinizeTries bounds the candidate states [Determinizer.Sample] builds
// before it gives up. Candidates are rejected only for conditions that are
// not constraints on single cards (see [Determinizer]); for an observation
// of a real deal nearly every candidate is accepted.
const determinizeTries = 2000

// plainCards are the cards that are neither tarocks nor kings: the cards a
// declarer discards first (rules/tapp-tarock.md §6.1).
const plainCards = deck.FullPack &^ (deck.Tarocks | deck.Kings)

// The kinds of place an unknown card may be in now.
type placeKind uint8

const (
	placeHand          placeKind = iota // a seat's hand
	placeDiscardTarock                  // a tarock II–XX among the declarer's unseen discards
	placeDiscardPlain                   // a plain card among the declarer's unseen discards
	placeTalon                          // one talon position that nobody took and the observer did not see
)

// place is one location of the hidden-card problem.
type place struct {
	kind    placeKind
	seat    tarock.Seat // placeHand
	pos     int         // placeTalon: the talon position 0–5
	size    int
	forbid  deck.Set
	require deck.Set
}

func (p place) name() string {
	switch p.kind {
	case placeHand:
		return fmt.Sprintf("hand of %v", p.seat)
	case placeDiscardTarock:
		return "unseen discarded tarocks"
	case placeDiscardPlain:
		return "unseen discarded plain cards"
	}
	return fmt.Sprintf("talon position %d", p.pos+1)
}

// sampleCase is one counting problem of a [Determinizer] with its weight.
type sampleCase struct {
	sampler *hidden.Sampler
	cum     float64     // cumulative count up to and including this case
	noTarok tarock.Seat // seat whose hand holds no tarock in this case, or NoSeat
}

// Determinizer draws complete [State] values consistent with one
// [Observation] (DESIGN principle 5), uniformly among all of them. Build it
// once per observation with [NewDeterminizer] and call [Determinizer.Sample]
// as often as needed; [Determinize] does both for a single state.
//
// # What is consistent
//
// A state is consistent with an observation o when it can be reached from
// a deal by o's public history with the hidden discards filled in and its
// Observation(o.Seat) equals o exactly. Two consistent states differ only in
// the cards o.Seat has not seen: the other hands, the talon cards not
// shown, the declarer's discards laid face down, and under the unexposed
// talon modes which cards of the declarer's came from the talon.
//
// # The method
//
// The observer knows where some cards are: his own hand, every card
// played, the talon cards shown to him that nobody took, and the discards
// he saw (all of them if he is the declarer, otherwise the tarocks shown).
// Every other card is placed afresh. Its possible places now are the
// hands of the other seats (each with the size o.HandSizes gives), the
// declarer's discards he did not see (split into the discarded tarocks
// II–XX and the plain cards, with the numbers o.DiscardedTarocks and
// o.NumDiscards give), and each talon position that nobody took and he did
// not see. The places and the following constraints on single cards form a
// [hidden.Problem], which is sampled exactly uniformly:
//
//   - A card shown in a talon half the declarer took and not yet played or
//     seen among the discards is in the declarer's hand or his discards
//     (rules/tapp-tarock.md §6.1).
//   - Every card played tells what the player did not hold then (§8): not
//     following the suit led shows a void in it, playing no tarock as well
//     shows no tarocks. In Trischaken (§5.3) a card that does not beat the
//     trick while a card of its class would have, and the Pagat played
//     while another tarock could have been, show more. In general a card x
//     is excluded from the player's hand when the card played would not be
//     legal from the hand of the two cards {played, x}; for these play
//     obligations that is exactly the condition. A player's hand only
//     shrinks after the talon exchange, so every card he holds now was in
//     his hand at each of his plays, and the exclusion applies to all of
//     them, including his dealt cards still unplayed and, for the declarer,
//     the talon cards he took.
//   - The discards never hold a king or a Trull card, and a tarock only
//     when the declarer held fewer plain cards (neither tarock nor king)
//     than he had to discard (§6.1, §6.3). So when o.DiscardedTarocks is 0
//     the unseen discards are plain cards; otherwise they are exactly the
//     declarer's plain cards, which excludes every plain card from his
//     hand, plus the tarocks shown, or under DiscardForcedAnnouncedOnly
//     o.DiscardedTarocks unseen tarocks II–XX. (Fewer than three discards
//     among plain cards and tarocks II–XX together cannot happen: the
//     declarer holds 16 + 3 cards and only seven are kings or Trull cards.)
//   - An announced Pagat Ultimo (§7) needs the Pagat in the declarer's hand
//     when he announced; if it has not been played, he still holds it.
//
// Bids, holds, announcements and Kontras are free choices and constrain
// no card.
//
// A sampled placement is turned into a deal: each hand now plus the cards
// its seat played, for the declarer also plus his discards and minus the
// talon cards he took. Under TalonFixedHalfUnexposed and TalonTop3Unexposed
// the defenders do not know which of the declarer's cards came from the
// talon; those talon positions receive a uniformly random ordered choice of
// the declarer's cards (in hand, discarded or played) other than talon
// cards seen. NewGame on the deal and a replay of o's history, with the
// discard move completed by the sampled discards, give the candidate
// state, which is accepted if its Observation(o.Seat) equals o and
// otherwise drawn again.
//
// # Why the result is uniform
//
// The constraints above are necessary conditions: every consistent state
// satisfies them, so the set A of placements the sampler draws from holds
// every consistent state's placement. A state determines its placement
// (and the ordered talon choice), and a placement with a talon choice
// determines the deal and, through the deterministic replay, the state;
// so consistent states and accepted draws correspond one to one. The
// sampler draws every placement of A with the same probability, and the
// talon choice is uniform over a set whose size (the number of ordered
// choices from a fixed number of cards) is the same for every placement.
// Every pair is therefore equally likely, and rejecting the pairs that do
// not replay to o leaves every consistent state equally likely: the draws
// are uniform over the consistent states. The constraints make rejections
// rare. For an observation of a real deal only RedealNoTarock, under which
// every dealt hand must hold a tarock (a condition on a whole hand, not on
// single cards), rejects candidates at all, and rarely.
//
// The one observation in which a whole-hand condition is essential is a
// deal thrown in under RedealNoTarock before the auction (§3): some hand
// held no tarock. If it was not the observer's, the sampler chooses
// between the problems "seat p holds no tarock" for the two other seats in
// proportion to their counts and accepts a draw with probability one over
// the number of those problems it satisfies, which again gives every
// consistent deal the same probability.
//
// This is uniform over the deals that fit what the observer has seen, not
// the posterior of real play: players' bids and choices are not weighed.
type Determinizer struct {
	view      Observation
	unknown   deck.Set
	places    []place
	cases     []sampleCase
	played    [3]deck.Set
	taken     uint8    // talon positions the declarer took
	hidTaken  uint8    // of those, the ones the observer did not see
	seenTaken deck.Set // the cards at the taken positions the observer saw
}

// NewDeterminizer prepares sampling of the states consistent with view (see
// [Determinizer] for the method). It returns an error wrapping
// [ErrInconsistentView] when view cannot be an observation of a deal under
// view.Rules: a seat out of range, invalid rules, invalid cards, a history
// whose tricks do not follow each other, hand sizes, discard counts or
// announcements that contradict the cards shown, or constraints no
// placement satisfies. It allocates the counting tables of package hidden
// (some ten to a hundred microseconds for the observations of a deal);
// should a table grow beyond hidden.DefaultTableLimit, which no
// observation of a deal comes near, the error wraps hidden.ErrTooLarge
// instead.
func NewDeterminizer(view Observation) (*Determinizer, error) {
	s, d := view.Seat, view.Declarer
	bad := func(format string, args ...any) error {
		return fmt.Errorf("tapp: determinize the view of %v: "+format+": %w", append(append([]any{s}, args...), ErrInconsistentView)...)
	}
	if s > 2 {
		return nil, bad("not a seat of Tapp Tarock")
	}
	if d != tarock.NoSeat && d > 2 {
		return nil, bad("declarer %v is not a seat", d)
	}
	if view.HistoryLen < 0 || view.HistoryLen > MaxHistory {
		return nil, bad("%d events, want 0..%d", view.HistoryLen, MaxHistory)
	}
	if err := view.Rules.Validate(); err != nil {
		return nil, fmt.Errorf("tapp: determinize the view of %v: %w: %w", s, ErrInconsistentView, err)
	}
	if !view.Hand.Valid() || !view.Discards.Valid() {
		return nil, bad("hand %v or discards %v hold bits that are not cards", view.Hand, view.Discards)
	}
	for p, n := range view.HandSizes {
		if n < 0 || n > 19 {
			return nil, bad("hand size %d of seat %d", n, p)
		}
	}
	if view.Hand.Len() != view.HandSizes[s] {
		return nil, bad("hand %v of %d cards, hand size %d", view.Hand, view.Hand.Len(), view.HandSizes[s])
	}
	var seen uint8
	var seenCards deck.Set
	for i, c := range view.Talon {
		if c == Hidden {
			continue
		}
		if !c.Valid() || seenCards.Has(c) {
			return nil, bad("talon position %d holds %v", i+1, c)
		}
		seen |= 1 << i
		seenCards = seenCards.With(c)
	}

	// The history: who played what, what each play excludes, the talon
	// positions taken.
	det := &Determinizer{view: view}
	var excluded [3]deck.Set
	var allPlayed deck.Set
	var trick tarock.Trick
	plays := 0
	trischaken := view.Contract == Trischaken
	for i, e := range view.History[:view.HistoryLen] {
		if e.Seat > 2 {
			return nil, bad("event %d by %v", i+1, e.Seat)
		}
		switch e.Move.Kind() {
		case MovePlay:
			c, _ := e.Move.PlayedCard()
			if !c.Valid() || allPlayed.Has(c) {
				return nil, bad("event %d plays %v again or a card that is not one", i+1, c)
			}
			if plays%3 == 0 {
				trick = tarock.NewTrick(e.Seat, 3)
			} else if trick.ToPlay() != e.Seat {
				return nil, bad("event %d: %v plays, %v is to play", i+1, e.Seat, trick.ToPlay())
			}
			if e.Seat != s {
				excluded[e.Seat] |= excludedBy(c, trick, trischaken)
			}
			trick, _ = trick.Play(c)
			det.played[e.Seat] = det.played[e.Seat].With(c)
			allPlayed = allPlayed.With(c)
			plays++
		case MoveTake:
			if e.Move.Half() > Upper {
				return nil, bad("event %d takes %v", i+1, e.Move)
			}
			det.taken = 0b111 << (3 * e.Move.Half())
		case MoveTakeCards:
			for j, c := range view.Talon {
				if c != Hidden && e.Move.Cards().Has(c) {
					det.taken |= 1 << j
				}
			}
			if bits.OnesCount8(det.taken) != e.Move.Cards().Len() {
				return nil, bad("event %d takes %v, not all of them seen in the talon", i+1, e.Move.Cards())
			}
		}
	}
	det.hidTaken = det.taken &^ seen
	for j, c := range view.Talon {
		if det.taken&seen&(1<<j) != 0 {
			det.seenTaken = det.seenTaken.With(c)
		}
	}
	seenLeft := seenCards &^ det.seenTaken
	if det.taken != 0 && d == tarock.NoSeat {
		return nil, bad("talon taken without a declarer")
	}
	for _, pair := range [][2]deck.Set{
		{view.Hand, allPlayed}, {view.Hand, seenLeft}, {view.Hand, view.Discards},
		{allPlayed, seenLeft}, {allPlayed, view.Discards}, {seenLeft, view.Discards},
	} {
		if pair[0].Overlaps(pair[1]) {
			return nil, bad("%v shown in two places", pair[0].Intersect(pair[1]))
		}
	}
	det.unknown = deck.FullPack &^ (view.Hand | allPlayed | seenLeft | view.Discards)

	// The places and their constraints.
	for p := range tarock.Seat(3) {
		if p != s {
			det.places = append(det.places, place{kind: placeHand, seat: p, size: view.HandSizes[p], forbid: excluded[p]})
		}
	}
	if d != tarock.NoSeat && d != s {
		hd := &det.places[0]
		if det.places[1].seat == d {
			hd = &det.places[1]
		}
		if view.DiscardedTarocks > 0 {
			// Tarocks are discarded only with every plain card (§6.1).
			if pl := det.played[d] & plainCards; pl != 0 {
				return nil, bad("declarer discarded %d tarocks but played the plain cards %v", view.DiscardedTarocks, pl)
			}
			hd.forbid |= plainCards
		}
		if view.Announced&PagatUltimo != 0 {
			switch {
			case det.unknown.Has(deck.Pagat):
				hd.require = deck.SetOf(deck.Pagat)
			case !det.played[d].Has(deck.Pagat):
				return nil, bad("Pagat Ultimo announced by %v, but the Pagat is elsewhere", d)
			}
		}
		xt := view.DiscardedTarocks - view.Discards.Tarocks().Len()
		xp := view.NumDiscards - view.DiscardedTarocks
		if xt < 0 || xp < 0 || view.Discards.Len() > view.NumDiscards {
			return nil, bad("%d discards, %d of them tarocks, %v seen", view.NumDiscards, view.DiscardedTarocks, view.Discards)
		}
		if xt > 0 {
			det.places = append(det.places, place{kind: placeDiscardTarock, size: xt, forbid: deck.FullPack &^ (deck.Tarocks &^ deck.Trull)})
		}
		if xp > 0 {
			det.places = append(det.places, place{kind: placeDiscardPlain, size: xp, forbid: deck.Tarocks | deck.Kings})
		}
	}
	for j, c := range view.Talon {
		if c == Hidden && det.taken&(1<<j) == 0 {
			det.places = append(det.places, place{kind: placeTalon, pos: j, size: 1})
		}
	}
	// A talon card seen in the declarer's half and not yet played or seen
	// again is in his hand or his discards.
	if free := det.seenTaken & det.unknown; free != 0 {
		for i := range det.places {
			if pl := &det.places[i]; pl.kind == placeTalon || (pl.kind == placeHand && pl.seat != d) {
				pl.forbid |= free
			}
		}
	}

	// One problem, or under RedealNoTarock for a deal thrown in before the
	// auction one per seat that may have held no tarock.
	var noTarock []tarock.Seat
	if view.Rules.RedealNoTarock && view.Phase == PhaseDone && view.HistoryLen == 0 && !view.Hand.Tarocks().IsEmpty() {
		for p := range tarock.Seat(3) {
			if p != s {
				noTarock = append(noTarock, p)
			}
		}
	} else {
		noTarock = []tarock.Seat{tarock.NoSeat}
	}
	var firstErr error
	total := 0.0
	for _, nt := range noTarock {
		sm, err := det.problem(nt).Sampler()
		if err != nil {
			if firstErr == nil {
				firstErr = err
			}
			continue
		}
		total += sm.Count()
		det.cases = append(det.cases, sampleCase{sampler: sm, cum: total, noTarok: nt})
	}
	if len(det.cases) == 0 {
		if errors.Is(firstErr, hidden.ErrTooLarge) {
			return nil, fmt.Errorf("tapp: determinize the view of %v after %d events: %w", s, view.HistoryLen, firstErr)
		}
		return nil, fmt.Errorf("tapp: determinize the view of %v after %d events: %w: %w", s, view.HistoryLen, ErrInconsistentView, firstErr)
	}
	return det, nil
}

// problem returns the hidden-card problem of the places, with seat
// noTarock's hand (unless NoSeat) holding no tarock.
func (det *Determinizer) problem(noTarock tarock.Seat) *hidden.Problem {
	pr := hidden.NewProblem(det.unknown)
	for i, pl := range det.places {
		pr.AddLocation(pl.name(), pl.size)
		f := pl.forbid
		if pl.kind == placeHand && pl.seat == noTarock {
			f |= deck.Tarocks
		}
		pr.Forbid(i, f)
		if pl.require != 0 {
			pr.Require(i, pl.require)
		}
	}
	return pr
}

// excludedBy returns the cards a player cannot have held when he played c
// to trick t (before c): the cards x for which c is not legal from the hand
// {c, x} (rules/tapp-tarock.md §8; in Trischaken §5.3).
func excludedBy(c deck.Card, t tarock.Trick, trischaken bool) deck.Set {
	if !trischaken {
		led, ok := t.Led()
		if !ok || c.Suit() == led {
			return 0
		}
		x := led.Cards()
		if !c.IsTarock() {
			x |= deck.Tarocks
		}
		return x
	}
	var x deck.Set
	for y := range (deck.FullPack &^ t.Cards()).Without(c).All() {
		h := deck.SetOf(c, y)
		l := tarock.LegalPlays(h, t, tarock.WithMustBeat)
		if l.Has(deck.Pagat) && l.Tarocks() != deck.SetOf(deck.Pagat) {
			l = l.Without(deck.Pagat)
		}
		if !l.Has(c) {
			x = x.With(y)
		}
	}
	return x
}

// Determinize returns a complete State consistent with everything the seat
// of view has seen, drawn uniformly at random with rng among all such
// states (DESIGN principle 5; see [Determinizer] for the method and why it
// is uniform). The state's Observation(view.Seat) equals view. It returns
// an error wrapping [ErrInconsistentView] when no state fits view. To draw
// many states from one observation, use [NewDeterminizer] once and
// [Determinizer.Sample] for each.
func Determinize(view Observation, rng *rand.Rand) (State, error) {
	det, err := NewDeterminizer(view)
	if err != nil {
		return State{}, err
	}
	return det.Sample(rng)
}

// Sample draws a consistent state uniformly at random with rng (see
// [Determinizer]); its Observation(view.Seat) equals the view. The same rng
// state gives the same result. It returns an error wrapping
// [ErrInconsistentView] when no candidate out of a few thousand replays to
// the view, which happens only for a view no deal fits. A Determinizer is
// not changed by sampling: any number of goroutines may sample from one at
// once, each with its own rng.
func (det *Determinizer) Sample(rng *rand.Rand) (State, error) {
	var buf [hidden.MaxLocations]deck.Set
	for range determinizeTries {
		c := &det.cases[0]
		if len(det.cases) > 1 {
			u := rng.Float64() * det.cases[len(det.cases)-1].cum
			for i := range det.cases {
				if c = &det.cases[i]; u < c.cum {
					break
				}
			}
		}
		a := c.sampler.Sample(rng, buf[:0])
		if len(det.cases) > 1 {
			// Accept with probability 1 / (number of cases the draw fits).
			if m := det.casesFitting(a); m > 1 && rng.IntN(m) != 0 {
				continue
			}
		}
		if st, ok := det.build(a, rng); ok {
			return st, nil
		}
	}
	return State{}, fmt.Errorf("tapp: determinize the view of %v after %d events: no deal replays to it in %d tries: %w",
		det.view.Seat, det.view.HistoryLen, determinizeTries, ErrInconsistentView)
}

// casesFitting counts the cases whose tarock-less hand the assignment a
// satisfies.
func (det *Determinizer) casesFitting(a []deck.Set) int {
	m := 0
	for _, c := range det.cases {
		for i, pl := range det.places {
			if pl.kind == placeHand && pl.seat == c.noTarok && a[i].Tarocks().IsEmpty() {
				m++
			}
		}
	}
	return m
}

// build turns the assignment a into a state by dealing and replaying, and
// reports whether it is consistent with the view.
func (det *Determinizer) build(a []deck.Set, rng *rand.Rand) (State, bool) {
	v := &det.view
	s, d := v.Seat, v.Declarer
	var hands [3]deck.Set
	hands[s] = v.Hand
	discards := v.Discards
	talon := v.Talon
	for i, pl := range det.places {
		switch pl.kind {
		case placeHand:
			hands[pl.seat] = a[i]
		case placeDiscardTarock, placeDiscardPlain:
			discards |= a[i]
		case placeTalon:
			c, ok := a[i].First()
			if !ok {
				return State{}, false
			}
			talon[pl.pos] = c
		}
	}
	var fromTalon deck.Set
	if det.taken != 0 {
		if det.hidTaken != 0 {
			// Which of the declarer's cards came from the unseen talon
			// positions: a uniformly random ordered choice.
			var pool [deck.NumCards]deck.Card
			cards := ((hands[d] | discards | det.played[d]) &^ det.seenTaken).AppendCards(pool[:0])
			k := 0
			for j := range talon {
				if det.hidTaken&(1<<j) == 0 {
					continue
				}
				if k >= len(cards) {
					return State{}, false
				}
				r := k + rng.IntN(len(cards)-k)
				cards[k], cards[r] = cards[r], cards[k]
				talon[j] = cards[k]
				k++
			}
		}
		for j, c := range talon {
			if det.taken&(1<<j) != 0 {
				fromTalon = fromTalon.With(c)
			}
		}
	}
	var deal Deal
	for p := range tarock.Seat(3) {
		deal.Hands[p] = hands[p] | det.played[p]
	}
	if d != tarock.NoSeat {
		deal.Hands[d] = (deal.Hands[d] | discards) &^ fromTalon
	}
	deal.Talon = talon
	st, err := NewGame(v.Rules, deal)
	if err != nil {
		return State{}, false
	}
	for _, e := range v.History[:v.HistoryLen] {
		m := e.Move
		if m.Kind() == MoveDiscard {
			m = Discard(discards)
		}
		if st, err = st.Apply(m); err != nil {
			return State{}, false
		}
	}
	return st, st.Observation(s) == *v
}

// Possible reports whether st is one of the states [Determinizer.Sample]
// may return: its Observation for the view's seat equals the view, and its
// hidden cards satisfy the constraints the sampler draws from. Every state
// consistent with the view is possible; a state that is consistent but not
// possible would be a defect of the method, and tests use Possible to look
// for one.
func (det *Determinizer) Possible(st State) bool {
	v := &det.view
	if st.Observation(v.Seat) != *v {
		return false
	}
	unseenDiscards := st.Discards() &^ v.Discards
	var a [hidden.MaxLocations]deck.Set
	var placed deck.Set
	for i, pl := range det.places {
		var cards deck.Set
		switch pl.kind {
		case placeHand:
			cards = st.Hand(pl.seat)
		case placeDiscardTarock:
			cards = unseenDiscards.Tarocks()
		case placeDiscardPlain:
			cards = unseenDiscards &^ deck.Tarocks
		case placeTalon:
			cards = deck.SetOf(st.Talon()[pl.pos])
		}
		if cards.Len() != pl.size || cards.Overlaps(pl.forbid) || !cards.ContainsAll(pl.require) || cards.Overlaps(placed) {
			return false
		}
		placed |= cards
		a[i] = cards
	}
	if placed != det.unknown {
		return false
	}
	return det.cases[0].noTarok == tarock.NoSeat || det.casesFitting(a[:len(det.places)]) > 0
}
