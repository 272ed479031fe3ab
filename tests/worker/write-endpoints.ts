import { bugReports } from "../../worker/db/schema";
import { BETA_PASSWORD, betaCookie, call, db, insertAdventure, type SignedIn, signIn, uniqueIp } from "./helpers";
import { insertPathWithStops, insertPlace } from "./path-fixtures";

/**
 * Every write endpoint that takes a JSON body, with a valid body for a signed-in owner and what its
 * fields are, so suites can break the body in every way (tests/worker/fuzz.test.ts) and check that
 * nothing changed in D1 (`snapshotD1`).
 */

export interface World {
	me: SignedIn;
	beta: string;
	adventureId: string;
	pathId: string;
	stopIds: string[];
	placeId: string;
	/** An unused sign-in link token, from the local outbox's link. */
	emailLinkToken: string;
	/** An admin (ADMIN_EMAILS), for the admin routes. */
	admin: SignedIn;
	/** An open bug report. */
	bugReportId: string;
}

/** Asks for a sign-in link as a visitor would; locally the answer carries the outbox's link. */
async function emailLinkToken(beta: string): Promise<string> {
	const res = await call("/api/auth/email-link", {
		method: "POST",
		headers: { Cookie: beta, "CF-Connecting-IP": uniqueIp(), "Content-Type": "application/json" },
		body: JSON.stringify({ email: `link-${crypto.randomUUID()}@example.org` }),
	});
	const { devLink } = (await res.json()) as { devLink?: string };
	const token = devLink?.split("#token=")[1];
	if (!token) throw new Error(`no sign-in link in the answer (${res.status})`);
	return decodeURIComponent(token);
}

export async function buildWorld(): Promise<World> {
	const me = await signIn();
	const adventureId = await insertAdventure(me.user.id);
	const { pathId, stopIds } = await insertPathWithStops(adventureId, 3);
	const placeId = await insertPlace({ name: "Fuzz Museum" });
	const beta = await betaCookie();
	const admin = await signIn("admin@example.com");
	const bugReportId = crypto.randomUUID();
	await db().insert(bugReports).values({ id: bugReportId, userEmail: "Public", url: "/", userAgent: "fuzz" });
	return {
		me,
		beta,
		adventureId,
		pathId,
		stopIds,
		placeId,
		emailLinkToken: await emailLinkToken(beta),
		admin,
		bugReportId,
	};
}

export interface WriteEndpoint {
	/** "METHOD /path" as Hono registers it. */
	route: string;
	method: "POST" | "PATCH" | "PUT" | "DELETE";
	path: (w: World) => string;
	/** Headers besides Content-Type: the caller's cookies (and a client address). */
	headers: (w: World) => Record<string, string>;
	/** A body the endpoint accepts. */
	valid: (w: World) => Record<string, unknown>;
	/** Fields whose absence is a 400. */
	required: string[];
	/** Free-text fields: a NUL, an escape code, an empty or a 50,000-character value is a 400. */
	text?: string[];
	/** One-line fields (titles, places, names): a line break inside (LF, CR, U+0085, U+2028, U+2029) is a 400. */
	oneLine?: string[];
	/** Identifier fields: empty, blank and 50,000-character values are 4xx. */
	ids?: string[];
	/** Fields that take anything by design (an unusable map centre falls back): no wrong-type case. */
	lenient?: string[];
	/** Further bad bodies for this endpoint's own rules (dates, coordinates, ranges). */
	extra?: (w: World) => [label: string, body: Record<string, unknown>][];
}

const owner = (w: World) => ({ Cookie: w.me.cookie });

const adventureBody = {
	title: "Fuzzed trip",
	location: "Yellowstone, WY, USA",
	startDate: "2031-07-01",
	endDate: "2031-07-03",
	latitude: 44.4,
	longitude: -110.5,
	numberOfTravelers: 3,
	kidAges: [4, 9],
	tags: ["Hiking"],
	description: "Geysers and bison.",
};

const suggestionBody = {
	location: "Yellowstone, WY, USA",
	startDate: "2031-07-01",
	endDate: "2031-07-03",
	numberOfTravelers: 3,
	kidAges: [4],
	tags: ["Hiking"],
	title: "Geyser days",
};

const dateCases = (fields: Record<string, unknown>): [string, Record<string, unknown>][] => [
	["an impossible start date (2026-02-30)", { ...fields, startDate: "2026-02-30" }],
	["an impossible end date (2031-13-01)", { ...fields, endDate: "2031-13-01" }],
	["a date with a time", { ...fields, startDate: "2031-07-01T10:00:00Z" }],
	["a date in another order (01/07/2031)", { ...fields, endDate: "03/07/2031" }],
];

