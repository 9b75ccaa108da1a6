package semantic

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The tests of this file run the resolution algorithms on component values
// directly, without the parsers: the components of the Appendix C inputs
// come from the Appendix B split, which agrees with both grammars on them.

// TestResolveURLSyntax05Core runs every Appendix C example of
// draft-fielding-url-syntax-05 through §5.2 steps 2-7.
func TestResolveURLSyntax05Core(t *testing.T) {
	base := appendixBTexts(resolveAppendixCBase)
	for _, tc := range urlSyntax05AppendixC {
		t.Run(tc.ref, func(t *testing.T) {
			got, current := resolveURLSyntax05(base, appendixBTexts(tc.ref))
			s := recombine(got)
			if current {
				s = currentDocument(resolveAppendixCBase, got.Fragment)
			}
			assert.Equal(t, resolveWant(resolveAppendixCBase, tc.want), s)
		})
	}
}

// TestResolveRFC2396bis01Core runs every Appendix C example of
// draft-fielding-uri-rfc2396bis-01 through the §5.2 pseudocode.
func TestResolveRFC2396bis01Core(t *testing.T) {
	base := appendixBTexts(resolveAppendixCBase)
	for _, tc := range rfc2396bis01AppendixC {
		t.Run(tc.ref, func(t *testing.T) {
			got, current, err := resolveRFC2396bis01(base, appendixBTexts(tc.ref), RetainLeadingDots)
			require.NoError(t, err)
			s := recombine(got)
			if current {
				s = currentDocument(resolveAppendixCBase, got.Fragment)
			}
			assert.Equal(t, resolveWant(resolveAppendixCBase, tc.want), s)
		})
	}
}

// TestStringBufferSteps checks each buffer operation on its own, in the words
// of url-syntax-05 §5.2 step 6 (= rfc2396bis-01 merge steps 1, 3-6).
func TestStringBufferSteps(t *testing.T) {
	tests := []struct {
		name string
		op   func(string) string
		in   string
		want string
	}{
		// 6a / merge 1: "any characters after the last (right-most) slash
		// character, if any, are excluded"
		{name: "6a base path", op: allButLastSegment, in: "/b/c/d;p", want: "/b/c/"},
		{name: "6a no slash", op: allButLastSegment, in: "d", want: ""},
		{name: "6a empty", op: allButLastSegment, in: "", want: ""},
		{name: "6a trailing slash", op: allButLastSegment, in: "/b/", want: "/b/"},
		// 6d / merge 3: "./" where "." is a complete path segment
		{name: "6d all occurrences", op: removeDotSlash, in: "/b/./././g", want: "/b/g"},
		{name: "6d at buffer start", op: removeDotSlash, in: "./g", want: "g"},
		{name: "6d not in ../", op: removeDotSlash, in: "/b/../g", want: "/b/../g"},
		{name: "6d not in g./", op: removeDotSlash, in: "/b/g./h", want: "/b/g./h"},
		{name: "6d in a query", op: removeDotSlash, in: "/b/c/g?y/./x", want: "/b/c/g?y/x"},
		{name: "6d ?./ is no segment", op: removeDotSlash, in: "/b/?./x", want: "/b/?./x"},
		// 6e / merge 4: ends with "." as a complete path segment
		{name: "6e trailing dot", op: removeTrailingDot, in: "/b/c/g/.", want: "/b/c/g/"},
		{name: "6e whole buffer", op: removeTrailingDot, in: ".", want: ""},
		{name: "6e g. is no segment", op: removeTrailingDot, in: "/b/c/g.", want: "/b/c/g."},
		{name: "6e .. is not .", op: removeTrailingDot, in: "/b/..", want: "/b/.."},
		// 6f / merge 5: "<segment>/../", leftmost first, iteratively
		{name: "6f one level", op: removeSegmentDotDotSlash, in: "/b/c/../g", want: "/b/g"},
		{name: "6f iterated", op: removeSegmentDotDotSlash, in: "/b/c/../../g", want: "/g"},
		{name: "6f above the root", op: removeSegmentDotDotSlash, in: "/b/c/../../../g", want: "/../g"},
		{name: "6f ../../ stays", op: removeSegmentDotDotSlash, in: "/../../g", want: "/../../g"},
		{name: "6f empty segment", op: removeSegmentDotDotSlash, in: "/a//../b", want: "/a/b"},
		{name: "6f first segment, no leading slash", op: removeSegmentDotDotSlash, in: "a/../b", want: "b"},
		{name: "6f segment with a query", op: removeSegmentDotDotSlash, in: "/b/c/g?y/../x", want: "/b/c/x"},
		{name: "6f needs a slash after ..", op: removeSegmentDotDotSlash, in: "/b/c/..", want: "/b/c/.."},
		{name: "6f ..g is no ..", op: removeSegmentDotDotSlash, in: "/b/c/..g/x", want: "/b/c/..g/x"},
		// 6g / merge 6: ends with "<segment>/..", once
		{name: "6g trailing", op: removeTrailingSegmentDotDot, in: "/b/c/..", want: "/b/"},
		{name: "6g once only", op: removeTrailingSegmentDotDot, in: "/b/c/../..", want: "/b/c/../.."},
		{name: "6g segment ..", op: removeTrailingSegmentDotDot, in: "/../..", want: "/../.."},
		{name: "6g leading slash is no segment", op: removeTrailingSegmentDotDot, in: "/..", want: "/.."},
		{name: "6g first segment", op: removeTrailingSegmentDotDot, in: "a/..", want: ""},
		{name: "6g ..?y is no ..", op: removeTrailingSegmentDotDot, in: "/b/c/..?y", want: "/b/c/..?y"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, tc.op(tc.in))
		})
	}
}

