package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTable reads two comparisons, a line without inputs/op, which is
// copied as it is, and two lines/s benchmarks, copied and listed again.
func TestTable(t *testing.T) {
	in := strings.Join([]string{
		"goos: linux",
		"BenchmarkCorpus/urls/rfc3986/valid/net-url-2   	 100	  2000000 ns/op	  1000 inputs/op	  144000 B/op	  1000 allocs/op",
		"BenchmarkCorpus/urls/rfc3986/valid/validate-2  	 400	   500000 ns/op	  1000 inputs/op	       0 B/op	     0 allocs/op",
		"BenchmarkLinear/x/1KB-2 	 1000	 100 ns/op",
		"BenchmarkCorpus/urns/rfc8141/valid/parse-2     	 400	   900000 ns/op	  3000 inputs/op",
		"BenchmarkSurvey/cores=1-2     	   60000	     23183 ns/op	     43134 lines/s	    1091 B/op	      23 allocs/op",
		"BenchmarkSurvey/cores=all-2   	   60000	      9265 ns/op	    107929 lines/s	    1109 B/op	      23 allocs/op",
	}, "\n")
	var out bytes.Buffer
	require.NoError(t, run(strings.NewReader(in), &out))
	assert.Equal(t, `goos: linux
BenchmarkLinear/x/1KB-2 	 1000	 100 ns/op
BenchmarkSurvey/cores=1-2     	   60000	     23183 ns/op	     43134 lines/s	    1091 B/op	      23 allocs/op
BenchmarkSurvey/cores=all-2   	   60000	      9265 ns/op	    107929 lines/s	    1109 B/op	      23 allocs/op

| benchmark | contender | ns/input | allocs/input | B/input | ratio |
|---|---|---:|---:|---:|---:|
| Corpus/urls/rfc3986/valid | net-url | 2000 | 1.00 | 144 | 1.00x |
| Corpus/urls/rfc3986/valid | validate | 500 | 0.00 | 0 | 0.25x |
| Corpus/urns/rfc8141/valid | parse | 300 | - | - | - |

| pipeline | lines/s |
|---|---:|
| Survey/cores=1 | 43134 |
| Survey/cores=all | 107929 |
`, out.String())
}
