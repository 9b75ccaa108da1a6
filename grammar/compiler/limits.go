package compiler

import (
	"errors"
	"time"
)

// Limits bound the work of a compilation, for grammars that are not the
// repository's own (urispec grammar compile): a grammar whose automaton
// would outgrow them is refused with the rule that grows it, never a hang
// or an exhausted machine. A zero field keeps the default.
type Limits struct {
	// MaxStates bounds the states of the subset construction of one rule,
	// before minimization (default 400000, what make generate allows).
	MaxStates int
	// MaxInstructions bounds the program of one rule, every rule reference
	// inlined and every bounded repetition expanded (default 200000):
	// `a = 1000000000"x"` or thirty rules that each refer twice to the
	// next would otherwise exhaust memory before a state is built (the
	// largest program of the repository's grammars has under 20000).
	MaxInstructions int
	// Deadline, when not zero, is when the compilation gives up.
	Deadline time.Time
}

// Default limits.
const (
	DefaultMaxStates       = maxStates
	DefaultMaxInstructions = 200000
)

// The kinds of compilation errors a caller may want to tell apart
// (errors.Is): a rule whose recursion is not right-linear (a
// *RecursionError), and a grammar refused by its Limits.
var (
	ErrNotRegular = errors.New("not regular")
	ErrLimit      = errors.New("limit exceeded")
)

// RecursionError is the error of a rule whose language an automaton cannot
// recognize: Rule refers to an enclosing rule other than in tail position.
// Cycle is the chain of references that makes it so, from the enclosing
// rule to the reference back to it (`a`, `b`, `a`).
type RecursionError struct {
	Rule  string
	Cycle []string
	msg   string
}

func (e *RecursionError) Error() string { return e.msg }

// Unwrap makes errors.Is(err, ErrNotRegular) hold.
func (e *RecursionError) Unwrap() error { return ErrNotRegular }

// LimitError is the error of a compilation refused by its Limits: Rule is
// the rule whose program or automaton outgrew them.
type LimitError struct {
	Rule string
	msg  string
}

func (e *LimitError) Error() string { return e.msg }

// Unwrap makes errors.Is(err, ErrLimit) hold.
func (e *LimitError) Unwrap() error { return ErrLimit }

// withDefaults fills the zero fields of l.
func (l Limits) withDefaults() Limits {
	if l.MaxStates <= 0 {
		l.MaxStates = DefaultMaxStates
	}
	if l.MaxInstructions <= 0 {
		l.MaxInstructions = DefaultMaxInstructions
	}
	return l
}

// expired reports whether the deadline has passed.
func (l Limits) expired() bool { return !l.Deadline.IsZero() && time.Now().After(l.Deadline) }
