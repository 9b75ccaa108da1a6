package oracle

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/urispec/urispec/grammar/abnf"
)

// crossCheckSamples is the number of samples per start rule; the whole
// cross-check stays within about 30 s on two cores.
const crossCheckSamples = 3000

// TestCrossCheck shows, for each dialect whose grammar file and generated
// parser exist, that the parser accepts exactly the language of the ABNF
// on coverage-driven samples and near misses of every ;@start rule
// (grammar/README.md: the .peg is proven equal to the .abnf by the oracle).
func TestCrossCheck(t *testing.T) {
	ids := make([]string, 0, len(parsers))
	for id := range parsers {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	n := crossCheckSamples
	if testing.Short() {
		n /= 10
	}
	for _, id := range ids {
		t.Run(id, func(t *testing.T) {
			t.Parallel()
			path := filepath.Join("..", "..", "grammar", id, id+".abnf")
			if _, err := os.Stat(path); err != nil {
				t.Skipf("no grammar file %s", path)
			}
			g, err := abnf.ParseFile(path)
			if err != nil {
				t.Fatal(err)
			}
			o := compile(t, g)
			parse := parsers[id]
			for _, rule := range o.Start() {
				start := time.Now()
				samples, missed := samples(o, rule, SampleOptions{N: n, Seed: 1})
				for _, m := range missed {
					if !testing.Short() {
						t.Errorf("%s %s: no sample took %s", id, rule, m.describe(o))
					}
				}
				divs := Compare(o, rule, func(in []byte) bool { return parse(rule, in) == nil }, samples)
				valid := 0
				for _, s := range samples {
					if s.Valid {
						valid++
					}
				}
				t.Logf("%s %s: %d samples, %d valid, %d divergences, %v", id, rule, len(samples), valid, len(divs), time.Since(start).Round(time.Millisecond))
				if len(divs) > 0 {
					t.Errorf("%s %s: %d divergences; shortest: %v", id, rule, len(divs), divs[0])
				}
			}
		})
	}
}
