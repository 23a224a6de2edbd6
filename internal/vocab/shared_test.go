package vocab

import (
	"fmt"
	"go/types"
	"slices"
	"strings"
	"testing"
)

// differences are the identifiers that two or three games share with
// different shapes because their rules differ, each with the reason. A
// reason must still hold: an entry whose identifier no longer differs
// fails the test.
var differences = map[string]string{
	"BirdPagat":  birdsWhy,
	"BirdUhu":    birdsWhy,
	"BirdKakadu": birdsWhy,
	"BirdQuapil": birdsWhy,
	"Call": "strohmandel's calls made with a card (Trull, Ross, doc/strohmandel.md §9.4) against " +
		"koenigrufen's move that calls a king (doc/koenigrufen.md §6.1): both the rule books' word",
	"Double":                strohKontraWhy,
	"Observation.Kontra":    strohKontraWhy,
	"Result.Kontra":         strohKontraWhy,
	"State.KontraLevel":     strohKontraWhy,
	"Observation.Announced": announcedWhy,
	"State.Announced":       announcedWhy,
	"PagatUltimo":           announcedWhy,
	"Valat":                 announcedWhy,
	"Rules.Mondfang": "strohmandel pays a number of game points for the Mond captured, 0 for none " +
		"(doc/strohmandel.md §9.5); koenigrufen switches the premium on, its value is the tariff's (doc/koenigrufen.md §13.1)",
	"Rules.RedealNoTarock": "tapp redeals a hand without a tarock or not (doc/tapp.md §3); koenigrufen " +
		"also redeals a hand whose only tarock is one Trull card (doc/koenigrufen.md §3 rule 5)",
}

const (
	birdsWhy = "strohmandel.Birds is the set of birds a rule set scores (doc/strohmandel.md §9.3), " +
		"koenigrufen.Bird one bird a move names (doc/koenigrufen.md §6.3)"
	strohKontraWhy = "strohmandel doubles only the game (doc/strohmandel.md §6), so its Kontra has no target " +
		"(tapp doc/tapp.md §7 and koenigrufen doc/koenigrufen.md §8.5 double each item)"
	announcedWhy = "tapp's declarer announces PagatUltimo and Valat (Announcement, doc/tapp.md §7); strohmandel's " +
		"two players announce for themselves (by seat, doc/strohmandel.md §9.7); koenigrufen's items " +
		"are the premiums of doc/koenigrufen.md §8.1 (Premiums)"
)

// TestSharedNames: every identifier that two or three games export has
// the same kind and shape in each (array lengths aside: the games differ
// in players and sizes, which TestSharedAPI checks by name), unless
// differences gives the reason. A new drift, a method or field added to
// two games in two shapes, fails here even when no concept names it.
func TestSharedNames(t *testing.T) {
	pkgs := games(t)
	where := map[string][]int{}
	for g, p := range pkgs {
		for _, id := range exportedIDs(p) {
			where[id] = append(where[id], g)
		}
	}
	ids := make([]string, 0, len(where))
	for id, gs := range where {
		if len(gs) >= 2 {
			ids = append(ids, id)
		}
	}
	slices.Sort(ids)
	for _, id := range ids {
		var shapes []string
		for _, g := range where[id] {
			m, _ := lookup(pkgs[g], id)
			shapes = append(shapes, fmt.Sprintf("%s: %s %s", gameNames[g], m.kind, shape(pkgs[g], m, nil)))
		}
		same := true
		for _, s := range shapes[1:] {
			same = same && strings.SplitN(s, ": ", 2)[1] == strings.SplitN(shapes[0], ": ", 2)[1]
		}
		why, listed := differences[id]
		switch {
		case !same && !listed:
			t.Errorf("%s differs between the games:\n\t%s", id, strings.Join(shapes, "\n\t"))
		case same && listed:
			t.Errorf("%s no longer differs (%s): remove it from differences", id, why)
		}
	}
	for id := range differences {
		if len(where[id]) < 2 {
			t.Errorf("differences lists %s, which fewer than two games export", id)
		}
	}
}

// opaque are the exported struct types without exported fields that have
// no text or JSON form, each with the reason.
var opaque = map[string]string{
	"State":        "a state holds what no seat may see; a seat's view is its Observation, a deal's text its Record",
	"Determinizer": "a sampler prepared from an Observation, which has the JSON",
}

// TestOpaqueTypesMarshal: an exported struct type whose fields are all
// unexported (a value the game keeps packed) reads and writes its own
// text or JSON, so that encoding/json never writes it as {} (doc/notation.md
// "JSON"), unless opaque gives the reason.
func TestOpaqueTypesMarshal(t *testing.T) {
	for g, pkg := range games(t) {
		for _, name := range pkg.Scope().Names() {
			tn, ok := pkg.Scope().Lookup(name).(*types.TypeName)
			if !ok || !tn.Exported() || tn.IsAlias() {
				continue
			}
			st, ok := tn.Type().Underlying().(*types.Struct)
			if !ok {
				continue
			}
			open := false
			for i := range st.NumFields() {
				open = open || st.Field(i).Exported()
			}
			if open || opaque[name] != "" {
				continue
			}
			has := func(m string) bool {
				o, _, _ := types.LookupFieldOrMethod(tn.Type(), true, pkg, m)
				return o != nil
			}
			if !(has("MarshalJSON") && has("UnmarshalJSON")) && !(has("MarshalText") && has("UnmarshalText")) {
				t.Errorf("%s.%s has no exported field and no text or JSON form: encoding/json writes it as {}", gameNames[g], name)
			}
		}
	}
}
