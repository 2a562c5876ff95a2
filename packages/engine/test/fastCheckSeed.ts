import fc from 'fast-check';

/**
 * Property-based runs: random inputs locally (a failure prints its seed and counterexample), one
 * fixed seed in CI so a submission is judged on reproducible inputs. `FC_SEED=<n>` replays a run.
 */
const CI_SEED = 20_261_123;
const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : process.env.CI ? CI_SEED : undefined;
if (seed !== undefined && Number.isFinite(seed)) fc.configureGlobal({ seed });
