package conformance

import (
	"bufio"
	"embed"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
)

// embedded holds the default corpus: urispec's own vectors
// (testdata/<dialect>.jsonl), the expected-failures and start-rules files and
// the permissively licensed third-party vectors copied unchanged
// (testdata/thirdparty, see its PROVENANCE.md).
//
//go:embed testdata/*.jsonl testdata/thirdparty/*.jsonl
var embedded embed.FS

const (
	// xfailPrefix and rulesPrefix begin the names of the expected-failures
	// files (testdata/xfail.jsonl, testdata/xfail-<dialect>.jsonl) and of the
	// start-rules files (testdata/start-rules-<dialect>.jsonl) of the
	// default corpus; every other testdata/*.jsonl is a vector file.
	xfailPrefix = "testdata/xfail"
	rulesPrefix = "testdata/start-rules"
	// embeddedPrefix turns an embedded name into a path from the module
	// root, so a file:line in a report can be opened as it is.
	embeddedPrefix = "conformance/"
	// module is the module path that marks the module root.
	module = "github.com/urispec/urispec"
)

// sharedFiles are the vector files read from ../shared/corpora (seen from
// the module root) when that folder exists; their terms keep them out of
// the repository (../shared/corpora/README.md). disputed.jsonl is not a
// pass/fail suite and is not among them.
var sharedFiles = []string{
	"uriparser.jsonl", "openjdk-uri.jsonl", "fielding-rel-examples.jsonl", "perl-uri.jsonl",
	"spec-examples.jsonl",
}

// Origin says where a source of vectors comes from.
type Origin string

// The origins of vector files.
const (
	Embedded Origin = "embedded"
	Shared   Origin = "shared"
	File     Origin = "file"
)

// Source is one vector file of a corpus: read (Vectors lines) or not found
// (NotFound says why).
type Source struct {
	Origin   Origin `json:"origin"`
	Name     string `json:"name"`
	Vectors  int    `json:"vectors"`
	Found    bool   `json:"found"`
	NotFound string `json:"not_found,omitempty"`
}

// Corpus is a set of vectors with unique ids, the expected-failure and
// start-rule lines that apply to them, and the sources they came from.
type Corpus struct {
	Vectors          []Vector
	ExpectedFailures []ExpectedFailure
	RuleOverrides    []RuleOverride
	Sources          []Source

	ids map[string]Position
	// complete: the whole default corpus, unfiltered, so a line of an
	// expected-failures or start-rules file that matches no vector is stale.
	complete bool
}

// Add reads the vector file name from r (ReadVectors) and adds its vectors;
// an id already in the corpus is an error naming both lines.
func (c *Corpus) Add(origin Origin, name string, r io.Reader) error {
	vs, err := ReadVectors(name, r)
	if err != nil {
		return err
	}
	var errs ErrorList
	if c.ids == nil {
		c.ids = map[string]Position{}
	}
	for _, v := range vs {
		if first, ok := c.ids[v.ID]; ok {
			errs = append(errs, &Error{Pos: v.Pos, Msg: fmt.Sprintf(msgDuplicateID, v.ID, first)})
			continue
		}
		c.ids[v.ID] = v.Pos
		c.Vectors = append(c.Vectors, v)
	}
	c.Sources = append(c.Sources, Source{Origin: origin, Name: name, Vectors: len(vs), Found: true})
	return errs.Err()
}

// AddFile adds the vector file at path.
func (c *Corpus) AddFile(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	return c.Add(File, path, bufio.NewReader(f))
}

// AddExpectedFailures reads an expected-failures file
// (ReadExpectedFailures) and adds its lines; an id listed twice is an error.
func (c *Corpus) AddExpectedFailures(name string, r io.Reader) error {
	xs, err := ReadExpectedFailures(name, r)
	if err != nil {
		return err
	}
	if err := duplicates(xs, c.ExpectedFailures, func(x ExpectedFailure) (string, Position) { return x.ID, x.Pos }); err != nil {
		return err
	}
	c.ExpectedFailures = append(c.ExpectedFailures, xs...)
	return nil
}

// AddRuleOverrides reads a start-rules file (ReadRuleOverrides) and adds its
// lines; an id listed twice is an error.
func (c *Corpus) AddRuleOverrides(name string, r io.Reader) error {
	xs, err := ReadRuleOverrides(name, r)
	if err != nil {
		return err
	}
	if err := duplicates(xs, c.RuleOverrides, func(x RuleOverride) (string, Position) { return x.ID, x.Pos }); err != nil {
		return err
	}
	c.RuleOverrides = append(c.RuleOverrides, xs...)
	return nil
}

// duplicates reports every line of added whose id a line of have has.
func duplicates[T any](added, have []T, key func(T) (string, Position)) error {
	var errs ErrorList
	for _, a := range added {
		id, pos := key(a)
		for _, h := range have {
			if hid, hpos := key(h); hid == id {
				errs = append(errs, &Error{Pos: pos, Msg: fmt.Sprintf(msgDuplicateID, id, hpos)})
			}
		}
	}
	return errs.Err()
}

