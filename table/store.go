package table

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/tarockfamily/sdk/tarock/record"
)

// The files of the data folder (doc/table.md "The data folder").
const (
	archiveFile = "archive.txt" // every finished deal of every table
	tablesDir   = "tables"      // one table's files: <id>.json, <id>.deals.txt, <id>.current.txt
)

// store is the data folder.
type store struct {
	dir string
	mu  sync.Mutex // the archive, which every table appends to
}

// stored is a table as the data folder holds it.
type stored struct {
	meta    meta
	deals   []record.Record // the finished deals
	current *record.Record  // the record so far of the deal in progress
}

// openStore opens the data folder dir, creating it when missing.
func openStore(dir string) (*store, error) {
	if err := os.MkdirAll(filepath.Join(dir, tablesDir), 0o700); err != nil {
		return nil, fmt.Errorf("table: data folder: %w", err)
	}
	return &store{dir: dir}, nil
}

func (st *store) path(id, suffix string) string {
	return filepath.Join(st.dir, tablesDir, id+suffix)
}

// create stores the meta of a new table.
func (st *store) create(m meta) error {
	b, err := json.MarshalIndent(m, "", "\t")
	if err != nil {
		return err
	}
	return writeFile(st.path(m.ID, ".json"), b)
}

// saveCurrent replaces the record so far of table id's deal in progress.
func (st *store) saveCurrent(id string, rec record.Record) error {
	return writeFile(st.path(id, ".current.txt"), []byte(rec.String()))
}

// finishDeal appends the record of a finished deal to the table's deals
// and to the archive.
func (st *store) finishDeal(id string, rec record.Record) error {
	if err := appendRecord(st.path(id, ".deals.txt"), rec); err != nil {
		return err
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	return appendRecord(filepath.Join(st.dir, archiveFile), rec)
}

// appendRecord appends rec to the archive file name, a blank line before
// it unless the file is empty.
func appendRecord(name string, rec record.Record) error {
	f, err := os.OpenFile(name, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o600)
	if err != nil {
		return err
	}
	text := rec.String()
	if fi, err := f.Stat(); err == nil && fi.Size() > 0 {
		text = "\n" + text
	}
	_, err = f.WriteString(text)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// writeFile writes b to name through a temporary file renamed over it, so
// that a crash leaves the old file or the new one.
func writeFile(name string, b []byte) error {
	tmp := name + ".tmp"
	if err := os.WriteFile(tmp, b, 0o600); err != nil {
		return err
	}
	return os.Rename(tmp, name)
}

// load reads every table of the data folder.
func (st *store) load() ([]stored, error) {
	names, err := filepath.Glob(filepath.Join(st.dir, tablesDir, "*.json"))
	if err != nil {
		return nil, err
	}
	var out []stored
	for _, name := range names {
		var s stored
		b, err := os.ReadFile(name)
		if err != nil {
			return nil, err
		}
		if err := json.Unmarshal(b, &s.meta); err != nil {
			return nil, fmt.Errorf("table: %s: %w", name, err)
		}
		if s.meta.ID != strings.TrimSuffix(filepath.Base(name), ".json") {
			return nil, fmt.Errorf("table: %s holds table %q", name, s.meta.ID)
		}
		if s.deals, err = readArchive(st.path(s.meta.ID, ".deals.txt")); err != nil {
			return nil, err
		}
		cur, err := readArchive(st.path(s.meta.ID, ".current.txt"))
		if err != nil {
			return nil, err
		}
		if len(cur) > 0 {
			s.current = &cur[0]
		}
		out = append(out, s)
	}
	return out, nil
}

// readArchive reads the records of an archive file; a missing file has
// none.
func readArchive(name string) ([]record.Record, error) {
	f, err := os.Open(name)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []record.Record
	for rec, err := range record.Games(f) {
		if err != nil {
			return nil, fmt.Errorf("table: %s: %w", name, err)
		}
		out = append(out, rec)
	}
	return out, nil
}
