package semantic

// semanticDialects are the dialects of Dialects whose semantic layer is
// written (they have a splitter). A grammar with a PEG registers its
// dialect's parser in generated/registry.go, so Dialects also lists dialects
// that only parse so far (rfc1630, rfc3987: no splitter, prose errata or
// recomposition yet); the tests of the semantic layer that go over every
// dialect go over these.
func semanticDialects() []Dialect {
	var out []Dialect
	for _, d := range Dialects() {
		if _, ok := splitters[string(d)]; ok {
			out = append(out, d)
		}
	}
	return out
}
