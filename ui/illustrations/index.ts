export { Illustration, type IllustrationName, type IllustrationProps, illustrationNames } from './Illustration';
