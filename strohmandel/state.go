package strohmandel

import (
	"encoding/binary"
	"fmt"
	"math/bits"
	"slices"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/internal/intern"
	"github.com/tarockfamily/sdk/tarock"
)

// Phase is the phase of a deal.
type Phase uint8

// The phases, in the order a deal passes through them.
const (
	// PhaseTakeUp: forehand and then the dealer decide to take up, pass
	// or (ThrowInNoTarock) throw in (doc/strohmandel.md §3.4, §4.1).
	PhaseTakeUp Phase = iota
	// PhaseThrowIn: forehand took up and the dealer, who has no tarock in
	// hand, decides to throw in or continue (doc/strohmandel.md §3.4 step 3, N).
	PhaseThrowIn
	// PhaseAnnounce: after the reveal, announcements (Tirol) and Kontra
	// before the first lead (doc/strohmandel.md §9.7; Rules.Kontra).
	PhaseAnnounce
	// PhasePlay: the 27 tricks (doc/strohmandel.md §7).
	PhasePlay
	// PhaseDone: the deal is over (played out, thrown in, or redealt).
	PhaseDone
)

var phaseNames = [...]string{"take-up", "throw-in", "announcements", "play", "done"}

// String returns the phase's name: "take-up", "throw-in", "announcements",
// "play" or "done".
func (p Phase) String() string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return fmt.Sprintf("Phase(%d)", uint8(p))
}

// GameKind is what the deal became after the take-up decision.
type GameKind uint8

// The kinds of game.
const (
	// KindUndecided: the take-up decision is not over.
	KindUndecided GameKind = iota
	// KindTakenUp: a player took the game up (TakenUpGame, doc/strohmandel.md §4.1).
	KindTakenUp
	// KindSimpleGame: both passed and the deal is played as a simple game
	// (BothPassSimpleGame, doc/strohmandel.md §4.2).
	KindSimpleGame
	// KindTrischaken: both passed and Trischaken is played
	// (BothPassTrischaken, doc/strohmandel.md §4.2).
	KindTrischaken
	// KindThrownIn: a player without a tarock threw in (doc/strohmandel.md §3.4); the same
	// dealer deals again. Not a played deal.
	KindThrownIn
	// KindRedeal: both passed and the cards are redealt
	// (BothPassRedealForehand, BothPassRedealSameDealer). Not a played deal.
	KindRedeal
)

var kindNames = [...]string{"undecided", "taken-up game", "simple game", "Trischaken", "thrown in", "redeal"}

// String returns a short English name of the kind ("taken-up game", …).
func (k GameKind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("GameKind(%d)", uint8(k))
}

// maxTalk bounds the moves other than card plays in one deal: at most two
// take-up decisions, three announcements, Kontra, Re and three Ready.
const maxTalk = 16

// State is the complete state of one deal of Strohmandeln: an immutable
// value of fixed-size fields (card sets, small arrays), so assigning it
// copies it and any number of goroutines may read it. [State.Apply] returns
// a new state and never changes the receiver. The zero value is not a deal
// but counts as one that is over (Done, no legal moves, Apply refuses with
// tarock.ErrGameOver); use [NewGame].
//
// Seats: [tarock.Forehand] (seat 0) is the non-dealer, [Dealer] (seat 1)
// the dealer (doc/strohmandel.md §2).
type State struct {
	// State embeds turn, which holds all that AppendLegalMoves reads, so
	// that it copies 40 bytes, not the whole state; Done and ToMove read
	// the four bytes of turn's stage and copy nothing. The rules are an
	// interned pointer. The whole state is 152 bytes, every one of them
	// copied into and out of Apply on every move (TestSizes guards the
	// sizes).
	turn
	tops  [Players]deck.Set // face-up tops of each seat's piles
	talk  talkLog           // the moves other than plays, in order
	plays playLog           // every card played, with its seat and call, in order
	rules *Rules            // interned: equal rules share one copy, never modified
	piles [Players][PilesPerPlayer]strawman
}

// turn is the part of a [State] that says whose turn it is and what he may
// do: the phase, the seat to move, the cards he may play, and all else the
// legal moves depend on (the hands, the announcements, the switches of the
// rules in opts).
type turn struct {
	legal deck.Set          // in the play phase: the cards the seat to move may play
	hand  [Players]deck.Set // each seat's hand, face-up tops not included
	stage
	declarer  tarock.Seat
	kontra    uint8 // 0, 1 = Kontra, 2 = Re
	reTurn    bool  // forehand, the declarer, answers the dealer's Kontra
	topschin  bool  // the seat to lead called Ross on XVII and won that trick (doc/strohmandel.md §6 notes)
	announced [Players]Announcement
	nplays    uint8
	pending   uint8 // bit 3·seat+pile: the pile's top was played in the trick in progress
}

// stage is the phase, the seat to move, the game and the switches of the
// rules: four bytes that the compiler keeps in registers, so that Done and
// ToMove, declared on it, copy nothing.
type stage struct {
	phase  Phase
	toMove tarock.Seat
	kind   GameKind
	opts   ruleOpts
}

