package enumtext

import (
	"errors"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/tarock"
)

type pair struct {
	A int    `json:"a"`
	B string `json:"b"`
}

type listed struct {
	Total int
	N     int
	List  [3]int
}

type listedJSON struct {
	Total int   `json:"total"`
	List  []int `json:"list"`
}

func TestStrictAndOverlay(t *testing.T) {
	v := pair{A: 1, B: "x"}
	if err := Strict("p", []byte(`{"a":2}`), &v); err != nil || v != (pair{A: 2}) {
		t.Errorf("Strict = %+v, %v; want a fresh value with a=2", v, err)
	}
	v = pair{A: 1, B: "x"}
	if err := Overlay("p", []byte(`{"a":2}`), &v); err != nil || v != (pair{A: 2, B: "x"}) {
		t.Errorf("Overlay = %+v, %v; want b kept", v, err)
	}
	for _, bad := range []string{`{"c":1}`, `{"a":"x"}`, `{"a":1} x`, `[]`} {
		v = pair{A: 1, B: "x"}
		if err := Strict("p", []byte(bad), &v); !errors.Is(err, tarock.ErrBadText) || v != (pair{A: 1, B: "x"}) {
			t.Errorf("Strict(%s) = %v, value %+v; want an error and the value unchanged", bad, err, v)
		}
		if err := Overlay("p", []byte(bad), &v); !errors.Is(err, tarock.ErrBadText) || v != (pair{A: 1, B: "x"}) {
			t.Errorf("Overlay(%s) = %v, value %+v; want an error and the value unchanged", bad, err, v)
		}
	}
}

func TestConvertAndFill(t *testing.T) {
	build := func(j *listedJSON, v *listed) (reason string) {
		v.Total = j.Total
		v.N, reason = Fill(v.List[:], j.List, "entries")
		return reason
	}
	var v listed
	if err := Convert("l", []byte(`{"total":5,"list":[1,2]}`), &v, build); err != nil || v != (listed{Total: 5, N: 2, List: [3]int{1, 2}}) {
		t.Errorf("Convert = %+v, %v", v, err)
	}
	old := v
	err := Convert("l", []byte(`{"total":6,"list":[1,2,3,4]}`), &v, build)
	var te *tarock.TextError
	if !errors.As(err, &te) || te.Type != "l" || te.Reason != "4 entries, more than 3" || v != old {
		t.Errorf("Convert of four entries = %v, value %+v; want the reason and the value unchanged", err, v)
	}
	if err := Convert("l", []byte(`{"count":1}`), &v, build); err == nil || !strings.Contains(err.Error(), "count") || v != old {
		t.Errorf("Convert of an unknown key = %v, value %+v", err, v)
	}
}
