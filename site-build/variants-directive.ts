/**
 * The `::variants{of="Button"}` directive (content/README.md Variants grids): the placeholder the page gets while
 * parsing, and the grid filled in from the component manifest once the build has it (core/playground/variant-grid.ts).
 * Optional `rows`, `sizes` (a prop name or `none`) and `states` (boolean prop names or `none`) override its choices.
 */
import type { ContentNode, VariantsNode } from '../core/bundle';
import type { LocatedIssue } from '../core/content/located-issue';
import type { ComponentManifest } from '../core/components';
import { variantGridOf } from '../core/playground';

const ATTRIBUTES = ['of', 'rows', 'sizes', 'states'] as const;

export function variantsPlaceholder(
  attributes: Readonly<Record<string, string>>,
  at: { line: number; column: number },
): { ok: true; node: VariantsNode } | { ok: false; message: string } {
  const unknown = Object.keys(attributes).find((name) => !(ATTRIBUTES as readonly string[]).includes(name));
  if (unknown !== undefined) return { ok: false, message: `::variants takes ${ATTRIBUTES.join(', ')}; "${unknown}" is none of them` };
  const of = attributes['of'] ?? '';
  if (!/^[A-Z][A-Za-z0-9]*$/.test(of))
    return { ok: false, message: `::variants needs the component's name: ::variants{of="Button"}, got "${of}"` };
  const request: { rows?: string; sizes?: string; states?: string } = {};
  for (const name of ['rows', 'sizes', 'states'] as const) {
    const value = attributes[name];
    if (value !== undefined) request[name] = value.trim();
  }
  return {
    ok: true,
    node: { type: 'variants', id: `vg-${of.toLowerCase()}`, of, rowProp: null, sizeProp: null, columns: [], rows: [], request, at },
  };
}

type Visit = (node: VariantsNode) => ContentNode;

function mapVariants(body: readonly ContentNode[], visit: Visit): ContentNode[] {
  return body.map((node) => {
    if (node.type === 'variants') return visit(node);
    if (node.type === 'element' || node.type === 'heading' || node.type === 'link')
      return { ...node, children: mapVariants(node.children, visit) };
    return node;
  });
}

function gridFor(node: VariantsNode, manifest: ComponentManifest | null | undefined) {
  const entry = manifest?.components.find((candidate) => candidate.name === node.of);
  if (entry === undefined) return { ok: false as const, message: `::variants{of="${node.of}"} names no component of @harbor/react` };
  return variantGridOf(entry, node.request ?? {}, node.id);
}

/** The body with each variants placeholder filled in; one that cannot be filled stays empty (its issue says why). */
export function fillVariantGrids(body: readonly ContentNode[], manifest: ComponentManifest | null | undefined): ContentNode[] {
  return mapVariants(body, (node) => {
    const grid = gridFor(node, manifest);
    return grid.ok ? grid.node : { type: 'variants', id: node.id, of: node.of, rowProp: null, sizeProp: null, columns: [], rows: [] };
  });
}

/** The variants directives of a page that cannot be filled, at their lines. */
export function variantGridIssues(
  file: string,
  body: readonly ContentNode[],
  manifest: ComponentManifest | null | undefined,
): LocatedIssue[] {
  const issues: LocatedIssue[] = [];
  mapVariants(body, (node) => {
    const grid = gridFor(node, manifest);
    if (!grid.ok)
      issues.push({ file, line: node.at?.line ?? 1, column: node.at?.column ?? 1, code: 'content.directive', message: grid.message });
    return node;
  });
  return issues;
}
