/**
 * Reads a JSON file a cookie command takes (`--registry`, `--baseline`)
 * within its size limit, and the store's registry file in particular, for
 * `dsp cookies audit` and `dsp cookies inspect` alike.
 */
import { formatJsonPath, parseRegistryFileText, type RegistryFile } from '../../core/cookie-audit';
import type { CookieDefinition } from '../../core/cookies';
import type { Issue } from '../../core/result';
import { REGISTRY_LIMIT_BYTES, readBoundedTextFile } from './bounded-file';

/** Reads a JSON file within its size limit, or the issues that stop the command (exit 2), each naming the file. */
export function readJsonFile<T>(
  file: string,
  code: string,
  [option, limitBytes]: [string, number],
  parse: (text: string) => { ok: true; value: T } | { ok: false; issues: readonly Issue[] },
): T | Issue[] {
  const read = readBoundedTextFile(file, option, limitBytes);
  if ('error' in read) return [{ code, message: read.error }];
  const parsed = parse(read.text);
  if (parsed.ok) return parsed.value;
  // The JSON path as people write it (cookies[2].category) is the field the document names.
  return parsed.issues.map((issue) => ({
    ...issue,
    message: `${file}: ${issue.message}`,
    ...(issue.path === undefined || issue.path.length === 0 ? {} : { path: [formatJsonPath(issue.path)] }),
  }));
}

/** `--registry <file>`: the store's own declarations beside the built-in registry, or why the file is refused. */
export function readRegistryOption(file: string, builtIn: readonly CookieDefinition[]): RegistryFile | Issue[] {
  return readJsonFile(file, 'audit.badRegistry', ['--registry', REGISTRY_LIMIT_BYTES], (content) =>
    parseRegistryFileText(content, builtIn),
  );
}
