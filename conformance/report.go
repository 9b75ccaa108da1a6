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
// the sources read, and the skip lines that matched no vector (only for the
// complete default corpus; failures when every source was found).
type Report struct {
	Results           []Result
	Sources           []Source
	UnusedSkips       []Skip
	UnusedAreFailures bool
}

// Counts are numbers of results by status.
type Counts struct {
	Passed  int `json:"passed"`
	Failed  int `json:"failed"`
	Skipped int `json:"skipped"`
}

func (c *Counts) add(s Status) {
	switch s {
	case Pass:
		c.Passed++
	case Fail:
		c.Failed++
	case Skipped:
		c.Skipped++
	}
}

// Counts returns the totals; a stale skip line counts as a failure.
func (r *Report) Counts() Counts {
	var c Counts
	for _, res := range r.Results {
		c.add(res.Status)
	}
	if r.UnusedAreFailures {
		c.Failed += len(r.UnusedSkips)
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

// ReasonCount is how many vectors were skipped for one reason.
type ReasonCount struct {
	Reason string `json:"reason"`
	Count  int    `json:"count"`
}

// SkipReasons groups the skipped vectors by reason, most frequent first.
func (r *Report) SkipReasons() []ReasonCount {
	n := map[string]int{}
	for _, res := range r.Results {
		if res.Status == Skipped {
			n[res.Reason]++
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

// Totals is the last line of the text report: "N passed, N failed", with
// ", N skipped" when any was skipped.
func (c Counts) Totals() string {
	s := fmt.Sprintf(reportTotals, c.Passed, c.Failed)
	if c.Skipped > 0 {
		s += fmt.Sprintf(reportSkipped, c.Skipped)
	}
	return s
}

// WriteText writes the report for a terminal: the sources, a table per
// dialect and kind, each failure (id, input, expected, got), the skip
// reasons with counts, and last the Totals line.
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

	ew.printf(reportHeader, reportColDialect, reportColKind, reportColPassed, reportColFailed, reportColSkipped)
	for _, row := range r.Table() {
		ew.printf(reportRow, row.Dialect, row.Kind, row.Passed, row.Failed, row.Skipped)
	}
	total := r.Counts()
	ew.printf(reportRow, reportTotalRow, "", total.Passed, total.Failed, total.Skipped)

	failures := slices.ContainsFunc(r.Results, func(res Result) bool { return res.Status == Fail })
	if failures || r.UnusedAreFailures && len(r.UnusedSkips) > 0 {
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
	if len(r.UnusedSkips) > 0 {
		if !r.UnusedAreFailures {
			ew.println()
			ew.println(reportUnused)
		}
		for _, s := range r.UnusedSkips {
			if r.UnusedAreFailures {
				ew.printf(reportFailSkip, s.ID, s.Pos)
				ew.printf(reportExpected, whatStaleSkip, fmt.Sprintf(showUnusedSkip, s.Pos, s.Reason))
				ew.printf(reportGot, whatStaleSkip, showUnusedGot)
			} else {
				ew.printf(reportUnusedSkip, s.ID, s.Pos)
			}
		}
	}

	if reasons := r.SkipReasons(); len(reasons) > 0 {
		ew.println()
		ew.println(reportSkips)
		for _, rc := range reasons {
			ew.printf(reportSkipReason, rc.Count, rc.Reason)
		}
	}
	ew.println()
	ew.println(total.Totals())
	return ew.err
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
	Diffs   []Diff  `json:"diffs,omitempty"`
}

// jsonSummary is the last object of the JSON report.
type jsonSummary struct {
	Counts
	Table       []Row         `json:"table"`
	SkipReasons []ReasonCount `json:"skip_reasons"`
	Sources     []Source      `json:"sources"`
}

// WriteJSON writes one JSON object per line: one per vector result ({id,
// file, line, dialect, kind, status, input | base+input | a+b, reason,
// diffs}), one per stale skip line (status "fail", kind "skip"), and last a
// summary {passed, failed, skipped, table, skip_reasons, sources}.
func (r *Report) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for _, res := range r.Results {
		v := res.Vector
		j := jsonResult{ID: v.ID, File: v.Pos.File, Line: v.Pos.Line, Dialect: v.Dialect, Kind: v.Kind,
			Status: res.Status, Reason: res.Reason, Diffs: res.Diffs}
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
		for _, s := range r.UnusedSkips {
			j := jsonResult{ID: s.ID, File: s.Pos.File, Line: s.Pos.Line, Kind: "skip", Status: Fail,
				Diffs: []Diff{{whatStaleSkip, fmt.Sprintf(showUnusedSkip, s.Pos, s.Reason), showUnusedGot}}}
			if err := enc.Encode(j); err != nil {
				return err
			}
		}
	}
	return enc.Encode(jsonSummary{Counts: r.Counts(), Table: r.Table(), SkipReasons: r.SkipReasons(), Sources: r.Sources})
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
