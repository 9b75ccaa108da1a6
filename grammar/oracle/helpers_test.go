package oracle

import (
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/urispec/urispec/grammar/abnf"
)

// Grammars as model values, so that the tests do not depend on the reader.

func grammar(rules ...*abnf.Rule) *abnf.Grammar {
	return &abnf.Grammar{File: "test.abnf", Rules: rules}
}

func def(name string, e abnf.Node) *abnf.Rule { return &abnf.Rule{Name: name, Expr: e} }

func incr(name string, e abnf.Node) *abnf.Rule {
	return &abnf.Rule{Name: name, Expr: e, Incremental: true}
}

func alt(e ...abnf.Node) abnf.Node { return &abnf.Alternation{Alts: e} }
func cat(e ...abnf.Node) abnf.Node { return &abnf.Concatenation{Items: e} }
func grp(e abnf.Node) abnf.Node    { return &abnf.Group{Expr: e} }
func opt(e abnf.Node) abnf.Node    { return &abnf.Option{Expr: e} }
func ref(name string) abnf.Node    { return &abnf.RuleRef{Name: name} }
func str(s string) abnf.Node       { return &abnf.CharVal{Text: s} }
func sstr(s string) abnf.Node      { return &abnf.CharVal{Text: s, CaseSensitive: true, Prefixed: true} }
func prose(s string) abnf.Node     { return &abnf.ProseVal{Text: s} }
func hex(v ...int) abnf.Node       { return &abnf.NumVal{Base: 'x', Seq: v} }
func dec(v ...int) abnf.Node       { return &abnf.NumVal{Base: 'd', Seq: v} }
func bin(v ...int) abnf.Node       { return &abnf.NumVal{Base: 'b', Seq: v} }
func rng(lo, hi int) abnf.Node     { return &abnf.NumVal{Base: 'x', Range: true, Lo: lo, Hi: hi} }

// rep is min*max e; max -1 is unbounded.
func rep(min, max int, e abnf.Node) abnf.Node {
	return &abnf.Repetition{Min: min, Max: max, Elem: e}
}

func star(e abnf.Node) abnf.Node { return rep(0, -1, e) }

// compile compiles g and fails the test on error.
func compile(t testing.TB, g *abnf.Grammar) *Oracle {
	t.Helper()
	o, err := Compile(g)
	require.NoError(t, err)
	return o
}

// coreRules are the RFC 5234 Appendix B.1 rules the tests use.
func coreRules() []*abnf.Rule {
	return []*abnf.Rule{
		def("ALPHA", alt(rng(0x41, 0x5A), rng(0x61, 0x7A))),
		def("DIGIT", rng(0x30, 0x39)),
		def("HEXDIG", alt(ref("DIGIT"), str("A"), str("B"), str("C"), str("D"), str("E"), str("F"))),
	}
}

// uriGrammar is a cut-down RFC 3986 style grammar (authority, port, path
// segments with pct-encoded triples) used by several tests.
func uriGrammar() *abnf.Grammar {
	g := grammar(append([]*abnf.Rule{
		def("URI", cat(ref("scheme"), str(":"), opt(cat(str("//"), ref("authority"))), ref("path"), opt(cat(str("?"), ref("query"))))),
		def("scheme", cat(ref("ALPHA"), star(alt(ref("ALPHA"), ref("DIGIT"), str("+"), str("-"), str("."))))),
		def("authority", cat(ref("host"), opt(cat(str(":"), ref("port"))))),
		def("host", star(alt(ref("unreserved"), ref("pct-encoded")))),
		def("port", rep(1, -1, ref("DIGIT"))),
		def("path", star(cat(str("/"), ref("segment")))),
		def("segment", star(ref("pchar"))),
		def("query", star(alt(ref("pchar"), str("/"), str("?")))),
		def("pchar", alt(ref("unreserved"), ref("pct-encoded"), str("@"))), // no ":", so that "//h:1" needs the authority
		def("unreserved", alt(ref("ALPHA"), ref("DIGIT"), str("-"), str("."), str("_"), str("~"))),
		def("pct-encoded", cat(str("%"), ref("HEXDIG"), ref("HEXDIG"))),
	}, coreRules()...)...)
	g.Pragmas.Start = []string{"URI"}
	return g
}
