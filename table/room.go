package table

import (
	"crypto/subtle"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/tarockfamily/sdk/games"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/record"
)

// meta is what is stored of a table beside its records: the spec as
// given, with names, tokens and the seed filled in.
type meta struct {
	ID          string       `json:"id"`
	Game        string       `json:"game"`
	Preset      string       `json:"preset"`
	Options     []string     `json:"options"`
	Deals       int          `json:"deals"`
	FirstDealer int          `json:"firstDealer"`
	Seed        uint64       `json:"seed"`
	Players     []playerMeta `json:"players"`
	Created     time.Time    `json:"created"`
}

// playerMeta is one player of a stored table.
type playerMeta struct {
	Name     string `json:"name"`
	Computer string `json:"computer,omitempty"`
	Token    string `json:"token,omitempty"`
}

// newMeta checks spec and returns the meta of a new table of it.
func newMeta(spec Spec) (meta, error) {
	g, err := games.New(spec.Game, spec.Preset, spec.Options...)
	if err != nil {
		return meta{}, fmt.Errorf("%w: %w", ErrSpec, err)
	}
	if len(spec.Players) != g.Players() {
		return meta{}, fmt.Errorf("%w: %d players for %s, want %d", ErrSpec, len(spec.Players), g.Title(), g.Players())
	}
	if spec.FirstDealer < 0 || spec.FirstDealer >= g.Players() {
		return meta{}, fmt.Errorf("%w: first dealer %d is not one of players 0 … %d", ErrSpec, spec.FirstDealer, g.Players()-1)
	}
	if spec.Deals < 0 || spec.Deals > MaxDeals {
		return meta{}, fmt.Errorf("%w: %d deals, want 1 … %d, or 0 for one round", ErrSpec, spec.Deals, MaxDeals)
	}
	m := meta{ID: secret(6), Game: g.Name(), Preset: g.Preset(), Options: g.Options(), Deals: spec.Deals,
		FirstDealer: spec.FirstDealer, Seed: spec.Seed, Created: time.Now().UTC()}
	if m.Deals == 0 {
		m.Deals = g.Players()
	}
	for m.Seed == 0 {
		m.Seed, _ = strconv.ParseUint(secret(8), 16, 64)
	}
	for i, p := range spec.Players {
		// The name goes into the Seat tags of the records, which hold no
		// line break, and into the protocol's JSON.
		switch {
		case !utf8.ValidString(p.Name):
			return meta{}, fmt.Errorf("%w: player %d: the name %q is not UTF-8", ErrSpec, i, clip(p.Name, 40))
		case strings.ContainsFunc(p.Name, unicode.IsControl):
			return meta{}, fmt.Errorf("%w: player %d: the name %q holds a control character", ErrSpec, i, clip(p.Name, 40))
		}
		pm := playerMeta{Name: clip(p.Name, 40)}
		if p.Computer != "" {
			kinds, err := games.ParsePlayers(p.Computer, 1)
			if err != nil {
				return meta{}, fmt.Errorf("%w: player %d: %w", ErrSpec, i, err)
			}
			pm.Computer = kinds[0]
		} else {
			pm.Token = secret(16)
		}
		if pm.Name == "" {
			pm.Name = "Player " + strconv.Itoa(i+1)
			if pm.Computer != "" {
				pm.Name = fmt.Sprintf("%s %d", pm.Computer, i+1)
			}
		}
		m.Players = append(m.Players, pm)
	}
	return m, nil
}

// table is one table: its match, the deal in progress, the people's
// connections and the computer players. Its fields below mu are guarded
// by it.
type table struct {
	s    *Server
	id   string
	meta meta
	game games.Game

	mu      sync.Mutex
	match   games.Match
	deal    games.Deal // the deal in progress, or the last one when over
	dealNo  int        // the number of deal, from 1
	over    bool       // the match is over
	seats   []int      // each player's seat in deal, −1 sitting out
	dealer  int        // the player who dealt deal
	sheet   []SheetEntry
	records []record.Record // the finished deals
	players []*presence
	robots  []games.Player // by seat, for deal
	// thinking is set while a computer player chooses a move.
	thinking bool
	timer    *time.Timer
	closed   bool

	// hintMu guards hinted and lets one hint be computed at a time.
	hintMu sync.Mutex
	hinted hinted
}

