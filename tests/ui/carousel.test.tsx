// @vitest-environment happy-dom
import { Carousel, CarouselSlide } from '@harbor/react';
import { carouselPageStarts } from '../../ui/carousel/Carousel';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from './support/dom';

function Row(props: { onChange?: (value: number) => void; indicators?: 'dots' | 'count' }) {
  return (
    <Carousel label="Empfehlungen" slidesPerView={1} {...props}>
      <CarouselSlide>Eins</CarouselSlide>
      <CarouselSlide>Zwei</CarouselSlide>
      <CarouselSlide label="Sommeraktion">Drei</CarouselSlide>
    </Carousel>
  );
}

describe('Carousel', () => {
  it('is a named carousel region whose slides are named groups', () => {
    render(<Row />);
    const region = screen.getByRole('region', { name: 'Empfehlungen' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(screen.getByRole('group', { name: '1 von 3' }).getAttribute('aria-roledescription')).toBe('slide');
  });

  it('next and previous move the first visible slide; off-screen slides are hidden', () => {
    const onChange = vi.fn();
    render(<Row onChange={onChange} />);
    expect((screen.getByRole('button', { name: 'Vorherige' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Nächste' }));
    expect(onChange).toHaveBeenCalledWith(1);
    expect(screen.getByRole('group', { name: '2 von 3' }).getAttribute('aria-hidden')).toBeNull();
    expect(screen.queryByRole('group', { name: '1 von 3' })).toBeNull();
  });

  it('arrow keys on the region page through', () => {
    const onChange = vi.fn();
    render(<Row onChange={onChange} />);
    const region = screen.getByRole('region');
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(onChange.mock.calls.map((call) => call[0])).toEqual([1, 2, 1]);
  });

  it('dots jump to a slide and mark the current one', () => {
    render(<Row indicators="dots" />);
    const dots = screen.getAllByRole('button', { name: /^Seite . von 3$/ });
    fireEvent.click(dots[2] as HTMLElement);
    expect(dots[2]?.getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('group', { name: 'Sommeraktion' })).toBeTruthy();
  });
});

describe('Carousel pages a whole view at a time', () => {
  it.each([
    [5, 3, [0, 2]],
    [5, 2, [0, 2, 3]],
    [6, 3, [0, 3]],
    [3, 1, [0, 1, 2]],
    [2, 3, [0]],
    [0, 2, [0]],
  ])('%i slides at %i per view start their pages at %j, the last page full', (total, perView, starts) => {
    expect(carouselPageStarts(total, perView)).toEqual(starts);
  });

  it('shows one dot per page and moves a view at a time, ending on a full last page', () => {
    const onChange = vi.fn();
    render(
      <Carousel label="Zuletzt angesehen" slidesPerView={2} indicators="dots" onChange={onChange}>
        {['Eins', 'Zwei', 'Drei', 'Vier', 'Fünf'].map((name) => (
          <CarouselSlide key={name}>{name}</CarouselSlide>
        ))}
      </Carousel>,
    );
    expect(screen.getAllByRole('button', { name: /^Seite/ }).map((dot) => dot.getAttribute('aria-label'))).toEqual([
      'Seite 1 von 3',
      'Seite 2 von 3',
      'Seite 3 von 3',
    ]);
    const next = screen.getByRole('button', { name: 'Nächste' }) as HTMLButtonElement;
    fireEvent.click(next);
    fireEvent.click(next);
    expect(onChange.mock.calls.map((call) => call[0])).toEqual([2, 3]);
    expect(next.disabled).toBe(true);
    // The last page shows two slides, the fifth among them: no empty slot.
    expect(screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual(['4 von 5', '5 von 5']);
    expect(screen.getByRole('button', { name: 'Seite 3 von 3' }).getAttribute('aria-current')).toBe('true');
  });
});
