export { SecretShownOnce, type SecretShownOnceProps } from './SecretShownOnce';