// hinted is the hints message of the last position hinted at a table.
type hinted struct {
	deal, at int
	msg      []byte
}

// presence is a player's connections and since when they have none.
type presence struct {
	conns     map[*conn]struct{}
	goneSince time.Time
}

// newTable returns the table of m with its first deal started.
func newTable(s *Server, m meta) (*table, error) {
	t, err := emptyTable(s, m)
	if err != nil {
		return nil, err
	}
	if err := t.startDeal(1); err != nil {
		return nil, err
	}
	return t, nil
}

// emptyTable returns the table of m before its first deal.
func emptyTable(s *Server, m meta) (*table, error) {
	g, err := games.New(m.Game, m.Preset, m.Options...)
	if err != nil {
		return nil, err
	}
	match, err := g.Match(m.FirstDealer)
	if err != nil {
		return nil, err
	}
	t := &table{s: s, id: m.ID, meta: m, game: g, match: match}
	for range m.Players {
		t.players = append(t.players, &presence{conns: map[*conn]struct{}{}, goneSince: time.Now()})
	}
	return t, nil
}

// resumeTable returns the table stored as st: its finished deals recorded
// into the match, then the deal in progress resumed from its record so
// far, or the next deal started.
func resumeTable(s *Server, st stored) (*table, error) {
	t, err := emptyTable(s, st.meta)
	if err != nil {
		return nil, err
	}
	for _, rec := range st.deals {
		d, err := games.Resume(rec)
		if err != nil {
			return nil, err
		}
		t.dealNo++
		t.seatDeal()
		if err := t.recordDeal(d, rec); err != nil {
			return nil, err
		}
	}
	if t.dealNo >= t.meta.Deals {
		t.over = true
		if len(st.deals) > 0 {
			t.deal, _ = games.Resume(st.deals[len(st.deals)-1])
		}
		return t, nil
	}
	if st.current != nil && dealTag(*st.current) == t.dealNo+1 {
		d, err := games.Resume(*st.current)
		if err != nil {
			return nil, err
		}
		t.dealNo++
		t.seatDeal()
		t.deal = d
		t.makeRobots()
		if d.Done() {
			t.finishDeal()
		}
		return t, nil
	}
	return t, t.startDeal(t.dealNo + 1)
}

// dealTag returns the number in the Deal tag of rec, or 0.
func dealTag(rec record.Record) int {
	v, _ := rec.Get("Deal")
	n, _ := strconv.Atoi(v)
	return n
}

// seatDeal sets seats for deal dealNo from the match.
func (t *table) seatDeal() {
	t.seats, t.dealer = make([]int, len(t.players)), t.match.Dealer()
	for p := range t.players {
		t.seats[p] = t.match.Seat(p)
	}
}

// playerAt returns the player at seat in the deal in progress, or −1.
func (t *table) playerAt(seat int) int {
	for p, s := range t.seats {
		if s == seat && seat >= 0 {
			return p
		}
	}
	return -1
}

// startDeal deals deal k.
func (t *table) startDeal(k int) error {
	d, err := t.game.Deal(games.PlayerSeed(t.meta.Seed, k))
	if err != nil {
		return err
	}
	t.dealNo, t.deal = k, d
	t.seatDeal()
	t.makeRobots()
	return nil
}

