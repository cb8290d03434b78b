export { ThumbnailGallery, type ThumbnailGalleryProps, type ThumbnailItem } from './ThumbnailGallery';
