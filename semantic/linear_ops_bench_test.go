package semantic

import (
	"fmt"
	"strings"
	"testing"
)

// Sinks of the linear benchmarks of Resolve, Normalize and Equivalent.
var (
	linearString string
	linearBool   bool
)

// linearOps are inputs of each dialect family for Resolve, Normalize and
// Equivalent whose work grows with their length: a reference made of
// "x/../" pairs, each of which dot-segment removal undoes, and a URI whose
// path holds such pairs, "./" segments and escapes of unreserved characters
// that normalization decodes.
var linearOps = []struct {
	dialect   Dialect
	base      string
	refUnit   string
	normUnit  string
	normFront string
}{
	{URLDraft1993, "http://a/b/c/d", "x/../", "x/./%41/../", "http://h/"},
	{RFC1630, "http://a/b/c/d", "x/../", "x/./%41/../", "x:"},
	{RFC1738, "", "", "x/%41/", "http://h/"},
	{RFC1808, "http://a/b/c/d;p?q#f", "x/../", "", ""},
	{URLSyntax05, "http://a/b/c/d;p?q", "x/../", "x/%41/", "http://h/"},
	{RFC2396, "http://a/b/c/d;p?q", "x/../", "x/./%41/../", "http://h/"},
	{RFC2396bis01, "http://a/b/c/d;p?q", "x/../", "x/./%41/../", "http://h/"},
	{RFC3986, "http://a/b/c/d;p?q", "x/../", "x/./%41/../", "http://h/"},
	{RFC3987, "http://a/b/c/d;p?q", "x/../", "x/./%41/../", "http://h/"},
	{RFC2141, "", "", "%2c%2C", "urn:ab:"},
	{RFC2141bis03, "", "", "%2c%2C", "urn:ab:"},
	{RFC8141, "", "", "%2c%2C", "urn:ab:"},
}

// BenchmarkLinearOps measures Resolve, Normalize and Equivalent on inputs of
// 1 KB, 100 KB and 1 MB: linear work shows the same ns/byte at each size.
func BenchmarkLinearOps(b *testing.B) {
	for _, op := range linearOps {
		for _, size := range []int{1 << 10, 100 << 10, 1 << 20} {
			if op.refUnit != "" {
				ref := strings.Repeat(op.refUnit, size/len(op.refUnit)) + "g"
				b.Run(fmt.Sprintf("resolve/%s/%dKB", op.dialect, size>>10), func(b *testing.B) {
					linearOp(b, len(ref), func() error {
						var err error
						linearString, err = Resolve(op.dialect, op.base, ref, WithMaxLength(len(ref)+1))
						return err
					})
				})
			}
			if op.normUnit != "" {
				in := op.normFront + strings.Repeat(op.normUnit, size/len(op.normUnit))
				b.Run(fmt.Sprintf("normalize/%s/%dKB", op.dialect, size>>10), func(b *testing.B) {
					linearOp(b, len(in), func() error {
						var err error
						linearString, err = Normalize(op.dialect, in, WithMaxLength(len(in)+1))
						return err
					})
				})
				b.Run(fmt.Sprintf("equivalent/%s/%dKB", op.dialect, size>>10), func(b *testing.B) {
					linearOp(b, 2*len(in), func() error {
						var err error
						linearBool, err = Equivalent(op.dialect, in, in, WithMaxLength(len(in)+1))
						return err
					})
				})
			}
		}
	}
}

// linearOp runs f as a benchmark of n input bytes and reports ns/byte.
func linearOp(b *testing.B, n int, f func() error) {
	if err := f(); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.SetBytes(int64(n))
	runs := 0
	for b.Loop() {
		if err := f(); err != nil {
			b.Fatal(err)
		}
		runs++
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(runs)/float64(n), "ns/byte")
}
