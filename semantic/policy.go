package semantic

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Component names a component of a parsed identifier, as the components
// view (Components, the CLI's "components" object) names it, and the
// components Encode and Decode know.
type Component string

// The components. Policies (WithPolicy) name the components of Components
// and ComponentPassword; Encode and Decode also ComponentSegment and
// ComponentNSS; a *NotRepresentableError also ComponentOpaque and
// ComponentURL.
const (
	ComponentScheme    Component = "scheme"
	ComponentAuthority Component = "authority"
	ComponentUserinfo  Component = "userinfo"
	// ComponentPassword is the password of the userinfo: the text after its
	// first ":" (RFC 3986 §3.2.1 and RFC 2396 §3.2.2 name the
	// "user:password" format, and deprecate it; RFC 1738 §3.1 and
	// url-syntax-05 §4.3.1 divide user and password in their grammar).
	ComponentPassword Component = "password"
	ComponentHost     Component = "host"
	ComponentPort     Component = "port"
	ComponentPath     Component = "path"
	ComponentQuery    Component = "query"
	ComponentFragment Component = "fragment"
	// ComponentSegment is one path segment (Encode and Decode only).
	ComponentSegment Component = "segment"
	// ComponentNSS is the namespace-specific string of a URN (Encode and
	// Decode only).
	ComponentNSS Component = "nss"
	// ComponentOpaque is net/url's Opaque, the path of a URI with a scheme
	// and no authority that does not begin with "/" (NotRepresentableError
	// only).
	ComponentOpaque Component = "opaque"
	// ComponentURL is the whole URL (NotRepresentableError only).
	ComponentURL Component = "url"
)

// policyComponents are the components a policy may name, in input order.
var policyComponents = []Component{ComponentScheme, ComponentAuthority, ComponentUserinfo, ComponentPassword,
	ComponentHost, ComponentPort, ComponentPath, ComponentQuery, ComponentFragment}

// ParseComponent returns the component named s ("host", "nss", ...,
// compared without regard to case).
func ParseComponent(s string) (Component, error) {
	for _, c := range append(slices.Clip(policyComponents), ComponentSegment, ComponentNSS) {
		if strings.EqualFold(string(c), s) {
			return c, nil
		}
	}
	return "", fmt.Errorf(msgUnknownComponent, s)
}

// ParseHostKind returns the host kind named by its grammar rule name
// ("reg-name", "IPv4address", ...; HostKind.String), compared without
// regard to case.
func ParseHostKind(s string) (HostKind, error) {
	for k := RegName; k <= IPvFuture; k++ {
		if strings.EqualFold(k.String(), s) {
			return k, nil
		}
	}
	names := make([]string, 0, IPvFuture)
	for k := RegName; k <= IPvFuture; k++ {
		names = append(names, k.String())
	}
	return 0, fmt.Errorf(msgUnknownHostKind, s, strings.Join(names, ", "))
}

// PortRange is an inclusive range of port numbers: PortRange{80, 80} is
// port 80, PortRange{1024, 65535} every port from 1024.
type PortRange struct{ Lo, Hi int }

// String returns "80" or "1024-65535".
func (r PortRange) String() string {
	if r.Lo == r.Hi {
		return strconv.Itoa(r.Lo)
	}
	return strconv.Itoa(r.Lo) + "-" + strconv.Itoa(r.Hi)
}

// Policy is what an application accepts beyond a dialect's grammar, in the
// manner of python's rfc3986 Validator (allow_schemes, require_presence_of,
// forbid_use_of_password) and go-urn's modes. A zero field allows
// everything. A policy constrains a component only where it is there:
// Schemes, HostKinds and Ports say nothing of an input without scheme, host
// or port; Require says which must be there. The components are those of
// the dialect's components view: one its grammar does not divide is never
// there (RFC 1808 §2.2 net_loc has no host, a URN no authority).
//
// A maximum length is WithMaxLength, which every entry point takes (a
// *LengthError, checked before any other work).
type Policy struct {
	// Schemes are the allowed schemes, compared without regard to case
	// (RFC 3986 §3.1, RFC 2396 §3.1: "programs interpreting URI should
	// treat upper case letters as equivalent to lower case").
	Schemes []string
	// Require are the components that must be there and not empty.
	Require []Component
	// Forbid are the components that must not be there, even empty (their
	// delimiter is there: "http://@h/" has an empty userinfo).
	Forbid []Component
	// HostKinds are the allowed kinds of host, as the dialect's grammar
	// names them (a host of RFC 3986 is a reg-name, an IPv4address, an
	// IP-literal or an IPvFuture; one of RFC 1738 a hostname or a
	// hostnumber). An empty host has the kind its grammar gives it (an
	// empty reg-name in RFC 3986 §3.2.2), or none, and then fails.
	HostKinds []HostKind
	// Ports are the allowed ports. An empty port ("http://h:/") passes: it
	// stands for the scheme's default port (RFC 3986 §3.2.3, §6.2.3).
	Ports []PortRange
}

