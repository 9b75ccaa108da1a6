package main

import (
	"bufio"
	"bytes"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// realURLs is the benchmark corpus of ../shared/bench (seen from the module
// root): 5,988 URLs found in third-party documentation and sources.
var realURLs = filepath.Join("..", "..", "..", "shared", "bench", "real-urls.txt")

// sinkCode keeps the result of the benchmarks.
var sinkCode int

// BenchmarkCheckStream streams b.N lines of real-urls.txt, repeated, through
// `urispec check -d rfc3986` (standard input to standard output, the whole
// pipeline of the CLI), on one goroutine and on one per core, and reports
// lines per second.
func BenchmarkCheckStream(b *testing.B) {
	data, err := os.ReadFile(realURLs)
	if err != nil {
		b.Skipf("no benchmark corpus: %v", err)
	}
	for _, j := range []string{"1", "0"} {
		b.Run("j="+j, func(b *testing.B) {
			b.ReportAllocs()
			in := repeatLines(data, b.N)
			b.ResetTimer()
			sinkCode = run([]string{"check", "-d", "rfc3986", "-j", j}, in, io.Discard, io.Discard)
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "lines/s")
		})
		// -q: only the invalid results are written; a valid input is
		// validated, not parsed (issue 30: no slower than go-loop).
		b.Run("q/j="+j, func(b *testing.B) {
			b.ReportAllocs()
			in := repeatLines(data, b.N)
			b.ResetTimer()
			sinkCode = run([]string{"check", "-d", "rfc3986", "-q", "-j", j}, in, io.Discard, io.Discard)
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "lines/s")
		})
	}
	b.Run("go-loop", func(b *testing.B) { goLoop(b, data) })
}

// goLoop is the reference of the CLI's pipelines (issue 30): a plain Go loop
// of bufio.Scanner and net/url.Parse on b.N lines of data, repeated, on one
// goroutine.
func goLoop(b *testing.B, data []byte) {
	b.ReportAllocs()
	in := repeatLines(data, b.N)
	b.ResetTimer()
	sc := bufio.NewScanner(in)
	bad := 0
	for sc.Scan() {
		if _, err := url.Parse(sc.Text()); err != nil {
			bad++
		}
	}
	sinkCode = bad
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "lines/s")
}

// repeatLines reads the lines of data over and over, n lines in all.
func repeatLines(data []byte, n int) io.Reader {
	per := bytes.Count(data, []byte("\n"))
	var rs []io.Reader
	for ; n >= per; n -= per {
		rs = append(rs, bytes.NewReader(data))
	}
	cut := 0
	for ; n > 0; n-- {
		cut += bytes.IndexByte(data[cut:], '\n') + 1
	}
	return io.MultiReader(append(rs, bytes.NewReader(data[:cut]))...)
}

// BenchmarkSurvey surveys b.N lines of real-urls.txt, repeated, under every
// dialect (`urispec survey -json`, the whole pipeline of the CLI from
// standard input), on one core (GOMAXPROCS 1, -j 1: reading and validating
// share it) and on every core (-j 0), and reports lines per second.
func BenchmarkSurvey(b *testing.B) {
	data, err := os.ReadFile(realURLs)
	if err != nil {
		b.Skipf("no benchmark corpus: %v", err)
	}
	for _, c := range []struct{ name, j string }{{"cores=1", "1"}, {"cores=all", "0"}} {
		b.Run(c.name, func(b *testing.B) {
			if c.name == "cores=1" {
				defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
			}
			b.ReportAllocs()
			in := repeatLines(data, b.N)
			b.ResetTimer()
			sinkCode = run([]string{"survey", "-json", "-j", c.j}, in, io.Discard, io.Discard)
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "lines/s")
		})
	}
	// The reference, on one core.
	b.Run("go-loop", func(b *testing.B) {
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
		goLoop(b, data)
	})
}
