package conformance

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/semantic"
)

// Floors of the vectors that must run (pass or fail, not skip), so the test
// cannot pass on an empty or all-skipped corpus. minEmbeddedExecuted counts
// the embedded corpus alone (the shared one may be absent);
// minExecutedPerDialect applies to each dialect of urispec.
const (
	minEmbeddedExecuted   = 2500
	minExecutedPerDialect = 300
	// perlBis01Resolve is the number of rfc2396bis-01 resolve vectors of
	// perl-uri.jsonl (../shared/corpora/README.md: "rfc2396bis-01: resolve 45").
	perlBis01Resolve = 45
)

// TestConformance runs the default corpus (embedded, plus ../shared/corpora
// when present) and requires zero failures.
func TestConformance(t *testing.T) {
	c, err := Default()
	require.NoError(t, err)
	rep := Run(c)
	var text bytes.Buffer
	require.NoError(t, rep.WriteText(&text))
	t.Log("\n" + text.String())

	counts := rep.Counts()
	assert.Zero(t, counts.Failed, "failures are listed in the log above")

	executed := map[string]int{}
	embedded, perl := 0, 0
	for _, r := range rep.Results {
		if r.Status == Skipped {
			continue
		}
		executed[r.Vector.Dialect]++
		if strings.HasPrefix(r.Vector.Pos.File, embeddedPrefix) {
			embedded++
		}
		if r.Vector.Pos.File == "../shared/corpora/perl-uri.jsonl" && r.Vector.Dialect == semantic.RFC2396bis01.ID() && r.Vector.Kind == KindResolve {
			perl++
		}
	}
	assert.GreaterOrEqual(t, embedded, minEmbeddedExecuted, "vectors executed from the embedded corpus")
	// The seed dialects carry vectors of their own from their spec texts;
	// the RFCs of the lineage are held to the third-party corpora.
	for _, d := range []semantic.Dialect{semantic.URLDraft1993, semantic.RFC1738, semantic.URLSyntax05, semantic.RFC2396bis01, semantic.RFC2141bis03} {
		assert.GreaterOrEqual(t, executed[d.ID()], minExecutedPerDialect, "vectors executed for %s", d)
	}

	if dir, why := sharedDir(); dir == "" {
		t.Logf("../shared/corpora not found (%s): its vectors did not run", why)
	} else {
		assert.Equal(t, perlBis01Resolve, perl, "perl-uri.jsonl rfc2396bis-01 resolve vectors executed (shared corpora at %s)", dir)
	}
}

// TestThirdPartyUnchanged checks that each file of testdata/thirdparty has
// the checksum PROVENANCE.md records and, when ../shared/corpora is
// present, is byte-identical to its source there (but the files converted
// here from their source, convertedHere).
func TestThirdPartyUnchanged(t *testing.T) {
	convertedHere := map[string]bool{"wpt-urltestdata.jsonl": true}
	prov, err := os.ReadFile("testdata/thirdparty/PROVENANCE.md")
	require.NoError(t, err)
	sums := map[string]string{}
	for _, m := range regexp.MustCompile(`(?m)^([0-9a-f]{64})  (\S+\.jsonl)$`).FindAllStringSubmatch(string(prov), -1) {
		sums[m[2]] = m[1]
	}
	files, err := fs.Glob(embedded, "testdata/thirdparty/*.jsonl")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	require.Len(t, sums, len(files), "one checksum line per copied file")
	shared, _ := sharedDir()
	for _, f := range files {
		data, err := fs.ReadFile(embedded, f)
		require.NoError(t, err)
		sum := sha256.Sum256(data)
		assert.Equal(t, sums[filepath.Base(f)], hex.EncodeToString(sum[:]), f)
		if shared != "" && !convertedHere[filepath.Base(f)] {
			orig, err := os.ReadFile(filepath.Join(shared, filepath.Base(f)))
			require.NoError(t, err)
			assert.True(t, bytes.Equal(orig, data), "%s differs from its source in %s", f, shared)
		}
	}
}

// TestDialectTable checks that the dialects of urispec are in the table of
// the format, implemented, in the order semantic.Dialects gives, and that an
// id the format does not know, or knows without a parser, is not
// implemented.
func TestDialectTable(t *testing.T) {
	var ours []semantic.Dialect
	for _, d := range dialectTable {
		if implemented(d.id) {
			ours = append(ours, d.d)
		}
	}
	assert.Equal(t, semantic.Dialects(), ours)
	for _, d := range semantic.Dialects() {
		assert.True(t, implemented(d.ID()), "%s", d)
	}
	assert.True(t, implemented("rfc1738"))
	assert.False(t, implemented("rfc9999"), "not a dialect of the format")
	assert.NotContains(t, DialectIDs(), "rfc9999")

	t.Run("known but not implemented", func(t *testing.T) {
		withForeignDialect(t)
		assert.Equal(t, foreignDialect, DialectIDs()[len(DialectIDs())-1], "a vector may name it")
		assert.False(t, implemented(foreignDialect))
		assert.True(t, implemented("rfc1738"))
	})
	assert.NotContains(t, DialectIDs(), foreignDialect, "withForeignDialect undoes itself")
}
