package strohmandel

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
)

// ErrNoDeterminization is wrapped by the error [Determinize] returns when it
// finds no full state consistent with an observation: the observation was
// not produced by [State.Observation], or its constraints are so tight that
// the random search gave up.
var ErrNoDeterminization = errors.New("no state consistent with the observation found")

// determinizeTries bounds the candidate deals Determinize tries.
const determinizeTries = 500

// Determinize returns a full State consistent with what the observer of o
// has seen (DESIGN principle 5): the cards he cannot see — the opponent's
// unseen hand cards, the hidden cards of every pile, the last pile cards the
// opponent took in unseen — are chosen at random among the cards he cannot
// place, a Deal is built from them, and the public history o.History is
// replayed on it. A candidate is accepted only when every move replays and
// the resulting state's Observation(o.Seat) equals o, so every void shown in
// play, every face-up top and reveal, and every call and announcement is
// respected.
//
// The search uses what the history shows: the suits the opponent showed
// void in (in Trischaken also the cards that would have beaten a trick he
// did not beat), a hand without tarock shown by a throw-in, and which of
// his played cards may have been a last pile card he took in unseen (played
// after the pile emptied, and not in a suit he was void in meanwhile). The
// choice is random but not guaranteed to be uniform among all consistent
// states. It returns an error wrapping [ErrNoDeterminization] when no
// candidate is found in a few hundred tries. It allocates a little; it is
// not meant for the innermost loop of a search.
func Determinize(o Observation, r *rand.Rand) (State, error) {
	seat := o.Seat
	if seat >= Players || o.HistoryLen < 0 || o.HistoryLen > maxHistory {
		return State{}, fmt.Errorf("strohmandel: observation of %v: %w", seat, ErrNoDeterminization)
	}
	for p := range Players {
		if o.HandSize[p] < 0 || o.HandSize[p] > deck.NumCards/2 {
			return State{}, fmt.Errorf("strohmandel: observation with a hand of %d cards: %w", o.HandSize[p], ErrNoDeterminization)
		}
		for _, v := range o.Piles[p] {
			if v.Taken < 0 || v.Taken > PileSize {
				return State{}, fmt.Errorf("strohmandel: observation with %d cards taken from a pile: %w", v.Taken, ErrNoDeterminization)
			}
		}
	}
	opp := 1 - seat
	hist := o.History[:o.HistoryLen]

	// Who played each card and in which trick, and the opponent's voids:
	// the suits (and the tarocks) he showed he did not hold in his playable
	// set, with the trick in which he showed it (in Trischaken also the
	// cards that would have beaten the trick and the tarocks beside a
	// played Pagat). A throw-in, a refusal to throw in, or the dealer's
	// being asked (§3.4) shows a dealt hand without tarock, before any
	// trick.
	var played [Players]deck.Set
	var trickOf [deck.NumCards]int
	type void struct {
		trick int
		cards deck.Set
	}
	var voids []void
	for i, m := range hist[:min(len(hist), 2)] {
		if (m.Kind == MoveThrowIn || m.Kind == MoveContinue) && tarock.Seat(i) == opp {
			voids = append(voids, void{-1, deck.Tarocks})
		}
	}
	if o.Phase == PhaseThrowIn && opp == Dealer {
		voids = append(voids, void{-1, deck.Tarocks}) // asked because he has none
	}
	leader := tarock.Forehand
	if o.Rules.FirstLead == LeadDeclarerIfTakenUp && o.Declarer != tarock.NoSeat {
		leader = o.Declarer
	}
	var lead deck.Card
	n := 0
	for _, m := range hist {
		c, ok := m.PlayedCard()
		if !ok || !c.Valid() {
			continue
		}
		p := leader.Add(n%2, Players)
		played[p] |= 1 << c
		trickOf[c] = n / 2
		if p == opp && c == deck.Pagat && o.Kind == KindTrischaken {
			// The Pagat only as the last tarock (§4.2, N).
			voids = append(voids, void{n / 2, deck.Tarocks &^ (1 << deck.Pagat)})
		}
		if n%2 == 0 {
			lead = c
		} else {
			if p == opp && c.Suit() != lead.Suit() {
				v := void{n / 2, lead.Suit().Cards()}
				if !c.IsTarock() {
					v.cards |= deck.Tarocks
				}
				voids = append(voids, v)
			}
			if p == opp && o.Kind == KindTrischaken && c.Suit() == lead.Suit() && !c.Beats(lead) {
				// Must beat: he held no higher card of the suit led.
				voids = append(voids, void{n / 2, lead.Suit().Cards() &^ (2<<lead - 1)})
			}
			if !c.Beats(lead) {
				p = 1 - p
			}
			leader = p
		}
		n++
	}
	// voidBetween reports whether the opponent showed a void in c's suit in
	// a trick t with from < t < to.
	voidBetween := func(c deck.Card, from, to int) bool {
		for _, v := range voids {
			if v.trick > from && v.trick < to && v.cards.Has(c) {
				return true
			}
		}
		return false
	}

	// The cards that left the piles, as the observer knows them, and the
	// opponent's piles emptied by a last card he took in unseen, with the
	// trick after which he took it (-1: at the initial reveal).
	var fromPiles [Players]deck.Set
	type slot struct{ pile, after int }
	var slots []slot
	for p := range tarock.Seat(Players) {
		for i, v := range o.Piles[p] {
			after := -1
			for k := range min(v.Taken, PileSize) {
				if v.Known&(1<<k) == 0 {
					if p == opp && k == PileSize-1 {
						slots = append(slots, slot{i, after})
					}
					continue
				}
				c := v.Cards[k]
				if !c.Valid() {
					return State{}, fmt.Errorf("strohmandel: observation shows %v in a pile: %w", c, ErrNoDeterminization)
				}
				fromPiles[p] |= 1 << c
				if !c.IsTarock() && !c.IsKing() && k < PileSize-1 {
					after = trickOf[c] // a face-up top, played in this trick
				}
			}
		}
	}
	ownDealt := (o.Hand | played[seat]) &^ fromPiles[seat]
	fromHand := played[opp] &^ fromPiles[opp] // dealt, or an unseen last card
	var forced deck.Set                       // could not have been dealt
	var allVoids deck.Set
	for _, v := range voids {
		allVoids |= v.cards
	}
	for c := range fromHand.All() {
		if voidBetween(c, -2, trickOf[c]) {
			forced |= 1 << c
		}
	}
	unknown := o.Unknown()
	oppUnknown := o.HandSize[opp] - o.KnownHand[opp].Len()

	var cards, pool []deck.Card
	lastCards := make([]deck.Card, len(slots))
	const fromUnknown = 255
	for range determinizeTries {
		// Give every forced card a slot it fits, then decide for each
		// other slot between a played card and a card still in the hand.
		for i := range lastCards {
			lastCards[i] = fromUnknown
		}
		fits := func(i int, c deck.Card) bool {
			return lastCards[i] == fromUnknown && trickOf[c] > slots[i].after && !voidBetween(c, slots[i].after, trickOf[c])
		}
		var playedLast deck.Set
		ok := true
		for c := range forced.All() {
			k, placed := r.IntN(max(1, len(slots))), false
			for j := range slots {
				if i := (k + j) % len(slots); fits(i, c) {
					lastCards[i], placed = c, true
					break
				}
			}
			if !placed {
				ok = false
				break
			}
			playedLast |= 1 << c
		}
		if !ok {
			continue
		}
		inHand := 0
		for i := range slots {
			if lastCards[i] != fromUnknown {
				continue
			}
			var fit deck.Set
			for c := range (fromHand &^ playedLast).All() {
				if fits(i, c) {
					fit |= 1 << c
				}
			}
			if fit != 0 && (r.IntN(2) == 0 || inHand >= oppUnknown) {
				c, _ := fit.Nth(r.IntN(fit.Len()))
				lastCards[i] = c
				playedLast |= 1 << c
				continue
			}
			inHand++
		}
		fill := HandSize - (fromHand &^ playedLast).Len()
		if fill < 0 || fill+inHand != oppUnknown {
			continue
		}
		// The opponent's unseen dealt cards avoid every suit he showed void in.
		allowed := unknown &^ allVoids
		if allowed.Len() < fill {
			continue
		}
		cards = allowed.AppendCards(cards[:0])
		r.Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
		oppDealt := fromHand &^ playedLast
		for _, c := range cards[:fill] {
			oppDealt |= 1 << c
		}
		pool = (unknown &^ oppDealt).AppendCards(pool[:0])
		r.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })

		var d Deal
		d.Hands[seat], d.Hands[opp] = ownDealt, oppDealt
		// A last card still in the hand avoids the voids shown after it came.
		for i, sl := range slots {
			c := lastCards[i]
			if c == fromUnknown {
				k := 0
				for k < len(pool) && voidBetween(pool[k], sl.after, 1<<30) {
					k++
				}
				if k == len(pool) {
					ok = false
					break
				}
				c = pool[k]
				pool = append(pool[:k], pool[k+1:]...)
			}
			d.Piles[opp][sl.pile][PileSize-1] = c
		}
		for p := range tarock.Seat(Players) {
			for i, v := range o.Piles[p] {
				for k := range PileSize {
					switch {
					case v.Known&(1<<k) != 0:
						d.Piles[p][i][k] = v.Cards[k]
					case p == opp && k == PileSize-1 && k < v.Taken:
						// an unseen last card, placed above
					case len(pool) > 0:
						d.Piles[p][i][k], pool = pool[0], pool[1:]
					default:
						ok = false
					}
				}
			}
		}
		if !ok || len(pool) != 0 {
			continue
		}
		st, err := NewGame(o.Rules, d)
		if err != nil {
			continue
		}
		for _, m := range hist {
			if st, err = st.Apply(m); err != nil {
				break
			}
		}
		if err == nil && st.Observation(seat) == o {
			return st, nil
		}
	}
	return State{}, fmt.Errorf("strohmandel: observation of %v after %d moves: %w", seat, o.HistoryLen, ErrNoDeterminization)
}
