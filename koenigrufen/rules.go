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
	// Knock says whether the cutter may knock instead of cutting
	// (doc/koenigrufen.md §3 rule 5): under KnockGrabStacks [DealFrom]
	// and [DealKnocked] lay the pack out as four stacks and the talon.
	Knock Knock
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
	BirdCallersSeparate                        // Pagat-, Uhu-, Kakadu-, Quapilrufer, the bird named in the bid
	BirdCallersSplitLowHigh                    // the Tyrolean two bids: Besserrufer I, II and III, IIII
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
	FourKingsCallQueen                          // with four kings a queen is called
	FourKingsPassForehand                       // forehand with four kings may hand on his rights
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

// ValatScoring says what a Valat is worth (doc/koenigrufen.md §11.5).
type ValatScoring uint8

// The values of ValatScoring.
const (
	// ValatMultiplier4_8: the Valat replaces the game, 4 × its value
	// silent, 8 × announced. Default.
	ValatMultiplier4_8 ValatScoring = iota
	// ValatFixed10_20Wien: a premium of 10 silent, 20 announced beside the
	// game; a silent Trull and silent Alle Könige count as part of it.
	ValatFixed10_20Wien
	// ValatFixed10_20Tirol: as ValatFixed10_20Wien, but neither Trull nor
	// Alle Könige count beside a Valat, announced or not.
	ValatFixed10_20Tirol
)

// KontraLedger says which ledger the Kontra factors act on
// (doc/koenigrufen.md §11.1).
type KontraLedger uint8

// The values of KontraLedger.
const (
	KontraMoneyOnly KontraLedger = iota // the Money only; the Score is without Kontra. Default.
	KontraScoreToo                      // the Score too
)

// TrischakenPayment says who pays whom in Trischaken (doc/koenigrufen.md
// §11.8).
type TrischakenPayment uint8

// The values of TrischakenPayment.
const (
	TrischakenPaymentAustrianTarockCup2023 TrischakenPayment = iota // [OÖ23]. Default.
	TrischakenPaymentWien2020                                       // [WTC20]: 6 points change hands
)

// TwoVirgins says what exactly two players without a trick get in
// Trischaken (doc/koenigrufen.md §11.8).
type TwoVirgins uint8

// The values of TwoVirgins.
const (
	TwoVirginsShare    TwoVirgins = iota // they share the payment. Default.
	TwoVirginsFullEach                   // each gets the whole payment
)

// Knock says whether the cutter may knock (doc/koenigrufen.md §3 rule 5).
type Knock uint8

// The values of Knock.
const (
	KnockOff        Knock = iota // the pack is cut. Default.
	KnockGrabStacks              // four stacks of twelve, chosen in turn
)

// RedealNoTarock says which hands are thrown in (doc/koenigrufen.md §3
// rule 5).
type RedealNoTarock uint8

// The values of RedealNoTarock.
const (
	RedealOff                 RedealNoTarock = iota // every hand is played. Default.
	RedealNoTarockHand                              // a hand without a tarock is thrown in
	RedealNoTarockOrLoneTrull                       // also a hand whose only tarock is one Trull card
)

// FivePlayerTable says whether five play at the table
// (doc/koenigrufen.md §2, §13.1).
type FivePlayerTable uint8

// The values of FivePlayerTable.
const (
	FivePlayerOff           FivePlayerTable = iota // four players. Default.
	FivePlayerDealerSitsOut                        // five players; the dealer sits each deal out
)

// ExtraContracts is a set of the contracts of doc/koenigrufen.md §4.4
// that the option ExtraContracts adds to a tariff (doc/koenigrufen.md
// §13.1).
type ExtraContracts uint8

// The contracts ExtraContracts can add: each just above Piccolo and
// Piccolo ouvert, with its value, in a tariff that does not list it.
const (
	ExtraZwiccolo       ExtraContracts = 1 << iota // Zwiccolo
	ExtraZwiccoloOuvert                            // Zwiccolo ouvert
)

