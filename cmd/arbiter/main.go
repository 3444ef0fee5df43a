// Command arbiter is the Arbiter command line: dice today, later the rules,
// a fight in the terminal and the web table.
//
//	arbiter roll 4d6kh3 "1d20+5 to hit"
//	arbiter dist 2d20kh1+7
package main

import "os"

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}
