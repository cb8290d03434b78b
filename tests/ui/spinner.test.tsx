// @vitest-environment happy-dom
import { Spinner } from '@harbor/react';
import { describe, expect, it } from 'vitest';
import { render, screen } from './support/dom';

describe('Spinner', () => {
  it('with no delay is a status named by its label', () => {
    render(<Spinner delay={0} label="Wird geladen" />);
    expect(screen.getByRole('status').textContent).toBe('Wird geladen');
  });

  it('waits for its delay before it says anything', async () => {
    render(<Spinner delay={20} label="Wird geladen" />);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(await screen.findByText('Wird geladen')).toBeTruthy();
  });

  it('announce={false} drops the status role; showLabel shows the text', () => {
    const { container } = render(<Spinner delay={0} announce={false} showLabel="below" />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.querySelector('.hb-spinner__label')?.textContent).toBe('Loading');
  });
});
