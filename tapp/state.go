package tapp

import (
	"fmt"
	"math/bits"
	"slices"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
)

// Bounds of the fixed-size histories of a State. An auction has at most 5
// raises, 2 holds per level, 3 passes and the Solo take-over (19 moves); the
// Kontra phase at most 3 Kontras, 3 Res, 3 Subs and 5 passes. The logs hold
// 21 auction moves of 3 bits in a uint64 and 16 Kontra-phase moves of 2
// bits in a uint32.
const (
	maxAuction = 21
	maxKontra  = 16
	numPlays   = 48
)

// endReason says how a finished deal ended.
type endReason uint8

const (
	endNone       endReason = iota
	endPlayed               // 16 tricks played
	endAllPass              // all passed, thrown in (AllPassRedeal)
	endRauben               // all passed, thrown in (AllPassRauben)
	endTapper               // the Tapper stood: not played, forehand paid
	endNoTarock             // a hand without tarock, thrown in (RedealNoTarock)
	endTrischaken           // Trischaken played out
)

// State is one moment of a deal of Tapp Tarock: an immutable value. All its
// fields are fixed-size (card sets are deck.Set, histories fixed arrays),
// apart from one pointer to a private, never modified copy of the Rules, so
// assigning a State copies it and any number of goroutines may use one
// State at once. [State.Apply] returns a new State and never changes the
// receiver. The zero State is not a game but counts as a finished one (Done,
// no legal moves, Apply refuses with tarock.ErrGameOver); use [NewGame].
//
// A State knows every card; [State.Observation] is what one seat may see.
type State struct {
	// The fields are packed into 128 bytes: every user of the package
	// copies a State at least once per move. The head comes first and is
	// small enough for the compiler to keep in registers, so that the
	// methods declared on it (AppendLegalMoves, Done, ToMove, Phase, …)
	// read a few fields instead of copying the whole State as a value
	// receiver would.
	head
	hands  [3]deck.Set
	aucLog uint64         // the auction moves, aucCode of move i at bits 3i
	plays  [numPlays]byte // every card played, in order (see wonBy); the trick in progress is the last tn
	konLog uint32         // the Kontra-phase moves, 2 bits each: 0 pass, 1+target a double
	talon  [6]deck.Card
	disc   [3]uint8 // the declarer's discards in card order, each card + 1; 0 where there is none

	nKon  uint8
	bonus uint16 // hand bonus bits (bonusTrull, …) of seat p at bits 3p

	// auction
	level    Contract
	owner    tarock.Seat
	aflags   uint8 // seats that passed (bits 0–2) and that bid a Dreier or more (3–5); soloAsk, duel
	aturn    uint8 // seats that have had a turn (bits 0–2); ImmediateHolding: the entry turn (3–4)
	duelists uint8 // ImmediateHolding: senior (bits 0–1) and junior (2–3) of the duel

	taken  uint8 // talon positions the declarer took (bits 0–5) and how (6–7: Lower, Upper, takeCards)
	ann    uint8 // the announcements (bits 0–1) and the Kontra step (2–4)
	kontra uint8 // the Kontra level of target t at bits 2t
}

// head is the start of a State: at most four fields of at most 32 bytes in
// all (nested structs included), the shape the compiler keeps in registers.
// It holds all that AppendLegalMoves reads: legal describes the legal moves
// of every phase (see describe).
type head struct {
	rules *Rules
	legal deck.Set
	turn
	outline
}

// turn is where the deal stands.
type turn struct {
	phase  Phase
	toMove tarock.Seat
	nPlays uint8 // cards played
	tn     uint8 // cards in the trick in progress
}

// outline is what the auction decided and how the deal ended.
type outline struct {
	end      endReason
	contract Contract
	declarer tarock.Seat
	nAuc     uint8
}

const takeCards = 2

// Auction log codes: pass, hold, or aucBid+contract for a bid.
const (
	aucPass = 0
	aucHold = 1
	aucBid  = 2
)

// Auction flags.
const (
	aSoloAsk = 1 << 6 // SoloHoldable1821: forehand is asked to hold a Solo
	aDuel    = 1 << 7 // ImmediateHolding: a duel is under way
)

// Hand bonus bits.
const (
	bonusTrull uint8 = 1 << iota
	bonusKings
	bonusHeads
)

// mod3[k] is k mod 3 as a seat, for k < 8: the seat k places after seat 0.
var mod3 = [8]tarock.Seat{0, 1, 2, 0, 1, 2, 0, 1}

func (s *State) passed() uint8               { return s.aflags & 7 }
func (s *State) hasBid() uint8               { return s.aflags >> 3 & 7 }
func (s *State) soloAsk() bool               { return s.aflags&aSoloAsk != 0 }
func (s *State) duel() bool                  { return s.aflags&aDuel != 0 }
func (s *State) spoken() uint8               { return s.aturn & 7 }
func (s *State) entry() uint8                { return s.aturn >> 3 }
func (s *State) senior() tarock.Seat         { return tarock.Seat(s.duelists & 3) }
func (s *State) junior() tarock.Seat         { return tarock.Seat(s.duelists >> 2) }
func (s *State) takenPos() uint8             { return s.taken & 0x3f }
func (s *State) tookHalf() uint8             { return s.taken >> 6 }
func (s *State) announced() Announcement     { return Announcement(s.ann & 3) }
func (s *State) kstep() uint8                { return s.ann >> 2 }
func (s *State) bonusOf(p tarock.Seat) uint8 { return uint8(s.bonus>>(3*p)) & 7 }

