package semantic

// RFC3986 is RFC 3986 (STD 66), "Uniform Resource Identifier (URI): Generic
// Syntax", T. Berners-Lee, R. Fielding, L. Masinter, January 2005: the ABNF
// of its Appendix A, the resolution of §5.2 to §5.3 and the normalization of
// §6.2 (grammar/rfc3986/rfc3986.abnf).
const RFC3986 Dialect = "rfc3986"
