package compiler_test

import (
	"bytes"
	"errors"
	"fmt"

	"github.com/urispec/urispec/grammar/abnf"
	"github.com/urispec/urispec/grammar/compiler"
	"github.com/urispec/urispec/grammar/oracle"
)

// pairGrammar is a small grammar for the examples: a key, "=", a value.
const pairGrammar = `;@start pair
;@core DIGIT
pair  = key "=" value
key   = 1*%x61-7A   ; lower-case letters
value = *DIGIT
`

func ExampleTransitionSamples() {
	g, err := abnf.Parse("pair.abnf", []byte(pairGrammar))
	if err != nil {
		panic(err)
	}
	a, err := compiler.Compile(g)
	if err != nil {
		panic(err)
	}
	// Every positive, then four near misses: each inserts a byte on which
	// the state there dies.
	for s := range compiler.TransitionSamples(a, 0, compiler.TransitionOptions{NearMisses: 4}) {
		fmt.Println(s.Valid, s)
	}
	// Output:
	// true positive "a=" (state 1, class 3 at offset 0: 'a')
	// true positive "a=0" (state 3, class 1 at offset 2: '0')
	// true positive "a=01" (state 4, class 1 at offset 3: '1')
	// true positive "ab=" (state 2, class 3 at offset 1: 'b')
	// false "!a=": insert at offset 0 (state 1) by '!' of positive "a=" (state 1, class 3 at offset 0: 'a')
	// false "a=*0": insert at offset 2 (state 3) by '*' of positive "a=0" (state 3, class 1 at offset 2: '0')
	// false "a`=": insert at offset 1 (state 2) by '`' of positive "a=" (state 2, class 2 at offset 1: '=')
	// false "a=0_1": insert at offset 3 (state 4) by '_' of positive "a=01" (state 4, class 1 at offset 3: '1')
}

func ExampleNewChecker() {
	g, err := abnf.Parse("pair.abnf", []byte(pairGrammar))
	if err != nil {
		panic(err)
	}
	o, err := oracle.Compile(g)
	if err != nil {
		panic(err)
	}
	a, err := compiler.Compile(g)
	if err != nil {
		panic(err)
	}
	// A parser that takes upper-case letters in the key too.
	parse := func(rule string, in []byte) error {
		if !o.Match(rule, bytes.ToLower(in)) {
			return errors.New("not a pair")
		}
		return nil
	}
	c := compiler.NewChecker(g, o, a, parse)
	for _, in := range []string{"k=1", "K=1", "k1"} {
		v := c.Check("pair", []byte(in))
		fmt.Printf("%q agree=%v %v\n", in, v.Agree(), v)
	}
	// Output:
	// "k=1" agree=true oracle=valid automaton=valid parser=valid
	// "K=1" agree=false oracle=invalid automaton=invalid parser=valid
	// "k1" agree=true oracle=invalid automaton=invalid parser=invalid
}
