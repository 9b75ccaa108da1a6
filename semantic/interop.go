package semantic

import (
	"errors"
	"fmt"
	"net/netip"
	"net/url"
	"strings"
)

// ErrNotRepresentable is matched (errors.Is) by a *NotRepresentableError:
// the input is valid, but a *url.URL cannot hold it exactly.
var ErrNotRepresentable = errors.New(msgNotRepresentable)

// ErrNoURLForm is wrapped by URI.URL and FromURL for a dialect whose
// components are not those of net/url (see URI.URL).
var ErrNoURLForm = errors.New(msgNoURLForm)

// ErrNotIP is wrapped by HostAddr when the host is not an IP address.
var ErrNotIP = errors.New(msgNotIP)

// NotRepresentableError says which component of a valid input a *url.URL
// cannot hold exactly, and why.
type NotRepresentableError struct {
	Dialect Dialect
	Input   string
	// Component is the component at fault: ComponentUserinfo,
	// ComponentHost, ComponentPort, ComponentPath, ComponentFragment,
	// ComponentAuthority, ComponentScheme, ComponentQuery, ComponentOpaque
	// or ComponentURL (the whole).
	Component Component
	Reason    string
}

func (e *NotRepresentableError) Error() string {
	return fmt.Sprintf(msgNotRepresentableAt, e.Dialect, e.Input, e.Component, e.Reason)
}

func (e *NotRepresentableError) Is(target error) bool { return target == ErrNotRepresentable }

// notReference are the start rules of those dialects whose inputs are
// parts of a reference, not references: an authority (RFC 2396 server, as
// java.net.URI's parseServerAuthority reads it) or an address (RFC 3986
// §3.2.2, RFC 6874 §2).
var notReference = map[string]bool{
	"server": true, "server-2732": true, "IPv4address": true, "IPv6address": true,
	"IP-literal-6874": true, "IPv6addrz": true,
}

// urlDialect returns an error wrapping ErrNoURLForm when d is not one of
// the dialects net/url models.
func urlDialect(d Dialect) error {
	if _, err := lookup(d); err != nil {
		return err
	}
	if why := d.x.noURL; why != "" {
		return fmt.Errorf(msgNoURLFormIn, ErrNoURLForm, d, why)
	}
	return nil
}

// URL returns u as a *url.URL that holds it exactly: its String() is
// u.Input, byte for byte. The dialects are those whose references net/url
// models, the generic syntax (see each dialect's doc); an IRI is first
// mapped to its URI (RFC 3987 §3.1; String() is then that URI). The others
// give an error wrapping ErrNoURLForm that says why: URLs defined per
// scheme (a path without its "/", RFC 1738's ftp ";type=" beside the
// path), or a URN's parts (NID, NSS, RFC 8141's "?+" r-component and "?="
// q-component), which are none of net/url's and which it would read as one
// query "?+r?=q" (parse a URN with rfc3986 to have it as a URI).
//
// The fields are those url.Parse gives: Path and Fragment decoded,
// RawPath and RawFragment when the input's encoding is not the one
// net/url would write, RawQuery as written, ForceQuery for an empty query
// ("http://a/?"), Opaque for the path of a URI with a scheme and no
// authority that does not begin with "/" ("mailto:a@b"), OmitHost for one
// that does ("f:/x"), Host decoded with its port (an RFC 6874 zone "%25en0"
// as "%en0"), User from the userinfo split at its first ":". The Scheme
// keeps its case (url.Parse lowers it). RFC 1808's params are part of
// Path, as RFC 2396 §3.3 made them.
//
// What a *url.URL cannot hold exactly gives a *NotRepresentableError
// (ErrNotRepresentable) naming the component: an empty fragment ("#",
// url.URL has no ForceFragment); a userinfo or host whose percent-encoding
// is not the one net/url writes (url.Userinfo and Host keep no raw form:
// "%41" would come back as "A"); an empty authority with an empty path
// ("f://", which String() writes "f:").
//
// Cost: linear in len(u.Input), with one url.Parse of it to check that
// net/url reads it back the same; it allocates the *url.URL and its
// strings (BenchmarkURL: about 1.2 us and 14 allocations for a URL of 48
// bytes).
func (u *URI) URL() (*url.URL, error) {
	if err := urlDialect(u.Dialect); err != nil {
		return nil, err
	}
	if notReference[u.StartRule] {
		return nil, fmt.Errorf(msgNoURLRule, ErrNoURLForm, u.Dialect, u.StartRule)
	}
	v := u
	if as := u.Dialect.x.asURI; as != nil {
		var err error
		if v, err = as(u); err != nil {
			return nil, err
		}
	}
	return v.netURL(u)
}

