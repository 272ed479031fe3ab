import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOO_MANY_REQUESTS } from "../../domain/api/http";
import { GUIDE_MESSAGES_PER_MINUTE, GUIDE_REPLACEMENTS_PER_MINUTE, guideMessages } from "../../domain/guide/guide";
import {
	PLACE_LOOKUPS_PER_MINUTE,
	PLACE_PHOTOS_PER_MINUTE,
	PLACE_SUMMARIES_PER_MINUTE,
} from "../../domain/place/place";
import { BETA_ATTEMPTS_PER_MINUTE } from "../../domain/user/beta";
import { SUGGESTIONS_PER_MINUTE } from "../../worker/services/adventure-suggestions";
import { FakeGooglePlaces } from "./fake-google-places";
import { FakeOpenAi, text } from "./fake-openai";
import { call, callWith, insertAdventure, json, signIn, uniqueIp } from "./helpers";
import { insertPlace } from "./path-fixtures";

/**
 * Every rate limit under a parallel burst: 100 requests at once never get more than the limit
 * through, and every refused one is a 429 JSON `{error}` with Retry-After. Anonymous limits count
 * per client address (CF-Connecting-IP alone, IPv6 by /64); signed-in limits per user.
 */

const BURST = 100;

interface Outcome {
	status: number;
	body: unknown;
	retryAfter: string | null;
}

/** Fires `n` requests at once and collects their answers. */
async function burst(n: number, send: (i: number) => Promise<Response>): Promise<Outcome[]> {
	return Promise.all(
		Array.from({ length: n }, async (_, i) => {
			const res = await send(i);
			const body = res.headers.get("Content-Type")?.startsWith("application/json")
				? await res.json()
				: await res.text();
			return { status: res.status, body, retryAfter: res.headers.get("Retry-After") };
		}),
	);
}

/** Exactly `passed` answers with `okStatus`, the rest 429 with the limit's message and Retry-After. */
function expectLimited(outcomes: Outcome[], okStatus: number, passed: number, message: string): void {
	const statuses = outcomes.map((o) => o.status);
	expect(statuses.filter((s) => s === okStatus)).toHaveLength(passed);
	expect(statuses.filter((s) => s === 429)).toHaveLength(outcomes.length - passed);
	for (const refused of outcomes.filter((o) => o.status === 429)) {
		expect(refused.body).toEqual({ error: message });
		expect(refused.retryAfter).toBe("60");
	}
}

describe("beta password: 10 wrong a minute per client", () => {
	const BETA_MESSAGE = "Too many attempts. Please wait a minute and try again.";
	const wrong = (i: number, headers: Record<string, string>) =>
		call("/api/beta/authenticate", json({ password: `wrong-${i}` }, { headers }));

	it(`lets ${BETA_ATTEMPTS_PER_MINUTE} of ${BURST} parallel wrong passwords from one address be checked`, async () => {
		const ip = uniqueIp();
		const outcomes = await burst(BURST, (i) => wrong(i, { "CF-Connecting-IP": ip }));
		expectLimited(outcomes, 401, BETA_ATTEMPTS_PER_MINUTE, BETA_MESSAGE);
	});

	it("counts an IPv6 client's whole /64 as one client", async () => {
		const [a = 0, b = 0] = crypto.getRandomValues(new Uint16Array(2));
		const prefix = `2001:db8:${a.toString(16)}:${b.toString(16)}`;
		const outcomes = await burst(BURST, (i) =>
			wrong(i, { "CF-Connecting-IP": `${prefix}:${(i + 1).toString(16)}::${i}` }),
		);
		expectLimited(outcomes, 401, BETA_ATTEMPTS_PER_MINUTE, BETA_MESSAGE);
	});

	it("counts IPv4-mapped IPv6 and the IPv4 spelling of one address together", async () => {
		const [a = 0, b = 0] = crypto.getRandomValues(new Uint8Array(2));
		const v4 = `198.51.${a}.${b}`;
		const outcomes = await burst(BURST, (i) => wrong(i, { "CF-Connecting-IP": i % 2 === 0 ? v4 : `::ffff:${v4}` }));
		expectLimited(outcomes, 401, BETA_ATTEMPTS_PER_MINUTE, BETA_MESSAGE);
	});

	it("ignores X-Real-IP: a client cannot get a fresh window by inventing addresses", async () => {
		// No CF-Connecting-IP (a local run): every request is in the one local bucket.
		const outcomes = await burst(BURST, (i) =>
			wrong(i, { "X-Real-IP": `203.0.113.${i}`, "X-Forwarded-For": `192.0.2.${i}` }),
		);
		expectLimited(outcomes, 401, BETA_ATTEMPTS_PER_MINUTE, BETA_MESSAGE);
	});

	it("keeps other clients' windows apart", async () => {
		const ip = uniqueIp();
		await burst(BETA_ATTEMPTS_PER_MINUTE + 5, (i) => wrong(i, { "CF-Connecting-IP": ip }));
		const other = await wrong(0, { "CF-Connecting-IP": uniqueIp() });
		expect(other.status).toBe(401);
	});
});

