// Package progress shows how far a long run of the example programs is: a
// bar, the count, the rate and the time left, redrawn in place on standard
// error when it is a terminal.
//
// A Bar draws only on a terminal. On anything else — a pipe, a file, a
// buffer — it writes nothing, so that logs and piped output stay clean,
// unless it is forced (the programs' -progress flag); then it writes plain
// lines, one every few seconds and a last one at the end, and never a
// carriage return.
package progress

import (
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"golang.org/x/term"
)

// The drawing intervals: a terminal line is redrawn at most ten times a
// second, a forced line on a non-terminal written at most every five
// seconds.
const (
	TerminalEvery = 100 * time.Millisecond
	LogEvery      = 5 * time.Second
)

// mode is how a Bar writes.
type mode int

const (
	off    mode = iota // nothing
	redraw             // one line redrawn after a carriage return
	lines              // plain lines
)

// barWidth is the number of cells of the bar.
const barWidth = 24

// A Bar counts units of work (deals) towards a total. Its methods are not
// safe for concurrent use; a nil *Bar draws nothing.
type Bar struct {
	w     io.Writer
	mode  mode
	total int
	unit  string
	now   func() time.Time
	start time.Time
	last  time.Time // of the last line written
	done  int       // the count last set
	drawn int       // the count of the last line written, -1 for none
	width int       // the length of the last terminal line
}

// New returns a Bar counting to total units named unit ("deals") on w. It
// draws only when w is a terminal ([IsTerminal]), or, with force, writes
// plain lines on w when it is not. The clock starts now.
func New(w io.Writer, total int, unit string, force bool) *Bar {
	m := off
	switch {
	case IsTerminal(w):
		m = redraw
	case force:
		m = lines
	}
	return newBar(w, total, unit, m, time.Now)
}

// newBar returns a Bar of the given mode reading the time from now.
func newBar(w io.Writer, total int, unit string, m mode, now func() time.Time) *Bar {
	t := now()
	return &Bar{w: w, mode: m, total: max(total, 1), unit: unit, now: now, start: t, last: t, drawn: -1}
}

// IsTerminal reports whether w is an *os.File open on a terminal.
func IsTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

// Set records that done units are finished and redraws the line if it is
// due: on a terminal at most every [TerminalEvery], otherwise (forced) at
// most every [LogEvery], and always when done reaches the total.
func (b *Bar) Set(done int) {
	if b == nil || b.mode == off {
		return
	}
	b.done = done
	now := b.now()
	every := TerminalEvery
	if b.mode == lines {
		every = LogEvery
	}
	if done < b.total && now.Sub(b.last) < every {
		return
	}
	b.draw(now)
}

// Done writes the last line, with the count last set, and ends it; call
// it once when the run is over, finished or not. It writes nothing when
// the Bar draws nothing.
func (b *Bar) Done() {
	if b == nil || b.mode == off {
		return
	}
	if b.drawn != b.done {
		b.draw(b.now())
	}
	if b.mode == redraw {
		fmt.Fprintln(b.w)
	}
	b.mode = off
}

// draw writes the line for the count b.done at time now.
func (b *Bar) draw(now time.Time) {
	b.last, b.drawn = now, b.done
	line := b.line(now)
	if b.mode == lines {
		fmt.Fprintln(b.w, line)
		return
	}
	pad := max(0, b.width-len(line))
	b.width = len(line)
	fmt.Fprintf(b.w, "\r%s%s", line, strings.Repeat(" ", pad))
}

// line is the text of the Bar at time now: the bar (on a terminal), the
// count, the rate and the time left, or the time taken once done.
func (b *Bar) line(now time.Time) string {
	done := min(max(b.done, 0), b.total)
	elapsed := now.Sub(b.start)
	var s strings.Builder
	if b.mode == redraw {
		filled := done * barWidth / b.total
		fmt.Fprintf(&s, "[%s%s] ", strings.Repeat("#", filled), strings.Repeat("-", barWidth-filled))
	}
	fmt.Fprintf(&s, "%d/%d %s", b.done, b.total, b.unit)
	if b.mode == lines {
		fmt.Fprintf(&s, " (%.0f%%)", 100*float64(done)/float64(b.total))
	}
	rate := 0.0
	if elapsed > 0 {
		rate = float64(b.done) / elapsed.Seconds()
	}
	switch {
	case b.done >= b.total:
		fmt.Fprintf(&s, ", %s %s/s, %s", Rate(rate), b.unit, Duration(elapsed))
	case rate > 0:
		left := time.Duration(float64(b.total-b.done) / rate * float64(time.Second))
		fmt.Fprintf(&s, ", %s %s/s, %s left", Rate(rate), b.unit, Duration(left))
	default:
		fmt.Fprintf(&s, ", - %s/s", b.unit)
	}
	return s.String()
}

// Rate formats a rate with three significant digits at most, and none
// after the point from 100 up: 0.123, 1.23, 12.3, 123, 12345.
func Rate(r float64) string {
	switch {
	case r >= 100:
		return fmt.Sprintf("%.0f", r)
	case r >= 10:
		return fmt.Sprintf("%.1f", r)
	case r >= 1:
		return fmt.Sprintf("%.2f", r)
	}
	return fmt.Sprintf("%.3f", r)
}

// Duration formats d rounded to the second as 7s, 3m05s or 2h07m (an hour
// and more rounded to the minute); less than a second is "0s".
func Duration(d time.Duration) string {
	s := int64(d.Round(time.Second) / time.Second)
	switch {
	case s < 60:
		return fmt.Sprintf("%ds", max(s, 0))
	case s < 3600:
		return fmt.Sprintf("%dm%02ds", s/60, s%60)
	}
	m := int64(d.Round(time.Minute) / time.Minute)
	return fmt.Sprintf("%dh%02dm", m/60, m%60)
}
