package semantic

import (
	"bufio"
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// resolveCorpusDir is ../shared/corpora seen from the repository root; the
// Perl URI vectors stay there under their own terms (corpora README).
var resolveCorpusDir = filepath.Join("..", "..", "shared", "corpora")

// resolveVector is a "kind": "resolve" record of the corpora format.
type resolveVector struct {
	ID           string   `json:"id"`
	Kind         string   `json:"kind"`
	Dialect      string   `json:"dialect"`
	Base         string   `json:"base"`
	Input        string   `json:"input"`
	Expected     string   `json:"expected"`
	Strict       *bool    `json:"strict"`
	Alternatives []string `json:"alternatives"`
}

// readResolveVectors reads the resolve vectors of dialect d from a corpora
// file, skipping the test with the reason when the file is absent.
func readResolveVectors(t *testing.T, name string, d Dialect) []resolveVector {
	t.Helper()
	path := filepath.Join(resolveCorpusDir, name)
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		t.Skipf("%s is absent: the corpora are read from ../shared/corpora at test time, not copied (their terms)", path)
	}
	require.NoError(t, err)
	defer f.Close()
	var out []resolveVector
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	for sc.Scan() {
		var v resolveVector
		require.NoError(t, json.Unmarshal(sc.Bytes(), &v), "%s: %s", path, sc.Text())
		if v.Kind == "resolve" && v.Dialect == d.ID() {
			out = append(out, v)
		}
	}
	require.NoError(t, sc.Err())
	return out
}

// TestResolvePerlURI runs the rfc2396bis-01 resolve vectors of
// perl-uri.jsonl (libwww-perl URI t/abs.t: draft-fielding-uri-syntax-02
// Appendix C, whose results equal rfc2396bis-01 §5.2 / Appendix C, plus
// three Perl extras).
func TestResolvePerlURI(t *testing.T) {
	vectors := readResolveVectors(t, "perl-uri.jsonl", RFC2396bis01)
	require.Len(t, vectors, 45, "the corpora README counts 45 rfc2396bis-01 resolve vectors in perl-uri.jsonl")
	for _, v := range vectors {
		t.Run(v.ID, func(t *testing.T) {
			var opts []Option
			if v.Strict != nil {
				opts = append(opts, WithValidating(*v.Strict))
			}
			got, err := Resolve(RFC2396bis01, v.Base, v.Input, opts...)
			require.NoError(t, err)
			assert.Contains(t, append([]string{v.Expected}, v.Alternatives...), got)
		})
	}
}
