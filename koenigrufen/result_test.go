package koenigrufen_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/internal/gametest"
	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/tarock"
	"pgregory.net/rapid"
)

// cmpText compares the values with unexported fields by ==.
var cmpText = gametest.TextCmp[koenigrufen.Move]()

// TestResultOfRandomDeals plays random deals of every preset and checks
// the settlement (doc/koenigrufen.md §11.1, §11.2, §11.9): Score and Money
// sum to zero, the items' payments add up to them, the Outcome agrees with
// the Result, and the Result reads back through JSON.
func TestResultOfRandomDeals(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := rapid.SampledFrom(koenigrufen.Presets()).Draw(t, "preset")
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 7))
		st, err := koenigrufen.NewGame(p.Rules, koenigrufen.Shuffled(rng))
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := st.Result(); ok {
			t.Fatal("a deal not over has a Result")
		}
		st = gametest.PlayOut(t, st, rng)
		r, ok := st.Result()
		if !ok {
			t.Fatal("no Result at the end")
		}
		var score, money, items [tarock.MaxPlayers]int
		for _, it := range r.ItemList() {
			d := it.Deltas()
			for q := range d {
				items[q] += d[q]
			}
		}
		for q := range tarock.MaxPlayers {
			score[0] += r.Score[q]
			money[0] += r.Deltas[q]
		}
		if score[0] != 0 || money[0] != 0 || items != r.Deltas || r.Money() != r.Deltas {
			t.Fatalf("Score %v, Money %v, items %v\n%v", r.Score, r.Deltas, items, r)
		}
		o := st.Outcome()
		if o.Deltas != r.Deltas || o.Contract != r.Contract.String() || o.Played != r.Played() ||
			(o.Parties == 2 && (o.DeclarerWon != r.GameWon || o.Thirds[0] != r.DeclarerPoints.Thirds() ||
				o.Thirds[0]+o.Thirds[1] != 210)) {
			t.Fatalf("Outcome %+v does not agree with the Result\n%v", o, r)
		}
		if r.Played() && r.NumItems == 0 {
			t.Fatalf("a played deal without items\n%v", r)
		}
		gametest.CheckJSON(t, r, cmpText)
		// The summary ends with the Money; the text has one line per item
		// and ends with the Money too (doc/koenigrufen.md "Game records").
		wantMoney := fmt.Sprintf("; Money seat 0 %+d, seat 1 %+d, seat 2 %+d, seat 3 %+d", r.Deltas[0], r.Deltas[1], r.Deltas[2], r.Deltas[3])
		lines := strings.Split(r.String(), "\n")
		last := lines[len(lines)-1]
		if !strings.HasSuffix(r.Summary(), wantMoney) || strings.Count(r.String(), "\n  ")-1 != r.NumItems && r.End == koenigrufen.EndPlayed && r.Contract != koenigrufen.Trischaken ||
			!strings.HasPrefix(last, "Money") && !strings.HasPrefix(last, "Score and Money") {
			t.Fatalf("summary %q, text\n%s", r.Summary(), r)
		}
	})
}

// TestConcededResult: Schleifen is one item, the game value paid by the
// declarer to each of the three others (doc/koenigrufen.md §6.3, §11.6).
func TestConcededResult(t *testing.T) {
	for seed := uint64(0); seed < 400; seed++ {
		st, err := koenigrufen.NewGame(koenigrufen.AustrianTarockCup2023, koenigrufen.Shuffled(rand.New(rand.NewPCG(seed, 3))))
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range []koenigrufen.Move{koenigrufen.Vorhand(), koenigrufen.Pass(), koenigrufen.Pass(), koenigrufen.Pass(), koenigrufen.Bid(koenigrufen.Rufer)} {
			if st, err = st.Apply(m); err != nil {
				break
			}
		}
		if err != nil || st.Phase() != koenigrufen.PhaseCall {
			continue
		}
		for _, m := range st.LegalMoves() {
			next, _ := st.Apply(m)
			if next, err = next.Apply(koenigrufen.Concede(koenigrufen.NoBird)); err != nil {
				continue
			}
			r, _ := next.Result()
			want := [tarock.MaxPlayers]int{1, 1, 1, 1}
			want[0] = -3
			if r.End != koenigrufen.EndConceded || r.NumItems != 1 || r.Items[0].Kind != koenigrufen.ItemSchleifen ||
				r.Score != want || r.Deltas != want || next.Outcome().Played {
				t.Fatalf("%v", r)
			}
			return
		}
	}
	t.Fatal("no deal with the called king in the talon")
}

