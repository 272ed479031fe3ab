import { haversineKm, type LatLng } from "../../../../domain/geo/geo";
import { type Ask, emptyAsk } from "../../../../domain/guide/ask";
import { paceForAges, paceLegLabel } from "../../../../domain/path/pace-rules";
import type { TransportMode } from "../../../../domain/path/path";
import { searchTokens } from "../../../../domain/place/destination";
import { formatDistance, formatDuration, type Place } from "../../../../domain/place/place";
import { askOfContext } from "../ask-of-context";
import { type PlaceFacts, placeFacts } from "../facts/place-facts";
import { render } from "../render";
import { asksSomething, isAspect, notesLine, orRelevant, relevantLine, relevantSentences } from "../search/relevance";
import type { GuideAnswer, GuideContext, GuideDeps } from "../types";
import {
	asksForPlaces,
	fromStay,
	modesIn,
	monthsAsked,
	namePhrases,
	suitsWhat,
	type Topic,
	topicsOf,
} from "../understand/question-words";
import { destinationName } from "./compose";
import { draftOf } from "./draft";
import { type AnswerFor, capital, factAnswer, factLine, nameOf, thingLine } from "./place-answers";
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
import { type NotesAsked, notesAsked, notesLines, trailLine } from "./place-notes";
import { agesAsked } from "./who";

/**
 * A question about one place ("Is the Natural History Museum free? Do we need to book?", "how long
 * at the NHM with a 3 year old?", "how far is the zoo from our hotel by car?"): answered from that
 * place's facts (./place-facts.ts) and the routes provider, naming the place, with the place as the
 * one card so the family can save it. Null when the message asks no such question (or asks for
 * places, "museums near the NHM?"); the guide then looks for places.
 */
