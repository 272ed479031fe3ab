import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * docs/configuration.md names every setting the Worker and the scripts read: the secrets and vars
 * declared in worker/bindings.ts, wrangler.toml's [vars] and bindings, and every `process.env.NAME`
 * of the scripts, the e2e and perf tests and the tool configs. A new one without its line fails here.
 */

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const reference = read("docs/configuration.md");

/** Names written as code in the reference: `NAME`. */
const documented = new Set([...reference.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]));

/** The `Secrets` interface of worker/bindings.ts: `NAME?: string;` lines. */
function declaredSecrets(): string[] {
	const source = read("worker/bindings.ts");
	const body = /interface Secrets \{([\s\S]*?)\n\}/.exec(source)?.[1] ?? "";
	return [...body.matchAll(/^\t([A-Z][A-Z0-9_]+)\?:/gm)].map((match) => match[1] ?? "");
}

/** wrangler.toml's [vars] keys and its binding names. */
function wranglerNames(): string[] {
	const toml = read("wrangler.toml");
	const vars = /\[vars\]([\s\S]*?)(?:\n\[|$)/.exec(toml)?.[1] ?? "";
	const keys = [...vars.matchAll(/^([A-Z][A-Z0-9_]+)\s*=/gm)].map((match) => match[1] ?? "");
	const bindings = [...toml.matchAll(/^(?:binding|name)\s*=\s*"([A-Z][A-Z0-9_]+)"/gm)].map((match) => match[1] ?? "");
	return [...keys, ...bindings];
}

function filesUnder(dir: string): string[] {
	return readdirSync(path.join(root, dir)).flatMap((name) => {
		const relative = path.join(dir, name);
		return statSync(path.join(root, relative)).isDirectory() ? filesUnder(relative) : [relative];
	});
}

/** Every `process.env.NAME` the scripts, the e2e and perf tests and the tool configs read. */
function environmentReads(): string[] {
	const files = [
		...filesUnder("scripts"),
		...filesUnder("tests/e2e"),
		...filesUnder("tests/perf"),
		"playwright.config.ts",
		"vitest.config.ts",
		"vite.config.ts",
	].filter((file) => /\.(?:m?[jt]s)$/.test(file));
	const names = files.flatMap((file) => [...read(file).matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]));
	// PATH is the shell's, passed through.
	return [...new Set(names)].filter((name): name is string => !!name && name !== "PATH");
}

describe("the configuration reference (docs/configuration.md)", () => {
	it("finds the settings it checks", () => {
		expect(declaredSecrets()).toContain("BETA_PASSWORD");
		expect(wranglerNames()).toEqual(expect.arrayContaining(["PUBLIC_ORIGIN", "DB", "ADVENTURE_ROOM"]));
		expect(environmentReads()).toContain("E2E_PORT");
	});

	it.each([
		["worker/bindings.ts", declaredSecrets],
		["wrangler.toml", wranglerNames],
		["the scripts and tests", environmentReads],
	])("names every setting of %s", (_source, names) => {
		const missing = names().filter((name) => !documented.has(name));
		expect(missing, "settings without a line in docs/configuration.md").toEqual([]);
	});
});
