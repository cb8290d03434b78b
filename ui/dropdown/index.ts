export { Dropdown, type DropdownOption, type DropdownProps } from './Dropdown';
