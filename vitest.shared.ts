import { defaultServerConditions } from 'vite';

/** Resolve workspace packages to their TypeScript sources (the `source` export condition). */
export const sourceConditions = ['source', ...defaultServerConditions];
