// Package abnf reads, prints, lints and inventories the urispec grammar files
// grammar/<dialect>/<dialect>.abnf: RFC 5234 ABNF with the RFC 7405
// case-sensitive strings, plus the urispec pragmas and errata block of
// grammar/README.md, which ABNF readers see as comments.
//
//   - Parse and ParseFile read a file into the typed model of model.go, with a
//     position (byte offset, line, byte column) for every rule and node. Every
//     malformed input is an *Error naming file:line:col and the byte offset.
//   - Grammar.Lookup finds a rule case-insensitively with its "=/"
//     alternatives merged; Core holds RFC 5234 Appendix B.1.
//   - Print writes the canonical text; Parse(Print(g)) is g again, positions aside.
//   - Lint reports what RFC 5234 and grammar/README.md forbid or require.
//   - Inventory lists the rules with their sections and spec names.
//
// # Meta-grammar
//
// The reader accepts this language, RFC 5234 §4 with RFC 7405 §2.2. Lines
// marked "*" differ from RFC 5234; each difference is on the side of
// leniency where files need it (LF line ends, UTF-8 comments for "§") and of
// strictness where RFC 5234 is silent about the file as a whole.
//
//	rulelist       =  1*( rule / (*c-wsp c-nl) )      ; * and at least one rule
//	rule           =  rulename defined-as elements (c-nl / end-of-file)  ; * last newline optional
//	rulename       =  ALPHA *(ALPHA / DIGIT / "-")
//	defined-as     =  *c-wsp ("=" / "=/") *c-wsp
//	elements       =  alternation *c-wsp
//	c-wsp          =  WSP / (c-nl WSP)
//	c-nl           =  comment / NL
//	NL             =  CRLF / LF                        ; * LF alone too
//	comment        =  ";" *(WSP / VCHAR / UTF8-non-ascii) NL  ; * UTF-8 text
//	alternation    =  concatenation *(*c-wsp "/" *c-wsp concatenation)
//	concatenation  =  repetition *(1*c-wsp repetition)
//	repetition     =  [repeat] element
//	repeat         =  1*DIGIT / (*DIGIT "*" *DIGIT)
//	element        =  rulename / group / option / char-val / num-val / prose-val
//	group          =  "(" *c-wsp alternation *c-wsp ")"
//	option         =  "[" *c-wsp alternation *c-wsp "]"
//	char-val       =  case-insensitive-string / case-sensitive-string  ; RFC 7405
//	case-insensitive-string = [ "%i" ] quoted-string
//	case-sensitive-string   = "%s" quoted-string
//	quoted-string  =  DQUOTE *(%x20-21 / %x23-7E) DQUOTE
//	num-val        =  "%" (bin-val / dec-val / hex-val)
//	bin-val        =  "b" 1*BIT [ 1*("." 1*BIT) / ("-" 1*BIT) ]
//	dec-val        =  "d" 1*DIGIT [ 1*("." 1*DIGIT) / ("-" 1*DIGIT) ]
//	hex-val        =  "x" 1*HEXDIG [ 1*("." 1*HEXDIG) / ("-" 1*HEXDIG) ]
//	prose-val      =  "<" *(%x20-3D / %x3F-7E) ">"
//
// As in RFC 5234, the literals of the meta-grammar are case-insensitive
// (%X41, %S"a" are accepted), a rule starts in column 1, a line that starts
// with whitespace continues the rule above it (a comment line in column 1
// ends a rule), and the elements of a concatenation must be separated by
// whitespace ("a"b is an error). Numbers that overflow int are errors; a
// repetition m*n with m > n parses and is a lint finding. Outside comments
// a file is ASCII without control characters other than HTAB, CR LF and LF.
//
// The urispec comments (grammar/README.md) are read from column-1 comments:
//
//	pragma         =  ";@" ( "dialect" 1*WSP word
//	                       / "spec" 1*WSP word 1*WSP DQUOTE title DQUOTE 1*WSP word
//	                       / "start" 1*(1*WSP rulename)
//	                       / "core" 1*(1*WSP rulename)
//	                       / "encoding" 1*WSP "utf-8"
//	                       / "rename" 1*WSP word 1*WSP rulename
//	                       / "not-followed-by" 1*WSP rulename 1*WSP rulename
//	                       / "accept" 1*WSP kind 1*WSP rulename 1*WSP word
//	                       / erratum ) *WSP NL
//	erratum        =  "erratum" 1*WSP word 1*WSP word 1*WSP "§" section   ; word: RULE or "-"
//	                  *( NL field )                    ; on the lines right after
//	field          =  ";   " ("text:" / "does:" / "why:" / "remedy:" 1*WSP refusal) text
//	                  *( NL ";    " *WSP text )        ; continuation: 4 or more spaces
//	refusal        =  "recomposition" / "base-fragment" / "query-reference"  ; Refusals
//	section-cite   =  ";" *WSP "§" section [ 1*WSP ";" text ]  ; trailing, on a rule's first line
//
// ;@dialect, ;@spec and ;@encoding may appear once, ;@start and ;@core lines add up. A
// pragma comment that does not start in column 1 or names an unknown pragma
// is an error. An erratum's field values are trimmed; continuation lines are
// kept as separate lines (joined with "\n") and blank ones are dropped.
package abnf
