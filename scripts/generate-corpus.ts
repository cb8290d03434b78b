/**
 * Writes a synthetic documentation corpus in the content layout
 * (content/README.md) for benchmarks and scale tests (docs/performance.md): N pages
 * (default 10,000) across the five sections, tabbed topics and index topics,
 * children, front matter with terms (some German), about 600 words of varied
 * prose per page from a seeded word list, h2/h3 headings, code blocks,
 * tables, links to earlier pages, and private pages. The same seed gives the
 * same files.
 *
 *   node scripts/run-ts.mjs scripts/generate-corpus.ts --out .bench/corpus --pages 10000 [--seed 1]
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { parseSiteJson } from '../core/content/site-schema';

const MARKER = '.generated-corpus';

/** mulberry32: a small, seedable PRNG (no Math.random: the corpus must be reproducible). */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const COMMON = `the a of to and in is for on with that it as be by this are or from at use when an not each can your one
all page more shop user which they has their will if its so into only than also both other how after before then
over where must should may keeps shows gives makes sets needs works stays opens closes moves reads writes starts`.split(/\s+/);
const DOMAIN = `button tooltip dialog modal chip badge label toast alert banner spinner skeleton carousel slider tab table grid
column gutter spacing token colour color palette contrast theme brand alpine lakeside elevation shadow radius border
surface focus ring keyboard screen reader label hint error state variant size small medium large primary secondary
tertiary danger disabled loading invalid required value default change event prop component pattern foundation icon
illustration image thumbnail gallery product tile price cart checkout delivery order account login consent cookie
analytics tracking experiment filter facet search result query route link anchor heading breakpoint desktop mobile
viewport layout motion easing duration transition animation reduced typography font weight scale headline body
caption accessibility wcag aria role landmark form field input checkbox radio switch toggle dropdown select option
menu popover drawer overlay backdrop scroll lock portal render hydrate server client bundle cache request response
graphql fragment schema resolver gateway mutation test snapshot fixture mock lint release version package monorepo`.split(/\s+/);
const GERMAN = `Schaltfläche Übersicht Größe Farbwähler Auswahlliste Eingabefeld Kontrollkästchen Schieberegler Hinweis Fehlermeldung
Ladezustand Platzhalter Karussell Trennlinie Abstand Schatten Bewegung Schrift Barrierefreiheit Anmeldung Warenkorb
Lieferung Bestellung Produktkachel Suchfeld Filterleiste Registerkarte Dialogfenster Kurzmeldung Zähler Etikett`.split(/\s+/);
const SYLLABLES = `ka lo mi ne ru ta vo si pe da fi gu ho ja ki ly mo nu pa qui ra se ti ur ve wo xa yo ze bri cla dro fle gra
pli sta tro vel mar sen tor lin cor dan fer gal hel`.split(/\s+/);
const SNIPPETS: readonly [string, string][] = [
  ['tsx', 'import { Button } from \'@harbor/react\';\n\nexport function Save() {\n  return <Button variant="primary">Save</Button>;\n}'],
  ['css', '.panel {\n  padding: var(--hb-space-4);\n  box-shadow: var(--hb-elevation-1);\n  border-radius: var(--hb-radius-medium);\n}'],
  ['bash', 'npm install @harbor/react @harbor/tokens\nnpx dsp content validate'],
  ['json', '{\n  "theme": "alpine-light",\n  "density": "comfortable"\n}'],
  ['ts', "import { tokens } from '@harbor/tokens';\n\nexport const gap = tokens.space[4];"],
  ['graphql', 'query Product($id: ID!) {\n  product(id: $id) {\n    name\n    price { amount currency }\n  }\n}'],
];

interface Section {
  readonly segment: string;
  readonly categories: readonly string[];
  readonly share: number;
  readonly tabbed: number;
}

/** The corpus's shape per section: its share of the pages and of tabbed topics. Sections and categories are content/site.json's. */
const SHAPES: Readonly<Record<string, Pick<Section, 'share' | 'tabbed'>>> = {
  'get-started': { share: 0.02, tabbed: 0.2 },
  foundations: { share: 0.15, tabbed: 0.6 },
  patterns: { share: 0.1, tabbed: 0.6 },
  components: { share: 0.45, tabbed: 0.7 },
  develop: { share: 0.28, tabbed: 0.1 },
};

