package semantic

import (
	"strconv"
	"strings"
)

// Text is one typed part of a parsed input: its raw text as written, its
// percent-decoding, and its span, the half-open byte range [Start, End) of
// the input it was taken from (Raw == Input[Start:End]).
type Text struct {
	Raw string
	// Decoded is Raw with every "%" HEX HEX triplet replaced by the byte it
	// encodes, bytes as they come (no UTF-8 check, no "+" to space); a "%"
	// that does not start a triplet is kept.
	Decoded    string
	Start, End int
}

// HostKind names which alternative of its grammar's host rule a host
// matched, after the spec's own rule names.
type HostKind int

const (
	// RegName is a registry-based authority or host: reg-name of RFC 2396
	// §3.2.1, draft-fielding-uri-rfc2396bis-01 §3.2.1 and RFC 3986 §3.2.2.
	RegName HostKind = iota + 1
	// Hostname is a fully qualified domain name: hostname of the 1993 draft
	// (§BNF-syntax, and its AFS cellname), RFC 1738 §5, url-syntax-05
	// §4.3.1, RFC 2396 §3.2.2 and 2396bis-01 §3.2.2.
	Hostname
	// HostNumber is a dotted-decimal address: hostnumber of the 1993 draft,
	// RFC 1738 §5 and url-syntax-05 §4.3.1.
	HostNumber
	// IPv4 is IPv4address of RFC 2396 §3.2.2 (and its RFC 2732 form),
	// 2396bis-01 §3.2.2 and RFC 3986 §3.2.2.
	IPv4
	// IPv6Reference is "[" IPv6address "]": IPv6reference of RFC 2732 §3
	// (rfc2396's -2732 start rules) and 2396bis-01 §3.2.2.
	IPv6Reference
	// IPLiteral is an IP-literal holding an IPv6address (RFC 3986 §3.2.2).
	IPLiteral
	// IPvFuture is an IP-literal holding an IPvFuture (RFC 3986 §3.2.2).
	IPvFuture
	// DomainString is a valid-domain-string of the URL Standard (§3.4), the
	// host of a special URL that is no IPv4 address.
	DomainString
	// IPv4String is a valid-IPv4-address-string of the URL Standard (§3.4).
	IPv4String
	// IPv6String is "[" valid-IPv6-address-string "]" of the URL Standard
	// (§3.4), in a valid-host-string or a valid-opaque-host-string.
	IPv6String
	// OpaqueHostString is the other valid-opaque-host-string of the URL
	// Standard (§3.4), the host of a URL that is not special.
	OpaqueHostString
)

var hostKindNames = map[HostKind]string{
	RegName: "reg-name", Hostname: "hostname", HostNumber: "hostnumber", IPv4: "IPv4address",
	IPv6Reference: "IPv6reference", IPLiteral: "IP-literal", IPvFuture: "IPvFuture",
	DomainString: "valid-domain-string", IPv4String: "valid-IPv4-address-string", IPv6String: "valid-IPv6-address-string",
	OpaqueHostString: "valid-opaque-host-string",
}

// String returns the grammar rule name of k.
func (k HostKind) String() string {
	if s, ok := hostKindNames[k]; ok {
		return s
	}
	return "HostKind(" + strconv.Itoa(int(k)) + ")"
}

// Host is a host with the kind of host its grammar says it is.
type Host struct {
	Text
	Kind HostKind
}

// Port is a port. A nil *Port is absent (no ":" before it); Raw == "" is
// present but empty (RFC 2396 §3.2.2, url-syntax-05 §4.3.1 and RFC 3986
// §3.2.3 allow port = *digit). Number is its decimal value; HasNumber is
// false when it is empty or does not fit an int (the grammars set no upper
// bound on *digit).
type Port struct {
	Text
	Number    int
	HasNumber bool
}

// Segment is one path segment and, where the grammar gives segments
// parameters (";" param in url-syntax-05 §4.3.2 and RFC 2396 §3.3), its
// params without their ";".
type Segment struct {
	Text
	Params []Text
}

// Path is a path and its segments. Segments are the segment rules of the
// grammar (RFC 3986 §3.3 segment, segment-nz, segment-nz-nc; RFC 2396 and
// 2396bis-01 rel-segment and segment; RFC 1738 fsegment, hsegment,
// psegment; RFC 1808 fsegment and segment), or, where the grammar defines the
// path without a segment rule (the 1993 draft's recursive path, RFC 1808),
// its "/"-separated pieces. Segments is nil for a path the grammar does not
// divide (RFC 1738 gopher, nntp, wais, mailto, news and a generic urlpath).
type Path struct {
	Text
	Segments []Segment
	// Params are RFC 1808's params (§2.1 "<params>", §2.4.4): they follow the
	// whole path, not one segment, and are not part of Raw.
	Params []Text
}

