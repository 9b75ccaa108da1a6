// Package pipeline is the survey of real URLs (tools/survey, the engine of
// `urispec survey`) as an Apache Beam pipeline, so that a survey of more
// lines than one machine reads in time runs on any Beam runner: Prism on
// this machine by default, Flink, Spark or Dataflow beyond it.
//
// The pipeline:
//
//	Create(file indexes) -> Reshuffle -> ParDo(read) [-> Reshuffle] -> Combine(survey) -> ParDo(write)
//
// (with Config.Shards, several such branches up to the Combine, whose
// aggregates a last Combine merges).
// The files are matched when the pipeline is built (Match), so that the
// report names them in a fixed order and each example's file is an index
// into that list, as in the CLI. The file indexes spread over the workers;
// each file is read whole by one worker with the line rules of the CLI
// (readLines: CRLF, limit, gzip by content), in batches of lines (with
// Config.Spread, a reshuffle spreads the batches over the workers); the
// survey is a global Combine whose accumulator is a survey.Aggregate: every
// worker adds the lines of its bundles to a partial aggregate (AddInput), the partial
// aggregates travel in their JSON state (survey.Aggregate.MarshalJSON) and
// merge (survey.Aggregate.Merge, associative and commutative) into the
// aggregate of the whole, whose report is written as PREFIX.json (the bytes
// of `urispec survey -json`) and PREFIX.html (its HTML report). No step
// groups the lines themselves.
//
// The report equals `urispec survey -json` over the same files given in the
// same order, whatever the runner, the bundles and the order of merges
// (TestEqualsCLI).
package pipeline

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"slices"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
	// Local paths by default; a binary registers other filesystems (gs://
	// through beamx in urispec-beam).
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/local"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/urispec/urispec/semantic"
	linereader "github.com/urispec/urispec/tools/internal/lines"
	"github.com/urispec/urispec/tools/survey"
)

func init() {
	register.DoFn3x1[context.Context, int, func(Batch), error](&readFn{})
	register.Emitter1[Batch]()
	register.Combiner3[*survey.Aggregate, Batch, *survey.Aggregate](&surveyFn{})
	register.DoFn2x1[context.Context, *survey.Aggregate, error](&writeFn{})
	register.Combiner1[*survey.Aggregate](&mergeFn{})
	beam.RegisterType(reflect.TypeFor[Batch]())
	// The accumulator travels as its whole state (not its report).
	beam.RegisterCoder(reflect.TypeFor[*survey.Aggregate](), encodeAggregate, decodeAggregate)
}

// Limits of a batch of lines, as the CLI's: a batch is one element of the
// pipeline, so that a line does not pay the cost of an element.
const (
	batchLines = 256
	batchBytes = 64 << 10
)

// Config is one survey.
type Config struct {
	// Files are the inputs, in the order of the report (Match).
	Files []string
	// Dialects are the dialects surveyed; empty for every dialect.
	Dialects []semantic.Dialect
	// Top is how many failures each list of the report holds (0: all).
	Top int
	// MaxLength is the longest line validated (0: DefaultLineLimit).
	MaxLength int
	// Spread reshuffles the batches of lines between the read and the
	// combine, so that the lines of one file are validated on every worker
	// (for a few large files); it costs a shuffle of every line (on Prism,
	// every line held in memory). Without it, each file is validated where
	// it is read, and only partial aggregates cross a shuffle.
	Spread bool
	// Shards is how many branches of the pipeline read and count the files
	// independently (file i in branch i mod Shards), their aggregates
	// merged at the end; 0 or 1: one branch. Prism gives a stage all its
	// elements as one bundle, so that one branch runs on one core
	// whatever the number of files: branches are what Prism runs in
	// parallel. A runner that splits a stage's work among workers (Flink,
	// Spark, Dataflow) needs no more than one.
	Shards int
	// Output is the prefix of the reports: Output+".json", Output+".html",
	// on any filesystem Beam knows (a local path, gs://...).
	Output string
}

