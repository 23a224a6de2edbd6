package tapp

import (
	"errors"
	"fmt"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/internal/intern"
	"github.com/tarockfamily/sdk/scoring"
	"github.com/tarockfamily/sdk/tarock"
)

// Rules is one complete set of Tapp Tarock rules: one field per option of the
// variant catalogue (doc/tapp.md §13.1, same names) and the value
// tables as data. It is a plain comparable value; a custom variant is a copy
// of a preset with some fields changed:
//
//	r := tapp.MayrSedlaczek2001
//	r.TalonMode = tapp.TalonFixedHalf
//
// [Rules.Validate] (called by [NewGame]) rejects contradictory combinations.
// The zero value is not a valid rule set; start from a preset.
type Rules struct {
	// Pack is the set of cards in play (doc/tapp.md §1.1, §11.1.1;
	// doc/design.md §10); zero means deck.Pack54, the pack of every
	// preset. The talon keeps six cards and the rest is shared among the
	// three players, so the pack sets the hand size and the number of
	// tricks; [Rules.CardsInPlay] returns it. Validate accepts the 54
	// cards with the 16-card packet orders and 42 cards with Packets42.
	Pack deck.Set `json:",omitempty"`
	// DealPackets is the packet order of an ordinary deal (doc/tapp.md §3, §13.1).
	DealPackets DealPackets
	// KnockAllowed lets the cutter knock instead of cutting; then each
	// player receives his 16 cards in one packet (doc/tapp.md §3; [EN-WP]).
	KnockAllowed bool
	// KnockMode says how a knocked deal is dealt (doc/tapp.md §3).
	KnockMode KnockMode
	// KnockNeedsForehandConsent: a knock counts only if forehand consents
	// (doc/tapp.md §3; 1821).
	KnockNeedsForehandConsent bool
	// RedealNoTarock: a deal in which a hand holds no tarock is thrown in
	// before the auction (doc/tapp.md §3). The resolution for Tapp is (N), not in the
	// sources: taken from the sister games.
	RedealNoTarock bool
	// Ladder is the list of contracts that can be bid (doc/tapp.md §4, §11).
	Ladder Ladder
	// Tapper enables the 1821 lowest bid Tapper (doc/tapp.md §5.2.1): only forehand at
	// his first turn; if it stands, the deal is not played and forehand
	// receives Values.Tapper (half the Stake under Scoring1821) from each
	// other player. The mechanics are (N), not in the sources.
	Tapper bool
	// Holding says who may hold an overcalled bid (doc/tapp.md §5.1, §5.2).
	Holding Holding
	// ImmediateHolding selects the single-round auction in which an
	// overcalled player answers at once in a duel (doc/tapp.md §5.2.1). The exact state
	// machine is (N), not in the sources.
	ImmediateHolding bool
	// SoloOnlyAtFirstTurn allows a jump to Solo (bidding Solo while the
	// standing contract is below the one just under Solo) only at a player's
	// first turn in the auction (doc/tapp.md §5.2.1; the scope is (N)).
	SoloOnlyAtFirstTurn bool
	// SoloHoldable1821: when another player bids Solo and forehand has bid
	// a Dreier or more and not passed, forehand is asked at once to hold
	// (and play the Solo himself) or pass (doc/tapp.md §5.2.1; 1821 section 19; the mechanics
	// are (N)).
	SoloHoldable1821 bool
	// AllPass says what happens when nobody bids (doc/tapp.md §5.3).
	AllPass AllPass
	// TalonMode says which talon cards the declarer may take and who sees
	// them (doc/tapp.md §6.1, §6.3).
	TalonMode TalonMode
	// TarockDiscard says whether and how tarocks may be discarded (doc/tapp.md §6.1,
	// §6.3).
	TarockDiscard TarockDiscard
	// Announcements says which announcements the declarer may make (doc/tapp.md §7).
	Announcements Announcements
	// Kontra enables Kontra, Re and Sub after the announcements (doc/tapp.md §7; [DE-WP],
	// [ALS]).
	Kontra bool
	// FirstLead says who leads to the first trick (doc/tapp.md §8).
	FirstLead FirstLead
	// ValatScoring says what a Valat is worth (doc/tapp.md §10.5, §11).
	ValatScoring ValatScoring
	// DefenderValat says what the defenders score for taking all 16 tricks
	// (doc/tapp.md §10.5; (N), not in the sources).
	DefenderValat DefenderValat
	// HandBonuses says which hand bonuses are scored (doc/tapp.md §10.6).
	HandBonuses HandBonuses
	// HandBonusMoment says which hand the hand bonuses are judged on (doc/tapp.md §10.6).
	HandBonusMoment HandBonusMoment
	// HandBonusPayment says who pays a hand bonus (doc/tapp.md §10.2, §10.6).
	HandBonusPayment HandBonusPayment
	// Scoring selects the modern tariff or the 1821 stake scoring (doc/tapp.md §10, §11).
	Scoring Scoring
	// Stake is the 1821 base stake (Consolation) in game points, used only
	// with Scoring = Scoring1821; 50 in the preset (doc/tapp.md §11).
	Stake int
	// Consolation says how the 1821 consolations and point multipliers
	// derive, used only with Scoring1821 (doc/tapp.md §11, §11.1.7):
	// from Stake (ConsolationStake1821, the zero value) or from the
	// 42-card table (ConsolationTable42).
	Consolation Consolation
	// Threshold is the least number of card points, in thirds, with which
	// the declarer wins the game: 107 (35⅔) by default, 106 (35⅓) in the
	// Threshold35_1of3 option (doc/tapp.md §9.3). Since Tapp piles are whole points
	// the two differ only with TalonMode = TalonCardCount.
	Threshold scoring.Points
	// FourthPlayer says what a fourth person at the table does (doc/tapp.md §13.1;
	// 1821; (N) for the details, see [FourthPlayer]).
	FourthPlayer FourthPlayer
	// Dummy1829 plays the 1829 game for two with a dummy stack
	// (doc/tapp.md §11.2): seats 0 (forehand, the non-dealer) and 1 (the
	// dealer); the third hand of the deal is the dummy, a face-down stack
	// whose top card ([Deal.Dummy]) the winner of each two-card trick adds
	// to his trick. Every amount paid by each defender is paid once, by
	// the one opponent. The library's reading (N) needs the 54 cards,
	// AllPassRedeal and neither ImmediateHolding, Kontra nor a fourth
	// player.
	Dummy1829 bool `json:",omitempty"`
	// DummyCard says whether the dummy card a trick's winner takes is
	// shown to both players or stays face down until the count
	// (doc/tapp.md §11.2); only with Dummy1829.
	DummyCard DummyCard `json:",omitempty"`
	// Values holds the game values and bonuses of the modern tariff in game
	// points per defender (doc/tapp.md §10.1). Under Scoring1821 the amounts derive from
	// Stake instead, except Trischaken's.
	Values Values
}

