package tarock

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/tarockfamily/sdk/deck"
)

// trickJSON is the JSON form of a [Trick].
type trickJSON struct {
	Leader  Seat        `json:"leader"`
	Players int         `json:"players"`
	Cards   []deck.Card `json:"cards"`
}

// MarshalJSON writes t as an object with the seat that led (a number), the
// number of cards a complete trick holds, and the cards played in order:
//
//	{"leader":1,"players":3,"cards":["KH","QH"]}
//
// The seat of cards[i] is leader+i in turn order ([Trick.SeatOf]).
func (t Trick) MarshalJSON() ([]byte, error) {
	j := trickJSON{Leader: t.leader, Players: int(t.players), Cards: make([]deck.Card, 0, t.n)}
	for i := range int(t.n) {
		j.Cards = append(j.Cards, t.cards[i])
	}
	return json.Marshal(j)
}

// UnmarshalJSON reads what MarshalJSON writes. It returns a *[TextError]
// (wrapping [ErrBadText]) and leaves t unchanged for JSON of another shape,
// a number of players outside 0..MaxPlayers, a leader that is not one of
// them, more cards than players, or a card played twice.
func (t *Trick) UnmarshalJSON(b []byte) error {
	var j trickJSON
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	bad := func(reason string, err error) error {
		return &TextError{Type: "tarock.Trick", Text: string(b), Reason: reason, Err: err}
	}
	if err := dec.Decode(&j); err != nil || dec.InputOffset() != int64(len(bytes.TrimRight(b, " \t\r\n"))) {
		return bad(`want {"leader":seat,"players":n,"cards":[…]}`, err)
	}
	if j.Players < 0 || j.Players > MaxPlayers || j.Players > 0 && int(j.Leader) >= j.Players || j.Players == 0 && j.Leader != 0 {
		return bad(fmt.Sprintf("leader %d of %d players", j.Leader, j.Players), nil)
	}
	if j.Players == 0 && len(j.Cards) > 0 {
		return bad("cards in a trick of no players", nil)
	}
	v := NewTrick(j.Leader, j.Players)
	for _, c := range j.Cards {
		var err error
		if v, err = v.Play(c); err != nil {
			return bad("bad cards", err)
		}
	}
	*t = v
	return nil
}