describe("Guide AI: per signed-in user", () => {
	it(`answers at most ${GUIDE_MESSAGES_PER_MINUTE} of ${BURST} parallel messages`, async () => {
		const me = await signIn();
		const adventureId = await insertAdventure(me.user.id);
		const outcomes = await burst(BURST, () =>
			call(
				"/api/guide-ai",
				json({ message: "hi", userId: me.user.id, adventureId }, { headers: { Cookie: me.cookie } }),
			),
		);
		expectLimited(outcomes, 200, GUIDE_MESSAGES_PER_MINUTE, guideMessages.rateLimited);
	});

	it(`answers at most ${GUIDE_REPLACEMENTS_PER_MINUTE} of ${BURST} parallel replacements`, async () => {
		const me = await signIn();
		const adventureId = await insertAdventure(me.user.id);
		const outcomes = await burst(BURST, () =>
			call(
				"/api/guide-ai/replace-suggestion",
				json(
					{ adventureId, placeType: "museum", excludePlaceId: "cat:none", allSuggestedPlaceIds: [] },
					{ headers: { Cookie: me.cookie } },
				),
			),
		);
		expectLimited(outcomes, 200, GUIDE_REPLACEMENTS_PER_MINUTE, guideMessages.rateLimited);
	});

	it("counts per user, not per address: another user on the same address still passes", async () => {
		const [me, other] = await Promise.all([signIn(), signIn()]);
		const adventureId = await insertAdventure(me.user.id);
		const otherAdventure = await insertAdventure(other.user.id);
		const ip = uniqueIp();
		const send = (who: typeof me, id: string) =>
			call(
				"/api/guide-ai/replace-suggestion",
				json(
					{ adventureId: id, placeType: "museum", excludePlaceId: "cat:none" },
					{ headers: { Cookie: who.cookie, "CF-Connecting-IP": ip } },
				),
			);
		await burst(GUIDE_REPLACEMENTS_PER_MINUTE + 5, () => send(me, adventureId));
		expect((await send(other, otherAdventure)).status).toBe(200);
	});
});

describe("title and description suggestions: one window per user", () => {
	it(`answers at most ${SUGGESTIONS_PER_MINUTE} of ${BURST} parallel suggestions across both routes`, async () => {
		const me = await signIn();
		const outcomes = await burst(BURST, (i) =>
			call(
				i % 2 === 0 ? "/api/adventures/generate-title" : "/api/adventures/generate-description",
				json({ location: "Acadia National Park" }, { headers: { Cookie: me.cookie } }),
			),
		);
		expectLimited(outcomes, 200, SUGGESTIONS_PER_MINUTE, "Too many suggestions. Please wait a minute and try again.");
	});
});

