package tapp

import (
	"testing"

	"github.com/tarockfamily/sdk/internal/gametest"
)

// FuzzParseMoveFastPath checks that ParseMove's shortcut for plays gives
// exactly what splitting the text into words gives.
func FuzzParseMoveFastPath(f *testing.F) {
	gametest.FuzzFastPath(f, ParseMove, parseFields, "pass", "hold", "bid Tapper", "bid Dreier", "take lower", "take upper",
		"take 4H 7S", "discard 4H 7S 8S", "discard -", "announce none", "announce PagatUltimo Valat", "kontra game", "re PagatUltimo",
		"sub Valat", "play KH", "play T21", "play Skus")
}
