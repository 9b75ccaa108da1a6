package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// memoGrammar is a scheme grammar from elsewhere (plain RFC 5234, core rules
// used without import) whose pchar lets a space in, which RFC 3986 does not;
// its comment rule is not regular.
const memoGrammar = `; The "memo" URI scheme (a draft)
memoURI     = "memo:" memo-id [ "?" params ]
memo-id     = 1*( ALPHA / DIGIT / "-" / "." )
params      = param *( "&" param )
param       = 1*pchar "=" *pchar
pchar       = ALPHA / DIGIT / "-" / "." / "_" / "~" / pct-encoded / " "
pct-encoded = "%" HEXDIG HEXDIG
comment     = "(" *( ALPHA / comment ) ")"
`

// writeGrammar writes src to memo.abnf in a temporary directory.
func writeGrammar(t *testing.T, src string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "memo.abnf")
	require.NoError(t, os.WriteFile(p, []byte(src), 0o644))
	return p
}

func TestGrammarLint(t *testing.T) {
	bad := writeGrammar(t, "a = b / \"x\"\nA = 2*1DIGIT\n")
	code, stdout, stderr := runCLI(t, "", "grammar", "lint", bad)
	assert.Equal(t, exitInvalid, code)
	assert.Equal(t, bad+":1:5: undefined: rule b is not defined\n"+
		bad+":2:1: duplicate: rule A is already defined at line 1 (rule names are case-insensitive; use =/ to add alternatives)\n"+
		bad+":2:5: repeat: repetition 2*1: the minimum exceeds the maximum\n", stdout)
	assert.Equal(t, "3 findings in 1 files\n", stderr)

	code, stdout, stderr = runCLI(t, "", "grammar", "lint", writeGrammar(t, memoGrammar))
	assert.Equal(t, exitOK, code, stderr)
	assert.Empty(t, stdout)

	// A syntax error: file:line:col and the offset, exit 2.
	broken := writeGrammar(t, "a = \"x\"\nb = (\"y\"\n")
	code, _, stderr = runCLI(t, "", "grammar", "lint", broken)
	assert.Equal(t, exitUsage, code)
	assert.Regexp(t, `^urispec grammar lint: .*memo\.abnf:2:\d+: .* \(offset \d+\)\n$`, stderr)

	code, _, stderr = runCLI(t, "", "grammar", "lint")
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, stderr, "urispec grammar lint: missing FILE.abnf")

	// The grammars of record lint clean, as make lint-grammar says.
	code, _, stderr = runCLI(t, "", "grammar", "lint", "../../grammar/rfc3986/rfc3986.abnf", "../../grammar/rfc1738/rfc1738.abnf")
	assert.Equal(t, exitOK, code, stderr)
}

var times = regexp.MustCompile(`\([0-9.]+(µs|ms|s)\)`)

func TestGrammarCompile(t *testing.T) {
	memo := writeGrammar(t, memoGrammar)
	code, stdout, stderr := runCLI(t, "", "grammar", "compile", memo)
	assert.Equal(t, exitInvalid, code, stderr)
	lines := strings.Split(times.ReplaceAllString(stdout, "(T)"), "\n")
	require.Len(t, lines, 9, stdout)
	assert.Regexp(t, `^memoURI +.*memo\.abnf:2 +regular +15 states, 12 classes; language 14 states, 12 classes +\(T\)$`, lines[0])
	assert.Regexp(t, `^comment +.*memo\.abnf:8 +not regular +comment -> comment +\(T\)$`, lines[6])
	assert.Equal(t, memo+":8:30: rule comment: refers to comment, which encloses it, other than in tail position: the grammar is not regular (only right-linear recursion compiles to an automaton)", lines[7])

	// A rule whose automaton outgrows -max-states is refused, naming it.
	big := writeGrammar(t, "s = *(\"a\" / \"b\") \"a\" 16(\"a\" / \"b\")\n")
	code, stdout, _ = runCLI(t, "", "grammar", "compile", "-max-states", "300", big)
	assert.Equal(t, exitInvalid, code)
	assert.Contains(t, stdout, "no automaton  "+big+": rule s: more than 300 states before minimization")

	// Undefined rules and prose-vals, with their positions.
	code, stdout, _ = runCLI(t, "", "grammar", "compile", writeGrammar(t, "a = b\nc = <text>\n"))
	assert.Equal(t, exitInvalid, code)
	assert.Contains(t, stdout, "memo.abnf:1:5: rule a: refers to undefined rule b")
	assert.Contains(t, stdout, "memo.abnf:2:5: rule c: prose-val <text> cannot be compiled to an automaton")

	code, _, stderr = runCLI(t, "", "grammar", "compile", "-max-states", "0", memo)
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, stderr, "-max-states 0: want a positive number of states")
	code, _, stderr = runCLI(t, "", "grammar", "compile", "-timeout", "0s", memo)
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, stderr, "-timeout 0s: want a positive duration")
	code, _, stderr = runCLI(t, "", "diff", "-timeout", "1s", "x")
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, stderr, "-timeout applies to diff -languages only")
	code, _, stderr = runCLI(t, "", "grammar", "compile", filepath.Join(t.TempDir(), "none.abnf"))
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, stderr, "no such file")
}