export async function answerPlaceQuestion(context: GuideContext, deps: GuideDeps): Promise<GuideAnswer | null> {
	const message = context.message.trim();
	if (message.length === 0 || message.length > 500) return null;
	// The facts the typed ask asks for, when it names them; else the message's words for them.
	const fromAsk = context.ask ? topicsOfAsk(context.ask) : [];
	const topics = union(fromAsk, topicsOf(message));
	// A question no fixed fact covers ("is there a shuttle to Bear Lake?") is about a place only when it names one.
	const general = topics.length === 0;
	if (general && !QUESTION.test(message)) return null;
	// "What should we bring to…", "is there a shuttle to…": about the place named, if one is.
	const request = ASPECT_ASK.test(message)
		? "unless-named"
		: asksForPlaces(message, general ? ["overview"] : topics) || (general ? "unless-named" : false);
	// The typed ask says whether it is about places or for them.
	const about = context.ask?.intent === "about" || context.ask?.intent === "compare";
	if (context.ask && !about) return null;
	if (request === true && !about) return null;

	const named = await namedPlaces(message, topics, context, deps);
	if (!named) return null;
	// "Is there somewhere to eat?" is about a place only when the message names one.
	if (request === "unless-named" && named.targets.every((place) => !named.byName.has(place.googlePlaceId))) return null;
	if (general && named.targets.length === 0) return null;
	if (named.missing && named.targets.length === 0) return notFound(named.missing, context);
	const [target] = named.targets;
	if (!target) return null;

	// Who it is for: the ages the ask names, else the trip's kids.
	const ages = agesAsked(askOfContext(context), context.kidAges);
	// A word of the place's own name ("Rainforest Cafe") asks nothing: read the question without the names.
	const asked = union(fromAsk, topicsOf(withoutNames(message, named.targets)));
	const facts: Topic[] = asked.length > 0 ? asked : ["overview"];
	const dates = datesAsked(message, context);
	const lines: string[] = [];
	for (const place of named.targets.slice(0, 3)) {
		const what = suitsWhat(message);
		const suits = what ? { what, sentence: sentenceAbout(place, what) } : undefined;
		const answer: AnswerFor = { place, facts: placeFacts(place), ages, dates, topics: facts, suits };
		// What the question asks of the place's own notes: the ask's subjects and words.
		const notes = context.ask?.question ? notesAsked(context.ask.question, place) : null;
		// A place the family described rather than named ("aircraft carrier tour") is introduced first.
		// A yes/no question (the typed ask's form) is answered first, the place introduced after its first fact.
		const about = place.pithySummary ?? place.editorialSummary;
		const intro = named.described.has(place.googlePlaceId) && about ? `${capital(nameOf(place))}: ${about}` : null;
		const yesNo = context.ask?.question?.form === "yes-no" && !general;
		if (intro && !yesNo) lines.push(intro);
		const first = lines.length;
		// "Kayaking on Lake Crescent": what the writers say of it there.
		const activity = named.activities.get(place.googlePlaceId);
		const said = activity ? sentenceAbout(place, activity) : null;
		if (activity && said) lines.push(thingLine(activity, place, said));
		const question = withoutNames(message, named.targets);
		// "What about Sand Beach?" asks nothing of its own: the place in short. "Is it hilly?", "does the
		// ship have ladders?": what the place's notes say on each subject asked.
		const fromNotes = notes && general ? notesLines(place, notes) : [];
		if (fromNotes.length > 0) lines.push(...fromNotes);
		else if (general)
			lines.push(asksSomething(question, place) ? relevantLine(question, place) : factLine("overview", answer));
		for (const topic of general ? [] : facts) {
			// "How far is the walk?": the trail's length, unless they measure from somewhere ("from our hotel").
			const trail = topic === "distance" && walkAsked(notes, named.origin, context) ? trailLine(place) : null;
			if (trail) lines.push(trail);
			else if (topic === "distance") lines.push(await distanceLines(place, named.origin, message, context, deps));
			else {
				const fact = factAnswer(topic, answer);
				if (!notes) lines.push(orRelevant(fact, question, place));
				else lines.push(fact.known ? fact.line : unknownFact(fact.line, notesLines(place, onTopic(notes, topic))));
			}
		}
		// Subjects asked beside the facts ("can a 6 year old manage the ladders?"): the notes on each.
		const beside = notes && !general ? besideFacts(notes, facts) : null;
		if (beside && beside.subjects.length > 0) lines.push(...notesLines(place, beside));
		if (intro && yesNo) lines.splice(first + 1, 0, intro);
		// "How do we get to the Studio Tour, is there a shuttle?": the facts asked, and the notes on the shuttle.
		const aspect = !general && ASPECT_ASK.test(message) ? relevantSentences(question, place, true) : [];
		if (aspect.length > 0) lines.push(notesLine(place, aspect));
		// Other things the message mentions ("ok for swimming", "seeing wolves"): the writers' sentence on each.
		for (const thing of activity ? [] : named.others.filter(isThing).slice(0, 2)) {
			const sentence = sentenceAbout(place, thing);
			if (sentence) lines.push(thingLine(thing, place, sentence));
		}
	}
	// A place to measure from that isn't found is said; other stray words ("Dad's birthday") are not.
	if (named.missingOrigin) {
		lines.push(`I couldn't find “${named.missingOrigin}” by that name, so I measured from elsewhere.`);
	}
	const targets = named.targets.slice(0, 3);
	const destination = destinationName(context.location);
	const draft = draftOf(
		{
			code: "about",
			places: targets.map((place) => ({ id: place.googlePlaceId, name: place.name })),
			paragraphs: onceEach(lines),
		},
		context.ask ?? emptyAsk("about"),
		{ where: { kind: "destination", label: destination, destination }, kidAges: ages, seed: message },
	);
	return {
		response: {
			content: render(draft),
			state: "responding",
			suggestions: targets,
			backupSuggestions: [],
			isClarification: false,
		},
		search: null,
		draft,
	};
}

/**
 * Each of the writers' sentences quoted once (the first time), and "Check <website> before you go."
 * said once, at its last place, however many facts were unknown.
 */
function onceEach(lines: readonly string[]): string[] {
	const quoted = new Set<string>();
	const unquoted = lines.map((line) =>
		line.replace(/\s*(?:[A-Z][^.“”:]*: )?“([^”]+)”/g, (said, sentence: string) => {
			if (quoted.has(sentence)) return "";
			quoted.add(sentence);
			return said;
		}),
	);
	return onceChecked(unquoted);
}

