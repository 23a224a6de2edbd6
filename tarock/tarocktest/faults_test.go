package tarocktest

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/internal/toy"
)

// faulty wraps the correct toy game with one planted fault, the kind of
// mistake a reviewer looks for, each consistent enough that the checks of
// the game's own accessors alone would not notice it.
type faulty struct {
	toy.State
	fault string
	last  tarock.Trick // the last completed trick
	prev  tarock.Trick // the one before
}

// The planted faults.
const (
	faultDrop    = "drop"    // the generator leaves out one legal card, which Apply then refuses
	faultAccept  = "accept"  // Apply returns no error for a forbidden card of the hand
	faultOffer   = "offer"   // Candidates offers only the generated moves
	faultWinner  = "winner"  // the loser of a trick wins it: its cards and the next lead
	faultLeader  = "leader"  // the loser of a trick leads the next one
	faultPile    = "pile"    // a trick's cards go to the loser's pile
	faultLose    = "lose"    // AppendCardSets leaves out a card
	faultHand    = "hand"    // the cards of the last trick stay playable
	faultTrick   = "trick"   // CurrentTrick names the wrong leader
	faultPoints  = "points"  // one card point moves from party 0 to party 1
	faultTricks  = "tricks"  // the settlement gives seat 0 one trick more
	faultValat   = "valat"   // seat 0 scores a Valat in every deal
	faultPagat   = "pagat"   // a Pagat winning the second-to-last trick scores as Pagat Ultimo
	faultMondfng = "mondfng" // a Mondfang scores for the Mond's player
	faultAside   = "aside"   // the settlement counts a played card aside
	faultNarrow  = "narrow"  // a rule outside the obligations (Spec.Narrow) forbids a card the game generates
)

func (s faulty) AppendLegalMoves(dst []toy.Move) []toy.Move {
	n := len(dst)
	dst = s.State.AppendLegalMoves(dst)
	if s.fault == faultDrop && len(dst)-n > 1 {
		dst = dst[:len(dst)-1]
	}
	return dst
}

func (s faulty) Apply(m toy.Move) (faulty, error) {
	if s.fault == faultDrop && !s.Done() && !slices.Contains(s.AppendLegalMoves(nil), m) {
		return s, fmt.Errorf("%v not generated: %w", m, tarock.ErrIllegalMove)
	}
	before := s.State.CurrentTrick()
	if s.fault == faultAccept && !s.Done() && s.Playable(s.ToMove()).Has(m.Card) &&
		!slices.Contains(s.AppendLegalMoves(nil), m) {
		return s, nil // no error for a card the obligations forbid
	}
	next, err := s.State.Apply(m)
	if err != nil {
		return s, err
	}
	s.State = next
	if before.Len() != 1 {
		return s, nil
	}
	s.prev = s.last
	s.last, _ = before.Play(m.Card)
	if next.Done() {
		return s, nil
	}
	w := s.last.Winner()
	p := toy.Position{Hands: [2]deck.Set{next.Playable(0), next.Playable(1)}, Won: next.Observation(0).Won, Leader: w}
	cards := s.last.Cards()
	switch s.fault {
	case faultWinner:
		p.Won[w], p.Won[1-w], p.Leader = p.Won[w].Minus(cards), p.Won[1-w].Union(cards), 1-w
	case faultLeader:
		p.Leader = 1 - w
	case faultPile:
		p.Won[w], p.Won[1-w] = p.Won[w].Minus(cards), p.Won[1-w].Union(cards)
	default:
		return s, nil
	}
	s.State, err = toy.NewPosition(p)
	return s, err
}

func (s faulty) AppendCardSets(dst []deck.Set) []deck.Set {
	n := len(dst)
	dst = s.State.AppendCardSets(dst)
	if s.fault == faultLose && dst[n] != 0 {
		c, _ := dst[n].First()
		dst[n] = dst[n].Without(c)
	}
	return dst
}

func (s faulty) Playable(seat tarock.Seat) deck.Set {
	if s.fault == faultHand && seat == 0 {
		return s.State.Playable(seat) | s.last.Cards()
	}
	return s.State.Playable(seat)
}

func (s faulty) CurrentTrick() tarock.Trick {
	t := s.State.CurrentTrick()
	if s.fault == faultTrick && t.Len() == 1 {
		c, _ := t.Card(0)
		t, _ = tarock.NewTrick(1-t.Leader(), 2).Play(c)
	}
	return t
}

func (s faulty) Outcome() tarock.Outcome {
	o := s.State.Outcome()
	if s.fault == faultPoints && o.Played {
		o.Thirds[0], o.Thirds[1] = o.Thirds[0]-3, o.Thirds[1]+3
	}
	return o
}

