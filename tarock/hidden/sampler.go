package hidden

import (
	"fmt"
	"math"
	"math/bits"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/tarockfamily/sdk/deck"
)

// binom[n][k] is the binomial coefficient n choose k for n ≤ 54; every value
// is below 2⁵³ and so exact in float64.
var binom = func() (t [deck.NumCards + 1][deck.NumCards + 1]float64) {
	for n := range t {
		t[n][0] = 1
		for k := 1; k <= n; k++ {
			t[n][k] = t[n-1][k-1] + t[n-1][k]
		}
	}
	return t
}()

// Sampler draws uniformly random consistent assignments of one [Problem]'s
// unknown cards. Build it once per observation with [Problem.Sampler] and
// draw from it as often as needed; it does not change when sampling, so any
// number of goroutines may sample from one Sampler at once, each with its
// own *rand.Rand. Later changes to the Problem do not affect it.
type Sampler struct {
	numLocs int
	count   float64

	// Merged locations ("groups"): the original locations of group g are
	// groupLocs[groupLo[g]:groupLo[g+1]], in increasing index order.
	groupLocs []uint8
	groupLo   []int32
	locCap    []uint8    // capacity of each original location
	forced    []deck.Set // per group: cards of classes with only that group allowed

	// Card classes that have a choice: the cards of class k are
	// cards[classLo[k]:classLo[k+1]].
	cards   []deck.Card
	classLo []int32

	// The counting table. Step i places some cards of one class in one
	// group; nodes are the reachable states, node 0 the end state.
	steps []step
	nodes []node
	edges []edge
	root  int32
}

// step is one location of one class in the counting order: its edges say
// how many of the class's remaining cards go to group; on the last step of
// a class the cards left over go to tail.
type step struct {
	class       int32
	group, tail uint8
	first, last bool
	rest        uint64 // groups of the class from this step's group on
	nextN       int    // on the last step: the size of the next class
}

// node is one reachable state of the counting table: the number of ways to
// finish from it and its successors, edges lo..hi-1.
type node struct {
	count  float64
	lo, hi int32
}

// edge is a successor of a node: how many of the class's cards the step puts
// in its group, the next node, and the sum of the weights of the node's
// edges up to and including this one (weight: the binomial coefficient for
// the cards taken times the count of the next node).
type edge struct {
	cum  float64
	next int32
	take uint8
}

func inconsistent(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrInconsistent, fmt.Sprintf(format, args...))
}

