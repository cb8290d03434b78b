/**
 * Waits for a condition by polling it, for setup code where vitest's
 * expect.poll is not available; gives up with a message after the limit.
 */
export async function waitFor(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`gave up after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolveLater) => setTimeout(resolveLater, 100));
  }
}
