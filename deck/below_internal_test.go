package deck

import (
	"math/bits"
	"testing"
)

// TestBelowRejects checks the rejection band of below against its
// definition: for n not a power of two, x is rejected exactly when the low
// word of x·n is below 2⁶⁴ mod n, which happens for the smallest x.
func TestBelowRejects(t *testing.T) {
	for n := uint64(2); n <= 54; n++ {
		band := -n % n
		for _, x := range []uint64{0, 1, 2, 3, 1 << 63, ^uint64(0), 0x9e3779b97f4a7c15} {
			j, ok := below(x, n)
			if n&(n-1) == 0 {
				if !ok || j != x&(n-1) {
					t.Errorf("below(%#x, %d) = %d, %v; want %d by mask", x, n, j, ok, x&(n-1))
				}
				continue
			}
			hi, lo := bits.Mul64(x, n)
			if wantOK := lo >= band; ok != wantOK || (ok && j != hi) {
				t.Errorf("below(%#x, %d) = %d, %v; want %d, %v", x, n, j, ok, hi, wantOK)
			}
		}
		if _, ok := below(0, n); ok == (n&(n-1) != 0) {
			t.Errorf("below(0, %d): ok %v", n, ok)
		}
	}
}
