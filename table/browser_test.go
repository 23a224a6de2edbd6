package table_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/tarockfamily/sdk/games"
	"github.com/tarockfamily/sdk/internal/long"
	"github.com/tarockfamily/sdk/table"
)

// requireBrowser is the environment variable that makes the browser tests
// fail, rather than skip, when Chromium is missing (CI sets it).
const requireBrowser = "TABLE_REQUIRE_CHROMIUM"

// browser returns a context of a fresh headless Chromium, or skips the
// test when there is none.
func browser(t *testing.T) context.Context {
	t.Helper()
	path := ""
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			path = p
			break
		}
	}
	if path == "" {
		if os.Getenv(requireBrowser) != "" {
			t.Fatalf("no Chromium found, and %s is set", requireBrowser)
		}
		t.Skip("no Chromium found: the browser tests need it (apt-get install chromium)")
	}
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(path), chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU, chromedp.NoFirstRun,
		chromedp.Flag("disable-quic", true), chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true), chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(t.TempDir()), chromedp.WindowSize(1400, 1000),
	}
	actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelB := chromedp.NewContext(actx)
	ctx, cancelC := context.WithTimeout(ctx, 5*wait)
	t.Cleanup(func() { cancelC(); cancelB(); cancelA() })
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("starting Chromium: %v", err)
	}
	return ctx
}

// page is what the seat's page says of itself (window.tableDebug).
type page struct {
	Over   bool     `json:"over"`
	Seat   int      `json:"seat"`
	ToMove int      `json:"toMove"`
	Deal   int      `json:"deal"`
	At     int      `json:"at"`
	Legal  []string `json:"legal"`
	Busy   bool     `json:"pending"`
	Dialog bool     `json:"dialog"`
	Sheet  int      `json:"sheet"`
}

const pageJS = `(() => { const s = window.tableDebug || {}; const st = s.state || {};
  return JSON.stringify({over: !!s.over, seat: st.seat ?? -1, toMove: st.toMove ?? -1, deal: st.deal || 0, at: st.at || 0,
    legal: st.legal || [], pending: !!s.pending, dialog: !!document.querySelector("dialog[open]"), sheet: (s.sheet || []).length}); })()`

func readPage(t *testing.T, ctx context.Context) page {
	t.Helper()
	js, err := chromedp.Run(ctx, chromedp.Evaluate[string](pageJS))
	if err != nil {
		t.Fatal(err)
	}
	var p page
	if err := json.Unmarshal([]byte(js), &p); err != nil {
		t.Fatal(err)
	}
	return p
}

// open loads the page of url and waits until it shows a deal.
func open(t *testing.T, ctx context.Context, url string) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.Navigate(url)); err != nil {
		t.Fatal(err)
	}
	waitDeal(t, ctx)
}

// waitDeal waits until the seat's page shows a deal.
func waitDeal(t *testing.T, ctx context.Context) {
	t.Helper()
	for deadline := time.Now().Add(wait); readPage(t, ctx).Deal == 0; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the page shows no deal")
		}
	}
}

// click clicks the element of sel, a CSS selector, with the mouse.
func click(t *testing.T, ctx context.Context, sel string) {
	t.Helper()
	cctx, cancel := context.WithTimeout(ctx, wait)
	defer cancel()
	if err := chromedp.Do(cctx, chromedp.Click(chromedp.CSS(sel))); err != nil {
		t.Fatalf("clicking %s: %v", sel, err)
	}
}

