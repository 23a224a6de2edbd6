package hidden

import (
	"errors"
	"fmt"

	"github.com/tarockfamily/sdk/deck"
)

// ErrInconsistent is wrapped by the error [Problem.Sampler] returns when no
// assignment satisfies the problem: the capacities do not add up to the
// number of unknown cards, a card may go nowhere, a card is required in two
// locations, or the constraints together leave no way to fill every
// location exactly. The message names the first reason found. Test with
// errors.Is(err, ErrInconsistent).
var ErrInconsistent = errors.New("no placement of the unknown cards is consistent with the constraints")

// ErrInvalid is wrapped by the error [Problem.Sampler] returns when the
// problem was built from invalid input: a negative capacity, a location
// index out of range, a set with bits outside the 54-card pack, a required
// card that is not unknown, or more than [MaxLocations] locations.
var ErrInvalid = errors.New("invalid hidden-card problem")

// ErrTooLarge is wrapped by the error [Problem.Sampler] returns when the
// counting table would grow beyond its bound ([DefaultTableLimit] or the
// one set with [Problem.SetTableLimit]). That takes several locations that
// no merge simplifies, each allowed many of the unknown cards, with
// restrictions that split the cards into many classes.
var ErrTooLarge = errors.New("hidden-card problem too large to count")

// DefaultTableLimit is the largest number of entries of the counting table
// that [Problem.Sampler] builds unless [Problem.SetTableLimit] says
// otherwise. An entry is a state visited or a successor link kept. Building
// allocates about 100 bytes per entry, most of it short-lived, and takes
// well under a microsecond per entry, so the default bounds a failed attempt
// to some 25 MB and a tenth of a second. The problems of Tapp Tarock and
// Strohmandeln need between one and some ten thousand entries (forty cards
// in four hands of ten with voids: about 13 000).
const DefaultTableLimit = 1 << 18

// MaxLocations is the largest number of locations a [Problem] may have.
const MaxLocations = 64

// Problem describes where the unknown cards may be: the unknown cards, the
// locations with their exact capacities, and for every card the locations it
// may not go to. Build it with [NewProblem], [Problem.AddLocation],
// [Problem.Forbid] and [Problem.Require], then call [Problem.Sampler].
//
// The building methods do not return errors: the first invalid call is
// remembered (see [Problem.Err]) and returned by [Problem.Sampler], and the
// calls after it still do what they can. The zero Problem has no unknown
// cards and no locations. A Problem is not safe for concurrent use while it
// is being built.
type Problem struct {
	unknown deck.Set
	locs    []location
	limit   int // table limit; 0 means DefaultTableLimit
	err     error
}

type location struct {
	name      string
	capacity  int
	forbidden deck.Set // unknown cards that may not go here
	required  deck.Set // unknown cards that must go here
}

// NewProblem returns a problem whose unknown cards are unknown, with no
// locations yet. Bits of unknown outside the pack make the problem invalid
// ([ErrInvalid]); they are otherwise ignored.
func NewProblem(unknown deck.Set) *Problem {
	p := &Problem{unknown: unknown & deck.FullPack}
	if !unknown.Valid() {
		p.fail("the unknown set %#x has bits outside the pack", uint64(unknown&^deck.FullPack))
	}
	return p
}

func (p *Problem) fail(format string, args ...any) {
	if p.err == nil {
		p.err = fmt.Errorf("%w: %s", ErrInvalid, fmt.Sprintf(format, args...))
	}
}

// Err returns the error of the first invalid building call (wrapping
// [ErrInvalid]), or nil. It does not check consistency; [Problem.Sampler]
// does.
func (p *Problem) Err() error {
	if p == nil {
		return fmt.Errorf("%w: nil problem", ErrInvalid)
	}
	return p.err
}

// SetTableLimit sets the largest number of entries of the counting table
// that [Problem.Sampler] may build before it gives up with [ErrTooLarge]
// (see [DefaultTableLimit] for what an entry costs). A limit of 0 or less
// restores the default.
func (p *Problem) SetTableLimit(entries int) {
	if p == nil {
		return
	}
	p.limit = max(entries, 0)
}

func (p *Problem) tableLimit() int {
	if p.limit == 0 {
		return DefaultTableLimit
	}
	return p.limit
}

// Unknown returns the unknown cards.
func (p *Problem) Unknown() deck.Set {
	if p == nil {
		return 0
	}
	return p.unknown
}

// NumLocations returns the number of locations added so far.
func (p *Problem) NumLocations() int {
	if p == nil {
		return 0
	}
	return len(p.locs)
}

// AddLocation adds a location that must receive exactly capacity of the
// unknown cards and returns its index: 0 for the first location, then 1,
// 2, …. Every unknown card may go to it until [Problem.Forbid] or
// [Problem.Require] says otherwise. The name is used in error messages only.
// A negative capacity, or a location beyond [MaxLocations], makes the
// problem invalid; the index is returned all the same so that later calls
// stay well defined (beyond MaxLocations it is -1).
func (p *Problem) AddLocation(name string, capacity int) int {
	if p == nil {
		return -1
	}
	if len(p.locs) >= MaxLocations {
		p.fail("more than %d locations (adding %q)", MaxLocations, name)
		return -1
	}
	if capacity < 0 {
		p.fail("location %q has negative capacity %d", name, capacity)
		capacity = 0
	}
	p.locs = append(p.locs, location{name: name, capacity: capacity})
	return len(p.locs) - 1
}

func (p *Problem) checkCall(method string, loc int, cards deck.Set) bool {
	if loc < 0 || loc >= len(p.locs) {
		p.fail("%s: location index %d out of range [0, %d)", method, loc, len(p.locs))
		return false
	}
	if !cards.Valid() {
		p.fail("%s %q: the set %#x has bits outside the pack", method, p.locs[loc].name, uint64(cards&^deck.FullPack))
		return false
	}
	return true
}

// Forbid says that none of cards is in location loc. Cards that are not
// unknown are ignored, so a void can forbid a whole suit, as in
// p.Forbid(loc, deck.Hearts.Cards()). An index out of range or a set with
// bits outside the pack makes the problem invalid.
func (p *Problem) Forbid(loc int, cards deck.Set) {
	if p == nil || !p.checkCall("Forbid", loc, cards) {
		return
	}
	p.locs[loc].forbidden |= cards & p.unknown
}

// Require says that every card of cards is in location loc, which forbids
// those cards in every other location (including locations added later).
// Every card of cards must be unknown: requiring a card that is not unknown
// makes the problem invalid, as do an index out of range and bits outside
// the pack. Requiring one card in two locations, or more cards than the
// capacity, makes the problem inconsistent.
func (p *Problem) Require(loc int, cards deck.Set) {
	if p == nil || !p.checkCall("Require", loc, cards) {
		return
	}
	if extra := cards &^ p.unknown; extra != 0 {
		p.fail("Require %q: %v not unknown", p.locs[loc].name, extra)
		return
	}
	p.locs[loc].required |= cards
}
