package semantic

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strings"
)

// ErrUnreachable is the Err of an *OpError when no reference resolves
// to the target under the dialect's algorithm: the target itself resolves to
// another string (RFC 3986 §5.2.2 removes the dot segments of an absolute
// reference too, so "http://a/b/../c" is no target of rfc3986), and so does
// every shorter form.
var ErrUnreachable = errors.New(msgUnreachable)

// Relativize returns the shortest reference that resolves against base to
// target under dialect d: the inverse of Resolve (Ruby's route_to, Java's
// URI.relativize), in that dialect's own algorithm, defects and errata
// included. It is correct by construction: it tries the forms a reference
// can take, shortest first, and returns the first for which Resolve(d, base,
// ref, opts...) returns target exactly (so it is valid under the dialect's
// reference start rule too). The forms (RFC 3986 §4.2 and §5.2.2 name them;
// the earlier texts have the same ones) are:
//
//   - the empty reference (the base itself, without its fragment where the
//     text drops it);
//   - a fragment only, "#f";
//   - a query, "?q#f";
//   - the last segment of the target's path, also after "./" (RFC 3986
//     §4.2: a first segment with a colon would be read as a scheme) and
//     after "/", and its ";params" alone (RFC 1808 §4 step 5);
//   - ".", "./", ".." and "../", followed by the query and fragment;
//   - the target's path from the directory it shares with the base's, after
//     as many "../" as the base has segments beyond it ("." and ".." for a
//     directory), once with the base's directory and once with that
//     directory taken before the base's ";params" (RFC 1808 §2.4.5
//     reads params outside the path), and once on the strings of base and
//     target (the partial forms of url-draft-1993 and rfc1630 are built on
//     strings);
//   - the suffixes of the target's string after its first two and its last
//     two slashes, alone and after "//" (a base path with dot segments or an
//     empty one, RFC 1808's net_loc that ends at the first "/", the slashes
//     rfc1630 §Partial-form counts);
//   - the absolute path, "/p?q#f";
//   - the network path, "//authority/p?q#f";
//   - the target itself.
//
// So the result is the shortest of these forms, never longer than target,
// and Resolve(d, base, Relativize(d, base, target)) == target whenever it
// returns no error. The forms come from the RFC 3986 Appendix B split of
// base and target, which every dialect's strings admit; the choice among
// them is the dialect's Resolve.
//
// A dialect without a relative form (see each dialect's doc) gives an
// error wrapping ErrNoRelativeForm. An invalid base or target, or a target
// that no reference reaches, gives an *OpError.
//
// Options: those of Resolve (WithValidating, WithLeadingDots, WithRule,
// WithRecomposition, WithMaxLength: for base and target), passed to every
// Resolve it makes.
//
// Cost: at most 29 resolutions, each of a reference no longer than target,
// so time linear in len(base)+len(target), and the allocations of those
// resolutions.
func Relativize(d Dialect, base, target string, opts ...Option) (string, error) {
	x, err := lookup(d)
	if err != nil {
		return "", err
	}
	if _, err := entryRelativize.apply(opts); err != nil {
		return "", err
	}
	// The target as its own reference first: it checks the options, the
	// base and the target (Resolve parses both), and it is the answer when
	// nothing shorter resolves to target.
	full, err := Resolve(d, base, target, opts...)
	if err != nil {
		var re *OpError
		if !errors.As(err, &re) {
			return "", err // the options, or no relative form
		}
		switch {
		case re.Role == RoleBase && isInputError(re.Err):
			return "", &OpError{Op: OpRelativize, Dialect: d, Base: base, Target: target, Role: RoleBase, Err: re.Err}
		case re.Role == RoleReference && isInputError(re.Err):
			return "", &OpError{Op: OpRelativize, Dialect: d, Base: base, Target: target, Role: RoleTarget, Err: re.Err}
		}
	}
	for _, f := range relativeForms(base, target) {
		ref := f.String()
		if got, err := Resolve(d, base, ref, opts...); err == nil && got == target {
			return ref, nil
		}
	}
	if err == nil && full == target {
		return target, nil
	}
	return "", &OpError{Op: OpRelativize, Dialect: d, Base: base, Target: target, Role: RoleTarget,
		Err: fmt.Errorf(msgUnreachableIn, ErrUnreachable, x.id)}
}

// isInputError reports whether err says an input is invalid (a syntax, prose
// or length error of Parse).
func isInputError(err error) bool {
	var se *Error
	var le *LengthError
	return errors.As(err, &se) || errors.As(err, &le)
}

// form is a reference Relativize may try, as the pieces of base and target
// it joins (n bytes in all): it is built only when tried, so that the forms
// of a long target cost no memory before.
type form struct {
	parts []string
	n     int
}

func (f form) String() string { return strings.Join(f.parts, "") }

// compareForms orders forms by length, then by their bytes.
func compareForms(a, b form) int {
	if c := cmp.Compare(a.n, b.n); c != 0 {
		return c
	}
	i, j, x, y := 0, 0, "", ""
	for {
		for x == "" && i < len(a.parts) {
			x, i = a.parts[i], i+1
		}
		for y == "" && j < len(b.parts) {
			y, j = b.parts[j], j+1
		}
		if x == "" || y == "" {
			return cmp.Compare(len(x), len(y))
		}
		k := min(len(x), len(y))
		if c := strings.Compare(x[:k], y[:k]); c != 0 {
			return c
		}
		x, y = x[k:], y[k:]
	}
}

