package pipeline

// Every text of the pipeline, in one place (STYLE.md 12).
const (
	msgRead     = "reading %s: %v"
	msgNoMatch  = "--input %s: no file matches"
	msgGlob     = "--input %s: %v"
	msgTop      = "--top %d: must be 0 or more"
	msgMaxLen   = "--max-length %d: must be 0 or more"
	msgShards   = "--shards %d: must be 0 or more"
	msgDialects = "--dialects: %v"
	msgNoOutput = "no --output given"
	msgWrite    = "writing %s: %v"
	msgCombine  = "combining partial aggregates: %v"
	msgState    = "aggregate state: %v"
)
