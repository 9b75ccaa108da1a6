package whatwg

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// ValidationError is a validation error of the standard (url.bs §1.2
// "Validation", #validation-error): its name and the byte offset in the input
// where it was found. A validation error does not stop the parser.
type ValidationError struct {
	Name   string
	Offset int
}

func (v ValidationError) String() string {
	return fmt.Sprintf(msgWarning, v.Offset, v.Name, descriptions[v.Name])
}

// Error is the failure of the basic URL parser: the byte offset in the
// input, the state or algorithm of the standard that returned failure
// (Step), the validation error that came with it (Name) and what was
// expected there (Expected).
type Error struct {
	Offset   int
	Step     string
	Name     string
	Expected string
}

func (e *Error) Error() string {
	return fmt.Sprintf(msgFailure, e.Offset, e.Step, e.Name, e.Expected)
}

type state uint8

// The states of the basic URL parser (#concept-basic-url-parser).
const (
	stSchemeStart state = iota
	stScheme
	stNoScheme
	stSpecialRelativeOrAuthority
	stPathOrAuthority
	stRelative
	stRelativeSlash
	stSpecialAuthoritySlashes
	stSpecialAuthorityIgnoreSlashes
	stAuthority
	stHost
	stPort
	stFile
	stFileSlash
	stFileHost
	stPathStart
	stPath
	stOpaquePath
	stQuery
	stFragment
)

type parser struct {
	in   string
	at   []int32 // the input offset of each byte of in, when tabs and newlines were removed
	off  int     // bytes trimmed at the start
	errs []ValidationError
}

// offset maps an offset of the cleaned input to the input as given.
func (ps *parser) offset(p int) int {
	if ps.at != nil {
		if p >= len(ps.at) {
			if len(ps.at) == 0 {
				return ps.off
			}
			return int(ps.at[len(ps.at)-1]) + 1 + p - len(ps.at)
		}
		return int(ps.at[p])
	}
	return ps.off + p
}

func (ps *parser) warn(p int, name string) {
	ps.errs = append(ps.errs, ValidationError{Name: name, Offset: ps.offset(p)})
}

func (ps *parser) fail(p int, step, name string) *Error {
	ps.warn(p, name)
	return &Error{Offset: ps.offset(p), Step: step, Name: name, Expected: descriptions[name]}
}

// failMsg is a failure that comes with a validation error reported before
// it (name), expecting what that name's description does not say.
func (ps *parser) failMsg(p int, step, name, expected string) *Error {
	return &Error{Offset: ps.offset(p), Step: step, Name: name, Expected: expected}
}

// Parse runs the basic URL parser (url.bs §4.4, #concept-basic-url-parser)
// on input with base (nil for null), UTF-8 and no state override. It returns
// the URL record, the validation errors found (nil when none), and an *Error
// on failure.
func Parse(input string, base *URL) (URL, []ValidationError, error) {
	ps := parser{}
	u, err := ps.parse(input, base)
	if err != nil {
		return URL{}, ps.errs, err
	}
	return u, ps.errs, nil
}

// isC0OrSpace: #c0-control-or-space.
func isC0OrSpace(b byte) bool { return b <= 0x20 }

// isTabOrNewline: #ascii-tab-or-newline.
func isTabOrNewline(b byte) bool { return b == '\t' || b == '\n' || b == '\r' }

func (ps *parser) clean(input string) {
	// One pass finds what the steps below look for: non-ASCII bytes (to
	// check UTF-8), tabs and newlines.
	var nonASCII, tabs bool
	for i := 0; i < len(input); i++ {
		if b := input[i]; b >= 0x80 {
			nonASCII = true
		} else if b == '\t' || b == '\n' || b == '\r' {
			tabs = true
		}
	}
	if nonASCII && !utf8.ValidString(input) {
		// A Go string is not a scalar value string: each byte that is not
		// UTF-8 is read as U+FFFD (doc.go).
		var b strings.Builder
		for _, r := range input {
			b.WriteRune(r)
		}
		input = b.String()
	}
	start, end := 0, len(input)
	for start < end && isC0OrSpace(input[start]) {
		start++
	}
	for end > start && isC0OrSpace(input[end-1]) {
		end--
	}
	ps.off = start
	s := input[start:end]
	removed := -1
	if tabs {
		removed = strings.IndexAny(s, "\t\n\r")
	}
	if start > 0 || end < len(input) {
		ps.errs = append(ps.errs, ValidationError{Name: ErrInvalidURLUnit, Offset: 0})
		if start == 0 {
			ps.errs[len(ps.errs)-1].Offset = end
		}
	}
	if removed < 0 {
		ps.in = s
		return
	}
	ps.errs = append(ps.errs, ValidationError{Name: ErrInvalidURLUnit, Offset: start + removed})
	out := make([]byte, 0, len(s))
	at := make([]int32, 0, len(s))
	for i := 0; i < len(s); i++ {
		if !isTabOrNewline(s[i]) {
			out = append(out, s[i])
			at = append(at, int32(start+i))
		}
	}
	ps.in, ps.at = string(out), at
}

