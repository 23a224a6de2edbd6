package progress

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// clock is a fake time that advances by step at every reading.
type clock struct {
	t    time.Time
	step time.Duration
}

func (c *clock) now() time.Time {
	t := c.t
	c.t = c.t.Add(c.step)
	return t
}

// TestNeverInPipeOrFile checks that a Bar that is not forced writes
// nothing on a pipe, a file or a buffer, and that none of them is taken
// for a terminal.
func TestNeverInPipeOrFile(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(filepath.Join(t.TempDir(), "log"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var buf bytes.Buffer
	for _, out := range []io.Writer{w, f, &buf, io.Discard} {
		if IsTerminal(out) {
			t.Errorf("IsTerminal(%T) is true", out)
		}
		b := New(out, 10, "deals", false)
		for i := range 11 {
			b.Set(i)
		}
		b.Done()
	}
	w.Close()
	piped, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	filed, err := os.ReadFile(f.Name())
	if err != nil {
		t.Fatal(err)
	}
	if len(piped) != 0 || len(filed) != 0 || buf.Len() != 0 {
		t.Errorf("a Bar wrote %q into a pipe, %q into a file, %q into a buffer; want nothing", piped, filed, buf.String())
	}
	var nilBar *Bar
	nilBar.Set(1)
	nilBar.Done()
}

// TestForced checks that a forced Bar on a pipe writes plain lines (no
// carriage return) with the rate and the time left, at most one every
// LogEvery, and a last line with the time taken.
func TestForced(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	b := New(w, 100, "deals", true)
	c := &clock{t: b.start.Add(time.Second), step: time.Second}
	b.now = c.now
	for i := 1; i <= 100; i++ {
		b.Set(i) // one deal a second on the fake clock
	}
	b.Done()
	w.Close()
	out, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	text := string(out)
	if strings.Contains(text, "\r") || !strings.HasSuffix(text, "\n") {
		t.Fatalf("forced output %q: want plain lines", text)
	}
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	if len(lines) < 15 || len(lines) > 22 {
		t.Errorf("%d lines for 100 s at one line per 5 s at most:\n%s", len(lines), text)
	}
	if want := "5/100 deals (5%), 1.00 deals/s, 1m35s left"; lines[0] != want {
		t.Errorf("first line %q, want %q", lines[0], want)
	}
	if want := "100/100 deals (100%), 1.00 deals/s, 1m40s"; lines[len(lines)-1] != want {
		t.Errorf("last line %q, want %q", lines[len(lines)-1], want)
	}
}

// TestTerminal draws a Bar as on a terminal: frames after a carriage
// return, padded over a longer previous frame, with the bar, the count,
// the rate and the time left, and a line end at the end.
func TestTerminal(t *testing.T) {
	var buf bytes.Buffer
	c := &clock{t: time.Unix(0, 0), step: 0}
	b := newBar(&buf, 2000, "deals", redraw, c.now)
	c.t = c.t.Add(10 * time.Second)
	b.Set(500)
	if want := "\r[######------------------] 500/2000 deals, 50.0 deals/s, 30s left"; buf.String() != want {
		t.Errorf("frame %q, want %q", buf.String(), want)
	}
	buf.Reset()
	c.t = c.t.Add(50 * time.Millisecond)
	b.Set(510) // too soon to redraw
	if buf.Len() != 0 {
		t.Errorf("redrawn after 50 ms: %q", buf.String())
	}
	c.t = c.t.Add(time.Hour)
	b.Set(1000)
	if want := "\r[############------------] 1000/2000 deals, 0.277 deals/s, 1h00m left"; buf.String() != want {
		t.Errorf("frame %q, want %q", buf.String(), want)
	}
	buf.Reset()
	b.width = 200 // a longer frame before: padded over
	c.t = c.t.Add(10 * time.Millisecond)
	b.Set(1001) // too soon to redraw, drawn by Done
	b.Done()
	if got := buf.String(); !strings.HasPrefix(got, "\r[####") || !strings.HasSuffix(got, strings.Repeat(" ", 100)+"\n") {
		t.Errorf("last frame %q: want the frame padded to the previous one and a line end", got)
	}
	buf.Reset()
	b.Set(2000)
	b.Done()
	if buf.Len() != 0 {
		t.Errorf("wrote %q after Done", buf.String())
	}

	buf.Reset()
	b = newBar(&buf, 3, "deals", redraw, c.now)
	c.t = c.t.Add(time.Second)
	b.Set(0)
	if want := "\r[------------------------] 0/3 deals, - deals/s"; buf.String() != want {
		t.Errorf("frame before any progress %q, want %q", buf.String(), want)
	}
}

func TestFormats(t *testing.T) {
	for _, tc := range []struct {
		d    time.Duration
		want string
	}{
		{0, "0s"}, {400 * time.Millisecond, "0s"}, {-time.Second, "0s"}, {59 * time.Second, "59s"},
		{65 * time.Second, "1m05s"}, {3599 * time.Second, "59m59s"}, {3600 * time.Second, "1h00m"}, {127*time.Minute + 40*time.Second, "2h08m"},
	} {
		if got := Duration(tc.d); got != tc.want {
			t.Errorf("Duration(%v) = %q, want %q", tc.d, got, tc.want)
		}
	}
	for _, tc := range []struct {
		r    float64
		want string
	}{{0, "0.000"}, {0.1234, "0.123"}, {1.234, "1.23"}, {12.34, "12.3"}, {123.4, "123"}, {12345.6, "12346"}} {
		if got := Rate(tc.r); got != tc.want {
			t.Errorf("Rate(%v) = %q, want %q", tc.r, got, tc.want)
		}
	}
}
