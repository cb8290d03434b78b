/**
 * The CI formats of `dsp cookies audit` (docs/cli.md, Cookie audit, CI), as
 * pure functions of a report: SARIF validated against the official SARIF
 * 2.1.0 schema (schemas/, copied from an npm package, see schemas/README.md)
 * with the properties GitHub code scanning needs; JUnit XML read back by a
 * real XML parser in the shape Jenkins and GitLab read; GitHub workflow
 * commands read back as the runner reads them; the job summary. Every text
 * the audited page chose is hostile here (fast-check), and must come out
 * escaped, never as markup, a second command or a broken document.
 */
import { readFileSync } from 'node:fs';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { fc, test } from '@fast-check/vitest';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { githubAnnotations, githubStepSummary } from '../../../cli/audit/audit-report-github';
import { auditJunit } from '../../../cli/audit/audit-report-junit';
import { auditSarif } from '../../../cli/audit/audit-report-sarif';
import type { AuditReport } from '../../../cli/audit/audit-report';
import { escapeTerminalText, FINDING_SEVERITY, type AuditProblem, type FindingKind } from '../../../core/cookie-audit';

const schema = JSON.parse(readFileSync(new URL('./schemas/sarif-2.1.0-rtm.5.json', import.meta.url), 'utf8')) as object;
// The schema's `language` pattern has a stray `]` (`...-[a-zA-Z]{2}]?$`), valid only without the u flag, as the schema's authors ran it.
const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
addFormats(ajv);
const validateSarif = ajv.compile(schema);

const REGISTRY_TEXT = '{\n  "cookies": [\n    { "name": "_gcl_au", "category": "Marketing", "secure": false, "httpOnly": false }\n  ]\n}\n';
const REGISTRY = { path: './cookies/store-cookies.json', text: REGISTRY_TEXT };

function problem(overrides: Partial<AuditProblem> = {}): AuditProblem {
  return {
    kind: 'without-consent',
    severity: 'error',
    area: 'cookie',
    cookie: '_gcl_au',
    states: ['none', 'pe'],
    message: '_gcl_au needs Marketing (ma) consent but was written in none, pe',
    fix: 'gate gtag-conversion.js (line 1) behind Marketing (ma) consent',
    source: { kind: 'script', api: 'document.cookie', url: 'http://127.0.0.1:4000/js/gtag-conversion.js', line: 1, column: 17 },
    ...overrides,
  };
}

function report(problems: readonly AuditProblem[], extra: Partial<AuditReport> = {}): AuditReport {
  const errors = problems.filter((item) => item.severity === 'error').length;
  return {
    url: 'http://127.0.0.1:4000/store',
    problems,
    states: (['none', 'pe'] as const).map((consent) => ({
      consent,
      url: 'http://127.0.0.1:4000/store',
      status: 200,
      networkBusy: false,
      partial: null,
      clicks: [],
      privateNetwork: [],
      consentStrings: [],
      cookies: [],
      storage: [],
      blocked: [],
      requests: [],
      writes: [],
      findings: [],
    })),
    summary: { errors, warnings: problems.length - errors, known: problems.filter((item) => item.baseline === 'known').length },
    ...extra,
  };
}

const WARNING = problem({
  kind: 'storage',
  severity: 'warning',
  area: 'local',
  cookie: 'cart',
  states: ['none'],
  message: 'cart is not declared',
  fix: 'declare cart',
  source: null,
});

// Full code points and lone surrogates, weighted towards the characters each format treats specially.
const hostile = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({
    unit: fc.constantFrom(
      '\x1b',
      '\x00',
      '\r',
      '\n',
      '\t',
      '%',
      ':',
      ',',
      '::',
      '<',
      '>',
      '&',
      '"',
      "'",
      '[',
      ']',
      '(',
      '1',
      ')',
      '\\',
      '\u202e',
      '\uffff',
      '\ud800',
      'a',
    ),
    maxLength: 30,
  }),
);

