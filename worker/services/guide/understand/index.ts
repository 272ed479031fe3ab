import { singular } from "../../../../domain/english";
import type { Ask, AskIntent, NamedPlace } from "../../../../domain/guide/ask";
import { dayIn, rainyDatesIn } from "./days";
import { isKindWord, type Scan, scan } from "./lexicon";
import { capitalisedRuns, isNameLike, matchPlaceNames } from "./places";
import { FOLLOW_UP_ROWS } from "./rows/follow-ups";
import { INTENT_ROWS } from "./rows/intents";
import { MODIFIER_SLOTS, SLOT_ROWS } from "./rows/slots";
import { normalise, STOP_WORDS, wordsOf } from "./text";
import type { Conversation, IntentRow, Reading, TripFacts } from "./types";
import { nearIn, trailKmIn, whereOf, withinIn } from "./where";
import { groupIn, KIDS_ALONE, parseKidAges } from "./who";

export type { Conversation, TripFacts } from "./types";

/**
 * The guide's reader: a family's message, read once per turn into the typed ask
 * (domain/guide/ask.ts) that every later part of the guide works from. Nothing else reads the
 * family's words.
 *
 * 1. One normaliser and typo policy (./text.ts).
 * 2. Places named, resolved against the trip's saved places, the last cards and the trip's lookup
 *    (./places.ts); where and how far (./where.ts); who (./who.ts); which day (./days.ts).
 * 3. Kinds of place and how they are wanted, from the vocabulary's phrases under one negation scope
 *    (./lexicon.ts, ./negation.ts), and the other slots as rows (./rows/slots.ts).
 * 4. The intent: the claiming row of highest priority (./rows/intents.ts); none claims: a find.
 * 5. Carried: a follow-up changes the last turn's ask (./rows/follow-ups.ts).
 */
export function understand(message: string, conversation: Conversation, trip: TripFacts): Ask {
	const { ask, reading } = readAlone(message, conversation, trip);
	const previous = conversation.ask;
	if (!previous) return ask;
	const row = FOLLOW_UP_ROWS.filter((entry) => entry.claims(ask, previous, reading)).sort(
		(a, b) => b.priority - a.priority,
	)[0];
	return row ? clamp(row.carry(previous, ask, reading)) : ask;
}

/** The longest message read (a pasted essay is cut, not parsed for seconds). */
const MAX_LENGTH = 1000;

/** Negations just before a name make it a place to leave out ("besides the zoo", "not the London Eye"). */
const EXCLUDING =
	/\b(?:besides|apart from|other than|except(?: for)?|not|no|anything but|skip(?:ping)?|without|instead of|rather than|avoid(?:ing)?|been to|already (?:did|done|saw|seen|visited|went to))\s+(?:the\s+)?$/;

