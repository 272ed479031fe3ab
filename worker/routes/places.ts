import { Hono } from "hono";
import {
	placeDetailsQuerySchema,
	placePhotoQuerySchema,
	placesAutocompleteQuerySchema,
} from "../../domain/place/destination";
import {
	PLACE_SUMMARIES_PER_MINUTE,
	placeIdParamSchema,
	placeInsightRequestSchema,
	placeSearchQuerySchema,
	savePlaceSchema,
} from "../../domain/place/place";
import type { AppEnv } from "../env";
import { validate } from "../lib/validate";
import { adventureAccess, optionalAdventureAccess } from "../middleware/access";
import { requireUser } from "../middleware/auth";
import { byUser, placeCallLimit, rateLimit } from "../middleware/rate-limit";
import {
	autocompletePlaces,
	destinationDetails,
	familyReviews,
	placeDetails,
	placePhoto,
	searchPlaces,
	summarizePlace,
} from "../services/places";
import { savePlaceFromPanel } from "../services/saved-places";

/** Browsers may keep a proxied photo a day; it is per user (the route needs sign-in), so private. */
const PHOTO_CACHE_CONTROL = "private, max-age=86400";

/** Model-written summaries share one window per user; the offline composer passes freely. */
const summaryLimit = () =>
	rateLimit({
		name: "place-summary",
		limit: PLACE_SUMMARIES_PER_MINUTE,
		windowMs: 60_000,
		key: byUser,
		message: "Too many summaries. Please wait a minute and try again.",
		skip: (c) => c.get("config").llm === "offline",
	});

/**
 * `/api/places`: destination search for the create/edit forms, and places near a point for the
 * workspace: autocomplete, search, details, Family Lens summary, field notes and reviews, save.
 * Through the places provider (embedded catalog, or Google Places when keyed). All routes need
 * sign-in; the insight calls may name an adventure (for its kids), which the caller must be able to read.
 * With Google, each route that may call it counts in the caller's per-minute window (`placeCallLimit`).
 * `/api/places/{id}/details` is an alias of `/api/places/details/{id}` (routes/aliases.ts).
 */
export const placesRoutes = new Hono<AppEnv>()
	.get("/autocomplete", requireUser(), validate("query", placesAutocompleteQuerySchema), placeCallLimit(), async (c) =>
		c.json(await autocompletePlaces(c.get("deps").places, c.req.valid("query")), 200),
	)
	.get("/search", requireUser(), validate("query", placeSearchQuerySchema), placeCallLimit(), async (c) =>
		c.json(await searchPlaces(c.get("deps"), c.get("user").id, c.req.valid("query")), 200),
	)
	.get("/details", requireUser(), validate("query", placeDetailsQuerySchema), placeCallLimit(), async (c) => {
		const { placeId, sessionToken } = c.req.valid("query");
		return c.json(await destinationDetails(c.get("deps").places, placeId, sessionToken), 200);
	})
	.get("/details/:googlePlaceId", requireUser(), validate("param", placeIdParamSchema), placeCallLimit(), async (c) =>
		c.json(await placeDetails(c.get("deps").places, c.req.valid("param").googlePlaceId), 200),
	)
	.post(
		"/:googlePlaceId/summary",
		requireUser(),
		validate("param", placeIdParamSchema),
		validate("json", placeInsightRequestSchema),
		summaryLimit(),
		placeCallLimit(),
		optionalAdventureAccess("read", { json: "adventureId" }),
		async (c) =>
			c.json(await summarizePlace(c.get("deps"), c.req.valid("param").googlePlaceId, c.get("adventure")), 200),
	)
	.post(
		"/:googlePlaceId/family-reviews",
		requireUser(),
		validate("param", placeIdParamSchema),
		validate("json", placeInsightRequestSchema),
		placeCallLimit(),
		optionalAdventureAccess("read", { json: "adventureId" }),
		async (c) => c.json(await familyReviews(c.get("deps"), c.req.valid("param").googlePlaceId), 200),
	)
	.post(
		"/:googlePlaceId/save",
		requireUser(),
		validate("param", placeIdParamSchema),
		validate("json", savePlaceSchema),
		adventureAccess("own", { json: "adventureId" }),
		placeCallLimit(),
		async (c) => {
			const { googlePlaceId } = c.req.valid("param");
			const saved = await savePlaceFromPanel(c.get("deps"), c.get("adventure"), googlePlaceId, c.req.valid("json"));
			return c.json(saved, 200);
		},
	)
	.get("/photo", requireUser(), validate("query", placePhotoQuerySchema), placeCallLimit("photos"), async (c) => {
		const photo = await placePhoto(c.get("deps").places, c.req.valid("query").name);
		const headers = new Headers({
			"Content-Type": photo.contentType,
			"Cache-Control": PHOTO_CACHE_CONTROL,
			"Content-Length": String(photo.size),
		});
		return new Response(photo.body, { status: 200, headers });
	});