// Batch is a run of consecutive lines of one file.
type Batch struct {
	// File is the index of the file in Config.Files.
	File  int
	Lines []Line
}

// Match expands the globs on their filesystems (a local path by default),
// each glob's matches in lexical order, the globs in the order given; a
// glob that matches nothing is an error.
func Match(ctx context.Context, globs []string) ([]string, error) {
	var files []string
	for _, g := range globs {
		fs, err := filesystem.New(ctx, g)
		if err != nil {
			return nil, fmt.Errorf(msgGlob, g, err)
		}
		names, err := fs.List(ctx, g)
		fs.Close()
		if err != nil {
			return nil, fmt.Errorf(msgGlob, g, err)
		}
		if len(names) == 0 {
			return nil, fmt.Errorf(msgNoMatch, g)
		}
		slices.Sort(names)
		files = append(files, names...)
	}
	return files, nil
}

// Build adds the survey c to the pipeline at s.
func Build(s beam.Scope, c Config) error {
	switch {
	case c.Output == "":
		return errors.New(msgNoOutput)
	case c.Top < 0:
		return fmt.Errorf(msgTop, c.Top)
	case c.MaxLength < 0:
		return fmt.Errorf(msgMaxLen, c.MaxLength)
	case c.Shards < 0:
		return fmt.Errorf(msgShards, c.Shards)
	}
	limit := c.MaxLength
	if limit == 0 {
		limit = DefaultLineLimit
	}
	ids := make([]string, len(c.Dialects))
	for i, d := range c.Dialects {
		ids[i] = d.ID()
	}
	s = s.Scope("urispec.survey")
	indexes := make([]int, len(c.Files))
	for i := range indexes {
		indexes[i] = i
	}
	// The files spread over the workers; each worker reads its files and
	// adds their lines to its partial aggregates in the same stage (the
	// read and the combine's AddInput fuse), so that no line crosses a
	// shuffle unless Spread says so. Each branch (Shards) does so for its
	// files.
	shards := max(1, min(c.Shards, len(indexes)))
	var parts []beam.PCollection
	for k := range shards {
		var mine []int
		for _, i := range indexes {
			if i%shards == k {
				mine = append(mine, i)
			}
		}
		ss := s.Scope(fmt.Sprintf("shard%d", k))
		files := beam.Reshuffle(ss, beam.CreateList(ss, mine))
		batches := beam.ParDo(ss, &readFn{Files: c.Files, Limit: limit}, files)
		if c.Spread {
			batches = beam.Reshuffle(ss, batches)
		}
		parts = append(parts, beam.Combine(ss, &surveyFn{Dialects: ids, Files: c.Files}, batches))
	}
	total := parts[0]
	if shards > 1 {
		total = beam.Combine(s, &mergeFn{surveyFn{Dialects: ids, Files: c.Files}}, beam.Flatten(s, parts...))
	}
	beam.ParDo0(s, &writeFn{Output: c.Output, Top: c.Top}, total)
	return nil
}

// Run builds the survey c and runs it on runner ("prism", "direct",
// "dataflow", "flink", "spark", "universal": the runners registered by the
// binary, with their options from the command line flags).
func Run(ctx context.Context, runner string, c Config) error {
	p, s := beam.NewPipelineWithRoot()
	if err := Build(s, c); err != nil {
		return err
	}
	_, err := beam.Run(ctx, runner, p)
	return err
}

// readFn reads one file into batches of lines.
type readFn struct {
	Files []string
	Limit int
}

