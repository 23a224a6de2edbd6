package koenigrufen

import (
	"fmt"

	"github.com/tarockfamily/sdk/internal/intern"
	"github.com/tarockfamily/sdk/scoring"
	"github.com/tarockfamily/sdk/tarock"
)

// Rules is one set of Königrufen rules: one field per option of the
// option catalogue (doc/koenigrufen.md §13.1, same names); the tariffs are
// data ([Tariff.Contracts]). It is
// a plain comparable value; a variant is a copy of a preset with fields
// changed:
//
//	r := koenigrufen.AustrianTarockCup2023
//	r.Holding = koenigrufen.HoldNone
//
// [Rules.Validate] (called by [NewGame] and [DealFrom]) refuses values out
// of range, contradictions and the option Sacks, which the sources do not
// define.
// The zero value is not a valid rule set; start from a preset.
type Rules struct {
	// DealPattern is the mapping of the card order to the hands and the
	// talon halves (doc/koenigrufen.md §3).
	DealPattern DealPattern
	// Tariff fixes the contracts, their bidding order and their values
	// (doc/koenigrufen.md §4.1, §13.3).
	Tariff Tariff
	// BirdCallers says how a bird is called (doc/koenigrufen.md §4.4,
	// §5.1).
	BirdCallers BirdCallers
	// Farbendreier: off takes the Farbendreier out of the tariff
	// (doc/koenigrufen.md §4.1).
	Farbendreier bool
	// Holding says who may hold the standing contract (doc/koenigrufen.md
	// §5.1 rule 5).
	Holding Holding
	// ForehandOpening says what forehand's first word may be
	// (doc/koenigrufen.md §5.1, §5.2).
	ForehandOpening ForehandOpening
	// SolodreierEndsAuction: a Solodreier ends the auction when it is bid
	// (doc/koenigrufen.md §5.2).
	SolodreierEndsAuction bool
	// FourKings says what a player with four kings may do
	// (doc/koenigrufen.md §5.1, §6.1).
	FourKings FourKings
	// CallOwnKing says whether the declarer may call a king of his own
	// hand (doc/koenigrufen.md §6.1).
	CallOwnKing CallOwnKing
	// KingInTalon says what the declarer of a Rufer may do when the
	// called king lies in the talon (doc/koenigrufen.md §6.3).
	KingInTalon KingInTalon
	// SoloruferKingInTalon says who counts the talon of a Solorufer whose
	// called king lies in it (doc/koenigrufen.md §6.3).
	SoloruferKingInTalon SoloruferKingInTalon
	// KnockMode says whether the cutter may knock instead of cutting
	// (doc/koenigrufen.md §3 rule 5): under KnockGrabStacks [DealFrom]
	// and [DealKnocked] lay the pack out as four stacks and the talon.
	KnockMode KnockMode
	// RedealNoTarock says which hands are thrown in and dealt again
	// (doc/koenigrufen.md §3 rule 5): a deal with such a hand is over at
	// once ([EndThrownIn]), and a [Match] deals again with the same dealer.
	RedealNoTarock RedealNoTarock
	// FivePlayerTable says whether a fifth player takes part in a
	// [Match], the dealer sitting each deal out (doc/koenigrufen.md §2,
	// §13.1); the four seats of a deal are unchanged.
	FivePlayerTable FivePlayerTable
	// ExtraContracts adds the Zwiccolos to a tariff that does not list
	// them (doc/koenigrufen.md §4.4, §13.1).
	ExtraContracts ExtraContracts
	// SechserdreierTalonShown: the six talon cards of a Sechserdreier are
	// shown to all before the declarer takes them (doc/koenigrufen.md
	// §7.1). It changes what the players see, not the play.
	SechserdreierTalonShown bool
	// TrischakenTalon says who gets the talon in Trischaken
	// (doc/koenigrufen.md §7.1).
	TrischakenTalon TrischakenTalon
	// TrischakenMustBeat says whether the obligation to beat holds in
	// Trischaken (doc/koenigrufen.md §9.4).
	TrischakenMustBeat TrischakenMustBeat
	// TrischakenLead says what a leader in Trischaken must lead
	// (doc/koenigrufen.md §9.4).
	TrischakenLead TrischakenLead
	// Kaiserstich says when the Pagat wins a trick holding Sküs, Mond and
	// Pagat (doc/koenigrufen.md §9.3, §9.4).
	Kaiserstich Kaiserstich
	// OuvertReveal says who lays his hand open in an open contract
	// (doc/koenigrufen.md §9.6); it changes what the players see, not the
	// play.
	OuvertReveal OuvertReveal
	// PlayOutNegative: every negative contract is played to the twelfth
	// trick (doc/koenigrufen.md §9.7).
	PlayOutNegative bool
	// ColourMinSuitCards is 0, or 6: the suit cards a colour contract
	// needs (doc/koenigrufen.md §7.3).
	ColourMinSuitCards int
	// Mondfang: the premium MondCapture exists, for the party of a player
	// who takes the Mond with the Sküs from the other party
	// (doc/koenigrufen.md §8.1, §13.1).
	Mondfang bool
	// Sacks is reserved: the Säcke cannot be implemented from the sources,
	// and Validate refuses On (doc/koenigrufen.md §13.1).
	Sacks bool
	// Absolut: a party whose opponents end with fewer than 20 card points
	// scores 1, never announced (doc/koenigrufen.md §13.1).
	Absolut bool
	// Quapil: the premium Quapil exists; off drops it (doc/koenigrufen.md
	// §8.1).
	Quapil bool
	// SilentFailureCounts: a silent trick premium whose card falls in its
	// trick without taking it is paid to the other party
	// (doc/koenigrufen.md §11.4).
	SilentFailureCounts bool
	// ValatScoring says what a Valat is worth (doc/koenigrufen.md §11.5).
	ValatScoring ValatScoring
	// ValatTakesTalon: the talon counts for the party that took every
	// trick (doc/koenigrufen.md §11.5).
	ValatTakesTalon bool
	// KontraLedger says which ledger Kontra acts on (doc/koenigrufen.md
	// §11.1).
	KontraLedger KontraLedger
	// TrischakenPayment says who pays whom in Trischaken
	// (doc/koenigrufen.md §11.8).
	TrischakenPayment TrischakenPayment
	// TwoVirgins says what two players without a trick get in Trischaken
	// (doc/koenigrufen.md §11.8).
	TwoVirgins TwoVirgins
	// Threshold is the least card points, in thirds, with which the
	// declarer's party wins a positive contract: 107 (35⅔) by default,
	// 106 (35⅓) (doc/koenigrufen.md §10).
	Threshold scoring.Points
	// AnnounceTiming says when a player may announce premiums
	// (doc/koenigrufen.md §8.4).
	AnnounceTiming AnnounceTiming
	// Reservation says whether a reserved card may be played before its
	// trick (doc/koenigrufen.md §8.6 rules 1 and 5).
	Reservation Reservation
	// ForbidEarlyWinWithReserved says whether a reserved card may win a
	// trick before its own (doc/koenigrufen.md §8.6 rule 4).
	ForbidEarlyWinWithReserved EarlyWin
	// MaxKontraLevel is the highest multiplier Kontra, Re and Sub reach on
	// one item: 8 by default, or 16, 32, 64 (doc/koenigrufen.md §8.5).
	MaxKontraLevel int
	// KontraWindow says when an item may be raised (doc/koenigrufen.md
	// §8.5).
	KontraWindow KontraWindow
	// PartnerKontraVoid: a Kontra said against one's own party counts as
	// not said, and every raise after it on that item (doc/koenigrufen.md
	// §8.5).
	PartnerKontraVoid bool
	// ColourKontraOrValat: in a colour contract a defender either says
	// Kontra or announces the Valat (doc/koenigrufen.md §8.3).
	ColourKontraOrValat bool
}

