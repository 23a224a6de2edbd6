package tapp

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/record"
)

// GameName is the value of the Game tag of a Tapp Tarock record.
const GameName = "Tapp Tarock"

// The errors of game records, beside those of the rules engine. Each error
// [Replay] returns is a *record.Error that wraps one of these or the
// engine's error.
var (
	// ErrBadRecord is wrapped by the errors for a tag, option or deal line
	// that is missing, repeated, unknown or malformed, and for a Game that
	// cannot be written as a record.
	ErrBadRecord = errors.New("invalid game record")
	// ErrIncomplete is wrapped by the error for a record (or a Game) whose
	// deal is not over after its last move.
	ErrIncomplete = errors.New("the deal is not over after the last move")
	// ErrResultMismatch is wrapped by the error for a result comment that
	// differs from the result of the replay.
	ErrResultMismatch = errors.New("result comment does not match the replay")
)

// Game is one whole deal of Tapp Tarock as a game record holds it
// (doc/notation.md "Game records", doc/tapp.md "Game records"): the rules,
// the deal, every move in order and the table's details. States, filled by
// [Replay], holds the state before the first move (States[0]) and after each
// move (States[i+1] after Moves[i]); [Game.Record] does not read it.
type Game struct {
	// Rules are the rules the deal was played under.
	Rules Rules
	// Preset is the name of the preset (as listed by [Presets]) that the
	// record names in its Rules tag; Rules differs from it by the record's
	// Option tags. Empty means the closest preset.
	Preset string
	// Deal is the cards as dealt.
	Deal Deal
	// Moves are the moves of the deal in order, in the notation of
	// [ParseMove].
	Moves []Move
	// Info is what the record says about the table.
	Info Info
	// States are the states of the deal: len(Moves)+1 of them after Replay.
	States []State
}

// Info is what a record says about the table, beside the cards and the
// moves. Every text is a single line.
type Info struct {
	// Seats are the players' names by seat (0 = forehand, 1 = middlehand,
	// 2 = dealer): tags Seat0, Seat1, Seat2.
	Seats [3]string
	// Dealer names the dealer as written at the table (tag Dealer); in Tapp
	// the dealer always sits at seat 2.
	Dealer string
	// Date and Event are free text (tags Date and Event), for example
	// "2026-11-30" and "club night".
	Date, Event string
	// Seed is the seed of the shuffle that produced the deal (tag Seed),
	// when HasSeed. It is information only: the deal lines are the deal.
	Seed    uint64
	HasSeed bool
	// Extra holds the tags this package does not know, in order; they are
	// written back unchanged.
	Extra []record.Tag
}

// The tags and deal lines of a Tapp record.
const (
	tagGame   = "Game"
	tagRules  = "Rules"
	tagOption = "Option"
	tagDealer = "Dealer"
	tagDate   = "Date"
	tagEvent  = "Event"
	tagSeed   = "Seed"
)

var (
	seatTags  = [3]string{"Seat0", "Seat1", "Seat2"}
	handLines = [3]string{"Forehand", "Middlehand", "Dealer"}
)

const (
	lineLower = "TalonLower"
	lineUpper = "TalonUpper"
)

func reservedTag(name string) bool {
	switch name {
	case tagGame, tagRules, tagOption, tagDealer, tagDate, tagEvent, tagSeed, seatTags[0], seatTags[1], seatTags[2]:
		return true
	}
	return false
}

// closestPreset returns the name of the preset from which r differs in the
// fewest options (the first in the order of [Presets] on a tie).
func closestPreset(r Rules) (string, Rules) {
	best, bestRules, bestN := "", Rules{}, -1
	for _, p := range Presets() {
		if n := len(r.Options(p.Rules)); bestN < 0 || n < bestN {
			best, bestRules, bestN = p.Name, p.Rules, n
		}
	}
	return best, bestRules
}

