// @vitest-environment happy-dom
import { Radio, RadioGroup } from '@harbor/react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from './support/dom';

function Delivery(props: { onChange?: (value: string) => void }) {
  return (
    <RadioGroup label="Lieferart" defaultValue="post" helpText="Kostenlos ab CHF 50.–" {...props}>
      <Radio value="post" label="Post" description="2–3 Werktage" />
      <Radio value="pickup" label="Abholung" />
      <Radio value="express" label="Express" disabled />
    </RadioGroup>
  );
}

describe('RadioGroup', () => {
  it('is a radiogroup named by its legend and described by its help text', () => {
    render(<Delivery />);
    const group = screen.getByRole('radiogroup', { name: 'Lieferart' });
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Kostenlos ab CHF 50.–');
    expect(screen.getByRole('radio', { name: 'Post' }).getAttribute('aria-checked')).toBe('true');
  });

  it('a description is tied to its option', () => {
    render(<Delivery />);
    const post = screen.getByRole('radio', { name: 'Post' });
    expect(document.getElementById(post.getAttribute('aria-describedby') ?? '')?.textContent).toBe('2–3 Werktage');
  });

  it('the arrow key moves focus and selection to the next option', async () => {
    const onChange = vi.fn();
    render(<Delivery onChange={onChange} />);
    const post = screen.getByRole('radio', { name: 'Post' });
    post.focus();
    fireEvent.keyDown(post, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Abholung' })));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('pickup'));
  });

  it('clicking selects and reports the value; disabled options cannot be chosen', () => {
    const onChange = vi.fn();
    render(<Delivery onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Abholung' }));
    expect(onChange).toHaveBeenCalledWith('pickup');
    expect((screen.getByRole('radio', { name: 'Express' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
