/**
 * The brand faces, loaded once the page has painted (docs/performance.md, "First paint"). The first paint sets the
 * brand family names in metric-matched faces of the reader's system (brand-font-fallbacks.css); the rules of
 * @harbor/tokens/fonts.css become FontFace objects here, added in one step once the faces the page shows now (the
 * Latin subset of its text and display faces) have loaded. The others (the other brand's display face, the Latin
 * Extended subsets) are added unloaded: the browser fetches one when text needs it.
 */
import fontsCss from '@harbor/tokens/fonts.css?inline';
import { parseFontFaces, type FontFaceRule } from './font-face-rules';

/** The families the page's body and title are set in now, as their computed stacks name them. */
function familiesInUse(): Set<string> {
  const stacks = [document.body, document.querySelector('h1')].flatMap((element) =>
    element === null ? [] : [getComputedStyle(element).fontFamily],
  );
  return new Set(stacks.flatMap((stack) => stack.split(',').map((name) => name.trim().replace(/^["']|["']$/g, ''))));
}

/**
 * The weight bands of the stand-in faces (brand-font-fallbacks.css: regular up to 500, bold from 600). A brand face
 * is added once per band it covers, with the band as its weight range: a face takes over from a stand-in only when
 * the two declare the same range (the one added last wins); a wider range loses to the stand-in's narrower one.
 */
const WEIGHT_BANDS: readonly (readonly [number, number])[] = [
  [1, 500],
  [600, 1000],
];

/** The rule's face once per stand-in band its weight range overlaps, each with the overlap as its range. */
function fontFaces(rule: FontFaceRule): FontFace[] {
  const [low = 400, high = low] = (rule.descriptors.weight ?? '400').split(/\s+/).map(Number);
  return WEIGHT_BANDS.flatMap(([from, to]) => {
    const lowest = Math.max(low, from);
    const highest = Math.min(high, to);
    return lowest > highest ? [] : [new FontFace(rule.family, rule.source, { ...rule.descriptors, weight: `${lowest} ${highest}` })];
  });
}

/** Adds the brand faces to the document; resolves once the faces the page shows now are in use. */
export async function loadBrandFonts(): Promise<void> {
  const inUse = familiesInUse();
  const rules = parseFontFaces(fontsCss);
  const seen = new Set<string>();
  const now: FontFace[] = [];
  const onUse: FontFace[] = [];
  for (const rule of rules) {
    // A family's first rule is its Latin subset (core/tokens/brand-typefaces.ts, FONT_SUBSETS).
    const first = !seen.has(rule.family);
    seen.add(rule.family);
    (first && inUse.has(rule.family) ? now : onUse).push(...fontFaces(rule));
  }
  // All at once, once the faces shown now have loaded: each addition restyles and lays out the page again (one long
  // task per face added apart), and a face of a family added before its Latin face has loaded already changes the
  // family's "0", the width of the columns set in ch.
  const loaded = await Promise.all(now.map((face) => face.load()));
  for (const face of [...loaded, ...onUse]) document.fonts.add(face);
}