// Values is the value table of the modern tariff (doc/tapp.md §10.1,
// Mayr & Sedlaczek 2001 via [EN-WP]): every amount is in game points and is
// paid per defender (or, for a hand bonus under HandBonusPayment =
// BonusHolderFromEach, by each other player).
type Values struct {
	Tapper  int // the Tapper (doc/tapp.md §5.2.1): 1 with the modern tariff ([ALS])
	Dreier  int // 3
	Unterer int // 4
	Oberer  int // 5
	Solo    int // 8

	PagatUltimo              int // silent Pagat Ultimo in Dreier/Unterer/Oberer: 4
	PagatUltimoAnnounced     int // announced: 8
	PagatUltimoSolo          int // silent, in a Solo: 8
	PagatUltimoSoloAnnounced int // announced, in a Solo: 16

	Valat          int // silent Valat, replaces the game value (ValatFixed): 12
	ValatAnnounced int // announced Valat (ValatFixed): 24

	Trull      int // Sküs, Mond and Pagat in one hand: 3
	KingsTrull int // all four kings in one hand (Königstrull): 3
	Heads      int // exactly two of the three Trull cards (Köpfe): 1

	// TrischakenLoser is paid by the player with the most card points to
	// each other player in Trischaken: 5 (doc/tapp.md §5.3, Illustrated Tarock).
	TrischakenLoser int
	// TrischakenNoTrick is received from each other player by a player who
	// took no trick in Trischaken: 5 (doc/tapp.md §5.3, Illustrated Tarock).
	TrischakenNoTrick int
}

// Tariff2001 is the value table of Mayr & Sedlaczek 2001 (doc/tapp.md
// §10.1, via [EN-WP]; identical in [ALS]) with the Trischaken values of doc/tapp.md §5.3.
var Tariff2001 = Values{
	Tapper: 1, Dreier: 3, Unterer: 4, Oberer: 5, Solo: 8,
	PagatUltimo: 4, PagatUltimoAnnounced: 8, PagatUltimoSolo: 8, PagatUltimoSoloAnnounced: 16,
	Valat: 12, ValatAnnounced: 24,
	Trull: 3, KingsTrull: 3, Heads: 1,
	TrischakenLoser: 5, TrischakenNoTrick: 5,
}

// DealPackets is the packet order of a deal (doc/tapp.md §3).
type DealPackets uint8

