package conformance

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
)

// Kind is what a vector tests.
type Kind string

// The four kinds of the format (../shared/corpora/README.md, "Record format").
const (
	KindParse      Kind = "parse"
	KindResolve    Kind = "resolve"
	KindNormalize  Kind = "normalize"
	KindEquivalent Kind = "equivalent"
)

// Kinds returns the kinds in report order.
func Kinds() []Kind { return []Kind{KindParse, KindResolve, KindNormalize, KindEquivalent} }

// Position is where a vector or a line of an expected-failures or
// start-rules file was read: a file name and a 1-based
// line number.
type Position struct {
	File string
	Line int
}

func (p Position) String() string { return fmt.Sprintf("%s:%d", p.File, p.Line) }

// Vector is one line of a vector file. Fields that belong to another kind
// are zero. A nil pointer is a field the line does not give.
type Vector struct {
	ID      string
	Source  string
	Dialect string
	Kind    Kind

	// Input is the string parsed (parse), the reference (resolve) or the
	// string normalized (normalize).
	Input string

	// parse; Rule also resolve, normalize and equivalent
	Valid bool
	// Rule is the start rule the input is read as; "" = the dialect's
	// default. For resolve it is the reference's start rule (a companion
	// such as rfc2396's URI-reference-2732 reads the base by its companion,
	// absoluteURI-2732; semantic.WithRule); for normalize and equivalent
	// the start rule of the input(s).
	Rule string
	// Components are the components the vector asserts: nil = undefined
	// (null), a pointer to "" = present but empty.
	Components map[string]*string
	// Parts (urispec extension, valid vectors): rule -> the texts of the
	// parts of that rule, in input order.
	Parts map[string][]string
	// Offset and ErrorRule (urispec extensions, invalid vectors): the byte
	// offset of the error and the spec rule being matched there.
	Offset    *int
	ErrorRule string
	// SchemeSyntax (urispec extension): given, the input is parsed with
	// semantic.WithSchemeSyntax, and the vector names the scheme or
	// namespace grammar that applies to it (a valid input's
	// URI.SchemeSyntax, an invalid one's Error.SchemeSyntax), "" for none.
	SchemeSyntax *string

	// resolve; and parse (urispec extension), the base URL the input is
	// written against where the dialect's validity depends on one
	// (semantic.WithBase; it excludes Rule)
	Base         string
	Expected     string // also normalize
	Strict       *bool
	Alternatives []string
	// ExpectedError (urispec extension, resolve and normalize): the
	// operation must fail; the line then has no "expected".
	ExpectedError bool

	// normalize, equivalent
	Level string

	// equivalent
	A, B  string
	Equal bool

	Note     string
	Reason   string // disputed.jsonl only
	Category string // disputed.jsonl only

	Pos Position
}

// ExpectedFailure is one line of an expected-failures file: a vector that
// is expected to fail, and why. The vector still runs.
type ExpectedFailure struct {
	ID     string
	Reason string
	Pos    Position
}

// RuleOverride is one line of a start-rules file: the start rule a parse
// vector runs under instead of the one it names, and why.
type RuleOverride struct {
	ID     string
	Rule   string
	Reason string
	Pos    Position
}

// Error is a line of a vector, expected-failures or start-rules file that
// does not follow the format.
type Error struct {
	Pos Position
	Msg string
}

func (e *Error) Error() string { return e.Pos.String() + ": " + e.Msg }

// ErrorList is every *Error found in what was read, in file and line order.
type ErrorList []*Error

func (l ErrorList) Error() string {
	switch len(l) {
	case 0:
		return "no errors"
	case 1:
		return l[0].Error()
	}
	var b strings.Builder
	for i, e := range l {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(e.Error())
	}
	return b.String()
}

// Err returns l as an error, or nil when l is empty (go/scanner.ErrorList.Err).
func (l ErrorList) Err() error {
	if len(l) == 0 {
		return nil
	}
	return l
}

// maxErrors bounds the errors collected from one file.
const maxErrors = 50

