import type { Place } from "../../../domain/place/place";
import type { ModelTool } from "../../providers/llm/chat-model";
import { looseJson } from "./model-json";
import { placeFacts } from "./place-facts";

/**
 * The model guide's one tool, `search_places`: what the model is offered, how its arguments are
 * read (leniently: a model's slip costs a search, never a round of errors), and what it is told of
 * each place found.
 */

export const SEARCH_PLACES_TOOL: ModelTool = {
	name: "search_places",
	description:
		"Search real places around where the family stays (else the destination's centre). Returns places with their id, name, types, distance, suitable ages, tags and a short family summary, and which of them the family already sees as cards. Only places returned here may be suggested.",
	parameters: {
		type: "object",
		properties: {
			query: {
				type: "string",
				description: "What to look for, in a few words: 'museum', 'playground', 'indoor activities', 'pizza'.",
			},
			radiusMeters: {
				type: "integer",
				minimum: 500,
				maximum: 50000,
				description: "How far to look, in metres. Omit for the distance the family asked for, or the area around them.",
			},
		},
		required: ["query"],
		additionalProperties: false,
	},
};

const QUERY_MAX = 100;
const RADIUS_MIN = 500;
const RADIUS_MAX = 50_000;

/** A search the model asked for, as the guide runs it. */
export interface SearchArgs {
	query: string;
	/** Null: the distance the family asked for, or the area around them. */
	radiusMeters: number | null;
}

const words = (value: unknown): string | null => {
	if (typeof value !== "string") return null;
	const text = value.replace(/\s+/g, " ").trim().slice(0, QUERY_MAX).trim();
	return text.length > 0 ? text : null;
};

const radius = (value: unknown): number | null => {
	const meters = typeof value === "string" ? Number.parseFloat(value) : value;
	if (typeof meters !== "number" || !Number.isFinite(meters) || meters <= 0) return null;
	return Math.round(Math.min(RADIUS_MAX, Math.max(RADIUS_MIN, meters)));
};

/**
 * The model's arguments for `search_places`, read as well as they can be: JSON with a remark after
 * it, a bare string for the query, a query under another name, a radius as text or out of range
 * (brought within 0.5–50 km). With no query at all, the family's own message is searched.
 */
export function readSearchArgs(raw: string, familyMessage: string): SearchArgs {
	const value = looseJson(raw);
	const fallback = words(familyMessage) ?? "family activities";
	if (typeof value === "string") return { query: words(value) ?? fallback, radiusMeters: null };
	if (value === undefined && !/[{}[\]]/.test(raw)) return { query: words(raw) ?? fallback, radiusMeters: null };
	if (!value || typeof value !== "object" || Array.isArray(value)) return { query: fallback, radiusMeters: null };
	const fields = value as Record<string, unknown>;
	const query =
		words(fields.query) ??
		Object.values(fields)
			.map(words)
			.find((text) => text !== null && !/^\d/.test(text));
	return {
		query: query ?? fallback,
		radiusMeters: radius(fields.radiusMeters ?? fields.radius ?? fields.radius_meters),
	};
}

/** What the model is told about a place: enough to choose and explain, no more. */
export function toolPlace(place: Place) {
	const facts = placeFacts(place);
	return {
		id: place.googlePlaceId,
		name: place.name,
		types: place.types.slice(0, 3),
		address: place.address,
		distanceMeters: place.distanceMeters ?? null,
		ages: place.ages,
		tags: place.tags.slice(0, 8),
		rating: place.rating,
		summary: place.pithySummary ?? place.editorialSummary ?? place.familySummary?.slice(0, 200) ?? null,
		whyKidsLoveIt: place.whyKidsLoveIt,
		indoor: facts.indoor,
		free: facts.free,
		booking: facts.booking,
		seasonal: facts.seasonal,
	};
}
