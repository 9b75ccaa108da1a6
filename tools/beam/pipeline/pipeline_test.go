package pipeline

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	beamlog "github.com/apache/beam/sdks/v2/go/pkg/beam/log"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/runners/prism"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/urispec/urispec/semantic"
	"github.com/urispec/urispec/tools/survey"
)

func TestMain(m *testing.M) {
	flag.Parse()
	beamlog.LogLevel = "warn" // Prism's progress is not the tests' output
	beam.Init()
	os.Exit(m.Run())
}

// root is the root of the repository (the library's module).
const root = "../../.."

// realURLs returns ../shared/bench/real-urls.txt beside the repository (or
// beside the directory of worktrees), or "" when it is not there.
func realURLs() string {
	for _, up := range []string{"..", "../.."} {
		name := filepath.Join(root, up, "shared", "bench", "real-urls.txt")
		if _, err := os.Stat(name); err == nil {
			return name
		}
	}
	return ""
}

// cli builds `urispec` from the library's module once per test binary.
var cli = func() func(t *testing.T) string {
	var bin string
	return func(t *testing.T) string {
		t.Helper()
		if bin != "" {
			return bin
		}
		dir, err := os.MkdirTemp("", "urispec-beam-test")
		require.NoError(t, err)
		name := filepath.Join(dir, "urispec")
		cmd := exec.Command("go", "build", "-o", name, "./tools/urispec")
		cmd.Dir = root
		out, err := cmd.CombinedOutput()
		require.NoError(t, err, "go build ./tools/urispec: %s", out)
		bin = name
		return bin
	}
}()

// gz returns the gzip of s, one member.
func gz(t *testing.T, s string) []byte {
	t.Helper()
	var b bytes.Buffer
	z := gzip.NewWriter(&b)
	_, err := z.Write([]byte(s))
	require.NoError(t, err)
	require.NoError(t, z.Close())
	return b.Bytes()
}

// edges is a corpus of the cases where line rules could differ: blank
// lines (LF, CRLF), CRLF and a lone CR, invalid UTF-8, lines at, just over
// and far over the limit of edgeLimit bytes (one cut inside a UTF-8
// sequence), inputs that each lineage's versions judge differently, and a
// last line without LF.
const edgeLimit = 40

var edges = strings.Join([]string{
	"http://example.com/a/b?q#f",
	"",
	"http://example.com/crlf\r",
	"\r",
	"http://example.com/lone\rcr",
	"http://example.com/\xff\xfe",
	"http://[::1]:80/",
	"foo:?q",
	"urn:example:a123,z456",
	"urn:example:a123?+CCResolve:cc=uk",
	"ftp://ftp.is.co.za/rfc;type=x",
	"mailto:a@b.example",
	"http://example.com/" + strings.Repeat("x", edgeLimit-len("http://example.com/")),
	"http://example.com/" + strings.Repeat("y", edgeLimit+1-len("http://example.com/")),
	"http://example.com/" + strings.Repeat("z", 500),
	"http://example.com/" + strings.Repeat("é", 40),
	"",
	"",
	"g?y/../x",
	"no scheme here",
	"http://example.com/last-without-lf",
}, "\n")

// corpus is a set of files and the options of one survey.
type corpus struct {
	files     map[string][]byte // base name -> contents, surveyed in name order
	dialects  []string
	top       int
	maxLength int
	spread    bool // Config.Spread
	shards    int  // Config.Shards
}

