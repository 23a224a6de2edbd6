package table_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/tarockfamily/sdk/games"
	"github.com/tarockfamily/sdk/table"
)

// loadEnv runs TestLoad: the number of seconds it plays (doc/performance.md
// "The online table").
const loadEnv = "TABLE_LOAD_SECONDS"

// loadSeat is one client of the load test: a seat that plays a random
// legal move at each of its turns over the protocol and measures the time
// from each move sent to the next state received.
type loadSeat struct {
	ws      *websocket.Conn
	sent    int             // moves sent and answered by a state
	refused int             // error frames
	gaps    int             // state frames whose at is not the one before plus one
	lastAt  map[int]int     // the last at seen, by deal
	waits   []time.Duration // move sent → next state received
	first   frame           // the state received at the join
	pending bool            // a move sent is not answered yet
}

// run plays until stop, then until its last move is answered.
func (l *loadSeat) run(ctx context.Context, stop *atomic.Bool, rng *rand.Rand) error {
	var sentAt time.Time
	f := l.first
	for {
		switch f.Type {
		case table.TypeError:
			l.refused++
			l.pending = false
		case table.TypeState:
			if l.pending {
				l.waits = append(l.waits, time.Since(sentAt))
				l.sent++
				l.pending = false
			}
			if last, ok := l.lastAt[f.Deal]; ok && f.At != last+1 {
				l.gaps++
			}
			l.lastAt[f.Deal] = f.At
			if f.ToMove >= 0 && f.ToMove == f.Seat && !stop.Load() {
				msg, _ := json.Marshal(map[string]any{"type": "move", "deal": f.Deal, "at": f.At, "move": f.Legal[rng.IntN(len(f.Legal))]})
				sentAt, l.pending = time.Now(), true
				wctx, cancel := context.WithTimeout(ctx, wait)
				err := l.ws.Write(wctx, websocket.MessageText, msg)
				cancel()
				if err != nil {
					return err
				}
			}
		}
		if stop.Load() && !l.pending {
			return nil
		}
		rctx, cancel := context.WithTimeout(ctx, wait)
		_, b, err := l.ws.Read(rctx)
		cancel()
		if err != nil {
			return err
		}
		f = frame{}
		if err := json.Unmarshal(b, &f); err != nil {
			return err
		}
	}
}

// TestLoad plays at least 200 tables at once on the loopback, every seat a
// client of the protocol playing random legal moves, for the seconds of
// TABLE_LOAD_SECONDS (TABLE_LOAD_TABLES tables, 200 by default), and
// reports the moves per second and the 99th percentile of the time from a
// move sent to the next state received. It fails on a lost or duplicated
// move: a move refused, a state frame skipped or repeated, or a table whose
// moves made differ from the moves its clients sent.
func TestLoad(t *testing.T) {
	secs, _ := strconv.Atoi(os.Getenv(loadEnv))
	if secs <= 0 {
		t.Skipf("a long run: set %s to the seconds to play", loadEnv)
	}
	tables := 200
	if n, _ := strconv.Atoi(os.Getenv("TABLE_LOAD_TABLES")); n > 0 {
		tables = n
	}
	cfg := table.Config{}
	if os.Getenv("TABLE_LOAD_DATA") != "" {
		cfg.Data = t.TempDir()
	}
	s, hs := newServer(t, cfg)
	ctx := context.Background()
	type tableSeats struct{ seats []*loadSeat }
	var all []tableSeats
	for i := range tables {
		name := games.Games()[i%len(games.Games())]
		g, _ := games.New(name, "")
		c := create(t, s, table.Spec{Game: name, Deals: 1000, Players: people(g.Players()), Seed: uint64(i + 1)})
		var ts tableSeats
		for _, l := range c.Seats {
			cl := dial(t, hs)
			_, st := cl.join(c.ID, l.Token)
			ts.seats = append(ts.seats, &loadSeat{ws: cl.ws, lastAt: map[int]int{}, first: st})
		}
		all = append(all, ts)
	}
	var stop atomic.Bool
	var wg sync.WaitGroup
	errs := make(chan error, tables*5)
	start, cpu0 := time.Now(), cpuTime()
	for i, ts := range all {
		for k, l := range ts.seats {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if err := l.run(ctx, &stop, rand.New(rand.NewPCG(uint64(i), uint64(k)))); err != nil && !stop.Load() {
					errs <- err
				}
			}()
		}
	}
	time.Sleep(time.Duration(secs) * time.Second)
	stop.Store(true)
	elapsed, cpu := time.Since(start), cpuTime()-cpu0
	// Seats not to move wait for a frame that will not come: close them
	// once those to move have had their last move answered.
	time.Sleep(2 * time.Second)
	for _, ts := range all {
		for _, l := range ts.seats {
			l.ws.CloseNow()
		}
	}
	wg.Wait()
	close(errs)
	var moves, refused, gaps, mismatched, lost int
	var waits []time.Duration
	for _, ts := range all {
		sent, made := 0, 0
		for _, l := range ts.seats {
			sent += l.sent
			refused += l.refused
			gaps += l.gaps
			if l.pending {
				lost++
			}
			waits = append(waits, l.waits...)
		}
		// Every seat sees every state until it stops reading: the moves
		// made at the table are the last at of each deal that a seat saw.
		last := map[int]int{}
		for _, l := range ts.seats {
			for deal, at := range l.lastAt {
				last[deal] = max(last[deal], at)
			}
		}
		for _, at := range last {
			made += at
		}
		if sent != made {
			mismatched++
		}
		moves += sent
	}
	slices.Sort(waits)
	p := func(q float64) time.Duration {
		if len(waits) == 0 {
			return 0
		}
		return waits[int(q*float64(len(waits)-1))]
	}
	seats := 0
	for _, ts := range all {
		seats += len(ts.seats)
	}
	report := fmt.Sprintf("%d tables, %d clients, %.0f s: %d moves, %.0f moves/s (%.0f per second of CPU, server and clients); move → next state p50 %v, p99 %v, max %v",
		tables, seats, elapsed.Seconds(), moves, float64(moves)/elapsed.Seconds(), float64(moves)/cpu.Seconds(),
		p(0.5).Round(time.Microsecond), p(0.99).Round(time.Microsecond), p(1).Round(time.Microsecond))
	t.Log(report)
	fmt.Println(report)
	for err := range errs {
		t.Errorf("a client: %v", err)
	}
	if refused != 0 || gaps != 0 || mismatched != 0 || lost != 0 || moves == 0 {
		t.Errorf("%d moves refused, %d unanswered, %d state frames skipped or repeated, %d tables whose moves made differ from those sent",
			refused, lost, gaps, mismatched)
	}
}

// cpuTime returns the CPU time of the process so far, user and system.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
