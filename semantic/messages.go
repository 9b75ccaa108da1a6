package semantic

// Every message text of the semantic layer, in one place (STYLE.md 12).
const (
	msgUnknownDialect   = "unknown dialect"
	msgUnknownDialectID = "%w %q (dialects: %s)"
	msgZeroDialect      = "%w: no dialect given (the zero Dialect)"
	msgNoBaseRule       = "dialect %s: WithBase: its validity does not depend on a base URL (whatwg-url's does)"
	msgBaseAndRule      = "WithBase and WithRule both choose the start rule: give one of them"
	msgUnknownRule      = "dialect %s has no start rule %q (start rules: %v)"
	msgBadMaxLength     = "WithMaxLength(%d): the limit must be positive"
	msgEmptyLevel       = "WithLevel(\"\"): the level must be named (leave the option out for the default level)"
	msgOptionEntry      = "option %s does not apply to %s"
	msgDivergence       = "dialect %s: the automaton accepts %[3]q as %[2]s and the generated parser does not (a bug in urispec): %[4]v"

	// The one format of a syntax error (Error.Error), built without fmt:
	// "DIALECT: invalid START at offset N: FOUND, expected A, B or C (in
	// rule RULE, §SECTION)", the reason of a prose rule in place of "FOUND,
	// expected ...", and the reading given up before the offset after it:
	// "; read as RULE (§SECTION), it needed A or B at offset N, not FOUND".
	msgInvalid       = ": invalid "
	msgAtOffset      = " at offset "
	msgExpected      = ", expected "
	msgInRule        = " (in rule "
	msgSection       = ", §"
	msgReadAs        = "; read as "
	msgReadAsSection = " (§"
	msgItNeeded      = "), it needed "
	msgNot           = ", not "
	msgNothing       = "nothing"
	msgOr            = " or "

	foundUnexpected = "unexpected "
	foundEnd        = "end of input"
	foundNUL        = "NUL byte"
	foundNonASCII   = "non-ASCII byte "
	foundControl    = "control byte "
	foundDQuote     = `'"'`

	// The UTF-8 faults of a grammar of characters (utf8msg.go, RFC 3629 §4).
	utf8Sequence     = "invalid UTF-8 sequence "
	utf8After        = ": after "
	utf8Allows       = ", RFC 3629 §4 allows "
	utf8EndIn        = "unexpected end of input in the UTF-8 sequence "
	utf8Needs        = ", RFC 3629 §4 needs "
	utf8NoLead       = "invalid UTF-8: byte "
	utf8BeginsNone   = " begins no sequence of RFC 3629 §4"
	utf8Continuation = " is a continuation byte after no lead byte (RFC 3629 §4)"
	utf8Char         = " (UTF-8 "

	// LengthError: "DIALECT: input is N bytes, over the limit of M bytes".
	msgInputIs   = "input is "
	msgOverLimit = " bytes, over the limit of "
	msgBytesEnd  = " bytes"

	// The caret display (Error.CaretWindow): a byte that does not print, and
	// the markers of the input left out before and after the window.
	caretEscape    = `\x%02X`
	caretCutBefore = "[+%d %s]…"
	caretCutAfter  = "…[+%d %s]"
	caretByte      = "byte"
	caretBytes     = "bytes"

	// Reasons and warnings of the rules RFC 2141 states in prose.
	msgRFC2141ReservedNID = `the NID "urn" is reserved and MUST NOT be used (the Namespace Identifier is case insensitive)`
	msgRFC2141BarePercent = `the presence of an "%%" character in an URN MUST be followed by two characters from the <hex> character set; %s follows it`
	msgRFC2141NUL         = `octet 0 should never be used, in either unencoded or %-encoded form`
	msgRFC2141Reserved    = `%q is RESERVED for future developments: namespace developers SHOULD NOT use it in unencoded form, but rather its %%-encoding %s`
	msgRFC2141Encoded     = `%q encodes %q, which is not a reserved character: "a character MUST NOT be "%%"-encoded if the character is not a reserved character", so this is valid only if %s designates %q as having special meaning`
	msgRFC2141NotUTF8     = `the %%-encoded octets from here are not the UTF-8 encoding of characters, as characters outside the URN character set are translated (§2.2); as escaped octets they are allowed (§2.3.1, §2.4)`
	msgNamespaceOf        = "namespace %q"
	msgNamespaceAny       = "the namespace"

	// Why a dialect defines no relative form (Resolve).
	msgNoRelative1738    = "rfc1738: %w: its §2.3 says relative links are not described in that document"
	msgNoRelative2141    = "rfc2141bis-03: %w: a URN has no hierarchy (§2: its path is a single segment, NID \":\" NSS; §2.5.1: \"/\" is not allowed)"
	msgNoRelativeRFC2141 = `rfc2141: %w: "An URN MUST be considered an opaque URL by URL resolvers and passed (with the "urn:" tag) to an URN resolver" (Appendix A); the RFC defines no relative form`

	// Errors of RFC 2396 resolution.
	msgAboveRoot2396      = "the merged path still begins with \"..\" segments (rfc2396 §5.2 step 6g: \"the reference is considered to be in error\")"
	msgUnsuitableBase2396 = "a relative reference cannot be used with this base: it is opaque, not a <hier_part> (rfc2396 §5: \"relative URI cannot be used within a document that has an unsuitable base URI\")"

	// Reasons and warnings of the rules RFC 8141 states in prose.
	msgRFC8141RComponentEnd = `the r-component ends with a "?=" sequence (which begins a q-component), and the prose restricts r-component so; here no q-component follows the "?="`
	msgRFC8141NotUTF8       = "the percent-encoded octets of the NSS from here are not UTF-8, and URNs that appear in protocols or that are passed between systems MUST use only Unicode characters encoded in UTF-8 and further encoded as required by RFC 3986"
	msgRFC8141Informal      = `an NID that starts with "urn-" is reserved for informal URN namespaces, whose NIDs are "urn-" followed by a number without leading zeros (InformalNamespaceName); this NID cannot be registered`
	msgRFC8141TwoCharacters = "a formal NID MUST be more than two characters long, and an informal one starts with \"urn-\"; this NID cannot be registered"
	msgRFC8141CountryCode   = `NIDs that start with two letters and a hyphen are reserved for potential use as NIDs based on ISO alpha-2 country codes (and those with two letters and two hyphens, such as "xn--", for DNS A-labels); a formal NID MUST NOT start so`
	msgRFC8141Experimental  = `a formal NID MUST NOT start with "X-"; strings within the former experimental URN namespaces are not valid URNs`
	msgRFC8141RComponent    = "r-components SHOULD NOT be used for URNs before their semantics have been standardized"

	// Reasons of the rule the URL Standard states as an algorithm (§3.4 valid domain).
	msgWHATWGDomainToASCII = "the host is not a valid domain: the domain parser with beStrict true fails (UTS #46 ToASCII, §3.3): "
	msgWHATWGEmptyLabel    = "VerifyDnsLength: an empty label that is not the root label"
	msgWHATWGDomainNumber  = "the host is not a valid domain: it ends in a number (§3.5 ends in a number checker), and it is no valid IPv4-address string"

	msgWHATWGBaseNoScheme = "whatwg-url: base URL %q does not start with a URL-scheme-string and \":\" (WithBase: a base URL is an absolute URL, §4.2)"

	msgNoRelativeWHATWG = `whatwg-url: %w: the URL Standard resolves a relative URL string with its basic URL parser (§4.4), which this dialect does not run yet; its validity against a base URL is WithBase's`

	msgNoRelativeRFC8141 = `rfc8141: %w: a namestring is always absolute; relative references to URNs are RFC 3986's (§4.3: the algorithm of RFC 3986 §5.2 "is problematic for URNs because their syntax does not support the necessary path components"; use dialect rfc3986)`

	// Normalization and equivalence.
	msgNoLevel      = "level not defined by the dialect's spec"
	msgLevelUnknown = "dialect %s: %w: %q (levels: %v)"
	msgNormalBroken = "dialect %s: normalizing %q: step %q gave %q, which does not parse (a bug in urispec): %w"
	msgNoNormalizer = "dialect %s: no normalization is defined (%w)"

	// Policies (policy.go): the format of a *PolicyError (dialect, start
	// rule, policy, offset, what the component is, the word for what the
	// policy lists, the list), and the errors of WithPolicy.
	msgPolicyFormat         = "%s: %s refused by policy %s at offset %d: %s (%s: %s)"
	msgPolicyFormatNoOffset = "%s: %s refused by policy %s: %s (%s: %s)"
	msgPolicyMissing        = "no %s"
	msgPolicyEmpty          = "the %s is empty"
	msgPolicyPresent        = "%s %q is present"
	msgPolicyKind           = "%s %q is %s"
	msgPolicyNoKind         = "of no kind (empty)"
	msgPolicyNotAllowed     = "%s %q is not allowed"
	msgPolicyAllowed        = "allowed"
	msgPolicyRequired       = "required"
	msgPolicyForbidden      = "forbidden"
	msgPolicyTwice          = "WithPolicy given twice: give one Policy"
	msgPolicyEmptyScheme    = "WithPolicy: an allowed scheme is empty"
	msgPolicyComponent      = "WithPolicy: %q is not a component a policy names (%v)"
	msgPolicyBoth           = "WithPolicy: component %s is both required and forbidden"
	msgPolicyHostKind       = "WithPolicy: HostKind(%d) is not a host kind"
	msgPolicyPortRange      = "WithPolicy: port range %d-%d is out of order or negative"
	msgUnknownComponent     = "unknown component %q"
	msgUnknownHostKind      = "unknown host kind %q (host kinds: %s)"

	// Percent-encoding (encode.go): the format of an *EncodingError
	// (dialect, component, offset, reason, rule, section) and its reasons.
	msgEncodingFormat    = "%s: cannot %s %s at offset %d: %s (in rule %s, §%s)"
	msgEncodingNoRule    = "%s: cannot %s: %s"
	msgEncodingComponent = "no rule of the grammar is component %q (components: %s)"
	msgEncodingEmpty     = "the rule matches no empty string"
	msgEncodingNUL       = "the octet 0 must not be used, in either unencoded or percent-encoded form (§%s)"
	msgEncodingNoEscape  = "%q is not admitted literally, and the rule admits no percent-encoding"
	msgDecodeBadEscape   = "a \"%\" is not followed by two hexadecimal digits"
	msgDecodeDelimiter   = "%q encodes %q, a delimiter (%s): decoding it would change the meaning"
	msgDecodeNotLiteral  = "%q is not admitted literally here (it must be percent-encoded)"
	// A grammar of characters (Decode, decodeChar; RFC 3987 §3.2 keeps such
	// escapes).
	msgDecodeNotUTF8     = "%q decodes to octets that are no UTF-8 character (RFC 3629 §4)" + msgStayEncoded
	msgDecodeNotAdmitted = "%q decodes to U+%04X, which the rule does not admit here" + msgStaysEncoded
	msgDecodeExcludedEsc = "%q decodes to %s, which the text excludes (§%s)" + msgStaysEncoded
	msgStaysEncoded      = ": it stays percent-encoded"
	msgStayEncoded       = ": they stay percent-encoded"
	msgDecodeExcluded    = "%q is %s, which the text excludes (§%s)"

	// Why a context or a full-form reference of RFC 1630 is no absolute form.
	msgRFC1630NotAbsolute = "an absolute form must have a colon and that colon must occur before any slash characters"
	msgRFC1630Scheme      = "the scheme is an ialpha and begins with a letter"
	msgRFC1630Char        = "no character of a URI stands here (the BNF's character groups and the delimiters its productions write, one \"#\" at most)"
	msgRFC1630Escape      = "a percent sign always indicates an encoded character: two hexadecimal digits follow it"

	// Reasons and warnings of the rules RFC 3987 states in prose.
	msgRFC3987Bidi      = "IRIs MUST NOT contain bidirectional formatting characters (LRM, RLM, LRE, RLE, LRO, RLO, and PDF); here %s"
	msgRFC3987BidiMixed = "the %s component %q uses both right-to-left and left-to-right characters, which a component SHOULD NOT"
	msgRFC3987BidiEnds  = "the %s component %q uses right-to-left characters and SHOULD start and end with right-to-left characters"
	msgURIToIRIRule     = "URIToIRI: rfc3986 start rule %q has no IRI counterpart in rfc3987 (rules: %v)"

	// Reasons of the rfc2141bis-03 prose MUST rules (dialect_rfc2141bis03.go).
	msgReservedNID        = `the NID "urn" is permanently reserved and MUST NOT be used (NIDs are case-insensitive)`
	msgNUL                = "the NUL octet MUST NOT be used in URNs, in either unencoded or percent-encoded form"
	msgWarnEncodedLiteral = "%q encodes %q, which the NSS admits unencoded: \"a character MUST NOT be percent-encoded if the character is not a reserved character\", so this is valid only if %s reserves %q"
	msgWarnNotUTF8        = "the percent-encoded octets from here are not the UTF-8 encoding of characters, as characters outside the URN character repertoire are translated (§2.2, §7.1); as escaped octets they are allowed"
	msgRepeatedKeywd      = "the registered keywd %q MUST NOT appear more than once in a URN (first at offset %d)"
	msgWarnQueryAssigned  = "a query makes this a URI reference to a URN: it MUST NOT be present in an assigned URN"
	msgWarnFragmentNSAuth = "a fragment is allowed only in a reference to a URN whose namespace registration specifies its usage, and never in an assigned URN"

	// Relativize (relativize.go).
	msgRelativizeFailed = "relativizing %q against %q: invalid %s: %v"
	msgUnreachable      = "no reference resolves to it"
	msgUnreachableIn    = "%w under %s: the target itself resolves to another string, and so does every shorter form"

	// net/url and netip (interop.go).
	msgNotRepresentable     = "net/url cannot represent it exactly"
	msgNotRepresentableAt   = "%s: %q: net/url cannot represent its %s exactly: %s"
	msgNilURL               = "FromURL: %s: no *url.URL (nil)"
	msgNoURLForm            = "net/url does not model its references"
	msgNoURLFormIn          = "%w: %s: %s"
	msgNoURLPerScheme       = "its URLs are defined per scheme (a path without its \"/\", RFC 1738's ftp \";type=\" beside the path), not as net/url's generic components"
	msgNoURLURN             = "a URN's parts (NID, NSS, RFC 8141's \"?+\" r-component and \"?=\" q-component) are none of net/url's, which reads \"?+r?=q\" as one query (parse the URN with rfc3986 to have it as a URI)"
	msgNoURLWHATWG          = "the URL Standard reads a URL with its basic URL parser (§4.4), not as net/url's RFC 3986 components"
	msgNoURLRule            = "%w: %s start rule %s reads a part of a reference, not a reference"
	msgReasonColon          = "a first segment with a colon is written after \"./\" by url.URL.String (%q), as RFC 3986 §4.2 asks, since net/url would read it as a scheme"
	msgReasonSchemeLetter   = "net/url takes a scheme only when it begins with a letter (RFC 3986 §3.1)"
	msgReasonParse          = "url.Parse refuses it: %v"
	msgReasonReadsOther     = "url.Parse reads it into other fields: %#v"
	msgReasonDecode         = "its percent-encoding does not decode: %v"
	msgReasonReencoded      = "net/url would write %q (it keeps no raw form of it)"
	msgReasonEmptyFragment  = "an empty fragment (\"#\") is no different from none in a url.URL, which has no ForceFragment"
	msgReasonEmptyAuthority = "url.URL.String writes an empty authority only after a scheme and before a path; here %q"
	msgReasonReadBack       = "url.Parse reads its String() back into another URL (String() does not preserve its fields)"
	msgNotIP                = "the host is not an IP address"
	msgUndividedHost        = "%w: %s does not divide the authority %q into userinfo, host and port"
	msgNoHost               = "%w: %s: %q has no host"
	msgHostKind             = "%w: the host %q is a %s"

	// Resolution.
	msgResolveFailed = "resolving %q against %q: invalid %s: %v"
	// msgRemedy ends the message of a refusal that an erratum's remedy:
	// names (remedy.go): "; erratum R3: WithRecomposition(...) ...".
	msgRemedy = "; erratum %s: %s"
	// The recomposition guard (ErrRecomposition).
	msgRecomposition        = "the target's string would parse into other components than resolution computed"
	msgRecompositionChanged = "%q would parse with %s, where resolution computed %s (%s %s)"
	msgRecompositionInvalid = "%q does not parse again as the reference the resolution computed (%s %s): %v"
	msgComponentValue       = "the %s %q"
	msgComponentNone        = "no %s"
	msgComponentScheme      = "scheme"
	msgComponentAuthority   = "authority"
	msgComponentPath        = "path"
	msgComponentQuery       = "query"
	msgComponentFragment    = "fragment"
	msgRecomposeReject      = "reject"
	msgRecomposeDotPrefix   = "dot"
	msgRecomposeLiteral     = "literal"
	msgBadRecomposition     = "WithRecomposition(%d): not a Recomposition"
	msgNoRelativeForm       = "defines no relative form"
	msgOptionDialect        = "%s is not offered by %s: its resolution text gives no such choice"
	msgResolveRule          = "dialect %s resolves no reference read as start rule %q (references: %v)"
	msgBadLeadingDots       = "WithLeadingDots(%d): not one of RetainLeadingDots, RemoveLeadingDots, RejectLeadingDots"
	msgAboveRoot            = "the merged path still begins with \"..\" segments (rfc2396bis-01 §5.2 merge step 7: \"the reference is considered to be in error\")"
	msgUnsuitableBase       = "a relative reference cannot be used with this base: it does not fit the <hier-part> syntax (rfc2396bis-01 §5, erratum E19)"
	msgRoleBase             = "base"
	msgRoleReference        = "reference"
	msgRoleTarget           = "target"
	msgDotsRetain           = "retain"
	msgDotsRemove           = "remove"
	msgDotsReject           = "error"
)
