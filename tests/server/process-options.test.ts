/**
 * docs/performance.md memory: the server process runs with the same V8 flag and
 * malloc setting whichever way it is started (server/process-options.ts), so
 * the benchmarked process is the one that serves.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_ENV_DEFAULTS, SERVER_NODE_ARGS, serverEnv } from '../../server/process-options';

const scripts = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> })
  .scripts;

describe('server process options', () => {
  it('are what `npm run serve` starts the server with', () => {
    const serve = scripts['serve']!;
    expect(serve).toContain(`node ${SERVER_NODE_ARGS.join(' ')} dist/server/main.js`);
    for (const [name, value] of Object.entries(SERVER_ENV_DEFAULTS)) expect(serve).toContain(`${name}=\${${name}:-${value}}`);
  });

  it('are what `dsp serve` and the benchmarks start the server with', () => {
    for (const file of ['../../cli/commands/serve.ts', '../../bench/child-server.ts']) {
      const source = readFileSync(new URL(file, import.meta.url), 'utf8');
      expect(source, file).toMatch(/spawn\(process\.execPath, \[\.\.\.SERVER_NODE_ARGS, /);
      expect(source, file).toMatch(/serverEnv\(/);
    }
  });

  it("keep the operator's own environment values over the defaults", () => {
    expect(serverEnv({ PORT: '3000' })).toEqual({ ...SERVER_ENV_DEFAULTS, PORT: '3000' });
    expect(serverEnv({ MALLOC_ARENA_MAX: '8' }).MALLOC_ARENA_MAX).toBe('8');
  });
});
