import type { Ask } from "../../../../domain/guide/ask";
import { searchTokens } from "../../../../domain/place/destination";
import type { Place } from "../../../../domain/place/place";
import { type PlaceFacts, placeFacts } from "../facts/place-facts";
import { isAspect } from "../search/relevance";
import type { GuideContext, GuideDeps } from "../types";
import type { Topic } from "../understand/question-words";
import {
	coversPhrase,
	describedPlace,
	findPlace,
	isKindOnly,
	namesWhole,
	placeForActivity,
	placeJustShown,
	placeMentioning,
	pluralOfName,
	sentenceAbout,
	viewpointOf,
} from "./place-lookup";

/**
 * The places a question about places is about ("how far is the zoo from the Tower of London?"):
 * the places the ask names (resolved by id when the reader or the model found them), else the names
 * the question holds; the place a distance is measured from; a place described rather than named
 * ("the aircraft carrier museum"), found by an activity ("boat on Yellowstone Lake") or through a
 * road the places mention ("Trail Ridge Road"); and "it", the place just shown.
 */

export interface Named {
	targets: Place[];
	/** The place a distance is measured from, when the message names one ("from the Tower of London"). */
	origin: Place | null;
	/** A name that looks like a place but matches none. */
	missing: string | null;
	/** The place a distance should be measured from, named but not found. */
	missingOrigin: string | null;
	/** The ids of the places the message named, or meant by "it" (not those found by a description or an activity). */
	byName: Set<string>;
	/** The ids of the places found by a description or an activity ("boat on Yellowstone Lake"), introduced first. */
	described: Set<string>;
	/** The activity asked at a place, by its id ("kayaking" on Lake Crescent). */
	activities: Map<string, string>;
	/** The phrases that named no place ("swimming", "seeing wolves"). */
	others: string[];
}

/** A phrase that reads as a name (capitals, initials, or ending in a kind: "Blorpington Castle"), so not finding it is worth saying. */
export const looksLikeAName = (phrase: string) =>
	/^[A-Z&]{2,6}$/.test(phrase) ||
	/(?:^|\s)[A-Z][a-z]/.test(phrase) ||
	/\b(museum|gallery|zoo|park|palace|castle|tower|garden|gardens|aquarium|cafe|café|market|bridge|abbey|cathedral|theatre|theater)$/i.test(
		phrase,
	);

/** Words before a name that make it only a comparison. */
const COMPARED = /\b(?:than|compared (?:to|with)|versus|vs\.?|like)\s+(?:the\s+)?$/i;

/** Words before a name that make it the place a distance is measured from. */
const ORIGIN = /\b(?:from|near|close to|of)\s+(?:the\s+)?$/i;

/** Words of the message that tell two places apart ("lunch", "popovers"), not its frame ("what", "with"). */
const NOT_HINTS = new Set(
	"with what when where which does have there that this they them their your need much many long from into just about would could should".split(
		" ",
	),
);
const isHint = (word: string) => word.length >= 4 && !NOT_HINTS.has(word);
/** A phrase worth looking up in a place's notes: a real word in it ("swimming"), not just "idea". */
export const isThing = (phrase: string) => searchTokens(phrase).some((word) => word.length >= 5 && isHint(word));

/** Whether a place's facts answer a topic (so a place that knows is preferred to one that doesn't). */
function knownFact(topic: Topic, facts: PlaceFacts): boolean {
	switch (topic) {
		case "free":
			return facts.free !== null;
		case "booking":
			return facts.booking !== null || facts.walkIn;
		case "visit":
			return facts.visitMinutes !== null;
		case "hours":
		case "season":
			return facts.openingHours.length > 0 || facts.openMonths !== null || Boolean(facts.sentences.hours);
		case "age":
			return facts.ages !== null;
		default:
			return Boolean(facts.sentences[topic as keyof PlaceFacts["sentences"]]);
	}
}

