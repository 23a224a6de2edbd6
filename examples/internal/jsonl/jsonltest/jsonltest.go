// Package jsonltest checks the JSON Lines the example programs write with
// -json (package jsonl), for their tests.
package jsonltest

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/tarockfamily/sdk/examples/internal/jsonl"
	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/record"
)

// Check reads the deal object line, replays its record with the game's
// Replay and checks that what stands beside the record is what the record
// gives: the game, the result (compared as JSON), the contract, the
// declarer and whether he won, the deltas, and the players as the Seat
// tags. It returns the object, the record and the cards as dealt (a
// tapp.Deal, a strohmandel.Deal or a koenigrufen.Deal).
func Check(line []byte) (jsonl.Deal, record.Record, any, error) {
	var d jsonl.Deal
	var raw struct {
		Result json.RawMessage `json:"result"`
	}
	if err := json.Unmarshal(line, &d); err != nil {
		return d, record.Record{}, nil, err
	}
	if err := json.Unmarshal(line, &raw); err != nil {
		return d, record.Record{}, nil, err
	}
	rec, err := record.Parse(d.Record)
	if err != nil {
		return d, rec, nil, fmt.Errorf("record: %w", err)
	}
	var (
		result  any
		out     tarock.Outcome
		players int
		dealt   any
	)
	switch d.Game {
	case tapp.GameName:
		g, err := tapp.Replay(rec)
		if err != nil {
			return d, rec, nil, fmt.Errorf("replay: %w", err)
		}
		result, _ = g.Final().Result()
		out, players, dealt = g.Final().Outcome(), g.Final().Players(), g.Deal
	case strohmandel.GameName:
		g, err := strohmandel.Replay(rec)
		if err != nil {
			return d, rec, nil, fmt.Errorf("replay: %w", err)
		}
		result, _ = g.Final().Result()
		out, players, dealt = g.Final().Outcome(), g.Final().Players(), g.Deal
	case koenigrufen.GameName:
		g, err := koenigrufen.Replay(rec)
		if err != nil {
			return d, rec, nil, fmt.Errorf("replay: %w", err)
		}
		result, _ = g.Final().Result()
		out, players, dealt = g.Final().Outcome(), g.Final().Players(), g.Deal
	default:
		return d, rec, nil, fmt.Errorf("game %q", d.Game)
	}
	want, err := json.Marshal(result)
	if err != nil {
		return d, rec, dealt, err
	}
	if string(want) != string(raw.Result) {
		return d, rec, dealt, fmt.Errorf("result %s, the record replays to %s", raw.Result, want)
	}
	if d.Contract != out.Contract || d.Declarer != out.Declarer || d.DeclarerWon != out.DeclarerWon || !slices.Equal(d.Deltas, out.Deltas[:players]) {
		return d, rec, dealt, fmt.Errorf("contract %q, declarer %v, won %v, deltas %v; the record gives %+v", d.Contract, d.Declarer, d.DeclarerWon, d.Deltas, out)
	}
	var seats []string
	for seat := range players {
		for _, t := range rec.Tags {
			if t.Name == record.SeatTag(tarock.Seat(seat)) {
				seats = append(seats, t.Value)
			}
		}
	}
	if !slices.Equal(seats, d.Players) {
		return d, rec, dealt, fmt.Errorf("players %q, the record's Seat tags %q", d.Players, seats)
	}
	return d, rec, dealt, nil
}

