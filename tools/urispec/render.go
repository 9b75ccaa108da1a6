package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/urispec/urispec/semantic"
)

// echoColumns is how many columns of an input a text result shows; the
// rest is counted by a marker, as in the caret display.
const echoColumns = 2 * semantic.DefaultCaretWindow

// indent is the indentation of the lines under a result line.
const indent = "    "

// echo is the input s as a text result shows it: the first echoColumns
// columns, bytes that do not print written \xNN, and a marker counting the
// bytes left out; the first line of the caret display at offset 0, so both
// show an input alike.
func echo(s string) string {
	if len(s) <= echoColumns && printable(s) {
		return s // the common case, without the work of the caret display
	}
	line, _, _ := strings.Cut((&semantic.Error{Input: s}).CaretWindow(echoColumns), "\n")
	return line
}

// linePrefix is "N: " for line N of standard input, "" for an operand.
func linePrefix(it item) string {
	if it.line == 0 {
		return ""
	}
	return fmt.Sprintf(txtLineNumber, it.line)
}

// printable reports whether every byte of s prints as itself (the caret
// display escapes the others).
func printable(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 0x20 || s[i] >= 0x7F {
			return false
		}
	}
	return true
}

// writeLines writes each line of text after prefix.
func writeLines(b *bytes.Buffer, prefix, text string) {
	for _, line := range strings.Split(text, "\n") {
		b.WriteString(prefix)
		b.WriteString(line)
		b.WriteByte('\n')
	}
}

// writeError writes the message of a syntax or length error and, for a
// syntax error, its caret display, each line after prefix. Every command
// words an error so.
func writeError(b *bytes.Buffer, prefix string, err error) {
	var se *semantic.Error
	if errors.As(err, &se) {
		se = tidy(se)
		writeLines(b, prefix, se.Error())
		writeLines(b, prefix, se.Caret())
		return
	}
	var ee *semantic.EncodingError
	if errors.As(err, &ee) {
		writeLines(b, prefix, ee.Error())
		if ee.Offset >= 0 {
			writeLines(b, prefix, (&semantic.Error{Input: ee.Input, Offset: ee.Offset}).Caret())
		}
		return
	}
	var pe *semantic.PolicyError
	if errors.As(err, &pe) {
		writeLines(b, prefix, pe.Error())
		if pe.Span.Defined() {
			writeLines(b, prefix, pe.Caret())
		}
		return
	}
	writeLines(b, prefix, cliText(err))
}

// writeWarnings writes the warnings of a valid input, one line each.
func writeWarnings(b *bytes.Buffer, prefix string, u *semantic.URI) {
	for _, w := range u.Warnings {
		writeLines(b, prefix, fmt.Sprintf(txtWarning, u.Dialect, w.Offset, w.Message, w.Section))
	}
}

// tidy returns se with each expected item once (the first time it comes).
func tidy(se *semantic.Error) *semantic.Error {
	out := dedupe(se.Expected)
	if len(out) == len(se.Expected) {
		return se
	}
	c := *se
	c.Expected = out
	return &c
}

// dedupe returns xs without repeated items, in order; xs itself when it has
// none.
func dedupe(xs []string) []string {
	var out []string
	for i, x := range xs {
		if slices.Contains(xs[:i], x) {
			if out == nil {
				out = slices.Clone(xs[:i])
			}
			continue
		}
		if out != nil {
			out = append(out, x)
		}
	}
	if out == nil {
		return xs
	}
	return out
}

// jsonWarning is a warning in JSON: {offset, section, message}.
type jsonWarning struct {
	Offset  int    `json:"offset"`
	Section string `json:"section"`
	Message string `json:"message"`
}

// warningsJSON returns the warnings of u ([] when none or u is nil).
func warningsJSON(u *semantic.URI) []jsonWarning {
	out := []jsonWarning{}
	if u != nil {
		for _, w := range u.Warnings {
			out = append(out, jsonWarning{w.Offset, w.Section, w.Message})
		}
	}
	return out
}