// playInBrowser plays the seat's page of a person until the match is over,
// as a person would: a legal card of the hand (or a strawman's) is
// clicked to play it, the cards of a discard are clicked one by one and
// then the discard button, every other move is its button; the settlement
// at the end of a deal is closed with its button. It returns the number of
// moves made.
func playInBrowser(t *testing.T, ctx context.Context, rng *rand.Rand) int {
	t.Helper()
	moves := 0
	deadline := time.Now().Add(4 * wait)
	for time.Now().Before(deadline) {
		p := readPage(t, ctx)
		switch {
		case p.Dialog:
			click(t, ctx, "#continue")
			continue
		case p.Over:
			return moves
		case p.Busy || p.ToMove < 0 || p.ToMove != p.Seat || len(p.Legal) == 0:
			time.Sleep(20 * time.Millisecond)
			continue
		}
		m := p.Legal[rng.IntN(len(p.Legal))]
		words := strings.Fields(m)
		switch {
		case words[0] == "play":
			click(t, ctx, fmt.Sprintf(`.card.legal[data-card=%q]`, words[1]))
		case len(words) > 1 && allCards(words[1:]) && exists(t, ctx, "#cardmove"):
			for _, c := range words[1:] {
				click(t, ctx, fmt.Sprintf(`#hand .card.legal[data-card=%q]`, c))
			}
			click(t, ctx, "#cardmove")
		default:
			click(t, ctx, fmt.Sprintf(`button.move[data-move=%q]`, m))
		}
		moves++
		if os.Getenv("TABLE_BROWSER_LOG") != "" {
			t.Logf("%s move %d: %s", time.Now().Format("04:05.000"), moves, m)
		}
		for moved := time.Now().Add(wait); ; time.Sleep(10 * time.Millisecond) {
			if q := readPage(t, ctx); q.Deal != p.Deal || q.At != p.At || q.Over {
				break
			}
			if time.Now().After(moved) {
				t.Fatalf("the click for %q made no move", m)
			}
		}
	}
	t.Fatal("the match did not end in time")
	return moves
}

func allCards(words []string) bool {
	for _, w := range words {
		if !cardToken.MatchString(w) || cardToken.FindString(w) != w {
			return false
		}
	}
	return true
}

func exists(t *testing.T, ctx context.Context, sel string) bool {
	n, err := chromedp.Run(ctx, chromedp.Evaluate[int](fmt.Sprintf(`document.querySelectorAll(%q).length`, sel)))
	if err != nil {
		t.Fatal(err)
	}
	return n > 0
}

// allBrowserTests reports whether the browser tests run in full: a whole
// deal of every game and a match of several deals, when the long tests run
// at their full counts (internal/long) or Chromium is required (.ci/run
// sets both). Otherwise only the deal of Königrufen is played, the
// shortest for the person, so that `go test ./...` stays short.
func allBrowserTests() bool {
	return long.Full() || os.Getenv(requireBrowser) != ""
}