// ruleOpts holds the switches of the rules that the legal moves depend on,
// so that a turn need not hold the whole Rules.
type ruleOpts uint8

const (
	optThrowIn     ruleOpts = 1 << iota // ThrowInNoTarock
	optTrullInHand                      // TrullMode = TrullHandAnnounced
	optTrullTricks                      // TrullMode = TrullTricks
	optRostopschin                      // Rostopschin
	optTirol                            // Announcements = AnnouncementsTirol
	optBirdPagat                        // Birds has BirdPagat
	optKontra                           // Kontra
	// optLive is set in every State that NewGame made, so that the zero
	// State counts as a finished deal, not one waiting for forehand.
	optLive
)

// optsOf returns the switches of r that the legal moves depend on.
func optsOf(r *Rules) ruleOpts {
	var o ruleOpts
	for _, x := range [...]struct {
		on  bool
		opt ruleOpts
	}{
		{r.ThrowInNoTarock, optThrowIn},
		{r.TrullMode == TrullHandAnnounced, optTrullInHand},
		{r.TrullMode == TrullTricks, optTrullTricks},
		{r.Rostopschin, optRostopschin},
		{r.Announcements == AnnouncementsTirol, optTirol},
		{r.Birds.Has(BirdPagat), optBirdPagat},
		{r.Kontra, optKontra},
	} {
		if x.on {
			o |= x.opt
		}
	}
	return o
}

var (
	_ tarock.Game[State, Move]                    = State{}
	_ tarock.Observable[State, Move, Observation] = State{}
)

// NewGame returns the state at the start of deal d under rules: forehand
// (seat 0) to decide whether to take up. It returns an error wrapping
// tarock.ErrInvalidRules when rules.Validate fails, or tarock.ErrInvalidDeal
// when d.Validate fails.
func NewGame(rules Rules, d Deal) (State, error) {
	if err := rules.Validate(); err != nil {
		return State{}, err
	}
	if err := d.Validate(); err != nil {
		return State{}, err
	}
	s := State{rules: shareRules(rules)}
	s.hand, s.declarer, s.opts = d.Hands, tarock.NoSeat, optsOf(&rules)|optLive
	for seat := range Players {
		for p := range PilesPerPlayer {
			s.piles[seat][p] = newStrawman(d.Piles[seat][p])
		}
	}
	return s, nil
}

// Rules returns the rules of the deal (the zero Rules for the zero State).
func (s State) Rules() Rules {
	if s.rules == nil {
		return Rules{}
	}
	return *s.rules
}

// Players returns 2.
func (s State) Players() int { return Players }

// Done reports whether the deal is over: played out, thrown in or redealt.
// The zero State, which is not a game, counts as over.
func (s stage) Done() bool { return s.phase == PhaseDone || s.opts&optLive == 0 }

// ToMove returns the seat to act, or tarock.NoSeat when the deal is over.
func (s stage) ToMove() tarock.Seat {
	if s.Done() {
		return tarock.NoSeat
	}
	return s.toMove
}

// Phase returns the phase of the deal (PhaseDone for the zero State).
func (s State) Phase() Phase {
	if s.opts&optLive == 0 {
		return PhaseDone
	}
	return s.phase
}

// Kind returns what the deal became: KindUndecided during the take-up
// decision, then a taken-up game, a simple game, Trischaken, a throw-in or
// a redeal.
func (s State) Kind() GameKind { return s.kind }

// Declarer returns the seat that took up the game, or tarock.NoSeat when
// nobody did (yet).
func (s State) Declarer() tarock.Seat {
	if s.opts&optLive == 0 {
		return tarock.NoSeat
	}
	return s.declarer
}

// Hand returns the cards in seat's hand: the dealt cards and those taken in
// from the strawmen, less those played. The face-up tops are not part of
// the hand (see [State.Playable]). An invalid seat has none.
func (s State) Hand(seat tarock.Seat) deck.Set {
	if seat >= Players {
		return 0
	}
	return s.hand[seat]
}

// Piles returns seat's three strawman piles, pile 0 leftmost (revealed
// first). The piles show every card; see [State.Observation] for what a
// seat may see. An invalid seat, and every seat of the zero State, has
// three empty piles.
func (s State) Piles(seat tarock.Seat) [PilesPerPlayer]Pile {
	if seat >= Players || s.opts&optLive == 0 {
		return [PilesPerPlayer]Pile{{taken: PileSize}, {taken: PileSize}, {taken: PileSize}}
	}
	var piles [PilesPerPlayer]Pile
	for p := range PilesPerPlayer {
		piles[p] = s.piles[seat][p].pile(s.faceUp(seat, p))
	}
	return piles
}

// faceUp reports whether pile p of seat has a face-up top: the card at the
// pile's position taken is among seat's tops.
func (s *State) faceUp(seat tarock.Seat, p int) bool {
	pl := s.piles[seat&1][p%PilesPerPlayer]
	return pl.taken < PileSize && s.tops[seat&1].Has(pl.card(pl.taken))
}

// FaceUpTops returns the face-up top cards of seat's piles.
func (s State) FaceUpTops(seat tarock.Seat) deck.Set {
	if seat >= Players {
		return 0
	}
	return s.tops[seat]
}

