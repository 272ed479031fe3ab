import { singular } from "../../../domain/english";
import { haversineKm } from "../../../domain/geo/geo";
import type { GuideResponse } from "../../../domain/guide/guide";
import { paceForAges } from "../../../domain/path/pace-rules";
import { searchTokens } from "../../../domain/place/destination";
import type { Place } from "../../../domain/place/place";
import { foldText } from "../../../domain/text";
import { answerAsked } from "./answer/asked";
import {
	askedLabel,
	composeClarification,
	composeNothingFound,
	destinationName,
	keptWords,
	statusLines,
} from "./compose";
import { brokenConstraint, constraintsOf } from "./constraints";
import { type Origin, originOf, radiusOf } from "./origin";
import { pickPlaces } from "./pick";
import { type FitRequest, type ScoredPlace, scorePlace, textOf } from "./rank";
import { render } from "./render";
import { type NearPlace, type ReplyInput, replyDraft } from "./reply";
import { followUp, type GuideRequest, parseGuideRequest } from "./request";
import { searchEach } from "./search-each";
import { searchQueries, stayByQueries } from "./search-queries";
import type { Guide, GuideAnswer, GuideContext, GuideDeps, HardFilters, SearchContext } from "./types";

/**
 * The embedded guide: no model, no network beyond the places provider. It reads the message as a
 * request with constraints (./request.ts), looks from where the family stays (./origin.ts) for
 * each kind of place asked for, drops every place that breaks what they said (./constraints.ts),
 * ranks the rest by family fit and distance (./rank.ts), and answers with three suggestions and up
 * to five backups (./compose.ts). Saved places that answer the question are named, never
 * suggested again; earlier suggestions come back only when asked for. Too vague a message gets a
 * question back with choices.
 */
export const offlineGuide: Guide = {
	name: "offline",
	respond: (context, deps) => respondOffline(context, deps),
};

/** How far a search may widen when too little is found (the catalog holds national parks 100 km across). */
/** OpenStreetMap: Overpass answers a 25 km circle politely; wider asks are heavy on a volunteer service. */
// "catalog-osm": the catalog's reach; the OpenStreetMap part caps its own circles at 25 km.
const MAX_WIDE_RADIUS = { catalog: 150_000, google: 50_000, osm: 25_000, "catalog-osm": 150_000 } as const;

/** Words loud places are described with, to find the ones to skip. */
const LOUD_WORDS = "loud noisy thunder roar";

async function searchAll(
	deps: GuideDeps,
	queries: readonly string[],
	origin: Origin,
	radiusMeters: number,
	skip: ReadonlySet<string>,
): Promise<Place[]> {
	const results = await searchEach(deps.places, queries, origin.point, radiusMeters);
	const seen = new Set<string>();
	const places: Place[] = [];
	for (const place of results.flat()) {
		if (seen.has(place.googlePlaceId) || skip.has(place.googlePlaceId) || place.googlePlaceId === origin.placeId) {
			continue;
		}
		seen.add(place.googlePlaceId);
		places.push(place);
	}
	return places;
}

const metersFrom = (origin: Origin, place: Place) => place.distanceMeters ?? haversineKm(origin.point, place) * 1000;

const clarifying = (content: string): GuideResponse => ({
	content,
	state: "clarifying",
	suggestions: [],
	backupSuggestions: [],
	isClarification: true,
});

/** The kids' ages an answer is for: the message's own, else the request's or the adventure's. */
export const agesFor = (request: Pick<GuideRequest, "ages">, context: GuideContext) =>
	request.ages.length > 0 ? request.ages : [...context.kidAges].sort((a, b) => a - b);

/** The request's hard filters, kept with the answer for 'Try another suggestion'. */
export const hardFiltersOf = (
	request: Pick<GuideRequest, "avoid" | "avoidWords" | "ages">,
	context: Pick<GuideContext, "tripDates">,
): HardFilters => ({
	avoid: [...request.avoid],
	avoidWords: [...request.avoidWords],
	messageAges: [...request.ages],
	tripDates: context.tripDates ?? null,
});

