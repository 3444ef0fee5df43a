package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPlayMonsters plays a fight of catalog monsters: a person's commands
// for a monster (preview of a breath, multiattack, use), then every side by
// itself to the end.
func TestPlayMonsters(t *testing.T) {
	enc := `name: wyrmling test
ruleset: srd-5.1
auto: [party]
creatures:
  - {id: drake, side: dragon, at: [2, 0], monster: red-dragon-wyrmling}
  - {id: ana, side: party, at: [0, 0], stats: {hp: 30, ac: 14, attacks: [{id: sword, to_hit: 5, damage: "1d8+3", type: slashing}]}}
`
	path := filepath.Join(t.TempDir(), "enc.yaml")
	if err := os.WriteFile(path, []byte(enc), 0o644); err != nil {
		t.Fatal(err)
	}
	in := strings.Join([]string{"preview ana with fire-breath", "use fire-breath ana", "use fire-breath ana", "end", "use fire-breath ana",
		"multiattack ana", "end", "attack ana with bite", "end", "end", "end", "end", "end", "end", "end", "end", "end"}, "\n") + "\n"
	var stdout, stderr bytes.Buffer
	code := runEnv([]string{"play", "--seed", "5", path}, &env{stdout: &stdout, stderr: &stderr, stdin: strings.NewReader(in)})
	out := stdout.String()
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	wantAll(t, out,
		"fire-breath at ana: expected damage",
		"ana saves against drake's fire-breath",
		"refused: combat: the feature has not recharged",
		"rolls to recharge (d6 each)",
		"refused: combat: no multiattack",
		"refused: combat: no action left this turn",
		"The fight is over",
	)
}
