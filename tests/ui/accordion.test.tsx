// @vitest-environment happy-dom
import { Accordion, AccordionItem } from '@harbor/react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from './support/dom';

function Faq(props: { type?: 'single' | 'multiple'; onChange?: (value: string[]) => void; headingLevel?: 2 | 3 }) {
  return (
    <Accordion {...props}>
      <AccordionItem value="delivery" title="Lieferung" meta="2–3 Tage">
        Wir liefern mit der Post.
      </AccordionItem>
      <AccordionItem value="returns" title="Rückgabe">
        30 Tage Rückgaberecht.
      </AccordionItem>
    </Accordion>
  );
}

describe('Accordion', () => {
  it('wraps each header button in a heading of the chosen level, collapsed by default', () => {
    render(<Faq headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBe(2);
    expect(screen.getByRole('button', { name: /Lieferung/ }).getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps collapsed content in the DOM for find-in-page', () => {
    render(<Faq />);
    expect(document.body.textContent).toContain('30 Tage Rückgaberecht.');
  });

  it('a collapsed panel is hidden until found, and a find-in-page match opens its item and reports it', async () => {
    const onChange = vi.fn();
    render(<Faq onChange={onChange} />);
    const panel = screen.getByText('30 Tage Rückgaberecht.').closest('.hb-accordion__panel');
    await waitFor(() => expect(panel?.getAttribute('hidden')).toBe('until-found'));
    panel?.dispatchEvent(new Event('beforematch'));
    await waitFor(() => expect(screen.getByRole('button', { name: /Rückgabe/ }).getAttribute('aria-expanded')).toBe('true'));
    expect(onChange).toHaveBeenCalledWith(['returns']);
    expect(panel?.hasAttribute('hidden')).toBe(false);
  });

  it('opens an item on click and reports the open list', () => {
    const onChange = vi.fn();
    render(<Faq onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: /Rückgabe/ }));
    expect(onChange).toHaveBeenCalledWith(['returns']);
    expect(screen.getByRole('button', { name: /Rückgabe/ }).getAttribute('aria-expanded')).toBe('true');
  });

  it('single closes the other item', () => {
    render(<Faq type="single" />);
    fireEvent.click(screen.getByRole('button', { name: /Lieferung/ }));
    fireEvent.click(screen.getByRole('button', { name: /Rückgabe/ }));
    expect(screen.getByRole('button', { name: /Lieferung/ }).getAttribute('aria-expanded')).toBe('false');
  });

  it('the arrow key moves focus to the next header', async () => {
    render(<Faq />);
    const first = screen.getByRole('button', { name: /Lieferung/ });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: /Rückgabe/ })));
  });
});
