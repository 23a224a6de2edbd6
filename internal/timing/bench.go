package timing

import (
	"fmt"
	"os"
	"testing"
)

// LevelEnv is the environment variable that names the level of the search
// player the decision-time benchmarks measure (search.ParseLevel; unset
// for the default level).
const LevelEnv = "LEVEL"

// Level returns the value of [LevelEnv].
func Level() string { return os.Getenv(LevelEnv) }

// Report writes the table of t (Times.Table) to the standard output under
// the name of the benchmark, the level and b.N (not to the log of b, which
// the testing package cuts to ten lines), and reports the 50th and 99th
// percentiles of all the decisions, wall clock and CPU, in milliseconds,
// as metrics of b.
func Report(b *testing.B, level string, t *Times) {
	b.Helper()
	fmt.Printf("%s, level %s, b.N = %d:\n%s", b.Name(), level, b.N, t.Table())
	all := t.All()
	w50, c50, _ := all.Percentile("all", 50)
	w99, c99, _ := all.Percentile("all", 99)
	b.ReportMetric(float64(w50)/1e6, "p50-wall-ms")
	b.ReportMetric(float64(w99)/1e6, "p99-wall-ms")
	b.ReportMetric(float64(c50)/1e6, "p50-cpu-ms")
	b.ReportMetric(float64(c99)/1e6, "p99-cpu-ms")
}
