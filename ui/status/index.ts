export { Status, type StatusProps } from './Status';
