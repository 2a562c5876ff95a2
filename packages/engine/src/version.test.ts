import { describe, expect, it } from 'vitest';
import { ENGINE_VERSION } from './index';
describe('version', () => { it('is semver', () => { expect(ENGINE_VERSION).toMatch(/^\d+\.\d+\.\d+$/); }); });
