/**
 * The security headers of every response, via hono's secure-headers.
 *
 * Scripts run only from this origin: `script-src 'self'`, with no
 * 'unsafe-inline' and no 'unsafe-eval'. The portal's documents hold no inline
 * script at all (module scripts by URL, and the hydration data in a
 * non-executable `application/json` element), so a per-request nonce would
 * allow nothing that 'self' does not, and forbid nothing that 'self' allows:
 * an injected inline script is refused either way, and this origin serves no
 * JSONP or user uploads a script element could borrow (the API answers JSON
 * with nosniff). Dropping the nonce makes every page of a viewer class the
 * same bytes, which is what lets body-cache.ts keep it compressed.
 */
import { secureHeaders } from 'hono/secure-headers';

export function securityHeaders() {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Shiki's token colours and React style props are inline style attributes; styles cannot run code.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // The favicon and small icons are data: URLs.
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    // The copy button (SPEC §2) writes to the clipboard; nothing else of the browser is needed.
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      clipboardWrite: ['self'],
    },
  });
}
