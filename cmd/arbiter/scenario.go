package main

import (
	"fmt"

	"github.com/arbiter-rpg/arbiter/scenario"
	"github.com/spf13/cobra"
)

func newScenario(e *env) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "scenario",
		Short: "Run rules scenarios: YAML files that check what the rules say must happen",
	}
	cmd.AddCommand(&cobra.Command{
		Use:   "run FILE|DIR...",
		Short: "Run scenario files and print ok or the first failing step of each",
		Long: `Run each scenario file (or every .yaml file under a directory) and print "ok" or
the first failing step with the expected and actual values, then a closing line
"N passed, N failed". The exit code is 1 when any failed. The format is described
in docs/scenarios.md.`,
		Example: "  arbiter scenario run testdata/scenarios\n  arbiter scenario run my-ruling.yaml",
		Args:    cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			files, err := scenario.Files(args)
			if err != nil {
				return &exitError{code: 1, err: err}
			}
			passed, failed := 0, 0
			for _, f := range files {
				out := scenario.RunFile(f)
				fmt.Fprintln(e.stdout, out)
				if out.OK() {
					passed++
				} else {
					failed++
				}
			}
			fmt.Fprintf(e.stdout, "%d passed, %d failed\n", passed, failed)
			if failed > 0 {
				return &exitError{code: 1, err: fmt.Errorf("%d of %d scenarios failed", failed, passed+failed)}
			}
			return nil
		},
	})
	return cmd
}
