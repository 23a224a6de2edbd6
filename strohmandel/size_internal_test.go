package strohmandel

import (
	"testing"
	"unsafe"
)

// TestSizes guards the sizes that the speed of search depends on: a State
// is copied on every move, a Move is stored by the million.
func TestSizes(t *testing.T) {
	if n := unsafe.Sizeof(State{}); n > 256 {
		t.Errorf("State is %d bytes, want at most 256", n)
	}
	if n := unsafe.Sizeof(Move{}); n != 4 {
		t.Errorf("Move is %d bytes, want 4", n)
	}
}
