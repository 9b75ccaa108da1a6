package semantic

import "strings"

// The resolution examples of Appendix C, copied from the spec texts. Every
// example resolves against the same base. "(current document)" is written as
// the text prints it; resolveWant turns it into the base (erratum R1).

const resolveAppendixCBase = "http://a/b/c/d;p?q"

type resolveExample struct {
	ref  string
	want string
}

// resolveWant is the string Resolve returns for an Appendix C result:
// "(current document)" stands for the base (erratum R1).
func resolveWant(base, want string) string {
	return strings.Replace(want, "(current document)", base, 1)
}

// urlSyntax05AppendixC: draft-fielding-url-syntax-05 Appendix C, "Within an
// object with a well-defined base URL of Content-Base: http://a/b/c/d;p?q".
var urlSyntax05AppendixC = []resolveExample{
	{ref: "g:h", want: "g:h"},                         // C.1
	{ref: "g", want: "http://a/b/c/g"},                // C.1
	{ref: "./g", want: "http://a/b/c/g"},              // C.1
	{ref: "g/", want: "http://a/b/c/g/"},              // C.1
	{ref: "/g", want: "http://a/g"},                   // C.1
	{ref: "//g", want: "http://g"},                    // C.1
	{ref: "?y", want: "http://a/b/c/?y"},              // C.1 (step 6c: the query joins the buffer)
	{ref: "g?y", want: "http://a/b/c/g?y"},            // C.1
	{ref: "#s", want: "(current document)#s"},         // C.1
	{ref: "g#s", want: "http://a/b/c/g#s"},            // C.1
	{ref: "g?y#s", want: "http://a/b/c/g?y#s"},        // C.1
	{ref: ";x", want: "http://a/b/c/;x"},              // C.1
	{ref: "g;x", want: "http://a/b/c/g;x"},            // C.1
	{ref: "g;x?y#s", want: "http://a/b/c/g;x?y#s"},    // C.1
	{ref: ".", want: "http://a/b/c/"},                 // C.1
	{ref: "./", want: "http://a/b/c/"},                // C.1
	{ref: "..", want: "http://a/b/"},                  // C.1
	{ref: "../", want: "http://a/b/"},                 // C.1
	{ref: "../g", want: "http://a/b/g"},               // C.1
	{ref: "../..", want: "http://a/"},                 // C.1
	{ref: "../../", want: "http://a/"},                // C.1
	{ref: "../../g", want: "http://a/g"},              // C.1
	{ref: "", want: "(current document)"},             // C.2 "<> = (current document)"
	{ref: "../../../g", want: "http://a/../g"},        // C.2
	{ref: "../../../../g", want: "http://a/../../g"},  // C.2
	{ref: "/./g", want: "http://a/./g"},               // C.2
	{ref: "/../g", want: "http://a/../g"},             // C.2
	{ref: "g.", want: "http://a/b/c/g."},              // C.2
	{ref: ".g", want: "http://a/b/c/.g"},              // C.2
	{ref: "g..", want: "http://a/b/c/g.."},            // C.2
	{ref: "..g", want: "http://a/b/c/..g"},            // C.2
	{ref: "./../g", want: "http://a/b/g"},             // C.2
	{ref: "./g/.", want: "http://a/b/c/g/"},           // C.2
	{ref: "g/./h", want: "http://a/b/c/g/h"},          // C.2
	{ref: "g/../h", want: "http://a/b/c/h"},           // C.2
	{ref: "g;x=1/./y", want: "http://a/b/c/g;x=1/y"},  // C.2
	{ref: "g;x=1/../y", want: "http://a/b/c/y"},       // C.2
	{ref: "g?y/./x", want: "http://a/b/c/g?y/x"},      // C.2 (defect of step 6c-d, reproduced)
	{ref: "g?y/../x", want: "http://a/b/c/x"},         // C.2 (defect of step 6c-f, reproduced)
	{ref: "g#s/./x", want: "http://a/b/c/g#s/./x"},    // C.2
	{ref: "g#s/../x", want: "http://a/b/c/g#s/../x"},  // C.2
	{ref: "http:g", want: "http:g"},                   // C.2
	{ref: "http:", want: "http:"},                     // C.2
	{ref: "http://a/../b/c", want: "http://a/../b/c"}, // C.2 prints "= http://a/b/c", what parsers that "inappropriately strip" give (erratum R3)
}

