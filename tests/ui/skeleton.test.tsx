// @vitest-environment happy-dom
import { Skeleton, SkeletonGroup } from '@harbor/react';
import { describe, expect, it } from 'vitest';
import { render } from './support/dom';

describe('Skeleton', () => {
  it('draws hidden shapes; text lines end with a shorter line', () => {
    const { container } = render(<Skeleton lines={3} />);
    const lines = container.querySelectorAll('.hb-skeleton');
    expect(lines.length).toBe(3);
    expect((lines[2] as HTMLElement).style.width).toBe('70%');
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });

  it('a picture placeholder keeps its aspect ratio', () => {
    const { container } = render(<Skeleton variant="rectangle" aspectRatio="4:3" />);
    expect((container.firstElementChild as HTMLElement).style.aspectRatio).toBe('4 / 3');
  });
});

describe('SkeletonGroup', () => {
  it('is busy with a hidden label while loading, then renders the content', () => {
    const { container, rerender } = render(
      <SkeletonGroup delay={0} label="Lädt" content={<p>Fertig</p>}>
        <Skeleton />
      </SkeletonGroup>,
    );
    expect(container.firstElementChild?.getAttribute('aria-busy')).toBe('true');
    expect(container.textContent).toBe('Lädt');
    rerender(
      <SkeletonGroup delay={0} loading={false} content={<p>Fertig</p>}>
        <Skeleton />
      </SkeletonGroup>,
    );
    expect(container.firstElementChild?.getAttribute('aria-busy')).toBe('false');
    expect(container.textContent).toBe('Fertig');
  });
});
