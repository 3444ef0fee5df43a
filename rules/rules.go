// Package rules owns the mechanics every ruleset shares: abilities and
// proficiency, D20 tests with advantage and disadvantage, the effects that
// conditions and exhaustion put on them, damage and healing, and death
// saving throws. A Ruleset holds, as data and a few hooks, where the
// rulesets differ; the code here never asks which ruleset it is playing.
//
//	rs, _ := rules.Get("srd-5.2.1")
//	ana := rules.NewCreature("ana")
//	res, _ := rs.Test(ana, rules.Test{Kind: rules.Check, Ability: rules.DEX, Skill: "stealth", DC: 15}, roller)
//	fmt.Println(res.Total, res.Success, res.Explain)
package rules
