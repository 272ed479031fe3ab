import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { inspectRoutes } from "hono/dev";
import { describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import { bugReports, savedPlaces, users } from "../../worker/db/schema";
import { isBetaExempt } from "../../worker/middleware/beta-gate";
import { loadDestinationFixture } from "./fixtures/destinations";
import { insertPlace } from "./fixtures/places";
import {
	BETA_PASSWORD,
	betaCookie,
	call,
	db,
	insertAdventure,
	insertUser,
	json,
	signIn,
	uniqueEmail,
	uniqueIp,
} from "./helpers";
import { insertPathWithStops } from "./path-fixtures";

/**
 * The authorization table: every route the Worker registers, and the status each kind of caller
 * gets from a minimal request. The test fails when a registered route is missing here or a row
 * names a route that no longer exists, so a new route cannot ship without deciding who may call it.
 *
 * To add a route: add a row keyed "METHOD /path" exactly as Hono registers it (":id" params
 * included), with `request` building a concrete call when the default (the path as written, no
 * body) is not enough. To add a caller class (e.g. "owner" and "other" for adventure routes): add it
 * to CallerClass and CALLERS; the compiler then asks for its column in every row.
 */

/**
 * anon: no beta cookie. beta: beta cookie, signed out. user: signed in, and the owner of any
 * adventure a row creates through `adventureFor`. other: signed in, but the adventure belongs to
 * someone else (private). viewer: signed in, reading someone else's PUBLIC adventure (reads are
 * allowed, every write is 403, the owner-only guide is 404). admin: signed in with admin rights,
 * owner like user.
 */
type CallerClass = "anon" | "beta" | "user" | "other" | "viewer" | "admin";

interface Caller {
	who: CallerClass;
	/** Cookie header: empty for anon, the beta cookie, or beta + session. */
	cookie: string;
	userId: string | null;
}

interface RequestSpec {
	path: string;
	init?: RequestInit;
}

interface Row {
	/** Why the row looks the way it does, when it is not obvious. */
	note?: string;
	request?: (caller: Caller) => RequestSpec | Promise<RequestSpec>;
	expect: Record<CallerClass, number>;
}

/** Each test makes its callers afresh, so one row's calls (sign-in, logout) never leak into another. */
const CALLERS: Record<CallerClass, () => Promise<Caller>> = {
	anon: async () => ({ who: "anon", cookie: "", userId: null }),
	beta: async () => ({ who: "beta", cookie: await betaCookie(), userId: null }),
	user: async () => {
		const { cookie, user } = await signIn();
		return { who: "user", cookie, userId: user.id };
	},
	other: async () => {
		const { cookie, user } = await signIn();
		return { who: "other", cookie, userId: user.id };
	},
	viewer: async () => {
		const { cookie, user } = await signIn();
		return { who: "viewer", cookie, userId: user.id };
	},
	admin: async () => {
		const { cookie, user } = await signIn("admin@example.com");
		expect(user.isAdmin).toBe(true);
		return { who: "admin", cookie, userId: user.id };
	},
};

/**
 * The id of an adventure for a row's request: the caller's own (user, admin), a stranger's private
 * one (other), a stranger's public one (viewer), or an id that does not exist (signed-out callers
 * never get that far).
 */
async function adventureFor(caller: Caller): Promise<string> {
	if (caller.who === "other") return insertAdventure(await insertUser());
	if (caller.who === "viewer") return insertAdventure(await insertUser(), { isPublic: true });
	if (caller.userId) return insertAdventure(caller.userId);
	return crypto.randomUUID();
}

/**
 * A path with three stops in the adventure `adventureFor` gives the caller; made-up ids for
 * signed-out callers (they never get that far).
 */
async function pathFor(caller: Caller): Promise<{ adventureId: string; pathId: string; stopIds: string[] }> {
	if (!caller.userId)
		return { adventureId: crypto.randomUUID(), pathId: crypto.randomUUID(), stopIds: [crypto.randomUUID()] };
	const adventureId = await adventureFor(caller);
	return { adventureId, ...(await insertPathWithStops(adventureId, 3)) };
}

const everyone = (status: number): Record<CallerClass, number> => ({
	anon: status,
	beta: status,
	user: status,
	other: status,
	viewer: status,
	admin: status,
});

/**
 * Behind the beta gate (403 without it); `signedOut` is what a beta caller without a session gets,
 * `other` what a signed-in stranger to a private adventure gets and `viewer` what a signed-in reader
 * of a public one gets (both the same as the owner for routes not about one adventure).
 */
const gated = (
	signedOut: number,
	signedIn: number,
	other = signedIn,
	viewer = signedIn,
): Record<CallerClass, number> => ({
	anon: 403,
	beta: signedOut,
	user: signedIn,
	other,
	viewer,
	admin: signedIn,
});

/** A read of one adventure's data: the owner and a public adventure's viewer; a stranger gets 404. */
const adventureRead = (status = 200) => gated(401, status, 404, status);
/** A write to one adventure: the owner; a public adventure's viewer 403; a stranger 404. */
const adventureWrite = (status = 200) => gated(401, status, 404, 403);
/** The owner's alone (the guide): anyone else, a public adventure's viewer too, 404. */
const ownerOnly = (status = 200) => gated(401, status, 404, 404);

/**
 * A read of the public view (no beta password needed: `isBetaExempt`): the owner and a public
 * adventure's viewer; a stranger 404, and signed-out callers 404 too (their made-up ids exist
 * nowhere). Tokens, revocation and other adventures' ids are in the public view table below.
 */
const publicViewRead = (status = 200): Record<CallerClass, number> => ({
	...gated(404, status, 404, status),
	anon: 404,
});

/** Its own client address, so the public view's per-client limit never meets another row's. */
const ownClient = () => ({ headers: { "CF-Connecting-IP": uniqueIp() } });

/** A catalog place saved in the caller's adventure (`adventureFor`); a made-up place for signed-out callers. */
async function placeFor(caller: Caller): Promise<{ adventureId: string; placeId: string }> {
	const adventureId = await adventureFor(caller);
	const placeId = await insertPlace();
	if (caller.userId) await db().insert(savedPlaces).values({ id: crypto.randomUUID(), adventureId, placeId });
	return { adventureId, placeId };
}

/** Admin routes: 401 signed out, 403 for every signed-in non-admin, `status` for an admin. */
const adminOnly = (status = 200): Record<CallerClass, number> => ({
	...gated(401, 403),
	admin: status,
});

/** A user who joined and was last seen 60 days ago: deletable by an admin. */
async function insertInactiveUser(): Promise<string> {
	const id = await insertUser();
	const longAgo = new Date(Date.now() - 60 * 24 * 60 * 60 * 1000);
	await db().update(users).set({ createdAt: longAgo, updatedAt: longAgo, lastSeenAt: longAgo }).where(eq(users.id, id));
	return id;
}

/** The first bytes of a JPEG are all the upload checks for its type. */
/** The smallest JPEG the upload takes: start, a 1×1 frame header (the size it reads), end. */
const AUTHZ_JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xc0, 0, 11, 8, 0, 1, 0, 1, 1, 1, 0x11, 0, 0xff, 0xd9]);