// makeRobots makes the computer player of each seat of the deal: the
// player's level at a computer's seat, the stand-in's at a person's.
func (t *table) makeRobots() {
	t.robots = make([]games.Player, t.deal.Seats())
	for seat := range t.robots {
		level := t.s.cfg.StandIn
		if p := t.playerAt(seat); p >= 0 && t.meta.Players[p].Computer != "" {
			level = t.meta.Players[p].Computer
		}
		r, err := t.game.Player(level, games.PlayerSeed(t.deal.Seed(), seat), t.s.cfg.Players)
		if err != nil {
			t.s.cfg.Log.Error("table: computer player", "table", t.id, "err", err)
			continue
		}
		t.robots[seat] = r
	}
}

// seatNames returns the name of the player in each seat of the deal in
// progress.
func (t *table) seatNames() []string {
	names := make([]string, t.deal.Seats())
	for p, seat := range t.seats {
		if seat >= 0 && seat < len(names) {
			names[seat] = t.meta.Players[p].Name
		}
	}
	return names
}

// tags returns the tags of the record of the deal in progress.
func (t *table) tags() []record.Tag {
	var tags []record.Tag
	for p, seat := range t.seats {
		if seat >= 0 {
			tags = append(tags, record.Tag{Name: record.SeatTag(tarock.Seat(seat)), Value: t.meta.Players[p].Name})
		}
	}
	return append(tags, record.Tag{Name: "Table", Value: t.id}, record.Tag{Name: "Deal", Value: strconv.Itoa(t.dealNo)})
}

// persist stores the record so far of the deal in progress.
func (t *table) persist() {
	if t.s.store == nil || t.over {
		return
	}
	rec, err := t.deal.Record(t.tags()...)
	if err == nil {
		err = t.s.store.saveCurrent(t.id, rec)
	}
	if err != nil {
		t.s.cfg.Log.Error("table: storing the deal in progress", "table", t.id, "err", err)
	}
}

// move applies the move text of player, who says it is move number at
// (from 0) of deal dealNo.
func (t *table) move(player, dealNo, at int, text string) *Error {
	t.mu.Lock()
	defer t.mu.Unlock()
	seat := t.seats[player]
	switch {
	case t.closed:
		return refuse(CodeNotYourTurn, "the table is closed")
	case t.over:
		return refuse(CodeNotYourTurn, "the match is over")
	case dealNo != t.dealNo || at != len(t.deal.Moves()):
		return refuse(CodeStale, "move %q is for deal %d after %d moves, but deal %d has %d moves", clip(text, 40), dealNo, at, t.dealNo, len(t.deal.Moves()))
	case seat < 0:
		return refuse(CodeNotSeated, "you sit out deal %d", t.dealNo)
	case t.deal.Done():
		return refuse(CodeNotYourTurn, "deal %d is over", t.dealNo)
	case t.deal.ToMove() != seat:
		return refuse(CodeNotYourTurn, "it is %s's turn (seat %d), not yours (seat %d)", t.meta.Players[t.playerAt(t.deal.ToMove())].Name, t.deal.ToMove(), seat)
	}
	next, err := t.deal.Apply(text)
	if err != nil {
		code := CodeIllegalMove
		if errors.Is(err, tarock.ErrBadMoveSyntax) {
			code = CodeBadMove
		}
		return refuse(code, "%s", clip(err.Error(), 200))
	}
	t.deal = next
	t.after()
	return nil
}

// after sends every seat the new state, stores the deal, finishes it
// when it is over and lets the next player move.
func (t *table) after() {
	t.persist()
	t.broadcastState()
	if t.deal.Done() {
		t.finishDeal()
	}
	t.schedule()
}

