package docref

import (
	"bufio"
	"bytes"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path"
	"regexp"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
)

// namedBooks are the pages whose code spans name files and identifiers of
// the module, each of which must exist (doc/design.md §6.2).
var namedBooks = []string{"doc/design.md"}

// gameColumns maps the heading of a table column to the package whose
// files a bare file name in that column names (doc/design.md §5.1).
var gameColumns = map[string]string{
	"Tapp Tarock":  "tapp",
	"Strohmandeln": "strohmandel",
	"Königrufen":   "koenigrufen",
}

// TestNamesExist fails on every file and identifier a code span of
// doc/design.md names that the module does not have, one line each:
// file:line: `span`: reason.
func TestNamesExist(t *testing.T) {
	fsys := os.DirFS("../..")
	for _, book := range namedBooks {
		bad, err := checkNames(fsys, book)
		if err != nil {
			t.Fatal(err)
		}
		if len(bad) > 0 {
			t.Errorf("%d names do not exist:\n%s", len(bad), strings.Join(bad, "\n"))
		}
	}
}

// TestNamesChecker runs the name check on a small tree and compares what it
// reports.
func TestNamesChecker(t *testing.T) {
	fsys := fstest.MapFS{
		"doc/design.md": {Data: []byte("# Design\n\n" +
			"`tapp/play.go`, `play.go`, `presets.go`, `tapp/none.go` and `doc/x.md`.\n" +
			"`tapp.Rules`, `tapp.Preset`, `tapp.Rules.Validate`, `tapp.Rules.Nope`, `tarock.Seat`.\n" +
			"`Rules.Validate`, `Rules.Pack`, `Order.Pack`, `s.apply()`, `s.gone(h)`, `Done`, `Gone`.\n" +
			"`<game>/rules.go`, `play <card>`, `on/off`, `tarock/record`, `tarock/nothing`.\n" +
			"```\n`gone.go`\n```\n" +
			"| Phase | Tapp Tarock | Königrufen |\n|---|---|---|\n" +
			"| play | `play.go` | `play.go`, `call.go` |\n")},
		"tapp/play.go":        {Data: []byte("package tapp\n\nfunc (s *State) apply() {}\n\nfunc (s head) Done() bool { return true }\n")},
		"tapp/rules.go":       {Data: []byte("package tapp\n\ntype Rules struct{ Pack int }\n\nfunc (r Rules) Validate() error { return nil }\n\nfunc Preset() {}\n")},
		"tapp/call.go":        {Data: []byte("package tapp\n")},
		"koenigrufen/play.go": {Data: []byte("package koenigrufen\n\ntype Order int\n")},
		"tarock/seat.go":      {Data: []byte("package tarock\n\ntype Seat int\n")},
		"tarock/record/r.go":  {Data: []byte("package record\n")},
	}
	got, err := checkNames(fsys, "doc/design.md")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"doc/design.md:3: `presets.go`: no such file in the module",
		"doc/design.md:3: `tapp/none.go`: no such file or folder in the module",
		"doc/design.md:3: `doc/x.md`: no such file or folder in the module",
		"doc/design.md:4: `tapp.Rules.Nope`: no field or method Nope",
		"doc/design.md:5: `Order.Pack`: no field or method Pack",
		"doc/design.md:5: `s.gone(h)`: no field or method gone",
		"doc/design.md:5: `Gone`: declared nowhere in the module",
		"doc/design.md:6: `tarock/nothing`: no such file or folder in the module",
		"doc/design.md:12: `call.go`: no such file in koenigrufen",
	}
	slices.Sort(want)
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

var (
	// spanRE is a code span of one line.
	spanRE = regexp.MustCompile("`([^`]+)`")
	// fileRE is a file name with an extension the module has.
	fileRE = regexp.MustCompile(`^[A-Za-z0-9_./-]+\.(?:go|md|txt)$`)
	// pathRE is a path of folders.
	pathRE = regexp.MustCompile(`^[a-z0-9_]+(?:/[a-z0-9_]+)+/?$`)
	// identRE is an identifier, optionally qualified and called.
	identRE = regexp.MustCompile(`^([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*)(?:\([A-Za-z0-9_, ]*\))?$`)
)

// decls are the names the module declares.
type decls struct {
	pkg     map[string]map[string]bool // package name → its top-level names
	types   map[string]bool            // every type name
	members map[string]bool            // every field and method name
	of      map[string]map[string]bool // type name → its fields and methods
	embeds  map[string][]string        // type name → the types it embeds
	files   map[string]bool            // every file and folder, by path
	base    map[string]map[string]bool // file name → the folders holding it
}