// Record returns the game record of g (doc/tapp.md "Game records"): the tags
// Game "Tapp Tarock", Rules (g.Preset, or the closest preset when empty), one
// Option tag per option in which g.Rules differs from that preset
// ([Rules.Options]), Seat0–Seat2, Dealer, Date and Event when not empty,
// Seed when Info.HasSeed, then Info.Extra; the deal lines Forehand,
// Middlehand and Dealer (each hand in deck.Set notation) and TalonLower and
// TalonUpper (three cards each, in the order laid); every move in the
// notation of [Move.String]; and the result comment [Result.Summary] of the
// final state.
//
// Record replays the moves from the deal and does not read g.States. It
// returns an error wrapping [ErrBadRecord] for an unknown preset name, an
// extra tag that is reserved or not a tag name, or a text with a line break;
// the error of [NewGame] for invalid rules or an invalid deal; the engine's
// error (wrapping [tarock.ErrIllegalMove]) for an illegal move; and one
// wrapping [ErrIncomplete] when the deal is not over after the last move.
func (g Game) Record() (record.Record, error) {
	var rec record.Record
	preset := g.Preset
	var base Rules
	if preset == "" {
		preset, base = closestPreset(g.Rules)
	} else {
		var ok bool
		if base, ok = Preset(preset); !ok {
			return rec, fmt.Errorf("tapp: preset %q is not one of Presets(): %w", preset, ErrBadRecord)
		}
		for _, p := range Presets() {
			if strings.EqualFold(p.Name, preset) {
				preset = p.Name
			}
		}
	}
	st, err := NewGame(g.Rules, g.Deal)
	if err != nil {
		return rec, err
	}
	for i, m := range g.Moves {
		if st, err = st.Apply(m); err != nil {
			return rec, fmt.Errorf("tapp: move %d: %w", i+1, err)
		}
	}
	res, ok := st.Result()
	if !ok {
		return rec, fmt.Errorf("tapp: after %d moves, %v to move in the %v phase: %w", len(g.Moves), st.ToMove(), st.Phase(), ErrIncomplete)
	}

	add := func(name, value string) error {
		if strings.ContainsAny(value, "\n\r") {
			return fmt.Errorf("tapp: tag %s %q has a line break: %w", name, value, ErrBadRecord)
		}
		rec.Tags = append(rec.Tags, record.Tag{Name: name, Value: value})
		return nil
	}
	_ = add(tagGame, GameName)
	_ = add(tagRules, preset)
	for _, o := range g.Rules.Options(base) {
		_ = add(tagOption, o)
	}
	i := g.Info
	for p, name := range i.Seats {
		if name != "" {
			if err := add(seatTags[p], name); err != nil {
				return record.Record{}, err
			}
		}
	}
	for _, t := range [...]struct{ name, value string }{{tagDealer, i.Dealer}, {tagDate, i.Date}, {tagEvent, i.Event}} {
		if t.value != "" {
			if err := add(t.name, t.value); err != nil {
				return record.Record{}, err
			}
		}
	}
	if i.HasSeed {
		_ = add(tagSeed, strconv.FormatUint(i.Seed, 10))
	}
	for _, t := range i.Extra {
		if reservedTag(t.Name) || !record.ValidName(t.Name) {
			return record.Record{}, fmt.Errorf("tapp: extra tag %q: a reserved or malformed tag name: %w", t.Name, ErrBadRecord)
		}
		if err := add(t.Name, t.Value); err != nil {
			return record.Record{}, err
		}
	}

	for p, name := range handLines {
		rec.Deal = append(rec.Deal, record.Tag{Name: name, Value: g.Deal.Hands[p].String()})
	}
	rec.Deal = append(rec.Deal,
		record.Tag{Name: lineLower, Value: cardList(g.Deal.Talon[:3])},
		record.Tag{Name: lineUpper, Value: cardList(g.Deal.Talon[3:])})
	for _, m := range g.Moves {
		rec.Moves = append(rec.Moves, record.Move{Text: m.String()})
	}
	rec.Result = res.Summary()
	return rec, nil
}

func cardList(cards []deck.Card) string {
	s := make([]string, len(cards))
	for i, c := range cards {
		s[i] = c.String()
	}
	return strings.Join(s, " ")
}

// recordProblem is an error of a record's tags or deal lines with what is
// needed to find it in the text: the tag (or deal line) name, which of the
// tags of that name it is (0-based), and for a card the index of its token
// in the value (-1 for the line as a whole).
type recordProblem struct {
	deal  bool
	name  string
	nth   int
	token int
	err   error
}

func (p *recordProblem) Error() string { return p.err.Error() }
func (p *recordProblem) Unwrap() error { return p.err }

