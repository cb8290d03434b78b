/** A decorative glimpse of the tokens on the home page: both brand primaries and the 4px spacing scale. */
const SWATCHES = [
  { name: 'alpine-red-500', value: '#C8102E' },
  { name: 'lakeside-blue-500', value: '#0A5C8C' },
  { name: 'alpine-slate-900', value: '#1B2430' },
  { name: 'lakeside-sand-100', value: '#F6F1E7' },
] as const;
const SPACING = [4, 8, 12, 16, 20, 24, 32, 40, 48, 64] as const;

export function BrandSwatches() {
  return (
    <div className="home__swatches" aria-hidden="true">
      {SWATCHES.map((swatch) => (
        <div key={swatch.name} className="swatch">
          <span className={`swatch__chip swatch__chip--${swatch.name}`} />
          <span>
            <span className="swatch__name">{swatch.name}</span>
            <br />
            {swatch.value}
          </span>
        </div>
      ))}
      <div className="spacing-scale">
        {SPACING.map((size) => (
          <span key={size} className={`spacing-scale__bar spacing-scale__bar--${size}`} />
        ))}
      </div>
    </div>
  );
}
