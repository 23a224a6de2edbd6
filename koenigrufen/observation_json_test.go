package koenigrufen_test

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/internal/gametest"
	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/tarock"
)

// rufer returns seat 1's view of a Rufer of the ordered pack in which
// forehand called the king of diamonds, which middlehand holds, and took
// talon half A (doc/koenigrufen.md §5.3, §6.1, §7.2).
func rufer(t *testing.T) koenigrufen.State {
	t.Helper()
	return play(t, ordered(t, koenigrufen.AustrianTarockCup2023), "vorhand", "pass", "pass", "pass", "bid Rufer", "call diamonds", "take A")
}

// TestObservationJSONKeys: the keys and values of an observation in the
// middle of a Rufer, as doc/notation.md "JSON" describes them: the called
// king known to the partner and to the declarer, null to the others.
func TestObservationJSONKeys(t *testing.T) {
	s := rufer(t)
	for _, tc := range []struct {
		seat tarock.Seat
		want map[string]string
	}{
		{0, map[string]string{"seat": "0", "phase": `"discard"`, "contract": `"Rufer"`, "declarer": "0", "called": `"KD"`,
			"calledFourthKing": "false", "partnerKnown": "false", "partner": "null", "handSizes": "[15,12,12,12]"}},
		{1, map[string]string{"seat": "1", "toMove": "0", "called": `"KD"`, "partnerKnown": "true", "partner": "1"}},
		{2, map[string]string{"called": `"KD"`, "partnerKnown": "false", "partner": "null", "discards": `"-"`}},
		{tarock.NoSeat, map[string]string{"seat": "null", "hand": `"-"`, "talon": "[null,null,null,null,null,null]", "history": "[]"}},
	} {
		b, err := json.Marshal(s.Observation(tc.seat))
		if err != nil {
			t.Fatal(err)
		}
		var keys map[string]json.RawMessage
		if err := json.Unmarshal(b, &keys); err != nil {
			t.Fatal(err)
		}
		for k, v := range tc.want {
			if string(keys[k]) != v {
				t.Errorf("seat %v: %q is %s, want %s", tc.seat, k, keys[k], v)
			}
		}
		// One key per field but HistoryLen, which the history gives.
		if _, ok := keys["historyLen"]; ok || len(keys) != reflect.TypeFor[koenigrufen.Observation]().NumField()-1 {
			t.Errorf("seat %v: %d keys: %s", tc.seat, len(keys), b)
		}
	}
}

// TestObservationJSONErrors: JSON that is not an observation is refused
// with a *tarock.TextError wrapping tarock.ErrBadText and leaves the
// observation unchanged; an array longer than its field is never cut
// short (doc/notation.md "JSON").
func TestObservationJSONErrors(t *testing.T) {
	s := rufer(t)
	o := s.Observation(1)
	gametest.CheckFixedArrays(t, o, krCmp, "handSizes", "talon", "tricks")
	j, _ := json.Marshal(o)
	for _, bad := range []string{
		`{"seat":1,"historyLen":3}`,              // not a key
		`{"phase":"bidding"}`,                    // no such phase
		`{"contract":"Solo"}`,                    // no such contract
		`{"called":"KX"}`,                        // no card
		`{"history":[{"seat":0,"move":"fold"}]}`, // no move
		`{"history":[{"seat":0,"move":"pass","x":1}]}`,
		`{"rules":{"Holding":"Sometimes"}}`,
		`{"history":[` + strings.Repeat(`{"seat":0,"move":"pass"},`, koenigrufen.MaxHistory) + `{"seat":0,"move":"pass"}]}`,
		string(j) + ` 1`,
	} {
		got := o
		err := json.Unmarshal([]byte(bad), &got)
		if bad == string(j)+` 1` {
			err = got.UnmarshalJSON([]byte(bad))
		}
		var te *tarock.TextError
		if !errors.As(err, &te) || !errors.Is(err, tarock.ErrBadText) || got != o {
			t.Errorf("%.80s: %v; observation changed: %v", bad, err, got != o)
		}
	}
	var partial koenigrufen.Observation
	if err := json.Unmarshal([]byte(`{"seat":2}`), &partial); err != nil || partial.Called != koenigrufen.Hidden || partial.Talon[5] != koenigrufen.Hidden {
		t.Errorf("partial JSON: %v, called %v, talon %v", err, partial.Called, partial.Talon)
	}
}

