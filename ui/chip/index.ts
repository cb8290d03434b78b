export { Chip, type ChipProps } from './Chip';
export { ChipGroup, type ChipGroupProps } from './ChipGroup';
