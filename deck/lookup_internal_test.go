package deck

import "testing"

// FuzzLookup checks that lookup's ASCII shortcut finds exactly the card that
// the full case folding finds.
func FuzzLookup(f *testing.F) {
	for _, s := range []string{"T1", "skus", "SKÜS", "King of Hearts", "k♥", "XXI", "10S", "abcdefghijklmnopqrstuvwxyz", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, ok := lookup(s)
		want, wantOK := spellings[fold(s)]
		if c != want || ok != wantOK {
			t.Fatalf("lookup(%q) = %v, %v; folded: %v, %v", s, c, ok, want, wantOK)
		}
	})
}
