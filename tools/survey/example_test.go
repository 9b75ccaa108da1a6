package survey_test

import (
	"fmt"
	"os"
	"strings"

	"github.com/urispec/urispec/semantic"
	"github.com/urispec/urispec/tools/survey"
)

// Example surveys a few lines in two parts, as two workers would, merges
// the parts and prints what RFC 1738 and RFC 3986 make of them and the
// transition between them.
func Example() {
	cfg := survey.Config{
		Dialects: []semantic.Dialect{semantic.RFC1738, semantic.RFC3986},
		Files:    []string{"urls.txt"},
	}
	lines := []string{"http://example.com/~user/", "https://h/p#frag", "", "http://h/%zz", "ftp://h/f;type=a"}
	a, err := survey.New(cfg) // one part: the first two lines
	if err != nil {
		panic(err)
	}
	b, err := survey.New(cfg) // the other part: the rest
	if err != nil {
		panic(err)
	}
	for i, l := range lines {
		part := a
		if i >= 2 {
			part = b
		}
		part.Add(survey.Line{File: 0, Number: int64(i + 1), Text: l})
	}
	if err := b.Merge(a); err != nil { // in any order: the same result
		panic(err)
	}
	r := b.Report(survey.DefaultTop)
	fmt.Println(r.Lines, "lines,", r.Blank, "blank")
	for _, d := range r.Dialects {
		fmt.Printf("%s: %d of %d valid\n", d.Dialect, d.Valid, d.Inputs)
	}
	t := r.Transitions[0]
	fmt.Printf("%s -> %s: %d became valid, first because of %s:\n", t.From, t.To, t.InvalidToValid, t.BecameValid[0].Rule)
	e := t.BecameValid[0].Example
	fmt.Printf("%s:%d: %s\n", e.File, e.Line, e.Message)
	if err := r.WriteText(os.Stdout); err != nil {
		panic(err)
	}
	// Output:
	// 5 lines, 1 blank
	// rfc1738: 1 of 4 valid
	// rfc3986: 3 of 4 valid
	// rfc1738 -> rfc3986: 2 became valid, first because of httpurl:
	// urls.txt:1: rfc1738: invalid url at offset 19: unexpected "~", expected "?", end of input or hpath (in rule httpurl, §5)
	// 5 lines in 1 file: 4 inputs, 1 blank, 0 length errors, 0 invalid UTF-8
	//
	// dialect  date             valid    share     invalid
	// rfc1738  1994-12              1   25.00%           3
	// rfc3986  2005-01              3   75.00%           1
	//
	// rfc1738: 3 invalid, 3 failing rules, most frequent first:
	//          1  syntax  escape (§5)
	//             urls.txt:4: http://h/%zz
	//             rfc1738: invalid url at offset 10: unexpected "z", expected hex (in rule escape, §5)
	//          1  syntax  httpurl (§5)
	//             urls.txt:1: http://example.com/~user/
	//             rfc1738: invalid url at offset 19: unexpected "~", expected "?", end of input or hpath (in rule httpurl, §5)
	//          1  syntax  urlpath (§5)
	//             urls.txt:2: https://h/p#frag
	//             rfc1738: invalid url at offset 11: unexpected "#", expected end of input or xchar (in rule urlpath, §5)
	//
	// rfc3986: 1 invalid, 1 failing rules, most frequent first:
	//          1  syntax  pct-encoded (§2.1)
	//             urls.txt:4: http://h/%zz
	//             rfc3986: invalid URI-reference at offset 10: unexpected "z", expected HEXDIG (in rule pct-encoded, §2.1)
	//
	// Transitions between consecutive versions of each lineage, in date order:
	//
	// uri: rfc1738 -> rfc3986: 0 valid -> invalid, 2 invalid -> valid
	//   invalid in rfc1738, valid in rfc3986, by the rule where rfc1738 fails:
	//          1  syntax  httpurl (§5)
	//             urls.txt:1: http://example.com/~user/
	//             rfc1738: invalid url at offset 19: unexpected "~", expected "?", end of input or hpath (in rule httpurl, §5)
	//          1  syntax  urlpath (§5)
	//             urls.txt:2: https://h/p#frag
	//             rfc1738: invalid url at offset 11: unexpected "#", expected end of input or xchar (in rule urlpath, §5)
}

// ExampleReport_WriteJSON prints the report of two lines under RFC 3986 as
// `urispec survey -json` does.
func ExampleReport_WriteJSON() {
	a, err := survey.New(survey.Config{Dialects: []semantic.Dialect{semantic.RFC3986}, Files: []string{"-"}})
	if err != nil {
		panic(err)
	}
	a.Add(survey.Line{Number: 1, Text: "http://h/~u"})
	a.Add(survey.Line{Number: 2, Text: "http://h/%zz"})
	if err := a.Report(1).WriteJSON(os.Stdout); err != nil {
		panic(err)
	}
	// Output:
	// {"files":["-"],"lines":2,"blank":0,"inputs":2,"length_errors":0,"invalid_utf8":0,"top":1,"dialects":[{"dialect":"rfc3986","date":"2005-01","lineage":"uri","inputs":2,"valid":1,"valid_share":0.5,"invalid":1,"failing_rules":1,"failures":[{"kind":"syntax","rule":"pct-encoded","section":"2.1","reason":"","count":1,"example":{"file":"-","line":2,"input":"http://h/%zz","offset":10,"expected":["HEXDIG"],"message":"rfc3986: invalid URI-reference at offset 10: unexpected \"z\", expected HEXDIG (in rule pct-encoded, §2.1)"}}]}],"transitions":[]}
}

// ExampleShow prints an input as the reports do: bytes that do not print
// escaped, a long one cut with the count of what is left out.
func ExampleShow() {
	fmt.Println(survey.Show("http://h/\xff\t", 0))
	fmt.Println(survey.Show("http://h/"+strings.Repeat("a", 200), 0))
	// Output:
	// http://h/\xFF\x09
	// http://h/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…[+89 bytes]
}
