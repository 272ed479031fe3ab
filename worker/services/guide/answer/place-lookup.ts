import { haversineKm, type LatLng } from "../../../../domain/geo/geo";
import { searchTokens } from "../../../../domain/place/destination";
import type { Place } from "../../../../domain/place/place";
import { sentencesOf } from "../facts/reading";
import type { GuideContext, GuideDeps } from "../types";

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
/** Words of a natural place's kind a family swaps or adds ("Cadillac Mountain" for Cadillac Summit). */
const GENERIC = new Set([
	"mountain",
	"mount",
	"mt",
	"summit",
	"peak",
	"hill",
	"lake",
	"river",
	"falls",
	"waterfall",
	"beach",
	"island",
	"bay",
	"canyon",
]);
/** Kind words a place's type stands for ("Jordan Pond restaurant" is the Jordan Pond House, a restaurant). */
const TYPE_WORDS: Record<string, readonly string[]> = {
	restaurant: ["restaurant", "cafe", "pizza_restaurant", "bakery"],
	cafe: ["cafe", "bakery", "restaurant"],
	lodge: ["lodging", "hotel"],
	hotel: ["lodging", "hotel"],
	inn: ["lodging", "hotel"],
	campground: ["campground"],
	museum: ["museum", "art_gallery"],
	aquarium: ["aquarium"],
	zoo: ["zoo"],
};
const CITY_WORDS = new Set(["london", "paris", "new", "york", "nyc", "orlando", "washington", "dc", "san", "diego"]);

const singular = (word: string) =>
	word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;
/** A word without its plural or "-ing" ("watching" → "watch", "tours" → "tour", "swimming" → "swim"). */
function stem(word: string): string {
	if (word.length <= 5 || !word.endsWith("ing")) return singular(word);
	const base = word.slice(0, -3);
	return /([b-df-hj-np-tv-z])\1$/.test(base) ? base.slice(0, -1) : base;
}

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
	if (a === b || stem(a) === stem(b)) return true;
	const shorter = Math.min(a.length, b.length);
	if (shorter < 5) return false;
	return editDistance(a, b) <= (shorter >= 8 ? 2 : 1);
}

const significant = (tokens: readonly string[]) => tokens.filter((token) => !FILLER.has(token));