func isASCIIAlpha(c rune) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }
func isASCIIDigit(c rune) bool { return '0' <= c && c <= '9' }

// isWindowsDriveLetter: #windows-drive-letter.
func isWindowsDriveLetter(s string) bool {
	return len(s) == 2 && isASCIIAlpha(rune(s[0])) && (s[1] == ':' || s[1] == '|')
}

// isNormalizedWindowsDriveLetter: #normalized-windows-drive-letter.
func isNormalizedWindowsDriveLetter(s string) bool {
	return len(s) == 2 && isASCIIAlpha(rune(s[0])) && s[1] == ':'
}

// startsWithWindowsDriveLetter: #start-with-a-windows-drive-letter.
func startsWithWindowsDriveLetter(s string) bool {
	if len(s) < 2 || !isWindowsDriveLetter(s[:2]) {
		return false
	}
	return len(s) == 2 || strings.IndexByte("/\\?#", s[2]) >= 0
}

// isDotAt reports whether s[i:] begins with "." or "%2e" in any case, and
// the length of that.
func isDotAt(s []byte, i int) (bool, int) {
	if i < len(s) && s[i] == '.' {
		return true, 1
	}
	if i+2 < len(s) && s[i] == '%' && s[i+1] == '2' && s[i+2]|0x20 == 'e' {
		return true, 3
	}
	return false, 0
}

// isSingleDot: #single-dot-path-segment.
func isSingleDot(s []byte) bool {
	ok, n := isDotAt(s, 0)
	return ok && n == len(s)
}

// isDoubleDot: #double-dot-path-segment.
func isDoubleDot(s []byte) bool {
	ok, n := isDotAt(s, 0)
	if !ok {
		return false
	}
	ok, m := isDotAt(s, n)
	return ok && n+m == len(s)
}

// path is a URL's path as it is built: its serialization.
type path []byte

// shorten: #shorten-a-urls-path (a function of the slice, not a method
// of a pointer to it, so the path can stay on the stack).
func shorten(s path, scheme string) path {
	if scheme == "file" && len(s) == 3 && isNormalizedWindowsDriveLetter(string(s[1:])) {
		return s
	}
	if i := lastSlash(s); i >= 0 {
		return s[:i]
	}
	return s
}

func lastSlash(s []byte) int {
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] == '/' {
			return i
		}
	}
	return -1
}

// first returns path[0], the first segment, and whether there is one.
func (p path) first() (string, bool) {
	if len(p) == 0 {
		return "", false
	}
	s := p[1:]
	for i, b := range s {
		if b == '/' {
			return string(s[:i]), true
		}
	}
	return string(s), true
}

func (ps *parser) checkURLUnit(c rune, p int) {
	if c == '%' {
		r := ps.in[p+1:]
		if len(r) < 2 || !isHex(r[0]) || !isHex(r[1]) {
			ps.warn(p, ErrInvalidURLUnit)
		}
		return
	}
	if !isURLCodePoint(c) {
		ps.warn(p, ErrInvalidURLUnit)
	}
}

