package survey

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"github.com/urispec/urispec/semantic"
)

// WriteText writes the report for a terminal: the totals, a table of the
// dialects (inputs, valid, share, invalid), the failing rules of each
// dialect with an example each, then the transitions. The layout:
//
//	5988 lines in 1 file: 5988 inputs, 0 blank, 0 length errors, 0 invalid UTF-8
//
//	dialect         date        valid  share    invalid
//	rfc3986         2005-01      5950  99.37%        38
//
//	rfc3986: 38 invalid, 4 failing rules, most frequent first
//	      31  syntax  pchar (§3.3)
//	          real-urls.txt:120: http://h/%s
//	          rfc3986: invalid URI-reference at offset 10: ...
//
//	uri: rfc2396 -> rfc3986: 3 valid -> invalid, 12 invalid -> valid
//	  valid -> invalid, by the rule where rfc3986 fails:
//	      ...
func (r *Report) WriteText(w io.Writer) error {
	b := bufio.NewWriter(w)
	fmt.Fprintf(b, txtTotals+"\n", r.Lines, plural(int(r.Lines), "line", "lines"), len(r.Files), plural(len(r.Files), "file", "files"),
		r.Inputs, r.Blank, r.LengthErrors, r.InvalidUTF8)
	width := len(txtDialect)
	for _, d := range r.Dialects {
		width = max(width, len(d.Dialect))
	}
	fmt.Fprintf(b, "\n%-*s  %-10s  %10s  %7s  %10s\n", width, txtDialect, txtDate, txtValid, txtShare, txtInvalid)
	for _, d := range r.Dialects {
		fmt.Fprintf(b, "%-*s  %-10s  %10d  %7s  %10d\n", width, d.Dialect, d.Date, d.Valid, percent(d.ValidShare), d.Invalid)
	}
	for _, d := range r.Dialects {
		if len(d.SchemeSyntax) == 0 {
			continue
		}
		fmt.Fprintf(b, "\n"+txtSchemeSyntax+"\n", d.Dialect)
		for _, sh := range d.SchemeSyntax {
			fmt.Fprintf(b, "  %-10s  %10d of %10d  %7s\n", sh.Grammar, sh.Accepted, sh.Inputs, percent(sh.Share))
		}
	}
	for _, d := range r.Dialects {
		if d.Invalid == 0 {
			continue
		}
		fmt.Fprintf(b, "\n"+txtDialectFails+"\n", d.Dialect, d.Invalid, d.FailingRules, r.shown(len(d.Failures), d.FailingRules))
		writeFailures(b, d.Failures)
	}
	if len(r.Transitions) > 0 {
		fmt.Fprintf(b, "\n%s\n", txtTransitions)
	}
	detailed := true // a blank line before a transition, and after one with details
	for _, t := range r.Transitions {
		if detailed || len(t.BecameInvalid)+len(t.BecameValid) > 0 {
			b.WriteString("\n")
		}
		detailed = len(t.BecameInvalid)+len(t.BecameValid) > 0
		fmt.Fprintf(b, txtTransition+"\n", t.Lineage, t.From, t.To, t.ValidToInvalid, t.InvalidToValid)
		if len(t.BecameInvalid) > 0 {
			fmt.Fprintf(b, "  "+txtBecameInvalid+"\n", t.From, t.To, t.To)
			writeFailures(b, t.BecameInvalid)
		}
		if len(t.BecameValid) > 0 {
			fmt.Fprintf(b, "  "+txtBecameValid+"\n", t.From, t.To, t.From)
			writeFailures(b, t.BecameValid)
		}
	}
	return b.Flush()
}

// shown says how many of n failures a list shows.
func (r *Report) shown(listed, n int) string {
	if listed < n {
		return fmt.Sprintf(txtShown, listed)
	}
	return ""
}

// writeFailures writes one failure per entry: the count, kind, rule and
// section (or reason), then where its example stands, the example and its
// message.
func writeFailures(b *bufio.Writer, fs []FailureCount) {
	for _, f := range fs {
		fmt.Fprintf(b, "  %8d  %s\n", f.Count, f.label())
		e := f.Example
		fmt.Fprintf(b, "            %s:%d: %s\n", e.File, e.Line, Show(e.Input, e.InputLength))
		fmt.Fprintf(b, "            %s\n", e.Message)
	}
}

// label is "syntax  RULE (§SECTION)", "prose  RULE (§SECTION): REASON" or
// "length".
func (f FailureCount) label() string {
	s := f.Kind
	if f.Rule != "" {
		s += "  " + f.Rule
	}
	switch {
	case strings.HasPrefix(f.Section, "RFC ") && strings.Contains(f.Section, " §"):
		s += " (" + f.Section + ")" // a scheme grammar's section names its RFC
	case f.Section != "":
		s += " (§" + f.Section + ")"
	}
	if f.Reason != "" {
		s += ": " + f.Reason
	}
	return s
}

// Show returns an input as a report prints it: at most ShowColumns
// columns, each byte that does not print written \xNN (as the CLI's caret
// display does), and a marker counting the bytes left out, of a line of
// length bytes (0: len(input); more when input holds only its first bytes).
func Show(input string, length int) string {
	length = max(length, len(input))
	var b strings.Builder
	i, cols := 0, 0
	for ; i < len(input) && cols < ShowColumns; i++ {
		if c := input[i]; c < 0x20 || c >= 0x7F {
			fmt.Fprintf(&b, txtEscape, c)
			cols += 4
		} else {
			b.WriteByte(c)
			cols++
		}
	}
	if i < length {
		fmt.Fprintf(&b, txtCutMarker, length-i)
	}
	return b.String()
}

// ShowColumns is how many columns of an input Show prints.
const ShowColumns = 2 * semantic.DefaultCaretWindow

// percent formats a share as a percentage with two decimals.
func percent(share float64) string { return fmt.Sprintf("%.2f%%", 100*share) }

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
