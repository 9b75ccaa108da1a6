package semantic

import (
	"strconv"
)

// record is the one view of the structure of a valid input: what its
// dialect's scanner finds in it, once, as spans of the input. Every other
// view reads it: Components and Parts, the typed view (Typed), the rules a
// spec states in prose, normalization and recomposition.
//
// A URI holds its production and components as its exported fields
// Production and Components and the rest as a recordRest, so that the one
// allocation of Parse holds each span once; the scanner writes through a
// recordRef, which points into either.
type record struct {
	production string
	c          Components
	recordRest
}

// recordRest is the record but its production and components, compact (a
// URI is 288 bytes, not 352: Parse returns it by value, and its copies cost
// in proportion to its size): the spans as 32-bit offsets, which hold every
// offset of an input of at most MaxInputLength bytes, and the kind of host.
type recordRest struct {
	// user and password divide the userinfo where the grammar does (RFC
	// 1738 §3.1 and url-syntax-05 §4.3.1 user [ ":" password ]; the 1993
	// draft's telnet user).
	user, password span32
	// opaque is the opaque part of a URI that has one (RFC 2396 and
	// 2396bis-01 §3 opaque-part, url-syntax-05 §4.2 opaque-URL).
	opaque span32
	// The parts of a URN: NID and NSS (RFC 2141 §2, rfc2141bis-03 §2, RFC
	// 8141 §2), and RFC 8141's r- and q-components (§2.3).
	nid, nss, rcomp, qcomp span32
	// hostKind is the alternative of the grammar's host rule that c.Host
	// matched; 0 where the grammar gives the host no kind (an empty host).
	hostKind HostKind
}

// span32 is a Span of the record's rest, as 32-bit offsets (MaxInputLength).
type span32 struct{ start, end int32 }

// compact returns s as a span32; s lies in an input of at most
// MaxInputLength bytes, or is Undefined.
func compact(s Span) span32 { return span32{int32(s.Start), int32(s.End)} }

// span returns s as a Span.
func (s span32) span() Span { return Span{int(s.start), int(s.end)} }

// Defined reports whether the part is there (maybe empty), as Span.Defined.
func (s span32) Defined() bool { return s.span().Defined() }

// In returns the text of the span in input, as Span.In.
func (s span32) In(input string) string { return s.span().In(input) }

// recordRef is where a scanner writes a record: the production, the
// components and the rest, each in place (in a URI, or in a record).
type recordRef struct {
	production *string
	c          *Components
	*recordRest
}

// ref returns the recordRef of r.
func (r *record) ref() recordRef { return recordRef{&r.production, &r.c, &r.recordRest} }

// ref returns the recordRef of u's record.
func (u *URI) ref() recordRef { return recordRef{&u.Production, &u.Components, &u.rec} }

// record returns u's record.
func (u *URI) record() record {
	return record{production: u.Production, c: u.Components, recordRest: u.rec}
}

// details are what the scanner records besides the record in its full
// mode: the parts and the finer structure of the path and the query. A URI
// keeps only its record (small and allocation-free to fill); its details are
// found again when asked for.
type details struct {
	// parts are the dialect's parts in input order: the rules of its grammar
	// that name a part (ftp type, gopher selector, segments, ...).
	parts []Part
	// segments are the segments of the path, each with its params where the
	// grammar gives segments parameters.
	segments []segmentSpan
	// pathParams are RFC 1808's params, which follow the whole path (§2.1).
	pathParams []Span
	// directives are the keywd=value directives of an rfc2141bis-03
	// urn-query (§2.3).
	directives []directiveSpan
}

type segmentSpan struct {
	Span
	params []Span
}

type directiveSpan struct {
	keyword, value Span
}

// newRecord returns a record of the production with every span undefined.
func newRecord(production string) record {
	return record{production: production, c: noComponents, recordRest: noRest}
}

// noRest has every span undefined.
var noRest = recordRest{
	user: undefined32, password: undefined32, opaque: undefined32,
	nid: undefined32, nss: undefined32, rcomp: undefined32, qcomp: undefined32,
}

// undefined32 is Undefined as a span32.
var undefined32 = compact(Undefined)

// text returns the typed text of span s of in, or nil when s is undefined.
func text(in string, s Span) *Text {
	if !s.Defined() {
		return nil
	}
	raw := s.In(in)
	return &Text{Raw: raw, Decoded: typedDecode(raw), Start: s.Start, End: s.End}
}

// typed builds the typed view of input in from its record and details.
func (r *record) typed(in string, d *details) *Typed {
	c := &r.c
	t := &Typed{
		Scheme: text(in, c.Scheme), Authority: text(in, c.Authority), Userinfo: text(in, c.Userinfo),
		User: text(in, r.user.span()), Password: text(in, r.password.span()),
		Opaque: text(in, r.opaque.span()), Query: text(in, c.Query), Fragment: text(in, c.Fragment),
	}
	if h := text(in, c.Host); h != nil {
		t.Host = &Host{Text: *h, Kind: r.hostKind}
	}
	if p := text(in, c.Port); p != nil {
		t.Port = &Port{Text: *p}
		if v, err := strconv.Atoi(p.Raw); err == nil && p.Raw != "" {
			t.Port.Number, t.Port.HasNumber = v, true
		}
	}
	if p := text(in, c.Path); p != nil {
		t.Path = &Path{Text: *p}
		for _, s := range d.segments {
			seg := Segment{Text: *text(in, s.Span)}
			for _, q := range s.params {
				seg.Params = append(seg.Params, *text(in, q))
			}
			t.Path.Segments = append(t.Path.Segments, seg)
		}
		for _, q := range d.pathParams {
			t.Path.Params = append(t.Path.Params, *text(in, q))
		}
	}
	if r.nid.Defined() || r.nss.Defined() || r.rcomp.Defined() || r.qcomp.Defined() || len(d.directives) > 0 {
		n := &URN{RComponent: text(in, r.rcomp.span()), QComponent: text(in, r.qcomp.span())}
		if v := text(in, r.nid.span()); v != nil {
			n.NID = *v
		}
		if v := text(in, r.nss.span()); v != nil {
			n.NSS = *v
		}
		for _, d := range d.directives {
			n.Directives = append(n.Directives, Directive{Keyword: *text(in, d.keyword), Value: *text(in, d.value)})
		}
		t.URN = n
	}
	for _, p := range d.parts {
		t.Parts = append(t.Parts, NamedText{Rule: p.Rule, Text: *text(in, Span{p.Start, p.End})})
	}
	return t
}

// innermost returns the rule of the smallest part whose span holds offset
// off, or def when none does.
func (d *details) innermost(off int, def string) string {
	rule, size := def, -1
	for _, p := range d.parts {
		if p.Start <= off && off < p.End && (size < 0 || p.End-p.Start < size) {
			rule, size = p.Rule, p.End-p.Start
		}
	}
	return rule
}
