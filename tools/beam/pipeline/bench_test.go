package pipeline

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// BenchmarkPipeline surveys b.N lines of ../shared/bench/real-urls.txt,
// repeated, in one file and in 4, under every dialect: the whole pipeline on the
// embedded Prism runner (start, read, reshuffle, combine, the JSON and HTML
// reports), on every core, and reports lines per second, beside the CLI's
// BenchmarkSurvey (tools/urispec) so that the cost of the engine shows.
func BenchmarkPipeline(b *testing.B) {
	name := realURLs()
	if name == "" {
		b.Skip("../shared/bench/real-urls.txt is not beside the repository")
	}
	data, err := os.ReadFile(name)
	if err != nil {
		b.Fatal(err)
	}
	for _, files := range []int{1, 4} {
		// files=4: the lines in 4 files, read and counted in one branch per
		// core (Config.Shards), as urispec-beam does on Prism.
		b.Run(fmt.Sprintf("prism/files=%d", files), func(b *testing.B) {
			dir := b.TempDir()
			c := Config{Shards: runtime.NumCPU(), Output: filepath.Join(dir, "report")}
			for i := range files {
				n := b.N / files
				if i == files-1 {
					n = b.N - i*(b.N/files)
				}
				in := filepath.Join(dir, fmt.Sprintf("in-%d.txt", i))
				if err := os.WriteFile(in, repeatLines(data, n), 0o644); err != nil {
					b.Fatal(err)
				}
				c.Files = append(c.Files, in)
			}
			b.ReportAllocs()
			b.ResetTimer()
			if err := Run(context.Background(), "prism", c); err != nil {
				b.Fatal(err)
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "lines/s")
		})
	}
}

// repeatLines returns the first n lines of data repeated.
func repeatLines(data []byte, n int) []byte {
	per := bytes.Count(data, []byte("\n"))
	var out []byte
	for ; n >= per; n -= per {
		out = append(out, data...)
	}
	cut := 0
	for ; n > 0; n-- {
		cut += bytes.IndexByte(data[cut:], '\n') + 1
	}
	return append(out, data[:cut]...)
}