/** The message read on its own, with the rows that claimed it (tests and the follow-up rows read these). */
export function readAlone(
	message: string,
	conversation: Conversation,
	trip: TripFacts,
): { ask: Ask; reading: Reading; claimed: IntentRow[] } {
	const text = normalise(message.slice(0, MAX_LENGTH));
	const near = nearIn(text, trip.stay?.label ?? null, trip.location);
	const within = withinIn(text);
	let rest = text;
	if (near?.span) rest = rest.replace(near.span, " , ");
	// "while I rest" is the parent's rest, not a need of the outing.
	const alone = text.match(KIDS_ALONE);
	if (alone) rest = rest.replace(alone[0], " , ");
	if (within) rest = rest.replace(within.span, " ");

	const named = namedPlaces(message.slice(0, MAX_LENGTH), text, near, conversation, trip);
	let outside = rest;
	let resolvedOut = rest;
	for (const place of named) {
		outside = removeName(outside, place.span);
		if (place.id) resolvedOut = removeName(resolvedOut, place.span);
	}
	const scanOut = scan(outside);
	const places = named.filter((place) => !place.excluded).map(({ name, id }) => ({ name, id }));
	const exclude = named.filter((place) => place.excluded).map(({ name, id }) => ({ name, id }));
	if (near?.near.kind === "place") {
		const place = named.find((entry) => entry.span === near.near.name);
		near.near.id = place?.id ?? null;
		near.near.name = place?.name ?? near.near.name;
	}
	const reading: Reading = { message, text, scan: scanOut, places, exclude, near, conversation, trip };

	const claimed = INTENT_ROWS.filter((row) => claims(row, reading));
	const winner = claimed.reduce<IntentRow | null>(
		(best, row) => (best && best.priority >= row.priority ? best : row),
		null,
	);
	const intent = winner?.intent ?? "find";
	const ask = neutralAsk(intent);
	const found =
		(intent === "find" || intent === "one-day" || intent === "plan-days") && resolvedOut !== outside
			? scan(resolvedOut)
			: scanOut;
	fillFromScan(ask, found, text);
	for (const row of SLOT_ROWS) for (const match of text.matchAll(row.pattern)) row.set(ask, match, reading);
	if (found.modifiers.includes("more")) ask.moreLike = conversation.shown[0]?.id ?? null;
	const ages = parseKidAges(text);
	ask.who.ages = ages;
	const group = groupIn(text.replace(/\bbaby ?chang\w*/g, " "));
	if (group) ask.who.group = group;
	else if (ages.length > 0 && ages.every((age) => age >= 13) && ask.who.group === "everyone") ask.who.group = "teens";
	ask.where = whereOf(ask.where, near, within);
	if (within?.mode === "walk") ask.where.close = true;
	ask.day = dayIn(text, trip);
	ask.trailKm = trailKmIn(text);
	if (trip.dates && RAINY.test(text))
		ask.rainyDates = rainyDatesIn(message.slice(0, MAX_LENGTH), trip.dates, trip.today);
	// Looking for places, "the zoo" is the kind; asking about one, it is that place.
	ask.places =
		intent === "find" || intent === "one-day" || intent === "plan-days"
			? named.filter((place) => !place.excluded && !place.kindOnly).map(({ name, id }) => ({ name, id }))
			: places;
	ask.exclude = exclude;
	if (intent === "about" || intent === "compare") keepQuestionSlots(ask);
	winner?.set?.(ask, reading);
	return { ask: clamp(ask), reading, claimed };
}

/**
 * A question about places asks, it does not filter: "too crowded?" is what it asks, not a need.
 * It keeps who it is for, the day and time, where from and the places.
 */
function keepQuestionSlots(ask: Ask): void {
	const neutral = neutralAsk(ask.intent);
	Object.assign(ask, {
		kinds: neutral.kinds,
		avoidKinds: neutral.avoidKinds,
		words: neutral.words,
		avoidWords: neutral.avoidWords,
		setting: neutral.setting,
		weather: neutral.weather,
		price: neutral.price,
		needs: neutral.needs,
		meal: neutral.meal,
		food: neutral.food,
		visitLength: neutral.visitLength,
		trailKm: neutral.trailKm,
		moreLike: neutral.moreLike,
	});
}

/** Rain words: only then are rainy days looked for. */
const RAINY = /\b(?:rain|pour|wet|storm|shower|drizzl|downpour|thunder|wash)/;

/** The neutral ask (emptyAsk's values, without a schema parse per message). */
function neutralAsk(intent: AskIntent): Ask {
	return {
		intent,
		kinds: [],
		avoidKinds: [],
		words: [],
		avoidWords: [],
		setting: null,
		weather: null,
		price: null,
		who: { ages: [], group: "everyone" },
		needs: [],
		where: { near: null, withinMinutes: null, mode: null, close: false },
		meal: null,
		food: [],
		timeOfDay: null,
		day: null,
		visitLength: null,
		trailKm: null,
		places: [],
		exclude: [],
		together: false,
		rainyDates: [],
		moreLike: null,
		again: false,
		question: null,
		path: null,
		reply: null,
		outside: null,
	};
}

/** Whether an intent row claims the message. */
export function claims(row: IntentRow, reading: Reading): boolean {
	return (row.pattern === undefined || reading.text.search(row.pattern) >= 0) && (row.when?.(reading) ?? true);
}

/** Explicit words for a setting, beside the weather words that also say indoors or out. */
const SAID_INDOOR = /\b(?:indoors?|inside|under cover|undercover|under a roof|soft play)\b/;
const SAID_OUTDOOR = /\b(?:outdoors?|outside|fresh air|open air|(?<!not )outdoorsy)\b/;

