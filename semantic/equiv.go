package semantic

// Equivalent reports whether a and b are equivalent under dialect d at a
// level of its text (WithLevel; by default the first of Info(d).Levels):
// whether their normal forms at that level (Normalize) are equal, octet for
// octet. This is the equivalence the texts define: rfc2141bis-03 §5 "Two
// URNs are lexically equivalent if they are octet-by-octet equal after the
// following preprocessing", and the ladder of rfc2396bis-01 §6.2, whose
// methods "are designed to minimize false negatives while strictly avoiding
// false positives" (§6.1): "not equivalent" means only that the level's
// rules do not show them equivalent. Where a text compares normal forms in
// another form, Equivalent does so: see each dialect's doc (RFC3987).
//
// An invalid input returns the *Error of Parse (its Input says which of a
// and b), a level the dialect does not define an error wrapping ErrNoLevel.
//
// Options: WithLevel, WithRule, WithMaxLength (for each input).
func Equivalent(d Dialect, a, b string, opts ...Option) (bool, error) {
	x, err := lookup(d)
	if err != nil {
		return false, err
	}
	o, err := entryEquivalent.apply(opts)
	if err != nil {
		return false, err
	}
	// WithMaxLength bounds both inputs before any work on either.
	for _, in := range []string{a, b} {
		if err := o.checkLength(d, in); err != nil {
			return false, err
		}
	}
	na, err := x.normalize(d, a, &o)
	if err != nil {
		return false, err
	}
	nb, err := x.normalize(d, b, &o)
	if err != nil {
		return false, err
	}
	if align := x.normalization.align; align != nil {
		level, _ := x.level(&o) // normalize has checked it
		na, nb = align(na, level), align(nb, level)
	}
	return na == nb, nil
}
