export { STAT_NOT_AVAILABLE, StatTile, type StatTileProps } from './StatTile';