// Directive is one "keywd=value" of an rfc2141bis-03 urn-query (§2.3).
type Directive struct {
	Keyword, Value Text
}

// URN holds the parts of a URN. For a start rule that is only one part
// (NID, NSS, a directive, an r-, q- or f-component), only that part is set.
type URN struct {
	NID, NSS Text
	// Directives are the directives of an rfc2141bis-03 urn-query, in
	// order (§2.3).
	Directives []Directive
	// RComponent and QComponent are RFC 8141's r- and q-components (§2.3.1,
	// §2.3.2), without their "?+" and "?=". RFC 8141 gives the q-component
	// no inner syntax, so Directives stays nil; the q-component is also the
	// Typed.Query, and the f-component the Typed.Fragment.
	RComponent, QComponent *Text
}

// NamedText is a dialect-specific part (the Parts of Split) with its
// decoding.
type NamedText struct {
	Rule string
	Text
}

// Typed is the typed view of a parsed input. A nil field is absent (its
// delimiter is not there); a field with Raw == "" is present but empty.
type Typed struct {
	Scheme *Text
	// Authority is the whole authority (site, net_loc, login, hostport,
	// cellname) after "//"; its parts follow.
	Authority *Text
	// Userinfo is the text before "@". User and Password are set where the
	// grammar splits it (RFC 1738 §3.1 and url-syntax-05 §4.3.1 user [ ":"
	// password ]; the 1993 draft's telnet user).
	Userinfo       *Text
	User, Password *Text
	Host           *Host
	Port           *Port
	Path           *Path
	// Opaque is the opaque part of an opaque URI (RFC 2396 and 2396bis-01
	// §3 opaque-part, url-syntax-05 §4.2 opaque-URL); Path is nil then.
	Opaque *Text
	// Query is the query, or the search part of the 1993 draft and RFC 1738.
	Query    *Text
	Fragment *Text
	URN      *URN
	// Parts are u.Parts with their decodings: the per-scheme parts of RFC
	// 1738 and the 1993 draft (ftp type, gopher selector and gopher+ string,
	// prospero fieldspecs, wais type, ...) and every other dialect's parts.
	Parts []NamedText
}