// netURL builds the *url.URL of u (orig is the URI the caller holds, for
// errors) and checks that it holds u exactly.
func (u *URI) netURL(orig *URI) (*url.URL, error) {
	in, c := u.Input, u.Components
	fail := func(component Component, format string, args ...any) (*url.URL, error) {
		return nil, &NotRepresentableError{Dialect: orig.Dialect, Input: orig.Input, Component: component,
			Reason: fmt.Sprintf(format, args...)}
	}
	// The path is what stands between the authority (or the scheme) and
	// the query or fragment: RFC 1808's params included.
	start, end := 0, len(in)
	switch {
	case c.Authority.Defined():
		start = c.Authority.End
	case c.Scheme.Defined():
		start = c.Scheme.End + len(":")
	}
	switch {
	case c.Query.Defined():
		end = c.Query.Start - len("?")
	case c.Fragment.Defined():
		end = c.Fragment.Start - len("#")
	}
	path := in[start:end]
	r := &url.URL{Scheme: c.Scheme.In(in)}
	if c.Authority.Defined() {
		userinfo, host, port, hasUser, hasPort := authorityParts(in, c)
		if hasUser {
			name, password, hasPassword := strings.Cut(userinfo, ":")
			dn, err1 := url.PathUnescape(name)
			dp, err2 := url.PathUnescape(password)
			if err := errors.Join(err1, err2); err != nil {
				return fail(ComponentUserinfo, msgReasonDecode, err)
			}
			r.User = url.User(dn)
			if hasPassword {
				r.User = url.UserPassword(dn, dp)
			}
			if w := r.User.String(); w != userinfo {
				return fail(ComponentUserinfo, msgReasonReencoded, w)
			}
		}
		dh, err := url.PathUnescape(host)
		if err != nil {
			return fail(ComponentHost, msgReasonDecode, err)
		}
		r.Host = dh
		if hasPort {
			r.Host += ":" + port
		}
		raw := host
		if hasPort {
			raw += ":" + port
		}
		if w := strings.TrimPrefix((&url.URL{Host: r.Host}).String(), "//"); w != raw {
			return fail(ComponentHost, msgReasonReencoded, w)
		}
	} else if c.Scheme.Defined() {
		if !strings.HasPrefix(path, "/") {
			r.Opaque = path // url.Parse's opaque form: "mailto:a@b"
			path = ""
		} else {
			r.OmitHost = true // "f:/x": no "//"
		}
	}
	if path != "" {
		dp, err := url.PathUnescape(path)
		if err != nil {
			return fail(ComponentPath, msgReasonDecode, err)
		}
		r.Path = dp
		if (&url.URL{Path: dp}).EscapedPath() != path {
			r.RawPath = path
		}
		if r.EscapedPath() != path {
			return fail(ComponentPath, msgReasonReencoded, r.EscapedPath())
		}
	}
	if c.Query.Defined() {
		r.RawQuery = c.Query.In(in)
		r.ForceQuery = r.RawQuery == ""
	}
	if c.Fragment.Defined() {
		raw := c.Fragment.In(in)
		if raw == "" {
			return fail(ComponentFragment, msgReasonEmptyFragment)
		}
		df, err := url.PathUnescape(raw)
		if err != nil {
			return fail(ComponentFragment, msgReasonDecode, err)
		}
		r.Fragment = df
		if (&url.URL{Fragment: df}).EscapedFragment() != raw {
			r.RawFragment = raw
		}
		if r.EscapedFragment() != raw {
			return fail(ComponentFragment, msgReasonReencoded, r.EscapedFragment())
		}
	}
	if s := r.String(); s != in {
		switch {
		case c.Authority.Defined() && c.Authority.Start == c.Authority.End:
			return fail(ComponentAuthority, msgReasonEmptyAuthority, s)
		case !c.Scheme.Defined() && !c.Authority.Defined() && strings.Contains(strings.SplitN(path, "/", 2)[0], ":"):
			return fail(ComponentPath, msgReasonColon, s)
		}
		return fail(ComponentURL, msgReasonReencoded, s)
	}
	// net/url must read the string back into the same fields: it takes a
	// scheme only when it begins with a letter (RFC 3986 §3.1; RFC 1808
	// §2.1 allows a digit), a "?" after "scheme:" always as a query (RFC
	// 2396 §3 reads it as part of an opaque_part), a port only as digits
	// (RFC 2396 §3.2.1 reg_name allows "h:-foo"), a host only without
	// percent-encoded US-ASCII.
	if c.Scheme.Defined() && !isAlpha(in[0]) {
		return fail(ComponentScheme, msgReasonSchemeLetter)
	}
	back, err := url.Parse(in)
	if err != nil {
		component := ComponentURL
		switch {
		case strings.Contains(err.Error(), "invalid port"):
			component = ComponentPort
		case strings.Contains(err.Error(), "invalid host"),
			strings.Contains(err.Error(), "invalid URL escape") && c.Authority.Defined():
			// An IPvFuture, an IPv6 address netip refuses, a host with a
			// percent-encoded US-ASCII character ("%2F").
			component = ComponentHost
		}
		return fail(component, msgReasonParse, err)
	}
	if f := urlFieldDiff(back, r); f != "" {
		return fail(f, msgReasonReadsOther, back)
	}
	return r, nil
}

