package semantic

import (
	"strings"
)

// The normalizations of the four URL dialects, as phases (normalize.go).

// schemeRule is what RFC 1738 §3 states of a scheme it defines: the default
// port ("If :<port> is omitted, the port defaults to ..."), the path an
// empty one stands for, and whether "localhost" is the empty host.
type schemeRule struct {
	port string
	// emptyPath replaces an empty path; with slashIsEmpty also a path "/".
	emptyPath    string
	slashIsEmpty bool
	localhost    bool
}

// rfc1738Schemes are the schemes RFC 1738 §3 defines with a rule the scheme
// level applies, each with the section that gives it. rfc2396bis-01 §6.2.3
// and url-syntax-05 §6 defer the equivalences to "the defining specification
// for each scheme", and both leave those of RFC 1738 in force (url-syntax-05
// and rfc2396bis-01 §1: "It excludes those portions of RFC 1738 that defined
// the specific syntax of individual URL schemes; those portions will be
// updated as separate documents"; erratum N4 of rfc2396bis-01, N3 of
// url-syntax-05). rfc1738-zh.txt is a translation; the quotes are the words
// of RFC 1738 it renders, as in grammar/rfc1738.
var rfc1738Schemes = map[string]schemeRule{
	// §3.2 "If :<port> is omitted, the port defaults to 21."
	"ftp": {port: "21"},
	// §3.3 "If :<port> is omitted, the port defaults to 80" (rfc2396bis-01
	// §6.2.3: "the default TCP port for HTTP (port 80)"); "If neither <path>
	// nor <searchpart> is present, the "/" may also be omitted."
	"http": {port: "80", emptyPath: "/"},
	// §3.4.1 "If :<port> is omitted, the port defaults to 70"; "The
	// <gopher-path> may also be entirely empty, in which case the delimiting
	// "/" is also optional and the <gophertype> defaults to "1"."
	"gopher": {port: "70", emptyPath: "/1", slashIsEmpty: true},
	// §3.7 "If :<port> is omitted, the port defaults to 119."
	"nntp": {port: "119"},
	// §3.8 "the final "/" character may be omitted. If :<port> is omitted,
	// the port defaults to 23."
	"telnet": {port: "23", emptyPath: "/"},
	// §3.9 "If :<port> is omitted, the port defaults to 210."
	"wais": {port: "210"},
	// §3.11 "If :<port> is omitted, the port defaults to 1525."
	"prospero": {port: "1525"},
	// §3.10 "As a special case, <host> can be the string "localhost" or the
	// empty string; this is interpreted as `the machine from which the URL
	// is being interpreted'." (rfc2396bis-01 §3.2.2: "the "file" URI scheme
	// defaults to "localhost"").
	"file": {localhost: true},
}

// urlSchemePhases are the scheme level of rfc1738, url-syntax-05 and
// rfc2396bis-01, run after their syntax level (the scheme is in lower case).
var urlSchemePhases = []phase{
	// url-syntax-05 §6 and rfc2396bis-01 §6.2.3: "a URL with an explicit
	// ":port", where the port is the default for the scheme, is equivalent to
	// one where the port is elided". An empty port (url-syntax-05 and
	// rfc2396bis-01: port = *digit) gives no port number, and "If the port
	// is omitted, the default port number is assumed" (url-syntax-05 §4.3.1;
	// rfc2396bis-01 §3.2.2 "If no explicit port number is given, the default
	// port number, as defined by the URI scheme, is assumed"), so it is
	// elided for every scheme (url-syntax-05 §F.3; rfc2396bis-01 §6.2.3 for
	// http: "an empty port component as being equivalent to the default TCP
	// port").
	{name: "default port", edits: func(u *URI) []edit {
		_, end, ok := authoritySpan(u)
		c := u.texts()
		if !ok || c.Port == nil || *c.Port != "" && !isDefaultPort(*c.Scheme, *c.Port) {
			return nil
		}
		colon := end - len(*c.Port) - len(":")
		if u.Input[colon] != ':' {
			return nil
		}
		return []edit{{colon, end, ""}}
	}},
	{name: "empty path", edits: func(u *URI) []edit {
		_, end, ok := authoritySpan(u)
		if !ok {
			return nil
		}
		r := rfc1738Schemes[*u.texts().Scheme]
		stop := len(u.Input)
		if f := u.texts().Fragment; f != nil {
			stop -= len("#") + len(*f)
		}
		// Neither a path nor a search part (a query) follows the host.
		if tail := u.Input[end:stop]; r.emptyPath == "" || tail != "" && !(r.slashIsEmpty && tail == "/") {
			return nil
		}
		return []edit{{end, stop, r.emptyPath}}
	}},
	{name: "localhost", edits: func(u *URI) []edit {
		// RFC 1738 §5 fileurl = "file://" [ host | "localhost" ] "/" fpath:
		// a quoted literal, "which may be upper and/or lower case" (RFC 822
		// §2.1; rfc1738 erratum N4).
		start, end, ok := authoritySpan(u)
		if !ok || !rfc1738Schemes[*u.texts().Scheme].localhost || !strings.EqualFold(*u.texts().Authority, "localhost") {
			return nil
		}
		return []edit{{start, end, ""}}
	}},
	// RFC 1738 §3.5: a mailto URL holds "(the encoding of an) addr-spec, as
	// specified in RFC 822", whose §3.4.7 keeps the case of the local-part
	// (except "Postmaster") and of a domain-literal's dtext only: the domain
	// of an address with one unencoded "@" and no escape after it is written
	// in lower case, and a local-part "Postmaster" in any case as
	// "postmaster" (rfc1738 erratum N5).
	{name: "mailto address", edits: func(u *URI) []edit {
		c := u.texts()
		p := u.Components.Path
		if c.Scheme == nil || *c.Scheme != "mailto" || c.Path == nil || strings.Count(*c.Path, "@") != 1 {
			return nil
		}
		local, domain, _ := strings.Cut(*c.Path, "@")
		var edits []edit
		if strings.EqualFold(local, "postmaster") && local != "postmaster" {
			edits = append(edits, edit{p.Start, p.Start + len(local), "postmaster"})
		}
		if at := p.Start + len(local) + len("@"); !strings.Contains(domain, "%") && lowerASCII(domain) != domain {
			edits = append(edits, edit{at, p.End, lowerASCII(domain)})
		}
		return edits
	}},
}

// isDefaultPort reports whether the non-empty port, a port number in decimal
// (RFC 1738 §3.1 "Another port number may optionally be supplied, in
// decimal"; url-syntax-05 §4.3.1; rfc2396bis-01 and RFC 2396 §3.2.2), is the
// default RFC 1738 §3 gives scheme: its value is compared, so "080" is the
// default of http; leading zeros are no part of the number (RFC 3986 §3.2.3:
// "if its value would be the same as that of the scheme's default"). A
// scheme without a default has none.
func isDefaultPort(scheme, port string) bool {
	def := rfc1738Schemes[scheme].port
	return def != "" && strings.TrimLeft(port, "0") == def
}

// authoritySpan returns the span of the authority (site, login) of an
// absolute form scheme "://" authority ..., or ok == false when u has none.
func authoritySpan(u *URI) (start, end int, ok bool) {
	c := u.texts()
	if c.Scheme == nil || c.Authority == nil || !strings.HasPrefix(u.Input[len(*c.Scheme):], "://") {
		return 0, 0, false
	}
	start = len(*c.Scheme) + len("://")
	end = start + len(*c.Authority)
	if end > len(u.Input) || u.Input[start:end] != *c.Authority {
		return 0, 0, false
	}
	return start, end, true
}
