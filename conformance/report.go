package conformance

import (
	"cmp"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"
)

// Report is the outcome of a run: one Result per vector, in corpus order,
// the sources read, and the expected-failure and start-rule lines that
// matched no vector (only for the complete default corpus; failures when
// every source was found).
type Report struct {
	Results           []Result
	Sources           []Source
	UnusedXFails      []ExpectedFailure
	UnusedRules       []RuleOverride
	UnusedAreFailures bool
}

// Counts are numbers of results by status.
type Counts struct {
	Passed           int `json:"passed"`
	Failed           int `json:"failed"`
	Skipped          int `json:"skipped"`
	ExpectedFailures int `json:"expected_failures"`
}

func (c *Counts) add(s Status) {
	switch s {
	case Pass:
		c.Passed++
	case Fail:
		c.Failed++
	case Skipped:
		c.Skipped++
	case XFail:
		c.ExpectedFailures++
	}
}

// Counts returns the totals; a stale expected-failure or start-rule line
// counts as a failure.
func (r *Report) Counts() Counts {
	var c Counts
	for _, res := range r.Results {
		c.add(res.Status)
	}
	if r.UnusedAreFailures {
		c.Failed += len(r.UnusedXFails) + len(r.UnusedRules)
	}
	return c
}

// Row is one line of the per-dialect, per-kind table.
type Row struct {
	Dialect string `json:"dialect"`
	Kind    Kind   `json:"kind"`
	Counts
}

// Table returns the counts per dialect (in date order) and kind (parse,
// resolve, normalize, equivalent), for the pairs that have vectors.
func (r *Report) Table() []Row {
	idx := map[[2]string]int{}
	var rows []Row
	for _, res := range r.Results {
		key := [2]string{res.Vector.Dialect, string(res.Vector.Kind)}
		i, ok := idx[key]
		if !ok {
			i = len(rows)
			idx[key] = i
			rows = append(rows, Row{Dialect: key[0], Kind: res.Vector.Kind})
		}
		rows[i].add(res.Status)
	}
	slices.SortFunc(rows, func(a, b Row) int {
		return cmp.Or(cmp.Compare(dialectByID[a.Dialect], dialectByID[b.Dialect]),
			cmp.Compare(slices.Index(Kinds(), a.Kind), slices.Index(Kinds(), b.Kind)))
	})
	return rows
}

// ReasonCount is how many vectors share one reason.
type ReasonCount struct {
	Reason string `json:"reason"`
	Count  int    `json:"count"`
}

// SkipReasons groups the skipped vectors by reason, most frequent first.
func (r *Report) SkipReasons() []ReasonCount {
	return r.reasons(func(res Result) (string, bool) { return res.Reason, res.Status == Skipped })
}

// XFailReasons groups the expected failures by reason, most frequent first.
func (r *Report) XFailReasons() []ReasonCount {
	return r.reasons(func(res Result) (string, bool) { return res.Reason, res.Status == XFail })
}

// RuleReasons groups the vectors run under a start-rule line by rule and
// reason, most frequent first.
func (r *Report) RuleReasons() []ReasonCount {
	return r.reasons(func(res Result) (string, bool) {
		if res.Override == nil {
			return "", false
		}
		return fmt.Sprintf(reportRuleReason, res.Override.Rule, res.Override.Reason), true
	})
}

// reasons counts the results that of selects, by the reason it gives.
func (r *Report) reasons(of func(Result) (string, bool)) []ReasonCount {
	n := map[string]int{}
	for _, res := range r.Results {
		if reason, ok := of(res); ok {
			n[reason]++
		}
	}
	out := make([]ReasonCount, 0, len(n))
	for reason, count := range n {
		out = append(out, ReasonCount{reason, count})
	}
	slices.SortFunc(out, func(a, b ReasonCount) int {
		return cmp.Or(cmp.Compare(b.Count, a.Count), strings.Compare(a.Reason, b.Reason))
	})
	return out
}

