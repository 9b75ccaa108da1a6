package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/urispec/urispec/semantic"
	linereader "github.com/urispec/urispec/tools/internal/lines"
	"github.com/urispec/urispec/tools/survey"
)

// openInput opens an input of survey: "-" is standard input; a file or
// stream that begins with the gzip magic is decompressed (every member, so
// concatenated gzip files work). The closer closes what was opened.
func openInput(name string, stdin io.Reader) (io.Reader, func() error, error) {
	var r io.Reader = stdin
	closer := func() error { return nil }
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return nil, nil, err
		}
		r, closer = f, f.Close
	}
	z, zclose, err := linereader.Decompress(r, name)
	if err != nil {
		closer()
		return nil, nil, err
	}
	return z, func() error { return errors.Join(zclose(), closer()) }, nil
}

// surveyBatch is a batch of lines of one input for a survey worker.
type surveyBatch struct {
	file  int
	items []item
}

// isTerminal reports whether w is a terminal (a character device); a
// variable so that tests can pretend.
var isTerminal = func(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// progressEvery is how often the progress line is rewritten.
var progressEvery = 500 * time.Millisecond

// progress rewrites one line on w (a terminal) every progressEvery: the
// lines done and the lines per second, until stop is closed; then it clears
// the line.
func progress(w io.Writer, done *atomic.Int64, stop <-chan struct{}, finished chan<- struct{}) {
	defer close(finished)
	start := time.Now()
	t := time.NewTicker(progressEvery)
	defer t.Stop()
	for {
		select {
		case <-stop:
			fmt.Fprint(w, "\r\033[K")
			return
		case now := <-t.C:
			n := done.Load()
			fmt.Fprintf(w, "\r\033[K"+txtProgress, n, float64(n)/now.Sub(start).Seconds())
		}
	}
}

func runSurvey(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := newCmdline("survey", stderr, func(w io.Writer) {
		fmt.Fprintln(w, "Surveys files of inputs, one per line (plain or gzip, \"-\" or none: standard input):")
		fmt.Fprintln(w, "every dialect validates every line, on every core. Reports per dialect the lines,")
		fmt.Fprintln(w, "the valid ones and their share, the rules where the invalid ones fail most often")
		fmt.Fprintln(w, "(with the first example of each), and the transitions between consecutive versions")
		fmt.Fprintln(w, "of each lineage (URL/URI specs; URN specs) in date order: valid in one, invalid in")
		fmt.Fprintln(w, "the next, by the rule that fails. Blank lines are skipped and counted; a line over")
		fmt.Fprintln(w, "the limit is a length error under every dialect; lines that are not UTF-8 are")
		fmt.Fprintln(w, "counted and validated. Text on standard output (or -json: one JSON document, see")
		fmt.Fprintln(w, "urispec help json); -html also writes a self-contained HTML report with charts.")
		fmt.Fprintln(w, "A progress line is shown on standard error when it is a terminal. With -scheme-syntax")
		fmt.Fprintln(w, "an input is also held to the grammar of its scheme or URN namespace (urispec schemes),")
		fmt.Fprintln(w, "and each dialect reports the share of each grammar's inputs that it accepts.")
		fmt.Fprintln(w, "Exit 0 when the survey ran (whatever the verdicts), 2 on a usage or I/O error.")
		fmt.Fprintf(w, txtDialects+"\n", dialectIDs(semantic.Dialects()))
	}, "urispec survey [-json] [-html REPORT.html] [-dialects A,B,...] [-top N] [-j N] [-max-length N] [-scheme-syntax] [--] [FILE...]")
	asJSON := c.fs.Bool("json", false, "print the report as one JSON document (urispec help json)")
	htmlOut := c.fs.String("html", "", "also write the report as a self-contained HTML page with charts to `FILE`")
	dialectList := c.fs.String("dialects", "", "survey only these dialects, comma-separated `IDS` (default: every dialect)")
	top := c.fs.Int("top", survey.DefaultTop, "list the `N` most frequent failures per dialect and per transition (0: all)")
	jobs := c.fs.Int("j", 0, "validate on `N` goroutines (0: one per core, GOMAXPROCS)")
	maxLength := c.fs.Int("max-length", 0, "the longest line validated, in `N` bytes; a longer one is a length error (0: 1 MiB)")
	schemeSyntax := c.schemeSyntaxFlag()
	files := c.parse(args)
	var ds []semantic.Dialect
	if *dialectList != "" && !c.stopped() {
		for _, id := range strings.Split(*dialectList, ",") {
			d, err := semantic.ParseDialect(strings.TrimSpace(id))
			if err != nil {
				c.fail("-dialects: %s", cliText(err))
				break
			}
			ds = append(ds, d)
		}
	}
	switch {
	case c.stopped():
	case *top < 0:
		c.fail(msgTop, *top)
	case *maxLength < 0:
		c.fail(msgMaxLength, *maxLength)
	}
	workers := c.workers(*jobs)
	if c.stopped() {
		return c.exit
	}
	if len(files) == 0 {
		files = []string{"-"}
	}
	limit := *maxLength
	if limit == 0 {
		limit = defaultLineLimit
	}
	cfg := survey.Config{Dialects: ds, Files: files, SchemeSyntax: *schemeSyntax}
	total, err := surveyFiles(cfg, files, stdin, workers, limit, stderr)
	if err != nil {
		return c.errorf("%v", err)
	}
	r := total.Report(*top)
	if *htmlOut != "" {
		if err := writeHTML(*htmlOut, r); err != nil {
			return c.errorf("%v", err)
		}
	}
	if *asJSON {
		err = r.WriteJSON(stdout)
	} else {
		err = r.WriteText(stdout)
	}
	if err != nil {
		return c.errorf("%v", err)
	}
	return exitOK
}

// writeHTML writes the HTML report of r to the file name.
func writeHTML(name string, r *survey.Report) error {
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	if err := r.WriteHTML(w); err != nil {
		f.Close()
		return err
	}
	return errors.Join(w.Flush(), f.Close())
}

// surveyFiles surveys the lines of files (read one after the other by the
// CLI's line reader, each line at most limit bytes kept) on workers
// goroutines, each with its own partial aggregate, and returns their merge.
// At most 4*workers batches are in flight, so memory stays bounded whatever
// the input; the result does not depend on workers (survey.Aggregate.Merge).
func surveyFiles(cfg survey.Config, files []string, stdin io.Reader, workers, limit int, stderr io.Writer) (*survey.Aggregate, error) {
	total, err := survey.New(cfg)
	if err != nil {
		return nil, err
	}
	var done atomic.Int64
	if isTerminal(stderr) {
		stop, finished := make(chan struct{}), make(chan struct{})
		go progress(stderr, &done, stop, finished)
		defer func() { close(stop); <-finished }()
	}
	batches := make(chan surveyBatch, 4*workers)
	parts := make([]*survey.Aggregate, workers)
	var wg sync.WaitGroup
	for w := range workers {
		part, err := survey.New(cfg)
		if err != nil {
			return nil, err
		}
		parts[w] = part
		wg.Go(func() {
			for b := range batches {
				for _, it := range b.items {
					part.Add(survey.Line{File: b.file, Number: int64(it.line), Text: it.text, Length: it.length})
				}
				done.Add(int64(len(b.items)))
			}
		})
	}
	readErr := func() error {
		defer close(batches)
		for i, name := range files {
			r, closer, err := openInput(name, stdin)
			if err != nil {
				return err
			}
			shown := name
			if name == "-" {
				shown = txtStdin
			}
			src := newLines(r, shown, limit)
			for err == nil {
				b := surveyBatch{file: i}
				for size := 0; len(b.items) < batchItems && size < batchBytes; {
					var it item
					if it, err = src.next(); err != nil {
						break
					}
					b.items = append(b.items, it)
					size += len(it.text)
				}
				if len(b.items) > 0 {
					batches <- b
				}
			}
			total.AddBlanks(int64(src.blanks()))
			cerr := closer()
			if !errors.Is(err, io.EOF) {
				return err
			}
			if cerr != nil {
				return fmt.Errorf(msgRead, shown, cerr)
			}
		}
		return nil
	}()
	wg.Wait()
	if readErr != nil {
		return nil, readErr
	}
	for _, p := range parts {
		if err := total.Merge(p); err != nil {
			return nil, err
		}
	}
	return total, nil
}
