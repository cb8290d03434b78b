export { SectionEnd, type SectionEndProps } from './SectionEnd';
