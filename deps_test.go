package arbiter_test

import (
	"bufio"
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

const module = "github.com/arbiter-rpg/arbiter"

// engine packages do no I/O and must not reach adapters or commands.
var engine = []string{"dice", "rules", "content", "character", "combat", "sim"}

// depRules says, for each package, which project packages it may import
// (directly or not). A package not yet written is skipped.
var depRules = []struct {
	pkg     string
	stdOnly bool     // only the standard library
	banned  []string // project packages it must not depend on
}{
	{pkg: "dice", stdOnly: true},
	{pkg: "rules", banned: []string{"content", "character", "combat", "sim", "scenario", "sqlite", "postgres", "httpapi", "web", "cmd/"}},
	{pkg: "content", banned: []string{"character", "combat", "sim", "scenario", "sqlite", "postgres", "httpapi", "web", "cmd/"}},
	{pkg: "character", banned: []string{"combat", "sim", "scenario", "sqlite", "postgres", "httpapi", "web", "cmd/"}},
	{pkg: "combat", banned: []string{"sim", "scenario", "sqlite", "postgres", "httpapi", "web", "cmd/"}},
	{pkg: "sim", banned: []string{"scenario", "sqlite", "postgres", "httpapi", "web", "cmd/"}},
}

func goList(t *testing.T, args ...string) []string {
	t.Helper()
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("the dependency test needs the go command: %v", err)
	}
	out, err := exec.Command(gobin, append([]string{"list"}, args...)...).Output()
	if err != nil {
		t.Fatalf("go list %v: %v", args, err)
	}
	return strings.Fields(string(out))
}

// TestDependencyDirection enforces the package map of docs/ARCHITECTURE.md.
func TestDependencyDirection(t *testing.T) {
	exists := map[string]bool{}
	for _, p := range goList(t, "./...") {
		exists[strings.TrimPrefix(strings.TrimPrefix(p, module), "/")] = true
	}
	if !exists["dice"] {
		t.Fatal("package dice not found: is the test running from the module root?")
	}
	for _, r := range depRules {
		if !exists[r.pkg] {
			continue
		}
		deps := goList(t, "-deps", "-f", "{{.ImportPath}}|{{.Standard}}", "./"+r.pkg)
		for _, d := range deps {
			path, std, _ := strings.Cut(d, "|")
			if std == "true" || path == module+"/"+r.pkg {
				continue
			}
			if r.stdOnly {
				t.Errorf("%s depends on %s; it may use the standard library only", r.pkg, path)
				continue
			}
			rel := strings.TrimPrefix(strings.TrimPrefix(path, module), "/")
			if !strings.HasPrefix(path, module) {
				continue
			}
			for _, b := range r.banned {
				if rel == b || strings.HasPrefix(rel, b+"/") || (strings.HasSuffix(b, "/") && strings.HasPrefix(rel, b)) {
					t.Errorf("%s depends on %s, against the package map", r.pkg, rel)
				}
			}
		}
	}
	// No project package imports a command.
	for p := range exists {
		if p == "" || strings.HasPrefix(p, "cmd/") {
			continue
		}
		for _, d := range goList(t, "-deps", "./"+p) {
			if strings.HasPrefix(d, module+"/cmd/") {
				t.Errorf("%s depends on the command %s", p, d)
			}
		}
	}
}

// TestEngineHasNoLiveRandomness: only commands and adapters seed a live
// roller; the engine takes a dice.Roller.
func TestEngineHasNoLiveRandomness(t *testing.T) {
	for _, pkg := range engine {
		files, _ := filepath.Glob(filepath.Join(pkg, "*.go"))
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") || f == filepath.Join("dice", "roller.go") {
				continue
			}
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			sc := bufio.NewScanner(bytes.NewReader(data))
			for n := 1; sc.Scan(); n++ {
				line := sc.Text()
				for _, bad := range []string{"NewLive(", "time.Now(", "\"math/rand\"", "\"math/rand/v2\"", "\"crypto/rand\"", "\"os\""} {
					if strings.Contains(line, bad) {
						t.Errorf("%s:%d uses %s; engine packages take a dice.Roller and do no I/O", f, n, strings.Trim(bad, "\"("))
					}
				}
			}
		}
	}
}
