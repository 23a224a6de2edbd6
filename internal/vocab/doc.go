// Package vocab holds the shared vocabulary of the three game packages
// (tapp, strohmandel, koenigrufen) as a table its tests check: the same
// concept has the same name, the same shape and the same text in every
// game that has it (doc/guide.md, "The shared API side by side").
//
// The tests read the exported API of the three packages with go/types from
// the compiler's export data, and check
//
//   - each concept of the table: the identifier each game uses for it
//     exists, is of the same kind (type, function, method, field,
//     constant) and has the same shape, with the games' own types, the
//     names of parameters, and the sizes named by the concept (Players,
//     MaxHistory, …) taken out;
//   - every identifier that two or three games share, whether the table
//     names it or not: the same shape, so that a drift nobody listed fails
//     too, unless a difference of the games' rules is listed with its
//     reason;
//   - every exported type without exported fields (a value the games keep
//     packed): it has a text or JSON form of its own, so that it never
//     marshals as {};
//   - the text of the shared values: the same concept prints the same
//     words, as the move notation and JSON read them (case aside).
//
// A difference that a change in progress is to remove is listed as an
// exception; the tests fail when an exception no longer applies, so that
// the list only shrinks.
package vocab
