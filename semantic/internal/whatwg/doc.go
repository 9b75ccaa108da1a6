// Package whatwg is the reading of the WHATWG URL Standard: its basic URL
// parser (§4.4 "URL parsing"), host parser (§3.5 "Host parsing"), percent-encode
// sets (§1.3), URL serializer (§4.5), the getters of the URL class (§6.1) and
// URL equivalence (§4.6).
//
// The text followed is url.bs of github.com/whatwg/url at commit
// 6ae84860d12800bcf563668e7cc821360dce6062 (2026-07-02, "Close more gaps between
// URL writing and parser sections"); section names and anchors in comments are
// those of that file (for example #concept-basic-url-parser).
//
// What the package does not do: the state override of the basic URL parser
// (only the URL API's setters use it), encodings other than UTF-8 (only HTML
// passes one), blob URL entries, and the application/x-www-form-urlencoded
// parser.
//
// Deviations, each forced by Go:
//   - The standard's input is a scalar value string; a Go string can hold
//     bytes that are not UTF-8. Each such byte is read as U+FFFD, as a range
//     loop reads it, before the parser starts (the input's length then changes
//     and offsets refer to the input as given only when it was valid UTF-8).
//   - Unicode ToASCII (UTS #46) is golang.org/x/net/idna; its flags are mapped
//     to the standard's in host.go (domainProfile). Its tables are of the Unicode
//     version that package ships, which can differ from what the
//     web-platform-tests expect for code points assigned since.
//
// Cost: Parse builds the record in its serialization, one string that Href
// returns and the components are substrings of, and allocates a list of
// validation errors when there is one (1.12 allocations a URL on
// real-urls.txt, the others for hosts that need lowercasing or decoding and
// schemes that are not special); the components are built in stack buffers,
// runs of bytes that need no encoding copied at once, and the host parser
// reads the host in the input itself. Nothing
// panics on any input (FuzzParse).
package whatwg