// Field sets of the format. Every line has id, source, dialect and kind;
// note, reason and category (the last two used by disputed.jsonl) are
// allowed on every kind.
var (
	commonFields   = []string{"id", "source", "dialect", "kind"}
	optionalFields = []string{"note", "reason", "category"}
	requiredByKind = map[Kind][]string{
		KindParse:      {"input", "valid"},
		KindResolve:    {"base", "input", "expected"},
		KindNormalize:  {"input", "expected"},
		KindEquivalent: {"a", "b", "equal"},
	}
	optionalByKind = map[Kind][]string{
		// offset, error_rule, parts, scheme_syntax and base are urispec
		// extensions, and so are rule for the kinds other than parse, and
		// expected_error and the components of a resolve or normalize vector
		// (those of its target).
		KindParse:      {"rule", "components", "parts", "offset", "error_rule", "scheme_syntax", "base"},
		KindResolve:    {"strict", "alternatives", "expected_error", "components", "rule"},
		KindNormalize:  {"level", "expected_error", "components", "rule"},
		KindEquivalent: {"level", "rule"},
	}
	// componentKeys are the component names of the format.
	// username, password and origin are the URL Standard's (whatwg-url).
	componentKeys = []string{"scheme", "userinfo", "host", "port", "path", "query", "fragment",
		"opaque", "authority", "nid", "nss", "r_component", "q_component", "f_component",
		"username", "password", "origin"}
)

// allFields is every field name any kind allows, for telling a field of
// another kind from an unknown one.
var allFields = func() map[string]bool {
	m := map[string]bool{}
	for _, f := range append(slices.Clone(commonFields), optionalFields...) {
		m[f] = true
	}
	for _, k := range Kinds() {
		for _, f := range append(slices.Clone(requiredByKind[k]), optionalByKind[k]...) {
			m[f] = true
		}
	}
	return m
}()

// readLines calls line for each line of r, numbered from 1, and collects the
// errors it returns. An I/O error ends the reading.
func readLines(name string, r io.Reader, line func(n int, text []byte) *Error) error {
	var errs ErrorList
	br := bufio.NewReader(r)
	for n := 1; ; n++ {
		text, err := br.ReadBytes('\n')
		if len(text) > 0 || err == nil {
			text = bytes.TrimRight(text, "\r\n")
			if e := line(n, text); e != nil {
				if len(errs) == maxErrors {
					errs = append(errs, &Error{Pos: e.Pos, Msg: msgTooManyErrors})
					return errs
				}
				errs = append(errs, e)
			}
		}
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return fmt.Errorf(msgReadFailed, name, err)
		}
	}
	return errs.Err()
}

// ReadVectors reads a vector file: JSON Lines, one vector per line, in the
// format of ../shared/corpora/README.md with the urispec extensions (see the
// package doc). name is used in error positions. It is strict: an unknown
// kind, dialect, field or component, a field of another kind, a missing
// required field, a value of the wrong type, or a blank line is an error
// naming the file and line; all such lines are reported (an ErrorList).
// Unique ids across files are checked by Corpus.
func ReadVectors(name string, r io.Reader) ([]Vector, error) {
	var out []Vector
	err := readLines(name, r, func(n int, text []byte) *Error {
		pos := Position{name, n}
		v, msg := parseVector(text)
		if msg != "" {
			return &Error{Pos: pos, Msg: msg}
		}
		v.Pos = pos
		out = append(out, v)
		return nil
	})
	return out, err
}

