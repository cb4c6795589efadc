export { Card, cardHeadingLevels, type CardHeadingLevel, type CardProps } from './Card';