func (s *State) kontraOf(t KontraTarget) KontraLevel {
	return KontraLevel(s.kontra >> (2 * t) & 3)
}

func (s *State) kontraLevels() [numTargets]KontraLevel {
	return [numTargets]KontraLevel{s.kontraOf(TargetGame), s.kontraOf(TargetPagatUltimo), s.kontraOf(TargetValat)}
}

// discards returns the declarer's discards.
func (s *State) discards() deck.Set {
	var d deck.Set
	for _, c := range s.disc {
		d |= 1 << c
	}
	return d >> 1 // card c is at bit c+1; bit 0 marks the empty slots
}

var _ tarock.Game[State, Move] = State{}

// NewGame returns the state at the start of the auction of deal d under
// rules r (doc/tapp.md §5): forehand (seat 0) to speak. It returns
// an error wrapping [tarock.ErrInvalidRules] when r is not valid
// ([Rules.Validate]) and one wrapping [tarock.ErrInvalidDeal] when d is not
// ([Deal.Validate]). Under RedealNoTarock a deal in which a hand holds no
// tarock is returned already done and thrown in (Outcome().Played false).
func NewGame(r Rules, d Deal) (State, error) {
	rp := rulesTable.Last()
	if rp == nil || *rp != r {
		// Rules that were interned have been validated before.
		if err := r.Validate(); err != nil {
			return State{}, err
		}
		rp = shareRules(r)
	}
	if err := d.Validate(); err != nil {
		return State{}, err
	}
	s := State{
		head: head{
			rules:   rp,
			turn:    turn{phase: PhaseAuction, toMove: 0},
			outline: outline{declarer: tarock.NoSeat},
		},
		hands: d.Hands,
		talon: d.Talon,
		owner: tarock.NoSeat,
	}
	for p := range 3 {
		s.bonus |= uint16(handBonus(d.Hands[p], r.HandBonuses)) << (3 * p)
	}
	if r.RedealNoTarock {
		for p := range 3 {
			if d.Hands[p].Tarocks().IsEmpty() {
				s.finish(endNoTarock)
				break
			}
		}
	}
	s.legal = s.describe()
	return s, nil
}

// handBonus returns the hand bonus bits of hand h under hb (doc/tapp.md §10.6): Trull
// and Köpfe exclude each other, Trull and Königstrull add up.
func handBonus(h deck.Set, hb HandBonuses) uint8 {
	if hb == BonusesOff {
		return 0
	}
	var b uint8
	switch h.Intersect(deck.Trull).Len() {
	case 3:
		b |= bonusTrull
	case 2:
		if hb == BonusesTrullKingsHeads {
			b |= bonusHeads
		}
	}
	if h.ContainsAll(deck.Kings) {
		b |= bonusKings
	}
	return b
}

func (s *State) finish(e endReason) {
	s.phase = PhaseDone
	s.end = e
	s.toMove = tarock.NoSeat
}

// Rules returns the rules of the deal.
func (s State) Rules() Rules {
	if s.rules == nil {
		return Rules{}
	}
	return *s.rules
}

// Equal reports whether s and t are the same state: the same rules, cards,
// history and position. States are comparable with == as well, which gives
// the same answer (equal rule sets share one internal copy), so a State can
// be a map key, for example in a transposition table. go-cmp uses this
// method to compare states.
func (s State) Equal(t State) bool { return s == t }

// Players returns 3.
func (s State) Players() int { return 3 }

// Done reports whether the deal is over: played out, or thrown in. The zero
// State, which is not a game, counts as done.
func (s head) Done() bool { return s.phase == PhaseDone || s.rules == nil }

// ToMove returns the seat to act, or tarock.NoSeat when the deal is done
// (and for the zero State).
func (s head) ToMove() tarock.Seat {
	if s.rules == nil {
		return tarock.NoSeat
	}
	return s.toMove
}

// Phase returns the phase of the deal (PhaseDone for the zero State).
func (s head) Phase() Phase {
	if s.rules == nil {
		return PhaseDone
	}
	return s.phase
}

// Declarer returns the declarer, or tarock.NoSeat while the auction runs,
// after all passed (also in Trischaken), in a thrown-in deal and in the zero
// State. After a Tapper it is forehand.
func (s head) Declarer() tarock.Seat {
	if s.rules == nil {
		return tarock.NoSeat
	}
	return s.declarer
}

// Contract returns the contract played: NoContract during the auction and
// when the deal was thrown in, Tapper when the Tapper stood, Trischaken
// after all passed under AllPassTrischaken.
func (s State) Contract() Contract { return s.contract }

// Bid returns the standing bid of the auction and its owner (NoContract and
// tarock.NoSeat before the first bid).
func (s State) Bid() (Contract, tarock.Seat) {
	if s.rules == nil {
		return NoContract, tarock.NoSeat
	}
	return s.level, s.owner
}

// Hand returns the cards seat holds; the empty set for an invalid seat.
func (s State) Hand(seat tarock.Seat) deck.Set {
	if seat > 2 {
		return 0
	}
	return s.hands[seat]
}

// Talon returns the six talon cards in the order laid (positions 0–2 the
// lower half, 3–5 the upper half), as dealt.
func (s State) Talon() [6]deck.Card {
	if s.rules == nil {
		return [6]deck.Card{deck.NoCard, deck.NoCard, deck.NoCard, deck.NoCard, deck.NoCard, deck.NoCard}
	}
	return s.talon
}

// TalonTaken returns the talon cards the declarer took into his hand.
func (s State) TalonTaken() deck.Set {
	if s.rules == nil {
		return 0
	}
	return s.talonTaken()
}

