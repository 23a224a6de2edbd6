package strohmandel_test

import (
	"math/rand/v2"
	"testing"

	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tarock/record"
)

// finishedDeals returns n random complete deals.
func finishedDeals(b *testing.B, n int) []strohmandel.State {
	b.Helper()
	rng := rand.New(rand.NewPCG(21, 22))
	var out []strohmandel.State
	var buf []strohmandel.Move
	for len(out) < n {
		st, err := strohmandel.NewGame(strohmandel.MayrSedlaczek2007, strohmandel.Shuffled(rng))
		if err != nil {
			b.Fatal(err)
		}
		for !st.Done() {
			buf = st.AppendLegalMoves(buf[:0])
			if st, err = st.Apply(buf[rng.IntN(len(buf))]); err != nil {
				b.Fatal(err)
			}
		}
		if o := st.Outcome(); o.Played {
			out = append(out, st)
		}
	}
	return out
}

// BenchmarkRecordParseReplay parses the text of a complete deal and replays
// it through the rules engine, result comment included.
func BenchmarkRecordParseReplay(b *testing.B) {
	var texts []string
	for _, s := range finishedDeals(b, 64) {
		rec, err := s.Record()
		if err != nil {
			b.Fatal(err)
		}
		texts = append(texts, rec.String())
	}
	b.ResetTimer()
	for i := range b.N {
		rec, err := record.Parse(texts[i%len(texts)])
		if err != nil {
			b.Fatal(err)
		}
		if _, err := strohmandel.Replay(rec); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRecordWrite writes the record of a complete deal as text.
func BenchmarkRecordWrite(b *testing.B) {
	deals := finishedDeals(b, 64)
	b.ResetTimer()
	for i := range b.N {
		rec, err := deals[i%len(deals)].Record()
		if err != nil {
			b.Fatal(err)
		}
		_ = rec.String()
	}
}
