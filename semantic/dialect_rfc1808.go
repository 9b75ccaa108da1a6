package semantic

// RFC1808 is RFC 1808, "Relative Uniform Resource Locators", R. Fielding,
// June 1995: the BNF of its §2.2, the parsing of §2.4 and the resolution of
// §4 (grammar/rfc1808/rfc1808.abnf). It defines no normalization.
const RFC1808 Dialect = "rfc1808"