// parseVector decodes one line; msg says what is wrong with it.
func parseVector(text []byte) (v Vector, msg string) {
	if len(bytes.TrimSpace(text)) == 0 {
		return v, msgEmptyLine
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(text, &raw); err != nil {
		return v, fmt.Sprintf(msgNotObject, err)
	}
	// id, source, dialect, kind: required non-empty strings.
	for _, f := range []struct {
		name string
		dst  *string
	}{{"id", &v.ID}, {"source", &v.Source}, {"dialect", &v.Dialect}, {"kind", (*string)(&v.Kind)}} {
		if msg := decodeRequired(raw, f.name, f.dst); msg != "" {
			return v, msg
		}
		if *f.dst == "" {
			return v, fmt.Sprintf(msgEmptyField, f.name)
		}
	}
	required, ok := requiredByKind[v.Kind]
	if !ok {
		return v, fmt.Sprintf(msgUnknownKind, v.Kind)
	}
	if _, ok := dialectByID[v.Dialect]; !ok {
		return v, fmt.Sprintf(msgUnknownDialect, v.Dialect, strings.Join(DialectIDs(), ", "))
	}
	allowed := append(append(append(slices.Clone(commonFields), optionalFields...), required...), optionalByKind[v.Kind]...)
	keys := make([]string, 0, len(raw))
	for k := range raw {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		if slices.Contains(allowed, k) {
			continue
		}
		if allFields[k] {
			return v, fmt.Sprintf(msgFieldNotOfKind, k, v.Kind)
		}
		return v, fmt.Sprintf(msgUnknownField, k)
	}
	_, expectsError := raw["expected_error"]
	for _, f := range required {
		if f == "expected" && expectsError {
			continue // expected_error stands for it
		}
		if _, ok := raw[f]; !ok {
			return v, fmt.Sprintf(msgMissingField, f)
		}
	}
	// Every other field, with its Go destination; present ones are decoded.
	dest := map[string]any{
		"note": &v.Note, "reason": &v.Reason, "category": &v.Category,
		"input": &v.Input, "valid": &v.Valid, "rule": &v.Rule, "components": &v.Components,
		"parts": &v.Parts, "offset": &v.Offset, "error_rule": &v.ErrorRule, "scheme_syntax": &v.SchemeSyntax,
		"base": &v.Base, "expected": &v.Expected, "strict": &v.Strict, "alternatives": &v.Alternatives,
		"level": &v.Level, "a": &v.A, "b": &v.B, "equal": &v.Equal,
		"expected_error": &v.ExpectedError,
	}
	for _, k := range keys {
		d, ok := dest[k]
		if !ok {
			continue // id, source, dialect, kind: done
		}
		if string(bytes.TrimSpace(raw[k])) == "null" {
			return v, fmt.Sprintf(msgNullField, k)
		}
		if err := strictUnmarshal(raw[k], d); err != nil {
			return v, fmt.Sprintf(msgFieldType, k, err)
		}
	}
	if v.Kind == KindParse {
		if msg := checkParseFields(raw, &v); msg != "" {
			return v, msg
		}
	}
	if expectsError {
		if msg := checkExpectedError(raw, &v); msg != "" {
			return v, msg
		}
	}
	return v, checkComponentKeys(&v)
}

// checkExpectedError checks the fields of a resolve or normalize vector that
// expects a failure: expected_error is true, and nothing is expected of a
// target.
func checkExpectedError(raw map[string]json.RawMessage, v *Vector) string {
	if !v.ExpectedError {
		return msgExpectedErrorFalse
	}
	for _, f := range []string{"expected", "alternatives", "components"} {
		if _, ok := raw[f]; ok {
			return fmt.Sprintf(msgWithExpectedError, f)
		}
	}
	return ""
}

// checkComponentKeys checks that every component is one of the format.
func checkComponentKeys(v *Vector) string {
	for k := range v.Components {
		if !slices.Contains(componentKeys, k) {
			return fmt.Sprintf(msgUnknownComp, k, strings.Join(componentKeys, ", "))
		}
	}
	return ""
}

// checkParseFields checks the fields of a parse vector against each other.
func checkParseFields(raw map[string]json.RawMessage, v *Vector) string {
	if _, ok := raw["base"]; ok && v.Rule != "" {
		return msgBaseAndRule
	}
	for _, f := range []string{"components", "parts"} {
		if _, ok := raw[f]; ok && !v.Valid {
			return fmt.Sprintf(msgValidOnly, f)
		}
	}
	for _, f := range []string{"offset", "error_rule"} {
		if _, ok := raw[f]; ok && v.Valid {
			return fmt.Sprintf(msgInvalidOnly, f)
		}
	}
	for k := range v.Parts {
		if k == "" {
			return msgEmptyPartRule
		}
	}
	if v.Offset != nil && (*v.Offset < 0 || *v.Offset > len(v.Input)) {
		return fmt.Sprintf(msgOffsetRange, *v.Offset, len(v.Input))
	}
	return ""
}

// decodeRequired decodes the required string field f of raw into dst.
func decodeRequired(raw map[string]json.RawMessage, f string, dst *string) string {
	r, ok := raw[f]
	if !ok {
		return fmt.Sprintf(msgMissingField, f)
	}
	if string(bytes.TrimSpace(r)) == "null" {
		return fmt.Sprintf(msgNullField, f)
	}
	if err := strictUnmarshal(r, dst); err != nil {
		return fmt.Sprintf(msgFieldType, f, err)
	}
	return ""
}

// strictUnmarshal decodes one field value and words a type mismatch plainly
// ("string is not int").
func strictUnmarshal(data []byte, dst any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(dst); err != nil {
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) {
			return fmt.Errorf("%s is not %s", te.Value, te.Type)
		}
		return err
	}
	return nil
}

