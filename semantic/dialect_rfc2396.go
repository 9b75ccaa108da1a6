package semantic

// RFC2396 is RFC 2396, "Uniform Resource Identifiers (URI): Generic Syntax",
// T. Berners-Lee, R. Fielding, L. Masinter, August 1998: the BNF of its
// Appendix A, the resolution of §5.2 steps 1-7 and the equivalences of §6
// (grammar/rfc2396/rfc2396.abnf). The amendment of RFC 2732, "Format for
// Literal IPv6 Addresses in URL's" (R. Hinden, B. Carpenter, L. Masinter,
// December 1999), is kept beside it as the start rules URI-reference-2732,
// absoluteURI-2732, relativeURI-2732 and server-2732 (grammar erratum E9);
// the RFC 2396 start rules reject "[" and "]".
const RFC2396 Dialect = "rfc2396"