// typedDecode percent-decodes s, bytes as they come.
func typedDecode(s string) string {
	if !strings.Contains(s, "%") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) && typedIsHex(s[i+1]) && typedIsHex(s[i+2]) {
			v, _ := strconv.ParseUint(s[i+1:i+3], 16, 8)
			b.WriteByte(byte(v))
			i += 2
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

func typedIsHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

// Typed returns the typed view of u: its components with their kinds
// (host kind, port number), path segments and parameters, user and password,
// the parts of a URN, each with its raw text, its decoding and its span. It
// is read from the same record as Components and Parts, so the views agree.
func (u *URI) Typed() *Typed {
	r := u.record()
	return r.typed(u.Input, u.details())
}

// recomposer writes the parts of a Typed back with the delimiters of the
// dialect's grammar.
type recomposer struct {
	in string
	b  strings.Builder
}

// text writes t's raw text.
func (r *recomposer) text(t *Text) { r.b.WriteString(t.Raw) }

// lit writes a delimiter of the grammar. A quoted ABNF string is
// case-insensitive (RFC 5234 §2.3), so a literal with letters (";type=" of
// RFC 1738) is written as the input spells it when the input has it, in
// some case, right there; otherwise the literal as the grammar writes it,
// which then differs from the input.
func (r *recomposer) lit(s string) {
	at := r.b.Len()
	if at+len(s) <= len(r.in) && strings.EqualFold(r.in[at:at+len(s)], s) {
		s = r.in[at : at+len(s)]
	}
	r.b.WriteString(s)
}

// opt writes delim and t when t is present.
func (r *recomposer) opt(delim string, t *Text) {
	if t != nil {
		r.lit(delim)
		r.text(t)
	}
}

// authority writes [ userinfo "@" ] host [ ":" port ] (RFC 1738 §3.1,
// url-syntax-05 §4.3.1, RFC 2396 §3.2.2, 2396bis-01 §3.2.2, RFC 3986
// §3.2), or an authority the grammar does not divide (RFC 1808 net_loc,
// §2.1; an empty server) as it is.
func (r *recomposer) authority(t *Typed) {
	if t.Userinfo == nil && t.Host == nil && t.Port == nil {
		if t.Authority != nil {
			r.text(t.Authority)
		}
		return
	}
	switch {
	case t.User != nil:
		r.text(t.User)
		r.opt(":", t.Password)
		r.lit("@")
	case t.Userinfo != nil:
		r.text(t.Userinfo)
		r.lit("@")
	}
	if t.Host != nil {
		r.text(&t.Host.Text)
	}
	if t.Port != nil {
		r.opt(":", &t.Port.Text)
	}
}

// Recompose rebuilds the input from the typed parts of u and the
// delimiters its dialect's grammar puts between them; for every valid input
// it equals u.Input. The per-scheme parts of RFC 1738 that the typed fields
// do not hold (ftp ";type=", the gopher+ string, prospero fieldspecs) are
// taken from Typed.Parts.
func (u *URI) Recompose() string {
	x := u.Dialect.x
	if x == nil || x.recompose == nil {
		return u.Input
	}
	r := &recomposer{in: u.Input}
	x.recompose(r, u, u.Typed())
	return r.b.String()
}

// hier writes a reference of the generic syntax (url-syntax-05, RFC 2396,
// 2396bis-01, RFC 3986), or the authority alone for the start rules that are
// one (RFC 2396 server, RFC 3986 IPv4address and IPv6address).
func (r *recomposer) hier(u *URI, t *Typed) {
	switch u.Production {
	case "IPv4address", "IPv6address", "IP-literal-6874", "IPv6addrz":
		// RFC 3986's address start rules: the address is their one part.
		r.text(&t.Parts[0].Text)
		return
	case "hostport", "hostport-2732", "server", "server-2732":
		// RFC 2396's server start rules: an authority alone.
		r.authority(t)
		return
	}
	if t.Opaque != nil {
		// absolute-URI = scheme ":" opaque-part (RFC 2396 and 2396bis-01
		// §3): the opaque part holds whatever the split calls path and query.
		r.text(t.Scheme)
		r.lit(":")
		r.text(t.Opaque)
		r.opt("#", t.Fragment)
		return
	}
	r.generic(t, func() {
		if t.Path != nil {
			r.text(&t.Path.Text)
		}
	})
}

// generic writes [ scheme ":" ] [ "//" authority ] path [ "?" query ]
// [ "#" fragment ] (RFC 1808 §2.1, url-syntax-05 §3 and §4.3, RFC 2396 §3
// and §4, 2396bis-01 §3 and §4, RFC 3986 §3 and §4.2).
func (r *recomposer) generic(t *Typed, path func()) {
	if t.Scheme != nil {
		r.text(t.Scheme)
		r.lit(":")
	}
	if t.Authority != nil {
		r.lit("//")
		r.authority(t)
	}
	path()
	r.opt("?", t.Query)
	r.opt("#", t.Fragment)
}

// urn writes a URN (RFC 2141 §2 "urn:" NID ":" NSS; rfc2141bis-03 §2
// scheme ":" NID ":" NSS [ "?" urn-query ] [ "#" fragment ]; RFC 8141 §2
// "urn" ":" NID ":" NSS [ "?+" r ] [ "?=" q ] [ "#" f ]) or the part that
// its start rule names.
func (r *recomposer) urn(u *URI, t *Typed) {
	rule := u.StartRule
	n := t.URN
	directives := func() {
		for i, d := range n.Directives { // §2.3 directive *( "&" directive )
			if i > 0 {
				r.lit("&")
			}
			r.text(&d.Keyword)
			r.lit("=")
			r.text(&d.Value)
		}
	}
	switch rule {
	case "NID":
		r.text(&n.NID)
		return
	case "NSS":
		r.text(&n.NSS)
		return
	case "urn-query", "directive":
		directives()
		return
	case "r-component":
		r.text(n.RComponent)
		return
	case "q-component":
		r.text(n.QComponent)
		return
	case "f-component":
		r.text(t.Fragment)
		return
	}
	if t.Scheme != nil {
		r.text(t.Scheme)
		r.lit(":")
	}
	r.text(&n.NID)
	r.lit(":")
	r.text(&n.NSS)
	if n.Directives != nil {
		r.lit("?")
		directives()
	}
	r.opt("?+", n.RComponent)
	r.opt("?=", n.QComponent)
	if rule != "assigned-name" {
		r.opt("#", t.Fragment)
	}
}
