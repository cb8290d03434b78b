// @vitest-environment happy-dom
import { Button, ButtonGroup } from '@harbor/react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from './support/dom';

describe('Button', () => {
  it('renders a native button of type "button" named by its label, primary and medium by default', () => {
    render(<Button>In den Warenkorb</Button>);
    const button = screen.getByRole('button', { name: 'In den Warenkorb' });
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toContain('hb-button--primary');
    expect(button.className).toContain('hb-button--medium');
  });

  it('renders a link with href, keeping link semantics', () => {
    render(<Button href="/de/cart">Zum Warenkorb</Button>);
    const link = screen.getByRole('link', { name: 'Zum Warenkorb' });
    expect(link.getAttribute('href')).toBe('/de/cart');
  });

  it('applies variant, size and fullWidth as classes', () => {
    render(
      <Button variant="danger" size="large" fullWidth>
        Konto löschen
      </Button>,
    );
    const { className } = screen.getByRole('button');
    expect(className).toContain('hb-button--danger');
    expect(className).toContain('hb-button--large');
    expect(className).toContain('hb-button--full-width');
  });

  it('while loading sets aria-busy, keeps its label and does not call onClick', () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        In den Warenkorb
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'In den Warenkorb' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('calls onClick when enabled, and disabled uses the native attribute', () => {
    const onClick = vi.fn();
    render(
      <>
        <Button onClick={onClick}>Speichern</Button>
        <Button disabled>Ausverkauft</Button>
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('button', { name: 'Ausverkauft' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('an icon-only button is named by aria-label and square', () => {
    render(<Button icon={<svg />} aria-label="Auf die Merkliste" />);
    expect(screen.getByRole('button', { name: 'Auf die Merkliste' }).className).toContain('hb-button--icon-only');
  });

  it('type="submit" submits its form', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Adresse speichern</Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('ButtonGroup', () => {
  it('is a named group only with aria-label, and gives its size to buttons that set none', () => {
    render(
      <ButtonGroup aria-label="Bestellung" size="small">
        <Button variant="secondary">Abbrechen</Button>
        <Button size="large">Bestellen</Button>
      </ButtonGroup>,
    );
    const group = screen.getByRole('group', { name: 'Bestellung' });
    expect(group.className).toContain('hb-button-group--align-end');
    expect(screen.getByRole('button', { name: 'Abbrechen' }).className).toContain('hb-button--small');
    expect(screen.getByRole('button', { name: 'Bestellen' }).className).toContain('hb-button--large');
  });

  it('without aria-label has no group role', () => {
    render(
      <ButtonGroup>
        <Button>Weiter</Button>
      </ButtonGroup>,
    );
    expect(screen.queryByRole('group')).toBeNull();
  });
});