/** The initials a name is known by: all its words, its main words, and without a trailing kind or city (V&A, IWM). */
export function initialsOf(name: string): Set<string> {
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

/** A name without its subtitle: "Grand Prismatic Spring (Midway Geyser Basin)" is the Grand Prismatic Spring. */
const mainName = (name: string) => name.split(/ \(| – | - /)[0] ?? name;

/** The words a place's name (or its type: "restaurant") holds. */
function wordsInName(words: readonly string[], place: Place): string[] {
	const name = significant(searchTokens(place.name));
	const inName = (word: string) => name.some((token) => sameWord(word, token));
	const byType = (word: string) => TYPE_WORDS[word]?.some((type) => place.types.includes(type)) ?? false;
	return words.filter((word) => inName(word) || byType(word));
}

/** Every word of the phrase is in the place's name, or a kind word it swaps ("Cadillac Mountain" for Cadillac Summit). */
export function coversPhrase(phrase: string, place: Place): boolean {
	const words = significant(searchTokens(phrase));
	const matched = wordsInName(words, place);
	return words.every((word) => matched.includes(word) || GENERIC.has(word));
}

/** How well a phrase names a place: 0 not at all; above 2 every word of the phrase is in the name. */
function nameScore(phrase: string, place: Place): number {
	const compact = phrase.toLowerCase().replace(/[^a-z]/g, "");
	const words = significant(searchTokens(phrase));
	if (compact.length >= 2 && compact.length <= 5 && (words.length === 1 || /&/.test(phrase))) {
		if (initialsOf(place.name).has(compact)) return 3;
	}
	const name = significant(searchTokens(place.name));
	const main = significant(searchTokens(mainName(place.name)));
	if (words.length === 0 || name.length === 0) return 0;
	const matched = wordsInName(words, place);
	// Kind words swapped for another ("Cadillac Mountain" for Cadillac Summit) cost a little, once a real word matched.
	const swapped = words.filter((word) => !matched.includes(word) && GENERIC.has(word));
	const real = matched.some((word) => !GENERIC.has(word) && !KIND_WORDS.has(word));
	const phraseCover = (matched.length + (real ? swapped.length : 0)) / words.length;
	if (phraseCover < 1 && !(words.length >= 3 && phraseCover >= 0.66)) return 0;
	const covered = (tokens: readonly string[]) =>
		tokens.length === 0
			? 0
			: tokens.filter((token) => words.some((word) => sameWord(word, token))).length / tokens.length;
	// A name made only of kinds ("the zoo") is a weak match, never beating a real name.
	return (
		phraseCover * 2 +
		Math.max(covered(name), covered(main)) -
		(isKindOnly(phrase) ? 0.5 : 0) -
		(real ? swapped.length * 0.4 : 0)
	);
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

/** A place's own words: its name and the writers' text. */
const wordsOf = (place: Place) =>
	new Set(
		searchTokens(
			[place.name, place.familySummary, place.pithySummary, place.whyKidsLoveIt, place.editorialSummary]
				.filter(Boolean)
				.join(" "),
		).map(stem),
	);

/** How many of the message's other words (its "hints": "popovers at Jordan Pond") a place's own words hold. */
const hintsIn = (place: Place, hints: readonly string[]) => {
	if (hints.length === 0) return 0;
	const own = wordsOf(place);
	return hints.filter((hint) => own.has(stem(hint))).length;
};

function best(
	phrase: string,
	candidates: readonly Place[],
	hints: readonly string[] = [],
): { place: Place; score: number } | null {
	let top: { place: Place; score: number } | null = null;
	for (const place of candidates) {
		const name = nameScore(phrase, place);
		// Between names that match alike, the message's other words decide (the Jordan Pond House has the popovers).
		const score = name > 0 ? name + 0.05 * hintsIn(place, hints) : 0;
		if (score > 0 && (!top || score > top.score)) top = { place, score };
	}
	return top;
}

/**
 * How far a name search looks around the centre: a named place may be a day trip away (the Kennedy
 * Space Center from Orlando); OpenStreetMap answers a 25 km circle politely, Google biases to 50 km.
 */
const searchRadius = (kind: GuideDeps["places"]["kind"]) =>
	kind === "osm" ? 25_000 : kind === "google" ? 50_000 : 150_000;
/** What being saved or just suggested adds to a match. */
const IN_VIEW_BONUS = 0.6;
/** A score this high is a name, not just a kind: no need to look further. */
const SURE = 2.3;

/** The place a phrase names, or null when neither the family's places nor the provider know it. */
export async function findPlace(
	phrase: string,
	context: GuideContext,
	deps: GuideDeps,
	hints: readonly string[] = [],
): Promise<Place | null> {
	const alias = ALIASES.find(([pattern]) => pattern.test(phrase.trim()))?.[1];
	const asked = alias ?? phrase;
	const inView = best(asked, placesInView(context), hints);
	// A saved place wins outright only when the phrase names it whole: "tower of london" is not the
	// saved "citizenM Tower of London" hotel when the Tower itself is there to find.
	const whole = inView ? namesWhole(asked, inView.place) || isKindOnly(asked) : false;
	if (inView && inView.score >= SURE && whole) return inView.place;

	const search = (query: string) =>
		deps.places.search(query, context.center, searchRadius(deps.places.kind)).catch(() => [] as Place[]);
	const queries = [asked];
	const words = significant(searchTokens(asked)).filter((word) => word.length >= 4 && !KIND_WORDS.has(word));
	if (words.length > 1 || asked !== phrase) queries.push(...words.slice(0, 3));
	// Initials ("IWM") are no words a search matches: look through the kinds of place they usually stand for.
	if (/^[A-Za-z&]{2,5}$/.test(phrase.trim()) && !alias) queries.push("museum", "tourist attraction", "park", "gallery");
	// The family's own places win a tie: "the museum" is the one they saved.
	let found: { place: Place; score: number } | null = inView
		? { ...inView, score: inView.score + (whole ? IN_VIEW_BONUS : 0) }
		: null;
	for (const query of queries) {
		const top = best(asked, await search(query), hints);
		if (top && (!found || top.score > found.score)) found = top;
		if (found && found.score >= SURE) break;
	}
	return found?.place ?? null;
}

/**
 * A place the family describes rather than names ("aircraft carrier tour", "underground cave tour"):
 * the one place near the centre whose own words hold every word of the description; null when none
 * or several do.
 */
export async function describedPlace(
	phrase: string,
	context: GuideContext,
	deps: GuideDeps,
	/** Fewest words a description needs (a typed ask's named thing may be one: "guard"). */
	minWords = 2,
): Promise<Place | null> {
	const words = significant(searchTokens(phrase)).filter((word) => word.length >= 3);
	if (words.length < minWords || words.length === 0) return null;
	const found = await placesWithWords(words, context.center, [phrase, ...words], deps);
	return found.length === 1 ? (found[0] ?? null) : null;
}

/**
 * "Boat on Yellowstone Lake", "popovers at Jordan Pond": the named place when its own words hold the
 * activity, else the nearest place (within 25 km: a lake may be 30 km across) whose words hold both the activity and the named
 * place's name (Bridge Bay Marina runs the cruises on Yellowstone Lake); null when none does.
 */
export async function placeForActivity(activity: string, named: Place, deps: GuideDeps): Promise<Place | null> {
	const words = significant(searchTokens(activity)).filter((word) => word.length >= 3);
	if (words.length === 0) return null;
	if (hintsIn(named, words) === words.length) return named;
	const name = significant(searchTokens(mainName(named.name)));
	const found = await placesWithWords([...words, ...name], named, [activity, ...words], deps);
	const near = found.filter((place) => place.googlePlaceId !== named.googlePlaceId && haversineKm(named, place) <= 25);
	near.sort((a, b) => haversineKm(named, a) - haversineKm(named, b));
	return near[0] ?? null;
}

/** Words of a name that make it a place to look from ("Grand Prismatic Overlook"). */
const VIEW_NAME = /\b(overlook|viewpoint|lookout|vista|view|point)\b/i;

/**
 * "Grand Prismatic — somewhere to see it from above?": the place within 5 km whose notes name the
 * place, whose name holds two of its words and a viewpoint's (the Fairy Falls Trail and Grand
 * Prismatic Overlook); null when none.
 */
export async function viewpointOf(named: Place, deps: GuideDeps): Promise<Place | null> {
	const name = significant(searchTokens(mainName(named.name)));
	const main = name.filter((word) => !GENERIC.has(word) && !KIND_WORDS.has(word));
	if (main.length === 0) return null;
	const found = await placesWithWords(main, named, [`${main.join(" ")} overlook`, main.join(" ")], deps);
	const views = found.filter(
		(place) =>
			place.googlePlaceId !== named.googlePlaceId &&
			VIEW_NAME.test(place.name) &&
			wordsInName(main, place).length >= Math.min(2, main.length) &&
			haversineKm(named, place) <= 5,
	);
	return views[0] ?? null;
}

/** Places around a point whose own words hold every one of `words`, from a few searches. */
async function placesWithWords(
	words: readonly string[],
	around: LatLng,
	queries: readonly string[],
	deps: GuideDeps,
): Promise<Place[]> {
	const seen = new Map<string, Place>();
	for (const query of queries.slice(0, 4)) {
		const results = await deps.places.search(query, around, searchRadius(deps.places.kind)).catch(() => [] as Place[]);
		for (const place of results) seen.set(place.googlePlaceId, place);
	}
	return [...seen.values()].filter((place) => hintsIn(place, words) === words.length);
}

/** "Geysers" for the Steamboat Geyser: one word in the plural of a word of the name is many places, not this one. */
export function pluralOfName(phrase: string, place: Place): boolean {
	const words = searchTokens(phrase);
	const [word] = words;
	if (words.length !== 1 || !word || singular(word) === word) return false;
	const name = searchTokens(place.name);
	return name.includes(singular(word)) && !name.includes(word);
}

/** Doing words a family puts before the thing ("see", "feed", "watch"). */
const DOING = /^(see|spot|watch|touch|feed|pet|hold|ride|get|go|take|do|have|visit)$/;

/** The writers' first sentence about an activity at the place ("Families launch kayaks…" for "kayaking"), or null. */
export function sentenceAbout(place: Place, activity: string): string | null {
	// "see seals", "feed the ducks" look for seals and ducks; "swim" alone looks for swimming.
	const all = significant(searchTokens(activity)).filter((word) => word.length >= 3);
	const things = all.filter((word) => !DOING.test(word));
	const words = (things.length > 0 ? things : all).map(stem);
	if (words.length === 0) return null;
	const sentences = sentencesOf([place.familySummary, place.editorialSummary, place.pithySummary, place.whyKidsLoveIt]);
	return (
		sentences.find((sentence) => {
			const own = new Set(searchTokens(sentence).map(stem));
			return words.every((word) => own.has(word));
		}) ?? null
	);
}

/** Every word of the place's main name is in the phrase ("Bar Harbor" does not name the Bar Harbor Inn whole). */
export function namesWhole(phrase: string, place: Place): boolean {
	const words = significant(searchTokens(phrase));
	return significant(searchTokens(mainName(place.name))).every(
		(token) => words.some((word) => sameWord(word, token)) || GENERIC.has(token) || FILLER.has(token),
	);
}

/**
 * A thing the family names that is no place of its own but that places' own words mention ("Trail
 * Ridge Road": the Alpine Visitor Center opens only while it is open): among the places whose text
 * holds the whole phrase, the one whose facts answer most of what is asked (`knows`), then the one
 * holding most of the message's other words; null when none.
 */
export async function placeMentioning(
	phrase: string,
	context: GuideContext,
	deps: GuideDeps,
	hints: readonly string[],
	knows: (place: Place) => number,
): Promise<Place | null> {
	const words = significant(searchTokens(phrase));
	if (words.length < 2) return null;
	const found = await placesWithWords(words, context.center, [phrase, ...words], deps);
	const wholePhrase = new RegExp(`\\b${searchTokens(phrase).join("\\W+")}\\b`, "i");
	const mentioning = found.filter((place) =>
		wholePhrase.test(
			searchTokens([place.familySummary, place.pithySummary, place.editorialSummary].join(" ")).join(" "),
		),
	);
	const rank = (place: Place) => knows(place) * 100 + hintsIn(place, hints);
	let top: Place | null = null;
	for (const place of mentioning) if (!top || rank(place) > rank(top)) top = place;
	return top;
}