/** What the places are ranked for (./rank.ts): the request, the kids, and from where how far. */
export const fitOf = (
	context: Pick<GuideContext, "tripDates">,
	request: GuideRequest,
	kidAges: readonly number[],
	origin: Origin,
	radiusMeters: number,
): FitRequest => ({
	categories: request.categories,
	modifiers: request.modifiers,
	keywords: request.keywords,
	words: request.words,
	kidAges,
	center: origin.point,
	radiusMeters,
	avoid: request.avoid,
	avoidByType: request.avoidByType,
	avoidWords: request.avoidWords,
	messageAges: request.ages,
	tripDates: context.tripDates ?? null,
	together: request.together,
	fromStay: origin.kind === "stay",
});

/** A distance the family said ("walking distance", "within 20 minutes", "near the zoo"): a limit. */
const boundedAsk = (request: GuideRequest, origin: Origin) =>
	Boolean(request.within) || request.modifiers.includes("nearby") || origin.kind === "place" || origin.kind === "town";

/** The last assistant message of the conversation, when there is one. */
const previousAnswer = (context: GuideContext) => [...context.history].reverse().find((m) => m.role === "assistant");
/** Every earlier answer's words: none of their sentences is said again. */
const earlierAnswers = (context: GuideContext) =>
	context.history
		.filter((message) => message.role === "assistant")
		.map((message) => message.content)
		.join("\n");

/**
 * A place answer that is not what the message asks: a place it rules out ("swimming but not a water
 * park", "animals but not the big zoo") or only names as where to look from ("near the Tower, free").
 */
function rulesOut(request: GuideRequest, answer: GuideAnswer, message: string): boolean {
	// The name the answer could not find, from its draft (never read back from its words).
	const looked = answer.draft?.lead.code === "not-found" ? answer.draft.lead.name : null;
	if (looked && request.avoid.length + request.avoidWords.length > 0) {
		const name = foldText(looked)
			.replace(/[^\p{L}\p{N} ]/gu, " ")
			.trim();
		const negated = new RegExp(`\\b(?:not|no|except|other than|isnt)\\s+(?:the\\s+|a\\s+|an\\s+)?${name}\\b`);
		if (name && negated.test(foldText(message))) return true;
	}
	// "within a 10 min walk of the Tower of London, free": the named place is where to look from, not
	// what is asked about, unless the message is a question.
	const from = request.nearPlace && !request.nearTown ? foldText(request.nearPlace) : null;
	const asksAbout = /\?|^\s*(?:is|are|does|do|can|could|how|when|what time|whats the)\b/i.test(message);
	if (
		from &&
		!asksAbout &&
		answer.response.suggestions.length > 0 &&
		answer.response.suggestions.every((place) => foldText(place.name).includes(from))
	) {
		return true;
	}
	const ruledOut = constraintsOf({
		avoid: request.avoid,
		avoidByType: request.avoidByType,
		avoidWords: request.avoidWords,
		modifiers: [],
		kidAges: [],
	});
	return answer.response.suggestions.some((place) => brokenConstraint(place, ruledOut) === "avoided");
}