// talonCards returns the talon cards at the positions (bits 0–5) of pos.
func (s *State) talonCards(pos uint8) deck.Set {
	var t deck.Set
	for i, c := range s.talon {
		if pos&(1<<i) != 0 {
			t |= 1 << (c & 63)
		}
	}
	return t
}

func (s *State) talonTaken() deck.Set { return s.talonCards(s.takenPos()) }
func (s *State) talonLeft() deck.Set  { return s.talonCards(^s.takenPos() & 0x3f) }

// TalonLeft returns the talon cards nobody took: they count for the
// defenders at the end (doc/tapp.md §6.1, §6.2; in Trischaken see [Result]).
func (s State) TalonLeft() deck.Set {
	if s.rules == nil {
		return 0
	}
	return s.talonLeft()
}

// Discards returns the declarer's discards (empty before the discard and in
// a Solo).
func (s State) Discards() deck.Set { return s.discards() }

// Announced returns the declarer's announcements.
func (s State) Announced() Announcement { return s.announced() }

// KontraLevel returns how often target has been doubled.
func (s State) KontraLevel(t KontraTarget) KontraLevel {
	if t >= numTargets {
		return LevelNone
	}
	return s.kontraOf(t)
}

// CurrentTrick returns the trick in progress; empty between tricks and
// outside the play phase.
func (s State) CurrentTrick() tarock.Trick { return s.currentTrick() }

func (s *State) currentTrick() tarock.Trick {
	_, lead := s.trickLeads()
	t := tarock.NewTrick(lead, 3)
	for _, c := range s.plays[s.nPlays-s.tn : s.nPlays] {
		t, _ = t.Play(deck.Card(c & 63))
	}
	return t
}

// The plays record the trick winners too: the byte of the third card of a
// trick holds the card in bits 0–5 and in bits 6–7 the position (0, 1 or
// 2) of the card that won the trick, so that the tricks are tallied
// without being judged again.
const wonShift = 6

// wonBy returns the position (0–2) of the winning card of the trick whose
// third card is plays[i].
func (s *State) wonBy(i int) int { return int(s.plays[i] >> wonShift) }

func (s *State) lastTrick() tarock.Trick {
	last, _ := s.trickLeads()
	t := tarock.NewTrick(last, 3)
	if done := s.nPlays - s.tn; done >= 3 {
		for _, c := range s.plays[done-3 : done] {
			t, _ = t.Play(deck.Card(c & 63))
		}
	}
	return t
}

// trickLeads returns the leader of the last completed trick and the leader
// of the trick in progress (after the last trick: its winner). Either is
// seat 0 while there is no such trick.
func (s *State) trickLeads() (last, cur tarock.Seat) {
	done := int(s.nPlays - s.tn)
	if s.phase == PhasePlay {
		cur = mod3[(s.toMove+3-tarock.Seat(s.tn))&7]
		if done >= 3 {
			last = mod3[(cur+3-tarock.Seat(s.wonBy(done-1)))&7]
		}
		return last, cur
	}
	cur = s.firstLeader()
	for i := 0; i+2 < done; i += 3 {
		last = cur
		cur = mod3[(cur+tarock.Seat(s.wonBy(i+2)))&7]
	}
	if done == 0 {
		cur = 0
	}
	return last, cur
}

// LastTrick returns the last completed trick (empty before the first one
// is complete).
func (s State) LastTrick() tarock.Trick { return s.lastTrick() }

// TricksPlayed returns the number of completed tricks.
func (s State) TricksPlayed() int { return int(s.nPlays) / 3 }

// Won returns the cards seat has won in tricks.
func (s State) Won(seat tarock.Seat) deck.Set {
	if seat > 2 {
		return 0
	}
	won, _, _ := s.tally()
	return won[seat]
}

// tally returns the cards each seat won in tricks, the number of tricks
// each won and the leader of the last completed trick (seat 0 before the
// first), replaying the play record.
func (s *State) tally() (won [3]deck.Set, tricks [3]int, last tarock.Seat) {
	lead := s.firstLeader()
	done := int(s.nPlays - s.tn)
	// The piles stay in registers and the loop has no branch but its own:
	// trick winners are unpredictable.
	var w0, w1, w2 deck.Set
	for i := 0; i+2 < done && i+2 < len(s.plays); i += 3 {
		a, b, c := s.plays[i], s.plays[i+1], s.plays[i+2]
		t := deck.Set(1)<<(a&63) | deck.Set(1)<<(b&63) | deck.Set(1)<<(c&63)
		last = lead
		lead += tarock.Seat(c >> wonShift)
		if lead >= 3 {
			lead -= 3
		}
		var m0, m1, m2 deck.Set
		if lead == 0 {
			m0 = t
		}
		if lead == 1 {
			m1 = t
		}
		if lead == 2 {
			m2 = t
		}
		w0, w1, w2 = w0|m0, w1|m1, w2|m2
	}
	won = [3]deck.Set{w0, w1, w2}
	tricks = [3]int{w0.Len() / 3, w1.Len() / 3, w2.Len() / 3}
	return won, tricks, last
}

// firstLeader returns the seat that leads (or led) to the first trick.
func (s *State) firstLeader() tarock.Seat {
	if s.rules != nil && s.rules.FirstLead == LeadDeclarer && s.declarer != tarock.NoSeat && s.contract != Tapper {
		return s.declarer
	}
	return tarock.Forehand
}

// Playable returns the hand of seat: the cards it could play to a trick.
func (s State) Playable(seat tarock.Seat) deck.Set { return s.Hand(seat) }

