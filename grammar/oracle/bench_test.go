package oracle

import (
	"bytes"
	"testing"
)

var sink bool

func BenchmarkMatch(b *testing.B) {
	o := compile(b, uriGrammar())
	long := append([]byte("http://h/"), bytes.Repeat([]byte("a%41"), 1<<18)...)
	benchmarks := []struct {
		name  string
		input []byte
	}{
		{"Valid/Short", []byte("http://www.example.com:80/a/b%20c/d?x=y")},
		{"Invalid/Short", []byte("http://www.example.com:80/a/b%2")},
		{"Valid/1MB", long},
	}
	for _, bm := range benchmarks {
		b.Run(bm.name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(bm.input)))
			for b.Loop() {
				sink = o.Match("URI", bm.input)
			}
		})
	}
}

var diagSink Diagnosis

func BenchmarkDiagnose(b *testing.B) {
	o := compile(b, uriGrammar())
	b.Run("Invalid/Short", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			diagSink = o.Diagnose("URI", []byte("http://www.example.com:80/a/b%2"))
		}
	})
}

var samplesSink []Sample

func BenchmarkSamples(b *testing.B) {
	o := compile(b, uriGrammar())
	b.ReportAllocs()
	for b.Loop() {
		samplesSink = Samples(o, "URI", SampleOptions{N: 1000, Seed: 1})
	}
}
