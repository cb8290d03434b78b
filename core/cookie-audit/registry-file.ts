/**
 * A store's own cookie and storage declarations for `dsp cookies audit
 * --registry <file>` (docs/cli.md, Cookie audit): the same fields `dsp cookies
 * --json` prints (SPEC §3 Cookie definition), held beside the built-in
 * registry. A name ending in `*` declares every cookie with that prefix
 * (`_ga_*` for `_ga_ABC123`).
 */
import * as v from 'valibot';
import { COOKIE_CATEGORIES, type CookieDefinition } from '../cookies/cookie-definition';
import { cookieDefinitionIssues } from '../cookies/cookie-registry-validation';
import type { StorageDefinition } from '../cookies/storage-registry';
import { fail, ok, type Issue, type Result } from '../result';
import { ENDPOINT_REQUIRED_HINTS, EndpointSchema, type DeclaredEndpoint } from './declared-endpoints';

export interface RegistryFile {
  readonly cookies: readonly CookieDefinition[];
  readonly storage: readonly StorageDefinition[];
  /** The hosts and paths the store's pages may send requests to, with the category each needs (declared-endpoints.ts). */
  readonly endpoints?: readonly DeclaredEndpoint[];
}

const text = v.string('expected a string');
const category = v.picklist(COOKIE_CATEGORIES, `expected one of ${COOKIE_CATEGORIES.join(', ')}`);

const CookieSchema = v.strictObject(
  {
    key: v.optional(v.pipe(text, v.minLength(1, 'expected a non-empty string'))),
    name: v.pipe(text, v.minLength(1, 'expected a non-empty cookie name')),
    category,
    duration: v.optional(
      v.pipe(
        v.number('expected milliseconds as a number, 0 for a session cookie'),
        v.safeInteger('expected whole milliseconds'),
        v.minValue(0, 'expected 0 (session) or more milliseconds'),
      ),
    ),
    path: v.optional(text, '/'),
    secure: v.boolean('expected true or false'),
    httpOnly: v.boolean('expected true or false'),
    sameSite: v.optional(v.picklist(['strict', 'lax', 'none'], 'expected strict, lax or none')),
    description: v.optional(text, ''),
    team: v.optional(text, ''),
  },
  'expected an object with name, category, secure and httpOnly (and duration, path, sameSite, description, team)',
);

const StorageSchema = v.strictObject(
  {
    key: v.pipe(text, v.minLength(1, 'expected a non-empty storage key')),
    area: v.picklist(['local', 'session', 'indexedDB'], 'expected local, session or indexedDB (key is then the database name)'),
    category,
    description: v.optional(text, ''),
  },
  'expected an object with key, area, category and description',
);

const RegistryFileSchema = v.strictObject(
  {
    cookies: v.optional(v.array(CookieSchema, 'expected an array'), []),
    storage: v.optional(v.array(StorageSchema, 'expected an array'), []),
    endpoints: v.optional(v.array(EndpointSchema, 'expected an array'), []),
  },
  'expected an object { "cookies": [...], "storage": [...], "endpoints": [...] }',
);

/** What a required field holds, for the message that says it is missing (valibot gives only the object's message there). */
const REQUIRED_FIELD_HINTS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  cookies: {
    name: 'expected a non-empty cookie name',
    category: `expected one of ${COOKIE_CATEGORIES.join(', ')}`,
    secure: 'expected true or false',
    httpOnly: 'expected true or false',
  },
  storage: {
    key: 'expected a non-empty storage key',
    area: 'expected local, session or indexedDB',
    category: `expected one of ${COOKIE_CATEGORIES.join(', ')}`,
  },
  endpoints: ENDPOINT_REQUIRED_HINTS,
};

function requiredFieldHint(path: readonly (string | number)[]): string {
  const list = String(path[0]);
  const field = String(path[path.length - 1]);
  return REQUIRED_FIELD_HINTS[list]?.[field] ?? 'a value';
}

/** A JSON path as people write it: cookies[2].category. */
export function formatJsonPath(path: readonly (string | number)[]): string {
  return path.map((part, index) => (typeof part === 'number' ? `[${part}]` : index === 0 ? part : `.${part}`)).join('');
}

