package abnf

import (
	"cmp"
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// Kind names a class of lint finding; ;@accept lines name it.
type Kind string

// The finding kinds. The Rule of a finding is the rule the problem is in:
// the rule whose definition holds the offending element (undefined, case,
// repeat, range, core use, prose), the rule itself (unreachable, duplicate,
// section), or the rule a pragma names.
const (
	KindUndefined   Kind = "undefined"   // reference to, or pragma naming, a rule nobody defines
	KindUnreachable Kind = "unreachable" // not reachable from the ;@start rules
	KindDuplicate   Kind = "duplicate"   // a second "=" definition of a name
	KindCase        Kind = "case"        // a reference spelled in another case than the definition
	KindRepeat      Kind = "repeat"      // m*n with m > n
	KindRange       Kind = "range"       // %xA-B with A > B
	KindValue       Kind = "value"       // a numeric value the grammar's encoding cannot match
	KindCore        Kind = "core"        // core rule use without ;@core, or a bad ;@core
	KindProse       Kind = "prose"       // <prose-val>
	KindSection     Kind = "section"     // a rule without "; §..." citation
	KindPragma      Kind = "pragma"      // missing or malformed ;@dialect, ;@spec, ;@start
	KindErratum     Kind = "erratum"     // incomplete or inconsistent errata entry
	KindAccept      Kind = "accept"      // ;@accept naming no erratum, or suppressing nothing
)

var kinds = []Kind{KindUndefined, KindUnreachable, KindDuplicate, KindCase, KindRepeat, KindRange,
	KindValue, KindCore, KindProse, KindSection, KindPragma, KindErratum, KindAccept}

func knownKind(k Kind) bool { return slices.Contains(kinds, k) }

func kindList() string {
	s := make([]string, len(kinds))
	for i, k := range kinds {
		s[i] = string(k)
	}
	return strings.Join(s, ", ")
}

// Finding is one lint result.
type Finding struct {
	File    string
	Kind    Kind
	Rule    string // "" when about no rule
	Pos     Pos
	Message string
}

// String formats f as "file:line:col: kind: message".
func (f Finding) String() string {
	return fmt.Sprintf("%s:%d:%d: %s: %s", f.File, f.Pos.Line, f.Pos.Col, f.Kind, f.Message)
}

var dateRe = regexp.MustCompile(`^[0-9]{4}-[0-9]{2}(-[0-9]{2})?$`)

// Lint checks g against RFC 5234 and the conventions of grammar/README.md
// and returns the findings in file order. A finding that an ";@accept KIND
// RULE ERRATUM-ID" line matches (same kind, same rule, case-insensitively)
// is left out; an ;@accept that matches nothing is itself a finding.
func Lint(g *Grammar) []Finding {
	l := &linter{g: g, defs: map[string][]*Rule{}}
	for _, r := range g.Rules {
		k := strings.ToLower(r.Name)
		l.defs[k] = append(l.defs[k], r)
	}
	l.definitions()
	for _, r := range g.Rules {
		l.rule(r)
	}
	l.pragmas()
	l.reachability()
	l.errata()
	return l.accepts()
}

type linter struct {
	g    *Grammar
	defs map[string][]*Rule // lower-cased name -> definitions in file order
	out  []Finding
}

func (l *linter) add(k Kind, rule string, pos Pos, format string, args ...any) {
	l.out = append(l.out, Finding{File: l.g.File, Kind: k, Rule: rule, Pos: pos, Message: fmt.Sprintf(format, args...)})
}

// base returns the first "=" definition of name, or nil.
func (l *linter) base(name string) *Rule {
	for _, r := range l.defs[strings.ToLower(name)] {
		if !r.Incremental {
			return r
		}
	}
	return nil
}

// definitions: duplicates, "=/" without "=" (RFC 5234 §3.3), case of "=/",
// missing sections.
func (l *linter) definitions() {
	for _, r := range l.g.Rules {
		b := l.base(r.Name)
		switch {
		case b == nil:
			l.add(KindUndefined, r.Name, r.Pos, lintIncrNoBase, r.Name)
		case !r.Incremental && b != r:
			l.add(KindDuplicate, r.Name, r.Pos, lintDuplicate, r.Name, b.Pos.Line)
		case r.Incremental && r.Name != b.Name:
			l.add(KindCase, r.Name, r.Pos, lintCaseIncr, r.Name, b.Name, b.Pos.Line)
		}
		if r.Section == "" {
			l.add(KindSection, r.Name, r.Pos, lintSection, r.Name)
		}
	}
}

func (l *linter) imported(name string) bool {
	return slices.ContainsFunc(l.g.Pragmas.Core, func(c string) bool { return strings.EqualFold(c, name) })
}

// rule checks the elements of one definition.
func (l *linter) rule(r *Rule) {
	Walk(r.Expr, func(n Node) {
		switch n := n.(type) {
		case *RuleRef:
			if defs := l.defs[strings.ToLower(n.Name)]; len(defs) > 0 {
				b := l.base(n.Name)
				if b == nil {
					b = defs[0]
				}
				if n.Name != b.Name {
					l.add(KindCase, r.Name, n.Pos, lintCase, n.Name, b.Name, b.Pos.Line)
				}
				return
			}
			c, isCore := IsCore(n.Name)
			switch {
			case isCore && l.imported(n.Name):
				if n.Name != c {
					l.add(KindCase, r.Name, n.Pos, lintCaseCore, n.Name, c)
				}
			case isCore:
				l.add(KindCore, r.Name, n.Pos, lintCoreUnimported, r.Name, n.Name, c)
			default:
				l.add(KindUndefined, r.Name, n.Pos, lintUndefined, n.Name)
			}
		case *Repetition:
			// RFC 5234 §3.6: <a>*<b>element, a at least, b at most.
			if n.Max >= 0 && n.Min > n.Max {
				l.add(KindRepeat, r.Name, n.Pos, lintRepeat, n.Min, n.Max)
			}
		case *NumVal:
			// RFC 5234 §3.4: a value range is lo-hi.
			if n.Range && n.Lo > n.Hi {
				l.add(KindRange, r.Name, n.Pos, lintRange, printNumVal(n))
			}
			l.values(r, n)
		case *ProseVal:
			l.add(KindProse, r.Name, n.Pos, lintProse, r.Name, n.Text)
		}
	})
}

// values checks the numeric values of n against the grammar's encoding
// (grammar/README.md, ;@encoding): without one a value is a byte (RFC 5234
// §2.3, "terminals ... may be mapped to ... 8-bit"), with utf-8 a code point
// that UTF-8 can encode (RFC 3629 §3: no surrogates, none above U+10FFFF).
func (l *linter) values(r *Rule, n *NumVal) {
	vals := n.Seq
	if n.Range {
		vals = []int{n.Lo, n.Hi}
	}
	utf8 := l.g.Pragmas.Encoding == EncodingUTF8
	for _, v := range vals {
		switch {
		case !utf8 && v > 255:
			l.add(KindValue, r.Name, n.Pos, lintValueByte, printNumVal(n), v)
			return
		case utf8 && v > MaxCodePoint:
			l.add(KindValue, r.Name, n.Pos, lintValueCodePoint, printNumVal(n), v)
			return
		case utf8 && !n.Range && IsSurrogate(v):
			l.add(KindValue, r.Name, n.Pos, lintValueSurrogate, printNumVal(n), v)
			return
		}
	}
	if utf8 && n.Range && n.Lo <= n.Hi && IsSurrogate(n.Lo) && IsSurrogate(n.Hi) {
		l.add(KindValue, r.Name, n.Pos, lintRangeSurrogate, printNumVal(n))
	}
}

// schemePragmas checks the pragmas of a scheme or URN namespace grammar
// (grammar/README.md, "Scheme and namespace grammars"): it applies to at
// least one dialect, every rule it serves a scheme or NID with is a start
// rule, and every default port is of a scheme it serves, in decimal.
func (l *linter) schemePragmas() {
	p := l.g.Pragmas
	if len(p.Applies) == 0 {
		l.add(KindPragma, "", Pos{Offset: 0, Line: 1, Col: 1}, lintMissingPragma, "applies")
	}
	served := map[string]bool{}
	for _, s := range append(slices.Clone(p.Schemes), p.Namespaces...) {
		served[s.Name] = true
		if !slices.ContainsFunc(p.Start, func(r string) bool { return strings.EqualFold(r, s.Rule) }) {
			l.add(KindUndefined, s.Rule, s.Pos, lintServeStart, s.Name, s.Rule)
		}
	}
	for _, d := range p.DefaultPorts {
		if !served[d.Scheme] || d.Port == "" || strings.Trim(d.Port, "0123456789") != "" {
			l.add(KindPragma, "", d.Pos, lintDefaultPort, d.Scheme, d.Port)
		}
	}
}

func (l *linter) defined(name string) bool { return len(l.defs[strings.ToLower(name)]) > 0 }

// pragmas checks the header pragmas of grammar/README.md.
func (l *linter) pragmas() {
	p := l.g.Pragmas
	top := Pos{Offset: 0, Line: 1, Col: 1}
	switch {
	case p.Dialect == "" && !l.g.IsSchemeGrammar():
		l.add(KindPragma, "", top, lintMissingPragma, "dialect")
	case p.Dialect != "" && l.g.IsSchemeGrammar():
		l.add(KindPragma, "", p.Pos["dialect"], lintSchemeDialect)
	case l.g.IsSchemeGrammar():
		l.schemePragmas()
	}
	if p.Spec == (SpecRef{}) {
		l.add(KindPragma, "", top, lintMissingPragma, "spec")
	} else if !dateRe.MatchString(p.Spec.Date) {
		l.add(KindPragma, "", p.Pos["spec"], lintSpecDate, p.Spec.Date)
	}
	if len(p.Start) == 0 {
		l.add(KindPragma, "", top, lintMissingPragma, "start")
	}
	for _, s := range p.Start {
		if !l.defined(s) && !(l.imported(s) && isCoreName(s)) {
			l.add(KindUndefined, s, p.Pos["start"], lintUndefinedStart, s)
		}
	}
	for _, s := range p.Scan {
		if !l.defined(s) && !(l.imported(s) && isCoreName(s)) {
			l.add(KindUndefined, s, p.Pos["scan"], lintUndefinedScan, s)
		}
	}
	used := l.referenced()
	for _, c := range p.Core {
		canon, ok := IsCore(c)
		switch {
		case !ok:
			l.add(KindCore, c, p.Pos["core"], lintCoreNotCore, c)
		case l.defined(c):
			d := l.defs[strings.ToLower(c)][0]
			l.add(KindCore, canon, p.Pos["core"], lintCoreDefined, c, d.Name, d.Pos.Line)
		case !used[strings.ToLower(c)]:
			l.add(KindCore, canon, p.Pos["core"], lintCoreUnused, c)
		}
	}
	for _, r := range p.Renames {
		if !l.defined(r.ABNF) {
			l.add(KindUndefined, r.ABNF, r.Pos, lintUndefinedRen, r.Spec, r.ABNF)
		}
	}
	for _, n := range p.NotFollowedBy {
		for _, name := range []string{n.Rule, n.Guard} {
			if !l.defined(name) {
				l.add(KindUndefined, name, n.Pos, lintUndefinedNFB, name)
			}
		}
	}
}

// referenced returns the lower-cased names the rules and the ;@start lines
// refer to.
func (l *linter) referenced() map[string]bool {
	used := map[string]bool{}
	for _, r := range l.g.Rules {
		Walk(r.Expr, func(n Node) {
			if ref, ok := n.(*RuleRef); ok {
				used[strings.ToLower(ref.Name)] = true
			}
		})
	}
	for _, s := range append(l.g.Pragmas.Start, l.g.Pragmas.Scan...) {
		used[strings.ToLower(s)] = true
	}
	return used
}

func isCoreName(s string) bool { _, ok := IsCore(s); return ok }

// reachable returns the lower-cased names reachable from the ;@start and
// ;@scan rules and the ;@not-followed-by guards, including imported core rules.
func reachable(g *Grammar) map[string]bool {
	seen := map[string]bool{}
	var visit func(string)
	visit = func(name string) {
		k := strings.ToLower(name)
		if seen[k] {
			return
		}
		r := g.Lookup(name)
		if r == nil {
			return
		}
		seen[k] = true
		Walk(r.Expr, func(n Node) {
			if ref, ok := n.(*RuleRef); ok {
				visit(ref.Name)
			}
		})
	}
	for _, s := range append(g.Pragmas.Start, g.Pragmas.Scan...) {
		visit(s)
	}
	for _, n := range g.Pragmas.NotFollowedBy {
		visit(n.Rule)
		visit(n.Guard) // the guard is matched wherever the rule is
	}
	return seen
}

func (l *linter) reachability() {
	if len(l.g.Pragmas.Start) == 0 {
		return // reported as a missing pragma
	}
	seen := reachable(l.g)
	for _, name := range l.g.RuleNames() {
		if !seen[strings.ToLower(name)] {
			l.add(KindUnreachable, name, l.defs[strings.ToLower(name)][0].Pos, lintUnreachable, name)
		}
	}
}

// erratumID is the form of an erratum id: its letter says what it is about
// (grammar/README.md), E the grammar, R resolution, N normalization and
// equivalence, U the rules the text states in prose.
var erratumID = regexp.MustCompile(`^[ERNU][1-9][0-9]*$`)

func (l *linter) errata() {
	first := map[string]*Erratum{}
	spec := map[string]bool{}
	for _, r := range l.g.Pragmas.Renames {
		spec[r.Spec] = true
	}
	for _, e := range l.g.Errata {
		if f, ok := first[e.ID]; ok {
			l.add(KindErratum, e.Rule, e.Pos, lintErratumDup, e.ID, f.Pos.Line)
		} else {
			first[e.ID] = e
		}
		if !erratumID.MatchString(e.ID) {
			l.add(KindErratum, e.Rule, e.Pos, lintErratumID, e.ID)
		}
		if e.Rule != "-" && !l.defined(e.Rule) && !spec[e.Rule] {
			l.add(KindErratum, e.Rule, e.Pos, lintErratumRule, e.ID, e.Rule)
		}
		for _, f := range []struct{ name, v string }{{"text:", e.Text}, {"does:", e.Does}, {"why:", e.Why}} {
			if f.v == "" {
				l.add(KindErratum, e.Rule, e.Pos, lintErratumField, e.ID, f.name)
			}
		}
	}
}

// accepts drops the accepted findings, adds the ;@accept findings and sorts.
func (l *linter) accepts() []Finding {
	ids := map[string]bool{}
	for _, e := range l.g.Errata {
		ids[e.ID] = true
	}
	as := l.g.Pragmas.Accepts
	used := make([]bool, len(as))
	var out []Finding
	for _, f := range l.out {
		accepted := false
		for i, a := range as {
			if Kind(a.Kind) == f.Kind && strings.EqualFold(a.Rule, f.Rule) {
				used[i], accepted = true, true
			}
		}
		if !accepted {
			out = append(out, f)
		}
	}
	for i, a := range as {
		if !ids[a.Erratum] {
			out = append(out, Finding{File: l.g.File, Kind: KindAccept, Rule: a.Rule, Pos: a.Pos,
				Message: fmt.Sprintf(lintAcceptUnknown, a.Kind, a.Rule, a.Erratum, a.Erratum)})
		}
		if !used[i] {
			out = append(out, Finding{File: l.g.File, Kind: KindAccept, Rule: a.Rule, Pos: a.Pos,
				Message: fmt.Sprintf(lintAcceptUnused, a.Kind, a.Rule, a.Erratum)})
		}
	}
	slices.SortStableFunc(out, func(a, b Finding) int {
		return cmp.Or(cmp.Compare(a.Pos.Offset, b.Pos.Offset), cmp.Compare(a.Kind, b.Kind), cmp.Compare(a.Message, b.Message))
	})
	return out
}
