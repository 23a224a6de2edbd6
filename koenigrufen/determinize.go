package koenigrufen

import (
	"errors"
	"math/rand/v2"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/determinize"
	"github.com/tarockfamily/sdk/tarock/hidden"
)

// determinizeTries bounds the candidate states [Determinizer.Sample]
// builds before it gives up. Candidates are rejected only for conditions
// on whole hands (see [Determinizer]).
const determinizeTries = 4000

// plainCards are the suit cards other than kings: the cards the declarer
// discards face down (doc/koenigrufen.md §7.3).
const plainCards = deck.FullPack &^ (deck.Tarocks | deck.Kings)

// The kinds of place an unknown card may be in now: a seat's hand, one
// talon position nobody has seen, and the declarer's discards laid away
// face down.
const (
	placeHand    = determinize.PlaceHand
	placeTalon   = determinize.PlaceTalon
	placeDiscard = determinize.PlaceOther
)

// place is one location of the hidden-card problem.
type place = determinize.Place

// Determinizer draws complete [State] values consistent with one
// [Observation] (doc/koenigrufen.md "States, observations and
// determinization"), uniformly among all of them. Build it once per
// observation with [NewDeterminizer] and call [Determinizer.Sample] as
// often as needed; [Determinize] does both for a single state.
//
// # What is consistent
//
// A state is consistent with an observation o when a deal and o's history,
// with the discards completed, reach it and its Observation(o.Seat) equals
// o. Such states differ only in what o.Seat has not seen: the other hands
// (but the open hands of an open contract, doc/koenigrufen.md §9.6), the
// talon while it is face down (in the solo and negative contracts, and the
// Trischaken cards not yet given to a trick), the discards laid away face
// down, in a Sechserdreier whose talon nobody was shown which of the
// declarer's cards came from the talon — and so the partner, who is
// whoever holds the called king.
//
// # The method
//
// The observer knows where some cards are: his hand, the open hands, the
// cards played, the talon cards shown and not taken, and the discards he
// saw. Every other card is placed afresh by package tarock/hidden in the
// hands of the other seats (with the sizes o.HandSizes gives), among the
// discards laid away face down (doc/koenigrufen.md §7.3: suit cards other
// than kings in a tarock contract, tarocks II to XX in a colour contract),
// and in each talon position nobody has seen. The constraints on single
// cards are necessary conditions of every consistent state:
//
//   - a card played shows what the player did not hold then
//     (determinize.Excluded under the obligations of the contract,
//     doc/koenigrufen.md §9.2–§9.5, and a tarock led in a colour contract
//     shows no suit card); his hand now is part of his hand then, so the
//     exclusion holds for it;
//   - a card of the talon half the declarer took (all six in a
//     Sechserdreier whose talon was shown), not yet played or seen, is in
//     his hand or among his discards (doc/koenigrufen.md §7.1, §7.2);
//   - a card laid away face up shows that none of the kind laid away face
//     down was left to the declarer (doc/koenigrufen.md §7.3);
//   - a bid or hold of a bird caller, handing the forehand on, Schleifen
//     naming a bird, a called queen or fourth king, an announced bird and
//     King Ultimo show cards their seat held (doc/koenigrufen.md §5.2,
//     §6.1, §6.3, §8.3; doc/koenigrufen.md §5.1 rule 7), which are in
//     its hand unless seen since; a bid of a Besserrufer or its low or
//     high form shows one of its birds, which makes the placement a
//     mixture of disjoint cases;
//   - the called king, when the observer knows which it is and it was not
//     in the talon he saw, is not in the declarer's hand unless
//     CallOwnKing allows it (never a queen or the fourth king,
//     doc/koenigrufen.md §6.1 rules 3 to 5); when the observer knows the
//     partner it is in the partner's hand, and when he knows there is
//     none it is in no other hand than the declarer's (doc/koenigrufen.md
//     §6.2).
//
// So the called king, and with it the partner, lies in any hand or talon
// position these allow. A placement becomes a deal (each hand now plus
// the cards its seat played, the declarer's plus his discards and less
// the talon cards he took); in a Sechserdreier whose talon the observer
// did not see the six talon positions receive a uniformly random ordered
// choice of the declarer's cards. NewGame, the replay of the history and
// the comparison of the observation accept or reject the candidate;
// conditions on whole hands (a call of the fourth king needs three kings
// in the declarer's hand, a calling contract at most three, a colour
// contract six suit cards under ColourMinSuitCards, doc/koenigrufen.md
// §7.3; doc/koenigrufen.md §5.1 rule 7; doc/koenigrufen.md §6.1 rule 4),
// a Kontra or Re that the partnership
// forbids (doc/koenigrufen.md §8.4) and the reservations of the play
// (doc/koenigrufen.md §8.6) are left to that test.
//
// # Why the result is uniform
//
// The constraints are necessary, so every consistent state's placement is
// among those drawn; a placement with a talon order determines the deal
// and, through the deterministic replay, the state, and distinct draws
// give distinct deals. Package hidden draws every placement of a case
// with the same probability, the cases are disjoint and drawn by their
// counts, and the talon order is uniform over a set whose size is the
// same for every placement, so rejecting the candidates whose observation
// differs leaves every consistent state equally likely. This is uniform
// over the deals that fit what the seat has seen, not the posterior of
// real play: bids and choices are not weighed.
type Determinizer struct {
	core      *determinize.Determinizer[State, Observation]
	view      Observation
	unknown   deck.Set
	places    []place
	played    [numSeats]deck.Set
	needs     [numSeats]deck.Set // cards each seat showed it held (determinize_constraints.go)
	oneOf     []oneOf            // sets of which a seat showed it held a card
	standing  Contract           // the standing bid while the history is read
	taken     deck.Set           // the talon cards the declarer took, as the observer saw them
	talonDraw bool               // the talon positions are a random choice of the declarer's cards
}

