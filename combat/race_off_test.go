//go:build !race

package combat

// raceOn: the race detector is built in; allocation counts do not hold.
const raceOn = false