/** The trip's own destination ("London", "DC", "NYC") is never a place in it. */
function isTheTrip(phrase: string, location: string): boolean {
	const city = searchTokens(location);
	const letters = city.filter((word) => word.length === 1).join("");
	const initials = city.map((word) => word[0]).join("");
	const known = new Set([...city, letters, initials, `${initials}c`]);
	return searchTokens(phrase).every((word) => known.has(word));
}

/**
 * How a question names its places: each name with the words just before it ("from the", "than",
 * "the") and the words between it and the name before ("boat on" Yellowstone Lake), the question's
 * other words (hints that tell two places apart), whether it asks about something described ("ok
 * for a 4 year old?"), points back to the place just shown ("is it free?"), or measures from the stay.
 */
export interface Naming {
	names: { phrase: string; id: string | null; before: string; after: number }[];
	/** The question's text where the names sit, for the words between two of them; empty from an ask. */
	text: string;
	hints: string[];
	/** A thing to do asked of the place ("boat rental" on Yellowstone Lake). */
	thing: string | null;
	aboutIt: boolean;
	pointsBack: boolean;
	fromStay: boolean;
}

/** From the typed ask: its places, the place it measures from ("from the Tower"), its words as hints. */
export function namingOfAsk(ask: Ask): Naming {
	const near = ask.where.near?.kind === "place" ? ask.where.near : null;
	const names = askedNames(ask).map((entry) => ({
		...entry,
		// The ask names places, not kinds: "zoo" there is the zoo. The place measured from, however
		// the message wrote it ("old faithful" for Old Faithful), is the origin.
		before: near && (entry.phrase === near.name || (near.id !== null && entry.id === near.id)) ? "from the " : "the ",
		after: -1,
	}));
	const words = ask.question?.words ?? [];
	return {
		names,
		text: "",
		hints: [...names.flatMap((entry) => searchTokens(entry.phrase)), ...words.filter(isHint)],
		thing: ask.question?.thing ?? null,
		aboutIt: true,
		pointsBack: ask.places.length === 0,
		fromStay: ask.where.near?.kind === "stay",
	};
}

