export { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, Tooltip, type TooltipProps } from './Tooltip';