describe("place summaries: per user while a model writes them", () => {
	let fake: FakeOpenAi;
	beforeEach(() => {
		// Every model call answers a usable summary (the fake repeats its last answer).
		const summary = { familySummary: "A fine place for kids.", pithySummary: "Fun for all." };
		fake = new FakeOpenAi().answer(text(JSON.stringify(summary))).install();
	});
	afterEach(() => {
		fake.uninstall();
		vi.restoreAllMocks();
	});

	it(`answers at most ${PLACE_SUMMARIES_PER_MINUTE} of ${BURST} parallel summaries with OpenAI`, async () => {
		const me = await signIn();
		const placeId = await insertPlace({ name: "Burst Museum" });
		const env = { OPENAI_API_KEY: fake.apiKey, OPENAI_MODEL: "gpt-4o-mini", OPENAI_BASE_URL: fake.baseUrl };
		const outcomes = await burst(BURST, () =>
			callWith(env, `/api/places/${placeId}/summary`, json({}, { headers: { Cookie: me.cookie } })),
		);
		expectLimited(outcomes, 200, PLACE_SUMMARIES_PER_MINUTE, "Too many summaries. Please wait a minute and try again.");
	});

	it("does not limit the free offline composer", async () => {
		const me = await signIn();
		const placeId = await insertPlace({ name: "Offline Museum" });
		const outcomes = await burst(BURST, () =>
			call(`/api/places/${placeId}/summary`, json({}, { headers: { Cookie: me.cookie } })),
		);
		expect(outcomes.every((o) => o.status === 200)).toBe(true);
	});
});

describe("place calls that may reach Google: per user, lookups and photos in windows of their own", () => {
	const GOOGLE = { GOOGLE_MAPS_API_KEY: "test-google-key" };
	let google: FakeGooglePlaces;
	beforeEach(() => {
		google = new FakeGooglePlaces().install();
	});
	afterEach(() => {
		google.uninstall();
		vi.restoreAllMocks();
	});

	it(`answers at most ${PLACE_LOOKUPS_PER_MINUTE} of ${PLACE_LOOKUPS_PER_MINUTE + 30} parallel lookups across search, suggestions and details`, async () => {
		const me = await signIn();
		google.addPlace({ id: "ChIJburst", name: "Burst Hall", address: "1 Burst Road", latitude: 51.5, longitude: -0.12 });
		const paths = [
			(i: number) => `/api/places/autocomplete?query=burst-${i}&locationSearch=true`,
			(i: number) => `/api/places/search?query=burst-${i}&latitude=51.5&longitude=-0.12`,
			() => "/api/places/details/ChIJburst",
		];
		const outcomes = await burst(PLACE_LOOKUPS_PER_MINUTE + 30, (i) =>
			callWith(GOOGLE, paths[i % 3]?.(i) ?? "", { headers: { Cookie: me.cookie } }),
		);
		expectLimited(outcomes, 200, PLACE_LOOKUPS_PER_MINUTE, TOO_MANY_REQUESTS);
	});

	it(`answers at most ${PLACE_PHOTOS_PER_MINUTE} of ${PLACE_PHOTOS_PER_MINUTE + 30} parallel photos`, async () => {
		const me = await signIn();
		const outcomes = await burst(PLACE_PHOTOS_PER_MINUTE + 30, (i) =>
			callWith(GOOGLE, `/api/places/photo?name=places/ChIJburst/photos/p${i}`, { headers: { Cookie: me.cookie } }),
		);
		expectLimited(outcomes, 404, PLACE_PHOTOS_PER_MINUTE, TOO_MANY_REQUESTS);
	});

	it("does not limit the free catalog", async () => {
		const me = await signIn();
		const outcomes = await burst(PLACE_LOOKUPS_PER_MINUTE + 30, (i) =>
			call(`/api/places/autocomplete?query=burst-${i}&locationSearch=true`, { headers: { Cookie: me.cookie } }),
		);
		expect(outcomes.every((o) => o.status === 200)).toBe(true);
	});
});
