// Kept apart from the zod schemas in ./destination so a screen that needs only these rules does not load zod.
import { foldText } from "../text";
import { seasideCover } from "./cover";

/**
 * Destination search: the API shapes, their query schemas, and the pure rules of the embedded
 * catalog's search — how typed text becomes an FTS5 prefix query, how matches are ranked, and
 * which illustrated cover a destination gets.
 */

/** A destination suggestion as `GET /api/places/autocomplete` returns it (snake_case, as clients expect). */
export interface PlaceSuggestion {
	place_id: string;
	description: string;
	structured_formatting: { main_text: string; secondary_text: string };
}

/** A destination's details as `GET /api/places/details` returns it. */
export interface PlaceDetails {
	latitude: number;
	longitude: number;
	address: string;
	name: string;
	/** Same-origin URL: a photo through the server's proxy, or an illustrated cover; null when neither. */
	photoUrl: string | null;
}

/** Destination search starts at 3 characters; shorter text answers an empty list. */
export const MIN_DESTINATION_QUERY_LENGTH = 3;

export const MAX_PLACES_QUERY_LENGTH = 100;

/** Suggestions per answer. */
export const DESTINATION_SUGGESTION_LIMIT = 8;

/** A Places API photo resource name; the only shape the photo proxy fetches. */
export const GOOGLE_PHOTO_NAME_PATTERN = /^places\/[A-Za-z0-9_-]+\/photos\/[A-Za-z0-9_-]+$/;

// ---------------------------------------------------------------------------------------------
// Catalog search: text folding, FTS5 query, ranking

const MAX_QUERY_TOKENS = 6;

/** Folded words of a text: runs of letters and digits, as the unicode61 tokenizer splits them. */
export function searchTokens(text: string): string[] {
	return foldText(text)
		.split(/[^\p{L}\p{N}]+/u)
		.filter(Boolean);
}

/**
 * The FTS5 MATCH expression for typed text: every word a quoted prefix term (`"san"* "die"*`), so
 * FTS syntax in the input (quotes, `AND`, `NEAR`, `*`, `:`, parentheses, `-`) is never
 * interpreted. Null when the text has no word or is shorter than the search minimum.
 */
export function ftsPrefixQuery(text: string): string | null {
	if (text.trim().length < MIN_DESTINATION_QUERY_LENGTH) return null;
	const tokens = searchTokens(text).slice(0, MAX_QUERY_TOKENS);
	if (tokens.length === 0) return null;
	return tokens.map((token) => `"${token}"*`).join(" ");
}

export interface RankCandidate {
	name: string;
	/** Population for cities; a chosen score for parks, states and regions. */
	importance: number;
	/** FTS5 bm25() of the match (negative; lower is better). */
	bm25?: number;
}

/**
 * Ranking score of a catalog match for typed text (higher first). Importance counts on a log
 * scale, so a national park outranks a small town of the same name and London (GB) outranks London
 * (Ontario); matching the name outranks matching only its region or country; a name that starts
 * with the typed text ("san d" → San Diego) beats one where the words only start somewhere
 * (Santo Domingo); bm25 breaks near-ties.
 */
export function destinationScore(text: string, candidate: RankCandidate): number {
	const query = searchTokens(text).slice(0, MAX_QUERY_TOKENS);
	const name = searchTokens(candidate.name);
	let score = Math.log10(Math.max(0, candidate.importance) + 1);
	if (query.length === 0) return score;
	if (name.join(" ").startsWith(query.join(" "))) score += 2.5;
	if (query.every((word) => name.some((part) => part.startsWith(word)))) score += 1.5;
	const exactWords = query.filter((word) => name.includes(word)).length;
	score += Math.min(exactWords, 2);
	if (candidate.bm25 !== undefined && Number.isFinite(candidate.bm25)) {
		score += Math.min(0.3, Math.max(0, -candidate.bm25) * 0.02);
	}
	return score;
}

/** Best first; ties keep their order. */
export function rankDestinations<T extends RankCandidate>(text: string, candidates: readonly T[]): T[] {
	return candidates
		.map((candidate, index) => ({ candidate, index, score: destinationScore(text, candidate) }))
		.sort((a, b) => b.score - a.score || a.index - b.index)
		.map((entry) => entry.candidate);
}

// ---------------------------------------------------------------------------------------------
// Catalog entries: kinds, display text and covers

export const DESTINATION_KINDS = ["city", "state", "national_park", "park", "region"] as const;

/** Illustrations shipped in web/public/covers/ (made for the product; no photos). */
export const DESTINATION_COVERS = [
	"city",
	"national-park",
	"mountains",
	"beach",
	"coast",
	"lake",
	"forest",
	"region",
] as const;

export type DestinationCover = (typeof DESTINATION_COVERS)[number];

const COVER_WORDS: [DestinationCover, Set<string>][] = [
	[
		"beach",
		new Set([
			"beach",
			"beaches",
			"playa",
			"plage",
			"praia",
			"coast",
			"costa",
			"cote",
			"bay",
			"island",
			"islands",
			"isle",
			"key",
			"keys",
			"shore",
			"shores",
			"riviera",
			"cove",
			"cape",
		]),
	],
	["lake", new Set(["lake", "lakes", "lac", "lago", "loch", "falls", "fjord", "reservoir"])],
	[
		"mountains",
		new Set([
			"mount",
			"mountain",
			"mountains",
			"mont",
			"monte",
			"mt",
			"alps",
			"alpine",
			"peak",
			"peaks",
			"sierra",
			"highlands",
			"ridge",
			"rockies",
		]),
	],
	["forest", new Set(["forest", "forests", "wood", "woods", "foret", "redwood", "redwoods", "sequoia"])],
];

const isCover = (value: string | null | undefined): value is DestinationCover =>
	!!value && (DESTINATION_COVERS as readonly string[]).includes(value);

/**
 * The illustrated cover of a catalog destination: its own choice when it has one, the national-park
 * scene for national parks, otherwise from words in its name (beachy or coastal names → beach, lakes
 * and falls → lake, …), else the city skyline for cities and the landscape for everything else.
 * A seaside far from the tropics (Cornwall, Cape Cod) is the temperate coast, not the palm beach.
 */
export function coverFor(destination: {
	kind: string;
	name: string;
	photoKind?: string | null;
	latitude?: number | null;
}): DestinationCover {
	const cover = chosenCover(destination);
	return cover === "beach" ? seasideCover(destination.latitude) : cover;
}

function chosenCover(destination: { kind: string; name: string; photoKind?: string | null }): DestinationCover {
	if (isCover(destination.photoKind)) return destination.photoKind;
	if (destination.kind === "national_park") return "national-park";
	const words = searchTokens(destination.name);
	for (const [cover, vocabulary] of COVER_WORDS) {
		if (words.some((word) => vocabulary.has(word))) return cover;
	}
	return destination.kind === "city" ? "city" : "region";
}

export const coverUrl = (cover: DestinationCover) => `/covers/${cover}.svg`;

/** "California, United States"; the country alone when the region is unknown or repeats the name. */
export function destinationSecondaryText(d: { name: string; region: string | null; countryName: string }): string {
	const region = d.region && d.region !== d.name ? d.region : null;
	return [region, d.countryName].filter(Boolean).join(", ");
}
