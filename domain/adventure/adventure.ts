import { z } from "zod";
import { latitudeSchema, longitudeSchema } from "../geo/geo";
import { PATH_DAY_CHANGES, pathMessages } from "../path/path-rules";
import { singleLine, withoutControlCharacters } from "../text";
import {
	ADVENTURE_TAGS,
	COVER_URL_MAX,
	DESCRIPTION_MAX,
	endDateError,
	INTEREST_MAX,
	INTERESTS_MAX_COUNT,
	isAppImageUrl,
	isIsoDate,
	KID_AGE_MAX,
	KID_AGE_MIN,
	KID_AGES_MAX_COUNT,
	LOCATION_MAX,
	messages,
	PREVIOUS_TITLES_MAX,
	STAY_LABEL_MAX,
	stayMessages,
	TITLE_MAX,
	TRAVELERS_MAX,
	TRAVELERS_MIN,
} from "./adventure-rules";

export * from "./adventure-rules";

// ---------------------------------------------------------------------------------------------
// API shapes

const isoDate = (message: string) =>
	z.string({ error: message }).trim().min(1, message).refine(isIsoDate, "Dates must be real dates written YYYY-MM-DD");

/** Kids' ages, one schema for every request that carries them: whole numbers 1–18, deduplicated, sorted. */
export const kidAgesSchema = z
	.array(
		z
			.number({ error: "Kid ages must be whole numbers from 1 to 18" })
			.int("Kid ages must be whole numbers from 1 to 18")
			.min(KID_AGE_MIN, "Kid ages must be whole numbers from 1 to 18")
			.max(KID_AGE_MAX, "Kid ages must be whole numbers from 1 to 18"),
	)
	.max(KID_AGES_MAX_COUNT, `At most ${KID_AGES_MAX_COUNT} kid ages`)
	.transform((ages) => [...new Set(ages)].sort((a, b) => a - b));

const tags = z
	.array(z.enum(ADVENTURE_TAGS, { error: "Tags must come from the adventure type list" }))
	.max(ADVENTURE_TAGS.length)
	.transform((list) => [...new Set(list)]);

const interests = z
	.array(
		z
			.string()
			.trim()
			.toLowerCase()
			.min(1)
			.max(INTEREST_MAX)
			.refine(...withoutControlCharacters("Interests"))
			.refine(...singleLine("Interests")),
	)
	.max(INTERESTS_MAX_COUNT)
	.transform((list) => [...new Set(list)]);

const latitude = latitudeSchema.nullable();

const longitude = longitudeSchema.nullable();

const travelers = z
	.number({ error: messages.travelersMin })
	.int(messages.travelersMin)
	.min(TRAVELERS_MIN, messages.travelersMin)
	.max(TRAVELERS_MAX, `At most ${TRAVELERS_MAX} travelers`)
	.nullable();

const optionalText = (max: number, label: string) =>
	z
		.string()
		.trim()
		.max(max, `${label} must be at most ${max} characters`)
		.refine(...withoutControlCharacters(label))
		.nullable()
		.transform((value) => (value ? value : null));

const coverImageUrl = z
	.string()
	.trim()
	.max(COVER_URL_MAX)
	.refine((url) => url === "" || isAppImageUrl(url), "Cover image must be one of the app's own images")
	.nullable()
	.transform((value) => (value ? value : null));

/**
 * `stay` in the adventure update: `{ placeId }` (one of the adventure's saved places), `{ label,
 * latitude, longitude }` (an address the family picked from the suggestions), `{ label }` (an address
 * typed but not picked: the places provider finds its point, 400 when it cannot), or null to clear it.
 */
const stay = z
	.strictObject({
		placeId: z.string().trim().min(1, stayMessages.addressRequired).max(300).optional(),
		label: z
			.string()
			.trim()
			.min(1, stayMessages.addressRequired)
			.max(STAY_LABEL_MAX, `The address must be at most ${STAY_LABEL_MAX} characters`)
			.refine(...withoutControlCharacters("The address"))
			.refine(...singleLine("The address"))
			.optional(),
		latitude: latitudeSchema.optional(),
		longitude: longitudeSchema.optional(),
	})
	.superRefine((value, ctx) => {
		const address = value.label !== undefined || value.latitude !== undefined || value.longitude !== undefined;
		if (value.placeId !== undefined && address) ctx.addIssue({ code: "custom", message: stayMessages.oneKind });
		else if (value.placeId === undefined && value.label === undefined)
			ctx.addIssue({ code: "custom", path: ["label"], message: stayMessages.addressRequired });
		else if ((value.latitude === undefined) !== (value.longitude === undefined))
			ctx.addIssue({ code: "custom", path: ["latitude"], message: stayMessages.pointIncomplete });
	})
	.nullable();

export type StayInput = z.output<typeof stay>;

