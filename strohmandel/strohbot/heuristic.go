package strohbot

import (
	"math/rand/v2"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/internal/thumb"
	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/bot"
)

// NewHeuristic returns a rule-of-thumb player for Strohmandeln. It sees only
// the observation of its seat and chooses among the legal moves it is given
// (doc/strohmandel.md for the rules it follows):
//
//   - Take-up (doc/strohmandel.md §4.1): it throws in a hand without tarock when the rules let
//     it (doc/strohmandel.md §3.4) unless it holds three Kings; it takes the game up when a count
//     of its hand reaches a threshold: one per tarock, more for the Sküs, the
//     Mond, XVII–XX and each King, a little for Queens and for voids beside
//     five or more tarocks. The threshold rises by half a point for each
//     game point a lost taken-up game costs more than a won one earns.
//   - Announcements (doc/strohmandel.md §9.7, §6): it announces the Trull in tricks holding
//     Sküs, Mond and Pagat with nine tarocks, the four Kings holding them with
//     seven tarocks, Pagat Ultimo with twelve tarocks; it says Kontra with
//     eleven tarocks against a declarer and Re with twelve.
//   - Play (doc/strohmandel.md §7): as second player it wins a trick with points with its
//     cheapest winning card, wins a trick without points only when that costs
//     a low card, and otherwise plays its least valuable card; as leader it
//     draws tarocks with sure winners only when it holds five tarocks more
//     than the opponent can, leads sure winners in suits the opponent still
//     holds, and otherwise leads its least valuable card, rather in a suit
//     the opponent must trump. Among equal cards it plays
//     a face-up top rather than a hand card, since a played top brings the
//     next pile card into play (doc/strohmandel.md §5.3). It keeps each scoring bird (the Pagat
//     for the 27th trick, the Uhu, Kakadu and Quapil for theirs, doc/strohmandel.md §6) while it
//     holds more tarocks than the opponent can, and plays it in its trick
//     when it wins there; a bird it cannot keep it spends where it wins.
//   - Calls (doc/strohmandel.md §6 notes): it announces the Trull or Königstrull in hand
//     whenever the rules offer the call, and calls "Ross!" on XVII (then
//     "Topschin!" on XVIII) when XVII wins the trick and no tarock above
//     XVIII can be with the opponent.
//   - Trischaken (doc/strohmandel.md §4.2): it tries to take few card points: it ducks with its
//     most valuable card that loses, and beats, when it must, with its least
//     valuable card.
//
// rng breaks ties between equally good moves, so the same seed gives the
// same choices. The player keeps no state between moves, and allocates
// nothing.
func NewHeuristic(rng *rand.Rand) bot.Player[strohmandel.Observation, strohmandel.Move] {
	return &heuristic{rng: rng, threshold: takeUpThreshold}
}

// heuristic is the player of NewHeuristic.
type heuristic struct {
	rng       *rand.Rand
	threshold float64 // the take-up threshold for equal won and lost values
	// obs and tab hold the observation and the table of the move being
	// chosen, so that choosing allocates nothing.
	obs strohmandel.Observation
	tab table
}

// The strength a hand needs for the take-up with equal game values for a
// won and a lost taken-up game, counted by handStrength.
const takeUpThreshold = 11.5

// Choose returns the move of the rules of thumb of NewHeuristic.
func (h *heuristic) Choose(o strohmandel.Observation, legal []strohmandel.Move) strohmandel.Move {
	if len(legal) == 1 {
		return legal[0]
	}
	h.obs = o
	switch o.Phase {
	case strohmandel.PhaseTakeUp, strohmandel.PhaseThrowIn:
		return h.decide(&h.obs, legal)
	case strohmandel.PhaseAnnounce:
		return announce(&h.obs, legal)
	case strohmandel.PhasePlay:
		return h.play(&h.obs, legal)
	}
	return legal[0]
}

