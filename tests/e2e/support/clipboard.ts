/**
 * What a page wrote to the clipboard. The browser tests share one Chromium (global-setup.ts), and with it one
 * clipboard: reading it back may give another file's copy, written a moment later (a copy button's code read back as
 * the Logos page's Markdown). So a test records its own page's writes: navigator.clipboard.writeText still writes,
 * and the page also keeps each text it was given.
 */
import type { BrowserContext, Page } from 'playwright-core';

/** Records every navigator.clipboard.writeText of the context's pages; call before the page loads. */
export async function recordClipboardWrites(context: BrowserContext): Promise<void> {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await context.addInitScript(() => {
    const clipboard = navigator.clipboard;
    const write = clipboard.writeText.bind(clipboard);
    const written: string[] = [];
    Reflect.set(window, 'clipboardWrites', written);
    clipboard.writeText = (text: string) => {
      written.push(text);
      return write(text);
    };
  });
}

/** The last text the page wrote to the clipboard, or null before any. */
export function lastClipboardWrite(page: Page): Promise<string | null> {
  return page.evaluate(() => (Reflect.get(window, 'clipboardWrites') as string[] | undefined)?.at(-1) ?? null);
}
