// Command arbiter-content converts the SRD data sets in ../shared/data into
// Arbiter's own content files, content/data/<ruleset>/<kind>.json: facts
// and numbers only, sorted by id, indented. It fails when a field would
// hold running prose. Run it from the repository root, or with go generate
// ./content.
//
//	go run ./cmd/arbiter-content [-data ../shared/data] [-out content/data] [-unstructured docs/content-unstructured.md]
package main

import (
	"flag"
	"fmt"
	"os"
)

func main() {
	data := flag.String("data", "../shared/data", "the folder of SRD data sets (see its README.md)")
	out := flag.String("out", "content/data", "where to write the content files")
	list := flag.String("unstructured", "", "also write the list of what is not yet structured (Markdown) to this file")
	flag.Parse()
	if os.Getenv("ARBITER_CONTENT_DEBUG") != "" {
		debugSentences = func(s string) { fmt.Fprintf(os.Stderr, "%s\t%s\n", debugCtx, s) }
	}
	report, md, err := convert(*data, *out)
	if err == nil && *list != "" {
		err = os.WriteFile(*list, []byte(md), 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "arbiter-content:", err)
		os.Exit(1)
	}
	fmt.Print(report)
}
