package abnf

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// hdr is a complete header (grammar/README.md) whose start rule is a; the
// rules of a test start on line 4.
const hdr = ";@dialect t\n;@spec S \"T\" 2000-01\n;@start a\n"

func TestLint(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want []string
	}{
		// A grammar with every pragma right has no finding.
		{name: "clean", src: hdr + "a = b ; §1\nb = \"x\" ; §1\n", want: nil},

		// RFC 5234 §2.1: a rule name refers to a rule.
		{name: "undefined reference", src: hdr + "a = b ; §1\n",
			want: []string{"t.abnf:4:5: undefined: rule b is not defined"}},
		// RFC 5234 §3.3: =/ adds to an existing definition.
		{name: "undefined base of =/", src: hdr + "a = \"x\" / b ; §1\nb =/ \"y\" ; §1\n",
			want: []string{"t.abnf:5:1: undefined: b =/ adds alternatives to a rule that has no = definition"}},
		// grammar/README.md: ;@start names start rules.
		{name: "undefined start rule", src: ";@dialect t\n;@spec S \"T\" 2000-01\n;@start a zz\na = \"x\" ; §1\n",
			want: []string{"t.abnf:3:1: undefined: ;@start names zz, which is not defined"}},
		// grammar/README.md: ;@scan R... names defined rules.
		{name: "undefined scan rule", src: hdr + ";@scan a nope\na = \"x\" ; §1\n",
			want: []string{"t.abnf:4:1: undefined: ;@scan names nope, which is not defined"}},
		// grammar/README.md: ;@component and ;@delimiters name defined rules.
		{name: "undefined component rule", src: hdr + ";@component nss a except nope\na = \"x\" ; §1\n",
			want: []string{"t.abnf:4:1: undefined: ;@component nss names nope, which is not defined"}},
		{name: "undefined delimiters rule", src: hdr + ";@delimiters a nope\na = \"x\" ; §1\n",
			want: []string{"t.abnf:4:1: undefined: ;@delimiters names nope, which is not defined"}},
		// grammar/README.md: ;@not-followed-by RULE GUARD.
		{name: "undefined guard", src: hdr + ";@not-followed-by a g\na = \"x\" ; §1\n",
			want: []string{"t.abnf:4:1: undefined: ;@not-followed-by names g, which is not defined"}},
		// grammar/README.md: ;@rename SPEC-NAME ABNF-NAME.
		{name: "undefined rename target", src: hdr + ";@rename a_b a-b\na = \"x\" ; §1\n",
			want: []string{"t.abnf:4:1: undefined: ;@rename maps a_b to a-b, which is not defined"}},

		{name: "unreachable", src: hdr + "a = \"x\" ; §1\nb = c ; §1\nc = \"y\" ; §1\n",
			want: []string{
				"t.abnf:5:1: unreachable: rule b is not reachable from the ;@start rules",
				"t.abnf:6:1: unreachable: rule c is not reachable from the ;@start rules",
			}},
		// grammar/README.md: a guard is matched where its rule is, so it is reachable.
		{name: "guard is reachable", src: hdr + ";@not-followed-by a g\na = \"x\" ; §1\ng = h ; §1\nh = \"y\" ; §1\n", want: nil},

		// RFC 5234 §2.1: names are case-insensitive, so B is a second b.
		{name: "duplicate", src: hdr + "a = b ; §1\nb = \"1\" ; §1\nB = \"2\" ; §1\n",
			want: []string{"t.abnf:6:1: duplicate: rule B is already defined at line 5 (rule names are case-insensitive; use =/ to add alternatives)"}},

		{name: "case of a reference", src: hdr + "a = B ; §1\nb = \"1\" ; §1\n",
			want: []string{"t.abnf:4:5: case: reference B differs in case from the definition b at line 5"}},
		{name: "case of a core reference", src: hdr + ";@core ALPHA\na = alpha ; §1\n",
			want: []string{"t.abnf:5:5: case: reference alpha differs in case from the core rule ALPHA"}},
		{name: "case of =/", src: hdr + "a = \"1\" ; §1\nA =/ \"2\" ; §1\n",
			want: []string{"t.abnf:5:1: case: A =/ differs in case from the definition a at line 4"}},

		// RFC 5234 §3.6: <a>*<b>element, at least a, at most b.
		{name: "repeat min over max", src: hdr + "a = 5*3\"x\" ; §1\n",
			want: []string{"t.abnf:4:5: repeat: repetition 5*3: the minimum exceeds the maximum"}},
		// RFC 5234 §3.4: value range lo-hi.
		{name: "empty range", src: hdr + "a = %x5A-41 ; §1\n",
			want: []string{"t.abnf:4:5: range: range %x5A-41: the low value exceeds the high value"}},

		// grammar/README.md, ;@encoding: without it a numeric value is one byte.
		{name: "value above 255 without an encoding", src: hdr + "a = %x41 / %x100 ; §1\n",
			want: []string{"t.abnf:4:12: value: value %x100: 256 is above 255, and without ;@encoding utf-8 a numeric value is one byte"}},
		{name: "range above 255 without an encoding", src: hdr + "a = %xA0-D7FF ; §1\n",
			want: []string{"t.abnf:4:5: value: value %xA0-D7FF: 55295 is above 255, and without ;@encoding utf-8 a numeric value is one byte"}},
		{name: "byte values without an encoding", src: hdr + "a = %x80-FF / %d255 ; §1\n", want: nil},
		// With utf-8 a value is a code point that UTF-8 can encode (RFC 3629 §3).
		{name: "code points with utf-8", src: hdr + ";@encoding utf-8\na = %xA0-D7FF / %x10000-10FFFD / %xE9.41 / %x0-10FFFF ; §1\n", want: nil},
		{name: "above U+10FFFF", src: hdr + ";@encoding utf-8\na = %x10000-110000 ; §1\n",
			want: []string{"t.abnf:5:5: value: value %x10000-110000: 1114112 is above U+10FFFF, the last code point"}},
		{name: "a surrogate", src: hdr + ";@encoding utf-8\na = %x41.D800 ; §1\n",
			want: []string{"t.abnf:5:5: value: value %x41.D800: U+D800 is a surrogate, which UTF-8 cannot encode"}},
		{name: "a range of surrogates", src: hdr + ";@encoding utf-8\na = %xDC00-DFFF ; §1\n",
			want: []string{"t.abnf:5:5: value: range %xDC00-DFFF: every value is a surrogate, which UTF-8 cannot encode, so it matches nothing"}},
		{name: "a range across the surrogates", src: hdr + ";@encoding utf-8\na = %xD000-E000 ; §1\n", want: nil},

		// grammar/README.md: ;@core imports RFC 5234 Appendix B.1 rules.
		{name: "core rule without ;@core", src: hdr + "a = DIGIT ; §1\n",
			want: []string{"t.abnf:4:5: core: rule a uses the core rule DIGIT without ;@core DIGIT"}},
		{name: ";@core of a non-core rule", src: hdr + ";@core FOO\na = \"x\" ; §1\n",
			want: []string{"t.abnf:4:1: core: ;@core FOO: not an RFC 5234 Appendix B.1 core rule"}},
		{name: ";@core of a rule the grammar defines", src: hdr + ";@core DIGIT\na = digit ; §1\ndigit = %x30-39 ; §1\n",
			want: []string{"t.abnf:4:1: core: ;@core DIGIT: the grammar defines digit itself (line 6)"}},
		{name: ";@core nobody uses", src: hdr + ";@core SP\na = \"x\" ; §1\n",
			want: []string{"t.abnf:4:1: core: ;@core SP: no rule refers to it"}},

		// grammar/README.md: a prose-val needs ;@accept prose.
		{name: "prose", src: hdr + "a = <any text> ; §1\n",
			want: []string{"t.abnf:4:5: prose: rule a uses the prose-val <any text>, which the oracle cannot run"}},

		// grammar/README.md: each rule is cited on its first line.
		{name: "no section", src: hdr + "a = \"x\"\n  ; §1 is on the wrong line\n",
			want: []string{`t.abnf:4:1: section: rule a has no section citation (a trailing "; §..." comment on its first line)`}},

		// grammar/README.md: ;@dialect, ;@spec and ;@start are required.
		{name: "missing pragmas", src: "a = \"x\" ; §1\n",
			want: []string{"t.abnf:1:1: pragma: missing ;@dialect", "t.abnf:1:1: pragma: missing ;@spec", "t.abnf:1:1: pragma: missing ;@start"}},
		{name: "bad spec date", src: ";@dialect t\n;@spec S \"T\" 2000\n;@start a\na = \"x\" ; §1\n",
			want: []string{`t.abnf:2:1: pragma: ;@spec date "2000" is not YYYY-MM or YYYY-MM-DD`}},

		// grammar/README.md: text:, does: and why: are required.
		{name: "erratum without does and why", src: hdr + "a = \"x\" ; §1\n;@erratum E1 a §1\n;   text: x\n",
			want: []string{"t.abnf:5:1: erratum: erratum E1 has no does: line", "t.abnf:5:1: erratum: erratum E1 has no why: line"}},
		{name: "erratum id used twice", src: hdr + "a = \"x\" ; §1\n" + erratum("E1", "a") + erratum("E1", "-"),
			want: []string{"t.abnf:9:1: erratum: erratum id E1 is already used at line 5"}},
		// grammar/README.md: the letter of an id says what the erratum is about.
		{name: "erratum id without its kind", src: hdr + "a = \"x\" ; §1\n" + erratum("X1", "a") + erratum("R0", "-"),
			want: []string{
				"t.abnf:5:1: erratum: erratum id X1 is not a letter E (grammar), R (resolution), N (normalization) or U (prose rules) followed by a number",
				"t.abnf:9:1: erratum: erratum id R0 is not a letter E (grammar), R (resolution), N (normalization) or U (prose rules) followed by a number",
			}},
		{name: "erratum ids of every kind", src: hdr + "a = \"x\" ; §1\n" + erratum("E1", "a") + erratum("R1", "-") + erratum("N12", "-") + erratum("U3", "a"), want: nil},
		{name: "erratum of an undefined rule", src: hdr + "a = \"x\" ; §1\n" + erratum("E1", "zz"),
			want: []string{"t.abnf:5:1: erratum: erratum E1 names rule zz, which is not defined"}},

		// grammar/README.md: ;@accept KIND RULE ERRATUM-ID.
		{name: "accepted prose", src: hdr + ";@accept prose a E1\na = <any text> ; §1\n" + erratum("E1", "a"), want: nil},
		{name: "accepted, case-insensitive rule", src: hdr + ";@accept prose A E1\na = <any text> ; §1\n" + erratum("E1", "a"), want: nil},
		{name: "accept of an unknown erratum", src: hdr + ";@accept prose a E9\na = <any text> ; §1\n",
			want: []string{"t.abnf:4:1: accept: ;@accept prose a E9: there is no erratum E9"}},
		{name: "accept that suppresses nothing", src: hdr + ";@accept unreachable a E1\na = \"x\" ; §1\n" + erratum("E1", "a"),
			want: []string{"t.abnf:4:1: accept: ;@accept unreachable a E1 suppresses no finding"}},
		{name: "accept of another rule", src: hdr + ";@accept prose b E1\na = <p> ; §1\n" + erratum("E1", "a"),
			want: []string{
				"t.abnf:4:1: accept: ;@accept prose b E1 suppresses no finding",
				"t.abnf:5:5: prose: rule a uses the prose-val <p>, which the oracle cannot run",
			}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g, err := Parse("t.abnf", []byte(tc.src))
			require.NoError(t, err)
			var got []string
			for _, f := range Lint(g) {
				got = append(got, f.String())
			}
			assert.Equal(t, tc.want, got)
		})
	}
}

// erratum returns a complete erratum entry of four lines.
func erratum(id, rule string) string {
	return ";@erratum " + id + " " + rule + " §1\n;   text: t\n;   does: d\n;   why:  w\n"
}

// A finding names the rule it is about, for ;@accept.
func TestLintFindingRule(t *testing.T) {
	g, err := Parse("t.abnf", []byte(hdr+"a = b / <p> ; §1\n"))
	require.NoError(t, err)
	fs := Lint(g)
	require.Len(t, fs, 2)
	assert.Equal(t, Finding{File: "t.abnf", Kind: KindUndefined, Rule: "a", Pos: Pos{Offset: 47, Line: 4, Col: 5}, Message: "rule b is not defined"}, fs[0])
	assert.Equal(t, KindProse, fs[1].Kind)
	assert.Equal(t, "a", fs[1].Rule)
}

// The test grammars and the core rules lint clean (the repository grammars
// are linted by the command, tools/grammar).
func TestLintClean(t *testing.T) {
	for _, f := range []string{"testdata/full.abnf", "testdata/rfc5234-abnf.abnf"} {
		g, err := ParseFile(f)
		require.NoError(t, err)
		assert.Empty(t, Lint(g), f)
	}
	assert.Empty(t, Lint(Core()))
}
