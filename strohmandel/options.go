package strohmandel

import (
	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock/option"
)

// NamedRules is a preset and its name, as listed by [Presets]: the name is
// the one of doc/strohmandel.md §12.1 and of the Go variable
// ("MayrSedlaczek2007", "Beck1972", …), which game records write in their
// Rules tag.
type NamedRules = option.Named[Rules]

// Preset returns the preset called name (doc/strohmandel.md §12.1), one
// of the names [Presets] lists, compared case-insensitively and ignoring
// surrounding white space: "MayrSedlaczek2007", "MayrSedlaczekWeb2001Classic",
// "MayrSedlaczekWeb2001Extended", "Beck1972", "BeckDEWP", "Bamberger2011",
// "Furr2009", "Tirol2025", "Zwanziger40". It returns false (and the zero
// Rules) for any other name. tapp.Preset has the same shape.
func Preset(name string) (Rules, bool) {
	found, ok := option.Find(Presets(), name)
	return found.Rules, ok
}

// maxOptionInt is the largest number an option takes, the bound
// [Rules.Validate] puts on every game-point value.
const maxOptionInt = 100

// bothPassValues names the values of BothPass; HalfValue is another name
// of the simple game ([BothPassHalfValue]).
func bothPassValues() [][]string {
	v := option.Prefixed("BothPass", "SimpleGame", "RedealForehand", "RedealSameDealer", "Trischaken")
	v[BothPassHalfValue] = append(v[BothPassHalfValue], "HalfValue", "BothPassHalfValue")
	return v
}

// options lists every field of Rules: the Scoring label, the switches in
// the order of doc/strohmandel.md §12, then the game-point values.
var ruleOptions = option.NewTable("strohmandel",
	option.Enum("Scoring", func(r *Rules) *Scoring { return &r.Scoring }, option.Prefixed("Scoring", scoringNames[:]...)...),
	option.Enum("StrawmenTiming", func(r *Rules) *StrawmenTiming { return &r.StrawmenTiming }, option.Prefixed("Strawmen", "WithHands", "AfterTakeUp")...),
	option.Bool("ThrowInNoTarock", func(r *Rules) *bool { return &r.ThrowInNoTarock }),
	option.Enum("BothPass", func(r *Rules) *BothPass { return &r.BothPass }, bothPassValues()...),
	option.Enum("FirstLead", func(r *Rules) *FirstLead { return &r.FirstLead }, option.Prefixed("Lead", "Forehand", "DeclarerIfTakenUp")...),
	option.Bool("LastCardShown", func(r *Rules) *bool { return &r.LastCardShown }),
	option.Enum("TrullMode", func(r *Rules) *TrullMode { return &r.TrullMode }, option.Prefixed("Trull", "Tricks", "HandAnnounced", "None")...),
	option.Enum("Announcements", func(r *Rules) *Announcements { return &r.Announcements }, option.Prefixed("Announcements", "None", "Tirol")...),
	option.Bool("BirdCaptureScores", func(r *Rules) *bool { return &r.BirdCaptureScores }),
	option.Flags("Birds", func(r *Rules) *Birds { return &r.Birds }, "Pagat", "Uhu", "Kakadu", "Quapil"),
	option.Int("Mondfang", maxOptionInt, func(r *Rules) *int { return &r.Mondfang }),
	option.Bool("Rostopschin", func(r *Rules) *bool { return &r.Rostopschin }),
	option.Enum("BigWin", func(r *Rules) *BigWin { return &r.BigWin }, option.Prefixed("BigWin", "Off", "Furr45_26", "Grammel45")...),
	option.Enum("Draw", func(r *Rules) *Draw { return &r.Draw }, option.Prefixed("Draw", "OnlyInSimpleGame", "AnyGame", "LosesForDeclarer")...),
	option.Enum("DoubleAfterDraw", func(r *Rules) *DoubleAfterDraw { return &r.DoubleAfterDraw }, option.Prefixed("Double", "NextRoundOfTwo", "NextGame", "Off")...),
	option.Bool("ValatReplacesGame", func(r *Rules) *bool { return &r.ValatReplacesGame }),
	option.Bool("Kontra", func(r *Rules) *bool { return &r.Kontra }),
	option.Cards("Pack", func(r *Rules) *deck.Set { return &r.Pack },
		option.NamedSet{Name: "Pack54"}, option.NamedSet{Name: "Pack42", Set: deck.Pack42}, option.NamedSet{Name: "Pack40", Set: deck.Pack40}),
	option.Enum("Glatzen", func(r *Rules) *Glatzen { return &r.Glatzen }, option.Prefixed("Glatzen", "AcesAndTens", "RedFours")...),
	option.Int("Values.SimpleGameWon", maxOptionInt, func(r *Rules) *int { return &r.Values.SimpleGameWon }),
	option.Int("Values.TakenUpWon", maxOptionInt, func(r *Rules) *int { return &r.Values.TakenUpWon }),
	option.Int("Values.TakenUpLost", maxOptionInt, func(r *Rules) *int { return &r.Values.TakenUpLost }),
	option.Int("Values.TrullInHand", maxOptionInt, func(r *Rules) *int { return &r.Values.TrullInHand }),
	option.Int("Values.KingsTrullHand", maxOptionInt, func(r *Rules) *int { return &r.Values.KingsTrullHand }),
	option.Int("Values.TrullInTricks", maxOptionInt, func(r *Rules) *int { return &r.Values.TrullInTricks }),
	option.Int("Values.KingsInTricks", maxOptionInt, func(r *Rules) *int { return &r.Values.KingsInTricks }),
	option.Int("Values.PagatUltimo", maxOptionInt, func(r *Rules) *int { return &r.Values.PagatUltimo }),
	option.Int("Values.Uhu", maxOptionInt, func(r *Rules) *int { return &r.Values.Uhu }),
	option.Int("Values.Kakadu", maxOptionInt, func(r *Rules) *int { return &r.Values.Kakadu }),
	option.Int("Values.Quapil", maxOptionInt, func(r *Rules) *int { return &r.Values.Quapil }),
	option.Int("Values.Rostopschin", maxOptionInt, func(r *Rules) *int { return &r.Values.Rostopschin }),
	option.Int("Values.BigWin", maxOptionInt, func(r *Rules) *int { return &r.Values.BigWin }),
	option.Int("Values.Valat", maxOptionInt, func(r *Rules) *int { return &r.Values.Valat }),
	option.Int("Values.Trischaken", maxOptionInt, func(r *Rules) *int { return &r.Values.Trischaken }),
	option.Int("Values.Announced", maxOptionInt, func(r *Rules) *int { return &r.Values.Announced }),
)

