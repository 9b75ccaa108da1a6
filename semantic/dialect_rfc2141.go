package semantic

// RFC2141 is RFC 2141, "URN Syntax", R. Moats, May 1997: the BNF of its §2
// (grammar/rfc2141/rfc2141.abnf), the prose rules of §2.1 to §2.4, and the
// lexical equivalence of §5.
const RFC2141 Dialect = "rfc2141"
