export { Carousel, CarouselSlide, type CarouselProps, type CarouselSlideProps } from './Carousel';
