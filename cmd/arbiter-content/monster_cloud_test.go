package main

import (
	"encoding/json"
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
)

func TestCloud(t *testing.T) {
	save := content.Effect{Kind: content.KindSave, Ability: "con", DC: 11}
	for _, c := range []struct {
		name, desc string
		effects    []content.Effect
		want       string
	}{
		{"octopus", "A 5-foot-radius cloud of ink extends all around the octopus if it is underwater. The area is heavily obscured for 1 minute, although a significant current can disperse the ink. After releasing the ink, the octopus can use the Dash action as a bonus action.", nil,
			`[{"kind":"zone","duration":{"unit":"minute","amount":1},"ends":"current","while":"underwater","shape":"sphere","size":5,"obscured":"heavy"},{"kind":"take","value":"bonus","action":"dash"}]`},
		{"darkmantle", "A 15-foot radius of magical darkness extends out from the darkmantle, moves with it, and spreads around corners. The darkness lasts as long as the darkmantle maintains concentration, up to 10 minutes (as if concentrating on a spell). Darkvision can't penetrate this darkness, and no natural light can illuminate it. If any of the darkness overlaps with an area of light created by a spell of 2nd level or lower, the spell creating the light is dispelled.", nil,
			`[{"kind":"zone","duration":{"unit":"concentration","amount":10},"shape":"emanation","size":15,"level":2,"value":"corners","obscured":"darkness"}]`},
		{"dretch", "A 10-foot radius of disgusting green gas extends out from the dretch. The gas spreads around corners, and its area is lightly obscured. It lasts for 1 minute or until a strong wind disperses it. Any creature that starts its turn in that area must succeed on a DC 11 Constitution saving throw or be poisoned until the start of its next turn.",
			[]content.Effect{{Kind: content.KindArea, Shape: "sphere", Size: 10, Then: []content.Effect{save}}},
			`[{"kind":"zone","duration":{"unit":"minute","amount":1},"ends":"wind","shape":"sphere","size":10,"value":"corners","when":["turn-start"],"obscured":"light","then":[{"kind":"save","ability":"con","dc":11}]}]`},
		{"ink, no dash", "A 5-foot-radius cloud of ink extends all around the octopus if it is underwater. The area is heavily obscured for 1 minute, although a significant current can disperse the ink.", nil, `null`},
	} {
		effects := c.effects
		cloud(c.desc, &effects)
		got, _ := json.Marshal(effects)
		if string(got) != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.name, got, c.want)
		}
	}
}
