package cli

import (
	"flag"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/tarockfamily/sdk/games"
)

// sharedFuncs maps each function of this package that defines a shared
// flag to the flag's name.
var sharedFuncs = map[string]string{
	"GameVar": "game", "PresetVar": "preset", "PlayersVar": "players", "LevelVar": "level",
	"DealsVar": "deals", "MatchDealsVar": "deals", "SeedVar": "seed", "JSONVar": "json",
	"SamplesVar": "samples", "BudgetVar": "budget", "ProgressVar": "progress",
}

// synonyms are other names for the shared flags, which no program may
// take: the shared name says it.
var synonyms = []string{"n", "num", "count", "number", "rounds", "games", "g", "rules", "variant",
	"opponents", "opponent", "bots", "bot", "player", "kind", "kinds", "difficulty", "strength",
	"rng", "random", "randseed", "jsonl", "sims", "simulations", "time", "timeout", "verbose-progress"}

// flagMethods maps the methods of flag.FlagSet that define a flag to the
// index of the flag's name among their arguments.
var flagMethods = map[string]int{
	"StringVar": 1, "IntVar": 1, "BoolVar": 1, "Uint64Var": 1, "Int64Var": 1, "UintVar": 1,
	"Float64Var": 1, "DurationVar": 1, "Var": 1, "TextVar": 1,
	"String": 0, "Int": 0, "Bool": 0, "Uint64": 0, "Int64": 0, "Uint": 0, "Float64": 0,
	"Duration": 0, "Func": 0, "BoolFunc": 0,
}

// program is what the sources of one program in examples/ say about its
// flags.
type program struct {
	name   string
	shared []string       // the shared flags it takes, by name
	own    map[string]int // its own flags, by name, with the line defining each
	file   string         // the file defining the first of them
	tested map[string]bool
	// checks reports whether a test calls clitest.CheckMisuses or lists
	// misuses by hand (a Case or a reason beginning with a flag).
	checks bool
}

// readPrograms reads the programs in dir (examples/): the flags each
// defines and the flags its tests misuse.
func readPrograms(t *testing.T, dir string) []*program {
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []*program
	fset := token.NewFileSet()
	for _, e := range entries {
		if !e.IsDir() || e.Name() == "internal" {
			continue
		}
		p := &program{name: e.Name(), own: map[string]int{}, tested: map[string]bool{}}
		files, _ := filepath.Glob(filepath.Join(dir, e.Name(), "*.go"))
		for _, file := range files {
			f, err := parser.ParseFile(fset, file, nil, parser.SkipObjectResolution)
			if err != nil {
				t.Fatal(err)
			}
			if strings.HasSuffix(file, "_test.go") {
				p.readTest(f)
			} else {
				p.readFlags(fset, file, f)
			}
		}
		if len(p.shared)+len(p.own) > 0 {
			out = append(out, p)
		}
	}
	return out
}

// readFlags records the flags the source f defines.
func (p *program) readFlags(fset *token.FileSet, file string, f *ast.File) {
	ast.Inspect(f, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		sel, ok := call.Fun.(*ast.SelectorExpr)
		if !ok {
			return true
		}
		pkg, _ := sel.X.(*ast.Ident)
		name := ""
		switch {
		case pkg != nil && pkg.Name == "cli" && sharedFuncs[sel.Sel.Name] != "":
			p.shared = append(p.shared, sharedFuncs[sel.Sel.Name])
			return true
		case pkg != nil && pkg.Name == "cli" && (sel.Sel.Name == "NaturalVar" || sel.Sel.Name == "DurationVar") && len(call.Args) > 2:
			name = stringLit(call.Args[2])
		case pkg != nil && pkg.Name != "cli":
			if i, ok := flagMethods[sel.Sel.Name]; ok && len(call.Args) >= 3 && i < len(call.Args) {
				name = stringLit(call.Args[i])
			}
		}
		if name != "" {
			p.own[name] = fset.Position(call.Pos()).Line
			if p.file == "" {
				p.file = filepath.Base(file)
			}
		}
		return true
	})
}

// readTest records the shared flags whose misuses the test f lists: by
// name in a call of clitest.Misuses or MisusesAfter, or by hand in the
// arguments of a case ("-deals", "-json=maybe").
func (p *program) readTest(f *ast.File) {
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CallExpr:
			sel, ok := n.Fun.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			if pkg, _ := sel.X.(*ast.Ident); pkg == nil || pkg.Name != "clitest" {
				return true
			}
			switch sel.Sel.Name {
			case "CheckMisuses":
				p.checks = true
			case "Misuses", "MisusesAfter":
				p.checks = true
				for _, a := range n.Args {
					if s := stringLit(a); s != "" {
						p.tested[s] = true
					}
				}
			}
		case *ast.BasicLit:
			if s := stringLit(n); strings.HasPrefix(s, "-") {
				name, _, _ := strings.Cut(s[1:], "=")
				p.tested[name] = true
			}
		}
		return true
	})
}

// stringLit returns the value of a string literal, or "".
func stringLit(e ast.Expr) string {
	lit, ok := e.(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return ""
	}
	s, err := strconv.Unquote(lit.Value)
	if err != nil {
		return ""
	}
	return s
}

