/**
 * How long a test waits for a condition before it fails: generous, because a
 * loaded machine (several test files at once, other work) can take seconds
 * for what takes milliseconds alone. Tests wait for conditions, never for a
 * fixed time; the Vitest configs give `expect.poll` this default.
 */
export const CONDITION_TIMEOUT_MS = 15_000;
