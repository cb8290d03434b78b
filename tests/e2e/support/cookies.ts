/** Cookie values the browser tests send (registry names, SPEC §3, §6). */
/** SPEC §6 rule 3: the '{brand-prefix}-test' cookie makes the reader authorized. */
export const AUTHORIZED = { 'hb-test': '1' } as const;
/** An EXPLICIT web consent accepting personalization, performance and marketing (SPEC §3, §5). */
export const CONSENTED = { '.consent': 'sn1pe1fu1ma1e', '.consent-ts': '68503b37' } as const;
