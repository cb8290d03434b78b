/**
 * The shape of one entry of the store's cookie registry (SPEC §3 "Cookie
 * definition"): what a cookie is called, who owns it, how long it lives, which
 * consent category gates it and the attributes it is written with.
 */

/**
 * SPEC §3: "Category values: Essential, Functional, Performance; one reading
 * also includes Marketing." Marketing is kept so the §5 consent mapping
 * (Marketing maps to marketing) has something to map; no registered cookie uses it.
 */
export type CookieCategory = 'Essential' | 'Functional' | 'Performance' | 'Marketing';

/** Every category, in SPEC §3 order. */
export const COOKIE_CATEGORIES: readonly CookieCategory[] = ['Essential', 'Functional', 'Performance', 'Marketing'];

/** The SameSite attribute values of RFC 6265bis §4.1.2.7, spelled as the registry stores them. */
export type CookieSameSite = 'strict' | 'lax' | 'none';

/** One registry entry; field names as in SPEC §3 "Cookie definition". */
export interface CookieDefinition {
  /** Stable identifier the code looks cookies up by, e.g. `session-id`. */
  readonly key: string;
  /** The name on the wire, e.g. `.sid`; an RFC 6265 token. */
  readonly name: string;
  /** The owning team. */
  readonly team: string;
  /** The SPEC's "Purpose" column. */
  readonly description: string;
  /**
   * Lifetime in milliseconds; 0 means session only (SPEC §3). Absent when the
   * SPEC gives none ("not shown", "Cookies listed without a duration").
   */
  readonly duration?: number;
  readonly category: CookieCategory;
  readonly path: string;
  readonly secure: boolean;
  readonly httpOnly: boolean;
  /** Absent when the SPEC gives none: browsers then apply their default (Lax in current browsers). */
  readonly sameSite?: CookieSameSite;
}
