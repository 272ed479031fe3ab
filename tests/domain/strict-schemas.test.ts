import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
	adventureIdSchema,
	createAdventureSchema,
	statsQuerySchema,
	suggestionContextSchema,
	updateAdventureSchema,
} from "../../domain/adventure/adventure";
import { bugReportIdSchema, bugStatusSchema, createBugReportSchema } from "../../domain/bug-report/bug-report";
import {
	guideChatRequestSchema,
	replaceSuggestionRequestSchema,
	resetSessionRequestSchema,
} from "../../domain/guide/guide";
import { liveTicketRequestSchema } from "../../domain/live/ticket";
import {
	addStopSchema,
	createGuidePathSchema,
	createPathSchema,
	createPathStopSchema,
	exportQuerySchema,
	pathIdParamSchema,
	reorderStopsSchema,
	routeQuerySchema,
	updatePathSchema,
} from "../../domain/path/path";
import {
	placeDetailsQuerySchema,
	placePhotoQuerySchema,
	placesAutocompleteQuerySchema,
} from "../../domain/place/destination";
import {
	adventureIdQuerySchema,
	createSavedPlaceSchema,
	placeIdParamSchema,
	placeInsightRequestSchema,
	placeSearchQuerySchema,
	savedPlaceCheckSchema,
	savePlaceSchema,
} from "../../domain/place/place";
import { singleLine, withoutControlCharacters } from "../../domain/text";
import { betaAuthenticateSchema } from "../../domain/user/beta";
import { localSignInSchema } from "../../domain/user/user";

/** Every request schema with a body, query or params it accepts: each refuses a key it does not know. */
const SCHEMAS: [string, z.ZodType, Record<string, unknown>][] = [
	["betaAuthenticateSchema", betaAuthenticateSchema, { password: "x" }],
	["localSignInSchema", localSignInSchema, { firstName: "A", lastName: "B", email: "a@b.org" }],
	["liveTicketRequestSchema", liveTicketRequestSchema, { adventureId: "a" }],
	[
		"createAdventureSchema",
		createAdventureSchema,
		{ title: "T", location: "L", startDate: "2030-01-01", endDate: "2030-01-02" },
	],
	["updateAdventureSchema", updateAdventureSchema, { title: "T" }],
	["suggestionContextSchema", suggestionContextSchema, { location: "L" }],
	["statsQuerySchema", statsQuerySchema, { today: "2030-01-01" }],
	["adventureIdSchema", adventureIdSchema, { id: "a" }],
	["placesAutocompleteQuerySchema", placesAutocompleteQuerySchema, { query: "yel" }],
	["placeDetailsQuerySchema", placeDetailsQuerySchema, { placeId: "park:yell" }],
	["placePhotoQuerySchema", placePhotoQuerySchema, { name: "places/a/photos/b" }],
	["placeSearchQuerySchema", placeSearchQuerySchema, { query: "museum", latitude: "1", longitude: "2" }],
	["savePlaceSchema", savePlaceSchema, { adventureId: "a" }],
	["createSavedPlaceSchema", createSavedPlaceSchema, { googlePlaceId: "p", adventureId: "a" }],
	["placeIdParamSchema", placeIdParamSchema, { googlePlaceId: "p" }],
	["adventureIdQuerySchema", adventureIdQuerySchema, { adventureId: "a" }],
	["savedPlaceCheckSchema", savedPlaceCheckSchema, { googlePlaceId: "p", adventureId: "a" }],
	["placeInsightRequestSchema", placeInsightRequestSchema, {}],
	["createPathSchema", createPathSchema, { name: "P" }],
	["createGuidePathSchema", createGuidePathSchema, { adventureId: "a", name: "P" }],
	["updatePathSchema", updatePathSchema, { name: "P" }],
	["reorderStopsSchema", reorderStopsSchema, { stopOrders: [{ id: "s", order: 1 }] }],
	["addStopSchema", addStopSchema, { googlePlaceId: "p" }],
	["createPathStopSchema", createPathStopSchema, { pathId: "p", placeId: "q" }],
	["pathIdParamSchema", pathIdParamSchema, { id: "p" }],
	["exportQuerySchema", exportQuerySchema, { format: "gpx" }],
	["routeQuerySchema", routeQuerySchema, { mode: "walking" }],
	["guideChatRequestSchema", guideChatRequestSchema, { message: "hi", userId: "u", adventureId: "a" }],
	["replaceSuggestionRequestSchema", replaceSuggestionRequestSchema, { adventureId: "a", excludePlaceId: "p" }],
	["resetSessionRequestSchema", resetSessionRequestSchema, { adventureId: "a", userId: "u" }],
	["createBugReportSchema", createBugReportSchema, { url: "/", userAgent: "UA" }],
	["bugStatusSchema", bugStatusSchema, { status: "fixed" }],
	["bugReportIdSchema", bugReportIdSchema, { id: "r" }],
];