func (ps *parser) parse(input string, base *URL) (URL, *Error) {
	ps.clean(input)
	in := ps.in
	var (
		url       = URL{Port: -1}
		special   bool
		buf       []byte
		bufStart  int
		atSign    bool
		inBracket bool
		pwSeen    bool
		pth       path
		opaque    []byte
		query     []byte
		fragment  []byte
		user      []byte
		pass      []byte
		state     = stSchemeStart
		p         = 0
	)
	// Stack room for the usual sizes; a longer component grows on the heap.
	var arr [64]byte
	var pathArr, queryArr [128]byte
	var userArr, passArr, fragArr [32]byte
	buf, pth, query = arr[:0], pathArr[:0], queryArr[:0]
	user, pass, fragment = userArr[:0], passArr[:0], fragArr[:0]
	baseHasOpaquePath := base != nil && base.OpaquePath
	copyBase := func(withPath bool) {
		url.Username, url.Password = base.Username, base.Password
		user, pass = nil, nil // assemble takes url's
		url.Host, url.Port = base.Host, base.Port
		if withPath {
			pth = append(pth[:0], base.Path...)
			query = append(query[:0], base.Query...)
			url.HasQuery = base.HasQuery
		}
	}
	for {
		c, size := rune(-1), 0
		if p < len(in) {
			c, size = rune(in[p]), 1
			if c >= 0x80 {
				c, size = utf8.DecodeRuneInString(in[p:])
			}
		}
		remaining := ""
		if p+size <= len(in) {
			remaining = in[p+size:]
		}
		reconsume := false
		switch state {
		case stSchemeStart:
			if c >= 0 && isASCIIAlpha(c) {
				buf = append(buf, byte(c)|0x20)
				state = stScheme
			} else {
				state, reconsume = stNoScheme, true
			}
		case stScheme:
			switch {
			case c >= 0 && (isASCIIAlpha(c) || isASCIIDigit(c) || c == '+' || c == '-' || c == '.'):
				if isASCIIAlpha(c) {
					c |= 0x20
				}
				buf = append(buf, byte(c))
			case c == ':':
				url.Scheme = schemeString(buf)
				_, special = defaultPort(url.Scheme)
				buf = buf[:0]
				switch {
				case url.Scheme == "file":
					if !strings.HasPrefix(remaining, "//") {
						ps.warn(p+1, ErrSpecialSchemeMissingSolidus)
					}
					state = stFile
				case special && base != nil && base.Scheme == url.Scheme:
					state = stSpecialRelativeOrAuthority
				case special:
					state = stSpecialAuthoritySlashes
				case strings.HasPrefix(remaining, "/"):
					state = stPathOrAuthority
					p++
				default:
					url.OpaquePath = true
					state = stOpaquePath
				}
			default:
				buf = buf[:0]
				state, p, reconsume = stNoScheme, 0, true
				continue
			}
		case stNoScheme:
			switch {
			case base == nil || baseHasOpaquePath && c != '#':
				return url, ps.fail(p, stepNoScheme, ErrMissingSchemeNonRelativeURL)
			case baseHasOpaquePath && c == '#':
				url.Scheme = base.Scheme
				special = isSpecialScheme(url.Scheme)
				url.OpaquePath = true
				opaque = append(opaque[:0], base.Path...)
				query = append(query[:0], base.Query...)
				url.HasQuery = base.HasQuery
				url.HasFragment = true
				state = stFragment
			case base.Scheme != "file":
				state, reconsume = stRelative, true
			default:
				state, reconsume = stFile, true
			}
		case stSpecialRelativeOrAuthority:
			if c == '/' && strings.HasPrefix(remaining, "/") {
				state = stSpecialAuthorityIgnoreSlashes
				p++
			} else {
				ps.warn(p, ErrSpecialSchemeMissingSolidus)
				state, reconsume = stRelative, true
			}
		case stPathOrAuthority:
			if c == '/' {
				state = stAuthority
				bufStart = p + 1
			} else {
				state, reconsume = stPath, true
			}
		case stRelative:
			url.Scheme = base.Scheme
			special = isSpecialScheme(url.Scheme)
			switch {
			case c == '/':
				state = stRelativeSlash
			case special && c == '\\':
				ps.warn(p, ErrInvalidReverseSolidus)
				state = stRelativeSlash
			default:
				copyBase(true)
				switch {
				case c == '?':
					query, url.HasQuery = query[:0], true
					state = stQuery
				case c == '#':
					url.HasFragment = true
					state = stFragment
				case c != -1:
					query, url.HasQuery = query[:0], false
					pth = shorten(pth, url.Scheme)
					state, reconsume = stPath, true
				}
			}
		case stRelativeSlash:
			switch {
			case special && (c == '/' || c == '\\'):
				if c == '\\' {
					ps.warn(p, ErrInvalidReverseSolidus)
				}
				state = stSpecialAuthorityIgnoreSlashes
			case c == '/':
				state = stAuthority
				bufStart = p + 1
			default:
				copyBase(false)
				state, reconsume = stPath, true
			}
		case stSpecialAuthoritySlashes:
			if c == '/' && strings.HasPrefix(remaining, "/") {
				state = stSpecialAuthorityIgnoreSlashes
				p++
			} else {
				ps.warn(p, ErrSpecialSchemeMissingSolidus)
				state, reconsume = stSpecialAuthorityIgnoreSlashes, true
			}
		case stSpecialAuthorityIgnoreSlashes:
			if c != '/' && c != '\\' {
				state, reconsume = stAuthority, true
				bufStart = p
			} else {
				ps.warn(p, ErrSpecialSchemeMissingSolidus)
			}
		case stAuthority:
			switch {
			case c == '@':
				ps.warn(p, ErrInvalidCredentials)
				if atSign {
					if pwSeen {
						pass = append(pass, "%40"...)
					} else {
						user = append(user, "%40"...)
					}
				}
				atSign = true
				for i := 0; i < len(buf); i++ {
					if buf[i] == ':' && !pwSeen {
						pwSeen = true
						continue
					}
					if pwSeen {
						pass = appendEncoded(pass, string(buf[i:i+1]), setUserinfo)
					} else {
						user = appendEncoded(user, string(buf[i:i+1]), setUserinfo)
					}
				}
				buf = buf[:0]
				bufStart = p + 1
			case c == -1 || c == '/' || c == '?' || c == '#' || special && c == '\\':
				if atSign && len(buf) == 0 {
					return url, ps.fail(p, stepAuthority, ErrHostMissing)
				}
				p = bufStart
				buf = buf[:0]
				state, reconsume = stHost, true
			default:
				j := max(plainRun(in, p, plainAuthority), p+size)
				buf = append(buf, in[p:j]...)
				p, reconsume = j, true
			}
		case stHost:
			// buf is in[bufStart:][:len(buf)]: the host states copy the
			// input as it is, so the host parser reads the input itself.
			switch {
			case c == ':' && !inBracket:
				if len(buf) == 0 {
					return url, ps.fail(p, stepHost, ErrHostMissing)
				}
				h, err := ps.parseHost(in[bufStart:bufStart+len(buf)], !special, bufStart)
				if err != nil {
					return url, err
				}
				url.Host = h
				buf = buf[:0]
				state = stPort
			case c == -1 || c == '/' || c == '?' || c == '#' || special && c == '\\':
				reconsume = true
				if special && len(buf) == 0 {
					return url, ps.fail(p, stepHost, ErrHostMissing)
				}
				h, err := ps.parseHost(in[bufStart:bufStart+len(buf)], !special, bufStart)
				if err != nil {
					return url, err
				}
				url.Host = h
				buf = buf[:0]
				state = stPathStart
			default:
				if len(buf) == 0 {
					bufStart = p
				}
				if c == '[' {
					inBracket = true
				} else if c == ']' {
					inBracket = false
				}
				j := max(plainRun(in, p, plainHost), p+size)
				buf = append(buf, in[p:j]...)
				p, reconsume = j, true
			}
		case stPort:
			switch {
			case c >= 0 && isASCIIDigit(c):
				if len(buf) == 0 {
					bufStart = p
				}
				buf = append(buf, byte(c))
			case c == -1 || c == '/' || c == '?' || c == '#' || special && c == '\\':
				if len(buf) > 0 {
					port := 0
					for _, d := range buf {
						port = port*10 + int(d-'0')
						if port > 65535 {
							return url, ps.fail(bufStart, stepPort, ErrPortOutOfRange)
						}
					}
					if dp, _ := defaultPort(url.Scheme); dp == port {
						url.Port = -1
					} else {
						url.Port = port
					}
					buf = buf[:0]
				}
				state, reconsume = stPathStart, true
			default:
				return url, ps.fail(p, stepPort, ErrPortInvalid)
			}
		case stFile:
			url.Scheme, special = "file", true
			url.Host = Host{Kind: HostEmpty}
			switch {
			case c == '/' || c == '\\':
				if c == '\\' {
					ps.warn(p, ErrInvalidReverseSolidus)
				}
				state = stFileSlash
			case base != nil && base.Scheme == "file":
				url.Host = base.Host
				pth = append(pth[:0], base.Path...)
				query, url.HasQuery = append(query[:0], base.Query...), base.HasQuery
				switch {
				case c == '?':
					query, url.HasQuery = query[:0], true
					state = stQuery
				case c == '#':
					url.HasFragment = true
					state = stFragment
				case c != -1:
					query, url.HasQuery = query[:0], false
					if !startsWithWindowsDriveLetter(in[p:]) {
						pth = shorten(pth, url.Scheme)
					} else {
						ps.warn(p, ErrFileInvalidWindowsDriveLetter)
						pth = pth[:0]
					}
					state, reconsume = stPath, true
				}
			default:
				state, reconsume = stPath, true
			}
		case stFileSlash:
			if c == '/' || c == '\\' {
				if c == '\\' {
					ps.warn(p, ErrInvalidReverseSolidus)
				}
				state = stFileHost
				bufStart = p + 1
			} else {
				if base != nil && base.Scheme == "file" {
					url.Host = base.Host
					if first, ok := path(base.Path).first(); !startsWithWindowsDriveLetter(in[p:]) && ok &&
						isNormalizedWindowsDriveLetter(first) {
						pth = append(append(pth, '/'), first...)
					}
				}
				state, reconsume = stPath, true
			}
		case stFileHost:
			switch c {
			case -1, '/', '\\', '?', '#':
				reconsume = true
				switch {
				case len(buf) == 2 && isWindowsDriveLetter(string(buf)):
					ps.warn(bufStart, ErrFileInvalidDriveLetterHost)
					state = stPath
				case len(buf) == 0:
					url.Host = Host{Kind: HostEmpty}
					state = stPathStart
				default:
					h, err := ps.parseHost(in[bufStart:bufStart+len(buf)], false, bufStart)
					if err != nil {
						return url, err
					}
					if h.Kind == HostDomain && h.Name == "localhost" {
						h = Host{Kind: HostEmpty}
					}
					url.Host = h
					buf = buf[:0]
					state = stPathStart
				}
			default:
				j := max(plainRun(in, p, plainHost), p+size)
				buf = append(buf, in[p:j]...)
				p, reconsume = j, true
			}
		case stPathStart:
			switch {
			case special:
				if c == '\\' {
					ps.warn(p, ErrInvalidReverseSolidus)
				}
				state = stPath
				if c != '/' && c != '\\' {
					reconsume = true
				}
			case c == '?':
				query, url.HasQuery = query[:0], true
				state = stQuery
			case c == '#':
				url.HasFragment = true
				state = stFragment
			case c != -1:
				state = stPath
				if c != '/' {
					reconsume = true
				}
			}
		case stPath:
			if c == -1 || c == '/' || special && c == '\\' || c == '?' || c == '#' {
				slash := c == '/' || special && c == '\\'
				if special && c == '\\' {
					ps.warn(p, ErrInvalidReverseSolidus)
				}
				switch {
				case isDoubleDot(buf):
					pth = shorten(pth, url.Scheme)
					if !slash {
						pth = append(pth, '/')
					}
				case isSingleDot(buf):
					if !slash {
						pth = append(pth, '/')
					}
				default:
					if url.Scheme == "file" && len(pth) == 0 && len(buf) == 2 && isWindowsDriveLetter(string(buf)) {
						buf[1] = ':'
					}
					pth = append(append(pth, '/'), buf...)
				}
				buf = buf[:0]
				if c == '?' {
					query, url.HasQuery = query[:0], true
					state = stQuery
				} else if c == '#' {
					url.HasFragment = true
					state = stFragment
				}
			} else if j := plainRun(in, p, plainPath); j > p {
				// A run of code points the path state appends as they are.
				buf = append(buf, in[p:j]...)
				p, reconsume = j, true
			} else {
				ps.checkURLUnit(c, p)
				buf = appendEncoded(buf, in[p:p+size], setPath)
			}
		case stOpaquePath:
			switch c {
			case '?':
				query, url.HasQuery = query[:0], true
				state = stQuery
			case '#':
				url.HasFragment = true
				state = stFragment
			case ' ':
				ps.warn(p, ErrInvalidURLUnit)
				if strings.HasPrefix(remaining, "?") || strings.HasPrefix(remaining, "#") {
					opaque = append(opaque, "%20"...)
				} else {
					opaque = append(opaque, ' ')
				}
			case -1:
			default:
				ps.checkURLUnit(c, p)
				opaque = appendEncoded(opaque, in[p:p+size], setC0)
			}
		case stQuery:
			// Percent-encode after encoding with UTF-8 is UTF-8
			// percent-encoding each code point, so the buffer is the query.
			switch c {
			case '#':
				url.HasFragment = true
				state = stFragment
			case -1:
			default:
				if j := plainRun(in, p, plainQuery); j > p {
					query = append(query, in[p:j]...)
					p, reconsume = j, true
					break
				}
				ps.checkURLUnit(c, p)
				set := setQuery
				if special {
					set = setSpecialQuery
				}
				query = appendEncoded(query, in[p:p+size], set)
			}
		case stFragment:
			if j := plainRun(in, p, plainFragment); j > p {
				fragment = append(fragment, in[p:j]...)
				p, reconsume = j, true
			} else if c != -1 {
				ps.checkURLUnit(c, p)
				fragment = appendEncoded(fragment, in[p:p+size], setFragment)
			}
		}
		if reconsume {
			continue
		}
		if p >= len(in) {
			break
		}
		p += size
	}
	if url.OpaquePath {
		pth = opaque
	}
	assemble(&url, user, pass, pth, query, fragment)
	return url, nil
}

