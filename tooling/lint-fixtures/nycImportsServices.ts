// Planted violation: nyc/ (below services/) reaches back up into a service.
import { createAccount } from '../services/users';

export const create = createAccount;