// Totals is the last line of the text report: "N passed, N failed, N
// skipped", with ", N expected failures" when there are any.
func (c Counts) Totals() string {
	s := fmt.Sprintf(reportTotals, c.Passed, c.Failed, c.Skipped)
	if c.ExpectedFailures > 0 {
		s += fmt.Sprintf(reportXFailed, c.ExpectedFailures)
	}
	return s
}

// WriteText writes the report for a terminal: the sources, a table per
// dialect and kind, each failure (id, input, expected, got), the reasons
// with counts of the skips, of the expected failures and of the start rules
// vectors ran under, and last the Totals line.
func (r *Report) WriteText(w io.Writer) error {
	ew := &errWriter{w: w}
	ew.println(reportSources)
	width := 0
	for _, s := range r.Sources {
		width = max(width, len(s.Name))
	}
	for _, s := range r.Sources {
		if s.Found {
			ew.printf(reportSource, s.Origin, width, s.Name, s.Vectors)
		} else {
			ew.printf(reportNotFound, s.Origin, width, s.Name, s.NotFound)
		}
	}
	ew.println()

	ew.printf(reportHeader, reportColDialect, reportColKind, reportColPassed, reportColFailed, reportColSkipped, reportColXFail)
	for _, row := range r.Table() {
		ew.printf(reportRow, row.Dialect, row.Kind, row.Passed, row.Failed, row.Skipped, row.ExpectedFailures)
	}
	total := r.Counts()
	ew.printf(reportRow, reportTotalRow, "", total.Passed, total.Failed, total.Skipped, total.ExpectedFailures)

	unused := r.unusedLines()
	failures := slices.ContainsFunc(r.Results, func(res Result) bool { return res.Status == Fail })
	if failures || r.UnusedAreFailures && len(unused) > 0 {
		ew.println()
		ew.println(reportFailures)
	}
	for _, res := range r.Results {
		if res.Status != Fail {
			continue
		}
		v := res.Vector
		ew.printf(reportFail, v.ID, v.Dialect, v.Kind, v.Pos.File, v.Pos.Line)
		switch v.Kind {
		case KindEquivalent:
			ew.printf(reportPair, v.A, v.B)
		case KindResolve:
			ew.printf(reportBase, v.Base)
			ew.printf(reportInput, v.Input)
		default:
			ew.printf(reportInput, v.Input)
		}
		for _, d := range res.Diffs {
			ew.printf(reportExpected, d.What, d.Expected)
			ew.printf(reportGot, d.What, d.Got)
		}
	}
	if len(unused) > 0 {
		if !r.UnusedAreFailures {
			ew.println()
			ew.println(reportUnused)
		}
		for _, l := range unused {
			if r.UnusedAreFailures {
				ew.printf(reportFailLine, l.kind, l.id, l.pos)
				ew.printf(reportExpected, l.what, fmt.Sprintf(showUnusedLine, l.pos, l.reason))
				ew.printf(reportGot, l.what, showUnusedGot)
			} else {
				ew.printf(reportUnusedLine, l.id, l.pos)
			}
		}
	}

	for _, sec := range []struct {
		title   string
		reasons []ReasonCount
	}{{reportSkips, r.SkipReasons()}, {reportXFails, r.XFailReasons()}, {reportRules, r.RuleReasons()}} {
		if len(sec.reasons) == 0 {
			continue
		}
		ew.println()
		ew.println(sec.title)
		for _, rc := range sec.reasons {
			ew.printf(reportSkipReason, rc.Count, rc.Reason)
		}
	}
	ew.println()
	ew.println(total.Totals())
	return ew.err
}

// unusedLine is an expected-failure or start-rule line that matched no
// vector, for the reports.
type unusedLine struct {
	kind, what, id, reason string
	pos                    Position
}

