package dice

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata")

// TestResultJSON compares the JSON of forced rolls with testdata/roll.json.
func TestResultJSON(t *testing.T) {
	cases := []struct {
		expr  string
		faces []int
	}{
		{"4d6kh3", []int{5, 3, 1, 6}},
		{"1d20ro1 + 5 [to hit] sneaky", []int{1, 20}},
		{"2d6!!mi2 [fire]", []int{6, 1, 2}},
		{"(1d4, 3)kh1 - -2", []int{1}},
	}
	var out bytes.Buffer
	for _, c := range cases {
		res, err := MustParse(c.expr).Roll(NewScripted(c.faces...))
		if err != nil {
			t.Fatal(err)
		}
		b, err := json.MarshalIndent(res, "", "  ")
		if err != nil {
			t.Fatal(err)
		}
		out.Write(b)
		out.WriteByte('\n')
	}
	golden := filepath.Join("testdata", "roll.json")
	if *update {
		if err := os.WriteFile(golden, out.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run go test ./dice -update to create it)", err)
	}
	if !bytes.Equal(out.Bytes(), want) {
		t.Errorf("JSON differs from %s (run with -update if the change is right):\n%s", golden, out.String())
	}
}
