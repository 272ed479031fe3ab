import type { Ask } from "../../../../domain/guide/ask";
import { paceForAges } from "../../../../domain/path/pace-rules";
import { askedLabel, statusLines } from "../answer/compose";
import { placeFacts } from "../facts/place-facts";
import type { Constraint, Found, Relaxation } from "./found";
import { brokenBy, fed, foundOf, hardConstraints, missedWords, nothing, wordsOf } from "./found-of";
import { look, MAX_WIDE_RADIUS, searchedOnce } from "./look";
import { originOf, radiusOf } from "./origin";
import { byName, pick } from "./picked";
import { type Plan, planOf } from "./plan";
import { searchQueries } from "./queries";
import {
	agesFor,
	boundedAsk,
	datesOfMonths,
	excludedIds,
	hereUnmoved,
	metersFrom,
	moreOf,
	type Search,
	type SearchDeps,
	type SearchTrip,
	withMoreLike,
} from "./trip";

export { pickForAsk } from "./for-ask";
export { MAX_WIDE_RADIUS } from "./look";
export { agesFor, fitOf, moreOf, type SearchDeps, type SearchTrip } from "./trip";

/**
 * The engine: search → filter → rank → pick, from a typed ask alone. It looks from where the
 * family stays (or the place, area or map the ask names) for each kind asked, drops every place
 * that breaks a hard constraint of the ask (../constraints.ts), ranks the rest by family fit and
 * distance (../rank.ts) and picks three suggestions and up to five backups (../pick.ts). Saved
 * places that answer are named, never suggested again; earlier suggestions come back only when
 * asked, or as the first relaxation when nothing new keeps the ask. When nothing keeps every
 * constraint, `unmet` says which and `relaxation` offers the nearest relaxation; no constraint is
 * dropped silently. Used by the offline guide, 'Try another suggestion' and the model guide's tool.
 */

/**
 * Finds places for an ask (see the module comment). The ask is kept whole when any place keeps
 * it; else, in this order, the nearest relaxation: earlier suggestions may come back; other kinds
 * that keep the rest of the ask; and, as an offer only (no cards), the ask not free but cheap, or
 * further away.
 */