// A person plays a whole deal of each game (of Königrufen alone unless
// allBrowserTests) in the browser by clicking,
// with computer players at the other places; the page then shows the
// score sheet line of the deal. At the person's first turn the hint button
// shows the search player's estimates: one line per legal move, the best
// first, with its value in game points, and the best move marked.
func TestBrowserDeal(t *testing.T) {
	ctx := browser(t)
	s, hs := newServer(t, table.Config{Players: games.PlayerOptions{Samples: 4}})
	for i, name := range games.Games() {
		if name != "koenigrufen" && !allBrowserTests() {
			continue
		}
		t.Run(name, func(t *testing.T) {
			g, _ := games.New(name, "")
			players := make([]table.SeatSpec, g.Players())
			for k := range players {
				players[k].Computer = games.Random
			}
			players[0] = table.SeatSpec{Name: "Tester"}
			c := create(t, s, table.Spec{Game: name, Deals: 1, Players: players, Seed: uint64(20 + i)})
			open(t, ctx, hs.URL+c.Seats[0].Path)
			checkHintButton(t, ctx)
			moves := playInBrowser(t, ctx, rand.New(rand.NewPCG(uint64(i), 9)))
			p := readPage(t, ctx)
			if moves == 0 || p.Sheet != 1 {
				t.Errorf("%d moves clicked, %d lines on the score sheet", moves, p.Sheet)
			}
			rows, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll("#sheet tr").length`))
			if err != nil || rows != 2 {
				t.Errorf("the score sheet has %d rows, want a head and one deal: %v", rows, err)
			}
		})
	}
}

// hintsJS reads the hints the page shows: each line's move, value and
// class, and the moves marked as the best on the table.
const hintsJS = `JSON.stringify({
  lines: [...document.querySelectorAll("#hints li")].map((li) => ({move: li.dataset.move,
    value: li.querySelector(".hintvalue").textContent, best: li.classList.contains("best")})),
  marked: [...document.querySelectorAll(".hinted")].map((e) => e.dataset.move || "play " + e.dataset.card)})`

// checkHintButton waits for the person's turn, clicks the hint button and
// checks the estimates the page shows.
func checkHintButton(t *testing.T, ctx context.Context) {
	t.Helper()
	p := readPage(t, ctx)
	for deadline := time.Now().Add(wait); p.ToMove != p.Seat || len(p.Legal) == 0 || p.Busy; p = readPage(t, ctx) {
		if time.Now().After(deadline) {
			t.Fatal("the person's turn did not come")
		}
		time.Sleep(10 * time.Millisecond)
	}
	click(t, ctx, "#hint")
	cctx, cancel := context.WithTimeout(ctx, wait)
	defer cancel()
	if err := chromedp.Do(cctx, chromedp.WaitVisible(chromedp.CSS("#hints li"))); err != nil {
		t.Fatalf("no hints shown: %v", err)
	}
	js, err := chromedp.Run(ctx, chromedp.Evaluate[string](hintsJS))
	if err != nil {
		t.Fatal(err)
	}
	var shown struct {
		Lines []struct {
			Move, Value string
			Best        bool
		}
		Marked []string
	}
	if err := json.Unmarshal([]byte(js), &shown); err != nil {
		t.Fatal(err)
	}
	var moves []string
	for _, l := range shown.Lines {
		moves = append(moves, l.Move)
	}
	value := regexp.MustCompile(`^([+−±]\d+\.\d\d|not searched)$`)
	ok := len(shown.Lines) > 0 && shown.Lines[0].Best && slices.Equal(shown.Marked, []string{shown.Lines[0].Move})
	for _, l := range shown.Lines {
		ok = ok && value.MatchString(l.Value)
	}
	if !ok || !slices.Equal(slices.Sorted(slices.Values(moves)), slices.Sorted(slices.Values(p.Legal))) {
		t.Errorf("the hints shown %s for the legal moves %v", js, p.Legal)
	}
}

// One person and computer players through several deals: the page keeps
// the score sheet, a reload mid-match restores the seat, and the viewer
// opens the table's finished deals and steps through them trick by trick
// (only when allBrowserTests).
func TestBrowserMatch(t *testing.T) {
	if !allBrowserTests() {
		t.Skipf("a long test: set %s or %s to run it", long.Env, requireBrowser)
	}
	ctx := browser(t)
	s, hs := newServer(t, table.Config{})
	c := create(t, s, table.Spec{Game: "tapp", Deals: 3, Seed: 4,
		Players: []table.SeatSpec{{Name: "Tester"}, {Computer: "heuristic"}, {Computer: "random"}}})
	url := hs.URL + c.Seats[0].Path
	open(t, ctx, url)
	before := readPage(t, ctx)
	if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	waitDeal(t, ctx)
	if after := readPage(t, ctx); after.Deal != before.Deal || after.Seat != before.Seat {
		t.Errorf("after a reload: deal %d seat %d, before deal %d seat %d", after.Deal, after.Seat, before.Deal, before.Seat)
	}
	playInBrowser(t, ctx, rand.New(rand.NewPCG(3, 3)))
	if p := readPage(t, ctx); p.Sheet != 3 {
		t.Fatalf("%d lines on the score sheet, want 3", p.Sheet)
	}
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#archivelink")), chromedp.WaitVisible(chromedp.CSS("#board"))); err != nil {
		t.Fatal(err)
	}
	deals, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll("#deal option").length`))
	if err != nil {
		t.Fatal(err)
	}
	// The deal with the most moves, so that it has tricks to step through.
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`(() => { const s = document.querySelector("#deal");
		const n = [...s.options].map((o) => +o.textContent.length); s.value = String(n.indexOf(Math.max(...n)));
		s.dispatchEvent(new Event("change")); return true; })()`)); err != nil {
		t.Fatal(err)
	}
	click(t, ctx, "#nexttrick")
	step1, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS("#stepinfo")))
	if err != nil {
		t.Fatal(err)
	}
	click(t, ctx, "#nexttrick")
	step2, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS("#stepinfo")))
	if err != nil {
		t.Fatal(err)
	}
	if deals != 3 || step1 == step2 || !strings.HasPrefix(step1, "Move ") {
		t.Errorf("viewer: %d deals, steps %q then %q", deals, step1, step2)
	}
}