// Kinds of error in JSON.
const (
	kindSyntax     = "syntax"     // the input does not derive from the grammar
	kindProse      = "prose"      // it does, but breaks a MUST the spec states in prose
	kindLength     = "length"     // it is longer than the limit
	kindResolution = "resolution" // resolution failed on valid inputs
	kindPolicy     = "policy"     // a valid input that a policy (check -schemes, ...) refuses
	kindEncoding   = "encoding"   // encode or decode refuses an input
)

// jsonError is an error in JSON: {role, kind, offset, rule, expected,
// section, reason, message}. Role is the input at fault where a command has
// several (resolve: base, reference or target; equiv: a or b).
type jsonError struct {
	Role     string   `json:"role,omitempty"`
	Kind     string   `json:"kind"`
	Offset   *int     `json:"offset"`
	Rule     string   `json:"rule"`
	Expected []string `json:"expected"`
	Section  string   `json:"section"`
	Reason   string   `json:"reason"`
	Message  string   `json:"message"`
	// Policy and Component are there for kind policy only: the policy the
	// input breaks (schemes, require, forbid, host-kinds, ports) and the
	// component at fault; End is the end of its span.
	Policy    string `json:"policy,omitempty"`
	Component string `json:"component,omitempty"`
	End       *int   `json:"end,omitempty"`
	// SchemeSyntax is the scheme or namespace grammar an input valid under
	// the dialect did not match (-scheme-syntax); rule and section are
	// then that grammar's.
	SchemeSyntax string `json:"scheme_syntax,omitempty"`
	// Abandoned is the reading given up before offset (semantic.Error's
	// Abandoned), absent when there is none.
	Abandoned *semantic.Reading `json:"abandoned,omitempty"`
}

// errorJSON returns the JSON form of an error about an input.
func errorJSON(err error) *jsonError {
	var se *semantic.Error
	var le *semantic.LengthError
	switch {
	case errors.As(err, &se):
		se = tidy(se)
		j := &jsonError{Kind: kindSyntax, Offset: &se.Offset, Rule: se.Rule, Expected: se.Expected, Abandoned: se.Abandoned,
			Section: se.Section, Reason: se.Reason, Message: se.Error(), SchemeSyntax: se.SchemeSyntax}
		if se.Reason != "" {
			j.Kind = kindProse
		}
		return j
	case errors.As(err, &le):
		off := le.Max // the first byte over the limit
		return &jsonError{Kind: kindLength, Offset: &off, Message: le.Error()}
	}
	var ee *semantic.EncodingError
	if errors.As(err, &ee) {
		j := &jsonError{Kind: kindEncoding, Rule: ee.Rule, Expected: []string{}, Section: ee.Section, Reason: ee.Reason,
			Message: ee.Error(), Component: string(ee.Component)}
		if ee.Offset >= 0 {
			off := ee.Offset
			j.Offset = &off
		}
		return j
	}
	var pe *semantic.PolicyError
	if errors.As(err, &pe) {
		j := &jsonError{Kind: kindPolicy, Expected: pe.Allowed, Message: pe.Error(), Policy: pe.Policy, Component: string(pe.Component)}
		if pe.Span.Defined() {
			start, end := pe.Span.Start, pe.Span.End
			j.Offset, j.End = &start, &end
		}
		if j.Expected == nil {
			j.Expected = []string{}
		}
		return j
	}
	return &jsonError{Kind: kindResolution, Message: cliText(err)}
}

// rawBytes returns the bytes of s when s is not valid UTF-8 (the *_bytes
// fields, base64 in JSON), nil when it is.
func rawBytes(s string) []byte {
	if utf8.ValidString(s) {
		return nil
	}
	return []byte(s)
}

// marshal returns the JSON Lines form of v: one line, HTML characters as
// they are.
func marshal(v any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}
