package tapp

import (
	"testing"
	"unsafe"
)

// TestSizes guards the sizes that search code copies millions of times.
func TestSizes(t *testing.T) {
	if n := unsafe.Sizeof(State{}); n > 128 {
		t.Errorf("State is %d bytes, want at most 128", n)
	}
	if n := unsafe.Sizeof(Move{}); n != 8 {
		t.Errorf("Move is %d bytes, want 8", n)
	}
}
