/**
 * OverlayShowcase: inside it, Dialog, Popover, Tooltip, Toast (a ToastProvider's `preview`) and ImageLightbox draw
 * their surface open in a static frame after their live trigger, on the server as in the browser. The frame is a
 * picture: no portal, no dialog role, nothing focusable, hidden from assistive technology (the trigger opens the real
 * overlay, which is what a screen reader meets).
 */
import { Button, Dialog, ImageLightbox, OverlayShowcase, Popover, ToastProvider, Tooltip } from '@harbor/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ssrSamples } from './support/ssr-samples';

const picture = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 4 3%22/%3E';

const overlays: Record<string, { element: ReactElement; text: string; frame: string }> = {
  Dialog: {
    element: (
      <Dialog title="Preisalarm einrichten" trigger={<Button>Preisalarm</Button>} footer={<Button>Speichern</Button>}>
        <p>Aktueller Preis</p>
      </Dialog>
    ),
    text: 'Preisalarm einrichten',
    frame: 'hb-dialog',
  },
  Popover: {
    element: (
      <Popover title="Lieferzeit" trigger={<Button>Wann?</Button>}>
        <p>Bis 17 Uhr bestellt</p>
      </Popover>
    ),
    text: 'Bis 17 Uhr bestellt',
    frame: 'hb-popover',
  },
  Tooltip: {
    element: (
      <Tooltip content="Auf die Merkliste">
        <Button>Merken</Button>
      </Tooltip>
    ),
    text: 'Auf die Merkliste',
    frame: 'hb-tooltip',
  },
  Toast: {
    element: (
      <ToastProvider preview={{ message: 'Zum Warenkorb hinzugefügt', variant: 'success' }}>
        <Button>In den Warenkorb</Button>
      </ToastProvider>
    ),
    text: 'Zum Warenkorb hinzugefügt',
    frame: 'hb-toast',
  },
  ImageLightbox: {
    element: <ImageLightbox label="Produktbilder" open={false} images={[{ src: picture, alt: 'Vorderseite', caption: 'Vorderseite' }]} />,
    text: 'Produktbilder',
    frame: 'hb-lightbox',
  },
};

const FRAME = '<div class="hb-showcase hb-showcase--';

/** The showcase frames of some server HTML, each up to its closing tag (no DOM in this environment). */
function frames(html: string): string[] {
  const found: string[] = [];
  for (let start = html.indexOf(FRAME); start !== -1; start = html.indexOf(FRAME, start + 1)) {
    let depth = 0;
    const tags = /<(\/?)div\b/g;
    tags.lastIndex = start;
    for (let tag = tags.exec(html); tag !== null; tag = tags.exec(html)) {
      depth += tag[1] === '/' ? -1 : 1;
      if (depth === 0) {
        found.push(html.slice(start, tag.index));
        break;
      }
    }
  }
  return found;
}

describe('OverlayShowcase draws overlays open in a static frame', () => {
  it.each(Object.entries(overlays))('%s: a frame with the open surface, after the live trigger', (_name, { element, text, frame }) => {
    const closed = renderToString(element);
    expect(frames(closed)).toEqual([]);
    expect(closed).not.toContain(text === 'Produktbilder' ? 'hb-lightbox' : text);
    const shown = renderToString(<OverlayShowcase>{element}</OverlayShowcase>);
    const [drawn, ...more] = frames(shown);
    expect(more).toEqual([]);
    expect(drawn).toContain(text);
    expect(drawn).toContain(`class="${frame}`);
  });

  it.each(Object.entries(overlays))('%s: the frame is a picture, not a modal: hidden, inert, no roles, no ids', (_name, { element }) => {
    const [drawn = ''] = frames(renderToString(<OverlayShowcase>{element}</OverlayShowcase>));
    const open = drawn.slice(0, drawn.indexOf('>'));
    expect(open).toContain('aria-hidden="true"');
    expect(open).toContain('inert=""');
    expect(drawn).not.toMatch(/role="|aria-modal|\sid="/);
  });

  it('keeps the live trigger and its popup semantics beside the frame', () => {
    const shown = renderToString(<OverlayShowcase>{overlays['Dialog']?.element}</OverlayShowcase>);
    const trigger = shown.slice(0, shown.indexOf(FRAME));
    expect(trigger).toContain('aria-haspopup="dialog"');
    expect(trigger).toContain('Preisalarm');
  });

  it('a disabled tooltip draws no frame', () => {
    const html = renderToString(
      <OverlayShowcase>
        <Tooltip content="Aus" disabled>
          <Button>Merken</Button>
        </Tooltip>
      </OverlayShowcase>,
    );
    expect(frames(html)).toEqual([]);
  });

  it.each(['EnergyLabel', 'ImageStage'])('%s keeps the overlay it opens closed: its own picture is the point', (name) => {
    expect(frames(renderToString(<OverlayShowcase>{ssrSamples[name]}</OverlayShowcase>))).toEqual([]);
  });
});
