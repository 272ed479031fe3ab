import { z } from "zod";
import { isIsoDate } from "../adventure/adventure-rules";
import { singleLine, withoutControlCharacters } from "../text";
import {
	ESTIMATED_DURATION_MAX,
	EXPORT_FORMATS,
	GUIDE_PATH_ESTIMATED_DURATION,
	MAX_PATH_STOPS,
	PATH_DESCRIPTION_MAX,
	PATH_NAME_MAX,
	pathMessages,
	TRANSPORT_MODES,
	type TransportMode,
} from "./path-rules";

export * from "./path-rules";

// ---------------------------------------------------------------------------------------------
// Request schemas

const id = z.string().trim().min(1).max(300);

const adventureId = z.string().trim().min(1).max(64);

const pathName = z
	.string({ error: pathMessages.nameRequired })
	.trim()
	.min(1, pathMessages.nameRequired)
	.max(PATH_NAME_MAX, pathMessages.nameTooLong)
	.refine(...withoutControlCharacters("Path title"))
	.refine(...singleLine("Path title"));

const description = z
	.string()
	.trim()
	.max(PATH_DESCRIPTION_MAX, pathMessages.descriptionTooLong)
	.refine(...withoutControlCharacters("Description"))
	.nullable()
	.transform((value) => (value ? value : null));

const transportMode = z.enum(TRANSPORT_MODES, { error: pathMessages.mode });

/** A day of the trip (`YYYY-MM-DD`) or null (undated); the service checks it lies inside the trip. */
const pathDate = z
	.string({ error: pathMessages.dateFormat })
	.trim()
	.refine(isIsoDate, pathMessages.dateFormat)
	.nullable();

const estimatedDuration = z
	.number({ error: "Estimated duration must be a whole number of minutes" })
	.int("Estimated duration must be a whole number of minutes")
	.min(0, "Estimated duration must be a whole number of minutes")
	.max(ESTIMATED_DURATION_MAX, `Estimated duration must be at most ${ESTIMATED_DURATION_MAX} minutes`)
	.nullable();

/** name, or title when name is absent (clients may send either; the place panel sends only name). */
function nameOrTitle<T extends { name?: string; title?: string }>(value: T, ctx: z.RefinementCtx): string {
	// A blank name with a title present takes the title (clients may send both).
	const chosen = value.name?.trim() ? value.name : (value.title ?? value.name);
	const parsed = pathName.safeParse(chosen);
	if (!parsed.success) {
		ctx.addIssue({
			code: "custom",
			path: ["name"],
			message: parsed.error.issues[0]?.message ?? pathMessages.nameRequired,
		});
		return z.NEVER;
	}
	return parsed.data;
}

const looseText = z
	.string({ error: pathMessages.nameRequired })
	.max(10_000, pathMessages.nameTooLong)
	.refine(...withoutControlCharacters("Path title"))
	.refine(...singleLine("Path title"));

/**
 * `POST /api/adventures/{id}/paths`: {name, title?, transportMode?, description?, date?}; unknown
 * keys are a 400. Without a transportMode the path's mode follows its distances (`modeAuto`).
 */
export const createPathSchema = z
	.strictObject({
		name: looseText.optional(),
		title: looseText.optional(),
		transportMode: transportMode.optional(),
		description: description.optional().default(null),
		estimatedDuration: estimatedDuration.optional().default(null),
		date: pathDate.optional().default(null),
	})
	.transform((value, ctx) => ({
		name: nameOrTitle(value, ctx),
		transportMode: value.transportMode,
		description: value.description,
		estimatedDuration: value.estimatedDuration,
		date: value.date,
	}));

/** `POST /api/paths` (the Guide AI): {adventureId, name, description, estimatedDuration, transportType, date?}. */
export const createGuidePathSchema = z
	.strictObject({
		adventureId,
		name: looseText.optional(),
		title: looseText.optional(),
		description: description.optional().default(null),
		estimatedDuration: estimatedDuration.optional().default(GUIDE_PATH_ESTIMATED_DURATION),
		transportType: transportMode.optional(),
		transportMode: transportMode.optional(),
		date: pathDate.optional().default(null),
	})
	.transform((value, ctx) => ({
		adventureId: value.adventureId,
		name: nameOrTitle(value, ctx),
		transportMode: value.transportType ?? value.transportMode,
		description: value.description,
		estimatedDuration: value.estimatedDuration,
		date: value.date,
	}));

/**
 * `PATCH /api/paths/{id}`: any of transportMode (or transportType), name (or title), description,
 * estimatedDuration, date (null unassigns the path from its day).
 */
export const updatePathSchema = z
	.strictObject({
		transportMode: transportMode.optional(),
		transportType: transportMode.optional(),
		name: pathName.optional(),
		title: pathName.optional(),
		description: description.optional(),
		estimatedDuration: estimatedDuration.optional(),
		date: pathDate.optional(),
	})
	.transform((value) => {
		const changes: {
			transportMode?: TransportMode;
			name?: string;
			description?: string | null;
			estimatedDuration?: number | null;
			date?: string | null;
		} = {};
		const mode = value.transportMode ?? value.transportType;
		if (mode) changes.transportMode = mode;
		const name = value.name ?? value.title;
		if (name !== undefined) changes.name = name;
		if (value.description !== undefined) changes.description = value.description;
		if (value.estimatedDuration !== undefined) changes.estimatedDuration = value.estimatedDuration;
		if (value.date !== undefined) changes.date = value.date;
		return changes;
	})
	.refine((changes) => Object.keys(changes).length > 0, pathMessages.nothingToUpdate);

/** `PATCH /api/paths/{id}/reorder`: every stop of the path with its new 1-based order. */
export const reorderStopsSchema = z.strictObject({
	stopOrders: z
		.array(
			z.strictObject({
				id,
				order: z
					.number({ error: "Each order must be a whole number from 1" })
					.int("Each order must be a whole number from 1")
					.min(1, "Each order must be a whole number from 1"),
			}),
			{ error: "stopOrders must be a list of {id, order}" },
		)
		.max(MAX_PATH_STOPS, pathMessages.tooManyStops),
});

/** `POST /api/paths/{id}/stops`: {googlePlaceId}, appended at the end. */
export const addStopSchema = z.strictObject({ googlePlaceId: id });

/** `POST /api/paths/{id}/stops/many`: {googlePlaceIds}, appended at the end in this order. */
export const addStopsSchema = z.strictObject({
	googlePlaceIds: z
		.array(id, { error: "googlePlaceIds must be a list of place ids" })
		.min(1, pathMessages.placesRequired)
		.max(MAX_PATH_STOPS, pathMessages.tooManyStops)
		.refine((ids) => new Set(ids).size === ids.length, pathMessages.placeTwice),
});

/** `POST /api/path-stops` (the Guide AI): {pathId, placeId, order} with a 0-based order, clamped. */
export const createPathStopSchema = z.strictObject({
	pathId: id,
	placeId: id,
	order: z
		.number({ error: "order must be a whole number from 0" })
		.int("order must be a whole number from 0")
		.min(0, "order must be a whole number from 0")
		.optional(),
});

export const pathIdParamSchema = z.strictObject({ id });

export const exportQuerySchema = z.strictObject({
	format: z.enum(EXPORT_FORMATS, { error: "format must be gpx or kml" }).optional().default("gpx"),
});

/** `GET /api/paths/{id}/route?mode=`: another mode to preview (the path's own when absent). */
export const routeQuerySchema = z.strictObject({ mode: transportMode.optional() });
