package whatwg

import (
	"strconv"
	"strings"
)

// HostKind says which of the hosts of url.bs §3.1 "Host representation"
// (#concept-host) a Host is, or that the URL's host is null.
type HostKind uint8

const (
	HostNull   HostKind = iota // the URL's host is null
	HostDomain                 // #concept-domain
	HostIPv4                   // #concept-ipv4
	HostIPv6                   // #concept-ipv6
	HostOpaque                 // #opaque-host
	HostEmpty                  // #empty-host
)

// Host is a host (url.bs #concept-host): a domain or opaque host in Name, an
// IPv4 address in IPv4, an IPv6 address's pieces in IPv6, or the empty host.
type Host struct {
	Kind HostKind
	Name string
	IPv4 uint32
	IPv6 [8]uint16
}

// String is the host serializer (#concept-host-serializer); "" for null.
func (h Host) String() string {
	switch h.Kind {
	case HostIPv4:
		return string(appendIPv4(nil, h.IPv4))
	case HostIPv6:
		b := append(make([]byte, 0, 41), '[')
		return string(append(appendIPv6(b, &h.IPv6), ']'))
	}
	return h.Name
}

func (h *Host) appendTo(dst []byte) []byte {
	switch h.Kind {
	case HostIPv4:
		return appendIPv4(dst, h.IPv4)
	case HostIPv6:
		return append(appendIPv6(append(dst, '['), &h.IPv6), ']')
	}
	return append(dst, h.Name...)
}

// appendIPv4 is the IPv4 serializer (#concept-ipv4-serializer).
func appendIPv4(dst []byte, n uint32) []byte {
	dst = strconv.AppendUint(dst, uint64(n>>24), 10)
	dst = append(dst, '.')
	dst = strconv.AppendUint(dst, uint64(n>>16&255), 10)
	dst = append(dst, '.')
	dst = strconv.AppendUint(dst, uint64(n>>8&255), 10)
	dst = append(dst, '.')
	return strconv.AppendUint(dst, uint64(n&255), 10)
}

// appendIPv6 is the IPv6 serializer (#concept-ipv6-serializer), with the
// compressed piece index of #find-the-ipv6-address-compressed-piece-index.
func appendIPv6(dst []byte, a *[8]uint16) []byte {
	compress := -1
	longestSize := 1
	foundIndex, foundSize := -1, 0
	for i, p := range a {
		if p != 0 {
			if foundSize > longestSize {
				compress, longestSize = foundIndex, foundSize
			}
			foundIndex, foundSize = -1, 0
			continue
		}
		if foundIndex < 0 {
			foundIndex = i
		}
		foundSize++
	}
	if foundSize > longestSize {
		compress = foundIndex
	}
	ignore0 := false
	for i, p := range a {
		if ignore0 && p == 0 {
			continue
		}
		ignore0 = false
		if compress == i {
			if i == 0 {
				dst = append(dst, "::"...)
			} else {
				dst = append(dst, ':')
			}
			ignore0 = true
			continue
		}
		dst = strconv.AppendUint(dst, uint64(p), 16)
		if i != 7 {
			dst = append(dst, ':')
		}
	}
	return dst
}

// URL is a URL record (url.bs §4.1 "URL representation", #concept-url).
//
// Path holds the URL's path serialized (#url-path-serializer): a list of
// segments is "/" before each segment ("" is the empty list, "/" the list
// of one empty segment), an opaque path is itself (OpaquePath true).
// Port is -1 for null. HasQuery and HasFragment say the query and fragment
// are non-null.
type URL struct {
	Scheme      string
	Username    string
	Password    string
	Host        Host
	Port        int
	Path        string
	OpaquePath  bool
	Query       string
	HasQuery    bool
	Fragment    string
	HasFragment bool

	// href is the serialization Parse built the record in, "" for a URL
	// made otherwise; Href returns it.
	href string
}

// specialPorts: url.bs §4.2 "URL miscellaneous" (#special-scheme), the
// special schemes and their default ports (-1: null).
func defaultPort(scheme string) (port int, special bool) {
	switch scheme {
	case "ftp":
		return 21, true
	case "file":
		return -1, true
	case "http", "ws":
		return 80, true
	case "https", "wss":
		return 443, true
	}
	return -1, false
}

func isSpecialScheme(s string) bool { _, sp := defaultPort(s); return sp }

// IsSpecial reports whether u is special (#is-special).
func (u *URL) IsSpecial() bool { return isSpecialScheme(u.Scheme) }

