// @vitest-environment happy-dom
import { Image } from '@harbor/react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from './support/dom';

describe('Image', () => {
  it('reserves its aspect ratio and loads lazily by default', () => {
    const { container } = render(<Image src="/p.jpg" alt="Kaffeevollautomat" aspectRatio="4:3" />);
    const img = screen.getByRole('img', { name: 'Kaffeevollautomat' });
    expect(img.getAttribute('loading')).toBe('lazy');
    expect((container.firstElementChild as HTMLElement).style.aspectRatio).toBe('4 / 3');
  });

  it('priority loads eagerly with high fetch priority', () => {
    render(<Image src="/p.jpg" alt="Hero" priority />);
    const img = screen.getByRole('img');
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('on error shows a fallback that keeps the alt text and calls onError', () => {
    const onError = vi.fn();
    render(<Image src="/missing.jpg" alt="Produktbild" onError={onError} />);
    fireEvent.error(screen.getByRole('img'));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('img', { name: 'Produktbild' }).tagName).toBe('SPAN');
  });
});
