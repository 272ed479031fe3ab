import { z } from "zod";
import { kidAgesSchema } from "../adventure/adventure";
import { latitudeSchema, longitudeSchema } from "../geo/geo";
import { singleLine, withoutControlCharacters } from "../text";
import { DEFAULT_SEARCH_RADIUS_METERS, MAX_SEARCH_RADIUS_METERS, SAVE_INTENT_CATEGORIES } from "./place-rules";

export * from "./place-rules";

// ---------------------------------------------------------------------------------------------
// Request shapes

const placeId = z.string().trim().min(1).max(300);

const adventureId = z.string().trim().min(1).max(64);

const latitude = z.coerce.number().pipe(latitudeSchema);

const longitude = z.coerce.number().pipe(longitudeSchema);

/** `GET /api/places/search?query&latitude&longitude&radius=10000&enrich=true`; unknown parameters are a 400. */
export const placeSearchQuerySchema = z.strictObject({
	query: z
		.string()
		.trim()
		.min(1, "Enter something to search for")
		.max(100)
		.refine(...withoutControlCharacters("Search text"))
		.refine(...singleLine("Search text")),
	latitude,
	longitude,
	radius: z.coerce.number().int().min(100).max(MAX_SEARCH_RADIUS_METERS).default(DEFAULT_SEARCH_RADIUS_METERS),
	enrich: z.enum(["true", "false"]).optional(),
	adventureId: adventureId.optional(),
});

/**
 * `placeData`: the place as the client holds it (the spec's client sends the place's own fields:
 * id, name, types, rating, photos…). The server resolves the place by its id and never reads or
 * stores these, so any fields are taken (never a 400 for them) and dropped here; only a value
 * that is no object at all is refused.
 */
const placeDataSchema = z
	.record(z.string(), z.unknown())
	.nullable()
	.optional()
	.transform(() => undefined);

/** `POST /api/places/{googlePlaceId}/save`. Unknown keys beside placeData are a 400 (every request schema is strict). */
export const savePlaceSchema = z.strictObject({
	adventureId,
	kidAges: kidAgesSchema.optional().default([]),
	intentCategory: z.enum(SAVE_INTENT_CATEGORIES).optional(),
	placeData: placeDataSchema.optional(),
});

/** `POST /api/saved-places` (used by add-to-path); placeData as in the save above. */
export const createSavedPlaceSchema = z.strictObject({
	googlePlaceId: placeId,
	adventureId,
	placeData: placeDataSchema.optional(),
});

export const placeIdParamSchema = z.strictObject({ googlePlaceId: placeId });

export const adventureIdQuerySchema = z.strictObject({ adventureId });

/** `GET /api/saved-places/check?googlePlaceId&adventureId` (its path form is an alias: worker/routes/aliases.ts). */
export const savedPlaceCheckSchema = placeIdParamSchema.extend(adventureIdQuerySchema.shape);

/** `POST /api/places/{googlePlaceId}/summary` and `/family-reviews`: the adventure whose kids it is for, optional. */
export const placeInsightRequestSchema = z.strictObject({ adventureId: adventureId.optional() }).default({});
