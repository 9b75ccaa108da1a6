package compiler_test

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"text/template"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/grammar"
	"github.com/urispec/urispec/grammar/abnf"
	"github.com/urispec/urispec/grammar/compiler"
	"github.com/urispec/urispec/grammar/oracle"
)

// These tests show that the cross-check catches a grammar edited on one
// side only: a PEG widened without its ABNF (the parser accepts more than
// the grammar of record), and an ABNF edited and recompiled without its
// PEG. Each edit changes one rule by one byte; the samples TestCrossCheck
// draws for the edit's start rules (the same samples, the same bounds)
// must find a divergence, and the test logs the first sample that did. To stay fast, the three recognizers are run together
// (Checker) only on the samples where the parser's verdict differs from the
// sample's label (the verdict of the automaton or oracle that drew it):
// TestCrossCheck shows that automaton and oracle agree on all of them.

// edit replaces old by new, once, in a grammar file.
type edit struct {
	name     string // for messages
	dialect  string
	old, new string
	// rules are the start rules whose samples are checked, the dialect's
	// default one and where it alone would not do another: one of them
	// must find the edit.
	rules []string
	// vectorsSee is true when an input of conformance/testdata already
	// tells the edited grammar from the committed one (checked both ways).
	vectorsSee bool
}

func (e edit) apply(t *testing.T, src []byte) []byte {
	t.Helper()
	require.Equal(t, 1, bytes.Count(src, []byte(e.old)), "%s: %q occurs once", e.name, e.old)
	return bytes.Replace(src, []byte(e.old), []byte(e.new), 1)
}

// pegEdits widen one rule of a PEG by one byte. All but the first are at
// places no vector of conformance/testdata touches.
var pegEdits = []edit{
	// RFC 3986 §2.2: "|" is no sub-delim. oracle.Samples did not see this
	// edit in 300,000 samples ("|" is in no rule of the ABNF, so not in its
	// pool of near-miss bytes); the vectors have inputs with "|" now.
	{name: `rfc3986 sub-delims + "|"`, dialect: "rfc3986", rules: []string{"URI-reference"}, vectorsSee: true,
		old: `sub_delims "sub-delims" <- [!$&'()*+,;=]`, new: `sub_delims "sub-delims" <- [!$&'()*+,;=|]`},
	// RFC 3986 §3.2.2: the same byte in IPvFuture only.
	{name: `rfc3986 IPvFuture + "|"`, dialect: "rfc3986", rules: []string{"URI-reference"},
		old: `IPvFuture "IPvFuture" <- "v"i HEXDIG+ "." (unreserved / sub_delims / ":")+`, new: `IPvFuture "IPvFuture" <- "v"i HEXDIG+ "." (unreserved / sub_delims / ":" / "|")+`},
	// RFC 1738 §3.11: a prospero field name has no "/".
	{name: `rfc1738 fieldname + "/"`, dialect: "rfc1738", rules: []string{"url"},
		old: `fieldname "fieldname" <- (uchar / "?" / ":" / "@" / "&")*`, new: `fieldname "fieldname" <- (uchar / "?" / ":" / "@" / "&" / "/")*`},
	// draft-fielding-url-syntax-05 §4.3.1: a password has no "|" (§2.4.3
	// calls it unwise). Under URL-reference every prefix of "//u:p|@h" up
	// to the "|" is also a path, so the positives (shortest paths) never
	// reach a password; edits of the oracle's derivations do, but
	// URL-reference's 10000 near misses do not happen to take one with a
	// password at the right offset, absoluteURL's do.
	{name: `url-syntax-05 password + "|"`, dialect: "url-syntax-05", rules: []string{"URL-reference", "absoluteURL"},
		old: `password "password" <- v:(unreserved / escaped / [;&=+])*`, new: `password "password" <- v:(unreserved / escaped / [;&=+|])*`},
}

// pigeonFlags are tools/generate's PigeonFlags (a main package, so not
// importable); they make the parser faster, not different.
var pigeonFlags = []string{"-optimize-parser", "-optimize-basic-latin"}