// The packet orders of doc/tapp.md §3. In each the talon is the six cards laid in the
// talon step; its lower half is the first three of them.
const (
	// Packets4x4: talon (3 + 3) first, then four rounds of four cards to
	// forehand, middlehand and dealer ([EN-WP], [DE-WP], [ALS]). Default.
	Packets4x4 DealPackets = iota
	// Packets2x8: talon first, then two rounds of eight ([KRU], [FURR], [TG]).
	Packets2x8
	// Packets1821: talon first, then each player in turn two packets of
	// four, twice (1821). The hands equal those of Packets2x8.
	Packets1821
	// PacketsEightTalonEight: eight to each player, the talon (cards 24–29
	// of the pack), eight to each player (Dreiertarock / Illustrated 2016).
	PacketsEightTalonEight
	// Packets42: the talon first, then each player in turn two packets of
	// three, twice: the 12-card hands of a 42-card pack (doc/tapp.md
	// §11.1.2, 1821 part E).
	Packets42
)

// KnockMode is how a deal is dealt after the cutter knocks (doc/tapp.md §3).
type KnockMode uint8

// The knock modes of doc/tapp.md §3.
const (
	// KnockOnePacket: the talon, then 16 cards in one packet to forehand,
	// middlehand and dealer ([EN-WP]). Default.
	KnockOnePacket KnockMode = iota
	// KnockGrazChoose: the talon, then three 16-card stacks; forehand
	// chooses one, middlehand one of the other two, the dealer keeps the
	// last (Graz; S). Modelled as a parameter of [DealFrom] ([Knock]).
	KnockGrazChoose
)

// Ladder is the list of contracts that can be bid (doc/tapp.md §4, §11).
type Ladder uint8

// The ladders.
const (
	// LadderModern: Dreier < Unterer < Oberer < Solo ([EN-WP]). Default.
	LadderModern Ladder = iota
	// Ladder1821: Dreier < Solo, no Unterer and no Oberer (1821; with the
	// Tapper option also Tapper below Dreier).
	Ladder1821
	// Ladder1821Pack42: Dreier < Zweier < Einer < Solo, buying three, two,
	// one and no talon cards (doc/tapp.md §11.1.3; 1821 part E). Only with
	// Pack = deck.Pack42; a Solo ends the auction at once.
	Ladder1821Pack42
)

// Holding says who may hold (doc/tapp.md §5.1, §5.2).
type Holding uint8

// The holding rules.
const (
	// HoldSeniority: any overcalled earlier speaker may hold ([EN-WP]). Default.
	HoldSeniority Holding = iota
	// HoldForehandOnly: only forehand may hold ([DE-WP], [KRU], 1821).
	HoldForehandOnly
)

// AllPass says what happens when all three players pass (doc/tapp.md §5.3).
type AllPass uint8

// The all-pass rules.
const (
	// AllPassRedeal: the cards are thrown in without score (default; (N),
	// not in the sources).
	AllPassRedeal AllPass = iota
	// AllPassTrischaken: an all-against-all game with must-beat and the
	// Pagat only as the last tarock; the player with the most card points
	// pays (doc/tapp.md §5.3; Illustrated Tarock values).
	AllPassTrischaken
	// AllPassRauben: the dealer may keep talon cards for the next deal
	// ([DE-WP]). Simplified: the deal is thrown in as with AllPassRedeal and
	// the [Result] says that the dealer may rob the talon; the next deal is
	// outside one State.
	AllPassRauben
)

// TalonMode says which talon cards the declarer takes and who sees them
// (doc/tapp.md §6.1, §6.3).
type TalonMode uint8

// The talon modes of doc/tapp.md §6.3.
const (
	// TalonFreeChoice: both halves are shown to everyone; the declarer of a
	// Dreier, Unterer or Oberer takes either half ([EN-WP]). Default.
	TalonFreeChoice TalonMode = iota
	// TalonFixedHalf: Dreier as the default; Unterer must take the lower
	// half, Oberer the upper half. Only the prescribed half is shown to
	// everyone; the other half is seen by nobody (Unger 1923, Parlett 2008,
	// via [EN-WP]). Showing the taken half is (N).
	TalonFixedHalf
	// TalonFixedHalfUnexposed: as TalonFixedHalf, but in Unterer and Oberer
	// only the declarer sees the half he takes ([FURR]).
	TalonFixedHalfUnexposed
	// TalonFixedHalfBothExposed: as TalonFixedHalf, but in Unterer and Oberer
	// both halves are shown to everyone ([KRU]).
	TalonFixedHalfBothExposed
	// TalonCardCount: Dreier as the default; Unterer takes two adjacent
	// talon cards and discards two, Oberer takes one card and discards one;
	// both halves shown ([DE-WP]). Which cards are adjacent is (N): the
	// pairs are talon positions 1–2, 3–4 and 5–6 in the order laid.
	TalonCardCount
	// TalonTop3Unexposed: the declarer takes the upper half ("the top three
	// cards") unseen by the others and without choice (1821 section 20).
	TalonTop3Unexposed
)

