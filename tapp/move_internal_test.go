package tapp

import "testing"

// FuzzParseMoveFastPath checks that ParseMove's shortcut for plays gives
// exactly what splitting the text into words gives.
func FuzzParseMoveFastPath(f *testing.F) {
	for _, s := range []string{"play Skus", "PLAY t1", "play  King of Hearts", "play King  of Hearts", "play \u00a0T1 ", "play T17 ross", "play ross", "play", "play XXI\u0085", "Play Sküs", "play K♡\ufe0f"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m, err := ParseMove(s)
		want, wantErr := parseFields(s)
		if m != want || (err == nil) != (wantErr == nil) {
			t.Fatalf("ParseMove(%q) = %v, %v; split into words: %v, %v", s, m, err, want, wantErr)
		}
	})
}
