/** The Harbor logo mark: an 'H' on the brand colour (decorative; the link around it is labelled). */
export function HarborLogo({ size = 32 }: { readonly size?: number }) {
  return (
    <svg className="harbor-logo" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" className="harbor-logo__tile" />
      <path d="M10 8v16M22 8v16M10 16h12" className="harbor-logo__mark" strokeWidth="3.5" strokeLinecap="round" />
    </svg>
  );
}
