package main

import (
	"errors"
	"fmt"
	"regexp"
	"strings"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
)

// optionName matches the name of a rule option in the detail of a refusal
// ("under HoldForehandOnly", "with Rules.Kontra", "and ThrowInNoTarock"):
// words of the program's source, not of the players.
var optionName = regexp.MustCompile(`,?\s*\b(?:under|with|and) (?:Rules\.\w+|[A-Z][a-z]+(?:[A-Z0-9][a-z0-9]*)+)\b`)

// phaseWords names the phases of the three games (Phase.String) in a
// sentence.
var phaseWords = map[string]string{
	"auction":       "the auction",
	"talon":         "taking the talon",
	"discard":       "laying away",
	"announcements": "the announcements",
	"call":          "the king call",
	"choose":        "forehand's choices",
	"kontra":        "the Kontra round",
	"play":          "the card play",
	"take-up":       "the take-up",
	"throw-in":      "the throw-in",
	"done":          "a finished deal",
}

// refusal says in a player's words why the human's move m was refused with
// err, given the trick in progress and the legal moves.
func refusal[M tarock.Move](scr *screen, err error, m M, t tarock.Trick, legal []M) string {
	var me *tarock.MoveError
	if !errors.As(err, &me) {
		return err.Error()
	}
	led, _ := t.Led()
	card, isPlay := m.PlayedCard()
	detail := strings.TrimSpace(optionName.ReplaceAllString(me.Detail, ""))
	switch {
	case errors.Is(me.Reason, tarock.ErrGameOver):
		return "the deal is over"
	case errors.Is(me.Reason, tarock.ErrNotYourTurn):
		return "it is not your turn"
	case errors.Is(me.Reason, tarock.ErrWrongPhase):
		phase := phaseWords[me.Phase]
		if phase == "" {
			phase = "the " + me.Phase
		}
		switch {
		case isPlay && detail != "":
			return "the card play has not begun: now you " + detail
		case detail == "":
			return "that is not a move of " + phase
		}
		return fmt.Sprintf("that is not a move of %s: now you %s", phase, detail)
	case errors.Is(me.Reason, tarock.ErrCardNotHeld) && isPlay:
		return "you do not have " + scr.card(card) + " to play"
	case errors.Is(me.Reason, tarock.ErrCardNotHeld):
		missing := strings.TrimSuffix(detail, " not held")
		if set, err := deck.ParseSet(missing); err == nil && !set.IsEmpty() {
			missing = scr.cards(set)
		}
		return "you do not hold " + missing
	case errors.Is(me.Reason, tarock.ErrMustFollowSuit):
		if led == deck.Tarock {
			return "you must follow suit: a tarock was led"
		}
		return fmt.Sprintf("you must follow suit: %s were led", strings.ToLower(led.English()))
	case errors.Is(me.Reason, tarock.ErrMustPlayTarock):
		return fmt.Sprintf("you must play a tarock: %s were led and you have none", strings.ToLower(led.English()))
	case errors.Is(me.Reason, tarock.ErrMustBeat):
		var beat deck.Set
		for _, l := range legal {
			if c, ok := l.PlayedCard(); ok {
				beat = beat.With(c)
			}
		}
		return "you must beat the trick when you can: " + scr.cards(beat) + " would"
	case errors.Is(me.Reason, tarock.ErrNotAllowed) && detail != "":
		return "the rules do not allow it: " + detail
	}
	return "the rules do not allow it"
}
