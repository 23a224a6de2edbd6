package table_test

import (
	"io"
	"math/rand/v2"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/tarockfamily/sdk/games"
	"github.com/tarockfamily/sdk/table"
	"github.com/tarockfamily/sdk/tarock/record"
)

// playing is a person at a test table: a client that plays random legal
// moves.
type playing struct {
	*client
	token string
	st    frame // the last state
	ends  []frame
	done  bool // matchEnd received
	// askHints makes the person ask for a hint before about one move in
	// eight; hints counts the hints messages received.
	askHints bool
	hints    int
}

// play reads p's frames until the match is over, making a random legal
// move at each of p's turns.
func (p *playing) play(rng *rand.Rand) {
	for !p.done {
		f := p.next()
		switch f.Type {
		case table.TypeState:
			p.st = f
			if f.ToMove >= 0 && f.ToMove == f.Seat {
				if p.askHints && rng.IntN(8) == 0 {
					p.send(map[string]any{"type": "hint"})
				}
				p.move(f, f.Legal[rng.IntN(len(f.Legal))])
			}
		case table.TypeHints:
			var moves []string
			for _, h := range hintsOf(p.t, f) {
				moves = append(moves, h.Move)
			}
			slices.Sort(moves)
			if f.Deal != p.st.Deal || f.At != p.st.At || !slices.Equal(moves, slices.Sorted(slices.Values(p.st.Legal))) {
				p.t.Errorf("hints %s for the state %s", f.raw, p.st.raw)
			}
			p.hints++
		case table.TypeDealEnd:
			p.ends = append(p.ends, f)
		case table.TypeMatch:
			p.done = true
		case table.TypeError:
			p.t.Errorf("error frame %s", f.raw)
			return
		}
	}
}

// playMatch plays a match of the spec with a client per person, each
// making random legal moves in its own goroutine, and returns the people.
func playMatch(t *testing.T, s *table.Server, spec table.Spec, dialer func() *client) ([]*playing, *table.Created) {
	t.Helper()
	tb := create(t, s, spec)
	var ps []*playing
	var wg sync.WaitGroup
	for i, l := range tb.Seats {
		p := &playing{client: dialer(), token: l.Token, askHints: true}
		ps = append(ps, p)
		p.send(map[string]any{"type": "join", "version": table.Version, "table": tb.ID, "token": l.Token})
		wg.Add(1)
		go func() {
			defer wg.Done()
			p.play(rand.New(rand.NewPCG(spec.Seed, uint64(i))))
		}()
	}
	wg.Wait()
	return ps, tb
}

// cardToken matches a card in the canonical notation (doc/notation.md).
var cardToken = regexp.MustCompile(`\b(T(?:[1-9]|1[0-9]|2[01])|Skus|(?:K|Q|C|J|A|[234]|10|[789])[HDSC])\b`)

