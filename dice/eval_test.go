package dice

import (
	"errors"
	"math/rand/v2"
	"testing"
)

// TestRoll forces every face and checks the rendered line, which shows
// each die, what happened to it and the total.
func TestRoll(t *testing.T) {
	tests := []struct {
		expr  string
		faces []int
		want  string
	}{
		{"5", nil, "5 = 5"},
		{"1d20+5", []int{12}, "1d20 (12) + 5 = 17"},
		{"d20", []int{7}, "1d20 (7) = 7"},
		{"0d6", nil, "0d6 () = 0"},
		{"4d6kh3", []int{5, 3, 1, 6}, "4d6kh3 (5, 3, ~~1~~, 6) = 14"},
		{"4d6kh3", []int{3, 3, 3, 3}, "4d6kh3 (3, 3, 3, ~~3~~) = 9"},
		{"4d6kl1", []int{3, 1, 1, 6}, "4d6kl1 (~~3~~, 1, ~~1~~, ~~6~~) = 1"},
		{"4d6kh", []int{5, 3, 1, 6}, "4d6kh1 (~~5~~, ~~3~~, ~~1~~, 6) = 6"},
		{"4d6dl1", []int{5, 3, 1, 6}, "4d6pl1 (5, 3, ~~1~~, 6) = 14"},
		{"4d6dh1", []int{5, 3, 1, 6}, "4d6ph1 (5, 3, 1, ~~6~~) = 9"},
		{"4d6k3", []int{3, 1, 3, 6}, "4d6k3 (3, ~~1~~, 3, ~~6~~) = 6"},
		{"4d6p1", []int{3, 1, 1, 6}, "4d6p1 (3, ~~1~~, ~~1~~, 6) = 9"},
		{"10d6k1k2", []int{1, 2, 3, 4, 5, 6, 1, 2, 3, 4}, "10d6k1k2 (1, 2, ~~3~~, ~~4~~, ~~5~~, ~~6~~, 1, 2, ~~3~~, ~~4~~) = 6"},
		{"6d6k>=4", []int{1, 4, 5, 3, 6, 2}, "6d6k>=4 (~~1~~, 4, 5, ~~3~~, 6, ~~2~~) = 15"},
		{"6d6p<=2", []int{1, 4, 5, 3, 6, 2}, "6d6p<=2 (~~1~~, 4, 5, 3, 6, ~~2~~) = 18"},
		{"6d6k>4", []int{1, 4, 5, 3, 6, 2}, "6d6k>4 (~~1~~, ~~4~~, 5, ~~3~~, 6, ~~2~~) = 11"},
		{"6d6k<3", []int{1, 4, 5, 3, 6, 2}, "6d6k<3 (1, ~~4~~, ~~5~~, ~~3~~, ~~6~~, 2) = 3"},
		{"4d6kh3kl1", []int{5, 3, 1, 6}, "4d6kh3kl1 (5, 3, 1, 6) = 15"}, // merged: h3 or l1
		{"4d6kh3pl1", []int{5, 3, 1, 6}, "4d6kh3pl1 (5, ~~3~~, ~~1~~, 6) = 11"},
		{"2d6ro<3", []int{1, 6, 3}, "2d6ro<3 (~~1~~, 3, 6) = 9"},
		{"2d6ro<3", []int{1, 2, 1, 1}, "2d6ro<3 (~~1~~, 1, ~~2~~, 1) = 2"},
		{"1d20rr1", []int{1, 1, 7}, "1d20rr1 (~~1~~, ~~1~~, 7) = 7"},
		{"2d6r<2", []int{1, 4, 1, 2}, "2d6rr<2 (~~1~~, ~~1~~, 2, 4) = 6"},
		{"2d20ra1", []int{1, 9, 15}, "2d20ra1 (1!, 9, 15) = 25"},
		{"2d20ra1", []int{1, 1, 15}, "2d20ra1 (1!, 1, 15) = 17"},
		{"2d20ra1", []int{4, 9}, "2d20ra1 (4, 9) = 13"},
		{"3d6e6", []int{6, 2, 3, 6, 1}, "3d6e6 (6!, 2, 3, 6!, 1) = 18"},
		{"10d6!", []int{6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2}, "10d6! (6!, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2) = 17"},
		{"2d6!>4", []int{5, 1, 6, 6, 2}, "2d6e>4 (5!, 1, 6!, 6!, 2) = 20"},
		{"2d6!!", []int{6, 4, 6, 3}, "2d6!! (6!+6!+3, 4) = 19"},
		{"2d6!!>=5", []int{5, 1, 2}, "2d6!!>=5 (5!+2, 1) = 8"},
		{"8d6mi2", []int{1, 6, 4, 2, 6, 2, 5, 6}, "8d6mi2 (1 -> 2, 6, 4, 2, 6, 2, 5, 6) = 33"},
		{"3d6ma4", []int{1, 6, 4}, "3d6ma4 (1, 6 -> 4, 4) = 9"},
		{"2d6ro1mi3", []int{1, 5, 2}, "2d6ro1mi3 (~~1~~, 2 -> 3, 5) = 8"},
		{"5d10cs>=8", []int{10, 2, 8, 7, 9}, "5d10cs>=8 (10, 2, 8, 7, 9) = 3"},
		{"5d10kh3cs>7", []int{10, 2, 8, 7, 9}, "5d10kh3cs>7 (10, ~~2~~, 8, ~~7~~, 9) = 3"},
		{"4dF", []int{-1, 0, 1, 1}, "4dF (-1, 0, 1, 1) = 1"},
		{"d%", []int{100}, "1d% (100) = 100"},
		{"2d%kh1", []int{37, 81}, "2d%kh1 (~~37~~, 81) = 81"},
		{"(1d4 + 1, 3, 2d6kl1)kh1", []int{2, 2, 5}, "(1d4 (2) + 1, ~~3~~, ~~2d6kl1 (2, ~~5~~)~~)kh1 = 3"},
		{"(1, 2, 3)p1", nil, "(~~1~~, 2, 3)p1 = 5"},
		{"(1, 5, 3)cs>2", nil, "(1, 5, 3)cs>2 = 2"},
		{"(1d20,)", []int{4}, "(1d20 (4),) = 4"},
		{"()", nil, "() = 0"},
		{"3d6 [fire] + 1d4 [piercing]", []int{3, 2, 2, 3}, "3d6 (3, 2, 2) [fire] + 1d4 (3) [piercing] = 10"},
		{"-(1d8 + 3) [healing]", []int{7}, "-(1d8 (7) + 3) [healing] = -10"},
		{"8d6+2*(1d8+3)-1", []int{1, 2, 3, 4, 5, 6, 1, 2, 8}, "8d6 (1, 2, 3, 4, 5, 6, 1, 2) + 2 * (1d8 (8) + 3) - 1 = 45"},
		{"7/2", nil, "7 / 2 = 3"},
		{"-7/2", nil, "-7 / 2 = -4"},
		{"-7//2", nil, "-7 // 2 = -4"},
		{"-7%2", nil, "-7 % 2 = 1"},
		{"7%-2", nil, "7 % -2 = -1"},
		{"1d20+5>=15", []int{10}, "1d20 (10) + 5 >= 15 = 1"},
		{"1d20+5>=15", []int{9}, "1d20 (9) + 5 >= 15 = 0"},
		{"1d6 != 3", []int{3}, "1d6 (3) != 3 = 0"},
		{"2 < 3 == 1", nil, "2 < 3 == 1 = 1"},
		{"1d20 to hit", []int{3}, "1d20 (3) = 3"},
	}
	for _, tt := range tests {
		e, err := Parse(tt.expr)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.expr, err)
			continue
		}
		r := NewScripted(tt.faces...)
		res, err := e.Roll(r)
		if err != nil {
			t.Errorf("Roll(%q) with %v: %v", tt.expr, tt.faces, err)
			continue
		}
		if got := res.String(); got != tt.want {
			t.Errorf("Roll(%q) with %v\n got %s\nwant %s", tt.expr, tt.faces, got, tt.want)
		}
		if r.Remaining() != 0 {
			t.Errorf("Roll(%q) left %d faces unused", tt.expr, r.Remaining())
		}
	}
}

