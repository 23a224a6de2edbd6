package main

import (
	"encoding/json"
	"math"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/examples/internal/jsonl"
	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock/record"
)

// keys returns the keys of the JSON object line, sorted.
func keys(t *testing.T, line []byte) []string {
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

// TestJSON checks -json on both games: one object per deal with every
// key, the record replaying to the result given beside it, and a summary
// whose figures are those of the deal objects.
func TestJSON(t *testing.T) {
	for _, game := range []string{"tapp", "strohmandel", "koenigrufen"} {
		t.Run(game, func(t *testing.T) {
			const n = 30
			out := runOK(t, "-game", game, "-players", "random", "-deals", "30", "-seed", "5", "-json")
			deals, sumLine, err := jsonl.Split(out)
			if err != nil {
				t.Fatalf("%v\n%s", err, out)
			}
			if len(deals) != n {
				t.Fatalf("%d deal objects, want %d", len(deals), n)
			}
			wantKeys := []string{"contract", "deal", "declarer", "declarerWon", "deltas", "game", "players", "record", "result", "rules", "seed", "type"}
			type contract struct{ deals, declared, won int }
			counts := map[string]contract{}
			var sums []float64
			for i, line := range deals {
				if k := keys(t, line); !slices.Equal(k, wantKeys) {
					t.Fatalf("deal %d keys %v, want %v", i+1, k, wantKeys)
				}
				var d jsonl.Deal
				if err := json.Unmarshal(line, &d); err != nil {
					t.Fatal(err)
				}
				if d.Deal != i+1 || d.Seed != 5+uint64(i) || len(d.Players) != len(d.Deltas) || d.Players[0] != "random" {
					t.Errorf("deal %d: %+v", i+1, d)
				}
				rec, err := record.Parse(d.Record)
				if err != nil {
					t.Fatalf("deal %d: record: %v", i+1, err)
				}
				var replayed any
				var resultJSON json.RawMessage
				if err := json.Unmarshal(line, &struct {
					Result *json.RawMessage `json:"result"`
				}{&resultJSON}); err != nil {
					t.Fatal(err)
				}
				switch game {
				case "tapp":
					if d.Game != tapp.GameName || d.Rules != "MayrSedlaczek2001" {
						t.Errorf("deal %d: game %q, rules %q", i+1, d.Game, d.Rules)
					}
					f, err := tapp.Replay(rec)
					if err != nil {
						t.Fatal(err)
					}
					replayed, _ = f.Final().Result()
				case "strohmandel":
					if d.Game != strohmandel.GameName || d.Rules != "MayrSedlaczek2007" {
						t.Errorf("deal %d: game %q, rules %q", i+1, d.Game, d.Rules)
					}
					f, err := strohmandel.Replay(rec)
					if err != nil {
						t.Fatal(err)
					}
					replayed, _ = f.Final().Result()
				default:
					if d.Game != koenigrufen.GameName || d.Rules != "AustrianTarockCup2023" {
						t.Errorf("deal %d: game %q, rules %q", i+1, d.Game, d.Rules)
					}
					f, err := koenigrufen.Replay(rec)
					if err != nil {
						t.Fatal(err)
					}
					replayed, _ = f.Final().Result()
				}
				want, _ := json.Marshal(replayed)
				if string(want) != string(resultJSON) {
					t.Errorf("deal %d: result %s, the record replays to %s", i+1, resultJSON, want)
				}
				c := counts[d.Contract]
				c.deals++
				if d.Declarer.Valid(len(d.Deltas)) {
					c.declared++
					if d.DeclarerWon {
						c.won++
					}
				}
				counts[d.Contract] = c
				if sums == nil {
					sums = make([]float64, len(d.Deltas))
				}
				for s, v := range d.Deltas {
					sums[s] += float64(v)
				}
			}

			if k := keys(t, sumLine); !slices.Equal(k, []string{"contracts", "deals", "dealsPerSecond", "game", "players", "rules", "seats", "seconds", "seed", "type"}) {
				t.Errorf("summary keys %v", k)
			}
			var s summary
			if err := json.Unmarshal(sumLine, &s); err != nil {
				t.Fatal(err)
			}
			if s.Deals != n || s.Seed != 5 || len(s.Players) != len(sums) || len(s.Seats) != len(sums) {
				t.Errorf("summary %+v", s)
			}
			total := 0
			for _, c := range s.Contracts {
				want := counts[c.Contract]
				if c.Deals != want.deals || c.Declared != want.declared || c.DeclarerWon != want.won {
					t.Errorf("summary %+v, the deals say %+v", c, want)
				}
				if c.Share == nil || math.Abs(*c.Share-float64(c.Deals)/n) > 1e-9 {
					t.Errorf("summary %+v: share", c)
				}
				total += c.Deals
			}
			if total != n || len(s.Contracts) != len(counts) {
				t.Errorf("the summary counts %d deals in %d contracts, the deals %d contracts", total, len(s.Contracts), len(counts))
			}
			for seat, row := range s.Seats {
				if math.Abs(row.Mean-sums[seat]/n) > 1e-9 || row.Seat != seat || row.Player != "random" {
					t.Errorf("seat %+v, the deals give the mean %.3f", row, sums[seat]/n)
				}
			}
		})
	}
}

// TestHumanDefault checks that the summary stays plain text without -json.
func TestHumanDefault(t *testing.T) {
	out := runOK(t, "-players", "random", "-deals", "3")
	if strings.Contains(out, "{") || !strings.Contains(out, "deals per second") {
		t.Errorf("output without -json:\n%s", out)
	}
}

// TestJSONSample checks the sample of doc/programs.md "JSON output"
// against the program: the deal line is the same, and the summary too but
// for the time it took.
func TestJSONSample(t *testing.T) {
	doc, err := os.ReadFile("../../doc/programs.md")
	if err != nil {
		t.Fatal(err)
	}
	var sample []string
	for _, line := range strings.Split(string(doc), "\n") {
		if strings.HasPrefix(line, `{"type":`) {
			sample = append(sample, line)
		}
	}
	out := runOK(t, "-game", "strohmandel", "-players", "random", "-deals", "1", "-seed", "3", "-json")
	got := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(sample) != 2 || len(got) != 2 {
		t.Fatalf("the sample has %d lines, the program writes %d:\n%s", len(sample), len(got), out)
	}
	if sample[0] != got[0] {
		t.Errorf("the deal of the sample is\n%s\nthe program writes\n%s", sample[0], got[0])
	}
	untimed := func(line string) map[string]any {
		var m map[string]any
		if err := json.Unmarshal([]byte(line), &m); err != nil {
			t.Fatal(err)
		}
		delete(m, "seconds")
		delete(m, "dealsPerSecond")
		return m
	}
	if a, b := untimed(sample[1]), untimed(got[1]); !reflect.DeepEqual(a, b) {
		t.Errorf("the summary of the sample is\n%s\nthe program writes\n%s", sample[1], got[1])
	}
}
