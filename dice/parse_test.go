package dice

import (
	"errors"
	"testing"
)

// TestParse checks the canonical text of parsed trees, and that printing
// then parsing again gives the same text (the round trip).
func TestParse(t *testing.T) {
	tests := []struct {
		in, want string
	}{
		{"5", "5"},
		{"d20", "1d20"},
		{"1d20+5", "1d20 + 5"},
		{"  1d20 +  5 ", "1d20 + 5"},
		{"4d6kh3", "4d6kh3"},
		{"4d6k3", "4d6k3"},
		{"4d6kh", "4d6kh1"},
		{"2d20kl1", "2d20kl1"},
		{"4d6dl1", "4d6pl1"},
		{"4d6dh1", "4d6ph1"},
		{"4d6dl", "4d6pl1"},
		{"4d6p1", "4d6p1"},
		{"10d6k1k2", "10d6k1k2"},
		{"8d6mi2", "8d6mi2"},
		{"8d6ma5", "8d6ma5"},
		{"2d6ro<3", "2d6ro<3"},
		{"2d6r<2", "2d6rr<2"},
		{"1d20rr1", "1d20rr1"},
		{"2d20ra1", "2d20ra1"},
		{"3d6e6", "3d6e6"},
		{"10d6!", "10d6!"},
		{"10d6!>4", "10d6e>4"},
		{"10d6!5", "10d6e5"},
		{"5d6!!", "5d6!!"},
		{"5d6!!>=5", "5d6!!>=5"},
		{"5d10cs>=8", "5d10cs>=8"},
		{"5d10cs>7", "5d10cs>7"},
		{"6d6k>=4", "6d6k>=4"},
		{"6d6p<=2", "6d6p<=2"},
		{"4dF", "4dF"},
		{"dF", "1dF"},
		{"d%", "1d%"},
		{"2d%kh1", "2d%kh1"},
		{"1D20", "1d20"},
		{"1+2*3", "1 + 2 * 3"},
		{"(1+2)*3", "(1 + 2) * 3"},
		{"8d6+2*(1d8+3)-1", "8d6 + 2 * (1d8 + 3) - 1"},
		{"10/3", "10 / 3"},
		{"10//3", "10 // 3"},
		{"10%3", "10 % 3"},
		{"-1d8", "-1d8"},
		{"--3", "--3"},
		{"+3", "+3"},
		{"-(1d8+3)", "-(1d8 + 3)"},
		{"1d20+5>=15", "1d20 + 5 >= 15"},
		{"1==1", "1 == 1"},
		{"1!=2", "1 != 2"},
		{"1d6!=3", "1d6 != 3"},
		{"1<2", "1 < 2"},
		{"1>2", "1 > 2"},
		{"1<=2", "1 <= 2"},
		{"1 < 2 == 1", "1 < 2 == 1"},
		{"()", "()"},
		{"(1,)", "(1,)"},
		{"(1, 2, 3)", "(1, 2, 3)"},
		{"(1,2,3,)", "(1, 2, 3)"},
		{"(1d4+1, 3, 2d6kl1)kh1", "(1d4 + 1, 3, 2d6kl1)kh1"},
		{"(1d20, 1d20)kh1", "(1d20, 1d20)kh1"},
		{"(3d6)", "(3d6)"},
		{"3d6 [fire]", "3d6 [fire]"},
		{"3d6[fire] + 1d4 [piercing]", "3d6 [fire] + 1d4 [piercing]"},
		{"-(1d8 + 3) [healing]", "-(1d8 + 3) [healing]"},
		{"(1 [one], 2 [two])", "(1 [one], 2 [two])"},
		{"1d6 [a] [b c]", "1d6 [a] [b c]"},
		{"0d6", "0d6"},
	}
	for _, tt := range tests {
		e, err := Parse(tt.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.in, err)
			continue
		}
		if got := e.String(); got != tt.want {
			t.Errorf("Parse(%q) = %q, want %q", tt.in, got, tt.want)
		}
		again, err := Parse(e.String())
		if err != nil {
			t.Errorf("Parse(%q) again: %v", e.String(), err)
			continue
		}
		if got := again.String(); got != tt.want {
			t.Errorf("round trip of %q = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestParseTree(t *testing.T) {
	e := MustParse("10d6k1k2ro<2 + 3 [x]")
	b := e.Root.(*Binary)
	d := b.L.(*Dice)
	if d.Count != 10 || d.Sides != 6 || len(d.Ops) != 2 {
		t.Fatalf("dice = %+v", d)
	}
	if k := d.Ops[0]; k.Kind != Keep || len(k.Sels) != 2 || k.Sels[1] != (Selector{SelLiteral, 2}) {
		t.Errorf("keep op = %+v", k)
	}
	if r := d.Ops[1]; r.Kind != RerollOnce || r.Sels[0] != (Selector{SelLess, 2}) || r.Pos != 8 {
		t.Errorf("reroll op = %+v", r)
	}
	if n := b.R.(*Number); n.Value != 3 || len(n.Notes) != 1 || n.Notes[0] != "x" {
		t.Errorf("number = %+v", n)
	}
	if b.Pos != 13 {
		t.Errorf("binary pos = %d, want 13", b.Pos)
	}
}

func TestParseComment(t *testing.T) {
	tests := []struct{ in, expr, comment string }{
		{"1d20+5 to hit", "1d20 + 5", "to hit"},
		{"1d20 I rolled a d20", "1d20", "I rolled a d20"},
		{"4d6kh3 # str ", "4d6kh3", "# str"},
		{"2d6 [fire] burning hands", "2d6 [fire]", "burning hands"},
		{"1d20", "1d20", ""},
	}
	for _, tt := range tests {
		e, err := Parse(tt.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.in, err)
			continue
		}
		if e.String() != tt.expr || e.Comment != tt.comment {
			t.Errorf("Parse(%q) = %q comment %q, want %q comment %q", tt.in, e.String(), e.Comment, tt.expr, tt.comment)
		}
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		in   string
		kind error
		want string
	}{
		{"", ErrSyntax, "dice: empty expression"},
		{"   ", ErrSyntax, "dice: empty expression"},
		{"1d20 + 5)", ErrSyntax, `dice: unexpected ")" at column 9`},
		{"(1d20 +", ErrSyntax, "dice: unexpected end of expression at column 8"},
		{"(1, 2", ErrSyntax, "dice: unexpected end of expression at column 6"},
		{"(1 2)", ErrSyntax, `dice: unexpected "2" at column 4`},
		{"1d20 5", ErrSyntax, `dice: unexpected "5" at column 6`},
		{"1d20x", ErrSyntax, `dice: unexpected "x" at column 5`},
		{"1 = 2", ErrSyntax, `dice: unexpected "=" (compare with ==) at column 3`},
		{"*3", ErrSyntax, `dice: unexpected "*" at column 1`},
		{"3d", ErrSyntax, "dice: a die needs sides after d, such as d6, d% or dF at column 3"},
		{"3dx", ErrSyntax, "dice: a die needs sides after d, such as d6, d% or dF at column 3"},
		{"6d0", ErrValue, "dice: d0 has no faces: a die has 1 to 10000 sides at column 3"},
		{"1d10001", ErrLimit, "dice: a die has at most 10000 sides, not 10001 at column 3"},
		{"1d99999999999999999999", ErrLimit, "dice: a die has at most 10000 sides, not 99999999999999999999 at column 3"},
		{"1001d6", ErrLimit, "dice: 1001d6 rolls more than 1000 dice at column 1"},
		{"600d6+600d6", ErrLimit, "dice: 600d6 rolls more than 1000 dice at column 7"},
		{"99999999999999999999", ErrValue, "dice: number 99999999999999999999 is too large at column 1"},
		{"4d6k", ErrSyntax, "dice: k needs a selector such as h3, l1, >2 or 6 at column 5"},
		{"4d6k>", ErrSyntax, "dice: k> needs a number at column 6"},
		{"4d6ro", ErrSyntax, "dice: ro needs a selector such as h3, l1, >2 or 6 at column 6"},
		{"4d6mi>2", ErrSyntax, "dice: mi needs a plain number, such as mi2 at column 4"},
		{"4d6rrh1", ErrSyntax, "dice: rrh1 would reroll forever; use ro to reroll once at column 4"},
		{"1d6rr<7", ErrValue, "dice: rr<7 matches every face of a d6, so it would never end at column 4"},
		{"1d6rr1rr2rr3rr4rr5rr6", ErrValue, "dice: rr1rr2rr3rr4rr5rr6 matches every face of a d6, so it would never end at column 4"},
		{"4d6!!h1", ErrSyntax, "dice: !! compounds a die while its newest face matches, so it needs a value selector, not h1 at column 4"},
		{"1d1!", ErrValue, "dice: ! matches every face of a d1, so it would never end at column 4"},
		{"1d1!!", ErrValue, "dice: !! matches every face of a d1, so it would never end at column 4"},
		{"4dFe>-2", ErrSyntax, "dice: e> needs a number at column 6"},
		{"5d10cs>5kh1", ErrSyntax, "dice: cs must be the last operation at column 9"},
		{"(1, 2)rr1", ErrSyntax, "dice: rr works on dice, not on a set at column 7"},
		{"(1, 2)mi1", ErrSyntax, "dice: mi works on dice, not on a set at column 7"},
		{"(4d6)kh3", ErrSyntax, "dice: an operation needs dice or a set; (x) is one value, (x,) is a set at column 6"},
		{"1d6 [fire", ErrSyntax, "dice: unterminated annotation: missing ] at column 5"},
		{"1d20 + é", ErrSyntax, `dice: unexpected "é" at column 8`},
	}
	for _, tt := range tests {
		_, err := Parse(tt.in)
		if err == nil {
			t.Errorf("Parse(%q): no error, want %q", tt.in, tt.want)
			continue
		}
		if got := err.Error(); got != tt.want {
			t.Errorf("Parse(%q) error\n got %q\nwant %q", tt.in, got, tt.want)
		}
		if !errors.Is(err, tt.kind) {
			t.Errorf("Parse(%q) error %q is not %v", tt.in, err, tt.kind)
		}
	}
}

func TestParseLimits(t *testing.T) {
	lim := Limits{MaxLength: 10, MaxDepth: 3, MaxDice: 5, MaxSides: 8}
	tests := []struct{ in, want string }{
		{"1d20 + 1d20", "dice: expression is 11 bytes long, more than 10"},
		{"((((1))))", "dice: expression nests deeper than 3 at column 4"},
		{"----1", "dice: expression nests deeper than 3 at column 4"},
		{"6d6", "dice: 6d6 rolls more than 5 dice at column 1"},
		{"3d6+3d6", "dice: 3d6 rolls more than 5 dice at column 5"},
		{"1d9", "dice: a die has at most 8 sides, not 9 at column 3"},
	}
	for _, tt := range tests {
		_, err := lim.Parse(tt.in)
		if err == nil || err.Error() != tt.want {
			t.Errorf("Parse(%q) error = %v, want %q", tt.in, err, tt.want)
			continue
		}
		if !errors.Is(err, ErrLimit) {
			t.Errorf("Parse(%q) error is not ErrLimit", tt.in)
		}
	}
	if _, err := lim.Parse("(((1)))"); err != nil {
		t.Errorf("depth 3 should parse: %v", err)
	}
	e, err := lim.Parse("5d8")
	if err != nil {
		t.Fatal(err)
	}
	if e.Limits.MaxDice != 5 || e.Limits.MaxLoop != DefaultLimits.MaxLoop {
		t.Errorf("expr limits = %+v", e.Limits)
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{"1d20+5", "4d6kh3", "(1d4, 3)kh1 [x] c", "10d6!>4", "5d10cs>=8", "-(2*3)//4%5", "4dF", "d%", "1d6ro<3mi2e6"} {
		f.Add(s)
	}
	lim := Limits{MaxLength: 200, MaxDepth: 20}
	f.Fuzz(func(t *testing.T, s string) {
		e, err := lim.Parse(s)
		if err != nil {
			var de *Error
			if !errors.As(err, &de) {
				t.Fatalf("Parse(%q) error %v is not a *dice.Error", s, err)
			}
			return
		}
		text := e.String()
		again, err := Parse(text)
		if err != nil {
			t.Fatalf("Parse(%q) gave %q, which does not parse: %v", s, text, err)
		}
		if again.String() != text {
			t.Fatalf("round trip of %q: %q then %q", s, text, again.String())
		}
	})
}
