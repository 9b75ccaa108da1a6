package semantic

import (
	"strconv"
	"strings"
)

// appendf appends format to dst with its verbs replaced by args, in order:
// %q the argument quoted as Go does (fmt's %q of a string, strconv.Quote),
// %s the argument itself, %% a "%". It is fmt.Appendf for the verbs of the
// warnings' messages with string arguments only, so that a warning's
// message costs one allocation, its string, where fmt.Sprintf boxes every
// argument in an interface (an allocation each). A verb without an
// argument is written as fmt would: %!q(MISSING), and so is a "%" at
// the end.
func appendf(dst []byte, format string, args ...string) []byte {
	for {
		i := strings.IndexByte(format, '%')
		if i < 0 {
			return append(dst, format...)
		}
		if i+1 == len(format) {
			return append(append(dst, format[:i]...), "%!(NOVERB)"...)
		}
		dst = append(dst, format[:i]...)
		verb := format[i+1]
		format = format[i+2:]
		switch {
		case verb == '%':
			dst = append(dst, '%')
		case len(args) == 0:
			dst = append(dst, "%!"...)
			dst = append(dst, verb)
			dst = append(dst, "(MISSING)"...)
		case verb == 'q':
			dst = strconv.AppendQuote(dst, args[0])
			args = args[1:]
		default: // 's'
			dst = append(dst, args[0]...)
			args = args[1:]
		}
	}
}

// sprintf is appendf into a new string: one allocation for a message of up
// to 512 bytes (the buffer is on the stack), two beyond.
func sprintf(format string, args ...string) string {
	var buf [512]byte
	return string(appendf(buf[:0], format, args...))
}

// verbAt returns the offset in format of its verb number k (from 0; "%%"
// is no verb), or len(format) when it has fewer.
func verbAt(format string, k int) int {
	for i := 0; i+1 < len(format); i++ {
		if format[i] != '%' {
			continue
		}
		if format[i+1] != '%' {
			if k == 0 {
				return i
			}
			k--
		}
		i++
	}
	return len(format)
}
