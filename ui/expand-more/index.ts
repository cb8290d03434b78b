export { ExpandMore, type ExpandMoreProps } from './ExpandMore';
