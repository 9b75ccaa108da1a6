package pipeline_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	"github.com/urispec/urispec/semantic"
	"github.com/urispec/urispec/tools/beam/pipeline"
	"github.com/urispec/urispec/tools/survey"
)

// The survey of two files on the embedded Prism runner: the report is
// written as PREFIX.json (the JSON of `urispec survey -json`) and
// PREFIX.html.
func ExampleRun() {
	dir, _ := os.MkdirTemp("", "urispec-beam-example")
	defer os.RemoveAll(dir)
	os.WriteFile(filepath.Join(dir, "a.txt"), []byte("http://example.com/\r\n\nurn:example:a123\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "b.txt"), []byte("http://[::1]:80/\n"), 0o644)

	ctx := context.Background()
	files, err := pipeline.Match(ctx, []string{filepath.Join(dir, "*.txt")})
	if err != nil {
		fmt.Println(err)
		return
	}
	c := pipeline.Config{
		Files:    files,
		Dialects: []semantic.Dialect{semantic.RFC2396, semantic.RFC3986, semantic.RFC8141},
		Output:   filepath.Join(dir, "report"),
	}
	if err := pipeline.Run(ctx, "prism", c); err != nil {
		fmt.Println(err)
		return
	}
	data, _ := os.ReadFile(c.Output + ".json")
	var r survey.Report
	json.Unmarshal(data, &r)
	fmt.Printf("%d lines, %d blank, %d inputs\n", r.Lines, r.Blank, r.Inputs)
	for _, d := range r.Dialects {
		fmt.Printf("%s: %d valid\n", d.Dialect, d.Valid)
	}
	// Output:
	// 4 lines, 1 blank, 3 inputs
	// rfc2396: 2 valid
	// rfc3986: 3 valid
	// rfc8141: 1 valid
}