// TarockDiscard says whether tarocks may be discarded (doc/tapp.md §6.1, §6.3).
type TarockDiscard uint8

// The tarock discard rules.
const (
	// DiscardForcedShown: tarocks II–XX only when fewer than the required
	// number of plain cards (neither tarock nor king) are held; each one is
	// shown to the defenders ([EN-WP]). Default.
	DiscardForcedShown TarockDiscard = iota
	// DiscardForbidden: tarocks may never be discarded ([KRU]); the (N)
	// fallback for a hand with too few plain cards is the default's, so in
	// play this rule behaves exactly as DiscardForcedShown.
	DiscardForbidden
	// DiscardForcedAnnouncedOnly: as the default, but the defenders learn
	// only how many tarocks were discarded, not which (1821 section 22).
	DiscardForcedAnnouncedOnly
)

// Announcements says which announcements the declarer may make (doc/tapp.md §7).
type Announcements uint8

// The announcement rules.
const (
	// AnnouncementsOneOf: Pagat Ultimo or Valat or none ([EN-WP]: "one of two
	// announcements"; [TG]). Default.
	AnnouncementsOneOf Announcements = iota
	// AnnouncementsBoth: also both together ((N), not in the sources).
	AnnouncementsBoth
	// AnnouncementsPagatOnly: only Pagat Ultimo; a Valat is never announced
	// (1821).
	AnnouncementsPagatOnly
)

// FirstLead says who leads to the first trick (doc/tapp.md §8).
type FirstLead uint8

// The first-lead rules.
const (
	// LeadForehand: forehand leads whoever is declarer ([EN-WP]). Default.
	LeadForehand FirstLead = iota
	// LeadDeclarer: the declarer leads ([FURR]).
	LeadDeclarer
)

// ValatScoring says what a Valat is worth (doc/tapp.md §10.5, §11).
type ValatScoring uint8

// The Valat scorings.
const (
	// ValatFixed (catalogue value Fixed12_24): Values.Valat silent and
	// Values.ValatAnnounced announced, 12 and 24 ([EN-WP], [TG]). Default.
	ValatFixed ValatScoring = iota
	// ValatMultiplier (catalogue value Multiplier4_8): 4 × the game value
	// silent, 8 × announced ([ALS], [KRU], [FURR]).
	ValatMultiplier
	// ValatStake1821: 10 × Stake, in a Solo 20 × Stake (1821). An announced
	// Valat, which 1821 does not know, is worth twice that ((N)).
	ValatStake1821
)

// DefenderValat says what the defenders score for taking all 16 tricks
// (doc/tapp.md §10.5). The sources are silent; both values are (N).
type DefenderValat uint8

// The defenders' Valat rules.
const (
	// DefenderValatSilentMirror: the declarer pays the silent Valat value to
	// each defender instead of the game value (the mirror image of the
	// declarer's silent Valat; (N)). Default.
	DefenderValatSilentMirror DefenderValat = iota
	// DefenderValatNone: no special rule; the game is lost on card points
	// as usual ((N), an extra value of this library).
	DefenderValatNone
)

// HandBonuses says which hand bonuses are scored (doc/tapp.md §10.6).
type HandBonuses uint8

// The hand bonus sets.
const (
	// BonusesTrullKingsHeads (catalogue value TrullKingsKoepfe): Trull,
	// Königstrull and Köpfe ([EN-WP]). Default.
	BonusesTrullKingsHeads HandBonuses = iota
	// BonusesTrullKings: Trull and Königstrull, no Köpfe (1821).
	BonusesTrullKings
	// BonusesOff: no hand bonuses ([KRU], [FURR]).
	BonusesOff
)

// HandBonusMoment says which hand the bonuses are judged on (doc/tapp.md §10.6).
type HandBonusMoment uint8

// The hand bonus moments.
const (
	// BonusAsDealt: the hand as dealt ([EN-WP] "opening hand"). Default.
	BonusAsDealt HandBonusMoment = iota
	// BonusAfterTalon: the declarer's hand after taking the talon and
	// before discarding (1821 section 14); the defenders' hands as dealt.
	BonusAfterTalon
)

// HandBonusPayment says who pays a hand bonus (doc/tapp.md §10.2, §10.6).
type HandBonusPayment uint8

// The hand bonus payments.
const (
	// BonusParty: a declarer's bonus is paid by each defender to him; a
	// defender's bonus is paid by the declarer to each defender (doc/tapp.md §10.2).
	// Default.
	BonusParty HandBonusPayment = iota
	// BonusHolderFromEach: the holder receives the value from each other
	// player (1821).
	BonusHolderFromEach
)

