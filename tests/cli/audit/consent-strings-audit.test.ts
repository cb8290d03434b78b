/**
 * `dsp cookies audit` in the system Chromium against a page whose consent
 * library keeps its own choice (docs/cli.md, Consent strings; SPEC §3
 * Consent): a TC string granting purposes 1-4 is decoded in every state and
 * disagrees with `.consent` only where the state refuses Marketing; a
 * cross-site `<img>` pixel's blocked cookie gets a fix that names the pixel.
 * Served by a real node:http server on 127.0.0.1 (port 0); the pixel is on
 * `localhost`, the same loopback service seen as another site.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeTcString } from '../../core/consent-strings/consent-string-fixtures';
import { dsp } from '../run-cli';

interface Report {
  problems: { kind: string; cookie: string; states: string[]; message: string; fix: string }[];
  states: { consent: string; consentStrings: { cookie: string; kind: string; summary: [string, string][] }[] }[];
}

let site: Server;
let port: number;

beforeAll(async () => {
  const tcString = encodeTcString({ purposes: [1, 2, 3, 4], vendors: [755] });
  site = createServer((request, response) => {
    if (request.url === '/pixel.gif') {
      response.writeHead(200, { 'Content-Type': 'image/gif', 'Set-Cookie': 'px_id=1; Path=/; SameSite=Lax' });
      response.end(Buffer.from('R0lGODlhAQABAAAAACw=', 'base64'));
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><title>CMP</title><script>document.cookie = 'euconsent-v2=${tcString}; path=/; SameSite=Lax';</script>` +
        `<img alt="" src="http://localhost:${port}/pixel.gif"><p>Store</p>`,
    );
  });
  port = await new Promise((resolve) => site.listen(0, '127.0.0.1', () => resolve((site.address() as AddressInfo).port)));
});

afterAll(async () => {
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});

describe('dsp cookies audit: consent strings in Chromium', () => {
  it('§3 decodes the TC string in each state, warns signals-disagree only where .consent refuses what it grants, and names the <img> pixel', async () => {
    const run = await dsp(
      'cookies',
      'audit',
      `http://127.0.0.1:${port}/store`,
      '--consent',
      'none,ma',
      '--timeout',
      '10000',
      '--wait',
      '1000',
      '--json',
    );
    const report = JSON.parse(run.stdout) as Report;
    expect(report.states.map((state) => state.consentStrings.map((entry) => [entry.cookie, entry.kind]))).toEqual([
      [['euconsent-v2', 'tcf']],
      [['euconsent-v2', 'tcf']],
    ]);
    expect(report.states[0]?.consentStrings[0]?.summary).toContainEqual(['purposes (consent)', '1-4']);
    const disagree = report.problems.filter((problem) => problem.kind === 'signals-disagree');
    expect(disagree).toEqual([
      expect.objectContaining({
        cookie: 'euconsent-v2',
        states: ['none'],
        message: '.consent refuses Marketing (ma) (state none), but euconsent-v2 grants Marketing (ma) (TCF purposes consented: 1-4)',
      }),
    ]);
    expect(report.problems).toContainEqual(
      expect.objectContaining({
        kind: 'third-party',
        cookie: 'px_id',
        fix: 'declare px_id in the registry file, or remove the <img> pixel that sets it',
      }),
    );
  });
});