// assemble serializes url (#concept-url-serializer) with the components
// built in the byte slices (user and pass nil: url's own, copied from a
// base), into one string, and points the URL's strings into it: one
// allocation for the whole record.
func assemble(url *URL, user, pass, pth, query, fragment []byte) {
	if user == nil {
		user = []byte(url.Username)
	}
	if pass == nil {
		pass = []byte(url.Password)
	}
	var arr [256]byte
	out := arr[:0]
	type span struct{ start, end int }
	var sch, us, pw, host, pa, q, f span
	add := func(sp *span, b []byte) {
		sp.start = len(out)
		out = append(out, b...)
		sp.end = len(out)
	}
	add(&sch, []byte(url.Scheme))
	out = append(out, ':')
	if url.Host.Kind != HostNull {
		out = append(out, "//"...)
		if len(user) > 0 || len(pass) > 0 {
			add(&us, user)
			if len(pass) > 0 {
				out = append(out, ':')
				add(&pw, pass)
			}
			out = append(out, '@')
		}
		host.start = len(out)
		out = url.Host.appendTo(out)
		host.end = len(out)
		if url.Port >= 0 {
			out = strconv.AppendInt(append(out, ':'), int64(url.Port), 10)
		}
	} else if !url.OpaquePath && len(pth) > 1 && pth[0] == '/' && pth[1] == '/' {
		out = append(out, "/."...)
	}
	add(&pa, pth)
	if url.HasQuery {
		out = append(out, '?')
		add(&q, query)
	}
	if url.HasFragment {
		out = append(out, '#')
		add(&f, fragment)
	}
	href := string(out)
	sub := func(sp span) string { return href[sp.start:sp.end] }
	url.Scheme, url.Username, url.Password = sub(sch), sub(us), sub(pw)
	if url.Host.Kind == HostDomain || url.Host.Kind == HostOpaque {
		url.Host.Name = sub(host)
	}
	url.Path, url.Query, url.Fragment = sub(pa), sub(q), sub(f)
	url.href = href
}