// ReadExpectedFailures reads an expected-failures file: JSON Lines of
// {"id": ..., "reason": ...}, both required non-empty strings, nothing
// else; ids are unique.
func ReadExpectedFailures(name string, r io.Reader) ([]ExpectedFailure, error) {
	var out []ExpectedFailure
	err := readIDLines(name, r, []string{"id", "reason"}, msgXFailUnknownKey, func(pos Position, f map[string]string) {
		out = append(out, ExpectedFailure{ID: f["id"], Reason: f["reason"], Pos: pos})
	})
	return out, err
}

// ReadRuleOverrides reads a start-rules file: JSON Lines of {"id": ...,
// "rule": ..., "reason": ...}, all required non-empty strings, nothing
// else; ids are unique.
func ReadRuleOverrides(name string, r io.Reader) ([]RuleOverride, error) {
	var out []RuleOverride
	err := readIDLines(name, r, []string{"id", "rule", "reason"}, msgRuleUnknownKey, func(pos Position, f map[string]string) {
		out = append(out, RuleOverride{ID: f["id"], Rule: f["rule"], Reason: f["reason"], Pos: pos})
	})
	return out, err
}

// readIDLines reads JSON Lines whose objects have exactly the string fields
// names (each required and non-empty, "id" unique) and calls add for each;
// unknown words the message for a field not among them.
func readIDLines(name string, r io.Reader, names []string, unknown string, add func(Position, map[string]string)) error {
	seen := map[string]Position{}
	return readLines(name, r, func(n int, text []byte) *Error {
		pos := Position{name, n}
		fail := func(msg string) *Error { return &Error{Pos: pos, Msg: msg} }
		if len(bytes.TrimSpace(text)) == 0 {
			return fail(msgEmptyLine)
		}
		var raw map[string]json.RawMessage
		if err := json.Unmarshal(text, &raw); err != nil {
			return fail(fmt.Sprintf(msgNotObject, err))
		}
		keys := make([]string, 0, len(raw))
		for k := range raw {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for _, k := range keys {
			if !slices.Contains(names, k) {
				return fail(fmt.Sprintf(unknown, k))
			}
		}
		fields := map[string]string{}
		for _, f := range names {
			var v string
			if msg := decodeRequired(raw, f, &v); msg != "" {
				return fail(msg)
			}
			if v == "" {
				return fail(fmt.Sprintf(msgEmptyField, f))
			}
			fields[f] = v
		}
		if first, ok := seen[fields["id"]]; ok {
			return fail(fmt.Sprintf(msgDuplicateID, fields["id"], first))
		}
		seen[fields["id"]] = pos
		add(pos, fields)
		return nil
	})
}