// Obligations returns the play obligations (doc/tapp.md §8): follow suit and must play
// a tarock; in Trischaken also must beat (doc/tapp.md §5.3), and the Pagat may then be
// played only as the last tarock, which [tarock.Obligations] cannot express
// and the legal moves add.
func (s State) Obligations() tarock.Obligations {
	if s.contract == Trischaken {
		return tarock.WithMustBeat
	}
	return tarock.Standard
}

// AppendCardSets appends the disjoint places that together hold the 54
// cards: the three hands, the talon cards not taken, the discards, the cards
// each seat won in tricks and the trick in progress. The zero State has
// none.
func (s State) AppendCardSets(dst []deck.Set) []deck.Set {
	if s.rules == nil {
		return dst
	}
	won, _, _ := s.tally()
	return append(dst, s.hands[0], s.hands[1], s.hands[2], s.talonLeft(), s.discards(),
		won[0], won[1], won[2], s.trickCards())
}

func (s *State) trickCards() deck.Set {
	var t deck.Set
	for _, c := range s.plays[s.nPlays-s.tn : s.nPlays] {
		t |= 1 << (c & 63)
	}
	return t
}

// LegalMoves returns the legal moves of the seat to act (nil when done). It
// allocates; see [State.AppendLegalMoves].
func (s head) LegalMoves() []Move { return s.AppendLegalMoves(nil) }

// AppendLegalMoves appends every legal move of the seat to act to dst and
// returns the extended slice; it appends nothing when the deal is done. It
// allocates nothing when dst has room. The moves of each phase come in a
// fixed order (for example card order in play), so a seeded random choice
// is reproducible. It reads only the head of the State, which Apply keeps
// up to date, so that a call copies no more than that.
//
// Like append it leaves dst[:len(dst)] alone and writes only within
// cap(dst); unlike append it may also write into the spare capacity just
// past the moves it appends (up to element len(dst)+7 of the buffer), which
// it uses as scratch for speed: keep nothing there that must survive the
// call.
func (s head) AppendLegalMoves(dst []Move) []Move {
	// Small enough to be inlined: the caller passes three fields, not the
	// head.
	return appendLegal(dst, s.legal, s.phase, s.rules)
}

// appendLegal appends the legal moves described by legal in phase ph.
func appendLegal(dst []Move, legal deck.Set, ph Phase, r *Rules) []Move {
	if ph != PhasePlay {
		return appendOther(dst, legal, ph, r)
	}
	return appendPlays(dst, legal)
}

// appendPlays appends a play of each card of v, in card order.
func appendPlays(dst []Move, v deck.Set) []Move {
	i := len(dst)
	n := bits.OnesCount64(uint64(v))
	if n <= scratchMoves && cap(dst)-i >= scratchMoves {
		// Eight plays written without a loop, the unused ones into the
		// spare capacity: how many cards a seat may play is unpredictable,
		// and a loop would mispredict its exit on almost every call (a
		// random game takes 15 % longer).
		const play = uint64(MovePlay) << 56
		out := (*[scratchMoves]Move)(dst[i : i+scratchMoves])
		x0 := uint64(v)
		x1 := x0 & (x0 - 1)
		x2 := x1 & (x1 - 1)
		x3 := x2 & (x2 - 1)
		x4 := x3 & (x3 - 1)
		x5 := x4 & (x4 - 1)
		x6 := x5 & (x5 - 1)
		x7 := x6 & (x6 - 1)
		out[0] = Move{play | uint64(bits.TrailingZeros64(x0))}
		out[1] = Move{play | uint64(bits.TrailingZeros64(x1))}
		out[2] = Move{play | uint64(bits.TrailingZeros64(x2))}
		out[3] = Move{play | uint64(bits.TrailingZeros64(x3))}
		out[4] = Move{play | uint64(bits.TrailingZeros64(x4))}
		out[5] = Move{play | uint64(bits.TrailingZeros64(x5))}
		out[6] = Move{play | uint64(bits.TrailingZeros64(x6))}
		out[7] = Move{play | uint64(bits.TrailingZeros64(x7))}
		return dst[:i+n]
	}
	if cap(dst)-i < n {
		dst = slices.Grow(dst, n)
	}
	dst = dst[:i+n]
	out := dst[i:]
	for k := range out {
		out[k] = Move{uint64(MovePlay)<<56 | uint64(bits.TrailingZeros64(uint64(v)))}
		v &= v - 1
	}
	return dst
}

// scratchMoves is how far past the moves it appends AppendLegalMoves may
// write into the spare capacity of its buffer.
const scratchMoves = 8

// What head.legal holds in each phase, as describe writes it:
//
//   - PhaseAuction: bit c for each contract c the seat to act may bid, and
//     legalHold when he may hold;
//   - PhaseTalon: the halves he may take (bit 0 lower, bit 1 upper) or,
//     under TalonCardCount, the number of single cards at bits 2–3, with
//     the six talon cards, 6 bits each, from bit 8;
//   - PhaseDiscard: the declarer's hand, and at bits 56–59 the number of
//     cards to discard;
//   - PhaseAnnounce: bit a for each Announcement a allowed;
//   - PhaseKontra: at bits 3t, 4|level when target t may be doubled;
//   - PhasePlay: the cards the seat to act may play;
//   - PhaseDone: nothing.
const (
	legalHold       = 1 << 8
	legalTalonCards = 8
	legalDiscardK   = 56
)