// Won returns the cards in seat's tricks.
func (s State) Won(seat tarock.Seat) deck.Set {
	if seat >= Players {
		return 0
	}
	return s.wonSets()[seat]
}

// wonSets returns the cards in each seat's tricks. They are not stored, as
// the play log gives them: the winner of a trick is the seat that leads the
// next one, and the last complete trick is decided from its cards.
func (s *State) wonSets() [Players]deck.Set {
	var won [Players]deck.Set
	n := int(s.nplays)
	for k := 0; k+1 < n; k += 2 {
		var w tarock.Seat
		if k+2 < n {
			w = s.plays.seat(k + 2)
		} else {
			w = s.trickWinner(k / 2)
		}
		won[w&1] |= 1<<s.plays.at(k) | 1<<s.plays.at(k+1)
	}
	return won
}

// trickWinner returns the seat that won the complete trick t (0-based):
// the leader, unless the second card beats the card led
// (doc/strohmandel.md §7.3). The winners are not stored, as the play log
// gives them.
func (s *State) trickWinner(t int) tarock.Seat {
	led, second := s.plays.at(2*t), s.plays.at(2*t+1)
	return s.plays.seat(2*t) ^ tarock.Seat(beaters[led&63]>>(second&63)&1)
}

// Announced returns the items seat announced (AnnouncementsTirol), as a
// bit set of [Announcement] values.
func (s State) Announced(seat tarock.Seat) Announcement {
	if seat >= Players {
		return 0
	}
	return s.announced[seat]
}

// KontraLevel returns 0, 1 after a Kontra, or 2 after a Re.
func (s State) KontraLevel() int { return int(s.kontra) }

// TricksPlayed returns the number of completed tricks.
func (s State) TricksPlayed() int { return int(s.nplays) / 2 }

// CurrentTrick returns the trick in progress; it is empty between tricks
// and outside the play phase.
func (s State) CurrentTrick() tarock.Trick { return s.currentTrick() }

// currentTrick rebuilds the trick in progress from the play log: the trick
// is not stored, as it is the last card played when their number is odd.
func (s *State) currentTrick() tarock.Trick {
	if s.nplays%2 == 1 {
		k := int(s.nplays) - 1
		t, _ := tarock.NewTrick(s.playSeat(k), Players).Play(s.plays.at(k))
		return t
	}
	leader := tarock.Forehand
	if s.phase == PhasePlay {
		leader = s.toMove
	}
	return tarock.NewTrick(leader, Players)
}

// ledCard returns the card that leads the trick in progress, or false
// between tricks.
func (s *State) ledCard() (deck.Card, bool) {
	if s.nplays%2 == 1 {
		return s.plays.at(int(s.nplays) - 1), true
	}
	return 0, false
}

// Playable returns the cards seat could play: his hand and the face-up tops
// of his piles (doc/strohmandel.md §5.6).
func (s State) Playable(seat tarock.Seat) deck.Set {
	if seat >= Players {
		return 0
	}
	return s.hand[seat] | s.tops[seat]
}

// Obligations returns the play obligations: follow suit, else play a
// tarock (doc/strohmandel.md §7.2); in Trischaken also must beat (doc/strohmandel.md §4.2).
func (s State) Obligations() tarock.Obligations {
	if s.kind == KindTrischaken {
		return tarock.WithMustBeat
	}
	return tarock.Standard
}

// AppendCardSets appends the sets of cards at the 11 places of the deal:
// both hands, the six piles (seat 0's then seat 1's, face-up tops
// included), both seats' tricks, and the trick in progress. They are
// disjoint and together hold the 54 cards. The zero State has none.
func (s State) AppendCardSets(dst []deck.Set) []deck.Set {
	if s.opts&optLive == 0 {
		return dst // the zero State has no cards
	}
	dst = append(dst, s.hand[0], s.hand[1])
	for seat := range Players {
		for p := range PilesPerPlayer {
			dst = append(dst, s.piles[seat][p].rest())
		}
	}
	var trick deck.Set
	if led, ok := s.ledCard(); ok {
		trick = 1 << led
	}
	won := s.wonSets()
	return append(dst, won[0], won[1], trick)
}

// playSeat returns the seat that played plays[k].
func (s *State) playSeat(k int) tarock.Seat { return s.plays.seat(k) }

// beaters[c] is the set of cards that beat the led card c
// (doc/strohmandel.md §7.3): the higher cards of its suit, and every
// tarock when c is a suit card. The table has 64 entries (those past the
// pack empty) so that an index masked to six bits needs no bounds check.
var beaters = func() (b [64]deck.Set) {
	for c := range deck.Card(deck.NumCards) {
		for x := range deck.Card(deck.NumCards) {
			if x.Beats(c) {
				b[c] |= 1 << x
			}
		}
	}
	return b
}()

// scratchMoves is how far past the moves it appends AppendLegalMoves may
// write into the spare capacity of its buffer.
const scratchMoves = 8

// maxPlayable bounds the cards a seat can play at once: the 27 cards of a
// seat (15 dealt, 12 in his piles) are all he ever holds.
const maxPlayable = deck.NumCards / Players

