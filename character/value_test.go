package character

import (
	"bytes"
	"encoding/json"
	"testing"
)

// TestNoNullTerms: a character carrying nothing has a load of 0 whose
// terms are an empty list in the JSON sheet, never null (the sheet schema
// says terms is an array).
func TestNoNullTerms(t *testing.T) {
	spec, cat := casterSpec(t, "srd-5.2.1", "sorcerer", 5)
	spec.Equipment, spec.StartingEquipment = Equipment{}, nil
	c, err := Build(spec, cat)
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(c.Sheet)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(b, []byte(`"terms":null`)) {
		t.Errorf("sheet has null terms: %s", b)
	}
	if c.Sheet.Load == nil || c.Sheet.Load.Weight.Value != 0 {
		t.Errorf("load %+v, want 0", c.Sheet.Load)
	}
}
