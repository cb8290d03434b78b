/**
 * What the standing probe (tests/reliability/outside-probe.test.ts) varies, as
 * an outside security probe did: spellings of a private page's address, the
 * ways an anonymous reader may pretend to be internal (spoofed address
 * headers, the test cookie, forged access tokens), and a small seeded random
 * source, so that a sample can be repeated from the seed the test prints.
 */
import { jwt } from '../core/auth/jwt-fixture';

/** One spelling of a page address: the request target (and an Accept header) for a route such as '/develop/tutorial'. */
export interface AddressForm {
  readonly name: string;
  readonly target: (route: string) => string;
  readonly accept?: string;
}

const upperFirst = (route: string) => route.replace(/\/([a-z])/, (_match, letter: string) => `/${letter.toUpperCase()}`);
const percentLetter = (route: string) => route.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`);

/** The page, its data and its Markdown copy under /designsystem, and every spelling a server or proxy might read as them. */
export const ADDRESS_FORMS: readonly AddressForm[] = [
  { name: 'page', target: (route) => `/designsystem${route}` },
  { name: 'page data', target: (route) => `/designsystem${route}.json` },
  { name: 'page data by Accept', target: (route) => `/designsystem${route}`, accept: 'application/json' },
  { name: 'Markdown copy', target: (route) => `/designsystem${route}.md` },
  { name: 'trailing slash', target: (route) => `/designsystem${route}/` },
  { name: 'upper case', target: (route) => `/designsystem${route.toUpperCase()}` },
  { name: 'one capital', target: (route) => `/designsystem${upperFirst(route)}` },
  { name: 'upper-case suffix', target: (route) => `/designsystem${route}.JSON` },
  { name: 'Markdown upper case', target: (route) => `/designsystem${route}.MD` },
  { name: 'double slash', target: (route) => `/designsystem/${route}` },
  { name: 'leading double slash', target: (route) => `//designsystem${route}` },
  { name: 'dot segment', target: (route) => `/designsystem/.${route}` },
  { name: 'dot-dot segment', target: (route) => `/designsystem/x/..${route}` },
  { name: 'encoded slashes', target: (route) => `/designsystem${route.replaceAll('/', '%2F')}` },
  { name: 'encoded letter', target: (route) => `/designsystem${percentLetter(route)}` },
  { name: 'query', target: (route) => `/designsystem${route}?preview=1` },
  { name: 'matrix parameter', target: (route) => `/designsystem${route};x=1` },
  { name: 'encoded NUL', target: (route) => `/designsystem${route}%00` },
  { name: 'encoded space', target: (route) => `/designsystem${route}%20` },
  { name: 'index.html', target: (route) => `/designsystem${route}/index.html` },
  { name: 'upper-case base path', target: (route) => `/DESIGNSYSTEM${route}` },
  { name: 'outside the base path', target: (route) => route },
  { name: 'outside the base path, data', target: (route) => `${route}.json` },
  { name: 'outside the base path, Markdown', target: (route) => `${route}.md` },
];

/** The spellings of a private chunk's address ('private/ex-….js' under the assets folder). */
export const ASSET_FORMS: readonly ((name: string) => string)[] = [
  (name) => `/designsystem/assets/private/${name}`,
  (name) => `/designsystem/assets/private%2F${name}`,
  (name) => `/designsystem/assets//private/${name}`,
  (name) => `/designsystem/assets/./private/${name}`,
  (name) => `/designsystem/assets/x/../private/${name}`,
  (name) => `/designsystem/assets/%70rivate/${name}`,
];

/** An anonymous reader's headers that try to pass as internal: none of them may count. */
export interface ReaderForm {
  readonly name: string;
  readonly headers: readonly (readonly [string, string])[];
}

const INTERNAL = '10.1.2.3';

export const ANONYMOUS_FORMS: readonly ReaderForm[] = [
  { name: 'no headers', headers: [] },
  // SPEC §6 rule 3's cookie is a test-system flag: off under NODE_ENV=production.
  { name: 'test cookie', headers: [['Cookie', 'hb-test=1']] },
  { name: 'empty test cookie', headers: [['Cookie', 'hb-test=']] },
  { name: 'X-Forwarded-For', headers: [['X-Forwarded-For', INTERNAL]] },
  { name: 'X-Forwarded-For with a loopback hop', headers: [['X-Forwarded-For', `${INTERNAL}, 127.0.0.1`]] },
  {
    name: 'two X-Forwarded-For headers',
    headers: [
      ['X-Forwarded-For', INTERNAL],
      ['X-Forwarded-For', '172.16.0.1'],
    ],
  },
  { name: 'Forwarded', headers: [['Forwarded', `for=${INTERNAL}`]] },
  {
    name: 'X-Real-IP and friends',
    headers: [
      ['X-Real-IP', INTERNAL],
      ['True-Client-IP', INTERNAL],
      ['Client-IP', INTERNAL],
    ],
  },
  // Rule 4 with ACCESS_TOKEN_SECRET set: only a token signed with it counts.
  { name: 'unsigned access token', headers: [['Cookie', `.at=${jwt('{"cgid":5}', '{"alg":"none"}', '')}`]] },
  { name: 'access token with a forged signature', headers: [['Cookie', `access-token=${jwt('{"cgid":26}')}`]] },
  {
    name: 'every trick at once',
    headers: [
      ['Cookie', `hb-test=1; .at=${jwt('{"cgid":5}')}`],
      ['X-Forwarded-For', INTERNAL],
    ],
  },
];

/** Peers the portal must not believe about X-Forwarded-For under the default TRUSTED_PROXIES, private ranges included. */
export const UNTRUSTED_PEERS: readonly string[] = [
  '192.168.1.50',
  '::ffff:192.168.1.50',
  '100.64.0.1',
  '169.254.1.1',
  'fd00::1',
  '203.0.113.9',
];

/** mulberry32: a seeded source of numbers in [0, 1), so a sample is the same for the same seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One element of a list, at random. */
export const pick = <T>(random: () => number, items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};
