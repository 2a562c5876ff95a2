export { NOT_FOUND_TEXT, NotFoundScreen, type NotFoundScreenProps } from './NotFoundScreen';