// NewDeterminizer prepares sampling of the states consistent with view
// (see [Determinizer] for the method). It returns an error wrapping
// determinize.ErrInconsistentView when view cannot be an observation of a
// deal under view.Rules: a seat out of range, invalid rules or cards, a
// history whose tricks do not follow each other, sizes that contradict
// the cards shown, or constraints no placement satisfies. It allocates the
// counting tables of package hidden.
func NewDeterminizer(view Observation) (*Determinizer, error) {
	det := &Determinizer{view: view}
	if err := det.check(); err != nil {
		return nil, err
	}
	excluded, err := det.readHistory()
	if err != nil {
		return nil, err
	}
	if err := det.place(excluded); err != nil {
		return nil, err
	}
	mix := det.mixture()
	det.core, err = determinize.New(&det.view, determinize.Rule[State]{
		Game: "koenigrufen", Seat: view.Seat, Events: view.HistoryLen, Replay: det.build, Tries: determinizeTries,
	}, mix)
	if err != nil {
		return nil, err
	}
	return det, nil
}

// bad returns the error of an inconsistent view.
func (det *Determinizer) bad(format string, args ...any) error {
	return determinize.Errorf("koenigrufen", det.view.Seat, format, args...)
}

// check checks the seats, rules, cards and sizes of the view.
func (det *Determinizer) check() error {
	v := &det.view
	switch {
	case v.Seat >= numSeats:
		return det.bad("not a seat of Königrufen")
	case v.Declarer != tarock.NoSeat && v.Declarer >= numSeats:
		return det.bad("declarer %v is not a seat", v.Declarer)
	case v.HistoryLen < 0 || v.HistoryLen > MaxHistory:
		return det.bad("%d events, want 0..%d", v.HistoryLen, MaxHistory)
	case !v.Hand.Valid() || !v.Discards.Valid() || !v.Played.Valid():
		return det.bad("hand %v, discards %v or cards played %v hold bits that are not cards", v.Hand, v.Discards, v.Played)
	case v.Hand.Len() != v.HandSizes[v.Seat]:
		return det.bad("hand %v of %d cards, hand size %d", v.Hand, v.Hand.Len(), v.HandSizes[v.Seat])
	case v.PartnerKnown && v.Partner != tarock.NoSeat && v.Partner >= numSeats:
		return det.bad("partner %v is not a seat", v.Partner)
	}
	if err := v.Rules.Validate(); err != nil {
		return det.bad("%w", err)
	}
	for p, n := range v.HandSizes {
		if n < 0 || n > 18 {
			return det.bad("hand size %d of seat %d", n, p)
		}
	}
	var seen deck.Set
	for i, c := range v.Talon {
		if c == Hidden {
			continue
		}
		if !c.Valid() || seen.Has(c) {
			return det.bad("talon position %d holds %v", i+1, c)
		}
		seen = seen.With(c)
	}
	return nil
}

