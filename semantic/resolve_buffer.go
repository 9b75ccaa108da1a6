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

// segmentStarts reports whether a complete path segment of buf starts at i.
func segmentStarts(buf string, i int) bool {
	if i == 0 {
		return !strings.HasPrefix(buf, "/")
	}
	return buf[i-1] == '/'
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
// it stands (they cannot overlap).
func removeDotSlash(buf string) string {
	if !strings.Contains(buf, "./") {
		return buf
	}
	var b strings.Builder
	b.Grow(len(buf))
	for i := 0; i < len(buf); {
		if strings.HasPrefix(buf[i:], "./") && segmentStarts(buf, i) {
			i += 2
			continue
		}
		b.WriteByte(buf[i])
		i++
	}
	return b.String()
}

// removeTrailingDot is url-syntax-05 step 6e and rfc2396bis-01 merge step 4:
// "If the buffer string ends with "." as a complete path segment, that "."
// is removed."
func removeTrailingDot(buf string) string {
	if strings.HasSuffix(buf, ".") && segmentStarts(buf, len(buf)-1) {
		return buf[:len(buf)-1]
	}
	return buf
}

// removeSegmentDotDotSlash is url-syntax-05 step 6f and rfc2396bis-01 merge
// step 5: "All occurrences of "<segment>/../", where <segment> is a complete
// path segment not equal to "..", are removed from the buffer string. Removal
// of these path segments is performed iteratively, removing the leftmost
// matching pattern on each iteration, until no matching pattern remains."
// (rfc2396bis-01 lost "<segment>" in extraction: grammar erratum E20.)
//
// The iteration is done in one pass over the buffer, with the result so far
// as a stack of segments (out): a segment is pushed, and a ".." that a "/"
// follows pops the segment before it instead, unless that one is ".." itself.
// Each pop removes the leftmost match of the buffer as it then stands: the
// segments on the stack hold no match, so the first one is the top and the
// "/../" after it. A match at the very start can leave the buffer beginning
// with "/" ("a/..//b" gives "/b"), whose empty string before it is then no
// segment: an empty segment that would come first on an empty stack starts
// the buffer with a "/" instead. Each byte is pushed once and popped at most
// once: linear time, one buffer (literalRemoveSegmentDotDotSlash in the tests
// is the iteration as the texts word it, and gives the same buffer).
func removeSegmentDotDotSlash(buf string) string {
	if !strings.Contains(buf, "/../") {
		return buf // no match at all
	}
	out := make([]byte, 0, len(buf))
	depth := 0 // segments on the stack
	if strings.HasPrefix(buf, "/") {
		out = append(out, '/')
		buf = buf[1:]
	}
	lead := len(out) == 1
	for {
		seg, rest, more := strings.Cut(buf, "/")
		buf = rest
		switch {
		case seg == ".." && more && depth > 0 && string(topSegment(out, lead, depth)) != "..":
			// "<segment>/../": the top and this "../" go.
			out = popSegment(out, lead, depth)
			depth--
			continue
		case seg == "" && more && depth == 0 && !lead:
			// The buffer now begins with "/": the empty string before it is
			// no segment.
			out = append(out, '/')
			lead = true
			continue
		}
		if depth > 0 {
			out = append(out, '/')
		}
		out = append(out, seg...)
		depth++
		if !more {
			return string(out)
		}
	}
}

// topSegment returns the last of the depth (> 0) segments of out, a buffer
// that begins with "/" when lead is true.
func topSegment(out []byte, lead bool, depth int) []byte {
	return out[segmentStart(out, lead, depth):]
}

// popSegment removes the last of the depth (> 0) segments of out and the "/"
// before it, which separates it from the one before (a leading "/" stays).
func popSegment(out []byte, lead bool, depth int) []byte {
	i := segmentStart(out, lead, depth)
	if depth > 1 {
		i-- // the separating "/"
	}
	return out[:i]
}

// segmentStart is the offset in out of its last segment.
func segmentStart(out []byte, lead bool, depth int) int {
	if depth == 1 {
		if lead {
			return 1
		}
		return 0
	}
	return lastSlash(out) + 1
}

// lastSlash is the offset of the last "/" of b, or -1.
func lastSlash(b []byte) int { return bytes.LastIndexByte(b, '/') }

// removeTrailingSegmentDotDot is url-syntax-05 step 6g and rfc2396bis-01
// merge step 6: "If the buffer string ends with "<segment>/..", where
// <segment> is a complete path segment not equal to "..", that
// "<segment>/.." is removed." (once: the text does not iterate this step).
func removeTrailingSegmentDotDot(buf string) string {
	if !strings.HasSuffix(buf, "/..") {
		return buf
	}
	slash := len(buf) - len("/..")
	i := strings.LastIndexByte(buf[:slash], '/') + 1
	if segmentStarts(buf, i) && buf[i:slash] != ".." {
		return buf[:i]
	}
	return buf
}

// firstSegment is the text of p before its first "/" (all of p without one).
func firstSegment(p string) string {
	seg, _, _ := strings.Cut(p, "/")
	return seg
}
