package abnf

// All message texts of the grammar tool, in one place (STYLE.md principle 12).
// Reader errors are formatted by Error.Error as "file:line:col: message (offset N)";
// lint findings by Finding.String as "file:line:col: kind: message".

// Reader (lexer) messages. RFC 5234 §4 is the ABNF definition of ABNF.
const (
	msgEmptyFile        = "empty file: a grammar needs at least one rule"
	msgNoRules          = "no rule definitions (only comments and blank lines)"
	msgNUL              = "NUL byte"
	msgControl          = "control character %U (only HTAB, LF and CRLF may appear)"
	msgNonASCII         = "non-ASCII byte 0x%02X outside a comment (ABNF is ASCII; non-ASCII text may appear only in comments)"
	msgBadUTF8          = "invalid UTF-8 in a comment"
	msgLoneCR           = "CR not followed by LF"
	msgBadChar          = "unexpected character %q"
	msgUnderscore       = "unexpected character '_' (an ABNF rule name is ALPHA *(ALPHA / DIGIT / \"-\"); map a spec name that is not legal ABNF with ;@rename)"
	msgIndented         = "line starts with whitespace but continues no rule (a rule starts in column 1 and ends before the first line that does not start with whitespace)"
	msgAdjacent         = "elements must be separated by whitespace (RFC 5234 §4: concatenation = repetition *(1*c-wsp repetition))"
	msgRepeatNoElement  = "repeat %q must be followed directly by the element it repeats (RFC 5234 §4: repetition = [repeat] element)"
	msgOverflow         = "number %s overflows int"
	msgUnterminatedStr  = "unterminated quoted string (no closing '\"' on this line)"
	msgBadStrChar       = "character %s not allowed in a quoted string (RFC 5234 §4: char-val allows %%x20-21 / %%x23-7E; write other characters as %%x values)"
	msgUnterminatedPro  = "unterminated prose-val (no closing '>' on this line)"
	msgBadProseChar     = "character %s not allowed in a prose-val (RFC 5234 §4: prose-val allows %%x20-3D / %%x3F-7E)"
	msgPercent          = "bad %%-value: expected b, d, x (num-val) or s, i (RFC 7405 char-val) after '%%'"
	msgPercentNoQuote   = "%%%c must be followed directly by a quoted string (RFC 7405)"
	msgNumNoDigit       = "bad %%%c value: expected %s after %q"
	msgNumBadDigit      = "bad %%%c value: %q is not %s"
	msgNumRangeAndSeq   = "bad %%%c value: a num-val is either a '.'-separated sequence or one '-' range, not both"
	msgUnexpectedTok    = "unexpected %s"
	msgUnexpectedTokExp = "unexpected %s (expected %s)"
)

// Reader (pragma and errata) messages.
const (
	msgPragmaNotCol1     = "pragma comment ;@ must start in column 1"
	msgUnknownPragma     = "unknown pragma ;@%s (known: dialect, spec, start, scan, core, encoding, rename, not-followed-by, accept, erratum, scheme, urn-namespace, applies, import, default-port, no-fragment)"
	msgUnknownEncoding   = "unknown encoding %q in ;@encoding (known: %s)"
	msgPragmaArgs        = ";@%s needs %s"
	msgPragmaExtra       = "unexpected %q after ;@%s %s"
	msgPragmaDup         = "duplicate ;@%s (first at line %d)"
	msgNotRuleName       = "%q is not a rule name (ALPHA *(ALPHA / DIGIT / \"-\"))"
	msgSpecSyntax        = `;@spec needs NAME "TITLE" DATE`
	msgSpecQuote         = `unterminated title in ;@spec (no closing '"')`
	msgUnknownKind       = "unknown finding kind %q in ;@accept (known: %s)"
	msgErratumHeader     = ";@erratum needs ID RULE §SECTION"
	msgErratumSection    = "section %q in ;@erratum must start with §"
	msgPragmaSection     = "section %q in ;@%s must start with §"
	msgErratumField      = "erratum %s: expected text:, does: or why: after ';   '"
	msgErratumFieldDup   = "erratum %s: duplicate %s field"
	msgErratumFieldFirst = "erratum %s: continuation line before any text:, does: or why: field"
)

// Lint messages, by kind.
const (
	lintUndefined      = "rule %s is not defined"
	lintUndefinedStart = ";@start names %s, which is not defined"
	lintUndefinedNFB   = ";@not-followed-by names %s, which is not defined"
	lintUndefinedScan  = ";@scan names %s, which is not defined"
	lintUndefinedRen   = ";@rename maps %s to %s, which is not defined"
	lintIncrNoBase     = "%s =/ adds alternatives to a rule that has no = definition"
	lintUnreachable    = "rule %s is not reachable from the ;@start rules"
	lintDuplicate      = "rule %s is already defined at line %d (rule names are case-insensitive; use =/ to add alternatives)"
	lintCase           = "reference %s differs in case from the definition %s at line %d"
	lintCaseCore       = "reference %s differs in case from the core rule %s"
	lintCaseIncr       = "%s =/ differs in case from the definition %s at line %d"
	lintRepeat         = "repetition %d*%d: the minimum exceeds the maximum"
	lintRange          = "range %s: the low value exceeds the high value"
	lintValueByte      = "value %s: %d is above 255, and without ;@encoding utf-8 a numeric value is one byte"
	lintValueCodePoint = "value %s: %d is above U+10FFFF, the last code point"
	lintValueSurrogate = "value %s: U+%04X is a surrogate, which UTF-8 cannot encode"
	lintRangeSurrogate = "range %s: every value is a surrogate, which UTF-8 cannot encode, so it matches nothing"
	lintCoreUnimported = "rule %s uses the core rule %s without ;@core %s"
	lintCoreNotCore    = ";@core %s: not an RFC 5234 Appendix B.1 core rule"
	lintCoreUnused     = ";@core %s: no rule refers to it"
	lintCoreDefined    = ";@core %s: the grammar defines %s itself (line %d)"
	lintProse          = "rule %s uses the prose-val <%s>, which the oracle cannot run"
	lintSection        = "rule %s has no section citation (a trailing \"; §...\" comment on its first line)"
	lintMissingPragma  = "missing ;@%s"
	lintSchemeDialect  = "a scheme or URN namespace grammar (;@scheme, ;@urn-namespace) has no ;@dialect"
	lintServeStart     = "%s is served by rule %s, which is not a ;@start rule"
	lintDefaultPort    = ";@default-port %s %s: the scheme must be one the grammar serves and the port decimal digits"
	lintSpecDate       = ";@spec date %q is not YYYY-MM or YYYY-MM-DD"
	lintErratumField   = "erratum %s has no %s line"
	lintErratumDup     = "erratum id %s is already used at line %d"
	lintErratumID      = "erratum id %s is not a letter E (grammar), R (resolution), N (normalization) or U (prose rules) followed by a number"
	lintErratumRule    = "erratum %s names rule %s, which is not defined"
	lintAcceptUnknown  = ";@accept %s %s %s: there is no erratum %s"
	lintAcceptUnused   = ";@accept %s %s %s suppresses no finding"
)