// TestURLSyntax05BufferDefects checks results of the literal step 6 that later
// texts changed (rfc2396bis-01 Appendix G.2, merge step 1; the Note after its
// step 8).
func TestURLSyntax05BufferDefects(t *testing.T) {
	q := func(s string) *string { return &s }
	tests := []struct {
		name      string
		basePath  string
		refPath   string
		refQuery  *string
		wantPath  string
		wantQuery *string
	}{
		// §5.2 6a: a base with an empty path gives no "/" to the buffer
		{name: "empty base path", basePath: "", refPath: "g", wantPath: "g"},
		// §5.2 6c-e: a query ending in "/." loses it
		{name: "query ending in /.", basePath: "/b/c", refPath: "g", refQuery: q("y/."), wantPath: "/b/g", wantQuery: q("y/")},
		// §5.2 6c-g: ".." before the query is no complete segment at the end
		{name: "..?y", basePath: "/b/c/d", refPath: "..", refQuery: q("y"), wantPath: "/b/c/..", wantQuery: q("y")},
		// §5.2 6c, 6h: an empty query stays defined
		{name: "empty query", basePath: "/b/c/d", refPath: "", refQuery: q(""), wantPath: "/b/c/", wantQuery: q("")},
		// §5.2 6f: the whole query can be consumed by "<segment>/../"
		{name: "query eaten", basePath: "/b/c/d", refPath: "g", refQuery: q("y/../x"), wantPath: "/b/c/x", wantQuery: nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			path, query := bufferURLSyntax05(tc.basePath, tc.refPath, tc.refQuery)
			assert.Equal(t, tc.wantPath, path)
			assert.Equal(t, tc.wantQuery, query)
		})
	}
}

