package dice_test

import (
	"fmt"

	"github.com/arbiter-rpg/arbiter/dice"
)

func Example() {
	e, err := dice.Parse("2d20kh1 + 7")
	if err != nil {
		panic(err)
	}
	res, _ := e.Roll(dice.NewScripted(4, 17)) // a seeded or live roller in play
	fmt.Println(res, res.Crit)
	d, _ := e.Dist()
	fmt.Println(d.AtLeast(18))
	_, err = dice.Parse("(1d20 + 5))")
	fmt.Println(err)
	// Output:
	// 2d20kh1 (~~4~~, 17) + 7 = 24 false
	// 3/4
	// dice: unexpected ")" at column 11
}

func ExampleExpr_WithMode() {
	e, _ := dice.MustParse("1d20ro1 + 5").WithMode(dice.Advantage)
	fmt.Println(e)
	// Output: 2d20ro1kh1 + 5
}
