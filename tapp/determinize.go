package tapp

import (
	"errors"
	"math/bits"
	"math/rand/v2"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/determinize"
	"github.com/tarockfamily/sdk/tarock/hidden"
)

// determinizeTries bounds the candidate states [Determinizer.Sample] builds
// before it gives up. Candidates are rejected only for conditions that are
// not constraints on single cards (see [Determinizer]); for an observation
// of a real deal nearly every candidate is accepted.
const determinizeTries = 2000

// plainCards are the cards that are neither tarocks nor kings: the cards a
// declarer discards first (doc/tapp.md §6.1).
const plainCards = deck.FullPack &^ (deck.Tarocks | deck.Kings)

// The kinds of place an unknown card may be in now: a seat's hand, one
// talon position that nobody took and the observer did not see, and the
// declarer's unseen discards, the tarocks II–XX and the plain cards apart.
const (
	placeHand          = determinize.PlaceHand
	placeTalon         = determinize.PlaceTalon
	placeDiscardTarock = determinize.PlaceOther
	placeDiscardPlain  = determinize.PlaceOther + 1
	placeDummyTaken    = determinize.PlaceOther + 2 // a dummy card taken unseen, Pos its trick (doc/tapp.md §11.2)
)

// place is one location of the hidden-card problem.
type place = determinize.Place

// Determinizer draws complete [State] values consistent with one
// [Observation] (doc/design.md §2.5), uniformly among all of them. Build it
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
//     (doc/tapp.md §6.1).
//   - Every card played tells what the player did not hold then (doc/tapp.md §8): not
//     following the suit led shows a void in it, playing no tarock as well
//     shows no tarocks. In Trischaken (doc/tapp.md §5.3) a card that does not beat the
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
//     than he had to discard (doc/tapp.md §6.1, §6.3). So when o.DiscardedTarocks is 0
//     the unseen discards are plain cards; otherwise they are exactly the
//     declarer's plain cards, which excludes every plain card from his
//     hand, plus the tarocks shown, or under DiscardForcedAnnouncedOnly
//     o.DiscardedTarocks unseen tarocks II–XX. (Fewer than three discards
//     among plain cards and tarocks II–XX together cannot happen: the
//     declarer holds 16 + 3 cards and only seven are kings or Trull cards.)
//   - An announced Pagat Ultimo (doc/tapp.md §7) needs the Pagat in the declarer's hand
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
// deal thrown in under RedealNoTarock before the auction (doc/tapp.md §3): some hand
// held no tarock. If it was not the observer's, the sampler chooses
// between the problems "seat p holds no tarock" for the two other seats in
// proportion to their counts and accepts a draw with probability one over
// the number of those problems it satisfies, which again gives every
// consistent deal the same probability.
//
// This is uniform over the deals that fit what the observer has seen, not
// the posterior of real play: players' bids and choices are not weighed.
type Determinizer struct {
	core      *determinize.Determinizer[State, Observation]
	view      Observation
	unknown   deck.Set
	places    []place
	noTarock  []tarock.Seat // per case of the mixture: the seat whose hand holds no tarock, or NoSeat
	played    [3]deck.Set
	taken     uint8    // talon positions the declarer took
	hidTaken  uint8    // of those, the ones the observer did not see
	seenTaken deck.Set // the cards at the taken positions the observer saw
}