// helperMain is the program that runs the edited parsers: flags -edit
// (an index into pegEdits) and -rule; on stdin inputs each preceded by its
// length as a uvarint; on stdout one byte per input, '1' when the parser
// accepts it.
var helperMain = template.Must(template.New("main").Parse(`package main

import (
	"bufio"
	"encoding/binary"
	"flag"
	"io"
	"os"
{{range $i, $e := .}}
	e{{$i}} "urispec.test/pegedit/e{{$i}}"{{end}}
)

var parsers = []func(string, []byte) error{ {{range $i, $e := .}}
	func(r string, in []byte) error { _, err := e{{$i}}.ParseRule(r, in); return err },{{end}}
}

func main() {
	edit := flag.Int("edit", 0, "")
	rule := flag.String("rule", "", "")
	flag.Parse()
	parse := parsers[*edit]
	r := bufio.NewReader(os.Stdin)
	w := bufio.NewWriter(os.Stdout)
	for {
		n, err := binary.ReadUvarint(r)
		if err == io.EOF {
			break
		}
		if err != nil {
			panic(err)
		}
		in := make([]byte, n)
		if _, err := io.ReadFull(r, in); err != nil {
			panic(err)
		}
		v := byte('0')
		if parse(*rule, in) == nil {
			v = '1'
		}
		w.WriteByte(v)
	}
	if err := w.Flush(); err != nil {
		panic(err)
	}
}
`))

// buildEdited generates the parser of every edited PEG with pigeon (as
// make generate does, beside a copy of the dialect's committed entry.go)
// in a temporary module that the repository's module joins through a
// go.work file, builds the helper program that runs them and returns its
// path.
func buildEdited(t *testing.T, edits []edit) string {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", ".."))
	require.NoError(t, err)
	tmp := t.TempDir()
	write := func(name string, data []byte) {
		require.NoError(t, os.MkdirAll(filepath.Dir(name), 0o755))
		require.NoError(t, os.WriteFile(name, data, 0o644))
	}
	run := func(dir string, env []string, args ...string) {
		cmd := exec.Command("go", args...)
		cmd.Dir, cmd.Env = dir, append(os.Environ(), env...)
		out, err := cmd.CombinedOutput()
		require.NoError(t, err, "go %s: %s", strings.Join(args, " "), out)
	}
	// The workspace's go line is the repository's (go.mod): go refuses a
	// go.work older than a module it uses.
	mod, err := os.ReadFile(filepath.Join(root, "go.mod"))
	require.NoError(t, err)
	goLine := "go 1.26"
	for _, l := range strings.Split(string(mod), "\n") {
		if strings.HasPrefix(l, "go ") {
			goLine = l
		}
	}
	write(filepath.Join(tmp, "go.mod"), []byte("module urispec.test/pegedit\n\n"+goLine+"\n"))
	write(filepath.Join(tmp, "go.work"), fmt.Appendf(nil, "%s\n\nuse (\n\t.\n\t%s\n)\n", goLine, root))
	for i, e := range edits {
		pkg := packageName(e.dialect)
		src, err := os.ReadFile(filepath.Join(root, "grammar", e.dialect, e.dialect+".peg"))
		require.NoError(t, err)
		dir := filepath.Join(tmp, fmt.Sprintf("e%d", i))
		write(filepath.Join(dir, e.dialect+".peg"), e.apply(t, src))
		entry, err := os.ReadFile(filepath.Join(root, "generated", "internal", pkg, "entry.go"))
		require.NoError(t, err)
		write(filepath.Join(dir, "entry.go"), entry)
		var entries []string
		for _, r := range dialectByID(t, e.dialect).p.StartRules {
			entries = append(entries, "Entry_"+strings.ReplaceAll(r, "-", "_"))
		}
		args := append([]string{"tool", "pigeon"}, pigeonFlags...)
		args = append(args, "-alternate-entrypoints", strings.Join(entries, ","),
			"-o", filepath.Join(dir, pkg+".go"), filepath.Join(dir, e.dialect+".peg"))
		run(root, []string{"GOWORK=off"}, args...)
	}
	var main bytes.Buffer
	require.NoError(t, helperMain.Execute(&main, edits))
	write(filepath.Join(tmp, "main.go"), main.Bytes())
	bin := filepath.Join(tmp, "pegedit")
	run(tmp, []string{"GOWORK=" + filepath.Join(tmp, "go.work")}, "build", "-o", bin, ".")
	return bin
}

