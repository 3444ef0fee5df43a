package character

import (
	"bytes"
	"os"
	"testing"
)

// TestSchemaFiles checks that docs/schema holds the schemas the types make
// (arbiter character schema spec > docs/schema/character-spec.schema.json).
func TestSchemaFiles(t *testing.T) {
	for file, want := range map[string][]byte{
		"../docs/schema/character-spec.schema.json":  SpecSchema(),
		"../docs/schema/character-sheet.schema.json": SheetSchema(),
	} {
		got, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s is stale: regenerate it with arbiter character schema", file)
		}
	}
}