// plays[c] is Play(c) for each card c: copying a Move from a table is one
// 4-byte load and store, building it field by field is four.
var plays = func() (p [64]Move) {
	for c := range deck.Card(deck.NumCards) {
		p[c] = Play(c)
	}
	return p
}()

// follow[c] is the set of cards that follow the led card c: the tarocks for
// a tarock, the cards of its suit for a suit card (64 entries, as beaters).
var follow = func() (f [64]deck.Set) {
	for c := range deck.Card(deck.NumCards) {
		f[c] = c.Suit().Cards()
	}
	return f
}()

// legalCards computes the cards the seat to move may play now
// (doc/strohmandel.md §7.2; in Trischaken doc/strohmandel.md §4.2).
func (s *State) legalCards() deck.Set {
	seat := s.toMove
	pl := s.hand[seat] | s.tops[seat]
	if s.kind == KindTrischaken {
		if pl.Has(deck.Pagat) && pl.Tarocks() != 1<<deck.Pagat {
			pl &^= 1 << deck.Pagat // the Pagat only as the last tarock (doc/strohmandel.md §4.2, N)
		}
	}
	led, ok := s.ledCard()
	if !ok {
		return pl
	}
	if s.kind == KindTrischaken {
		return mustBeatLegal(pl, led)
	}
	return followLegal(pl, led)
}

// mustBeatLegal returns the cards of the playable set pl that Trischaken
// allows in answer to the led card: those of followLegal that beat it, or
// all of them when none can (doc/strohmandel.md §4.2; as
// tarock.LegalPlays with tarock.WithMustBeat in a trick of two).
func mustBeatLegal(pl deck.Set, led deck.Card) deck.Set {
	f := followLegal(pl, led)
	if b := f & beaters[led&63]; b != 0 {
		return b
	}
	return f
}

// followLegal returns the cards of the playable set pl that the standard
// obligations allow in answer to the led card: follow suit, else play a
// tarock, else any (doc/strohmandel.md §7.2; as tarock.LegalPlays with
// tarock.Standard).
func followLegal(pl deck.Set, led deck.Card) deck.Set {
	f := pl & follow[led&63]
	if f == 0 {
		f = pl & deck.Tarocks
	}
	if f == 0 {
		f = pl
	}
	return f
}

// allowedCalls returns the calls the seat to move may make with card c
// (doc/strohmandel.md §6 notes): the call of c (callOf) when c is among
// callCards, else none.
func (s *turn) allowedCalls(c deck.Card) Call {
	if s.callCards().Has(c) {
		return callOf(c)
	}
	return 0
}

// callCards returns the cards with which the seat to move may make their
// call now (doc/strohmandel.md §6 notes): a Trull card when the hand
// holds the whole Trull, a King when it holds the four Kings
// (TrullHandAnnounced); XVII ("Ross!") when it holds XVIII, and XVIII
// ("Topschin!") led right after winning the trick in which he called Ross
// (Rostopschin). None in Trischaken.
func (s *turn) callCards() deck.Set {
	if s.kind == KindTrischaken {
		return 0
	}
	h := s.hand[s.toMove&1]
	var cards deck.Set
	if s.opts&optTrullInHand != 0 {
		if h.ContainsAll(deck.Trull) {
			cards |= deck.Trull
		}
		if h.ContainsAll(deck.Kings) {
			cards |= deck.Kings
		}
	}
	if s.opts&optRostopschin != 0 {
		if h.Has(deck.Tarock18) {
			cards |= 1 << deck.Tarock17
		}
		if s.topschin && s.nplays%2 == 0 {
			cards |= 1 << deck.Tarock18
		}
	}
	return cards
}

// announceable returns the items seat may announce now.
func (s *turn) announceable(seat tarock.Seat) Announcement {
	if s.opts&optTirol == 0 || s.reTurn {
		return 0
	}
	var a Announcement
	if s.opts&optBirdPagat != 0 && s.hand[seat&1].Has(deck.Pagat) {
		a |= AnnouncePagatUltimo
	}
	if s.opts&optTrullTricks != 0 {
		a |= AnnounceTrull | AnnounceKings
	}
	return a &^ (s.announced[0] | s.announced[1])
}

func (s *turn) mayKontra(seat tarock.Seat) bool {
	return s.opts&optKontra != 0 && s.declarer != tarock.NoSeat && seat != s.declarer && s.kontra == 0 && !s.reTurn
}

func (s *turn) mayRe(seat tarock.Seat) bool {
	return s.opts&optKontra != 0 && seat == s.declarer && s.kontra == 1
}

func (s *turn) mayThrowIn(seat tarock.Seat) bool {
	return s.opts&optThrowIn != 0 && s.hand[seat&1].Tarocks().IsEmpty()
}

// LegalMoves returns the legal moves of the seat to act (nil when the deal
// is over). It allocates; see [State.AppendLegalMoves].
func (s turn) LegalMoves() []Move { return s.AppendLegalMoves(nil) }