const fields = {
	title: z
		.string({ error: messages.titleRequired })
		.trim()
		.min(1, messages.titleRequired)
		.max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`)
		.refine(...withoutControlCharacters("Title"))
		.refine(...singleLine("Title")),
	description: optionalText(DESCRIPTION_MAX, "Description"),
	location: z
		.string({ error: messages.locationRequired })
		.trim()
		.min(1, messages.locationRequired)
		.max(LOCATION_MAX, `Location must be at most ${LOCATION_MAX} characters`)
		.refine(...withoutControlCharacters("Location"))
		.refine(...singleLine("Location")),
	latitude,
	longitude,
	startDate: isoDate(messages.startDateRequired),
	endDate: isoDate(messages.endDateRequired),
	numberOfTravelers: travelers,
	kidAges: kidAgesSchema,
	interests,
	tags,
	coverImageUrl,
	isPublic: z.boolean(),
};

/** `POST /api/adventures`. */
export const createAdventureSchema = z
	.object({
		title: fields.title,
		description: fields.description.optional().default(null),
		location: fields.location,
		latitude: fields.latitude.optional().default(null),
		longitude: fields.longitude.optional().default(null),
		startDate: fields.startDate,
		endDate: fields.endDate,
		numberOfTravelers: fields.numberOfTravelers.optional().default(null),
		kidAges: fields.kidAges.optional().default([]),
		interests: fields.interests.optional().default([]),
		tags: fields.tags.optional().default([]),
		coverImageUrl: fields.coverImageUrl.optional().default(null),
	})
	.strict()
	.superRefine((value, ctx) => {
		const error = endDateError(value.startDate, value.endDate, "create");
		if (error) ctx.addIssue({ code: "custom", path: ["endDate"], message: error });
	});

export type CreateAdventureInput = z.input<typeof createAdventureSchema>;

/**
 * `PATCH /api/adventures/{id}`: the edit page, the workspace dialog and the privacy switch each
 * send a subset of fields. Only the fields present change. `pathDays` says what happens to dated
 * paths that new dates leave outside the trip ("move", the default, or "unassign"); alone it
 * changes nothing, so it is no update.
 */
export const updateAdventureSchema = z
	.object({
		title: fields.title.optional(),
		description: fields.description.optional(),
		location: fields.location.optional(),
		latitude: fields.latitude.optional(),
		longitude: fields.longitude.optional(),
		startDate: fields.startDate.optional(),
		endDate: fields.endDate.optional(),
		numberOfTravelers: fields.numberOfTravelers.optional(),
		kidAges: fields.kidAges.optional(),
		interests: fields.interests.optional(),
		tags: fields.tags.optional(),
		coverImageUrl: fields.coverImageUrl.optional(),
		isPublic: fields.isPublic.optional(),
		stay: stay.optional(),
		pathDays: z.enum(PATH_DAY_CHANGES, { error: pathMessages.pathDays }).optional(),
	})
	.strict()
	.refine((value) => Object.keys(value).some((key) => key !== "pathDays"), "Nothing to update");

/** Body of generate-title (and, with `title`, generate-description). Unknown keys are refused (400). */
export const suggestionContextSchema = z.strictObject({
	location: z
		.string({ error: "Please enter a destination first" })
		.trim()
		.min(1, "Please enter a destination first")
		.max(LOCATION_MAX)
		.refine(...withoutControlCharacters("Location"))
		.refine(...singleLine("Location")),
	startDate: z
		.string()
		.trim()
		.refine((v) => v === "" || isIsoDate(v), "Dates must be real dates written YYYY-MM-DD")
		.optional()
		.nullable(),
	endDate: z
		.string()
		.trim()
		.refine((v) => v === "" || isIsoDate(v), "Dates must be real dates written YYYY-MM-DD")
		.optional()
		.nullable(),
	numberOfTravelers: z.number().int().min(TRAVELERS_MIN).max(TRAVELERS_MAX).optional().nullable(),
	kidAges: kidAgesSchema.optional().default([]),
	tags: tags.optional().default([]),
	title: z
		.string()
		.trim()
		.max(TITLE_MAX)
		.refine(...withoutControlCharacters("Title"))
		.refine(...singleLine("Title"))
		.optional()
		.nullable(),
	/** The titles 'AI Suggest' already showed in this form: the next suggestion is none of them. */
	previousTitles: z
		.array(
			z
				.string()
				.trim()
				.max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`)
				.refine(...withoutControlCharacters("Title"))
				.refine(...singleLine("Title")),
		)
		.max(PREVIOUS_TITLES_MAX, `At most ${PREVIOUS_TITLES_MAX} previous titles`)
		.optional()
		.default([]),
});

export type SuggestionContext = z.output<typeof suggestionContextSchema>;

/** `GET /api/adventures/stats?today=YYYY-MM-DD`: the viewer's local date (server UTC date if absent). */
export const statsQuerySchema = z.strictObject({
	today: z.string().trim().refine(isIsoDate, "today must be a date written YYYY-MM-DD").optional(),
});

export const adventureIdSchema = z.strictObject({
	id: z.string().trim().min(1).max(64),
});

/**
 * `POST /api/adventures/duplicate`: the source, the copy's title and dates (required); every other
 * field optional — absent, the source's value is copied. Same-day trips may be duplicated, so the
 * end must only not be before the start (the edit rule).
 */
export const duplicateAdventureSchema = z
	.strictObject({
		sourceAdventureId: z.string({ error: "sourceAdventureId is required" }).trim().min(1).max(64),
		title: fields.title,
		description: fields.description.optional(),
		location: fields.location.optional(),
		latitude: fields.latitude.optional(),
		longitude: fields.longitude.optional(),
		startDate: fields.startDate,
		endDate: fields.endDate,
		numberOfTravelers: fields.numberOfTravelers.optional(),
		kidAges: fields.kidAges.optional(),
		tags: fields.tags.optional(),
		coverImageUrl: fields.coverImageUrl.optional(),
	})
	.superRefine((value, ctx) => {
		const error = endDateError(value.startDate, value.endDate, "edit");
		if (error) ctx.addIssue({ code: "custom", path: ["endDate"], message: error });
	});

export type DuplicateAdventureInput = z.input<typeof duplicateAdventureSchema>;