// readHistory reads who played what, what each play excludes from the
// player's hand under the obligations of the contract, the talon taken,
// and the cards the moves show a seat held (determinize_constraints.go).
func (det *Determinizer) readHistory() (excluded [numSeats]deck.Set, err error) {
	v := &det.view
	ob := v.obligations()
	var trick tarock.Trick
	var all deck.Set
	for i, e := range v.Events() {
		if e.Seat >= numSeats {
			return excluded, det.bad("event %d by %v", i+1, e.Seat)
		}
		switch e.Move.Kind() {
		case MovePlay:
			c, _ := e.Move.PlayedCard()
			if !c.Valid() || all.Has(c) {
				return excluded, det.bad("event %d plays %v again or a card that is not one", i+1, c)
			}
			if all.Len()%numSeats == 0 {
				trick = tarock.NewTrick(e.Seat, numSeats)
			} else if trick.ToPlay() != e.Seat {
				return excluded, det.bad("event %d: %v plays, %v is to play", i+1, e.Seat, trick.ToPlay())
			}
			if e.Seat != v.Seat {
				excluded[e.Seat] |= determinize.Excluded(c, trick, ob)
				if ob.SuitLeadFirst && trick.Len() == 0 && c.IsTarock() {
					// A tarock led in a colour contract shows no suit card
					// (doc/koenigrufen.md §9.5).
					excluded[e.Seat] |= deck.FullPack.SuitCards()
				}
			}
			trick, _ = trick.Play(c)
			det.played[e.Seat] = det.played[e.Seat].With(c)
			all = all.With(c)
		case MoveTake:
			h := e.Move.Half()
			for _, c := range v.Talon[3*int(h&1) : 3*int(h&1)+3] {
				det.taken = det.taken.With(c)
			}
		default:
			det.readNeeds(e)
		}
	}
	if all != v.Played {
		return excluded, det.bad("cards played %v, the history plays %v", v.Played, all)
	}
	if v.Contract == Sechserdreier && v.Declarer < numSeats && v.Phase != PhaseAuction {
		// The declarer took all six (doc/koenigrufen.md §7.1): seen by him
		// or under SechserdreierTalonShown, else drawn from his cards.
		det.talonDraw = v.Talon[0] == Hidden
		if !det.talonDraw {
			det.taken = deck.SetOf(v.Talon[:]...)
		}
	}
	det.readAnnounced()
	return excluded, nil
}

// obligations returns the play obligations of the view's contract
// (doc/koenigrufen.md §9.2–§9.5), as [State.Obligations] gives them.
func (o *Observation) obligations() tarock.Obligations {
	s := State{head: head{rules: &o.Rules, outline: outline{contract: o.Contract}}}
	if o.Contract == Trischaken && !o.TrischakenMustBeat {
		s.setTrischakenFlag(tNoMustBeat)
	}
	return s.obligations()
}

// place finds the unknown cards and the places they may be in, with their
// constraints.
func (det *Determinizer) place(excluded [numSeats]deck.Set) error {
	v := &det.view
	s, d := v.Seat, v.Declarer
	var talonSeen, open deck.Set
	for _, c := range v.Talon {
		talonSeen = talonSeen.With(c)
	}
	for p, h := range v.OpenHands {
		if tarock.Seat(p) == s && h != 0 && h != v.Hand {
			return det.bad("open hand %v of the observer, hand %v", h, v.Hand)
		}
		open |= h
	}
	open &^= v.Hand
	left := talonSeen &^ det.taken
	known := []deck.Set{v.Hand, v.Played, v.Discards, left, open}
	for i, a := range known {
		for _, b := range known[:i] {
			if a.Overlaps(b) {
				return det.bad("%v shown in two places", a.Intersect(b))
			}
		}
	}
	det.unknown = deck.FullPack &^ (v.Hand | v.Played | v.Discards | left | open)
	for p := range tarock.Seat(numSeats) {
		if p != s {
			size := v.HandSizes[p] - v.OpenHands[p].Len()
			if size < 0 {
				return det.bad("open hand %v of %v, hand size %d", v.OpenHands[p], p, v.HandSizes[p])
			}
			det.places = append(det.places, place{Kind: placeHand, Seat: p, Size: size, Forbid: excluded[p],
				Require: det.needs[p] & det.unknown})
		}
	}
	if err := det.placeDiscards(); err != nil {
		return err
	}
	if !det.talonDraw {
		for i, c := range v.Talon {
			if c == Hidden {
				det.places = append(det.places, place{Kind: placeTalon, Pos: i, Size: 1})
			}
		}
	}
	// A card of the half taken, not played or seen since, is the
	// declarer's.
	determinize.Keep(det.places, d, det.taken&det.unknown)
	det.placeKing(det.hand(d), talonSeen)
	return nil
}

// hand returns the place of seat p's hand, nil for the observer's.
func (det *Determinizer) hand(p tarock.Seat) *place {
	if i := det.handIndex(p); i >= 0 {
		return &det.places[i]
	}
	return nil
}