// urlFieldDiff returns the component of the first field of a and b that
// net/url writes differently, or "".
func urlFieldDiff(a, b *url.URL) Component {
	switch {
	case !strings.EqualFold(a.Scheme, b.Scheme):
		return ComponentScheme
	case a.Opaque != b.Opaque:
		return ComponentOpaque
	case (a.User == nil) != (b.User == nil) || a.User.String() != b.User.String():
		return ComponentUserinfo
	case a.Host != b.Host:
		return ComponentHost
	case a.EscapedPath() != b.EscapedPath():
		return ComponentPath
	case a.RawQuery != b.RawQuery || a.ForceQuery != b.ForceQuery:
		return ComponentQuery
	case a.EscapedFragment() != b.EscapedFragment():
		return ComponentFragment
	}
	return ""
}

// authorityParts returns the userinfo, host and port of the authority of
// the input in, from its components where the dialect divides it, else
// from its text (RFC 1808 §2.1 net_loc, the "user:password@host:port" of
// RFC 1738 §3.1): the userinfo before its last "@", the port after the
// last ":" of the rest when only digits follow and no "]".
func authorityParts(in string, c Components) (userinfo, host, port string, hasUser, hasPort bool) {
	if c.Host.Defined() {
		return c.Userinfo.In(in), c.Host.In(in), c.Port.In(in), c.Userinfo.Defined(), c.Port.Defined()
	}
	a := c.Authority.In(in)
	if i := strings.LastIndexByte(a, '@'); i >= 0 {
		userinfo, a, hasUser = a[:i], a[i+1:], true
	}
	if i := strings.LastIndexByte(a, ':'); i >= 0 && strings.Trim(a[i+1:], "0123456789") == "" {
		return userinfo, a[:i], a[i+1:], hasUser, true
	}
	return userinfo, a, "", hasUser, false
}

// FromURL returns r's string (r.String()) parsed under dialect d, after
// checking that net/url reads that string back into r: a *url.URL whose
// fields String() does not preserve (a Path without "/" after a Host, an
// Opaque beside a Host, a Path of a URL with a Scheme that begins with
// "//") gives a *NotRepresentableError. The dialects are those of URI.URL
// (see each dialect's doc).
// An invalid string gives the *Error of Parse, and a nil r an error.
//
// Options: those of Parse.
//
// Cost: r.String(), one url.Parse and one Parse of the string, each linear
// in its length.
func FromURL(d Dialect, r *url.URL, opts ...Option) (URI, error) {
	if err := urlDialect(d); err != nil {
		return URI{}, err
	}
	if r == nil {
		return URI{}, fmt.Errorf(msgNilURL, d)
	}
	s := r.String()
	back, err := url.Parse(s)
	if err != nil || !sameURL(r, back) {
		return URI{}, &NotRepresentableError{Dialect: d, Input: s, Component: ComponentURL, Reason: msgReasonReadBack}
	}
	return Parse(d, s, opts...)
}

// sameURL reports whether a and b are the same URL for net/url: the
// fields url.Parse fills, compared as it writes them (a scheme without
// regard to case, which url.Parse lowers; the escaped path and fragment).
func sameURL(a, b *url.URL) bool { return urlFieldDiff(a, b) == "" }

// HostAddr returns the host of u as a netip.Addr where its grammar says
// it is an IP address: IPv4address (RFC 2396 and RFC 3986 §3.2.2), the
// hostnumber of RFC 1738 §5 and url-syntax-05 §4.3.1 where it is one (its
// digits are not bounded by 255 there), an IP-literal holding an
// IPv6address (RFC 3986 §3.2.2; RFC 2732's IPv6reference), with its zone
// for RFC 6874's IPv6addrz ("[fe80::1%25en0]" is fe80::1%en0, the ZoneID
// percent-decoded). A host of another kind (reg-name, hostname, IPvFuture,
// which netip cannot hold) or no host gives an error wrapping ErrNotIP; an
// address netip refuses (an octet over 255, RFC 2396's leading zeros) the
// error of netip.ParseAddr.
//
// Cost: u.Typed() (linear in len(u.Input), allocating the typed view) and
// one netip.ParseAddr.
func HostAddr(u *URI) (netip.Addr, error) {
	t := u.Typed()
	if t.Host == nil {
		if t.Authority != nil {
			// RFC 1808 §2.1: net_loc is not divided.
			return netip.Addr{}, fmt.Errorf(msgUndividedHost, ErrNotIP, u.Dialect, t.Authority.Raw)
		}
		return netip.Addr{}, fmt.Errorf(msgNoHost, ErrNotIP, u.Dialect, u.Input)
	}
	h := t.Host
	switch h.Kind {
	case IPv4, HostNumber:
		return netip.ParseAddr(h.Raw)
	case IPLiteral, IPv6Reference:
		inner := strings.TrimSuffix(strings.TrimPrefix(h.Raw, "["), "]")
		addr, zone, ok := strings.Cut(inner, "%25") // RFC 6874 §2: "%25" ZoneID
		if !ok {
			return netip.ParseAddr(inner)
		}
		z, err := url.PathUnescape(zone)
		if err != nil {
			return netip.Addr{}, err
		}
		a, err := netip.ParseAddr(addr)
		if err != nil {
			return netip.Addr{}, err
		}
		return a.WithZone(z), nil
	}
	return netip.Addr{}, fmt.Errorf(msgHostKind, ErrNotIP, h.Raw, h.Kind)
}