/** Bug triage is the admins': a beta caller without a session 401, any other signed-in caller 403. */
const bugTriage = (status = 200): Record<CallerClass, number> => ({
	anon: 403,
	beta: 401,
	user: 403,
	other: 403,
	viewer: 403,
	admin: status,
});

/** A stored bug report with a screenshot in R2, for the admin rows. */
async function insertBugReportForAuthz(): Promise<string> {
	const id = crypto.randomUUID();
	const screenshotKey = `bug-screenshots/${id}.jpg`;
	await env.BUCKET.put(screenshotKey, AUTHZ_JPEG, { httpMetadata: { contentType: "image/jpeg" } });
	await db().insert(bugReports).values({ id, userEmail: "Public", url: "/", userAgent: "authz", screenshotKey });
	return id;
}

const TABLE: Record<string, Row> = {
	"GET /api/health": { expect: everyone(200) },
	"GET /api/config": { expect: everyone(200) },
	"GET /api/beta/status": { expect: everyone(200) },
	"POST /api/beta/authenticate": {
		request: () => ({
			path: "/api/beta/authenticate",
			init: json({ password: BETA_PASSWORD }, { headers: { "CF-Connecting-IP": uniqueIp() } }),
		}),
		expect: everyone(200),
	},
	"GET /api/login": { note: "redirect to the sign-in page (local sign-in)", expect: gated(302, 302) },
	"GET /api/logout": { expect: gated(302, 302) },
	"GET /api/auth/login": { expect: gated(302, 302) },
	"GET /api/auth/callback": {
		note: "404 while no OIDC issuer is configured; the flow itself is in auth-oidc.test.ts",
		request: () => ({ path: "/api/auth/callback?code=c&state=s" }),
		expect: gated(404, 404),
	},
	"POST /api/auth/local": {
		note: "signing in again while signed in is allowed (the session rotates)",
		request: () => ({
			path: "/api/auth/local",
			init: json({ firstName: "Table", lastName: "Row", email: uniqueEmail("authz") }),
		}),
		expect: gated(200, 200),
	},
	"GET /api/auth/user": { expect: gated(401, 200) },
	"POST /api/auth/email-link": {
		note: "the same neutral answer for every address; limits in email-link.test.ts",
		request: () => ({
			path: "/api/auth/email-link",
			init: json({ email: uniqueEmail("authz-link") }, { headers: { "CF-Connecting-IP": uniqueIp() } }),
		}),
		expect: gated(200, 200),
	},
	"POST /api/auth/email-link/verify": {
		note: "a well-formed token never issued: 401 for everyone; the flow is in email-link.test.ts",
		request: () => ({ path: "/api/auth/email-link/verify", init: json({ token: "A".repeat(43) }) }),
		expect: gated(401, 401),
	},
	"POST /api/auth/sign-out-everywhere": {
		note: "ends the caller's other sessions only (sign-out-everywhere.test.ts)",
		request: () => ({ path: "/api/auth/sign-out-everywhere", init: { method: "POST" } }),
		expect: gated(401, 200),
	},
	"POST /api/live/ticket": {
		note: "a public adventure's viewer may watch it live (the room's checks are in live.test.ts)",
		request: async (caller) => ({ path: "/api/live/ticket", init: json({ adventureId: await adventureFor(caller) }) }),
		expect: adventureRead(),
	},
	"GET /api/adventures": { expect: gated(401, 200) },
	"POST /api/adventures": {
		request: () => ({
			path: "/api/adventures",
			init: json({
				title: "Authz trip",
				location: "Acadia National Park",
				startDate: "2031-07-01",
				endDate: "2031-07-03",
			}),
		}),
		expect: gated(401, 201),
	},
	"GET /api/adventures/stats": { expect: gated(401, 200) },
	"GET /api/adventures/public": {
		note: "Discover: signed-out visitors past the beta gate too",
		expect: gated(200, 200),
	},
	"POST /api/adventures/duplicate": {
		note: "copies what the caller may read: their own or a public adventure; a stranger's private one is 404",
		request: async (caller) => ({
			path: "/api/adventures/duplicate",
			init: json({
				sourceAdventureId: await adventureFor(caller),
				title: "Copied trip",
				startDate: "2032-08-01",
				endDate: "2032-08-03",
			}),
		}),
		expect: gated(401, 201, 404, 201),
	},
	"GET /api/adventures/:id": {
		note: "someone else's private adventure is a 404: its existence is not revealed",
		request: async (caller) => ({ path: `/api/adventures/${await adventureFor(caller)}` }),
		expect: adventureRead(),
	},
	"PATCH /api/adventures/:id": {
		request: async (caller) => ({
			path: `/api/adventures/${await adventureFor(caller)}`,
			// New dates with what happens to the dated paths' days (`pathDays`).
			init: json({ title: "Renamed", startDate: "2030-06-02", pathDays: "unassign" }, { method: "PATCH" }),
		}),
		expect: adventureWrite(),
	},
	"GET /api/adventures/:id/stay-suggestions": {
		note: "'Where we're staying' is the owner's: a public adventure's viewer 403, a stranger 404",
		request: async (caller) => ({
			path: `/api/adventures/${await adventureFor(caller)}/stay-suggestions?query=Kensington`,
		}),
		expect: adventureWrite(),
	},
	"DELETE /api/adventures/:id": {
		request: async (caller) => ({ path: `/api/adventures/${await adventureFor(caller)}`, init: { method: "DELETE" } }),
		expect: adventureWrite(),
	},
	"POST /api/adventures/:id/share-link": {
		request: async (caller) => ({
			path: `/api/adventures/${await adventureFor(caller)}/share-link`,
			init: { method: "POST" },
		}),
		expect: adventureWrite(),
	},
	"DELETE /api/adventures/:id/share-link": {
		request: async (caller) => ({
			path: `/api/adventures/${await adventureFor(caller)}/share-link`,
			init: { method: "DELETE" },
		}),
		expect: adventureWrite(),
	},
	"POST /api/adventures/share-email": {
		note: "the owner only; the e-mails land in the outbox here (share.test.ts)",
		request: async (caller) => ({
			path: "/api/adventures/share-email",
			init: json({ adventureId: await adventureFor(caller), emails: ["friend@example.org"] }),
		}),
		expect: adventureWrite(),
	},
	"GET /api/adventures/:id/calendar.ics": {
		note: "the public view's too: without the beta password, a public adventure or a share token",
		request: async (caller) => ({
			path: `/api/adventures/${await adventureFor(caller)}/calendar.ics`,
			init: ownClient(),
		}),
		expect: publicViewRead(),
	},
	"GET /api/public/adventures/:id": {
		note: "the read-only view's data, without the beta password too (public or with ?share=)",
		request: async (caller) => ({ path: `/api/public/adventures/${await adventureFor(caller)}`, init: ownClient() }),
		expect: publicViewRead(),
	},
	"GET /api/public/adventures/:id/places/:googlePlaceId": {
		note: "details of a place of the adventure (saved, or a stop of its paths) only",
		request: async (caller) => {
			const { adventureId, placeId } = await placeFor(caller);
			return { path: `/api/public/adventures/${adventureId}/places/${placeId}`, init: ownClient() };
		},
		expect: publicViewRead(),
	},
	"GET /api/public/adventures/:id/places/:googlePlaceId/family-reviews": {
		request: async (caller) => {
			const { adventureId, placeId } = await placeFor(caller);
			return { path: `/api/public/adventures/${adventureId}/places/${placeId}/family-reviews`, init: ownClient() };
		},
		expect: publicViewRead(),
	},
	"GET /api/public/adventures/:id/photo": {
		note: "404 for everyone while no GOOGLE_MAPS_API_KEY is set; streamed in public-view.test.ts",
		request: async (caller) => ({
			path: `/api/public/adventures/${await adventureFor(caller)}/photo?name=places/ChIJabc/photos/def`,
			init: ownClient(),
		}),
		expect: publicViewRead(404),
	},
	"GET /api/public/adventures/:id/paths/:pathId/route": {
		request: async (caller) => {
			const { adventureId, pathId } = await pathFor(caller);
			return { path: `/api/public/adventures/${adventureId}/paths/${pathId}/route`, init: ownClient() };
		},
		expect: publicViewRead(),
	},
	"GET /api/public/adventures/:id/paths/:pathId/export": {
		request: async (caller) => {
			const { adventureId, pathId } = await pathFor(caller);
			return { path: `/api/public/adventures/${adventureId}/paths/${pathId}/export?format=kml`, init: ownClient() };
		},
		expect: publicViewRead(),
	},
	"POST /api/adventures/generate-title": {
		note: "not about a stored adventure: any signed-in user; answered by the offline composer here",
		request: () => ({ path: "/api/adventures/generate-title", init: json({ location: "Acadia National Park" }) }),
		expect: gated(401, 200),
	},
	"POST /api/adventures/generate-description": {
		request: () => ({
			path: "/api/adventures/generate-description",
			init: json({ location: "Acadia National Park", title: "Tide Pools & Trails" }),
		}),
		expect: gated(401, 200),
	},
	"POST /api/adventures/generate-title/stream": {
		note: "the title streamed: the same body, rules and limit as generate-title",
		request: () => ({
			path: "/api/adventures/generate-title/stream",
			init: json({ location: "Acadia National Park" }),
		}),
		expect: gated(401, 200),
	},
	"POST /api/adventures/generate-description/stream": {
		request: () => ({
			path: "/api/adventures/generate-description/stream",
			init: json({ location: "Acadia National Park", title: "Tide Pools & Trails" }),
		}),
		expect: gated(401, 200),
	},
	"GET /api/places/autocomplete": {
		note: "destination search: any signed-in user; catalog and Google behaviour in places.test.ts",
		request: () => ({ path: "/api/places/autocomplete?query=yellowst&locationSearch=true" }),
		expect: gated(401, 200),
	},
	"GET /api/places/details": {
		request: async () => {
			await loadDestinationFixture();
			return { path: "/api/places/details?placeId=park:yell" };
		},
		expect: gated(401, 200),
	},
	"GET /api/places/photo": {
		note: "a Google photo proxy: 404 while no GOOGLE_MAPS_API_KEY is set (the catalog's covers are static files)",
		request: () => ({ path: "/api/places/photo?name=places/ChIJabc/photos/def" }),
		expect: gated(401, 404),
	},
	"GET /api/places/search": {
		note: "not about a stored adventure: any signed-in user; ranking and Google in places-search.test.ts",
		request: () => ({ path: "/api/places/search?query=museum&latitude=51.5074&longitude=-0.1278" }),
		expect: gated(401, 200),
	},
	"GET /api/places/details/:googlePlaceId": {
		request: async () => ({ path: `/api/places/details/${await insertPlace()}` }),
		expect: gated(401, 200),
	},
	"GET /api/places/:googlePlaceId/details": {
		request: async () => ({ path: `/api/places/${await insertPlace()}/details` }),
		expect: gated(401, 200),
	},
	"POST /api/places/:googlePlaceId/summary": {
		note: "the adventure (for its kids' ages) must be readable: a stranger's private one is a 404",
		request: async (caller) => ({
			path: `/api/places/${await insertPlace()}/summary`,
			init: json({ adventureId: await adventureFor(caller) }),
		}),
		expect: adventureRead(),
	},
	"POST /api/places/:googlePlaceId/family-reviews": {
		request: async (caller) => ({
			path: `/api/places/${await insertPlace()}/family-reviews`,
			init: json({ adventureId: await adventureFor(caller) }),
		}),
		expect: adventureRead(),
	},
	"POST /api/places/:googlePlaceId/save": {
		note: "owner only; a viewer of a public adventure gets 403 (saved-places.test.ts)",
		request: async (caller) => ({
			path: `/api/places/${await insertPlace()}/save`,
			init: json({ adventureId: await adventureFor(caller), kidAges: [] }),
		}),
		expect: adventureWrite(),
	},
	"GET /api/saved-places": {
		request: async (caller) => ({ path: `/api/saved-places?adventureId=${await adventureFor(caller)}` }),
		expect: adventureRead(),
	},
	"GET /api/saved-places/check": {
		request: async (caller) => ({
			path: `/api/saved-places/check?googlePlaceId=cat:any&adventureId=${await adventureFor(caller)}`,
		}),
		expect: adventureRead(),
	},
	"GET /api/saved-places/check/:googlePlaceId/:adventureId": {
		request: async (caller) => ({ path: `/api/saved-places/check/cat:any/${await adventureFor(caller)}` }),
		expect: adventureRead(),
	},
	"POST /api/saved-places": {
		request: async (caller) => ({
			path: "/api/saved-places",
			init: json({ googlePlaceId: await insertPlace(), adventureId: await adventureFor(caller) }),
		}),
		expect: adventureWrite(),
	},
	"DELETE /api/saved-places/:googlePlaceId": {
		note: "the place is saved first, so the owner's delete succeeds",
		request: async (caller) => {
			const adventureId = await adventureFor(caller);
			const placeId = await insertPlace();
			if (caller.userId) {
				await db().insert(savedPlaces).values({ id: crypto.randomUUID(), adventureId, placeId });
			}
			return { path: `/api/saved-places/${placeId}?adventureId=${adventureId}`, init: { method: "DELETE" } };
		},
		expect: adventureWrite(),
	},
	"GET /api/adventures/:id/saved-places": {
		note: "the public view's list: the owner, or anyone signed in for a public adventure",
		request: async (caller) => ({ path: `/api/adventures/${await adventureFor(caller)}/saved-places` }),
		expect: adventureRead(),
	},
	"GET /api/adventures/:id/paths": {
		note: "paths with their stops: the owner, or anyone signed in for a public adventure (paths.test.ts)",
		request: async (caller) => ({ path: `/api/adventures/${await adventureFor(caller)}/paths` }),
		expect: adventureRead(),
	},
	"POST /api/adventures/:id/paths": {
		note: "owner only; a viewer of a public adventure gets 403 (paths.test.ts)",
		request: async (caller) => ({
			path: `/api/adventures/${await adventureFor(caller)}/paths`,
			init: json({ name: "Authz path", transportMode: "walking", date: "2030-06-03" }),
		}),
		expect: adventureWrite(201),
	},
	"POST /api/adventures/:id/day-plan": {
		note: "the proposal: owner only, writes nothing; a viewer 403, a stranger 404 (day-plan.test.ts)",
		request: async (caller) => ({
			path: `/api/adventures/${await adventureFor(caller)}/day-plan`,
			init: json({ rainyDates: [] }),
		}),
		expect: adventureWrite(200),
	},
	"POST /api/adventures/:id/day-plan/accept": {
		note: "writes dated paths: owner only; a viewer 403, a stranger 404 (day-plan.test.ts)",
		request: async (caller) => {
			const adventureId = await adventureFor(caller);
			const placeId = await insertPlace({ name: "Authz day stop" });
			return {
				path: `/api/adventures/${adventureId}/day-plan/accept`,
				init: json({ days: [{ date: "2030-06-02", stops: [{ googlePlaceId: placeId }] }] }),
			};
		},
		expect: adventureWrite(201),
	},
	"POST /api/paths": {
		note: "the Guide AI's create: the adventure id is in the body",
		request: async (caller) => ({
			path: "/api/paths",
			init: json({
				adventureId: await adventureFor(caller),
				name: "Guide path",
				estimatedDuration: 180,
				date: "2030-06-03",
			}),
		}),
		expect: adventureWrite(201),
	},
	"PATCH /api/paths/:id": {
		request: async (caller) => ({
			path: `/api/paths/${(await pathFor(caller)).pathId}`,
			init: json({ transportMode: "cycling", date: "2030-06-04" }, { method: "PATCH" }),
		}),
		expect: adventureWrite(),
	},
	"DELETE /api/paths/:id": {
		request: async (caller) => ({ path: `/api/paths/${(await pathFor(caller)).pathId}`, init: { method: "DELETE" } }),
		expect: adventureWrite(),
	},
	"PATCH /api/paths/:id/reorder": {
		request: async (caller) => {
			const { pathId, stopIds } = await pathFor(caller);
			const stopOrders = [...stopIds].reverse().map((id, i) => ({ id, order: i + 1 }));
			return { path: `/api/paths/${pathId}/reorder`, init: json({ stopOrders }, { method: "PATCH" }) };
		},
		expect: adventureWrite(),
	},
	"GET /api/paths/:id/stops": {
		request: async (caller) => ({ path: `/api/paths/${(await pathFor(caller)).pathId}/stops` }),
		expect: adventureRead(),
	},
	"POST /api/paths/:id/stops": {
		request: async (caller) => ({
			path: `/api/paths/${(await pathFor(caller)).pathId}/stops`,
			init: json({ googlePlaceId: await insertPlace() }),
		}),
		expect: adventureWrite(201),
	},
	"POST /api/paths/:id/stops/many": {
		note: "several places in one batch (path-stops-many.test.ts)",
		request: async (caller) => ({
			path: `/api/paths/${(await pathFor(caller)).pathId}/stops/many`,
			init: json({ googlePlaceIds: [await insertPlace(), await insertPlace()] }),
		}),
		expect: adventureWrite(201),
	},
	"GET /api/paths/:id/route": {
		note: "embedded estimate here; Google in routes-provider.test.ts",
		request: async (caller) => ({ path: `/api/paths/${(await pathFor(caller)).pathId}/route` }),
		expect: adventureRead(),
	},
	"GET /api/paths/:id/export": {
		request: async (caller) => ({ path: `/api/paths/${(await pathFor(caller)).pathId}/export?format=gpx` }),
		expect: adventureRead(),
	},
	"POST /api/paths/:id/optimize": {
		note: "changes nothing, but owner only (it may spend Google calls): a viewer gets 403",
		request: async (caller) => ({
			path: `/api/paths/${(await pathFor(caller)).pathId}/optimize`,
			init: { method: "POST" },
		}),
		expect: adventureWrite(),
	},
	"POST /api/path-stops": {
		note: "the Guide AI's insert (0-based order)",
		request: async (caller) => ({
			path: "/api/path-stops",
			init: json({ pathId: (await pathFor(caller)).pathId, placeId: await insertPlace(), order: 0 }),
		}),
		expect: adventureWrite(201),
	},
	"DELETE /api/path-stops/:id": {
		request: async (caller) => ({
			path: `/api/path-stops/${(await pathFor(caller)).stopIds[0]}`,
			init: { method: "DELETE" },
		}),
		expect: adventureWrite(),
	},
	"POST /api/guide-ai": {
		note: "owner only: a public adventure's viewer gets 404 too (guide.test.ts); a foreign userId is 403",
		request: async (caller) => ({
			path: "/api/guide-ai",
			init: json({
				message: "hi",
				userId: caller.userId ?? crypto.randomUUID(),
				adventureId: await adventureFor(caller),
			}),
		}),
		expect: ownerOnly(),
	},
	"POST /api/guide-ai/replace-suggestion": {
		request: async (caller) => ({
			path: "/api/guide-ai/replace-suggestion",
			init: json({
				adventureId: await adventureFor(caller),
				placeType: "museum",
				excludePlaceId: "cat:none",
				allSuggestedPlaceIds: [],
			}),
		}),
		expect: ownerOnly(),
	},
	"POST /api/guide-ai/reset-session": {
		request: async (caller) => ({
			path: "/api/guide-ai/reset-session",
			init: json({ adventureId: await adventureFor(caller), userId: caller.userId ?? crypto.randomUUID() }),
		}),
		expect: ownerOnly(),
	},
	"POST /api/guide-ai/filters/remove": {
		note: "owner only, like the rest of the guide: a public adventure's viewer gets 404 too",
		request: async (caller) => ({
			path: "/api/guide-ai/filters/remove",
			init: json({ adventureId: await adventureFor(caller), key: "need:not-loud" }),
		}),
		expect: ownerOnly(),
	},
	"GET /api/guide-ai/conversation/:key": {
		note: "the key is {userId}-{adventureId}; another user's id in it is 403 (guide.test.ts)",
		request: async (caller) => ({
			path: `/api/guide-ai/conversation/${caller.userId ?? crypto.randomUUID()}-${await adventureFor(caller)}`,
		}),
		expect: ownerOnly(),
	},
	"DELETE /api/guide-ai/conversation/:key": {
		note: "the key is {userId}-{adventureId}; another user's id in it is 403 (guide.test.ts)",
		request: async (caller) => ({
			path: `/api/guide-ai/conversation/${caller.userId ?? crypto.randomUUID()}-${await adventureFor(caller)}`,
			init: { method: "DELETE" },
		}),
		expect: ownerOnly(),
	},
	"PUT /api/user/profile": {
		note: "the caller's own profile only: there is no user id to aim at someone else",
		request: () => ({ path: "/api/user/profile", init: json({ numberOfKids: 1 }, { method: "PUT" }) }),
		expect: gated(401, 200),
	},
	"POST /api/upload/profile-image": {
		note: "the caller's own avatar only; bytes, size and types in profile.test.ts",
		request: () => {
			const form = new FormData();
			form.append("image", new File([AUTHZ_JPEG], "a.jpg", { type: "image/jpeg" }));
			return { path: "/api/upload/profile-image", init: { method: "POST", body: form } };
		},
		expect: gated(401, 200),
	},
	"GET /api/images/avatars/:userId/:file": {
		note: "avatars are content-addressed and public past the beta gate (shown beside shared work)",
		request: async () => {
			const key = `avatars/${crypto.randomUUID()}/${"c".repeat(64)}.jpg`;
			await env.BUCKET.put(key, AUTHZ_JPEG, { httpMetadata: { contentType: "image/jpeg" } });
			return { path: `/api/images/${key}` };
		},
		expect: gated(200, 200),
	},
	"GET /api/admin/users": { note: "admins only: 403 JSON for every other signed-in caller", expect: adminOnly() },
	"GET /api/admin/users/:id/details": {
		request: async () => ({ path: `/api/admin/users/${await insertUser()}/details` }),
		expect: adminOnly(),
	},
	"DELETE /api/admin/users/:id": {
		note: "the target was last seen 60 days ago, so an admin may delete it (rules in admin-users.test.ts)",
		request: async () => ({ path: `/api/admin/users/${await insertInactiveUser()}`, init: { method: "DELETE" } }),
		expect: adminOnly(),
	},
	"POST /api/bug-reports": {
		note: "anyone, before the beta password too (the widget is on the gate); limits in bug-reports.test.ts",
		request: () => ({
			path: "/api/bug-reports",
			init: json({ url: "/", userAgent: "authz" }, { headers: { "CF-Connecting-IP": uniqueIp() } }),
		}),
		expect: everyone(201),
	},
	"GET /api/bug-reports": { expect: bugTriage() },
	"PATCH /api/bug-reports/:id/status": {
		request: async () => ({
			path: `/api/bug-reports/${await insertBugReportForAuthz()}/status`,
			init: json({ status: "fixed" }, { method: "PATCH" }),
		}),
		expect: bugTriage(),
	},
	"DELETE /api/bug-reports/:id": {
		request: async () => ({ path: `/api/bug-reports/${await insertBugReportForAuthz()}`, init: { method: "DELETE" } }),
		expect: bugTriage(),
	},
	"GET /api/bug-reports/:id/screenshot": {
		request: async () => ({ path: `/api/bug-reports/${await insertBugReportForAuthz()}/screenshot` }),
		expect: bugTriage(),
	},
	"GET /ws": {
		note: "not under /api: no beta gate or session; the signed ticket is the only key",
		request: () => ({ path: "/ws", init: { headers: { Upgrade: "websocket" } } }),
		expect: everyone(401),
	},
	// Usage monitoring: admins only (401 signed out, 403 JSON for every signed-in non-admin).
	"GET /api/monitoring/usage": { expect: { anon: 403, beta: 401, user: 403, other: 403, viewer: 403, admin: 200 } },
	"GET /api/monitoring/costs": { expect: { anon: 403, beta: 401, user: 403, other: 403, viewer: 403, admin: 200 } },
	"GET /api/monitoring/scaling": { expect: { anon: 403, beta: 401, user: 403, other: 403, viewer: 403, admin: 200 } },
	"GET /api/monitoring/places-provider": {
		expect: { anon: 403, beta: 401, user: 403, other: 403, viewer: 403, admin: 200 },
	},
	"PUT /api/monitoring/budget": {
		note: "admins only; the seeded $100 is written again, so no other row sees a changed budget",
		request: () => ({ path: "/api/monitoring/budget", init: json({ monthlyBudgetUsd: 100 }, { method: "PUT" }) }),
		expect: adminOnly(),
	},
};