func has(legal []strohmandel.Move, m strohmandel.Move) bool {
	for _, l := range legal {
		if l == m {
			return true
		}
	}
	return false
}

// handStrength counts a hand for the take-up decision: one per tarock, one
// more for the Sküs and for the Mond, a half for each of XVII to XX, one per
// King, 0.4 per Queen, and a half per void suit beside five or more tarocks.
func handStrength(hand deck.Set) float64 {
	t := hand.Tarocks()
	s := float64(t.Len())
	if t.Has(deck.Skus) {
		s++
	}
	if t.Has(deck.Mond) {
		s++
	}
	for c := deck.Tarock17; c <= deck.Tarock20; c++ {
		if t.Has(c) {
			s += 0.5
		}
	}
	s += float64(hand.Kings().Len())
	for _, su := range deck.Suits {
		cards := hand.OfSuit(su)
		if cards.IsEmpty() {
			if t.Len() >= 5 {
				s += 0.5
			}
			continue
		}
		if k, ok := su.Cards().Highest(); ok && cards.Has(k-1) {
			s += 0.4 // the Queen, one below the King
		}
	}
	return s
}

// decide makes the take-up and throw-in decisions (doc/strohmandel.md §3.4, §4.1).
func (h *heuristic) decide(o *strohmandel.Observation, legal []strohmandel.Move) strohmandel.Move {
	hand := o.Hand | o.KnownHand[o.Seat] | o.Tops[o.Seat]
	if has(legal, strohmandel.ThrowIn()) && hand.Tarocks().IsEmpty() && hand.Kings().Len() < 3 {
		return strohmandel.ThrowIn()
	}
	if has(legal, strohmandel.Continue()) {
		return strohmandel.Continue()
	}
	v := o.Rules.Values
	threshold := h.threshold + 0.5*float64(int(v.TakenUpLost)-int(v.TakenUpWon))
	if has(legal, strohmandel.TakeUp()) && handStrength(hand) >= threshold {
		return strohmandel.TakeUp()
	}
	if has(legal, strohmandel.Pass()) {
		return strohmandel.Pass()
	}
	return legal[0]
}

// announce makes the announcements, Kontra and Re before the first lead.
func announce(o *strohmandel.Observation, legal []strohmandel.Move) strohmandel.Move {
	hand := o.Hand
	t := hand.Tarocks().Len()
	for _, m := range legal {
		if m.Kind() != strohmandel.MoveAnnounce {
			continue
		}
		switch {
		case m.Announcement() == strohmandel.AnnounceTrull && hand.ContainsAll(deck.Trull) && t >= 9,
			m.Announcement() == strohmandel.AnnounceKingsTrull && hand.ContainsAll(deck.Kings) && t >= 7,
			m.Announcement() == strohmandel.AnnouncePagatUltimo && hand.Has(deck.Pagat) && t >= 12:
			return m
		}
	}
	switch {
	case has(legal, strohmandel.Double(strohmandel.LevelRe)) && t >= 12:
		return strohmandel.Double(strohmandel.LevelRe)
	case has(legal, strohmandel.Double(strohmandel.LevelKontra)) && t >= 11:
		return strohmandel.Double(strohmandel.LevelKontra)
	case has(legal, strohmandel.Ready()):
		return strohmandel.Ready()
	}
	return legal[0]
}

// The birds and the trick each scores in, counted back from the last
// (doc/strohmandel.md §6): the 27th, 26th, 25th and 24th with 54 cards.
var birds = [...]struct {
	flag strohmandel.Birds
	card deck.Card
	back int
}{
	{strohmandel.BirdPagat, deck.Pagat, 0},
	{strohmandel.BirdUhu, deck.Uhu, 1},
	{strohmandel.BirdKakadu, deck.Kakadu, 2},
	{strohmandel.BirdQuapil, deck.Quapil, 3},
}

