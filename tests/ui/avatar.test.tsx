// @vitest-environment happy-dom
import { Avatar, initialsOf } from '@harbor/react';
import { describe, expect, it } from 'vitest';
import { render, screen } from './support/dom';

describe('Avatar', () => {
  it('is an image named by the full name, showing initials', () => {
    render(<Avatar name="Anna Maria Muster" size="large" />);
    const avatar = screen.getByRole('img', { name: 'Anna Maria Muster' });
    expect(avatar.textContent).toBe('AM');
    expect(avatar.className).toContain('hb-avatar--large');
  });

  it('decorative hides it from assistive technology', () => {
    render(<Avatar name="Anna Muster" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('initials come from the first and last word', () => {
    expect(initialsOf('  lea  ')).toBe('L');
    expect(initialsOf('Jean-Luc de la Rue')).toBe('JR');
  });
});
