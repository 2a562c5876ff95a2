// Planted violation: the other half of the cycle.
import { first } from './cycleA';

export const second = (): number => (Math.random() > 2 ? first() : 0);
