import { singular } from "../../../domain/english";
import { haversineKm, type LatLng } from "../../../domain/geo/geo";
import { searchTokens } from "../../../domain/place/destination-rules";
import { MAX_SEARCH_RADIUS_METERS } from "../../../domain/place/place";
import { foldText } from "../../../domain/text";
import { MAX_UNITS, type QueryUnit } from "./search-concepts";

/**
 * Searching places near a point: the FTS5 expression the embedded catalog fetches candidates with,
 * and how candidates are ranked — relevance first, then distance — for the units the typed text
 * asks for (./search-concepts.ts). Pure: the worker runs the SQL, this decides what it means.
 */

/** Workspace autocomplete opens from 2 characters. */
export const MIN_NEARBY_QUERY_LENGTH = 2;
/** Autocomplete looks this far around the map centre. */
export const NEARBY_AUTOCOMPLETE_RADIUS_METERS = 50_000;
export const NEARBY_PREDICTION_LIMIT = 8;
/** Results per search. */
const PLACE_SEARCH_LIMIT = 20;
/**
 * Fewer places than this within the asked radius and the search widens (×3, then the maximum): a
 * national park's sights lie tens of km from its centre, farther than the workspace's 10 km.
 */
export const MIN_RESULTS_BEFORE_WIDENING = 3;

/** The radii to try, in order: the asked one, then wider ones up to the maximum. */
export function widenedRadii(radiusMeters: number): number[] {
	const radii = [radiusMeters];
	while ((radii.at(-1) ?? MAX_SEARCH_RADIUS_METERS) < MAX_SEARCH_RADIUS_METERS) {
		radii.push(Math.min(MAX_SEARCH_RADIUS_METERS, (radii.at(-1) ?? 0) * 3));
	}
	return radii;
}

const quote = (token: string) => `"${token.replaceAll('"', "")}"`;

/** FTS tokens of a type or tag ("ice_cream_shop" → ["ice", "cream", "shop"]), as a phrase. */
const phraseOf = (value: string) => {
	const tokens = searchTokens(value);
	return tokens.length ? quote(tokens.join(" ")) : null;
};

/**
 * The FTS5 expression that fetches candidates for a search: any unit's terms (OR), so the ranking
 * below, not the index, decides how well each candidate fits. Words are prefixes ("dino"* finds
 * dinosaurs); concepts bring their phrases, types and tags. Null when the text has no unit.
 */
export function placeSearchFtsQuery(units: readonly QueryUnit[]): string | null {
	const terms = new Set<string>();
	for (const unit of units) {
		if (unit.kind === "word") {
			terms.add(`${quote(unit.word)}*`);
			continue;
		}
		for (const value of [unit.phrase, ...unit.concept.types, ...unit.concept.tags]) {
			const phrase = phraseOf(value);
			if (phrase) terms.add(phrase);
		}
	}
	return terms.size ? [...terms].join(" OR ") : null;
}

/**
 * The FTS5 expression for autocomplete: every typed word a prefix, all required, in the name, types
 * or tags (`{name types tags} : ("nat"* "hist"*)`); summaries would suggest places that merely
 * mention the word. Null under the 2-character minimum or without a word.
 */
export function nearbyPrefixQuery(text: string): string | null {
	if (text.trim().length < MIN_NEARBY_QUERY_LENGTH) return null;
	const tokens = searchTokens(text).slice(0, MAX_UNITS);
	if (tokens.length === 0) return null;
	return `{name types tags} : (${tokens.map((token) => `${quote(token)}*`).join(" ")})`;
}

/** What ranking needs of a place. */
export interface SearchCandidate extends LatLng {
	name: string;
	types: readonly string[];
	tags: readonly string[];
	priceLevel?: number | null;
	ages?: readonly [number, number] | readonly number[] | null;
	/** Summaries and descriptions, for words found nowhere else. */
	text?: string | null;
}

const tokenSet = (values: readonly string[]) => new Set(values.flatMap((value) => searchTokens(value)));