// packageName is the Go package of a dialect: its id without "-".
func packageName(dialect string) string { return strings.ReplaceAll(dialect, "-", "") }

// editedVerdicts runs edited parser number edit of the helper bin on the
// inputs as rule and returns its verdicts.
func editedVerdicts(t *testing.T, bin string, edit int, rule string, inputs [][]byte) map[string]bool {
	t.Helper()
	var in bytes.Buffer
	for _, x := range inputs {
		in.Write(binary.AppendUvarint(nil, uint64(len(x))))
		in.Write(x)
	}
	cmd := exec.Command(bin, "-edit", fmt.Sprint(edit), "-rule", rule)
	cmd.Stdin = &in
	out, err := cmd.Output()
	require.NoError(t, err)
	require.Len(t, out, len(inputs))
	m := make(map[string]bool, len(inputs))
	for i, x := range inputs {
		m[string(x)] = out[i] == '1'
	}
	return m
}

// lookup is a parse function answering from verdicts computed beforehand.
func lookup(verdicts map[string]bool) func(string, []byte) error {
	return func(_ string, in []byte) error {
		ok, found := verdicts[string(in)]
		if !found {
			panic(fmt.Sprintf("no verdict for %q", in))
		}
		if !ok {
			return errRejected
		}
		return nil
	}
}

// suspects are the samples on which the parser's verdict is not the
// sample's label.
func suspects(samples []sample, parse func([]byte) bool) []sample {
	var out []sample
	for _, s := range samples {
		if parse(s.input) != s.valid {
			out = append(out, s)
		}
	}
	return out
}

func inputsOf(samples []sample) [][]byte {
	out := make([][]byte, len(samples))
	for i, s := range samples {
		out[i] = s.input
	}
	return out
}

// TestPEGEditCaught: a PEG widened alone (pegEdits) is caught by the
// transition samples of go test's cross-check, and not by the vectors.
func TestPEGEditCaught(t *testing.T) {
	if testing.Short() {
		t.Skip("builds edited parsers with pigeon and go build")
	}
	bin := buildEdited(t, pegEdits)
	vectors := vectorInputs(t)
	vin := make([][]byte, len(vectors))
	for i, v := range vectors {
		vin[i] = []byte(v)
	}
	for i, e := range pegEdits {
		t.Run(e.name, func(t *testing.T) {
			t.Parallel()
			d := dialectByID(t, e.dialect)
			var first *divergence
			count, total, oracleCaught, vectorSeen := 0, 0, 0, 0
			for _, rule := range e.rules {
				samples := crossSamples(d.a, d.o, rule, nearMissesPerRule, oracleSamplesPerRule)
				verdicts := editedVerdicts(t, bin, i, rule, inputsOf(samples))
				c := compiler.NewChecker(d.g, d.o, d.a, lookup(verdicts))
				divs, _ := crossCheck(c, rule, suspects(samples, func(in []byte) bool { return verdicts[string(in)] }))
				total += len(samples)
				n := 0
				for _, div := range divs {
					// A widened PEG: the parser accepts what the grammar of
					// record rejects, and nothing else differs.
					assert.True(t, !div.v.Oracle && !div.v.Automaton && div.v.Parser && div.v.Diagnosis == "", "%s %s: %v", e.name, rule, div)
					if div.ts == nil {
						oracleCaught++
						continue
					}
					if n++; first == nil {
						first = &div
						t.Logf("%s: first caught under %s by %v", e.name, rule, div)
					}
				}
				count += n
				t.Logf("%s: %s: %d of %d samples diverge, %d of them transition samples", e.name, rule, len(divs), len(samples), n)
			}
			// The vectors, under every start rule: the parser's verdict is
			// checked where it is not the automaton's.
			for _, rule := range d.g.Pragmas.Start {
				ri, _ := d.a.RuleIndex(rule)
				verdicts := editedVerdicts(t, bin, i, rule, vin)
				for _, v := range vectors {
					if verdicts[v] != d.a.Match(ri, v) {
						if vectorSeen++; !e.vectorsSee {
							t.Errorf("%s %s: the vector %q sees the edit", e.name, rule, v)
						}
					}
				}
			}
			t.Logf("%s: %d of %d samples diverge: %d transition samples, %d oracle samples; %d vectors", e.name, count+oracleCaught, total, count, oracleCaught, vectorSeen)
			assert.NotNil(t, first, "%s: no transition sample found the edit", e.name)
			if e.vectorsSee {
				assert.Positive(t, vectorSeen, "%s: the vectors see the edit", e.name)
			}
		})
	}
}