function issueAt(code: string, path: readonly (string | number)[], message: string): Issue {
  return { code, message: path.length === 0 ? message : `${formatJsonPath(path)}: ${message}`, path };
}

/**
 * Reads a parsed registry file, or says what is wrong and where (a JSON path
 * such as `cookies[2].category`, and what is allowed). Names must be RFC 6265
 * tokens, unique in the file and not already in the built-in registry.
 *
 * @example parseRegistryFile({ cookies: [{ name: '_ga_*', category: 'Performance', secure: false, httpOnly: false }] }).ok // true
 */
export function parseRegistryFile(data: unknown, builtIn: readonly CookieDefinition[]): Result<RegistryFile> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return fail(issueAt('audit.badRegistry', [], 'expected an object { "cookies": [...], "storage": [...], "endpoints": [...] }'));
  }
  const parsed = v.safeParse(RegistryFileSchema, data);
  if (!parsed.success) {
    return fail(
      ...parsed.issues.map((issue) => {
        const path = (issue.path ?? []).map((item) => (typeof item.key === 'number' ? item.key : String(item.key)));
        const message =
          issue.type !== 'strict_object' || path.length === 0
            ? issue.message
            : issue.received === 'undefined'
              ? `is required and missing: ${requiredFieldHint(path)}`
              : `is not a field the registry file knows (${issue.received ?? ''})`;
        return issueAt('audit.badRegistry', path, message);
      }),
    );
  }
  const issues: Issue[] = [];
  const cookies = parsed.output.cookies.map((entry, index): CookieDefinition => {
    const { key, duration, sameSite, ...rest } = entry;
    const definition: CookieDefinition = {
      ...rest,
      key: key ?? entry.name,
      ...(duration === undefined ? {} : { duration }),
      ...(sameSite === undefined ? {} : { sameSite }),
    };
    for (const issue of cookieDefinitionIssues(definition, index)) {
      const field = issue.path?.[1];
      issues.push(issueAt('audit.badRegistry', ['cookies', index, ...(field === undefined ? [] : [field])], issue.message));
    }
    return definition;
  });
  const seen = new Map<string, string>(builtIn.map((definition) => [definition.name, 'the built-in registry']));
  cookies.forEach((definition, index) => {
    const first = seen.get(definition.name);
    if (first !== undefined) {
      issues.push(
        issueAt('audit.badRegistry', ['cookies', index, 'name'], `${JSON.stringify(definition.name)} is already declared in ${first}`),
      );
    } else {
      seen.set(definition.name, `cookies[${index}]`);
    }
  });
  const storageSeen = new Map<string, number>();
  parsed.output.storage.forEach((entry, index) => {
    const id = `${entry.area} ${entry.key}`;
    const first = storageSeen.get(id);
    if (first !== undefined) {
      issues.push(
        issueAt(
          'audit.badRegistry',
          ['storage', index, 'key'],
          `${entry.area}Storage ${JSON.stringify(entry.key)} is already declared in storage[${first}]`,
        ),
      );
    } else {
      storageSeen.set(id, index);
    }
  });
  const endpoints = parsed.output.endpoints.map(
    ({ path, ...rest }): DeclaredEndpoint => ({ ...rest, ...(path === undefined ? {} : { path }) }),
  );
  return issues.length > 0 ? fail(...issues) : ok({ cookies, storage: parsed.output.storage, endpoints });
}

/**
 * Reads the text of a registry file: JSON first (with the line and column of
 * a syntax error where the engine gives an offset), then its fields.
 *
 * @example parseRegistryFileText('{"cookies": []}', []).ok // true
 */
export function parseRegistryFileText(textOfFile: string, builtIn: readonly CookieDefinition[]): Result<RegistryFile> {
  let data: unknown;
  try {
    data = JSON.parse(textOfFile);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return fail({ code: 'audit.badRegistry', message: `not JSON: ${reason}` });
  }
  return parseRegistryFile(data, builtIn);
}