// describe returns head.legal for the position of s.
func (s *State) describe() deck.Set {
	var v uint64
	switch s.phase {
	case PhaseAuction:
		v = uint64(s.biddable(s.toMove))
		if s.canHold(s.toMove) {
			v |= legalHold
		}
	case PhaseTalon:
		halves, n := s.talonChoice()
		v = uint64(halves) | uint64(n)<<2
		for i, c := range s.talon {
			v |= uint64(c&63) << (legalTalonCards + 6*i)
		}
	case PhaseDiscard:
		v = uint64(s.hands[s.declarer]) | uint64(bits.OnesCount8(s.takenPos()))<<legalDiscardK
	case PhaseAnnounce:
		for a := NoAnnouncement; a <= PagatUltimo|Valat; a++ {
			if s.announceAllowed(a) {
				v |= 1 << a
			}
		}
	case PhaseKontra:
		for t := TargetGame; t < numTargets; t++ {
			if l, ok := s.canDouble(t); ok {
				v |= uint64(4|l&3) << (3 * t)
			}
		}
	case PhasePlay:
		return s.legalPlays()
	}
	return deck.Set(v)
}

// appendOther appends the legal moves of every phase but PhasePlay, from
// their description legal (r is nil in the zero State).
func appendOther(dst []Move, legal deck.Set, ph Phase, r *Rules) []Move {
	if r == nil {
		return dst
	}
	v := uint64(legal)
	switch ph {
	case PhaseAuction:
		dst = append(dst, Pass())
		if v&legalHold != 0 {
			dst = append(dst, Hold())
		}
		for b := uint8(v); b != 0; b &= b - 1 {
			dst = append(dst, Bid(Contract(bits.TrailingZeros8(b))))
		}
	case PhaseTalon:
		if n := int(v >> 2 & 3); n > 0 {
			var talon [6]deck.Card
			for i := range talon {
				talon[i] = deck.Card(v >> (legalTalonCards + 6*i) & 63)
			}
			opts, k := cardCountOptions(talon, n)
			for _, o := range opts[:k] {
				dst = append(dst, TakeCards(o))
			}
			return dst
		}
		if v&1 != 0 {
			dst = append(dst, Take(Lower))
		}
		if v&2 != 0 {
			dst = append(dst, Take(Upper))
		}
	case PhaseDiscard:
		dst = appendDiscards(dst, deck.Set(v)&deck.FullPack, int(v>>legalDiscardK&15))
	case PhaseAnnounce:
		for a := NoAnnouncement; a <= PagatUltimo|Valat; a++ {
			if v>>a&1 != 0 {
				dst = append(dst, Announce(a))
			}
		}
	case PhaseKontra:
		dst = append(dst, Pass())
		for t := TargetGame; t < numTargets; t++ {
			if e := v >> (3 * t) & 7; e&4 != 0 {
				dst = append(dst, Double(KontraLevel(e&3), t))
			}
		}
	}
	return dst
}

// Apply returns the state after the seat to act makes move m. For a move
// that is not legal it returns the receiver unchanged and a
// *[tarock.MoveError] wrapping the reason, which wraps
// [tarock.ErrIllegalMove]: ErrGameOver when the deal is done, ErrWrongPhase
// for a kind of move that does not belong to the phase, ErrCardNotHeld,
// ErrMustFollowSuit, ErrMustPlayTarock or ErrMustBeat for a card, and
// ErrNotAllowed (with a detail) for any other move the rules forbid. Apply
// allocates nothing for a legal move.
func (s State) Apply(m Move) (State, error) {
	err := s.apply(m)
	return s, err
}

// apply makes move m on s in place, or leaves s unchanged and returns why
// m is not legal.
func (s *State) apply(m Move) error {
	if s.phase != PhasePlay {
		return s.applyOther(m)
	}
	// One bit test against the legal plays; a payload of 64 or more shifts
	// every bit out.
	if m.v>>56 != uint64(MovePlay) || uint64(s.legal)>>(m.v&payloadMask)&1 == 0 {
		return s.playError(m)
	}
	// Play the card (doc/tapp.md §8): the trick goes on with the next seat, or,
	// complete, goes to its winner, who leads the next. This is the hot
	// path of every search, written out here rather than called.
	c := deck.Card(m.v)
	p := s.toMove
	s.hands[p] &^= 1 << (c & 63)
	n := s.nPlays
	s.plays[n] = byte(c)
	n++
	s.nPlays = n
	var q tarock.Seat
	if s.tn < 2 {
		s.tn++
		q = seatPlus(p, 1)
		s.legal = follow(s.hands[q], suitOf[s.plays[n-s.tn]&63])
	} else {
		// p played the third card, so the seat after p led.
		w := trickWinner(deck.Card(s.plays[n-3]), deck.Card(s.plays[n-2]), c)
		s.plays[n-1] = byte(c) | byte(w)<<wonShift
		q = seatPlus(p, 1+w)
		s.tn = 0
		s.legal = s.hands[q]
	}
	s.toMove = q
	if n == numPlays || s.contract == Trischaken {
		s.afterPlay()
	}
	return nil
}

// applyOther makes a move of any phase but PhasePlay, as apply, and
// describes the legal moves that follow.
func (s *State) applyOther(m Move) error {
	if err := s.applyPhase(m); err != nil {
		return err
	}
	s.legal = s.describe()
	return nil
}

