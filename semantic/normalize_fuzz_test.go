package semantic

import (
	"errors"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

// FuzzNormalize checks, for any input, dialect and level, the properties of
// a normalization: an invalid input gives the *Error of Parse and nothing
// else; a normal form is valid, is its own normal form (idempotence), is
// equivalent to the input, and the ladder is consistent (the scheme level of
// the syntax normal form is the scheme level of the input). Seeds are the
// inputs of the normalization tables and of the equivalence tests.
func FuzzNormalize(f *testing.F) {
	seed := func(d Dialect, input string) {
		for i, x := range Dialects() {
			if x == d {
				for l := range levels(d) {
					f.Add(uint8(i), uint8(l), input)
				}
			}
		}
	}
	for d, cases := range map[Dialect][]normCase{RFC2396bis01: normCasesBis01, URLSyntax05: normCases05,
		RFC1738: normCases1738, URLDraft1993: normCases1993, RFC2141bis03: normCasesURN} {
		for _, c := range cases {
			seed(d, c.input)
		}
	}
	for _, u := range urn51 {
		seed(RFC2141bis03, u)
	}
	// Every vector: the normalize and equivalent vectors at every level of
	// their dialect, the other inputs at its default level.
	ds := Dialects()
	for _, v := range corpusVectors(f) {
		i := slices.IndexFunc(ds, func(d Dialect) bool { return d.ID() == v.Dialect })
		if i < 0 {
			continue
		}
		switch v.Kind {
		case "normalize", "equivalent":
			for _, in := range []string{v.Input, v.Expected, v.A, v.B} {
				if in != "" {
					seed(ds[i], in)
				}
			}
		default:
			for _, in := range []string{v.Input, v.Base} {
				f.Add(uint8(i), uint8(0), in)
			}
		}
	}
	f.Fuzz(func(t *testing.T, dialect, level uint8, input string) {
		d := Dialects()[int(dialect)%len(Dialects())]
		levels := levels(d)
		if len(levels) == 0 {
			// RFC 1808 states no normalization: every level is refused
			// (regression seed testdata/fuzz/FuzzNormalize/1533abe39161ec9f).
			_, err := Normalize(d, input)
			require.ErrorIs(t, err, ErrNoLevel, "%s defines no level", d)
			return
		}
		l := levels[int(level)%len(levels)]
		checkNormalize(t, d, l, input)
	})
}

// TestNormalizeProperties runs the properties of FuzzNormalize over every
// dialect and level on the valid ones of generated inputs (combinations of
// the parts that normalization rewrites).
func TestNormalizeProperties(t *testing.T) {
	schemes := []string{"", "http:", "HTTP:", "gopher:", "File:", "ftp:", "telnet:", "x-Y:", "a%41:"}
	sites := []string{"", "//", "//H", "//Ex%41mple.COM:80", "//h:", "//u%7e@h:70", "//localhost", "//h%41", "//[::A]:21"}
	paths := []string{"", "/", "/./a/../b", "/%7e%2e%2E", "a%3a/./b", "%41:b", "/.//x", "/../g", "/0sel", "/a;type=d"}
	tails := []string{"", "?q", "?s=1&c=%2f&s=2", "#f%7e", "?x#y"}
	urns := []string{"urn:FOO:a%2c", "URN:urn:x", "urn:ab:%41", "urn:ab:c?s=1&c=2#f", "urn:ab:c?b=1&a=2&b=0", "urn:ab:%00",
		"URN:Ab-1:%5b:%5D?S=%7e&s=%7E#%41", "urn:ab:c#", "urn:ab:c?z=&y=%2f/?&x=1#a/b?c"}
	var inputs []string
	for i, s := range schemes {
		for j, a := range sites {
			for k, p := range paths {
				inputs = append(inputs, s+a+p+tails[(i+j+k)%len(tails)])
			}
		}
	}
	for _, d := range Dialects() {
		// Every dialect gets the URNs too: a URN is a URL of scheme "urn" to
		// the URL dialects, and the only kind of input of the URN ones.
		in := append(slices.Clone(urns), inputs...)
		valid := 0
		for _, input := range in {
			if _, err := Parse(d, input); err != nil {
				continue // the invalid inputs: TestNormalizeErrors and FuzzNormalize
			}
			valid++
			for _, l := range levels(d) {
				checkNormalize(t, d, l, input)
			}
		}
		t.Logf("%s: %d valid inputs", d, valid)
		require.GreaterOrEqual(t, valid, 3, "%s: enough valid inputs", d)
	}
}

func checkNormalize(t *testing.T, d Dialect, l Level, input string) {
	t.Helper()
	got, err := Normalize(d, input, level(l))
	if d.x.normalization.input != nil {
		// A reading of the input itself (whatwg-url: the URL Standard's
		// basic URL parser and serializer) is no function of the grammar's
		// reading: it accepts inputs the grammar refuses and fails with its
		// own step, so the properties below, which compare with Parse, do
		// not hold. TestWPT and the nlnwa differential test it instead.
		var se *Error
		if err != nil && errors.As(err, &se) {
			require.Equal(t, len(input), len(se.Input), "%s %s: the error's input", d, l)
		}
		return
	}
	var se *Error
	if errors.As(err, &se) {
		require.Equal(t, input, se.Input)
		_, perr := Parse(d, input)
		require.Equal(t, perr, err, "%s %s %q: the error of Parse", d, l, input)
		return
	}
	require.NoError(t, err, "%s %s %q", d, l, input)
	_, err = Parse(d, got)
	require.NoError(t, err, "%s %s %q -> %q is valid", d, l, input, got)
	again, err := Normalize(d, got, level(l))
	require.NoError(t, err)
	require.Equal(t, got, again, "%s %s %q: idempotent", d, l, input)
	eq, err := Equivalent(d, input, got, level(l))
	require.NoError(t, err)
	require.True(t, eq, "%s %s %q ~ %q", d, l, input, got)
	if l == LevelScheme {
		syn, err := Normalize(d, input, level(LevelSyntax))
		require.NoError(t, err)
		viaSyntax, err := Normalize(d, syn, level(LevelScheme))
		require.NoError(t, err)
		require.Equal(t, got, viaSyntax, "%s %q: the scheme level builds on the syntax level", d, input)
	}
}

// FuzzEquivalent checks, for any two inputs, dialect and level, that
// Equivalent is symmetric (the same answer, or an error, both ways round),
// reflexive on every valid input, and the comparison of the two normal forms
// when the dialect aligns none. Seeds are every equivalent vector (its pair,
// at its level) and every normalize vector (input and expected normal form).
func FuzzEquivalent(f *testing.F) {
	ds := Dialects()
	for _, v := range corpusVectors(f) {
		i := slices.IndexFunc(ds, func(d Dialect) bool { return d.ID() == v.Dialect })
		if i < 0 {
			continue
		}
		l := max(slices.Index(levels(ds[i]), Level(v.Level)), 0)
		switch v.Kind {
		case "equivalent":
			f.Add(uint8(i), uint8(l), v.A, v.B)
		case "normalize":
			f.Add(uint8(i), uint8(l), v.Input, v.Expected)
		}
	}
	f.Fuzz(func(t *testing.T, dialect, level uint8, a, b string) {
		d := ds[int(dialect)%len(ds)]
		ls := levels(d)
		if len(ls) == 0 {
			return
		}
		checkEquivalent(t, d, ls[int(level)%len(ls)], a, b)
	})
}

// checkEquivalent checks Equivalent(d, a, b) at level l (FuzzEquivalent).
func checkEquivalent(t *testing.T, d Dialect, l Level, a, b string) {
	t.Helper()
	ab, errAB := Equivalent(d, a, b, WithLevel(l))
	ba, errBA := Equivalent(d, b, a, WithLevel(l))
	require.Equal(t, errAB == nil, errBA == nil, "%s %s %q %q: %v / %v", d, l, a, b, errAB, errBA)
	require.Equal(t, ab, ba, "%s %s %q %q: symmetric", d, l, a, b)
	for _, in := range []string{a, b} {
		if _, err := Parse(d, in); err != nil {
			continue
		}
		eq, err := Equivalent(d, in, in, WithLevel(l))
		require.NoError(t, err, "%s %s %q", d, l, in)
		require.True(t, eq, "%s %s %q: reflexive", d, l, in)
	}
	if errAB != nil || d.x.normalization.align != nil {
		return
	}
	na, err := Normalize(d, a, WithLevel(l))
	require.NoError(t, err)
	nb, err := Normalize(d, b, WithLevel(l))
	require.NoError(t, err)
	require.Equal(t, na == nb, ab, "%s %s %q %q: the normal forms %q %q", d, l, a, b, na, nb)
}
