package conformance_test

import (
	"fmt"
	"strings"

	"github.com/urispec/urispec/conformance"
)

// A vector file in the corpora format, run through urispec's API. The
// second vector is wrong on purpose: rfc2396bis-01 Appendix C.2 resolves
// ../../../g to http://a/../g by default (§5.2 merge step 7, retained). The
// third asks for a level that rfc2396bis-01 §6.2 does not define: skipped,
// with the reason.
func Example() {
	vectors := `{"id": "ex:1", "source": "example", "dialect": "rfc2396bis-01", "kind": "parse", "input": "http://[::1]/a", "valid": true, "components": {"host": "[::1]", "query": null}}
{"id": "ex:2", "source": "example", "dialect": "rfc2396bis-01", "kind": "resolve", "base": "http://a/b/c/d;p?q", "input": "../../../g", "expected": "http://a/g"}
{"id": "ex:3", "source": "example", "dialect": "rfc2396bis-01", "kind": "normalize", "input": "HTTP://a", "expected": "http://a", "level": "case"}
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
	// ex:3 skip not implemented: dialect rfc2396bis-01: level not defined by the dialect's spec: "case" (levels: [syntax string scheme]) []
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

// The lineage view: each input under every dialect, in date order. A URL is
// no URN: RFC 2141 §2, rfc2141bis-03 §2 and RFC 8141 §2 take the scheme
// "urn" only. The generic path of RFC 1630 holds neither ":" nor a leading
// "/" (its grammar erratum E2).
func ExampleBuildMatrix() {
	c := &conformance.Corpus{}
	_ = c.Add(conformance.File, "m.jsonl", strings.NewReader(
		`{"id": "m:1", "source": "s", "dialect": "rfc2141bis-03", "kind": "parse", "input": "urn:example:a123", "valid": true}`+"\n"+
			`{"id": "m:2", "source": "s", "dialect": "rfc1738", "kind": "parse", "input": "http://a/b", "valid": true}`+"\n"))
	m, err := conformance.BuildMatrix(c)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, r := range m.Rows {
		invalid := []string{}
		for i, d := range m.Dialects {
			if !r.Valid[i] {
				invalid = append(invalid, d.ID())
			}
		}
		fmt.Printf("%q is invalid in %v\n", r.Input, invalid)
	}
	// Output:
	// "urn:example:a123" is invalid in [rfc1630]
	// "http://a/b" is invalid in [rfc1630 rfc2141 rfc2141bis-03 rfc8141]
}

// An expected failure runs and keeps its recorded reason; a start-rule line
// runs a parse vector under a companion start rule of its dialect. RFC 2396
// Appendix A admits no query-only reference (grammar erratum E7), and its
// RFC 2732 companion URI-reference-2732 admits the IPv6 literal that RFC
// 2396 alone excludes (grammar erratum E9).
func ExampleCorpus_AddExpectedFailures() {
	c := &conformance.Corpus{}
	_ = c.Add(conformance.File, "v.jsonl", strings.NewReader(
		`{"id": "q", "source": "s", "dialect": "rfc2396", "kind": "resolve", "base": "http://a/b/c/d;p?q", "input": "?y", "expected": "http://a/b/c/?y"}`+"\n"+
			`{"id": "v6", "source": "s", "dialect": "rfc2396", "kind": "parse", "input": "http://[::1]/", "valid": true}`+"\n"))
	_ = c.AddExpectedFailures("xfail.jsonl", strings.NewReader(
		`{"id": "q", "reason": "no RFC 2396 reference (E7)"}`+"\n"))
	_ = c.AddRuleOverrides("start-rules.jsonl", strings.NewReader(
		`{"id": "v6", "rule": "URI-reference-2732", "reason": "RFC 2732 (E9)"}`+"\n"))
	rep := conformance.Run(c)
	for _, r := range rep.Results {
		fmt.Println(strings.TrimSpace(fmt.Sprintln(r.Vector.ID, r.Status, r.Reason)))
	}
	fmt.Println(rep.Counts().Totals())
	// Output:
	// q xfail no RFC 2396 reference (E7)
	// v6 pass
	// 1 passed, 0 failed, 0 skipped, 1 expected failures
}