// table is what the player works out from an observation in the play
// phase.
type table struct {
	o        *strohmandel.Observation
	me, opp  tarock.Seat
	hand     deck.Set // own hand
	tops     deck.Set // own face-up tops
	oppCan   deck.Set // cards the opponent may hold now or get from his piles
	trickNo  int      // 1-based number of the trick in progress
	kept     deck.Set // birds kept for their trick
	birdTurn deck.Set // a kept bird whose trick this is
	rossSafe bool     // no tarock above XVIII can be with the opponent
	trisch   bool     // Trischaken: fewest card points win
}

// tarockAndSuits are the tarocks and the four suits.
var tarockAndSuits = append([]deck.Suit{deck.Tarock}, deck.Suits[:]...)

// newTable reads o into t and returns t.
func newTable(t *table, o *strohmandel.Observation) *table {
	*t = table{o: o, me: o.Seat, opp: 1 - o.Seat, hand: o.Hand, tops: o.Tops[o.Seat]}
	t.trisch = o.Contract == strohmandel.Trischaken
	played := o.Won[0] | o.Won[1] | o.CurrentTrick.Cards()
	t.trickNo = (o.Won[0].Len()+o.Won[1].Len())/2 + 1
	oppKnown := o.KnownHand[t.opp] | o.Tops[t.opp]
	t.oppCan = o.Rules.CardsInPlay() &^ (t.hand | t.tops | played)
	void := t.voids()
	for _, su := range tarockAndSuits {
		if void[su] {
			t.oppCan = t.oppCan&^su.Cards() | oppKnown.OfSuit(su)
		}
	}
	above := deck.SetOf(deck.Tarock19, deck.Tarock20, deck.Mond, deck.Skus)
	t.rossSafe = o.Rules.Rostopschin && !t.oppCan.Overlaps(above)
	if t.trisch {
		return t
	}
	mine, theirs := t.hand.Tarocks().Len(), t.oppCan.Tarocks().Len()
	tricks := o.Rules.CardsInPlay().Len() / strohmandel.Players
	for _, b := range birds {
		trick := tricks - b.back
		if !o.Rules.Birds.Has(b.flag) || !t.hand.Has(b.card) || t.trickNo > trick {
			continue
		}
		if mine-1 > theirs+t.kept.Len() || theirs == 0 {
			t.kept = t.kept.With(b.card)
			if t.trickNo == trick {
				t.birdTurn = t.birdTurn.With(b.card)
			}
		}
	}
	return t
}

// voids returns the suits (deck.Tarock included) the opponent showed he
// could not follow, from the public history: the first lead is forehand's
// unless the declarer leads (FirstLead), and each trick's winner leads the
// next.
func (t *table) voids() [deck.NumSuits]bool {
	var void [deck.NumSuits]bool
	o := t.o
	leader := tarock.Forehand
	if o.Rules.FirstLead == strohmandel.LeadDeclarerIfTakenUp && o.Contract == strohmandel.TakenUpGame {
		leader = o.Declarer
	}
	tr := tarock.NewTrick(leader, strohmandel.Players)
	n := min(max(o.HistoryLen, 0), len(o.History))
	for _, m := range o.History[:n] {
		c, ok := m.Move.PlayedCard()
		if !ok {
			continue
		}
		if led, ok := tr.Card(0); ok && tr.ToPlay() == t.opp && c.Suit() != led.Suit() {
			void[led.Suit()] = true
			if !c.IsTarock() {
				void[deck.Tarock] = true
			}
		}
		var err error
		if tr, err = tr.Play(c); err != nil {
			break
		}
		if tr.Complete() {
			tr = tarock.NewTrick(tr.Winner(), strohmandel.Players)
		}
	}
	return void
}

// power is what keeping c is worth beyond its own points: the tricks a
// high card can still win, in card-point units.
func (t *table) power(c deck.Card) float64 {
	switch {
	case t.kept.Has(c):
		return 100
	case c == deck.Pagat:
		return -2 // a Pagat that cannot be kept is best spent winning
	case c.IsTarock():
		return 0.5 + 0.12*float64(c.TarockNumber())
	}
	return 0.15 * float64(c.Rank()%8)
}