// Scoring selects the scoring system (doc/tapp.md §10, §11).
type Scoring uint8

// The scoring systems.
const (
	// ScoringTariff2001: flat values from Rules.Values (Mayr & Sedlaczek
	// 2001). Default.
	ScoringTariff2001 Scoring = iota
	// Scoring1821: the 1821 Consolation scoring with Rules.Stake (doc/tapp.md §11):
	// Dreier Stake + 2 × the card points above or below 35, Solo 2 × Stake
	// + 4 × the difference; bonuses in stakes.
	Scoring1821
)

// Consolation says where the consolations and point multipliers of the
// 1821 stake scoring come from (doc/tapp.md §11, §11.1.7).
type Consolation uint8

// The consolation tables.
const (
	// ConsolationStake1821: Tapper ½, Dreier 1 and Solo 2 × Stake; the
	// card points above or below half the pack count ×2 in a Dreier and
	// ×4 in a Solo (doc/tapp.md §11). Default.
	ConsolationStake1821 Consolation = iota
	// ConsolationTable42: the table of the 42-card game, for a stake of
	// 30: Tapper 15, Dreier 30, Zweier 50, Einer 100, Solo 150, the
	// points ×2, ×3, ×4 and ×6, on the rounded count (doc/tapp.md
	// §11.1.6, §11.1.7; 1821 part E). Stake still values the honours,
	// Pagat Ultimo and the Volat.
	ConsolationTable42
)

// FourthPlayer says what a fourth person at the table does (doc/tapp.md §13.1).
type FourthPlayer uint8

// The fourth-player rules.
const (
	// FourthNone: three at the table. Default.
	FourthNone FourthPlayer = iota
	// FourthSitsOut: a fourth person deals and sits out; the game and its
	// settlement are those of three players (modern custom; (N)).
	FourthSitsOut
	// FourthKing1821: the 1821 "König" (seat 3 of [Result.Deltas]) takes no
	// cards but wins and loses with the defenders: every payment made to or
	// by "each defender" or "each other player" includes him ((N) for the
	// details). He takes no part in Trischaken.
	FourthKing1821
)

// DummyCard says what the players see of the dummy card a trick's winner
// takes in the 1829 game (doc/tapp.md §11.2).
type DummyCard uint8

// The dummy card rules.
const (
	// DummyShown: the card is turned face up for both players before it
	// joins the trick, and is known from then on. Default.
	DummyShown DummyCard = iota
	// DummyHidden: the card joins the trick face down, unseen by both
	// players until the count.
	DummyHidden
)

// MayrSedlaczek2001 is the default rule set: modern Tapp Tarock after
// W. Mayr and R. Sedlaczek, Das große Tarockbuch (2001), pp. 105–110, as
// summarised by the English Wikipedia (doc/tapp.md §13.2).
var MayrSedlaczek2001 = Rules{
	DealPackets:  Packets4x4,
	KnockAllowed: true,
	Threshold:    scoring.Majority,
	Values:       Tariff2001,
}

// FixedHalf is the default with TalonMode = TalonFixedHalf: Unterer and
// Oberer must take their fixed half (doc/tapp.md §13.2; after Unger
// 1923 and Parlett 2008, cited by [EN-WP]).
var FixedHalf = with(func(r *Rules) { r.TalonMode = TalonFixedHalf })

// AlscherMultiplierValat is the default with ValatScoring = ValatMultiplier
// (doc/tapp.md §13.2; H.-J. Alscher, "Tarockvarianten").
var AlscherMultiplierValat = with(func(r *Rules) { r.ValatScoring = ValatMultiplier })

// ImmediateHolding is the default with ImmediateHolding = true: the original
// single-round auction in which an overcalled player answers at once
// (doc/tapp.md §5.2, §5.2.1; named by [EN-WP], the
// state machine is (N)).
var ImmediateHolding = with(func(r *Rules) { r.ImmediateHolding = true })

// ForehandHolding is the default with Holding = HoldForehandOnly: only
// forehand may hold (doc/tapp.md §5.2; [DE-WP], [KRU], 1821).
var ForehandHolding = with(func(r *Rules) { r.Holding = HoldForehandOnly })

// Tapp1821 is the game of the 1821 Vienna booklet "Theoretisch-praktische
// Anweisung … Tarok-Tappen-Spiels" (doc/tapp.md §11, §13.2): Tapper,
// Dreier (upper half, unseen) and Solo; forehand-only holding with the Solo
// take-over; stake scoring with Stake 50.
var Tapp1821 = with(func(r *Rules) {
	r.Ladder = Ladder1821
	r.Tapper = true
	r.TalonMode = TalonTop3Unexposed
	r.Holding = HoldForehandOnly
	r.SoloHoldable1821 = true
	r.KnockNeedsForehandConsent = true
	r.DealPackets = Packets1821
	r.TarockDiscard = DiscardForcedAnnouncedOnly
	r.Announcements = AnnouncementsPagatOnly
	r.HandBonuses = BonusesTrullKings
	r.HandBonusMoment = BonusAfterTalon
	r.HandBonusPayment = BonusHolderFromEach
	r.Scoring = Scoring1821
	r.Stake = 50
	r.ValatScoring = ValatStake1821
})

