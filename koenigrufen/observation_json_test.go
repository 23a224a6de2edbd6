package koenigrufen_test

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/deck"
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

// seedObservations returns the JSON of observations that between them
// hold every key of an observation with a value: for each feature below,
// the first observation of random deals of the presets that has it (the
// observation of state i of a deal by seat i mod 4, and at the end by
// nobody). One holds the rules in full; the others only the two fields
// whose zero is out of range, so that the seeds are small and the fuzzer
// spends its time on the fields of the observation (FuzzRulesJSON fuzzes
// the rules).
func seedObservations(f *testing.F) []string {
	features := []func(o *koenigrufen.Observation) bool{
		func(o *koenigrufen.Observation) bool {
			return o.Phase == koenigrufen.PhaseAuction && o.Bid != koenigrufen.NoContract
		},
		func(o *koenigrufen.Observation) bool { return o.Phase == koenigrufen.PhaseCall },
		func(o *koenigrufen.Observation) bool { return o.Phase == koenigrufen.PhaseTalon },
		func(o *koenigrufen.Observation) bool { return o.Phase == koenigrufen.PhaseDiscard },
		func(o *koenigrufen.Observation) bool { return o.Phase == koenigrufen.PhaseChoose },
		func(o *koenigrufen.Observation) bool { return o.Phase == koenigrufen.PhaseAnnounce },
		func(o *koenigrufen.Observation) bool { return o.Seat == tarock.NoSeat },
		func(o *koenigrufen.Observation) bool {
			return o.Seat == o.Declarer && o.Discards != 0 && o.Talon[0] != deck.NoCard
		},
		func(o *koenigrufen.Observation) bool {
			return o.Called != deck.NoCard && o.PartnerKnown && o.Partner != o.Seat
		},
		func(o *koenigrufen.Observation) bool { return o.CalledFourthKing },
		func(o *koenigrufen.Observation) bool { return o.OpenHands != [4]deck.Set{} },
		func(o *koenigrufen.Observation) bool { return o.TrischakenMustBeat && o.CurrentTrick.Cards().Len() > 1 },
		func(o *koenigrufen.Observation) bool { return o.TrischakenFirstSix },
		func(o *koenigrufen.Observation) bool {
			return o.Kontra != [koenigrufen.NumTargets]koenigrufen.KontraLevel{} && o.Announced != 0
		},
		func(o *koenigrufen.Observation) bool {
			return o.LastTrickWinner != tarock.NoSeat && o.CurrentTrick.Cards().Len() > 0
		},
	}
	found := make([]string, len(features))
	left := len(features)
	choose := koenigrufen.AustrianTarockCup2023 // forehand chooses the rules of a Trischaken
	choose.TrischakenTalon, choose.TrischakenMustBeat = koenigrufen.TrischakenTalonForehandChooses, koenigrufen.TrischakenMustBeatForehandChooses
	presets := []koenigrufen.Rules{koenigrufen.AustrianTarockCup2023, koenigrufen.Wien2020, koenigrufen.Sauwald2019, choose}
	// A fourth king called, which random deals seldom reach, then random
	// deals.
	fourth, err := koenigrufen.NewGame(koenigrufen.AustrianTarockCup2023, koenigrufen.Shuffled(rand.NewPCG(7, 1)))
	if err != nil {
		f.Fatal(err)
	}
	fourth = gametest.Apply(f, fourth, koenigrufen.ParseMove, "vorhand", "pass", "pass", "pass", "bid Rufer", "call fourth")
	for seed := uint64(0); seed < 500 && left > 0; seed++ {
		s, err := koenigrufen.NewGame(presets[seed%4], koenigrufen.Shuffled(rand.NewPCG(seed, 0x6b72)))
		if err != nil {
			f.Fatal(err)
		}
		states := playSome(s, rand.New(rand.NewPCG(seed, 1)), -1)
		if seed == 0 {
			states = append([]koenigrufen.State{fourth}, states...) // seen by its declarer, seat 0
		}
		for i, st := range states {
			seat := tarock.Seat(i % 4)
			if st.Done() {
				seat = tarock.NoSeat
			}
			o := st.Observation(seat)
			for k, has := range features {
				if found[k] != "" || !has(&o) {
					continue
				}
				b, err := json.Marshal(o)
				if err != nil {
					f.Fatal(err)
				}
				if left < len(features) { // the rules short
					var m map[string]json.RawMessage
					if err := json.Unmarshal(b, &m); err != nil {
						f.Fatal(err)
					}
					m["rules"] = json.RawMessage(`{"Threshold":107,"MaxKontraLevel":8}`)
					if b, err = json.Marshal(m); err != nil {
						f.Fatal(err)
					}
				}
				found[k], left = string(b), left-1
			}
		}
	}
	var out []string
	for k, s := range found {
		if s == "" {
			f.Fatalf("no observation of feature %d", k)
		}
		out = append(out, s)
	}
	return slices.Compact(out)
}

func FuzzObservationJSON(f *testing.F) {
	gametest.FuzzJSON[koenigrufen.Observation](f, krCmp, append(seedObservations(f),
		`{"seat":1,"called":null,"talon":[null,"T1"],"history":[{"seat":0,"move":"vorhand"}],"rules":{"Threshold":107,"MaxKontraLevel":8}}`)...)
}

// FuzzRulesJSON starts from the JSON of every preset, which holds every
// field, and from JSON in the other words the option text reads.
func FuzzRulesJSON(f *testing.F) {
	seeds := []string{`{"Holding":"HoldNone","Tariff":"Wien2020"}`, `{"DealPattern":"TalonFirst","Farbendreier":"off","Threshold":"106"}`,
		`{"sacks":false,"MaxKontraLevel":64,"ColourMinSuitCards":6,"ExtraContracts":"Zwiccolo+ZwiccoloOuvert"}`}
	for _, p := range koenigrufen.Presets()[1:] {
		b, err := json.Marshal(p.Rules)
		if err != nil {
			f.Fatal(err)
		}
		seeds = append(seeds, string(b))
	}
	gametest.FuzzJSON[koenigrufen.Rules](f, krCmp, seeds...)
}

func FuzzEventJSON(f *testing.F) {
	gametest.FuzzJSON[koenigrufen.Event](f, krCmp, `{"seat":0,"move":"discard T1 4H","concealed":2}`, `{"seat":null,"move":"play KH"}`, `{}`)
}

// FuzzMoveText checks that no text makes UnmarshalText panic, that an
// error leaves the move unchanged, and that a move read writes back.
func FuzzMoveText(f *testing.F) {
	for _, s := range append(moveSeeds(f), "") {
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