// AppendLegalMoves appends the legal moves of the seat to act to dst and
// returns the extended slice; it appends nothing when the deal is over. It
// allocates nothing when dst has room (at most 55 moves). Plays come in
// ascending card order, each card without a call first, then with each call
// it allows.
//
// Like append it leaves dst[:len(dst)] alone and writes only within
// cap(dst); unlike append it may also write into the spare capacity just
// past the moves it appends (up to element len(dst)+7 of the buffer), which
// it uses as scratch for speed: keep nothing there that must survive the
// call.
func (s turn) AppendLegalMoves(dst []Move) []Move {
	if s.phase == PhasePlay {
		if s.opts&(optTrullInHand|optRostopschin) != 0 {
			if calling := s.callCards() & s.legal; calling != 0 {
				return s.appendCalling(dst, calling)
			}
		}
		v, i := s.legal, len(dst)
		if n := bits.OnesCount64(uint64(v)); n <= scratchMoves && cap(dst)-i >= scratchMoves {
			// Eight plays written without a loop, the unused ones into
			// the spare capacity: how many cards a seat may play is
			// unpredictable, and a loop would mispredict its exit on
			// almost every call.
			out := (*[scratchMoves]Move)(dst[i : i+scratchMoves])
			x0 := uint64(v)
			x1 := x0 & (x0 - 1)
			x2 := x1 & (x1 - 1)
			x3 := x2 & (x2 - 1)
			x4 := x3 & (x3 - 1)
			x5 := x4 & (x4 - 1)
			x6 := x5 & (x5 - 1)
			x7 := x6 & (x6 - 1)
			out[0] = plays[bits.TrailingZeros64(x0)&63]
			out[1] = plays[bits.TrailingZeros64(x1)&63]
			out[2] = plays[bits.TrailingZeros64(x2)&63]
			out[3] = plays[bits.TrailingZeros64(x3)&63]
			out[4] = plays[bits.TrailingZeros64(x4)&63]
			out[5] = plays[bits.TrailingZeros64(x5)&63]
			out[6] = plays[bits.TrailingZeros64(x6)&63]
			out[7] = plays[bits.TrailingZeros64(x7)&63]
			return dst[:i+n]
		}
		// One play per legal card, written into dst's room; a hand and the
		// tops hold at most maxPlayable cards.
		if cap(dst)-i < maxPlayable {
			dst = slices.Grow(dst, bits.OnesCount64(uint64(v)))
		}
		dst = dst[:cap(dst)]
		for ; v != 0; v &= v - 1 {
			dst[i] = plays[bits.TrailingZeros64(uint64(v))&63]
			i++
		}
		return dst[:i]
	}
	if s.opts&optLive == 0 {
		return dst
	}
	seat := s.toMove
	switch s.phase {
	case PhaseTakeUp:
		dst = append(dst, TakeUp, Pass)
		if s.mayThrowIn(seat) {
			dst = append(dst, ThrowIn)
		}
	case PhaseThrowIn:
		dst = append(dst, ThrowIn, Continue)
	case PhaseAnnounce:
		a := s.announceable(seat)
		for _, x := range [...]Announcement{AnnouncePagatUltimo, AnnounceTrull, AnnounceKings} {
			if a&x != 0 {
				dst = append(dst, Announce(x))
			}
		}
		if s.mayKontra(seat) {
			dst = append(dst, Kontra)
		}
		if s.mayRe(seat) {
			dst = append(dst, Re)
		}
		dst = append(dst, Ready)
	}
	return dst
}

// appendCalling appends the legal plays when some legal cards, calling, may
// carry a call: each card without a call, then those with their call.
func (s *turn) appendCalling(dst []Move, calling deck.Set) []Move {
	v, i := s.legal, len(dst)
	dst = slices.Grow(dst, bits.OnesCount64(uint64(v))+bits.OnesCount64(uint64(calling)))
	dst = dst[:cap(dst)]
	for ; v != 0; v &= v - 1 {
		c := deck.Card(bits.TrailingZeros64(uint64(v)))
		dst[i] = plays[c&63]
		i++
		if calling.Has(c) {
			dst[i] = PlayCalling(c, callOf(c))
			i++
		}
	}
	return dst[:i]
}

// Apply returns the state after the seat to act makes move m. The reveal of
// the strawmen (doc/strohmandel.md §5.2) and their replenishing after a
// trick (doc/strohmandel.md §5.3) happen inside Apply, as they involve no decision: the
// initial reveal takes forehand's piles and then the dealer's, each from
// pile 0 (N; the order changes nothing), and after a trick the winner's
// pile is replenished first (N; likewise). For a move that is not legal it
// returns the receiver unchanged and a *tarock.MoveError whose Reason is one
// of tarock.ErrGameOver, ErrWrongPhase, ErrCardNotHeld, ErrMustFollowSuit,
// ErrMustPlayTarock, ErrMustBeat or ErrNotAllowed (all wrap
// tarock.ErrIllegalMove). Apply allocates nothing for a legal move.
func (s State) Apply(m Move) (State, error) {
	// s is the caller's copy: it is checked first and changed only when
	// the move is legal.
	err := s.apply(m)
	return s, err
}