/** The sections of content/site.json, in its order, each with the categories its pages are filed under. */
function readSections(): Section[] {
  const site = parseSiteJson(JSON.parse(readFileSync(join('content', 'site.json'), 'utf8')));
  if (!site.ok) throw new Error(`content/site.json: ${site.issues.map((issue) => issue.message).join('; ')}`);
  return site.value.sections.map((section) => {
    const segment = section.link.replace(/^\//, '');
    const shape = SHAPES[segment];
    if (shape === undefined) {
      throw new Error(`content/site.json has section ${section.link}, which scripts/generate-corpus.ts gives no share of the pages`);
    }
    return { segment, categories: section.categories, ...shape };
  });
}

interface CorpusOptions {
  readonly out: string;
  readonly pages: number;
  readonly seed: number;
}

interface Topic {
  readonly folder: string;
  readonly route: string;
  readonly title: string;
  readonly tabbed: boolean;
}

function generateCorpus({ out, pages, seed }: CorpusOptions): { pages: number; files: number } {
  const random = createRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  // Zipf-like: low indexes are picked far more often, as in real prose.
  const skewed = <T>(list: readonly T[]): T => list[Math.floor(list.length * random() ** 2.5)]!;
  const pseudo = new Set<string>();
  while (pseudo.size < 12_000) {
    let word = '';
    const count = 2 + Math.floor(random() * 3);
    for (let i = 0; i < count; i++) word += pick(SYLLABLES);
    pseudo.add(word);
  }
  const coined = [...pseudo];
  const word = (): string => {
    const roll = random();
    if (roll < 0.45) return skewed(COMMON);
    if (roll < 0.8) return skewed(DOMAIN);
    if (roll < 0.82) return pick(GERMAN);
    return skewed(coined);
  };
  const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  const sentence = (extra: readonly string[]): string => {
    const words = Array.from({ length: 8 + Math.floor(random() * 12) }, word);
    if (extra.length > 0 && random() < 0.35) words.splice(Math.floor(random() * words.length), 0, pick(extra));
    if (random() < 0.1) words.push(`\`--hb-${pick(DOMAIN)}-${pick(DOMAIN)}\``);
    return `${capitalise(words.join(' '))}.`;
  };

  const titles = new Set<string>();
  const uniqueTitle = (): string => {
    const base = capitalise(`${pick(coined)} ${skewed(DOMAIN)}`);
    let title = base;
    for (let n = 2; titles.has(title.toLowerCase()); n++) title = `${base} ${n}`;
    titles.add(title.toLowerCase());
    return title;
  };
  const slug = (title: string) =>
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');

  const routes: string[] = [];
  const files: [string, string][] = [];
  const page = (title: string, frontMatter: Record<string, unknown>, isCode: boolean): string => {
    const keywords = title.toLowerCase().split(' ');
    const lines = ['---', ...Object.entries(frontMatter).map(([key, value]) => `${key}: ${JSON.stringify(value)}`), '---', ''];
    lines.push(Array.from({ length: 3 }, () => sentence(keywords)).join(' '), '');
    const headings = new Set<string>();
    let words = 60;
    let h2 = 0;
    while (words < 600) {
      let heading = capitalise(`${word()} ${skewed(DOMAIN)}`);
      while (headings.has(heading)) heading += ` ${pick(DOMAIN)}`;
      headings.add(heading);
      lines.push(`${h2 > 0 && random() < 0.3 ? '###' : '##'} ${heading}`, '');
      h2++;
      for (let p = 0; p < 1 + Math.floor(random() * 3); p++) {
        const paragraph = Array.from({ length: 3 + Math.floor(random() * 4) }, () => sentence(keywords));
        if (routes.length > 0 && random() < 0.15) paragraph.push(`See [${pick(DOMAIN)}](${pick(routes)}).`);
        if (random() < 0.05) paragraph.push('Read the [WCAG 2.2 quick reference](https://www.w3.org/WAI/WCAG22/quickref/).');
        lines.push(paragraph.join(' '), '');
        words += paragraph.join(' ').split(' ').length;
      }
      if (random() < (isCode ? 0.5 : 0.15)) {
        const [lang, code] = pick(SNIPPETS);
        lines.push(`\`\`\`${lang}`, code, '```', '');
      }
      if (isCode && random() < 0.2) {
        lines.push('| Prop | Type | Default |', '|---|---|---|');
        for (let r = 0; r < 3; r++) lines.push(`| \`${pick(DOMAIN)}\` | \`string\` | \`'${pick(DOMAIN)}'\` |`);
        lines.push('');
      }
    }
    return lines.join('\n');
  };

  const writeTopic = (section: Section, topic: Topic, top: boolean, isPublic: boolean, order: number): number => {
    const terms = Array.from({ length: 3 + Math.floor(random() * 3) }, (_, i) =>
      i === 0 && random() < 0.5 ? pick(GERMAN) : capitalise(`${skewed(DOMAIN)} ${word()}`),
    );
    const frontMatter: Record<string, unknown> = {
      title: topic.title,
      description: sentence([topic.title.toLowerCase()]),
      terms: [...new Set(terms)],
      isPublic,
      ...(top && section.categories.length > 0 ? { category: pick(section.categories) } : {}),
      order,
      thumbnail: { text: topic.title.slice(0, 2) },
    };
    const tabs = topic.tabbed ? (['design', 'code'] as const) : (['index'] as const);
    for (const tab of tabs) {
      files.push([join(topic.folder, `${tab}.md`), page(topic.title, frontMatter, tab === 'code')]);
      routes.push(tab === 'index' ? topic.route : `${topic.route}-${tab}`);
    }
    return tabs.length;
  };

  let written = 0;
  let order = 0;
  const sections = readSections();
  for (const section of sections) {
    const target = section === sections[sections.length - 1] ? pages : written + Math.round(pages * section.share);
    while (written < target) {
      const title = uniqueTitle();
      const folder = join(section.segment, slug(title));
      const room = target - written;
      const isPublic = random() >= 0.1;
      const parent: Topic = { folder, route: `/${folder}`, title, tabbed: room >= 2 && random() < section.tabbed };
      written += writeTopic(section, parent, true, isPublic, ++order);
      // A fifth of the topics get one to three children (index pages in subfolders).
      const children = random() < 0.2 ? 1 + Math.floor(random() * 3) : 0;
      for (let c = 0; c < children && written < target; c++) {
        const childTitle = uniqueTitle();
        const childFolder = join(folder, slug(childTitle));
        const child: Topic = { folder: childFolder, route: `/${childFolder}`, title: childTitle, tabbed: false };
        written += writeTopic(section, child, false, isPublic && random() >= 0.05, c + 1);
      }
    }
  }

  prepareOut(out);
  copyFileSync(join('content', 'site.json'), join(out, 'site.json'));
  for (const [path, text] of files) {
    mkdirSync(dirname(join(out, path)), { recursive: true });
    writeFileSync(join(out, path), text);
  }
  return { pages: written, files: files.length };
}

/** Empties the output folder, refusing one that holds anything but an earlier corpus. */
function prepareOut(out: string): void {
  if (existsSync(out) && readdirSync(out).length > 0) {
    if (!existsSync(join(out, MARKER)))
      throw new Error(`${out} is not empty and holds no earlier corpus (${MARKER}); choose another --out`);
    rmSync(out, { recursive: true, force: true });
  }
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, MARKER), 'written by scripts/generate-corpus.ts; safe to delete\n');
}

const { values } = parseArgs({
  options: { out: { type: 'string' }, pages: { type: 'string', default: '10000' }, seed: { type: 'string', default: '1' } },
});
const pages = Number(values.pages);
const seed = Number(values.seed);
if (values.out === undefined || !Number.isSafeInteger(pages) || pages < 1 || !Number.isSafeInteger(seed)) {
  console.error('usage: node scripts/run-ts.mjs scripts/generate-corpus.ts --out DIR [--pages N (default 10000)] [--seed S (default 1)]');
  process.exit(2);
}
const started = performance.now();
const result = generateCorpus({ out: values.out, pages, seed });
console.log(
  `wrote ${result.pages} pages (${result.files} files) to ${values.out} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