// TestProgramsShareFlags reads the source of every program in examples/
// and fails when a program defines a shared flag (package cli: game,
// preset, players, level, deals, seed, json, samples, budget, progress)
// itself rather than through this package, or takes a synonym of one
// ("-n" for -deals), when two programs define a flag of the same name
// each on its own (it belongs here then, with one meaning and one help
// text), or when a program's tests do not check its command line
// (clitest.CheckMisuses) with a misuse of each shared flag it takes
// (clitest.Misuses, which gives every program the same reasons).
func TestProgramsShareFlags(t *testing.T) {
	programs := readPrograms(t, "../..")
	if len(programs) < 7 {
		t.Fatalf("found %d programs in examples/, want the 7 or more there are", len(programs))
	}
	definedBy := map[string][]string{}
	for _, p := range programs {
		for name, line := range p.own {
			definedBy[name] = append(definedBy[name], p.name)
			switch {
			case shared[name] != "":
				t.Errorf("%s/%s:%d defines -%s itself: use the function of package cli", p.name, p.file, line, name)
			case slices.Contains(synonyms, name):
				t.Errorf("%s/%s:%d defines -%s, another name for a shared flag: use the shared one", p.name, p.file, line, name)
			}
		}
		if !p.checks {
			t.Errorf("%s: no test checks its command line with clitest", p.name)
		}
		for _, name := range p.shared {
			if !p.tested[name] {
				t.Errorf("%s takes -%s, but its tests list no misuse of it (clitest.Misuses(%q))", p.name, name, name)
			}
		}
	}
	for name, progs := range definedBy {
		if len(progs) > 1 {
			slices.Sort(progs)
			t.Errorf("-%s is defined by %s each on its own: define it once in package cli", name, strings.Join(progs, " and "))
		}
	}
}

// TestReadPrograms checks the reading of a program's flags and tests on
// a small tree.
func TestReadPrograms(t *testing.T) {
	dir := t.TempDir()
	write := func(name, src string) {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("a/main.go", `package main
func main() {
	cli.DealsVar(fs, &d, 1, "")
	cli.SeedVar(fs, &s, 1, "")
	fs.IntVar(&n, "n", 1, "deals")
	x := fs.String("out", "", "file")
	cli.NaturalVar(fs, &w, "workers", 0, "")
	b.String()
}`)
	write("a/main_test.go", `package main
func TestMisuse(t *testing.T) {
	clitest.CheckMisuses(t, "a", append(clitest.Misuses("deals"), clitest.Case{Args: []string{"-out=x"}}))
}`)
	write("internal/x/x.go", "package x\nfunc f() { fs.IntVar(&n, \"hidden\", 1, \"\") }\n")
	got := readPrograms(t, dir)
	if len(got) != 1 {
		t.Fatalf("read %d programs, want 1", len(got))
	}
	p := got[0]
	own := slices.Sorted(func(yield func(string) bool) {
		for k := range p.own {
			if !yield(k) {
				return
			}
		}
	})
	if p.name != "a" || !slices.Equal(p.shared, []string{"deals", "seed"}) || !slices.Equal(own, []string{"n", "out", "workers"}) ||
		!p.checks || !p.tested["deals"] || !p.tested["out"] || p.tested["seed"] {
		t.Errorf("read %+v", *p)
	}
}

// TestSharedHelp checks that each shared flag's help text begins with the
// text of its concept, followed by the program's note.
func TestSharedHelp(t *testing.T) {
	fs := flag.NewFlagSet("prog", flag.ContinueOnError)
	var (
		game, preset, players, level string
		deals, samples               int
		asJSON, progress             bool
		seed                         uint64
		budget                       time.Duration
	)
	GameVar(fs, &game, games.Tapp, "a note")
	PresetVar(fs, &preset)
	PlayersVar(fs, &players, "", "a note")
	LevelVar(fs, &level)
	DealsVar(fs, &deals, 1, "(0: a note)")
	SeedVar(fs, &seed, 1, "a note")
	JSONVar(fs, &asJSON, "a note")
	SamplesVar(fs, &samples)
	BudgetVar(fs, &budget, 0, "")
	ProgressVar(fs, &progress)
	seen := 0
	fs.VisitAll(func(f *flag.Flag) {
		seen++
		base := shared[f.Name]
		if base == "" || !strings.HasPrefix(f.Usage, base) {
			t.Errorf("-%s: help %q, want it to begin %q", f.Name, f.Usage, base)
		}
		switch note := strings.TrimPrefix(f.Usage, base); f.Name {
		case "game", "players", "seed", "json":
			if note != "; a note" {
				t.Errorf("-%s: note %q, want %q", f.Name, note, "; a note")
			}
		case "deals":
			if note != " (0: a note)" {
				t.Errorf("-%s: note %q, want %q", f.Name, note, " (0: a note)")
			}
		case "budget", "progress":
			if note != "" {
				t.Errorf("-%s: note %q, want none", f.Name, note)
			}
		}
	})
	if seen != len(shared) {
		t.Errorf("%d shared flags defined, %d listed", seen, len(shared))
	}
	if want := "the game `NAME`: " + orList(games.Games()); gameHelp != want {
		t.Errorf("-game: help %q, want %q", gameHelp, want)
	}
	fs = flag.NewFlagSet("prog", flag.ContinueOnError)
	MatchDealsVar(fs, &deals)
	if f := fs.Lookup("deals"); f == nil || f.Usage != dealsHelp+" (of the match; 0: one round)" || f.Value.Set("0") != nil {
		t.Errorf("MatchDealsVar: %+v", f)
	}
}

// orList joins names as "a, b or c".
func orList(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}
