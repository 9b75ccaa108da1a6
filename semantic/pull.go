package semantic

import "iter"

// puller reads a push sequence one element at a time, as iter.Pull does, but
// through chunks of up to pullChunk elements: the two coroutines switch once
// per chunk rather than once per element (a switch costs more than the work
// of most elements here), and the memory is one chunk's.
type puller[T any] struct {
	next func() ([]T, bool)
	stop func()
	buf  []T
}

// pullChunk is the number of elements a puller's producer passes at once.
const pullChunk = 256

// pull returns a puller of seq; its stop must be called when done.
func pull[T any](seq iter.Seq[T]) *puller[T] {
	next, stop := iter.Pull(func(yield func([]T) bool) {
		buf := make([]T, 0, pullChunk)
		for v := range seq {
			if buf = append(buf, v); len(buf) == cap(buf) {
				if !yield(buf) {
					return
				}
				buf = buf[:0]
			}
		}
		if len(buf) > 0 {
			yield(buf)
		}
	})
	return &puller[T]{next: next, stop: stop}
}

// get returns the next element, or false at the end of the sequence. The
// producer refills its chunk only when get has taken all of it.
func (p *puller[T]) get() (T, bool) {
	if len(p.buf) == 0 {
		var ok bool
		if p.buf, ok = p.next(); !ok || len(p.buf) == 0 {
			var zero T
			return zero, false
		}
	}
	v := p.buf[0]
	p.buf = p.buf[1:]
	return v, true
}
