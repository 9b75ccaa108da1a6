package semantic

import "github.com/urispec/urispec/grammar/abnf"

// RFC 1808 states no normal form and no equivalence of URLs: it registers no
// normalForms entry, so Normalize and Equivalent return an error for it. Its
// one prose erratum records that reading.
func init() { proseErrata[RFC1808] = proseErrata1808 }

var proseErrata1808 = []*abnf.Erratum{
	{ID: "N1", Rule: "-", Section: "2.2",
		Text: `RFC 1808 describes parsing (§2.4) and resolution (§4) only; of equivalence it says no more than "Note that this differs from the URL syntax defined in RFC 1738 [2] in that all schemes are required to use a single set of reserved characters and use them consistently within the major URL components."`,
		Does: `defines no normalization level: Normalize and Equivalent fail for rfc1808 ("no normalization is defined").`,
		Why:  `a normal form the text does not state would be urispec's own; the equivalences of RFC 1738 §2.1-§2.2 (scheme case, encoded characters) are those of the dialect rfc1738.`},
}
