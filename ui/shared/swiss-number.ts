/**
 * Swiss number formatting done by hand, not with Intl: the server's and the
 * browser's ICU data disagree on the de-CH group separator (' or ’), which
 * would make hydrated markup differ from the server's.
 */
export function groupThousands(whole: number): string {
  return String(Math.trunc(Math.abs(whole))).replace(/\B(?=(\d{3})+(?!\d))/g, "'");
}
