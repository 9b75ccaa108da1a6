package main

import (
	"bufio"
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

// job is one input in flight: a worker evaluates it, the writer writes its
// outcome in input order.
type job struct {
	it   item
	done chan outcome // buffered: the worker never waits for the writer
}

// stream evaluates the inputs of src on workers goroutines and writes their
// outcomes in input order as they come: each input is answered as soon as it
// and those before it are evaluated, without waiting for the end of the
// input. At most about 4*workers inputs are in flight, so memory is bounded
// by the source's line limit, not by the size of the input. It returns the
// tally, and the first fatal outcome or write error.
func stream(src source, workers int, eval func(item) outcome, stdout, stderr io.Writer) (tally, error) {
	order := make(chan *job, 4*workers) // to the writer, in input order
	jobs := make(chan *job, 4*workers)  // to the workers
	quit := make(chan struct{})         // the writer stopped early
	defer close(quit)

	go func() { // the reader
		defer close(order)
		defer close(jobs)
		for {
			it, err := src.next()
			if err == io.EOF {
				return
			}
			j := &job{it: it, done: make(chan outcome, 1)}
			if err != nil {
				j.done <- outcome{fatal: err}
				select {
				case order <- j:
				case <-quit:
				}
				return
			}
			select {
			case order <- j:
			case <-quit:
				return
			}
			select {
			case jobs <- j:
			case <-quit:
				return
			}
		}
	}()
	for range workers {
		go func() {
			for j := range jobs {
				j.done <- eval(j.it)
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
		var o outcome
		select {
		case o = <-j.done:
		default:
			if err := out.Flush(); err != nil {
				return t, err
			}
			o = <-j.done
		}
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
	t.blank = src.blanks() // the reader is done: order is closed
	return t, out.Flush()
}
