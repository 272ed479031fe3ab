import { singular } from "../../../../domain/english";
import { haversineKm } from "../../../../domain/geo/geo";
import { searchTokens } from "../../../../domain/place/destination";
import type { Place } from "../../../../domain/place/place";
import { isFreeByData } from "../../../../domain/place/vocabulary-setting";
import { statusLines } from "../answer/compose";
import type { FoundNear } from "./found";
import { MAX_WIDE_RADIUS, searchAll } from "./look";
import { pickPlaces } from "./pick";
import type { Plan } from "./plan";
import { type FitRequest, type ScoredPlace, scorePlace, textOf } from "./rank";
import { fitOf, type Picked, type Search, type SearchDeps, type SearchTrip, shownBefore } from "./trip";

/**
 * Filter, rank and pick (./find.ts): the places a search found, scored for the ask (./rank.ts), the
 * hard constraints kept (./constraints.ts), the best picked (./pick.ts), with saved and earlier places that answer.
 */

/** Saved places and earlier suggestions within the distance asked: named with how far, never carded again. */
function alreadyShownNear(
	trip: SearchTrip,
	fit: FitRequest,
	named: readonly ScoredPlace[],
	origin: Search["origin"],
): FoundNear[] {
	const savedIds = new Set((trip.savedPlaces ?? []).map((place) => place.googlePlaceId));
	const shown = new Map<string, Place>();
	for (const place of [...(trip.savedPlaces ?? []), ...shownBefore(trip)]) shown.set(place.googlePlaceId, place);
	for (const entry of named) shown.delete(entry.place.googlePlaceId);
	// The place looked around is not near itself.
	if (origin.placeId) shown.delete(origin.placeId);
	// Only places of a kind asked for answer it ("lunch near the museum": no museums named as close),
	// and, asked for cheaper, only those free or low-cost by their data.
	const cheap = (place: Place) => isFreeByData(place) || (place.priceLevel ?? 2) <= 1;
	const answers = (place: Place) => {
		const scored = scorePlace(place, fit);
		return (
			!scored.excluded &&
			(fit.categories.length === 0 || scored.category !== null) &&
			(!fit.modifiers.includes("cheap") || cheap(place))
		);
	};
	return [...shown.values()]
		.map((place) => ({
			place,
			saved: savedIds.has(place.googlePlaceId),
			meters: haversineKm(fit.center, place) * 1000,
		}))
		.filter((near) => near.meters <= fit.radiusMeters && answers(near.place))
		.sort((a, b) => Number(b.saved) - Number(a.saved) || a.meters - b.meters)
		.slice(0, 4);
}

/** "next door to the dinosaurs": what is beside a place, not in it. */
const NEIGHBOUR = /\b(?:next door to|next to|near|opposite|close to|beside|across from) the [\w-]+/gi;

/** Whether a place's own words have one of the interests asked for ("dinosaurs"), not only its neighbour's. */
export function hasInterest(place: Place, keywords: readonly string[]): boolean {
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

/** Places shown before that have the interest asked for: named again briefly rather than padding the answer. */
function earlierWithInterest(trip: SearchTrip, plan: Plan, fit: FitRequest): Place[] {
	if (plan.keywords.length === 0 || plan.modifiers.includes("again")) return [];
	return shownBefore(trip)
		.filter(
			(place) =>
				!trip.excludeIds.has(place.googlePlaceId) &&
				hasInterest(place, plan.keywords) &&
				!scorePlace(place, fit).excluded,
		)
		.slice(0, 2);
}

/** Saved places that answer this ask as well as the picks do: named, not hidden. */
function savedAnswers(trip: SearchTrip, plan: Plan, fit: FitRequest, threshold: number): ScoredPlace[] {
	return (trip.savedPlaces ?? [])
		.map((place) => scorePlace(place, fit))
		.filter(
			(entry) =>
				!entry.excluded &&
				entry.score >= threshold - 1 &&
				(entry.category !== null || entry.reasons.includes("keyword") || plan.words.length > 0),
		)
		.sort((a, b) => b.score - a.score)
		.slice(0, 2);
}

/** Scores and picks the places found for a search; null when nothing answers. */
export async function pick(
	trip: SearchTrip,
	deps: SearchDeps,
	search: Search,
	places: Place[],
): Promise<Picked | null> {
	const { plan, kidAges, origin, radius, more } = search;
	await deps.status(kidAges.length > 0 ? statusLines.checking(kidAges) : "Checking what suits your family…");
	const fit = fitOf(trip, plan, kidAges, origin, radius, more);
	let { suggestions, backups } = pickPlaces(places, fit);
	const saved = savedAnswers(trip, plan, fit, suggestions.at(-1)?.score ?? Number.NEGATIVE_INFINITY);
	const earlier = earlierWithInterest(trip, plan, fit);
	// An interest asked ("a dinosaur fan") that saved or earlier places have: no picks without it.
	if (earlier.length > 0 || saved.some((entry) => entry.reasons.includes("keyword"))) {
		const fits = (entry: ScoredPlace) => entry.reasons.includes("keyword");
		suggestions = suggestions.filter(fits);
		backups = backups.filter(fits);
	}
	await deps.status(statusLines.picking(suggestions.length));
	const alsoNear = search.bounded ? alreadyShownNear(trip, fit, [...suggestions, ...saved], origin) : [];
	if (suggestions.length === 0 && saved.length === 0 && alsoNear.length === 0 && earlier.length === 0) return null;
	return { search, suggestions, backups, saved, earlier, alsoNear };
}

/** A lone word may be a name ("Legoland") or an interest its notes name ("manatees"): places that have it. */
export async function byName(trip: SearchTrip, deps: SearchDeps, search: Search): Promise<Picked | null> {
	const word = search.plan.words[0];
	if (!word || word.length < 3) return null;
	search.radius = MAX_WIDE_RADIUS[deps.places.kind];
	await deps.status(`Looking for “${word}” near ${search.origin.label}…`);
	const found = (await searchAll(deps, [word], search.origin, search.radius, trip.excludeIds)).filter((place) =>
		searchTokens([place.name, place.familySummary, place.pithySummary, place.whyKidsLoveIt].join(" ")).some((token) =>
			token.startsWith(word),
		),
	);
	return pick(trip, deps, search, found);
}