// NewDeterminizer prepares sampling of the states consistent with view (see
// [Determinizer] for the method). It returns an error wrapping
// determinize.ErrInconsistentView when view cannot be an observation of a
// deal under view.Rules: a seat out of range, invalid rules, invalid cards,
// a history whose tricks do not follow each other, hand sizes, discard
// counts or announcements that contradict the cards shown, or constraints
// no placement satisfies. It allocates the counting tables of package
// hidden (some ten to a hundred microseconds for the observations of a
// deal); should a table grow beyond hidden.DefaultTableLimit, which no
// observation of a deal comes near, the error wraps hidden.ErrTooLarge
// instead.
func NewDeterminizer(view Observation) (*Determinizer, error) {
	det := &Determinizer{view: view}
	seen, seenCards, err := det.check()
	if err != nil {
		return nil, err
	}
	excluded, allPlayed, err := det.readHistory(seen)
	if err != nil {
		return nil, err
	}
	if err := det.place(excluded, allPlayed, seenCards); err != nil {
		return nil, err
	}
	// One problem, or under RedealNoTarock for a deal thrown in before the
	// auction one per seat that may have held no tarock.
	var mix determinize.Mixture
	for _, nt := range det.tarocklessSeats() {
		if mix.Add(det.problem(nt)) == nil {
			det.noTarock = append(det.noTarock, nt)
		}
	}
	mix.SetOverlap(det.casesFitting)
	det.core, err = determinize.New(&det.view, determinize.Rule[State]{
		Game: "tapp", Seat: view.Seat, Events: view.HistoryLen, Replay: det.build, Tries: determinizeTries,
	}, mix)
	if err != nil {
		return nil, err
	}
	return det, nil
}

// bad returns the error of an inconsistent view.
func (det *Determinizer) bad(format string, args ...any) error {
	return determinize.Errorf("tapp", det.view.Seat, format, args...)
}

// check checks the seats, rules, cards and sizes of the view and returns
// the talon positions shown and their cards.
func (det *Determinizer) check() (seen uint8, seenCards deck.Set, err error) {
	view := &det.view
	s, d := view.Seat, view.Declarer
	switch {
	case int(s) >= view.seats():
		return 0, 0, det.bad("not a seat of Tapp Tarock")
	case d != tarock.NoSeat && int(d) >= view.seats():
		return 0, 0, det.bad("declarer %v is not a seat", d)
	case view.HistoryLen < 0 || view.HistoryLen > MaxHistory:
		return 0, 0, det.bad("%d events, want 0..%d", view.HistoryLen, MaxHistory)
	}
	if err := view.Rules.Validate(); err != nil {
		return 0, 0, det.bad("%w", err)
	}
	if !view.Hand.Valid() || !view.Discards.Valid() {
		return 0, 0, det.bad("hand %v or discards %v hold bits that are not cards", view.Hand, view.Discards)
	}
	for p, n := range view.HandSizes {
		if n < 0 || n > 19 {
			return 0, 0, det.bad("hand size %d of seat %d", n, p)
		}
	}
	if view.Hand.Len() != view.HandSizes[s] {
		return 0, 0, det.bad("hand %v of %d cards, hand size %d", view.Hand, view.Hand.Len(), view.HandSizes[s])
	}
	for i, c := range view.Talon {
		if c == Hidden {
			continue
		}
		if !c.Valid() || seenCards.Has(c) {
			return 0, 0, det.bad("talon position %d holds %v", i+1, c)
		}
		seen |= 1 << i
		seenCards = seenCards.With(c)
	}
	return seen, seenCards, nil
}

