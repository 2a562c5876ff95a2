export { WATCH_BUTTON_TEXT, WatchButton, type WatchButtonProps } from './WatchButton';
