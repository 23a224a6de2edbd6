// Package settletext writes the settlement of a finished deal as text, the
// same way for every game of the module: the players by name, one line per
// scored item saying whose it is, whether his side won it, what it is
// worth and who pays whom, and each player's balance. The games turn their
// own Result into a [Sheet] and call [Sheet.Text]; their Result.Text and
// Result.String are that text (doc/tapp.md §10, doc/strohmandel.md §8,
// doc/koenigrufen.md §11).
package settletext

import (
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Names returns the name of each of n seats: names[i] when it is given and
// not blank, "seat i" otherwise.
func Names(names []string, n int) []string {
	out := make([]string, n)
	for i := range out {
		if i < len(names) && strings.TrimSpace(names[i]) != "" {
			out[i] = strings.TrimSpace(names[i])
		} else {
			out[i] = "seat " + strconv.Itoa(i)
		}
	}
	return out
}

// List joins names as "Anna", "Anna and Bert" or "Anna, Bert and Carl";
// "nobody" when there is none.
func List(names ...string) string {
	switch len(names) {
	case 0:
		return "nobody"
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// Item is one scored item as the text shows it.
type Item struct {
	// Kind is the item's name, "Pagat Ultimo".
	Kind string
	// How qualifies it, "announced" or "silent", or is empty.
	How string
	// Who names the side whose item it is, "Anna" or "Anna and Carl".
	Who string
	// Won reports whether Who won the item.
	Won bool
	// Value is the item's value in game points, Factor its Kontra factor
	// (1 without Kontra).
	Value, Factor int
	// Deltas holds each player's game points from the item, by the index
	// of Sheet.Names; they sum to zero. The payers are the players with a
	// negative figure, the payees those with a positive one.
	Deltas []int
}

// Sheet is a settlement as the text shows it.
type Sheet struct {
	// Names holds the name of each player, by the index of the figures.
	Names []string
	// Headline says what was played and how it ended, in one line.
	Headline string
	// Lines are further lines before the items (card points, tricks).
	Lines []string
	// Items are the scored items in the order of the game's rules.
	Items []Item
	// Balance is each player's game points for the deal, by the index of
	// Names.
	Balance []int
	// Score, when not nil, is each player's Score beside Balance, the
	// Money: the game points on the score sheet, without Kontra unless
	// the rules count it there too (doc/koenigrufen.md §11.1).
	Score []int
	// Notes are lines after the balance.
	Notes []string
}

// Text writes the sheet: the headline, the further lines, one line per
// item ("Pagat Ultimo (silent) — Bert lost: 4; Bert pays 4 to each of
// Anna and Carl"), the balance, and the notes. With a Score that differs
// from the balance it writes both and says what each is. The text has no
// trailing newline. The headline and each item's name begin with a
// capital letter, whatever the case of the game's own words ("taken-up
// game" is written "Taken-up game"), so that the settlements of the games
// read alike.
func (sh Sheet) Text() string {
	var b strings.Builder
	b.WriteString(capital(sh.Headline))
	for _, l := range sh.Lines {
		b.WriteString("\n  " + l)
	}
	for _, it := range sh.Items {
		b.WriteString("\n  " + sh.itemLine(it))
	}
	switch {
	case sh.Score == nil:
		b.WriteString("\nBalance: " + sh.figures(sh.Balance))
	case slices.Equal(sh.Score, sh.Balance):
		b.WriteString("\nScore and Money alike: " + sh.figures(sh.Balance))
	default:
		b.WriteString("\nScore, on the score sheet, without Kontra: " + sh.figures(sh.Score))
		b.WriteString("\nMoney, paid, with Kontra: " + sh.figures(sh.Balance))
	}
	for _, n := range sh.Notes {
		b.WriteString("\n" + n)
	}
	return b.String()
}

// itemLine writes one item: what and whose it is, its verdict, its value
// and its payment.
func (sh Sheet) itemLine(it Item) string {
	var b strings.Builder
	b.WriteString(capital(it.Kind))
	if it.How != "" {
		b.WriteString(" (" + it.How + ")")
	}
	if it.Who != "" {
		verdict := " lost"
		if it.Won {
			verdict = " won"
		}
		b.WriteString(" — " + it.Who + verdict)
	}
	b.WriteString(": " + strconv.Itoa(it.Value))
	if it.Factor > 1 {
		b.WriteString(" × " + strconv.Itoa(it.Factor) + " (Kontra) = " + strconv.Itoa(it.Value*it.Factor))
	}
	b.WriteString("; " + sh.payment(it.Deltas))
	return b.String()
}

// payment says who pays whom from the figures d: "Bert pays 3 to Anna",
// "Anna pays 2 to each of Bert, Carl and Dora", "Bert and Carl pay 3 each
// to Anna", "Bert and Dora pay 1 each to Anna and Carl, who get 1 each".
func (sh Sheet) payment(d []int) string {
	var payers, payees []string
	var paid, got []int
	for i, v := range d {
		switch {
		case v < 0:
			payers, paid = append(payers, sh.name(i)), append(paid, -v)
		case v > 0:
			payees, got = append(payees, sh.name(i)), append(got, v)
		}
	}
	if len(payers) == 0 || len(payees) == 0 {
		return "nobody pays"
	}
	if !same(paid) || !same(got) {
		// Unequal shares: each figure.
		return "each player's game points: " + sh.figures(d)
	}
	p, g := strconv.Itoa(paid[0]), strconv.Itoa(got[0])
	switch {
	case len(payers) == 1 && len(payees) == 1:
		return payers[0] + pays(payers[0]) + p + " to " + payees[0]
	case len(payers) == 1:
		return payers[0] + pays(payers[0]) + g + " to each of " + List(payees...)
	case len(payees) == 1:
		return List(payers...) + " pay " + p + " each to " + payees[0]
	}
	return List(payers...) + " pay " + p + " each to " + List(payees...) + ", who get " + g + " each"
}

// pays returns the verb after a single payer: " pays ", or " pay " after
// "you", as a program calls the person at the screen.
func pays(payer string) string {
	if strings.EqualFold(payer, "you") {
		return " pay "
	}
	return " pays "
}

// figures writes "Anna +3, Bert −3" for d by the index of Names.
func (sh Sheet) figures(d []int) string {
	parts := make([]string, len(d))
	for i, v := range d {
		parts[i] = sh.name(i) + " " + Signed(v)
	}
	return strings.Join(parts, ", ")
}

// name returns the name of player i, "seat i" beyond Names.
func (sh Sheet) name(i int) string {
	if i < len(sh.Names) {
		return sh.Names[i]
	}
	return "seat " + strconv.Itoa(i)
}

// Count writes "1 trick" or "n tricks" of a noun with a plain plural.
func Count(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}

// Signed writes v with its sign: "+3", "-3", "0".
func Signed(v int) string {
	if v > 0 {
		return "+" + strconv.Itoa(v)
	}
	return strconv.Itoa(v)
}

// capital returns s with its first letter in upper case.
func capital(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 || unicode.IsUpper(r) {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

func same(v []int) bool {
	for _, x := range v {
		if x != v[0] {
			return false
		}
	}
	return true
}
