import { env } from "cloudflare:workers";
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { haversineKm, type LatLng } from "../../domain/geo/geo";
import type { GuideChatMessage, GuideResponse } from "../../domain/guide/guide";
import { paceForAges, walkingMinutesAtPace } from "../../domain/path/path";
import { adventures, pathStops, paths, savedPlaces } from "../../worker/db/schema";
import { CatalogPlacesProvider } from "../../worker/providers/places";
import { EstimateRoutesProvider } from "../../worker/providers/routes";
import { guideFor } from "../../worker/services/guide";
import { chatTurn } from "../../worker/services/guide/turn";
import { FakeOpenAi } from "./fake-openai";
import { GUIDE_LONDON_PLACES, guidePlaceId, insertGuidePlaces, LONDON_CENTER } from "./fixtures/guide-places";
import { MemoryStore } from "./fixtures/memory-store";
import { call, db, json, type SignedIn, signIn } from "./helpers";

/**
 * Days in the chat: five April days in London with kids of 3 and 8 and nine saved
 * places (a restaurant and two parks among them). "Plan our days" gets a proposal, never a
 * question back; a day the family asks for that is too long for the 3-year-old is said so, with an
 * offer to split it; "create path" makes the current day's path from what was just talked about.
 */

let me: SignedIn;

const NINE = [
	"london-natural-history-museum",
	"london-science-museum",
	"london-victoria-and-albert-museum",
	"london-british-museum",
	"london-hyde-park",
	"london-st-jamess-park",
	"london-london-eye",
	"london-tower-of-london",
	"london-padella",
] as const;

const TRIP = ["2030-04-01", "2030-04-02", "2030-04-03", "2030-04-04", "2030-04-05"];
const PACE = paceForAges([3, 8]);

beforeAll(async () => {
	await insertGuidePlaces();
	me = await signIn();
});

/** The issue's trip: Monday 1 to Friday 5 April 2030, kids 3 and 8, these places saved (oldest first). */
async function trip(saved: readonly string[] = NINE, stay?: { label: string } & LatLng): Promise<string> {
	// Each trip its own family, so the chat's per-user rate limit never counts another test's turns.
	me = await signIn();
	const id = crypto.randomUUID();
	await db()
		.insert(adventures)
		.values({
			id,
			ownerId: me.user.id,
			title: "London, 5 days",
			location: "London, UK",
			latitude: LONDON_CENTER.lat,
			longitude: LONDON_CENTER.lng,
			startDate: TRIP[0] as string,
			endDate: TRIP.at(-1) as string,
			kidAges: [3, 8],
			...(stay ? { stayLabel: stay.label, stayLatitude: stay.latitude, stayLongitude: stay.longitude } : {}),
		});
	const t = Date.now() - 600_000;
	for (const [i, slug] of saved.entries()) {
		await db()
			.insert(savedPlaces)
			.values({
				id: crypto.randomUUID(),
				adventureId: id,
				placeId: guidePlaceId(slug),
				createdAt: new Date(t + i * 1000),
			});
	}
	return id;
}

async function chat(adventureId: string, message: string): Promise<GuideResponse> {
	const res = await call(
		"/api/guide-ai",
		json(
			{
				message,
				location: "London, UK",
				userId: me.user.id,
				adventureId,
				mapCenter: LONDON_CENTER,
				mapZoom: 12,
				kidAges: [3, 8],
			},
			{ headers: { Cookie: me.cookie } },
		),
	);
	expect(res.status).toBe(200);
	return res.json();
}

async function conversation(adventureId: string): Promise<GuideChatMessage[]> {
	const res = await call(`/api/guide-ai/conversation/${me.user.id}-${adventureId}`, {
		headers: { Cookie: me.cookie },
	});
	expect(res.status).toBe(200);
	return ((await res.json()) as { messages: GuideChatMessage[] }).messages;
}

const pathsOf = (adventureId: string) =>
	db().select().from(paths).where(eq(paths.adventureId, adventureId)).orderBy(asc(paths.createdAt));

const stopsOf = async (pathId: string) =>
	(await db().select().from(pathStops).where(eq(pathStops.pathId, pathId)).orderBy(asc(pathStops.position))).map(
		(stop) => stop.placeId,
	);