// readHistory reads who played what, what each play excludes from the
// player's hand and the talon positions taken.
func (det *Determinizer) readHistory(seen uint8) (excluded [3]deck.Set, allPlayed deck.Set, err error) {
	view := &det.view
	var trick tarock.Trick
	plays := 0
	obligations := tarock.Standard
	if view.Contract == Trischaken {
		obligations = tarock.Trischaken
	}
	n := view.seats()
	for i, e := range view.History[:view.HistoryLen] {
		if int(e.Seat) >= n {
			return excluded, 0, det.bad("event %d by %v", i+1, e.Seat)
		}
		switch e.Move.Kind() {
		case MovePlay:
			c, _ := e.Move.PlayedCard()
			if !c.Valid() || allPlayed.Has(c) {
				return excluded, 0, det.bad("event %d plays %v again or a card that is not one", i+1, c)
			}
			if plays%n == 0 {
				trick = tarock.NewTrick(e.Seat, n)
			} else if trick.ToPlay() != e.Seat {
				return excluded, 0, det.bad("event %d: %v plays, %v is to play", i+1, e.Seat, trick.ToPlay())
			}
			if e.Seat != view.Seat {
				excluded[e.Seat] |= determinize.Excluded(c, trick, obligations)
			}
			trick, _ = trick.Play(c)
			det.played[e.Seat] = det.played[e.Seat].With(c)
			allPlayed = allPlayed.With(c)
			plays++
		case MoveTake:
			if e.Move.Half() > Upper {
				return excluded, 0, det.bad("event %d takes %v", i+1, e.Move)
			}
			det.taken = takePos(view.Contract, e.Move.Half())
		case MoveTakeCards:
			for j, c := range view.Talon {
				if c != Hidden && e.Move.Cards().Has(c) {
					det.taken |= 1 << j
				}
			}
			if bits.OnesCount8(det.taken) != e.Move.Cards().Len() {
				return excluded, 0, det.bad("event %d takes %v, not all of them seen in the talon", i+1, e.Move.Cards())
			}
		}
	}
	det.hidTaken = det.taken &^ seen
	for j, c := range view.Talon {
		if det.taken&seen&(1<<j) != 0 {
			det.seenTaken = det.seenTaken.With(c)
		}
	}
	return excluded, allPlayed, nil
}

// place finds the unknown cards and the places they may be in, with their
// constraints.
func (det *Determinizer) place(excluded [3]deck.Set, allPlayed, seenCards deck.Set) error {
	view := &det.view
	s, d := view.Seat, view.Declarer
	seenLeft := seenCards &^ det.seenTaken
	if det.taken != 0 && d == tarock.NoSeat {
		return det.bad("talon taken without a declarer")
	}
	for _, pair := range [][2]deck.Set{
		{view.Hand, allPlayed}, {view.Hand, seenLeft}, {view.Hand, view.Discards},
		{allPlayed, seenLeft}, {allPlayed, view.Discards}, {seenLeft, view.Discards},
	} {
		if pair[0].Overlaps(pair[1]) {
			return det.bad("%v shown in two places", pair[0].Intersect(pair[1]))
		}
	}
	dummyShown, err := det.dummyShown(allPlayed | seenLeft | view.Hand | view.Discards)
	if err != nil {
		return err
	}
	known, pack := view.Hand|allPlayed|seenLeft|view.Discards|dummyShown, view.Rules.CardsInPlay()
	if !pack.ContainsAll(known) {
		return det.bad("%v shown, not in the pack of the rules", known.Minus(pack))
	}
	det.unknown = pack &^ known
	for p := range tarock.Seat(3) {
		if p != s {
			det.places = append(det.places, place{Kind: placeHand, Seat: p, Size: view.HandSizes[p], Forbid: excluded[p]})
		}
	}
	if d != tarock.NoSeat && d != s {
		if err := det.placeDeclarers(); err != nil {
			return err
		}
	}
	for j, c := range view.Talon {
		if c == Hidden && det.taken&(1<<j) == 0 {
			det.places = append(det.places, place{Kind: placeTalon, Pos: j, Size: 1})
		}
	}
	det.placeDummyTaken()
	// A talon card seen in the declarer's half and not yet played or seen
	// again is in his hand or his discards.
	determinize.Keep(det.places, d, det.seenTaken&det.unknown)
	for i := range det.places {
		if det.places[i].Kind == placeDummyTaken {
			det.places[i].Forbid |= det.seenTaken & det.unknown
		}
	}
	return nil
}

