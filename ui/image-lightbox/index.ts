export { ImageLightbox, type ImageLightboxProps, type LightboxImage } from './ImageLightbox';
