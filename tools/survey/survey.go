package survey

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/urispec/urispec/semantic"
)

// Kinds of failure, the kind field of the CLI's error object.
const (
	KindSyntax   = "syntax"   // the input does not derive from the grammar
	KindProse    = "prose"    // it does, but breaks a MUST the spec states in prose
	KindLength   = "length"   // the line is longer than the line limit
	KindInternal = "internal" // the library failed (a bug): never expected
)

// Lineages: the transitions are between consecutive versions of one lineage.
const (
	LineageURI = "uri" // URL and URI specs: url-draft-1993 ... rfc3986, rfc3987
	LineageURN = "urn" // URN specs: rfc2141, rfc2141bis-03, rfc8141
)

// ExampleMax is how many bytes of an example input an aggregate keeps; a
// longer example keeps its length (Example.InputLength), so that the memory
// of an aggregate is bounded by the number of rules, not by the input.
const ExampleMax = 1024

// Config is what a survey runs: which dialects, over which inputs.
type Config struct {
	// Dialects are the dialects to survey; nil or empty for every dialect.
	// They are surveyed and reported in date order whatever the order here.
	Dialects []semantic.Dialect
	// Files names the inputs; Line.File is an index into it. Examples name
	// their file from it, and the first example of a rule is the one of the
	// lowest (File, Number).
	Files []string
	// SchemeSyntax validates with semantic.WithSchemeSyntax: an input
	// valid under a dialect whose scheme or URN namespace has a grammar
	// that applies to it must match that grammar too, and the report gives
	// per dialect the share of each grammar's inputs it accepts.
	SchemeSyntax bool
}

// Line is one line of an input.
type Line struct {
	// File is the index of its input in Config.Files.
	File int
	// Number is its line number in that input, counting every line (blank
	// ones too) from 1.
	Number int64
	// Text is the line without its line ending, or only its first bytes
	// when the line was longer than the reader's limit.
	Text string
	// Length is the length of the line in bytes; 0 means len(Text). A
	// Length above len(Text) marks a line cut at the limit: it counts as a
	// length error under every dialect and is not validated.
	Length int
}

// Failure is the key a failure is counted under: what kind of error, at
// which spec rule (defined in Section), and for a prose rule its reason.
type Failure struct {
	Kind    string `json:"kind"`
	Rule    string `json:"rule"`
	Section string `json:"section"`
	Reason  string `json:"reason"`
}

// compare orders failures by kind, rule, section and reason.
func (f Failure) compare(g Failure) int {
	return cmp.Or(cmp.Compare(f.Kind, g.Kind), cmp.Compare(f.Rule, g.Rule),
		cmp.Compare(f.Section, g.Section), cmp.Compare(f.Reason, g.Reason))
}

// Example is one input of a failure: the first met in input order.
type Example struct {
	// file is the index of its input in Config.Files (File is its name).
	file int
	// File and Line say where it stands.
	File string `json:"file"`
	Line int64  `json:"line"`
	// Input is the line, at most ExampleMax bytes of it.
	Input string `json:"input"`
	// InputBytes holds the exact bytes of Input when it is not valid UTF-8
	// (base64 in JSON), as in the CLI's other JSON.
	InputBytes []byte `json:"input_bytes,omitempty"`
	// InputLength is the length of the line when Input holds only its
	// first bytes.
	InputLength int `json:"input_length,omitempty"`
	// Offset is the byte offset of the error (a length error: the first
	// byte beyond the limit).
	Offset int `json:"offset"`
	// Expected is what the grammar allows at Offset, in spec terms.
	Expected []string `json:"expected"`
	// Message is the one-line message of the error.
	Message string `json:"message"`
}

// before reports whether e comes before f in input order (then by input, so
// that the choice never depends on the order of merges).
func (e *Example) before(f *Example) bool {
	return cmp.Or(cmp.Compare(e.file, f.file), cmp.Compare(e.Line, f.Line), cmp.Compare(e.Input, f.Input)) < 0
}

// tally counts a failure and keeps its first example.
type tally struct {
	count   int64
	example Example
}

// dialectStat is what an aggregate knows of one dialect.
type dialectStat struct {
	d       semantic.Dialect
	date    string
	lineage string
	valid   int64
	fails   map[Failure]*tally
	// schemes counts, with Config.SchemeSyntax, per scheme or namespace
	// grammar the inputs valid under the dialect's grammar that it reads,
	// and how many of them it accepts.
	schemes map[string]*schemeCount
}

// schemeCount is how many inputs a scheme grammar read and accepted.
type schemeCount struct{ inputs, accepted int64 }

// pair is a transition between consecutive versions of a lineage, from and
// to being indexes into the aggregate's dialects.
type pair struct {
	from, to int
	lineage  string
	// lost: valid under from, invalid under to, by the failure under to;
	// gained: invalid under from, valid under to, by the failure under from.
	lost, gained map[Failure]*tally
}

