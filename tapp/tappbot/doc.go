// Package tappbot holds computer players for Tapp Tarock (package tapp) that
// plug into package tarock/bot and the duplicate matches of package
// tarock/arena.
//
// [NewHeuristic] is a rule-of-thumb player: it sees only its seat's
// tapp.Observation and the legal moves, judges its hand by counting
// tarocks (the Sküs and the Mond above all) and kings, bids and holds
// accordingly, picks the talon half and the discards that help most,
// announces Pagat Ultimo only with a long tarock holding, and in play wins
// tricks with points as cheaply as it can, smears counting cards on a
// partner's trick and keeps the Pagat for the last trick. [NewSearch] plays
// the cards by search: at each card play it draws determinizations of its
// observation (uniform over the consistent deals, tapp.Determinize),
// evaluates every legal card on each by playouts or, near the end, exact
// alpha-beta search (package tarock/search), and plays the best on average;
// its other decisions are the heuristic player's. [NewRandom] is
// the uniformly random player. The per-contract statistics of an arena
// match come from the deal's outcome (arena.Judge).
//
// Every player draws its random choices (tie-breaks only, for the
// heuristic player) from the *rand.Rand it is given, so a seeded match is
// reproducible.
package tappbot
