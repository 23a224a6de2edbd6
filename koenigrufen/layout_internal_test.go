package koenigrufen

import (
	"testing"
	"unsafe"
)

// TestSizes guards the sizes that search code copies millions of times:
// Apply copies the State twice per move.
func TestSizes(t *testing.T) {
	if n := unsafe.Sizeof(State{}); n > 176 {
		t.Errorf("State is %d bytes, want at most 176", n)
	}
	if n := unsafe.Sizeof(head{}); n > 24 {
		t.Errorf("the head of a State is %d bytes, want at most 24", n)
	}
	if n := unsafe.Sizeof(Move{}); n != 8 {
		t.Errorf("Move is %d bytes, want 8", n)
	}
}