// settlement describes the toy's deal as its own result would, with the
// settlement faults: one party per seat; the toy scores no items, so the
// item faults claim some.
func (s faulty) settlement() Settlement {
	st := Settlement{Party: [tarock.MaxPlayers]int{0, 1}}
	o := s.Observation(0)
	for p := range 2 {
		st.Tricks[p] = o.Won[p].Len() / 2
	}
	switch s.fault {
	case faultTricks:
		st.Tricks[0]++
	case faultValat:
		st.Items = append(st.Items, Item{Kind: ItemValat, Seat: 0, Made: true})
	case faultPagat:
		// The Pagat winning either of the last two tricks, one trick too
		// many.
		for _, t := range []tarock.Trick{s.prev, s.last} {
			if c, _ := t.Best(); c == deck.Pagat {
				st.Items = append(st.Items, Item{Kind: ItemPagatUltimo, Seat: t.Winner(), Made: true})
			}
		}
	case faultAside:
		st.Aside[0] = deck.SetOf(deck.Skus)
	case faultMondfng:
		for p := range tarock.Seat(2) {
			if o.Won[p].Has(deck.Mond) && o.Won[p].Has(deck.Skus) {
				// Both in seat p's tricks: credited to seat p whether or
				// not it played the Sküs.
				st.Items = append(st.Items, Item{Kind: ItemMondfang, Seat: p, Made: true})
			}
		}
	}
	return st
}

func faultySpec(fault string) Spec[faulty, toy.Move] {
	spec := Spec[faulty, toy.Move]{
		New: func(seed uint64) (faulty, error) { return faulty{State: toy.New(seed, toy.NoBug), fault: fault}, nil },
		Candidates: func(s faulty, dst []toy.Move) []toy.Move {
			return toyCandidates(s.State, dst)
		},
		Tricks: 27,
		Settle: faulty.settlement,
	}
	if fault == faultOffer {
		spec.Candidates = func(s faulty, dst []toy.Move) []toy.Move { return s.AppendLegalMoves(dst) }
	}
	if fault == faultNarrow {
		// The rule: of two or more allowed cards the highest is forbidden.
		spec.Narrow = func(_ faulty, allowed deck.Set) deck.Set {
			if c, ok := allowed.Last(); ok && allowed.Len() > 1 {
				return allowed.Without(c)
			}
			return allowed
		}
	}
	if fault == faultPile {
		// Without the settlement, whose trick counts would show the
		// fault first, the recount of the points finds it.
		spec.Settle = nil
	}
	return spec
}

// firstViolation runs CheckGame on seeds until one reports a violation.
func firstViolation[S tarock.Game[S, M], M tarock.Move](spec Spec[S, M], games uint64) error {
	for seed := range games {
		if err := CheckGame(spec, seed, seed); err != nil {
			return err
		}
	}
	return nil
}

// The correct toy game passes the checks through the wrapper and its
// settlement.
func TestFaultyWrapperWithoutFault(t *testing.T) {
	if err := firstViolation(faultySpec(""), 100); err != nil {
		t.Fatal(err)
	}
}

// Each planted fault is found by the check written for it, with a message
// that names it.
func TestChecksCatchPlantedFaults(t *testing.T) {
	for fault, want := range map[string]string{
		faultDrop:    "not generated",
		faultAccept:  "accepted but not generated",
		faultOffer:   "the candidate moves hold no play of",
		faultAside:   "overlap the cards played",
		faultWinner:  "by the card ranks",
		faultLeader:  "by the card ranks",
		faultPile:    "thirds of card points",
		faultLose:    "cards lost",
		faultHand:    "already played to a trick",
		faultTrick:   "but the cards played make it",
		faultPoints:  "thirds of card points",
		faultTricks:  "tricks per seat",
		faultValat:   `item "Valat" of seat 0 scored as made=true`,
		faultPagat:   `item "Pagat Ultimo"`,
		faultMondfng: `item "Mondfang"`,
		faultNarrow:  "Spec.Narrow leaves only",
	} {
		err := firstViolation(faultySpec(fault), 1000)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("fault %q: error %v, want one containing %q", fault, err, want)
		}
	}
}

// waiting wraps the toy game with a move that plays no card: once the play
// has begun, where a single card is legal, the generator offers a wait
// instead of it (a fault: the game cannot go on without the card).
type waiting struct{ toy.State }

// waitMove is a toy move or, with wait set, a move that plays no card.
type waitMove struct {
	toy.Move
	wait bool
}

func (m waitMove) PlayedCard() (deck.Card, bool) { return m.Card, !m.wait }

func (s waiting) AppendLegalMoves(dst []waitMove) []waitMove {
	legal := s.State.AppendLegalMoves(nil)
	if len(legal) == 1 && s.Observation(0).Played != 0 {
		return append(dst, waitMove{wait: true})
	}
	for _, m := range legal {
		dst = append(dst, waitMove{Move: m})
	}
	return dst
}

func (s waiting) Apply(m waitMove) (waiting, error) {
	if m.wait {
		return s, nil
	}
	next, err := s.State.Apply(m.Move)
	return waiting{next}, err
}

// A generator that offers no card once the play has begun is caught.
func TestChecksCatchPlayWithoutCard(t *testing.T) {
	spec := Spec[waiting, waitMove]{
		New:    func(seed uint64) (waiting, error) { return waiting{toy.New(seed, toy.NoBug)}, nil },
		Tricks: 27,
	}
	err := firstViolation(spec, 100)
	if want := "no move generated for"; err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("error %v, want one containing %q", err, want)
	}
}