// TestMergeRFC2396bis01 checks the merge routine of rfc2396bis-01 §5.2,
// including the three handlings of step 7.
func TestMergeRFC2396bis01(t *testing.T) {
	tests := []struct {
		name     string
		basePath string
		refPath  string
		dots     LeadingDots
		want     string
		wantErr  error
	}{
		// step 1: "If the base URI's path component is the empty string, then
		// a single slash character ("/") is copied to the buffer."
		{name: "empty base path", basePath: "", refPath: "g", want: "/g"},
		// steps 1-2
		{name: "plain", basePath: "/b/c/d;p", refPath: "g", want: "/b/c/g"},
		// steps 3-6, Appendix C.2
		{name: "./g/.", basePath: "/b/c/d;p", refPath: "./g/.", want: "/b/c/g/"},
		// step 7, retain (Appendix C.2 ../../../g = http://a/../g)
		{name: "retain one", basePath: "/b/c/d;p", refPath: "../../../g", dots: RetainLeadingDots, want: "/../g"},
		{name: "retain two", basePath: "/b/c/d;p", refPath: "../../../../g", dots: RetainLeadingDots, want: "/../../g"},
		// step 7, remove ("discarding relative levels above the root")
		{name: "remove one", basePath: "/b/c/d;p", refPath: "../../../g", dots: RemoveLeadingDots, want: "/g"},
		{name: "remove two", basePath: "/b/c/d;p", refPath: "../../../../g", dots: RemoveLeadingDots, want: "/g"},
		{name: "remove all", basePath: "/b", refPath: "../..", dots: RemoveLeadingDots, want: "/"},
		{name: "remove keeps ..g", basePath: "/b", refPath: "../..g", dots: RemoveLeadingDots, want: "/..g"},
		// step 7, error ("avoiding traversal of the reference")
		{name: "reject", basePath: "/b/c/d;p", refPath: "../../../g", dots: RejectLeadingDots, wantErr: ErrAboveRoot},
		{name: "reject trailing ..", basePath: "/b", refPath: "../..", dots: RejectLeadingDots, wantErr: ErrAboveRoot},
		// step 7 applies to no path that stays under the root
		{name: "reject in range", basePath: "/b/c/d;p", refPath: "../../g", dots: RejectLeadingDots, want: "/g"},
		{name: "reject ..g", basePath: "/b", refPath: "..g", dots: RejectLeadingDots, want: "/..g"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := mergeRFC2396bis01(tc.basePath, tc.refPath, tc.dots)
			if tc.wantErr != nil {
				require.ErrorIs(t, err, tc.wantErr)
				assert.Empty(t, got)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tc.want, got)
		})
	}
}

// TestFitsHierPart checks the base test of rfc2396bis-01 §5 ("fits within the
// <hier-part> syntax", erratum E19) on the part after "scheme:".
func TestFitsHierPart(t *testing.T) {
	tests := []struct {
		name string
		rest string
		want bool
	}{
		{name: "empty hier-part", rest: "", want: true},                  // §3 hier-part = [ ... ] [ ... ]
		{name: "net-path", rest: "//a/b/c/d;p", want: true},              // §3 net-path
		{name: "abs-path", rest: "/b/c", want: true},                     // §3 abs-path
		{name: "query only", rest: "?q", want: true},                     // §3 [ "?" query ]
		{name: "query or opaque-part", rest: "?[x]", want: false},        // §3.4 query has no "[" (uric does)
		{name: "opaque-part", rest: "mduerst@ifi.unizh.ch", want: false}, // §3 opaque-part
		{name: "opaque-part with slash", rest: "a/b", want: false},       // §3 uric-no-slash *uric
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, fitsHierPartRFC2396bis01(tc.rest))
		})
	}
}

