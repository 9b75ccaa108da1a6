package main

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/semantic"
)

// goIdentifier matches the names of the library's Go options and constants,
// which no CLI message may show.
var goIdentifier = regexp.MustCompile(`\bWith[A-Z]|LeadingDots\b|\*semantic|%!`)

// TestInterspersedFlags: a flag after an operand is a flag, never an input;
// an unknown one is refused with a hint; "--" ends the flags.
func TestInterspersedFlags(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		code   int
		stdout string // a substring
		stderr string // a substring
	}{
		{name: "flag after the input", args: []string{"check", "-d", "rfc1738", "http://h/", "-json"},
			code: exitOK, stdout: `{"dialect":"rfc1738","input":"http://h/",`},
		{name: "every flag after the input", args: []string{"check", "http://h/", "-d", "rfc1738", "-json"},
			code: exitOK, stdout: `{"dialect":"rfc1738","input":"http://h/",`},
		{name: "flag=value after the input", args: []string{"check", "http://h/", "-d=rfc1738", "-max-length=3"},
			code: exitInvalid, stdout: "input is 9 bytes, over the limit of 3 bytes"},
		{name: "between two operands", args: []string{"equiv", "a:b", "-d", "rfc3986", "a:b"},
			code: exitOK, stdout: "equivalent\n"},
		{name: "unknown flag after the input", args: []string{"check", "-d", "rfc1738", "http://h/", "-x"},
			code: exitUsage, stderr: "urispec check: flag provided but not defined: -x\n" +
				"urispec check: an input that begins with \"-\" goes after \"--\": urispec check [flags] -- -x\n" +
				"usage: urispec check "},
		{name: "-- ends the flags", args: []string{"check", "-d", "rfc1738", "--", "http://h/", "-json"},
			code: exitInvalid, stdout: "invalid  -json\n"},
		{name: "- alone is an operand", args: []string{"check", "-d", "rfc1738", "-"},
			code: exitInvalid, stdout: "invalid  -\n"},
		{name: "missing flag value", args: []string{"check", "http://h/", "-d"},
			code: exitUsage, stderr: "urispec check: flag needs an argument: -d\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, stdout, stderr := runCLI(t, "", tt.args...)
			assert.Equal(t, tt.code, code, stderr)
			assert.Contains(t, stdout, tt.stdout)
			assert.Contains(t, stderr, tt.stderr)
			if tt.code == exitUsage {
				assert.Empty(t, stdout, "nothing is checked")
			}
		})
	}
}

