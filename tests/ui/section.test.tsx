// @vitest-environment happy-dom
/**
 * Section and useLazy (content/patterns/section/code.md, content/develop/lazy-hook/code.md). happy-dom draws no
 * layout and its IntersectionObserver never reports, so the observer here is one the test drives: it records what
 * is observed with which options and reports an element entering or leaving, as Chromium's would.
 */
import { Link, mergeRefs, Section, type UseLazyOptions, useLazy } from '@harbor/react';
import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { axeCheck, renderWithTheme } from '../../testing/src';
import { act, render, screen } from './support/dom';

class DrivenObserver {
  static all: DrivenObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    DrivenObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  takeRecords() {
    return [];
  }
  static report(target: Element, isIntersecting: boolean) {
    for (const observer of DrivenObserver.all.filter((each) => each.targets.has(target)))
      act(() => observer.callback([{ target, isIntersecting } as IntersectionObserverEntry], observer as unknown as IntersectionObserver));
  }
}

const original = globalThis.IntersectionObserver;
beforeEach(() => {
  DrivenObserver.all = [];
  globalThis.IntersectionObserver = DrivenObserver as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  globalThis.IntersectionObserver = original;
});

function Lazy(options: UseLazyOptions) {
  const { ref, visible } = useLazy<HTMLDivElement>(options);
  return (
    <div ref={ref} data-testid="watched">
      {visible ? 'visible' : 'waiting'}
    </div>
  );
}

describe('useLazy', () => {
  it('is false on the server, then reports the element within 200px once and calls onVisible once', () => {
    expect(renderToString(<Lazy />)).toContain('waiting');
    let calls = 0;
    render(<Lazy onVisible={() => (calls += 1)} />);
    const watched = screen.getByTestId('watched');
    expect(DrivenObserver.all.map((observer) => observer.options.rootMargin)).toEqual(['200px']);
    expect(watched.textContent).toBe('waiting');
    DrivenObserver.report(watched, true);
    expect(watched.textContent).toBe('visible');
    expect(calls).toBe(1);
    expect(DrivenObserver.all[0]?.targets.size).toBe(0);
  });

  it('with once: false turns back to false when the element leaves', () => {
    render(<Lazy once={false} />);
    const watched = screen.getByTestId('watched');
    DrivenObserver.report(watched, true);
    DrivenObserver.report(watched, false);
    expect(watched.textContent).toBe('waiting');
  });

  it('shares one observer between elements with the same options, and reports all of them before printing', () => {
    render(
      <>
        <Lazy />
        <Lazy />
      </>,
    );
    expect(DrivenObserver.all).toHaveLength(1);
    expect(DrivenObserver.all[0]?.targets.size).toBe(2);
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(screen.getAllByTestId('watched').map((element) => element.textContent)).toEqual(['visible', 'visible']);
  });

  it('eager, or a browser without IntersectionObserver, reports visible right after mounting', () => {
    render(<Lazy eager />);
    expect(screen.getByTestId('watched').textContent).toBe('visible');
    expect(DrivenObserver.all).toHaveLength(0);
    globalThis.IntersectionObserver = undefined as unknown as typeof IntersectionObserver;
    const { container } = render(<Lazy />);
    expect(container.textContent).toBe('visible');
  });

  it('mergeRefs hands the element to a callback ref and an object ref', () => {
    const object = createRef<HTMLSpanElement>();
    let called: HTMLSpanElement | null = null;
    render(
      <span
        ref={mergeRefs<HTMLSpanElement>(object, (element) => {
          called = element;
        })}
      >
        x
      </span>,
    );
    expect(object.current?.tagName).toBe('SPAN');
    expect(called).toBe(object.current);
  });
});

describe('Section', () => {
  it('is a region named by its heading, with description, action and reserved height, and passes axe', async () => {
    const view = renderWithTheme(
      <main>
        <Section
          title="Bestseller Werkzeug"
          description="Die meistgekauften Artikel der letzten 30 Tage"
          action={<Link href="/de/search?sort=bestseller">Alle anzeigen</Link>}
          background="sunken"
          minHeight={240}
          data-theme="alpine-dark"
        >
          <p>Bohrmaschine</p>
        </Section>
      </main>,
      { theme: 'alpine-dark' },
    );
    const region = screen.getByRole('region', { name: 'Bestseller Werkzeug' });
    expect(region.className).toContain('hb-section--sunken');
    expect(region.getAttribute('data-theme')).toBe('alpine-dark');
    expect(screen.getByRole('heading', { level: 2, name: 'Bestseller Werkzeug' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Alle anzeigen' })).toBeTruthy();
    expect((region.querySelector('.hb-section__content') as HTMLElement).style.minHeight).toBe('240px');
    await axeCheck(view.container);
  });

  it('lazy: keeps the heading, renders the children once near the viewport, and forwards its ref', () => {
    const ref = createRef<HTMLElement>();
    expect(
      renderToString(
        <Section title="Bewertungen" lazy>
          Sterne
        </Section>,
      ),
    ).not.toContain('Sterne');
    render(
      <Section title="Bewertungen" headingLevel={3} lazy minHeight={480} ref={ref} as="aside">
        Sterne
      </Section>,
    );
    expect(ref.current?.tagName).toBe('ASIDE');
    expect(screen.getByRole('heading', { level: 3, name: 'Bewertungen' })).toBeTruthy();
    expect(screen.queryByText('Sterne')).toBeNull();
    DrivenObserver.report(ref.current as Element, true);
    expect(screen.getByText('Sterne')).toBeTruthy();
  });
});
