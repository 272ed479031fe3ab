import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The layering rules of docs/architecture.md are Biome's `noRestrictedImports` overrides. Each case
 * writes one file into an empty copy of the project's Biome config and lints it: the forbidden
 * imports must fail, their allowed neighbours must pass.
 */

const root = path.resolve(import.meta.dirname, "../..");
const biome = path.join(root, "node_modules/@biomejs/biome/bin/biome");
let dir: string;

beforeAll(async () => {
	dir = await mkdtemp(path.join(tmpdir(), "import-rules-"));
	await cp(path.join(root, "biome.json"), path.join(dir, "biome.json"));
});

afterAll(async () => {
	if (dir) await rm(dir, { recursive: true, force: true });
});

async function lint(file: string, source: string): Promise<string> {
	await mkdir(path.join(dir, path.dirname(file)), { recursive: true });
	await writeFile(path.join(dir, file), source);
	try {
		await promisify(execFile)(process.execPath, [biome, "lint", "--vcs-enabled=false", file], { cwd: dir });
		return "";
	} catch (error) {
		const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
		return `${stdout}${stderr}`;
	}
}

const use = (specifier: string, name = "x") =>
	`import { ${name} } from "${specifier}";\nexport const probe = ${name};\n`;

describe("import rules", () => {
	it.each([
		["worker/routes/a.ts", use("../providers/places"), "a route calls a provider"],
		["worker/routes/a.ts", use("../db"), "a route queries the database"],
		["worker/routes/a.ts", use("drizzle-orm", "eq"), "a route builds a query"],
		["worker/services/a.ts", use("hono", "Hono"), "a service knows HTTP"],
		["worker/providers/places/a.ts", use("../../services/places"), "a provider calls a service"],
		["worker/db/a.ts", use("../services/places"), "a query module calls a service"],
		["durable-objects/a.ts", use("drizzle-orm", "eq"), "the room runs its own query"],
		["domain/a.ts", use("hono", "Hono"), "domain/ imports a framework"],
		["web/src/features/workspace/a.ts", use("../places/use-place-save"), "a feature reaches into another's files"],
		["web/src/features/workspace/components/a.ts", use("../../places/api/save-place"), "a nested file does"],
		["web/src/features/places/a.ts", use("../../../../worker/app"), "a feature imports the Worker"],
		["web/src/lib/a.ts", use("../features/places"), "shared web code imports a feature"],
	])("%s: fails when %s", async (file, source) => {
		expect(await lint(file, source)).toContain("noRestrictedImports");
	});

	it.each([
		["worker/routes/a.ts", use("../services/places")],
		["worker/services/a.ts", use("../db/places")],
		["worker/services/a.ts", use("../providers/places")],
		["worker/providers/places/a.ts", use("../../db/places")],
		["web/src/features/workspace/a.ts", use("../places")],
		["web/src/features/places/components/a.ts", use("../api/save-place")],
		["web/src/features/places/a.ts", use("../../../../domain/place/place")],
	])("%s: passes for %s", async (file, source) => {
		expect(await lint(file, source)).not.toContain("noRestrictedImports");
	});
});
