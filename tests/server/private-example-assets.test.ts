/**
 * The chunks of live examples on private pages (assets/private/, see
 * vite.config.ts) are private content: the real server serves them to an
 * authorized reader only, never to a shared cache, and answers everyone else
 * as if they did not exist (SPEC §6).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE_ASSET, PRIVATE_ASSET } from '../../server/app';
import { CLIENT_ENTRY } from '../../server/client-manifest';
import { parseServerConfig } from '../../server/config';
import { createServerLog } from '../../server/server-log';
import { startServer, type RunningServer } from '../../server/start-server';
import { renderDocument } from '../../viewer/entry-server';
import { BUILD_TIMEOUT_MS, loadShippedPortal } from './portal-fixture';

const PRIVATE_CHUNK = 'private/ex-0123456789ab-Pr1v.js';
const PUBLIC_CHUNK = 'ex-ba9876543210-Pub1.js';
let workDir: string;
let running: RunningServer;

beforeAll(async () => {
  const portal = await loadShippedPortal();
  workDir = mkdtempSync(join(tmpdir(), 'harbor-private-assets-'));
  const dataDir = join(workDir, 'data');
  const clientDir = join(workDir, 'client');
  mkdirSync(dataDir);
  mkdirSync(join(clientDir, '.vite'), { recursive: true });
  mkdirSync(join(clientDir, 'assets/private'), { recursive: true });
  writeFileSync(join(dataDir, 'content.json'), JSON.stringify(portal.bundle));
  writeFileSync(join(dataDir, 'search-index.json'), JSON.stringify(portal.searchIndex));
  writeFileSync(
    join(clientDir, '.vite/manifest.json'),
    JSON.stringify({ [CLIENT_ENTRY]: { file: 'assets/entry-client-P.js', isEntry: true } }),
  );
  writeFileSync(join(clientDir, 'assets/entry-client-P.js'), 'export {};\n');
  writeFileSync(join(clientDir, 'assets', PRIVATE_CHUNK), 'export const secret = "internal example";\n');
  writeFileSync(join(clientDir, 'assets', PUBLIC_CHUNK), 'export const open = "public example";\n');
  const config = parseServerConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir });
  if (!config.ok) throw new Error('bad test config');
  const started = await startServer({
    config: config.value,
    render: renderDocument,
    clientDir,
    log: createServerLog({ json: true, write: () => {} }),
  });
  if (!started.ok) throw new Error(started.issues.map((issue) => issue.message).join('\n'));
  running = started.value;
}, BUILD_TIMEOUT_MS);

afterAll(async () => {
  await running?.close();
  rmSync(workDir, { recursive: true, force: true });
});

describe('§6 private pages: their live examples’ chunks', () => {
  it('are 404 to an anonymous reader, with nothing of the chunk in the answer', async () => {
    const response = await fetch(`${running.url}/assets/${PRIVATE_CHUNK}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).not.toContain('internal example');
  });

  it('reach an authorized reader (the test cookie), for their own cache only', async () => {
    const response = await fetch(`${running.url}/assets/${PRIVATE_CHUNK}`, { headers: { cookie: 'hb-test=1' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('internal example');
    expect(response.headers.get('cache-control')).toBe(PRIVATE_ASSET);
  });

  it('leave public chunks public and shared-cacheable', async () => {
    const response = await fetch(`${running.url}/assets/${PUBLIC_CHUNK}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE_ASSET);
  });
});