/** A path's day: outside the World's trip (1–7 June 2030) or not a date. */
const pathDateCases = (fields: Record<string, unknown>): [string, Record<string, unknown>][] => [
	["a day before the trip", { ...fields, date: "2030-05-31" }],
	["a day after the trip", { ...fields, date: "2030-06-08" }],
	["an impossible day (2030-06-31)", { ...fields, date: "2030-06-31" }],
	["a day with a time", { ...fields, date: "2030-06-03T10:00:00Z" }],
	["a day as a number", { ...fields, date: 20300603 }],
	["a day in another order (03/06/2030)", { ...fields, date: "03/06/2030" }],
];

const suggestionExtra = (): [string, Record<string, unknown>][] => [
	...dateCases(suggestionBody),
	["a kid age of 19", { ...suggestionBody, kidAges: [19] }],
	["21 travellers", { ...suggestionBody, numberOfTravelers: 21 }],
	["an unknown tag", { ...suggestionBody, tags: ["Spa"] }],
];

const consoleEntry = { message: "TypeError: boom", timestamp: "2031-07-01T10:00:00.000Z", type: "error" };
const PNG_BASE64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
/** A bug report with a (tiny, JPEG-magic) screenshot. */
const bugReportBody = {
	url: "/discover",
	userAgent: "Mozilla/5.0 (fuzz)",
	viewport: { width: 375, height: 812 },
	description: "The button does nothing",
	consoleErrors: [consoleEntry],
	screenshot: "data:image/jpeg;base64,/9j/4AAQSkZJRg==",
};