func (f *readFn) ProcessElement(ctx context.Context, file int, emit func(Batch)) error {
	name := f.Files[file]
	fs, err := filesystem.New(ctx, name)
	if err != nil {
		return fmt.Errorf(msgRead, name, err)
	}
	defer fs.Close()
	rc, err := fs.OpenRead(ctx, name)
	if err != nil {
		return fmt.Errorf(msgRead, name, err)
	}
	defer rc.Close()
	r, closer, err := linereader.Decompress(rc, name)
	if err != nil {
		return err
	}
	b, size, emitted := Batch{File: file}, 0, false
	err = readLines(r, name, f.Limit, func(l Line) error {
		l.Text = bytes.Clone(l.Text)
		b.Lines = append(b.Lines, l)
		if size += len(l.Text); len(b.Lines) >= batchLines || size >= batchBytes {
			emit(b)
			emitted = true
			b, size = Batch{File: file}, 0
		}
		return nil
	})
	if len(b.Lines) > 0 || !emitted {
		// An empty file too gives a batch, so that a survey of empty
		// files has an aggregate to report (a global Combine of nothing
		// outputs nothing) without a Flatten, which would keep the read
		// from fusing with the combine on Prism.
		emit(b)
	}
	if cerr := closer(); err == nil && cerr != nil {
		err = fmt.Errorf(msgRead, name, cerr)
	}
	return err
}

// surveyFn is the survey as a CombineFn: a partial aggregate per bundle,
// merged by survey.Aggregate.Merge.
type surveyFn struct {
	Dialects []string // ids; empty for every dialect
	Files    []string
}

func (f *surveyFn) CreateAccumulator() (*survey.Aggregate, error) {
	c := survey.Config{Files: f.Files}
	for _, id := range f.Dialects {
		d, err := semantic.ParseDialect(id)
		if err != nil {
			return nil, fmt.Errorf(msgDialects, err)
		}
		c.Dialects = append(c.Dialects, d)
	}
	return survey.New(c)
}

func (f *surveyFn) AddInput(a *survey.Aggregate, b Batch) (*survey.Aggregate, error) {
	for _, l := range b.Lines {
		a.Add(survey.Line{File: b.File, Number: l.Number, Text: string(l.Text), Length: l.Length})
	}
	return a, nil
}

func (f *surveyFn) MergeAccumulators(a, b *survey.Aggregate) (*survey.Aggregate, error) {
	if err := a.Merge(b); err != nil {
		return nil, fmt.Errorf(msgCombine, err)
	}
	return a, nil
}

func (f *surveyFn) ExtractOutput(a *survey.Aggregate) (*survey.Aggregate, error) {
	return a, nil
}

// mergeFn merges the aggregates of the branches (Config.Shards).
type mergeFn struct{ surveyFn }

func (f *mergeFn) AddInput(a, b *survey.Aggregate) (*survey.Aggregate, error) {
	return f.MergeAccumulators(a, b)
}

func encodeAggregate(a *survey.Aggregate) ([]byte, error) {
	b, err := json.Marshal(a)
	if err != nil {
		return nil, fmt.Errorf(msgState, err)
	}
	return b, nil
}

func decodeAggregate(b []byte) (*survey.Aggregate, error) {
	a := new(survey.Aggregate)
	if err := json.Unmarshal(b, a); err != nil {
		return nil, fmt.Errorf(msgState, err)
	}
	return a, nil
}

// writeFn writes the report of the whole as Output.json and Output.html.
type writeFn struct {
	Output string
	Top    int
}

func (f *writeFn) ProcessElement(ctx context.Context, a *survey.Aggregate) error {
	r := a.Report(f.Top)
	if err := writeFile(ctx, f.Output+".json", r.WriteJSON); err != nil {
		return err
	}
	return writeFile(ctx, f.Output+".html", r.WriteHTML)
}

// writeFile writes name on its filesystem with write.
func writeFile(ctx context.Context, name string, write func(io.Writer) error) error {
	fs, err := filesystem.New(ctx, name)
	if err != nil {
		return fmt.Errorf(msgWrite, name, err)
	}
	defer fs.Close()
	wc, err := fs.OpenWrite(ctx, name)
	if err != nil {
		return fmt.Errorf(msgWrite, name, err)
	}
	w := bufio.NewWriter(wc)
	if err := errors.Join(write(w), w.Flush(), wc.Close()); err != nil {
		return fmt.Errorf(msgWrite, name, err)
	}
	return nil
}
