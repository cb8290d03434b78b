/**
 * The security headers of every response (README, Reliability and security), via hono's
 * secure-headers. Scripts run only from this origin and with the per-request
 * nonce the viewer puts on each script element: no 'unsafe-inline' script.
 */
import { NONCE, secureHeaders } from 'hono/secure-headers';

export function securityHeaders() {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE],
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
