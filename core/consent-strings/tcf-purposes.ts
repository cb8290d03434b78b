/**
 * IAB TCF purposes as store categories (docs/cli.md, Consent strings): the
 * purposes a `.consent` category stands for, so a TC string (or GPP's TCF
 * sections) can be held against it. Only consent counts, not legitimate
 * interest: `.consent` records a choice, and LI is what a vendor claims
 * without one.
 */
import type { CategorySignals, ConsentSignal, ConsentStringKind, SignalCategory } from './consent-signals';
import { describeIds } from './limits';

// TCF v2 purposes: 2-4 select and profile for advertising; 5-6 personalise content; 8-9 measure content and audiences.
const PURPOSES_OF: Readonly<Record<SignalCategory, readonly number[]>> = {
  Marketing: [2, 3, 4],
  Functional: [5, 6],
  Performance: [8, 9],
};

/** What a list of consented TCF purposes says per category: granted when any of its purposes is consented. */
export function tcfSignal(source: string, kind: ConsentStringKind, purposeConsents: readonly number[]): ConsentSignal {
  const categories: CategorySignals = {};
  const evidence: Partial<Record<SignalCategory, string>> = {};
  for (const [category, purposes] of Object.entries(PURPOSES_OF) as [SignalCategory, readonly number[]][]) {
    const consented = purposes.filter((purpose) => purposeConsents.includes(purpose));
    categories[category] = consented.length > 0;
    evidence[category] =
      consented.length > 0
        ? `TCF purposes consented: ${describeIds(purposeConsents)}`
        : `none of TCF purposes ${describeIds(purposes)} consented`;
  }
  return { source, kind, categories, evidence };
}
