package tapp

import (
	"testing"

	"github.com/tarockfamily/sdk/internal/gametest"
)

// FuzzParseMoveFastPath checks that ParseMove's shortcut for plays gives
// exactly what splitting the text into words gives.
func FuzzParseMoveFastPath(f *testing.F) {
	gametest.FuzzFastPath(f, ParseMove, parseFields)
}