describe("strict request schemas", () => {
	it.each(SCHEMAS)("%s accepts its sample and refuses an unknown key", (_name, schema, sample) => {
		expect(schema.safeParse(sample).success).toBe(true);
		const extra = schema.safeParse({ ...sample, unexpected: 1 });
		expect(extra.success).toBe(false);
		expect(extra.error?.issues).toContainEqual(
			expect.objectContaining({ code: "unrecognized_keys", keys: ["unexpected"] }),
		);
	});

	it("nested request objects are strict too (placeData aside: the place's own fields, dropped unread)", () => {
		expect(reorderStopsSchema.safeParse({ stopOrders: [{ id: "s", order: 1, extra: true }] }).success).toBe(false);
		const saved = savePlaceSchema.safeParse({ adventureId: "a", placeData: { name: "x", rating: 5, types: ["zoo"] } });
		expect(saved.success && saved.data.placeData).toBe(undefined);
		expect(savePlaceSchema.safeParse({ adventureId: "a", rating: 5 }).success).toBe(false);
		expect(
			replaceSuggestionRequestSchema.safeParse({
				adventureId: "a",
				excludePlaceId: "p",
				locationContext: { lat: 1, lng: 2, z: 3 },
			}).success,
		).toBe(false);
	});
});

describe("free text refuses control characters", () => {
	const [isClean, message] = withoutControlCharacters("Title");

	it("allows tab and newlines, and any printable text", () => {
		for (const text of ["Plain", "Tab\there", "Line\nbreak", "Windows\r\nbreak", "Zürich 東京 🦕", ""]) {
			expect(isClean(text), JSON.stringify(text)).toBe(true);
		}
	});

	it("refuses NUL, the other C0 controls and DEL", () => {
		for (const code of [0x00, 0x01, 0x07, 0x08, 0x0b, 0x0c, 0x0e, 0x1b, 0x1f, 0x7f]) {
			expect(isClean(`a${String.fromCharCode(code)}b`), code.toString(16)).toBe(false);
		}
		expect(message).toBe("Title must not contain control characters");
	});

	it.each([
		[
			"an adventure title",
			() =>
				createAdventureSchema.safeParse({
					title: "A\u0000B",
					location: "L",
					startDate: "2030-01-01",
					endDate: "2030-01-02",
				}),
		],
		["an adventure description", () => updateAdventureSchema.safeParse({ description: "A\u0000" })],
		["a path name", () => createPathSchema.safeParse({ name: "Morning\u0000" })],
		["a path description", () => updatePathSchema.safeParse({ description: "\u001b[2J" })],
		["a guide message", () => guideChatRequestSchema.safeParse({ message: "hi\u0000", userId: "u", adventureId: "a" })],
		["a place search", () => placeSearchQuerySchema.safeParse({ query: "zoo\u0000", latitude: "1", longitude: "2" })],
		[
			"a bug description",
			() => createBugReportSchema.safeParse({ url: "/", userAgent: "UA", description: "\u001b[31m" }),
		],
		["a first name", () => localSignInSchema.safeParse({ firstName: "A\u0000", lastName: "B", email: "a@b.org" })],
	])("in %s", (_field, parse) => {
		const result = parse();
		expect(result.success).toBe(false);
		expect(result.error?.issues[0]?.message).toMatch(/must not contain control characters$/);
	});
});

describe("one-line fields refuse line breaks", () => {
	const [isOneLine, message] = singleLine("Location");

	it("refuses each line break inside, and only those", () => {
		for (const lineBreak of ["\n", "\r", "\r\n", "\u000b", "\u000c", "\u0085", "\u2028", "\u2029"]) {
			expect(isOneLine(`Paris${lineBreak}IMPORTANT`), JSON.stringify(lineBreak)).toBe(false);
		}
		for (const text of ["Paris, France", "Tab\there", "Zürich 東京 🦕", ""]) {
			expect(isOneLine(text), JSON.stringify(text)).toBe(true);
		}
		expect(message).toBe("Location must be a single line");
	});

	it.each([
		[
			"an adventure location",
			() =>
				createAdventureSchema.safeParse({
					title: "T",
					location: "Paris\nIMPORTANT",
					startDate: "2030-01-01",
					endDate: "2030-01-02",
				}),
			"Location must be a single line",
		],
		["an adventure title", () => updateAdventureSchema.safeParse({ title: "A\u2028B" }), "Title must be a single line"],
		[
			"a stay address",
			() => updateAdventureSchema.safeParse({ stay: { label: "1 Rue\rX" } }),
			"The address must be a single line",
		],
		[
			"a suggestion's destination",
			() => suggestionContextSchema.safeParse({ location: "L\nX" }),
			"Location must be a single line",
		],
		["a path name", () => createPathSchema.safeParse({ name: "Morning\nwalk" }), "Path title must be a single line"],
		[
			"a first name",
			() => localSignInSchema.safeParse({ firstName: "A\nB", lastName: "B", email: "a@b.org" }),
			"First name must be a single line",
		],
		[
			"the guide's location",
			() => guideChatRequestSchema.safeParse({ message: "hi", location: "L\u0085X", userId: "u", adventureId: "a" }),
			"Location must be a single line",
		],
	])("in %s", (_field, parse, expected) => {
		const result = parse();
		expect(result.success).toBe(false);
		expect(result.error?.issues[0]?.message).toBe(expected);
	});

	it("trims line breaks around a value, and keeps them in free text", () => {
		const trimmed = suggestionContextSchema.safeParse({ location: "\r\nParis\n" });
		expect(trimmed.success && trimmed.data.location).toBe("Paris");
		expect(updateAdventureSchema.safeParse({ description: "Day one.\nDay two." }).success).toBe(true);
		expect(guideChatRequestSchema.safeParse({ message: "hi\nthere", userId: "u", adventureId: "a" }).success).toBe(
			true,
		);
	});
});
