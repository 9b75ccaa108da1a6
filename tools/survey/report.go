package survey

import (
	"bytes"
	"cmp"
	"encoding/json"
	"io"
	"maps"
	"slices"
	"unicode/utf8"
)

// DefaultTop is how many failing rules a report lists per dialect and per
// transition direction by default.
const DefaultTop = 10

// Report is what a survey found, ready to print: its JSON form is the
// contract of `urispec survey -json`.
type Report struct {
	// Files are the inputs, in the order given.
	Files []string `json:"files"`
	// Lines counts every line read, blank ones included; Blank the blank
	// (empty) lines, which are skipped; Inputs the others, each validated
	// under every dialect (Lines = Blank + Inputs).
	Lines  int64 `json:"lines"`
	Blank  int64 `json:"blank"`
	Inputs int64 `json:"inputs"`
	// LengthErrors counts the lines longer than the line limit (each a
	// length error under every dialect); InvalidUTF8 the lines that are not
	// valid UTF-8 (validated like any other).
	LengthErrors int64 `json:"length_errors"`
	InvalidUTF8  int64 `json:"invalid_utf8"`
	// Top is how many failures each list holds at most (0: all).
	Top int `json:"top"`
	// Dialects are the surveyed dialects, in date order.
	Dialects []DialectReport `json:"dialects"`
	// Transitions are between consecutive dialects of each lineage, in
	// date order.
	Transitions []Transition `json:"transitions"`
}

// DialectReport is the survey of one dialect.
type DialectReport struct {
	Dialect string `json:"dialect"`
	Date    string `json:"date"`
	Lineage string `json:"lineage"`
	// Inputs is the number of lines validated (Report.Inputs), Valid and
	// Invalid how they fared, ValidShare = Valid / Inputs (0 without
	// inputs).
	Inputs     int64   `json:"inputs"`
	Valid      int64   `json:"valid"`
	ValidShare float64 `json:"valid_share"`
	Invalid    int64   `json:"invalid"`
	// FailingRules is the number of distinct failures; Failures the Top
	// most frequent, most frequent first.
	FailingRules int            `json:"failing_rules"`
	Failures     []FailureCount `json:"failures"`
	// SchemeSyntax (with Config.SchemeSyntax only): per scheme or
	// namespace grammar that applies to the dialect, by name, the inputs
	// valid under the dialect's grammar that it reads and the share it
	// accepts.
	SchemeSyntax []SchemeShare `json:"scheme_syntax,omitempty"`
}

// SchemeShare is how a scheme or namespace grammar fared on its inputs.
type SchemeShare struct {
	Grammar  string  `json:"grammar"`
	Inputs   int64   `json:"inputs"`
	Accepted int64   `json:"accepted"`
	Share    float64 `json:"share"`
}

// FailureCount is how many inputs fail at one rule, with the first of them.
type FailureCount struct {
	Failure
	Count   int64   `json:"count"`
	Example Example `json:"example"`
}

// Transition compares two consecutive versions of a lineage over the same
// inputs.
type Transition struct {
	Lineage string `json:"lineage"`
	From    string `json:"from"`
	To      string `json:"to"`
	// ValidToInvalid counts the inputs valid under From and invalid under
	// To, BecameInvalid groups them by the rule where To fails (the Top most
	// frequent); InvalidToValid and BecameValid the other way, grouped by
	// the rule where From fails.
	ValidToInvalid int64          `json:"valid_to_invalid"`
	InvalidToValid int64          `json:"invalid_to_valid"`
	BecameInvalid  []FailureCount `json:"became_invalid"`
	BecameValid    []FailureCount `json:"became_valid"`
}

// Report returns the report of the aggregate, each list of failures cut to
// its top most frequent (top <= 0: all). The report is a copy: adding to the
// aggregate later does not change it.
func (a *Aggregate) Report(top int) *Report {
	if top < 0 {
		top = 0
	}
	r := &Report{Files: slices.Clone(a.files), Lines: a.lines, Blank: a.blank, Inputs: a.lines - a.blank,
		LengthErrors: a.lengthErr, InvalidUTF8: a.invalidUTF8, Top: top,
		Dialects: []DialectReport{}, Transitions: []Transition{}}
	if r.Files == nil {
		r.Files = []string{}
	}
	for _, s := range a.dialects {
		dr := DialectReport{Dialect: s.d.ID(), Date: s.date, Lineage: s.lineage, Inputs: r.Inputs,
			Valid: s.valid, Invalid: r.Inputs - s.valid, FailingRules: len(s.fails)}
		if r.Inputs > 0 {
			dr.ValidShare = float64(s.valid) / float64(r.Inputs)
		}
		dr.Failures = a.ranked(s.fails, top)
		for _, name := range slices.Sorted(maps.Keys(s.schemes)) {
			c := s.schemes[name]
			dr.SchemeSyntax = append(dr.SchemeSyntax, SchemeShare{Grammar: name, Inputs: c.inputs, Accepted: c.accepted,
				Share: float64(c.accepted) / float64(c.inputs)})
		}
		r.Dialects = append(r.Dialects, dr)
	}
	for _, p := range a.pairs {
		t := Transition{Lineage: p.lineage, From: a.dialects[p.from].d.ID(), To: a.dialects[p.to].d.ID(),
			ValidToInvalid: total(p.lost), InvalidToValid: total(p.gained),
			BecameInvalid: a.ranked(p.lost, top), BecameValid: a.ranked(p.gained, top)}
		r.Transitions = append(r.Transitions, t)
	}
	return r
}

// ranked returns the failures of m, most frequent first (ties by key), cut
// to top (0: all), each example naming its file.
func (a *Aggregate) ranked(m map[Failure]*tally, top int) []FailureCount {
	out := make([]FailureCount, 0, len(m))
	for f, t := range m {
		e := t.example
		e.Expected = slices.Clone(e.Expected)
		if e.file >= 0 && e.file < len(a.files) {
			e.File = a.files[e.file]
		}
		if !utf8.ValidString(e.Input) {
			e.InputBytes = []byte(e.Input)
		}
		out = append(out, FailureCount{Failure: f, Count: t.count, Example: e})
	}
	slices.SortFunc(out, func(x, y FailureCount) int {
		return cmp.Or(cmp.Compare(y.Count, x.Count), x.Failure.compare(y.Failure))
	})
	if top > 0 && len(out) > top {
		out = out[:top]
	}
	return out
}

func total(m map[Failure]*tally) int64 {
	var n int64
	for _, t := range m {
		n += t.count
	}
	return n
}

// WriteJSON writes the report as one JSON document on one line (field names
// in snake_case, HTML characters as they are), as `urispec survey -json`.
func (r *Report) WriteJSON(w io.Writer) error {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(r); err != nil {
		return err
	}
	_, err := w.Write(b.Bytes())
	return err
}
