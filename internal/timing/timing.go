// Package timing measures the decisions of computer players, for the
// benchmarks of the search players: the wall-clock time and the CPU time
// of the thread that decides, collected by a key (a phase of the deal),
// with their percentiles. The CPU time does not grow when other programs
// share the machine, the wall-clock time does.
package timing

import (
	"fmt"
	"runtime"
	"slices"
	"strings"
	"time"
)

// Times collects durations by key. The zero Times is ready to use; it is
// not safe for concurrent use.
type Times struct {
	wall, cpu map[string][]time.Duration
}

// Measure runs f on the calling goroutine, locked to its thread, and
// records its wall-clock and CPU time under key.
func (t *Times) Measure(key string, f func()) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	w0 := time.Now()
	c0 := threadCPU()
	f()
	cpu := threadCPU() - c0
	wall := time.Since(w0)
	if t.wall == nil {
		t.wall, t.cpu = map[string][]time.Duration{}, map[string][]time.Duration{}
	}
	t.wall[key] = append(t.wall[key], wall)
	t.cpu[key] = append(t.cpu[key], cpu)
}

// Keys returns the keys in the order of their names.
func (t *Times) Keys() []string {
	keys := make([]string, 0, len(t.wall))
	for k := range t.wall {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// Percentile returns the q-th percentile (0 < q ≤ 100, nearest rank) of
// the wall-clock and the CPU times of key and the number of them; zeros
// for a key without any.
func (t *Times) Percentile(key string, q float64) (wall, cpu time.Duration, n int) {
	return rank(t.wall[key], q), rank(t.cpu[key], q), len(t.wall[key])
}

// rank returns the q-th percentile of d by nearest rank.
func rank(d []time.Duration, q float64) time.Duration {
	if len(d) == 0 {
		return 0
	}
	s := slices.Clone(d)
	slices.Sort(s)
	i := int(float64(len(s))*q/100+0.999999) - 1
	return s[min(max(i, 0), len(s)-1)]
}

// All returns the times of every key together under the key "all".
func (t *Times) All() *Times {
	out := &Times{wall: map[string][]time.Duration{}, cpu: map[string][]time.Duration{}}
	for k := range t.wall {
		out.wall["all"] = append(out.wall["all"], t.wall[k]...)
		out.cpu["all"] = append(out.cpu["all"], t.cpu[k]...)
	}
	return out
}

// Table returns a Markdown table of the 50th, 90th and 99th percentiles
// and the largest time of every key (and of all keys together), wall
// clock and CPU, in milliseconds.
func (t *Times) Table() string {
	var b strings.Builder
	b.WriteString("| phase | decisions | p50 wall | p90 wall | p99 wall | max wall | p50 CPU | p90 CPU | p99 CPU | max CPU |\n")
	b.WriteString("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n")
	row := func(t *Times, k string) {
		w50, c50, n := t.Percentile(k, 50)
		w90, c90, _ := t.Percentile(k, 90)
		w99, c99, _ := t.Percentile(k, 99)
		wmax, cmax, _ := t.Percentile(k, 100)
		fmt.Fprintf(&b, "| %s | %d | %s | %s | %s | %s | %s | %s | %s | %s |\n", k, n, ms(w50), ms(w90), ms(w99), ms(wmax), ms(c50), ms(c90), ms(c99), ms(cmax))
	}
	for _, k := range t.Keys() {
		row(t, k)
	}
	row(t.All(), "all")
	return b.String()
}

// ms formats d in milliseconds with one decimal.
func ms(d time.Duration) string { return fmt.Sprintf("%.1f", float64(d)/1e6) }
