package semantic

import (
	"bufio"
	"net/url"
	"os"
	"path/filepath"
	"testing"

	urn "github.com/leodido/go-urn"
)

// The corpora of ../shared/bench (README there): 5,988 URLs found in
// third-party documentation and source files, and 3,000 URNs in the shapes
// of registered namespaces. BenchmarkCorpus runs each dialect and its peer
// (net/url.Parse for URLs, github.com/leodido/go-urn in RFC 8141 mode for
// URNs) on the same lines in one run; `make bench` prints the ratios
// (tools/benchtable). One operation is a whole subset of a corpus; the
// metric inputs/op says how many lines that is.

// benchCorpus reads ../shared/bench/NAME, one input per line.
func benchCorpus(b *testing.B, name string) []string {
	b.Helper()
	f, err := os.Open(filepath.Join("..", "..", "shared", "bench", name))
	if err != nil {
		b.Skipf("corpus %s: %v (the benchmarks need ../shared beside the module)", name, err)
	}
	defer f.Close()
	var lines []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if sc.Text() != "" {
			lines = append(lines, sc.Text())
		}
	}
	if err := sc.Err(); err != nil {
		b.Fatal(err)
	}
	return lines
}

// benchParse is a call of Parse as a caller makes it: the URI, a value,
// stays where Parse returns it, in the caller's frame, and the caller reads
// it (its path and the error are kept). net/url's *URL is kept as the
// pointer it is (peerNetURL).
func benchParse(d Dialect, in string) {
	u, err := Parse(d, in)
	benchSinkSpan, benchSinkErr = u.Components.Path, err
}

var (
	benchSinkErr  error
	benchSinkSpan Span
	benchSinkURI  URI
	benchSinkURL  *url.URL
	benchSinkURN  *urn.URN
	benchSinkBool bool
)

// benchLines runs f on every line per operation and reports inputs/op.
func benchLines(b *testing.B, lines []string, f func(string)) {
	b.Helper()
	if len(lines) == 0 {
		b.Skip("no line in this subset")
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, in := range lines {
			f(in)
		}
	}
	b.ReportMetric(float64(len(lines)), "inputs/op")
}

// peerURN runs go-urn, whose API takes bytes: the lines are converted once,
// outside the measured loop.
func peerURN(b *testing.B, lines []string) {
	bs := make([][]byte, len(lines))
	for i, in := range lines {
		bs[i] = []byte(in)
	}
	i := 0
	benchLines(b, lines, func(string) {
		benchSinkURN, benchSinkBool = urn.Parse(bs[i%len(bs)], urn.WithParsingMode(urn.RFC8141Only))
		i++
	})
}

func peerNetURL(b *testing.B, lines []string) {
	benchLines(b, lines, func(in string) { benchSinkURL, benchSinkErr = url.Parse(in) })
}