func TestRollCrit(t *testing.T) {
	tests := []struct {
		expr         string
		faces        []int
		crit, fumble bool
	}{
		{"1d20+5", []int{20}, true, false},
		{"1d20+5", []int{1}, false, true},
		{"1d20+5", []int{19}, false, false},
		{"2d20kh1", []int{1, 20}, true, false},
		{"2d20kl1", []int{1, 20}, false, true},
		{"1d6 + 1d20", []int{1, 20}, true, false},
		{"1d20 + 1d20", []int{5, 20}, false, false},
		{"1d4", []int{1}, false, false},
	}
	for _, tt := range tests {
		res, err := MustParse(tt.expr).Roll(NewScripted(tt.faces...))
		if err != nil {
			t.Fatal(err)
		}
		if res.Crit != tt.crit || res.Fumble != tt.fumble {
			t.Errorf("%s with %v: crit %v fumble %v, want %v %v", tt.expr, tt.faces, res.Crit, res.Fumble, tt.crit, tt.fumble)
		}
	}
}

func TestRollErrors(t *testing.T) {
	small := Limits{MaxDice: 5, MaxLoop: 3}
	tests := []struct {
		expr  string
		lim   Limits
		faces []int
		kind  error
		want  string
	}{
		{"1/0", Limits{}, nil, ErrValue, "dice: division by zero at column 2"},
		{"1d6 % (1d6 - 1d6)", Limits{}, []int{3, 2, 2}, ErrValue, "dice: division by zero at column 5"},
		{"9223372036854775807 + 1", Limits{}, nil, ErrValue, "dice: integer overflow at column 21"},
		{"-9223372036854775807 - 2", Limits{}, nil, ErrValue, "dice: integer overflow at column 22"},
		{"4611686018427387904 * 2", Limits{}, nil, ErrValue, "dice: integer overflow at column 21"},
		{"-(-9223372036854775807 - 1)", Limits{}, nil, ErrValue, "dice: integer overflow at column 1"},
		{"2d6mi5000000000000000000", Limits{}, []int{3, 4}, ErrValue, "dice: integer overflow at column 1"},
		{"2d6!", small, []int{6, 6, 6, 1, 6, 6}, ErrLimit, "dice: expression rolls more than 5 dice at column 1"},
		{"1d6!", small, []int{6, 6, 6, 6}, ErrLimit, "dice: e exploded one die 3 times at column 4"},
		{"1d6!!", small, []int{6, 6, 6, 6}, ErrLimit, "dice: !! compounded one die 3 times at column 4"},
		{"1d6rr<6", Limits{MaxLoop: 3}, []int{1, 2, 3, 4}, ErrLimit, "dice: rr rerolled one die 3 times at column 4"},
		{"2d6", Limits{}, []int{3}, ErrScript, "dice: scripted roller ran out of faces after 1"},
		{"1d6", Limits{}, []int{7}, ErrScript, "dice: scripted face 7 is impossible on a d6"},
		{"1dF", Limits{}, []int{2}, ErrScript, "dice: scripted face 2 is impossible on a dF"},
	}
	for _, tt := range tests {
		e, err := tt.lim.Parse(tt.expr)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.expr, err)
			continue
		}
		_, err = e.Roll(NewScripted(tt.faces...))
		if err == nil || err.Error() != tt.want {
			t.Errorf("Roll(%q) error = %v, want %q", tt.expr, err, tt.want)
			continue
		}
		if !errors.Is(err, tt.kind) {
			t.Errorf("Roll(%q) error %v is not %v", tt.expr, err, tt.kind)
		}
	}
}