// relativeForms returns the forms Relativize tries before the target
// itself: each strictly shorter than target, without duplicates, shortest
// first (then in byte order, so that the result does not depend on the
// order they were made in). There are at most 28.
func relativeForms(base, target string) []form {
	t, b := appendixBSplit(target), appendixBSplit(base)
	path := t.Path.In(target)
	var tail string // "?q#f", as the target has them
	if t.Query.Defined() {
		tail = target[t.Query.Start-1:]
	} else if t.Fragment.Defined() {
		tail = target[t.Fragment.Start-1:]
	}
	forms := make([]form, 0, 28)
	add := func(parts ...string) {
		n := 0
		for _, p := range parts {
			n += len(p)
		}
		if n < len(target) {
			forms = append(forms, form{parts: slices.Clone(parts), n: n})
		}
	}
	add("")
	if t.Fragment.Defined() {
		add(target[t.Fragment.Start-1:]) // "#f"
	}
	if t.Query.Defined() {
		add(tail) // "?q#f"
	}
	// The last segment (RFC 3986 §5.2.3 merge replaces the base's), also
	// under the root ("/g": rfc1630 §Partial-form counts slashes).
	seg := path[strings.LastIndexByte(path, '/')+1:]
	add(seg, tail)
	add("./", seg, tail)
	add("/", seg, tail)
	if i := strings.IndexByte(seg, ';'); i >= 0 {
		add(seg[i:], tail) // ";x": RFC 1808 §4 step 5 keeps the base's path
	}
	// The dot segments alone (§5.2.4), which some texts read otherwise
	// (url-draft-1993: "." is the parent).
	for _, dots := range []string{".", "./", "..", "../"} {
		add(dots, tail)
	}
	// The dot-segment path from the directory shared with the base's
	// (§5.2.4 remove_dot_segments), for the base's directory with and
	// without its last ";params" (RFC 1808 §2.4.5, §4 step 5).
	bpath := b.Path.In(base)
	dirs := []string{bpath[:strings.LastIndexByte(bpath, '/')+1]}
	if i := strings.IndexByte(bpath, ';'); i >= 0 {
		// RFC 1808 §2.4.5: the params begin at the first ";" of the path.
		p := bpath[:i]
		if d := p[:strings.LastIndexByte(p, '/')+1]; d != dirs[0] {
			dirs = append(dirs, d)
		}
	}
	for _, dir := range dirs {
		dotSegmentForms(dir, path, tail, len(target), add)
	}
	if bpath == "" && b.Authority.Defined() && strings.HasPrefix(path, "/") {
		// §5.2.3 merge: a base with an authority and an empty path gives
		// "/" followed by the reference.
		add(path[1:], tail)
	}
	// The partial forms of url-draft-1993 and rfc1630 are built on the
	// strings: the directory is the base's up to its last "/", the query
	// included.
	bs, ts, ftail := base, target, ""
	if b.Fragment.Defined() {
		bs = base[:b.Fragment.Start-1]
	}
	if t.Fragment.Defined() {
		ts, ftail = target[:t.Fragment.Start-1], target[t.Fragment.Start-1:]
	}
	if i := strings.LastIndexByte(bs, '/'); i >= 0 && bs[:i+1] != dirs[0] {
		dotSegmentForms(bs[:i+1], ts, ftail, len(target), add)
	}
	// The suffixes of the target's string after its first and its last
	// slashes, alone and after "//": the merge of a
	// base whose path holds dot segments ("info:name/1234/../567" and
	// "name/543" give "info:name/name/543"), or is empty (rfc2396bis-01
	// "https:" and "foo" give "https:/foo"), the net_loc of RFC 1808 that
	// ends at the first "/" ("http://a?q" and "g" give "http://a?q/g"), and
	// the slashes rfc1630 §Partial-form counts ("//g").
	for _, i := range edgeSlashes(ts) {
		add(ts[i+1:], ftail)
		add("//", ts[i+1:], ftail)
	}
	if strings.HasPrefix(path, "/") {
		add(path, tail) // an absolute path (§4.2)
	}
	if t.Authority.Defined() {
		add("//", t.Authority.In(target), path, tail) // a network path (§4.2)
	}
	slices.SortFunc(forms, compareForms)
	return slices.CompactFunc(forms, func(a, b form) bool { return compareForms(a, b) == 0 })
}

// edgeSlashes returns the offsets of the first two and the last two slashes
// of s (fewer when s has fewer), so that the forms built on them stay a
// bounded number.
func edgeSlashes(s string) []int {
	var at []int
	for i := 0; i < len(s) && len(at) < 2; i++ {
		if s[i] == '/' {
			at = append(at, i)
		}
	}
	for i, n := len(s)-1, 0; i >= 0 && n < 2; i-- {
		if s[i] == '/' {
			at = append(at, i)
			n++
		}
	}
	return at
}

// dotSegmentForms adds the reference that climbs from the base directory
// dir to the directory it shares with path, then descends to path: "../"
// as many times as dir has segments beyond the shared one, then the rest of
// path ("." or ".." when nothing remains). A form longer than limit is not
// built, so the cost stays linear whatever the depth of dir.
func dotSegmentForms(dir, path, tail string, limit int, add func(...string)) {
	n := 0 // the length of the shared directory, up to and with its "/"
	for i := 0; i < len(dir) && i < len(path) && dir[i] == path[i]; i++ {
		if dir[i] == '/' {
			n = i + 1
		}
	}
	up := strings.Count(dir[n:], "/")
	rest := path[n:]
	if 3*up+len(rest) >= limit {
		return
	}
	climb := strings.Repeat("../", up)
	switch {
	case rest != "":
		add(climb, rest, tail)
		if up == 0 {
			add("./", rest, tail) // a first segment with a colon (§4.2)
		}
	case up == 0:
		add(".", tail)
		add("./", tail)
	default:
		add(climb[:len(climb)-1], tail) // ".." ends in a directory too
		add(climb, tail)
	}
}
