package combat_test

import (
	"strings"
	"testing"

	"github.com/arbiter-rpg/arbiter/combat"
	"github.com/arbiter-rpg/arbiter/scenario"
)

// TestSummaryScenarios runs every scenario of the repository with the
// decider's summary held against a scan after each event
// (summary_test.go): a stale summary panics. Their outcomes are
// scenario's own tests'; here only the check counts.
func TestSummaryScenarios(t *testing.T) {
	if testing.Short() {
		t.Skip("every scenario")
	}
	files, err := scenario.Files([]string{"../testdata/scenarios"})
	if err != nil {
		t.Fatal(err)
	}
	before, _, _ := combat.SummaryCounts()
	for _, f := range files {
		t.Run(strings.TrimPrefix(f, "../testdata/scenarios/"), func(t *testing.T) {
			if out := scenario.RunFile(f); !out.OK() {
				t.Error(out)
			}
		})
	}
	checks, lasting, aloft := combat.SummaryCounts()
	if checks == before || !lasting || !aloft {
		t.Errorf("the scenarios made %d checks, lasting seen %v, aloft seen %v: want checks of both", checks-before, lasting, aloft)
	}
}
