package semantic

import (
	"fmt"
	"slices"
	"strings"

	"github.com/urispec/urispec/ast"
)

// normalizeURN is the preprocessing of rfc2141bis-03 §5, after which "Two
// URNs are lexically equivalent if they are octet-by-octet equal". The text
// leaves the case (lower or upper, steps 1-3) and the "preferred order" of
// step 5b to the implementation: urispec writes the scheme and NID in lower
// case, the hex digits of percent-encodings in upper case (as the normal
// forms of the URL dialects do), and orders directives by keywd (erratum N2).
func normalizeURN(u *URI, l Level) (string, error) {
	root := u.Tree
	var b strings.Builder
	// 1. "Normalize the case of the leading "urn" scheme name."
	b.WriteString(lowerASCII(root.Find("scheme").Text))
	b.WriteByte(':')
	// 2. "Normalize the case of the NID."
	b.WriteString(lowerASCII(root.Find("NID").Text))
	b.WriteByte(':')
	// 3. "Normalize the case of any percent-encoding." "Note that
	// percent-encoding MUST NOT be removed."
	b.WriteString(upperEscapes(root.Find("NSS").Text))
	// 4. "Remove the <fragment> part of the URI, if present." (not written)
	// 5a. "Remove the <query> part of the URI, if present." (LevelResource)
	if q := root.Find("urn-query"); q != nil && l == LevelResolution {
		// 5b. "Reorder the directives in the <query> part of the URI, if
		// present, bringing them into a preferred <keywd> order." keywds
		// are case-sensitive (§2.3), so the order is that of their octets;
		// the sort is stable, so directives of one keywd keep their order.
		ds := slices.Clone(q.Children)
		slices.SortStableFunc(ds, func(x, y *ast.Node) int {
			return strings.Compare(x.Find("keywd").Text, y.Find("keywd").Text)
		})
		b.WriteByte('?')
		for i, d := range ds {
			if i > 0 {
				b.WriteByte('&')
			}
			b.WriteString(upperEscapes(d.Text))
		}
	}
	s := b.String()
	if _, err := Parse(u.Dialect, s); err != nil {
		return "", fmt.Errorf(msgNormalBroken, u.Dialect, u.Input, "§5", s, err)
	}
	return s, nil
}

// upperEscapes writes the hex digits of every "%" HEXDIG HEXDIG in upper case.
func upperEscapes(s string) string {
	b := []byte(s)
	for i := 0; i+2 < len(b); i++ {
		if b[i] == '%' && isHexDigit(b[i+1]) && isHexDigit(b[i+2]) {
			b[i+1], b[i+2] = upperHex(b[i+1]), upperHex(b[i+2])
			i += 2
		}
	}
	return string(b)
}

func upperHex(b byte) byte {
	if 'a' <= b && b <= 'f' {
		return b - 'a' + 'A'
	}
	return b
}