// The policies a PolicyError names, as the CLI's flags name them.
const (
	PolicySchemes   = "schemes"
	PolicyRequire   = "require"
	PolicyForbid    = "forbid"
	PolicyHostKinds = "host-kinds"
	PolicyPorts     = "ports"
)

// policy is a Policy checked and made ready: bitsets, and the texts of
// what it allows, so that checking a valid input allocates nothing.
type policy struct {
	schemes             []string
	require, forbid     uint16 // bits: index in policyComponents
	hostKinds           uint16 // bits: 1 << HostKind
	ports               []PortRange
	allowedSchemes      []string
	required, forbidden []string
	allowedKinds        []string
	allowedPorts        []string
}

// WithPolicy makes Validate and Parse check a valid input against p, after
// its grammar and the prose rules of its spec: an input the policy refuses
// gives a *PolicyError, which names the policy, the component and its span,
// and what the policy allows. WithPolicy checks p when applied (an unknown
// component, one both required and forbidden, an unknown host kind, a
// port range out of order or negative, an empty scheme) and may be given
// once.
//
// Cost: checking a valid input allocates nothing (BenchmarkPolicy); it is
// O(number of schemes and port ranges) after the input is split.
func WithPolicy(p Policy) Option {
	q, err := newPolicy(p)
	return func(o *options) error {
		if err != nil {
			return err
		}
		if o.set&optPolicy != 0 {
			return fmt.Errorf(msgPolicyTwice)
		}
		o.policy = q
		o.set |= optPolicy
		return nil
	}
}

func newPolicy(p Policy) (*policy, error) {
	q := &policy{}
	for _, s := range p.Schemes {
		if s == "" {
			return nil, fmt.Errorf(msgPolicyEmptyScheme)
		}
		q.schemes = append(q.schemes, s)
		q.allowedSchemes = append(q.allowedSchemes, strings.ToLower(s))
	}
	bits := func(cs []Component) (uint16, []string, error) {
		var b uint16
		var names []string
		for _, c := range cs {
			i := slices.Index(policyComponents, c)
			if i < 0 {
				return 0, nil, fmt.Errorf(msgPolicyComponent, c, policyComponents)
			}
			if b&(1<<i) == 0 {
				names = append(names, string(c))
			}
			b |= 1 << i
		}
		return b, names, nil
	}
	var err error
	if q.require, q.required, err = bits(p.Require); err != nil {
		return nil, err
	}
	if q.forbid, q.forbidden, err = bits(p.Forbid); err != nil {
		return nil, err
	}
	if both := q.require & q.forbid; both != 0 {
		for i, c := range policyComponents {
			if both&(1<<i) != 0 {
				return nil, fmt.Errorf(msgPolicyBoth, c)
			}
		}
	}
	for _, k := range p.HostKinds {
		if k < RegName || k > IPvFuture {
			return nil, fmt.Errorf(msgPolicyHostKind, int(k))
		}
		if q.hostKinds&(1<<k) == 0 {
			q.allowedKinds = append(q.allowedKinds, k.String())
		}
		q.hostKinds |= 1 << k
	}
	for _, r := range p.Ports {
		if r.Lo < 0 || r.Hi < r.Lo {
			return nil, fmt.Errorf(msgPolicyPortRange, r.Lo, r.Hi)
		}
		q.ports = append(q.ports, r)
		q.allowedPorts = append(q.allowedPorts, r.String())
	}
	return q, nil
}

// PolicyError is a valid input that a policy (WithPolicy) refuses: which
// policy (PolicySchemes, PolicyRequire, PolicyForbid, PolicyHostKinds,
// PolicyPorts), the component, where it stands, what it is, and what the
// policy allows. Grammar and prose errors stay *Error: a policy is checked
// only on a valid input.
type PolicyError struct {
	Dialect   Dialect
	Input     string
	StartRule string
	Policy    string
	Component Component
	// Span is the component in Input; Undefined for a required component
	// that is not there.
	Span Span
	// Got is the component's text; for PolicyHostKinds the kind of the host
	// (its rule name, or "" for an empty host).
	Got string
	// Allowed is what the policy allows: schemes, host kinds or port
	// ranges; the required or the forbidden components.
	Allowed []string
}

// Offset is the byte offset of the component, or -1 for a required
// component that is not there.
func (e *PolicyError) Offset() int {
	if !e.Span.Defined() {
		return -1
	}
	return e.Span.Start
}

