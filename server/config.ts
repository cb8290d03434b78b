/**
 * The server's configuration, read from the environment once at start-up and
 * validated with valibot (docs/style.md: validate every boundary). A bad value
 * stops the server with a message naming the variable, the value and what is
 * allowed; nothing is read from the environment after this.
 */
import * as v from 'valibot';
import { DEFAULT_TRUSTED_PROXIES, parseCidr, type AuthorizationOverride, type Cidr } from '../core/auth';
import { fail, ok, type Issue, type Result } from '../core/result';
import { DEFAULT_DATA_DIR } from '../core/content/build-output';
import { withoutTrailingSlashes } from '../core/site/addresses';

export type ServerEnvironment = 'development' | 'production' | 'test';

/** Algorithms hono/jwt verifies; HMAC ones take a shared secret, the others a public key. */
export const SECRET_ALGORITHMS = ['HS256', 'HS384', 'HS512'] as const;
export const PUBLIC_KEY_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'] as const;
export type AccessTokenAlgorithm = (typeof SECRET_ALGORITHMS)[number] | (typeof PUBLIC_KEY_ALGORITHMS)[number];

/** How access-token JWTs are verified; null means decoded unverified, as SPEC §6 rule 4 says. */
export interface AccessTokenVerification {
  readonly key: string;
  readonly algorithm: AccessTokenAlgorithm;
}

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  /** SPEC §6 rule 1. */
  readonly authOverride: AuthorizationOverride | null;
  readonly trustedProxies: readonly Cidr[];
  /** Raw, as CI writes it; the footer shows it without "merge_"/"master_" (SPEC §9). */
  readonly buildVersion: string;
  readonly accessTokenVerification: AccessTokenVerification | null;
  readonly environment: ServerEnvironment;
  /** The repository folder holding content/'s files, as the code host's edit address; null: no 'Edit this page' link. */
  readonly editUrlBase: string | null;
  /**
   * The portal's public origin (scheme, host, port), e.g. 'https://www.example.ch', that absolute URLs in the
   * sitemap, robots.txt, llms.txt, Markdown copies, the canonical link and the share tags start with; null: each request's own origin.
   */
  readonly publicOrigin: string | null;
  /**
   * Whether the '{brand-prefix}-test' cookie makes a reader internal (SPEC §6 rule 3). TEST_COOKIE_ACCESS=on|off;
   * by default on under NODE_ENV development and test, off under production: anyone can set a cookie.
   */
  readonly testCookieAccess: boolean;
}

export const DEFAULT_PORT = 3000;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_BUILD_VERSION = 'dev';
/** RFC 7518 §3.2: an HMAC key must be at least as long as the hash output, 256 bits for HS256. */
export const MIN_SECRET_LENGTH = 32;

export type ServerEnv = Readonly<Record<string, string | undefined>>;

const show = (value: string) => `'${value.length > 80 ? `${value.slice(0, 80)}…` : value}'`;

// Each schema reads one variable's text; messages say what is allowed, the caller adds name and value.
const portSchema = v.pipe(
  v.string(),
  v.regex(/^(0|[1-9][0-9]{0,4})$/, 'expected a whole number 0-65535 (0 picks a free port)'),
  v.transform(Number),
  v.maxValue(65535, 'expected a whole number 0-65535 (0 picks a free port)'),
);
const hostSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9.:_[\]-]+$/, 'expected a host name or IP address such as 127.0.0.1, 0.0.0.0 or ::'),
);
const dataDirSchema = v.pipe(v.string(), v.nonEmpty(`expected a folder path, e.g. ${DEFAULT_DATA_DIR}`));
const overrideSchema = v.picklist(['authorized', 'unauthorized'], "expected 'authorized' or 'unauthorized' (or leave it unset)");
const testCookieAccessSchema = v.pipe(
  v.picklist(['on', 'off'], "expected 'on' or 'off' (or leave it unset: on under NODE_ENV development and test, off under production)"),
  v.transform((value) => value === 'on'),
);
const environmentSchema = v.picklist(['development', 'production', 'test'], "expected 'development', 'production' or 'test'");
const buildVersionSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9._+-]{1,100}$/, 'expected 1-100 characters of A-Z, a-z, 0-9, ".", "_", "+" or "-", e.g. master_2026.03.05-41'),
);
const secretSchema = v.pipe(
  v.string(),
  v.minLength(MIN_SECRET_LENGTH, `expected a shared secret of at least ${MIN_SECRET_LENGTH} characters (RFC 7518 §3.2)`),
);
const publicKeySchema = v.pipe(
  v.string(),
  v.regex(
    /-----BEGIN PUBLIC KEY-----[\s\S]+-----END PUBLIC KEY-----/,
    'expected a PEM public key (-----BEGIN PUBLIC KEY----- ... -----END PUBLIC KEY-----)',
  ),
);