async function respondOffline(context: GuideContext, deps: GuideDeps): Promise<GuideAnswer> {
	const asked = parseGuideRequest(context.message);
	const aboutAPlace = await answerAsked(context, deps);
	if (aboutAPlace && !rulesOut(asked, aboutAPlace, context.message)) return aboutAPlace;
	const request = followUp(asked, context.history, context.message);
	const kidAges = agesFor(request, context);

	// "Show me those again": the last answer's places, as they were.
	const last = previousAnswer(context);
	if (request.modifiers.includes("again") && request.categories.length === 0 && last?.suggestions?.length) {
		const draft = replyDraft({
			...replyBase(context, request, kidAges),
			again: true,
			suggestions: last.suggestions.map(asShown),
		});
		return {
			response: {
				content: render(draft, earlierAnswers(context)),
				state: "responding",
				suggestions: last.suggestions,
				backupSuggestions: last.backupSuggestions ?? [],
				isClarification: false,
			},
			search: null,
			draft: { ...draft, backups: last.backupSuggestions ?? [] },
		};
	}

	const origin = await originOf(request, context, deps);
	const kind = deps.places.kind;
	// Saved places are named when they answer; earlier suggestions come back only when asked.
	const repeatsWanted = request.modifiers.includes("again");
	const skip = new Set<string>([...context.excludeIds, ...(repeatsWanted ? [] : (context.suggestedIds ?? []))]);

	// A lone word may be a name ("Legoland"): look for it by name before asking back.
	if (request.vague) {
		const word = request.words[0];
		if (word && word.length >= 3) {
			const radius = MAX_WIDE_RADIUS[kind];
			await deps.status(`Looking for “${word}” near ${origin.label}…`);
			// A name ("Legoland") or an interest its notes name ("manatees", "elk").
			const found = (await searchAll(deps, [word], origin, radius, context.excludeIds)).filter((place) =>
				searchTokens([place.name, place.familySummary, place.pithySummary, place.whyKidsLoveIt].join(" ")).some(
					(token) => token.startsWith(word),
				),
			);
			const named = await answer(context, deps, request, kidAges, found, [word], radius, origin, "places by that name");
			if (named) return named;
		}
		return { response: clarifying(composeClarification(context.message, origin.label, kidAges)), search: null };
	}

	const label = askedLabel(request.categories, request.modifiers);
	const bounded = boundedAsk(request, origin);
	const queries = searchQueries(request, kind, bounded);
	let radius = radiusOf(request, origin, context.zoom, paceForAges(kidAges));
	await deps.status(statusLines.looking(label, origin.label));
	const search = async (list: readonly string[] = queries) => {
		const found = await searchAll(deps, list, origin, radius, skip);
		return bounded ? found.filter((place) => metersFrom(origin, place) <= radius) : found;
	};
	let places = await search();
	// Too little within reach (and no distance was said): look further, twice at most.
	// A town with nothing of the kind in it: the nearest ones around it (at most three times as far).
	const widenable = (count: number) => (bounded ? origin.kind === "town" && count === 0 : count < 3);
	// An interest ("tide pools"): too few places whose own words have it is too little.
	const interest = request.keywords.map((keyword) => ` ${searchTokens(keyword).map(singular).join(" ")}`);
	const relevant = (list: readonly Place[]) =>
		interest.length === 0
			? list.length
			: list.filter((place) => interest.some((k) => textOf(place).includes(k))).length;
	for (let widen = 0; widen < 2 && widenable(relevant(places)) && radius < MAX_WIDE_RADIUS[kind]; widen++) {
		radius = Math.min(MAX_WIDE_RADIUS[kind], radius * (bounded ? 3 : 4));
		await deps.status(statusLines.widening(origin.label));
		places = await search();
	}
	// Where to sleep by the beach: places that are both, as far as the destination reaches.
	const stayBy = bounded ? [] : stayByQueries(request);
	if (stayBy.length > 0) places.push(...(await searchAll(deps, stayBy, origin, MAX_WIDE_RADIUS[kind], skip)));
	const found = await answer(context, deps, request, kidAges, places, queries, radius, origin, label, bounded);
	if (found) return found;
	if (request.categories.length > 0 || request.keywords.length > 0) {
		// Nothing of that kind within reach: say so, and offer what there is that keeps the rest of the ask.
		const broader: GuideRequest = { ...request, categories: [], keywords: [] };
		const others = searchQueries(broader, kind);
		const otherLabel = askedLabel([], request.modifiers);
		const more = await search(others);
		const other = await answer(context, deps, broader, kidAges, more, others, radius, origin, otherLabel, bounded, {
			kinds: request.categories,
			words: request.keywords,
		});
		if (other) return other;
	}
	const kept = keptWords(request.modifiers, request.avoid);
	return { response: clarifying(composeNothingFound(label, origin.label, kept)), search: null };
}