// placeDeclarers adds the constraints on the hand of a declarer other than
// the observer and the places of his unseen discards (doc/tapp.md §6.1, §7).
func (det *Determinizer) placeDeclarers() error {
	view := &det.view
	d := view.Declarer
	hd := &det.places[0]
	if det.places[1].Seat == d {
		hd = &det.places[1]
	}
	if view.DiscardedTarocks > 0 {
		// Tarocks are discarded only with every plain card (doc/tapp.md §6.1).
		if pl := det.played[d] & plainCards; pl != 0 {
			return det.bad("declarer discarded %d tarocks but played the plain cards %v", view.DiscardedTarocks, pl)
		}
		hd.Forbid |= plainCards
	}
	if view.Announced&PagatUltimo != 0 {
		switch {
		case det.unknown.Has(deck.Pagat):
			hd.Require = deck.SetOf(deck.Pagat)
		case !det.played[d].Has(deck.Pagat):
			return det.bad("Pagat Ultimo announced by %v, but the Pagat is elsewhere", d)
		}
	}
	xt := view.DiscardedTarocks - view.Discards.Tarocks().Len()
	xp := view.NumDiscards - view.DiscardedTarocks
	if xt < 0 || xp < 0 || view.Discards.Len() > view.NumDiscards {
		return det.bad("%d discards, %d of them tarocks, %v seen", view.NumDiscards, view.DiscardedTarocks, view.Discards)
	}
	if xt > 0 {
		det.places = append(det.places, place{Kind: placeDiscardTarock, Label: "unseen discarded tarocks", Size: xt, Forbid: deck.FullPack &^ (deck.Tarocks &^ deck.Trull)})
	}
	if xp > 0 {
		det.places = append(det.places, place{Kind: placeDiscardPlain, Label: "unseen discarded plain cards", Size: xp, Forbid: deck.Tarocks | deck.Kings})
	}
	return nil
}

// tarocklessSeats returns the cases of the mixture: NoSeat alone, or for a
// deal thrown in before the auction under RedealNoTarock (doc/tapp.md §3) each other
// seat that may have held no tarock.
func (det *Determinizer) tarocklessSeats() []tarock.Seat {
	view := &det.view
	if !view.Rules.RedealNoTarock || view.Phase != PhaseDone || view.HistoryLen != 0 || view.Hand.Tarocks().IsEmpty() {
		return []tarock.Seat{tarock.NoSeat}
	}
	var seats []tarock.Seat
	for p := range tarock.Seat(view.seats()) {
		if p != view.Seat {
			seats = append(seats, p)
		}
	}
	return seats
}

// problem returns the hidden-card problem of the places, with seat
// noTarock's hand (unless NoSeat) holding no tarock.
func (det *Determinizer) problem(noTarock tarock.Seat) *hidden.Problem {
	return determinize.Problem(det.unknown, det.places, func(i int) (deck.Set, deck.Set) {
		if pl := det.places[i]; pl.Kind == placeHand && pl.Seat == noTarock {
			return deck.Tarocks, 0
		}
		return 0, 0
	})
}

// Determinize returns a complete State consistent with everything the seat
// of view has seen, drawn uniformly at random with r among all such states
// (doc/design.md §2.5; see [Determinizer] for the method and why it
// is uniform). The state's Observation(view.Seat) equals view. It returns
// an error wrapping determinize.ErrInconsistentView when no state fits
// view. To draw many states from one observation, use [NewDeterminizer]
// once and [Determinizer.Sample] for each. r must not be nil: a nil
// generator is a programmer error and panics.
func Determinize(view Observation, r *rand.Rand) (State, error) {
	return determinize.Draw(view, r, NewDeterminizer)
}

// Sample draws a consistent state uniformly at random with r (see
// [Determinizer]); its Observation(view.Seat) equals the view. The same r
// state gives the same result. It returns an error wrapping
// determinize.ErrInconsistentView when no candidate out of a few thousand
// replays to the view, which happens only for a view no deal fits. A
// Determinizer is not changed by sampling: any number of goroutines may
// sample from one at once, each with its own r.
// A nil r is a programmer error and panics.
func (det *Determinizer) Sample(r *rand.Rand) (State, error) { return det.core.Sample(r) }

// casesFitting counts the cases whose tarock-less hand the assignment a
// satisfies.
func (det *Determinizer) casesFitting(a determinize.Assignment) int {
	m := 0
	for _, nt := range det.noTarock {
		for i, pl := range det.places {
			if pl.Kind == placeHand && pl.Seat == nt && a[i].Tarocks().IsEmpty() {
				m++
			}
		}
	}
	return m
}

