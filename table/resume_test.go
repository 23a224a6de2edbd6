package table_test

import (
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/tarockfamily/sdk/games"
	"github.com/tarockfamily/sdk/table"
	"github.com/tarockfamily/sdk/tarock/record"
)

// A server stopped in the middle of a deal and started again on the same
// data folder resumes the table: the person comes back with the token to
// the same deal, the same point of it and the same observation, and the
// match goes on to its end; the archive holds every deal once.
func TestResume(t *testing.T) {
	dir := t.TempDir()
	cfg := table.Config{Data: dir}
	s, err := table.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	spec := table.Spec{Game: "koenigrufen", Deals: 2, Seed: 3,
		Players: []table.SeatSpec{{Name: "Anna"}, {Computer: "heuristic"}, {Computer: "random"}, {Computer: "heuristic"}}}
	tb := create(t, s, spec)
	hs1 := newHTTP(t, s)
	p := &playing{client: dial(t, hs1), token: tb.Seats[0].Token}
	_, st := p.join(tb.ID, p.token)
	rng := rand.New(rand.NewPCG(1, 2))
	for st.At < 25 || st.ToMove != st.Seat {
		if st.ToMove == st.Seat {
			p.move(st, st.Legal[rng.IntN(len(st.Legal))])
		}
		st = p.expect(table.TypeState)
	}
	s.Close()
	hs1.Close()

	s2, hs2 := newServer(t, cfg)
	p = &playing{client: dial(t, hs2), token: tb.Seats[0].Token}
	_, again := p.join(tb.ID, p.token)
	if again.Deal != st.Deal || again.At != st.At || string(again.Observation) != string(st.Observation) || !slices.Equal(again.Legal, st.Legal) {
		t.Fatalf("after the restart:\n%s\nbefore:\n%s", again.raw, st.raw)
	}
	p.move(again, again.Legal[0])
	p.play(rng)
	if len(p.ends) != 2 {
		t.Fatalf("%d deal ends after the restart, want 2", len(p.ends))
	}
	_ = s2
	b, err := os.ReadFile(filepath.Join(dir, "archive.txt"))
	if err != nil {
		t.Fatal(err)
	}
	var n int
	for rec, err := range record.Games(strings.NewReader(string(b))) {
		if err != nil {
			t.Fatal(err)
		}
		n++
		d, err := games.Resume(rec)
		if err != nil || !d.Done() {
			t.Fatalf("archived deal %d: %v", n, err)
		}
		if !slices.Contains(recTags(rec), "Anna") {
			t.Errorf("deal %d does not name Anna: %v", n, rec.Tags)
		}
	}
	if n != 2 {
		t.Errorf("archive holds %d deals, want 2", n)
	}
}

// recTags returns the values of rec's tags.
func recTags(rec record.Record) []string {
	var out []string
	for _, t := range rec.Tags {
		out = append(out, t.Value)
	}
	return out
}

// A person who does not come is played by the stand-in after
// Config.AbsentAfter, and the others see it in the players message.
func TestStandIn(t *testing.T) {
	s, hs := newServer(t, table.Config{AbsentAfter: 10 * time.Millisecond})
	tb := create(t, s, table.Spec{Game: "tapp", Deals: 1, Players: people(3)})
	p := &playing{client: dial(t, hs), token: tb.Seats[0].Token}
	p.join(tb.ID, p.token)
	p.play(rand.New(rand.NewPCG(1, 1)))
	if len(p.ends) != 1 {
		t.Fatalf("%d deal ends, want 1", len(p.ends))
	}
	standIn := false
	for _, f := range p.frames {
		if f.Type == table.TypePlayers {
			var m struct{ Players []table.PlayerInfo }
			_ = json.Unmarshal(f.raw, &m)
			standIn = standIn || m.Players[1].StandIn || m.Players[2].StandIn
		}
	}
	if !standIn {
		t.Error("no players message showed a stand-in")
	}
}