func tagProblem(name string, nth int, err error) error {
	return &recordProblem{name: name, nth: nth, token: -1, err: err}
}

// Replay rebuilds a deal from its record (doc/tapp.md "Game records"): it
// reads the tags, builds the rules from the Rules tag (a preset name;
// MayrSedlaczek2001 when absent) and the Option tags ([Rules.SetOption]),
// reads the deal lines, and applies every move through the rules engine,
// keeping every state in Game.States. Unknown tags go to Info.Extra.
//
// Every error is a *record.Error. An illegal move carries the move's line
// and column and wraps the engine's error, so errors.Is(err,
// tarock.ErrIllegalMove) and errors.Is(err, tarock.ErrMustFollowSuit) (or
// another reason) hold and the message names the rule; a malformed move
// wraps [tarock.ErrBadMoveSyntax]. A bad tag, option or deal line wraps
// [ErrBadRecord] and, as fits, [tarock.ErrInvalidRules],
// [tarock.ErrInvalidDeal] or the card's *deck.ParseError; its position is
// unknown here (see [ReplayText]). A record whose deal is not over after the
// last move wraps [ErrIncomplete]. A result comment that differs from
// [Result.Summary] of the final state (white space normalised) wraps
// [ErrResultMismatch], quotes both texts and carries the comment's line;
// the Game is returned complete beside that error. A record without a
// result comment is accepted.
func Replay(r record.Record) (Game, error) {
	g, err := replay(r)
	if err != nil {
		var p *recordProblem
		if errors.As(err, &p) {
			return g, &record.Error{Err: p.err}
		}
	}
	return g, err
}

// ReplayText parses a record's text with record.Parse and replays it as
// [Replay] does. Its errors are *record.Error values; unlike Replay's, those
// of tags and deal lines carry the line (and for a card of a deal line its
// column) in text.
func ReplayText(text string) (Game, error) {
	r, err := record.Parse(text)
	if err != nil {
		return Game{}, err
	}
	g, err := replay(r)
	if err != nil {
		var p *recordProblem
		if errors.As(err, &p) {
			line, col := locate(text, p)
			return g, &record.Error{Line: line, Column: col, Err: p.err}
		}
	}
	return g, err
}

