import { type Context, Hono } from "hono";
import {
	MIN_DESTINATION_QUERY_LENGTH,
	type PlaceSuggestion,
	placeDetailsQuerySchema,
	placePhotoQuerySchema,
	placesAutocompleteQuerySchema,
} from "../../domain/places";
import type { AppEnv } from "../env";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/auth";
import { googlePlaces, type PlacesDeps, PlacesUpstreamError, placesProvider } from "../providers/places";

/** Browsers may keep a proxied photo a day; it is per user (the route needs sign-in), so private. */
const PHOTO_CACHE_CONTROL = "private, max-age=86400";

const deps = (c: { env: AppEnv["Bindings"]; get: Context<AppEnv>["get"] }): PlacesDeps => ({
	env: c.env,
	config: c.get("config"),
	usage: c.get("usage"),
});

/**
 * `/api/places`: destination search for the create/edit forms (core spec §7), through the places
 * provider (embedded catalog, or Google Places when keyed). All routes need sign-in.
 */
export const placesRoutes = new Hono<AppEnv>()
	.get("/autocomplete", requireUser(), validate("query", placesAutocompleteQuerySchema), async (c) => {
		const { query, sessionToken } = c.req.valid("query");
		if (query.length < MIN_DESTINATION_QUERY_LENGTH) return c.json([] as PlaceSuggestion[]);
		try {
			return c.json(await placesProvider(deps(c)).autocomplete(query, sessionToken));
		} catch (error) {
			// Search is a convenience: the form keeps the typed text, so a failure is an empty list.
			console.warn("places autocomplete failed", error);
			return c.json([] as PlaceSuggestion[]);
		}
	})
	.get("/details", requireUser(), validate("query", placeDetailsQuerySchema), async (c) => {
		const { placeId, sessionToken } = c.req.valid("query");
		try {
			const details = await placesProvider(deps(c)).details(placeId, sessionToken);
			if (!details) return c.json({ error: "Place not found" }, 404);
			return c.json(details);
		} catch (error) {
			if (error instanceof PlacesUpstreamError) return c.json({ error: "Place details are unavailable" }, 502);
			throw error;
		}
	})
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
