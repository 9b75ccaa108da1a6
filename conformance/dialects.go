package conformance

import "github.com/urispec/urispec/semantic"

// dialectInfo is one dialect id the format knows.
type dialectInfo struct {
	id   string
	date string // of its spec, for report order
	// implemented: urispec has a parser for it (semantic.Dialects).
	implemented bool
}

// dialectTable lists, in the date order of their specs, the dialects of
// urispec and the other dialects of the vector format
// (../shared/corpora/validate.py), whose vectors are skipped until urispec
// implements them (issue 7).
var dialectTable = func() []dialectInfo {
	t := []dialectInfo{
		{id: string(semantic.URLDraft1993), date: "1993"},
		{id: string(semantic.RFC1738), date: "1994-12"},
		{id: "rfc1808", date: "1995-06"},
		{id: "rfc2141", date: "1997-05"},
		{id: string(semantic.URLSyntax05), date: "1997-05-02"},
		{id: "rfc2396", date: "1998-08"},
		{id: string(semantic.RFC2396bis01), date: "2003-02"},
		{id: "rfc3986", date: "2005-01"},
		{id: string(semantic.RFC2141bis03), date: "2012"},
		{id: "rfc8141", date: "2017-04"},
	}
	for _, d := range semantic.Dialects() {
		for i := range t {
			if t[i].id == string(d) {
				t[i].implemented = true
			}
		}
	}
	return t
}()

var dialectByID = func() map[string]int {
	m := map[string]int{}
	for i, d := range dialectTable {
		m[d.id] = i
	}
	return m
}()

// DialectIDs returns every dialect id a vector may name, in date order: the
// dialects of urispec and the others of the format (rfc1808, rfc2141,
// rfc2396, rfc3986, rfc8141).
func DialectIDs() []string {
	ids := make([]string, len(dialectTable))
	for i, d := range dialectTable {
		ids[i] = d.id
	}
	return ids
}

// Implemented reports whether urispec has a parser for dialect id.
func Implemented(id string) bool {
	i, ok := dialectByID[id]
	return ok && dialectTable[i].implemented
}