const editUrlBaseSchema = v.pipe(
  v.string(),
  v.regex(
    /^https?:\/\/[^\s?#]+$/,
    'expected an http(s) address of the folder that holds the content files, without query or fragment, e.g. https://gitlab.example/team/repo/-/edit/main/content',
  ),
  v.transform(withoutTrailingSlashes),
);
const ORIGIN_MESSAGE = 'expected an http or https origin without a path, query or credentials, e.g. https://www.example.ch';
const publicOriginSchema = v.pipe(
  v.string(),
  v.check((text) => URL.canParse(text), ORIGIN_MESSAGE),
  v.transform((text) => new URL(text)),
  v.check(
    (url) =>
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.pathname === '/' &&
      url.search === '' &&
      url.hash === '' &&
      url.username === '' &&
      url.password === '',
    ORIGIN_MESSAGE,
  ),
  v.transform((url) => url.origin),
);

interface Read {
  readonly issues: Issue[];
  readonly env: ServerEnv;
}

/** The variable's value, or undefined when unset or empty (an empty variable counts as unset). */
function raw(read: Read, name: string): string | undefined {
  const value = read.env[name];
  return value === undefined || value.trim() === '' ? undefined : value;
}

function readVariable<T, F>(read: Read, name: string, schema: v.GenericSchema<unknown, T>, fallback: F): T | F {
  const value = raw(read, name);
  if (value === undefined) return fallback;
  const result = v.safeParse(schema, name === 'ACCESS_TOKEN_PUBLIC_KEY' ? value : value.trim());
  if (result.success) return result.output;
  const shown = name.startsWith('ACCESS_TOKEN_') && name !== 'ACCESS_TOKEN_ALGORITHM' ? '(hidden)' : show(value);
  read.issues.push({ code: `config.${name}`, message: `${name}=${shown}: ${result.issues[0]?.message ?? 'invalid'}`, path: [name] });
  return fallback;
}

/** TRUSTED_PROXIES: CIDR ranges separated by commas; 'none' trusts no proxy. */
function readTrustedProxies(read: Read): readonly Cidr[] {
  const value = raw(read, 'TRUSTED_PROXIES');
  if (value === undefined) return DEFAULT_TRUSTED_PROXIES;
  if (value.trim() === 'none') return [];
  const ranges: Cidr[] = [];
  for (const entry of value.split(',').map((part) => part.trim())) {
    const parsed = parseCidr(entry);
    if (parsed.ok) {
      ranges.push(parsed.value);
      continue;
    }
    const reason = parsed.issues[0]?.message ?? 'not a CIDR range';
    read.issues.push({
      code: 'config.TRUSTED_PROXIES',
      message: `TRUSTED_PROXIES=${show(value)}: ${show(entry)} ${reason}; expected CIDR ranges separated by commas, e.g. 10.0.0.0/8,::1/128, or 'none'`,
      path: ['TRUSTED_PROXIES'],
    });
  }
  return ranges;
}

function readVerification(read: Read): AccessTokenVerification | null {
  const secret = readVariable(read, 'ACCESS_TOKEN_SECRET', secretSchema, undefined);
  const publicKey = readVariable(read, 'ACCESS_TOKEN_PUBLIC_KEY', publicKeySchema, undefined);
  const algorithmText = raw(read, 'ACCESS_TOKEN_ALGORITHM');
  if (secret !== undefined && publicKey !== undefined) {
    read.issues.push({
      code: 'config.ACCESS_TOKEN_SECRET',
      message: 'ACCESS_TOKEN_SECRET and ACCESS_TOKEN_PUBLIC_KEY are both set: set the one that matches how the access token is signed',
      path: ['ACCESS_TOKEN_SECRET'],
    });
    return null;
  }
  const key = secret ?? publicKey;
  if (key === undefined) {
    if (algorithmText !== undefined) {
      read.issues.push({
        code: 'config.ACCESS_TOKEN_ALGORITHM',
        message: `ACCESS_TOKEN_ALGORITHM=${show(algorithmText)}: needs ACCESS_TOKEN_SECRET or ACCESS_TOKEN_PUBLIC_KEY`,
        path: ['ACCESS_TOKEN_ALGORITHM'],
      });
    }
    return null;
  }
  const allowed: readonly AccessTokenAlgorithm[] = secret !== undefined ? SECRET_ALGORITHMS : PUBLIC_KEY_ALGORITHMS;
  const fallback = allowed[0] ?? 'HS256';
  const algorithm = readVariable(
    read,
    'ACCESS_TOKEN_ALGORITHM',
    v.picklist(
      allowed,
      `expected one of ${allowed.join(', ')} with ${secret !== undefined ? 'ACCESS_TOKEN_SECRET' : 'ACCESS_TOKEN_PUBLIC_KEY'}`,
    ),
    fallback,
  );
  return { key, algorithm };
}

/** The settings `dsp serve` also takes as options (--port, --host, --data), checked by the same schemas. */
const settingSchemas = { PORT: portSchema, HOST: hostSchema, DATA_DIR: dataDirSchema } as const;
export type ServeSetting = keyof typeof settingSchemas;

/**
 * What is wrong with one setting's text, or null when it is allowed.
 * @example checkServerSetting('PORT', '70000') // 'expected a whole number 0-65535 (0 picks a free port)'
 */
export function checkServerSetting(name: ServeSetting, value: string): string | null {
  const result = v.safeParse(settingSchemas[name], value.trim());
  return result.success ? null : (result.issues[0]?.message ?? 'invalid');
}

/**
 * Reads and checks every variable; all problems are reported at once.
 *
 * @example
 * parseServerConfig({ PORT: 'abc' })
 * // { ok: false, issues: [{ code: 'config.PORT', message: "PORT='abc': expected a whole number 0-65535 (0 picks a free port)", ... }] }
 */
export function parseServerConfig(env: ServerEnv): Result<ServerConfig> {
  const read: Read = { issues: [], env };
  const settings = {
    port: readVariable(read, 'PORT', portSchema, DEFAULT_PORT),
    host: readVariable(read, 'HOST', hostSchema, DEFAULT_HOST),
    dataDir: readVariable(read, 'DATA_DIR', dataDirSchema, DEFAULT_DATA_DIR),
    authOverride: readVariable(read, 'AUTH_OVERRIDE', overrideSchema, null),
    trustedProxies: readTrustedProxies(read),
    buildVersion: readVariable(read, 'BUILD_VERSION', buildVersionSchema, DEFAULT_BUILD_VERSION),
    accessTokenVerification: readVerification(read),
    environment: readVariable(read, 'NODE_ENV', environmentSchema, 'development'),
    editUrlBase: readVariable(read, 'EDIT_URL_BASE', editUrlBaseSchema, null),
    publicOrigin: readVariable(read, 'PUBLIC_ORIGIN', publicOriginSchema, null),
  };
  const config: ServerConfig = {
    ...settings,
    testCookieAccess: readVariable(read, 'TEST_COOKIE_ACCESS', testCookieAccessSchema, settings.environment !== 'production'),
  };
  return read.issues.length > 0 ? fail(...read.issues) : ok(config);
}
