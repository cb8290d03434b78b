/**
 * The shape every core rule uses when it can fail for a reason the caller must
 * see: a discriminated result whose issues carry stable codes (docs/style.md, Errors).
 * Where the SPEC says "null" or "ignored", rules return null instead.
 */

export interface Issue {
  /** Stable, dotted identifier such as `consent.badSegment`. */
  readonly code: string;
  readonly message: string;
  /** Where in a structured input the problem sits, e.g. ['segments', 2]. */
  readonly path?: readonly (string | number)[];
}

export type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly issues: readonly Issue[] };

/** @example ok(42) // { ok: true, value: 42 } */
export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

/** @example fail({ code: 'x.bad', message: 'bad' }) */
export function fail<T = never>(...issues: Issue[]): Result<T> {
  return { ok: false, issues };
}
