import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureDevVars } from "../../scripts/local-env.mjs";

/**
 * The local sign-in (anyone as any e-mail) is on only where a run switches it on: `npm start` and
 * `npm run dev` through .dev.vars, the e2e server and the worker tests through their bindings.
 * A deploy reads wrangler.toml, which must never switch it on.
 */

const root = path.resolve(import.meta.dirname, "../..");
let dir: string;

beforeAll(async () => {
	dir = await mkdtemp(path.join(tmpdir(), "dev-vars-"));
});

afterAll(async () => {
	if (dir) await rm(dir, { recursive: true, force: true });
});

describe("LOCAL_SIGN_IN", () => {
	it("is not set in wrangler.toml (what a deploy gets)", async () => {
		const toml = await readFile(path.join(root, "wrangler.toml"), "utf8");
		expect(toml).not.toMatch(/^\s*LOCAL_SIGN_IN\s*=/m);
	});

	it("is switched on by the e2e server and the worker tests", async () => {
		expect(await readFile(path.join(root, "scripts/e2e-server.mjs"), "utf8")).toMatch(/LOCAL_SIGN_IN: "true"/);
		expect(await readFile(path.join(root, "vitest.config.ts"), "utf8")).toMatch(/LOCAL_SIGN_IN: "true"/);
	});

	it("is written into a new .dev.vars with the beta password and a signing secret", async () => {
		const file = path.join(dir, "new.dev.vars");
		expect(ensureDevVars(file)).toMatch(/Wrote/);
		const text = await readFile(file, "utf8");
		expect(text).toMatch(/^BETA_PASSWORD=letmein-local$/m);
		expect(text).toMatch(/^SESSION_SECRET=[0-9a-f]{64}$/m);
		expect(text).toMatch(/^LOCAL_SIGN_IN=true$/m);
		// A second run changes nothing.
		expect(ensureDevVars(file)).toBeNull();
		expect(await readFile(file, "utf8")).toBe(text);
	});

	it("is appended to a .dev.vars that predates the switch, keeping what was there", async () => {
		const file = path.join(dir, "old.dev.vars");
		await writeFile(file, "BETA_PASSWORD=mine\nSESSION_SECRET=abc");
		expect(ensureDevVars(file)).toMatch(/Added LOCAL_SIGN_IN=true/);
		const text = await readFile(file, "utf8");
		expect(text.startsWith("BETA_PASSWORD=mine\nSESSION_SECRET=abc\n")).toBe(true);
		expect(text).toMatch(/^LOCAL_SIGN_IN=true$/m);
		expect(ensureDevVars(file)).toBeNull();
	});

	it("is left alone when a .dev.vars says otherwise", async () => {
		const file = path.join(dir, "off.dev.vars");
		await writeFile(file, "BETA_PASSWORD=mine\nLOCAL_SIGN_IN=false\n");
		expect(ensureDevVars(file)).toBeNull();
		expect(await readFile(file, "utf8")).toBe("BETA_PASSWORD=mine\nLOCAL_SIGN_IN=false\n");
	});
});
