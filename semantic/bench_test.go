package semantic

import (
	"net/url"
	"testing"
)

// benchInputs are valid under the dialect named, so every run measures a
// full successful parse (the common case of a validator).
var benchInputs = []struct {
	name    string
	dialect Dialect
	input   string
}{
	{"url-draft-1993/http", URLDraft1993, "http://info.cern.ch/hypertext/WWW/TheProject.html"},
	{"rfc1738/ftp", RFC1738, "ftp://ftp.is.co.za/rfc/rfc1808.txt;type=a"},
	{"rfc1738/http", RFC1738, "http://info.cern.ch/hypertext/WWW/TheProject.html?search"},
	{"url-syntax-05/http", URLSyntax05, "http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING"},
	{"rfc2396bis-01/http", RFC2396bis01, "http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING"},
	{"rfc2141bis-03/urn", RFC2141bis03, "urn:example:a123,z456?s=I2L&c=ToC#frag"},
}

var sinkURI URI
var sinkURL *url.URL

// BenchmarkParse runs every dialect's parser; BenchmarkNetURL is the peer
// (net/url.Parse on the same inputs), to be compared in the same run.
func BenchmarkParse(b *testing.B) {
	for _, bi := range benchInputs {
		b.Run(bi.name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(bi.input)))
			for b.Loop() {
				u, err := Parse(bi.dialect, bi.input)
				if err != nil {
					b.Fatal(err)
				}
				sinkURI = u
			}
		})
	}
}

func BenchmarkNetURL(b *testing.B) {
	for _, bi := range benchInputs {
		b.Run(bi.name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(bi.input)))
			for b.Loop() {
				u, err := url.Parse(bi.input)
				if err != nil {
					b.Fatal(err)
				}
				sinkURL = u
			}
		})
	}
}
