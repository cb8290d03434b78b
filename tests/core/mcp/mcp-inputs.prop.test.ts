/**
 * What an agent types into the MCP tools (docs/mcp.md, "Bad input"): a route,
 * a component name, two colours. Each reader of that input never throws,
 * answers a bad value with one short message that names the argument, and
 * keeps what it accepts inside the bounds the tools promise.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkContrast, closestNames, foldName, normaliseRoute } from '../../../core/mcp';
import { BASE_PATH } from '../../../core/site';

const NAMES = ['Button', 'Button group', 'Badge', 'Dialog', 'Product tile', 'Toggle switch', 'Tabs'];
const anyText = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme', maxLength: 200 }));
const segment = fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,15}$/);
const route = fc
  .array(segment, { minLength: 1, maxLength: 5 })
  .map((parts) => `/${parts.join('/')}`)
  .filter((path) => path !== BASE_PATH && !path.startsWith(`${BASE_PATH}/`));
const hex = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((channels) => `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`);

describe('normaliseRoute: the get_page route argument', () => {
  it('never throws, and accepts only a route of letters, digits, -, _ and / with no . or .. segment', () => {
    fc.assert(
      fc.property(anyText, (asked) => {
        const result = normaliseRoute(asked);
        if (result.ok) {
          expect(result.value).toMatch(/^\/[\w/-]*$/);
          expect(result.value.split('/')).not.toContain('..');
        } else {
          expect(result.issues).toHaveLength(1);
          expect(result.issues[0]?.message).toMatch(/^route: /);
        }
      }),
    );
  });

  it('round-trips: the base path, a full URL and the .md copy address all give back the route', () => {
    fc.assert(
      fc.property(route, (path) => {
        for (const spelling of [path, `${BASE_PATH}${path}`, `https://portal.example${BASE_PATH}${path}.md`, `${path}/`]) {
          expect(normaliseRoute(spelling)).toEqual({ ok: true, value: path });
        }
      }),
    );
  });

  it('refuses every route with a .. segment, however it is spelled around it', () => {
    fc.assert(
      fc.property(route, route, (before, after) => {
        expect(normaliseRoute(`${before}/..${after}`).ok).toBe(false);
        expect(normaliseRoute(`${BASE_PATH}${before}/../..${after}.md`).ok).toBe(false);
      }),
    );
  });
});

describe('closestNames: the suggestions for an unknown component name', () => {
  it('never throws, and suggests at most the count asked for, each a real name, once', () => {
    fc.assert(
      fc.property(anyText, fc.integer({ min: 0, max: 10 }), (asked, count) => {
        const suggested = closestNames(asked, NAMES, count);
        expect(suggested.length).toBeLessThanOrEqual(Math.min(count, NAMES.length));
        expect(new Set(suggested).size).toBe(suggested.length);
        for (const name of suggested) expect(NAMES).toContain(name);
      }),
    );
  });

  it('puts the name first when it is asked for in any case, spacing or hyphenation', () => {
    fc.assert(
      fc.property(fc.constantFrom(...NAMES), fc.constantFrom(' ', '-', '_', ''), fc.boolean(), (name, gap, upper) => {
        const spelled = name.replaceAll(' ', gap);
        const asked = upper ? spelled.toUpperCase() : spelled.toLowerCase();
        expect(foldName(asked)).toBe(foldName(name));
        expect(closestNames(asked, NAMES)[0]).toBe(name);
      }),
    );
  });
});

describe('checkContrast: the check_contrast colours', () => {
  it('never throws on any two inputs; a refusal names which colour was wrong', () => {
    fc.assert(
      fc.property(anyText, anyText, (foreground, background) => {
        const result = checkContrast(foreground, background, [], 'alpine-light');
        if (!result.ok) {
          for (const issue of result.issues) {
            expect(issue.message).toMatch(/^(foreground|background): /);
            expect(issue.message.length).toBeLessThan(300);
          }
        }
      }),
    );
  });

  it('gives the same ratio both ways round, between 1:1 and 21:1, and echoes each colour as hex', () => {
    fc.assert(
      fc.property(hex, hex, (foreground, background) => {
        const there = checkContrast(foreground, background, [], 'alpine-light');
        const back = checkContrast(background, foreground, [], 'alpine-light');
        if (!there.ok || !back.ok) throw new Error('two hex colours were refused');
        expect(there.value.ratio).toBe(back.value.ratio);
        const ratio = Number.parseFloat(there.value.ratio);
        expect(ratio).toBeGreaterThanOrEqual(1);
        expect(ratio).toBeLessThanOrEqual(21);
        expect(there.value.foreground.colour).toBe(foreground);
        expect(there.value.background.colour).toBe(background);
        // AAA for normal text needs 7:1 and implies AA (4.5:1); large text needs less for each.
        if (there.value.normalText.includes('AAA')) expect(there.value.largeText).toEqual(['AA', 'AAA']);
        if (there.value.normalText.length > 0) expect(there.value.normalText[0]).toBe('AA');
      }),
    );
  });
});