/** Each case builds a whole document and reads it back (ajv, an XML parser): 200 cases keep the three properties near a second. */
const PROPERTY_RUNS = 200;

/** A GitHub workflow command read back as the runner does: `::name key=value,...::data`, then its escapes undone. */
function readCommand(line: string): { name: string; properties: Record<string, string>; data: string } {
  const match = /^::([a-z-]+)(?: ([^:]*))?::(.*)$/.exec(line);
  if (match === null) throw new Error(`not a workflow command: ${JSON.stringify(line)}`);
  const unescapeData = (text: string) => text.replaceAll('%0D', '\r').replaceAll('%0A', '\n').replaceAll('%25', '%');
  const unescapeProperty = (text: string) => unescapeData(text.replaceAll('%3A', ':').replaceAll('%2C', ','));
  const properties: Record<string, string> = {};
  for (const pair of (match[2] ?? '').split(',').filter(Boolean)) {
    const at = pair.indexOf('=');
    properties[pair.slice(0, at)] = unescapeProperty(pair.slice(at + 1));
  }
  return { name: match[1] ?? '', properties, data: unescapeData(match[3] ?? '') };
}

function parseXml(xml: string): Element {
  const document = new DOMParser({
    onError: (level, message) => {
      throw new Error(`${level}: ${message}`);
    },
  }).parseFromString(xml, 'text/xml');
  if (document.documentElement === null) throw new Error('no root element');
  return document.documentElement;
}

const XML_INVALID =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the C0 controls XML 1.0 cannot hold are what this looks for
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/u;

describe('--format sarif', () => {
  it('is a valid SARIF 2.1.0 log with the properties GitHub code scanning needs', () => {
    const log = auditSarif(report([problem({ baseline: 'new', newStates: ['pe'] }), { ...WARNING, baseline: 'known' }]), {
      registry: REGISTRY,
    });
    expect(validateSarif(log), JSON.stringify(validateSarif.errors)).toBe(true);
    const run = (log.runs as { tool: { driver: { rules: { id: string }[] } }; results: Record<string, unknown>[] }[])[0];
    expect(run?.tool.driver.rules.map((rule) => rule.id)).toEqual(['without-consent', 'storage']);
    expect(run?.results[0]).toMatchObject({
      ruleId: 'without-consent',
      ruleIndex: 0,
      level: 'error',
      baselineState: 'new',
      // Pinned at the declaration in the registry file, as the repository names the file.
      locations: [{ physicalLocation: { artifactLocation: { uri: 'cookies/store-cookies.json' }, region: { startLine: 3 } } }],
      partialFingerprints: { 'cookieAuditProblem/v1': expect.stringMatching(/^[0-9a-f]{64}$/) },
    });
    expect(run?.results[1]).toMatchObject({ ruleId: 'storage', level: 'warning', baselineState: 'unchanged' });
    expect(run?.results[1]?.locations).toEqual([
      expect.objectContaining({ physicalLocation: { artifactLocation: { uri: 'cookies/store-cookies.json' }, region: { startLine: 1 } } }),
    ]);
  });

  it('points a request problem at the endpoint entry that covers it, and an undeclared host at line 1', () => {
    const text =
      '{\n  "cookies": [],\n  "endpoints": [\n    { "host": "127.0.0.1", "category": "Essential", "vendor": "Shop" },\n' +
      '    { "category": "Performance", "vendor": "Collector", "host": "127.0.0.1", "path": "/collect" }\n  ]\n}\n';
    const request = problem({ kind: 'request-without-consent', area: 'request', cookie: '127.0.0.1/collect/v2', source: null });
    const undeclared = problem({
      kind: 'undeclared-endpoint',
      severity: 'warning',
      area: 'request',
      cookie: 'cdn.example.org',
      source: null,
    });
    const log = auditSarif(report([request, undeclared]), { registry: { path: 'store.json', text } });
    const lines = (log.runs as { results: { locations: { physicalLocation: { region: { startLine: number } } }[] }[] }[])[0]?.results.map(
      (result) => result.locations[0]?.physicalLocation.region.startLine,
    );
    expect(lines).toEqual([5, 1]);
  });

  it('points at the page when there is no registry file, and is valid with no problem at all', () => {
    const log = auditSarif(report([problem()]));
    expect(validateSarif(log), JSON.stringify(validateSarif.errors)).toBe(true);
    expect(JSON.stringify(log)).toContain('"artifactLocation":{"uri":"http://127.0.0.1:4000/store"}');
    expect(validateSarif(auditSarif(report([])))).toBe(true);
  });

  it('describes every kind of problem in its rule, not by its name alone (a request-without-consent rule says what it checks)', () => {
    const kinds = Object.keys(FINDING_SEVERITY) as FindingKind[];
    const log = auditSarif(report(kinds.map((kind) => problem({ kind, severity: FINDING_SEVERITY[kind] }))), { registry: REGISTRY });
    expect(validateSarif(log), JSON.stringify(validateSarif.errors)).toBe(true);
    const rules = (log.runs as { tool: { driver: { rules: { id: string; shortDescription: { text: string } }[] } } }[])[0]?.tool.driver
      .rules;
    expect(rules?.map((rule) => rule.id)).toEqual(kinds);
    const undescribed = (rules ?? [])
      .filter((rule) => rule.shortDescription.text === `The cookie audit's ${rule.id} check.`)
      .map((rule) => rule.id);
    expect(undescribed).toEqual([]);
  });

  test.prop([hostile, hostile], { numRuns: PROPERTY_RUNS })(
    'stays valid, and a page cannot put a link or a control character in a message',
    (name, message) => {
      const log = auditSarif(report([problem({ cookie: name, message, area: 'session' })]), { registry: REGISTRY });
      expect(validateSarif(log), JSON.stringify(validateSarif.errors)).toBe(true);
      const text = (log.runs as { results: { message: { text: string } }[] }[])[0]?.results[0]?.message.text ?? '';
      expect(text).not.toMatch(/(?<!\\)(?:\\\\)*[[\]]/);
      expect(text).not.toMatch(/[\p{Cc}\p{Cf}]/u);
    },
  );
});

