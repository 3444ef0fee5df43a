package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
	"github.com/spf13/cobra"
)

var kindsHelp = strings.Join(content.RecordKinds, ", ")

// openCatalog opens a ruleset's catalog, as a command error.
func openCatalog(ruleset string) (*content.Catalog, error) {
	c, err := content.Open(ruleset)
	if err != nil {
		return nil, &exitError{code: 1, err: err}
	}
	return c, nil
}

// kindOf accepts a kind in the singular or plural.
func kindOf(s string) (string, error) {
	s = strings.ToLower(s)
	for _, k := range content.RecordKinds {
		if s == k || s == k+"s" || k == "armor" && s == "armour" {
			return k, nil
		}
	}
	return "", usageError("unknown kind %q: the kinds are %s", s, kindsHelp)
}

func newLookup(e *env) *cobra.Command {
	var ruleset string
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "lookup KIND NAME-OR-ID",
		Short: "Show one SRD record: a monster, spell, class, species, feat, magic item...",
		Long: `Show one record of the SRD catalog as a compact stat block or spell card. The
name may be written in any case, with or without hyphens, and with one letter
wrong; otherwise the closest ids are suggested. The kinds are ` + kindsHelp + `.
Features marked [text] have rules the catalog does not hold as data yet.`,
		Example: "  arbiter lookup monster aboleth\n  arbiter lookup spell \"Fire Ball\" --ruleset srd-5.1\n  arbiter lookup weapon longsword --json",
		Args:    cobra.MinimumNArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			kind, err := kindOf(args[0])
			if err != nil {
				return err
			}
			c, err := openCatalog(ruleset)
			if err != nil {
				return err
			}
			r, err := c.Find(kind, strings.Join(args[1:], " "))
			if err != nil {
				var nf *content.NotFoundError
				if errors.As(err, &nf) {
					return &exitError{code: 1, err: err}
				}
				return usageError("%v", err)
			}
			if asJSON {
				return writeJSON(e.stdout, r)
			}
			card(e.stdout, r)
			return nil
		},
	}
	cmd.Flags().StringVar(&ruleset, "ruleset", rules.Default, "the ruleset whose catalog to read (srd-5.2.1 or srd-5.1)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the record as JSON")
	return cmd
}

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}

var _ = fmt.Sprint
