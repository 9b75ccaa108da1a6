package survey

import (
	"bytes"
	"cmp"
	"fmt"
	"html/template"
	"image/color"
	"io"
	"math"
	"slices"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/palette/moreland"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// HeatMapRules is how many failing rules the heat map shows at most: those
// that fail the largest shares of inputs, summed over the dialects.
const HeatMapRules = 24

// WriteHTML writes the report as one self-contained HTML page: no script,
// and nothing loaded from elsewhere (styles inline, the charts inline SVG
// drawn with gonum.org/v1/plot): the totals, a bar per dialect of its valid
// share, a heat map of the failing rules by dialect (the share of a
// dialect's inputs that fail at the rule, over the rules of each dialect's
// top list), then the tables of the text report with their examples.
func (r *Report) WriteHTML(w io.Writer) error {
	bars, err := r.barChart()
	if err != nil {
		return err
	}
	heat, err := r.heatMap()
	if err != nil {
		return err
	}
	return page.Execute(w, struct {
		R         *Report
		Bars      template.HTML
		Heat      template.HTML
		HeatRules int
	}{r, bars, heat, HeatMapRules})
}

// svg renders p as SVG to inline into HTML (without the XML prologue).
func svg(p *plot.Plot, w, h vg.Length) (template.HTML, error) {
	wt, err := p.WriterTo(w, h, "svg")
	if err != nil {
		return "", err
	}
	var b bytes.Buffer
	if _, err := wt.WriteTo(&b); err != nil {
		return "", err
	}
	s := b.String()
	if i := strings.Index(s, "<svg"); i >= 0 {
		s = s[i:]
	}
	return template.HTML(s), nil // the plot's own SVG, its texts escaped by svgo
}

// rotate sets the tick labels of the X axis of p slanted, for long ids.
func rotate(p *plot.Plot) {
	p.X.Tick.Label.Rotation = math.Pi / 5
	p.X.Tick.Label.XAlign = draw.XRight
	p.X.Tick.Label.YAlign = draw.YCenter
}

// barChart is a bar per dialect of its valid share, in percent.
func (r *Report) barChart() (template.HTML, error) {
	if len(r.Dialects) == 0 {
		return "", nil
	}
	p := plot.New()
	p.Title.Text = txtBarTitle
	p.Y.Label.Text = txtBarY
	p.Y.Min, p.Y.Max = 0, 110
	vs := make(plotter.Values, len(r.Dialects))
	names := make([]string, len(r.Dialects))
	labels := plotter.XYLabels{XYs: make(plotter.XYs, len(r.Dialects)), Labels: make([]string, len(r.Dialects))}
	for i, d := range r.Dialects {
		vs[i], names[i] = 100*d.ValidShare, d.Dialect
		labels.XYs[i] = plotter.XY{X: float64(i), Y: 100*d.ValidShare + 4}
		labels.Labels[i] = fmt.Sprintf("%.1f%%", 100*d.ValidShare)
	}
	bars, err := plotter.NewBarChart(vs, vg.Points(22))
	if err != nil {
		return "", err
	}
	bars.Color = color.RGBA{R: 0x3b, G: 0x6e, B: 0xa8, A: 0xff}
	bars.LineStyle.Width = 0
	lab, err := plotter.NewLabels(labels)
	if err != nil {
		return "", err
	}
	for i := range lab.TextStyle {
		lab.TextStyle[i].XAlign = text.XCenter
	}
	p.Add(bars, lab, plotter.NewGrid())
	p.NominalX(names...)
	rotate(p)
	return svg(p, vg.Points(720), vg.Points(340))
}

// heatRow is a rule of the heat map: its label and its share of each
// dialect's inputs.
type heatRow struct {
	label  string
	shares []float64 // per dialect; NaN where the rule is not in its list
	sum    float64
}

// heatLabel names a failure in the heat map: the rule, and the kind when it
// is not syntax.
func heatLabel(f Failure) string {
	switch {
	case f.Kind == KindSyntax:
		return f.Rule
	case f.Rule == "":
		return "(" + f.Kind + ")"
	}
	return f.Rule + " (" + f.Kind + ")"
}

// heatRows returns the rows of the heat map, the largest sums first.
func (r *Report) heatRows() []*heatRow {
	rows := map[string]*heatRow{}
	for i, d := range r.Dialects {
		for _, f := range d.Failures {
			l := heatLabel(f.Failure)
			row := rows[l]
			if row == nil {
				row = &heatRow{label: l, shares: make([]float64, len(r.Dialects))}
				for j := range row.shares {
					row.shares[j] = math.NaN()
				}
				rows[l] = row
			}
			if d.Inputs > 0 {
				s := float64(f.Count) / float64(d.Inputs)
				row.shares[i] = s + nanZero(row.shares[i]) // one label may name failures of two sections
				row.sum += s
			}
		}
	}
	out := make([]*heatRow, 0, len(rows))
	for _, row := range rows {
		out = append(out, row)
	}
	slices.SortFunc(out, func(a, b *heatRow) int {
		return cmp.Or(cmp.Compare(b.sum, a.sum), cmp.Compare(a.label, b.label))
	})
	if len(out) > HeatMapRules {
		out = out[:HeatMapRules]
	}
	return out
}

func nanZero(x float64) float64 {
	if math.IsNaN(x) {
		return 0
	}
	return x
}

// grid is the heat map's data: columns are dialects, rows rules (the most
// frequent at the top), Z the share of the dialect's inputs in percent.
type grid struct {
	rows []*heatRow
	max  float64
}

func (g grid) Dims() (c, r int)   { return len(g.rows[0].shares), len(g.rows) }
func (g grid) Z(c, r int) float64 { return 100 * g.rows[len(g.rows)-1-r].shares[c] }
func (g grid) X(c int) float64    { return float64(c) }
func (g grid) Y(r int) float64    { return float64(r) }
func (g grid) Min() float64       { return 0 }
func (g grid) Max() float64       { return g.max }

// heatMap is the failing rules by dialect: a cell per rule and dialect
// colored by the share of the dialect's inputs that fail there (blank where
// the rule is not among the dialect's listed failures).
func (r *Report) heatMap() (template.HTML, error) {
	rows := r.heatRows()
	if len(rows) == 0 {
		return "", nil
	}
	g := grid{rows: rows}
	var labels plotter.XYLabels
	for i, row := range rows {
		for j, s := range row.shares {
			if math.IsNaN(s) {
				continue
			}
			g.max = max(g.max, 100*s)
			labels.XYs = append(labels.XYs, plotter.XY{X: float64(j), Y: float64(len(rows) - 1 - i)})
			labels.Labels = append(labels.Labels, shortPercent(100*s))
		}
	}
	if g.max == 0 {
		g.max = 1
	}
	p := plot.New()
	p.Title.Text = txtHeatTitle
	pal := moreland.ExtendedBlackBody()
	pal.SetMin(0)
	pal.SetMax(1)
	colors := pal.Palette(64).Colors()
	slices.Reverse(colors) // light for small shares, dark for large ones
	hm := plotter.NewHeatMap(g, palette(colors))
	hm.NaN = color.White
	lab, err := plotter.NewLabels(labels)
	if err != nil {
		return "", err
	}
	for i, xy := range labels.XYs {
		lab.TextStyle[i].XAlign, lab.TextStyle[i].YAlign = text.XCenter, text.YCenter
		lab.TextStyle[i].Font.Size = vg.Points(7)
		if g.Z(int(xy.X), int(xy.Y)) > g.max/2 {
			lab.TextStyle[i].Color = color.White
		}
	}
	p.Add(hm, lab)
	names := make([]string, len(r.Dialects))
	for i, d := range r.Dialects {
		names[i] = d.Dialect
	}
	p.NominalX(names...)
	rules := make([]string, len(rows))
	for i, row := range rows {
		rules[len(rows)-1-i] = row.label
	}
	p.NominalY(rules...)
	rotate(p)
	return svg(p, vg.Points(max(360, 48*float64(len(names))+160)), vg.Points(120+18*float64(len(rows))))
}

// palette is a fixed list of colors.
type palette []color.Color

func (p palette) Colors() []color.Color { return p }

// shortPercent prints a share in percent in a few characters.
func shortPercent(x float64) string {
	switch {
	case x >= 10:
		return fmt.Sprintf("%.0f", x)
	case x >= 0.1:
		return fmt.Sprintf("%.1f", x)
	}
	return "<.1"
}

var page = template.Must(template.New("survey").Funcs(template.FuncMap{
	"percent": percent,
	"show":    Show,
	"label":   func(f FailureCount) string { return f.label() },
}).Parse(pageHTML))

// pageHTML is the page: every style inline, nothing loaded from elsewhere.
const pageHTML = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>urispec survey</title>
<style>
body { font-family: sans-serif; margin: 2em; color: #222; max-width: 70em; }
h1 { font-size: 1.5em; } h2 { font-size: 1.2em; margin-top: 2em; } h3 { font-size: 1em; }
table { border-collapse: collapse; margin: 0.5em 0; }
th, td { border-bottom: 1px solid #ddd; padding: 0.2em 0.6em; text-align: left; vertical-align: top; }
td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; }
code, .input { font-family: monospace; }
.input { white-space: pre; }
.msg { color: #555; font-size: 0.9em; }
figure { margin: 1em 0; }
figure svg { max-width: 100%; height: auto; }
figcaption { color: #555; font-size: 0.9em; }
</style>
</head>
<body>
<h1>urispec survey</h1>
<p>{{.R.Lines}} line{{if ne .R.Lines 1}}s{{end}} in {{len .R.Files}} input{{if ne (len .R.Files) 1}}s{{end}}{{range $i, $f := .R.Files}}{{if $i}},{{end}} <code>{{$f}}</code>{{end}}:
{{.R.Inputs}} inputs, {{.R.Blank}} blank, {{.R.LengthErrors}} length errors, {{.R.InvalidUTF8}} invalid UTF-8.</p>

<h2 id="dialects">Valid share per dialect</h2>
{{if .Bars}}<figure>{{.Bars}}<figcaption>The share of the inputs each dialect accepts, dialects in date order.</figcaption></figure>{{end}}
<table>
<tr><th>dialect</th><th>date</th><th>lineage</th><th class="n">inputs</th><th class="n">valid</th><th class="n">share</th><th class="n">invalid</th><th class="n">failing rules</th></tr>
{{range .R.Dialects}}<tr><td><a href="#d-{{.Dialect}}">{{.Dialect}}</a></td><td>{{.Date}}</td><td>{{.Lineage}}</td><td class="n">{{.Inputs}}</td><td class="n">{{.Valid}}</td><td class="n">{{percent .ValidShare}}</td><td class="n">{{.Invalid}}</td><td class="n">{{.FailingRules}}</td></tr>
{{end}}</table>

<h2 id="heat">Failing rules by dialect</h2>
{{if .Heat}}<figure>{{.Heat}}<figcaption>Each cell: the percentage of the dialect's inputs that fail at the rule; blank where the rule is not among the dialect's {{if .R.Top}}{{.R.Top}} most frequent{{else}}failing rules{{end}}. At most {{.HeatRules}} rules, those failing the most inputs over all dialects.</figcaption></figure>{{else}}<p>No input failed.</p>{{end}}

{{range .R.Dialects}}{{if .Failures}}
<h3 id="d-{{.Dialect}}">{{.Dialect}}: {{.Invalid}} invalid, {{.FailingRules}} failing rules</h3>
<table>
<tr><th class="n">count</th><th>failure</th><th>first example</th></tr>
{{range .Failures}}<tr><td class="n">{{.Count}}</td><td>{{label .}}</td><td><span class="input">{{show .Example.Input .Example.InputLength}}</span><br><span class="msg">{{.Example.File}}:{{.Example.Line}}: {{.Example.Message}}</span></td></tr>
{{end}}</table>
{{end}}{{end}}

<h2 id="transitions">Transitions between consecutive versions</h2>
<p>For each lineage (URL and URI specs; URN specs), consecutive dialects in date order over the same inputs.</p>
<table>
<tr><th>lineage</th><th>from</th><th>to</th><th class="n">valid &rarr; invalid</th><th class="n">invalid &rarr; valid</th></tr>
{{range .R.Transitions}}<tr><td>{{.Lineage}}</td><td>{{.From}}</td><td>{{.To}}</td><td class="n">{{.ValidToInvalid}}</td><td class="n">{{.InvalidToValid}}</td></tr>
{{end}}</table>
{{range .R.Transitions}}{{$t := .}}
{{if .BecameInvalid}}<h3>Valid in {{.From}}, invalid in {{.To}}: {{.ValidToInvalid}}, by the rule where {{.To}} fails</h3>
<table>
<tr><th class="n">count</th><th>failure in {{.To}}</th><th>first example</th></tr>
{{range .BecameInvalid}}<tr><td class="n">{{.Count}}</td><td>{{label .}}</td><td><span class="input">{{show .Example.Input .Example.InputLength}}</span><br><span class="msg">{{.Example.File}}:{{.Example.Line}}: {{.Example.Message}}</span></td></tr>
{{end}}</table>{{end}}
{{if .BecameValid}}<h3>Invalid in {{.From}}, valid in {{.To}}: {{.InvalidToValid}}, by the rule where {{.From}} fails</h3>
<table>
<tr><th class="n">count</th><th>failure in {{.From}}</th><th>first example</th></tr>
{{range .BecameValid}}<tr><td class="n">{{.Count}}</td><td>{{label .}}</td><td><span class="input">{{show .Example.Input .Example.InputLength}}</span><br><span class="msg">{{.Example.File}}:{{.Example.Line}}: {{.Example.Message}}</span></td></tr>
{{end}}</table>{{end}}
{{end}}
</body>
</html>
`
