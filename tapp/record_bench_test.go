package tapp_test

import (
	"math/rand/v2"
	"testing"

	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock/record"
)

// recordTexts returns the record texts of n random complete games.
func recordTexts(b *testing.B, n int) []string {
	b.Helper()
	rng := rand.New(rand.NewPCG(11, 12))
	var texts []string
	var buf []tapp.Move
	for len(texts) < n {
		d := tapp.Shuffled(rng)
		st, err := tapp.NewGame(tapp.MayrSedlaczek2001, d)
		if err != nil {
			b.Fatal(err)
		}
		g := tapp.Game{Rules: tapp.MayrSedlaczek2001, Preset: "MayrSedlaczek2001", Deal: d}
		for !st.Done() {
			buf = st.AppendLegalMoves(buf[:0])
			m := buf[rng.IntN(len(buf))]
			g.Moves = append(g.Moves, m)
			if st, err = st.Apply(m); err != nil {
				b.Fatal(err)
			}
		}
		rec, err := g.Record()
		if err != nil {
			b.Fatal(err)
		}
		texts = append(texts, rec.String())
	}
	return texts
}

// BenchmarkRecordParseReplay parses the text of a complete game and replays
// it through the rules engine (every state rebuilt, the result compared).
func BenchmarkRecordParseReplay(b *testing.B) {
	texts := recordTexts(b, 64)
	b.ResetTimer()
	for i := range b.N {
		rec, err := record.Parse(texts[i%len(texts)])
		if err != nil {
			b.Fatal(err)
		}
		if _, err := tapp.Replay(rec); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRecordWrite writes the record of a complete game as text.
func BenchmarkRecordWrite(b *testing.B) {
	texts := recordTexts(b, 64)
	games := make([]tapp.Game, len(texts))
	for i, t := range texts {
		rec, _ := record.Parse(t)
		g, err := tapp.Replay(rec)
		if err != nil {
			b.Fatal(err)
		}
		games[i] = g
	}
	b.ResetTimer()
	for i := range b.N {
		rec, err := games[i%len(games)].Record()
		if err != nil {
			b.Fatal(err)
		}
		_ = rec.String()
	}
}
