package conformance

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/urispec/urispec/semantic"
)

// Status is the outcome of one vector.
type Status string

// The four outcomes. A vector is never passed without running: what cannot
// run is skipped, with a reason. A vector listed in an expected-failures
// file runs: when it fails as expected it is an expected failure (XFail),
// with the listed reason; when it passes, the listing is stale and the
// vector fails.
const (
	Pass    Status = "pass"
	Fail    Status = "fail"
	Skipped Status = "skip"
	XFail   Status = "xfail"
)

// Diff is one way a failed vector's result differs from what it expects:
// What names the property (verdict, component host, target, ...).
type Diff struct {
	What     string `json:"what"`
	Expected string `json:"expected"`
	Got      string `json:"got"`
}

// Result is the outcome of one vector: Reason for a skip or an expected
// failure, Diffs for a failure or an expected failure. Override is the
// start-rule line the vector ran under, if any.
type Result struct {
	Vector   *Vector
	Status   Status
	Reason   string
	Diffs    []Diff
	Override *RuleOverride
}

// Run runs every vector of c through the API users embed (semantic.Parse
// with WithRule, semantic.Resolve with its options, and the normalize and
// equivalent functions wired in kinds.go), with the start rule of c's
// start-rule lines where one names the vector, applies c's expected-failure
// lines, and returns the report.
func Run(c *Corpus) *Report {
	return run(c, normalizers, equivalents)
}

func run(c *Corpus, norm map[semantic.Dialect]normalizeFunc, eq map[semantic.Dialect]equivalentFunc) *Report {
	rep := &Report{Sources: c.Sources}
	xfails := map[string]ExpectedFailure{}
	for _, x := range c.ExpectedFailures {
		xfails[x.ID] = x
	}
	rules := map[string]RuleOverride{}
	for _, o := range c.RuleOverrides {
		rules[o.ID] = o
	}
	used := map[string]bool{}
	for i := range c.Vectors {
		v := &c.Vectors[i]
		var r Result
		if o, ok := rules[v.ID]; ok {
			used[v.ID] = true
			r = runOverridden(v, o, norm, eq)
		} else {
			r = runVector(v, "", norm, eq)
		}
		if x, ok := xfails[v.ID]; ok {
			used[v.ID] = true
			switch r.Status {
			case Pass:
				// A listed expected failure that passes: the listing is stale.
				r = Result{Vector: v, Status: Fail, Override: r.Override, Diffs: []Diff{{
					What:     whatStaleXFail,
					Expected: fmt.Sprintf(showStaleWant, x.Pos, x.Reason),
					Got:      showStaleGot,
				}}}
			case Fail:
				r.Status, r.Reason = XFail, x.Reason
			}
		}
		rep.Results = append(rep.Results, r)
	}
	if c.complete {
		for _, x := range c.ExpectedFailures {
			if !used[x.ID] {
				rep.UnusedXFails = append(rep.UnusedXFails, x)
			}
		}
		for _, o := range c.RuleOverrides {
			if !used[o.ID] {
				rep.UnusedRules = append(rep.UnusedRules, o)
			}
		}
		// With every source found, a line no vector has is stale; with one
		// missing it may name a vector of that source.
		rep.UnusedAreFailures = !slices.ContainsFunc(c.Sources, func(s Source) bool { return !s.Found })
	}
	return rep
}

// runOverridden runs the parse vector v under the start rule of o; a vector
// of another kind cannot take a start rule and fails.
func runOverridden(v *Vector, o RuleOverride, norm map[semantic.Dialect]normalizeFunc, eq map[semantic.Dialect]equivalentFunc) Result {
	if v.Kind != KindParse {
		return Result{Vector: v, Status: Fail, Override: &o, Diffs: []Diff{{
			What:     whatRuleKind,
			Expected: fmt.Sprintf(showRuleKind, o.Pos, o.Rule, o.Reason),
			Got:      fmt.Sprintf(showRuleKindGot, v.Kind),
		}}}
	}
	r := runVector(v, o.Rule, norm, eq)
	r.Override = &o
	return r
}

