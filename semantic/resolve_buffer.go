package semantic

import (
	"bytes"
	"strings"
)

// The string-buffer operations shared by draft-fielding-url-syntax-05 §5.2
// step 6 (a, d-g) and draft-fielding-uri-rfc2396bis-01 §5.2 merge steps 1 and
// 3-7, which word them alike. They work on the buffer as a string, as the
// texts do: "/" separates segments wherever it stands, query included.
//
// A complete path segment is a run of characters other than "/" that starts
// at the start of the buffer or right after a "/", and ends at a "/" or at
// the end of the buffer. The empty string before a leading "/" is not one: in
// path = [ "/" ] path_segments (url-syntax-05 §4.3.2) and abs-path = "/"
// path-segments (rfc2396bis-01 §3) the leading slash precedes the first
// segment, it separates none. Appendix C.2 of both texts depends on it
// ("../../../g = http://a/../g"; erratum R2 of ResolveErrata).

// buffer is that string buffer, as bytes that every step rewrites in
// place: the steps only ever remove text, and each writes what it keeps at
// or before where it reads, so a resolution needs one buffer for all of
// them and one string at the end.
type buffer []byte

// newBuffer returns a buffer holding the concatenation of texts.
func newBuffer(texts ...string) buffer {
	n := 0
	for _, t := range texts {
		n += len(t)
	}
	b := make(buffer, 0, n)
	for _, t := range texts {
		b = append(b, t...)
	}
	return b
}

// segmentStarts reports whether a complete path segment of buf starts at i.
func segmentStarts(buf string, i int) bool {
	if i == 0 {
		return !strings.HasPrefix(buf, "/")
	}
	return buf[i-1] == '/'
}

// segmentStarts reports whether a complete path segment of b starts at i.
func (b buffer) segmentStarts(i int) bool {
	if i == 0 {
		return len(b) == 0 || b[0] != '/'
	}
	return b[i-1] == '/'
}

// allButLastSegment is url-syntax-05 step 6a and rfc2396bis-01 merge step 1:
// "All but the last segment of the base URL's path component is copied to
// the buffer. In other words, any characters after the last (right-most)
// slash character, if any, are excluded."
func allButLastSegment(path string) string {
	return path[:strings.LastIndexByte(path, '/')+1]
}

// removeDotSlash is url-syntax-05 step 6d and rfc2396bis-01 merge step 3:
// "All occurrences of "./", where "." is a complete path segment, are
// removed from the buffer string." The occurrences are those of the buffer as
// it stands (they cannot overlap): the byte before the reading point is
// always the buffer's own, since the bytes kept are written no later than
// where they are read, and only once some have been removed.
func (b buffer) removeDotSlash() buffer {
	w := 0
	for r := 0; r < len(b); {
		if r+1 < len(b) && b[r] == '.' && b[r+1] == '/' && b.segmentStarts(r) {
			r += 2
			continue
		}
		b[w] = b[r]
		w++
		r++
	}
	return b[:w]
}

// removeSlashDot removes every "/." whose "." is a complete element (a "/"
// or the end follows it), leftmost first, until none is left: the first
// step of the "recursively removed" of the 1993 draft's and RFC 1630's
// §Partial-form. Removing one joins no new "/." before the reading point (a
// "/" or the end follows it), so one pass removes them all.
func (b buffer) removeSlashDot() buffer {
	w := 0
	for r := 0; r < len(b); {
		if b[r] == '/' && r+1 < len(b) && b[r+1] == '.' && (r+2 == len(b) || b[r+2] == '/') {
			r += 2 // a "/." may start where this one ended
			continue
		}
		b[w] = b[r]
		w++
		r++
	}
	return b[:w]
}

// removeTrailingDot is url-syntax-05 step 6e and rfc2396bis-01 merge step 4:
// "If the buffer string ends with "." as a complete path segment, that "."
// is removed."
func (b buffer) removeTrailingDot() buffer {
	if n := len(b); n > 0 && b[n-1] == '.' && b.segmentStarts(n-1) {
		return b[:n-1]
	}
	return b
}