// errTalonChoice rejects an assignment that leaves a talon position empty
// or too few of the declarer's cards for the unseen positions he took.
var errTalonChoice = errors.New("no card for a talon position")

// build deals the assignment a and replays the view's history on it, with
// the discard move completed by the sampled discards.
func (det *Determinizer) build(a determinize.Assignment, rng *rand.Rand) (State, error) {
	v := &det.view
	d := v.Declarer
	var hands [3]deck.Set
	hands[v.Seat] = v.Hand
	discards := v.Discards
	talon := v.Talon
	for i, pl := range det.places {
		switch pl.Kind {
		case placeHand:
			hands[pl.Seat] = a[i]
		case placeDiscardTarock, placeDiscardPlain:
			discards |= a[i]
		case placeTalon:
			c, ok := a[i].First()
			if !ok {
				return State{}, errTalonChoice
			}
			talon[pl.Pos] = c
		}
	}
	var fromTalon deck.Set
	if det.taken != 0 {
		if !det.chooseTalon(&talon, (hands[d]|discards|det.played[d])&^det.seenTaken, rng) {
			return State{}, errTalonChoice
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
	if v.Rules.Dummy1829 {
		det.dealDummy(&deal, a, rng)
	}
	if d != tarock.NoSeat {
		deal.Hands[d] = (deal.Hands[d] | discards) &^ fromTalon
	}
	deal.Talon = talon
	st, err := NewGame(v.Rules, deal)
	if err != nil {
		return State{}, err
	}
	return determinize.Replay(st, v.Events(), func(e Event) Move {
		if e.Move.Kind() == MoveDiscard {
			return Discard(discards)
		}
		return e.Move
	})
}

// chooseTalon fills the talon positions the declarer took and the observer
// did not see with a uniformly random ordered choice of the declarer's
// cards: under the unexposed talon modes the defenders do not know which
// of his cards came from there. It reports false when there are too few.
func (det *Determinizer) chooseTalon(talon *[6]deck.Card, declarers deck.Set, rng *rand.Rand) bool {
	if det.hidTaken == 0 {
		return true
	}
	var pool [deck.NumCards]deck.Card
	cards := declarers.AppendCards(pool[:0])
	k := 0
	for j := range talon {
		if det.hidTaken&(1<<j) == 0 {
			continue
		}
		if k >= len(cards) {
			return false
		}
		r := k + rng.IntN(len(cards)-k)
		cards[k], cards[r] = cards[r], cards[k]
		talon[j] = cards[k]
		k++
	}
	return true
}

// Possible reports whether st is one of the states [Determinizer.Sample]
// may return: its Observation for the view's seat equals the view, and its
// hidden cards satisfy the constraints the sampler draws from. Every state
// consistent with the view is possible; a state that is consistent but not
// possible would be a defect of the method, and tests use Possible to look
// for one.
func (det *Determinizer) Possible(st State) bool {
	if !det.core.Fits(st) {
		return false
	}
	unseenDiscards := st.Discards() &^ det.view.Discards
	var a determinize.Assignment
	var placed deck.Set
	for i, pl := range det.places {
		var cards deck.Set
		switch pl.Kind {
		case placeHand:
			cards = st.hands[pl.Seat&3]
		case placeDummyTaken:
			cards = st.plays[3*pl.Pos+2].set()
		case placeDiscardTarock:
			cards = unseenDiscards.Tarocks()
		case placeDiscardPlain:
			cards = unseenDiscards &^ deck.Tarocks
		case placeTalon:
			cards = deck.SetOf(st.Talon()[pl.Pos])
		}
		if cards.Len() != pl.Size || cards.Overlaps(pl.Forbid) || !cards.ContainsAll(pl.Require) || cards.Overlaps(placed) {
			return false
		}
		placed |= cards
		a[i] = cards
	}
	if placed != det.unknown {
		return false
	}
	return det.noTarock[0] == tarock.NoSeat || det.casesFitting(a) > 0
}