function onceChecked(lines: readonly string[]): string[] {
	const check = /\s*(?:Check \S+ before you go\.|It's worth checking with them before you go\.)/g;
	const seen = new Set<string>();
	const kept = [...lines].reverse().map((line) =>
		line.replace(check, (said) => {
			if (seen.has(said.trim())) return "";
			seen.add(said.trim());
			return said;
		}),
	);
	return kept.reverse().filter((line) => line.trim().length > 0);
}

/** The message with the named places' words taken out. */
function withoutNames(message: string, places: readonly Place[]): string {
	let text = message;
	for (const place of places) {
		for (const word of searchTokens(place.name)) {
			if (word.length >= 3 && !/^(the|and|for)$/.test(word))
				text = text.replace(new RegExp(`\\b${word}\\b`, "giu"), " ");
		}
	}
	return text;
}

const pad = (month: number) => String(month).padStart(2, "0");

/** The dates an answer checks a season against: the months asked ("open in April?"), else the trip's. */
function datesAsked(message: string, context: GuideContext): AnswerFor["dates"] {
	const months = monthsAsked(message);
	if (months) {
		const [first, last] = months;
		const names = new Intl.DateTimeFormat("en-GB", { month: "long", timeZone: "UTC" });
		const label = `in ${names.format(Date.UTC(2001, first - 1, 1))}${first === last ? "" : `–${names.format(Date.UTC(2001, last - 1, 1))}`}`;
		return { start: `2001-${pad(first)}-01`, end: `${last < first ? 2002 : 2001}-${pad(last)}-28`, label };
	}
	const trip = context.tripDates;
	return trip ? { start: trip.start, end: trip.end, label: "on your trip's dates" } : null;
}

interface Named {
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

/** A message asked as a question ("is there a shuttle to Bear Lake?", "does the Beehive have ladders"). */
const QUESTION =
	/\?\s*$|^\s*(?:is|are|was|does|do|did|can|could|should|will|would|has|have|how|what|what's|whats|when|where|which|who|why)\b/i;

/** Asks about an aspect of a place rather than for places. */
const ASPECT_ASK =
	/\bwhat (?:should|do|must|to|shall) (?:we |i )?(?:bring|pack|wear|take)\b|\b(?:is|are) there (?:an?|any|some) (?:shuttles?|bus|buses|gondolas?|chairlifts?|lifts?|funicular|tram|parking|shade|ladders?|stairs|steps)\b(?! (?:near|nearby|around|close))/i;

/** Words before a name that make it only a comparison. */
const COMPARED = /\b(?:than|compared (?:to|with)|versus|vs\.?|like)\s+(?:the\s+)?$/i;

/** Words before a name that make it the place a distance is measured from. */
const ORIGIN = /\b(?:from|near|close to|of)\s+(?:the\s+)?$/i;
/** Words between an activity and the place it is done at ("boat on Yellowstone Lake", "popovers at Jordan Pond"). */
const AT = /^\s+(?:on|at|in)\s+(?:the\s+)?$/i;
/** A question about something described, not named ("underground cave tour ok for a 4 year old?"). */
const ASKS_ABOUT_IT =
	/\b(ok|okay|good idea|worth it|worth going|how long|allowed|suitable|safe|is it|are they|can (?:we|they|he|she))\b/i;

/** Words of the message that tell two places apart ("lunch", "popovers"), not its frame ("what", "with"). */
const NOT_HINTS = new Set(
	"with what when where which does have there that this they them their your need much many long from into just about would could should".split(
		" ",
	),
);
const isHint = (word: string) => word.length >= 4 && !NOT_HINTS.has(word);
/** A phrase worth looking up in a place's notes: a real word in it ("swimming"), not just "idea". */
const isThing = (phrase: string) => searchTokens(phrase).some((word) => word.length >= 5 && isHint(word));

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

async function namedPlaces(
	message: string,
	topics: readonly Topic[],
	context: GuideContext,
	deps: GuideDeps,
): Promise<Named | null> {
	// The places the typed ask names (the reader's or a model's), else the names the message holds.
	const ask = context.ask;
	const asked = ask ? askedNames(ask) : null;
	const phrases = asked && asked.length > 0 ? asked.map((entry) => entry.name) : namePhrases(message);
	const ids = new Map((asked ?? []).flatMap((entry) => (entry.id ? [[entry.name, entry.id] as const] : [])));
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
	const hints = [...phrases.flatMap((phrase) => searchTokens(phrase)), ...searchTokens(message).filter(isHint)];
	let from = 0;
	for (const phrase of phrases) {
		const at = message.toLowerCase().indexOf(phrase.toLowerCase(), from);
		from = at >= 0 ? at + phrase.length : from;
		const before = at >= 0 ? message.slice(0, at) : "";
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
		// "Boat on Yellowstone Lake": the place for that activity there.
		const activity = unresolved.find((word) => word.end >= 0 && AT.test(message.slice(word.end, at)));
		if (activity) {
			const doer = await placeForActivity(activity.phrase, place, deps);
			if (doer) named.activities.set(doer.googlePlaceId, activity.phrase);
			if (doer && doer.googlePlaceId !== place.googlePlaceId) {
				named.byName.delete(place.googlePlaceId);
				named.described.add(doer.googlePlaceId);
				place = doer;
			}
		}
		const id = place.googlePlaceId;
		if (ORIGIN.test(before) && !named.origin) named.origin = place;
		else if (id !== named.origin?.googlePlaceId && !named.targets.some((known) => known.googlePlaceId === id))
			named.targets.push(place);
	}
	// "Somewhere to see it from above?": the viewpoint over the place named.
	const first = named.targets[0];
	if (topics.includes("view") && first && named.targets.length === 1) {
		const view = await viewpointOf(first, deps);
		if (view) {
			named.targets[0] = view;
			named.byName.add(view.googlePlaceId);
			named.described.add(view.googlePlaceId);
		}
	}
	// "Aircraft carrier tour - how long?": the one place that fits the description (before
	// "it": "changing of the guard – worth it?" is the guard, not the place shown last).
	if (named.targets.length === 0 && !named.origin && topics.length > 0 && ASKS_ABOUT_IT.test(message)) {
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
	if (named.targets.length === 0 && /\b(it|there|they|this place|that place)\b/i.test(message)) {
		const shown = placeJustShown(context);
		if (shown) {
			named.targets.push(shown);
			named.byName.add(shown.googlePlaceId);
		}
	}
	if (named.targets.length === 0 && named.origin && !fromStay(message)) {
		// "how far from the Tower of London?" with nothing else named: the place is the one asked about.
		named.targets.push(named.origin);
		named.origin = null;
	}
	if (named.targets.length === 0 && !named.missing) return null;
	return named;
}

/** The subjects a fact's line already speaks to (the step-free line to steps, the distance to the walk). */
const SUBJECTS_OF: Partial<Record<Topic, readonly string[]>> = {
	stepFree: ["steps"],
	terrain: ["hills", "steps"],
	food: ["food"],
	parking: ["parking"],
	bestTime: ["time"],
	timing: ["time"],
	hours: ["time"],
	season: ["time"],
	distance: ["length", "shuttle"],
	visit: ["length"],
	tips: ["time"],
};

/** A fact the facts don't know: the notes' sentences on its subject, or plainly that they don't say, with what they do cover. */
const unknownFact = (line: string, fromNotes: readonly string[]) => fromNotes[0] ?? line;

/** The question's subjects that the facts asked leave unsaid. */
function besideFacts(notes: NotesAsked, topics: readonly Topic[]): NotesAsked {
	const said = new Set(topics.flatMap((topic) => SUBJECTS_OF[topic] ?? []));
	return { subjects: notes.subjects.filter((row) => !said.has(row.subject) && !row.topic), others: notes.others };
}

/** The question's subjects that a fact stands for ("Food": the food subject). */
function onTopic(notes: NotesAsked, topic: Topic): NotesAsked {
	const subjects = SUBJECTS_OF[topic] ?? [];
	return { subjects: notes.subjects.filter((row) => subjects.includes(row.subject)), others: notes.others };
}

/** "How far is the walk?": the walk's length is asked, not the way there (no origin, no stay named). */
function walkAsked(notes: NotesAsked | null, origin: Place | null, context: GuideContext): boolean {
	if (!notes || origin) return false;
	if (context.ask?.where.near?.kind === "stay") return false;
	return notes.subjects.some((row) => row.subject === "length");
}

/** The ask's topics in the place answers' terms ("price" is whether it is free). */
const ASK_TOPIC: Record<NonNullable<NonNullable<Ask["question"]>["topic"]>, Topic | null> = {
	fit: "age",
	price: "free",
	hours: "hours",
	season: "season",
	booking: "booking",
	"visit-length": "visit",
	crowds: "crowded",
	noise: "loud",
	stroller: "stroller",
	"step-free": "stepFree",
	toilets: "toilets",
	"baby-changing": "babyChanging",
	food: "food",
	dogs: null,
	parking: "parking",
	distance: "distance",
	"travel-time": "distance",
	scary: "loud",
	weather: "indoor",
	"what-is-it": "overview",
	tips: "tips",
};

const union = (a: readonly Topic[], b: readonly Topic[]) => [...new Set([...a, ...b])];

function topicsOfAsk(ask: Ask): Topic[] {
	const question = ask.question;
	if (!question) return [];
	const all = [question.topic, ...question.also].flatMap((topic) => {
		const mapped = topic ? ASK_TOPIC[topic] : null;
		return mapped ? [mapped] : [];
	});
	return [...new Set(all)];
}

/** The places an ask names, and the place it measures from ("how far from the Tower?"). */
function askedNames(ask: Ask): { name: string; id: string | null }[] {
	const near =
		ask.where.near?.kind === "place" && ask.where.near.name
			? [{ name: ask.where.near.name, id: ask.where.near.id }]
			: [];
	const names = [...ask.places, ...near];
	return names.filter((entry, index) => names.findIndex((other) => other.name === entry.name) === index);
}

function notFound(phrase: string, context: GuideContext): GuideAnswer {
	const destination = destinationName(context.location);
	const draft = draftOf({ code: "not-found", name: phrase }, context.ask ?? emptyAsk("about"), {
		where: { kind: "destination", label: destination, destination },
		seed: context.message,
	});
	return {
		response: {
			content: render(draft),
			state: "responding",
			suggestions: [],
			backupSuggestions: [],
			isClarification: false,
		},
		search: null,
		draft,
	};
}

const MODE_WORDS: Record<TransportMode, string> = {
	walking: "On foot",
	driving: "By car",
	transit: "By public transport",
	cycling: "By bike",
};

/** Where a distance is measured from: a named place, where the family stays, else the destination's centre. */
function originOf(
	origin: Place | null,
	message: string,
	context: GuideContext,
): { label: string; point: LatLng; note: string } {
	if (origin) return { label: nameOf(origin), point: origin, note: "" };
	if (context.stay) return { label: context.stay.label, point: context.stay.point, note: "" };
	const centre = context.adventureCenter ?? context.center;
	const label = `the centre of ${destinationName(context.location)}`;
	const note = fromStay(message)
		? ` You haven't set where you're staying yet, so I measured from ${label}; add it to the adventure and I'll measure from there.`
		: "";
	return { label, point: centre, note };
}

async function distanceLines(
	place: Place,
	origin: Place | null,
	message: string,
	context: GuideContext,
	deps: GuideDeps,
): Promise<string> {
	const from = originOf(origin, message, context);
	const name = nameOf(place);
	const meters = haversineKm(from.point, place) * 1000;
	if (meters < 50) return `${capital(name)} is right at ${from.label}.`;
	const at = /\bwhere(?:'s| is)\b/i.test(message) && place.address ? `${capital(name)} is at ${place.address}. ` : "";
	const lines = [
		`${at}${capital(name)} is ${formatDistance(meters)} from ${from.label} in a straight line.${from.note}`,
	];
	const asked = modesIn(message);
	const modes: TransportMode[] =
		asked.length > 0 ? asked : meters <= 5000 ? ["walking", "driving"] : ["driving", "transit"];
	if (!deps.routes) {
		if (asked.length > 0)
			lines.push("I can't look up travel times right now, so that straight line is all I can give.");
		return lines.join(" ");
	}
	await deps.status(`Working out the journey to ${name}…`);
	const pace = paceForAges(context.kidAges);
	for (const mode of modes) {
		try {
			const route = await deps.routes.legs([from.point, place], mode);
			const leg = route.legs[0];
			if (!leg) throw new Error("no leg");
			// On foot with kids: at the youngest's pace, not an adult's.
			const time =
				mode === "walking" && pace.age != null && pace.age <= 12
					? paceLegLabel(leg.distanceMeters, pace)
					: `about ${formatDuration(leg.durationSeconds)}`;
			lines.push(`${MODE_WORDS[mode]}: ${time} (${formatDistance(leg.distanceMeters)}).`);
		} catch {
			lines.push(`${MODE_WORDS[mode]}: I couldn't get a route just now.`);
		}
	}
	if (deps.routes.kind === "estimate")
		lines.push("Those times are estimated from the distance, not live traffic or timetables.");
	return lines.join(" ");
}
