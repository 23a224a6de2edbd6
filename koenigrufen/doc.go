// Package koenigrufen implements Königrufen, the four-player Tarock game
// with a called king, as written down in its rule book doc/koenigrufen.md,
// on the template the games tapp and strohmandel share (doc/design.md §9).
// The default rule set [AustrianTarockCup2023] follows the rules of the
// Austrian Tarock Cup (doc/koenigrufen.md §0.3, §13.2).
//
// Seats are numbered in turn order (package tarock): seat 0 is forehand,
// seat 1 middlehand, seat 2 rearhand, seat 3 the dealer; bidding and play
// go from seat i to seat i+1 (doc/koenigrufen.md §0.4, §2).
//
// A deal is played as a sequence of immutable [State] values:
//
//	st, err := koenigrufen.NewGame(koenigrufen.AustrianTarockCup2023, koenigrufen.Shuffled(rng))
//	var buf []koenigrufen.Move
//	for !st.Done() {
//		buf = st.AppendLegalMoves(buf[:0])
//		st, err = st.Apply(buf[rng.IntN(len(buf))])
//	}
//	out := st.Outcome()
//
// # What is implemented so far
//
// This is the foundation of the package; the rest of the rule book follows
// on the same State without a change of design.
//
//   - Rules (doc/koenigrufen.md §13.1) with the fields the implemented
//     phases read: DealPattern, Tariff (the four tariffs of
//     doc/koenigrufen.md §13.3 as data, [Tariff.Contracts]), BirdCallers,
//     Farbendreier, Holding, ForehandOpening, SolodreierEndsAuction,
//     FourKings, CallOwnKing, KingInTalon, SoloruferKingInTalon,
//     ColourMinSuitCards and Threshold; [Rules.Validate], option text
//     ([Rules.Options], [Rules.WithOption]) and the preset
//     [AustrianTarockCup2023] ([Presets], [Preset]).
//   - The deal (doc/koenigrufen.md §3): [Deal], [DealFrom] with both deal
//     patterns, [Shuffled], [NewDeal], [NewGame].
//   - The auction (doc/koenigrufen.md §5): "Vorhand", the Sechserdreier as
//     forehand's first word, Rufer after "Vorhand" and three passes,
//     bidding strictly higher, passing for good, forehand's hold, the end
//     at a Solodreier nobody can hold, and what the hand must hold
//     (doc/koenigrufen.md §5.1 rule 7), under every implemented option.
//   - The king call (doc/koenigrufen.md §6.1): a suit whose king the
//     declarer does not hold (any suit under CallOwnKingAllowed), or the
//     fourth king; the partner is the holder of the called king.
//   - The talon (doc/koenigrufen.md §7.1, §7.2): a half taken in a Rufer
//     or a Dreier, all six in the Sechserdreier, none in the Solorufer and
//     the Solodreier; Schleifen with the called king in the talon
//     (doc/koenigrufen.md §6.3(a)), under both values of KingInTalon.
//   - The discard of the tarock contracts (doc/koenigrufen.md §7.3).
//   - The frame of the announcement phase (doc/koenigrufen.md §8.4): the
//     declarer's "lie" without premiums and three "good".
//   - The history of a deal ([State.AppendHistory], [State.Deal]), game
//     records ([Game], [Replay], [ReplayText], [State.Record]; the result
//     comment a summary of the Outcome until the settlement exists), the
//     [Observation] of each seat with the called king and the partner as
//     far as it knows them (doc/koenigrufen.md §6.2), [Determinize] and
//     [NewDeterminizer], uniform with the partner hidden, and [Match],
//     which records a deal's [tarock.Outcome] for now.
//   - Text and JSON (doc/notation.md "JSON"): MarshalText and
//     UnmarshalText of every enumerated type and option of Rules (the
//     name of the Go constant), of [Premiums] ("Trull+PagatUltimo") and
//     of [Move] (its notation); the JSON of [Rules], [Event] and
//     [Observation] (the called king and the partner null while the seat
//     does not know them).
//   - The play of the positive tarock contracts (doc/koenigrufen.md §9.1–§9.3)
//     with the obligations tarock.Standard, and each party's card points
//     (doc/koenigrufen.md §7.4, §10) in [State.Outcome].
//
// # What is not implemented yet
//
//   - The contracts Trischaken, Piccolo, Bettel, Piccolo ouvert, Bettel
//     ouvert, the Zwiccolos, the colour contracts Farbendreier and
//     Farbensolo, and the Besserrufer with its bird callers: the auction
//     does not offer them, and a bid of one is refused with
//     tarock.ErrNotAllowed ("… is not implemented yet"). Some contract is
//     always open to forehand after three passes (the Rufer, the Dreier,
//     the Solodreier), so every deal can be played.
//   - Premiums, their announcement and the reservations they bring into
//     the play, Kontra, Re and Sub (doc/koenigrufen.md §8): the declarer's
//     opening offers no premium.
//   - The settlement (doc/koenigrufen.md §11): Result and its items; a
//     played deal's Outcome has zero game points. Only the concession of
//     doc/koenigrufen.md §6.3 is paid.
//   - The players of a koenigrufenbot package.
//   - The options Knock, RedealNoTarock, FivePlayerTable, ExtraContracts,
//     SechserdreierTalonShown, the Trischaken options, TwoVirgins,
//     Kaiserstich, Mondfang, Sacks, Absolut, Quapil, SilentFailureCounts,
//     ValatScoring, ValatTakesTalon, AnnounceTiming, Reservation,
//     ForbidEarlyWinWithReserved, KontraLedger, MaxKontraLevel,
//     KontraWindow, PartnerKontraVoid, ColourKontraOrValat, OuvertReveal
//     and PlayOutNegative have no field yet; BirdCallers other than
//     BirdCallersBesserrufer and FourKings other than
//     FourKingsNoCallingContract are refused by [Rules.Validate]; so the
//     presets Wien2020 and Sauwald2019 of doc/koenigrufen.md §13.2 are
//     not offered yet.
//
// # Move notation
//
// A [Move] is a keyword and its arguments separated by spaces
// (doc/koenigrufen.md "Move notation"); keywords and names are read in any
// case, cards in the notation of package deck. The seat is not written.
//
//	vorhand                  auction: forehand's opening, committing to nothing
//	pass                     auction: out for good
//	hold                     auction: forehand holds the standing contract
//	bid Dreier               auction: a contract by its Go name
//	call hearts, call H      call: the king of a suit
//	call fourth              call: the fourth king
//	concede                  talon: Schleifen (concede Kakadu in a Besserrufer)
//	take A, take B           talon: a half
//	discard 4H 7S 8S         discard: lay cards away
//	lie                      announcements: the declarer's opening (lie Trull …)
//	good                     announcements: "gut"
//	play KH                  play: a card
//
// [Move.String] writes the canonical form and [ParseMove] reads it back.
package koenigrufen