export const WRITE_ENDPOINTS: WriteEndpoint[] = [
	{
		route: "POST /api/beta/authenticate",
		method: "POST",
		path: () => "/api/beta/authenticate",
		headers: () => ({ "CF-Connecting-IP": uniqueIp() }),
		valid: () => ({ password: BETA_PASSWORD }),
		required: ["password"],
		extra: () => [
			["a 201-character password", { password: "p".repeat(201) }],
			["a password as a list", { password: [BETA_PASSWORD] }],
			["a password as an object", { password: { value: BETA_PASSWORD } }],
			["a misspelled key", { pasword: BETA_PASSWORD }],
		],
	},
	{
		route: "POST /api/auth/local",
		method: "POST",
		path: () => "/api/auth/local",
		headers: (w) => ({ Cookie: w.beta }),
		valid: () => ({ firstName: "Fuzz", lastName: "Tester", email: "fuzz@example.org" }),
		required: ["firstName", "lastName", "email"],
		text: ["firstName", "lastName"],
		oneLine: ["firstName", "lastName"],
		extra: () => [
			["an e-mail without @", { firstName: "Fuzz", lastName: "Tester", email: "fuzz.example.org" }],
			["an e-mail with a NUL", { firstName: "Fuzz", lastName: "Tester", email: "fuzz\u0000@example.org" }],
			[
				"a returnTo of 3000 characters",
				{ firstName: "F", lastName: "T", email: "f@e.org", returnTo: "/".repeat(3000) },
			],
		],
	},
	{
		route: "POST /api/auth/email-link",
		method: "POST",
		path: () => "/api/auth/email-link",
		headers: (w) => ({ Cookie: w.beta, "CF-Connecting-IP": uniqueIp() }),
		valid: () => ({ email: "fuzz.link@example.org", firstName: "Fuzz", lastName: "Link" }),
		required: ["email"],
		text: ["firstName", "lastName"],
		oneLine: ["firstName", "lastName"],
		extra: () => [
			["an e-mail without @", { email: "fuzz.example.org" }],
			["an e-mail with a NUL", { email: "fuzz\u0000@example.org" }],
			["an e-mail of 300 characters", { email: `${"a".repeat(290)}@example.org` }],
			["a returnTo of 3000 characters", { email: "f@example.org", returnTo: "/".repeat(3000) }],
			["a returnTo with a NUL", { email: "f@example.org", returnTo: "/\u0000" }],
		],
	},
	{
		route: "POST /api/auth/email-link/verify",
		method: "POST",
		path: () => "/api/auth/email-link/verify",
		headers: (w) => ({ Cookie: w.beta }),
		valid: (w) => ({ token: w.emailLinkToken }),
		required: ["token"],
		ids: ["token"],
		extra: () => [
			["a token of 42 characters", { token: "A".repeat(42) }],
			["a token of 44 characters", { token: "A".repeat(44) }],
			["a token with a slash", { token: `${"A".repeat(42)}/` }],
			["a token as a number", { token: 1234 }],
		],
	},
	{
		route: "PUT /api/user/profile",
		method: "PUT",
		path: () => "/api/user/profile",
		headers: owner,
		valid: () => ({
			firstName: "Fuzz",
			lastName: "Parent",
			homeLocation: "Boulder, CO, USA",
			homeLatitude: 40.015,
			homeLongitude: -105.27,
			numberOfKids: 2,
			kidAges: [4, 9],
			interestTags: ["hiking", "rock pools"],
		}),
		required: [],
		text: ["firstName", "lastName", "homeLocation"],
		oneLine: ["firstName", "lastName", "homeLocation"],
		extra: () => [
			["numberOfKids below 0", { numberOfKids: -1 }],
			["numberOfKids fractional", { numberOfKids: 2.5 }],
			["a kid age of 0", { kidAges: [0] }],
			["a kid age of 19", { kidAges: [19] }],
			["a latitude without its longitude", { homeLatitude: 40 }],
			["a latitude of 91", { homeLatitude: 91, homeLongitude: 0 }],
			["a longitude of 181", { homeLatitude: 0, homeLongitude: 181 }],
			["a blank interest tag", { interestTags: ["   "] }],
			["an interest tag of 41 characters", { interestTags: ["x".repeat(41)] }],
			["31 interest tags", { interestTags: Array.from({ length: 31 }, (_, i) => `tag ${i}`) }],
			["an interest tag with a NUL", { interestTags: ["fuzz\u0000"] }],
			["an outside profile image", { profileImageUrl: "https://evil.example/me.jpg" }],
			[
				"someone else's avatar",
				{ profileImageUrl: `/api/images/avatars/${crypto.randomUUID()}/${"a".repeat(64)}.jpg` },
			],
			["a profile image of another kind", { profileImageUrl: "/covers/national-park.svg" }],
			["firstName of 61 characters", { firstName: "x".repeat(61) }],
		],
	},
	{
		route: "POST /api/live/ticket",
		method: "POST",
		path: () => "/api/live/ticket",
		headers: owner,
		valid: (w) => ({ adventureId: w.adventureId }),
		required: ["adventureId"],
		ids: ["adventureId"],
	},
	{
		route: "POST /api/adventures",
		method: "POST",
		path: () => "/api/adventures",
		headers: owner,
		valid: () => ({ ...adventureBody }),
		required: ["title", "location", "startDate", "endDate"],
		text: ["title", "location", "description"],
		oneLine: ["title", "location"],
		extra: () => [
			...dateCases(adventureBody),
			["an end date on the start date", { ...adventureBody, endDate: adventureBody.startDate }],
			["a latitude of 91", { ...adventureBody, latitude: 91 }],
			["a longitude of -181", { ...adventureBody, longitude: -181 }],
			["a latitude given as text", { ...adventureBody, latitude: "44.4" }],
			["a kid age of 0", { ...adventureBody, kidAges: [0] }],
			["a fractional kid age", { ...adventureBody, kidAges: [4.5] }],
			["0 travellers", { ...adventureBody, numberOfTravelers: 0 }],
			["an unknown tag", { ...adventureBody, tags: ["Spa Weekend"] }],
			["an owner of its own choosing", { ...adventureBody, ownerId: "someone-else" }],
			["an id of its own choosing", { ...adventureBody, id: "chosen-id" }],
		],
	},
	{
		route: "POST /api/adventures/duplicate",
		method: "POST",
		path: () => "/api/adventures/duplicate",
		headers: owner,
		valid: (w) => ({ sourceAdventureId: w.adventureId, ...adventureBody, title: "Fuzzed copy" }),
		required: ["sourceAdventureId", "title", "startDate", "endDate"],
		text: ["title", "location", "description"],
		oneLine: ["title", "location"],
		ids: ["sourceAdventureId"],
		extra: (w) => {
			const body = { sourceAdventureId: w.adventureId, ...adventureBody };
			return [
				...dateCases(body),
				["an end date before the start", { ...body, endDate: "2031-06-30" }],
				["a kid age of 19", { ...body, kidAges: [19] }],
				["0 travellers", { ...body, numberOfTravelers: 0 }],
				["an unknown tag", { ...body, tags: ["Spa Weekend"] }],
				["a cover from another site", { ...body, coverImageUrl: "https://evil.example/x.png" }],
				["an owner of its own choosing", { ...body, ownerId: "someone-else" }],
				["isPublic of its own choosing", { ...body, isPublic: true }],
				["a share token of its own choosing", { ...body, shareToken: "mine" }],
				["a source that does not exist", { ...body, sourceAdventureId: crypto.randomUUID() }],
			];
		},
	},
	{
		route: "PATCH /api/adventures/:id",
		method: "PATCH",
		path: (w) => `/api/adventures/${w.adventureId}`,
		headers: owner,
		valid: () => ({
			title: "Renamed",
			location: "Cody, WY, USA",
			latitude: 44.5,
			longitude: -109,
			startDate: "2030-06-02",
			pathDays: "move",
		}),
		required: [],
		text: ["title", "location"],
		oneLine: ["title", "location"],
		extra: () => [
			["nothing to update", {}],
			["pathDays alone", { pathDays: "move" }],
			["an unknown pathDays", { startDate: "2030-06-02", pathDays: "drop" }],
			["pathDays as a list", { startDate: "2030-06-02", pathDays: ["move"] }],
			["an impossible start date", { startDate: "2026-02-30" }],
			["an end date before the stored start", { endDate: "2020-01-01" }],
			["a latitude of -90.5", { latitude: -90.5 }],
			["a longitude of 180.01", { longitude: 180.01 }],
			["isPublic as text", { isPublic: "true" }],
			["a new owner", { ownerId: "someone-else" }],
			["a description with a NUL", { description: "Nice\u0000" }],
			["a stay at an unsaved place", { stay: { placeId: "cat:not-saved-here" } }],
			["a stay with a latitude of 91", { stay: { label: "Hotel", latitude: 91, longitude: 0 } }],
			["a stay with half a point", { stay: { label: "Hotel", longitude: 10 } }],
			["a stay that is a place and an address", { stay: { placeId: "cat:x", label: "Hotel" } }],
			["a stay with an unknown key", { stay: { label: "Hotel", latitude: 1, longitude: 1, note: "x" } }],
			["a stay address with a NUL", { stay: { label: "Hotel\u0000", latitude: 1, longitude: 1 } }],
			["a stay as text", { stay: "the hotel" }],
		],
	},
	{
		route: "POST /api/adventures/generate-title",
		method: "POST",
		path: () => "/api/adventures/generate-title",
		headers: owner,
		valid: () => ({ ...suggestionBody }),
		required: ["location"],
		text: ["location", "title"],
		oneLine: ["location", "title"],
		extra: suggestionExtra,
	},
	{
		route: "POST /api/adventures/generate-description",
		method: "POST",
		path: () => "/api/adventures/generate-description",
		headers: owner,
		valid: () => ({ ...suggestionBody }),
		required: ["location"],
		text: ["location", "title"],
		oneLine: ["location", "title"],
		extra: suggestionExtra,
	},
	...(["title", "description"] as const).map((kind) => ({
		route: `POST /api/adventures/generate-${kind}/stream`,
		method: "POST" as const,
		path: () => `/api/adventures/generate-${kind}/stream`,
		headers: owner,
		valid: () => ({ ...suggestionBody }),
		required: ["location"],
		text: ["location", "title"],
		oneLine: ["location", "title"],
		extra: suggestionExtra,
	})),
	{
		route: "POST /api/places/:googlePlaceId/summary",
		method: "POST",
		path: (w) => `/api/places/${w.placeId}/summary`,
		headers: owner,
		valid: (w) => ({ adventureId: w.adventureId }),
		required: [],
		ids: ["adventureId"],
		extra: (w) => [
			["kid ages it does not take", { adventureId: w.adventureId, kidAges: [4] }],
			["an adventure id as a list", { adventureId: [w.adventureId] }],
		],
	},
	{
		route: "POST /api/places/:googlePlaceId/family-reviews",
		method: "POST",
		path: (w) => `/api/places/${w.placeId}/family-reviews`,
		headers: owner,
		valid: (w) => ({ adventureId: w.adventureId }),
		required: [],
		ids: ["adventureId"],
		extra: (w) => [
			["reviews of its own", { adventureId: w.adventureId, reviews: [{ text: "great" }] }],
			["an adventure id as a list", { adventureId: [w.adventureId] }],
		],
	},
	{
		route: "POST /api/places/:googlePlaceId/save",
		method: "POST",
		path: (w) => `/api/places/${w.placeId}/save`,
		headers: owner,
		valid: (w) => ({
			adventureId: w.adventureId,
			kidAges: [],
			intentCategory: "cultural",
			placeData: { name: "Fuzz Museum", latitude: 51.5, longitude: -0.12, address: "1 Test Street" },
		}),
		required: ["adventureId"],
		ids: ["adventureId"],
		extra: (w) => {
			const base = { adventureId: w.adventureId, kidAges: [] };
			return [
				["an unknown intent", { ...base, intentCategory: "spa" }],
				// placeData itself is taken whatever its fields (the place's own, never stored); only no object is refused.
				["placeData as a string", { ...base, placeData: "Fuzz Museum" }],
				["placeData as a list", { ...base, placeData: [{ name: "Fuzz Museum" }] }],
				["a place field beside placeData", { ...base, rating: 5 }],
				["a kid age of 30", { ...base, kidAges: [30] }],
			];
		},
	},
	{
		route: "POST /api/adventures/share-email",
		method: "POST",
		path: () => "/api/adventures/share-email",
		headers: owner,
		valid: (w) => ({
			adventureId: w.adventureId,
			emails: [`friend-${crypto.randomUUID()}@example.org`],
			message: "Come along!",
			shareUrl: "https://adventure-guide.example/public/x?share=y",
		}),
		required: ["adventureId", "emails"],
		text: ["message", "shareUrl"],
		ids: ["adventureId"],
		extra: (w) => [
			["no addresses", { adventureId: w.adventureId, emails: [] }],
			["an address without @", { adventureId: w.adventureId, emails: ["friend.example.org"] }],
			["an address with a space", { adventureId: w.adventureId, emails: ["a b@example.org"] }],
			["an address in angle brackets", { adventureId: w.adventureId, emails: ["<friend@example.org>"] }],
			["an address with a line break", { adventureId: w.adventureId, emails: ["f@example.org\r\nBcc: x@example.org"] }],
			[
				"21 addresses",
				{ adventureId: w.adventureId, emails: Array.from({ length: 21 }, (_, i) => `f${i}@example.org`) },
			],
			["addresses as one string", { adventureId: w.adventureId, emails: "friend@example.org" }],
			["a message with a NUL", { adventureId: w.adventureId, emails: ["f@example.org"], message: "a\u0000b" }],
			[
				"a 2001-character message",
				{ adventureId: w.adventureId, emails: ["f@example.org"], message: "m".repeat(2001) },
			],
		],
	},
	{
		route: "POST /api/saved-places",
		method: "POST",
		path: () => "/api/saved-places",
		headers: owner,
		valid: (w) => ({
			googlePlaceId: w.placeId,
			adventureId: w.adventureId,
			placeData: { name: "Fuzz Museum", latitude: 51.5, longitude: -0.12, address: null },
		}),
		required: ["googlePlaceId", "adventureId"],
		ids: ["googlePlaceId", "adventureId"],
		extra: (w) => {
			const base = { googlePlaceId: w.placeId, adventureId: w.adventureId };
			return [
				["placeData as a number", { ...base, placeData: 5 }],
				["a place field beside placeData", { ...base, types: ["museum"] }],
			];
		},
	},
	{
		route: "POST /api/adventures/:id/paths",
		method: "POST",
		path: (w) => `/api/adventures/${w.adventureId}/paths`,
		headers: owner,
		valid: () => ({
			name: "Fuzz path",
			title: "Fuzz path",
			transportMode: "walking",
			description: null,
			date: "2030-06-03",
		}),
		required: [],
		text: ["name", "description"],
		oneLine: ["name"],
		extra: () => [
			...pathDateCases({ name: "P" }),
			["no name and no title", { transportMode: "walking" }],
			["a blank name and title", { name: "  ", title: " " }],
			["an unknown transport mode", { name: "P", transportMode: "teleport" }],
			["a 101-character name", { name: "n".repeat(101) }],
			["a negative duration", { name: "P", estimatedDuration: -5 }],
			["a colour of its own", { name: "P", colourIndex: 3 }],
		],
	},
	{
		route: "POST /api/adventures/:id/day-plan",
		method: "POST",
		path: (w) => `/api/adventures/${w.adventureId}/day-plan`,
		headers: owner,
		valid: () => ({ rainyDates: ["2030-06-02"] }),
		required: [],
		extra: () => [
			["a rainy date outside the trip", { rainyDates: ["2030-07-01"] }],
			["an impossible rainy date", { rainyDates: ["2030-02-30"] }],
			["a rainy date with a time", { rainyDates: ["2030-06-02T10:00:00Z"] }],
			["rainy dates as a string", { rainyDates: "2030-06-02" }],
			["63 rainy dates", { rainyDates: Array.from({ length: 63 }, () => "2030-06-02") }],
		],
	},
	{
		route: "POST /api/adventures/:id/day-plan/accept",
		method: "POST",
		path: (w) => `/api/adventures/${w.adventureId}/day-plan/accept`,
		headers: owner,
		valid: (w) => ({
			days: [{ date: "2030-06-02", name: "Fuzz day", transportMode: "walking", stops: [{ googlePlaceId: w.placeId }] }],
		}),
		required: ["days"],
		extra: (w) => {
			const day = { date: "2030-06-02", name: "Fuzz day", stops: [{ googlePlaceId: w.placeId }] };
			return [
				["no days", { days: [] }],
				["a day outside the trip", { days: [{ ...day, date: "2030-07-01" }] }],
				["an impossible date", { days: [{ ...day, date: "2030-02-30" }] }],
				["a day twice", { days: [day, day] }],
				["a day without stops", { days: [{ ...day, stops: [] }] }],
				["an unknown place", { days: [{ ...day, stops: [{ googlePlaceId: "cat:nowhere" }] }] }],
				[
					"a place twice in a day",
					{ days: [{ ...day, stops: [{ googlePlaceId: w.placeId }, { googlePlaceId: w.placeId }] }] },
				],
				["an unknown transport mode", { days: [{ ...day, transportMode: "teleport" }] }],
				["a field the proposal never answers", { days: [{ ...day, colourIndex: 2 }] }],
				[
					"a stop field the proposal never answers",
					{ days: [{ ...day, stops: [{ googlePlaceId: w.placeId, order: 1 }] }] },
				],
				["a 101-character name", { days: [{ ...day, name: "n".repeat(101) }] }],
				["a name with a NUL", { days: [{ ...day, name: "Day\u0000" }] }],
			];
		},
	},
	{
		route: "POST /api/paths",
		method: "POST",
		path: () => "/api/paths",
		headers: owner,
		valid: (w) => ({
			adventureId: w.adventureId,
			name: "Guide path",
			description: "By the guide",
			estimatedDuration: 180,
			transportType: "driving",
			date: "2030-06-07",
		}),
		required: ["adventureId"],
		text: ["name", "description"],
		oneLine: ["name"],
		ids: ["adventureId"],
		extra: (w) => [
			...pathDateCases({ adventureId: w.adventureId, name: "P" }),
			["no name", { adventureId: w.adventureId }],
			["a fractional duration", { adventureId: w.adventureId, name: "P", estimatedDuration: 1.5 }],
			["a duration of a month", { adventureId: w.adventureId, name: "P", estimatedDuration: 50_000 }],
			["an unknown transport type", { adventureId: w.adventureId, name: "P", transportType: "rocket" }],
		],
	},
	{
		route: "PATCH /api/paths/:id",
		method: "PATCH",
		path: (w) => `/api/paths/${w.pathId}`,
		headers: owner,
		valid: () => ({
			transportMode: "cycling",
			name: "Renamed",
			description: "d",
			estimatedDuration: 60,
			date: "2030-06-01",
		}),
		required: [],
		text: ["name", "description"],
		oneLine: ["name"],
		extra: () => [
			...pathDateCases({}),
			["nothing to update", {}],
			["an unknown mode", { transportMode: "hover" }],
			["a moved adventure", { adventureId: "another" }],
			["a colour of its own", { colourIndex: 7 }],
		],
	},
	{
		route: "PATCH /api/paths/:id/reorder",
		method: "PATCH",
		path: (w) => `/api/paths/${w.pathId}/reorder`,
		headers: owner,
		valid: (w) => ({ stopOrders: w.stopIds.map((id, i) => ({ id, order: w.stopIds.length - i })) }),
		required: ["stopOrders"],
		extra: (w) => {
			const [a = "", b = "", c = ""] = w.stopIds;
			return [
				["an order of 0", { stopOrders: [{ id: a, order: 0 }] }],
				["a fractional order", { stopOrders: [{ id: a, order: 1.5 }] }],
				[
					"a repeated order",
					{
						stopOrders: [
							{ id: a, order: 1 },
							{ id: b, order: 1 },
							{ id: c, order: 2 },
						],
					},
				],
				[
					"a missing stop",
					{
						stopOrders: [
							{ id: a, order: 1 },
							{ id: b, order: 2 },
						],
					},
				],
				[
					"a stop of another path",
					{
						stopOrders: [
							{ id: a, order: 1 },
							{ id: b, order: 2 },
							{ id: "x", order: 3 },
						],
					},
				],
				["an item with fields of its own", { stopOrders: [{ id: a, order: 1, pathId: "p" }] }],
				["51 items", { stopOrders: Array.from({ length: 51 }, (_, i) => ({ id: `s${i}`, order: i + 1 })) }],
			];
		},
	},
	{
		route: "POST /api/paths/:id/stops",
		method: "POST",
		path: (w) => `/api/paths/${w.pathId}/stops`,
		headers: owner,
		valid: (w) => ({ googlePlaceId: w.placeId }),
		required: ["googlePlaceId"],
		ids: ["googlePlaceId"],
		extra: (w) => [
			["an unknown place", { googlePlaceId: "cat:no-such-place" }],
			["a position of its own", { googlePlaceId: w.placeId, position: 1 }],
			["a list of places", { googlePlaceId: [w.placeId, w.placeId] }],
		],
	},
	{
		route: "POST /api/paths/:id/stops/many",
		method: "POST",
		path: (w) => `/api/paths/${w.pathId}/stops/many`,
		headers: owner,
		valid: (w) => ({ googlePlaceIds: [w.placeId] }),
		required: ["googlePlaceIds"],
		extra: (w) => [
			["no places", { googlePlaceIds: [] }],
			["one place", { googlePlaceIds: w.placeId }],
			["a place twice", { googlePlaceIds: [w.placeId, w.placeId] }],
			["an empty place id", { googlePlaceIds: [""] }],
			["a blank place id", { googlePlaceIds: ["   "] }],
			["a place id of 50,000 characters", { googlePlaceIds: ["x".repeat(50_000)] }],
			["an unknown place", { googlePlaceIds: [w.placeId, "cat:no-such-place"] }],
			["51 places", { googlePlaceIds: Array.from({ length: 51 }, (_, i) => `cat:p${i}`) }],
			["a position of its own", { googlePlaceIds: [w.placeId], position: 1 }],
		],
	},
	{
		route: "POST /api/path-stops",
		method: "POST",
		path: () => "/api/path-stops",
		headers: owner,
		valid: (w) => ({ pathId: w.pathId, placeId: w.placeId, order: 0 }),
		required: ["pathId", "placeId"],
		ids: ["pathId", "placeId"],
		extra: (w) => [
			["a negative order", { pathId: w.pathId, placeId: w.placeId, order: -1 }],
			["a fractional order", { pathId: w.pathId, placeId: w.placeId, order: 0.5 }],
			["an unknown place", { pathId: w.pathId, placeId: "cat:no-such-place" }],
		],
	},
	{
		route: "POST /api/guide-ai",
		method: "POST",
		path: () => "/api/guide-ai",
		headers: owner,
		valid: (w) => ({
			message: "museums",
			userId: w.me.user.id,
			adventureId: w.adventureId,
			location: "London, UK",
			mapCenter: { lat: 51.5, lng: -0.12 },
			mapZoom: 12,
			kidAges: [4],
		}),
		required: ["message", "userId", "adventureId"],
		text: ["message", "location"],
		oneLine: ["location"],
		ids: ["adventureId"],
		lenient: ["mapCenter"],
		extra: (w) => {
			const base = { message: "museums", userId: w.me.user.id, adventureId: w.adventureId };
			return [
				["a 2001-character message", { ...base, message: "m".repeat(2001) }],
				["a zoom of 99", { ...base, mapZoom: 99 }],
				["another user's id", { ...base, userId: "someone-else" }],
				["a kid age of 19", { ...base, kidAges: [19] }],
			];
		},
	},
	{
		route: "POST /api/guide-ai/replace-suggestion",
		method: "POST",
		path: () => "/api/guide-ai/replace-suggestion",
		headers: owner,
		valid: (w) => ({
			adventureId: w.adventureId,
			placeType: "museum",
			excludePlaceId: "cat:none",
			locationContext: { lat: 51.5, lng: -0.12 },
			originalName: "Old Museum",
			allSuggestedPlaceIds: [],
		}),
		required: ["adventureId", "excludePlaceId"],
		text: ["placeType", "originalName"],
		oneLine: ["placeType", "originalName"],
		ids: ["adventureId", "excludePlaceId"],
		lenient: ["locationContext"],
		extra: (w) => {
			const base = { adventureId: w.adventureId, excludePlaceId: "cat:none" };
			return [
				["a centre with a latitude of 95", { ...base, locationContext: { lat: 95, lng: 0 } }],
				["a centre with a longitude of -190", { ...base, locationContext: { lat: 0, lng: -190 } }],
				["a centre with fields of its own", { ...base, locationContext: { lat: 1, lng: 2, zoom: 3 } }],
				["101 suggested ids", { ...base, allSuggestedPlaceIds: Array.from({ length: 101 }, (_, i) => `p${i}`) }],
			];
		},
	},
	{
		route: "POST /api/guide-ai/filters/remove",
		method: "POST",
		path: () => "/api/guide-ai/filters/remove",
		headers: owner,
		valid: (w) => ({ adventureId: w.adventureId, key: "need:not-loud" }),
		required: ["adventureId", "key"],
		text: ["key"],
		oneLine: ["key"],
		ids: ["adventureId"],
		extra: (w) => [
			["a 321-character key", { adventureId: w.adventureId, key: `need:${"x".repeat(316)}` }],
			["a blank key", { adventureId: w.adventureId, key: "   " }],
		],
	},
	{
		route: "POST /api/guide-ai/reset-session",
		method: "POST",
		path: () => "/api/guide-ai/reset-session",
		headers: owner,
		valid: (w) => ({ adventureId: w.adventureId, userId: w.me.user.id }),
		required: ["adventureId", "userId"],
		ids: ["adventureId"],
		extra: (w) => [["another user's id", { adventureId: w.adventureId, userId: "someone-else" }]],
	},
	{
		route: "POST /api/bug-reports",
		method: "POST",
		path: () => "/api/bug-reports",
		// Signed out and without the beta cookie, as the widget on the gate sends it; an address of its own, so the limit never answers first.
		headers: () => ({ "CF-Connecting-IP": uniqueIp() }),
		valid: () => bugReportBody,
		required: ["url", "userAgent"],
		text: ["description", "userAgent"],
		oneLine: ["userAgent"],
		extra: () => [
			["a PNG screenshot called JPEG", { ...bugReportBody, screenshot: `data:image/jpeg;base64,${PNG_BASE64}` }],
			["a PNG data URL", { ...bugReportBody, screenshot: `data:image/png;base64,${PNG_BASE64}` }],
			["a screenshot that is not base64", { ...bugReportBody, screenshot: "data:image/jpeg;base64,/9j/<>" }],
			["a screenshot URL elsewhere", { ...bugReportBody, screenshot: "https://example.com/a.jpg" }],
			["11 console entries", { ...bugReportBody, consoleErrors: Array.from({ length: 11 }, () => consoleEntry) }],
			["a console entry of type info", { ...bugReportBody, consoleErrors: [{ ...consoleEntry, type: "info" }] }],
			["a console entry with a NUL", { ...bugReportBody, consoleErrors: [{ ...consoleEntry, message: "a\u0000b" }] }],
			["a console entry with a field of its own", { ...bugReportBody, consoleErrors: [{ ...consoleEntry, level: 1 }] }],
			[
				"a console timestamp that is no date",
				{ ...bugReportBody, consoleErrors: [{ ...consoleEntry, timestamp: "noon" }] },
			],
			["a page on another site", { ...bugReportBody, url: "https://evil.example/" }],
			["a protocol-relative page", { ...bugReportBody, url: "//evil.example/" }],
			["a negative viewport", { ...bugReportBody, viewport: { width: -1, height: 10 } }],
		],
	},
	{
		route: "PATCH /api/bug-reports/:id/status",
		method: "PATCH",
		path: (w) => `/api/bug-reports/${w.bugReportId}/status`,
		headers: (w) => ({ Cookie: w.admin.cookie }),
		valid: () => ({ status: "fixed" }),
		required: ["status"],
		extra: () => [
			["status open (the spec's value is bug)", { status: "open" }],
			["status FIXED", { status: "FIXED" }],
			["an empty status", { status: "" }],
		],
	},
	{
		route: "PUT /api/monitoring/budget",
		method: "PUT",
		path: () => "/api/monitoring/budget",
		headers: (w) => ({ Cookie: w.admin.cookie }),
		valid: () => ({ monthlyBudgetUsd: 100 }),
		required: ["monthlyBudgetUsd"],
		extra: () => [
			["a negative budget", { monthlyBudgetUsd: -5 }],
			["a budget as text", { monthlyBudgetUsd: "100" }],
			["a budget over a million", { monthlyBudgetUsd: 1_000_001 }],
		],
	},
];

/**
 * Every row of every app table in D1 (SQLite's, D1's and the FTS5 shadow tables aside), as text to
 * compare before and after a request. `users.last_seen_at` is left out: it is refreshed on reads.
 * So is the usage roll-up `usage_daily`: the meter counts every request, refused ones too, and
 * writes its per-isolate tally on its own clock (every 10 s or 200 requests).
 */
export async function snapshotD1(): Promise<string> {
	const client = db().$client;
	const { results: tables } = await client
		.prepare(
			`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'
			AND name NOT LIKE '%fts%' AND name <> 'd1_migrations' AND name <> 'usage_daily' ORDER BY name`,
		)
		.all<{ name: string }>();
	const dumps = await client.batch<Record<string, unknown>>(
		tables.map(({ name }) => client.prepare(`SELECT * FROM "${name}" ORDER BY rowid`)),
	);
	const dump: Record<string, unknown[]> = {};
	tables.forEach(({ name }, i) => {
		dump[name] = (dumps[i]?.results ?? []).map(({ last_seen_at: _seen, ...row }) => row);
	});
	return JSON.stringify(dump);
}
