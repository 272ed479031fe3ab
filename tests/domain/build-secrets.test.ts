import { execFile } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

/**
 * `npm run build` (vite build) leaves no local secrets in the build folder: the Cloudflare plugin
 * would copy .dev.vars (or, without one, the committed .env) beside the Worker it builds. Built
 * here into a folder of its own, so a developer's dist/ is left alone.
 */

const root = path.resolve(import.meta.dirname, "../..");
/** The plugin's pointer to the last build's Worker config; put back as it was after this build. */
const redirect = path.join(root, "web/.wrangler/deploy/config.json");
const redirectBefore = existsSync(redirect) ? readFileSync(redirect, "utf8") : null;
let outDir = "";

afterAll(async () => {
	if (redirectBefore !== null) writeFileSync(redirect, redirectBefore);
	if (outDir) await rm(path.dirname(outDir), { recursive: true, force: true });
});

describe("the build folder", () => {
	it("holds no .dev.vars", { timeout: 180_000 }, async () => {
		outDir = path.join(await mkdtemp(path.join(tmpdir(), "build-secrets-")), "dist");
		const vite = path.join(root, "node_modules/vite/bin/vite.js");
		await promisify(execFile)(process.execPath, [vite, "build", "--outDir", outDir, "--logLevel", "error"], {
			cwd: root,
			maxBuffer: 16 * 1024 * 1024,
		});
		const files = await readdir(outDir, { recursive: true });
		// The build ran: the page and the Worker are there.
		expect(files).toContain(path.join("client", "index.html"));
		expect(files.some((file) => file.endsWith("wrangler.json"))).toBe(true);
		expect(files.filter((file) => path.basename(file).startsWith(".dev.vars"))).toEqual([]);
	});
});