// CheckMatch checks the deal objects of a duplicate match of package
// tarock/arena (the programs arena and mybot), named run in the messages,
// against each other, the game and the summary of the match: the game,
// rules and entrants (players, by entrant) and the report rep. It checks
// that there is one object per game, in the order of the deals and the
// rotations, each with the keys of selfplay's and "rotation", with a
// record that replays to what stands beside it ([Check]) and has no Seed
// tag; that every rotation of a deal has the same seed and that
// cards(seed, deal number from 0) are the cards the record deals; that
// the seats are held as the rotation says; and that the deltas and the
// declarers of the games give the report's standings and contracts.
func CheckMatch(t testing.TB, run string, deals [][]byte, game, rules string, players []string, rep jsonl.Report, cards func(seed uint64, deal int) any) {
	t.Helper()
	n := len(players)
	if len(deals) != rep.Games || rep.Games != n*rep.Deals {
		t.Fatalf("run %s: %d deal objects for %d games of %d deals", run, len(deals), rep.Games, rep.Deals)
	}
	wantKeys := []string{"contract", "deal", "declarer", "declarerWon", "deltas", "game", "players", "record", "result", "rotation", "rules", "seed", "type"}
	// The figures of the report again, from the deal objects.
	means := make([]float64, n)
	standings := make([]jsonl.Standing, n)
	contracts := map[string]jsonl.Contract{}
	var seed uint64
	for i, line := range deals {
		if k := keys(t, line); !slices.Equal(k, wantKeys) {
			t.Fatalf("run %s: game %d keys %v, want %v", run, i+1, k, wantKeys)
		}
		d, rec, dealt, err := Check(line)
		if err != nil {
			t.Fatalf("run %s: game %d: %v", run, i+1, err)
		}
		if d.Deal != i/n+1 || d.Rotation == nil || *d.Rotation != i%n {
			t.Fatalf("run %s: game %d is deal %d rotation %v, want deal %d rotation %d", run, i+1, d.Deal, d.Rotation, i/n+1, i%n)
		}
		r := *d.Rotation
		if r == 0 {
			seed = d.Seed
		}
		if d.Game != game || d.Rules != rules || d.Seed != seed {
			t.Errorf("run %s: game %d: game %q, rules %q, seed %d; the summary says %q and %q, rotation 0 seed %d", run, i+1, d.Game, d.Rules, d.Seed, game, rules, seed)
		}
		if c := cards(d.Seed, d.Deal-1); !cmp.Equal(c, dealt) {
			t.Errorf("run %s: game %d: the seed deals %v, the record %v", run, i+1, c, dealt)
		}
		for _, tag := range rec.Tags {
			if tag.Name == "Seed" {
				t.Errorf("run %s: game %d: the record has a Seed tag %q", run, i+1, tag.Value)
			}
		}
		for seat, name := range d.Players {
			e := (seat + r) % n
			if name != players[e] {
				t.Errorf("run %s: game %d: seat %d held by %q, want entrant %d, %q", run, i+1, seat, name, e, players[e])
			}
			means[e] += float64(d.Deltas[seat]) / float64(rep.Games)
			standings[e].Games++
		}
		if d.Declarer.Valid(n) {
			e := (int(d.Declarer) + r) % n
			c := contracts[d.Contract]
			c.Played++
			standings[e].Declared++
			if d.DeclarerWon {
				c.Won++
				standings[e].Won++
			}
			contracts[d.Contract] = c
		}
	}
	for e, st := range rep.Standings {
		want := standings[e]
		if math.Abs(st.Mean-means[e]) > 1e-9 || st.Games != want.Games || st.Declared != want.Declared || st.Won != want.Won {
			t.Errorf("run %s: standing %+v; the deal objects give the mean %v, %d games, %d declared, %d won", run, st, means[e], want.Games, want.Declared, want.Won)
		}
	}
	if len(rep.Contracts) != len(contracts) {
		t.Errorf("run %s: %d contracts in the summary, %d in the deal objects", run, len(rep.Contracts), len(contracts))
	}
	for _, c := range rep.Contracts {
		if want := contracts[c.Contract]; c.Played != want.Played || c.Won != want.Won {
			t.Errorf("run %s: contract %+v; the deal objects give %d played, %d won", run, c, want.Played, want.Won)
		}
	}
}

// keys returns the keys of the JSON object line, sorted.
func keys(t testing.TB, line []byte) []string {
	t.Helper()
	var m map[string]json.RawMessage
	if err := json.Unmarshal(line, &m); err != nil {
		t.Fatal(err)
	}
	var k []string
	for key := range m {
		k = append(k, key)
	}
	slices.Sort(k)
	return k
}
