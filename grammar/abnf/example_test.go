package abnf_test

import (
	"fmt"

	"github.com/urispec/urispec/grammar/abnf"
)

const example = `;@dialect example
;@spec RFC0000 "An Example" 2024-01
;@start URI
;@core ALPHA DIGIT
URI    = scheme ":" rest              ; §3
scheme = ALPHA *( ALPHA / DIGIT )     ; §3.1
rest   = *( %x21-7E )                 ; §3.2
rest   =/ <anything else>             ; §3.2
`

func ExampleParse() {
	g, err := abnf.Parse("example.abnf", []byte(example))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(g.Pragmas.Dialect, g.Pragmas.Start, g.RuleNames())
	_, err = abnf.Parse("bad.abnf", []byte("URI = scheme \":\n"))
	fmt.Println(err)
	// Output:
	// example [URI] [URI scheme rest]
	// bad.abnf:1:14: unterminated quoted string (no closing '"' on this line) (offset 13)
}

func ExamplePrint() {
	g, _ := abnf.Parse("example.abnf", []byte("b = %x0d.0a ; §2\na = b/ ( \"x\" ) ; §1 ; note\n"))
	fmt.Print(abnf.Print(g))
	// Output:
	// b = %x0D.0A  ; §2
	// a = b / ("x")  ; §1
}

func ExampleLint() {
	g, _ := abnf.Parse("example.abnf", []byte(example))
	for _, f := range abnf.Lint(g) {
		fmt.Println(f)
	}
	// Output:
	// example.abnf:8:11: prose: rule rest uses the prose-val <anything else>, which the oracle cannot run
}

func ExampleGrammar_Lookup() {
	g, _ := abnf.Parse("example.abnf", []byte(example))
	fmt.Println(abnf.PrintNode(g.Lookup("REST").Expr))
	fmt.Println(abnf.PrintNode(g.Lookup("digit").Expr))
	// Output:
	// *(%x21-7E) / <anything else>
	// %x30-39
}

func ExampleInventory() {
	g, _ := abnf.Parse("example.abnf", []byte(example))
	for _, r := range abnf.Inventory(g) {
		fmt.Printf("%s §%s line %d reachable=%v\n", r.Rule, r.Section, r.Line, r.Reachable)
	}
	// Output:
	// URI §3 line 5 reachable=true
	// scheme §3.1 line 6 reachable=true
	// rest §3.2 line 7 reachable=true
}

func ExampleParseFile() {
	g, err := abnf.ParseFile("testdata/minimal.abnf")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(g.File, g.RuleNames())
	// Output:
	// testdata/minimal.abnf [a b]
}

func ExampleCore() {
	c := abnf.Core()
	fmt.Println(len(c.Rules), abnf.PrintNode(c.Lookup("CRLF").Expr))
	// Output:
	// 16 CR LF
}

func ExampleWalk() {
	g, _ := abnf.Parse("example.abnf", []byte(example))
	abnf.Walk(g.Lookup("scheme").Expr, func(n abnf.Node) {
		if r, ok := n.(*abnf.RuleRef); ok {
			fmt.Print(r.Name, " ")
		}
	})
	fmt.Println()
	// Output:
	// ALPHA ALPHA DIGIT
}