func TestResultJSONErrors(t *testing.T) {
	r := koenigrufen.Result{Declarer: tarock.NoSeat, Partner: tarock.NoSeat}
	j := gametest.CheckJSON(t, r, cmpText)
	if !strings.Contains(string(j), `"declarer":null`) || !strings.Contains(string(j), `"items":[]`) ||
		!strings.Contains(string(j), `"contract":"none"`) {
		t.Errorf("%s", j)
	}
	for _, bad := range []string{`{"end":"won"}`, `{"contract":"Tapper"}`, `{"items":[{"kind":"Game","x":1}]}`,
		`{"items":[{"payers":[4]}]}`, `{"items":[{"payers":[1,1]}]}`, `{"deltas":[1,2,3,4,5]}`,
		`{"items":[` + strings.Repeat(`{},`, koenigrufen.MaxItems) + `{}]}`} {
		got := r
		if err := json.Unmarshal([]byte(bad), &got); !errors.Is(err, tarock.ErrBadText) || got != r {
			t.Errorf("%s: %v; result changed: %v", bad, err, got != r)
		}
	}
}

// TestSeatSetText: a seat set reads back through its text.
func TestSeatSetText(t *testing.T) {
	for ss := range koenigrufen.SeatSet(16) {
		b, _ := ss.MarshalText()
		var back koenigrufen.SeatSet
		if err := back.UnmarshalText(b); err != nil || back != ss {
			t.Errorf("%v: %q reads back as %v, %v", uint8(ss), b, back, err)
		}
		gametest.CheckJSON(t, ss, cmpText)
	}
	var ss koenigrufen.SeatSet
	for _, bad := range []string{"seat 4", "seat 1, seat 1", "x", ""} {
		if err := ss.UnmarshalText([]byte(bad)); !errors.Is(err, tarock.ErrBadText) || ss != 0 {
			t.Errorf("%q: %v", bad, err)
		}
	}
}

// TestItemKindAnyCase: an item kind is written as its String and read in
// any case, also inside an Item's JSON (doc/notation.md "JSON").
func TestItemKindAnyCase(t *testing.T) {
	var kinds []koenigrufen.ItemKind
	for k := koenigrufen.ItemGame; k <= koenigrufen.ItemTrischaken; k++ {
		kinds = append(kinds, k)
	}
	gametest.CheckKindAnyCase(t, kinds, func(it koenigrufen.Item) koenigrufen.ItemKind { return it.Kind })
}

// FuzzResultJSON starts from the result of a deal of every contract
// (contractDeals) and from hand-written results.
func FuzzResultJSON(f *testing.F) {
	var seeds []string
	for _, s := range contractDeals(f) {
		r, _ := s.Result()
		b, err := json.Marshal(r)
		if err != nil {
			f.Fatal(err)
		}
		seeds = append(seeds, string(b))
	}
	gametest.FuzzJSON[koenigrufen.Result](f, cmpText, append(seeds,
		`{"end":"played","contract":"Rufer","declarer":0,"partner":2,"items":[{"kind":"Game","won":true,"seat":0,"value":1,"factor":1,"payers":[1,3],"payees":[0,2]}],"score":[1,-1,1,-1],"deltas":[1,-1,1,-1]}`,
		`{"end":"conceded","contract":"besserrufer","items":[{"kind":"schleifen","value":7,"payers":[2],"payees":[0,1,3]}]}`,
	)...)
}