// applyPhase makes a move of any phase but PhasePlay, as apply.
func (s *State) applyPhase(m Move) error {
	if s.rules == nil {
		return &tarock.MoveError{Move: m.String(), Seat: tarock.NoSeat, Phase: PhaseDone.String(),
			Reason: tarock.ErrGameOver, Detail: "the zero State is not a game; use NewGame"}
	}
	switch s.phase {
	case PhaseAuction:
		if err := s.checkAuction(m); err != nil {
			return err
		}
		s.auction(m)
		return nil
	case PhaseTalon:
		if err := s.checkTake(m); err != nil {
			return err
		}
		s.take(m)
		return nil
	case PhaseDiscard:
		if err := s.checkDiscard(m); err != nil {
			return err
		}
		s.doDiscard(m.set())
		return nil
	case PhaseAnnounce:
		if err := s.checkAnnounce(m); err != nil {
			return err
		}
		s.ann = m.arg() & 3
		if s.rules.Kontra {
			s.phase = PhaseKontra
			s.toMove = s.kontraSeat()
		} else {
			s.startPlay()
		}
		return nil
	case PhaseKontra:
		if err := s.checkKontra(m); err != nil {
			return err
		}
		s.doKontra(m)
		return nil
	}
	return s.illegal(m, tarock.ErrGameOver, "")
}

func (s *State) illegal(m Move, reason error, detail string) error {
	return &tarock.MoveError{Move: m.String(), Seat: s.toMove, Phase: s.phase.String(), Reason: reason, Detail: detail}
}

// ---- play ----

// suitOf maps a card to the set of its suit (the tarocks for a tarock).
var suitOf = func() (t [64]deck.Set) {
	for c := deck.Card(0); c < deck.NumCards; c++ {
		t[c] = c.Suit().Cards()
	}
	return
}()

// seatPlus returns the seat k places after seat p of three, for p+k < 8,
// with a table rather than branches: trick winners are unpredictable.
func seatPlus(p tarock.Seat, k int) tarock.Seat { return mod3[(int(p)+k)&7] }

// trickKey[l][c] ranks card c in a trick whose first card has suit l: a
// tarock 64 + its number, a card of the suit led its number (22..53), any
// other card 0. The highest key wins the trick (doc/tapp.md §1.2); keys of the cards
// of one trick differ unless both are 0.
var trickKey = func() (t [8][64]uint8) {
	for l := deck.Tarock; l < deck.NumSuits; l++ {
		for c := deck.Card(0); c < deck.NumCards; c++ {
			switch {
			case c.IsTarock():
				t[l][c] = 64 + uint8(c)
			case c.Suit() == l:
				t[l][c] = uint8(c)
			}
		}
	}
	return
}()

// suitIndex maps a card to its suit (deck.Tarock for a tarock).
var suitIndex = func() (t [64]uint8) {
	for c := deck.Card(0); c < deck.NumCards; c++ {
		t[c] = uint8(c.Suit())
	}
	return
}()

// trickWinner returns the position (0, 1 or 2) of the card that wins the
// trick a, b, c, with a led (doc/tapp.md §1.2): the highest tarock if there is one,
// else the highest card of the suit led. It compiles without branches, for
// trick outcomes are unpredictable.
func trickWinner(a, b, c deck.Card) int {
	k := &trickKey[suitIndex[a&63]&7]
	best, kb, kc := uint32(k[a&63]), uint32(k[b&63]), uint32(k[c&63])
	w := 0
	if kb > best {
		w = 1
	}
	best = max(best, kb)
	if kc > best {
		w = 2
	}
	return w
}

// follow returns the cards of hand h that may be played to a trick led
// with a card of suit led (doc/tapp.md §8): follow suit, else a tarock, else anything.
func follow(h, led deck.Set) deck.Set {
	// Conditional moves, not branches: whether a seat can follow is
	// unpredictable.
	t := h & deck.Tarocks
	if t == 0 {
		t = h
	}
	f := h & led
	if f == 0 {
		f = t
	}
	return f
}

// legalPlays returns the cards the seat to act may play (doc/tapp.md §8; Trischaken
// doc/tapp.md §5.3): follow suit, else a tarock, else anything. Only in PhasePlay.
func (s *State) legalPlays() deck.Set {
	if s.contract == Trischaken {
		return s.trischakenPlays()
	}
	h := s.hands[s.toMove]
	if s.tn == 0 {
		return h
	}
	return follow(h, suitOf[s.plays[s.nPlays-s.tn]&63])
}

// trischakenPlays adds must-beat and the Pagat as the last tarock (doc/tapp.md §5.3).
func (s *State) trischakenPlays() deck.Set {
	l := tarock.LegalPlays(s.hands[s.toMove%3], s.currentTrick(), tarock.WithMustBeat)
	if l.Has(deck.Pagat) && l.Tarocks() != deck.SetOf(deck.Pagat) {
		l = l.Without(deck.Pagat)
	}
	return l
}

// playError explains why m is not a legal play.
func (s *State) playError(m Move) error {
	if m.kind() != MovePlay {
		return s.illegal(m, tarock.ErrWrongPhase, "play a card")
	}
	c := deck.Card(m.arg())
	detail, reason := tarock.Violation(c, s.hands[s.toMove%3], s.currentTrick(), s.Obligations())
	if reason != nil {
		return s.illegal(m, reason, detail)
	}
	return s.illegal(m, tarock.ErrNotAllowed, "in Trischaken the Pagat may only be played as the last tarock")
}

// afterPlay finishes a play after the deal's last card, and in Trischaken
// sets the legal plays.
func (s *State) afterPlay() {
	if s.nPlays == numPlays {
		s.legal = 0
		if s.contract == Trischaken {
			s.finish(endTrischaken)
		} else {
			s.finish(endPlayed)
		}
		return
	}
	s.legal = s.trischakenPlays()
}

