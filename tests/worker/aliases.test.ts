import { beforeAll, describe, expect, it } from "vitest";
import { ALIASES } from "../../worker/routes/aliases";
import { insertPlace, insertPlaces } from "./fixtures/places";
import { betaCookie, call, insertAdventure, insertUser, json, type SignedIn, signIn } from "./helpers";

/**
 * The spec's second URLs for one action (worker/routes/aliases.ts) answer exactly what their
 * canonical route answers, whoever asks and whatever they send: status, type, body and redirect.
 */

let owner: SignedIn;
let stranger: SignedIn;
let beta: string;
let mine: string;
let theirsPublic: string;
let theirsPrivate: string;
const placeId = "cat:fx-aquarium";

beforeAll(async () => {
	await insertPlaces();
	[owner, stranger] = await Promise.all([signIn(), signIn()]);
	beta = await betaCookie();
	mine = await insertAdventure(owner.user.id);
	const other = await insertUser();
	theirsPublic = await insertAdventure(other, { isPublic: true });
	theirsPrivate = await insertAdventure(other);
	const save = await call(
		`/api/places/${placeId}/save`,
		json({ adventureId: mine, kidAges: [] }, { headers: { Cookie: owner.cookie } }),
	);
	expect(save.status).toBe(200);
});

interface Answer {
	status: number;
	type: string | null;
	location: string | null;
	body: string;
}

async function answer(path: string, cookie: string): Promise<Answer> {
	const res = await call(path, { headers: cookie ? { Cookie: cookie } : {} });
	return {
		status: res.status,
		type: res.headers.get("Content-Type"),
		location: res.headers.get("Location"),
		body: await res.text(),
	};
}

/** Every kind of caller: the owner, a stranger, signed out past the gate, and no cookie at all. */
const callers = () => ({ owner: owner.cookie, stranger: stranger.cookie, beta, anon: "" });

async function expectSameAnswers(alias: string, canonical: string) {
	for (const [who, cookie] of Object.entries(callers())) {
		const [a, b] = await Promise.all([answer(alias, cookie), answer(canonical, cookie)]);
		expect(a, `${who}: ${alias} answers as ${canonical}`).toEqual(b);
	}
}

describe("aliases answer as their canonical route", () => {
	it("GET /api/places/{id}/details = GET /api/places/details/{id}", async () => {
		const other = await insertPlace({ name: "Alias Park" });
		for (const id of [placeId, other, "cat:no-such-place", "x".repeat(301)]) {
			await expectSameAnswers(
				`/api/places/${encodeURIComponent(id)}/details`,
				`/api/places/details/${encodeURIComponent(id)}`,
			);
		}
		const ok = await answer(`/api/places/${placeId}/details`, owner.cookie);
		expect(ok.status).toBe(200);
		expect(JSON.parse(ok.body)).toMatchObject({ googlePlaceId: placeId });
	});

	it("GET /api/saved-places/check/{place}/{adventure} = GET /api/saved-places/check?googlePlaceId&adventureId", async () => {
		for (const adventureId of [mine, theirsPublic, theirsPrivate, "no-such-adventure"]) {
			for (const id of [placeId, "cat:fx-zoo"]) {
				await expectSameAnswers(
					`/api/saved-places/check/${encodeURIComponent(id)}/${adventureId}`,
					`/api/saved-places/check?${new URLSearchParams({ googlePlaceId: id, adventureId })}`,
				);
			}
		}
		const saved = await answer(`/api/saved-places/check/${placeId}/${mine}`, owner.cookie);
		expect(JSON.parse(saved.body)).toMatchObject({ isSaved: true });
	});

	it("GET /api/adventures/{id}/saved-places = GET /api/saved-places?adventureId", async () => {
		for (const adventureId of [mine, theirsPublic, theirsPrivate, "no-such-adventure"]) {
			await expectSameAnswers(
				`/api/adventures/${adventureId}/saved-places`,
				`/api/saved-places?adventureId=${adventureId}`,
			);
		}
		const list = await answer(`/api/adventures/${mine}/saved-places`, owner.cookie);
		expect(JSON.parse(list.body)).toHaveLength(1);
	});

	it("GET /api/login = GET /api/auth/login, returnTo included", async () => {
		await expectSameAnswers("/api/login", "/api/auth/login");
		await expectSameAnswers("/api/login?returnTo=%2Fadventure%2Fabc", "/api/auth/login?returnTo=%2Fadventure%2Fabc");
		await expectSameAnswers(
			"/api/login?returnTo=https%3A%2F%2Fevil.example",
			"/api/auth/login?returnTo=https%3A%2F%2Fevil.example",
		);
		const res = await answer("/api/login?returnTo=%2Fadventure%2Fabc", beta);
		expect(res.status).toBe(302);
		expect(res.location).toBe("/sign-in?returnTo=%2Fadventure%2Fabc");
	});

	it("checks the query as the canonical route does: an unknown parameter is a 400 under both URLs", async () => {
		for (const path of [
			`/api/saved-places/check/${placeId}/${mine}?x=1`,
			`/api/adventures/${mine}/saved-places?userId=x`,
		]) {
			const res = await answer(path, owner.cookie);
			expect(res.status, path).toBe(400);
			expect(JSON.parse(res.body)).toMatchObject({ error: expect.any(String) });
		}
	});
});

