package tapp

// The types of the options of Rules (doc/tapp.md §13.1), each with its
// values; their text is in enums.go and text.go.

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
	// last (Graz; S). Modelled as a parameter of [DealKnocked] ([Knock]).
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
	// FourthKing1821: the 1821 "König" ([Result.Fourth]) takes no
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