// Sampler checks the problem and precomputes the counting table described
// in the package documentation. It returns an error wrapping [ErrInvalid]
// if a building call was invalid, [ErrInconsistent] if no consistent
// assignment exists (including capacities that do not add up to the number
// of unknown cards), and [ErrTooLarge] if the table would exceed its bound.
// The problem is not changed and may be extended and sampled again.
func (p *Problem) Sampler() (*Sampler, error) {
	if p == nil {
		return nil, fmt.Errorf("%w: nil problem", ErrInvalid)
	}
	if p.err != nil {
		return nil, p.err
	}
	n := p.unknown.Len()
	total := 0
	for _, l := range p.locs {
		total += l.capacity
	}
	if total != n {
		return nil, inconsistent("the capacities add up to %d, but there are %d unknown cards", total, n)
	}

	// Permissions per location after Require.
	var required deck.Set
	for i, l := range p.locs {
		if both := l.required & required; both != 0 {
			c, _ := both.First()
			for j := range i {
				if p.locs[j].required.Has(c) {
					return nil, inconsistent("%v is required in both %q and %q", c, p.locs[j].name, l.name)
				}
			}
		}
		required |= l.required
	}
	allowed := make([]deck.Set, len(p.locs))
	var anywhere deck.Set
	for i, l := range p.locs {
		if k := l.required.Len(); k > l.capacity {
			return nil, inconsistent("%d cards are required in %q, which has capacity %d", k, l.name, l.capacity)
		}
		if both := l.required & l.forbidden; both != 0 {
			return nil, inconsistent("%v both required in and forbidden in %q", both, l.name)
		}
		if l.capacity > 0 {
			allowed[i] = p.unknown &^ l.forbidden &^ (required &^ l.required)
		}
		if k := allowed[i].Len(); k < l.capacity {
			return nil, inconsistent("%q has capacity %d, but only %d of the unknown cards may go there", l.name, l.capacity, k)
		}
		anywhere |= allowed[i]
	}
	if nowhere := p.unknown &^ anywhere; nowhere != 0 {
		return nil, inconsistent("%v may go to no location", nowhere)
	}

	s := &Sampler{numLocs: len(p.locs), count: 1, locCap: make([]uint8, len(p.locs))}

	// Merge locations with identical permissions into groups.
	var gAllowed []deck.Set
	var gCap []int
	var members [][]uint8
	for i, l := range p.locs {
		s.locCap[i] = uint8(l.capacity)
		g := slices.Index(gAllowed, allowed[i])
		if g < 0 {
			g = len(gAllowed)
			gAllowed = append(gAllowed, allowed[i])
			gCap = append(gCap, 0)
			members = append(members, nil)
		}
		// The ways to split the group's cards among its locations.
		s.count *= binom[gCap[g]+l.capacity][l.capacity]
		gCap[g] += l.capacity
		members[g] = append(members[g], uint8(i))
	}
	numGroups := len(gAllowed)
	for g := range numGroups {
		s.groupLo = append(s.groupLo, int32(len(s.groupLocs)))
		s.groupLocs = append(s.groupLocs, members[g]...)
	}
	s.groupLo = append(s.groupLo, int32(len(s.groupLocs)))
	groupName := func(g int) string {
		names := make([]string, 0, len(members[g]))
		for _, l := range members[g] {
			names = append(names, fmt.Sprintf("%q", p.locs[l].name))
		}
		return strings.Join(names, ", ")
	}

	// Classes of cards with the same allowed groups, ordered by that mask.
	type maskCard struct {
		mask uint64
		card deck.Card
	}
	mc := make([]maskCard, 0, n)
	for c := range p.unknown.All() {
		var m uint64
		for g, a := range gAllowed {
			if a.Has(c) {
				m |= 1 << g
			}
		}
		mc = append(mc, maskCard{m, c})
	}
	slices.SortFunc(mc, func(a, b maskCard) int {
		if a.mask != b.mask {
			if a.mask < b.mask {
				return -1
			}
			return 1
		}
		return int(a.card) - int(b.card)
	})
	s.forced = make([]deck.Set, numGroups)
	left := slices.Clone(gCap)
	var masks []uint64
	for _, e := range mc {
		if bits.OnesCount64(e.mask) == 1 {
			g := bits.TrailingZeros64(e.mask)
			s.forced[g] = s.forced[g].With(e.card)
			left[g]--
			continue
		}
		if len(masks) == 0 || masks[len(masks)-1] != e.mask {
			masks = append(masks, e.mask)
			s.classLo = append(s.classLo, int32(len(s.cards)))
		}
		s.cards = append(s.cards, e.card)
	}
	s.classLo = append(s.classLo, int32(len(s.cards)))
	s.reorderClasses(masks, left)
	for g := range numGroups {
		if left[g] < 0 {
			return nil, inconsistent("%d cards may go only to %s, which can hold %d", s.forced[g].Len(), groupName(g), gCap[g])
		}
	}

	// Steps: one per allowed group of each class except its last group,
	// which takes the cards left over.
	b := builder{
		limit:  p.tableLimit(),
		stride: make([]uint64, numGroups),
		caps:   left,
		nodes:  []node{{count: 1}},
	}
	var idx uint64
	stride := uint64(1)
	for g := range numGroups {
		b.stride[g] = stride
		idx += uint64(left[g]) * stride
		// At most 2⁵⁴ in the end: each factor above 1 is at most 2^capacity.
		stride *= uint64(left[g]) + 1
	}
	classN := func(k int) int { return int(s.classLo[k+1] - s.classLo[k]) }
	for k, m := range masks {
		// Cards of later classes that may still go to each group.
		after := make([]int, numGroups)
		for k2 := k + 1; k2 < len(masks); k2++ {
			for m2 := masks[k2]; m2 != 0; m2 &= m2 - 1 {
				after[bits.TrailingZeros64(m2)] += classN(k2)
			}
		}
		rest := m
		for m2 := m; bits.OnesCount64(m2) > 1; m2 &= m2 - 1 {
			st := step{class: int32(k), group: uint8(bits.TrailingZeros64(m2)), rest: rest, first: m2 == m}
			if bits.OnesCount64(m2) == 2 {
				st.last = true
				st.tail = uint8(63 - bits.LeadingZeros64(m2))
				if k+1 < len(masks) {
					st.nextN = classN(k + 1)
				}
			}
			rest &= rest - 1
			b.steps = append(b.steps, st)
			b.avail = append(b.avail, after...)
		}
	}
	b.memo = make([]map[uint64]int32, len(b.steps))
	firstN := 0
	if len(masks) > 0 {
		firstN = classN(0)
	}
	s.root = b.visit(0, idx, firstN)
	if b.err != nil {
		return nil, b.err
	}
	if s.root < 0 {
		return nil, inconsistent("the locations cannot all be filled exactly")
	}
	s.steps, s.nodes, s.edges = b.steps, b.nodes, b.edges
	s.count *= s.nodes[s.root].count
	return s, nil
}

