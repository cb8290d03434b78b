/** The shared lint rules of store packages, as an ESLint flat config array. */
declare const harbor: readonly { readonly name: string; readonly rules: Readonly<Record<string, unknown>> }[];
export default harbor;
