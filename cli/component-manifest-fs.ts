/**
 * Reads the component manifest for `dsp components` (core/components): from a manifest.json such as
 * `node_modules/@harbor/react/manifest.json`, or from the content bundle `dsp build` wrote, which holds the same
 * manifest. Every issue names the file and says what to do.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_FILE } from '../core/content/build-output';
import { parseComponentManifest, type ComponentManifest } from '../core/components';
import { fail, type Result } from '../core/result';

function readJson(file: string, hint: string): Result<unknown> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    return fail({ code: 'manifest.unreadable', message: `${file}: cannot be read (${code}); ${hint}` });
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return fail({ code: 'manifest.invalid', message: `${file}: is not JSON (${(error as Error).message})` });
  }
}

function checked(file: string, data: unknown): Result<ComponentManifest> {
  const parsed = parseComponentManifest(data);
  return parsed.ok ? parsed : fail(...parsed.issues.map((issue) => ({ ...issue, message: `${file}: ${issue.message}` })));
}

/** A manifest.json as @harbor/react ships it. */
export function readManifestFile(file: string): Result<ComponentManifest> {
  const data = readJson(file, 'give the path of a manifest.json, such as node_modules/@harbor/react/manifest.json');
  return data.ok ? checked(file, data.value) : data;
}

/** The manifest inside the content bundle of a `dsp build` output folder. */
export function readBuiltManifest(dataDir: string): Result<ComponentManifest> {
  const file = join(dataDir, CONTENT_FILE);
  const data = readJson(file, 'run `npx dsp build` first, or give --data the folder it wrote');
  if (!data.ok) return data;
  const components = (data.value as { components?: unknown } | null)?.components;
  if (components === undefined)
    return fail({ code: 'manifest.missing', message: `${file}: holds no component manifest; its content has no component pages` });
  return checked(file, components);
}
