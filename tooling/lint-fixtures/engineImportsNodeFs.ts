// Planted violation: the engine reads a file (engine code imports only decimal.js, zod and itself).
import { readFileSync } from 'node:fs';

export const readRates = (file: string): string => readFileSync(file, 'utf8');
