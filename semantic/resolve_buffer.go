package semantic

import "strings"

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
	var b strings.Builder
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
func removeSegmentDotDotSlash(buf string) string {
	from := 0
	for {
		i, end := leftmostSegmentDotDotSlash(buf, from)
		if i < 0 {
			return buf
		}
		buf = buf[:i] + buf[end:]
		// The next leftmost match cannot start before the segment that now
		// ends at i: the segments before it and their successors are
		// unchanged, and none of them matched.
		from = 0
		if i > 0 {
			from = strings.LastIndexByte(buf[:i-1], '/') + 1
		}
	}
}

// leftmostSegmentDotDotSlash finds the leftmost "<segment>/../" starting at
// or after from: its start and end, or -1.
func leftmostSegmentDotDotSlash(buf string, from int) (start, end int) {
	for i := from; i < len(buf); i++ {
		if !segmentStarts(buf, i) {
			continue
		}
		j := strings.IndexByte(buf[i:], '/')
		if j < 0 {
			break // the last segment: no "/../" can follow it
		}
		j += i
		if buf[i:j] != ".." && strings.HasPrefix(buf[j:], "/../") {
			return i, j + len("/../")
		}
	}
	return -1, -1
}

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
