package conformance

import "github.com/urispec/urispec/semantic"

// dialectInfo is one dialect id the format knows.
type dialectInfo struct {
	id string
	// d is urispec's dialect; the zero Dialect for an id of the format that
	// urispec does not implement (its vectors are skipped with that reason).
	d semantic.Dialect
}

// dialectTable lists the dialects of urispec in the date order of their
// specs (semantic.Dialects), then the ids of the vector format
// (../shared/corpora/validate.py) that urispec does not implement
// (formatOnlyDialects; a test adds one, withForeignDialect).
var dialectTable = func() []dialectInfo {
	var t []dialectInfo
	have := map[string]bool{}
	for _, d := range semantic.Dialects() {
		t = append(t, dialectInfo{id: d.ID(), d: d})
		have[d.ID()] = true
	}
	for _, id := range formatOnlyDialects {
		if !have[id] {
			t = append(t, dialectInfo{id: id})
		}
	}
	return t
}()

// formatOnlyDialects are ids vectors may name before urispec implements
// them: whatwg-url (the URL Standard; testdata/thirdparty/wpt-urltestdata.jsonl)
// until semantic declares it.
var formatOnlyDialects = []string{"whatwg-url"}

var dialectByID = func() map[string]int {
	m := map[string]int{}
	for i, d := range dialectTable {
		m[d.id] = i
	}
	return m
}()

// DialectIDs returns every dialect id a vector may name, in date order.
func DialectIDs() []string {
	ids := make([]string, len(dialectTable))
	for i, d := range dialectTable {
		ids[i] = d.id
	}
	return ids
}

// implemented reports whether urispec has a parser for dialect id.
func implemented(id string) bool {
	_, ok := dialect(id)
	return ok
}

// dialect returns urispec's dialect of the vector format's id.
func dialect(id string) (semantic.Dialect, bool) {
	i, ok := dialectByID[id]
	if !ok || dialectTable[i].d == (semantic.Dialect{}) {
		return semantic.Dialect{}, false
	}
	return dialectTable[i].d, true
}
