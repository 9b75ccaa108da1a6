package semantic

import (
	"errors"
	"fmt"
)

// The refusals an erratum's remedy: field may name (grammar/README.md,
// "Errata"; grammar/abnf.Refusals): where the text's own grammar or
// algorithm refuses what users expect, the message names the erratum and
// the way out, both read from the dialect's errata (generated meta), never
// written per dialect here.
const (
	// refusalRecomposition: the target would read back with other
	// components (ErrRecomposition).
	refusalRecomposition = "recomposition"
	// refusalBaseFragment: the base is invalid at a "#", a fragment the
	// grammar's base rule does not have.
	refusalBaseFragment = "base-fragment"
	// refusalQueryReference: the reference is invalid at its first byte, a
	// "?": the grammar derives no reference that is a query alone.
	refusalQueryReference = "query-reference"
)

// refusal names the refusal err is, for the input of role (the base, the
// reference or the target), or "".
func refusal(role Role, input string, err error) string {
	if errors.Is(err, ErrRecomposition) {
		return refusalRecomposition
	}
	var se *Error
	if !errors.As(err, &se) || se.Reason != "" || se.Input != input || se.Offset >= len(input) {
		return ""
	}
	switch {
	case role == RoleBase && input[se.Offset] == '#':
		return refusalBaseFragment
	case role != RoleBase && se.Offset == 0 && input[0] == '?':
		return refusalQueryReference
	}
	return ""
}

// remedy returns "; erratum ID: REMEDY" for the erratum of d whose remedy:
// names the refusal err is, or "".
func remedy(d Dialect, role Role, input string, err error) string {
	r := refusal(role, input, err)
	if r == "" || d.x == nil {
		return ""
	}
	for _, e := range d.x.meta.Errata {
		if e.Refusal == r {
			return fmt.Sprintf(msgRemedy, e.ID, oneLine(e.Remedy))
		}
	}
	return ""
}
