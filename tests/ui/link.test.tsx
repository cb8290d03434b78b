// @vitest-environment happy-dom
import { Link } from '@harbor/react';
import { describe, expect, it } from 'vitest';
import { render, screen } from './support/dom';

describe('Link', () => {
  it('is a link to its href, inline by default', () => {
    render(<Link href="/de/service">Kundendienst</Link>);
    const link = screen.getByRole('link', { name: 'Kundendienst' });
    expect(link.getAttribute('href')).toBe('/de/service');
    expect(link.className).toContain('hb-link--inline');
  });

  it('external links open a new tab safely and say so in their name', () => {
    render(
      <Link href="https://post.ch" external newTabLabel="(öffnet in neuem Tab)">
        Sendung verfolgen
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Sendung verfolgen (öffnet in neuem Tab)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('standalone links take size; download is passed through', () => {
    render(
      <Link href="/agb.pdf" variant="standalone" size="large" download>
        AGB
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'AGB' });
    expect(link.className).toContain('hb-link--large');
    expect(link.hasAttribute('download')).toBe(true);
  });
});