export async function namedPlaces(
	naming: Naming,
	topics: readonly Topic[],
	context: GuideContext,
	deps: GuideDeps,
): Promise<Named | null> {
	const ids = new Map(naming.names.flatMap((entry) => (entry.id ? [[entry.phrase, entry.id] as const] : [])));
	const named: Named = {
		targets: [],
		origin: null,
		missing: null,
		missingOrigin: null,
		byName: new Set(),
		described: new Set(),
		activities: new Map(),
		others: [],
	};
	const unresolved: { phrase: string; end: number }[] = [];
	// Every phrase's words are hints for the others: "popovers" tells the Jordan Pond House from the path.
	const hints = naming.hints;
	for (const { phrase, before, after: at } of naming.names) {
		// "London" is the trip, not a place in it; "a playground" is a kind, "the zoo" names one.
		if (isTheTrip(phrase, context.location)) continue;
		if (isKindOnly(phrase) && !/\bthe\s+$/i.test(before)) continue;
		// "a sand beach for the kids": a kind asked for, not the place of that name.
		if (isAspect(phrase) || (/\b(?:a|an)\s+$/i.test(before) && phrase === phrase.toLowerCase())) continue;
		// "cheaper than Disney?": a place named only to compare with is no place asked about.
		if (COMPARED.test(before)) continue;
		const others = hints.filter((word) => !searchTokens(phrase).includes(word));
		const knownId = ids.get(phrase);
		let place =
			(knownId ? await deps.places.placeDetails(knownId).catch(() => null) : null) ??
			(await findPlace(phrase, context, deps, others));
		// "from Animal Kingdom Lodge to Animal Kingdom": the second name is another place, not the origin again.
		if (place && place.googlePlaceId === named.origin?.googlePlaceId && !namesWhole(phrase, place))
			place = await findPlace(phrase, { ...context, savedPlaces: [], history: [] }, deps, []);
		// A road or river the places mention ("Trail Ridge Road"), not a name half-matched ("Alpine Ridge Trail").
		if (place && !coversPhrase(phrase, place) && !namesWhole(phrase, place)) {
			const mentioning = await placeMentioning(
				phrase,
				context,
				deps,
				others,
				(candidate) => topics.filter((topic) => knownFact(topic, placeFacts(candidate))).length,
			);
			if (mentioning) {
				place = mentioning;
				named.described.add(mentioning.googlePlaceId);
			}
		}
		// "in Bar Harbor" is a town when the place found only starts with it (the Bar Harbor Inn); "geysers" are many.
		if (place && /\bin\s+$/i.test(before) && !namesWhole(phrase, place)) continue;
		if (place && pluralOfName(phrase, place)) continue;
		if (!place) {
			unresolved.push({ phrase, end: at >= 0 ? at + phrase.length : -1 });
			named.others.push(phrase);
			if (looksLikeAName(phrase)) named.missing ??= phrase;
			if (ORIGIN.test(before)) named.missingOrigin ??= phrase;
			continue;
		}
		// "the centre" names a place weakly: never enough to make "something …" a question about it.
		if (!isKindOnly(phrase)) named.byName.add(place.googlePlaceId);
		const id = place.googlePlaceId;
		// "The walk around Sprague Lake" read as near Sprague Lake too: the place asked about is no place to measure from.
		const asked = named.targets.some((known) => known.googlePlaceId === id);
		if (ORIGIN.test(before) && !named.origin && !asked) named.origin = place;
		else if (id !== named.origin?.googlePlaceId && !asked) named.targets.push(place);
	}
	// "Boat rental on Yellowstone Lake": a thing to do the place's own notes don't speak of, at the
	// place nearby that offers it there (Bridge Bay Marina).
	const first = named.targets[0];
	if (naming.thing && first && named.targets.length === 1 && !sentenceAbout(first, naming.thing)) {
		const doer = await placeForActivity(naming.thing, first, deps);
		if (doer && doer.googlePlaceId !== first.googlePlaceId) {
			named.byName.delete(first.googlePlaceId);
			named.described.add(doer.googlePlaceId);
			named.activities.set(doer.googlePlaceId, naming.thing);
			named.targets[0] = doer;
		}
	}
	// "Somewhere to see it from above?": the viewpoint over the place named.
	const seen = named.targets[0];
	if (topics.includes("view") && seen && named.targets.length === 1) {
		const view = await viewpointOf(seen, deps);
		if (view) {
			named.targets[0] = view;
			named.byName.add(view.googlePlaceId);
			named.described.add(view.googlePlaceId);
		}
	}
	// "Aircraft carrier tour - how long?": the one place that fits the description (before
	// "it": "changing of the guard – worth it?" is the guard, not the place shown last).
	if (named.targets.length === 0 && !named.origin && topics.length > 0 && naming.aboutIt) {
		for (const { phrase } of unresolved) {
			const described = await describedPlace(phrase, context, deps);
			if (described) {
				named.targets.push(described);
				named.described.add(described.googlePlaceId);
				named.missing = null;
				break;
			}
		}
	}
	// "how far is it from the Tower of London?" after an answer about one place: that place is "it".
	if (named.targets.length === 0 && naming.pointsBack) {
		const shown = placeJustShown(context);
		if (shown) {
			named.targets.push(shown);
			named.byName.add(shown.googlePlaceId);
		}
	}
	if (named.targets.length === 0 && named.origin && !naming.fromStay) {
		// "how far from the Tower of London?" with nothing else named: the place is the one asked about.
		named.targets.push(named.origin);
		named.origin = null;
	}
	if (named.targets.length === 0 && !named.missing) return null;
	return named;
}

/** The places an ask names, and the place it measures from ("how far from the Tower?"). */
function askedNames(ask: Ask): { phrase: string; id: string | null }[] {
	const near =
		ask.where.near?.kind === "place" && ask.where.near.name
			? [{ name: ask.where.near.name, id: ask.where.near.id }]
			: [];
	const names = [...ask.places, ...near];
	return names
		.filter(
			(entry, index) =>
				names.findIndex((other) => other.name === entry.name || (entry.id !== null && other.id === entry.id)) === index,
		)
		.map((entry) => ({ phrase: entry.name, id: entry.id }));
}
