import { searchTokens } from "../../../domain/place/destination";
import type { Place } from "../../../domain/place/place";
import type { GuideContext, GuideDeps } from "./types";

/**
 * Finding the place a question names: among the family's saved places and the places the guide
 * just suggested first, then the places provider near the centre. Names match by their words with
 * small typos forgiven ("musuem"), by initials ("NHM", "V&A", "AMNH") and with or without "the".
 */

/** Words a name may carry or drop without naming another place. */
const FILLER = new Set(["the", "of", "and", "a", "at", "de", "la", "le", "du", "des"]);
/** Kinds of place: a name made only of these ("the zoo") names the nearest such place, weakly. */
const KIND_WORDS = new Set([
	"museum",
	"gallery",
	"zoo",
	"park",
	"aquarium",
	"garden",
	"gardens",
	"playground",
	"palace",
	"castle",
	"tower",
	"eye",
	"market",
	"library",
	"lido",
	"beach",
	"centre",
	"center",
	"cafe",
]);
const CITY_WORDS = new Set(["london", "paris", "new", "york", "nyc", "orlando", "washington", "dc", "san", "diego"]);

const singular = (word: string) =>
	word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;

function editDistance(a: string, b: string): number {
	if (Math.abs(a.length - b.length) > 2) return 3;
	let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
	for (let i = 1; i <= a.length; i++) {
		const current = [i];
		for (let j = 1; j <= b.length; j++) {
			const cost = a[i - 1] === b[j - 1] ? 0 : 1;
			current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
			// A swap of two neighbouring letters ("musuem") counts as one typo.
			if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
				current[j] = Math.min(current[j] ?? 0, (previous[j - 2] ?? 0) + 1);
			}
		}
		previous = current;
	}
	return previous[b.length] ?? 3;
}

/** Two words the same, allowing plurals and a typo in a long word. */
function sameWord(a: string, b: string): boolean {
	if (a === b || singular(a) === singular(b)) return true;
	const shorter = Math.min(a.length, b.length);
	if (shorter < 5) return false;
	return editDistance(a, b) <= (shorter >= 8 ? 2 : 1);
}

const significant = (tokens: readonly string[]) => tokens.filter((token) => !FILLER.has(token));

/** The initials a name is known by: all its words, its main words, and without a trailing kind or city (V&A, IWM). */
function initialsOf(name: string): Set<string> {
	const tokens = searchTokens(name);
	const main = significant(tokens);
	const trimmed = [...main];
	while (trimmed.length > 2 && (KIND_WORDS.has(trimmed.at(-1) ?? "") || CITY_WORDS.has(trimmed.at(-1) ?? "")))
		trimmed.pop();
	const initials = (words: string[]) => words.map((word) => word[0]).join("");
	return new Set([initials(tokens), initials(main), initials(trimmed)].filter((value) => value.length >= 2));
}

/** A phrase made only of kinds of place ("zoo", "the museum"): a name only with "the" before it. */
export function isKindOnly(phrase: string): boolean {
	const words = significant(searchTokens(phrase));
	return words.length > 0 && words.every((word) => KIND_WORDS.has(word) || KIND_WORDS.has(singular(word)));
}

/** How well a phrase names a place: 0 not at all; above 2 every word of the phrase is in the name. */
function nameScore(phrase: string, place: Place): number {
	const compact = phrase.toLowerCase().replace(/[^a-z]/g, "");
	const words = significant(searchTokens(phrase));
	if (compact.length >= 2 && compact.length <= 5 && (words.length === 1 || /&/.test(phrase))) {
		if (initialsOf(place.name).has(compact)) return 3;
	}
	const name = significant(searchTokens(place.name));
	if (words.length === 0 || name.length === 0) return 0;
	const matched = words.filter((word) => name.some((token) => sameWord(word, token)));
	const covered = name.filter((token) => words.some((word) => sameWord(word, token)));
	const phraseCover = matched.length / words.length;
	if (phraseCover < 1 && !(words.length >= 3 && phraseCover >= 0.66)) return 0;
	// A name made only of kinds ("the zoo") is a weak match, never beating a real name.
	return phraseCover * 2 + covered.length / name.length - (isKindOnly(phrase) ? 0.5 : 0);
}

/** Places the family already has in view: saved places, then recent suggestions (newest first). */
function placesInView(context: GuideContext): Place[] {
	const recent = [...context.history]
		.reverse()
		.filter((message) => message.role === "assistant")
		.slice(0, 4)
		.flatMap((message) => message.suggestions ?? []);
	const seen = new Set<string>();
	return [...(context.savedPlaces ?? []), ...recent].filter((place) => {
		if (seen.has(place.googlePlaceId)) return false;
		seen.add(place.googlePlaceId);
		return true;
	});
}

/** The place an answer just showed on its own ("is it free?" after an answer about one place). */
export function placeJustShown(context: GuideContext): Place | null {
	const last = [...context.history].reverse().find((message) => message.role === "assistant");
	return last?.suggestions?.length === 1 ? (last.suggestions[0] ?? null) : null;
}

const ALIASES: readonly [RegExp, string][] = [
	[/^v\s*(?:&|and|n)\s*a$/i, "Victoria and Albert Museum"],
	[/^nhm$/i, "Natural History Museum"],
	[/^iwm$/i, "Imperial War Museum"],
	[/^amnh$/i, "American Museum of Natural History"],
	[/^moma$/i, "Museum of Modern Art"],
	[/^(?:the )?met$/i, "Metropolitan Museum of Art"],
];

function best(phrase: string, candidates: readonly Place[]): { place: Place; score: number } | null {
	let top: { place: Place; score: number } | null = null;
	for (const place of candidates) {
		const score = nameScore(phrase, place);
		if (score > 0 && (!top || score > top.score)) top = { place, score };
	}
	return top;
}

/** How far a name search looks around the centre (the catalog holds national parks 100 km across). */
const SEARCH_RADIUS_METERS = 60_000;
/** What being saved or just suggested adds to a match. */
const IN_VIEW_BONUS = 0.6;
/** A score this high is a name, not just a kind: no need to look further. */
const SURE = 2.3;

/** The place a phrase names, or null when neither the family's places nor the provider know it. */
export async function findPlace(phrase: string, context: GuideContext, deps: GuideDeps): Promise<Place | null> {
	const alias = ALIASES.find(([pattern]) => pattern.test(phrase.trim()))?.[1];
	const asked = alias ?? phrase;
	const inView = best(asked, placesInView(context));
	if (inView && inView.score >= SURE) return inView.place;

	const search = (query: string) =>
		deps.places.search(query, context.center, SEARCH_RADIUS_METERS).catch(() => [] as Place[]);
	const queries = [asked];
	const words = significant(searchTokens(asked)).filter((word) => word.length >= 4 && !KIND_WORDS.has(word));
	if (words.length > 1 || asked !== phrase) queries.push(...words.slice(0, 3));
	// Initials ("IWM") are no words a search matches: look through the kinds of place they usually stand for.
	if (/^[A-Za-z&]{2,5}$/.test(phrase.trim()) && !alias) queries.push("museum", "tourist attraction", "park", "gallery");
	// The family's own places win a tie: "the museum" is the one they saved.
	let found: { place: Place; score: number } | null = inView
		? { ...inView, score: inView.score + IN_VIEW_BONUS }
		: null;
	for (const query of queries) {
		const top = best(asked, await search(query));
		if (top && (!found || top.score > found.score)) found = top;
		if (found && found.score >= SURE) break;
	}
	return found?.place ?? null;
}
