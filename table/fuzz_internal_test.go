package table

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzDecode: any bytes from a client decode to a message or to an error
// message whose reason is valid text of bounded length, never a panic.
func FuzzDecode(f *testing.F) {
	for _, s := range []string{`{"type":"join","version":1,"table":"ab","token":"cd"}`, `{"type":"move","deal":1,"at":0,"move":"pass"}`,
		`{"type":"hint"}`, `{`, `[]`, `{"type":"move","at":-1}`, `{} {}`, `{"type":"join","version":"1"}`, "\xff\xfe", `null`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		m, err := decode(b)
		if err != nil {
			if err.Code != CodeBadJSON || !utf8.ValidString(err.Reason) || len(err.Reason) > 210 {
				t.Fatalf("error %q %q", err.Code, err.Reason)
			}
			return
		}
		if len(m.Move) > len(b) || len(m.Table) > len(b) {
			t.Fatalf("decoded more than was sent: %+v", m)
		}
	})
}

// FuzzViewArchive: any text posted to the viewer gives deals and errors,
// never a panic, and every deal a view of each seat before each move and
// after the last.
func FuzzViewArchive(f *testing.F) {
	f.Add("[Game \"Strohmandeln\"]\n")
	f.Add("[Game \"Tapp Tarock\"]\n[Seed \"1\"]\nForehand: T1\n")
	f.Add("{ a comment }\n[Game \"Königrufen\"]\n1. pass\n")
	f.Fuzz(func(t *testing.T, text string) {
		if len(text) > 1<<14 {
			return
		}
		a := viewArchive(text)
		for _, d := range a.Deals {
			if len(d.Views) != len(d.Moves)+1 || len(d.Views[0]) != len(d.Seats) {
				t.Fatalf("%d views for %d moves", len(d.Views), len(d.Moves))
			}
		}
		for _, e := range a.Errors {
			if strings.TrimSpace(e) == "" {
				t.Fatal("an empty error")
			}
		}
	})
}