describe("“plan our days” in the chat", () => {
	it("“Can you plan our whole 5 days?” gets five dated days at the 3-year-old's pace, no question back, nothing written", async () => {
		const adventureId = await trip();
		const answer = await chat(adventureId, "Can you plan our whole 5 days?");
		expect(answer.isClarification).toBe(false);
		expect(answer.state).toBe("responding");
		expect(answer.dayPlan?.days.map((day) => day.date)).toEqual(TRIP);
		expect(answer.dayPlan?.pace.age).toBe(3);
		// The short text: how many days, the pace, the nap window of an under-4.
		expect(answer.content).toMatch(/5 days/);
		expect(answer.content).toMatch(/3-year-old/);
		expect(answer.content).toContain("13:00");
		expect(answer.content).not.toMatch(/Need More Info/);
		// The review shown under this message says "Nothing is saved until you accept a day." once.
		expect(answer.content).not.toMatch(/nothing is saved|until you accept/i);
		// A proposal: no path is written until the family accepts it.
		expect(await pathsOf(adventureId)).toEqual([]);
		// Kept with the conversation: a reload shows the proposal again.
		const kept = (await conversation(adventureId)).at(-1);
		expect(kept?.role).toBe("assistant");
		expect(kept?.dayPlan?.days.map((day) => day.date)).toEqual(TRIP);
	});

	it("walks a day whose places are ~1.4 km apart in central London, and takes Padella for lunch near the Tower", async () => {
		const adventureId = await trip();
		const days = (await chat(adventureId, "Can you plan our whole 5 days?")).dayPlan?.days ?? [];
		const eye = days.find((day) => day.stops.some((stop) => stop.googlePlaceId === guidePlaceId("london-london-eye")));
		const leg = eye?.legs.find((l) => l.distanceMeters > 1200);
		// The issue's own walking leg: under ~1.5 km, not a 2-minute drive.
		expect(leg?.distanceMeters).toBeLessThanOrEqual(PACE.maxWalkingLegKm * 1000);
		expect(eye?.transportMode).toBe("walking");
		expect(leg?.label).toMatch(/at a 3-year-old's pace/);
		// The saved restaurant within a walking leg of the Tower's day is that day's lunch.
		const tower = days.find((day) =>
			day.stops.some((stop) => stop.googlePlaceId === guidePlaceId("london-tower-of-london")),
		);
		expect(tower?.stops.find((stop) => stop.meal)?.googlePlaceId).toBe(guidePlaceId("london-padella"));
		expect(tower?.transportMode).toBe("walking");
	});

	it.each([
		"plan my days",
		"make an itinerary for each day pls",
		"what shoud we do each day?",
		"can u plan r hole 5 dayz",
		"Could you put together an itinary for the trip",
		"how should we spend our 5 days with the kids?",
	])("“%s” gets a plan of the days, never 'Need More Info'", async (message) => {
		const adventureId = await trip();
		const answer = await chat(adventureId, message);
		expect(answer.isClarification).toBe(false);
		expect(answer.dayPlan?.days).toHaveLength(5);
	});

	it("keeps the rainy day the message names indoors, and plans again when a rainy day is named after the plan", async () => {
		const adventureId = await trip();
		const answer = await chat(adventureId, "plan our days pls, wensday looks rainy");
		const rainy = answer.dayPlan?.days.filter((day) => day.rainy).map((day) => day.date);
		expect(rainy).toEqual(["2030-04-03"]);
		expect(answer.content).toMatch(/Wednesday 3 April is the rainy day, so it stays indoors/);
		for (const stop of answer.dayPlan?.days.find((day) => day.rainy)?.stops ?? []) expect(stop.indoor).toBe(true);

		const again = await chat(adventureId, "oh and the 5th is supposed to pour too");
		expect(again.dayPlan?.days.filter((day) => day.rainy).map((day) => day.date)).toEqual(["2030-04-03", "2030-04-05"]);
	});

	it("with nothing saved yet, plans the days from suggestions and says so: accepting a day saves its places", async () => {
		const adventureId = await trip([]);
		const answer = await chat(adventureId, "plan our days");
		expect(answer.isClarification).toBe(false);
		expect(answer.content).toMatch(/haven't saved any places yet/);
		expect(answer.content).toMatch(/Accept a day and its places are saved/);
		const stops = answer.dayPlan?.days.flatMap((day) => day.stops) ?? [];
		expect(stops.length).toBeGreaterThan(0);
		expect(stops.filter((stop) => stop.saved)).toEqual([]);
	});
});

describe("“plan our days” with the OpenAI guide", () => {
	it("is our planner, not a question for the model: no call to it, the same proposal", async () => {
		const adventureId = await trip();
		const fake = new FakeOpenAi().install();
		try {
			const guide = guideFor(
				{ openai: { apiKey: fake.apiKey, model: "gpt-4o-mini", baseUrl: fake.baseUrl } },
				{ usage: { record: () => undefined } },
			);
			const store = new MemoryStore();
			const response = await chatTurn(
				{
					userId: me.user.id,
					message: "Can you plan our whole 5 days? thursday looks rainy",
					mapCenter: LONDON_CENTER,
					mapZoom: 12,
					adventure: {
						id: adventureId,
						location: "London, UK",
						latitude: LONDON_CENTER.lat,
						longitude: LONDON_CENTER.lng,
						kidAges: [3, 8],
						startDate: TRIP[0],
						endDate: TRIP.at(-1),
						stay: null,
					},
				},
				store,
				{
					deps: { db: db(), places: new CatalogPlacesProvider(env.DB), routes: new EstimateRoutesProvider() },
					guide,
					status: () => undefined,
					changed: () => undefined,
				},
			);
			expect(fake.requests).toHaveLength(0);
			expect(response.isClarification).toBe(false);
			expect(response.dayPlan?.days.map((day) => day.date)).toEqual(TRIP);
			expect(response.dayPlan?.days.filter((day) => day.rainy).map((day) => day.date)).toEqual(["2030-04-04"]);
			// The turn keeps the proposal with the answer.
			expect(store.messages().at(-1)?.dayPlan?.days).toHaveLength(5);
		} finally {
			fake.uninstall();
		}
	});
});

describe("a day too long for the youngest", () => {
	it("says why and offers to split; “yes” proposes the places over several days and writes nothing", async () => {
		const adventureId = await trip();
		const asked = await chat(
			adventureId,
			"create a path with the natural history museum, science museum, british museum, hyde park, the london eye and tower of london",
		);
		expect(asked.createdPathId).toBeUndefined();
		expect(asked.content).toMatch(/^That's 6 stops and about \d+(\.\d)? km on foot for a 3-year-old: /);
		expect(asked.content).toMatch(/Shall I split it over \d days\?$/);
		expect(await pathsOf(adventureId)).toEqual([]);

		const split = await chat(adventureId, "yes pls");
		const days = split.dayPlan?.days ?? [];
		expect(days.length).toBeGreaterThanOrEqual(2);
		const named = new Set(
			[
				"london-natural-history-museum",
				"london-science-museum",
				"london-british-museum",
				"london-hyde-park",
				"london-london-eye",
				"london-tower-of-london",
			].map(guidePlaceId),
		);
		const planned = days.flatMap((day) => day.stops.filter((stop) => stop.saved).map((stop) => stop.googlePlaceId));
		expect(planned.every((id) => named.has(id))).toBe(true);
		for (const day of days)
			expect(day.stops.filter((stop) => !stop.meal).length).toBeLessThanOrEqual(PACE.maxStopsPerDay);
		expect(await pathsOf(adventureId)).toEqual([]);
	});

	it("asked whether places fit one day, says they don't and why; “split it” proposes them over days", async () => {
		const adventureId = await trip();
		const asked = await chat(
			adventureId,
			"can we do the tower of london, the london eye, hyde park and the british museum all in one day??",
		);
		expect(asked.isClarification).toBe(false);
		expect(asked.content).toMatch(
			/^That's 4 stops and about \d+(\.\d)? km on foot for a 3-year-old: .+ Shall I split it over \d days\?$/,
		);
		const split = await chat(adventureId, "split it");
		expect(split.dayPlan?.days.length).toBeGreaterThanOrEqual(2);
		expect(await pathsOf(adventureId)).toEqual([]);
	});

	it("“no” leaves it as it is", async () => {
		const adventureId = await trip();
		await chat(
			adventureId,
			"make a route with hyde park, st james's park, the london eye, british museum and the tower of london",
		);
		const answer = await chat(adventureId, "no thanks");
		expect(answer.dayPlan).toBeUndefined();
		expect(answer.content).toMatch(/leave it as it is/);
		expect(await pathsOf(adventureId)).toEqual([]);
	});
});

describe("“create path” makes the current day's path", () => {
	it("from the places just talked about, named after them, on the first free day, at most the pace's stops", async () => {
		const adventureId = await trip();
		const fits = await chat(
			adventureId,
			"we def want the natural history museum, the science museum and the V&A on the same day",
		);
		expect(fits.content).toMatch(
			/^That fits one day for a 3-year-old: 3 stops and about [\d.]+ km on foot between them/,
		);
		const answer = await chat(adventureId, "create path");
		expect(answer.createdPathId).toEqual(expect.any(String));
		const [path] = await pathsOf(adventureId);
		expect(path).toMatchObject({ name: "South Kensington museums", date: TRIP[0], transportMode: "walking" });
		const stops = await stopsOf(answer.createdPathId ?? "");
		expect(new Set(stops)).toEqual(
			new Set(
				["london-natural-history-museum", "london-science-museum", "london-victoria-and-albert-museum"].map(
					guidePlaceId,
				),
			),
		);
		expect(answer.content).toContain("“South Kensington museums” for Monday 1 April");
		// Legs at the 3-year-old's pace, not an adult's.
		expect(answer.content).toMatch(/at a 3-year-old's pace/);

		// The next day's path goes to the next free day.
		await chat(adventureId, "hyde park and st james's park look lovely for the kids");
		const next = await chat(adventureId, "make a path");
		const second = (await pathsOf(adventureId)).find((row) => row.id === next.createdPathId);
		expect(second?.date).toBe(TRIP[1]);
		expect(second?.name).not.toMatch(/Museum/);
	});

	it("with nothing talked about: the saved places, at most the pace's stops in nearest order, and says what it left", async () => {
		const adventureId = await trip();
		const answer = await chat(adventureId, "create path");
		const [path] = await pathsOf(adventureId);
		expect(path?.date).toBe(TRIP[0]);
		const stops = await stopsOf(answer.createdPathId ?? "");
		// The pace's stops, and at most one meal stop besides.
		expect(stops.filter((id) => id !== guidePlaceId("london-padella")).length).toBeLessThanOrEqual(PACE.maxStopsPerDay);
		expect(answer.content).toMatch(/so I left .+ for another day/);
		expect(path?.name).not.toBe("Museum Tour");
	});

	it("takes a saved restaurant as lunch only within a walk of the day's stops: Padella is 5 km from South Kensington", async () => {
		const museums = ["london-natural-history-museum", "london-science-museum", "london-victoria-and-albert-museum"];
		// Right after a plan of the days, and after naming the museums with Padella for one day.
		for (const asked of [
			"Can you plan our whole 5 days?",
			"we def want the natural history museum, the science museum, the V&A and padella on the same day",
		]) {
			const adventureId = await trip();
			await chat(adventureId, asked);
			const answer = await chat(adventureId, "create path");
			const [path] = await pathsOf(adventureId);
			const stops = await stopsOf(answer.createdPathId ?? "");
			expect(new Set(stops), asked).toEqual(new Set(museums.map(guidePlaceId)));
			expect(path?.transportMode, asked).toBe("walking");
		}
	});

	it("takes a saved restaurant within the walking leg as the day's lunch, between the morning and the afternoon", async () => {
		const adventureId = await trip([
			"london-tower-of-london",
			"london-london-eye",
			"london-padella",
			"london-hyde-park",
		]);
		await chat(adventureId, "the tower of london and the london eye sound great, and padella for lunch");
		const answer = await chat(adventureId, "create path");
		const stops = await stopsOf(answer.createdPathId ?? "");
		expect(stops).toHaveLength(3);
		expect(stops[1]).toBe(guidePlaceId("london-padella"));
	});

	it("never names a restaurant and two parks after one category that does not fit", async () => {
		const adventureId = await trip(["london-padella", "london-hyde-park", "london-st-jamess-park"]);
		const answer = await chat(adventureId, "create a route");
		const [path] = await pathsOf(adventureId);
		expect(answer.createdPathId).toBe(path?.id);
		// Two visits and a meal: named after both parks.
		expect(path?.name).toMatch(/^(Hyde Park & St James's Park|St James's Park & Hyde Park)$/);
	});
});

describe("walking minutes at the family's pace", () => {
	it("names saved places within walking distance with the 3-year-old's minutes, and says whose pace", async () => {
		const [science, nhm] = ["london-science-museum", "london-natural-history-museum"].map(
			(slug) => GUIDE_LONDON_PLACES.find((place) => place.id === slug) as LatLng,
		) as [LatLng, LatLng];
		// The family stays across the road from the Science Museum.
		const stay = { label: "Our flat on Exhibition Road", latitude: science.latitude, longitude: science.longitude };
		const adventureId = await trip(["london-natural-history-museum", "london-victoria-and-albert-museum"], stay);
		const answer = await chat(adventureId, "whats within walking distance?");
		const meters = haversineKm(stay, nhm) * 1000;
		const minutes = walkingMinutesAtPace(meters, PACE);
		// An adult's 80 m a minute would say fewer.
		expect(minutes).toBeGreaterThan(Math.round(meters / 80));
		expect(answer.content).toContain(`Natural History Museum (${minutes} minutes' walk)`);
		expect(answer.content).toContain("Walking times are at a 3-year-old's pace.");
	});
});
