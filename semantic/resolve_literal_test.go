package semantic

import "strings"

// The dot-segment removals as the texts word them, one occurrence at a time
// on the string: the references that the linear removals of resolve_buffer.go
// and dialect_urldraft1993.go must equal (resolve_linear_test.go). They are
// quadratic in the worst case, which is why the library does not use them.

// literalRemoveSegmentDotDotSlash is url-syntax-05 §5.2 step 6f and
// rfc2396bis-01 merge step 5 (RFC 2396 §5.2 step 6e, RFC 1808 §4 step 6c)
// as worded: "Removal of these path segments is performed iteratively,
// removing the leftmost matching pattern on each iteration, until no matching
// pattern remains."
func literalRemoveSegmentDotDotSlash(buf string) string {
	from := 0
	for {
		i, end := literalLeftmostSegmentDotDotSlash(buf, from)
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

// literalLeftmostSegmentDotDotSlash finds the leftmost "<segment>/../"
// starting at or after from: its start and end, or -1.
func literalLeftmostSegmentDotDotSlash(buf string, from int) (start, end int) {
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

// literalRemoveDotElements1993 is the 1993 draft's §Partial-form "all
// occurrences of "/xxx/.." or "/." are recursively removed", every "/."
// first, then "/xxx/.." leftmost first, each removal rebuilding the string.
func literalRemoveDotElements1993(path string) string {
	// "/.": "." complete, so followed by "/" or the end.
	for i := 0; i+1 < len(path); {
		if path[i:i+2] == "/." && (i+2 == len(path) || path[i+2] == '/') {
			path = path[:i] + path[i+2:]
			continue // a "/." may now start at i again
		}
		i++
	}
	// "/xxx/..": xxx any complete element, ".." followed by "/" or the end.
	for i := 0; i < len(path); {
		if path[i] != '/' {
			i++
			continue
		}
		j := strings.IndexByte(path[i+1:], '/')
		if j < 0 {
			break
		}
		j += i + 1
		if strings.HasPrefix(path[j:], "/..") && (j+3 == len(path) || path[j+3] == '/') {
			path = path[:i] + path[j+3:]
			// The element before i may now be followed by "/..".
			i = max(strings.LastIndexByte(path[:i], '/'), 0)
			continue
		}
		i = j
	}
	return path
}

// The steps of the string buffer as functions of a string, for the tables of
// TestStringBufferSteps and the comparisons with the literal removals.

func removeDotSlash(buf string) string { return string(newBuffer(buf).removeDotSlash()) }

func removeTrailingDot(buf string) string { return string(newBuffer(buf).removeTrailingDot()) }

func removeSegmentDotDotSlash(buf string) string {
	return string(newBuffer(buf).removeSegmentDotDotSlash())
}

func removeTrailingSegmentDotDot(buf string) string {
	return string(newBuffer(buf).removeTrailingSegmentDotDot())
}

// literalRFC1630DotElements is RFC 1630 §Partial-form "all occurrences of
// "xxx/../" or "/." are recursively removed", leftmost first, each removal
// rebuilding the string and the search starting again from the left.
func literalRFC1630DotElements(path string) string {
	for {
		// "/.": "." complete, so followed by "/" or the end.
		if i := literalIndex(path, func(i int) bool {
			return strings.HasPrefix(path[i:], "/.") && (i+2 == len(path) || path[i+2] == '/')
		}); i >= 0 {
			path = path[:i] + path[i+2:]
			continue
		}
		// "xxx/../": xxx begins the path or follows a "/".
		start := 0
		found := false
		for i := 0; i <= len(path); i++ {
			if i < len(path) && path[i] != '/' {
				continue
			}
			// path[start:i] is a complete element; i is its "/" or the end.
			if strings.HasPrefix(path[i:], "/../") {
				path = path[:start] + path[i+len("/../"):]
				found = true
				break
			}
			start = i + 1
		}
		if !found {
			return path
		}
	}
}

// literalIndex returns the first index i of path at which at(i) holds, or
// -1.
func literalIndex(path string, at func(i int) bool) int {
	for i := range len(path) {
		if at(i) {
			return i
		}
	}
	return -1
}