// applyTalk checks the move m of a phase other than the play and, when it is
// legal, makes it on s; when it is not, s is left unchanged.
func (s *State) applyTalk(m Move) error {
	if s.opts&optLive == 0 {
		return s.refuse(m, tarock.ErrGameOver, "the zero State is not a game; use NewGame")
	}
	seat := s.toMove
	switch s.phase {
	case PhaseTakeUp:
		switch {
		case m == TakeUp:
			s.say(m)
			s.declarer, s.kind = seat, KindTakenUp
			if seat == tarock.Forehand && s.mayThrowIn(Dealer) {
				s.phase, s.toMove = PhaseThrowIn, Dealer
				return nil
			}
			s.start()
		case m == Pass:
			s.say(m)
			if seat == tarock.Forehand {
				s.toMove = Dealer
				return nil
			}
			switch s.rules.BothPass {
			case BothPassSimpleGame:
				s.kind = KindSimpleGame
			case BothPassTrischaken:
				s.kind = KindTrischaken
			default:
				s.kind, s.phase = KindRedeal, PhaseDone
				return nil
			}
			s.start()
		case m == ThrowIn:
			if !s.mayThrowIn(seat) {
				return s.refuse(m, tarock.ErrNotAllowed, "a throw-in needs a hand without tarock and ThrowInNoTarock")
			}
			s.say(m)
			s.kind, s.phase = KindThrownIn, PhaseDone
		default:
			return s.refuse(m, tarock.ErrWrongPhase, "take up, pass or throw in")
		}
		return nil
	case PhaseThrowIn:
		switch m {
		case ThrowIn:
			s.say(m)
			s.kind, s.phase = KindThrownIn, PhaseDone
		case Continue:
			s.say(m)
			s.start()
		default:
			return s.refuse(m, tarock.ErrWrongPhase, "throw in or continue")
		}
		return nil
	case PhaseAnnounce:
		switch {
		case m.Kind == MoveAnnounce && m.Card == 0 && m.Calls == 0:
			if m.Bonus&(m.Bonus-1) != 0 || m.Bonus&s.announceable(seat) == 0 {
				return s.refuse(m, tarock.ErrNotAllowed, "not announceable now")
			}
			s.say(m)
			s.announced[seat] |= m.Bonus
		case m == Kontra:
			if !s.mayKontra(seat) {
				return s.refuse(m, tarock.ErrNotAllowed, "only the declarer's opponent, once, with Rules.Kontra")
			}
			s.say(m)
			s.kontra = 1
		case m == Re:
			if !s.mayRe(seat) {
				return s.refuse(m, tarock.ErrNotAllowed, "only the declarer, after a Kontra")
			}
			s.say(m)
			s.kontra = 2
		case m == Ready:
			s.say(m)
			switch {
			case s.reTurn:
				s.reTurn = false
				s.startPlay()
			case seat == tarock.Forehand:
				s.toMove = Dealer
			case s.kontra == 1 && s.declarer == tarock.Forehand:
				s.reTurn, s.toMove = true, tarock.Forehand
			default:
				s.startPlay()
			}
		default:
			return s.refuse(m, tarock.ErrWrongPhase, "announce, kontra, re or ready")
		}
		return nil
	}
	return s.refuse(m, tarock.ErrGameOver, "")
}

// say records the non-play move m.
func (s *State) say(m Move) {
	s.talk.add(m)
}

// start reveals the strawmen (doc/strohmandel.md §5.2: forehand's piles
// then the dealer's, each from pile 0) and moves to the announcements or the
// play.
func (s *State) start() {
	for seat := range tarock.Seat(Players) {
		for p := range uint(PilesPerPlayer) {
			s.settle(seat, p)
		}
	}
	tirol := s.rules.Announcements == AnnouncementsTirol &&
		(s.rules.Birds.Has(BirdPagat) || s.rules.TrullMode == TrullTricks)
	if s.kind != KindTrischaken && (tirol || s.rules.Kontra && s.declarer != tarock.NoSeat) {
		s.phase, s.toMove = PhaseAnnounce, tarock.Forehand
		return
	}
	s.startPlay()
}

// settle processes pile p of seat by the loop of doc/strohmandel.md
// §5.2 until it is at rest: while it has two or more cards and no face-up
// top, turn the top card; a tarock or King goes face up into the hand, any
// other card stays as the face-up top; a last single card goes into the
// hand unseen (doc/strohmandel.md §5.4). The pile must have no face-up top: the callers
// settle the piles before the first reveal, and those whose top was just
// played. An empty pile is left as it is.
func (s *State) settle(seat tarock.Seat, p uint) {
	seat &= 1
	pl := &s.piles[seat][p%PilesPerPlayer]
	t := uint(pl.taken)
	if t >= PileSize {
		return
	}
	// Without branches on the cards: f is the first position from t on
	// whose card stays face up (a suit card below the King, not the last
	// card), or PileSize when there is none; the cards from t up to f go
	// into the hand (doc/strohmandel.md §5.2, §5.4).
	b0, b1, b2 := pl.cards[0], pl.cards[1], pl.cards[2]
	c0, c1, c2 := b0&63, b1&63, b2&63
	c3 := b0>>6 | b1>>6<<2 | b2>>6<<4
	stay := uint(^toHand>>c0&1) | uint(^toHand>>c1&1)<<1 | uint(^toHand>>c2&1)<<2
	f := uint(bits.TrailingZeros(stay&(7<<t)|1<<PileSize)) & 7
	// upTo[i] holds the cards at the positions before i.
	var upTo [PileSize + 2]deck.Set
	upTo[1] = 1 << c0
	upTo[2] = upTo[1] | 1<<c1
	upTo[3] = upTo[2] | 1<<c2
	upTo[4] = upTo[3] | 1<<c3
	upTo[5] = upTo[4]
	s.hand[seat] |= upTo[f] &^ upTo[t&7]
	s.tops[seat] |= upTo[f+1] &^ upTo[f] // none when f is PileSize
	pl.taken = uint8(f)
}

