/**
 * Runs work that must not compete with the first paint (the brand faces, load-brand-fonts.ts): after the load
 * event, two animation frames later, so the frame that showed the page has been presented.
 */
export function afterFirstPaint(task: () => void): void {
  const afterFrames = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(task, 0)));
  if (document.readyState === 'complete') afterFrames();
  else window.addEventListener('load', afterFrames, { once: true });
}
