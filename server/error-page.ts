/**
 * What a visitor sees when the server fails: a plain 500 page with the
 * request id to quote, never a stack trace; the error itself goes to the log
 * under the same request id.
 */
import { hrefOf } from '../core/site';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

export function serverErrorPage(requestId: string): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Server error - Design System</title></head>',
    '<body><main><h1>Something went wrong</h1>',
    '<p>The page could not be shown. Please try again in a moment.</p>',
    `<p>Request id: <code>${escapeHtml(requestId)}</code></p>`,
    `<p><a href="${hrefOf('/')}">Go to the Design System home page</a></p>`,
    '</main></body></html>',
  ].join('\n');
}