describe('--format junit', () => {
  it('reads back as Jenkins and GitLab read it: a suite per page, a case per state and per problem', () => {
    const xml = auditJunit(report([problem(), WARNING, { ...problem({ cookie: '_fbp' }), baseline: 'known' }]), { strict: false });
    const root = parseXml(xml);
    expect(root.tagName).toBe('testsuites');
    const suites = root.getElementsByTagName('testsuite');
    expect(suites.length).toBe(1);
    const suite = suites[0] as Element;
    expect(suite.getAttribute('name')).toBe('cookie audit http://127.0.0.1:4000/store');
    expect([
      suite.getAttribute('tests'),
      suite.getAttribute('failures'),
      suite.getAttribute('errors'),
      suite.getAttribute('skipped'),
    ]).toEqual(['5', '1', '0', '1']);
    const cases = [...suite.getElementsByTagName('testcase')];
    expect(cases.map((item) => item.getAttribute('name'))).toEqual([
      'consent none: no consent (every non-essential category refused)',
      'consent pe: only Performance (pe) accepted',
      'error without-consent _gcl_au',
      'warning storage cart',
      'error without-consent _fbp',
    ]);
    const failure = cases[2]?.getElementsByTagName('failure')[0];
    expect(failure?.getAttribute('type')).toBe('without-consent');
    expect(failure?.textContent).toContain('fix: gate gtag-conversion.js (line 1) behind Marketing (ma) consent');
    // A warning passes unless --strict; a problem the baseline has is skipped.
    expect(cases[3]?.getElementsByTagName('failure').length).toBe(0);
    expect(cases[4]?.getElementsByTagName('skipped')[0]?.getAttribute('message')).toBe('already in the baseline');
    const strict = parseXml(auditJunit(report([WARNING]), { strict: true }));
    expect(strict.getElementsByTagName('failure').length).toBe(1);
  });

  test.prop([hostile, hostile], { numRuns: PROPERTY_RUNS })(
    'parses whatever the page named, and gives its text back escaped',
    (name, message) => {
      const xml = auditJunit(report([problem({ cookie: name, message })]), { strict: false });
      expect(XML_INVALID.test(xml)).toBe(false);
      const shown = (text: string) => escapeTerminalText(text).replace(/[\ufffe\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);
      const root = parseXml(xml);
      expect(root.getElementsByTagName('failure')[0]?.getAttribute('message')).toBe(shown(message));
      expect(root.getElementsByTagName('testcase')[2]?.getAttribute('name')).toBe(`error without-consent ${shown(name)}`);
    },
  );
});

describe('GitHub annotations and job summary', () => {
  it('annotates each problem at its declaration: failing ones as errors, others as warnings, known ones as notices', () => {
    const text = githubAnnotations(report([problem(), WARNING, { ...problem({ cookie: '_fbp' }), baseline: 'known' }]), {
      strict: false,
      registry: REGISTRY,
    });
    const lines = text.trimEnd().split('\n').map(readCommand);
    expect(lines.map((line) => [line.name, line.properties.file, line.properties.line, line.properties.title])).toEqual([
      ['error', 'cookies/store-cookies.json', '3', 'cookie audit: without-consent _gcl_au'],
      ['warning', 'cookies/store-cookies.json', '1', 'cookie audit: storage cart'],
      ['notice', 'cookies/store-cookies.json', '1', 'cookie audit: without-consent _fbp'],
    ]);
    expect(lines[0]?.data).toBe(
      '_gcl_au needs Marketing (ma) consent but was written in none, pe on http://127.0.0.1:4000/store in none, pe; fix: gate gtag-conversion.js (line 1) behind Marketing (ma) consent',
    );
  });

  it('annotates at most 10 problems of a level and counts the rest in one notice', () => {
    const many = Array.from({ length: 13 }, (_, index) => problem({ cookie: `c${index}` }));
    const lines = githubAnnotations(report(many), { strict: false }).trimEnd().split('\n').map(readCommand);
    expect(lines.filter((line) => line.name === 'error')).toHaveLength(10);
    expect(lines.at(-1)).toMatchObject({
      name: 'notice',
      data: '3 more problems of http://127.0.0.1:4000/store are in the job summary and the report',
    });
  });

  test.prop([hostile, hostile], { numRuns: PROPERTY_RUNS })(
    'a page text stays in its own command and property, and reads back as shown on a terminal',
    (name, message) => {
      const text = githubAnnotations(report([problem({ cookie: name, message })]), { strict: false });
      const lines = text.split('\n');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toBe('');
      const command = readCommand(lines[0] ?? '');
      expect(command.name).toBe('error');
      expect(Object.keys(command.properties)).toEqual(['title']);
      expect(command.properties.title).toBe(`cookie audit: without-consent ${escapeTerminalText(name)}`);
      expect(command.data.startsWith(escapeTerminalText(message))).toBe(true);
    },
  );

  it('summarises the verdict, the problems and what was fixed since the baseline, as Markdown text', () => {
    const summary = githubStepSummary(
      report([problem({ cookie: '<img src=x>|' })], {
        fixed: [{ kind: 'undeclared', severity: 'error', area: 'cookie', cookie: 'old_tracker', states: ['none'] }],
      }),
      { strict: false },
    );
    expect(summary).toContain('### Cookie audit of http://127.0.0.1:4000/store: failed: 1 new problem');
    expect(summary).toContain('| failing | without-consent | &lt;img src=x&gt;\\| | none, pe |');
    expect(summary).toContain('**Fixed since the baseline** (1):\n\n- undeclared old\\_tracker in none');
  });
});
