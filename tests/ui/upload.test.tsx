// @vitest-environment happy-dom
import { Upload } from '@harbor/react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from './support/dom';

function files(...list: File[]) {
  return { target: { files: list } };
}

describe('Upload', () => {
  it('names the file input by its label and button and describes it with the help text', () => {
    render(<Upload label="Fotos des Schadens" helpText="JPG oder PNG, bis 10 MB" />);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const name = (input.getAttribute('aria-labelledby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(name[0]).toBe('Fotos des Schadens');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('JPG oder PNG, bis 10 MB');
  });

  it('adds accepted files with a named remove button and rejects the wrong type', () => {
    const onChange = vi.fn();
    const onReject = vi.fn();
    render(<Upload label="Belege" accept=".pdf,image/*" multiple onChange={onChange} onReject={onReject} />);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(
      input,
      files(new File(['a'], 'quittung.pdf', { type: 'application/pdf' }), new File(['b'], 'notiz.txt', { type: 'text/plain' })),
    );
    expect(onChange.mock.calls[0]?.[0].map((entry: { file: File }) => entry.file.name)).toEqual(['quittung.pdf']);
    expect(onReject.mock.calls[0]?.[0].map((entry: { reason: string }) => entry.reason)).toEqual(['type']);
    fireEvent.click(screen.getByRole('button', { name: 'quittung.pdf entfernen' }));
    expect(onChange.mock.calls[1]?.[0]).toEqual([]);
  });

  it('wires the error while invalid', () => {
    render(<Upload label="Belege" invalid errorText="Bitte mindestens ein Foto hochladen" />);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Bitte mindestens ein Foto hochladen');
  });
});