func TestGrammarCheck(t *testing.T) {
	memo := writeGrammar(t, memoGrammar)
	code, stdout, stderr := runCLI(t, "", "grammar", "check", "-g", memo, "memo:a?b=c", "memo:a?b")
	assert.Equal(t, exitInvalid, code)
	assert.Equal(t, "valid    memo:a?b=c  (memoURI, automaton)\n"+
		"invalid  memo:a?b  (memoURI, automaton)\n"+
		"    "+memo+": invalid memoURI at offset 8: unexpected end of input, expected \"=\" or pchar (in rule param)\n"+
		"    memo:a?b\n"+
		"            ^\n", stdout)
	assert.Equal(t, "1 valid, 1 invalid\n", stderr)

	// Standard input, one per line; a rule that is not regular: the oracle.
	code, stdout, _ = runCLI(t, "(a)\n(a(b)\n", "grammar", "check", "-g", memo, "-rule", "comment", "-q")
	assert.Equal(t, exitInvalid, code)
	assert.Equal(t, "2: invalid  (a(b)  (comment, oracle)\n"+
		"    "+memo+": invalid comment at offset 5: unexpected end of input, expected \")\", ALPHA or comment (in rule comment)\n"+
		"    (a(b)\n"+
		"         ^\n", stdout)

	code, _, _ = runCLI(t, "", "grammar", "check", "-g", memo, "memo:x")
	assert.Equal(t, exitOK, code)

	// -max-length: a length error, as the dialects give it.
	code, stdout, _ = runCLI(t, "", "grammar", "check", "-g", memo, "-max-length", "3", "memo:abc")
	assert.Equal(t, exitInvalid, code)
	assert.Equal(t, "invalid  memo:abc  (memoURI, automaton)\n    "+memo+": input is 8 bytes, over the limit of 3 bytes\n", stdout)

	// Errors: a rule the file does not define, a missing -g.
	code, _, stderr = runCLI(t, "", "grammar", "check", "-g", memo, "-rule", "nope", "x")
	assert.Equal(t, exitUsage, code)
	assert.Equal(t, "urispec grammar check: "+memo+": no rule \"nope\" (rules: memoURI, memo-id, params, param, pchar, pct-encoded, comment)\n", stderr)
	code, _, stderr = runCLI(t, "", "grammar", "check", "x")
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, stderr, "missing -g FILE.abnf")
	// A rule that reaches a prose-val.
	code, _, stderr = runCLI(t, "", "grammar", "check", "-g", writeGrammar(t, "a = \"x\" b\nb = <text>\n"), "x")
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, stderr, "memo.abnf:2:5: rule b: prose-val <text> cannot be compiled to an automaton")
}

