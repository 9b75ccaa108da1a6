package semantic

import (
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"
)

// TestURISize: Parse's one allocation is a URI, which holds each span of its
// record once (the production and components as its exported fields, the
// rest in recordRest), 336 bytes on a 64-bit machine (the 352-byte size
// class), where it held the components twice (480).
func TestURISize(t *testing.T) {
	if unsafe.Sizeof(uintptr(0)) != 8 {
		t.Skip("sizes measured on 64-bit machines")
	}
	assert.Equal(t, uintptr(336), unsafe.Sizeof(URI{}))
}

// TestRecordOfURI: the record a URI gives back is the one its splitter
// found, the production and components included.
func TestRecordOfURI(t *testing.T) {
	u, err := Parse(RFC1738, "ftp://user:pw@host:21/a;type=i")
	assert.NoError(t, err)
	r := newRecord("")
	RFC1738.x.record(r.ref(), nil, u.Input, u.StartRule)
	assert.Equal(t, r, u.record())
	assert.Equal(t, "ftpurl", u.Production)
	assert.Equal(t, "user", r.user.In(u.Input)) // RFC 1738 §3.1 user [ ":" password ]
}
