// Planted violation: the contract (loaded by the browser) imports the server's database client.
import { openDatabase } from '../db/client';

export const open = openDatabase;