// IncludesCredentials: #include-credentials.
func (u *URL) IncludesCredentials() bool { return u.Username != "" || u.Password != "" }

// Href is the URL serializer (url.bs §4.5, #concept-url-serializer). For a
// URL that Parse returned it is the string the record was built in (no
// allocation): such a URL is a value to read, not to change field by field
// (Serialize serializes the fields as they are).
func (u *URL) Href() string {
	if u.href != "" {
		return u.href
	}
	return u.Serialize(false)
}

// Serialize is the URL serializer with exclude fragment.
func (u *URL) Serialize(excludeFragment bool) string {
	return string(u.appendHref(make([]byte, 0, u.hrefLen()), excludeFragment))
}

func (u *URL) hrefLen() int {
	return len(u.Scheme) + len(u.Username) + len(u.Password) + len(u.Host.Name) + len(u.Path) +
		len(u.Query) + len(u.Fragment) + 16
}

func (u *URL) appendHref(out []byte, excludeFragment bool) []byte {
	out = append(append(out, u.Scheme...), ':')
	if u.Host.Kind != HostNull {
		out = append(out, "//"...)
		if u.IncludesCredentials() {
			out = append(out, u.Username...)
			if u.Password != "" {
				out = append(append(out, ':'), u.Password...)
			}
			out = append(out, '@')
		}
		out = u.Host.appendTo(out)
		if u.Port >= 0 {
			out = strconv.AppendInt(append(out, ':'), int64(u.Port), 10)
		}
	} else if !u.OpaquePath && strings.HasPrefix(u.Path, "//") {
		// A null host, a path of more than one segment whose first is
		// empty: "/." keeps the path from reading as a host.
		out = append(out, "/."...)
	}
	out = append(out, u.Path...)
	if u.HasQuery {
		out = append(append(out, '?'), u.Query...)
	}
	if !excludeFragment && u.HasFragment {
		out = append(append(out, '#'), u.Fragment...)
	}
	return out
}

// Equal is URL equivalence (url.bs §4.6, #concept-url-equals): the
// serializations are the same, the fragments left out when
// excludeFragments.
func Equal(a, b *URL, excludeFragments bool) bool {
	return a.Serialize(excludeFragments) == b.Serialize(excludeFragments)
}

// The getters of the URL class (url.bs §6.1, #dom-url-href and after).

// Protocol is the scheme and ":" (#dom-url-protocol).
func (u *URL) Protocol() string { return u.Scheme + ":" }

// HostPort is the host getter (#dom-url-host): "" for a null host, the host
// serialized and ":" and the port when the port is non-null.
func (u *URL) HostPort() string {
	if u.Host.Kind == HostNull {
		return ""
	}
	if u.Port < 0 {
		return u.Host.String()
	}
	return u.Host.String() + ":" + strconv.Itoa(u.Port)
}

// Hostname is the hostname getter (#dom-url-hostname).
func (u *URL) Hostname() string { return u.Host.String() }

// PortString is the port getter (#dom-url-port).
func (u *URL) PortString() string {
	if u.Port < 0 {
		return ""
	}
	return strconv.Itoa(u.Port)
}

// Pathname is the pathname getter (#dom-url-pathname): the URL path serializer.
func (u *URL) Pathname() string { return u.Path }

// Search is the search getter (#dom-url-search).
func (u *URL) Search() string {
	if !u.HasQuery || u.Query == "" {
		return ""
	}
	return "?" + u.Query
}

// Hash is the hash getter (#dom-url-hash).
func (u *URL) Hash() string {
	if !u.HasFragment || u.Fragment == "" {
		return ""
	}
	return "#" + u.Fragment
}

// Origin is the serialization of the URL's origin (url.bs §4.7 #concept-url-origin,
// HTML's serialization of an origin): "null" for an opaque origin.
func (u *URL) Origin() string {
	switch u.Scheme {
	case "blob":
		// The blob URL entry is not kept (doc.go): the path URL's origin
		// when it parses and is http(s).
		p, _, err := Parse(u.Path, nil)
		if err == nil && (p.Scheme == "http" || p.Scheme == "https") {
			return p.Origin()
		}
		return "null"
	case "ftp", "http", "https", "ws", "wss":
		o := u.Scheme + "://" + u.Host.String()
		if u.Port >= 0 {
			o += ":" + strconv.Itoa(u.Port)
		}
		return o
	}
	return "null"
}
