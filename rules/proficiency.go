package rules

import (
	"fmt"
	"strconv"
	"strings"
)

// ProficiencyByLevel is the proficiency bonus of a character level or a
// challenge rating of 1 or more: +2 up to 4, then +1 every 4 (SRD 5.2.1,
// Playing the Game, Proficiency Bonus table).
func ProficiencyByLevel(level int) int {
	return 2 + (max(level, 1)-1)/4
}

// ParseCR reads a challenge rating: 0, 1/8, 1/4, 1/2 or a whole number up
// to 30. It returns the rating in eighths, so fractions stay exact.
func ParseCR(s string) (eighths int, err error) {
	s = strings.TrimSpace(s)
	switch s {
	case "1/8":
		return 1, nil
	case "1/4":
		return 2, nil
	case "1/2":
		return 4, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 || n > 30 {
		return 0, fmt.Errorf("rules: challenge rating %q is not 0, 1/8, 1/4, 1/2 or 1 to 30", s)
	}
	return n * 8, nil
}

// ProficiencyByCR is a monster's proficiency bonus from its challenge
// rating, in eighths: CR 0 to 4 give +2 (SRD 5.2.1, Proficiency Bonus).
func ProficiencyByCR(eighths int) int { return ProficiencyByLevel(eighths / 8) }