func replay(r record.Record) (Game, error) {
	g := Game{Preset: "MayrSedlaczek2001", Rules: MayrSedlaczek2001}
	var options []int // indices of the Option tags
	count := map[string]int{}
	seen := func(name string) error {
		count[name]++
		if count[name] > 1 {
			return tagProblem(name, count[name]-1, fmt.Errorf("tapp: tag %s repeated: %w", name, ErrBadRecord))
		}
		return nil
	}
	for i, t := range r.Tags {
		switch t.Name {
		case tagOption:
			options = append(options, i)
			count[tagOption]++
			continue
		case tagGame, tagRules, tagDealer, tagDate, tagEvent, tagSeed, seatTags[0], seatTags[1], seatTags[2]:
			if err := seen(t.Name); err != nil {
				return Game{}, err
			}
		}
		switch t.Name {
		case tagGame:
			if !strings.EqualFold(strings.TrimSpace(t.Value), GameName) {
				return Game{}, tagProblem(t.Name, 0, fmt.Errorf("tapp: tag Game %q: not a record of %s: %w", t.Value, GameName, ErrBadRecord))
			}
		case tagRules:
			name := strings.TrimSpace(t.Value)
			rules, ok := Preset(name)
			if !ok {
				return Game{}, tagProblem(t.Name, 0, fmt.Errorf("tapp: tag Rules %q: not a preset (%s): %w: %w", t.Value, presetNames(), ErrBadRecord, tarock.ErrInvalidRules))
			}
			g.Rules = rules
			for _, p := range Presets() {
				if strings.EqualFold(p.Name, name) {
					g.Preset = p.Name
				}
			}
		case seatTags[0], seatTags[1], seatTags[2]:
			g.Info.Seats[t.Name[4]-'0'] = t.Value
		case tagDealer:
			g.Info.Dealer = t.Value
		case tagDate:
			g.Info.Date = t.Value
		case tagEvent:
			g.Info.Event = t.Value
		case tagSeed:
			seed, err := strconv.ParseUint(strings.TrimSpace(t.Value), 10, 64)
			if err != nil {
				return Game{}, tagProblem(t.Name, 0, fmt.Errorf("tapp: tag Seed %q is not a number from 0 to 2^64-1: %w", t.Value, ErrBadRecord))
			}
			g.Info.Seed, g.Info.HasSeed = seed, true
		default:
			g.Info.Extra = append(g.Info.Extra, t)
		}
	}
	for k, i := range options {
		if err := g.Rules.SetOption(r.Tags[i].Value); err != nil {
			return Game{}, tagProblem(tagOption, k, fmt.Errorf("%w: %w", err, ErrBadRecord))
		}
	}

	d, err := readDeal(r.Deal)
	if err != nil {
		return Game{}, err
	}
	g.Deal = d
	st, err := NewGame(g.Rules, g.Deal)
	if err != nil {
		if errors.Is(err, tarock.ErrInvalidRules) {
			// The options do not fit together: blame the first Option tag,
			// or the Rules tag.
			name := tagOption
			if count[tagOption] == 0 {
				name = tagRules
			}
			return Game{}, tagProblem(name, 0, fmt.Errorf("tapp: the rules of the record: %w: %w", err, ErrBadRecord))
		}
		return Game{}, &recordProblem{deal: true, token: -1, err: fmt.Errorf("tapp: the deal: %w: %w", err, ErrBadRecord)}
	}

	g.States = make([]State, 0, len(r.Moves)+1)
	g.States = append(g.States, st)
	g.Moves = make([]Move, 0, len(r.Moves))
	for i, rm := range r.Moves {
		m, err := ParseMove(rm.Text)
		if err == nil {
			st, err = st.Apply(m)
		}
		if err != nil {
			return g, &record.Error{Line: rm.Line, Column: rm.Column, Err: fmt.Errorf("tapp: move %d %q: %w", i+1, rm.Text, err)}
		}
		g.Moves = append(g.Moves, m)
		g.States = append(g.States, st)
	}
	res, ok := st.Result()
	if !ok {
		line, col := 0, 0
		if n := len(r.Moves); n > 0 {
			line, col = r.Moves[n-1].Line, r.Moves[n-1].Column
		}
		return g, &record.Error{Line: line, Column: col,
			Err: fmt.Errorf("tapp: after %d moves %v is to move in the %v phase: %w", len(r.Moves), st.ToMove(), st.Phase(), ErrIncomplete)}
	}
	if r.Result != "" {
		want, got := normalizeSpace(r.Result), normalizeSpace(res.Summary())
		if want != got {
			return g, &record.Error{Line: r.ResultLine,
				Err: fmt.Errorf("tapp: the record says %q, the replay gives %q: %w", want, got, ErrResultMismatch)}
		}
	}
	return g, nil
}

func presetNames() string {
	var names []string
	for _, p := range Presets() {
		names = append(names, p.Name)
	}
	return strings.Join(names, ", ")
}

func normalizeSpace(s string) string { return strings.Join(strings.Fields(s), " ") }

