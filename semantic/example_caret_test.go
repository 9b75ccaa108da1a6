package semantic_test

import (
	"errors"
	"fmt"
	"strings"

	"github.com/urispec/urispec/semantic"
)

// The caret display of an error in a long input shows a window around the
// offset, with markers for the bytes it leaves out.
func ExampleError_CaretWindow() {
	input := "http://example.com/" + strings.Repeat("a", 200) + " b"
	_, err := semantic.Parse(semantic.RFC3986, input)
	var se *semantic.Error
	if errors.As(err, &se) {
		fmt.Println(se.Offset)
		fmt.Println(se.CaretWindow(10))
	}
	// Output:
	// 219
	// [+209 bytes]…aaaaaaaaaa b
	//                        ^
}
