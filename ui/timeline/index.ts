export { Timeline, TimelineItem, type TimelineItemProps, type TimelineProps } from './Timeline';
