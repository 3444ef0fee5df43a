package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbiter-rpg/arbiter/combat"
	"github.com/arbiter-rpg/arbiter/dice"
)

func TestPlay(t *testing.T) {
	logFile := filepath.Join(t.TempDir(), "fight.json")
	in := strings.Join([]string{
		"help", "soar", "move 4,3", "attack gob1", "preview gob1 with javelin", "end",
		"attack gob2 with shortbow", "end", "undo", "end", "save " + logFile,
		"end", "end", "end", "end", "end", "end", "end", "end", "end", "end", "end", "end",
	}, "\n") + "\n"
	var stdout, stderr bytes.Buffer
	code := runEnv([]string{"play", "--seed", "3", "../../examples/goblin-ambush.yaml"},
		&env{stdout: &stdout, stderr: &stderr, stdin: strings.NewReader(in), live: func() *dice.Seeded { return dice.NewSeeded(7) }})
	out := stdout.String()
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	wantAll(t, out,
		"== goblin ambush",
		"Initiative order: ana, gob2, gob1, gob3, bob",
		"ana moves to 4,3 (15 ft)",
		`refused: unknown command "soar"`,
		// Behind the boulders: the line from ana's best corner runs along the seam
		// of two boulder squares, so gob1 has total cover (combat/cover_seam.go).
		"refused: combat: the target has total cover (SRD 5.2.1, Combat, Cover): walls stand between ana and gob1",
		"refused: combat: the target is out of reach (SRD 5.2.1, Combat, Making an Attack)",
		"  undone",
		"The fight is over after 5 rounds. Standing: goblins.",
	)
	data, err := os.ReadFile(logFile)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := combat.UnmarshalLog(data); err != nil {
		t.Errorf("the saved log does not read back: %v", err)
	}
	stdout.Reset()
	code = runEnv([]string{"play", "--seed", "3", "--load", logFile, "../../examples/goblin-ambush.yaml"},
		&env{stdout: &stdout, stderr: &stderr, stdin: strings.NewReader("map\n")})
	if code != 0 || !strings.Contains(stdout.String(), "Loaded 28 events") || !strings.Contains(stdout.String(), "[round 2] ana> map") {
		t.Errorf("exit %d:\n%s%s", code, stdout.String(), stderr.String())
	}
	code = runEnv([]string{"play", "--seed", "1", "--load", logFile, "../../examples/bandit-bridge.yaml"},
		&env{stdout: &stdout, stderr: &stderr, stdin: strings.NewReader("")})
	if code != 1 || !strings.Contains(stderr.String(), "a log of a srd-5.2.1 fight, and the encounter is srd-5.1") {
		t.Errorf("exit %d: %s", code, stderr.String())
	}
}

func TestPlayBadFile(t *testing.T) {
	var stdout, stderr bytes.Buffer
	code := runEnv([]string{"play", "--seed", "1", "nope.yaml"}, &env{stdout: &stdout, stderr: &stderr, stdin: strings.NewReader("")})
	if code != 1 || !strings.Contains(stderr.String(), "nope.yaml") {
		t.Errorf("exit %d, stderr %q", code, stderr.String())
	}
}

func TestExamples(t *testing.T) {
	files, _ := filepath.Glob("../../examples/*.yaml")
	if len(files) < 2 {
		t.Fatalf("examples: %v", files)
	}
	for _, f := range files {
		var stdout, stderr bytes.Buffer
		// Nobody at the keys: the fight stops at the first prompt, or runs
		// to its end when every side is automatic.
		code := runEnv([]string{"play", "--seed", "1", f}, &env{stdout: &stdout, stderr: &stderr, stdin: strings.NewReader("")})
		if code != 0 || !strings.Contains(stdout.String(), "Initiative order:") {
			t.Errorf("%s: exit %d\n%s%s", f, code, stdout.String(), stderr.String())
		}
	}
}

func TestPlayActions(t *testing.T) {
	in := strings.Join([]string{
		"help bob against gob1", "grapple gob1", "stand", "charge gob1", "interact torch", "help", "end",
		"hide", "ready reach dagger", "end",
	}, "\n") + "\n"
	out := playOut(t, 7, in, "--seed", "3", "../../examples/goblin-ambush.yaml")
	wantAll(t, out,
		"refused: rules: help: to assist an attack, the enemy must be within 5 feet of the helper",
		"refused: combat: the target is out of reach (SRD 5.2.1, Rules Glossary, Unarmed Strike): gob1 is 40 ft from ana",
		"refused: combat: the creature can't stand up (SRD 5.2.1, Rules Glossary, Prone): ana is not prone",
		"refused: combat: the ruleset has no such action: srd-5.2.1 has no Charge action",
		"ana takes the interact action",
		"grapple TARGET · shove TARGET [prone|push]",
		"refused: combat: nowhere to hide (SRD 5.2.1, Actions, Hide)",
		"bob takes the ready action",
	)
}

// playOut runs `arbiter play` with args, in as the typed lines and the
// live rolls of dice.NewSeeded(live); it fails t unless play exits 0.
func playOut(t *testing.T, live uint64, in string, args ...string) string {
	t.Helper()
	var stdout, stderr bytes.Buffer
	code := runEnv(append([]string{"play"}, args...),
		&env{stdout: &stdout, stderr: &stderr, stdin: strings.NewReader(in), live: func() *dice.Seeded { return dice.NewSeeded(live) }})
	if code != 0 {
		t.Fatalf("exit %d: %s\n%s", code, stderr.String(), stdout.String())
	}
	return stdout.String()
}

// wantAll fails t for each of wants that out lacks.
func wantAll(t *testing.T, out string, wants ...string) {
	t.Helper()
	for _, want := range wants {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}
