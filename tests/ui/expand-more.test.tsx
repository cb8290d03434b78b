// @vitest-environment happy-dom
import { ExpandMore } from '@harbor/react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from './support/dom';

describe('ExpandMore', () => {
  it('text: the toggle controls the content and flips its label and aria-expanded', () => {
    const onOpenChange = vi.fn();
    render(<ExpandMore onOpenChange={onOpenChange}>Ein langer Text</ExpandMore>);
    const toggle = screen.getByRole('button', { name: 'Mehr anzeigen' });
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.textContent).toBe('Ein langer Text');
    fireEvent.click(toggle);
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button', { name: 'Weniger anzeigen' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('list: hides items past the count until expanded; no toggle when all fit', () => {
    const { container } = render(
      <ExpandMore variant="list" items={2}>
        <span>a</span>
        <span>b</span>
        <span>c</span>
      </ExpandMore>,
    );
    expect(container.querySelectorAll('.hb-expand-more__item[hidden]').length).toBe(1);
    fireEvent.click(screen.getByRole('button'));
    expect(container.querySelectorAll('.hb-expand-more__item[hidden]').length).toBe(0);
    const short = render(
      <ExpandMore variant="list" items={5}>
        <span>a</span>
      </ExpandMore>,
    );
    expect(short.container.querySelector('button')).toBeNull();
  });
});
