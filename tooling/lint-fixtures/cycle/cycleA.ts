// Planted violation: cycleA imports cycleB, which imports cycleA back.
import { second } from './cycleB';

export const first = (): number => second() + 1;
