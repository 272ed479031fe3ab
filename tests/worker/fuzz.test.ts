import { inspectRoutes } from "hono/dev";
import { beforeAll, describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import { call } from "./helpers";
import { buildWorld, snapshotD1, type World, WRITE_ENDPOINTS, type WriteEndpoint } from "./write-endpoints";

/**
 * The fuzz suite: at least 20 bad inputs for every write endpoint with a JSON body — wrong types,
 * missing and extra fields, huge and empty strings, control characters, impossible dates,
 * out-of-range coordinates, non-JSON bodies and wrong content types, a 5 MB body. Each is answered
 * 4xx with a JSON `{error}`, and nothing in D1 changes (every row of every table compared).
 */

interface BadInput {
	label: string;
	/** 413 for bodies over the limit; otherwise any 4xx. */
	status?: number;
	request: (w: World) => { body: BodyInit; contentType: string | null };
}

const asJson = (value: unknown) => ({ body: JSON.stringify(value), contentType: "application/json" });
const raw = (body: BodyInit, contentType: string | null) => ({ body, contentType });

/** The wrong-typed stand-in for a value: a string for anything else, a number for a string. */
function wrongType(value: unknown): unknown {
	if (typeof value === "string") return 12345;
	if (typeof value === "number") return String(value);
	if (typeof value === "boolean") return "yes";
	if (Array.isArray(value)) return "not-a-list";
	if (value === null) return { nested: true };
	return "not-an-object";
}

const without = (body: Record<string, unknown>, field: string) => {
	const { [field]: _dropped, ...rest } = body;
	return rest;
};

const HUGE = "x".repeat(50_000);
const FIVE_MB = "y".repeat(5 * 1024 * 1024);
/** What one-line fields refuse inside: each line break a reader may start a new line at. */
const LINE_BREAKS: [name: string, text: string][] = [
	["a line feed", "\n"],
	["a carriage return", "\r"],
	["CR LF", "\r\n"],
	["a next line (U+0085)", "\u0085"],
	["a line separator (U+2028)", "\u2028"],
	["a paragraph separator (U+2029)", "\u2029"],
];

function badInputs(endpoint: WriteEndpoint, sample: Record<string, unknown>): BadInput[] {
	const mutate = (label: string, change: (valid: Record<string, unknown>) => unknown): BadInput => ({
		label,
		request: (w) => asJson(change(endpoint.valid(w))),
	});
	const inputs: BadInput[] = [
		{ label: "malformed JSON", request: () => raw('{"a": ', "application/json") },
		{ label: "an empty body", request: () => raw("", "application/json") },
		{ label: "JSON sent as text/plain", request: (w) => raw(JSON.stringify(endpoint.valid(w)), "text/plain") },
		{ label: "a form-encoded body", request: () => raw("a=1&b=2", "application/x-www-form-urlencoded") },
		{
			label: "a JSON body without a Content-Type",
			request: (w) => raw(new TextEncoder().encode(JSON.stringify(endpoint.valid(w))), null),
		},
		{ label: "JSON null", request: () => asJson(null) },
		{ label: "a JSON list", request: (w) => asJson([endpoint.valid(w)]) },
		{ label: "a JSON string", request: () => asJson("hello") },
		{ label: "a JSON number", request: () => asJson(42) },
		{ label: "JSON true", request: () => asJson(true) },
		mutate("an extra field", (valid) => ({ ...valid, isAdmin: true })),
		{
			label: "a __proto__ key",
			request: (w) =>
				raw(`{"__proto__":{"isAdmin":true},${JSON.stringify(endpoint.valid(w)).slice(1)}`, "application/json"),
		},
		mutate("a deeply nested extra field", (valid) => ({
			...valid,
			deep: Array.from({ length: 200 }).reduce<unknown>((inner) => ({ inner }), 1),
		})),
		{
			label: "a 5 MB body with an extra field",
			status: 413,
			request: (w) => asJson({ ...endpoint.valid(w), padding: FIVE_MB }),
		},
	];
	for (const field of Object.keys(sample)) {
		if (endpoint.lenient?.includes(field)) continue;
		inputs.push(mutate(`${field} of the wrong type`, (valid) => ({ ...valid, [field]: wrongType(valid[field]) })));
	}
	for (const field of endpoint.required) {
		inputs.push(mutate(`no ${field}`, (valid) => without(valid, field)));
		inputs.push(mutate(`${field} null`, (valid) => ({ ...valid, [field]: null })));
	}
	for (const field of endpoint.text ?? []) {
		inputs.push(mutate(`${field} with a NUL`, (valid) => ({ ...valid, [field]: "Fuzz\u0000text" })));
		inputs.push(mutate(`${field} with an escape code`, (valid) => ({ ...valid, [field]: "Fuzz\u001b[31mred" })));
		inputs.push(mutate(`${field} of 50,000 characters`, (valid) => ({ ...valid, [field]: HUGE })));
	}
	for (const field of endpoint.oneLine ?? []) {
		for (const [name, lineBreak] of LINE_BREAKS) {
			inputs.push({
				...mutate(`${field} with ${name}`, (valid) => ({ ...valid, [field]: `Fuzz${lineBreak}IMPORTANT SYSTEM NOTE` })),
				status: 400,
			});
		}
	}
	for (const field of endpoint.ids ?? []) {
		inputs.push(mutate(`an empty ${field}`, (valid) => ({ ...valid, [field]: "" })));
		inputs.push(mutate(`a blank ${field}`, (valid) => ({ ...valid, [field]: "   " })));
		inputs.push(mutate(`${field} of 50,000 characters`, (valid) => ({ ...valid, [field]: HUGE })));
		inputs.push(mutate(`${field} with a NUL`, (valid) => ({ ...valid, [field]: `${valid[field]}\u0000` })));
	}
	return inputs;
}

/** A stand-in world for listing the cases (ids only shape the bodies). */
const SAMPLE_WORLD: World = {
	me: { cookie: "", beta: "", session: "", sessionId: "", user: { id: "u", email: null, isAdmin: false } },
	beta: "",
	adventureId: "a",
	pathId: "p",
	stopIds: ["s1", "s2", "s3"],
	placeId: "cat:x",
	emailLinkToken: "A".repeat(43),
	admin: { cookie: "", beta: "", session: "", sessionId: "", user: { id: "a", email: null, isAdmin: true } },
	bugReportId: "b",
};

function send(endpoint: WriteEndpoint, w: World, request: { body: BodyInit; contentType: string | null }) {
	const headers: Record<string, string> = { ...endpoint.headers(w) };
	if (request.contentType) headers["Content-Type"] = request.contentType;
	return call(endpoint.path(w), { method: endpoint.method, headers, body: request.body });
}

let world: World;

beforeAll(async () => {
	world = await buildWorld();
});

it("covers every registered write route that reads a JSON body", () => {
	const listed = new Set(WRITE_ENDPOINTS.map((e) => e.route));
	const bodiless = new Set([
		"DELETE /api/adventures/:id",
		"DELETE /api/saved-places/:googlePlaceId",
		"DELETE /api/paths/:id",
		"DELETE /api/path-stops/:id",
		"DELETE /api/guide-ai/conversation/:key",
		"POST /api/paths/:id/optimize",
		"POST /api/auth/sign-out-everywhere",
		"POST /api/adventures/:id/share-link",
		"DELETE /api/adventures/:id/share-link",
		// Multipart, not JSON: its bad bodies (no image, text named .jpg, 6 MB) are in profile.test.ts.
		"POST /api/upload/profile-image",
		"DELETE /api/admin/users/:id",
		"DELETE /api/bug-reports/:id",
	]);
	const writes = inspectRoutes(app)
		.filter((r) => !r.isMiddleware && ["POST", "PUT", "PATCH", "DELETE"].includes(r.method))
		.map((r) => `${r.method} ${r.path}`)
		.filter((key) => !bodiless.has(key));
	expect(
		[...new Set(writes)].filter((key) => !listed.has(key)),
		"write routes without fuzz cases",
	).toEqual([]);
});

for (const endpoint of WRITE_ENDPOINTS) {
	const inputs = badInputs(endpoint, endpoint.valid(SAMPLE_WORLD));
	const extras = (endpoint.extra?.(SAMPLE_WORLD) ?? []).map(([label], index) => ({
		label,
		request: (w: World) => asJson(endpoint.extra?.(w)[index]?.[1]),
	}));
	const all: BadInput[] = [...inputs, ...extras];

	describe(endpoint.route, () => {
		it("has at least 20 bad inputs", () => {
			expect(all.length).toBeGreaterThanOrEqual(20);
		});

		it.each(all.map((input) => [input.label, input] as const))(
			"%s: 4xx JSON {error}, D1 unchanged",
			async (_label, input) => {
				const before = await snapshotD1();
				const res = await send(endpoint, world, input.request(world));
				const text = await res.text();
				if (input.status) expect(res.status, text).toBe(input.status);
				expect(res.status, text).toBeGreaterThanOrEqual(400);
				expect(res.status, text).toBeLessThan(500);
				expect(res.headers.get("Content-Type"), text).toMatch(/^application\/json/);
				expect(JSON.parse(text)).toMatchObject({ error: expect.any(String) });
				expect(await snapshotD1(), `D1 changed after ${input.label}`).toBe(before);
			},
		);

		it("still accepts its valid body (the cases above are refused for what they break)", async () => {
			const fresh = await buildWorld();
			const res = await send(endpoint, fresh, asJson(endpoint.valid(fresh)));
			expect(res.status, await res.text()).toBeLessThan(300);
		});
	});
}