function registeredRoutes(): string[] {
	const keys = inspectRoutes(app)
		.filter((route) => !route.isMiddleware)
		.map((route) => `${route.method} ${route.path}`);
	return [...new Set(keys)].sort();
}

async function send(row: Row, key: string, caller: Caller): Promise<Response> {
	const [method = "GET", template = "/"] = key.split(" ");
	const spec = row.request ? await row.request(caller) : { path: template, init: { method } };
	const headers = new Headers(spec.init?.headers);
	if (caller.cookie) headers.set("Cookie", caller.cookie);
	return call(spec.path, { method, ...spec.init, headers });
}

describe("authz table", () => {
	it("lists every registered route", () => {
		const missing = registeredRoutes().filter((key) => !(key in TABLE));
		expect(missing, "routes without an authz row").toEqual([]);
	});

	it("lists no route that is not registered", () => {
		const registered = new Set(registeredRoutes());
		const stale = Object.keys(TABLE).filter((key) => !registered.has(key));
		expect(stale, "authz rows for routes that do not exist").toEqual([]);
	});

	it("agrees with the beta gate's exemptions", () => {
		// Only exempt /api routes may answer a caller without beta access; everything else is 403.
		for (const [key, row] of Object.entries(TABLE)) {
			const [method = "", path = ""] = key.split(" ");
			if (!path.startsWith("/api/")) continue;
			expect(row.expect.anon === 403, key).toBe(!isBetaExempt(method, path));
		}
	});

	for (const [key, row] of Object.entries(TABLE)) {
		describe(key, () => {
			for (const who of Object.keys(CALLERS) as CallerClass[]) {
				const status = row.expect[who];
				it(`${who} → ${status}`, async () => {
					const caller = await CALLERS[who]();
					const res = await send(row, key, caller);
					expect(res.status).toBe(status);
					if (status >= 400) {
						// Every refusal is JSON {error}, never an HTML page or a stack.
						expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
						expect(await res.json()).toMatchObject({ error: expect.any(String) });
					}
				});
			}
		});
	}

	it("unregistered /api paths: 403 without beta access, 404 JSON with it", async () => {
		const path = `/api/no-such-route-${crypto.randomUUID()}`;
		expect((await call(path)).status).toBe(403);
		const res = await call(path, { headers: { Cookie: await betaCookie() } });
		expect(res.status).toBe(404);
		expect(await res.json()).toEqual({ error: "Not found" });
	});
});