// topBonus prefers a face-up top to an equal hand card (doc/strohmandel.md §5.3).
func (t *table) topBonus(c deck.Card) float64 {
	if t.tops.Has(c) {
		return 0.3
	}
	return 0
}

// play chooses a card and its calls.
func (h *heuristic) play(o *strohmandel.Observation, legal []strohmandel.Move) strohmandel.Move {
	t := newTable(&h.tab, o)
	for _, m := range legal {
		if m.Calls()&strohmandel.CallTopschin != 0 {
			return m
		}
	}
	cards := thumb.Cards(legal)
	var c deck.Card
	switch {
	case cards.IsEmpty():
		return legal[h.rng.IntN(len(legal))]
	case t.trisch:
		c = h.trischaken(t, cards)
	case o.CurrentTrick.IsEmpty():
		c = h.lead(t, cards)
	default:
		c = h.follow(t, cards)
	}
	return t.withCalls(legal, c)
}

// withCalls returns the move that plays c with the calls worth making: the
// Trull and Königstrull in hand always, "Ross!" when the Rostopschin is safe
// and XVII wins the trick.
func (t *table) withCalls(legal []strohmandel.Move, c deck.Card) strohmandel.Move {
	best := strohmandel.Play(c)
	for _, m := range legal {
		if pc, ok := m.PlayedCard(); !ok || pc != c || m.Calls() == 0 {
			continue
		}
		switch {
		case m.Calls()&(strohmandel.CallTrull|strohmandel.CallKingsTrull) != 0:
			return m
		case m.Calls()&strohmandel.CallRoss != 0 && t.rossSafe && t.wins(c):
			best = m
		}
	}
	return best
}

// wins reports whether c, played now, takes the trick: as second player
// when it beats the led card, as leader when no card the opponent can hold
// of its suit or a tarock can beat it.
func (t *table) wins(c deck.Card) bool {
	if led, ok := t.o.CurrentTrick.Card(0); ok {
		return c.Beats(led)
	}
	for d := range t.oppCan.OfSuit(c.Suit()).All() {
		if d.Beats(c) {
			return false
		}
	}
	if !c.IsTarock() && !t.oppCan.Tarocks().IsEmpty() && t.oppCan.OfSuit(c.Suit()).IsEmpty() {
		return false
	}
	return true
}

// pick returns the card of cards with the lowest cost, ties broken at
// random.
func (h *heuristic) pick(cards deck.Set, cost func(deck.Card) float64) deck.Card {
	best, bestCost, ties := deck.NoCard, 0.0, 0
	for c := range cards.All() {
		v := cost(c)
		switch {
		case best == deck.NoCard || v < bestCost-1e-9:
			best, bestCost, ties = c, v, 1
		case v < bestCost+1e-9:
			ties++
			if h.rng.IntN(ties) == 0 {
				best = c
			}
		}
	}
	return best
}