/** Kinds, interests and how they are wanted, from the lexicon's scan. */
function fillFromScan(ask: Ask, found: Scan, text: string): void {
	ask.kinds = found.kinds;
	ask.avoidKinds = found.avoidKinds;
	ask.words = found.keywords;
	ask.avoidWords = found.avoidWords;
	ask.food = found.foods;
	for (const modifier of found.modifiers) MODIFIER_SLOTS[modifier]?.(ask);
	const indoor = found.modifiers.includes("indoor") || found.avoidedModifiers.includes("outdoor");
	const outdoor = found.modifiers.includes("outdoor") || found.avoidedModifiers.includes("indoor");
	if (indoor && outdoor) {
		// "raining but they want to be outside": the words said win over the weather's.
		const saidIn = SAID_INDOOR.test(text) && !found.avoidedModifiers.includes("indoor");
		const saidOut = SAID_OUTDOOR.test(text) && !found.avoidedModifiers.includes("outdoor");
		ask.setting = saidOut && !saidIn ? "outdoor" : saidIn && !saidOut ? "indoor" : "either";
	} else if (indoor) ask.setting = "indoor";
	else if (outdoor) ask.setting = "outdoor";
	// A picnic is outdoors.
	if (ask.needs.includes("picnic") && ask.setting === null) ask.setting = "outdoor";
}

interface Named extends NamedPlace {
	/** The words of the normalised text that named it. */
	span: string;
	excluded: boolean;
	/** Unresolved, and a kind of place on its own ("the zoo"): a place when asked about, a kind when looked for. */
	kindOnly: boolean;
}

/** Frame words that never start or end a place's name. */
const EDGE = /^(?:of|and|the|a|an|at|in|on|to|for|with|near|by|or)$/;

/** The places a message names, resolved where they can be (see ./places.ts). */
function namedPlaces(
	message: string,
	text: string,
	near: ReturnType<typeof nearIn>,
	conversation: Conversation,
	trip: TripFacts,
): Named[] {
	const candidates = [...trip.saved, ...conversation.shown];
	const spans: string[] = [];
	if (near?.near.kind === "place" && near.near.name) spans.push(near.near.name);
	// "Tower of London", "NHM": capitalised as typed (a lone first word only when more follow).
	for (const run of capitalisedRuns(message)) spans.push(normalise(run));
	// "the science museum", "the tower of london", "changing of the guard": "the" and the words after it
	// up to a frame word, with "<word> of" before it.
	for (const match of text.matchAll(/\b(?:([a-z]+) of )?the ([a-z0-9][a-z0-9 ]*)/g)) {
		const kept: string[] = [];
		for (const word of (match[2] ?? "").trim().split(" ")) {
			if ((STOP_WORDS.has(word) || FRAME.has(word)) && !/^(?:of|and|on|upon)$/.test(word)) break;
			kept.push(word);
		}
		while (kept.length > 0 && EDGE.test(kept.at(-1) ?? "")) kept.pop();
		const head = match[1] && !STOP_WORDS.has(match[1]) ? `${match[1]} of the ` : "";
		if (kept.length > 0) spans.push(head + kept.join(" "));
	}
	// A short message of names only: "tower of london", "legoland windsor".
	const words = text
		.replace(/[?!.,]/g, " ")
		.trim()
		.split(/\s+/);
	while (words.length > 0 && EDGE.test(words[0] ?? "")) words.shift();
	while (words.length > 0 && EDGE.test(words.at(-1) ?? "")) words.pop();
	// Not "a city farm", "free things", "museums": an article, a way of wanting or a plural is a kind.
	const generic =
		/^(?:a|an|some|any)\b/.test(text) || /s$/.test(words.at(-1) ?? "") || scan(words.join(" ")).modifiers.length > 0;
	if (
		!generic &&
		words.length >= 2 &&
		words.length <= 5 &&
		words.every((word) => !STOP_WORDS.has(word) || /^(?:of|the|and)$/.test(word))
	)
		spans.push(words.join(" "));

	const found: Named[] = [];
	const add = (name: string, id: string | null, span: string, kindOnly = false) => {
		const key = name.toLowerCase();
		if (
			found.some(
				(place) => (id !== null && place.id === id) || place.name.toLowerCase() === key || place.span.includes(span),
			)
		)
			return;
		const at = text.indexOf(span);
		const before = at >= 0 ? text.slice(Math.max(0, at - 40), at) : "";
		found.push({ name: asTyped(message, name).slice(0, 80), id, span, excluded: EXCLUDING.test(before), kindOnly });
	};
	// The family's own places and the last cards, matched by their names' words.
	for (const place of matchPlaceNames(text, candidates, 10)) {
		const span = nameSpan(text, place.name);
		add(span, place.id, span);
	}
	let lookups = 0;
	for (const span of [...new Set(spans)].sort((a, b) => b.length - a.length)) {
		const name = span.replace(/^the /, "").trim();
		if (name.split(" ").every((word) => STOP_WORDS.has(word) || FRAME.has(word))) continue;
		if (!isNameLike(name) || found.some((place) => place.span.includes(name))) continue;
		const own = matchPlaceNames(name, candidates, 1)[0];
		const known = own ?? (lookups++ < 4 ? (trip.known?.(name) ?? null) : null);
		// An unknown name counts only when it reads like one: more than one word, or capitalised.
		const kindOnly = isKindWord(name);
		if (known) add(name, known.id, name);
		else if (!kindOnly || text.includes(`the ${name}`)) add(name, null, name, kindOnly);
	}
	return found.sort((a, b) => text.indexOf(a.span) - text.indexOf(b.span)).slice(0, 10);
}

