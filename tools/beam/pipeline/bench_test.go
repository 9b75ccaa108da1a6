package pipeline

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"
)

// BenchmarkPipeline surveys b.N lines of ../shared/bench/real-urls.txt,
// repeated, in one file, under every dialect: the whole pipeline on the
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
	b.Run("prism", func(b *testing.B) {
		dir := b.TempDir()
		in := filepath.Join(dir, "in.txt")
		if err := os.WriteFile(in, repeatLines(data, b.N), 0o644); err != nil {
			b.Fatal(err)
		}
		c := Config{Files: []string{in}, Output: filepath.Join(dir, "report")}
		b.ReportAllocs()
		b.ResetTimer()
		if err := Run(context.Background(), "prism", c); err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "lines/s")
	})
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
