package docref

import (
	"fmt"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
)

// gamePackages are the folders whose every source file doc/design.md §5.1
// names: the game packages, their players and their specs.
var gamePackages = []string{
	"tapp", "tapp/tappbot", "tapp/tapptest",
	"strohmandel", "strohmandel/strohbot", "strohmandel/strohmandeltest",
	"koenigrufen", "koenigrufen/koenigrufenbot", "koenigrufen/koenigrufentest",
}

// TestPackagesListed fails on every package of the module that the
// package table of doc/design.md §1 does not name, and on every source
// file of a game package, its players or its specs that the page does not
// name (§5.1), so that the page describes the module as it is.
func TestPackagesListed(t *testing.T) {
	bad, err := unlisted(os.DirFS("../.."), "doc/design.md", gamePackages)
	if err != nil {
		t.Fatal(err)
	}
	if len(bad) > 0 {
		t.Errorf("doc/design.md does not name %d packages or files:\n%s", len(bad), strings.Join(bad, "\n"))
	}
}

// TestUnlistedChecker runs the check on a small tree.
func TestUnlistedChecker(t *testing.T) {
	fsys := fstest.MapFS{
		"doc/design.md": {Data: []byte("# Design\n\n## 1. Packages\n\n" +
			"| Package | Owns |\n|---|---|\n| `deck` | cards, not `tarock` |\n| `tapp`, `tapp/tappbot` | a game |\n| `examples/…` | programs |\n\n" +
			"## 5. Inside\n\n`layout.go` of every game; `tapp/dummy.go`.\n\n" +
			"| Phase | Tapp Tarock |\n|---|---|\n| play | `play.go` |\n\n" +
			"| Part | `tapp/tappbot` |\n|---|---|\n| random | `random.go`, `play.go` |\n")},
		"deck/card.go":             {Data: []byte("package deck\n")},
		"tarock/trick.go":          {Data: []byte("package tarock\n")},
		"tapp/layout.go":           {Data: []byte("package tapp\n")},
		"tapp/play.go":             {Data: []byte("package tapp\n")},
		"tapp/dummy.go":            {Data: []byte("package tapp\n")},
		"tapp/random.go":           {Data: []byte("package tapp\n")},
		"tapp/play_test.go":        {Data: []byte("package tapp\n")},
		"tapp/testdata/x.go":       {Data: []byte("package x\n")},
		"tapp/tappbot/random.go":   {Data: []byte("package tappbot\n")},
		"tapp/tappbot/search.go":   {Data: []byte("package tappbot\n")},
		"examples/play/main.go":    {Data: []byte("package main\n")},
		"examples/internal/x/x.go": {Data: []byte("package x\n")},
		"internal/long/long.go":    {Data: []byte("package long\n")},
		"internal/vocab/v_test.go": {Data: []byte("package vocab\n")},
	}
	got, err := unlisted(fsys, "doc/design.md", []string{"tapp", "tapp/tappbot"})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"package examples/internal/x: not in the table of §1",
		"package internal/long: not in the table of §1",
		"package internal/vocab: not in the table of §1",
		"package tarock: not in the table of §1",
		"tapp/random.go: named nowhere",
		"tapp/tappbot/search.go: named nowhere",
	}
	if !slices.Equal(got, want) {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// unlisted returns, sorted, each package of fsys that the first column of
// the table in section 1 of book does not name ("examples/…" names every
// program in examples/), and each source file in the folders files that
// book names nowhere: neither by its path, nor by its name outside a
// table's package column or in the column of its folder.
func unlisted(fsys fs.FS, book string, files []string) ([]string, error) {
	data, err := fs.ReadFile(fsys, book)
	if err != nil {
		return nil, err
	}
	listed := map[string]bool{}
	inSection := false
	for _, line := range strings.Split(string(data), "\n") {
		switch {
		case strings.HasPrefix(line, "## "):
			inSection = strings.HasPrefix(line, "## 1.")
		case inSection && strings.HasPrefix(line, "| "):
			first := strings.Split(strings.Trim(line, "|"), "|")[0]
			for _, m := range spanRE.FindAllStringSubmatch(first, -1) {
				listed[m[1]] = true
			}
		}
	}
	named := map[string]bool{} // "folder/file", or "/file" for a name outside a package's column
	err = eachSpan(data, func(_ int, span, column string) {
		if !fileRE.MatchString(span) {
			return
		}
		if !strings.Contains(span, "/") {
			span = column + "/" + span
		}
		named[span] = true
	})
	if err != nil {
		return nil, err
	}

	var bad []string
	fset := token.NewFileSet()
	seen := map[string]bool{}
	err = fs.WalkDir(fsys, ".", func(p string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if e.IsDir() {
			if e.Name() == "testdata" || strings.HasPrefix(e.Name(), ".") && p != "." {
				return fs.SkipDir
			}
			return nil
		}
		dir, name := path.Split(p)
		dir = strings.TrimSuffix(dir, "/")
		if !strings.HasSuffix(name, ".go") || dir == "" {
			return nil
		}
		test := strings.HasSuffix(name, "_test.go")
		if !seen[dir] {
			seen[dir] = true
			src, err := fs.ReadFile(fsys, p)
			if err != nil {
				return err
			}
			f, err := parser.ParseFile(fset, p, src, parser.PackageClauseOnly)
			if err != nil {
				return err
			}
			program := f.Name.Name == "main" && strings.HasPrefix(dir, "examples/") && listed["examples/…"]
			if !listed[dir] && !program {
				bad = append(bad, fmt.Sprintf("package %s: not in the table of §1", dir))
			}
		}
		if !test && slices.Contains(files, dir) && !named[p] && !named["/"+name] && !named[dir+"/"+name] {
			bad = append(bad, fmt.Sprintf("%s: named nowhere", p))
		}
		return nil
	})
	slices.Sort(bad)
	return bad, err
}
