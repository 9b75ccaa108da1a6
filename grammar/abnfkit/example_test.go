package abnfkit_test

import (
	"fmt"

	"github.com/urispec/urispec/generated/rfc3986"
	"github.com/urispec/urispec/grammar/abnfkit"
)

// memoGrammar is a scheme grammar from elsewhere: plain RFC 5234, core
// rules used without import, no urispec pragma. Its pchar lets a space in,
// which RFC 3986 does not.
const memoGrammar = `; The "memo" URI scheme (a draft)
memoURI     = "memo:" memo-id [ "?" params ]
memo-id     = 1*( ALPHA / DIGIT / "-" / "." )
params      = param *( "&" param )
param       = 1*pchar "=" *pchar
pchar       = ALPHA / DIGIT / "-" / "." / "_" / "~" / pct-encoded / " "
pct-encoded = "%" HEXDIG HEXDIG
comment     = "(" *( ALPHA / comment ) ")"
`

func Example() {
	g, err := abnfkit.Parse("memo.abnf", []byte(memoGrammar))
	if err != nil {
		panic(err)
	}
	m, err := g.NewMatcher("memoURI", abnfkit.Options{})
	if err != nil {
		panic(err)
	}
	fmt.Println(m.Engine, m.Check("memo:a1?to=bob"))
	fmt.Println(m.Check("memo:a1?to"))
	// Output:
	// automaton <nil>
	// memo.abnf: invalid memoURI at offset 10: unexpected end of input, expected "=" or pchar (in rule param)
}

func ExampleGrammar_Lint() {
	g, err := abnfkit.Parse("bad.abnf", []byte("a = b / \"x\"\nA = 2*1DIGIT\n"))
	if err != nil {
		panic(err)
	}
	for _, f := range g.Lint() {
		fmt.Println(f)
	}
	// Output:
	// bad.abnf:1:5: undefined: rule b is not defined
	// bad.abnf:2:1: duplicate: rule A is already defined at line 1 (rule names are case-insensitive; use =/ to add alternatives)
	// bad.abnf:2:5: repeat: repetition 2*1: the minimum exceeds the maximum
}

func ExampleGrammar_Compile() {
	g, err := abnfkit.Parse("memo.abnf", []byte(memoGrammar))
	if err != nil {
		panic(err)
	}
	for _, r := range g.Compile(abnfkit.Options{}) {
		if r.Regular {
			fmt.Printf("%s: regular, %d states\n", r.Rule, r.States)
		} else {
			fmt.Printf("%s: not regular, %v\n", r.Rule, r.Cycle)
		}
	}
	// Output:
	// memoURI: regular, 15 states
	// memo-id: regular, 2 states
	// params: regular, 7 states
	// param: regular, 7 states
	// pchar: regular, 4 states
	// pct-encoded: regular, 4 states
	// comment: not regular, [comment comment]
}

func ExampleMatcher_Samples() {
	g, err := abnfkit.Parse("memo.abnf", []byte(memoGrammar))
	if err != nil {
		panic(err)
	}
	m, err := g.NewMatcher("param", abnfkit.Options{})
	if err != nil {
		panic(err)
	}
	pos, err := m.Samples(4, false)
	if err != nil {
		panic(err)
	}
	neg, err := m.Samples(4, true)
	if err != nil {
		panic(err)
	}
	fmt.Printf("%q\n%q\n", pos, neg)
	// A rule that is not regular is sampled by the oracle.
	c, err := g.NewMatcher("comment", abnfkit.Options{})
	if err != nil {
		panic(err)
	}
	fmt.Println(c.Engine, c.Check("(a(b)"))
	// Output:
	// ["-=" "-=%00" "-%00=" "-=%06"]
	// ["!-=" "-=`%00" "-?%00=" "-=%0_6"]
	// oracle memo.abnf: invalid comment at offset 5: unexpected end of input, expected ")", ALPHA or comment (in rule comment)
}

func ExampleDifference() {
	g, err := abnfkit.Parse("memo.abnf", []byte(memoGrammar))
	if err != nil {
		panic(err)
	}
	m, err := g.NewMatcher("memoURI", abnfkit.Options{})
	if err != nil {
		panic(err)
	}
	memo, err := m.Language()
	if err != nil {
		panic(err)
	}
	uri, err := abnfkit.DialectLanguage("rfc3986", rfc3986.Automaton, "URI")
	if err != nil {
		panic(err)
	}
	// The memo URIs that are not URIs: the shortest, where RFC 3986 parts.
	for _, w := range abnfkit.Difference(memo, uri, 2) {
		fmt.Printf("%q at %d in %s (§%s): expected %s\n", w.Input, w.Offset, w.Rule, w.Section, abnfkit.OrList(w.Expected))
	}
	// Output:
	// "MEMO:-? =" at 7 in URI (§3): expected "#", end of input or query
	// "MEMO:-?- =" at 8 in query (§3.4): expected "#", "/", "?", end of input or pchar
}