func TestGrammarSample(t *testing.T) {
	memo := writeGrammar(t, memoGrammar)
	code, stdout, stderr := runCLI(t, "", "grammar", "sample", "-g", memo, "-rule", "param", "-n", "4")
	assert.Equal(t, exitOK, code, stderr)
	assert.Equal(t, "-=\n-=%00\n-%00=\n-=%06\n", stdout)
	code, stdout, _ = runCLI(t, "", "grammar", "sample", "-g", memo, "-rule", "param", "-n", "4", "-invalid")
	assert.Equal(t, exitOK, code)
	assert.Equal(t, "!-=\n-=`%00\n-?%00=\n-=%0_6\n", stdout)
	// Every positive is valid and every near miss invalid, by check.
	for _, invalid := range []bool{false, true} {
		args := []string{"grammar", "sample", "-g", memo, "-n", "30"}
		if invalid {
			args = append(args, "-invalid")
		}
		_, stdout, _ := runCLI(t, "", args...)
		code, _, stderr := runCLI(t, stdout, "grammar", "check", "-g", memo)
		if invalid {
			assert.Contains(t, stderr, "0 valid, 30 invalid")
		} else {
			assert.Equal(t, exitOK, code, stderr)
		}
	}
	code, _, stderr = runCLI(t, "", "grammar", "sample", "-g", memo, "-n", "-1")
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, stderr, "-n -1: want a number of strings")
}

func TestGrammarUsage(t *testing.T) {
	code, _, stderr := runCLI(t, "", "grammar")
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, stderr, "usage: urispec grammar lint FILE.abnf...")
	code, _, stderr = runCLI(t, "", "grammar", "nope")
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, stderr, `urispec grammar: unknown subcommand "nope" (lint, compile, check or sample)`)
	code, stdout, _ := runCLI(t, "", "help", "grammar")
	assert.Equal(t, exitOK, code)
	assert.Contains(t, stdout, "urispec diff -languages FILE.abnf:RULE rfc3986:URI")
	for _, sub := range []string{"lint", "compile", "check", "sample"} {
		code, _, stderr := runCLI(t, "", "grammar", sub, "-h")
		assert.Equal(t, exitOK, code, sub)
		assert.Contains(t, stderr, "usage: urispec grammar "+sub, sub)
	}
}

// TestDiffLanguagesFile: a rule of a grammar file on either side of diff
// -languages, beside a dialect.
func TestDiffLanguagesFile(t *testing.T) {
	memo := writeGrammar(t, memoGrammar)
	code, stdout, stderr := runCLI(t, "", "diff", "-languages", "-max", "1", memo+":memoURI", "rfc3986:URI")
	assert.Equal(t, exitInvalid, code, stderr)
	assert.True(t, strings.HasPrefix(stdout, "Accepted by "+memo+" (memoURI), rejected by rfc3986 (URI): 4 inputs, in 2 rules of rfc3986\n"+
		"  in URI (§3): 1\n"+
		"    \"MEMO:-? =\"   at 7: unexpected \" \", expected \"#\", end of input or query\n"+
		"  in query (§3.4): 3\n"+
		"    \"MEMO:-?- =\"  at 8: unexpected \" \", expected \"#\", \"/\", \"?\", end of input or pchar\n"), stdout)
	assert.Contains(t, stdout, "Accepted by rfc3986 (URI), rejected by "+memo+" (memoURI): 124 inputs, in 4 rules of "+memo+"\n  in memo-id: 10\n")

	// Inclusion both ways: a file that copies RFC 3986's URI rules.
	code, stdout, stderr = runCLI(t, "", "diff", "-languages", "rfc3986:absolute-URI", "../../grammar/rfc3986/rfc3986.abnf:absolute-URI")
	assert.Equal(t, exitOK, code, stderr)
	assert.Equal(t, "The languages of rfc3986 (absolute-URI) and ../../grammar/rfc3986/rfc3986.abnf (absolute-URI) are equal (proved: the search visited every pair of states of the two automata, both ways).\n", stdout)

	// The file's first rule by default, and errors.
	code, _, _ = runCLI(t, "", "diff", "-languages", memo, "rfc3986")
	assert.Equal(t, exitInvalid, code)
	code, _, stderr = runCLI(t, "", "diff", "-languages", memo+":comment", "rfc3986")
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, stderr, "rule comment has no automaton")
	code, _, stderr = runCLI(t, "", "diff", "-languages", "-rule-a", "x", memo+":memoURI", "rfc3986")
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, stderr, `a rule after ":" and -rule-a name the rule twice`)
	code, _, stderr = runCLI(t, "", "diff", "-languages", memo+":nope", "rfc3986")
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, stderr, `no rule "nope"`)
}