/**
 * Every alias pattern, each of its parameters set to a path segment of the alias or of its
 * canonical route (plain and percent-encoded): the answer comes in one hop, as the canonical
 * route's own answer, never a 5xx. Generated from the ALIASES table, so a new alias is covered.
 */
describe("an alias never forwards to a path an alias matches", () => {
	/** A parameter value as it appears in the URL: each segment plain, with one letter encoded, fully encoded, and joined by an encoded slash. */
	function urlValuesOf(segments: string[]): string[] {
		const encodeAll = (text: string) =>
			[...new TextEncoder().encode(text)]
				.map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`)
				.join("");
		// (Not `%2E%2E`: the URL parser reads it as `..` before any route sees it.)
		const values = new Set<string>(["%2F", "%252F", "%00", "api"]);
		for (const segment of segments) {
			values.add(encodeURIComponent(segment));
			values.add(`${encodeAll(segment.slice(0, 1))}${encodeURIComponent(segment.slice(1))}`);
			values.add(encodeAll(segment));
			values.add(`${encodeURIComponent(segment)}%2F${encodeURIComponent(segment)}`);
		}
		return [...values];
	}

	const cases = Object.entries(ALIASES).flatMap(([key, canonicalOf]) => {
		const [method = "GET", pattern = "/"] = key.split(" ");
		const names = [...pattern.matchAll(/:(\w+)/g)].map((match) => match[1] ?? "");
		const canonicalPath = canonicalOf(() => "x").path;
		const segments = [...pattern.split("/"), ...canonicalPath.split("/")].filter((s) => s && !s.startsWith(":"));
		// One case per parameter and value (an alias without parameters: its own path, once).
		const settings = names.length
			? names.flatMap((name) => urlValuesOf(segments).map((value) => ({ name, value })))
			: [{ name: "", value: "" }];
		return settings.map(({ name, value }) => {
			const path = `/api${pattern.replace(/:(\w+)/g, (_, other: string) => (other === name ? value : "x"))}`;
			// The canonical request the alias should build, from the decoded values Hono gives the handler.
			const canonical = canonicalOf((other) => (other === name ? decodeURIComponent(value) : "x"));
			const target = new URL(canonical.path, "http://localhost");
			for (const [q, v] of Object.entries(canonical.query ?? {})) target.searchParams.set(q, v);
			return { key, method, path, canonical: `${target.pathname}${target.search}` };
		});
	});

	it("answers a canonical path that an alias matches too as an unknown path, at once", async () => {
		for (const path of ["/api/places/details/details", "/api/places/%64etails/details"]) {
			for (const method of ["GET", "HEAD"]) {
				const res = await call(path, { method, headers: { Cookie: owner.cookie } });
				expect(res.status, `${method} ${path}`).toBe(404);
				if (method === "GET") expect(await res.json()).toEqual({ error: "Not found" });
			}
		}
	});

	it("covers every alias", () => {
		expect(new Set(cases.map((one) => one.key))).toEqual(new Set(Object.keys(ALIASES)));
	});

	it.each(cases)("$method $path answers as $canonical", async ({ method, path, canonical }) => {
		for (const cookie of [owner.cookie, ""]) {
			for (const verb of [method, "HEAD"]) {
				const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
				const [alias, direct] = await Promise.all([
					call(path, { method: verb, headers }),
					call(canonical, { method: verb, headers }),
				]);
				expect(alias.status, `${verb} ${path}`).toBeLessThan(500);
				expect(alias.status, `${verb} ${path} answers as ${canonical}`).toBe(direct.status);
				expect(await alias.text()).toBe(await direct.text());
			}
		}
	});
});
