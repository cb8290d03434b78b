/**
 * Reports one of the viewer's own errors through core's client logger (SPEC
 * §8 suppression, 1-second duplicate window; client-logger-instance.ts),
 * which is loaded on the first report: most pages never need it.
 */
export function reportError(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  void import('./client-logger-instance').then(({ clientLog }) => clientLog().error(message));
}
