/** Compiles `entry` (a path or file URL of a .ts module) into one ES module; answers the compiled file's path. See compile.mjs. */
export function compile(entry: string | URL): Promise<string>;