export async function findPlaces(asked: Ask, forTrip: SearchTrip, given: SearchDeps): Promise<Found> {
	// Each status line once: a relaxation that looks again says nothing new while it does.
	const said = new Set<string>();
	const status = (line: string) => {
		if (said.has(line)) return;
		said.add(line);
		return given.status(line);
	};
	const deps: SearchDeps = { places: searchedOnce(given.places), status };
	const ask = withMoreLike(asked, forTrip);
	// A day asked for ("on Saturday", "on the 12th"): open on that day, not only some day of the trip.
	// Months asked for ("open in december?", "in winter"): open in those months, not only the trip's.
	const date = ask.day?.date;
	const tripDates = date ? { start: date, end: date } : datesOfMonths(ask.months, forTrip.tripDates);
	const trip: SearchTrip = tripDates ? { ...forTrip, tripDates } : forTrip;
	const plan = hereUnmoved(planOf(ask, trip.kidAges), trip);
	const kidAges = agesFor(plan, trip);
	const origin = await originOf(plan, trip, deps);
	const repeatsWanted = plan.modifiers.includes("again");
	const excluded = new Set<string>([...trip.excludeIds, ...excludedIds(ask, trip)]);
	const skip = new Set<string>([...excluded, ...(repeatsWanted ? [] : (trip.suggestedIds ?? []))]);
	const more = moreOf(ask, plan, kidAges);
	const kind = deps.places.kind;
	const newSearch = (forAsk: Ask, forPlan: Plan, skipping: Set<string>): Search => {
		const bounded = boundedAsk(forPlan, origin);
		return {
			ask: forAsk,
			plan: forPlan,
			kidAges,
			origin,
			radius: radiusOf(forPlan, origin, trip.zoom, paceForAges(kidAges)),
			bounded,
			more,
			skip: skipping,
		};
	};
	const search = newSearch(ask, plan, skip);

	if (plan.vague) {
		const named = await byName(trip, deps, search);
		return named ? foundOf(named) : nothing(search);
	}

	const label = askedLabel(plan.categories, plan.modifiers);
	const queries = searchQueries(plan, kind, search.bounded);
	await deps.status(statusLines.looking(label, origin.label));
	const picked = await pick(trip, deps, search, await look(deps, search, queries));
	// Only places shown before named near ("already on your list"): cards again rather than none.
	const onlyNamed = picked && picked.suggestions.length + picked.saved.length + picked.earlier.length === 0;
	if (picked && !onlyNamed) {
		const found = foundOf(picked);
		const unmet = missedWords(found, search);
		return unmet.length > 0
			? { ...found, unmet, relaxation: { code: "without-words", words: wordsOf(unmet) }, relaxationApplied: true }
			: found;
	}

	// Nothing new keeps the ask: earlier suggestions come back (rather than nothing at all).
	const shown = trip.suggestedIds ?? new Set<string>();
	if (!repeatsWanted && [...shown].some((id) => !excluded.has(id))) {
		const again = newSearch({ ...ask, again: true }, plan, excluded);
		const repeated = await pick(trip, deps, again, await look(deps, again, queries));
		if (repeated) {
			return {
				...foundOf(repeated),
				unmet: [{ code: "not-shown-before" }],
				relaxation: { code: "shown-before" },
				relaxationApplied: true,
			};
		}
	}
	if (picked) return foundOf(picked);

	// A meal with no place to eat known near there: places with food on site (a museum's café), never a
	// list of places without food.
	const meal = plan.categories.some((name) => name === "food" || name === "cafe");
	if (meal) {
		const further = await eatFurtherOut(trip, deps, search, queries);
		if (further) return further;
		const onSite = await foodOnSite(trip, deps, { ...search, skip });
		if (onSite) return onSite;
	}
	// Nothing of that kind within reach: other ideas that keep the rest of the ask.
	if (!meal && (plan.categories.length > 0 || plan.keywords.length > 0)) {
		const others = broaderSearch({ ...search, skip });
		const otherQueries = searchQueries(others.plan, kind);
		const other = await pick(trip, deps, others, await look(deps, others, otherQueries, false));
		if (other) {
			const unmet: Constraint[] = [];
			if (plan.categories.length > 0) unmet.push({ code: "kind", kinds: [...plan.categories] });
			if (plan.keywords.length > 0) unmet.push({ code: "word", words: [...plan.keywords] });
			return {
				...foundOf(other),
				unmet,
				relaxation: { code: "other-kinds", kinds: [...plan.categories] },
				relaxationApplied: true,
			};
		}
	}

	// Nothing known to be step-free: the flat, buggy-friendly places (the nearest the family can judge), said so.
	if (plan.modifiers.includes("accessible")) {
		const flat: Plan = {
			...plan,
			modifiers: [...plan.modifiers.filter((modifier) => modifier !== "accessible"), "stroller"],
		};
		const flatAsk: Ask = { ...ask, needs: [...ask.needs.filter((need) => need !== "step-free"), "stroller"] };
		const tried = newSearch(flatAsk, flat, skip);
		const found = await pick(trip, deps, tried, await look(deps, tried, searchQueries(flat, kind, tried.bounded)));
		if (found) {
			return {
				...foundOf(found),
				unmet: [{ code: "need", need: "step-free" }],
				relaxation: { code: "need", need: "step-free" },
				relaxationApplied: true,
			};
		}
	}

	// Still nothing: say what no place keeps (the ask's hard constraints, else those that ruled the
	// places found out), and offer the nearest relaxation.
	const offered = await offer(trip, deps, search, queries);
	const holds = hardConstraints(search);
	const unmet: Constraint[] = [];
	for (const constraint of [...(holds.length > 0 ? holds : brokenBy(search, trip)), ...offered.unmet]) {
		if (!unmet.some((known) => JSON.stringify(known) === JSON.stringify(constraint))) unmet.push(constraint);
	}
	return { ...nothing(search), ...offered, unmet };
}

