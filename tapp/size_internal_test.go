package tapp

import (
	"testing"
	"unsafe"
)

func TestStateSize(t *testing.T) {
	t.Logf("State: %d bytes, Move: %d bytes, Observation: %d bytes", unsafe.Sizeof(State{}), unsafe.Sizeof(Move{}), unsafe.Sizeof(Observation{}))
}