// TestUsageErrors: a missing operand or flag is named, a bad value says
// what is wanted, and the synopsis follows; no message shows a Go
// identifier of the library.
func TestUsageErrors(t *testing.T) {
	tests := []struct {
		name  string
		args  []string
		first string // the first line of standard error
		usage bool   // the synopsis follows
	}{
		{name: "resolve without base", args: []string{"resolve", "-d", "rfc3986"}, first: "urispec resolve: missing BASE", usage: true},
		{name: "resolve without dialect", args: []string{"resolve", "http://a/"}, first: "urispec resolve: missing -d DIALECT", usage: true},
		{name: "parse without input", args: []string{"parse", "-d", "rfc3986"}, first: "urispec parse: missing INPUT", usage: true},
		{name: "parse with two inputs", args: []string{"parse", "-d", "rfc3986", "a", "b"}, first: "urispec parse: takes INPUT, got 2 operands", usage: true},
		{name: "equiv without operands", args: []string{"equiv", "-d", "rfc3986"}, first: "urispec equiv: missing A and B", usage: true},
		{name: "equiv with one operand", args: []string{"equiv", "-d", "rfc3986", "a"}, first: "urispec equiv: missing B", usage: true},
		{name: "equiv with three operands", args: []string{"equiv", "-d", "rfc3986", "a", "b", "c"}, first: "urispec equiv: takes A and B, got 3 operands", usage: true},
		{name: "normalize without dialect", args: []string{"normalize", "a"}, first: "urispec normalize: missing -d DIALECT", usage: true},
		{name: "unknown dialect", args: []string{"check", "-d", "rfc9999", "x"}, first: `urispec check: -d: unknown dialect "rfc9999" (dialects: ` + dialectIDs(semantic.Dialects()) + ")", usage: true},
		{name: "dialects with an operand", args: []string{"dialects", "x"}, first: "urispec dialects: takes no operands, got 1", usage: true},
		{name: "version with an operand", args: []string{"version", "x"}, first: "urispec version: takes no operands, got 1", usage: true},
		{name: "-d and -all", args: []string{"check", "-d", "rfc3986", "-all", "x"}, first: "urispec check: -d and -all exclude each other", usage: true},
		{name: "-rule without -d", args: []string{"check", "-rule", "URI", "x"}, first: "urispec check: -rule needs -d (start rules belong to one dialect)", usage: true},
		{name: "unknown start rule", args: []string{"check", "-d", "rfc1738", "-rule", "URI", "x"},
			first: `urispec check: -rule URI: rfc1738 has no start rule "URI" (start rules: url, genericurl, `, usage: true},
		{name: "negative -j", args: []string{"check", "-j", "-1", "x"}, first: "urispec check: -j -1: want a number of goroutines, 0 for every core", usage: true},
		{name: "negative -max-length", args: []string{"check", "-max-length", "-1", "x"}, first: "urispec check: -max-length -1: the limit must be positive (0: no limit)", usage: true},
		{name: "-nonstrict not offered", args: []string{"resolve", "-d", "rfc1808", "-nonstrict", "http://a/b", "c"},
			first: "urispec resolve: -nonstrict: rfc1808 offers no such choice (dialects that do: ", usage: true},
		{name: "-dots not offered", args: []string{"resolve", "-d", "rfc3986", "-dots", "remove", "http://a/b", "c"},
			first: "urispec resolve: -dots: rfc3986 offers no such choice (dialects that do: " + offering(func(i *semantic.DialectInfo) bool { return i.Resolution.LeadingDots }) + ")", usage: true},
		{name: "-rule not offered", args: []string{"resolve", "-d", "rfc3986", "-rule", "URI", "http://a/b", "c"},
			first: `urispec resolve: dialect rfc3986 resolves no reference read as start rule "URI" (references: [URI-reference URI-reference-6874])`},
		{name: "-recompose misspelt", args: []string{"resolve", "-d", "rfc3986", "-recompose", "dot-prefix", "f:/a", ".//g"},
			first: `urispec resolve: -recompose "dot-prefix": want reject, dot or literal`, usage: true},
		{name: "-recompose misspelt in relativize", args: []string{"relativize", "-d", "rfc3986", "-recompose", "x", "f:/a", "f://g"},
			first: `urispec relativize: -recompose "x": want reject, dot or literal`, usage: true},
		{name: "normalize -rule unknown", args: []string{"normalize", "-d", "rfc2396", "-rule", "URI-2732", "x"},
			first: `urispec normalize: -rule URI-2732: rfc2396 has no start rule "URI-2732" (start rules: URI-reference, `, usage: true},
		{name: "equiv -rule unknown", args: []string{"equiv", "-d", "rfc1630", "-rule", "URL", "a", "b"},
			first: `urispec equiv: -rule URL: rfc1630 has no start rule "URL" (start rules: fragmentaddress, url, `, usage: true},
		{name: "-dots misspelt", args: []string{"resolve", "-d", "rfc2396bis-01", "-dots", "drop", "http://a/b", "c"},
			first: `urispec resolve: -dots "drop": want retain, remove or error`, usage: true},
		{name: "no relative form", args: []string{"resolve", "-d", "rfc1738", "http://a/b"},
			first: "urispec resolve: rfc1738: defines no relative form: its §2.3 says relative links are not described in that document"},
		{name: "level not defined", args: []string{"equiv", "-d", "url-syntax-05", "-level", "resource", "a:b", "a:b"},
			first: `urispec equiv: -level: level not defined by the dialect's spec: "resource" (levels of url-syntax-05: syntax, scheme)`, usage: true},
		{name: "errata with operands", args: []string{"resolve", "-d", "rfc3986", "-errata", "x"}, first: "urispec resolve: -errata takes no operands", usage: true},
		{name: "unknown command", args: []string{"nope"}, first: `urispec: unknown command "nope"`},
		{name: "unknown help topic", args: []string{"help", "nope"}, first: `urispec help: no help topic "nope" (topics: the commands and json)`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, stdout, stderr := runCLI(t, "", tt.args...)
			assert.Equal(t, exitUsage, code)
			assert.Empty(t, stdout)
			first, rest, _ := strings.Cut(stderr, "\n")
			assert.True(t, strings.HasPrefix(first, tt.first), "first line: %s", first)
			if tt.usage {
				assert.Contains(t, rest, "usage: urispec "+tt.args[0]+" ")
				assert.Contains(t, rest, "Run 'urispec help "+tt.args[0]+"' for its flags.")
			}
			assert.NotRegexp(t, goIdentifier, stderr)
		})
	}
}

