/**
 * The environment a child process the CLI starts inherits (this process's own), with
 * `overrides` on top: e.g. the web app's build runs with NODE_ENV=production whatever ours is.
 */
export function childProcessEnvironment(overrides: Readonly<Record<string, string>>): NodeJS.ProcessEnv {
  return { ...process.env, ...overrides };
}