// TrischakenTalon says who gets the talon in Trischaken
// (doc/koenigrufen.md §7.1, §13.1).
type TrischakenTalon uint8

// The values of TrischakenTalon.
const (
	TrischakenTalonLastTrick       TrischakenTalon = iota // the winner of the last trick. Default.
	TrischakenTalonFirstSixTricks                         // one card to each of the tricks 1 to 6
	TrischakenTalonForehandChooses                        // forehand picks one of the two before the first lead
)

// TrischakenMustBeat says whether the obligation to beat holds in
// Trischaken (doc/koenigrufen.md §9.4).
type TrischakenMustBeat uint8

// The values of TrischakenMustBeat.
const (
	TrischakenMustBeatOn              TrischakenMustBeat = iota // always. Default.
	TrischakenMustBeatForehandChooses                           // forehand decides before the first lead
)

// TrischakenLead says what a leader in Trischaken must lead
// (doc/koenigrufen.md §9.4).
type TrischakenLead uint8

// The values of TrischakenLead.
const (
	TrischakenLeadFree               TrischakenLead = iota // any card (the Pagat rule aside). Default.
	TrischakenLeadHighestTarockFirst                       // a leader holding tarocks leads his highest
)

// Kaiserstich says when the Pagat wins a trick that holds Sküs, Mond and
// Pagat (doc/koenigrufen.md §9.3).
type Kaiserstich uint8

// The values of Kaiserstich.
const (
	KaiserstichOff                Kaiserstich = iota // never: the Sküs wins. Default.
	KaiserstichAnyOrder                              // in tarock contracts, and in colour contracts after a tarock lead
	KaiserstichMondSkusPagatOrder                    // played in the order Mond, Sküs, Pagat; in every contract
)

// OuvertReveal says who lays his hand open in an open contract
// (doc/koenigrufen.md §9.6).
type OuvertReveal uint8