// TestLibraryOptionErrorsInCLITerms: the messages of the library that name
// its Go options are shown with the CLI's flags.
func TestLibraryOptionErrorsInCLITerms(t *testing.T) {
	tests := []struct {
		name string
		err  func() error
		want string
	}{
		{name: "non-strict not offered", err: func() error {
			_, err := semantic.Resolve(semantic.RFC1808, "http://a/b", "c", semantic.WithValidating(false))
			return err
		}, want: "-nonstrict is not offered by rfc1808: its resolution text gives no such choice"},
		{name: "leading dots not offered", err: func() error {
			_, err := semantic.Resolve(semantic.RFC3986, "http://a/b", "c", semantic.WithLeadingDots(semantic.RemoveLeadingDots))
			return err
		}, want: "-dots is not offered by rfc3986: its resolution text gives no such choice"},
		{name: "option of another entry point", err: func() error {
			_, err := semantic.Resolve(semantic.RFC3986, "http://a/b", "c", semantic.WithLevel(semantic.LevelSyntax))
			return err
		}, want: "option -level does not apply to resolve"},
		{name: "bad limit", err: func() error {
			_, err := semantic.Parse(semantic.RFC3986, "a", semantic.WithMaxLength(0))
			return err
		}, want: "-max-length(0): the limit must be positive"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.err()
			require.Error(t, err)
			assert.Equal(t, tt.want, cliText(err))
			assert.NotRegexp(t, goIdentifier, cliText(err))
		})
	}
}

// TestExitStatus: 0 all valid (or success), 1 any invalid (equiv: not
// equivalent), 2 usage or I/O error, for every command.
func TestExitStatus(t *testing.T) {
	tests := []struct {
		name  string
		stdin string
		args  []string
		code  int
	}{
		{name: "check valid", args: []string{"check", "-d", "rfc3986", "http://a/"}, code: exitOK},
		{name: "check one invalid of two", args: []string{"check", "-d", "rfc3986", "http://a/", "http://a b/"}, code: exitInvalid},
		{name: "check stdin all valid", stdin: "http://a/\n\nhttp://b/\n", args: []string{"check", "-d", "rfc3986"}, code: exitOK},
		{name: "check only blank lines", stdin: "\n\r\n", args: []string{"check", "-d", "rfc3986"}, code: exitOK},
		{name: "check bad flag", args: []string{"check", "-nope"}, code: exitUsage},
		{name: "parse valid", args: []string{"parse", "-d", "rfc3986", "a"}, code: exitOK},
		{name: "parse invalid", args: []string{"parse", "-d", "rfc3986", "a b"}, code: exitInvalid},
		{name: "diff some reject", args: []string{"diff", "a"}, code: exitInvalid},
		{name: "dialects", args: []string{"dialects"}, code: exitOK},
		{name: "resolve", args: []string{"resolve", "-d", "rfc3986", "http://a/b", "c"}, code: exitOK},
		{name: "resolve invalid reference", args: []string{"resolve", "-d", "rfc3986", "http://a/b", "c d"}, code: exitInvalid},
		{name: "resolve invalid base", args: []string{"resolve", "-d", "rfc3986", "http://a b/", "c"}, code: exitInvalid},
		{name: "normalize", args: []string{"normalize", "-d", "rfc3986", "HTTP://a"}, code: exitOK},
		{name: "normalize invalid", args: []string{"normalize", "-d", "rfc3986", "a b"}, code: exitInvalid},
		{name: "equiv", args: []string{"equiv", "-d", "rfc3986", "HTTP://a", "http://a"}, code: exitOK},
		{name: "equiv not", args: []string{"equiv", "-d", "rfc3986", "http://a", "http://b"}, code: exitInvalid},
		{name: "equiv invalid input", args: []string{"equiv", "-d", "rfc3986", "http://a", "a b"}, code: exitUsage},
		{name: "version", args: []string{"version"}, code: exitOK},
		{name: "help", args: []string{"help"}, code: exitOK},
		{name: "help json", args: []string{"help", "json"}, code: exitOK},
		{name: "no command", args: nil, code: exitUsage},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, stderr := runCLI(t, tt.stdin, tt.args...)
			assert.Equal(t, tt.code, code, stderr)
		})
	}
}