/** A place shown before, as a scored entry for the reply (it was fit then). */
const asShown = (place: Place): ScoredPlace => ({
	place,
	score: 0,
	reasons: [],
	ageFit: "unknown",
	category: null,
	excluded: null,
});

function replyBase(context: GuideContext, request: GuideRequest, kidAges: readonly number[]) {
	return {
		message: context.message,
		turn: context.history.length,
		previous: earlierAnswers(context),
		request,
		label: askedLabel(request.categories, request.modifiers),
		where: "",
		kidAges,
		saved: [],
		skip: [],
	};
}

/** Loud places near the family, when they asked what to avoid for a noise-scared child. */
async function loudToSkip(
	context: GuideContext,
	deps: GuideDeps,
	request: GuideRequest,
	fit: FitRequest,
): Promise<Place[]> {
	if (!request.modifiers.includes("noise") || !/\b(?:avoid|skip|stay away|steer clear)\b/i.test(context.message)) {
		return [];
	}
	const found = await deps.places.search(LOUD_WORDS, fit.center, fit.radiusMeters).catch(() => [] as Place[]);
	return found.filter((place) => scorePlace(place, fit).excluded === "loud").slice(0, 2);
}

/** Places shown before in this conversation (cards and additional options), newest answer last. */
function shownBefore(context: GuideContext): Place[] {
	const shown = new Map<string, Place>();
	for (const message of context.history) {
		for (const place of [...(message.suggestions ?? []), ...(message.backupSuggestions ?? [])]) {
			if (!context.suggestedIds || context.suggestedIds.has(place.googlePlaceId)) shown.set(place.googlePlaceId, place);
		}
	}
	return [...shown.values()];
}

/**
 * Saved places and earlier suggestions (cards and additional options) within the distance asked
 * ("what's within walking distance?"): named in the words with how far, never carded again.
 */
function alreadyShownNear(context: GuideContext, fit: FitRequest, named: readonly ScoredPlace[]): NearPlace[] {
	const savedIds = new Set((context.savedPlaces ?? []).map((place) => place.googlePlaceId));
	const shown = new Map<string, Place>();
	for (const place of [...(context.savedPlaces ?? []), ...shownBefore(context)]) shown.set(place.googlePlaceId, place);
	for (const entry of named) shown.delete(entry.place.googlePlaceId);
	return [...shown.values()]
		.map((place) => ({
			place,
			saved: savedIds.has(place.googlePlaceId),
			meters: haversineKm(fit.center, place) * 1000,
		}))
		.filter((near) => near.meters <= fit.radiusMeters && !scorePlace(near.place, fit).excluded)
		.sort((a, b) => Number(b.saved) - Number(a.saved) || a.meters - b.meters)
		.slice(0, 4);
}

/** "next door to the dinosaurs": what is beside a place, not in it. */
const NEIGHBOUR = /\b(?:next door to|next to|near|opposite|close to|beside|across from) the [\w-]+/gi;

/** Whether a place's own words have one of the interests asked for ("dinosaurs"), not only its neighbour's. */
function hasInterest(place: Place, keywords: readonly string[]): boolean {
	const strip = (text: string | null | undefined) => text?.replace(NEIGHBOUR, "") ?? null;
	const own = textOf({
		...place,
		pithySummary: strip(place.pithySummary) ?? "",
		whyKidsLoveIt: strip(place.whyKidsLoveIt),
		familySummary: strip(place.familySummary) ?? "",
		editorialSummary: strip(place.editorialSummary),
	});
	return keywords.some((keyword) => {
		const phrase = searchTokens(keyword).map(singular).join(" ");
		return phrase.length > 0 && own.includes(` ${phrase}`);
	});
}