/**
 * The public view table: each route that answers without the beta password (`isBetaExempt`, beyond
 * the gate's own, health and config), and what a visitor gets in each case. Every visit but the
 * owner's and the stranger's comes from a fresh browser: no beta cookie, no session.
 *
 * owner: the owner, signed in, no token. public: a public adventure, no token. token: a private
 * adventure with its share token. none: the same without a token. revoked: its token after the
 * owner revoked it. otherToken: another adventure's token. stranger: signed in, someone else's
 * private adventure, no token. otherItem: with the token, but a place, path or photo of another
 * adventure (rows that name none leave it out).
 */
type Visit = "owner" | "public" | "token" | "none" | "revoked" | "otherToken" | "stranger" | "otherItem";

/** An adventure with a saved place, a path of two stops and its current share token. */
interface TableTrip {
	id: string;
	placeId: string;
	pathId: string;
	token: string;
}

async function tableTrip(ownerCookie: string, ownerId: string, isPublic = false): Promise<TableTrip> {
	const id = await insertAdventure(ownerId, { isPublic });
	// An id shaped like Google's, so a photo name can name it.
	const placeId = await insertPlace({ id: `ChIJtable${crypto.randomUUID().replaceAll("-", "")}` });
	await db().insert(savedPlaces).values({ id: crypto.randomUUID(), adventureId: id, placeId });
	const { pathId } = await insertPathWithStops(id, 2);
	const res = await call(`/api/adventures/${id}/share-link`, { method: "POST", headers: { Cookie: ownerCookie } });
	const token = new URL(((await res.json()) as { url: string }).url).searchParams.get("share") ?? "";
	return { id, placeId, pathId, token };
}

