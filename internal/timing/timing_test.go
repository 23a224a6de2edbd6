package timing

import (
	"strings"
	"testing"
	"time"
)

func TestPercentiles(t *testing.T) {
	var tm Times
	for i := range 100 {
		tm.Measure("a", func() {})
		tm.wall["a"][i] = time.Duration(i+1) * time.Millisecond
	}
	w, _, n := tm.Percentile("a", 99)
	if w != 99*time.Millisecond || n != 100 {
		t.Errorf("p99 %v of %d", w, n)
	}
	if w, _, _ := tm.Percentile("a", 50); w != 50*time.Millisecond {
		t.Errorf("p50 %v", w)
	}
	if w, _, _ := tm.Percentile("a", 100); w != 100*time.Millisecond {
		t.Errorf("max %v", w)
	}
	if w, _, n := tm.Percentile("b", 50); w != 0 || n != 0 {
		t.Errorf("no times: %v %d", w, n)
	}
	if tab := tm.Table(); !strings.Contains(tab, "| a | 100 | 50.0 | 90.0 | 99.0 | 100.0 |") || !strings.Contains(tab, "| all | 100 |") {
		t.Errorf("table:\n%s", tab)
	}
}

// The CPU time of a busy loop is counted, that of a sleep is not.
func TestCPU(t *testing.T) {
	var tm Times
	tm.Measure("sleep", func() { time.Sleep(30 * time.Millisecond) })
	if w, c, _ := tm.Percentile("sleep", 50); w < 30*time.Millisecond || c > w {
		t.Errorf("sleep: wall %v, CPU %v", w, c)
	}
	tm.Measure("busy", func() {
		for c0 := threadCPU(); threadCPU()-c0 < 5*time.Millisecond; {
		}
	})
	if w, c, _ := tm.Percentile("busy", 50); c < 5*time.Millisecond || w < 5*time.Millisecond {
		t.Errorf("busy: wall %v, CPU %v", w, c)
	}
}
