/**
 * The `@font-face` rules of a stylesheet as FontFace arguments (load-brand-fonts.ts): each rule's family, its
 * `src`, and the descriptors FontFace takes. A rule without a family or a source is left out.
 */
export interface FontFaceRule {
  readonly family: string;
  readonly source: string;
  readonly descriptors: FontFaceDescriptors;
}

const DESCRIPTORS: Readonly<Record<string, keyof FontFaceDescriptors>> = {
  'font-style': 'style',
  'font-weight': 'weight',
  'font-display': 'display',
  'unicode-range': 'unicodeRange',
  'font-stretch': 'stretch',
};

/**
 * @example parseFontFaces('@font-face{font-family:"A";src:url(a.woff2)format("woff2");font-weight:100 900}')
 * // [{ family: 'A', source: 'url(a.woff2)format("woff2")', descriptors: { weight: '100 900' } }]
 */
export function parseFontFaces(css: string): FontFaceRule[] {
  const rules: FontFaceRule[] = [];
  for (const [, body = ''] of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    let family: string | undefined;
    let source: string | undefined;
    const descriptors: Record<string, string> = {};
    // Declarations end at a semicolon outside quotes and parentheses: a `src` holds both.
    for (const declaration of body.match(/(?:[^;"'(]|"[^"]*"|'[^']*'|\([^)]*\))+/g) ?? []) {
      const colon = declaration.indexOf(':');
      if (colon === -1) continue;
      const name = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration.slice(colon + 1).trim();
      if (name === 'font-family') family = value.replace(/^["']|["']$/g, '');
      else if (name === 'src') source = value;
      else if (Object.hasOwn(DESCRIPTORS, name)) descriptors[DESCRIPTORS[name]!] = value;
    }
    if (family !== undefined && family !== '' && source !== undefined) rules.push({ family, source, descriptors });
  }
  return rules;
}