func TestWithMode(t *testing.T) {
	tests := []struct {
		expr string
		mode Mode
		want string
	}{
		{"1d20+5", Normal, "1d20 + 5"},
		{"1d20+5", Advantage, "2d20kh1 + 5"},
		{"1d20+5", Disadvantage, "2d20kl1 + 5"},
		{"1d20+5", ElvenAccuracy, "3d20kh1 + 5"},
		{"1d20ro1+5", Advantage, "2d20ro1kh1 + 5"},
		{"1d4 + 1d20 + 1d20", Advantage, "1d4 + 2d20kh1 + 1d20"},
		{"2d20 + 1d20", Advantage, "2d20 + 2d20kh1"},
		{"-(1d20 [x], 3)kh1", Disadvantage, "-(2d20kl1 [x], 3)kh1"},
	}
	for _, tt := range tests {
		e := MustParse(tt.expr)
		before := e.String()
		got, err := e.WithMode(tt.mode)
		if err != nil {
			t.Errorf("%s %v: %v", tt.expr, tt.mode, err)
			continue
		}
		if got.String() != tt.want {
			t.Errorf("%s with %v = %s, want %s", tt.expr, tt.mode, got, tt.want)
		}
		if e.String() != before {
			t.Errorf("%s changed to %s", before, e)
		}
	}
	_, err := MustParse("1d6+2").WithMode(Advantage)
	if !errors.Is(err, ErrMode) || err.Error() != "dice: no 1d20 to roll with advantage in 1d6 + 2" {
		t.Errorf("no d20: %v", err)
	}
	res, err := MustParse("1d20+5").WithMode(Advantage)
	if err != nil {
		t.Fatal(err)
	}
	r, err := res.Roll(NewScripted(3, 18))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := r.String(), "2d20kh1 (~~3~~, 18) + 5 = 23"; got != want {
		t.Errorf("advantage roll = %s, want %s", got, want)
	}
}

