import { expect, it } from 'vitest';
import { ENGINE_VERSION } from '@rei/engine';
it('server resolves engine source', () => { expect(ENGINE_VERSION).toBe('0.1.0'); });