// TestEventJSON: an event is {"seat":n,"move":"…"}, with "concealed" for a
// discard seen by a defender (doc/koenigrufen.md §7.3).
func TestEventJSON(t *testing.T) {
	s := play(t, ordered(t, koenigrufen.AustrianTarockCup2023), "vorhand", "pass", "pass", "pass", "bid Dreier", "take B")
	hand := s.Hand(0)
	var discard koenigrufen.Move
	for _, m := range s.LegalMoves() {
		if m.Cards()&hand == m.Cards() {
			discard = m
			break
		}
	}
	if s, err := s.Apply(discard); err == nil {
		o := s.Observation(2)
		ev := o.Events()[len(o.Events())-1]
		b := gametest.CheckJSON(t, ev, krCmp)
		if ev.Concealed == 0 || !strings.Contains(string(b), `"concealed":`) {
			t.Errorf("defender's discard event: %s", b)
		}
	} else {
		t.Fatal(err)
	}
	b := gametest.CheckJSON(t, koenigrufen.Event{Seat: 3, Move: koenigrufen.Pass()}, krCmp)
	if string(b) != `{"seat":3,"move":"pass"}` {
		t.Errorf("event: %s", b)
	}
	for _, bad := range []string{`{"seat":3,"move":"pass","concealed":"x"}`, `{"seat":3,"mov":"pass"}`, `{"seat":3,"move":"fold"}`, `{"seat":3}`, `{}`} {
		e := koenigrufen.Event{Seat: 1, Move: koenigrufen.Good()}
		if err := json.Unmarshal([]byte(bad), &e); !errors.Is(err, tarock.ErrBadText) || e.Seat != 1 || e.Move != koenigrufen.Good() {
			t.Errorf("%s: %v, %v", bad, err, e)
		}
	}
}

// seedObservations returns the JSON of a few observations of a random
// deal, seeds of the fuzz targets.
func seedObservations(f *testing.F) []string {
	rng := rand.New(rand.NewPCG(3, 4))
	s, err := koenigrufen.NewGame(koenigrufen.AustrianTarockCup2023, koenigrufen.Shuffled(rng))
	if err != nil {
		f.Fatal(err)
	}
	var out []string
	for i, st := range playSome(s, rng, -1) {
		if i%9 == 0 {
			b, err := json.Marshal(st.Observation(tarock.Seat(i % 4)))
			if err != nil {
				f.Fatal(err)
			}
			out = append(out, string(b))
		}
	}
	return out
}

func FuzzObservationJSON(f *testing.F) {
	gametest.FuzzJSON[koenigrufen.Observation](f, krCmp, append(seedObservations(f),
		`{"seat":1,"called":null,"talon":[null,"T1"],"history":[{"seat":0,"move":"vorhand"}]}`)...)
}

func FuzzRulesJSON(f *testing.F) {
	gametest.FuzzJSON[koenigrufen.Rules](f, krCmp, `{"Holding":"HoldNone","Tariff":"Wien2020"}`,
		`{"DealPattern":"TalonFirst","Farbendreier":false,"Threshold":106}`)
}

func FuzzEventJSON(f *testing.F) {
	gametest.FuzzJSON[koenigrufen.Event](f, krCmp, `{"seat":0,"move":"discard T1 4H","concealed":2}`, `{"seat":null,"move":"play KH"}`)
}

// FuzzMoveText checks that no text makes UnmarshalText panic, that an
// error leaves the move unchanged, and that a move read writes back.
func FuzzMoveText(f *testing.F) {
	for _, s := range []string{"play KH", "bid Dreier", "discard 4H 7S 8S", "lie Trull PagatUltimo", "call fourth", "concede Uhu", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m := koenigrufen.Hold()
		if err := m.UnmarshalText([]byte(s)); err != nil {
			if m != koenigrufen.Hold() {
				t.Fatalf("%q: error %v changed the move", s, err)
			}
			return
		}
		gametest.CheckMoveText(t, m)
	})
}
