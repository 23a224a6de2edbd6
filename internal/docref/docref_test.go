package docref

import (
	"bufio"
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"path"
	"regexp"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
)

// ruleBooks are the numbered books, in which a bare "§N" means a section of
// the book itself (doc/design.md §6.2).
var ruleBooks = []string{"doc/tapp.md", "doc/strohmandel.md", "doc/koenigrufen.md", "doc/design.md"}

// skipDirs are not read: version control, test data, and this package,
// whose tests are written in bad references.
var skipDirs = []string{".git", "testdata", "internal/docref"}

// TestReferencesResolve fails on every "§" reference of the module that does
// not resolve, one line per reference: file:line: text: reason.
func TestReferencesResolve(t *testing.T) {
	bad, err := check(os.DirFS("../.."))
	if err != nil {
		t.Fatal(err)
	}
	if len(bad) > 0 {
		t.Errorf("%d references do not resolve:\n%s", len(bad), strings.Join(bad, "\n"))
	}
}

// TestChecker runs the checker on a small tree and compares what it reports.
func TestChecker(t *testing.T) {
	fsys := fstest.MapFS{
		"doc/tapp.md": {Data: []byte("# Tapp\n\n## 5. Auction\n\n### 5.2 Variants\n\n" +
			"#### 5.2.1 Mechanics\n\n## 6. Talon\n\nAs §5.2 says, and §7 does not.\n" +
			"```\n## 7. Not a heading\n```\n")},
		"doc/notation.md": {Data: []byte("# Notation\n\n## Game records\n")},
		"doc/guide.md": {Data: []byte("See doc/tapp.md §5.2–§5.3 and tapp.md §6 (beside guide.md).\n" +
			"See (doc/notation.md \"Game records\") and doc/notation.md \"Moves\".\n" +
			"A bare §5 here.\n")},
		"tapp/a.go": {Data: []byte("package tapp\n\n" +
			"// A (doc/tapp.md §5.2, §6, §8) and doc/tapp.md §§5.2.1, 6 and 9.\n" +
			"// Continued doc/tapp.md §6,\n// §5.2.1 and\n// §4. But §6 alone.\n" +
			"// rules/tapp.md §5.2 and DESIGN.md §1; the sign `§` and §E.3.\n" +
			"// doc/tapp.md\n// §6 continues; doc/none.md §1.\n")},
		"tapp/testdata/x.go":   {Data: []byte("// §99\n")},
		"internal/docref/x.go": {Data: []byte("// §99\n")},
	}
	got, err := check(fsys)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		`doc/guide.md:1: doc/tapp.md … §5.3: doc/tapp.md has no section 5.3`,
		`doc/guide.md:2: doc/notation.md "Moves": doc/notation.md has no heading "Moves"`,
		`doc/guide.md:3: §5: names no file`,
		`doc/tapp.md:11: §7: doc/tapp.md has no section 7`,
		`tapp/a.go:3: doc/tapp.md … §8: doc/tapp.md has no section 8`,
		`tapp/a.go:3: doc/tapp.md … §9: doc/tapp.md has no section 9`,
		`tapp/a.go:6: doc/tapp.md … §4: doc/tapp.md has no section 4`,
		`tapp/a.go:6: §6: names no file`,
		`tapp/a.go:7: rules/tapp.md §5.2: no such file in the module`,
		`tapp/a.go:7: DESIGN.md §1: no such file in the module`,
		`tapp/a.go:7: §E.3: not a section number`,
		`tapp/a.go:9: doc/none.md §1: no such file in the module`,
	}
	slices.Sort(want)
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

var (
	// tokenRE finds a file name ending in .md, or a section sign.
	tokenRE = regexp.MustCompile(`(?:\.\./)*[A-Za-z0-9_][A-Za-z0-9_./-]*\.md\b|§§?`)
	// numberRE is a section number right after the section sign.
	numberRE = regexp.MustCompile(`^\s*([0-9]+(?:\.[0-9]+)*)`)
	// wordRE is what follows a section sign that is not a number.
	wordRE = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)*`)
	// moreRE is a further number of a "§§" list, or after a dash.
	moreRE = regexp.MustCompile(`^(?:\s*(?:,|and|or|to|–|-)\s*)([0-9]+(?:\.[0-9]+)*)`)
	// headingRE is a quoted heading right after a file name.
	headingRE = regexp.MustCompile(`^\s*\(?"([^"]+)"`)
	// chainRE is the text allowed between the parts of one reference.
	chainRE = regexp.MustCompile(`^[\s,;–—\x60*()\[\]-]*(?:(?:and|or|to)[\s,;–—\x60*()\[\]-]*)?$`)
	// mdHeadingRE is a Markdown heading and its optional number.
	mdHeadingRE = regexp.MustCompile(`^#{1,6}\s+(?:§\s*)?(?:([0-9]+(?:\.[0-9]+)*)\.?\s+)?(.*?)\s*#*\s*$`)
)

// ref is one reference found in a line.
type ref struct {
	text    string // as reported
	file    string // the file named, "" for a bare section
	section string // the section number, or ""
	heading string // the quoted heading, or ""
	bad     string // a reason found while reading, or ""
}

