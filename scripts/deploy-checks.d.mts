// Types of deploy-checks.mjs for the TypeScript tests that import it.

/** PUBLIC_ORIGIN as wrangler.toml's [vars] sets it ("" when absent). */
export function publicOriginIn(toml: string): string;

/** What stops a deploy (`errors`) and what it only reports (`warnings`); `secrets` null: not listed. */
export function deployProblems(input: { publicOrigin: string; secrets: string[] | null }): {
	errors: string[];
	warnings: string[];
};
