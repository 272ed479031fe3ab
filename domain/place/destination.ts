import { z } from "zod";
import { parseLatLng } from "../geo/geo";
import { singleLine, withoutControlCharacters } from "../text";
import { GOOGLE_PHOTO_NAME_PATTERN, MAX_PLACES_QUERY_LENGTH } from "./destination-rules";

export * from "./destination-rules";

/** URL-safe session token a client may pass so Google bills autocomplete + details as one session. */
const sessionTokenSchema = z
	.string()
	.regex(/^[A-Za-z0-9_-]{1,64}$/, "Session token must be 1-64 letters, digits, '-' or '_'")
	.optional();

/** `GET /api/places/autocomplete`; like every query schema, unknown parameters are a 400. */
const searchTextSchema = z
	.string({ error: "Search text is required" })
	.trim()
	.max(MAX_PLACES_QUERY_LENGTH, `Search text must be at most ${MAX_PLACES_QUERY_LENGTH} characters`)
	.refine(...withoutControlCharacters("Search text"))
	.refine(...singleLine("Search text"));

export const placesAutocompleteQuerySchema = z.strictObject({
	query: searchTextSchema,
	/** `true` from the create/edit forms (destination search). */
	locationSearch: z.enum(["true", "false"], { error: "locationSearch must be true or false" }).optional(),
	/** `lat,lng` from the workspace: without `locationSearch=true`, suggests places near that point. */
	location: z
		.string()
		.max(64, "location must be at most 64 characters")
		.refine((value) => parseLatLng(value) !== null, "location must be latitude,longitude")
		.optional(),
	sessionToken: sessionTokenSchema,
});

/** `GET /api/adventures/{id}/stay-suggestions`: addresses near the trip for 'Where we're staying'. */
export const staySuggestionsQuerySchema = z.strictObject({
	query: searchTextSchema,
	sessionToken: sessionTokenSchema,
});

export const placeDetailsQuerySchema = z.strictObject({
	placeId: z
		.string({ error: "placeId is required" })
		.trim()
		.min(1, "placeId is required")
		.max(300, "placeId must be at most 300 characters")
		.regex(/^[A-Za-z0-9_:.-]+$/, "placeId has invalid characters"),
	sessionToken: sessionTokenSchema,
});

export const placePhotoQuerySchema = z.strictObject({
	name: z
		.string({ error: "name is required" })
		.max(600, "name is too long")
		.regex(GOOGLE_PHOTO_NAME_PATTERN, "name must be a place photo name (places/…/photos/…)"),
});