/** The ask without its kinds, at the same place and reach. */
function broaderSearch(search: Search): Search {
	return {
		...search,
		ask: { ...search.ask, kinds: [], words: [], food: [], meal: null },
		plan: { ...search.plan, categories: [], keywords: [] },
		places: undefined,
	};
}

/**
 * A meal with no place to eat near there: the nearest places to eat a little further out (three
 * times as far at most), said so; a meal asked for is answered with places to eat.
 */
async function eatFurtherOut(
	trip: SearchTrip,
	deps: SearchDeps,
	search: Search,
	queries: string[],
): Promise<Found | null> {
	const widest = MAX_WIDE_RADIUS[deps.places.kind];
	if (search.radius >= widest) return null;
	const further: Search = { ...search, radius: Math.min(widest, search.radius * 3) };
	const found = await pick(trip, deps, further, await look(deps, further, queries, false));
	if (!found || found.suggestions.length === 0) return null;
	const picked = foundOf(found);
	return {
		...picked,
		picks: picked.picks.map(fed),
		backups: picked.backups.map(fed),
		// "Pizza": still said when none of them serves it.
		unmet: [{ code: "within", meters: Math.round(search.radius) }, ...missedWords(picked, further)],
		relaxation: { code: "further", meters: Math.round(further.radius) },
		relaxationApplied: true,
	};
}

/** Places with food on site, around where a meal was asked for: a museum's café, a park's kiosk. */
async function foodOnSite(trip: SearchTrip, deps: SearchDeps, search: Search): Promise<Found | null> {
	const others = broaderSearch(search);
	const places = await look(deps, others, searchQueries(others.plan, deps.places.kind, others.bounded), false);
	const picked = await pick(
		trip,
		deps,
		others,
		places.filter((place) => placeFacts(place).food === true),
	);
	if (!picked) return null;
	const found = foundOf(picked);
	return {
		...found,
		picks: found.picks.map(fed),
		backups: found.backups.map(fed),
		unmet: [{ code: "kind", kinds: [...search.plan.categories] }],
		relaxation: { code: "food-on-site" },
		relaxationApplied: true,
	};
}

/**
 * The nearest relaxation that finds places, offered (no cards: the family's constraint holds until
 * they take it): not free but cheap, then further away.
 */
async function offer(
	trip: SearchTrip,
	deps: SearchDeps,
	search: Search,
	queries: string[],
): Promise<Pick<Found, "unmet" | "relaxation" | "relaxationApplied">> {
	const quiet: SearchDeps = { places: deps.places, status: () => {} };
	const { plan, ask } = search;
	if (plan.modifiers.includes("free")) {
		const cheaper: Plan = { ...plan, modifiers: plan.modifiers.filter((m) => m !== "free").concat("cheap") };
		const tried: Search = { ...search, plan: cheaper, ask: { ...ask, price: { free: false, cheap: true, max: null } } };
		if (await pick(trip, quiet, tried, await look(quiet, tried, queries))) {
			const cheap: Relaxation = { code: "price", to: "cheap" };
			return {
				unmet: [{ code: "price", free: true, cheap: false, max: ask.price?.max ?? null }],
				relaxation: cheap,
				relaxationApplied: false,
			};
		}
	}
	if (search.bounded && search.radius < MAX_WIDE_RADIUS[deps.places.kind]) {
		const further: Search = { ...search, radius: Math.min(MAX_WIDE_RADIUS[deps.places.kind], search.radius * 3) };
		const found = await pick(trip, quiet, further, await look(quiet, further, queries, false));
		if (found) {
			const nearest = Math.min(...found.suggestions.map((entry) => metersFrom(search.origin, entry.place)));
			return {
				unmet: [{ code: "within", meters: Math.round(search.radius) }],
				relaxation: { code: "further", meters: Math.round(Number.isFinite(nearest) ? nearest : further.radius) },
				relaxationApplied: false,
			};
		}
	}
	return { unmet: [], relaxation: null, relaxationApplied: false };
}