func (s *State) startPlay() {
	leader := s.firstLeader()
	s.phase = PhasePlay
	s.toMove = leader
	s.legal = s.legalPlays()
}

// ---- talon ----

// talonChoice returns which halves the declarer may take (bit 0 lower, bit
// 1 upper) and, under TalonCardCount in Unterer and Oberer, the number of
// single cards he takes instead (doc/tapp.md §6.1, §6.3).
func (s *State) talonChoice() (halves uint8, cards int) {
	switch mode := s.rules.TalonMode; {
	case mode == TalonTop3Unexposed:
		return 2, 0
	case s.contract == Dreier || mode == TalonFreeChoice:
		return 3, 0
	case mode == TalonCardCount:
		if s.contract == Unterer {
			return 0, 2
		}
		return 0, 1
	case s.contract == Unterer:
		return 1, 0
	}
	return 2, 0
}

// cardCountOptions returns the talon card sets of TalonCardCount: the
// pairs at positions 1–2, 3–4, 5–6 for an Unterer, each single card for an
// Oberer ((N) for the adjacency).
func cardCountOptions(talon [6]deck.Card, n int) (opts [6]deck.Set, k int) {
	if n == 2 {
		for i := 0; i < 6; i += 2 {
			opts[k] = deck.SetOf(talon[i], talon[i+1])
			k++
		}
		return opts, k
	}
	for i := range 6 {
		opts[i] = deck.SetOf(talon[i])
	}
	return opts, 6
}

func (s *State) checkTake(m Move) error {
	halves, n := s.talonChoice()
	switch m.kind() {
	case MoveTake:
		if n > 0 {
			return s.illegal(m, tarock.ErrNotAllowed, fmt.Sprintf("under TalonCardCount the %v declarer takes %d single cards", s.contract, n))
		}
		if m.arg() > 1 || halves&(1<<m.arg()) == 0 {
			return s.illegal(m, tarock.ErrNotAllowed, fmt.Sprintf("the %v declarer must take the %v half", s.contract, Half(halves>>1)))
		}
		return nil
	case MoveTakeCards:
		if n == 0 {
			return s.illegal(m, tarock.ErrNotAllowed, "take a talon half")
		}
		opts, k := cardCountOptions(s.talon, n)
		for _, o := range opts[:k] {
			if o == m.set() {
				return nil
			}
		}
		return s.illegal(m, tarock.ErrNotAllowed, fmt.Sprintf("take %d adjacent talon cards", n))
	}
	return s.illegal(m, tarock.ErrWrongPhase, "take talon cards")
}

func (s *State) take(m Move) {
	if m.kind() == MoveTake {
		s.taken = m.arg()<<6 | 0b111<<(3*m.arg())
	} else {
		s.taken = takeCards << 6
		for i, c := range s.talon {
			if m.set().Has(c) {
				s.taken |= 1 << i
			}
		}
	}
	d := s.declarer
	s.hands[d] |= s.talonTaken()
	if s.rules.HandBonusMoment == BonusAfterTalon {
		s.bonus = s.bonus&^(7<<(3*d)) | uint16(handBonus(s.hands[d], s.rules.HandBonuses))<<(3*d)
	}
	s.phase = PhaseDiscard
}

// ---- discard ----

// discardTiers splits a hand for discarding (doc/tapp.md §6.1, §6.3): plain cards
// (neither tarock nor king) first, then tarocks II–XX (shown), then, in the
// (N) fallback of doc/tapp.md §6.1 item 6, kings and Trull cards.
func discardTiers(h deck.Set) (plain, tarocks, rest deck.Set) {
	plain = h &^ (deck.Tarocks | deck.Kings)
	tarocks = h.Tarocks() &^ deck.Trull
	rest = h & (deck.Kings | deck.Trull)
	return
}

// discardPool returns the cards that must be discarded and the pool from
// which the remaining need cards are chosen.
func discardPool(h deck.Set, k int) (forced, pool deck.Set, need int) {
	plain, tarocks, rest := discardTiers(h)
	switch {
	case plain.Len() >= k:
		return 0, plain, k
	case plain.Len()+tarocks.Len() >= k:
		return plain, tarocks, k - plain.Len()
	}
	return plain | tarocks, rest, k - plain.Len() - tarocks.Len()
}

// appendDiscards appends every legal discard of k cards from hand h, in
// ascending order of their cards.
func appendDiscards(dst []Move, h deck.Set, k int) []Move {
	forced, pool, need := discardPool(h, k)
	// need is at most 3; the C(len(pool), need) discards are written in
	// place, in ascending order of their cards.
	m := pool.Len()
	n := 1
	switch need {
	case 1:
		n = m
	case 2:
		n = m * (m - 1) / 2
	case 3:
		n = m * (m - 1) * (m - 2) / 6
	}
	i := len(dst)
	if cap(dst)-i < n {
		dst = slices.Grow(dst, n)
	}
	dst = dst[:i+n]
	out := dst[i:]
	base := uint64(MoveDiscard)<<56 | uint64(forced)
	w := 0
	switch need {
	case 0:
		out[0] = Move{base}
	case 1:
		for a := pool; a != 0; a &= a - 1 {
			out[w] = Move{base | uint64(a&-a)}
			w++
		}
	case 2:
		for a := pool; a != 0; a &= a - 1 {
			ba := base | uint64(a&-a)
			for b := a & (a - 1); b != 0; b &= b - 1 {
				out[w] = Move{ba | uint64(b&-b)}
				w++
			}
		}
	case 3:
		for a := pool; a != 0; a &= a - 1 {
			ba := base | uint64(a&-a)
			for b := a & (a - 1); b != 0; b &= b - 1 {
				bb := ba | uint64(b&-b)
				for c := b & (b - 1); c != 0; c &= c - 1 {
					out[w] = Move{bb | uint64(c&-c)}
					w++
				}
			}
		}
	}
	return dst
}

