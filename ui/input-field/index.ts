export { InputField, type InputFieldProps } from './InputField';
