package strohmandel

import (
	"fmt"
	"slices"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/internal/intern"
	"github.com/tarockfamily/sdk/tarock"
)

// This file holds what every phase shares: the phases and contracts,
// NewGame, the accessors that belong to no single phase, Apply's dispatch
// to the phase files (takeup.go, strawmen.go, announcements.go, kontra.go,
// play.go), the refusal of illegal moves and the history. The bit layout of
// a State is in layout.go.

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

// Contract is the game a deal became after the take-up decision
// (doc/strohmandel.md §4): a taken-up game, a simple game or Trischaken,
// or no played game at all when the deal was thrown in or redealt. It is
// named as tapp.Contract and koenigrufen.Contract.
type Contract uint8

// The contracts.
const (
	// NoContract: the take-up decision is not over.
	NoContract Contract = iota
	// TakenUpGame: a player took the game up (TakenUpGame, doc/strohmandel.md §4.1).
	TakenUpGame
	// SimpleGame: both passed and the deal is played as a simple game
	// (BothPassSimpleGame, doc/strohmandel.md §4.2).
	SimpleGame
	// Trischaken: both passed and Trischaken is played
	// (BothPassTrischaken, doc/strohmandel.md §4.2).
	Trischaken
	// ThrownIn: a player without a tarock threw in (doc/strohmandel.md §3.4); the same
	// dealer deals again. Not a played deal.
	ThrownIn
	// Redeal: both passed and the cards are redealt
	// (BothPassRedealForehand, BothPassRedealSameDealer). Not a played deal.
	Redeal
)

var contractNames = [...]string{"none", "taken-up game", "simple game", "Trischaken", "thrown in", "redeal"}

// String returns a short English name of the contract ("taken-up game",
// "simple game", "Trischaken", "thrown in", "redeal") or "none", as the
// other games write NoContract.
func (c Contract) String() string {
	if int(c) < len(contractNames) {
		return contractNames[c]
	}
	return fmt.Sprintf("Contract(%d)", uint8(c))
}

var (
	_ tarock.Game[State, Move]                    = State{}
	_ tarock.Observable[State, Move, Observation] = State{}
)

// NewGame returns the state at the start of deal d under rules: forehand
// (seat 0) to decide whether to take up. It returns an error wrapping
// tarock.ErrInvalidRules when rules.Validate fails, or tarock.ErrInvalidDeal
// when d is not a deal of the rules' pack ([Deal.ValidatePack]).
func NewGame(rules Rules, d Deal) (State, error) {
	if err := rules.Validate(); err != nil {
		return State{}, err
	}
	pack := packOf(rules.Pack, rules.Glatzen)
	if err := d.ValidatePack(pack); err != nil {
		return State{}, err
	}
	s := State{rules: shareRules(rules)}
	s.hand, s.declarer, s.opts = d.Hands, tarock.NoSeat, liveOpts(&rules)
	for seat := range Players {
		for p := range PilesPerPlayer {
			s.piles[seat][p] = newStrawman(d.Piles[seat][p])
		}
	}
	if shortPiles(pack) {
		s.shortenPiles()
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
func (s stage) Done() bool { return s.phase == PhaseDone || !s.live() }

// ToMove returns the seat to act, or tarock.NoSeat when the deal is over.
func (s stage) ToMove() tarock.Seat {
	if s.Done() {
		return tarock.NoSeat
	}
	return s.toMove
}

// Phase returns the phase of the deal (PhaseDone for the zero State).
func (s State) Phase() Phase {
	if !s.live() {
		return PhaseDone
	}
	return s.phase
}

// Contract returns what the deal became: NoContract during the take-up
// decision, then a taken-up game, a simple game, Trischaken, a throw-in or
// a redeal (doc/strohmandel.md §4).
func (s State) Contract() Contract { return s.contract }

// Declarer returns the seat that took up the game, or tarock.NoSeat when
// nobody did (yet).
func (s State) Declarer() tarock.Seat {
	if !s.live() {
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

// AppendCardSets appends the sets of cards at the 11 places of the deal:
// both hands, the six piles (seat 0's then seat 1's, face-up tops
// included), both seats' tricks, and the trick in progress. They are
// disjoint and together hold the 54 cards. The zero State has none.
func (s State) AppendCardSets(dst []deck.Set) []deck.Set {
	if !s.live() {
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

// LegalMoves returns the legal moves of the seat to act (nil when the deal
// is over). It allocates; see [State.AppendLegalMoves].
func (s turn) LegalMoves() []Move { return s.AppendLegalMoves(nil) }

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
// legal, makes it on s; when it is not, s is left unchanged. Each phase's
// moves are in the file of its section: take-up and throw-in in takeup.go,
// the announcements in announcements.go, Kontra and Re in kontra.go.
func (s *State) applyTalk(m Move) error {
	if !s.live() {
		return s.refuse(m, tarock.ErrGameOver, "the zero State is not a game; use NewGame")
	}
	switch s.phase {
	case PhaseTakeUp:
		return s.applyTakeUp(m)
	case PhaseThrowIn:
		return s.applyThrowIn(m)
	case PhaseAnnounce:
		return s.applyAnnounce(m)
	}
	return s.refuse(m, tarock.ErrGameOver, "")
}

// appendTalkMoves appends the legal moves of a phase other than the play,
// in the order AppendLegalMoves documents.
func (s *turn) appendTalkMoves(dst []Move) []Move {
	switch s.phase {
	case PhaseTakeUp:
		return s.appendTakeUp(dst)
	case PhaseThrowIn:
		return append(dst, ThrowIn(), Continue())
	case PhaseAnnounce:
		return s.appendAnnounce(dst)
	}
	return dst
}

// say records the non-play move m.
func (s *State) say(m Move) {
	s.talk.add(m)
}

// refuse builds the error of an illegal move.
func (s *State) refuse(m Move, reason error, detail string) error {
	seat, phase := s.toMove, s.Phase()
	if phase == PhaseDone {
		seat = tarock.NoSeat // also the zero State, whose phase field says take-up
	}
	return &tarock.MoveError{Move: m.String(), Seat: seat, Phase: phase.String(), Reason: reason, Detail: detail}
}

// Equal reports whether s and t are the same state: the same rules, cards,
// history and position. States are comparable with == as well, which gives
// the same answer (equal rule sets share one internal copy), so a State can
// be a map key; go-cmp uses this method to compare states.
func (s State) Equal(t State) bool { return s == t }

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
	for k := range n {
		dst[i+k] = s.plays.move(k)
	}
	return dst
}

// rulesTable holds the shared, never modified copy of each rule set that a
// State points to.
var rulesTable intern.Table[Rules]

// shareRules returns the shared copy of r.
func shareRules(r Rules) *Rules { return rulesTable.Of(r) }