/** What a visit expects: the status, and for a 404 the error that says which check refused it. */
type Outcome = [status: number, error?: string];

interface PublicViewRow {
	/** The route's URL for an adventure (`trip`), naming `item`'s place or path where the route names one. */
	path: (trip: TableTrip, item: TableTrip) => string;
	/** The answer when the visitor may read the adventure. */
	allowed: Outcome;
	/** The 404 for a place, path or photo of another adventure; absent when the route names none. */
	otherItem?: Outcome;
}

const NOT_FOUND: Outcome = [404, "Adventure not found"];

const PUBLIC_VIEW_TABLE: Record<string, PublicViewRow> = {
	"GET /api/public/adventures/:id": { path: (trip) => `/api/public/adventures/${trip.id}`, allowed: [200] },
	"GET /api/adventures/:id/calendar.ics": { path: (trip) => `/api/adventures/${trip.id}/calendar.ics`, allowed: [200] },
	"GET /api/public/adventures/:id/places/:googlePlaceId": {
		path: (trip, item) => `/api/public/adventures/${trip.id}/places/${item.placeId}`,
		allowed: [200],
		otherItem: [404, "Place not found"],
	},
	"GET /api/public/adventures/:id/places/:googlePlaceId/family-reviews": {
		path: (trip, item) => `/api/public/adventures/${trip.id}/places/${item.placeId}/family-reviews`,
		allowed: [200],
		otherItem: [404, "Place not found"],
	},
	"GET /api/public/adventures/:id/photo": {
		// Past every check only the missing Google key answers (public-view.test.ts streams one).
		path: (trip, item) => `/api/public/adventures/${trip.id}/photo?name=places/${item.placeId}/photos/p`,
		allowed: [404, "Photo not found"],
		otherItem: [404, "Photo not found"],
	},
	"GET /api/public/adventures/:id/paths/:pathId/route": {
		path: (trip, item) => `/api/public/adventures/${trip.id}/paths/${item.pathId}/route`,
		allowed: [200],
		otherItem: [404, "Path not found"],
	},
	"GET /api/public/adventures/:id/paths/:pathId/export": {
		path: (trip, item) => `/api/public/adventures/${trip.id}/paths/${item.pathId}/export?format=gpx`,
		allowed: [200],
		otherItem: [404, "Path not found"],
	},
};

