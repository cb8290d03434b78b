/** A stylesheet imported with Vite's `?inline`: its processed text, asset URLs resolved (load-brand-fonts.ts). */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
