// Planted violation: the web app imports server runtime code instead of the contract.
import { startServer } from '@rei/server/server';

export const start = startServer;