// Tapp1821Pack42 is the 42-card game of the same book (doc/tapp.md
// §11.1, §13.2): Tapp1821 with the 42 cards dealt in packets of three,
// the ladder Tapper < Dreier < Zweier < Einer < Solo buying three, two,
// one and no talon cards unseen, a Solo that ends the auction, the
// consolation table of the 42-card game with stake 30, and the win at
// 34 of 66 card points (101 thirds).
var Tapp1821Pack42 = func() Rules {
	r := Tapp1821
	r.Pack = deck.Pack42
	r.DealPackets = Packets42
	r.Ladder = Ladder1821Pack42
	r.SoloHoldable1821 = false
	r.Consolation = ConsolationTable42
	r.Stake = 30
	r.Threshold = scoring.MajorityOf(scoring.Count(deck.Pack42))
	return r
}()

// Strohmandel1829 is the 1829 game for two, "Tarok-Tappen unter zwei
// Personen oder das sogenannte Strohmandel" (doc/tapp.md §11.2, §13.2;
// doc/strohmandel.md §10): Tapp1821 for two seats with a 16-card dummy
// stack whose top card goes to each trick's winner, shown to both.
var Strohmandel1829 = func() Rules {
	r := Tapp1821
	r.Dummy1829 = true
	r.DummyCard = DummyShown
	return r
}()

func with(change func(*Rules)) Rules {
	r := MayrSedlaczek2001
	change(&r)
	return r
}

// Presets lists the named presets with their names, in the order of
// doc/tapp.md §13.2 followed by the auction presets.
func Presets() []NamedRules {
	return []NamedRules{
		{Name: "MayrSedlaczek2001", Rules: MayrSedlaczek2001},
		{Name: "FixedHalf", Rules: FixedHalf},
		{Name: "AlscherMultiplierValat", Rules: AlscherMultiplierValat},
		{Name: "Tapp1821", Rules: Tapp1821},
		{Name: "Tapp1821Pack42", Rules: Tapp1821Pack42},
		{Name: "Strohmandel1829", Rules: Strohmandel1829},
		{Name: "ImmediateHolding", Rules: ImmediateHolding},
		{Name: "ForehandHolding", Rules: ForehandHolding},
	}
}

// CardsInPlay returns the cards in play: r.Pack, or deck.Pack54 when it
// is zero (doc/design.md §10).
func (r Rules) CardsInPlay() deck.Set { return cardsInPlay(r.Pack) }

// cardsInPlay returns pack, or deck.Pack54 when it is zero.
func cardsInPlay(pack deck.Set) deck.Set {
	if pack == 0 {
		return deck.Pack54
	}
	return pack
}

// HandSize returns the number of cards dealt to each player, which is the
// number of tricks: the cards in play less the six of the talon, shared
// among three (16 with 54 cards, 12 with 42; doc/tapp.md §3, §11.1.2).
func (r Rules) HandSize() int { return handSize(r.Pack) }

// handSize returns the hand size of a deal of pack (zero: 54 cards).
func handSize(pack deck.Set) int {
	if pack == 0 {
		return 16
	}
	return (cardsInPlay(pack).Len() - talonSize) / 3
}

// total returns the card points of the cards in play (doc/tapp.md §9.1,
// §11.1.1): 210 thirds with 54 cards.
func (r *Rules) total() scoring.Points {
	if r.Pack == 0 {
		return scoring.Total
	}
	return scoring.Count(r.Pack)
}

// talonSize is the number of talon cards (doc/tapp.md §3).
const talonSize = 6

// packetHands is the hand size each packet order deals (doc/tapp.md §3,
// §11.1.2).
var packetHands = [...]int{Packets4x4: 16, Packets2x8: 16, Packets1821: 16, PacketsEightTalonEight: 16, Packets42: 12}

// checkPack reports through bad a pack the deal cannot deal (doc/tapp.md
// §3, §11.1.2): cards that are not cards, or a size other than six talon
// cards and three hands of the size the packet order deals.
func (r Rules) checkPack(bad func(format string, args ...any)) {
	pack := r.CardsInPlay()
	if !pack.Valid() {
		bad("Rules.Pack holds bits that are not cards")
		return
	}
	if int(r.DealPackets) >= len(packetHands) {
		return // refused as out of range
	}
	if h := packetHands[r.DealPackets]; pack.Len() != talonSize+3*h {
		bad("Rules.Pack has %d cards, but Rules.DealPackets = %v deals a talon of %d and three hands of %d: %d cards",
			pack.Len(), r.DealPackets, talonSize, h, talonSize+3*h)
	}
}