// readDeal reads the five deal lines.
func readDeal(lines []record.Tag) (Deal, error) {
	var d Deal
	var have [5]bool
	for _, t := range lines {
		k := -1
		for p, name := range handLines {
			if t.Name == name {
				k = p
			}
		}
		switch t.Name {
		case lineLower:
			k = 3
		case lineUpper:
			k = 4
		}
		problem := func(token int, err error) error {
			return &recordProblem{deal: true, name: t.Name, token: token, err: err}
		}
		if k < 0 {
			return d, problem(-1, fmt.Errorf("tapp: unknown deal line %q (want Forehand, Middlehand, Dealer, TalonLower, TalonUpper): %w", t.Name, ErrBadRecord))
		}
		if have[k] {
			return d, problem(-1, fmt.Errorf("tapp: deal line %s repeated: %w", t.Name, ErrBadRecord))
		}
		have[k] = true
		var cards []deck.Card
		var set deck.Set
		for i, tok := range strings.Fields(t.Value) {
			c, err := deck.ParseCard(tok)
			if err != nil {
				return d, problem(i, fmt.Errorf("tapp: deal line %s, card %d: %w: %w: %w", t.Name, i+1, err, tarock.ErrInvalidDeal, ErrBadRecord))
			}
			if set.Has(c) {
				return d, problem(i, fmt.Errorf("tapp: deal line %s lists %v twice: %w: %w", t.Name, c, tarock.ErrInvalidDeal, ErrBadRecord))
			}
			set = set.With(c)
			cards = append(cards, c)
		}
		if k < 3 {
			if len(cards) != 16 {
				return d, problem(-1, fmt.Errorf("tapp: deal line %s has %d cards, want 16: %w: %w", t.Name, len(cards), tarock.ErrInvalidDeal, ErrBadRecord))
			}
			d.Hands[k] = set
			continue
		}
		if len(cards) != 3 {
			return d, problem(-1, fmt.Errorf("tapp: deal line %s has %d cards, want 3: %w: %w", t.Name, len(cards), tarock.ErrInvalidDeal, ErrBadRecord))
		}
		copy(d.Talon[3*(k-3):], cards)
	}
	for k, ok := range have {
		if !ok {
			name := lineLower
			switch {
			case k < 3:
				name = handLines[k]
			case k == 4:
				name = lineUpper
			}
			return d, &recordProblem{deal: true, name: "", token: -1,
				err: fmt.Errorf("tapp: deal line %s missing: %w: %w", name, tarock.ErrInvalidDeal, ErrBadRecord)}
		}
	}
	// A card on two lines.
	var all deck.Set
	for k := range 5 {
		var s deck.Set
		name := lineLower
		switch {
		case k < 3:
			s, name = d.Hands[k], handLines[k]
		case k == 3:
			s = d.Lower()
		default:
			s, name = d.Upper(), lineUpper
		}
		if all.Overlaps(s) {
			return d, &recordProblem{deal: true, name: name, token: -1,
				err: fmt.Errorf("tapp: deal line %s: %v dealt twice: %w: %w", name, all.Intersect(s), tarock.ErrInvalidDeal, ErrBadRecord)}
		}
		all |= s
	}
	return d, nil
}

// locate finds the line (and the column of the token, if any) of a problem
// of a tag or deal line in a record's text; zeros when it cannot be found.
// It skips lines that begin with '#' and lines inside brace comments.
func locate(text string, p *recordProblem) (line, col int) {
	if p.name == "" {
		return 0, 0
	}
	nth := 0
	inBrace := false
	for i, l := range strings.Split(text, "\n") {
		trimmed := strings.TrimSpace(l)
		start := len(l) - len(strings.TrimLeft(l, " \t"))
		if inBrace {
			if strings.Contains(l, "}") {
				inBrace = false
			}
			continue
		}
		match := false
		if p.deal {
			if name, _, ok := strings.Cut(trimmed, ":"); ok && strings.TrimSpace(name) == p.name {
				match = true
			}
		} else if rest, ok := strings.CutPrefix(trimmed, "["+p.name); ok && (strings.HasPrefix(rest, " ") || strings.HasPrefix(rest, "\t")) {
			match = true
		}
		if !match {
			if open := strings.LastIndex(l, "{"); !strings.HasPrefix(trimmed, "[") && open >= 0 && !strings.Contains(l[open:], "}") {
				inBrace = true
			}
			continue
		}
		if nth < p.nth {
			nth++
			continue
		}
		col = start + 1
		if p.deal && p.token >= 0 {
			colon := strings.Index(l, ":")
			k := 0
			inTok := false
			for j := colon + 1; j < len(l); j++ {
				space := l[j] == ' ' || l[j] == '\t' || l[j] == '\r'
				if !space && !inTok {
					if k == p.token {
						return i + 1, j + 1
					}
					k++
				}
				inTok = !space
			}
		}
		return i + 1, col
	}
	return 0, 0
}

