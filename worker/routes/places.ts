import { type Context, Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { parseLatLng } from "../../domain/geo/geo";
import {
	MIN_DESTINATION_QUERY_LENGTH,
	type PlaceSuggestion,
	placeDetailsQuerySchema,
	placePhotoQuerySchema,
	placesAutocompleteQuerySchema,
} from "../../domain/place/destination";
import {
	type FamilyReview,
	type Place,
	type PlacePrediction,
	placeIdParamSchema,
	placeInsightRequestSchema,
	placeSearchQuerySchema,
	saveIntentCategory,
	savePlaceSchema,
} from "../../domain/place/place";
import { createDb } from "../db";
import type { AppEnv } from "../env";
import { afterResponse } from "../lib/after-response";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/auth";
import { createLlmProvider } from "../providers/llm";
import { composePlaceSummary, composeSaveFollowUp } from "../providers/llm/offline/place-insights";
import { googlePlaces, type PlacesDeps, PlacesUpstreamError, placesProvider, resolvePlace } from "../providers/places";
import { MIN_NEARBY_QUERY_LENGTH } from "../providers/places/search";
import { findAdventureAccess } from "../services/adventure-access";
import { PlaceStore } from "../services/places";
import { RateLimiter } from "../services/rate-limit";
import { roomOf } from "../services/rooms";
import { savePlaceTo, toSavedPlace } from "../services/saved-places";

/** Browsers may keep a proxied photo a day; it is per user (the route needs sign-in), so private. */
const PHOTO_CACHE_CONTROL = "private, max-age=86400";
/** Model-written summaries per user and minute (the offline composer is not limited). */
const SUMMARIES_PER_MINUTE = 30;

const deps = (c: { env: AppEnv["Bindings"]; get: Context<AppEnv>["get"] }): PlacesDeps => ({
	env: c.env,
	config: c.get("config"),
	usage: c.get("usage"),
});

const placeNotFound = { error: "Place not found" } as const;
const adventureNotFound = { error: "Adventure not found" } as const;
const upstreamFailed = { error: "Place details are unavailable" } as const;

type Lookup = { place: Place } | { status: 404 | 502; body: { error: string } };

/** A place for a route: from the provider's details (`details`) or the store first (`resolve`). */
async function lookUp(d: PlacesDeps, googlePlaceId: string, how: "details" | "resolve"): Promise<Lookup> {
	try {
		const place =
			how === "details" ? await placesProvider(d).placeDetails(googlePlaceId) : await resolvePlace(d, googlePlaceId);
		return place ? { place } : { status: 404, body: placeNotFound };
	} catch (error) {
		if (error instanceof PlacesUpstreamError) return { status: 502, body: upstreamFailed };
		throw error;
	}
}

/** Kids' ages of the adventure a request names, when the caller may read it; `null` when not (→ 404). */
async function kidAgesFor(env: AppEnv["Bindings"], userId: string, adventureId?: string): Promise<number[] | null> {
	if (!adventureId) return [];
	const found = await findAdventureAccess(createDb(env), adventureId, userId);
	return found ? found.adventure.kidAges : null;
}

/** Model-written summaries share one window per user; the offline composer passes freely. */
const summaryLimit = () =>
	createMiddleware<AppEnv>(async (c, next) => {
		if (!c.get("config").openai) return next();
		const limiter = new RateLimiter(createDb(c.env), SUMMARIES_PER_MINUTE, 60_000);
		const key = `place-summary:${c.get("user")?.id ?? "anonymous"}`;
		if (await limiter.isLimited(key)) {
			return c.json({ error: "Too many summaries. Please wait a minute and try again." }, 429, { "Retry-After": "60" });
		}
		await limiter.hit(key);
		await next();
	});

/**
 * `/api/places`: destination search for the create/edit forms (core spec §7), and places near a
 * point for the workspace (planner spec §7): autocomplete, search, details, Family Lens summary,
 * field notes and reviews, save. Through the places provider (embedded catalog, or Google Places
 * when keyed). All routes need sign-in.
 */
export const placesRoutes = new Hono<AppEnv>()
	.get("/autocomplete", requireUser(), validate("query", placesAutocompleteQuerySchema), async (c) => {
		const { query, sessionToken, locationSearch, location } = c.req.valid("query");
		// The workspace sends `location` (places near the map centre); the forms send locationSearch=true.
		const near = locationSearch === "true" ? null : parseLatLng(location);
		if (near) {
			if (query.length < MIN_NEARBY_QUERY_LENGTH) return c.json([] as PlacePrediction[]);
			try {
				return c.json(await placesProvider(deps(c)).autocompleteNear(query, near, sessionToken));
			} catch (error) {
				console.warn("places nearby autocomplete failed", error);
				return c.json([] as PlacePrediction[]);
			}
		}
		if (query.length < MIN_DESTINATION_QUERY_LENGTH) return c.json([] as PlaceSuggestion[]);
		try {
			return c.json(await placesProvider(deps(c)).autocomplete(query, sessionToken));
		} catch (error) {
			// Search is a convenience: the form keeps the typed text, so a failure is an empty list.
			console.warn("places autocomplete failed", error);
			return c.json([] as PlaceSuggestion[]);
		}
	})
	.get("/search", requireUser(), validate("query", placeSearchQuerySchema), async (c) => {
		const { query, latitude, longitude, radius, enrich, adventureId } = c.req.valid("query");
		let results: Awaited<ReturnType<ReturnType<typeof placesProvider>["search"]>>;
		try {
			results = await placesProvider(deps(c)).search(query, { latitude, longitude }, radius);
		} catch (error) {
			// Search failures are silent (planner spec §8): an empty result list.
			console.warn("places search failed", error);
			return c.json([]);
		}
		// enrich=true fills missing card summaries with the offline composer (free, never stored),
		// for this adventure's kids; with OpenAI the panel asks for a real one when opened.
		if (enrich === "true" && !c.get("config").openai && results.some((place) => !place.pithySummary)) {
			const kidAges = (await kidAgesFor(c.env, c.get("user").id, adventureId)) ?? [];
			results = results.map((place) =>
				place.pithySummary ? place : { ...place, ...composePlaceSummary(place, kidAges) },
			);
		}
		return c.json(results);
	})
	.get("/details", requireUser(), validate("query", placeDetailsQuerySchema), async (c) => {
		const { placeId, sessionToken } = c.req.valid("query");
		try {
			const details = await placesProvider(deps(c)).details(placeId, sessionToken);
			if (!details) return c.json(placeNotFound, 404);
			return c.json(details);
		} catch (error) {
			if (error instanceof PlacesUpstreamError) return c.json(upstreamFailed, 502);
			throw error;
		}
	})
	.get("/details/:googlePlaceId", requireUser(), validate("param", placeIdParamSchema), async (c) => {
		const found = await lookUp(deps(c), c.req.valid("param").googlePlaceId, "details");
		return "place" in found ? c.json(found.place, 200) : c.json(found.body, found.status);
	})
	.get("/:googlePlaceId/details", requireUser(), validate("param", placeIdParamSchema), async (c) => {
		const found = await lookUp(deps(c), c.req.valid("param").googlePlaceId, "details");
		return "place" in found ? c.json(found.place, 200) : c.json(found.body, found.status);
	})
	.post(
		"/:googlePlaceId/summary",
		requireUser(),
		validate("param", placeIdParamSchema),
		validate("json", placeInsightRequestSchema),
		summaryLimit(),
		async (c) => {
			const { googlePlaceId } = c.req.valid("param");
			const { adventureId } = c.req.valid("json");
			const kidAges = await kidAgesFor(c.env, c.get("user").id, adventureId);
			if (!kidAges) return c.json(adventureNotFound, 404);
			const found = await lookUp(deps(c), googlePlaceId, "resolve");
			if (!("place" in found)) return c.json(found.body, found.status);
			const { place } = found;
			const llm = createLlmProvider(c.get("config"), { usage: c.get("usage") });
			let summary: { familySummary: string; pithySummary: string };
			try {
				summary = await llm.summarizePlace(place, { kidAges, adventureId: adventureId ?? null });
			} catch (error) {
				console.warn(`place summary failed (${llm.name}): ${error instanceof Error ? error.message : String(error)}`);
				return c.json({ error: "Failed to generate summary" }, 502);
			}
			// Provider places keep their generated summary; catalog places keep the one written for them.
			if (place.source === "google") await new PlaceStore(c.env.DB).setSummary(place.googlePlaceId, summary);
			return c.json(summary, 200);
		},
	)
	.post(
		"/:googlePlaceId/family-reviews",
		requireUser(),
		validate("param", placeIdParamSchema),
		validate("json", placeInsightRequestSchema),
		async (c) => {
			const { googlePlaceId } = c.req.valid("param");
			if (!(await kidAgesFor(c.env, c.get("user").id, c.req.valid("json").adventureId))) {
				return c.json(adventureNotFound, 404);
			}
			const found = await lookUp(deps(c), googlePlaceId, "resolve");
			if (!("place" in found)) return c.json(found.body, found.status);
			const { place } = found;
			// Reviews are real travel-blog reviews only; with no review source configured there are none,
			// never invented ones. The place's field notes (stored + Guide AI's own) come along.
			const reviews: FamilyReview[] = [];
			return c.json({ reviews, fieldNotes: place.fieldNotes }, 200);
		},
	)
	.post(
		"/:googlePlaceId/save",
		requireUser(),
		validate("param", placeIdParamSchema),
		validate("json", savePlaceSchema),
		async (c) => {
			const { googlePlaceId } = c.req.valid("param");
			const body = c.req.valid("json");
			const db = createDb(c.env);
			const found = await findAdventureAccess(db, body.adventureId, c.get("user").id);
			if (!found) return c.json(adventureNotFound, 404);
			if (found.access !== "owner") return c.json({ error: "Only the owner can change this adventure" }, 403);
			// The place is resolved by id, never taken from the client's placeData.
			const resolved = await lookUp(deps(c), googlePlaceId, "resolve");
			if (!("place" in resolved)) return c.json(resolved.body, resolved.status);
			const { place } = resolved;
			const intent = body.intentCategory ?? saveIntentCategory(place);
			const { row, created } = await savePlaceTo(db, found.adventure.id, place.googlePlaceId, intent);
			if (created) {
				afterResponse(c, "room change notice", roomOf(c.env, found.adventure.id).broadcastChange("saved-places"));
			}
			const kidAges = body.kidAges.length ? body.kidAges : found.adventure.kidAges;
			return c.json(
				{ savedPlace: toSavedPlace(row, place), place, followUpMessage: composeSaveFollowUp(place, kidAges) },
				200,
			);
		},
	)
	.get("/photo", requireUser(), validate("query", placePhotoQuerySchema), async (c) => {
		const google = googlePlaces(deps(c));
		if (!google) return c.json({ error: "Photo not found" }, 404);
		try {
			const upstream = await google.photo(c.req.valid("query").name);
			if (!upstream) return c.json({ error: "Photo not found" }, 404);
			const headers = new Headers({
				"Content-Type": upstream.headers.get("Content-Type") ?? "image/jpeg",
				"Cache-Control": PHOTO_CACHE_CONTROL,
			});
			const length = upstream.headers.get("Content-Length");
			if (length) headers.set("Content-Length", length);
			return new Response(upstream.body, { status: 200, headers });
		} catch (error) {
			if (error instanceof PlacesUpstreamError) return c.json({ error: "Photo is unavailable" }, 502);
			throw error;
		}
	});