func (s *State) checkDiscard(m Move) error {
	if m.kind() != MoveDiscard {
		return s.illegal(m, tarock.ErrWrongPhase, "discard cards")
	}
	d, h, k := m.set(), s.hands[s.declarer], bits.OnesCount8(s.takenPos())
	if !d.Valid() || d.Len() != k {
		return s.illegal(m, tarock.ErrNotAllowed, fmt.Sprintf("discard exactly %d cards", k))
	}
	if !h.ContainsAll(d) {
		return s.illegal(m, tarock.ErrCardNotHeld, fmt.Sprintf("%v not held", d.Minus(h)))
	}
	plain, tarocks, rest := discardTiers(h)
	if d.Overlaps(rest) && !d.ContainsAll(plain|tarocks) {
		return s.illegal(m, tarock.ErrNotAllowed, "kings and Trull cards may not be discarded")
	}
	if d.Overlaps(tarocks) && !d.ContainsAll(plain) {
		return s.illegal(m, tarock.ErrNotAllowed, "tarocks may be discarded only when too few plain cards are held")
	}
	return nil
}

func (s *State) doDiscard(d deck.Set) {
	k := 0
	for c := range d.All() {
		if k < len(s.disc) {
			s.disc[k] = uint8(c) + 1
		}
		k++
	}
	s.hands[s.declarer] &^= d
	s.phase = PhaseAnnounce
}

// ---- announcements ----

func (s *State) announceAllowed(a Announcement) bool {
	pagat := s.hands[s.declarer].Has(deck.Pagat)
	switch a {
	case NoAnnouncement:
		return true
	case PagatUltimo:
		return pagat
	case Valat:
		return s.rules.Announcements != AnnouncementsPagatOnly
	case PagatUltimo | Valat:
		return pagat && s.rules.Announcements == AnnouncementsBoth
	}
	return false
}

func (s *State) checkAnnounce(m Move) error {
	if m.kind() != MoveAnnounce {
		return s.illegal(m, tarock.ErrWrongPhase, "announce or announce none")
	}
	if s.announceAllowed(Announcement(m.arg())) {
		return nil
	}
	a := Announcement(m.arg())
	switch {
	case a&PagatUltimo != 0 && !s.hands[s.declarer].Has(deck.Pagat):
		return s.illegal(m, tarock.ErrNotAllowed, "Pagat Ultimo needs the Pagat in hand")
	case a&Valat != 0 && s.rules.Announcements == AnnouncementsPagatOnly:
		return s.illegal(m, tarock.ErrNotAllowed, "a Valat is never announced under AnnouncementsPagatOnly")
	}
	return s.illegal(m, tarock.ErrNotAllowed, "at most one announcement under AnnouncementsOneOf")
}

// ---- Kontra ----

// kontraSeat returns who acts at the current Kontra step: the defender
// after the declarer, the other defender, the declarer (Re), then the
// defenders again (Sub).
func (s *State) kontraSeat() tarock.Seat {
	switch s.kstep() {
	case 0, 3:
		return s.declarer.Add(1, 3)
	case 1, 4:
		return s.declarer.Add(2, 3)
	}
	return s.declarer
}

// canDouble reports whether target t may be doubled at the current step,
// and to which level.
func (s *State) canDouble(t KontraTarget) (KontraLevel, bool) {
	switch t {
	case TargetGame:
	case TargetPagatUltimo:
		if s.announced()&PagatUltimo == 0 {
			return 0, false
		}
	case TargetValat:
		if s.announced()&Valat == 0 {
			return 0, false
		}
	default:
		return 0, false
	}
	var want KontraLevel
	switch s.kstep() {
	case 0, 1:
		want = LevelKontra
	case 2:
		want = LevelRe
	case 3, 4:
		want = LevelSub
	default:
		return 0, false
	}
	return want, s.kontraOf(t) == want-1
}

func (s *State) canDoubleAny() bool {
	for t := TargetGame; t < numTargets; t++ {
		if _, ok := s.canDouble(t); ok {
			return true
		}
	}
	return false
}

func (s *State) checkKontra(m Move) error {
	switch m.kind() {
	case MovePass:
		return nil
	case MoveDouble:
		if l, ok := s.canDouble(m.Target()); ok && l == m.Level() {
			return nil
		}
		return s.illegal(m, tarock.ErrNotAllowed, "Kontra by a defender on an item not yet doubled, Re by the declarer on a Kontra, Sub by a defender on a Re")
	}
	return s.illegal(m, tarock.ErrWrongPhase, "kontra, re, sub or pass")
}

func (s *State) doKontra(m Move) {
	var e uint32
	if m.kind() == MovePass {
		s.ann += 1 << 2
	} else {
		t := m.Target()
		s.kontra = s.kontra&^(3<<(2*t)) | uint8(m.Level())<<(2*t)
		e = uint32(t) + 1
	}
	if s.nKon < maxKontra {
		s.konLog |= e << (2 * s.nKon)
		s.nKon++
	}
	for s.kstep() < 5 && !s.canDoubleAny() {
		s.ann += 1 << 2
	}
	if s.kstep() >= 5 {
		s.startPlay()
		return
	}
	s.toMove = s.kontraSeat()
}