// TestVersion: the module version ("(devel)" in a test binary), the Go
// version, and each dialect's grammar fingerprint, under every spelling.
func TestVersion(t *testing.T) {
	for _, args := range [][]string{{"version"}, {"-version"}, {"--version"}} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			code, stdout, _ := runCLI(t, "", args...)
			require.Equal(t, exitOK, code)
			lines := strings.Split(strings.TrimSuffix(stdout, "\n"), "\n")
			require.Len(t, lines, 3+len(semantic.Dialects()))
			assert.Regexp(t, `^urispec \S+ \(github.com/urispec/urispec\)$`, lines[0])
			assert.Regexp(t, `^built with go`, lines[1])
			assert.Equal(t, "grammar fingerprints (SHA-256 of grammar/<id>/<id>.abnf):", lines[2])
			for i, d := range semantic.Dialects() {
				info, err := semantic.Info(d)
				require.NoError(t, err)
				assert.Regexp(t, `^  `+regexp.QuoteMeta(d.ID())+` +[0-9a-f]{64}$`, lines[3+i])
				assert.True(t, strings.HasSuffix(lines[3+i], " "+info.Fingerprint))
			}
		})
	}
	code, stdout, _ := runCLI(t, "", "version", "-json")
	require.Equal(t, exitOK, code)
	var v struct {
		Module, Version string
		GoVersion       string `json:"go_version"`
		Dialects        []struct{ ID, Fingerprint string }
	}
	require.NoError(t, json.Unmarshal([]byte(stdout), &v))
	assert.Equal(t, "github.com/urispec/urispec", v.Module)
	assert.NotEmpty(t, v.Version)
	assert.Len(t, v.Dialects, len(semantic.Dialects()))
}

// TestHelp: help texts come from the dialect list, never a count; help
// COMMAND prints the command's usage on standard output; help json the JSON
// formats.
func TestHelp(t *testing.T) {
	code, stdout, _ := runCLI(t, "", "help")
	require.Equal(t, exitOK, code)
	assert.Contains(t, stdout, "Dialects, in date order: "+dialectIDs(semantic.Dialects())+".")
	for _, c := range commands() {
		assert.Contains(t, stdout, "\n  "+c.name+" ", c.name)
	}
	for _, c := range commands() {
		if c.name == "help" {
			continue
		}
		code, stdout, stderr := runCLI(t, "", "help", c.name)
		assert.Equal(t, exitOK, code, c.name)
		assert.Empty(t, stderr, c.name)
		assert.True(t, strings.HasPrefix(stdout, "usage: urispec "+c.name), c.name)
		assert.NotRegexp(t, `(?i)\b(two|three|four|five|six|seven|eight|nine|ten) dialects|seed`, stdout, c.name)
		assert.NotRegexp(t, goIdentifier, stdout, c.name)
	}
	_, stdout, _ = runCLI(t, "", "help", "resolve")
	assert.Regexp(t, `\n-dots is offered by: ([a-z0-9-]+, )*rfc2396bis-01(, [a-z0-9-]+)*\.\n`, stdout)
	code, stdout, _ = runCLI(t, "", "help", "json")
	require.Equal(t, exitOK, code)
	assert.Equal(t, jsonHelp, stdout)
}

// TestResolveRule resolves under RFC 6874's rules with -rule (rfc3986
// erratum R4): without it, RFC 3986 as published has no zone identifier.
func TestResolveRule(t *testing.T) {
	code, stdout, _ := runCLI(t, "", "resolve", "-d", "rfc3986", "-rule", "URI-reference-6874", "http://[fe80::a%25en1]/b/c", "../d")
	assert.Equal(t, exitOK, code)
	assert.Equal(t, "http://[fe80::a%25en1]/d\n", stdout)
	code, _, stderr := runCLI(t, "", "resolve", "-d", "rfc3986", "http://[fe80::a%25en1]/b/c", "../d")
	assert.Equal(t, exitInvalid, code)
	assert.Contains(t, stderr, "invalid base")
}
