/**
 * A readable name for a theme id: the brand's name and the shade
 * ('lakeside-dark' -> 'Lakeside dark'); an unknown brand keeps its id.
 */
import { themeVariant } from '../../core/page/page-title';

export function themeLabel(theme: string, brands: readonly { readonly id: string; readonly name: string }[]): string {
  const hyphen = theme.indexOf('-');
  const brandId = hyphen === -1 ? theme : theme.slice(0, hyphen);
  const shade = hyphen === -1 ? '' : theme.slice(hyphen + 1).replaceAll('-', ' ');
  const brand = brands.find((candidate) => candidate.id === brandId)?.name ?? themeVariant(theme);
  return shade === '' ? brand : `${brand} ${shade}`;
}

/** True for a dark theme id ('alpine-dark'). */
export function isDarkTheme(theme: string): boolean {
  return theme.endsWith('-dark');
}
