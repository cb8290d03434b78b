export {
  CollapsibleOption,
  CollapsibleOptionGroup,
  type CollapsibleOptionGroupProps,
  type CollapsibleOptionProps,
} from './CollapsibleOption';
