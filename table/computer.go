package table

import (
	"time"

	"github.com/tarockfamily/sdk/games"
)

// schedule lets the computer player move when the seat to act is a
// computer's, or a person's who has been gone for Config.AbsentAfter; for
// a person gone for less it sets a timer for the moment the stand-in takes
// over. It is called with t.mu held after every change.
func (t *table) schedule() {
	if t.timer != nil {
		t.timer.Stop()
		t.timer = nil
	}
	if t.closed || t.over || t.thinking || t.deal == nil || t.deal.Done() {
		return
	}
	seat := t.deal.ToMove()
	p := t.playerAt(seat)
	if p < 0 || t.robots[seat] == nil {
		return
	}
	if t.meta.Players[p].Computer == "" {
		pr := t.players[p]
		if len(pr.conns) > 0 {
			return
		}
		if wait := t.s.cfg.AbsentAfter - time.Since(pr.goneSince); wait > 0 {
			t.timer = time.AfterFunc(wait, func() {
				t.mu.Lock()
				defer t.mu.Unlock()
				t.schedule()
				if t.thinking {
					// The stand-in has taken over: tell the seats.
					t.broadcast(playersMsg{Type: TypePlayers, Players: t.playerInfo()})
				}
			})
			return
		}
	}
	t.thinking = true
	t.s.wg.Add(1)
	go t.think(t.deal, t.dealNo, t.robots[seat])
}

// think lets robot choose a move in d, deal dealNo, and applies it unless
// the deal has moved on meanwhile (a person came back and moved).
func (t *table) think(d games.Deal, dealNo int, robot games.Player) {
	defer t.s.wg.Done()
	if delay := t.s.cfg.ComputerDelay; delay > 0 {
		timer := time.NewTimer(delay)
		select {
		case <-timer.C:
		case <-t.s.ctx.Done():
			timer.Stop()
		}
	}
	move, err := robot.Choose(d)
	t.mu.Lock()
	defer t.mu.Unlock()
	t.thinking = false
	switch {
	case t.closed:
		return
	case err != nil:
		t.s.cfg.Log.Error("table: computer player", "table", t.id, "err", err)
		return
	case dealNo != t.dealNo || len(d.Moves()) != len(t.deal.Moves()):
		t.schedule()
		return
	}
	next, err := t.deal.Apply(move)
	if err != nil {
		t.s.cfg.Log.Error("table: computer player's move refused", "table", t.id, "move", move, "err", err)
		return
	}
	t.deal = next
	t.after()
}