// Plain runs: bytes a state appends unchanged and without a validation
// error, and that end no component (ASCII URL code points outside the
// state's percent-encode set but for the delimiters the state looks for).
const (
	plainPath uint8 = 1 << iota
	plainQuery
	plainFragment
	plainAuthority // all but the ends of the authority state
	plainHost      // all but the ends of the host states and brackets
)

var plainTable = func() (t [256]uint8) {
	for b := 0; b < 0x100; b++ {
		if !strings.ContainsRune("@/\\?#", rune(b)) {
			t[b] |= plainAuthority
		}
		if !strings.ContainsRune(":/\\?#[]", rune(b)) {
			t[b] |= plainHost
		}
		if b >= 0x80 || !isURLCodePoint(rune(b)) {
			continue
		}
		if encodeTable[b]&setPath == 0 && !strings.ContainsRune("/\\?#%", rune(b)) {
			t[b] |= plainPath
		}
		// ' is in the special-query set: not plain for either query.
		if encodeTable[b]&setSpecialQuery == 0 && !strings.ContainsRune("#%", rune(b)) {
			t[b] |= plainQuery
		}
		if encodeTable[b]&setFragment == 0 && b != '%' {
			t[b] |= plainFragment
		}
	}
	return t
}()

// plainRun returns the end of the run of plain bytes of kind at in[p:].
func plainRun(in string, p int, kind uint8) int {
	j := p
	for j < len(in) && plainTable[in[j]]&kind != 0 {
		j++
	}
	return j
}

// schemeString returns the scheme in buf, without allocating for the
// special schemes.
func schemeString(buf []byte) string {
	switch string(buf) {
	case "http":
		return "http"
	case "https":
		return "https"
	case "file":
		return "file"
	case "ftp":
		return "ftp"
	case "ws":
		return "ws"
	case "wss":
		return "wss"
	}
	return string(buf)
}