// unusedLines returns the unused expected-failure lines, then the unused
// start-rule lines.
func (r *Report) unusedLines() []unusedLine {
	var out []unusedLine
	for _, x := range r.UnusedXFails {
		out = append(out, unusedLine{reportXFailLine, whatStaleXFail, x.ID, x.Reason, x.Pos})
	}
	for _, o := range r.UnusedRules {
		out = append(out, unusedLine{reportRuleLine, whatStaleRule, o.ID, fmt.Sprintf(reportRuleReason, o.Rule, o.Reason), o.Pos})
	}
	return out
}

// jsonResult is the JSON form of one Result (`urispec conformance -json`).
type jsonResult struct {
	ID      string  `json:"id"`
	File    string  `json:"file"`
	Line    int     `json:"line"`
	Dialect string  `json:"dialect"`
	Kind    Kind    `json:"kind"`
	Status  Status  `json:"status"`
	Input   *string `json:"input,omitempty"`
	Base    *string `json:"base,omitempty"`
	A       *string `json:"a,omitempty"`
	B       *string `json:"b,omitempty"`
	Reason  string  `json:"reason,omitempty"`
	Rule    string  `json:"rule,omitempty"`
	Diffs   []Diff  `json:"diffs,omitempty"`
}

// jsonSummary is the last object of the JSON report.
type jsonSummary struct {
	Counts
	Table        []Row         `json:"table"`
	SkipReasons  []ReasonCount `json:"skip_reasons"`
	XFailReasons []ReasonCount `json:"xfail_reasons"`
	RuleReasons  []ReasonCount `json:"rule_reasons"`
	Sources      []Source      `json:"sources"`
}

// WriteJSON writes one JSON object per line: one per vector result ({id,
// file, line, dialect, kind, status, input | base+input | a+b, reason, rule
// (the start rule of a start-rule line it ran under), diffs}), one per
// stale expected-failure or start-rule line (status "fail", kind
// "expected-failure" or "start-rule"), and last a summary {passed, failed,
// skipped, expected_failures, table, skip_reasons, xfail_reasons,
// rule_reasons, sources}.
func (r *Report) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for _, res := range r.Results {
		v := res.Vector
		j := jsonResult{ID: v.ID, File: v.Pos.File, Line: v.Pos.Line, Dialect: v.Dialect, Kind: v.Kind,
			Status: res.Status, Reason: res.Reason, Diffs: res.Diffs}
		if res.Override != nil {
			j.Rule = res.Override.Rule
		}
		switch v.Kind {
		case KindEquivalent:
			j.A, j.B = &v.A, &v.B
		case KindResolve:
			j.Base, j.Input = &v.Base, &v.Input
		default:
			j.Input = &v.Input
		}
		if err := enc.Encode(j); err != nil {
			return err
		}
	}
	if r.UnusedAreFailures {
		for _, l := range r.unusedLines() {
			j := jsonResult{ID: l.id, File: l.pos.File, Line: l.pos.Line, Kind: Kind(l.kind), Status: Fail,
				Diffs: []Diff{{l.what, fmt.Sprintf(showUnusedLine, l.pos, l.reason), showUnusedGot}}}
			if err := enc.Encode(j); err != nil {
				return err
			}
		}
	}
	return enc.Encode(jsonSummary{Counts: r.Counts(), Table: r.Table(), SkipReasons: r.SkipReasons(),
		XFailReasons: r.XFailReasons(), RuleReasons: r.RuleReasons(), Sources: r.Sources})
}

// errWriter keeps the first write error.
type errWriter struct {
	w   io.Writer
	err error
}

func (e *errWriter) Write(p []byte) (int, error) {
	if e.err != nil {
		return 0, e.err
	}
	n, err := e.w.Write(p)
	e.err = err
	return n, err
}

func (e *errWriter) printf(format string, args ...any) { fmt.Fprintf(e, format, args...) }
func (e *errWriter) println(args ...any)               { fmt.Fprintln(e, args...) }
