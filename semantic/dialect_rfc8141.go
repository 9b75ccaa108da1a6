package semantic

// RFC8141 is RFC 8141, "Uniform Resource Names (URNs)", P. Saint-Andre and
// J. Klensin, April 2017: the ABNF of its §2 with the RFC 3986 rules it
// imports (grammar/rfc8141/rfc8141.abnf), the prose rules of §2 and §5, and
// the URN-equivalence of §3.
const RFC8141 Dialect = "rfc8141"