// runVector runs one vector, ignoring the expected-failure lines; rule, when
// not "", is the start rule a parse vector runs under instead of its own.
func runVector(v *Vector, rule string, norm map[semantic.Dialect]normalizeFunc, eq map[semantic.Dialect]equivalentFunc) Result {
	skip := func(format string, args ...any) Result {
		return Result{Vector: v, Status: Skipped, Reason: fmt.Sprintf(format, args...)}
	}
	d, ok := dialect(v.Dialect)
	if !ok {
		return skip(skipForeignDialect, v.Dialect)
	}
	var diffs []Diff
	switch v.Kind {
	case KindParse:
		if rule == "" {
			rule = v.Rule
		}
		diffs = runParse(d, v, rule)
	case KindResolve:
		if v.Strict != nil && !*v.Strict && !offersNonStrict(d) {
			return skip(skipNonStrict, d)
		}
		diffs = runResolve(d, v)
	case KindNormalize:
		f, ok := norm[d]
		if !ok {
			return skip(skipNoNormalize, d)
		}
		got, err := f(d, v.Input, v.Level, v.Rule)
		if errors.Is(err, errNotImplemented) {
			return skip("%v", err)
		}
		want := fmt.Sprintf("%q", v.Expected)
		switch {
		case v.ExpectedError:
			if err == nil {
				diffs = []Diff{{fmt.Sprintf(whatNormalized, v.Level), showFailure, fmt.Sprintf("%q", got)}}
			}
		case err != nil:
			diffs = []Diff{{fmt.Sprintf(whatNormalized, v.Level), want, fmt.Sprintf(showError, err)}}
		case got != v.Expected:
			diffs = []Diff{{fmt.Sprintf(whatNormalized, v.Level), want, fmt.Sprintf("%q", got)}}
		}
	case KindEquivalent:
		f, ok := eq[d]
		if !ok {
			return skip(skipNoEquivalent, d)
		}
		got, err := f(d, v.A, v.B, v.Level, v.Rule)
		if errors.Is(err, errNotImplemented) {
			return skip("%v", err)
		}
		switch {
		case err != nil:
			diffs = []Diff{{fmt.Sprintf(whatEquivalence, v.Level), showEquality(v.Equal), fmt.Sprintf(showError, err)}}
		case got != v.Equal:
			diffs = []Diff{{fmt.Sprintf(whatEquivalence, v.Level), showEquality(v.Equal), showEquality(got)}}
		}
	}
	if len(diffs) > 0 {
		return Result{Vector: v, Status: Fail, Diffs: diffs}
	}
	return Result{Vector: v, Status: Pass}
}

// runParse parses the vector's input as rule ("" = the dialect's default)
// and compares the verdict, then the components and parts of a valid input
// or the offset and rule of the error of an invalid one (only what the
// vector gives).
func runParse(d semantic.Dialect, v *Vector, rule string) []Diff {
	var opts []semantic.Option
	switch {
	case v.Base != "":
		// The base chooses the start rule (semantic.WithBase).
		opts = append(opts, semantic.WithBase(v.Base))
	case rule != "":
		opts = append(opts, semantic.WithRule(rule))
	}
	if v.SchemeSyntax != nil {
		opts = append(opts, semantic.WithSchemeSyntax())
	}
	u, err := semantic.Parse(d, v.Input, opts...)
	var se *semantic.Error
	if err != nil && !errors.As(err, &se) {
		// Not a verdict on the input: an unknown start rule, for instance.
		return []Diff{{whatVerdict, showWantVerdict(v), fmt.Sprintf(showError, err)}}
	}
	if v.Valid != (err == nil) {
		got := showValid
		if se != nil {
			got = fmt.Sprintf(showInvalidBecause, se.Error())
		}
		return []Diff{{whatVerdict, showWantVerdict(v), got}}
	}
	var diffs []Diff
	if want := v.SchemeSyntax; want != nil {
		got := ""
		switch {
		case se != nil:
			got = se.SchemeSyntax
		case u.SchemeSyntax != nil:
			got = u.SchemeSyntax.Name
		}
		if got != *want {
			diffs = append(diffs, Diff{whatSchemeSyntax, showString(want), showString(&got)})
		}
	}
	if !v.Valid {
		if v.Offset != nil && *v.Offset != se.Offset {
			diffs = append(diffs, Diff{whatOffset, fmt.Sprint(*v.Offset), fmt.Sprintf(showGotOffset, se.Offset, se.Error())})
		}
		if v.ErrorRule != "" && v.ErrorRule != se.Rule {
			diffs = append(diffs, Diff{whatErrorRule, v.ErrorRule, fmt.Sprintf(showGotRule, se.Rule, se.Error())})
		}
		return diffs
	}
	for _, k := range slices.Sorted(maps.Keys(v.Components)) {
		want := v.Components[k]
		got, ok := component(&u, k)
		switch {
		case !ok:
			diffs = append(diffs, Diff{fmt.Sprintf(whatComponent, k), showString(want), fmt.Sprintf(showNoComponent, d, k)})
		case !equalString(want, got):
			diffs = append(diffs, Diff{fmt.Sprintf(whatComponent, k), showString(want), showString(got)})
		}
	}
	for _, rule := range slices.Sorted(maps.Keys(v.Parts)) {
		var got []string
		for _, p := range u.Parts() {
			if p.Rule == rule {
				got = append(got, p.Text)
			}
		}
		if want := v.Parts[rule]; !slices.Equal(want, got) {
			diffs = append(diffs, Diff{fmt.Sprintf(whatPart, rule), showList(want), showList(got)})
		}
	}
	return diffs
}

