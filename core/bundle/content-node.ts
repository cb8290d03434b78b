/**
 * The article tree a page body is built into (docs/portal.md, Content): structured data the
 * viewer renders with its own components, not an HTML string, because
 * shorthand links depend on dev mode and authorization at render time and
 * headings need anchors and copy buttons need their code.
 */

/** HTML elements a Markdown body may produce; anything else is dropped by the build. */
export type ContentTag =
  | 'p'
  | 'ul'
  | 'ol'
  | 'li'
  | 'strong'
  | 'em'
  | 'del'
  | 'blockquote'
  | 'hr'
  | 'br'
  | 'table'
  | 'thead'
  | 'tbody'
  | 'tr'
  | 'th'
  | 'td'
  | 'code'
  | 'h4'
  | 'h5'
  | 'h6'
  | 'img'
  | 'input';

/** One highlighted token of a code line, coloured at build time for both theme shades. */
export interface CodeToken {
  readonly content: string;
  /** Colour in light themes. */
  readonly color?: string;
  /** Colour in dark themes. */
  readonly dark?: string;
  /** Bit flags as Shiki gives them: 1 italic, 2 bold, 4 underline. */
  readonly fontStyle?: number;
}

/** One row of a token table: a token with its value in every theme (core/tokens token-table.ts). */
export interface TokenTableRow {
  readonly path: string;
  /** The CSS custom property, e.g. '--hb-color-text-default'. */
  readonly variable: string;
  readonly type: string;
  readonly description: string;
  /** Theme → description, only when a theme says something else (a brand's display family). */
  readonly descriptions?: Readonly<Record<string, string>>;
  /** Theme → CSS value. */
  readonly values: Readonly<Record<string, string>>;
  /** Typography only: theme → letter spacing, which the font shorthand cannot hold. */
  readonly letterSpacing?: Readonly<Record<string, string>>;
  /** Colour roles with a declared pair: the background they are measured on and the ratio per theme. */
  readonly contrast?: { readonly background: string; readonly ratios: Readonly<Record<string, number>> };
}

export type ContentNode =
  | { readonly type: 'text'; readonly value: string }
  | {
      readonly type: 'element';
      readonly tag: ContentTag;
      readonly attrs?: Readonly<Record<string, string>>;
      readonly children: readonly ContentNode[];
    }
  /** h2 and h3: anchored, listed in the in-page navigation (SPEC §2 Article content). */
  | {
      readonly type: 'heading';
      readonly level: 2 | 3;
      readonly id: string;
      readonly children: readonly ContentNode[];
    }
  | {
      readonly type: 'code';
      readonly lang: string;
      /** The raw text, which the copy button copies. */
      readonly code: string;
      readonly lines: readonly (readonly CodeToken[])[];
    }
  /** internal: a route of this portal (without the base path), optionally with #anchor. */
  | {
      readonly type: 'link';
      readonly kind: 'internal' | 'external';
      readonly href: string;
      readonly children: readonly ContentNode[];
    }
  /** Resolved per request against the navigation (SPEC §2 Internal shorthand links). */
  | { readonly type: 'shorthand'; readonly href: string; readonly text: string }
  /**
   * A table drawn from the token source by the `::tokens{group="…"}` directive (content/README.md).
   * `brand` pins the values and specimens to one brand; the shade follows the reader's theme.
   */
  | {
      readonly type: 'tokens';
      readonly group: string;
      readonly brand?: string;
      readonly rows: readonly TokenTableRow[];
    }
  /** The portal's real icon set (`::icons`), drawn by the viewer from its own icons. */
  | { readonly type: 'icons' }
  /** A browser of every token of the reader's theme, filtered by name or value (`::token-browser`), fed by the public token JSON. */
  | { readonly type: 'token-browser' }
  /** A brand logo with its colour versions, clear space and misuse examples (`::logo{brand="…"}`). */
  | { readonly type: 'logo'; readonly brand: string }
  /** A live example (content/README.md Live examples): rendered from its generated module, its source shown below it. */
  | ExampleNode
  /** A component's variants × sizes × states, rendered from its playground preview (`::variants{of="…"}`, docs/portal.md). */
  | VariantsNode;

/** One numbered part of an anatomy picture: a CSS selector into the rendered example and where its marker sits. */
export interface AnatomyPart {
  readonly selector: string;
  readonly at: AnatomyPlacement;
}

export const ANATOMY_PLACEMENTS = [
  'top-left',
  'top',
  'top-right',
  'right',
  'bottom-right',
  'bottom',
  'bottom-left',
  'left',
  'center',
] as const;
export type AnatomyPlacement = (typeof ANATOMY_PLACEMENTS)[number];

/** A Do or Don't example: the verdict and the one line of why. */
export interface ExampleVerdict {
  readonly kind: 'do' | 'dont';
  readonly why: string;
}

/** A value a grid cell gives one prop of the component's preview. */
export type VariantPropValue = string | number | boolean;

/**
 * A grid of a component's variants (rows) × states (columns), each cell holding its sizes side by side. Built from
 * the component's props in the manifest, so nothing in it is written by hand (core/playground/variant-grid.ts).
 */
export interface VariantsNode {
  readonly type: 'variants';
  /** Unique on its page; names the rendered cells. */
  readonly id: string;
  /** The component named by the directive. */
  readonly of: string;
  /** The prop each axis varies; null when the component has none for it. */
  readonly rowProp: string | null;
  readonly sizeProp: string | null;
  /** Column labels: 'default', then each state prop's name. */
  readonly columns: readonly string[];
  readonly rows: readonly {
    readonly label: string;
    /** One per column; each cell holds one sample per size. */
    readonly cells: readonly (readonly { readonly size: string | null; readonly props: Readonly<Record<string, VariantPropValue>> }[])[];
  }[];
  /** Until the build fills the grid: what the directive asked for and where it was written. */
  readonly request?: { readonly rows?: string; readonly sizes?: string; readonly states?: string };
  readonly at?: { readonly line: number; readonly column: number };
}

/** A ```tsx example fence: `id` names its generated module (a hash of `code`), `lines` colour the source. */
export interface ExampleNode {
  readonly type: 'example';
  readonly id: string;
  readonly title?: string;
  readonly code: string;
  readonly lines: readonly (readonly CodeToken[])[];
  /** An anatomy picture (```` ```tsx example anatomy="…" ````): its numbered parts, matched by the ordered list after it. */
  readonly anatomy?: readonly AnatomyPart[];
  /** A Do or Don't example (```` ```tsx example do="…" ````). */
  readonly verdict?: ExampleVerdict;
}
