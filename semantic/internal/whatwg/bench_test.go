package whatwg

import (
	"net/url"
	"testing"

	nlnwa "github.com/nlnwa/whatwg-url/url"
)

var sink string

// BenchmarkResolve resolves every line of real-urls.txt against diffBase
// and serializes the result (the href of new URL(line, base)), by this
// package (whatwg-url), by net/url (Parse, ResolveReference, String) and by
// github.com/nlnwa/whatwg-url, in one process: make bench's table gives
// each one's time per input and its ratio to net/url (a ratio, not absolute
// times: ../shared/bench/README.md). One op is the whole file (inputs/op).
func BenchmarkResolve(b *testing.B) {
	lines := readRealURLs(b)
	inputs := func(b *testing.B) { b.ReportMetric(float64(len(lines)), "inputs/op") }
	b.Run("real-urls/whatwg-url", func(b *testing.B) {
		base, _, err := Parse(diffBase, nil)
		if err != nil {
			b.Fatal(err)
		}
		b.ReportAllocs()
		defer inputs(b)
		for b.Loop() {
			for _, l := range lines {
				u, _, err := Parse(l, &base)
				if err == nil {
					sink = u.Href()
				}
			}
		}
	})
	b.Run("real-urls/net-url", func(b *testing.B) {
		base, err := url.Parse(diffBase)
		if err != nil {
			b.Fatal(err)
		}
		b.ReportAllocs()
		defer inputs(b)
		for b.Loop() {
			for _, l := range lines {
				ref, err := url.Parse(l)
				if err == nil {
					sink = base.ResolveReference(ref).String()
				}
			}
		}
	})
	b.Run("real-urls/nlnwa-whatwg-url", func(b *testing.B) {
		base, err := nlnwa.Parse(diffBase)
		if err != nil {
			b.Fatal(err)
		}
		b.ReportAllocs()
		defer inputs(b)
		for b.Loop() {
			for _, l := range lines {
				u, err := base.Parse(l)
				if err == nil {
					sink = u.Href(false)
				}
			}
		}
	})
}