// TestRollReuse checks that a reused Result gives the same answer as a new
// one, and that the seeded roller is reproducible.
func TestRollReuse(t *testing.T) {
	var res Result
	for _, s := range []string{"4d6kh3", "10d6!", "(1d4, 1d6)kh1 + 2d8ro1mi2", "1d20"} {
		e := MustParse(s)
		if err := e.RollInto(NewSeeded(9), &res); err != nil {
			t.Fatal(err)
		}
		fresh, err := e.Roll(NewSeeded(9))
		if err != nil {
			t.Fatal(err)
		}
		if res.String() != fresh.String() {
			t.Errorf("%s: reused %s, fresh %s", s, res.String(), fresh.String())
		}
	}
}

func FuzzRoll(f *testing.F) {
	for _, s := range []string{"1d20+5", "4d6kh3", "(1d4, 3)kh1", "10d6!>4", "5d10cs>=8", "3d6!!", "2d6ro1mi2ma5", "4dF", "2d20ra1", "8d6p<3e6"} {
		f.Add(s, uint64(1))
	}
	lim := Limits{MaxLength: 100, MaxDepth: 10, MaxDice: 200, MaxSides: 100, MaxLoop: 10}
	f.Fuzz(func(t *testing.T, s string, seed uint64) {
		e, err := lim.Parse(s)
		if err != nil {
			return
		}
		res, err := e.Roll(NewSeeded(seed))
		if err != nil {
			if !errors.Is(err, ErrLimit) && !errors.Is(err, ErrValue) {
				t.Fatalf("Roll(%q): unexpected error %v", s, err)
			}
			return
		}
		text := res.String()
		if _, err := res.MarshalJSON(); err != nil {
			t.Fatalf("MarshalJSON(%q): %v", s, err)
		}
		again, err := e.Roll(NewSeeded(seed))
		if err != nil || again.String() != text || again.Total != res.Total {
			t.Fatalf("Roll(%q) is not reproducible: %s then %v", s, text, again)
		}
	})
}

// TestFastMatchesEvaluator rolls the shapes the fast path takes with both
// paths and the same seeds: the results must render the same.
func TestFastMatchesEvaluator(t *testing.T) {
	exprs := []string{"4d6kh3", "4d6kl1", "4d6ph1", "4d6pl2", "2d20kh1", "2d20kl1", "3d20kh1", "8d6", "d20",
		"10d4kh3", "10d4pl8", "0d6", "5dF", "2d%kl1", "6d2kh3", "6d2ph3", "3d6kh5", "3d6ph5"}
	for _, s := range exprs {
		fast := MustParse(s)
		if fast.fast == nil {
			t.Errorf("%s: no fast plan", s)
			continue
		}
		slow := *fast
		slow.fast = nil
		var a, b Result
		for seed := range uint64(200) {
			if err := fast.RollInto(NewSeeded(seed), &a); err != nil {
				t.Fatal(err)
			}
			if err := slow.RollInto(NewSeeded(seed), &b); err != nil {
				t.Fatal(err)
			}
			if a.String() != b.String() || a.Crit != b.Crit || a.Fumble != b.Fumble {
				t.Fatalf("%s seed %d: fast %s (crit %v fumble %v), evaluator %s (crit %v fumble %v)",
					s, seed, a.String(), a.Crit, a.Fumble, b.String(), b.Crit, b.Fumble)
			}
		}
	}
	if MustParse("1d20+5").fast != nil || MustParse("4d6kh3ro1").fast != nil || MustParse("10d4kh1").fast != nil {
		t.Error("fast plan for a shape it does not handle")
	}
	adv, _ := MustParse("1d20").WithMode(Advantage)
	if adv.fast == nil {
		t.Error("advantage should keep a fast plan")
	}
}

// TestPCGMatchesStdlib: the seeded roller's generator gives the numbers of
// math/rand/v2's PCG with the same seed.
func TestPCGMatchesStdlib(t *testing.T) {
	for _, seed := range []uint64{0, 1, 42, 1 << 63} {
		s := NewSeeded(seed)
		std := rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)
		for i := range 1000 {
			var got uint64
			s.hi, s.lo, got = pcgStep(s.hi, s.lo)
			if want := std.Uint64(); got != want {
				t.Fatalf("seed %d, draw %d: got %d, want %d", seed, i, got, want)
			}
		}
	}
}
