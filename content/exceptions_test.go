package content_test

// multiattackExceptions are multiattack entries, as ruleset/monster/use,
// that name no feature of the monster, with the reason (none today: the
// five 2014 monsters whose multiattack named "melee" or "ranged" now list
// their alternatives).
var multiattackExceptions = map[string]bool{}

// castExceptions are spells monsters cast, as ruleset/spell, that are
// not in the ruleset's catalog, with the reason (none today).
var castExceptions = map[string]bool{}

// arithmeticExceptions are the attack bonuses, save DCs and passive
// Perception scores, as ruleset/monster/feature, that the SRD prints
// otherwise than the formula gives, with the reason.
var arithmeticExceptions = map[string]string{
	"srd-5.1/assassin/shortsword/dc":                     "printed so in SRD 5.1 (a fixed DC in the text): save DC 15 is not 8 + 3 + an ability modifier [0 3 2 1 0 0]",
	"srd-5.1/assassin/light-crossbow/dc":                 "printed so in SRD 5.1 (a fixed DC in the text): save DC 15 is not 8 + 3 + an ability modifier [0 3 2 1 0 0]",
	"srd-5.1/clay-golem/slam/dc":                         "printed so in SRD 5.1 (a fixed DC in the text): save DC 15 is not 8 + 4 + an ability modifier [5 -1 4 -4 -1 -5]",
	"srd-5.1/dragon-turtle/tail/dc":                      "printed so in SRD 5.1 (a fixed DC in the text): save DC 20 is not 8 + 6 + an ability modifier [7 0 5 0 1 1]",
	"srd-5.1/drow/hand-crossbow/dc":                      "printed so in SRD 5.1 (a fixed DC in the text): save DC 13 is not 8 + 2 + an ability modifier [0 2 0 0 0 1]",
	"srd-5.1/giant-wasp/sting/dc":                        "printed so in SRD 5.1 (a fixed DC in the text): save DC 11 is not 8 + 2 + an ability modifier [0 2 0 -5 0 -4]",
	"srd-5.1/solar/slaying-longbow/dc":                   "printed so in SRD 5.1 (a fixed DC in the text): save DC 15 is not 8 + 7 + an ability modifier [8 6 8 7 7 10]",
	"srd-5.1/tarrasque/tail/dc":                          "printed so in SRD 5.1 (a fixed DC in the text): save DC 20 is not 8 + 9 + an ability modifier [10 0 10 -4 0 0]",
	"srd-5.1/adult-silver-dragon/wing-attack/dc":         "printed so in SRD 5.1: save DC 22 is not 8 + 5 + an ability modifier [8 0 7 3 1 5]",
	"srd-5.1/bat/bite":                                   "printed so in SRD 5.1: attack bonus +0 is not 2 + STR -4 or DEX +2",
	"srd-5.1/black-bear/bite":                            "printed so in SRD 5.1: attack bonus +3 is not 2 + STR +2 or DEX +0",
	"srd-5.1/black-bear/claws":                           "printed so in SRD 5.1: attack bonus +3 is not 2 + STR +2 or DEX +0",
	"srd-5.1/black-bear/passive-perception":              "printed so in SRD 5.1: passive Perception 13, want 11",
	"srd-5.1/blink-dog/passive-perception":               "printed so in SRD 5.1: passive Perception 10, want 13",
	"srd-5.1/brown-bear/bite":                            "printed so in SRD 5.1: attack bonus +5 is not 2 + STR +4 or DEX +0",
	"srd-5.1/brown-bear/claws":                           "printed so in SRD 5.1: attack bonus +5 is not 2 + STR +4 or DEX +0",
	"srd-5.1/cat/claws":                                  "printed so in SRD 5.1: attack bonus +0 is not 2 + STR -4 or DEX +2",
	"srd-5.1/chain-devil/chain":                          "printed so in SRD 5.1: attack bonus +8 is not 3 + STR +4 or DEX +2",
	"srd-5.1/chain-devil/unnerving-mask/dc":              "printed so in SRD 5.1: save DC 14 is not 8 + 3 + an ability modifier [4 2 4 0 1 2]",
	"srd-5.1/clay-golem/slam":                            "printed so in SRD 5.1: attack bonus +8 is not 4 + STR +5 or DEX -1",
	"srd-5.1/couatl/bite":                                "printed so in SRD 5.1: attack bonus +8 is not 2 + STR +3 or DEX +5",
	"srd-5.1/couatl/constrict":                           "printed so in SRD 5.1: attack bonus +6 is not 2 + STR +3 or DEX +5",
	"srd-5.1/crab/claw":                                  "printed so in SRD 5.1: attack bonus +0 is not 2 + STR -4 or DEX +0",
	"srd-5.1/dragon-turtle/steam-breath/dc":              "printed so in SRD 5.1: save DC 18 is not 8 + 6 + an ability modifier [7 0 5 0 1 1]",
	"srd-5.1/ghast/bite":                                 "printed so in SRD 5.1: attack bonus +3 is not 2 + STR +3 or DEX +3",
	"srd-5.1/ghost/withering-touch":                      "printed so in SRD 5.1: attack bonus +5 is not 2 + STR -2 or DEX +1",
	"srd-5.1/ghoul/bite":                                 "printed so in SRD 5.1: attack bonus +2 is not 2 + STR +1 or DEX +2",
	"srd-5.1/gorgon/petrifying-breath/dc":                "printed so in SRD 5.1: save DC 13 is not 8 + 3 + an ability modifier [5 0 4 -4 1 -2]",
	"srd-5.1/gynosphinx/claw":                            "printed so in SRD 5.1: attack bonus +9 is not 4 + STR +4 or DEX +2",
	"srd-5.1/half-red-dragon-veteran/longsword":          "the half-dragon template raised the veteran's CR to 5 but kept its numbers from CR 3 (proficiency +2)",
	"srd-5.1/half-red-dragon-veteran/shortsword":         "the half-dragon template raised the veteran's CR to 5 but kept its numbers from CR 3 (proficiency +2)",
	"srd-5.1/half-red-dragon-veteran/heavy-crossbow":     "the half-dragon template raised the veteran's CR to 5 but kept its numbers from CR 3 (proficiency +2)",
	"srd-5.1/half-red-dragon-veteran/fire-breath/dc":     "the half-dragon template raised the veteran's CR to 5 but kept its numbers from CR 3 (proficiency +2)",
	"srd-5.1/half-red-dragon-veteran/passive-perception": "the half-dragon template raised the veteran's CR to 5 but kept its numbers from CR 3 (proficiency +2)",
	"srd-5.1/iron-golem/slam":                            "printed so in SRD 5.1: attack bonus +13 is not 5 + STR +7 or DEX -1",
	"srd-5.1/iron-golem/sword":                           "printed so in SRD 5.1: attack bonus +13 is not 5 + STR +7 or DEX -1",
	"srd-5.1/iron-golem/poison-breath/dc":                "printed so in SRD 5.1: save DC 19 is not 8 + 5 + an ability modifier [7 -1 5 -4 0 -5]",
	"srd-5.1/kraken/lightning-storm/dc":                  "the kraken's DC 23 is as printed (the formula gives at most 22)",
	"srd-5.1/kraken/ink-cloud/dc":                        "the kraken's DC 23 is as printed (the formula gives at most 22)",
	"srd-5.1/lemure/fist":                                "printed so in SRD 5.1: attack bonus +3 is not 2 + STR +0 or DEX -3",
	"srd-5.1/lizard/bite":                                "printed so in SRD 5.1: attack bonus +0 is not 2 + STR -4 or DEX +0",
	"srd-5.1/purple-worm/bite":                           "printed so in SRD 5.1: attack bonus +9 is not 5 + STR +9 or DEX -2",
	"srd-5.1/purple-worm/tail-stinger":                   "printed so in SRD 5.1: attack bonus +9 is not 5 + STR +9 or DEX -2",
	"srd-5.1/quasit/claw-bite-in-beast-form":             "printed so in SRD 5.1: attack bonus +4 is not 2 + STR -3 or DEX +3",
	"srd-5.1/rat/bite":                                   "printed so in SRD 5.1: attack bonus +0 is not 2 + STR -4 or DEX +0",
	"srd-5.1/solar/blinding-gaze/dc":                     "printed so in SRD 5.1: save DC 15 is not 8 + 7 + an ability modifier [8 6 8 7 7 10]",
	"srd-5.1/spider/passive-perception":                  "printed so in SRD 5.1: passive Perception 12, want 10",
	"srd-5.1/sprite/longsword":                           "printed so in SRD 5.1: attack bonus +2 is not 2 + STR -4 or DEX +4",
	"srd-5.1/swarm-of-ravens/passive-perception":         "printed so in SRD 5.1: passive Perception 15, want 11",
	"srd-5.1/violet-fungus/rotting-touch":                "printed so in SRD 5.1: attack bonus +2 is not 2 + STR -4 or DEX -5",
	"srd-5.1/weretiger-hybrid/pounce/dc":                 "printed so in SRD 5.1: save DC 14 is not 8 + 2 + an ability modifier [3 2 3 0 1 0]",
	"srd-5.1/weretiger-tiger/pounce/dc":                  "printed so in SRD 5.1: save DC 14 is not 8 + 2 + an ability modifier [3 2 3 0 1 0]",
	"srd-5.2.1/adult-bronze-dragon/thunderclap/dc":       "printed DC 17 in SRD 5.2.1, one below its spell save DC",
	"srd-5.2.1/sphinx-of-valor/weight-of-years/dc":       "printed so in SRD 5.2.1: save DC 16 is not 8 + 6 + an ability modifier [6 0 5 3 6 4]",
	"srd-5.2.1/violet-fungus/rotting-touch":              "printed so in SRD 5.2.1: attack bonus +2 is not 2 + STR -4 or DEX -5",
	"srd-5.2.1/ancient-white-dragon/freezing-burst/dc":   "printed DC 20 in SRD 5.2.1 (open5e's copy of the text; Foundry has 22, the formula gives at most 22)",
	"srd-5.2.1/swarm-of-ravens/cacophony/dc":             "printed DC 10 in SRD 5.2.1 (open5e's copy of the text); the formula gives at least 11",
}
