/** The checks Upload applies to chosen or dropped files: type, size and count. */

export type RejectReason = 'type' | 'size' | 'count';

/** Whether a file matches a native accept list (".pdf,image/*,application/zip"). */
export function acceptsFile(accept: string | undefined, file: { name: string; type: string }): boolean {
  if (!accept) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean)
    .some((rule) => {
      if (rule.startsWith('.')) return name.endsWith(rule);
      if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
      return type === rule;
    });
}

/** Splits files into accepted ones and rejections, given what is already there. */
export function checkFiles<F extends { name: string; type: string; size: number }>(
  files: readonly F[],
  rules: { accept?: string | undefined; maxSize?: number | undefined; maxFiles: number; existing: number },
): { accepted: F[]; rejected: { file: F; reason: RejectReason }[] } {
  const accepted: F[] = [];
  const rejected: { file: F; reason: RejectReason }[] = [];
  for (const file of files) {
    if (!acceptsFile(rules.accept, file)) rejected.push({ file, reason: 'type' });
    else if (rules.maxSize !== undefined && file.size > rules.maxSize) rejected.push({ file, reason: 'size' });
    else if (rules.existing + accepted.length >= rules.maxFiles) rejected.push({ file, reason: 'count' });
    else accepted.push(file);
  }
  return { accepted, rejected };
}
