package table

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/tarockfamily/sdk/games"
)

// Version is the version of the protocol (doc/table.md "Protocol"): the
// client says it in its join message, the server in its welcome. A
// change that an old client could misread gets a new version.
const Version = 1

// The types of the messages, the "type" field of every message
// (doc/table.md "Protocol").
const (
	// From a client.
	TypeJoin = "join" // take a seat: version, table, token
	TypeMove = "move" // make a move: deal, at, move
	TypeHint = "hint" // ask for a hint
	// From the server.
	TypeWelcome = "welcome" // the table and the seat taken
	TypeState   = "state"   // the deal as the seat sees it, after every change
	TypePlayers = "players" // who is at the table now
	TypeDealEnd = "dealEnd" // a deal is over: its settlement and the totals
	TypeMatch   = "matchEnd"
	TypeHints   = "hints" // the answer to a hint message
	TypeError   = "error" // a message refused, and why
)

// The codes of an error message (field "code"); its field "reason" says
// in words what was wrong.
const (
	CodeBadJSON      = "bad-json"      // not a JSON object, or a field of the wrong type
	CodeTooLarge     = "too-large"     // longer than Config.MaxMessage
	CodeBadMessage   = "bad-message"   // an unknown type, a missing field, a binary message
	CodeVersion      = "version"       // a protocol version the server does not speak
	CodeNotJoined    = "not-joined"    // a move or hint before a join
	CodeUnknownTable = "unknown-table" // no table of that id
	CodeWrongToken   = "wrong-token"   // no seat of the table has that token
	CodeNotSeated    = "not-seated"    // the player sits this deal out
	CodeNotYourTurn  = "not-your-turn" // another seat is to move, or the deal or match is over
	CodeStale        = "stale"         // a move for another deal or another point of it
	CodeBadMove      = "bad-move"      // the text is not a move of the game
	CodeIllegalMove  = "illegal-move"  // the rules do not allow the move now
	CodeNoHints      = "no-hints"      // the server gives no hints
)

// inbound is a message from a client; which fields it has depends on its
// type.
type inbound struct {
	Type    string `json:"type"`
	Version int    `json:"version,omitempty"`
	Table   string `json:"table,omitempty"`
	Token   string `json:"token,omitempty"`
	Deal    int    `json:"deal,omitempty"`
	At      *int   `json:"at,omitempty"`
	Move    string `json:"move,omitempty"`
}

// GameInfo describes the game of a table.
type GameInfo struct {
	Name    string   `json:"name"`    // "tapp", "strohmandel", "koenigrufen"
	Title   string   `json:"title"`   // "Tapp Tarock", …
	Preset  string   `json:"preset"`  // the preset's name
	Options []string `json:"options"` // the options changed from the preset
	Seats   []string `json:"seats"`   // the names of the seats of a deal
}

// PlayerInfo is one player of a table as every seat sees it.
type PlayerInfo struct {
	Name string `json:"name"`
	// Computer is the level of a computer player, "" for a person.
	Computer string `json:"computer,omitempty"`
	// Present reports that a person is connected (always true for a
	// computer player).
	Present bool `json:"present"`
	// StandIn reports that a computer player plays for the person, who
	// has been gone longer than Config.AbsentAfter.
	StandIn bool `json:"standIn,omitempty"`
}

// SheetEntry is one finished deal on the score sheet.
type SheetEntry struct {
	Deal    int    `json:"deal"`    // the deal's number, from 1
	Summary string `json:"summary"` // the one-line result
	// Pay holds each player's game points for the deal, by player.
	Pay []int `json:"pay"`
	// Totals holds the running totals after it, by player.
	Totals []int `json:"totals"`
}

// MatchInfo is the score of the match as it stands.
type MatchInfo struct {
	Deals  int   `json:"deals"`  // the deals of the match
	Played int   `json:"played"` // the deals finished
	Dealer int   `json:"dealer"` // the player who deals the deal in progress or the next
	Totals []int `json:"totals"` // each player's running game points
	// Seats holds each player's seat in the deal in progress, −1 for one
	// who sits it out.
	Seats []int `json:"seats"`
	Over  bool  `json:"over"`
}

type welcomeMsg struct {
	Type    string       `json:"type"`
	Version int          `json:"version"`
	Table   string       `json:"table"`
	Player  int          `json:"player"`
	Game    GameInfo     `json:"game"`
	Players []PlayerInfo `json:"players"`
	Sheet   []SheetEntry `json:"sheet"`
	Hints   bool         `json:"hints"`
}

type stateMsg struct {
	Type        string          `json:"type"`
	Deal        int             `json:"deal"`
	At          int             `json:"at"`
	Seat        int             `json:"seat"`
	ToMove      int             `json:"toMove"`
	Observation json.RawMessage `json:"observation,omitempty"`
	Legal       []string        `json:"legal,omitempty"`
	Match       MatchInfo       `json:"match"`
}

type playersMsg struct {
	Type    string       `json:"type"`
	Players []PlayerInfo `json:"players"`
}

type dealEndMsg struct {
	Type       string     `json:"type"`
	Deal       int        `json:"deal"`
	Summary    string     `json:"summary"`
	Settlement string     `json:"settlement"`
	Contract   string     `json:"contract"`
	Deltas     []int      `json:"deltas"`
	Entry      SheetEntry `json:"entry"`
	Match      MatchInfo  `json:"match"`
}

type matchEndMsg struct {
	Type   string `json:"type"`
	Deals  int    `json:"deals"`
	Totals []int  `json:"totals"`
}

type hintsMsg struct {
	Type  string       `json:"type"`
	Deal  int          `json:"deal"`
	At    int          `json:"at"`
	Moves []games.Hint `json:"moves"`
}

type errorMsg struct {
	Type   string `json:"type"`
	Code   string `json:"code"`
	Reason string `json:"reason"`
}

// Error is a refusal the server sends as an error message: Code is one of
// the Code constants, Reason says why in words.
type Error struct {
	Code, Reason string
}

// Error returns "<code>: <reason>".
func (e *Error) Error() string { return e.Code + ": " + e.Reason }

// refuse returns an *Error.
func refuse(code, format string, args ...any) *Error {
	return &Error{Code: code, Reason: fmt.Sprintf(format, args...)}
}

// ErrClosed is returned by the methods of a closed [Server].
var ErrClosed = errors.New("table: server closed")

// clip cuts s to its first n bytes (at a character's start) and "…", for
// a message quoting a client's text.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && s[n]&0xc0 == 0x80 {
		n--
	}
	return s[:n] + "…"
}