// Aggregate is the survey of some lines: counts per dialect and per failing
// rule, the transitions between consecutive versions, and an example of
// each. Partial aggregates of parts of the input merge into the aggregate of
// the whole (Merge); the result does not depend on how the input was split
// nor on the order of the merges. An Aggregate is not safe for concurrent
// use: give each goroutine its own and merge them.
type Aggregate struct {
	files       []string
	dialects    []dialectStat
	pairs       []pair
	lines       int64 // every line, blank ones included
	blank       int64
	lengthErr   int64
	invalidUTF8 int64
	verdicts    []error // scratch: the verdicts of the line being added
	// schemeSyntax is Config.SchemeSyntax's option, nil without it.
	schemeSyntax semantic.Option
}

// New returns an empty aggregate of the survey c.
func New(c Config) (*Aggregate, error) {
	ds := c.Dialects
	if len(ds) == 0 {
		ds = semantic.Dialects()
	}
	order := map[semantic.Dialect]int{}
	for i, d := range semantic.Dialects() {
		order[d] = i
	}
	a := &Aggregate{files: slices.Clone(c.Files)}
	if c.SchemeSyntax {
		a.schemeSyntax = semantic.WithSchemeSyntax()
	}
	seen := map[semantic.Dialect]bool{}
	for _, d := range ds {
		info, err := semantic.Info(d)
		if err != nil {
			return nil, err
		}
		if seen[d] {
			continue
		}
		seen[d] = true
		a.dialects = append(a.dialects, dialectStat{d: d, date: info.Spec.Date, lineage: lineageOf(info),
			fails: map[Failure]*tally{}, schemes: map[string]*schemeCount{}})
	}
	// semantic.Dialects is in date order (then by id): so are the reports.
	slices.SortFunc(a.dialects, func(x, y dialectStat) int { return cmp.Compare(order[x.d], order[y.d]) })
	last := map[string]int{}
	for i, s := range a.dialects {
		if j, ok := last[s.lineage]; ok {
			a.pairs = append(a.pairs, pair{from: j, to: i, lineage: s.lineage,
				lost: map[Failure]*tally{}, gained: map[Failure]*tally{}})
		}
		last[s.lineage] = i
	}
	a.verdicts = make([]error, len(a.dialects))
	return a, nil
}

// lineageOf returns the lineage of a dialect: the URN specs (their titles
// name URNs: RFC 2141 "URN Syntax", draft-ietf-urnbis-rfc2141bis-urn-03
// "Uniform Resource Name (URN) Syntax", RFC 8141 "Uniform Resource Names
// (URNs)") succeed each other, and the URL and URI specs do; an RFC 8141
// URN is compared with RFC 2141's, not with RFC 3987's IRIs.
func lineageOf(info *semantic.DialectInfo) string {
	if strings.Contains(info.Spec.Title, "URN") {
		return LineageURN
	}
	return LineageURI
}

// AddBlanks counts n blank lines (for a reader that skips them itself).
func (a *Aggregate) AddBlanks(n int64) {
	a.lines += n
	a.blank += n
}

// Add surveys one line: an empty line is counted as blank; any other is
// validated under every dialect (semantic.Validate, the strict validator
// without components: no allocation for a valid input), and a line cut at
// the reader's limit counts as a length error under every dialect. A line
// that is not valid UTF-8 is counted (and validated like any other).
//
// Cost: one semantic.Validate per dialect, linear in the line's length.
func (a *Aggregate) Add(l Line) {
	length := max(l.Length, len(l.Text))
	a.lines++
	if length == 0 {
		a.blank++
		return
	}
	cut := length > len(l.Text)
	if cut {
		a.lengthErr++
	}
	if !validUTF8(l.Text, cut) {
		a.invalidUTF8++
	}
	for i := range a.dialects {
		s := &a.dialects[i]
		var err error
		if cut {
			err = &semantic.LengthError{Dialect: s.d, Length: length, Max: len(l.Text)}
		} else if a.schemeSyntax != nil {
			err = semantic.Validate(s.d, l.Text, a.schemeSyntax)
			a.countScheme(s, l.Text, err)
		} else {
			err = semantic.Validate(s.d, l.Text)
		}
		a.verdicts[i] = err
		if err == nil {
			s.valid++
			continue
		}
		count(s.fails, l, length, err)
	}
	for i := range a.pairs {
		p := &a.pairs[i]
		from, to := a.verdicts[p.from], a.verdicts[p.to]
		switch {
		case from == nil && to != nil:
			count(p.lost, l, length, to)
		case from != nil && to == nil:
			count(p.gained, l, length, from)
		}
	}
	clear(a.verdicts)
}

// countScheme counts the verdict err (with WithSchemeSyntax) of text under
// the dialect of s for the scheme or namespace grammar that reads it, if
// any: an input valid under the dialect's grammar is one of its inputs, and
// accepted unless the error is that grammar's.
func (a *Aggregate) countScheme(s *dialectStat, text string, err error) {
	name := semantic.SchemeGrammarOf(s.d, text)
	if name == "" {
		return
	}
	var se *semantic.Error
	if err != nil && (!errors.As(err, &se) || se.SchemeSyntax != name) {
		return // invalid under the dialect's grammar or its prose
	}
	c := s.schemes[name]
	if c == nil {
		c = new(schemeCount)
		s.schemes[name] = c
	}
	c.inputs++
	if err == nil {
		c.accepted++
	}
}

