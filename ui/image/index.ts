export { Image, type AspectRatio, type ImageProps } from './Image';