// readDecls parses every Go file of fsys outside testdata.
func readDecls(fsys fs.FS) (*decls, error) {
	d := &decls{pkg: map[string]map[string]bool{}, types: map[string]bool{},
		members: map[string]bool{}, of: map[string]map[string]bool{}, embeds: map[string][]string{}, files: map[string]bool{}, base: map[string]map[string]bool{}}
	fset := token.NewFileSet()
	err := fs.WalkDir(fsys, ".", func(p string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if e.IsDir() && (e.Name() == "testdata" || e.Name() == ".git") {
			return fs.SkipDir
		}
		d.files[p] = true
		if e.IsDir() {
			return nil
		}
		dir, name := path.Split(p)
		if d.base[name] == nil {
			d.base[name] = map[string]bool{}
		}
		d.base[name][strings.TrimSuffix(dir, "/")] = true
		if !strings.HasSuffix(p, ".go") {
			return nil
		}
		src, err := fs.ReadFile(fsys, p)
		if err != nil {
			return err
		}
		f, err := parser.ParseFile(fset, p, src, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		d.add(f)
		return nil
	})
	return d, err
}

// add records the declarations of f.
func (d *decls) add(f *ast.File) {
	name := strings.TrimSuffix(f.Name.Name, "_test")
	top := d.pkg[name]
	if top == nil {
		top = map[string]bool{}
		d.pkg[name] = top
	}
	for _, decl := range f.Decls {
		switch decl := decl.(type) {
		case *ast.FuncDecl:
			if decl.Recv != nil {
				d.members[decl.Name.Name] = true
				d.member(typeName(decl.Recv.List[0].Type), decl.Name.Name)
			} else {
				top[decl.Name.Name] = true
			}
		case *ast.GenDecl:
			for _, spec := range decl.Specs {
				switch spec := spec.(type) {
				case *ast.TypeSpec:
					top[spec.Name.Name] = true
					d.types[spec.Name.Name] = true
					if st, ok := spec.Type.(*ast.StructType); ok {
						for _, f := range st.Fields.List {
							if len(f.Names) == 0 {
								d.embeds[spec.Name.Name] = append(d.embeds[spec.Name.Name], typeName(f.Type))
							}
							for _, id := range f.Names {
								d.member(spec.Name.Name, id.Name)
							}
						}
					}
				case *ast.ValueSpec:
					for _, n := range spec.Names {
						top[n.Name] = true
					}
				}
			}
		}
	}
	ast.Inspect(f, func(n ast.Node) bool {
		if n, ok := n.(*ast.Field); ok {
			for _, id := range n.Names {
				d.members[id.Name] = true
			}
		}
		return true
	})
}

// member records that type typ has the field or method name.
func (d *decls) member(typ, name string) {
	if d.of[typ] == nil {
		d.of[typ] = map[string]bool{}
	}
	d.of[typ][name] = true
}

// has reports whether type typ, or a type it embeds, has the field or
// method name.
func (d *decls) has(typ, name string, depth int) bool {
	if d.of[typ][name] {
		return true
	}
	for _, e := range d.embeds[typ] {
		if depth < 4 && d.has(e, name, depth+1) {
			return true
		}
	}
	return false
}

// typeName is the name of the type an expression of a receiver or an
// embedded field names, without pointer, package or type arguments.
func typeName(e ast.Expr) string {
	for {
		switch x := e.(type) {
		case *ast.StarExpr:
			e = x.X
		case *ast.IndexExpr:
			e = x.X
		case *ast.IndexListExpr:
			e = x.X
		case *ast.SelectorExpr:
			return x.Sel.Name
		case *ast.Ident:
			return x.Name
		default:
			return ""
		}
	}
}

// declared reports whether name is declared anywhere.
func (d *decls) declared(name string) bool {
	if d.types[name] || d.members[name] || d.pkg[name] != nil {
		return true
	}
	for _, top := range d.pkg {
		if top[name] {
			return true
		}
	}
	return false
}

// checkName returns why the span s does not name something of the module,
// or "". column is the package of the table column s stands in, or "".
func (d *decls) checkName(s, column string) string {
	switch {
	case strings.ContainsAny(s, "<… "):
		return "" // a placeholder or a phrase
	case fileRE.MatchString(s) && !strings.Contains(s, "/"):
		if column != "" {
			if !d.base[s][column] {
				return "no such file in " + column
			}
		} else if len(d.base[s]) == 0 {
			return "no such file in the module"
		}
		return ""
	case fileRE.MatchString(s) || pathRE.MatchString(s):
		first, _, _ := strings.Cut(s, "/")
		if !d.files[first] {
			return "" // not a path of the module, such as a package of Go's
		}
		if !d.files[strings.TrimSuffix(s, "/")] {
			return "no such file or folder in the module"
		}
		return ""
	}
	m := identRE.FindStringSubmatch(s)
	if m == nil {
		return ""
	}
	parts := strings.Split(m[1], ".")
	typ, rest := parts[0], parts[1:]
	switch top, isPkg := d.pkg[parts[0]]; {
	case isPkg && len(parts) > 1:
		if !top[parts[1]] {
			return fmt.Sprintf("package %s declares no %s", parts[0], parts[1])
		}
		typ, rest = parts[1], parts[2:]
	case len(parts) == 1:
		if !d.declared(parts[0]) {
			return "declared nowhere in the module"
		}
	case len(parts[0]) == 1:
		typ = "" // a receiver's variable, of any type
	case !d.types[parts[0]]:
		return "" // not a name of the module: a word or a file name
	}
	for _, p := range rest {
		switch {
		case typ == "" && !d.members[p], typ != "" && !d.has(typ, p, 0):
			return "no field or method " + p
		}
		typ = "" // the type of a field or a method's result is not followed
	}
	return ""
}

// checkNames returns the code spans of book that name a file or an
// identifier the module does not have, sorted, as "file:line: `span`:
// reason". A single word counts as a name only if it looks like an
// identifier of Go (an upper-case or camel-case word, or one followed by
// parentheses), so that a span of plain text such as a tool's name passes.
func checkNames(fsys fs.FS, book string) ([]string, error) {
	d, err := readDecls(fsys)
	if err != nil {
		return nil, err
	}
	data, err := fs.ReadFile(fsys, book)
	if err != nil {
		return nil, err
	}
	var bad []string
	err = eachSpan(data, func(n int, span, column string) {
		if !looksNamed(span) {
			return
		}
		if reason := d.checkName(span, column); reason != "" {
			bad = append(bad, fmt.Sprintf("%s:%d: `%s`: %s", book, n, span, reason))
		}
	})
	slices.Sort(bad)
	return bad, err
}

// eachSpan calls fn with every code span of a page outside fenced code,
// its line number and, in a cell of a table under a column heading that
// names a package (a game's title, doc/design.md §5.1, or a package's path
// in a code span), that package's folder; else "".
func eachSpan(data []byte, fn func(line int, span, column string)) error {
	var columns []string // the packages of the columns of the table read, or nil
	fenced := false
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, 1<<20)
	for n, prev := 1, ""; sc.Scan(); n++ {
		line := sc.Text()
		t := strings.TrimSpace(line)
		if strings.HasPrefix(t, "```") {
			fenced = !fenced
		}
		if fenced || strings.HasPrefix(t, "```") {
			prev = t
			continue
		}
		cells := []string{line}
		switch {
		case !strings.HasPrefix(t, "|"):
			columns = nil
		case !strings.HasPrefix(prev, "|"): // a table's head
			columns = nil
			for _, h := range strings.Split(strings.Trim(t, "|"), "|") {
				h = strings.TrimSpace(h)
				col := gameColumns[h]
				if m := spanRE.FindStringSubmatch(h); col == "" && m != nil && m[0] == h && pathRE.MatchString(m[1]) {
					col = m[1]
				}
				columns = append(columns, col)
			}
		default:
			cells = strings.Split(strings.Trim(t, "|"), "|")
		}
		prev = t
		for i, cell := range cells {
			column := ""
			if len(cells) > 1 && i < len(columns) {
				column = columns[i]
			}
			for _, m := range spanRE.FindAllStringSubmatch(cell, -1) {
				fn(n, m[1], column)
			}
		}
	}
	return sc.Err()
}

// looksNamed reports whether a code span is meant as a file or an
// identifier rather than as a word: it holds a dot, a slash or
// parentheses, or begins with an upper-case letter.
func looksNamed(s string) bool {
	if strings.ContainsAny(s, "./(") {
		return true
	}
	return s != "" && s[0] >= 'A' && s[0] <= 'Z'
}
