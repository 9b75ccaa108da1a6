package conformance_test

import (
	"fmt"
	"os"
	"strings"

	"github.com/urispec/urispec/conformance"
)

// A vector file in the corpora format, run through urispec's API. The
// second vector is wrong on purpose: rfc2396bis-01 Appendix C.2 resolves
// ../../../g to http://a/../g by default (§5.2 merge step 7, retained).
func Example() {
	vectors := `{"id": "ex:1", "source": "example", "dialect": "rfc2396bis-01", "kind": "parse", "input": "http://[::1]/a", "valid": true, "components": {"host": "[::1]", "query": null}}
{"id": "ex:2", "source": "example", "dialect": "rfc2396bis-01", "kind": "resolve", "base": "http://a/b/c/d;p?q", "input": "../../../g", "expected": "http://a/g"}
{"id": "ex:3", "source": "example", "dialect": "rfc3986", "kind": "parse", "input": "a", "valid": true}
`
	c := &conformance.Corpus{}
	if err := c.Add(conformance.File, "example.jsonl", strings.NewReader(vectors)); err != nil {
		fmt.Println(err)
		return
	}
	rep := conformance.Run(c)
	for _, r := range rep.Results {
		fmt.Println(r.Vector.ID, r.Status, r.Reason, r.Diffs)
	}
	fmt.Println(rep.Counts().Totals())
	// Output:
	// ex:1 pass  []
	// ex:2 fail  [{target "http://a/g" "http://a/../g"}]
	// ex:3 skip dialect rfc3986 is not implemented by urispec (issue 7) []
	// 1 passed, 1 failed, 1 skipped
}

// ReadVectors refuses a line that does not follow the format, naming the
// file and line.
func ExampleReadVectors() {
	_, err := conformance.ReadVectors("bad.jsonl", strings.NewReader(
		`{"id": "x", "source": "s", "dialect": "rfc1738", "kind": "parse", "input": "a", "valid": "yes"}`+"\n"))
	fmt.Println(err)
	// Output:
	// bad.jsonl:1: field "valid": string is not bool
}

// The lineage view: each input under every dialect, in date order.
func ExampleBuildMatrix() {
	c := &conformance.Corpus{}
	_ = c.Add(conformance.File, "m.jsonl", strings.NewReader(
		`{"id": "m:1", "source": "s", "dialect": "rfc2141bis-03", "kind": "parse", "input": "urn:example:a123", "valid": true}`+"\n"))
	m, err := conformance.BuildMatrix(c)
	if err != nil {
		fmt.Println(err)
		return
	}
	_ = m.WriteText(os.Stdout)
	// Output:
	// columns: 1 url-draft-1993, 2 rfc1738, 3 url-syntax-05, 4 rfc2396bis-01, 5 rfc2141bis-03 (+ valid, - invalid)
	// 1 2 3 4 5  input
	// + + + + +  "urn:example:a123"
	//
	// 1 distinct inputs of parse vectors, each under every dialect (default start rule)
	// valid under every dialect:   1
	// invalid under every dialect: 0
	// split patterns (1 2 3 4 5):
}
