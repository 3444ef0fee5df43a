package main

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
)

// dataDir is ../shared/data from the repository root.
const dataDir = "../../../shared/data"

// TestRerunIsIdentical converts again into a temporary folder and compares
// every file with the committed content/data.
func TestRerunIsIdentical(t *testing.T) {
	if _, err := os.Stat(filepath.Join(dataDir, "README.md")); err != nil {
		t.Skipf("no data sets at %s", dataDir)
	}
	out := t.TempDir()
	if _, err := Convert(dataDir, out); err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(out, "*", "*.json"))
	if len(files) == 0 {
		t.Fatal("the converter wrote nothing")
	}
	for _, f := range files {
		rel, _ := filepath.Rel(out, f)
		got, _ := os.ReadFile(f)
		want, err := os.ReadFile(filepath.Join("..", "..", "content", "data", rel))
		if err != nil {
			t.Errorf("%s: %v (run go generate ./content)", rel, err)
			continue
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s differs from the committed file: run go generate ./content", rel)
		}
	}
}

func TestNoProse(t *testing.T) {
	long := "The creature does something for a long while and then keeps doing it until the end of time."
	recs := []content.Monster{{Ref: content.Ref{ID: "a", Name: "A", Cite: "c"}, Languages: []string{long}}}
	if _, _, err := encode("x", "monsters", recs); !errors.Is(err, errProse) {
		t.Errorf("encode accepted prose: %v", err)
	}
	recs[0].Languages = []string{"Common"}
	if _, _, err := encode("x", "monsters", recs); err != nil {
		t.Error(err)
	}
}

func TestParsers(t *testing.T) {
	tests := []struct {
		got, want any
	}{
		{casting("1 bonus action"), content.Casting{Unit: "bonus"}},
		{casting("10 minutes"), content.Casting{Unit: "minute", Amount: 10}},
		{distance("1 mile"), content.Distance{Kind: "feet", Feet: 5280}},
		{distance("Self (15-foot cone)"), content.Distance{Kind: "self"}},
		{feet("darkvision 120 ft."), 120},
		{pbByCR(4 * 8), 2}, {pbByCR(5 * 8), 3}, {pbByCR(2), 2}, {pbByCR(30 * 8), 9},
		{diceText("2d6 + 5"), "2d6+5"},
	}
	for i, tt := range tests {
		if !reflect.DeepEqual(tt.got, tt.want) {
			t.Errorf("%d: got %v, want %v", i, tt.got, tt.want)
		}
	}
	d, conc := duration("Up to 1 minute")
	if d != (content.Duration{Unit: "minute", Amount: 1}) || !conc {
		t.Errorf("duration: %v %v", d, conc)
	}
	var f content.Feature
	stripName(&f, "Fire Breath (Recharge 5–6)")
	if f.Name != "Fire Breath" || f.Recharge != 5 {
		t.Errorf("stripName: %+v", f)
	}
}

// FuzzParsers: the text readers never panic, and what they return is
// short.
func FuzzParsers(f *testing.F) {
	for _, s := range []string{"1 bonus action", "Up to 10 minutes", "Self (15-foot cone)", "500 miles",
		"Fire Breath (Recharge 5–6)", "Wing Attack (Costs 2 Actions)", "Deep Speech, telepathy 120 ft.", "gold worth 1,000gp"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 200 { // the converter reads short labels (prose over 80 characters is refused)
			return
		}
		_ = casting(s)
		_ = distance(s)
		_, _ = duration(s)
		_ = feet(s)
		_ = material(s)
		_, _ = languages(s)
		_ = conditionsIn(s)
		var feat content.Feature
		stripName(&feat, s)
		if len(feat.Name) > len(s) {
			t.Fatalf("stripName(%q) grew the name to %q", s, feat.Name)
		}
	})
}