/** The visitor's request: the adventure, the item it names, its cookie and token. */
async function visit(row: PublicViewRow, who: Visit): Promise<Response> {
	const owner = await signIn();
	const trip = await tableTrip(owner.cookie, owner.user.id, who === "public");
	const other = await tableTrip(owner.cookie, owner.user.id);
	let cookie = "";
	let share: string | undefined;
	if (who === "owner") cookie = owner.cookie;
	if (who === "stranger") cookie = (await signIn()).cookie;
	if (who === "token" || who === "otherItem" || who === "revoked") share = trip.token;
	if (who === "otherToken") share = other.token;
	if (who === "revoked")
		await call(`/api/adventures/${trip.id}/share-link`, { method: "DELETE", headers: { Cookie: owner.cookie } });
	const path = row.path(trip, who === "otherItem" ? other : trip);
	const url = share ? `${path}${path.includes("?") ? "&" : "?"}share=${share}` : path;
	const headers = new Headers({ "CF-Connecting-IP": uniqueIp() });
	if (cookie) headers.set("Cookie", cookie);
	return call(url, { headers });
}

describe("public view table", () => {
	it("lists every route that answers without the beta password", () => {
		const gateOwn = new Set([
			"GET /api/health",
			"GET /api/config",
			"GET /api/beta/status",
			"POST /api/beta/authenticate",
			"POST /api/bug-reports",
		]);
		const exempt = registeredRoutes().filter((key) => {
			const [method = "", path = ""] = key.split(" ");
			return path.startsWith("/api/") && isBetaExempt(method, path) && !gateOwn.has(key);
		});
		expect(exempt.sort()).toEqual(Object.keys(PUBLIC_VIEW_TABLE).sort());
	});

	for (const [key, row] of Object.entries(PUBLIC_VIEW_TABLE)) {
		describe(key, () => {
			const outcomes: [Visit, Outcome][] = [
				["owner", row.allowed],
				["public", row.allowed],
				["token", row.allowed],
				["none", NOT_FOUND],
				["revoked", NOT_FOUND],
				["otherToken", NOT_FOUND],
				["stranger", NOT_FOUND],
				...(row.otherItem ? [["otherItem", row.otherItem] as [Visit, Outcome]] : []),
			];
			for (const [who, [status, error]] of outcomes) {
				it(`${who} → ${status}${error ? ` ${error}` : ""}`, async () => {
					const res = await visit(row, who);
					expect(res.status).toBe(status);
					if (error) expect(await res.json()).toEqual({ error });
				});
			}
		});
	}
});
