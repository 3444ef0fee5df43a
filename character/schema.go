package character

import (
	"encoding/json"
	"reflect"
	"strings"
)

// SpecSchema is the JSON Schema of a spec (and of a saved character: a
// spec with its state), made from the Go types so it cannot drift.
func SpecSchema() []byte {
	return schemaOf(reflect.TypeFor[Spec](), "Arbiter character spec",
		"A character as a player builds it: ruleset, origin, classes, scores, choices, equipment; state once in play.")
}

// SheetSchema is the JSON Schema of a sheet export.
func SheetSchema() []byte {
	return schemaOf(reflect.TypeFor[Sheet](), "Arbiter character sheet",
		"Every derived number of a character with the terms that sum to it, and its state.")
}

func schemaOf(t reflect.Type, title, desc string) []byte {
	s := typeSchema(t)
	s["$schema"] = "https://json-schema.org/draft/2020-12/schema"
	s["title"] = title
	s["description"] = desc
	b, _ := json.MarshalIndent(s, "", "  ")
	return append(b, '\n')
}

// typeSchema describes a Go type by its JSON encoding.
func typeSchema(t reflect.Type) map[string]any {
	if t.Kind() == reflect.Pointer {
		return typeSchema(t.Elem())
	}
	switch t.Kind() {
	case reflect.Bool:
		return map[string]any{"type": "boolean"}
	case reflect.Int, reflect.Int64, reflect.Int32, reflect.Uint8:
		return map[string]any{"type": "integer"}
	case reflect.Float64:
		return map[string]any{"type": "number"}
	case reflect.String:
		return map[string]any{"type": "string"}
	case reflect.Slice, reflect.Array:
		return map[string]any{"type": "array", "items": typeSchema(t.Elem())}
	case reflect.Map:
		return map[string]any{"type": "object", "additionalProperties": typeSchema(t.Elem())}
	case reflect.Struct:
		props := map[string]any{}
		var required []string
		for i := range t.NumField() {
			f := t.Field(i)
			tag := f.Tag.Get("json")
			if !f.IsExported() || tag == "-" {
				continue
			}
			name, opts, _ := strings.Cut(tag, ",")
			if name == "" {
				name = f.Name
			}
			props[name] = typeSchema(f.Type)
			if !strings.Contains(opts, "omit") && f.Type.Kind() != reflect.Pointer {
				required = append(required, name)
			}
		}
		out := map[string]any{"type": "object", "properties": props, "additionalProperties": false}
		if len(required) > 0 {
			out["required"] = required
		}
		return out
	}
	return map[string]any{}
}
