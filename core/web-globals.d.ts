/**
 * The only host globals core/ may use: standard in browsers, Node, Deno and
 * workers alike. tsconfig.core.json compiles core/ with nothing else, so a
 * DOM global (window, document, localStorage) or a Node one fails there.
 */
declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean; ignoreBOM?: boolean });
  decode(input?: Uint8Array): string;
}
declare class TextEncoder {
  encode(input?: string): Uint8Array;
  encodeInto(source: string, destination: Uint8Array): { read: number; written: number };
}
/** The subset core uses to write a query string (search-request.ts). */
declare class URLSearchParams {
  constructor(init?: Record<string, string>);
  append(name: string, value: string): void;
  toString(): string;
}
