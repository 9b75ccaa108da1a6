package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
)

const spliceHelp = `usage: go run ./tools/grammar splice -file FILE -name NAME [-check] < TEXT

Replaces the lines between "<!-- BEGIN generated NAME -->" and "<!-- END generated NAME -->"
in FILE with standard input (make generate: the README's dialect table from
"urispec dialects -md-table"). The file is written to a temporary file and
renamed, so a failure leaves it as it was. Empty input is refused. With -check,
FILE is left alone and the exit status is 1 when it differs from the result.
`

// splice replaces a marked block of a file with standard input.
func splice(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flags("splice", spliceHelp, stderr)
	file := fs.String("file", "", "the file whose block is replaced")
	name := fs.String("name", "", "the block's name in its markers")
	check := fs.Bool("check", false, "only report whether FILE is up to date")
	if err := fs.Parse(args); err != nil || *file == "" || *name == "" || fs.NArg() != 0 {
		if err == nil {
			fmt.Fprint(stderr, "splice: -file and -name are required and no operand is taken\n")
		}
		return exitError
	}
	body, err := io.ReadAll(stdin)
	if err != nil {
		fmt.Fprintf(stderr, "splice: %v\n", err)
		return exitError
	}
	if len(bytes.TrimSpace(body)) == 0 {
		fmt.Fprintf(stderr, "splice: empty input for block %q of %s: nothing replaced\n", *name, *file)
		return exitError
	}
	old, err := os.ReadFile(*file)
	if err != nil {
		fmt.Fprintf(stderr, "splice: %v\n", err)
		return exitError
	}
	out, err := spliceBlock(old, *name, body)
	if err != nil {
		fmt.Fprintf(stderr, "splice: %s: %v\n", *file, err)
		return exitError
	}
	if *check {
		if !bytes.Equal(out, old) {
			fmt.Fprintf(stdout, "splice: block %q of %s differs from a fresh 'make generate'\n", *name, *file)
			return exitFindings
		}
		return exitOK
	}
	if bytes.Equal(out, old) {
		return exitOK
	}
	tmp, err := os.CreateTemp(filepath.Dir(*file), ".splice-*")
	if err == nil {
		_, err = tmp.Write(out)
		if cerr := tmp.Close(); err == nil {
			err = cerr
		}
		if err == nil {
			err = os.Rename(tmp.Name(), *file)
		}
		if err != nil {
			os.Remove(tmp.Name())
		}
	}
	if err != nil {
		fmt.Fprintf(stderr, "splice: %v\n", err)
		return exitError
	}
	return exitOK
}

// spliceBlock returns src with the lines between the BEGIN and END markers
// of the block name replaced by body (a final newline added if missing).
func spliceBlock(src []byte, name string, body []byte) ([]byte, error) {
	begin := []byte("<!-- BEGIN generated " + name + " -->\n")
	end := []byte("<!-- END generated " + name + " -->")
	i := bytes.Index(src, begin)
	if i < 0 || bytes.Index(src[i+len(begin):], begin) >= 0 {
		return nil, fmt.Errorf("want exactly one line %q", bytes.TrimSpace(begin))
	}
	j := bytes.Index(src[i+len(begin):], end)
	if j < 0 {
		return nil, fmt.Errorf("no line %q after %q", end, bytes.TrimSpace(begin))
	}
	j += i + len(begin)
	if !bytes.HasSuffix(body, []byte("\n")) {
		body = append(body, '\n')
	}
	var out bytes.Buffer
	out.Write(src[:i+len(begin)])
	out.Write(body)
	out.Write(src[j:])
	return out.Bytes(), nil
}
