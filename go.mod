module github.com/arbiter-rpg/arbiter

go 1.26
