package oracle

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/urispec/urispec/grammar/abnf"
)

func TestDiagnose(t *testing.T) {
	uri := compile(t, uriGrammar())
	x := uriGrammar()
	x.Rules = append(x.Rules,
		def("xalphas", cat(ref("xalpha"), opt(ref("xalphas")))),
		def("xalpha", alt(ref("ALPHA"), ref("pct-encoded"))),
		def("h", cat(str("x"), rep(1, -1, alt(ref("ALPHA"), str("-"))), str("!"))),
		def("n", alt(cat(str("a"), hex(0x2F)), cat(str("a"), rng(0x41, 0x5A)), cat(str("b"), sstr("cd")))),
	)
	xo := compile(t, x)
	guarded := grammar(
		def("url", alt(ref("generic"), ref("httpurl"))),
		def("generic", cat(ref("scheme"), str(":"), star(ref("ALPHA")))),
		def("httpurl", cat(str("http://"), star(ref("ALPHA")))),
		def("scheme", rep(1, -1, ref("ALPHA"))),
		def("defined", str("http:")),
		coreRules()[0],
	)
	guarded.Pragmas.NotFollowedBy = []abnf.NotFollowedBy{{Rule: "generic", Guard: "defined"}}
	gu := compile(t, guarded)

	tests := []struct {
		name  string
		o     *Oracle
		rule  string
		input string
		want  Diagnosis
	}{
		{
			// A whole valid input.
			name: "valid", o: uri, rule: "URI", input: "http://h/a",
			want: Diagnosis{Valid: true, Offset: 10},
		},
		{
			// port = 1*DIGIT started at the offset: the rule is named, not DIGIT.
			name: "rule started at the offset", o: uri, rule: "URI", input: "http://h:x",
			want: Diagnosis{Offset: 9, Rule: "authority", Expected: []string{"port"}},
		},
		{
			// Inside port (started earlier) DIGIT starts at the offset; path
			// starts there too; "?" is written in URI, which started earlier;
			// URI could end there.
			name: "several continuations", o: uri, rule: "URI", input: "http://h:1x",
			want: Diagnosis{Offset: 10, Rule: "port", Expected: []string{`"?"`, "DIGIT", "end of input", "path"}},
		},
		{
			// At offset 0 the start rule counts as started before it.
			name: "offset zero", o: uri, rule: "URI", input: "1abc",
			want: Diagnosis{Offset: 0, Rule: "URI", Expected: []string{"scheme"}},
		},
		{
			// The whole input is a proper prefix: Offset is its length.
			name: "proper prefix", o: uri, rule: "URI", input: "http://h/a%4",
			want: Diagnosis{Offset: 12, Rule: "pct-encoded", Expected: []string{"HEXDIG"}},
		},
		{
			// The innermost rule started before the offset is segment (inside path).
			name: "innermost rule", o: uri, rule: "URI", input: "http://h/a b",
			want: Diagnosis{Offset: 10, Rule: "segment", Expected: []string{`"/"`, `"?"`, "end of input", "pchar"}},
		},
		{
			// A multi-byte literal that failed part way is named as written.
			name: "partial literal", o: uri, rule: "URI", input: "http:/[",
			want: Diagnosis{Offset: 6, Rule: "path", Expected: []string{`"/"`, `"//"`, `"?"`, "end of input", "segment"}},
		},
		{
			// The start rule is not a start-of-input rule: any rule can be diagnosed.
			name: "other rule", o: uri, rule: "authority", input: "h:",
			want: Diagnosis{Offset: 2, Rule: "authority", Expected: []string{"port"}},
		},
		{
			// Tail recursion: the nested xalphas started at the offset.
			name: "tail loop", o: xo, rule: "xalphas", input: "ab!",
			want: Diagnosis{Offset: 2, Rule: "xalphas", Expected: []string{"end of input", "xalphas"}},
		},
		{
			// Inside a tail loop, deeper rule started earlier.
			name: "tail loop, inner rule", o: xo, rule: "xalphas", input: "ab%4x",
			want: Diagnosis{Offset: 4, Rule: "pct-encoded", Expected: []string{"HEXDIG"}},
		},
		{
			// Alternatives of a class written in a rule that started earlier.
			name: "class pieces", o: xo, rule: "h", input: "x-1",
			want: Diagnosis{Offset: 2, Rule: "h", Expected: []string{`"!"`, `"-"`, "ALPHA"}},
		},
		{
			// Numeric values in ABNF form.
			name: "numeric values", o: xo, rule: "n", input: "a1",
			want: Diagnosis{Offset: 1, Rule: "n", Expected: []string{"%x2F", "%x41-5A"}},
		},
		{
			// RFC 7405: a case-sensitive string in ABNF form.
			name: "case-sensitive literal", o: xo, rule: "n", input: "bCd",
			want: Diagnosis{Offset: 1, Rule: "n", Expected: []string{`%s"cd"`}},
		},
		{
			// A guard that matches is no failure of the input: "http:" makes
			// generic unavailable, and httpurl fails after "http:".
			name: "not-followed-by", o: gu, rule: "url", input: "http:abc",
			want: Diagnosis{Offset: 5, Rule: "httpurl", Expected: []string{`"http://"`}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := tt.o.Diagnose(tt.rule, []byte(tt.input))
			assert.Equal(t, tt.want, got)
		})
	}
}

func TestDiagnosisString(t *testing.T) {
	tests := []struct {
		name string
		d    Diagnosis
		want string
	}{
		{"valid", Diagnosis{Valid: true, Offset: 3}, "valid"},
		{"one", Diagnosis{Offset: 9, Rule: "authority", Expected: []string{"port"}}, "offset 9 in authority: expected port"},
		{"several", Diagnosis{Offset: 10, Rule: "port", Expected: []string{`"?"`, "DIGIT", "path"}}, `offset 10 in port: expected "?", DIGIT or path`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, tt.d.String())
		})
	}
}

func ExampleOracle_Diagnose() {
	o, err := Compile(uriGrammar())
	if err != nil {
		panic(err)
	}
	fmt.Println(o.Diagnose("URI", []byte("http://h:1x")))
	// Output: offset 10 in port: expected "?", DIGIT, end of input or path
}
