package vocab

import (
	"bufio"
	"bytes"
	"fmt"
	"go/importer"
	"go/token"
	"go/types"
	"io"
	"os"
	"os/exec"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
)

// The three games, in the order of every row of the tables.
var (
	gameNames = [3]string{"tapp", "strohmandel", "koenigrufen"}
	gamePaths = [3]string{
		"github.com/tarockfamily/sdk/tapp",
		"github.com/tarockfamily/sdk/strohmandel",
		"github.com/tarockfamily/sdk/koenigrufen",
	}
)

var (
	loadOnce sync.Once
	loaded   [3]*types.Package
	loadErr  error
)

// games returns the exported API of the three game packages, read from the
// compiler's export data (go list -export builds it, or finds it in the
// build cache).
func games(t *testing.T) [3]*types.Package {
	t.Helper()
	loadOnce.Do(func() { loaded, loadErr = load() })
	if loadErr != nil {
		t.Fatal(loadErr)
	}
	return loaded
}

func load() ([3]*types.Package, error) {
	var pkgs [3]*types.Package
	args := append([]string{"list", "-export", "-deps", "-f", "{{.ImportPath}}\t{{.Export}}"}, gamePaths[:]...)
	var stderr bytes.Buffer
	cmd := exec.Command("go", args...)
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return pkgs, fmt.Errorf("go list -export: %v: %s", err, stderr.Bytes())
	}
	exports := map[string]string{}
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		path, file, _ := strings.Cut(sc.Text(), "\t")
		exports[path] = file
	}
	imp := importer.ForCompiler(token.NewFileSet(), "gc", func(path string) (io.ReadCloser, error) {
		file, ok := exports[path]
		if !ok || file == "" {
			return nil, fmt.Errorf("no export data for %s", path)
		}
		return os.Open(file)
	})
	for i, path := range gamePaths {
		p, err := imp.Import(path)
		if err != nil {
			return pkgs, err
		}
		pkgs[i] = p
	}
	return pkgs, nil
}

// member is an identifier of a game's API: a package-level object, or a
// field or method of a package-level type ("State.Apply").
type member struct {
	kind string // "type", "func", "const", "var", "method" or "field"
	obj  types.Object
}

// lookup finds id ("Name" or "Type.Member") among pkg's exported API.
func lookup(pkg *types.Package, id string) (member, bool) {
	top, sel, dotted := strings.Cut(id, ".")
	o := pkg.Scope().Lookup(top)
	if o == nil || !o.Exported() {
		return member{}, false
	}
	if !dotted {
		switch o.(type) {
		case *types.TypeName:
			return member{"type", o}, true
		case *types.Func:
			return member{"func", o}, true
		case *types.Const:
			return member{"const", o}, true
		case *types.Var:
			return member{"var", o}, true
		}
		return member{}, false
	}
	tn, ok := o.(*types.TypeName)
	if !ok || !token.IsExported(sel) {
		return member{}, false
	}
	switch m, _, _ := types.LookupFieldOrMethod(tn.Type(), true, pkg, sel); m := m.(type) {
	case *types.Func:
		return member{"method", m}, true
	case *types.Var:
		if m.IsField() {
			return member{"field", m}, true
		}
	}
	return member{}, false
}

// textMethods are the methods that give a value its text and JSON forms.
var textMethods = []string{"String", "MarshalText", "UnmarshalText", "MarshalJSON", "UnmarshalJSON"}

var arrayLen = regexp.MustCompile(`\[(\d+)\]`)

// shape returns what must agree between the games for m: for a type its
// underlying type ("uint8", "struct", …) and which of textMethods it has;
// for a function or method its signature without parameter names; for a
// field, constant or variable its type. The game's own package is left
// out of type names, and an array length is replaced by the name of the
// first of sizes (constants of pkg) that has it as its value, or by N when
// sizes is nil.
func shape(pkg *types.Package, m member, sizes []string) string {
	qual := func(p *types.Package) string {
		if p == pkg {
			return ""
		}
		return p.Name()
	}
	var s string
	switch m.kind {
	case "type":
		u := m.obj.Type().Underlying()
		switch u.(type) {
		case *types.Struct:
			s = "struct"
		case *types.Interface:
			s = "interface"
		default:
			s = types.TypeString(u, qual)
		}
		for _, name := range textMethods {
			if o, _, _ := types.LookupFieldOrMethod(m.obj.Type(), true, pkg, name); o != nil {
				if _, ok := o.(*types.Func); ok {
					s += " +" + name
				}
			}
		}
	case "func", "method":
		sig := m.obj.Type().(*types.Signature)
		s = "func(" + tupleString(sig.Params(), qual) + ")"
		if r := tupleString(sig.Results(), qual); r != "" {
			s += " (" + r + ")"
		}
	default:
		s = types.TypeString(m.obj.Type(), qual)
	}
	return arrayLen.ReplaceAllStringFunc(s, func(a string) string {
		if sizes == nil {
			return "[N]"
		}
		for _, name := range sizes {
			if c, ok := pkg.Scope().Lookup(name).(*types.Const); ok && "["+c.Val().ExactString()+"]" == a {
				return "[" + name + "]"
			}
		}
		return a
	})
}

// tupleString writes the types of t, without names, separated by commas.
func tupleString(t *types.Tuple, qual types.Qualifier) string {
	var parts []string
	for i := range t.Len() {
		parts = append(parts, types.TypeString(t.At(i).Type(), qual))
	}
	return strings.Join(parts, ", ")
}

// exportedIDs returns every identifier of pkg's exported API: the
// package-level names, and the exported fields and methods of each
// exported type, as "Type.Member".
func exportedIDs(pkg *types.Package) []string {
	var ids []string
	for _, name := range pkg.Scope().Names() {
		o := pkg.Scope().Lookup(name)
		if !o.Exported() {
			continue
		}
		ids = append(ids, name)
		tn, ok := o.(*types.TypeName)
		if !ok {
			continue
		}
		ms := types.NewMethodSet(types.NewPointer(tn.Type()))
		for i := range ms.Len() {
			if f := ms.At(i).Obj(); f.Exported() {
				ids = append(ids, name+"."+f.Name())
			}
		}
		if st, ok := tn.Type().Underlying().(*types.Struct); ok {
			for i := range st.NumFields() {
				if f := st.Field(i); f.Exported() && !f.Embedded() {
					ids = append(ids, name+"."+f.Name())
				}
			}
		}
	}
	slices.Sort(ids)
	return slices.Compact(ids)
}
