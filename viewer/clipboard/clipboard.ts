/** Writes text to the clipboard (browser I/O), falling back to a hidden textarea where the API is missing or refused. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.className = 'visually-hidden';
    document.body.append(area);
    area.select();
    // execCommand is deprecated but still the only fallback outside secure contexts.
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}
