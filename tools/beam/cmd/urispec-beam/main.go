// Command urispec-beam runs the survey of `urispec survey` as an Apache Beam
// pipeline (package pipeline): locally on the embedded Prism runner by
// default, on Flink, Spark or Dataflow with their flags (README.md).
//
//	urispec-beam survey --input GLOB [--input GLOB...] --output PREFIX
//	    [--dialects A,B,...] [--top N] [--max-length N] [--spread] [--shards N] [--runner prism] [runner flags]
//
// It writes PREFIX.json (the JSON of `urispec survey -json`) and PREFIX.html
// (its HTML report). Exit 0 when the survey ran, 2 on a usage or pipeline
// error. The Beam SDK's own flags (--runner, --endpoint, --project, ...)
// are flags of the same command line; a Beam worker starts this binary with
// --worker and no subcommand.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	beamlog "github.com/apache/beam/sdks/v2/go/pkg/beam/log"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/runners"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/x/beamx"
	"github.com/urispec/urispec/semantic"
	"github.com/urispec/urispec/tools/beam/pipeline"
	"github.com/urispec/urispec/tools/survey"
)

func main() {
	os.Exit(run(context.Background(), os.Args[1:], os.Stderr))
}

func run(ctx context.Context, args []string, stderr io.Writer) int {
	var inputs []string
	flag.Func("input", "a `GLOB` of input files, plain or gzip (repeatable; matches in lexical order)", func(s string) error {
		inputs = append(inputs, s)
		return nil
	})
	output := flag.String("output", "", "write the report to `PREFIX`.json and PREFIX.html")
	dialects := flag.String("dialects", "", "survey only these dialects, comma-separated `IDS` (default: every dialect)")
	top := flag.Int("top", survey.DefaultTop, "list the `N` most frequent failures per dialect and per transition (0: all)")
	spread := flag.Bool("spread", false, "reshuffle the lines between reading and validating, so that one large file is validated on every worker (costs a shuffle of every line)")
	shards := flag.Int("shards", 0, "read and count the files in `N` independent branches (0: one per core on the local runners prism and direct, 1 on the others)")
	maxLength := flag.Int("max-length", 0, "the longest line validated, in `N` bytes; a longer one is a length error (0: 1 MiB)")
	flag.StringVar(&beamlog.LogLevel, "log_level", "warn", "the `LEVEL` of the SDK's and Prism's log on standard error: debug, info, warn or error")
	flag.CommandLine.SetOutput(stderr)
	own := flag.NewFlagSet("urispec-beam survey", flag.ContinueOnError)
	for _, name := range []string{"input", "output", "dialects", "top", "max-length", "spread", "shards", "log_level"} {
		own.Var(flag.Lookup(name).Value, name, flag.Lookup(name).Usage)
	}
	own.SetOutput(stderr)
	flag.Usage = func() {
		fmt.Fprint(stderr, usage)
		own.PrintDefaults()
		fmt.Fprint(stderr, txtSDKFlags)
	}
	command := len(args) > 0 && args[0] == "survey"
	if command {
		args = args[1:]
	}
	if err := flag.CommandLine.Parse(args); err != nil {
		return 2
	}
	// In worker mode (--worker, started by a runner) Init runs the harness
	// and never returns.
	beam.Init()
	if !command || flag.NArg() > 0 {
		flag.Usage()
		return 2
	}
	c := pipeline.Config{Output: *output, Top: *top, MaxLength: *maxLength, Spread: *spread, Shards: *shards}
	if *dialects != "" {
		for _, id := range strings.Split(*dialects, ",") {
			d, err := semantic.ParseDialect(strings.TrimSpace(id))
			if err != nil {
				fmt.Fprintf(stderr, msgDialects+"\n", err)
				return 2
			}
			c.Dialects = append(c.Dialects, d)
		}
	}
	if len(inputs) == 0 {
		fmt.Fprintln(stderr, msgNoInput)
		return 2
	}
	files, err := pipeline.Match(ctx, inputs)
	if err != nil {
		fmt.Fprintf(stderr, msgFailed+"\n", err)
		return 2
	}
	c.Files = files
	if c.Shards == 0 {
		switch *runners.Runner {
		case "", "prism", "direct":
			c.Shards = runtime.NumCPU()
		default:
			c.Shards = 1
		}
	}
	p, s := beam.NewPipelineWithRoot()
	if err := pipeline.Build(s, c); err != nil {
		fmt.Fprintf(stderr, msgFailed+"\n", err)
		return 2
	}
	if err := beamx.Run(ctx, p); err != nil {
		fmt.Fprintf(stderr, msgFailed+"\n", err)
		return 2
	}
	noun := txtFiles
	if len(files) == 1 {
		noun = txtFile
	}
	fmt.Fprintf(stderr, txtDone+"\n", len(files), noun, *output, *output)
	return 0
}
