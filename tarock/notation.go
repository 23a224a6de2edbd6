package tarock

import (
	"strings"

	"github.com/tarockfamily/sdk/deck"
)

// ParsePlay reads the move every game of the module writes the same way, a
// card played to a trick: the word "play" (in any case), one space and a
// card in any spelling of [deck.ParseCard], as in "play KH" or "PLAY t1".
// It returns false for any other text, including a play with calls
// ("play T17 ross") or with more than one space after the word: a game's
// ParseMove reads those the general way. It allocates nothing; the games'
// ParseMove use it as their shortcut for the commonest move.
func ParsePlay(s string) (deck.Card, bool) {
	if len(s) <= 5 || !strings.EqualFold(s[:5], "play ") {
		return 0, false
	}
	c, err := deck.ParseCard(s[5:])
	return c, err == nil
}