// toHand is the cards that go into the hand when turned up from a pile:
// the tarocks and the Kings (doc/strohmandel.md §5.2).
const toHand = deck.Tarocks | deck.Kings

func (s *State) startPlay() {
	s.phase = PhasePlay
	s.toMove = tarock.Forehand
	if s.rules.FirstLead == LeadDeclarerIfTakenUp && s.declarer != tarock.NoSeat {
		s.toMove = s.declarer
	}
	s.legal = s.legalCards()
}

// apply checks m and, when it is legal, makes it on s; when it is not, s is
// left unchanged. The card play is here, the other moves are in applyTalk.
func (s *State) apply(m Move) error {
	if s.phase != PhasePlay {
		return s.applyTalk(m)
	}
	seat, c := s.toMove&1, m.Card
	if m.Kind != MovePlay || m.Bonus != 0 {
		return s.refuse(m, tarock.ErrWrongPhase, "play a card")
	}
	if !s.legal.Has(c) {
		return s.refusePlay(m)
	}
	if m.Calls != 0 && m.Calls&^s.allowedCalls(c) != 0 {
		return s.refuse(m, tarock.ErrNotAllowed, "call not allowed with this card now")
	}
	bit := deck.Set(1) << c
	if s.hand[seat]&bit != 0 {
		s.hand[seat] &^= bit
	} else {
		s.playTop(seat, c)
	}
	k := s.nplays
	s.plays.set(int(k), c, seat, m.Calls != 0)
	s.nplays = k + 1
	if k%2 == 0 {
		// The second card of the trick answers c.
		s.toMove = seat ^ 1
		if s.kind == KindTrischaken {
			s.legal = s.legalCards()
		} else {
			s.legal = followLegal(s.hand[seat^1]|s.tops[seat^1], c)
		}
		return nil
	}
	// The trick is complete: the card led wins unless c beats it (doc/strohmandel.md §7.3).
	w := seat ^ 1 ^ tarock.Seat(beaters[s.plays.at(int(k)-1)&63]>>(c&63)&1)
	if s.opts&optRostopschin != 0 {
		// Topschin may follow when the winner called Ross in this trick.
		s.topschin = s.rossBy(int(k)-1, w) || s.rossBy(int(k), w)
	}
	if s.pending != 0 {
		s.replenish(w)
	}
	s.toMove = w
	switch {
	case s.nplays == deck.NumCards:
		s.phase, s.legal = PhaseDone, 0
	case s.kind == KindTrischaken:
		s.legal = s.legalCards()
	default:
		s.legal = s.hand[w] | s.tops[w] // a lead is free (doc/strohmandel.md §7.2)
	}
	return nil
}

// rossBy reports whether play k is XVII with the call Ross by seat.
func (s *State) rossBy(k int, seat tarock.Seat) bool {
	return s.plays.called(k) && s.plays.at(k) == deck.Tarock17 && s.plays.seat(k) == seat
}

// playTop plays seat's face-up top c: its pile's next card is turned after
// the trick (doc/strohmandel.md §5.3).
func (s *State) playTop(seat tarock.Seat, c deck.Card) {
	seat &= 1
	s.tops[seat] &^= 1 << c
	// The pile whose top is c. A face-up top is never a pile's last card,
	// and the top position of an empty pile holds a played card, so
	// comparing the card at min(taken, 2) is enough.
	piles := &s.piles[seat]
	top := func(p int) deck.Card { return deck.Card(piles[p].cards[min(piles[p].taken, PileSize-2)] & 63) }
	p := 2
	if top(1) == c {
		p = 1
	}
	if top(0) == c {
		p = 0
	}
	piles[p].taken++ // the next card is turned after the trick (doc/strohmandel.md §5.3)
	s.pending |= 1 << (3*int(seat) + p)
}

// replenish settles the piles whose tops were played in the trick just
// complete, the winner w's first (doc/strohmandel.md §5.3; the order is
// N and changes nothing).
func (s *State) replenish(w tarock.Seat) {
	// The winner's piles in the low bits, without a branch on w.
	v, swap := s.pending, -uint8(w&1)
	v = v&^swap | (v>>3|v&7<<3)&swap
	for ; v != 0; v &= v - 1 {
		i := uint(bits.TrailingZeros8(v))
		s.settle(tarock.Seat(i/PilesPerPlayer)^w, i%PilesPerPlayer)
	}
	s.pending = 0
}

