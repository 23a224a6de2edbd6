package timing

import (
	"syscall"
	"time"
	"unsafe"
)

// clockThreadCPUTimeID is CLOCK_THREAD_CPUTIME_ID of clock_gettime(2).
const clockThreadCPUTimeID = 3

// threadCPU returns the CPU time the calling thread has used, to the
// nanosecond: clock_gettime(2) of CLOCK_THREAD_CPUTIME_ID, which counts
// the time since the scheduler last accounted it, not getrusage(2) of
// RUSAGE_THREAD, which lags by up to a scheduler tick and splits it into
// user and system time by samples.
func threadCPU() time.Duration {
	var ts syscall.Timespec
	if _, _, errno := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTimeID, uintptr(unsafe.Pointer(&ts)), 0); errno != 0 {
		return 0
	}
	return time.Duration(ts.Nano())
}
