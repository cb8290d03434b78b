/**
 * The two brand logos as SVG, in their colour versions (`::logo{brand="…"}`):
 * Alpine's peak in a square with its wordmark, Lakeside's roof over a wave
 * with its wordmark. Colours are the brands' palette tokens.
 */

export type LogoVersion = 'primary' | 'reversed' | 'monochrome';

const COLOURS: Readonly<Record<string, Readonly<Record<LogoVersion, { symbol: string; mark: string; word: string }>>>> = {
  alpine: {
    primary: { symbol: 'var(--hb-color-alpine-red-500)', mark: 'var(--hb-color-neutral-0)', word: 'var(--hb-color-alpine-slate-900)' },
    reversed: { symbol: 'var(--hb-color-neutral-0)', mark: 'var(--hb-color-alpine-slate-900)', word: 'var(--hb-color-neutral-0)' },
    monochrome: { symbol: 'var(--hb-color-neutral-900)', mark: 'var(--hb-color-neutral-0)', word: 'var(--hb-color-neutral-900)' },
  },
  lakeside: {
    primary: {
      symbol: 'var(--hb-color-lakeside-blue-500)',
      mark: 'var(--hb-color-lakeside-blue-500)',
      word: 'var(--hb-color-lakeside-blue-500)',
    },
    reversed: { symbol: 'var(--hb-color-neutral-0)', mark: 'var(--hb-color-neutral-0)', word: 'var(--hb-color-neutral-0)' },
    monochrome: { symbol: 'var(--hb-color-neutral-900)', mark: 'var(--hb-color-neutral-900)', word: 'var(--hb-color-neutral-900)' },
  },
};

export const BRAND_NAMES: Readonly<Record<string, string>> = { alpine: 'Alpine', lakeside: 'Lakeside' };

/** The logo in a 160 × 40 box; the symbol is 40 units, so the clear space x is 10 units (its inner square or roof). */
export function BrandLogo({
  brand,
  version = 'primary',
  label,
}: {
  readonly brand: string;
  readonly version?: LogoVersion;
  readonly label?: string;
}) {
  const colours = COLOURS[brand]?.[version] ?? COLOURS['alpine']?.primary;
  if (colours === undefined) return null;
  const name = BRAND_NAMES[brand] ?? brand;
  return (
    <svg className="brand-logo" viewBox="0 0 160 40" width="160" height="40" role="img" aria-label={label ?? `${name} logo`}>
      {brand === 'lakeside' ? (
        <g fill="none" stroke={colours.symbol} strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
          <path d="M6 20 L20 8 L34 20" />
          <path d="M6 30 q3.5 -4 7 0 t7 0 t7 0 t7 0" stroke={colours.mark} />
        </g>
      ) : (
        <g>
          <rect x="0" y="0" width="40" height="40" rx="4" fill={colours.symbol} />
          <path d="M6 32 L17 14 L23 23 L27 17 L34 32 Z" fill={colours.mark} />
        </g>
      )}
      <text
        x="48"
        y="28"
        fill={colours.word}
        fontSize="22"
        fontWeight={brand === 'lakeside' ? 600 : 700}
        fontFamily={brand === 'lakeside' ? 'Georgia, serif' : 'system-ui, sans-serif'}
        letterSpacing={brand === 'lakeside' ? 0 : -0.5}
      >
        {name}
      </text>
    </svg>
  );
}
