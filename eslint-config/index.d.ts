/** The shared lint rules of store packages, as an ESLint flat config array (spread it into eslint.config.js). */
declare const harbor: readonly {
  readonly name: string;
  readonly files: readonly string[];
  readonly languageOptions?: Readonly<Record<string, unknown>>;
  readonly rules?: Readonly<Record<string, unknown>>;
}[];
export default harbor;
