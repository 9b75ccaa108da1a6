package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
)

// outcome is what the evaluation of one input writes, and how it counts.
type outcome struct {
	stdout, stderr []byte
	valid, invalid int
	// fatal stops the run: an error that is not about the input (exit 2).
	fatal error
}

// answer is the outcome of one input of a command that prints one result
// per input: with -json the JSON line of r, else the text of a valid result
// (one line on standard output), or else the diagnostic of an invalid one
// (on standard error).
func answer(asJSON bool, r any, text *string, diagnostic []byte) outcome {
	var o outcome
	if text != nil {
		o.valid = 1
	} else {
		o.invalid = 1
	}
	switch {
	case asJSON:
		line, err := marshal(r)
		if err != nil {
			return outcome{fatal: err}
		}
		o.stdout = line
	case text != nil:
		o.stdout = []byte(*text + "\n")
	default:
		o.stderr = diagnostic
	}
	return o
}

// tally counts the results of a run.
type tally struct {
	valid, invalid int
	inputs, blank  int
}

// batch reports whether more than one input or line was read: a batch gets
// a summary line.
func (t tally) batch() bool { return t.inputs+t.blank > 1 }

// summary writes "N valid, N invalid" and ", N blank" when blank lines were
// skipped.
func (t tally) summary(w io.Writer) {
	s := fmt.Sprintf(msgSummary, t.valid, t.invalid)
	if t.blank > 0 {
		s += fmt.Sprintf(msgSummaryBlank, t.blank)
	}
	fmt.Fprintln(w, s)
}

// Limits of a batch: the inputs that are read while more are already
// buffered go to one worker together, so that cheap inputs do not pay a
// hand-over each; a batch never waits for input that has not come.
const (
	batchItems = 256
	batchBytes = 64 << 10
)

// job is a batch of inputs in flight: a worker evaluates them, the writer
// writes their outcomes in input order.
type job struct {
	items []item
	done  chan []outcome // buffered: the worker never waits for the writer
}

// stream evaluates the inputs of src on workers goroutines and writes their
// outcomes in input order as they come: each input is answered as soon as it
// and those before it are evaluated, without waiting for the end of the
// input. At most 8*workers batches are in flight, each of at most
// batchItems inputs and batchBytes bytes plus one input, so memory is
// bounded by the source's line limit, not by the size of the input. It
// returns the tally, and the first fatal outcome or write error.
func stream(src source, workers int, eval func(item) outcome, stdout, stderr io.Writer) (tally, error) {
	order := make(chan *job, 4*workers) // to the writer, in input order
	jobs := make(chan *job, 4*workers)  // to the workers
	quit := make(chan struct{})         // the writer stopped early
	defer close(quit)

	go func() { // the reader
		defer close(order)
		defer close(jobs)
		send := func(j *job, ch chan<- *job) bool {
			select {
			case ch <- j:
				return true
			case <-quit:
				return false
			}
		}
		for {
			j := &job{done: make(chan []outcome, 1)}
			var err error
			for size := 0; len(j.items) < batchItems && size < batchBytes && (len(j.items) == 0 || src.ready()); {
				var it item
				if it, err = src.next(); err != nil {
					break
				}
				j.items = append(j.items, it)
				size += len(it.text)
			}
			if len(j.items) > 0 && (!send(j, order) || !send(j, jobs)) {
				return
			}
			if errors.Is(err, io.EOF) {
				return
			}
			if err != nil { // the writer stops at it, after the inputs before
				f := &job{done: make(chan []outcome, 1)}
				f.done <- []outcome{{fatal: err}}
				send(f, order)
				return
			}
		}
	}()
	for range workers {
		go func() {
			for j := range jobs {
				outs := make([]outcome, len(j.items))
				for i, it := range j.items {
					outs[i] = eval(it)
				}
				j.done <- outs
			}
		}()
	}

	var t tally
	out := bufio.NewWriterSize(stdout, 32<<10)
	for {
		// Flush before waiting, so that what is ready is seen at once.
		var j *job
		var ok bool
		select {
		case j, ok = <-order:
		default:
			if err := out.Flush(); err != nil {
				return t, err
			}
			j, ok = <-order
		}
		if !ok {
			break
		}
		var outs []outcome
		select {
		case outs = <-j.done:
		default:
			if err := out.Flush(); err != nil {
				return t, err
			}
			outs = <-j.done
		}
		for _, o := range outs {
			if o.fatal != nil {
				_ = out.Flush() // what came before, then the error
				return t, o.fatal
			}
			t.inputs++
			t.valid += o.valid
			t.invalid += o.invalid
			if _, err := out.Write(o.stdout); err != nil {
				return t, err
			}
			if len(o.stderr) > 0 {
				if err := out.Flush(); err != nil {
					return t, err
				}
				if _, err := stderr.Write(o.stderr); err != nil {
					return t, err
				}
			}
		}
	}
	t.blank = src.blanks() // the reader is done: order is closed
	return t, out.Flush()
}

// streamed runs stream for a command whose exit status says only whether
// every input was valid: exitInvalid when some was not, a usage error for an
// error of the stream (reading or writing).
func (c *cmdline) streamed(src source, workers int, eval func(item) outcome, stdout, stderr io.Writer) int {
	t, err := stream(src, workers, eval, stdout, stderr)
	if err != nil {
		return c.errorf("%v", err)
	}
	if t.invalid > 0 {
		return exitInvalid
	}
	return exitOK
}
