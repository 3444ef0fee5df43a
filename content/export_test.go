package content

// Load decodes a ruleset without the cache, for benchmarks.
var Load = load
