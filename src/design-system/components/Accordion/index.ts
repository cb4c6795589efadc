export { Accordion, accordionHeadingLevels, type AccordionHeadingLevel, type AccordionItem, type AccordionProps } from './Accordion';
