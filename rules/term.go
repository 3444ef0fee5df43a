package rules

import "strconv"

// Term is one part of a number with where it came from: "+3 str",
// "+2 proficiency", "-4 exhaustion 2".
type Term struct {
	Value  int    `json:"value"`
	Source string `json:"source"`
	Rule   string `json:"rule,omitempty"` // where the rule that adds it is stated: "SRD 5.2.1, Proficiency Bonus"
}

func (t Term) String() string {
	if t.Value < 0 {
		return strconv.Itoa(t.Value) + " " + t.Source
	}
	return "+" + strconv.Itoa(t.Value) + " " + t.Source
}

// Sum adds the terms up.
func Sum(terms []Term) int {
	s := 0
	for i := range terms { // by index: no copy of each term
		s += terms[i].Value
	}
	return s
}