// A match of each game among people and computer players over the
// protocol: every deal ends with a settlement on each person's screen, the
// totals sum to zero and agree with the score sheet, every finished deal is
// in the archive, and no frame sent to a person holds a card that the
// person's seat may not see: each frame's cards are among those of the
// seat's observations of the deal up to that point, computed from the
// archive's records independently of the server, and each state frame's
// observation is the seat's own. The people ask for hints as they play,
// and the hints they receive are held to the same check.
func TestMatchAndLeaks(t *testing.T) {
	dir := t.TempDir()
	s, hs := newServer(t, table.Config{Data: dir, Players: games.PlayerOptions{Samples: 2}})
	for _, name := range games.Games() {
		g, _ := games.New(name, "")
		players := people(g.Players())
		players[1].Computer = games.Heuristic
		spec := table.Spec{Game: name, Players: players, Deals: g.Players() + 1, Seed: 11}
		ps, tb := playMatch(t, s, spec, func() *client { return dial(t, hs) })
		resp, err := http.DefaultClient.Do(archiveRequest(t, hs.URL, tb.ID, ps[0].token))
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		var recs []record.Record
		for rec, err := range record.Games(strings.NewReader(string(body))) {
			if err != nil {
				t.Fatal(err)
			}
			recs = append(recs, rec)
		}
		if len(recs) != spec.Deals {
			t.Fatalf("%s: %d records in the table's archive, want %d", name, len(recs), spec.Deals)
		}
		views := make([][][]string, len(recs)) // views[deal][at][seat]: the JSON of the observation
		for k, rec := range recs {
			d, err := games.Resume(rec)
			if err != nil || !d.Done() {
				t.Fatalf("%s deal %d: %v (done %v)", name, k+1, err, d != nil && d.Done())
			}
			views[k] = observations(t, rec)
		}
		for _, p := range ps {
			if len(p.ends) != spec.Deals {
				t.Errorf("%s: a person saw %d deal ends, want %d", name, len(p.ends), spec.Deals)
			}
			last := p.ends[len(p.ends)-1]
			sum := 0
			for _, x := range last.Match.Totals {
				sum += x
			}
			if sum != 0 || !slices.Equal(last.Match.Totals, last.Entry.Totals) {
				t.Errorf("%s: totals %v (sheet %v) do not sum to zero or differ", name, last.Match.Totals, last.Entry.Totals)
			}
			checkLeaks(t, name, p.frames, views)
			if p.hints == 0 {
				t.Errorf("%s: a person received no hints", name)
			}
		}
	}
	b, err := os.ReadFile(filepath.Join(dir, "archive.txt"))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, err := range record.Games(strings.NewReader(string(b))) {
		if err != nil {
			t.Fatal(err)
		}
		n++
	}
	if want := 5 + 3 + 4; n != want {
		t.Errorf("the data folder's archive holds %d deals, want %d", n, want)
	}
}

// archiveRequest returns the request of a table's archive with token.
func archiveRequest(t *testing.T, base, id, token string) *http.Request {
	req, err := http.NewRequest(http.MethodGet, base+"/api/tables/"+id+"/archive", nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("X-Table-Token", token)
	return req
}

// observations returns the JSON of every seat's observation before the
// first move of the deal of rec and after each.
func observations(t *testing.T, rec record.Record) [][]string {
	start := rec
	start.Moves, start.Result = nil, ""
	d, err := games.Resume(start)
	if err != nil {
		t.Fatal(err)
	}
	var out [][]string
	for i := 0; ; i++ {
		seats := make([]string, d.Seats())
		for s := range seats {
			b, _ := d.Observation(s)
			seats[s] = string(b)
		}
		out = append(out, seats)
		if i == len(rec.Moves) {
			return out
		}
		if d, err = d.Apply(rec.Moves[i].Text); err != nil {
			t.Fatal(err)
		}
	}
}

// checkLeaks checks every frame a person received against the seat's
// observations: a frame belongs to the point of the last state frame
// before it (a frame before any state to the start of the first deal).
func checkLeaks(t *testing.T, game string, frames []frame, views [][][]string) {
	t.Helper()
	deal, at, seat := 1, 0, -1
	seen := map[string]bool{} // the cards the seat has been shown in the deal so far
	upto := 0                 // seen holds the views up to this point
	see := func(a int) {
		for ; upto <= a && seat >= 0; upto++ {
			for _, c := range cardToken.FindAllString(views[deal-1][upto][seat], -1) {
				seen[c] = true
			}
		}
	}
	for i, f := range frames {
		if f.Type == table.TypeState && f.Deal >= 1 {
			if f.Deal != deal {
				deal, upto, seen = f.Deal, 0, map[string]bool{}
			}
			at, seat = f.At, f.Seat
			if seat >= 0 && string(f.Observation) != views[deal-1][at][seat] {
				t.Fatalf("%s frame %d: deal %d at %d seat %d: the observation is not the seat's:\n%s\nwant\n%s", game, i, deal, at, seat, f.Observation, views[deal-1][at][seat])
			}
		}
		see(at)
		for _, c := range cardToken.FindAllString(string(f.raw), -1) {
			if !seen[c] {
				t.Fatalf("%s frame %d (deal %d, at %d, seat %d) shows %s, which the seat has not seen: %s", game, i, deal, at, seat, c, f.raw)
			}
		}
	}
}
