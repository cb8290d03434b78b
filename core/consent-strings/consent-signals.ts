/**
 * What a consent string says per store category, and where two signals on the
 * same page disagree (docs/cli.md, Consent strings): the store's `.consent`
 * (SPEC §3 Consent) against an industry string (IAB TCF, GPP, OneTrust,
 * Cookiebot) or a cookie whose registry category it refuses. Pure data, no
 * decoder: the cookie audit imports it without loading the decoding libraries.
 */

/** The store categories a consent signal can grant or refuse (Essential is never asked). */
export type SignalCategory = 'Functional' | 'Performance' | 'Marketing';
export const SIGNAL_CATEGORIES: readonly SignalCategory[] = ['Functional', 'Performance', 'Marketing'];

export type ConsentStringKind = 'store' | 'tcf' | 'gpp' | 'onetrust' | 'cookiebot';

/** What one signal says: true granted, false refused; a category it does not speak about is absent. */
export type CategorySignals = Partial<Record<SignalCategory, boolean>>;

export interface ConsentSignal {
  /** Where it was read: a cookie name (`.consent`, `euconsent-v2`) or a label. */
  readonly source: string;
  readonly kind: ConsentStringKind;
  readonly categories: CategorySignals;
  /** For each category it speaks about, what exactly it says ("purposes 1-4 consented"). */
  readonly evidence: Partial<Record<SignalCategory, string>>;
}

export interface SignalDisagreement {
  readonly kind: 'signals-disagree';
  readonly severity: 'warning';
  readonly category: SignalCategory;
  /** The store's own signal (`.consent`). */
  readonly reference: string;
  /** The other signal: a consent string's cookie, or a cookie the reference refuses. */
  readonly other: string;
  readonly message: string;
}

const CODE: Readonly<Record<SignalCategory, string>> = { Functional: 'fu', Performance: 'pe', Marketing: 'ma' };

/**
 * Every contradiction between the store's `.consent` and another signal of
 * the same page: a consent string that grants a category `.consent` refuses
 * (or refuses one it grants), and a cookie present whose registry category
 * `.consent` refuses. Each names both sides.
 *
 * @example signalsDisagree(storeSignal /* ma0 *\/, [tcfSignal /* purposes 1-4 *\/], [])[0].category // 'Marketing'
 */
export function signalsDisagree(
  reference: ConsentSignal,
  others: readonly ConsentSignal[],
  cookies: readonly { readonly name: string; readonly category: string }[],
): SignalDisagreement[] {
  const found: SignalDisagreement[] = [];
  const says = (granted: boolean, category: SignalCategory) => `${granted ? 'grants' : 'refuses'} ${category} (${CODE[category]})`;
  for (const other of others) {
    for (const category of SIGNAL_CATEGORIES) {
      const mine = reference.categories[category];
      const theirs = other.categories[category];
      if (mine === undefined || theirs === undefined || mine === theirs) continue;
      found.push({
        kind: 'signals-disagree',
        severity: 'warning',
        category,
        reference: reference.source,
        other: other.source,
        message:
          `${reference.source} ${says(mine, category)} (${reference.evidence[category] ?? ''}), ` +
          `but ${other.source} ${says(theirs, category)} (${other.evidence[category] ?? ''})`,
      });
    }
  }
  for (const cookie of cookies) {
    const category = SIGNAL_CATEGORIES.find((candidate) => candidate === cookie.category);
    if (category === undefined || reference.categories[category] !== false) continue;
    found.push({
      kind: 'signals-disagree',
      severity: 'warning',
      category,
      reference: reference.source,
      other: cookie.name,
      message: `${reference.source} ${says(false, category)} (${reference.evidence[category] ?? ''}), but the ${category} cookie ${cookie.name} is present`,
    });
  }
  return found;
}