// removeSegmentDotDotSlash is url-syntax-05 step 6f and rfc2396bis-01 merge
// step 5: "All occurrences of "<segment>/../", where <segment> is a complete
// path segment not equal to "..", are removed from the buffer string. Removal
// of these path segments is performed iteratively, removing the leftmost
// matching pattern on each iteration, until no matching pattern remains."
// (rfc2396bis-01 lost "<segment>" in extraction: grammar erratum E20.)
//
// The iteration is done in one pass over the buffer, with the result so far
// as a stack of segments written over the buffer's own start: a segment is
// pushed, and a ".." that a "/" follows pops the segment before it instead,
// unless that one is ".." itself. Each pop removes the leftmost match of the
// buffer as it then stands: the segments on the stack hold no match, so the
// first one is the top and the "/../" after it. A match at the very start
// can leave the buffer beginning with "/" ("a/..//b" gives "/b"), whose
// empty string before it is then no segment: an empty segment that would
// come first on an empty stack starts the buffer with a "/" instead. Each
// byte is pushed once and popped at most once: linear time
// (literalRemoveSegmentDotDotSlash in the tests is the iteration as the
// texts word it, and gives the same buffer).
func (b buffer) removeSegmentDotDotSlash() buffer {
	if !bytes.Contains(b, []byte("/../")) {
		return b // no match at all
	}
	w, r := 0, 0 // the stack is b[:w]; the segments still to read begin at r
	depth := 0   // segments on the stack
	lead := b[0] == '/'
	if lead {
		w, r = 1, 1
	}
	for {
		end := b.nextSlash(r)
		if end < 0 {
			end = len(b)
		}
		more := end < len(b)
		seg := b[r:end]
		switch {
		case more && string(seg) == ".." && depth > 0 && string(b[segmentStart(b[:w], lead, depth):w]) != "..":
			// "<segment>/../": the top and this "../" go.
			w = popSegment(b[:w], lead, depth)
			depth--
			r = end + 1
			continue
		case more && len(seg) == 0 && depth == 0 && !lead:
			// The buffer now begins with "/": the empty string before it is
			// no segment.
			b[w] = '/'
			w++
			lead = true
			r = end + 1
			continue
		}
		if depth > 0 {
			b[w] = '/'
			w++
		}
		w += copy(b[w:], seg)
		depth++
		if !more {
			return b[:w]
		}
		r = end + 1
	}
}

// popSegment returns the length of out without its last of depth (> 0)
// segments and the "/" before it, which separates it from the one before (a
// leading "/" stays).
func popSegment(out []byte, lead bool, depth int) int {
	i := segmentStart(out, lead, depth)
	if depth > 1 {
		i-- // the separating "/"
	}
	return i
}

// segmentStart is the offset in out, of depth (> 0) segments, of its last
// one.
func segmentStart(out []byte, lead bool, depth int) int {
	if depth == 1 {
		if lead {
			return 1
		}
		return 0
	}
	return lastSlash(out) + 1
}

// nextSlash is the offset of the first "/" of b at or after from, or -1.
func (b buffer) nextSlash(from int) int {
	if i := bytes.IndexByte(b[from:], '/'); i >= 0 {
		return from + i
	}
	return -1
}

// lastSlash is the offset of the last "/" of b, or -1.
func lastSlash(b []byte) int { return bytes.LastIndexByte(b, '/') }

// removeTrailingSegmentDotDot is url-syntax-05 step 6g and rfc2396bis-01
// merge step 6: "If the buffer string ends with "<segment>/..", where
// <segment> is a complete path segment not equal to "..", that
// "<segment>/.." is removed." (once: the text does not iterate this step).
func (b buffer) removeTrailingSegmentDotDot() buffer {
	if !bytes.HasSuffix(b, []byte("/..")) {
		return b
	}
	slash := len(b) - len("/..")
	i := lastSlash(b[:slash]) + 1
	if b.segmentStarts(i) && string(b[i:slash]) != ".." {
		return b[:i]
	}
	return b
}

// leadingDotDotSegments returns the span [first, end) of the complete ".."
// segments that begin b, each with the "/" that follows it (first == end
// when there are none). first is 1 after a leading "/", which is no segment
// (rfc2396bis-01 merge step 7, RFC 2396 §5.2 step 6g).
func (b buffer) leadingDotDotSegments() (first, end int) {
	if len(b) > 0 && b[0] == '/' {
		first = 1
	}
	end = first
	for {
		switch rest := b[end:]; {
		case string(rest) == "..":
			return first, len(b)
		case bytes.HasPrefix(rest, []byte("../")):
			end += len("../")
		default:
			return first, end
		}
	}
}

// cut returns b without b[first:end].
func (b buffer) cut(first, end int) buffer {
	n := copy(b[first:], b[end:])
	return b[:first+n]
}

// firstSegment is the text of p before its first "/" (all of p without one).
func firstSegment(p string) string {
	seg, _, _ := strings.Cut(p, "/")
	return seg
}