// b2i returns 1 for true, 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// birdCallersOf is the value of BirdCallers each tariff needs
// (doc/koenigrufen.md §13.1, BirdCallers).
var birdCallersOf = [numTariffs]BirdCallers{BirdCallersBesserrufer, BirdCallersSeparate, BirdCallersBesserrufer, BirdCallersSplitLowHigh}

// Validate returns nil when r is a rule set the package can play, and
// otherwise an error wrapping [tarock.ErrInvalidRules] that names the
// fields. First every field must hold a value its option takes, the
// range the option table states once for the option text, the JSON and
// Validate (an enumeration one of its constants, ColourMinSuitCards 0 or
// 6, Threshold 1 to 210, MaxKontraLevel 8, 16, 32 or 64, Sacks off, as the
// sources do not define the Säcke well enough to play; doc/koenigrufen.md
// §13.1); Validate returns one *option.RangeError per field that does
// not, joined with errors.Join. Then the BirdCallers must fit the Tariff.
func (r Rules) Validate() error {
	if err := ruleOptions.Check(r); err != nil {
		return err
	}
	if r.BirdCallers != birdCallersOf[r.Tariff] {
		return fmt.Errorf("koenigrufen: Rules.BirdCallers = %v does not fit Rules.Tariff = %v, which needs %v: %w", r.BirdCallers, r.Tariff, birdCallersOf[r.Tariff], tarock.ErrInvalidRules)
	}
	return nil
}

// rulesTable holds one shared copy of each rule set in use, so that a
// State holds a pointer.
var rulesTable intern.Table[Rules]

// shareRules returns the shared copy of r.
func shareRules(r Rules) *Rules { return rulesTable.Of(r) }