// Options returns one "Name=value" text for every option in which r differs
// from base, in the order of doc/strohmandel.md §12 (the Scoring label
// first, the game-point values last). Names and values are those of the
// variant catalogue (doc/strohmandel.md §12): for example "BothPass=Trischaken", "Kontra=on",
// "Birds=Pagat+Uhu", "Mondfang=1" (game points), "Values.Valat=0" (game
// points of one entry of the value table), "Scoring=Beck1972" (the label
// only). Switches are written on or off. doc/strohmandel.md lists every
// name. The result is empty when r equals base. Game records write one
// Option tag for each, with the preset of the Rules tag as base
// ([State.Record]). A field whose value [Rules.Validate] refuses on its own
// (an enumeration outside its constants, a number outside 0..100, an
// unnamed bird) has no text and is left out, so that WithOption reads every
// text Options returns. Applying each text with [Rules.WithOption] to base
// gives r back, for every r that passes [Rules.Validate].
func (r Rules) Options(base Rules) []string { return ruleOptions.Options(r, base) }

// WithOption returns r with one option changed, given as "Name=value" as
// [Rules.Options] writes it: the name case-insensitive, the value a
// catalogue name of doc/strohmandel.md §12 or the Go constant's name
// (case-insensitive; "HalfValue" for BothPass too), on or off (also true or
// false, yes or no, in any case), a set of birds ("Pagat+Uhu", "none"), or
// a whole number of game points from 0 to 100. "Scoring=X" changes only the
// Scoring label, not the value table; [Preset] gives a whole preset. White
// space around the name and the value is ignored. For text that is not an
// option, or a value the option does not take, it returns r unchanged and an
// error wrapping [tarock.ErrInvalidRules] that quotes the text and names the
// option. It checks one option only; [Rules.Validate] (called by [NewGame])
// checks the whole. tapp.Rules.WithOption reads the same way.
func (r Rules) WithOption(text string) (Rules, error) { return ruleOptions.With(r, text) }