// TestPartialForm1993 checks the §Partial-form rules of the 1993 draft on the
// base of the other dialects' Appendix C (the draft has no examples).
func TestPartialForm1993(t *testing.T) {
	tests := []struct {
		name    string
		base    string
		partial string
		want    string
	}{
		// "the host, port name and all the rest of the locator must be given"
		{name: "net partial", base: "http://a/b/c/d;p?q", partial: "//g/x", want: "http://g/x"},
		// "If a leading slash is present, the path is absolute."
		{name: "absolute path", base: "http://a/b/c/d;p?q", partial: "/g", want: "http://a/g"},
		{name: "absolute path keeps dots", base: "http://a/b/c/d;p?q", partial: "/./g/../h", want: "http://a/./g/../h"},
		// "The last part of the path ... is removed, and the given partial
		// URL appended in its place."
		{name: "relative", base: "http://a/b/c/d;p?q", partial: "g", want: "http://a/b/c/g"},
		{name: "search of the base goes", base: "http://a/b/c/d;p?q", partial: "g?y", want: "http://a/b/c/g?y"},
		{name: "empty partial", base: "http://a/b/c/d;p?q", partial: "", want: "http://a/b/c/"},
		{name: "search only", base: "http://a/b/c/d;p?q", partial: "?y", want: "http://a/b/c/?y"},
		// The host part stays the context's; the path follows the "/" of the
		// layout (erratum R4). The Internet part ends before "?" (erratum R3).
		{name: "base path without slash", base: "http://a", partial: "g", want: "http://a/g"},
		{name: "base with port, no path", base: "http://a:8080", partial: "g", want: "http://a:8080/g"},
		{name: "gopher base without path", base: "gopher://h", partial: "1x", want: "gopher://h/1x"},
		{name: "base with search, no path", base: "http://a?q", partial: "g", want: "http://a/g"},
		{name: "base with search, absolute path", base: "http://a?q", partial: "/g", want: "http://a/g"},
		{name: "base with search, search", base: "http://a?q", partial: "?y", want: "http://a?y"},
		{name: "base without path, empty partial", base: "http://a", partial: "", want: "http://a"},
		{name: "base without path, dot", base: "http://a", partial: ".", want: "http://a"},
		{name: "slash in the base's search", base: "http://a/b?x/y", partial: "g", want: "http://a/b?x/g"},
		{name: "no internet part", base: "news:comp.infosystems.www", partial: "misc", want: "news:misc"},
		// "all occurrences of "/xxx/.." or "/." are recursively removed"
		{name: "/.", base: "http://a/b/c/d;p?q", partial: "./g", want: "http://a/b/c/g"},
		{name: "trailing /.", base: "http://a/b/c/d;p?q", partial: ".", want: "http://a/b/c"},
		{name: "..", base: "http://a/b/c/d;p?q", partial: "..", want: "http://a/b"},
		{name: "../g", base: "http://a/b/c/d;p?q", partial: "../g", want: "http://a/b/g"},
		{name: "../../g", base: "http://a/b/c/d;p?q", partial: "../../g", want: "http://a/g"},
		{name: "../../../g", base: "http://a/b/c/d;p?q", partial: "../../../g", want: "http://a/../g"},
		{name: "xxx may be ..", base: "http://a/b/c/d;p?q", partial: "../../../../g", want: "http://a/g"},
		{name: "g/./h", base: "http://a/b/c/d;p?q", partial: "g/./h", want: "http://a/b/c/g/h"},
		{name: "g./h", base: "http://a/b/c/d;p?q", partial: "g./h", want: "http://a/b/c/g./h"},
		{name: "..g", base: "http://a/b/c/d;p?q", partial: "..g", want: "http://a/b/c/..g"},
		{name: "inside the search", base: "http://a/b/c/d;p?q", partial: "g?y/../x", want: "http://a/b/c/x"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, partialFormURLDraft1993(tc.base, tc.partial))
		})
	}
}

// TestRemoveDotElements1993 checks the order chosen for "recursively removed"
// (§Partial-form): every "/." first, then "/xxx/.." leftmost first.
func TestRemoveDotElements1993(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want string
	}{
		{name: "/. repeated", in: "/a/./././b", want: "/a/b"},
		{name: "/. at the end", in: "/a/.", want: "/a"},
		{name: "/. then /xxx/..", in: "/a/./..", want: ""},
		{name: "leftmost first", in: "/a/../..", want: "/.."},
		{name: "nested", in: "/a/b/../../c", want: "/c"},
		{name: "xxx empty", in: "/a//../b", want: "/a/b"},
		{name: "no leading slash", in: "a/../b", want: "a/../b"},
		{name: ".. not complete", in: "/a/..b", want: "/a/..b"},
		{name: ". not complete", in: "/.a/b", want: "/.a/b"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, removeDotElementsURLDraft1993(tc.in))
		})
	}
}
