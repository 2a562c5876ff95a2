/**
 * The one list of test projects. Each entry is a folder holding its own
 * `vitest.config.ts`; the root `vitest.config.ts` passes this list to Vitest
 * as `test.projects` (Vitest 4+ no longer reads this file on its own).
 */
export const testProjects = ['packages/engine', 'packages/server', 'packages/ui', 'packages/app', 'e2e', 'tooling'];

export default testProjects;