// problem returns the hidden-card problem of the places with the
// conditions of one case of the mixture (see mixture) added.
func (det *Determinizer) problem(c *caseConds) *hidden.Problem {
	return determinize.Problem(det.unknown, det.places, func(i int) (deck.Set, deck.Set) { return c.forbid[i], c.require[i] })
}

// Determinize returns a complete State consistent with everything the
// seat of view has seen, drawn uniformly at random with r among all such
// states (doc/koenigrufen.md "States, observations and determinization";
// see [Determinizer] for the method). The state's Observation(view.Seat)
// equals view. It returns an error wrapping determinize.ErrInconsistentView
// when no state fits view. To draw many states from one observation, use
// [NewDeterminizer] once and [Determinizer.Sample] for each. r must not be
// nil: a nil generator is a programmer error and panics.
func Determinize(view Observation, r *rand.Rand) (State, error) {
	return determinize.Draw(view, r, NewDeterminizer)
}

// Sample draws a consistent state uniformly at random with r (see
// [Determinizer]); its Observation(view.Seat) equals the view. The same r
// state gives the same result. It returns an error wrapping
// determinize.ErrInconsistentView when no candidate out of a few thousand
// replays to the view. A Determinizer is not changed by sampling: any
// number of goroutines may sample from one at once, each with its own r.
// A nil r is a programmer error and panics.
func (det *Determinizer) Sample(r *rand.Rand) (State, error) { return det.core.Sample(r) }

// Possible reports whether st is one of the states [Determinizer.Sample]
// may return, as tapp's and strohmandel's Determinizer.Possible do: its
// Observation for the view's seat equals the view, and its hidden cards
// satisfy the constraints the sampler draws from (see [Determinizer]),
// among them that a seat which showed it held one of several birds holds
// one. Every state consistent with the view is possible; a state that is
// consistent but not possible would be a defect of the method, and tests
// use Possible to look for one. The zero Determinizer finds no state
// possible.
func (det *Determinizer) Possible(st State) bool {
	if !det.core.Fits(st) {
		return false
	}
	v := &det.view
	var a determinize.Assignment
	var placed deck.Set
	for i, pl := range det.places {
		var cards deck.Set
		switch pl.Kind {
		case placeHand:
			cards = st.Hand(pl.Seat) &^ v.OpenHands[pl.Seat&3]
		case placeDiscard:
			cards = st.Discards() &^ v.Discards
		case placeTalon:
			cards = deck.SetOf(st.Talon()[pl.Pos%6])
		}
		if cards.Len() != pl.Size || cards.Overlaps(pl.Forbid) || !cards.ContainsAll(pl.Require) || cards.Overlaps(placed) {
			return false
		}
		placed |= cards
		a[i] = cards
	}
	if placed != det.unknown || !det.oneOfFits(&a) {
		return false
	}
	if det.talonDraw {
		// The six talon cards are a choice of the declarer's cards.
		d := v.Declarer & 3
		t := st.Talon()
		talon, his := deck.SetOf(t[:]...), st.Hand(d)|st.Discards()|det.played[d]
		return talon.Len() == len(t) && his.ContainsAll(talon)
	}
	return true
}

// errTalonChoice rejects an assignment that leaves too few of the
// declarer's cards for the talon positions of a Sechserdreier.
var errTalonChoice = errors.New("no card for a talon position")

// build deals the assignment a and replays the view's history on it, with
// the discard move completed by the sampled discards.
func (det *Determinizer) build(a determinize.Assignment, rng *rand.Rand) (State, error) {
	v := &det.view
	d := v.Declarer
	var hands [numSeats]deck.Set
	hands[v.Seat] = v.Hand
	discards, talon := v.Discards, v.Talon
	for i, pl := range det.places {
		switch pl.Kind {
		case placeHand:
			hands[pl.Seat] = a[i] | v.OpenHands[pl.Seat]
		case placeDiscard:
			discards |= a[i]
		case placeTalon:
			talon[pl.Pos], _ = a[i].First()
		}
	}
	fromTalon := det.taken
	if det.talonDraw {
		var pool [deck.NumCards]deck.Card
		cards := (hands[d] | discards | det.played[d]).AppendCards(pool[:0])
		if len(cards) < len(talon) {
			return State{}, errTalonChoice
		}
		fromTalon = 0
		for j := range talon {
			r := j + rng.IntN(len(cards)-j)
			cards[j], cards[r] = cards[r], cards[j]
			talon[j] = cards[j]
			fromTalon = fromTalon.With(cards[j])
		}
	}
	var deal Deal
	for p := range tarock.Seat(numSeats) {
		deal.Hands[p] = hands[p] | det.played[p]
	}
	if d < numSeats {
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
