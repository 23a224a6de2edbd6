package hidden_test

import (
	"fmt"
	"math"
	"math/rand/v2"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock/hidden"
)

// spec is a problem as plain data, so that tests can build a Problem from it
// and also check and enumerate assignments independently of the package.
type spec struct {
	unknown deck.Set
	caps    []int
	forbid  []deck.Set // per location
	require []deck.Set // per location
}

func newSpec(unknown deck.Set, caps ...int) *spec {
	return &spec{
		unknown: unknown,
		caps:    caps,
		forbid:  make([]deck.Set, len(caps)),
		require: make([]deck.Set, len(caps)),
	}
}

func (sp *spec) problem() *hidden.Problem {
	p := hidden.NewProblem(sp.unknown)
	for i, c := range sp.caps {
		p.AddLocation(fmt.Sprintf("L%d", i), c)
	}
	for i := range sp.caps {
		if sp.forbid[i] != 0 {
			p.Forbid(i, sp.forbid[i])
		}
		if sp.require[i] != 0 {
			p.Require(i, sp.require[i])
		}
	}
	return p
}

// allowed reports whether card c may go to location l.
func (sp *spec) allowed(l int, c deck.Card) bool {
	if sp.forbid[l].Has(c) {
		return false
	}
	for j, r := range sp.require {
		if j != l && r.Has(c) {
			return false
		}
	}
	return true
}

// check returns a description of the first way a violates the spec, or "".
func (sp *spec) check(a []deck.Set) string {
	if len(a) != len(sp.caps) {
		return fmt.Sprintf("%d locations, want %d", len(a), len(sp.caps))
	}
	var all deck.Set
	for l, s := range a {
		if all.Overlaps(s) {
			return fmt.Sprintf("location %d repeats %v", l, all&s)
		}
		all |= s
		if s.Len() != sp.caps[l] {
			return fmt.Sprintf("location %d has %d cards, capacity %d", l, s.Len(), sp.caps[l])
		}
		for c := range s.All() {
			if !sp.allowed(l, c) {
				return fmt.Sprintf("location %d holds %v, which may not go there", l, c)
			}
		}
	}
	if all != sp.unknown {
		return fmt.Sprintf("placed %v, want the unknown cards %v", all, sp.unknown)
	}
	return ""
}

// key is an assignment of at most 8 locations as a comparable value.
type key [8]deck.Set

func keyOf(a []deck.Set) key {
	var k key
	copy(k[:], a)
	return k
}

// enumerate lists every consistent assignment by brute force: each unknown
// card in turn tries every location it may go to that has room left.
func (sp *spec) enumerate() []key {
	cards := sp.unknown.AppendCards(nil)
	left := append([]int(nil), sp.caps...)
	cur := make([]deck.Set, len(sp.caps))
	var out []key
	var rec func(i int)
	rec = func(i int) {
		if i == len(cards) {
			for _, n := range left {
				if n != 0 {
					return
				}
			}
			out = append(out, keyOf(cur))
			return
		}
		c := cards[i]
		for l := range sp.caps {
			if left[l] > 0 && sp.allowed(l, c) {
				left[l]--
				cur[l] = cur[l].With(c)
				rec(i + 1)
				cur[l] = cur[l].Without(c)
				left[l]++
			}
		}
	}
	rec(0)
	return out
}

// greedy is a deliberately biased sampler: it puts each card in turn into
// a uniformly chosen location among those it may go to that still have
// room, starting again when a card finds no room. Every result is
// consistent, but assignments are not equally likely.
func (sp *spec) greedy(r *rand.Rand) []deck.Set {
	cards := sp.unknown.AppendCards(nil)
	left := make([]int, len(sp.caps))
	out := make([]deck.Set, len(sp.caps))
	var opts []int
retry:
	for {
		copy(left, sp.caps)
		clear(out)
		for _, c := range cards {
			opts = opts[:0]
			for l := range sp.caps {
				if left[l] > 0 && sp.allowed(l, c) {
					opts = append(opts, l)
				}
			}
			if len(opts) == 0 {
				continue retry
			}
			l := opts[r.IntN(len(opts))]
			left[l]--
			out[l] = out[l].With(c)
		}
		return out
	}
}

// chiSquareCritical returns the quantile of the chi-square distribution
// with df degrees of freedom at upper tail probability p, by the
// Wilson–Hilferty approximation: (X/df)^(1/3) is nearly normal with mean
// 1 − 2/(9df) and variance 2/(9df).
func chiSquareCritical(df int, p float64) float64 {
	z := normalUpperQuantile(p)
	k := float64(df)
	v := 2 / (9 * k)
	return k * math.Pow(1-v+z*math.Sqrt(v), 3)
}

// normalUpperQuantile returns z with P(Z > z) = p for a standard normal Z,
// by bisection on the complementary error function.
func normalUpperQuantile(p float64) float64 {
	lo, hi := -10.0, 10.0
	for range 200 {
		mid := (lo + hi) / 2
		if 0.5*math.Erfc(mid/math.Sqrt2) > p {
			lo = mid
		} else {
			hi = mid
		}
	}
	return (lo + hi) / 2
}

// chiSquare draws n assignments with draw and returns the chi-square
// statistic of their frequencies against the uniform distribution over
// want, and the number of draws that were not in want.
func chiSquare(want []key, n int, draw func() []deck.Set) (stat float64, outside int) {
	obs := make(map[key]int, len(want))
	for _, k := range want {
		obs[k] = 0
	}
	for range n {
		k := keyOf(draw())
		if _, ok := obs[k]; !ok {
			outside++
			continue
		}
		obs[k]++
	}
	e := float64(n) / float64(len(want))
	for _, o := range obs {
		d := float64(o) - e
		stat += d * d / e
	}
	return stat, outside
}

func mustSet(s string) deck.Set {
	set, err := deck.ParseSet(s)
	if err != nil {
		panic(err)
	}
	return set
}

// countByCard counts the consistent assignments by a dynamic program that
// places one card at a time, with the remaining capacities as the state:
// an independent check of the sampler's count for problems too large to
// enumerate. It handles at most 8 locations.
func (sp *spec) countByCard() float64 {
	cards := sp.unknown.AppendCards(nil)
	type state struct {
		i    int
		left [8]int8
	}
	memo := map[state]float64{}
	var rec func(st state) float64
	rec = func(st state) float64 {
		if st.i == len(cards) {
			return 1 // the capacities add up, so all are used
		}
		if v, ok := memo[st]; ok {
			return v
		}
		total := 0.0
		for l := range sp.caps {
			if st.left[l] > 0 && sp.allowed(l, cards[st.i]) {
				next := st
				next.i++
				next.left[l]--
				total += rec(next)
			}
		}
		memo[st] = total
		return total
	}
	var st state
	sum := 0
	for l, c := range sp.caps {
		st.left[l] = int8(c)
		sum += c
	}
	if sum != len(cards) {
		return 0
	}
	return rec(st)
}
