module github.com/urispec/urispec

go 1.26

tool github.com/mna/pigeon

require (
	github.com/alecthomas/participle/v2 v2.1.4
	github.com/leodido/go-urn v1.5.0
	github.com/stretchr/testify v1.12.1
)

require (
	github.com/mna/pigeon v1.3.0 // indirect
	go.yaml.in/yaml/v3 v3.0.5 // indirect
	golang.org/x/mod v0.21.0 // indirect
	golang.org/x/sync v0.8.0 // indirect
	golang.org/x/text v0.19.0 // indirect
	golang.org/x/tools v0.25.0 // indirect
)
