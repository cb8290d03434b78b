/**
 * A brand's logo sheet (`::logo{brand="…"}`): the colour versions on their
 * surfaces, the clear space x drawn around the logo, and do and don't examples.
 */
import { BRAND_NAMES, BrandLogo } from './BrandLogo';

export function LogoSheet({ brand }: { readonly brand: string }) {
  const name = BRAND_NAMES[brand] ?? brand;
  return (
    <figure className="figure-panel logo-sheet">
      <ul className="logo-sheet__grid" aria-label={`${name} logo versions`}>
        <li className="logo-sheet__tile logo-sheet__tile--light">
          <BrandLogo brand={brand} version="primary" />
          <span>Primary, on light surfaces</span>
        </li>
        <li className="logo-sheet__tile logo-sheet__tile--dark">
          <BrandLogo brand={brand} version="reversed" />
          <span>Reversed, on dark surfaces</span>
        </li>
        <li className="logo-sheet__tile logo-sheet__tile--light">
          <BrandLogo brand={brand} version="monochrome" />
          <span>Monochrome, for print</span>
        </li>
        <li className="logo-sheet__tile logo-sheet__tile--light">
          <span className="logo-sheet__clear-space">
            <BrandLogo brand={brand} label={`${name} logo with its clear space x marked around it`} />
          </span>
          <span>Clear space x on every side</span>
        </li>
      </ul>
      <ul className="logo-sheet__grid" aria-label={`${name} logo do and don't`}>
        <li className="logo-sheet__tile logo-sheet__tile--light logo-sheet__tile--do">
          <BrandLogo brand={brand} label={`${name} logo as drawn`} />
          <span>Do: use the approved file as it is</span>
        </li>
        <li className="logo-sheet__tile logo-sheet__tile--light logo-sheet__tile--dont">
          <span className="logo-sheet__stretched">
            <BrandLogo brand={brand} label={`${name} logo stretched`} />
          </span>
          <span>Don't: stretch or squeeze</span>
        </li>
        <li className="logo-sheet__tile logo-sheet__tile--light logo-sheet__tile--dont">
          <span className="logo-sheet__rotated">
            <BrandLogo brand={brand} label={`${name} logo rotated`} />
          </span>
          <span>Don't: rotate</span>
        </li>
        <li className="logo-sheet__tile logo-sheet__tile--dark logo-sheet__tile--dont">
          <BrandLogo brand={brand} version="primary" label={`${name} primary logo on a dark surface`} />
          <span>Don't: put the primary version on dark</span>
        </li>
      </ul>
      <figcaption>{name}: versions, clear space and misuse, drawn from the SVG master.</figcaption>
    </figure>
  );
}
