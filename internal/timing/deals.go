package timing

import (
	"fmt"

	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/bot"
)

// Deals plays the deals newDeal makes for 0 … n−1, deal i with the player
// newPlayer(i) in seat i modulo the number of seats and others(i, seat)
// in the other seats, and measures every decision of the player with
// more than one legal move under the key key(view). It returns the times
// and the first error of a deal.
func Deals[S tarock.Observable[S, M, O], M tarock.Move, O any](n int, newDeal func(i int) (S, error),
	newPlayer func(i int) bot.Player[O, M], others func(i int, seat tarock.Seat) bot.Player[O, M], key func(view O) string) (*Times, error) {
	t := &Times{}
	for i := range n {
		s, err := newDeal(i)
		if err != nil {
			return t, err
		}
		me := tarock.Seat(i % s.Players())
		p := newPlayer(i)
		players := make([]bot.Player[O, M], s.Players())
		for seat := range players {
			players[seat] = others(i, tarock.Seat(seat))
		}
		players[me] = bot.Func[O, M](func(view O, legal []M) (m M) {
			if len(legal) == 1 {
				return legal[0]
			}
			t.Measure(key(view), func() { m = p.Choose(view, legal) })
			return m
		})
		if _, _, err := bot.Play(s, players, 0); err != nil {
			return t, fmt.Errorf("deal %d: %w", i, err)
		}
	}
	return t, nil
}
