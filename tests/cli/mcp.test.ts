/**
 * `dsp mcp`: the MCP tools over stdio from the local build, through the
 * official SDK's client spawning the built CLI (dist/cli/dsp.js) as an
 * editor's agent does. Anonymous unless --authorized (SPEC §6).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson, callTool, connect, buildMcpPortalFiles } from '../support/mcp-client';
import { removePortalFiles, type PortalFiles } from '../support/real-portal';

const root = resolve(import.meta.dirname, '../..');
const bin = resolve(root, 'dist/cli/dsp.js');
const SETUP_TIMEOUT_MS = 180_000;
const PRIVATE_ROUTE = '/components/badge-code';

let files: PortalFiles;
let anonymous: Client;
let internal: Client;

const spawnMcp = (...args: string[]) =>
  connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [bin, 'mcp', '--data', files.dataDir, ...args],
      cwd: root,
      stderr: 'pipe',
    }),
  );

beforeAll(async () => {
  // The bundle under test is this source's: build it, as `npm test` does before the tests.
  execFileSync(process.execPath, ['scripts/bundle-cli.mjs'], { cwd: root });
  files = await buildMcpPortalFiles();
  anonymous = await spawnMcp();
  internal = await spawnMcp('--authorized');
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await anonymous?.close();
  await internal?.close();
  if (files !== undefined) removePortalFiles(files);
});

describe('dsp mcp over stdio', () => {
  it('lists the six tools', async () => {
    const { tools } = await anonymous.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'check_contrast',
      'get_component',
      'get_page',
      'get_tokens',
      'list_components',
      'search',
    ]);
  });

  it('answers each tool from the local build', async () => {
    expect((await callJson<{ total: number }>(anonymous, 'search', { query: 'button' })).total).toBeGreaterThan(0);
    expect((await callTool(anonymous, 'get_page', { route: '/components/button-code' })).text).toMatch(/^# Button \(Code\)/);
    expect((await callJson<{ importLine: string }>(anonymous, 'get_component', { name: 'Button' })).importLine).toBe(
      "import { Button } from '@harbor/react';",
    );
    expect((await callJson<{ count: number }>(anonymous, 'list_components', {})).count).toBeGreaterThan(20);
    expect((await callJson<{ count: number }>(anonymous, 'get_tokens', { theme: 'alpine-light', group: 'space' })).count).toBeGreaterThan(
      3,
    );
    expect(await callJson(anonymous, 'check_contrast', { foreground: '#ffffff', background: '#000000' })).toMatchObject({
      ratio: '21.00:1',
    });
  });

  it('is anonymous by default and sees private pages with --authorized (SPEC §6)', async () => {
    expect(await callTool(anonymous, 'get_page', { route: PRIVATE_ROUTE })).toMatchObject({
      isError: true,
      text: expect.stringMatching(/^Not authorized/),
    });
    expect((await callTool(internal, 'get_page', { route: PRIVATE_ROUTE })).isError).toBe(false);
  });

  it('answers bad input with a tool error and keeps serving', async () => {
    const answer = await callTool(anonymous, 'search', { query: 'x'.repeat(20_000) });
    expect(answer).toEqual({ isError: true, text: expect.stringContaining('query: expected at most 200 characters') });
    expect((await callJson<{ total: number }>(anonymous, 'search', { query: 'button' })).total).toBeGreaterThan(0);
  });

  it('exits 1 naming the data folder when there is no build', () => {
    const result = spawnSync(process.execPath, [bin, 'mcp', '--data', resolve(files.workDir, 'missing')], {
      cwd: root,
      encoding: 'utf8',
      input: '',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('missing');
    expect(result.stdout).toBe('');
  });
});
