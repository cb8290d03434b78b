export { AppTopBar, type AppTopBarProps } from './AppTopBar';
