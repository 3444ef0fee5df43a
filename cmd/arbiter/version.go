package main

import (
	"fmt"

	"github.com/arbiter-rpg/arbiter"
	"github.com/spf13/cobra"
)

func newVersion(e *env) *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "Print Arbiter's version",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			fmt.Fprintln(e.stdout, "arbiter", arbiter.Version)
			return nil
		},
	}
}
