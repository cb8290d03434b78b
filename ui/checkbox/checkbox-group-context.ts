/** Lets a CheckboxGroup own the checked state, name and size of its checkboxes. */
import { type ChangeEvent, createContext } from 'react';

export interface CheckboxGroupState {
  name: string | undefined;
  size: 'small' | 'medium' | 'large';
  disabled: boolean;
  isChecked: (value: string) => boolean;
  toggle: (value: string, checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
}

export const CheckboxGroupContext = createContext<CheckboxGroupState | null>(null);