// BenchmarkCorpus is BenchmarkCorpus/CORPUS/DIALECT/SUBSET/CONTENDER: for
// each dialect the lines valid under it (validate, parse and the peer on
// them), the lines invalid under it (the full error, and the peer on
// them), and where scheme or namespace grammars apply to it the lines valid
// with WithSchemeSyntax too (validate without and with the option, and the
// peer).
func BenchmarkCorpus(b *testing.B) {
	for _, c := range []struct {
		file     string
		dialects []Dialect
		peer     string
		run      func(*testing.B, []string)
	}{
		{"real-urls.txt", Dialects(), "net-url", peerNetURL},
		{"urns.txt", []Dialect{RFC2141, RFC2141bis03, RFC8141}, "go-urn", peerURN},
	} {
		b.Run(c.file, func(b *testing.B) {
			lines := benchCorpus(b, c.file)
			for _, d := range c.dialects {
				var valid, invalid []string
				for _, in := range lines {
					if Validate(d, in) == nil {
						valid = append(valid, in)
					} else {
						invalid = append(invalid, in)
					}
				}
				// The reference rows: the default start rule's language
				// table alone, two bytes a step where it has a pair table
				// ("table") and one byte a step ("table-1byte", the same
				// table without its pair tables).
				_, ri, err := d.x.startRule(&defaultOptions)
				if err != nil {
					b.Fatal(err)
				}
				lang := d.x.auto.Lang
				one := *lang
				one.Pairs = nil
				b.Run(d.ID(), func(b *testing.B) {
					b.Run("valid", func(b *testing.B) {
						b.Run(c.peer, func(b *testing.B) { c.run(b, valid) })
						b.Run("table-1byte", func(b *testing.B) {
							benchLines(b, valid, func(in string) { benchSinkBool = one.Match(ri, in) })
						})
						b.Run("table", func(b *testing.B) {
							benchLines(b, valid, func(in string) { benchSinkBool = lang.Match(ri, in) })
						})
						b.Run("validate", func(b *testing.B) {
							benchLines(b, valid, func(in string) { benchSinkErr = Validate(d, in) })
						})
						b.Run("parse", func(b *testing.B) {
							benchLines(b, valid, func(in string) { benchParse(d, in) })
						})
					})
					// WithSchemeSyntax beside its absence, on the lines
					// valid under both, where a scheme or namespace
					// grammar applies to the dialect.
					if schemeTables[d.ID()] != nil {
						opt := WithSchemeSyntax()
						var both []string
						for _, in := range valid {
							if Validate(d, in, opt) == nil {
								both = append(both, in)
							}
						}
						b.Run("scheme-syntax", func(b *testing.B) {
							b.Run(c.peer, func(b *testing.B) { c.run(b, both) })
							b.Run("validate", func(b *testing.B) {
								benchLines(b, both, func(in string) { benchSinkErr = Validate(d, in) })
							})
							b.Run("validate-scheme-syntax", func(b *testing.B) {
								benchLines(b, both, func(in string) { benchSinkErr = Validate(d, in, opt) })
							})
						})
					}
					b.Run("invalid", func(b *testing.B) {
						b.Run(c.peer, func(b *testing.B) { c.run(b, invalid) })
						b.Run("error", func(b *testing.B) {
							benchLines(b, invalid, func(in string) {
								err := Validate(d, in)
								benchSinkBool = err.Error() != ""
							})
						})
					})
				})
			}
		})
	}
	// real-iris: the lines of real-urls.txt that are URIs under rfc3986,
	// converted to IRIs by RFC 3987 §3.2 (URIToIRI decodes the
	// percent-encoded UTF-8 of the characters an IRI may hold), run by
	// rfc3987 and by net/url on the same IRIs.
	b.Run("real-iris", func(b *testing.B) {
		var iris []string
		decoded := 0
		for _, in := range benchCorpus(b, "real-urls.txt") {
			if iri, err := URIToIRI(in); err == nil {
				iris = append(iris, iri)
				if iri != in {
					decoded++
				}
			}
		}
		b.Logf("%d IRIs, %d of them with characters §3.2 decoded", len(iris), decoded)
		b.Run("rfc3987/valid", func(b *testing.B) {
			b.Run("net-url", func(b *testing.B) { peerNetURL(b, iris) })
			b.Run("validate", func(b *testing.B) {
				benchLines(b, iris, func(in string) { benchSinkErr = Validate(RFC3987, in) })
			})
			b.Run("parse", func(b *testing.B) {
				benchLines(b, iris, func(in string) { benchParse(RFC3987, in) })
			})
		})
	})
}

// BenchmarkParsePhases is BenchmarkParsePhases/DIALECT/PHASE: what Parse
// spends on the valid lines of real-urls.txt, phase by phase, to show where
// its time goes (docs/speed.md): "match" the language table, "split" the
// dialect's scanner into a record on the stack, and "parse" the whole
// call, whose time is about their sum plus the prose rules and the copy of
// the result (a value: no allocation).
func BenchmarkParsePhases(b *testing.B) {
	lines := benchCorpus(b, "real-urls.txt")
	for _, d := range Dialects() {
		x := d.x
		rule, ri, err := x.startRule(&defaultOptions)
		if err != nil {
			b.Fatal(err)
		}
		var valid []string
		for _, in := range lines {
			if Validate(d, in) == nil {
				valid = append(valid, in)
			}
		}
		b.Run(d.ID(), func(b *testing.B) {
			b.Run("match", func(b *testing.B) {
				benchLines(b, valid, func(in string) { benchSinkBool = x.auto.Match(ri, in) })
			})
			b.Run("split", func(b *testing.B) {
				var r record
				benchLines(b, valid, func(in string) { x.record(r.ref(), nil, in, rule) })
			})
			b.Run("parse", func(b *testing.B) {
				benchLines(b, valid, func(in string) { benchParse(d, in) })
			})
		})
	}
}
