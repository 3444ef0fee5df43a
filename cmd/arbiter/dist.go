package main

import (
	"fmt"
	"io"
	"math/big"
	"strconv"
	"strings"

	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/spf13/cobra"
)

func newDist(e *env) *cobra.Command {
	var (
		asJSON          bool
		atLeast, atMost int64
		o               dice.DistOptions
	)
	cmd := &cobra.Command{
		Use:   "dist [flags] EXPR",
		Short: "Show the exact probability of every total of a dice expression",
		Long: `Compute the exact distribution of an expression's total: every total with its
probability as a fraction and a bar, the mean, standard deviation and
percentiles. --at-least and --at-most give the chance of meeting a DC.
Explosions are followed to --depth explosions per die; the probability left
beyond that is shown as truncated.`,
		Example: `  arbiter dist 4d6kh3
  arbiter dist --at-least 15 "1d20+5"
  arbiter dist --json 2d20kh1+7`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			x, err := dice.Parse(args[0])
			if err != nil {
				return err
			}
			d, err := x.DistWith(o)
			if err != nil {
				return err
			}
			var least, most *int64
			if cmd.Flags().Changed("at-least") {
				least = &atLeast
			}
			if cmd.Flags().Changed("at-most") {
				most = &atMost
			}
			if asJSON {
				return writeDistJSON(e.stdout, x, d, least, most)
			}
			writeDistTable(e.stdout, x, d, least, most)
			return nil
		},
	}
	f := cmd.Flags()
	f.BoolVar(&asJSON, "json", false, "print the distribution as JSON")
	f.Int64Var(&atLeast, "at-least", 0, "print the chance the total is at least `N`")
	f.Int64Var(&atMost, "at-most", 0, "print the chance the total is at most `N`")
	f.IntVar(&o.ExplodeDepth, "depth", dice.DefaultDistOptions.ExplodeDepth, "most explosions followed per die")
	f.Int64Var(&o.Budget, "budget", dice.DefaultDistOptions.Budget, "most steps of work before giving up")
	return cmd
}

func writeDistTable(w io.Writer, x *dice.Expr, d *dice.Dist, least, most *int64) {
	fmt.Fprintln(w, x)
	totals := d.Totals()
	peak := 0.0
	for _, t := range totals {
		peak = max(peak, d.Float(t))
	}
	width := max(len(strconv.FormatInt(d.Min(), 10)), len(strconv.FormatInt(d.Max(), 10)), 5)
	fmt.Fprintf(w, "%*s  %8s\n", width, "total", "%")
	for _, t := range totals {
		p := d.Float(t)
		fmt.Fprintf(w, "%*d  %8s  %s\n", width, t, percent(p), bar(p/peak, 40))
	}
	mean := fmt.Sprintf("%.4f", d.MeanFloat())
	if exact := d.Mean().RatString(); len(exact) <= 24 { // long fractions say nothing to a reader
		mean += " (" + exact + ")"
	}
	fmt.Fprintf(w, "mean %s  sd %.4f  min %d  max %d  median %d\n",
		mean, d.StdDev(), d.Min(), d.Max(), d.Percentile(0.5))
	fmt.Fprintf(w, "percentiles  5%%: %d  25%%: %d  75%%: %d  95%%: %d\n",
		d.Percentile(0.05), d.Percentile(0.25), d.Percentile(0.75), d.Percentile(0.95))
	if least != nil {
		p := d.AtLeast(*least)
		fmt.Fprintf(w, "P(total ≥ %d) = %s ≈ %s\n", *least, p.RatString(), p.FloatString(4))
	}
	if most != nil {
		p := d.AtMost(*most)
		fmt.Fprintf(w, "P(total ≤ %d) = %s ≈ %s\n", *most, p.RatString(), p.FloatString(4))
	}
	counts := "uint64"
	if d.Big() {
		counts = "math/big-width integers"
	}
	fmt.Fprintf(w, "exact counts out of %s outcomes, as %s\n", d.Denominator(), counts)
	if tr := d.Truncated(); tr.Sign() != 0 {
		f, _ := tr.Float64()
		fmt.Fprintf(w, "truncated: %s ≈ %.3g of the probability lies beyond the explosion depth\n", tr.RatString(), f)
	}
}

// percent formats a probability as a percentage, keeping tiny ones
// readable.
func percent(p float64) string {
	if pc := 100 * p; pc >= 0.0001 || pc == 0 {
		return strconv.FormatFloat(pc, 'f', 4, 64)
	}
	return strconv.FormatFloat(100*p, 'e', 1, 64)
}

// bar draws a fraction 0..1 of cells as full blocks and an eighth block.
func bar(frac float64, cells int) string {
	eighths := int(frac*float64(cells*8) + 0.5)
	if frac > 0 && eighths == 0 {
		eighths = 1
	}
	s := strings.Repeat("█", eighths/8)
	if r := eighths % 8; r > 0 {
		s += string([]rune("▏▎▍▌▋▊▉")[r-1])
	}
	return s
}

// distJSON is the shape of `arbiter dist --json`.
type distJSON struct {
	Expr      string             `json:"expr"`
	Min       int64              `json:"min"`
	Max       int64              `json:"max"`
	Mean      float64            `json:"mean"`
	MeanExact string             `json:"mean_exact"`
	StdDev    float64            `json:"stddev"`
	Exact     map[string]string  `json:"exact"`
	P         map[string]float64 `json:"p"`
	Big       bool               `json:"big"`
	Truncated string             `json:"truncated"`
	AtLeast   map[string]string  `json:"at_least,omitempty"`
	AtMost    map[string]string  `json:"at_most,omitempty"`
}

func writeDistJSON(w io.Writer, x *dice.Expr, d *dice.Dist, least, most *int64) error {
	out := distJSON{
		Expr: x.String(), Min: d.Min(), Max: d.Max(),
		Mean: d.MeanFloat(), MeanExact: d.Mean().RatString(), StdDev: d.StdDev(),
		Exact: map[string]string{}, P: map[string]float64{},
		Big: d.Big(), Truncated: d.Truncated().RatString(),
	}
	for _, t := range d.Totals() {
		k := strconv.FormatInt(t, 10)
		out.Exact[k] = d.P(t).RatString()
		out.P[k] = d.Float(t)
	}
	frac := func(r *big.Rat) string { return r.RatString() }
	if least != nil {
		out.AtLeast = map[string]string{strconv.FormatInt(*least, 10): frac(d.AtLeast(*least))}
	}
	if most != nil {
		out.AtMost = map[string]string{strconv.FormatInt(*most, 10): frac(d.AtMost(*most))}
	}
	b, err := marshal(out)
	if err != nil {
		return err
	}
	_, err = w.Write(b)
	return err
}