/** Words of a question that are never part of a place's name ("is the zoo OPEN", "the tower FREE"). */
const FRAME = new Set(
	`free open opens opening close closes closing closed hours cost costs price expensive cheap worth good ok okay
	suitable fine fun busy crowded loud noisy scary toilets toilet loo baby changing step stroller buggy food cafe
	parking tickets ticket book booking need today tomorrow tonight weekend morning afternoon evening kids kid children
	toddler toddlers teen teens year years old yo first second third last best way time day days trip weather
	whole rest moment end top same other others area city centre center hotel airbnb apartment flat map`.split(/\s+/),
);

/** A name with the casing the family typed, when the message holds it as such. */
function asTyped(message: string, name: string): string {
	const at = message.toLowerCase().indexOf(name);
	return at >= 0 ? message.slice(at, at + name.length) : name;
}

/** Where a matched place's name shows in the text: its longest run of name words there. */
function nameSpan(text: string, name: string): string {
	const wanted = new Set(wordsOf(name.toLowerCase()));
	const run: string[] = [];
	let best: string[] = [];
	for (const word of text.split(/[^a-z0-9]+/)) {
		if (wanted.has(singular(word)) || (run.length > 0 && /^(?:of|and|the)$/.test(word))) run.push(word);
		else {
			if (run.length > best.length) best = [...run];
			run.length = 0;
		}
	}
	if (run.length > best.length) best = [...run];
	while (best.length > 0 && EDGE.test(best.at(-1) ?? "")) best.pop();
	return best.join(" ") || name.toLowerCase();
}

/** The text without a place's name (its words are where to look or what is asked about, not what to look for). */
const removeName = (text: string, span: string) =>
	span ? text.replace(new RegExp(`\\b(?:the )?${span.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`), " , ") : text;

/** The schema's limits, kept without a parse. */
function clamp(ask: Ask): Ask {
	return {
		...ask,
		kinds: ask.kinds.slice(0, 8),
		avoidKinds: ask.avoidKinds.slice(0, 8),
		words: ask.words.slice(0, 8).map((word) => word.slice(0, 80)),
		avoidWords: ask.avoidWords.slice(0, 8).map((word) => word.slice(0, 80)),
		food: ask.food.slice(0, 5),
		who: { ...ask.who, ages: ask.who.ages.slice(0, 10) },
		places: ask.places.slice(0, 10),
		exclude: ask.exclude.slice(0, 20),
		rainyDates: ask.rainyDates.slice(0, 60),
	};
}