// component returns the component k of u (nil: undefined), and false when
// the format has no component k. The components of semantic.Components are
// read by name; the others from the typed view (semantic.URI.Typed), which
// every dialect's scanner fills from the same record whatever its grammar
// calls the rule, so a companion start rule's parts (opaque-part-2732 of RFC
// 2732) read as its base rule's do: opaque is Typed.Opaque (the opaque_part
// of RFC 2396, opaque-part of rfc2396bis-01 §3), nid and nss the URN's NID
// and NSS (RFC 2141, rfc2141bis-03 §2, RFC 8141), r_component, q_component
// and f_component RFC 8141's §2 components (the f-component is the URN's
// fragment).
func component(u *semantic.URI, k string) (*string, bool) {
	c := u.Components
	get := func(s semantic.Span) (*string, bool) {
		if !s.Defined() {
			return nil, true
		}
		t := s.In(u.Input)
		return &t, true
	}
	switch k {
	case "scheme":
		return get(c.Scheme)
	case "authority":
		return get(c.Authority)
	case "userinfo":
		return get(c.Userinfo)
	case "host":
		return get(c.Host) // an IP literal keeps its brackets (the host rule)
	case "port":
		return get(c.Port)
	case "path":
		return get(c.Path)
	case "query":
		return get(c.Query)
	case "fragment":
		return get(c.Fragment)
	}
	t := u.Typed()
	raw := func(x *semantic.Text) (*string, bool) {
		if x == nil {
			return nil, true
		}
		return &x.Raw, true
	}
	// NID and NSS are never empty (RFC 2141 §2 NID and NSS, rfc2141bis-03
	// §2, RFC 8141 §2 NID and NSS take at least one character): an empty
	// one is one the input does not have.
	nonEmpty := func(x semantic.Text) (*string, bool) {
		if x.Raw == "" {
			return nil, true
		}
		return &x.Raw, true
	}
	urn := t.URN
	if urn == nil {
		urn = &semantic.URN{}
	}
	switch k {
	case "opaque":
		return raw(t.Opaque)
	case "nid":
		return nonEmpty(urn.NID)
	case "nss":
		return nonEmpty(urn.NSS)
	case "r_component":
		return raw(urn.RComponent)
	case "q_component":
		return raw(urn.QComponent)
	case "f_component":
		if t.URN == nil {
			return nil, true
		}
		return raw(t.Fragment)
	}
	return nil, false
}

// runResolve resolves the vector's reference against its base, keeping the
// text's literal target (semantic.RecomposeLiteral); "strict" maps to
// WithValidating for the dialects whose text offers the non-strict reading
// (semantic.Info; the others skip non-strict vectors), "rule" to WithRule.
func runResolve(d semantic.Dialect, v *Vector) []Diff {
	// The vectors state the texts' own results, defects included: a target
	// whose string would parse into other components is one of them
	// (semantic.ErrRecomposition).
	opts := []semantic.Option{semantic.WithRecomposition(semantic.RecomposeLiteral)}
	if v.Strict != nil && offersNonStrict(d) {
		opts = append(opts, semantic.WithValidating(*v.Strict))
	}
	if v.Rule != "" {
		opts = append(opts, semantic.WithRule(v.Rule))
	}
	want := fmt.Sprintf("%q", v.Expected)
	if len(v.Alternatives) > 0 {
		want = fmt.Sprintf(showOneOf, showList(append([]string{v.Expected}, v.Alternatives...)))
	}
	got, err := semantic.Resolve(d, v.Base, v.Input, opts...)
	if v.ExpectedError {
		if err == nil {
			return []Diff{{whatTarget, showFailure, fmt.Sprintf("%q", got)}}
		}
		return nil
	}
	if err != nil {
		return []Diff{{whatTarget, want, fmt.Sprintf(showError, err)}}
	}
	if got != v.Expected && !slices.Contains(v.Alternatives, got) {
		return []Diff{{whatTarget, want, fmt.Sprintf("%q", got)}}
	}
	return nil
}

func showWantVerdict(v *Vector) string {
	if v.Valid {
		return showValid
	}
	var at []string
	if v.Offset != nil {
		at = append(at, fmt.Sprintf(showAtOffset, *v.Offset))
	}
	if v.ErrorRule != "" {
		at = append(at, fmt.Sprintf(showInRule, v.ErrorRule))
	}
	if len(at) == 0 {
		return showInvalid
	}
	return showInvalid + " " + strings.Join(at, " ")
}

func showEquality(equal bool) string {
	if equal {
		return showEqual
	}
	return showNotEqual
}

func showString(s *string) string {
	if s == nil {
		return showNull
	}
	return fmt.Sprintf("%q", *s)
}

func showList(xs []string) string {
	q := make([]string, len(xs))
	for i, x := range xs {
		q[i] = fmt.Sprintf("%q", x)
	}
	return "[" + strings.Join(q, ", ") + "]"
}

func equalString(a, b *string) bool {
	if a == nil || b == nil {
		return a == b
	}
	return *a == *b
}

// offersNonStrict reports whether d's resolution offers the non-strict
// reading (semantic.WithValidating(false)).
func offersNonStrict(d semantic.Dialect) bool {
	info, err := semantic.Info(d)
	return err == nil && info.Resolution.NonStrict
}
