import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { deployProblems, publicOriginIn } from "../../scripts/deploy-checks.mjs";

/**
 * `npm run deploy` stops before deploying a Worker that would fail closed: no PUBLIC_ORIGIN (no
 * links) or no SESSION_SECRET (nobody passes the beta gate); LOCAL_SIGN_IN as a secret is reported.
 */

const root = path.resolve(import.meta.dirname, "../..");

describe("npm run deploy's checks", () => {
	it("reads PUBLIC_ORIGIN from wrangler.toml, which ships it empty", async () => {
		expect(publicOriginIn(await readFile(path.join(root, "wrangler.toml"), "utf8"))).toBe("");
		expect(publicOriginIn('[vars]\nPUBLIC_ORIGIN = "https://trips.example.org"\n')).toBe("https://trips.example.org");
	});

	it("stops without PUBLIC_ORIGIN or SESSION_SECRET, naming each", () => {
		const { errors } = deployProblems({ publicOrigin: "", secrets: ["BETA_PASSWORD"] });
		expect(errors).toHaveLength(2);
		expect(errors[0]).toMatch(/^PUBLIC_ORIGIN is not set/);
		expect(errors[1]).toMatch(/^SESSION_SECRET is not set/);
		expect(deployProblems({ publicOrigin: "trips.example.org", secrets: ["SESSION_SECRET"] }).errors).toEqual([
			expect.stringMatching(/^PUBLIC_ORIGIN is not set/),
		]);
	});

	it("deploys a complete configuration, warning about what it cannot check or the Worker ignores", () => {
		const complete = { publicOrigin: "https://trips.example.org", secrets: ["BETA_PASSWORD", "SESSION_SECRET"] };
		expect(deployProblems(complete)).toEqual({ errors: [], warnings: [] });
		expect(deployProblems({ ...complete, secrets: null })).toEqual({
			errors: [],
			warnings: [expect.stringMatching(/SESSION_SECRET/)],
		});
		expect(deployProblems({ ...complete, secrets: ["SESSION_SECRET", "LOCAL_SIGN_IN"] })).toEqual({
			errors: [],
			warnings: [expect.stringMatching(/^LOCAL_SIGN_IN is set as a secret/)],
		});
	});
});
