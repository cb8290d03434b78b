export { Selector, type SelectorOption, type SelectorProps } from './Selector';
