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
//     ColourMinSuitCards, Threshold, AnnounceTiming, Reservation,
//     ForbidEarlyWinWithReserved, MaxKontraLevel, KontraWindow,
//     PartnerKontraVoid and ColourKontraOrValat; [Rules.Validate], option text
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
//   - The announcement phase (doc/koenigrufen.md §8.1–§8.5): the
//     declarer's opening with his premiums (the compulsory bird of a
//     Besserrufer), compound moves of premiums and Kontra, Re, Sub on
//     the game, the premiums and, in negative contracts, each defender's
//     game, at the first opportunity, up to MaxKontraLevel; who may
//     announce what, once per player and once per premium, "Kontra or
//     Valat" in colour contracts, three "good" in a row; the void Kontras
//     (on one's partner, in a Solorufer with the king in the talon) and
//     who knows the partnership (doc/koenigrufen.md §6.2). Trischaken has
//     no phase. [State.Announced], [State.Announcer], [State.Raised].
//   - The reservations announced premiums bring into the play
//     (doc/koenigrufen.md §8.6) under Reservation and
//     ForbidEarlyWinWithReserved.
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
//   - The premiums of the options Quapil and Mondfang, and the
//     interplay of an announced Valat with Trull and Alle Könige under
//     ValatScoring (doc/koenigrufen.md §8.4); the bird of the bid under
//     BirdCallers other than BirdCallersBesserrufer.
//   - The settlement (doc/koenigrufen.md §11): Result and its items; a
//     played deal's Outcome has zero game points. Only the concession of
//     doc/koenigrufen.md §6.3 is paid.
//   - Observation per seat with the hidden partner (doc/koenigrufen.md
//     §6.2), determinization, game records, Match, the text and JSON of
//     every value but Move, and the players of a koenigrufenbot package.
//   - The options Knock, RedealNoTarock, FivePlayerTable, ExtraContracts,
//     SechserdreierTalonShown, the Trischaken options, TwoVirgins,
//     Kaiserstich, Mondfang, Sacks, Absolut, Quapil, SilentFailureCounts,
//     ValatScoring, ValatTakesTalon, KontraLedger, OuvertReveal
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
//	say Trull kontra game    announcements: premiums and raises (re Uhu, re game:2)
//	play KH                  play: a card
//
// [Move.String] writes the canonical form and [ParseMove] reads it back.
package koenigrufen
