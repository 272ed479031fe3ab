// Types of local-env.mjs for the TypeScript tests that import it.

/** Writes or completes `.dev.vars` (default: the project's); returns what it did, or null. */
export function ensureDevVars(file?: string): string | null;
