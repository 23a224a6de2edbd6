package koenigrufen

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/tarockfamily/sdk/internal/intern"
	"github.com/tarockfamily/sdk/scoring"
	"github.com/tarockfamily/sdk/tarock"
)

// Rules is one set of Königrufen rules: one field per option of the
// option catalogue (doc/koenigrufen.md §13.1, same names) that the phases
// implemented so far read; the tariffs are data ([Tariff.Contracts]). It is
// a plain comparable value; a variant is a copy of a preset with fields
// changed:
//
//	r := koenigrufen.AustrianTarockCup2023
//	r.Holding = koenigrufen.HoldNone
//
// [Rules.Validate] (called by [NewGame] and [DealFrom]) refuses
// contradictions and the option values whose rules are not implemented yet.
// The zero value is not a valid rule set; start from a preset.
type Rules struct {
	// DealPattern is the mapping of the card order to the hands and the
	// talon halves (doc/koenigrufen.md §3).
	DealPattern DealPattern
	// Tariff fixes the contracts, their bidding order and their values
	// (doc/koenigrufen.md §4.1, §13.3).
	Tariff Tariff
	// BirdCallers says how a bird is called (doc/koenigrufen.md §4.4,
	// §5.1). Only BirdCallersBesserrufer is implemented so far.
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
	// (doc/koenigrufen.md §5.1, §6.1). Only FourKingsNoCallingContract is
	// implemented so far.
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
	// ColourMinSuitCards is 0, or 6: the suit cards a colour contract
	// needs (doc/koenigrufen.md §7.3).
	ColourMinSuitCards int
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

// DealPattern is the mapping of a card order to a deal
// (doc/koenigrufen.md §3).
type DealPattern uint8

// The deal patterns.
const (
	// SixTalonSix: six cards to each player, the talon, six more to each
	// (doc/koenigrufen.md §3). Default.
	SixTalonSix DealPattern = iota
	// TalonFirst: the talon first, then six and six to each player.
	TalonFirst
)

// Tariff is one of the tariffs of doc/koenigrufen.md §13.3.
type Tariff uint8

// The tariffs.
const (
	TariffAustrianTarockCup2023 Tariff = iota // the default, [OÖ23]
	TariffWien2020                            // Vienna, [WTC20]
	TariffSauwald2019                         // Sauwald, [SWC19]
	TariffTirol2020                           // Tyrol, [TIR20]

	numTariffs = iota
)

// BirdCallers is how a bird is called (doc/koenigrufen.md §4.4).
type BirdCallers uint8

// The ways of calling a bird.
const (
	BirdCallersBesserrufer  BirdCallers = iota // one bid, the bird named after the talon
	BirdCallersSeparate                        // Pagat-, Uhu-, Kakadu-, Quapilrufer; not implemented yet
	BirdCallersSplitLowHigh                    // the Tyrolean two bids; not implemented yet
)

// Holding says who may hold (doc/koenigrufen.md §5.1 rule 5).
type Holding uint8

// The holding rules.
const (
	HoldForehandOnly Holding = iota // forehand alone may hold. Default.
	HoldNone                        // nobody may hold (Vienna)
)

// ForehandOpening says what forehand may open with (doc/koenigrufen.md
// §5.1 rule 1).
type ForehandOpening uint8

// The openings.
const (
	OpenVorhandOrBid           ForehandOpening = iota // "Vorhand" or any contract he may bid. Default.
	OpenVorhandOrSechserdreier                        // "Vorhand" or the Sechserdreier only
)

// FourKings says what a player with four kings may do (doc/koenigrufen.md
// §5.1 rules 7 and 8).
type FourKings uint8

// The four-kings rules.
const (
	FourKingsNoCallingContract FourKings = iota // no calling contract with four kings. Default.
	FourKingsCallQueen                          // a queen is called; not implemented yet
	FourKingsPassForehand                       // forehand may hand on his rights; not implemented yet
)

// CallOwnKing says whether the declarer may call a king of his own hand
// (doc/koenigrufen.md §6.1 rule 3).
type CallOwnKing uint8

// The values of CallOwnKing.
const (
	CallOwnKingForbidden CallOwnKing = iota // default
	CallOwnKingAllowed                      // he then plays one against three
)

// KingInTalon says what the declarer of a Rufer may do when the called
// king lies in the talon (doc/koenigrufen.md §6.3).
type KingInTalon uint8

// The values of KingInTalon.
const (
	KingInTalonConcedeOrAnyHalf  KingInTalon = iota // concede, or take either half. Default.
	KingInTalonConcedeOrKingHalf                    // concede, or take the king's half
)

// SoloruferKingInTalon says who counts the talon of a Solorufer whose
// called king lies in it (doc/koenigrufen.md §6.3).
type SoloruferKingInTalon uint8

// The values of SoloruferKingInTalon.
const (
	SoloruferKingHalfKontraVoid SoloruferKingInTalon = iota // the king's half counts for the declarer. Default.
	SoloruferWholeTalon                                     // the whole talon counts for the declarer
)

// AnnounceTiming says when a player may announce premiums
// (doc/koenigrufen.md §8.4, §14 question 14).
type AnnounceTiming uint8

// The values of AnnounceTiming.
const (
	AnnounceOncePerPlayer AnnounceTiming = iota // at any of his turns, once in the deal. Default.
	AnnounceFirstTurnOnly                       // only at his first turn of the phase (Vienna)
)

// Reservation says whether a reserved card may be played before its
// trick (doc/koenigrufen.md §8.6).
type Reservation uint8

// The values of Reservation.
const (
	ReservationSoft Reservation = iota // it may, forfeiting the premium. Default.
	ReservationHard                    // only when every legal card is reserved
)

// EarlyWin says whether a reserved card may win a trick before its own
// (doc/koenigrufen.md §8.6 rule 4).
type EarlyWin uint8

// The values of EarlyWin.
const (
	EarlyWinAllowed         EarlyWin = iota // not judged; the premium is just lost. Default.
	EarlyWinPublicCertainty                 // forbidden when the public information proves the card wins
)

// KontraWindow says when an item may be raised (doc/koenigrufen.md §8.5).
type KontraWindow uint8

// The values of KontraWindow.
const (
	KontraFirstOpportunity KontraWindow = iota // at the first turn after the item reached its level. Default.
	KontraAnyTurn                              // at any turn of the phase
)

// TariffEntry is one row of a tariff (doc/koenigrufen.md §4.1, §13.3): a
// contract and its values in game points per opponent unit.
type TariffEntry struct {
	Contract Contract
	// Won and Lost are the game values of the contract won and lost
	// (they differ in the Sechserdreier, whose loss counts double).
	// The bird of a Besserrufer and of the bird callers is a premium
	// beside them (doc/koenigrufen.md §11.3).
	Won, Lost int
	// Forehand marks forehand's contracts: Rufer and Trischaken after
	// three passes, the Sechserdreier as his first word.
	Forehand bool
}

// tariffs holds the four tariffs of doc/koenigrufen.md §13.3, each in
// bidding order from the lowest.
var tariffs = [numTariffs][]TariffEntry{
	TariffAustrianTarockCup2023: {
		{Trischaken, 1, 1, true}, {Rufer, 1, 1, true}, {Piccolo, 2, 2, false}, {Bettel, 2, 2, false},
		{Solorufer, 2, 2, false}, {Besserrufer, 1, 1, false}, {Farbendreier, 3, 3, false},
		{Sechserdreier, 4, 8, true}, {Dreier, 4, 4, false}, {Farbensolo, 6, 6, false},
		{PiccoloOuvert, 6, 6, false}, {BettelOuvert, 7, 7, false}, {Solodreier, 8, 8, false},
	},
	TariffWien2020: {
		{Rufer, 1, 1, true}, {Trischaken, 2, 2, true}, {Piccolo, 2, 2, false}, {Zwiccolo, 2, 2, false},
		{Solorufer, 2, 2, false}, {Pagatrufer, 1, 1, false}, {Bettel, 4, 4, false},
		{Sechserdreier, 4, 8, true}, {Uhurufer, 1, 1, false}, {Farbendreier, 5, 5, false},
		{Dreier, 5, 5, false}, {PiccoloOuvert, 6, 6, false}, {ZwiccoloOuvert, 6, 6, false},
		{Kakadurufer, 1, 1, false}, {BettelOuvert, 8, 8, false}, {Quapilrufer, 1, 1, false},
		{Farbensolo, 10, 10, false}, {Solodreier, 10, 10, false},
	},
	TariffSauwald2019: {
		{Rufer, 1, 1, true}, {Trischaken, 1, 1, true}, {Piccolo, 2, 2, false}, {Bettel, 2, 2, false},
		{Solorufer, 2, 2, false}, {Besserrufer, 1, 1, false}, {Dreier, 4, 4, false},
		{Sechserdreier, 4, 8, true}, {Farbensolo, 5, 5, false}, {PiccoloOuvert, 6, 6, false},
		{BettelOuvert, 7, 7, false}, {Solodreier, 8, 8, false},
	},
	TariffTirol2020: {
		{Rufer, 1, 1, true}, {Trischaken, 2, 2, true}, {Piccolo, 2, 2, false}, {Solorufer, 2, 2, false},
		{BesserruferLow, 1, 1, false}, {Bettel, 4, 4, false}, {Sechserdreier, 4, 8, true},
		{Farbendreier, 5, 5, false}, {Dreier, 5, 5, false}, {BesserruferHigh, 1, 1, false},
		{ZwiccoloOuvert, 8, 8, false}, {PiccoloOuvert, 8, 8, false}, {BettelOuvert, 8, 8, false},
		{Farbensolo, 10, 10, false}, {Solodreier, 10, 10, false},
	},
}

// tariffRank[t][c] is the rank of contract c in tariff t, from 1 for the
// lowest; 0 when t does not list c.
var tariffRank = func() (r [numTariffs][numContracts]uint8) {
	for t, entries := range tariffs {
		for i, e := range entries {
			r[t][e.Contract] = uint8(i + 1)
		}
	}
	return
}()

// Contracts returns the rows of tariff t in bidding order from the
// lowest (doc/koenigrufen.md §13.3), a new slice on each call; nil for a
// value that is not a tariff.
func (t Tariff) Contracts() []TariffEntry {
	if t >= numTariffs {
		return nil
	}
	return append([]TariffEntry(nil), tariffs[t]...)
}

// String returns the name of the tariff as the option text writes it,
// "AustrianTarockCup2023", "Wien2020", "Sauwald2019" or "Tirol2020".
func (t Tariff) String() string {
	names := [...]string{"AustrianTarockCup2023", "Wien2020", "Sauwald2019", "Tirol2020"}
	if t < numTariffs {
		return names[t]
	}
	return "Tariff(" + strconv.Itoa(int(t)) + ")"
}

// rank returns where c stands in the bidding order of the rules (from 1),
// or 0 when the rules do not list it: not in the tariff, or the
// Farbendreier switched off (doc/koenigrufen.md §4.1, §5.2 rank).
func (r *Rules) rank(c Contract) int {
	if r.Tariff >= numTariffs || c >= numContracts || (c == Farbendreier && !r.Farbendreier) {
		return 0
	}
	return int(tariffRank[r.Tariff][c])
}

// entry returns the tariff row of c under r.
func (r *Rules) entry(c Contract) TariffEntry {
	if k := r.rank(c); k > 0 {
		return tariffs[r.Tariff][k-1]
	}
	return TariffEntry{}
}

// birdCallersOf is the value of BirdCallers each tariff needs
// (doc/koenigrufen.md §13.1, BirdCallers).
var birdCallersOf = [numTariffs]BirdCallers{BirdCallersBesserrufer, BirdCallersSeparate, BirdCallersBesserrufer, BirdCallersSplitLowHigh}

// Validate returns nil when r is a rule set the package can play, and
// otherwise an error wrapping [tarock.ErrInvalidRules] that names the
// fields: values out of range, a BirdCallers that does not fit the
// Tariff (doc/koenigrufen.md §13.1), and the option values whose rules are
// not implemented yet (BirdCallers other than BirdCallersBesserrufer,
// FourKings other than FourKingsNoCallingContract).
func (r Rules) Validate() error {
	var errs []error
	bad := func(format string, args ...any) {
		errs = append(errs, fmt.Errorf(format, args...))
	}
	if r.DealPattern > TalonFirst {
		bad("DealPattern %d out of range", r.DealPattern)
	}
	if r.Tariff >= numTariffs {
		bad("Tariff %d out of range", r.Tariff)
	} else if r.BirdCallers != birdCallersOf[r.Tariff] {
		bad("BirdCallers %d does not fit Tariff %v, which needs %d", r.BirdCallers, r.Tariff, birdCallersOf[r.Tariff])
	}
	if r.BirdCallers != BirdCallersBesserrufer {
		bad("BirdCallers: only BirdCallersBesserrufer is implemented so far")
	}
	if r.Holding > HoldNone {
		bad("Holding %d out of range", r.Holding)
	}
	if r.ForehandOpening > OpenVorhandOrSechserdreier {
		bad("ForehandOpening %d out of range", r.ForehandOpening)
	}
	if r.FourKings != FourKingsNoCallingContract {
		bad("FourKings: only FourKingsNoCallingContract is implemented so far")
	}
	if r.CallOwnKing > CallOwnKingAllowed {
		bad("CallOwnKing %d out of range", r.CallOwnKing)
	}
	if r.KingInTalon > KingInTalonConcedeOrKingHalf {
		bad("KingInTalon %d out of range", r.KingInTalon)
	}
	if r.SoloruferKingInTalon > SoloruferWholeTalon {
		bad("SoloruferKingInTalon %d out of range", r.SoloruferKingInTalon)
	}
	if r.ColourMinSuitCards != 0 && r.ColourMinSuitCards != 6 {
		bad("ColourMinSuitCards %d is neither 0 nor 6", r.ColourMinSuitCards)
	}
	if r.Threshold < 1 || r.Threshold > 210 {
		bad("Threshold %d thirds out of 1..210", int(r.Threshold))
	}
	if r.AnnounceTiming > AnnounceFirstTurnOnly {
		bad("AnnounceTiming %d out of range", r.AnnounceTiming)
	}
	if r.Reservation > ReservationHard {
		bad("Reservation %d out of range", r.Reservation)
	}
	if r.ForbidEarlyWinWithReserved > EarlyWinPublicCertainty {
		bad("ForbidEarlyWinWithReserved %d out of range", r.ForbidEarlyWinWithReserved)
	}
	if m := r.MaxKontraLevel; m != 8 && m != 16 && m != 32 && m != 64 {
		bad("MaxKontraLevel %d is not 8, 16, 32 or 64", m)
	}
	if r.KontraWindow > KontraAnyTurn {
		bad("KontraWindow %d out of range", r.KontraWindow)
	}
	if len(errs) == 0 {
		return nil
	}
	return fmt.Errorf("koenigrufen: %w: %w", tarock.ErrInvalidRules, errors.Join(errs...))
}

// rulesTable holds one shared copy of each rule set in use, so that a
// State holds a pointer.
var rulesTable intern.Table[Rules]

// shareRules returns the shared copy of r.
func shareRules(r Rules) *Rules { return rulesTable.Of(r) }