// refuse builds the error of an illegal move.
func (s *State) refuse(m Move, reason error, detail string) error {
	seat := s.toMove
	if s.phase == PhaseDone {
		seat = tarock.NoSeat
	}
	return &tarock.MoveError{Move: m.String(), Seat: seat, Phase: s.phase.String(), Reason: reason, Detail: detail}
}

// refusePlay names the reason a card may not be played.
func (s *State) refusePlay(m Move) error {
	pl := s.hand[s.toMove&1] | s.tops[s.toMove&1]
	detail, reason := tarock.Violation(m.Card, pl, s.currentTrick(), s.Obligations())
	if reason == nil {
		return s.refuse(m, tarock.ErrNotAllowed, "in Trischaken the Pagat only as the last tarock")
	}
	return s.refuse(m, reason, detail)
}

// AppendHistory appends every move made in the deal so far, in order, to
// dst: the take-up decisions and announcements, then the card plays with
// their calls. Every move is public, so this is also each seat's view of
// the history; replaying it from [NewGame] with the same deal gives s again.
func (s State) AppendHistory(dst []Move) []Move { return s.appendHistory(dst) }

func (s *State) appendHistory(dst []Move) []Move {
	for i := range s.talk.len() {
		dst = append(dst, s.talk.at(i))
	}
	i, n := len(dst), int(s.nplays)
	dst = slices.Grow(dst, n)[:i+n]
	for k, b := range s.plays[:n] {
		m := plays[b&63]
		if b&0x80 != 0 {
			m.Calls = callOf(m.Card)
		}
		dst[i+k] = m
	}
	return dst
}

// playLog is the sequence of the cards played, one byte each: the card in
// the low six bits, the seat that played it in bit 6, and in bit 7 whether
// the play made its card's call (a legal play makes at most one, the one
// callOf names). Entries past the number played are zero.
type playLog [deck.NumCards]uint8

func (l *playLog) at(k int) deck.Card { return deck.Card(l[k] & 63) }

func (l *playLog) seat(k int) tarock.Seat { return tarock.Seat(l[k] >> 6 & 1) }

func (l *playLog) called(k int) bool { return l[k]&0x80 != 0 }

func (l *playLog) set(k int, c deck.Card, seat tarock.Seat, called bool) {
	b := uint8(c&63) | uint8(seat&1)<<6
	if called {
		b |= 0x80
	}
	l[k] = b
}

// callOf returns the call a play of c can make (doc/strohmandel.md §6
// notes): CallTrull with a Trull card, CallKingsTrull with a King,
// CallRoss with XVII, CallTopschin with XVIII; none with any other card.
func callOf(c deck.Card) Call {
	switch {
	case c.IsTrull():
		return CallTrull
	case c.IsKing():
		return CallKingsTrull
	case c == deck.Tarock17:
		return CallRoss
	case c == deck.Tarock18:
		return CallTopschin
	}
	return 0
}

// anyCalled reports whether some play made a call.
func (l *playLog) anyCalled() bool {
	const high = 0x8080808080808080
	var or uint64
	for i := 0; i+8 <= len(l); i += 8 {
		or |= binary.LittleEndian.Uint64(l[i:])
	}
	for _, b := range l[len(l)&^7:] {
		or |= uint64(b)
	}
	return or&high != 0
}

// callPlay returns the index in the play log of the play that made call,
// or -1 when it was not made.
func (s *State) callPlay(call Call) int {
	if !s.plays.anyCalled() {
		return -1
	}
	for k := range int(s.nplays) {
		if s.plays.called(k) && callOf(s.plays.at(k)) == call {
			return k
		}
	}
	return -1
}

// talkLog is the sequence of the moves other than card plays, four bits
// each (see talkCode), the first in the low bits. A code is never zero, so
// the log's length is the number of its nonzero nibbles.
type talkLog uint64

// talkCode returns the four-bit code of a non-play move: its kind, or 9, 10
// or 11 for the three announcements.
func talkCode(m Move) uint64 {
	if m.Kind == MoveAnnounce {
		return 9 + uint64(bits.TrailingZeros8(uint8(m.Bonus)))
	}
	return uint64(m.Kind & 15)
}

func (l talkLog) len() int { return (bits.Len64(uint64(l)) + 3) / 4 }

func (l talkLog) at(i int) Move {
	code := MoveKind(l >> (4 * uint(i)) & 15)
	if code >= 9 {
		return Announce(1 << (code - 9))
	}
	return Move{Kind: code}
}

// add appends m; a full log (maxTalk moves, more than a deal can have) is
// left as it is.
func (l *talkLog) add(m Move) {
	if n := l.len(); n < maxTalk {
		*l |= talkLog(talkCode(m) << (4 * uint(n)))
	}
}

// rulesTable holds the shared, never modified copy of each rule set that a
// State points to.
var rulesTable intern.Table[Rules]

// shareRules returns the shared copy of r.
func shareRules(r Rules) *Rules { return rulesTable.Of(r) }
