// @vitest-environment happy-dom
/**
 * The five form components that had their own copy of the form-field chrome
 * (CheckboxGroup, RadioGroup, Selector, Upload, Dropdown) render the shared
 * one of ui/field/: a fieldset named by its legend for the groups, a label
 * for the single controls, and the help or error line under it, referenced
 * by aria-describedby from the element that carries the field's state.
 */
import { Checkbox, CheckboxGroup, Dropdown, Radio, RadioGroup, Selector, Upload } from '@harbor/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from './support/dom';

interface Texts {
  readonly helpText?: string;
  readonly errorText?: string;
  readonly invalid?: boolean;
  readonly hideLabel?: boolean;
}

interface FormField {
  readonly name: string;
  /** `fieldset`: the label is the legend of a fieldset; `field`: a label above a single control. */
  readonly chrome: 'fieldset' | 'field';
  readonly render: (texts: Texts) => ReactElement;
  /** The element that carries aria-describedby for the field's help and error text, found in the render container. */
  readonly described: (container: HTMLElement) => Element | null;
}

const LABEL = 'Lieferart';

const FIELDS: readonly FormField[] = [
  {
    name: 'CheckboxGroup',
    chrome: 'fieldset',
    render: (texts) => (
      <CheckboxGroup label={LABEL} {...texts}>
        <Checkbox value="post" label="Post" />
      </CheckboxGroup>
    ),
    described: (container) => container.querySelector('fieldset'),
  },
  {
    name: 'RadioGroup',
    chrome: 'fieldset',
    render: (texts) => (
      <RadioGroup label={LABEL} {...texts}>
        <Radio value="post" label="Post" />
      </RadioGroup>
    ),
    described: (container) => container.querySelector('[role="radiogroup"]'),
  },
  {
    name: 'Selector',
    chrome: 'fieldset',
    render: ({ hideLabel: _hideLabel, ...texts }) => <Selector label={LABEL} options={[{ value: 'post', label: 'Post' }]} {...texts} />,
    described: (container) => container.querySelector('fieldset'),
  },
  {
    name: 'Upload',
    chrome: 'field',
    render: ({ hideLabel: _hideLabel, ...texts }) => <Upload label={LABEL} {...texts} />,
    described: (container) => container.querySelector('input[type="file"]'),
  },
  {
    name: 'Dropdown',
    chrome: 'field',
    render: (texts) => <Dropdown label={LABEL} native={false} options={[{ value: 'post', label: 'Post' }]} {...texts} />,
    described: (container) => container.querySelector('button'),
  },
];

/** The texts an element's aria-describedby points at, in order. */
function describedBy(element: Element | null): string[] {
  const ids = element?.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `(no element #${id})`);
}

describe('the shared form-field chrome of ui/field/', () => {
  it.each(FIELDS.map((field) => [field.name, field] as const))(
    '%s names the field with the shared label, legend for a group, and an id that names it',
    (_name, field) => {
      const { container } = render(field.render({}));
      const root = container.firstElementChild as HTMLElement;
      if (field.chrome === 'fieldset') {
        expect(root.tagName).toBe('FIELDSET');
        expect(root.classList.contains('hb-fieldset')).toBe(true);
        const legend = root.querySelector(':scope > legend');
        expect(legend?.className).toBe('hb-fieldset__legend');
        expect(legend?.textContent).toBe(LABEL);
        expect(legend?.id).not.toBe('');
      } else {
        expect(root.classList.contains('hb-field')).toBe(true);
        const label = root.querySelector(':scope > .hb-field__label');
        expect(label?.textContent).toBe(LABEL);
        expect(label?.id).not.toBe('');
      }
    },
  );

  it.each(FIELDS.map((field) => [field.name, field] as const))(
    '%s shows the help text, then the error in its place when invalid, each referenced by aria-describedby',
    (_name, field) => {
      const help = render(field.render({ helpText: 'Bis 18 Uhr bestellt, morgen geliefert', errorText: 'Bitte wählen' }));
      expect(describedBy(field.described(help.container))).toEqual(['Bis 18 Uhr bestellt, morgen geliefert']);
      expect(help.container.querySelector('.hb-help-text--default')?.textContent).toBe('Bis 18 Uhr bestellt, morgen geliefert');
      help.unmount();

      const error = render(field.render({ helpText: 'Bis 18 Uhr bestellt, morgen geliefert', errorText: 'Bitte wählen', invalid: true }));
      const root = error.container.firstElementChild as HTMLElement;
      expect(describedBy(field.described(error.container))).toEqual(['Bitte wählen']);
      // The error line is the last part of the chrome and the help line is gone.
      expect(root.querySelector('.hb-help-text--error')?.textContent).toBe('Bitte wählen');
      expect(root.querySelector('.hb-help-text--default')).toBeNull();
    },
  );

  it.each(FIELDS.filter((field) => field.name !== 'Selector' && field.name !== 'Upload').map((field) => [field.name, field] as const))(
    '%s keeps a hidden label for assistive technology only',
    (_name, field) => {
      const { container } = render(field.render({ hideLabel: true }));
      const root = container.firstElementChild as HTMLElement;
      const label = root.querySelector(field.chrome === 'fieldset' ? ':scope > legend' : ':scope > .hb-visually-hidden');
      expect(label?.className).toBe('hb-visually-hidden');
      expect(label?.textContent).toBe(LABEL);
      expect(label?.id).not.toBe('');
    },
  );
});