// Summary returns the result in one line that a reader can check by eye,
// the form of the result comment of a game record (doc/tapp.md "Game
// records"). For a played contract:
//
//	Dreier by seat 1: 38 : 32 card points, won; Game 3 to declarer, Trull (seat 0) 3 to defenders; deltas +3 +6 -9
//
// that is the contract and the declarer, the card points of the
// declarer's and the defenders' piles (whole points, or with "1/3" and
// "2/3"), "won" or "lost" for the game, then every scored item in the order
// of [Result.Items] and the game points of each seat. An item is written as
// its name ("Game", "Valat", "Pagat Ultimo", "Trull", "Königstrull",
// "Köpfe", …), "announced" or "silent" for a Pagat Ultimo or a Valat, the
// seat of a hand bonus or of a silent Pagat Ultimo in parentheses, its value
// in game points, the Kontra factor as "x2", "x4" or "x8" when doubled, and
// the payees: "to declarer" (paid by each defender), "to defenders" (paid by
// the declarer to each defender) or "to seat N" / "to seats N M" (paid by
// every other seat). Deltas are signed ("+3", "-9", "0"); a fourth delta is
// the fourth person of FourthKing1821, written when he takes part in a
// payment. Trischaken, a Tapper that stood and a deal thrown in read
//
//	Trischaken: card points 30 : 25 : 15, tricks 6 : 5 : 5; Trischaken loser (seat 0) 5 to seats 1 2; deltas -10 +5 +5
//	Tapper by seat 0 stood, not played; Tapper 1 to declarer; deltas +2 -1 -1
//	all passed, thrown in; no score; deltas 0 0 0
//
// and a deal not over reads "deal not over".
func (r Result) Summary() string {
	var b strings.Builder
	switch r.End {
	case EndNotOver:
		return "deal not over"
	case EndPlayed:
		outcome := "lost"
		if r.GameWon {
			outcome = "won"
		}
		fmt.Fprintf(&b, "%v by %v: %s : %s card points, %s", r.Contract, r.Declarer,
			r.DeclarerPoints.ASCII(), r.DefenderPoints.ASCII(), outcome)
	case EndTrischaken:
		fmt.Fprintf(&b, "Trischaken: card points %s : %s : %s, tricks %d : %d : %d",
			r.SeatPoints[0].ASCII(), r.SeatPoints[1].ASCII(), r.SeatPoints[2].ASCII(), r.Tricks[0], r.Tricks[1], r.Tricks[2])
	case EndTapper:
		fmt.Fprintf(&b, "Tapper by %v stood, not played", r.Declarer)
	default:
		b.WriteString(r.End.String())
	}
	b.WriteString("; ")
	n := min(r.NumItems, len(r.Items))
	if n <= 0 {
		b.WriteString("no score")
	}
	four := r.Deltas[3] != 0
	for i, it := range r.Items[:max(n, 0)] {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(it.Kind.String())
		if it.Kind == ItemPagatUltimo || it.Kind == ItemValat {
			if it.Announced {
				b.WriteString(" announced")
			} else {
				b.WriteString(" silent")
			}
		}
		switch it.Kind {
		case ItemTrull, ItemKingsTrull, ItemHeads, ItemTrischakenLoser, ItemTrischakenNoTrick:
			fmt.Fprintf(&b, " (%v)", it.Seat)
		case ItemPagatUltimo:
			if !it.Announced {
				fmt.Fprintf(&b, " (%v)", it.Seat)
			}
		}
		fmt.Fprintf(&b, " %d", it.Value)
		if it.Factor > 1 {
			fmt.Fprintf(&b, " x%d", it.Factor)
		}
		b.WriteString(" to ")
		b.WriteString(r.payees(it))
		if (it.Payers|it.Payees)&8 != 0 {
			four = true
		}
	}
	b.WriteString("; deltas")
	seats := 3
	if four {
		seats = 4
	}
	for _, d := range r.Deltas[:seats] {
		if d == 0 {
			b.WriteString(" 0")
		} else {
			fmt.Fprintf(&b, " %+d", d)
		}
	}
	return b.String()
}

// payees names the payees of an item for Summary.
func (r *Result) payees(it Item) string {
	if d := r.Declarer; d <= 2 {
		defenders := SeatSet(7) &^ seatBit(d)
		if it.Payers&8 != 0 || it.Payees&8 != 0 {
			defenders |= 8
		}
		switch {
		case it.Payees == seatBit(d) && it.Payers == defenders:
			return "declarer"
		case it.Payers == seatBit(d) && it.Payees == defenders:
			return "defenders"
		}
	}
	var b strings.Builder
	b.WriteString("seat")
	if it.Payees.Len() > 1 {
		b.WriteString("s")
	}
	for p := range tarock.Seat(8) {
		if it.Payees.Has(p) {
			fmt.Fprintf(&b, " %d", p)
		}
	}
	return b.String()
}
