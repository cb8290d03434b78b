/**
 * A prop's JSDoc description as the docs show it: `backticks` mark code, as
 * in Markdown. One rule for the props table the content build writes
 * (site-build/props-directive.ts) and the playground's controls
 * (viewer/playground/PlaygroundControls.tsx), so a description reads the same
 * in both. A lone backtick opens code that runs to the end.
 */

export interface DescriptionPart {
  readonly text: string;
  readonly isCode: boolean;
}

/**
 * @example
 * descriptionParts('Sets `aria-busy` while loading.')
 * // [{ text: 'Sets ', isCode: false }, { text: 'aria-busy', isCode: true }, { text: ' while loading.', isCode: false }]
 */
export function descriptionParts(description: string): DescriptionPart[] {
  return description.split('`').flatMap((part, index) => (part === '' ? [] : [{ text: part, isCode: index % 2 === 1 }]));
}