// reorderClasses puts the classes in an order that keeps few groups open
// at a time, and reorders masks and the class card lists with them. A group
// is open from the first class that may use it to the last; while it is
// open its remaining capacity is part of the counting state, so the table
// grows with the product of (capacity+1) over the open groups. The order is
// greedy: next comes the class after which the open groups have the
// smallest such product, ties broken by the earlier class in mask order.
func (s *Sampler) reorderClasses(masks []uint64, caps []int) {
	weight := func(m uint64) float64 {
		w := 0.0
		for ; m != 0; m &= m - 1 {
			w += math.Log(float64(caps[bits.TrailingZeros64(m)] + 1))
		}
		return w
	}
	rest := make([]int, len(masks))
	for k := range rest {
		rest[k] = k
	}
	order := make([]int, 0, len(masks))
	var touched uint64
	for len(rest) > 0 {
		best, bestW, bestDuring := -1, 0.0, 0.0
		for i, k := range rest {
			var later uint64
			for j, k2 := range rest {
				if j != i {
					later |= masks[k2]
				}
			}
			t := touched | masks[k]
			w, during := weight(t&later), weight(t)
			if best < 0 || w < bestW || w == bestW && during < bestDuring {
				best, bestW, bestDuring = i, w, during
			}
		}
		k := rest[best]
		touched |= masks[k]
		order = append(order, k)
		rest = slices.Delete(rest, best, best+1)
	}
	oldMasks, oldCards, oldLo := slices.Clone(masks), s.cards, s.classLo
	s.cards = make([]deck.Card, 0, len(oldCards))
	s.classLo = s.classLo[:0:0]
	for i, k := range order {
		masks[i] = oldMasks[k]
		s.classLo = append(s.classLo, int32(len(s.cards)))
		s.cards = append(s.cards, oldCards[oldLo[k]:oldLo[k+1]]...)
	}
	s.classLo = append(s.classLo, int32(len(s.cards)))
}

// builder computes the counting table by a depth-first search with
// memoization over (step, remaining capacities). The remaining capacities
// are kept in caps, changed before and restored after each recursive call,
// and packed into one integer in mixed radix as the memo key: group g
// contributes caps[g]·stride[g], where stride[g] is the product of
// capacity+1 over the groups before g.
type builder struct {
	steps   []step
	avail   []int // per step and group: cards of later classes allowed there
	stride  []uint64
	caps    []int // remaining capacity per group in the current state
	memo    []map[uint64]int32
	entries int // states visited plus successors kept
	limit   int // the most entries allowed
	nodes   []node
	edges   []edge
	scratch []edge // successors of the nodes being built
	err     error
}

// feasible reports whether the current state at the start of step s, with
// rem cards of the current class still to place, passes the quick tests: no
// group needs more cards than can still reach it, and the current class
// fits in its remaining groups.
func (b *builder) feasible(s int, rem int) bool {
	st := &b.steps[s]
	av := b.avail[s*len(b.caps) : (s+1)*len(b.caps)]
	room := 0
	for g, c := range b.caps {
		lim := av[g]
		if st.rest>>g&1 != 0 {
			lim += rem
			room += c
		}
		if c > lim {
			return false
		}
	}
	return rem <= room
}

// visit returns the node of the current state (b.caps, packed into idx) at
// the start of step s with rem cards of the current class left, building it
// and its successors if needed, or -1 if no assignment completes it (or
// the table grew too large, see b.err).
func (b *builder) visit(s int, idx uint64, rem int) int32 {
	if s == len(b.steps) {
		// The capacities add up to the number of cards, so all are used.
		return 0
	}
	m := b.memo[s]
	if m == nil {
		m = make(map[uint64]int32)
		b.memo[s] = m
	}
	if id, ok := m[idx]; ok {
		return id
	}
	if b.err != nil {
		return -1
	}
	if b.entries++; b.entries > b.limit {
		b.err = fmt.Errorf("%w: more than %d table entries", ErrTooLarge, b.limit)
		return -1
	}
	if !b.feasible(s, rem) {
		m[idx] = -1
		return -1
	}
	st := &b.steps[s]
	g, tail := st.group, st.tail
	lo, hi := 0, min(rem, b.caps[g])
	if st.last {
		lo = max(0, rem-b.caps[tail])
	}
	// Successors are collected on b.scratch above the entries of the
	// callers; each call leaves b.scratch as long as it found it.
	base := len(b.scratch)
	total := 0.0
	for x := lo; x <= hi; x++ {
		next := idx - uint64(x)*b.stride[g]
		nrem := rem - x
		b.caps[g] -= x
		if st.last {
			next -= uint64(rem-x) * b.stride[tail]
			nrem = st.nextN
			b.caps[tail] -= rem - x
		}
		id := b.visit(s+1, next, nrem)
		b.caps[g] += x
		if st.last {
			b.caps[tail] += rem - x
		}
		if id < 0 {
			continue
		}
		total += binom[rem][x] * b.nodes[id].count
		b.scratch = append(b.scratch, edge{total, id, uint8(x)})
	}
	es := b.scratch[base:]
	b.scratch = b.scratch[:base]
	id := int32(-1)
	if len(es) > 0 && b.err == nil {
		if b.entries += len(es); b.entries > b.limit {
			b.err = fmt.Errorf("%w: more than %d table entries", ErrTooLarge, b.limit)
			return -1
		}
		id = int32(len(b.nodes))
		b.nodes = append(b.nodes, node{count: total, lo: int32(len(b.edges)), hi: int32(len(b.edges) + len(es))})
		b.edges = append(b.edges, es...)
	}
	m[idx] = id
	return id
}

