// A process-wide deadline. Hooks set it when they start: the agent waits on
// them, and a timer cannot fire while the thread is blocked, so any blocking
// wait (the ONNX backend's Atomics.wait) must end before it on its own.

let deadlineAt = Infinity;

export function setDeadline(at: number): void {
  deadlineAt = at;
}

/** Milliseconds until the deadline (Infinity when none is set). */
export function msLeft(now = Date.now()): number {
  return deadlineAt - now;
}