// finishDeal records the finished deal in the match, the score sheet and
// the archive, tells every seat, and deals the next deal or ends the
// match.
func (t *table) finishDeal() {
	rec, err := t.deal.Record(t.tags()...)
	if err != nil {
		t.s.cfg.Log.Error("table: the record of a finished deal", "table", t.id, "err", err)
	}
	if err := t.recordDeal(t.deal, rec); err != nil {
		t.s.cfg.Log.Error("table: recording a deal", "table", t.id, "err", err)
	}
	if t.s.store != nil {
		if err := t.s.store.finishDeal(t.id, rec); err != nil {
			t.s.cfg.Log.Error("table: archiving a deal", "table", t.id, "err", err)
		}
	}
	res, _ := t.deal.Result()
	end := dealEndMsg{Type: TypeDealEnd, Deal: t.dealNo, Summary: res.Summary, Settlement: t.deal.Settlement(t.seatNames()),
		Contract: res.Outcome.Contract, Deltas: res.Deltas, Entry: t.sheet[len(t.sheet)-1], Match: t.matchInfo()}
	t.broadcast(end)
	if t.over {
		t.broadcast(matchEndMsg{Type: TypeMatch, Deals: t.dealNo, Totals: t.match.Totals()})
		return
	}
	if err := t.startDeal(t.dealNo + 1); err != nil {
		t.s.cfg.Log.Error("table: dealing", "table", t.id, "err", err)
		t.over = true
		return
	}
	t.persist()
	t.broadcastState()
}

// recordDeal records the finished deal d, whose record is rec, in the
// match and on the score sheet.
func (t *table) recordDeal(d games.Deal, rec record.Record) error {
	m, pay, err := t.match.Record(d)
	if err != nil {
		return err
	}
	t.match = m
	res, _ := d.Result()
	t.sheet = append(t.sheet, SheetEntry{Deal: t.dealNo, Summary: res.Summary, Pay: pay, Totals: m.Totals()})
	t.records = append(t.records, rec)
	t.over = t.dealNo >= t.meta.Deals
	return nil
}

// matchInfo returns the score of the match.
func (t *table) matchInfo() MatchInfo {
	dealer := t.dealer
	if t.over {
		dealer = t.match.Dealer()
	}
	return MatchInfo{Deals: t.meta.Deals, Played: len(t.sheet), Dealer: dealer, Totals: t.match.Totals(),
		Seats: append([]int(nil), t.seats...), Over: t.over}
}

// stateFor returns the state message of player.
func (t *table) stateFor(player int) stateMsg {
	m := stateMsg{Type: TypeState, Deal: t.dealNo, Seat: -1, ToMove: -1, Match: t.matchInfo()}
	if t.deal == nil {
		return m
	}
	m.At, m.ToMove = len(t.deal.Moves()), t.deal.ToMove()
	if player >= 0 && player < len(t.seats) && t.seats[player] >= 0 {
		m.Seat = t.seats[player]
		obs, err := t.deal.Observation(m.Seat)
		if err != nil {
			t.s.cfg.Log.Error("table: observation", "table", t.id, "err", err)
		}
		m.Observation = obs
		if !t.over && m.ToMove == m.Seat {
			m.Legal = t.deal.Legal()
		}
	}
	return m
}

// playerInfo returns every player as the seats see them.
func (t *table) playerInfo() []PlayerInfo {
	out := make([]PlayerInfo, len(t.players))
	for p, pm := range t.meta.Players {
		out[p] = PlayerInfo{Name: pm.Name, Computer: pm.Computer, Present: pm.Computer != "" || len(t.players[p].conns) > 0}
		out[p].StandIn = !out[p].Present && t.absent(p)
	}
	return out
}

// absent reports whether person p has been gone for Config.AbsentAfter.
func (t *table) absent(p int) bool {
	pr := t.players[p]
	return len(pr.conns) == 0 && time.Since(pr.goneSince) >= t.s.cfg.AbsentAfter
}

// broadcastState sends each player's state to their connections.
func (t *table) broadcastState() {
	for p, pr := range t.players {
		if len(pr.conns) == 0 {
			continue
		}
		b := encode(t.stateFor(p))
		for c := range pr.conns {
			c.enqueue(b)
		}
	}
}

// broadcast sends v to every connection of the table.
func (t *table) broadcast(v any) {
	b := encode(v)
	for _, pr := range t.players {
		for c := range pr.conns {
			c.enqueue(b)
		}
	}
}

