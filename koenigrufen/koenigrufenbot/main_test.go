package koenigrufenbot_test

import (
	"testing"

	"github.com/tarockfamily/sdk/internal/long"
)

// TestMain runs the rapid properties (the leak check of the search player above all) 20 times each, and 100 times
// under TAROCK_LONG (internal/long).
func TestMain(m *testing.M) { long.Main(m, 20) }