/**
 * Places shown before (cards or additional options) that have the interest asked for: when they
 * are the fits, they are named again briefly rather than padding the answer with unrelated places.
 */
function earlierWithInterest(context: GuideContext, request: GuideRequest, fit: FitRequest): Place[] {
	if (request.keywords.length === 0 || request.modifiers.includes("again")) return [];
	return shownBefore(context)
		.filter(
			(place) =>
				!context.excludeIds.has(place.googlePlaceId) &&
				hasInterest(place, request.keywords) &&
				!scorePlace(place, fit).excluded,
		)
		.slice(0, 2);
}

/** Saved places that answer this question as well as the picks do: named, not hidden. */
function savedAnswers(context: GuideContext, request: GuideRequest, fit: FitRequest, threshold: number): ScoredPlace[] {
	return (context.savedPlaces ?? [])
		.map((place) => scorePlace(place, fit))
		.filter(
			(entry) =>
				!entry.excluded &&
				entry.score >= threshold - 1 &&
				(entry.category !== null || entry.reasons.includes("keyword") || request.words.length > 0),
		)
		.sort((a, b) => b.score - a.score)
		.slice(0, 2);
}

async function answer(
	context: GuideContext,
	deps: GuideDeps,
	request: GuideRequest,
	kidAges: number[],
	places: Place[],
	queries: string[],
	radiusMeters: number,
	origin: Origin,
	label: string,
	bounded = false,
	/** What was asked for and not found (the answer offers other ideas). */
	missing: ReplyInput["missing"] = null,
): Promise<GuideAnswer | null> {
	await deps.status(kidAges.length > 0 ? statusLines.checking(kidAges) : "Checking what suits your family…");
	const fit = fitOf(context, request, kidAges, origin, radiusMeters);
	let { suggestions, backups } = pickPlaces(places, fit);
	const saved = savedAnswers(context, request, fit, suggestions.at(-1)?.score ?? Number.NEGATIVE_INFINITY);
	const earlier = earlierWithInterest(context, request, fit);
	// An interest asked ("a dinosaur fan") that saved or earlier places have: no picks without it.
	if (earlier.length > 0 || saved.some((entry) => entry.reasons.includes("keyword"))) {
		const fits = (entry: ScoredPlace) => entry.reasons.includes("keyword");
		suggestions = suggestions.filter(fits);
		backups = backups.filter(fits);
	}
	await deps.status(statusLines.picking(suggestions.length));
	const alsoNear = bounded ? alreadyShownNear(context, fit, [...suggestions, ...saved]) : [];
	if (suggestions.length === 0 && saved.length === 0 && alsoNear.length === 0 && earlier.length === 0) return null;
	const draft = replyDraft({
		...replyBase(context, request, kidAges),
		label,
		where: origin.label,
		fromStay: origin.kind === "stay",
		suggestions,
		saved,
		skip: await loudToSkip(context, deps, request, fit),
		alsoNear,
		earlier,
		missing,
		metersOf: (place: Place) => metersFrom(origin, place),
		destination: destinationName(context.location),
	});
	const content = render(draft, earlierAnswers(context));
	const search: SearchContext = {
		center: origin.point,
		radiusMeters,
		queries,
		categories: request.categories,
		modifiers: request.modifiers,
		kidAges,
		hard: hardFiltersOf(request, context),
	};
	return {
		response: {
			content,
			state: "responding",
			// Nothing new has the interest: the earlier places that do are the answer, their cards to save.
			suggestions: suggestions.length > 0 ? suggestions.map((entry) => entry.place) : earlier,
			backupSuggestions: backups.map((entry) => entry.place),
			isClarification: false,
		},
		search,
		draft: { ...draft, backups: backups.map((entry) => entry.place) },
	};
}
