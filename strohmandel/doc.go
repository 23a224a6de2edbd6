// Package strohmandel implements Strohmandeln (Strohmann-Tarock,
// Zweiertarock, Straw Man Tarock), the two-player Tarock game with
// strawmen, played with the 54-card pack of package deck. The rules are
// those of doc/strohmandel.md; doc/strohmandel.md says how each rule,
// option and scoring system is implemented.
//
// # The game in brief
//
// Each player gets 15 hand cards and three face-down strawman piles of four
// ([Deal], [Shuffled], [DealFrom]). Forehand (seat 0, the non-dealer) and
// then the dealer (seat 1) decide to take up the game or pass; a player
// without a tarock in his hand may throw in ([Rules].ThrowInNoTarock). After
// the decision each pile is revealed: its top card is turned; a tarock or a
// King goes face up into the owner's hand and the next card is turned; any
// other card stays face up as the pile's top (the FaceUpTop); the last card
// of a pile goes into the hand unseen. A player plays from his hand and his
// face-up tops; when a top is used, the pile is revealed further after the
// trick. All 27 tricks are played; 35⅔ card points win. A smaller pack
// ([Rules].Pack: 44 or 34 cards, [ShuffledPack], [DealFrom]) keeps the
// piles of four and shortens the hands (doc/design.md §10). The 40-card
// game of Zwanzigerrufen players (doc/strohmandel.md §11.1, preset
// [Zwanziger40], [Rules].Glatzen) deals ten hand cards and piles of four,
// three and three, plays 20 tricks and adds the card values simply: 45 of
// 88 win ([Rules.Counting]). The 1829 game for two with a dummy stack
// (doc/strohmandel.md §10) is a rule set of package tapp:
// tapp.Strohmandel1829.
//
// A [State] is an immutable value: [State.Apply] returns a new state. The
// reveal happens inside Apply. States satisfy [tarock.Game], so the
// module's bots and test helpers work with them. [State.Result] settles a
// finished deal under the [Rules]; [Match] keeps the score over many deals.
// [State.Observation] gives what one seat may see, and [Determinize] turns
// an observation back into a full state consistent with it. [State.Record]
// and [Replay] write and read game records (package tarock/record).
//
// # Move notation
//
// A [Move] prints as one line of lower-case words that [ParseMove] reads
// back (case-insensitively; cards in any form of [deck.ParseCard]):
//
//	takeup                 Ich nehme auf: take up the game (become declarer)
//	pass                   Weiter: pass
//	throwin                throw in a hand without tarock (same dealer redeals)
//	continue               the dealer without tarock declines to throw in
//	announce pagatultimo   announce Pagat Ultimo (Tirol announcements)
//	announce trull         announce the Trull in tricks (Tirol)
//	announce kingstrull    announce the four Kings in tricks (Tirol)
//	kontra                 double the game item (Rules.Kontra)
//	re                     redouble after a Kontra
//	ready                  end one's turn of the announcement phase
//	play KH                play a card: T1 … T21, Skus, KH, QD, 10S, 7C, AH …
//	play Skus trull        play a card announcing the Trull in hand
//	play KH kingstrull     play a King announcing the Königstrull in hand
//	play T17 ross          play XVII calling "Ross!"
//	play T18 topschin      lead XVIII calling "Topschin!"
//
// # Units
//
// Card points are counted exactly in thirds ([scoring.Points]: 70 card
// points are 210 thirds). Game points, what the players pay each other, are
// whole numbers ([Result].Deltas, [Item].Value).
package strohmandel
