package character

import (
	"slices"
	"strings"
)

// choicesHint helps with an unknown id: the ids that contain it or that it
// contains ("did you mean studded-leather-armor?"), else the whole list
// when it is short; "" otherwise.
func choicesHint(id string, ids []string) string {
	var near []string
	for _, x := range ids {
		if id != "" && (strings.Contains(x, id) || strings.Contains(id, x)) {
			near = append(near, x)
		}
	}
	slices.Sort(near)
	switch {
	case len(near) > 0 && len(near) <= 4:
		return " (did you mean " + strings.Join(near, " or ") + "?)"
	case len(ids) <= 20:
		s := slices.Clone(ids)
		slices.Sort(s)
		return " (one of " + strings.Join(s, ", ") + ")"
	}
	return ""
}

// idsOf lists the ids of catalog records.
func idsOf[T any](list []T, id func(*T) string) []string {
	out := make([]string, 0, len(list))
	for i := range list {
		out = append(out, id(&list[i]))
	}
	return out
}