// MaxValue is the largest game value, bonus or Stake a rule set may hold,
// in game points (2^20). Validate rejects larger ones.
const MaxValue = 1 << 20

// Validate returns nil for a consistent rule set. Otherwise it returns an
// error wrapping [tarock.ErrInvalidRules] (one per problem, joined with
// errors.Join) that names the fields concerned. It rejects: option values out
// of range; values and a Stake that are negative or above [MaxValue] (so that
// no settlement can overflow and every rule set can be written in a game
// record); a pack the packet order cannot deal (54 cards with the 16-card
// orders, 42 with Packets42) or that holds bits that are not cards;
// Threshold outside 1 to the card points of the pack (210 thirds for 54
// cards); Scoring1821 with
// Stake ≤ 0, with LadderModern (1821 has no values for Unterer and Oberer)
// or with Köpfe (1821 has no value for them); an odd Stake with the Tapper
// under Scoring1821 (half the stake must be whole); ValatStake1821 without
// Scoring1821 and ValatMultiplier with it; KnockMode = KnockGrazChoose or
// KnockNeedsForehandConsent without KnockAllowed.
func (r Rules) Validate() error {
	var errs []error
	bad := func(format string, args ...any) {
		errs = append(errs, fmt.Errorf("tapp: "+format+": %w", append(args, tarock.ErrInvalidRules)...))
	}
	ranges := []struct {
		name string
		v, n uint8
	}{
		{"DealPackets", uint8(r.DealPackets), 5},
		{"KnockMode", uint8(r.KnockMode), 2},
		{"Ladder", uint8(r.Ladder), 3},
		{"Holding", uint8(r.Holding), 2},
		{"AllPass", uint8(r.AllPass), 3},
		{"TalonMode", uint8(r.TalonMode), 6},
		{"TarockDiscard", uint8(r.TarockDiscard), 3},
		{"Announcements", uint8(r.Announcements), 3},
		{"FirstLead", uint8(r.FirstLead), 2},
		{"ValatScoring", uint8(r.ValatScoring), 3},
		{"DefenderValat", uint8(r.DefenderValat), 2},
		{"HandBonuses", uint8(r.HandBonuses), 3},
		{"HandBonusMoment", uint8(r.HandBonusMoment), 2},
		{"HandBonusPayment", uint8(r.HandBonusPayment), 2},
		{"Scoring", uint8(r.Scoring), 2},
		{"Consolation", uint8(r.Consolation), 2},
		{"FourthPlayer", uint8(r.FourthPlayer), 3},
		{"DummyCard", uint8(r.DummyCard), 2},
	}
	for _, f := range ranges {
		if f.v >= f.n {
			bad("Rules.%s = %d is not one of its %d values", f.name, f.v, f.n)
		}
	}
	v := r.Values
	for _, f := range []struct {
		name string
		v    int
	}{
		{"Tapper", v.Tapper}, {"Dreier", v.Dreier}, {"Unterer", v.Unterer}, {"Oberer", v.Oberer}, {"Solo", v.Solo},
		{"PagatUltimo", v.PagatUltimo}, {"PagatUltimoAnnounced", v.PagatUltimoAnnounced},
		{"PagatUltimoSolo", v.PagatUltimoSolo}, {"PagatUltimoSoloAnnounced", v.PagatUltimoSoloAnnounced},
		{"Valat", v.Valat}, {"ValatAnnounced", v.ValatAnnounced},
		{"Trull", v.Trull}, {"KingsTrull", v.KingsTrull}, {"Heads", v.Heads},
		{"TrischakenLoser", v.TrischakenLoser}, {"TrischakenNoTrick", v.TrischakenNoTrick},
	} {
		if f.v < 0 || f.v > MaxValue {
			bad("Rules.Values.%s = %d is outside 0..%d", f.name, f.v, MaxValue)
		}
	}
	if r.Stake < 0 || r.Stake > MaxValue {
		bad("Rules.Stake = %d is outside 0..%d", r.Stake, MaxValue)
	}
	if total := r.total(); r.Threshold < 1 || r.Threshold > total {
		bad("Rules.Threshold = %d thirds is outside 1..%d, the card points of the pack", int(r.Threshold), int(total))
	} else {
		r.checkThreshold(bad)
	}
	r.checkPack(bad)
	r.checkCombinations(bad)
	return errors.Join(errs...)
}