// scanLine returns the references in line. carry is the file a reference
// continued from the previous line names ("" if none); the second result
// is the carry for the next line.
func scanLine(line, carry string) ([]ref, string) {
	var refs []ref
	cur := carry
	prev := 0
	afterFile := false
	for _, loc := range tokenRE.FindAllStringIndex(line, -1) {
		if loc[0] < prev {
			continue // inside a number list already read
		}
		gap := line[prev:loc[0]]
		if !chainRE.MatchString(gap) {
			cur = ""
		}
		direct := afterFile && strings.TrimSpace(gap) == ""
		afterFile = false
		tok := line[loc[0]:loc[1]]
		prev = loc[1]
		if !strings.HasPrefix(tok, "§") {
			cur, afterFile = tok, true
			if m := headingRE.FindStringSubmatchIndex(line[prev:]); m != nil {
				h := line[prev+m[2] : prev+m[3]]
				refs = append(refs, ref{text: tok + ` "` + h + `"`, file: tok, heading: h})
				prev += m[1]
				cur = ""
			}
			continue
		}
		m := numberRE.FindStringSubmatchIndex(line[prev:])
		if m == nil {
			// The sign itself, named in prose ("every `§` reference"), is
			// no reference; a section that is not a number ("§E.3") is one
			// that cannot resolve.
			if w := wordRE.FindString(line[prev:]); w != "" {
				refs = append(refs, ref{text: tok + w, file: cur, bad: "not a section number"})
			}
			continue
		}
		nums := []string{line[prev+m[2] : prev+m[3]]}
		prev += m[1]
		for tok == "§§" {
			mm := moreRE.FindStringSubmatchIndex(line[prev:])
			if mm == nil {
				break
			}
			nums = append(nums, line[prev+mm[2]:prev+mm[3]])
			prev += mm[1]
		}
		for i, n := range nums {
			r := ref{file: cur, section: strings.TrimSuffix(n, ".")}
			switch {
			case cur == "":
				r.text = "§" + r.section
			case i == 0 && direct:
				r.text = cur + " §" + r.section
			default:
				r.text = cur + " … §" + r.section
			}
			refs = append(refs, r)
		}
	}
	if cur != "" && chainRE.MatchString(line[prev:]) {
		return refs, cur
	}
	return refs, ""
}

// check reads every .go and .md file of fsys and returns the references
// that do not resolve, sorted, as "file:line: text: reason".
func check(fsys fs.FS) ([]string, error) {
	var bad []string
	headings := map[string]*sections{}
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if slices.Contains(skipDirs, p) || d.Name() == "testdata" || d.Name() == ".git" {
				return fs.SkipDir
			}
			return nil
		}
		goFile := strings.HasSuffix(p, ".go")
		if !goFile && !strings.HasSuffix(p, ".md") {
			return nil
		}
		data, err := fs.ReadFile(fsys, p)
		if err != nil {
			return err
		}
		carry := ""
		sc := bufio.NewScanner(bytes.NewReader(data))
		sc.Buffer(nil, 1<<20)
		for n := 1; sc.Scan(); n++ {
			line := sc.Text()
			line, carry = continuation(line, carry, goFile)
			var refs []ref
			refs, carry = scanLine(line, carry)
			for _, r := range refs {
				if reason := resolve(fsys, headings, p, r); reason != "" {
					bad = append(bad, fmt.Sprintf("%s:%d: %s: %s", p, n, r.text, reason))
				}
			}
		}
		return sc.Err()
	})
	slices.Sort(bad)
	return bad, err
}

// continuation strips the comment marker of a Go comment line and drops
// the carry where a reference cannot continue: outside a Go comment, at a
// blank line, a table row or a heading of Markdown.
func continuation(line, carry string, goFile bool) (string, string) {
	t := strings.TrimSpace(line)
	if goFile {
		if !strings.HasPrefix(t, "//") {
			return line, ""
		}
		return strings.TrimPrefix(t, "//"), carry
	}
	if t == "" || strings.HasPrefix(t, "|") || strings.HasPrefix(t, "#") {
		return line, ""
	}
	return line, carry
}

// resolve returns why r does not resolve in file p, or "".
func resolve(fsys fs.FS, headings map[string]*sections, p string, r ref) string {
	if r.bad != "" {
		return r.bad
	}
	target := p
	if r.file == "" {
		if !slices.Contains(ruleBooks, p) {
			return "names no file"
		}
	} else {
		target = find(fsys, p, r.file)
		if target == "" {
			return "no such file in the module"
		}
	}
	s, ok := headings[target]
	if !ok {
		s = readSections(fsys, target)
		headings[target] = s
	}
	if r.heading != "" {
		if !s.titles[strings.ToLower(r.heading)] {
			return fmt.Sprintf("%s has no heading %q", target, r.heading)
		}
		return ""
	}
	if !s.numbers[r.section] {
		return fmt.Sprintf("%s has no section %s", target, r.section)
	}
	return ""
}

// find returns the module path of the file name used in file p: relative
// to p's folder, or else to the module root; "" if there is none.
func find(fsys fs.FS, p, name string) string {
	for _, c := range []string{path.Join(path.Dir(p), name), path.Clean(name)} {
		if strings.HasPrefix(c, "../") || c == ".." {
			continue
		}
		if st, err := fs.Stat(fsys, c); err == nil && !st.IsDir() {
			return c
		}
	}
	return ""
}

// sections are the numbered and the named headings of a Markdown file.
type sections struct {
	numbers map[string]bool // "5.2.1"
	titles  map[string]bool // lower case, without the number
}

func readSections(fsys fs.FS, p string) *sections {
	s := &sections{numbers: map[string]bool{}, titles: map[string]bool{}}
	data, err := fs.ReadFile(fsys, p)
	if err != nil {
		return s
	}
	fence := false
	for _, line := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "```") {
			fence = !fence
			continue
		}
		if fence {
			continue
		}
		m := mdHeadingRE.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		if m[1] != "" {
			s.numbers[m[1]] = true
		}
		s.titles[strings.ToLower(m[2])] = true
	}
	return s
}
