/** Lets a ButtonGroup give its buttons a size they do not set themselves. */
import { createContext } from 'react';

export type ButtonSize = 'small' | 'medium' | 'large';

export const ButtonSizeContext = createContext<ButtonSize | undefined>(undefined);
