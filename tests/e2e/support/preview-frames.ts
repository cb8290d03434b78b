/**
 * What is wrong with the example previews on a section page's cards, judged in the page as drawn: a preview is
 * blank when its stage has no size or nothing inside it shows, and clipped when something that shows reaches past
 * the card's frame, unless the frame says it crops on purpose (data-fit="crop", which may cut only the bottom edge).
 * What an element inside the example clips itself (a scroll container, a hidden overflow) counts only as far as it shows.
 */
import type { Page } from 'playwright-core';

export async function previewProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const TOLERANCE = 1;
    const problems: string[] = [];
    for (const frame of document.querySelectorAll<HTMLElement>('.section-card .example-preview')) {
      const name = frame.closest('li')?.querySelector('.card__title')?.textContent?.trim() ?? 'a card';
      const stage = frame.querySelector<HTMLElement>('.example-preview__stage');
      const edge = frame.getBoundingClientRect();
      const stageBox = stage?.getBoundingClientRect();
      if (stage === null || stageBox === undefined || stageBox.width < 1 || stageBox.height < 1) {
        problems.push(`${name}: blank (the stage has no size)`);
        continue;
      }
      const crop = frame.dataset['fit'] === 'crop';
      let shown = 0;
      const reaches = new Set<string>();
      for (const element of stage.querySelectorAll<HTMLElement>('*')) {
        const style = getComputedStyle(element);
        if (style.visibility !== 'visible' || Number(style.opacity) === 0) continue;
        const box = element.getBoundingClientRect();
        let [left, top, right, bottom] = [box.left, box.top, box.right, box.bottom];
        for (let outer = element.parentElement; outer !== null && outer !== stage; outer = outer.parentElement) {
          const outerStyle = getComputedStyle(outer);
          if (Number(outerStyle.opacity) === 0) [right, bottom] = [left, top];
          if (outerStyle.overflowX === 'visible' && outerStyle.overflowY === 'visible') continue;
          const clip = outer.getBoundingClientRect();
          [left, top, right, bottom] = [
            Math.max(left, clip.left),
            Math.max(top, clip.top),
            Math.min(right, clip.right),
            Math.min(bottom, clip.bottom),
          ];
        }
        // Nothing that shows: collapsed, clipped away, or a visually hidden text (1px).
        if (right - left <= TOLERANCE || bottom - top <= TOLERANCE) continue;
        shown += 1;
        const past = [
          left < edge.left - TOLERANCE ? 'left' : '',
          right > edge.right + TOLERANCE ? 'right' : '',
          top < edge.top - TOLERANCE ? 'top' : '',
          bottom > edge.bottom + TOLERANCE && !crop ? 'bottom' : '',
        ].filter(Boolean);
        for (const side of past) reaches.add(side);
      }
      if (shown === 0) problems.push(`${name}: blank (nothing inside shows)`);
      if (reaches.size > 0) problems.push(`${name}: clipped at the ${[...reaches].join(', ')} edge`);
    }
    return problems;
  });
}
