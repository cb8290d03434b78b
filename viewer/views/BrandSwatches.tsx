/**
 * A decorative glimpse of the tokens on the home page: both brand primaries and
 * the spacing scale, drawn with the token variables (no value typed here).
 */
import type { CSSProperties } from 'react';

const SWATCHES = [
  { name: 'alpine-red-500', use: 'Alpine primary' },
  { name: 'lakeside-blue-500', use: 'Lakeside primary' },
  { name: 'alpine-slate-900', use: 'Alpine text' },
  { name: 'lakeside-sand-100', use: 'Lakeside surface' },
] as const;
/** The steps of the spacing scale (`--hb-space-1` to `--hb-space-16`). */
const SPACING = [1, 2, 3, 4, 5, 6, 8, 10, 12, 16] as const;

export function BrandSwatches() {
  return (
    <div className="home__swatches" aria-hidden="true">
      {SWATCHES.map((swatch) => (
        <div key={swatch.name} className="swatch">
          <span className="swatch__chip" style={{ background: `var(--hb-color-${swatch.name})` }} />
          <span>
            <span className="swatch__name">{swatch.name}</span>
            <br />
            {swatch.use}
          </span>
        </div>
      ))}
      <div className="spacing-scale">
        {SPACING.map((step) => (
          <span key={step} className="spacing-scale__bar" style={{ height: `var(--hb-space-${step})` } as CSSProperties} />
        ))}
      </div>
    </div>
  );
}
