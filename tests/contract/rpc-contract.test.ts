import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The SPA is typed from the Worker's routes (hc<AppType>): renaming a field of a route's answer
 * must break the SPA's type check. A copy of the sources is checked as they are, then with one
 * field of an answer the SPA reads renamed: generate-title's `{ title }`, which the route answers as
 * its service returns it.
 */

const root = path.resolve(import.meta.dirname, "../..");
/** The sources of the SPA project and of the worker project it references (their tests left out). */
const SOURCES = [
	"web/src",
	"domain",
	"worker",
	"durable-objects",
	"worker-configuration.d.ts",
	"tsconfig.base.json",
	"tsconfig.app.json",
	"tsconfig.worker.json",
	"package.json",
];
/** The title suggestion's answer shape, as the service declares and builds it. */
const ANSWER = /\{ title: (string|await)\b/g;

let copy: string;

async function typecheck(): Promise<{ ok: boolean; output: string }> {
	const tsc = path.join(root, "node_modules/typescript/bin/tsc");
	try {
		await promisify(execFile)(process.execPath, [tsc, "-b", "tsconfig.app.json"], { cwd: copy });
		return { ok: true, output: "" };
	} catch (error) {
		const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
		return { ok: false, output: `${stdout}${stderr}` };
	}
}

async function filesUnder(dir: string): Promise<string[]> {
	const entries = await readdir(dir, { withFileTypes: true, recursive: true });
	return entries.filter((e) => e.isFile() && e.name.endsWith(".ts")).map((e) => path.join(e.parentPath, e.name));
}

beforeAll(async () => {
	copy = await mkdtemp(path.join(tmpdir(), "rpc-contract-"));
	await Promise.all(SOURCES.map((source) => cp(path.join(root, source), path.join(copy, source), { recursive: true })));
	// node_modules by links, except .tmp: the copy's build info and declarations stay in the copy.
	await mkdir(path.join(copy, "node_modules"));
	const modules = await readdir(path.join(root, "node_modules"));
	await Promise.all(
		modules
			.filter((name) => name !== ".tmp")
			.map((name) => symlink(path.join(root, "node_modules", name), path.join(copy, "node_modules", name))),
	);
});

afterAll(async () => {
	if (copy) await rm(copy, { recursive: true, force: true });
});

describe("the SPA's API contract", () => {
	it("type-checks as it is", async () => {
		const result = await typecheck();
		expect(result.output).toBe("");
		expect(result.ok).toBe(true);
	});

	it("breaks in web/ when a route renames a field of its answer", async () => {
		const files = [];
		for (const file of await filesUnder(path.join(copy, "worker"))) {
			const source = await readFile(file, "utf8");
			if (source.match(ANSWER)) files.push({ file, source });
		}
		expect(files, "exactly one file builds the `{ title: … }` answer").toHaveLength(1);
		const [answer] = files as [{ file: string; source: string }];
		await writeFile(answer.file, answer.source.replace(ANSWER, "{ heading: $1"));

		const result = await typecheck();
		expect(result.ok).toBe(false);
		const errors = result.output.split("\n").filter((line) => /error TS\d+/.test(line));
		expect(errors.some((line) => line.startsWith("web/src/") && line.includes("'title'"))).toBe(true);
		// The Worker itself still compiles: the break is the SPA's.
		expect(errors.filter((line) => !line.startsWith("web/"))).toEqual([]);
	});
});