// run surveys c with the pipeline on Prism and with `urispec survey -json`
// on the same files in the same order, and returns both JSON documents.
func (c corpus) run(t *testing.T) (beamJSON, cliJSON []byte) {
	t.Helper()
	dir := t.TempDir()
	for name, data := range c.files {
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), data, 0o644))
	}
	files, err := Match(context.Background(), []string{filepath.Join(dir, "*")})
	require.NoError(t, err)
	require.Len(t, files, len(c.files))
	cfg := Config{Files: files, Top: c.top, MaxLength: c.maxLength, Spread: c.spread, Shards: c.shards, Output: filepath.Join(dir, "out", "report")}
	args := []string{"survey", "-json", "-top", strconv.Itoa(c.top), "-max-length", strconv.Itoa(c.maxLength)}
	if len(c.dialects) > 0 {
		for _, id := range c.dialects {
			d, err := semantic.ParseDialect(id)
			require.NoError(t, err)
			cfg.Dialects = append(cfg.Dialects, d)
		}
		args = append(args, "-dialects", strings.Join(c.dialects, ","))
	}
	require.NoError(t, Run(context.Background(), "prism", cfg))
	beamJSON, err = os.ReadFile(cfg.Output + ".json")
	require.NoError(t, err)
	html, err := os.ReadFile(cfg.Output + ".html")
	require.NoError(t, err)
	assert.Contains(t, string(html), "<h1>urispec survey</h1>")

	cmd := exec.Command(cli(t), append(append(args, "--"), files...)...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	cliJSON, err = cmd.Output()
	require.NoError(t, err, "urispec survey: %s", stderr.String())
	return beamJSON, cliJSON
}

// TestEqualsCLI: the pipeline on Prism writes the bytes of `urispec survey
// -json` over the same files, line counts, blank lines, length errors and
// invalid UTF-8 included: nothing dropped, nothing counted otherwise.
func TestEqualsCLI(t *testing.T) {
	two := gz(t, "http://example.com/first-member\n\n")
	two = append(two, gz(t, "urn:example:second-member\r\nhttp://a/\xc3\n")...)
	tests := []struct {
		name string
		c    corpus
		// want are counts the report must show, beside equality.
		lines, blank, lengthErrors, invalidUTF8 int64
	}{{
		// Every line rule, plain and gzip (gzip is told by its magic, not
		// by the name: the .txt file is gzip, the .gz one plain), concatenated
		// gzip members, an empty file, under a low limit and every dialect.
		name: "edges",
		c: corpus{files: map[string][]byte{
			"a.txt":     []byte(edges),
			"b.txt":     gz(t, edges+"\n"),
			"c.gz":      []byte("http://plain.example/\n"),
			"d.txt.gz":  two,
			"e-empty":   nil,
			"f-only-lf": []byte("\n\n\n"),
		}, top: 0, maxLength: edgeLimit},
		// a.txt 21 lines, b.txt 21 (its final LF ends the last line),
		// c.gz 1, d.txt.gz 4, f-only-lf 3 blank.
		lines: 21 + 21 + 1 + 4 + 3, blank: 4 + 4 + 1 + 3,
		// Over 40 bytes: the y, z and é lines of a.txt and b.txt.
		lengthErrors: 6,
		// \xff\xfe in a.txt and b.txt; \xc3 at the end of d.txt.gz's last
		// line (the é line is cut inside a sequence: not counted).
		invalidUTF8: 3,
	}, {
		// A subset of the dialects, the default limit and top.
		name: "subset",
		c: corpus{files: map[string][]byte{"a.txt": []byte(edges)},
			dialects: []string{"rfc8141", "rfc2396", "rfc3986", "rfc2141"}, top: survey.DefaultTop},
		lines: 21, blank: 4, invalidUTF8: 1,
	}}
	spread := tests[0]
	spread.name, spread.c.spread = "edges-spread", true // the lines reshuffled: the same report
	shards := tests[0]
	shards.name, shards.c.shards = "edges-shards", 4 // 4 branches over 6 files, merged: the same report
	tests = append(tests, spread, shards)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, want := tt.c.run(t)
			require.Equal(t, string(want), string(got))
			var r survey.Report
			require.NoError(t, json.Unmarshal(got, &r))
			assert.Equal(t, tt.lines, r.Lines, "lines")
			assert.Equal(t, tt.blank, r.Blank, "blank")
			assert.Equal(t, tt.lengthErrors, r.LengthErrors, "length errors")
			assert.Equal(t, tt.invalidUTF8, r.InvalidUTF8, "invalid UTF-8")
		})
	}
}

