package whatwg

import (
	"testing"
)

// FuzzParse: no input makes the parser panic, and the href of a success
// parses again to itself (the URL serializer's output is a fixed point of
// the parser, which the "/." of §4.5 is there for). Seeds: the inputs and
// bases of the web-platform-tests data.
func FuzzParse(f *testing.F) {
	for _, v := range readWPT(f) {
		base := ""
		if v.Base != nil {
			base = *v.Base
		}
		f.Add(v.Input, base)
	}
	f.Fuzz(func(t *testing.T, input, base string) {
		var b *URL
		if base != "" {
			bu, _, err := Parse(base, nil)
			if err != nil {
				return
			}
			b = &bu
		}
		u, _, err := Parse(input, b)
		if err != nil {
			return
		}
		href := u.Href()
		if s := u.Serialize(false); s != href {
			t.Fatalf("Href %q, Serialize %q", href, s)
		}
		again, _, err := Parse(href, nil)
		if err != nil {
			t.Fatalf("%q (base %q) gives %q, which fails: %v", input, base, href, err)
		}
		if again.Href() != href {
			t.Fatalf("%q (base %q) gives %q, which gives %q", input, base, href, again.Href())
		}
	})
}
