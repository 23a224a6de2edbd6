package koenigrufen

// The types of the options of Rules (doc/koenigrufen.md §13.1), each with
// its values; their text is in text.go and options_text.go.

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

// KnockMode says whether the cutter may knock and how a knocked deal is
// dealt (doc/koenigrufen.md §3 rule 5), named as tapp.KnockMode.
type KnockMode uint8

// The values of KnockMode.
const (
	KnockOff        KnockMode = iota // the pack is cut. Default.
	KnockGrabStacks                  // four stacks of twelve, chosen in turn
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