// encode returns the JSON of a message.
func encode(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic(fmt.Sprintf("table: a message of the server does not marshal: %v", err))
	}
	return b
}

// join checks token and seats c as the player it belongs to, returning
// the player.
func (t *table) join(c *conn, token string) (int, *Error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.closed {
		return -1, refuse(CodeUnknownTable, "table %s is closed", t.id)
	}
	player := -1
	for p, pm := range t.meta.Players {
		if pm.Token != "" && subtle.ConstantTimeCompare([]byte(pm.Token), []byte(token)) == 1 {
			player = p
		}
	}
	if player < 0 {
		return -1, refuse(CodeWrongToken, "no seat of table %s has that token", t.id)
	}
	t.players[player].conns[c] = struct{}{}
	c.enqueue(encode(welcomeMsg{Type: TypeWelcome, Version: Version, Table: t.id, Player: player,
		Game: t.gameInfo(), Players: t.playerInfo(), Sheet: append([]SheetEntry{}, t.sheet...), Hints: t.s.hint != nil}))
	c.enqueue(encode(t.stateFor(player)))
	if len(t.players[player].conns) == 1 {
		t.broadcast(playersMsg{Type: TypePlayers, Players: t.playerInfo()})
	}
	return player, nil
}

// gameInfo describes the table's game.
func (t *table) gameInfo() GameInfo {
	return GameInfo{Name: t.game.Name(), Title: t.game.Title(), Preset: t.game.Preset(),
		Options: append([]string{}, t.game.Options()...), Seats: t.game.Seats()}
}

// leave removes c from player's connections.
func (t *table) leave(c *conn, player int) {
	t.mu.Lock()
	defer t.mu.Unlock()
	pr := t.players[player]
	if _, ok := pr.conns[c]; !ok {
		return
	}
	delete(pr.conns, c)
	if len(pr.conns) == 0 {
		pr.goneSince = time.Now()
		t.broadcast(playersMsg{Type: TypePlayers, Players: t.playerInfo()})
		t.schedule()
	}
}

// hint answers player's request for a hint with the hints message of the
// position. The hints of a position are computed once, one request of
// the table at a time, and sent again to a repeated request.
func (t *table) hint(player int) ([]byte, *Error) {
	hint := t.s.hint
	if hint == nil {
		return nil, refuse(CodeNoHints, "this server gives no hints")
	}
	t.hintMu.Lock()
	defer t.hintMu.Unlock()
	t.mu.Lock()
	d, seat, dealNo, over := t.deal, t.seats[player], t.dealNo, t.over
	t.mu.Unlock()
	switch {
	case seat < 0:
		return nil, refuse(CodeNotSeated, "you sit out deal %d", dealNo)
	case over || d == nil || d.Done() || d.ToMove() != seat:
		return nil, refuse(CodeNotYourTurn, "a hint is given for your own turn")
	}
	at := len(d.Moves())
	if t.hinted.msg != nil && t.hinted.deal == dealNo && t.hinted.at == at {
		return t.hinted.msg, nil
	}
	h, err := hint(d, seat)
	if err != nil || len(h) == 0 {
		reason := "none given"
		if err != nil {
			reason = clip(err.Error(), 200)
		}
		return nil, refuse(CodeNoHints, "no hint: %s", reason)
	}
	msg := encode(hintsMsg{Type: TypeHints, Deal: dealNo, At: at, Moves: h})
	t.hinted = hinted{deal: dealNo, at: at, msg: msg}
	return msg, nil
}

// close closes the table's connections and stops its timer.
func (t *table) close() {
	t.mu.Lock()
	t.closed = true
	if t.timer != nil {
		t.timer.Stop()
	}
	var conns []*conn
	for _, pr := range t.players {
		for c := range pr.conns {
			conns = append(conns, c)
		}
	}
	t.mu.Unlock()
	for _, c := range conns {
		c.close()
	}
}
