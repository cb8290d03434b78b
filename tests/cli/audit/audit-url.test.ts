/** The URLs `dsp cookies audit` accepts, and what it says of the others (exit 2, the URL named). */
import { describe, expect, it } from 'vitest';
import { auditUrl } from '../../../cli/audit/audit-command';

const messageOf = (text: string) => {
  const result = auditUrl(text);
  return result instanceof URL ? result.href : result.message;
};

describe('dsp cookies audit: the URL', () => {
  it.each([
    ['http://127.0.0.1:3000/designsystem', 'http://127.0.0.1:3000/designsystem'],
    ['https://example.ch', 'https://example.ch/'],
  ])('accepts %s', (text, href) => {
    expect(messageOf(text)).toBe(href);
  });

  it.each([
    ['localhost:3000', '"localhost:3000" has no http or https scheme; did you mean http://localhost:3000?'],
    ['example.ch', '"example.ch" has no http or https scheme; did you mean http://example.ch?'],
    [
      '127.0.0.1:8080/designsystem',
      '"127.0.0.1:8080/designsystem" has no http or https scheme; did you mean http://127.0.0.1:8080/designsystem?',
    ],
    ['ftp://example.ch/', 'ftp://example.ch/ is not an http or https URL (scheme ftp)'],
    ['mailto:someone@example.ch', 'mailto:someone@example.ch is not an http or https URL (scheme mailto)'],
    ['not a url', '"not a url" is not a URL; give an absolute http or https URL such as http://127.0.0.1:3000/designsystem'],
  ])('refuses %s, naming it', (text, message) => {
    const result = auditUrl(text);
    expect(result).toMatchObject({ code: 'audit.badUrl' });
    expect(messageOf(text)).toBe(message);
  });
});
