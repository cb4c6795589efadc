export { VideoAccordion, type VideoAccordionProps, type VideoTopic } from './VideoAccordion';
