import { numeric } from 'drizzle-orm/pg-core';

/** Currency in dollars with cents, read back as a string (convert at the service boundary). */
export const nycMoney = (name: string) => numeric(name, { precision: 14, scale: 2 });