// Filter returns the vectors of c of dialect (any when "") and kind (any
// when ""), with the same expected-failure and start-rule lines and sources.
func (c *Corpus) Filter(dialect string, kind Kind) *Corpus {
	out := &Corpus{ExpectedFailures: c.ExpectedFailures, RuleOverrides: c.RuleOverrides, Sources: c.Sources,
		ids: c.ids, complete: c.complete && dialect == "" && kind == ""}
	for _, v := range c.Vectors {
		if (dialect == "" || v.Dialect == dialect) && (kind == "" || v.Kind == kind) {
			out.Vectors = append(out.Vectors, v)
		}
	}
	return out
}

// embeddedCorpus returns the embedded vectors, expected-failures and
// start-rules files.
func embeddedCorpus() (*Corpus, error) {
	c := &Corpus{}
	if err := c.addEmbeddedLists(); err != nil {
		return nil, err
	}
	var names []string
	for _, pattern := range []string{"testdata/*.jsonl", "testdata/thirdparty/*.jsonl"} {
		m, err := fs.Glob(embedded, pattern)
		if err != nil {
			return nil, err
		}
		names = append(names, m...)
	}
	var errs ErrorList
	for _, name := range names {
		if isListFile(name) {
			continue
		}
		data, err := embedded.Open(name)
		if err != nil {
			return nil, err
		}
		err = c.Add(Embedded, embeddedPrefix+name, data)
		data.Close()
		if err := collect(&errs, err); err != nil {
			return nil, err
		}
	}
	if err := c.addReruns(rerunsName, rerunsJSON); err != nil {
		return nil, err
	}
	return c, errs.Err()
}

// isListFile tells the expected-failures and start-rules files of the
// default corpus from vector files.
func isListFile(name string) bool {
	return strings.HasPrefix(name, xfailPrefix) || strings.HasPrefix(name, rulesPrefix)
}

// addEmbeddedLists adds the embedded expected-failures and start-rules files.
func (c *Corpus) addEmbeddedLists() error {
	names, err := fs.Glob(embedded, "testdata/*.jsonl")
	if err != nil {
		return err
	}
	for _, name := range names {
		add := c.AddExpectedFailures
		switch {
		case strings.HasPrefix(name, xfailPrefix):
		case strings.HasPrefix(name, rulesPrefix):
			add = c.AddRuleOverrides
		default:
			continue
		}
		f, err := embedded.Open(name)
		if err != nil {
			return err
		}
		err = add(embeddedPrefix+name, f)
		f.Close()
		if err != nil {
			return err
		}
	}
	return nil
}

// collect appends the *Errors of err to errs and returns any other error.
func collect(errs *ErrorList, err error) error {
	var l ErrorList
	var e *Error
	switch {
	case err == nil:
	case errors.As(err, &l):
		*errs = append(*errs, l...)
	case errors.As(err, &e):
		*errs = append(*errs, e)
	default:
		return err
	}
	return nil
}

// Default returns the default corpus: the embedded vectors, expected-failures
// and start-rules files,
// and the shared files (sharedFiles) of ../shared/corpora when that folder exists (its
// Sources say "not found", and why, when it or a file does not).
func Default() (*Corpus, error) {
	c, err := embeddedCorpus()
	if err != nil {
		return nil, err
	}
	dir, why := sharedDir()
	var errs ErrorList
	for _, name := range sharedFiles {
		display := path.Join("..", "shared", "corpora", name)
		if dir == "" {
			c.Sources = append(c.Sources, Source{Origin: Shared, Name: display, NotFound: why})
			continue
		}
		f, err := os.Open(filepath.Join(dir, name))
		if errors.Is(err, fs.ErrNotExist) {
			c.Sources = append(c.Sources, Source{Origin: Shared, Name: display, NotFound: fmt.Sprintf(sharedNoFile, dir)})
			continue
		}
		if err != nil {
			return nil, err
		}
		err = c.Add(Shared, display, bufio.NewReader(f))
		f.Close()
		if err := collect(&errs, err); err != nil {
			return nil, err
		}
	}
	c.complete = true
	return c, errs.Err()
}

// Files returns a corpus of the vector files at paths, with the embedded
// expected-failures and start-rules files (their lines apply to the vectors
// whose ids they name).
func Files(paths ...string) (*Corpus, error) {
	c := &Corpus{}
	if err := c.addEmbeddedLists(); err != nil {
		return nil, err
	}
	var errs ErrorList
	for _, p := range paths {
		if err := collect(&errs, c.AddFile(p)); err != nil {
			return nil, err
		}
	}
	return c, errs.Err()
}

// sharedDir returns the absolute path of ../shared/corpora seen from the
// module root, found by walking up from the working directory to the go.mod
// of module github.com/urispec/urispec; or "" and why it was not found.
func sharedDir() (dir, why string) {
	wd, err := os.Getwd()
	if err != nil {
		return "", err.Error()
	}
	root, ok := moduleRoot(wd)
	if !ok {
		return "", fmt.Sprintf(sharedNoModule, module)
	}
	dir = filepath.Join(filepath.Dir(root), "shared", "corpora")
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		return "", fmt.Sprintf(sharedNoDir, dir)
	}
	return dir, ""
}

// moduleRoot walks up from dir to the directory whose go.mod declares
// module.
func moduleRoot(dir string) (string, bool) {
	for {
		if data, err := os.ReadFile(filepath.Join(dir, "go.mod")); err == nil {
			for _, line := range strings.Split(string(data), "\n") {
				if f := strings.Fields(line); len(f) == 2 && f[0] == "module" && strings.Trim(f[1], `"`) == module {
					return dir, true
				}
			}
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", false
		}
		dir = parent
	}
}