// TestEqualsCLIRealURLs: the same over ../shared/bench/real-urls.txt, plain
// and gzip, every dialect.
func TestEqualsCLIRealURLs(t *testing.T) {
	name := realURLs()
	if name == "" {
		t.Skip("../shared/bench/real-urls.txt is not beside the repository")
	}
	data, err := os.ReadFile(name)
	require.NoError(t, err)
	got, want := corpus{files: map[string][]byte{"real-urls.txt": data, "real-urls.txt.gz": gz(t, string(data))},
		top: survey.DefaultTop}.run(t)
	require.Equal(t, string(want), string(got))
	var r survey.Report
	require.NoError(t, json.Unmarshal(got, &r))
	assert.Equal(t, 2*int64(bytes.Count(data, []byte("\n"))), r.Lines)
}

// TestCombineFnAnySplit: the CombineFn gives the same report however the
// batches fall into bundles and whatever the order of the merges, each
// partial aggregate going through the coder between workers.
func TestCombineFnAnySplit(t *testing.T) {
	var all []Batch
	for file, text := range []string{edges, edges + "\nhttp://second.example/\n"} {
		b := Batch{File: file}
		require.NoError(t, readLines(strings.NewReader(text), "edges", edgeLimit, func(l Line) error {
			l.Text = bytes.Clone(l.Text)
			b.Lines = append(b.Lines, l)
			if len(b.Lines) == 3 {
				all, b = append(all, b), Batch{File: file}
			}
			return nil
		}))
		all = append(all, b)
	}
	fn := &surveyFn{Files: []string{"a", "b"}}
	report := func(a *survey.Aggregate) string {
		var b bytes.Buffer
		require.NoError(t, a.Report(0).WriteJSON(&b))
		return b.String()
	}
	one, err := fn.CreateAccumulator()
	require.NoError(t, err)
	for _, b := range all {
		one, err = fn.AddInput(one, b)
		require.NoError(t, err)
	}
	want := report(one)
	for _, parts := range []int{2, 3, len(all)} {
		accs := make([]*survey.Aggregate, parts)
		for i := range accs {
			accs[i], err = fn.CreateAccumulator()
			require.NoError(t, err)
		}
		for i, b := range all { // round robin: no part holds a run of the input
			accs[i%parts], err = fn.AddInput(accs[i%parts], b)
			require.NoError(t, err)
		}
		total, err := fn.CreateAccumulator()
		require.NoError(t, err)
		for i := parts - 1; i >= 0; i-- {
			enc, err := encodeAggregate(accs[i])
			require.NoError(t, err)
			dec, err := decodeAggregate(enc)
			require.NoError(t, err)
			total, err = fn.MergeAccumulators(total, dec)
			require.NoError(t, err)
		}
		out, err := fn.ExtractOutput(total)
		require.NoError(t, err)
		assert.Equal(t, want, report(out), "%d parts", parts)
	}
}

// TestMatch: each glob's matches in lexical order, the globs in the order
// given; a glob that matches nothing is an error.
func TestMatch(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"b.txt", "a.txt", "c.gz"} {
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), nil, 0o644))
	}
	got, err := Match(context.Background(), []string{filepath.Join(dir, "*.gz"), filepath.Join(dir, "*.txt")})
	require.NoError(t, err)
	assert.Equal(t, []string{filepath.Join(dir, "c.gz"), filepath.Join(dir, "a.txt"), filepath.Join(dir, "b.txt")}, got)
	_, err = Match(context.Background(), []string{filepath.Join(dir, "*.none")})
	assert.EqualError(t, err, "--input "+filepath.Join(dir, "*.none")+": no file matches")
}

// TestBuildRefuses: options that cannot make a survey.
func TestBuildRefuses(t *testing.T) {
	for _, tt := range []struct {
		c    Config
		want string
	}{
		{Config{}, "no --output given"},
		{Config{Output: "r", Top: -1}, "--top -1: must be 0 or more"},
		{Config{Output: "r", MaxLength: -2}, "--max-length -2: must be 0 or more"},
		{Config{Output: "r", Shards: -3}, "--shards -3: must be 0 or more"},
	} {
		_, s := beam.NewPipelineWithRoot()
		assert.EqualError(t, Build(s, tt.c), tt.want)
	}
}
