//go:build !linux

package timing

import "time"

// start is the origin of threadCPU where the thread's CPU time is not
// available.
var start = time.Now()

// threadCPU returns the wall-clock time since start where the thread's CPU
// time is not available: the CPU figures are then wall-clock times.
func threadCPU() time.Duration { return time.Since(start) }
