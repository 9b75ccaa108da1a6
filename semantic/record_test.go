package semantic

import (
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"
)

// TestURISize: Parse returns a URI by value, which holds each span of its
// record once (the production and components as its exported fields, the
// rest in recordRest, as 32-bit offsets) and a pointer to its scheme
// syntax, 288 bytes on a 64-bit machine,
// where it held the rest as Spans (336) and before that the components
// twice (480): each copy of it costs in proportion.
func TestURISize(t *testing.T) {
	if unsafe.Sizeof(uintptr(0)) != 8 {
		t.Skip("sizes measured on 64-bit machines")
	}
	assert.Equal(t, uintptr(288), unsafe.Sizeof(URI{}))
}

// TestMaxInputLength: an input longer than MaxInputLength, whose offsets a
// URI could not hold as 32-bit numbers, gets a *LengthError from every entry
// point before a byte of it is read, with or without WithMaxLength. The
// input is a string header of that length over one byte: reading past the
// first byte would fault, so the test also shows nothing reads it.
func TestMaxInputLength(t *testing.T) {
	if unsafe.Sizeof(0) < 8 {
		t.Skip("a string of MaxInputLength+1 bytes needs 64-bit ints")
	}
	b := []byte{'h'}
	huge := unsafe.String(&b[0], MaxInputLength+1)
	want := &LengthError{Dialect: RFC3986, Length: MaxInputLength + 1, Max: MaxInputLength}
	for name, call := range map[string]func() error{
		"Parse":    func() error { _, err := Parse(RFC3986, huge); return err },
		"Validate": func() error { return Validate(RFC3986, huge) },
		"Parse with a larger WithMaxLength": func() error {
			_, err := Parse(RFC3986, huge, WithMaxLength(MaxInputLength+10))
			return err
		},
		"Normalize":  func() error { _, err := Normalize(RFC3986, huge); return err },
		"Equivalent": func() error { _, err := Equivalent(RFC3986, "http://h/", huge); return err },
		"Resolve":    func() error { _, err := Resolve(RFC3986, "http://h/", huge); return err },
	} {
		var le *LengthError
		err := call()
		if assert.ErrorAs(t, err, &le, name) {
			assert.Equal(t, want, le, name)
		}
	}
}

// TestRecordOfURI: the record a URI gives back is the one its scanner
// found, the production and components included.
func TestRecordOfURI(t *testing.T) {
	u, err := Parse(RFC1738, "ftp://user:pw@host:21/a;type=i")
	assert.NoError(t, err)
	r := newRecord("")
	RFC1738.x.record(r.ref(), nil, u.Input, u.StartRule)
	assert.Equal(t, r, u.record())
	assert.Equal(t, "ftpurl", u.Production)
	assert.Equal(t, "user", r.user.In(u.Input)) // RFC 1738 §3.1 user [ ":" password ]
}

// TestCheckReadsInputOnly: a dialect's checkInput (what Validate calls,
// on the input alone) gives the same verdict and error as its check without
// warnings on the URI with its record (what Parse calls). RFC 3987 §4.1
// (bidi formatting characters) and §4.2 (bidi components, warnings only) on
// IRIs with and without them; RFC 8141 §2.2 and §2.3.1 on URNs and their
// parts, under every start rule.
func TestCheckReadsInputOnly(t *testing.T) {
	inputs := []string{
		"http://example.com/a?b#c",
		"http://\u05d0\u05d1.example/\u05d2?\u05d3#\u05d4", // Hebrew: right-to-left components
		"http://example.com/a\u200eb",                      // LRM in a segment: §4.1
		"http://ex\u202aample.com/",                        // LRE in the host: §4.1
		"http://example.com/\u05d0a\u200f",                 // RLM at the end: §4.1
		"//\u0627\u0644/\u0645?q=\u0627#\u0628",            // Arabic
		// RFC 8141 §2.2 (the NSS's octets UTF-8) and §2.3.1 (no "?=" in an
		// r-component), under each start rule that holds them.
		"urn:example:a%C3%A9b", "urn:example:a%C3b", "urn:example:%FF?+r?=q#f",
		"urn:example:a?+r?=/q", "urn:example:a?+r?=q?+s?=/t#f", "urn:example:a?=q#f", "urn:example:a#f?=",
		"%C3%A9", "%E9", "r?=/", "r?=q", "r", "example",
	}
	n, failed := 0, 0
	fails := map[string]int{}
	for _, d := range Dialects() {
		x := d.x
		if x.checkInput == nil {
			continue
		}
		n++
		for ri, rule := range x.meta.StartRules {
			for _, in := range inputs {
				if !x.auto.Match(x.startIdx[ri], in) {
					continue
				}
				with := &URI{Dialect: d, Input: in, StartRule: rule}
				x.record(with.ref(), nil, in, with.StartRule)
				_, errWith := x.runCheck(with, false)
				errWithout := x.checkInput(d, with.StartRule, in)
				assert.Equal(t, errWith, errWithout, "%s %s %q", d, rule, in)
				if errWith != nil {
					failed++
					fails[d.ID()]++
				}
			}
		}
	}
	assert.Positive(t, n)
	assert.Positive(t, failed, "no input broke a rule of check")
	assert.Positive(t, fails["rfc8141"], "no URN broke a rule of RFC 8141")
}
