package main

// Every text of the command, in one place (STYLE.md 12).
const (
	msgDialects = "urispec-beam: --dialects: %v"
	msgNoInput  = "urispec-beam: no --input given"
	msgFailed   = "urispec-beam: %v"
	txtDone     = "urispec-beam: %d %s surveyed: %s.json, %s.html"
	txtFile     = "file"
	txtFiles    = "files"
	txtSDKFlags = `  and every flag of the Beam SDK: --runner (prism, direct, flink, spark, universal,
  dataflow), --endpoint, --environment_type, --project, --region, ... (README.md)
`
)

const usage = `usage: urispec-beam survey --input GLOB [--input GLOB...] --output PREFIX
    [--dialects A,B,...] [--top N] [--max-length N] [--spread] [--shards N]
    [--runner prism] [runner flags]

Surveys the lines of the files matched by each GLOB (plain or gzip, any
filesystem Beam knows) with every dialect, as urispec survey does, as an
Apache Beam pipeline on --runner (default prism, embedded: no setup), and
writes PREFIX.json (the JSON of urispec survey -json over the same files in
the same order) and PREFIX.html (its HTML report).
`
