package timing

import (
	"syscall"
	"time"
)

// rusageThread is RUSAGE_THREAD of getrusage(2).
const rusageThread = 1

// threadCPU returns the CPU time the calling thread has used.
func threadCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(rusageThread, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