// checkThreshold reports through bad a Threshold that does not fit a pack
// other than the 54 cards (doc/tapp.md §9.3, §11.1.6): about half of its
// card points, scoring.MajorityOf(total) with a third either side (101
// thirds, 33⅔, give or take a third with 42 cards), and under
// Ladder1821Pack42 exactly that majority, since the 42-card result is
// fixed by the rounded count (34 wins, 33 is a draw).
func (r Rules) checkThreshold(bad func(format string, args ...any)) {
	if r.Pack == 0 {
		return
	}
	total := r.total()
	want := scoring.MajorityOf(total)
	switch {
	case r.Ladder == Ladder1821Pack42 && r.Threshold != want:
		bad("Rules.Threshold = %d thirds: Ladder1821Pack42 wins with %d thirds, a rounded %d of %d card points (doc/tapp.md §11.1.6)",
			int(r.Threshold), int(want), want.Whole(), total.Whole())
	case r.Threshold < want-1 || r.Threshold > want+1:
		bad("Rules.Threshold = %d thirds is not about half of the pack's %d thirds: want %d (scoring.MajorityOf), give or take a third",
			int(r.Threshold), int(total), int(want))
	}
}

// checkCombinations reports through bad the options that contradict each
// other (the 1821 stake scoring with the modern ladder, Köpfe or an odd
// stake for the Tapper; the Valat scoring of the other system; a knock mode
// without knocking), for [Rules.Validate].
func (r Rules) checkCombinations(bad func(format string, args ...any)) {
	if r.Scoring == Scoring1821 {
		if r.Stake <= 0 {
			bad("Rules.Scoring = Scoring1821 needs Rules.Stake > 0, got %d", r.Stake)
		}
		if r.Ladder == LadderModern {
			bad("Rules.Scoring = Scoring1821 has no values for Unterer and Oberer: needs Rules.Ladder = Ladder1821")
		}
		if r.HandBonuses == BonusesTrullKingsHeads {
			bad("Rules.Scoring = Scoring1821 has no value for Köpfe: needs Rules.HandBonuses = BonusesTrullKings or BonusesOff")
		}
		if r.Tapper && r.Stake%2 != 0 {
			bad("Rules.Tapper under Rules.Scoring = Scoring1821 is worth half the stake: Rules.Stake = %d must be even", r.Stake)
		}
		if r.ValatScoring == ValatMultiplier {
			bad("Rules.ValatScoring = ValatMultiplier needs the flat game values of Rules.Scoring = ScoringTariff2001")
		}
	} else if r.ValatScoring == ValatStake1821 {
		bad("Rules.ValatScoring = ValatStake1821 needs Rules.Scoring = Scoring1821")
	}
	r.checkLadder42(bad)
	r.checkDummy(bad)
	if !r.KnockAllowed {
		if r.KnockMode != KnockOnePacket {
			bad("Rules.KnockMode = KnockGrazChoose needs Rules.KnockAllowed")
		}
		if r.KnockNeedsForehandConsent {
			bad("Rules.KnockNeedsForehandConsent needs Rules.KnockAllowed")
		}
	}
}

// checkLadder42 reports through bad the options the 42-card ladder and
// consolation table need (doc/tapp.md §11.1.3, §11.1.4, §11.1.7):
// Ladder1821Pack42 needs the 42 cards, TalonTop3Unexposed (the top
// three, two or one talon cards, unseen) and Scoring1821 with
// ConsolationTable42, the only values of Zweier and Einer;
// ConsolationTable42 needs Scoring1821.
func (r Rules) checkLadder42(bad func(format string, args ...any)) {
	if r.Consolation == ConsolationTable42 && r.Scoring != Scoring1821 {
		bad("Rules.Consolation = ConsolationTable42 needs Rules.Scoring = Scoring1821")
	}
	if r.Ladder != Ladder1821Pack42 {
		return
	}
	if r.Pack != deck.Pack42 {
		bad("Rules.Ladder = Ladder1821Pack42 needs Rules.Pack = Pack42, got %d cards", r.CardsInPlay().Len())
	}
	if r.TalonMode != TalonTop3Unexposed {
		bad("Rules.Ladder = Ladder1821Pack42 buys the top talon cards unseen: needs Rules.TalonMode = TalonTop3Unexposed")
	}
	if r.Scoring != Scoring1821 || r.Consolation != ConsolationTable42 {
		bad("Rules.Ladder = Ladder1821Pack42 has values only in Rules.Consolation = ConsolationTable42 under Rules.Scoring = Scoring1821")
	}
}

// rulesTable holds the shared, never modified copy of each rule set that a
// State points to.
var rulesTable intern.Table[Rules]

// shareRules returns the shared copy of r.
func shareRules(r Rules) *Rules { return rulesTable.Of(r) }