// validUTF8 reports whether s is UTF-8; when s is the first bytes of a cut
// line, a sequence the cut split at its end is not counted against it.
func validUTF8(s string, cut bool) bool {
	if utf8.ValidString(s) {
		return true
	}
	if !cut {
		return false
	}
	for i := len(s) - 1; i >= 0 && i >= len(s)-utf8.UTFMax; i-- {
		if utf8.RuneStart(s[i]) {
			return !utf8.FullRuneInString(s[i:]) && utf8.ValidString(s[:i])
		}
	}
	return false
}

// count counts err, the failure of line l (of the given length), in m.
func count(m map[Failure]*tally, l Line, length int, err error) {
	f := failureOf(err)
	t := m[f]
	if t == nil {
		m[f] = &tally{count: 1, example: exampleOf(l, length, err)}
		return
	}
	t.count++
	if l.File < t.example.file || l.File == t.example.file && l.Number < t.example.Line {
		t.example = exampleOf(l, length, err)
	}
}

// failureOf returns the key err is counted under.
func failureOf(err error) Failure {
	switch e := asKnown(err).(type) {
	case *semantic.Error:
		if e.Reason != "" {
			return Failure{Kind: KindProse, Rule: e.Rule, Section: e.Section, Reason: e.Reason}
		}
		return Failure{Kind: KindSyntax, Rule: e.Rule, Section: e.Section}
	case *semantic.LengthError:
		return Failure{Kind: KindLength}
	}
	return Failure{Kind: KindInternal}
}

// asKnown returns err as a *semantic.Error or *semantic.LengthError when it
// is or wraps one (a type switch first: Validate returns them unwrapped, and
// errors.As would cost an allocation a failure), else err.
func asKnown(err error) error {
	switch err.(type) {
	case *semantic.Error, *semantic.LengthError:
		return err
	}
	var se *semantic.Error
	var le *semantic.LengthError
	switch {
	case errors.As(err, &se):
		return se
	case errors.As(err, &le):
		return le
	}
	return err
}

// exampleOf returns line l (of the given length) as the example of err.
func exampleOf(l Line, length int, err error) Example {
	in := l.Text
	e := Example{file: l.File, Line: l.Number, Expected: []string{}, Message: err.Error()}
	if len(in) > ExampleMax {
		in = in[:ExampleMax]
	}
	if len(in) < length {
		e.InputLength = length
	}
	e.Input = strings.Clone(in)
	switch x := asKnown(err).(type) {
	case *semantic.Error:
		e.Offset, e.Expected = x.Offset, dedupe(x.Expected)
	case *semantic.LengthError:
		e.Offset = x.Max
	}
	return e
}

// dedupe returns xs without repeated items, in order (a new slice).
func dedupe(xs []string) []string {
	out := make([]string, 0, len(xs))
	for _, x := range xs {
		if !slices.Contains(out, x) {
			out = append(out, x)
		}
	}
	return out
}

// Merge adds the counts and examples of b to a. Merging is associative and
// commutative: the aggregate of an input is the same however it was split
// into parts and in whatever order the parts' aggregates are merged (the
// example of a failure is the first in input order, by file and line).
// b must survey the same dialects over the same files; it is not changed.
func (a *Aggregate) Merge(b *Aggregate) error {
	if !slices.Equal(a.files, b.files) {
		return fmt.Errorf(msgMergeFiles, a.files, b.files)
	}
	if len(a.dialects) != len(b.dialects) || !slices.EqualFunc(a.dialects, b.dialects,
		func(x, y dialectStat) bool { return x.d == y.d }) {
		return fmt.Errorf(msgMergeDialects, a.ids(), b.ids())
	}
	a.lines += b.lines
	a.blank += b.blank
	a.lengthErr += b.lengthErr
	a.invalidUTF8 += b.invalidUTF8
	for i := range a.dialects {
		a.dialects[i].valid += b.dialects[i].valid
		mergeTallies(a.dialects[i].fails, b.dialects[i].fails)
		for name, c := range b.dialects[i].schemes {
			u := a.dialects[i].schemes[name]
			if u == nil {
				u = new(schemeCount)
				a.dialects[i].schemes[name] = u
			}
			u.inputs += c.inputs
			u.accepted += c.accepted
		}
	}
	for i := range a.pairs {
		mergeTallies(a.pairs[i].lost, b.pairs[i].lost)
		mergeTallies(a.pairs[i].gained, b.pairs[i].gained)
	}
	return nil
}

func mergeTallies(into, from map[Failure]*tally) {
	for f, t := range from {
		u := into[f]
		if u == nil {
			c := *t
			into[f] = &c
			continue
		}
		u.count += t.count
		if t.example.before(&u.example) {
			u.example = t.example
		}
	}
}

// ids returns the ids of the aggregate's dialects.
func (a *Aggregate) ids() []string {
	out := make([]string, len(a.dialects))
	for i, s := range a.dialects {
		out[i] = s.d.ID()
	}
	return out
}

// Lines returns how many lines were surveyed, blank ones included.
func (a *Aggregate) Lines() int64 { return a.lines }