// lead chooses the card to lead.
func (h *heuristic) lead(t *table, cards deck.Set) deck.Card {
	if t.rossSafe && cards.Has(deck.Tarock17) && t.hand.Has(deck.Tarock18) {
		return deck.Tarock17
	}
	for b := range t.birdTurn.All() {
		if cards.Has(b) && t.oppCan.Tarocks().IsEmpty() {
			return b
		}
	}
	usable := cards &^ t.kept
	if usable.IsEmpty() {
		usable = cards
	}
	theirs := t.oppCan.Tarocks()
	// Draw tarocks with a sure winner only with a large majority (drawing
	// with a smaller one lost game points in self-play matches).
	if !theirs.IsEmpty() && t.hand.Tarocks().Len() > theirs.Len()+4 {
		if top, ok := usable.Tarocks().Highest(); ok && top != deck.Pagat && t.wins(top) {
			return top
		}
	}
	// A sure winner in a suit the opponent still holds (or cannot trump).
	var masters deck.Set
	for c := range usable.SuitCards().All() {
		if t.wins(c) && (!t.oppCan.OfSuit(c.Suit()).IsEmpty() || theirs.IsEmpty()) {
			masters = masters.With(c)
		}
	}
	if !masters.IsEmpty() {
		return h.pick(masters, func(c deck.Card) float64 { return -float64(c.Value()) - t.topBonus(c) })
	}
	// Otherwise the card whose loss costs least.
	return h.pick(usable, func(c deck.Card) float64 {
		cost := float64(c.Value()) + t.power(c) - t.topBonus(c)
		if c.IsTarock() && t.hand.Tarocks().Len() <= theirs.Len() {
			cost += 2
		}
		if !c.IsTarock() && t.oppCan.OfSuit(c.Suit()).IsEmpty() && !theirs.IsEmpty() {
			cost -= 0.5 // the opponent must spend a tarock on it
		}
		return cost
	})
}

// follow chooses the second card of a trick.
func (h *heuristic) follow(t *table, cards deck.Set) deck.Card {
	led, _ := t.o.CurrentTrick.Card(0)
	var win, lose deck.Set
	for c := range cards.All() {
		if c.Beats(led) {
			win = win.With(c)
		} else {
			lose = lose.With(c)
		}
	}
	// A kept bird in its own trick is played when it wins, and not otherwise.
	for b := range t.birdTurn.All() {
		if win.Has(b) {
			return b
		}
		if lose.Has(b) && lose.Len()+win.Len() > 1 {
			lose = lose.Without(b)
		}
	}
	spend := func(set deck.Set) deck.Set {
		if s := set &^ t.kept; !s.IsEmpty() {
			return s
		}
		return set
	}
	winCost := func(c deck.Card) float64 { return t.power(c) - t.topBonus(c) }
	loseCost := func(c deck.Card) float64 { return float64(c.Value()) + t.power(c) - t.topBonus(c) }
	if !win.IsEmpty() {
		w := h.pick(spend(win), winCost)
		if t.rossSafe && win.Has(deck.Tarock17) && t.hand.Has(deck.Tarock18) {
			w = deck.Tarock17
		}
		if lose.IsEmpty() {
			return w
		}
		l := h.pick(spend(lose), loseCost)
		points := led.Value()
		cheap := !w.IsTarock() || w == deck.Pagat || (w.TarockNumber() <= 10 && t.hand.Tarocks().Len() >= 3)
		if points >= 2 || cheap || l.Value() >= 3 || w == deck.Tarock17 && t.rossSafe {
			return w
		}
		return l
	}
	return h.pick(spend(lose), loseCost)
}

// trischaken chooses a card in Trischaken, where the fewest card points
// win: it ducks with its most valuable card that loses the trick and
// otherwise takes the trick as cheaply as it can; leading, it leads its
// lowest card.
func (h *heuristic) trischaken(t *table, cards deck.Set) deck.Card {
	led, ok := t.o.CurrentTrick.Card(0)
	if !ok {
		return h.pick(cards, func(c deck.Card) float64 {
			cost := 2*float64(c.Value()) + 0.1*float64(c.Rank()%8)
			if c.IsTarock() {
				cost += 1 + 0.1*float64(c.TarockNumber())
			}
			return cost
		})
	}
	var lose deck.Set
	for c := range cards.All() {
		if !c.Beats(led) {
			lose = lose.With(c)
		}
	}
	if !lose.IsEmpty() {
		return h.pick(lose, func(c deck.Card) float64 { return -float64(c.Value()) - 0.05*float64(c.Rank()) })
	}
	return h.pick(cards, func(c deck.Card) float64 { return float64(c.Value()) + 0.05*float64(c.Rank()) })
}
