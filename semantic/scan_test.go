package semantic

import (
	"bufio"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/grammar/oracle"
)

// scanSamples is how many samples of the grammar of record TestScanAgreesWithTree
// draws per start rule: `go test ./semantic -run TestScanAgreesWithTree
// -scan-samples 1000000` runs it at the scale of make oracle.
var scanSamples = flag.Int("scan-samples", 2000, "samples per start rule for TestScanAgreesWithTree")

// corpusInputs returns the inputs of the valid parse vectors of the
// embedded corpus for dialect d, by start rule ("" for the default).
func corpusInputs(t *testing.T, d Dialect) map[string][]string {
	t.Helper()
	out := map[string][]string{}
	for _, glob := range []string{
		filepath.Join("..", "conformance", "testdata", "*.jsonl"),
		filepath.Join("..", "conformance", "testdata", "thirdparty", "*.jsonl"),
	} {
		files, err := filepath.Glob(glob)
		require.NoError(t, err)
		for _, name := range files {
			f, err := os.Open(name)
			require.NoError(t, err)
			sc := bufio.NewScanner(f)
			sc.Buffer(make([]byte, 64*1024), 1<<20)
			for sc.Scan() {
				var v struct {
					Kind, Dialect, Rule string
					Input               *string
				}
				if json.Unmarshal(sc.Bytes(), &v) != nil || v.Kind != "parse" || v.Input == nil || v.Dialect != d.ID() {
					continue
				}
				out[v.Rule] = append(out[v.Rule], *v.Input)
			}
			require.NoError(t, sc.Err())
			f.Close()
		}
	}
	return out
}

// TestScanAgreesWithTree is the property test of the scanners that read
// the input itself: on every valid sample of the grammar of record (oracle
// derivations and near misses, every start rule) and every valid corpus
// input, the scanner's record is the one the syntax tree gives (the
// tree reference of the generated parser's tree, recordOf), in the full mode, and
// its fast mode records the same components.
func TestScanAgreesWithTree(t *testing.T) {
	for _, d := range Dialects() {
		x := d.x
		t.Run(d.ID(), func(t *testing.T) {
			o := testOracle(t, d)
			corpus := corpusInputs(t, d)
			checked := 0
			for _, rule := range x.meta.StartRules {
				inputs := corpus[rule]
				if rule == x.meta.StartRules[0] {
					inputs = append(inputs, corpus[""]...)
				}
				for _, s := range oracle.Samples(o, rule, oracle.SampleOptions{N: *scanSamples, Seed: 3}) {
					if s.Valid {
						inputs = append(inputs, string(s.Input))
					}
				}
				slices.Sort(inputs)
				for _, in := range slices.Compact(inputs) {
					if Validate(d, in, WithRule(rule)) != nil {
						// A corpus vector of another start rule, or invalid
						// by a prose rule of the dialect.
						continue
					}
					if !checkScan(t, x, rule, in) {
						return // one difference per dialect is enough to read
					}
					checked++
				}
			}
			t.Logf("%d inputs", checked)
		})
	}
}

// checkScan compares the scanner with the tree on one valid input.
func checkScan(t *testing.T, x *dialect, rule, in string) bool {
	t.Helper()
	tree, err := x.tree(rule, []byte(in))
	require.NoError(t, err, "%s %s %q", x.id, rule, in)
	want, wantDetails := x.recordOf(in, tree)
	got, fast := newRecord(""), newRecord("")
	var gotDetails details
	x.record(got.ref(), &gotDetails, in, rule)
	x.record(fast.ref(), nil, in, rule)
	ok := assert.Equal(t, want.production, got.production, "%s %s %q: production", x.id, rule, in)
	ok = ok && assert.Equal(t, want.c.texts(in), got.c.texts(in), "%s %s %q: components", x.id, rule, in)
	ok = ok && assert.Equal(t, want.c, got.c, "%s %s %q: component spans", x.id, rule, in)
	ok = ok && assert.Equal(t, want, got, "%s %s %q: record", x.id, rule, in)
	ok = ok && assert.Equal(t, wantDetails, gotDetails, "%s %s %q: details", x.id, rule, in)
	return ok && assert.Equal(t, got, fast, "%s %s %q: the fast mode records the same spans", x.id, rule, in)
}
