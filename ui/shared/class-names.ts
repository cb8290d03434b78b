/** Joins class names, dropping empty ones, so components can add modifiers conditionally. */
export function classNames(...names: ReadonlyArray<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