// The values of OuvertReveal.
const (
	OuvertAllPlayers    OuvertReveal = iota // all four players. Default.
	OuvertDefendersOnly                     // the declarer's opponents only
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

// orders[t][x][f] is the bidding order of tariff t with the extra
// contracts x added and the Farbendreier kept when f is 1
// (doc/koenigrufen.md §4.1, §13.1 ExtraContracts and Farbendreier), and
// ranks[t][x][f][c] the rank of contract c in it, from 1 for the lowest;
// 0 when it does not list c.
var orders, ranks = func() (o [numTariffs][4][2][]TariffEntry, r [numTariffs][4][2][numContracts]uint8) {
	for t, entries := range tariffs {
		for x := range ExtraContracts(4) {
			for f := range 2 {
				o[t][x][f] = bidOrder(entries, x, f == 1)
				for i, e := range o[t][x][f] {
					r[t][x][f][e.Contract] = uint8(i + 1)
				}
			}
		}
	}
	return
}()

// bidOrder returns the rows of a tariff with the extra contracts x that it
// does not list, each just above its base contract with that contract's
// value ((N) of doc/koenigrufen.md §13.1 ExtraContracts), and without the
// Farbendreier unless farbendreier.
func bidOrder(entries []TariffEntry, x ExtraContracts, farbendreier bool) []TariffEntry {
	listed := func(c Contract) bool {
		for _, e := range entries {
			if e.Contract == c {
				return true
			}
		}
		return false
	}
	var out []TariffEntry
	for _, e := range entries {
		if e.Contract == Farbendreier && !farbendreier {
			continue
		}
		out = append(out, e)
		switch {
		case e.Contract == Piccolo && x&ExtraZwiccolo != 0 && !listed(Zwiccolo):
			out = append(out, TariffEntry{Zwiccolo, e.Won, e.Lost, false})
		case e.Contract == PiccoloOuvert && x&ExtraZwiccoloOuvert != 0 && !listed(ZwiccoloOuvert):
			out = append(out, TariffEntry{ZwiccoloOuvert, e.Won, e.Lost, false})
		}
	}
	return out
}

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

// order returns the contracts of the rules in bidding order from the
// lowest (doc/koenigrufen.md §4.1, §13.3): the tariff with the extra
// contracts added and the Farbendreier left out when it is off. It
// allocates nothing.
func (r *Rules) order() []TariffEntry {
	if r.Tariff >= numTariffs {
		return nil
	}
	return orders[r.Tariff][r.ExtraContracts&3][b2i(r.Farbendreier)]
}

// rank returns where c stands in the bidding order of the rules (from 1),
// or 0 when the rules do not list it: not in the tariff, or the
// Farbendreier switched off (doc/koenigrufen.md §4.1, §5.2 rank).
func (r *Rules) rank(c Contract) int {
	if r.Tariff >= numTariffs || c >= numContracts {
		return 0
	}
	return int(ranks[r.Tariff][r.ExtraContracts&3][b2i(r.Farbendreier)][c])
}

// entry returns the row of c in the bidding order of r.
func (r *Rules) entry(c Contract) TariffEntry {
	if k := r.rank(c); k > 0 {
		return r.order()[k-1]
	}
	return TariffEntry{}
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
// fields: values out of range, a BirdCallers that does not fit the
// Tariff, and Sacks, which the sources do not define well enough to play
// (doc/koenigrufen.md §13.1).
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
		bad("BirdCallers %v does not fit Tariff %v, which needs %v", r.BirdCallers, r.Tariff, birdCallersOf[r.Tariff])
	}
	if r.Holding > HoldNone {
		bad("Holding %d out of range", r.Holding)
	}
	if r.ForehandOpening > OpenVorhandOrSechserdreier {
		bad("ForehandOpening %d out of range", r.ForehandOpening)
	}
	if r.FourKings > FourKingsPassForehand {
		bad("FourKings %d out of range", r.FourKings)
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
	if r.FivePlayerTable > FivePlayerDealerSitsOut {
		bad("FivePlayerTable %d out of range", r.FivePlayerTable)
	}
	if r.Knock > KnockGrabStacks {
		bad("Knock %d out of range", r.Knock)
	}
	if r.RedealNoTarock > RedealNoTarockOrLoneTrull {
		bad("RedealNoTarock %d out of range", r.RedealNoTarock)
	}
	if r.ExtraContracts > ExtraZwiccolo|ExtraZwiccoloOuvert {
		bad("ExtraContracts %d out of range", r.ExtraContracts)
	}
	if r.TrischakenTalon > TrischakenTalonForehandChooses {
		bad("TrischakenTalon %d out of range", r.TrischakenTalon)
	}
	if r.TrischakenMustBeat > TrischakenMustBeatForehandChooses {
		bad("TrischakenMustBeat %d out of range", r.TrischakenMustBeat)
	}
	if r.TrischakenLead > TrischakenLeadHighestTarockFirst {
		bad("TrischakenLead %d out of range", r.TrischakenLead)
	}
	if r.Kaiserstich > KaiserstichMondSkusPagatOrder {
		bad("Kaiserstich %d out of range", r.Kaiserstich)
	}
	if r.OuvertReveal > OuvertDefendersOnly {
		bad("OuvertReveal %d out of range", r.OuvertReveal)
	}
	if r.ColourMinSuitCards != 0 && r.ColourMinSuitCards != 6 {
		bad("ColourMinSuitCards %d is neither 0 nor 6", r.ColourMinSuitCards)
	}
	if r.Sacks {
		bad("Sacks: the Säcke are not defined well enough to implement (doc/koenigrufen.md §13.1)")
	}
	if r.ValatScoring > ValatFixed10_20Tirol {
		bad("ValatScoring %d out of range", r.ValatScoring)
	}
	if r.KontraLedger > KontraScoreToo {
		bad("KontraLedger %d out of range", r.KontraLedger)
	}
	if r.TrischakenPayment > TrischakenPaymentWien2020 {
		bad("TrischakenPayment %d out of range", r.TrischakenPayment)
	}
	if r.TwoVirgins > TwoVirginsFullEach {
		bad("TwoVirgins %d out of range", r.TwoVirgins)
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
