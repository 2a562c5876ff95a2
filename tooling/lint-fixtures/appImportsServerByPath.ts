// Planted violation: the web app reaches into the server's sources by a relative path.
import { loadConfig } from '../../server/src/config';

export const config = loadConfig;
