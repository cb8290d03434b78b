/**
 * The build version shown in the footer (SPEC §2 Footer, §9): the CI's
 * branch prefixes "merge_" and "master_" are removed for display.
 */

/** SPEC §9 "Build version string". */
export const BUILD_VERSION_PREFIXES = ['merge_', 'master_'] as const;

/**
 * Removes leading "merge_" and "master_" prefixes, in any order and as often
 * as they repeat, so that applying it twice changes nothing (decision: the
 * SPEC says "prefixes", so only the start of the string is touched; a
 * "master_" inside the version is kept).
 *
 * @example
 * displayBuildVersion('merge_master_2026.03.05-41') // '2026.03.05-41'
 */
export function displayBuildVersion(version: string): string {
  let start = 0;
  for (;;) {
    const prefix = BUILD_VERSION_PREFIXES.find((p) => version.startsWith(p, start));
    if (prefix === undefined) return version.slice(start);
    start += prefix.length;
  }
}
