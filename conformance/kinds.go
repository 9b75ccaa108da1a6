package conformance

import (
	"errors"
	"fmt"

	"github.com/urispec/urispec/semantic"
)

// normalizeFunc runs a normalize vector: it returns input normalized under
// dialect d at level (the vector's "level", "" when it gives none).
type normalizeFunc func(d semantic.Dialect, input, level string) (string, error)

// equivalentFunc runs an equivalent vector: whether a and b are equivalent
// under dialect d at level (the vector's "level", "" when it gives none).
type equivalentFunc func(d semantic.Dialect, a, b, level string) (bool, error)

// errNotImplemented, wrapped in the error of a normalizeFunc or
// equivalentFunc, makes the runner skip the vector with that error's text as
// the reason (a level the dialect's functions do not offer yet) instead of
// failing it.
var errNotImplemented = errors.New("not implemented")

// normalizers and equivalents run the normalize and equivalent vectors of
// each dialect: every dialect whose text defines levels (semantic.Info) has
// semantic.Normalize and semantic.Equivalent. A dialect without an entry has
// those vectors skipped with the reason "normalize not implemented for
// DIALECT" (or "equivalent ..."); tests replace the tables to check that.
var normalizers, equivalents = func() (map[semantic.Dialect]normalizeFunc, map[semantic.Dialect]equivalentFunc) {
	n, e := map[semantic.Dialect]normalizeFunc{}, map[semantic.Dialect]equivalentFunc{}
	for _, d := range semantic.Dialects() {
		if info, err := semantic.Info(d); err == nil && len(info.Levels) > 0 {
			n[d], e[d] = normalize, equivalent
		}
	}
	return n, e
}()

// normalize and equivalent run semantic.Normalize and semantic.Equivalent
// (level "" is the dialect's default); a level the dialect's text does not
// define (semantic.ErrNoLevel) skips the vector with that reason.
func normalize(d semantic.Dialect, input, level string) (string, error) {
	n, err := semantic.Normalize(d, input, withLevel(level))
	if errors.Is(err, semantic.ErrNoLevel) {
		return "", fmt.Errorf("%w: %w", errNotImplemented, err)
	}
	return n, err
}

func equivalent(d semantic.Dialect, a, b, level string) (bool, error) {
	eq, err := semantic.Equivalent(d, a, b, withLevel(level))
	if errors.Is(err, semantic.ErrNoLevel) {
		return false, fmt.Errorf("%w: %w", errNotImplemented, err)
	}
	return eq, err
}

// withLevel is the option of a vector's level; none for "" (the default).
func withLevel(level string) semantic.Option {
	if level == "" {
		return nil
	}
	return semantic.WithLevel(semantic.Level(level))
}