// Error returns the one-line form:
//
//	rfc3986: URI refused by policy schemes at offset 0: scheme "ftp" is not allowed (allowed: http, https)
func (e *PolicyError) Error() string {
	var what string
	switch e.Policy {
	case PolicyRequire:
		if !e.Span.Defined() {
			what = fmt.Sprintf(msgPolicyMissing, e.Component)
		} else {
			what = fmt.Sprintf(msgPolicyEmpty, e.Component)
		}
	case PolicyForbid:
		what = fmt.Sprintf(msgPolicyPresent, e.Component, e.Got)
	case PolicyHostKinds:
		kind := e.Got
		if kind == "" {
			kind = msgPolicyNoKind
		}
		what = fmt.Sprintf(msgPolicyKind, e.Component, e.Span.In(e.Input), kind)
	default:
		what = fmt.Sprintf(msgPolicyNotAllowed, e.Component, e.Got)
	}
	if e.Offset() < 0 {
		return fmt.Sprintf(msgPolicyFormatNoOffset, e.Dialect, e.StartRule, e.Policy, what, policyAllowedWord(e.Policy), strings.Join(e.Allowed, ", "))
	}
	return fmt.Sprintf(msgPolicyFormat, e.Dialect, e.StartRule, e.Policy, e.Offset(), what, policyAllowedWord(e.Policy), strings.Join(e.Allowed, ", "))
}

func policyAllowedWord(p string) string {
	switch p {
	case PolicyRequire:
		return msgPolicyRequired
	case PolicyForbid:
		return msgPolicyForbidden
	}
	return msgPolicyAllowed
}

// Caret returns the input on one line and a caret under the component, as
// Error.Caret does (after the end of the input for a missing component).
func (e *PolicyError) Caret() string {
	return (&Error{Input: e.Input, Offset: e.Offset()}).Caret()
}

// span returns the span of component c in u: the components view, the
// password where the grammar divides the userinfo, else the text after the
// userinfo's first ":" (RFC 3986 §3.2.1).
func (u *URI) span(c Component) Span {
	cs := &u.Components
	switch c {
	case ComponentScheme:
		return cs.Scheme
	case ComponentAuthority:
		return cs.Authority
	case ComponentUserinfo:
		return cs.Userinfo
	case ComponentPassword:
		if u.rec.password.Defined() {
			return u.rec.password.span()
		}
		if ui := cs.Userinfo; ui.Defined() {
			if i := strings.IndexByte(ui.In(u.Input), ':'); i >= 0 {
				return Span{ui.Start + i + 1, ui.End}
			}
		}
		return Undefined
	case ComponentHost:
		return cs.Host
	case ComponentPort:
		return cs.Port
	case ComponentPath:
		return cs.Path
	case ComponentQuery:
		return cs.Query
	case ComponentFragment:
		return cs.Fragment
	}
	return Undefined
}

// check returns the *PolicyError of the first policy u breaks: required
// components, forbidden ones, then scheme, host kind and port.
func (p *policy) check(u *URI) error {
	fail := func(pol string, c Component, s Span, got string, allowed []string) error {
		return &PolicyError{Dialect: u.Dialect, Input: u.Input, StartRule: u.StartRule, Policy: pol,
			Component: c, Span: s, Got: got, Allowed: slices.Clone(allowed)}
	}
	for i, c := range policyComponents {
		if p.require&(1<<i) != 0 {
			if s := u.span(c); !s.Defined() || s.Start == s.End {
				return fail(PolicyRequire, c, s, "", p.required)
			}
		}
	}
	for i, c := range policyComponents {
		if p.forbid&(1<<i) != 0 {
			if s := u.span(c); s.Defined() {
				return fail(PolicyForbid, c, s, s.In(u.Input), p.forbidden)
			}
		}
	}
	if len(p.schemes) > 0 {
		if s := u.Components.Scheme; s.Defined() {
			text := s.In(u.Input)
			if !slices.ContainsFunc(p.schemes, func(a string) bool { return strings.EqualFold(a, text) }) {
				return fail(PolicySchemes, ComponentScheme, s, text, p.allowedSchemes)
			}
		}
	}
	if p.hostKinds != 0 {
		if s := u.Components.Host; s.Defined() {
			if k := u.rec.hostKind; k == 0 || p.hostKinds&(1<<k) == 0 {
				got := ""
				if k != 0 {
					got = k.String()
				}
				return fail(PolicyHostKinds, ComponentHost, s, got, p.allowedKinds)
			}
		}
	}
	if len(p.ports) > 0 {
		if s := u.Components.Port; s.Defined() && s.End > s.Start {
			text := s.In(u.Input)
			n, err := strconv.Atoi(text)
			if err != nil || !slices.ContainsFunc(p.ports, func(r PortRange) bool { return r.Lo <= n && n <= r.Hi }) {
				return fail(PolicyPorts, ComponentPort, s, text, p.allowedPorts)
			}
		}
	}
	return nil
}
