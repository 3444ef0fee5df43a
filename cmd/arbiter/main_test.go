package main

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/arbiter-rpg/arbiter/dice"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata")

// TestGolden runs every testdata/*.txt case in-process. A case is
//
//	args: roll --seed 1 4d6kh3
//	-- stdout --
//	...
//	-- stderr --
//	...
//	-- exit --
//	0
//
// Without --seed the live roller is seeded with 7, so output is stable.
func TestGolden(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "*.txt"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no golden files: %v", err)
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			first, _, _ := strings.Cut(string(data), "\n")
			line, ok := strings.CutPrefix(first, "args:")
			if !ok {
				t.Fatalf("%s: first line must be args: ...", file)
			}
			args := splitArgs(strings.TrimSpace(line))
			var stdout, stderr bytes.Buffer
			code := runEnv(args, &env{stdout: &stdout, stderr: &stderr,
				live: func() *dice.Seeded { return dice.NewSeeded(7) }, now: steps()})
			got := first + "\n-- stdout --\n" + stdout.String() + "-- stderr --\n" + stderr.String() +
				"-- exit --\n" + strconv.Itoa(code) + "\n"
			if *update {
				if err := os.WriteFile(file, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			if got != string(data) {
				t.Errorf("%s differs (go test ./cmd/arbiter -update rewrites it):\n--- got\n%s--- want\n%s", file, got, data)
			}
		})
	}
}

// steps is a clock for the golden cases: each reading 250 ms after the
// last, so timings print the same every run.
func steps() func() time.Time {
	t := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	return func() time.Time {
		t = t.Add(250 * time.Millisecond)
		return t
	}
}

// splitArgs splits a command line on blanks, keeping "double-quoted" words
// whole.
func splitArgs(s string) []string {
	var out []string
	var cur strings.Builder
	quoted, has := false, false
	for _, r := range s {
		switch {
		case r == '"':
			quoted, has = !quoted, true
		case r == ' ' && !quoted:
			if has {
				out = append(out, cur.String())
				cur.Reset()
				has = false
			}
		default:
			cur.WriteRune(r)
			has = true
		}
	}
	if has {
		out = append(out, cur.String())
	}
	return out
}