// Count returns the number of consistent assignments: the number of
// distinct ways to give every location its set of cards (the order inside
// a location does not count). It is exact while below 2⁵³ and otherwise
// correct to a relative 10⁻¹² (see the package documentation). It is at
// least 1 for every Sampler [Problem.Sampler] returns, and 0 for a nil
// Sampler.
func (s *Sampler) Count() float64 {
	if s == nil {
		return 0
	}
	return s.count
}

// NumLocations returns the number of locations, the length of the slices
// [Sampler.Sample] returns.
func (s *Sampler) NumLocations() int {
	if s == nil {
		return 0
	}
	return s.numLocs
}

// States returns the number of states kept in the counting table (those
// from which the assignment can be completed), a measure of the Sampler's
// memory and of the time [Problem.Sampler] took.
func (s *Sampler) States() int {
	if s == nil {
		return 0
	}
	return len(s.nodes)
}

// Sample draws a consistent assignment uniformly at random, using r for
// every random choice, and returns it as the set of cards of each location,
// indexed by location: element i holds the cards of the location that
// [Problem.AddLocation] numbered i. The result reuses dst's storage when
// cap(dst) ≥ [Sampler.NumLocations], so sampling into the previous result
// allocates nothing; otherwise a new slice is allocated. The same r state
// gives the same assignment. r must not be nil. A nil Sampler returns
// dst[:0].
func (s *Sampler) Sample(r *rand.Rand, dst []deck.Set) []deck.Set {
	if s == nil {
		return dst[:0]
	}
	if cap(dst) < s.numLocs {
		dst = make([]deck.Set, s.numLocs)
	}
	dst = dst[:s.numLocs]

	var sets [MaxLocations]deck.Set // per group
	copy(sets[:], s.forced)
	var buf [deck.NumCards]deck.Card
	n, pos := 0, 0
	nd := s.root
	for i := range s.steps {
		st := &s.steps[i]
		if st.first {
			n = copy(buf[:], s.cards[s.classLo[st.class]:s.classLo[st.class+1]])
			pos = 0
		}
		es := s.edges[s.nodes[nd].lo:s.nodes[nd].hi]
		e := 0
		if len(es) > 1 {
			u := r.Float64() * s.nodes[nd].count
			for e < len(es)-1 && es[e].cum <= u {
				e++
			}
		}
		var got deck.Set
		got, pos = choose(r, buf[:n], pos, int(es[e].take))
		sets[st.group] |= got
		if st.last {
			for _, c := range buf[pos:n] {
				sets[st.tail] |= 1 << c
			}
		}
		nd = es[e].next
	}

	// Split each merged group among its locations.
	for g := range len(s.groupLo) - 1 {
		locs := s.groupLocs[s.groupLo[g]:s.groupLo[g+1]]
		if len(locs) == 1 {
			dst[locs[0]] = sets[g]
			continue
		}
		n = len(sets[g].AppendCards(buf[:0]))
		pos = 0
		for j, l := range locs {
			if j == len(locs)-1 {
				var rest deck.Set
				for _, c := range buf[pos:n] {
					rest |= 1 << c
				}
				dst[l] = rest
				break
			}
			dst[l], pos = choose(r, buf[:n], pos, int(s.locCap[l]))
		}
	}
	return dst
}

// choose moves a uniformly random x-subset of buf[pos:] to buf[pos:pos+x]
// (a partial Fisher–Yates shuffle) and returns it as a set with pos+x.
func choose(r *rand.Rand, buf []deck.Card, pos, x int) (deck.Set, int) {
	var set deck.Set
	for end := pos + x; pos < end; pos++ {
		j := pos + r.IntN(len(buf)-pos)
		buf[pos], buf[j] = buf[j], buf[pos]
		set |= 1 << buf[pos]
	}
	return set, pos
}