/** How well a candidate fits one unit (0: not at all). Name > type (primary type best) > tag > description. */
export function unitScore(unit: QueryUnit, candidate: SearchCandidate): number {
	const nameTokens = searchTokens(candidate.name);
	if (unit.kind === "word") {
		let score = 0;
		if (nameTokens.some((token) => token.startsWith(unit.word))) score += 3;
		if (tokenSet(candidate.types).has(unit.word)) score += 2.5;
		if (tokenSet(candidate.tags).has(unit.word)) score += 1.5;
		if (score === 0 && candidate.text && searchTokens(candidate.text).some((token) => token.startsWith(unit.word)))
			score += 0.5;
		return score;
	}
	const { concept, phrase } = unit;
	let score = 0;
	const phraseTokens = searchTokens(phrase);
	const conceptWords = new Set([...phraseTokens.map(singular), singular(concept.key)]);
	const typeIndex = candidate.types.findIndex((type) => concept.types.includes(type));
	if (typeIndex === 0) score += 3;
	else if (typeIndex > 0) score += 2.5;
	// The word in the name counts only without the type: for "museum", the National Gallery (a museum
	// by type) and the British Museum are equally museums, and distance decides between them.
	if (typeIndex < 0 && nameTokens.some((token) => conceptWords.has(singular(token)))) score += 3;
	// The word typed is itself the place's type ("restaurants" → restaurant, before the bakeries of "food").
	const typed = phraseTokens.map(singular).join("_");
	if (typeIndex >= 0 && candidate.types.some((type) => type === typed || type.split("_").includes(typed))) score += 1;
	if (candidate.tags.some((tag) => concept.tags.includes(tag))) score += 1.5;
	if (concept.free && candidate.priceLevel === 0) score += 1.5;
	const minAge = candidate.ages?.[0];
	if (concept.maxMinAge !== undefined && typeof minAge === "number" && minAge <= concept.maxMinAge) score += 1;
	if (score === 0 && candidate.text) {
		const text = ` ${searchTokens(candidate.text).join(" ")} `;
		if (text.includes(` ${phraseTokens.join(" ")}`)) score += 0.5;
	}
	return score;
}

export interface RankedPlace<T> {
	candidate: T;
	distanceMeters: number;
	/** Units matched (of `units.length`). */
	matched: number;
	score: number;
}

/**
 * Ranks candidates for a search: only places within the radius; places that fit every unit first;
 * among them, relevance (sum of unit scores, averaged) minus a distance penalty that grows to 1.2 at
 * the radius's edge, so the same kind of place nearer ranks first and a far name match still beats a
 * near passing mention. Partial matches fill in only when fewer than 5 places fit everything.
 */
export function rankPlaces<T extends SearchCandidate>(
	units: readonly QueryUnit[],
	candidates: readonly T[],
	center: LatLng,
	radiusMeters: number,
	limit = PLACE_SEARCH_LIMIT,
): RankedPlace<T>[] {
	if (units.length === 0) return [];
	const ranked: RankedPlace<T>[] = [];
	for (const candidate of candidates) {
		const distanceMeters = Math.round(haversineKm(center, candidate) * 1000);
		if (distanceMeters > radiusMeters) continue;
		const scores = units.map((unit) => unitScore(unit, candidate));
		const matched = scores.filter((score) => score > 0).length;
		if (matched === 0) continue;
		const relevance = scores.reduce((sum, score) => sum + score, 0) / units.length;
		ranked.push({ candidate, distanceMeters, matched, score: relevance - 1.2 * (distanceMeters / radiusMeters) });
	}
	const full = ranked.filter((entry) => entry.matched === units.length);
	const pool = full.length >= 5 ? full : ranked;
	return pool
		.sort((a, b) => b.matched - a.matched || b.score - a.score || a.distanceMeters - b.distanceMeters)
		.slice(0, limit);
}

/**
 * Ranks autocomplete candidates (already matched by every typed prefix): names that start with the
 * text, then names containing every word, then matches on types, tags or summaries; nearer first
 * within each.
 */
export function rankNearbyPredictions<T extends SearchCandidate>(
	text: string,
	candidates: readonly T[],
	center: LatLng,
	radiusMeters = NEARBY_AUTOCOMPLETE_RADIUS_METERS,
	limit = NEARBY_PREDICTION_LIMIT,
): RankedPlace<T>[] {
	const query = searchTokens(text);
	const folded = query.join(" ");
	const ranked: RankedPlace<T>[] = [];
	for (const candidate of candidates) {
		const distanceMeters = Math.round(haversineKm(center, candidate) * 1000);
		if (distanceMeters > radiusMeters) continue;
		const name = searchTokens(candidate.name);
		let score = 0;
		if (name.join(" ").startsWith(folded)) score += 3;
		if (query.every((word) => name.some((part) => part.startsWith(word)))) score += 2;
		else if (query.some((word) => name.some((part) => part.startsWith(word)))) score += 1;
		ranked.push({ candidate, distanceMeters, matched: query.length, score: score - distanceMeters / radiusMeters });
	}
	return ranked.sort((a, b) => b.score - a.score || a.distanceMeters - b.distanceMeters).slice(0, limit);
}

/** Latitude/longitude box around a circle (for an index range scan before the exact distance). */
export function boundingBox(
	center: LatLng,
	radiusMeters: number,
): { minLat: number; maxLat: number; minLng: number; maxLng: number } {
	const dLat = radiusMeters / 111_320;
	const cos = Math.cos((center.latitude * Math.PI) / 180);
	const dLng = cos > 1e-6 ? radiusMeters / (111_320 * cos) : 180;
	return {
		minLat: Math.max(-90, center.latitude - dLat),
		maxLat: Math.min(90, center.latitude + dLat),
		minLng: Math.max(-180, center.longitude - dLng),
		maxLng: Math.min(180, center.longitude + dLng),
	};
}

/** Lowercased, accent-free text for cache keys. */
export const normalizeQuery = (text: string) => foldText(text).replace(/\s+/g, " ").trim();
