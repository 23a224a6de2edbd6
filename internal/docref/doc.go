// Package docref holds no code, only tests: TestReferencesResolve reads
// every .go and .md file of the module and fails on each "§" reference that
// does not name a file of the module and a numbered section of that file.
//
// The forms it reads are described in doc/design.md §6.2: a file name
// followed by one or more sections (doc/tapp.md §5.2, doc/tapp.md §5.2,
// §6.1, doc/tapp.md §5.2–§5.3, doc/tapp.md §§5.2, 6.1), a reference
// continued on the next comment line, and a quoted heading after a file
// name (doc/notation.md "Game records"). A bare section number is allowed
// only inside the numbered books doc/tapp.md, doc/strohmandel.md,
// doc/koenigrufen.md and doc/design.md, where it means a section of the
// same book.
//
// TestNamesExist reads the code spans of doc/design.md and fails on each
// file or identifier it names that the module does not have (doc/design.md
// §6.2). TestPackagesListed checks the other way: it fails on each package
// of the module that the table of doc/design.md §1 does not name, and on
// each source file of a game package, its players or its specs that the
// page names nowhere.
package docref
