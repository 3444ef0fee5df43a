package content

// Regenerate content/data from ../shared/data (the SRD data sets).
//go:generate go run ../cmd/arbiter-content -data ../../shared/data -out data -unstructured ../docs/content-unstructured.md