// rfc2396bis01AppendixC: draft-fielding-uri-rfc2396bis-01 Appendix C,
// "Within an object with a well-defined base URI of http://a/b/c/d;p?q", for
// a validating parser (the default).
var rfc2396bis01AppendixC = []resolveExample{
	{ref: "g:h", want: "g:h"},                        // C.1
	{ref: "g", want: "http://a/b/c/g"},               // C.1
	{ref: "./g", want: "http://a/b/c/g"},             // C.1
	{ref: "g/", want: "http://a/b/c/g/"},             // C.1
	{ref: "/g", want: "http://a/g"},                  // C.1
	{ref: "//g", want: "http://g"},                   // C.1
	{ref: "?y", want: "http://a/b/c/d;p?y"},          // C.1 (T.path = Base.path)
	{ref: "g?y", want: "http://a/b/c/g?y"},           // C.1
	{ref: "#s", want: "(current document)#s"},        // C.1
	{ref: "g#s", want: "http://a/b/c/g#s"},           // C.1
	{ref: "g?y#s", want: "http://a/b/c/g?y#s"},       // C.1
	{ref: ";x", want: "http://a/b/c/;x"},             // C.1
	{ref: "g;x", want: "http://a/b/c/g;x"},           // C.1
	{ref: "g;x?y#s", want: "http://a/b/c/g;x?y#s"},   // C.1
	{ref: ".", want: "http://a/b/c/"},                // C.1
	{ref: "./", want: "http://a/b/c/"},               // C.1
	{ref: "..", want: "http://a/b/"},                 // C.1
	{ref: "../", want: "http://a/b/"},                // C.1
	{ref: "../g", want: "http://a/b/g"},              // C.1
	{ref: "../..", want: "http://a/"},                // C.1
	{ref: "../../", want: "http://a/"},               // C.1
	{ref: "../../g", want: "http://a/g"},             // C.1
	{ref: "", want: "(current document)"},            // C.2 "<> = (current document)"
	{ref: "../../../g", want: "http://a/../g"},       // C.2 (merge step 7, retained)
	{ref: "../../../../g", want: "http://a/../../g"}, // C.2 (merge step 7, retained)
	{ref: "/./g", want: "http://a/./g"},              // C.2
	{ref: "/../g", want: "http://a/../g"},            // C.2
	{ref: "g.", want: "http://a/b/c/g."},             // C.2
	{ref: ".g", want: "http://a/b/c/.g"},             // C.2
	{ref: "g..", want: "http://a/b/c/g.."},           // C.2
	{ref: "..g", want: "http://a/b/c/..g"},           // C.2
	{ref: "./../g", want: "http://a/b/g"},            // C.2
	{ref: "./g/.", want: "http://a/b/c/g/"},          // C.2
	{ref: "g/./h", want: "http://a/b/c/g/h"},         // C.2
	{ref: "g/../h", want: "http://a/b/c/h"},          // C.2
	{ref: "g;x=1/./y", want: "http://a/b/c/g;x=1/y"}, // C.2
	{ref: "g;x=1/../y", want: "http://a/b/c/y"},      // C.2
	{ref: "g?y/./x", want: "http://a/b/c/g?y/./x"},   // C.2 (the query is not merged)
	{ref: "g?y/../x", want: "http://a/b/c/g?y/../x"}, // C.2
	{ref: "g#s/./x", want: "http://a/b/c/g#s/./x"},   // C.2
	{ref: "g#s/../x", want: "http://a/b/c/g#s/../x"}, // C.2
	{ref: "http:g", want: "http:g"},                  // C.2 "; for validating parsers"
}

// rfc2396bis01AppendixCNonValidating: the one example Appendix C gives "for
// backwards compatibility" (WithValidating(false)).
var rfc2396bis01AppendixCNonValidating = []resolveExample{
	{ref: "http:g", want: "http://a/b/c/g"}, // C.2 "/ http://a/b/c/g ; for backwards compatibility"
}
