/** Lets a ChipGroup own the selection and size of its filter chips. */
import { type MouseEvent, createContext } from 'react';

export interface ChipGroupState {
  size: 'small' | 'medium' | 'large';
  isSelected: (value: string) => boolean;
  toggle: (value: string, event: MouseEvent<HTMLButtonElement>) => void;
  /** Called after an input chip removed itself, to move focus somewhere sensible. */
  removed: () => void;
}

export const ChipGroupContext = createContext<ChipGroupState | null>(null);
