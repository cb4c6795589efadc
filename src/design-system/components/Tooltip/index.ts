export { Tooltip, tooltipPlacements, type TooltipPlacement, type TooltipProps } from './Tooltip';
