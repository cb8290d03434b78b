export { SearchField, type SearchFieldProps, type SearchSuggestion } from './SearchField';
