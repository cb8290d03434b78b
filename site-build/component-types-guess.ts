/**
 * What the TypeScript step of the content build will be asked, guessed from
 * the pages' text with a line scan before the Markdown parser has run: the
 * live examples' code and the components the props directives name. The
 * guess lets the step's disk cache be probed (component-types-cache.ts) and
 * the check start while the pages are parsed (component-types-worker.ts). It
 * is never trusted: the parse's own answer is compared with it.
 */
import type { CodeProblem, ComponentTypes, ExampleSource } from './component-types';
import type { PropRow } from '../ui/build/props-reader';
import type { ContentFile } from './content-fs';
import { exampleId } from './example-fence';

export interface LiveInputs {
  readonly examples: readonly ExampleSource[];
  readonly components: readonly string[];
}

/** Whether a page may hold a live example or a props directive (cheap: before parsing). */
export const mayHoldLiveContent = (text: string) => /[`~]{3,}[ \t]*tsx[ \t]+example|::props/.test(text);

/** The live examples' code and the props directives' components of a page, in the order they are written. */
export function exampleCodesOf(text: string): { readonly examples: string[]; readonly components: string[] } {
  const examples: string[] = [];
  const lines = text.split('\n');
  for (let at = 0; at < lines.length; at++) {
    const open = /^[ \t>]*([`~]{3,})[ \t]*tsx[ \t]+example\b/.exec(lines[at] as string);
    if (open === null) continue;
    const fence = open[1] as string;
    const code: string[] = [];
    for (at += 1; at < lines.length; at++) {
      const line = (lines[at] as string).replace(/^[ \t>]*/, '');
      if (line.startsWith(fence[0] as string) && line.trimEnd().length >= fence.length && /^([`~])\1*$/.test(line.trimEnd())) break;
      code.push(lines[at] as string);
    }
    examples.push(code.join('\n'));
  }
  const components = [...text.matchAll(/::props\{of="([^"]*)"\}/g)].map((match) => match[1] as string);
  return { examples, components };
}

/** The guess for a whole build: every page's examples, named as the parse names them, and components. */
export function guessLiveInputs(files: readonly ContentFile[]): LiveInputs {
  const found = files.filter((file) => mayHoldLiveContent(file.text)).map((file) => exampleCodesOf(file.text));
  return {
    examples: found.flatMap((page) => page.examples).map((code) => ({ id: exampleId(code), code })),
    components: found.flatMap((page) => page.components),
  };
}

const distinct = (values: Iterable<string>) => [...new Set(values)].sort();
const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value, index) => value === b[index]);

/**
 * Whether two requests ask the same: the same example code and the same components, whatever their order and
 * repeats. Each example is checked as a module of its own, so the answer does not depend on either.
 */
export function sameLiveInputs(a: LiveInputs, b: LiveInputs): boolean {
  return (
    sameList(distinct(a.examples.map((example) => example.code)), distinct(b.examples.map((example) => example.code))) &&
    sameList(distinct(a.components), distinct(b.components))
  );
}

/** The answer to the guess, its maps in the order of the request actually made, so the build's output does not depend on the guess. */
export function typesInRequestOrder(types: ComponentTypes, request: LiveInputs): ComponentTypes {
  const exampleProblems = new Map<string, readonly CodeProblem[]>();
  for (const { id } of request.examples) {
    const problems = types.exampleProblems.get(id);
    if (problems !== undefined && !exampleProblems.has(id)) exampleProblems.set(id, problems);
  }
  const props = new Map<string, readonly PropRow[]>();
  for (const name of request.components) {
    const rows = types.props.get(name);
    if (rows !== undefined && !props.has(name)) props.set(name, rows);
  }
  return { ...types, exampleProblems, props };
}
