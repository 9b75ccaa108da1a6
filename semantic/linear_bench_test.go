package semantic

import (
	"fmt"
	"runtime"
	"strings"
	"testing"
)

// Sinks of BenchmarkLinear, so that no parse is optimized away.
var (
	linearSink    URI
	linearErrSink error
)

// linearShapes are inputs of each dialect made of a prefix and a repeated
// path segment ("segment/", 8 bytes), cut to the size measured: the common
// shape of a long URL, and the one that makes a parser recurse per segment
// where its grammar does (url-draft-1993 path = xpalphas [ "/" path ]).
var linearShapes = []struct {
	dialect Dialect
	prefix  string
	segment string
}{
	{URLDraft1993, "http://h/", "segment/"},
	{RFC1738, "http://h/", "segment/"},
	{URLSyntax05, "http://h/", "segment/"},
	{RFC2396bis01, "http://h/", "segment/"},
	// rfc2141bis-03 §2.2: an NSS has no "/"; ":" is a pchar.
	{RFC2141bis03, "urn:ab:", "segment:"},
}

// linearInput is prefix followed by segments, size bytes in all.
func linearInput(prefix, segment string, size int) string {
	body := strings.Repeat(segment, (size-len(prefix))/len(segment)+1)
	return prefix + body[:size-len(prefix)]
}

// BenchmarkLinear measures Parse on valid inputs of 1 KB, 100 KB and 1 MB
// and on inputs of the same size that are invalid at their last byte (a NUL:
// the parse fails at the end and the grammar of record diagnoses the whole
// input). A parser that is linear shows the same ns/byte at every size.
func BenchmarkLinear(b *testing.B) {
	for _, sh := range linearShapes {
		for _, valid := range []bool{true, false} {
			for _, size := range []int{1 << 10, 100 << 10, 1 << 20} {
				verdict := "valid"
				if !valid {
					verdict = "invalid"
				}
				b.Run(fmt.Sprintf("%s/%s/%dKB", sh.dialect, verdict, size>>10), func(b *testing.B) {
					in := linearInput(sh.prefix, sh.segment, size)
					if !valid {
						in = in[:len(in)-1] + "\x00"
					}
					if _, err := Parse(sh.dialect, in); (err == nil) != valid {
						b.Fatalf("%s: want valid=%v, got %v", sh.dialect, valid, err)
					}
					b.ReportAllocs()
					b.SetBytes(int64(len(in)))
					n := 0
					for b.Loop() {
						linearSink, linearErrSink = Parse(sh.dialect, in)
						n++
					}
					b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(n)/float64(len(in)), "ns/byte")
				})
			}
		}
	}
}

// BenchmarkTree measures Parse with the syntax tree (WithTree) on the inputs
// of BenchmarkLinear at 1 KB and 64 KB (DefaultTreeMaxLength) and reports
// the memory the tree costs per input byte ("B/byte"), which WithTree
// documents.
func BenchmarkTree(b *testing.B) {
	for _, sh := range linearShapes {
		for _, size := range []int{1 << 10, DefaultTreeMaxLength} {
			b.Run(fmt.Sprintf("%s/%dKB", sh.dialect, size>>10), func(b *testing.B) {
				in := linearInput(sh.prefix, sh.segment, size)
				if _, err := Parse(sh.dialect, in, WithTree()); err != nil {
					b.Fatal(err)
				}
				b.ReportAllocs()
				b.SetBytes(int64(len(in)))
				var ms0, ms1 runtime.MemStats
				runtime.ReadMemStats(&ms0)
				n := 0
				for b.Loop() {
					linearSink, linearErrSink = Parse(sh.dialect, in, WithTree())
					n++
				}
				runtime.ReadMemStats(&ms1)
				b.ReportMetric(float64(ms1.TotalAlloc-ms0.TotalAlloc)/float64(n)/float64(len(in)), "B/byte")
			})
		}
	}
}