// abnfEdits change one rule of an ABNF by one byte; the PEG is left as it
// is, as when a grammar of record is edited and regenerated but its PEG
// forgotten.
var abnfEdits = []edit{
	// RFC 3986 §2.2 narrowed: "'" taken out of sub-delims.
	{name: `rfc3986 sub-delims - "'"`, dialect: "rfc3986", rules: []string{"URI-reference"},
		old: `sub-delims    = "!" / "$" / "&" / "'" / "(" / ")"`, new: `sub-delims    = "!" / "$" / "&" / "(" / ")"`},
	// RFC 1738 §3.2.2 widened: a type code "e".
	{name: `rfc1738 ftptype + "e"`, dialect: "rfc1738", rules: []string{"url"},
		old: `ftptype        = "A" / "I" / "D" / "a" / "i" / "d"`, new: `ftptype        = "A" / "I" / "D" / "a" / "i" / "d" / "e"`},
	// draft-fielding-url-syntax-05 §2.3 narrowed: "~" taken out of mark.
	{name: `url-syntax-05 mark - "~"`, dialect: "url-syntax-05", rules: []string{"URL-reference"},
		old: `mark          = "$" / "-" / "_" / "." / "!" / "~" / "*"`, new: `mark          = "$" / "-" / "_" / "." / "!" / "*"`},
}

// TestABNFEditCaught: an ABNF edited alone (abnfEdits), then compiled to
// its oracle and automaton as make generate would, is caught by the
// transition samples of the edited automaton against the committed parser.
func TestABNFEditCaught(t *testing.T) {
	if testing.Short() {
		t.Skip("recompiles edited grammars and checks them at go test's full bounds")
	}
	for _, e := range abnfEdits {
		t.Run(e.name, func(t *testing.T) {
			t.Parallel()
			d := dialectByID(t, e.dialect)
			src, err := grammar.Files.ReadFile(grammar.Path(e.dialect))
			require.NoError(t, err)
			g, err := abnf.Parse("grammar/"+grammar.Path(e.dialect), e.apply(t, src))
			require.NoError(t, err)
			o, err := oracle.Compile(g)
			require.NoError(t, err)
			a, err := compiler.CompileRules(g, e.rules)
			require.NoError(t, err)
			c := compiler.NewChecker(g, o, a, parseFunc(d.p.ParseRule))
			var first *divergence
			count, total, oracleCaught := 0, 0, 0
			for _, rule := range e.rules {
				samples := crossSamples(a, o, rule, nearMissesPerRule, oracleSamplesPerRule)
				divs, _ := crossCheck(c, rule, suspects(samples, func(in []byte) bool { _, err := d.p.ParseRule(rule, in); return err == nil }))
				total += len(samples)
				for _, div := range divs {
					// The oracle and the automaton come from the edited
					// ABNF and agree; the parser does not.
					assert.True(t, div.v.Oracle == div.v.Automaton && div.v.Parser != div.v.Oracle && div.v.Diagnosis == "", "%s %s: %v", e.name, rule, div)
					if div.ts == nil {
						oracleCaught++
						continue
					}
					if count++; first == nil {
						first = &div
						t.Logf("%s: first caught under %s by %v", e.name, rule, div)
					}
				}
			}
			t.Logf("%s: %d of %d samples diverge: %d transition samples, %d oracle samples", e.name, count+oracleCaught, total, count, oracleCaught)
			assert.NotNil(t, first, "%s: no transition sample found the edit", e.name)
		})
	}
}
