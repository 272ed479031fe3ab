import { type Ask, type NamedPlace, neutralAsk } from "../../../../domain/guide/ask";
import { localKindWords } from "../../../../domain/place/vocabulary-place-words";
import { dayIn, rainyDatesInText } from "./days";
import { isKindWord, type Scan, scan } from "./lexicon";
import { type Named, namedPlaces, removeName } from "./names";
import { townPlaceIn } from "./place-names";
import { fillQuestion, monthsIn } from "./question-words";
import { FOLLOW_UP_ROWS } from "./rows/follow-ups";
import { pointBack } from "./rows/follow-ups/point-back";
import { INTENT_ROWS } from "./rows/intents";
import { asksAQuestion } from "./rows/intents/words";
import { MODIFIER_SLOTS, SLOT_ROWS } from "./rows/slots";
import { normalise, wordsOf } from "./text";
import type { Conversation, IntentRow, Reading, TripFacts } from "./types";
import { type NearMatch, nearIn, nearResolvedIn, STAY_PHRASE, trailKmIn, whereOf, withinIn } from "./where";
import { groupIn, KIDS_ALONE, parseKidAges } from "./who";

export type { Conversation, TripFacts } from "./types";

/**
 * The guide's reader: a family's message, read once per turn into the typed ask
 * (domain/guide/ask.ts) that every later part of the guide works from. Nothing else reads the
 * family's words.
 *
 * 1. One normaliser and typo policy (./text.ts).
 * 2. Places named, resolved against the trip's saved places, the last cards and the trip's lookup
 *    (./names.ts, ./places.ts); where and how far (./where.ts); who (./who.ts); which day (./days.ts).
 * 3. Kinds of place and how they are wanted, from the vocabulary's phrases under one negation scope
 *    (./lexicon.ts, ./negation.ts), and the other slots as rows (./rows/slots.ts).
 * 4. The intent: the claiming row of highest priority (./rows/intents.ts); none claims: a find.
 * 5. Carried: a follow-up changes the last turn's ask (./rows/follow-ups.ts).
 *
 * A misread message is fixed by a row, never by a regex where it was misread: add the message to
 * the examples of the row that should claim it (with the slots it must give) or to the
 * counterexamples of the row that claimed it, change the row until tests/domain/guide-understand
 * passes, then run the question sets. A word of a kind of place belongs in the vocabulary
 * (domain/place/vocabulary-phrases.ts), which every reader shares.
 */
export function understand(message: string, conversation: Conversation, trip: TripFacts): Ask {
	const alone = readAlone(message, conversation, trip);
	const { reading } = alone;
	const ask = pointBack(alone.ask, reading);
	// The last turn's question ("is the zoo free?") first, then the search the conversation carries.
	const candidates = [conversation.last, conversation.ask].filter(
		(previous, index, all): previous is Ask => previous != null && all.indexOf(previous) === index,
	);
	for (const previous of candidates) {
		const row = FOLLOW_UP_ROWS.filter((entry) => entry.claims(ask, previous, reading)).sort(
			(a, b) => b.priority - a.priority,
		)[0];
		if (row) return clamp(row.carry(previous, ask, reading));
	}
	return ask;
}

/** The longest message read (a pasted essay is cut, not parsed for seconds). */
const MAX_LENGTH = 1000;

/** The message read on its own, with the rows that claimed it (tests and the follow-up rows read these). */
export function readAlone(
	message: string,
	conversation: Conversation,
	trip: TripFacts,
): { ask: Ask; reading: Reading; claimed: IntentRow[] } {
	const text = localKindWords(normalise(message.slice(0, MAX_LENGTH)), trip.location);
	let near = nearIn(text, trip.stay?.label ?? null, trip.location);
	const within = withinIn(text);
	// "our lodge", "where we're staying": the stay, never a place whose name has the word.
	const stay = text.match(STAY_PHRASE);
	const stayAt = stay ? (stay.index ?? 0) : -1;
	// "from the inn", "near the lodge": where they stay, as the near words said it, is no place either.
	const stayNear = near?.near.kind === "stay" ? near.span : "";
	const spans = namedPlaces(message.slice(0, MAX_LENGTH), text, near, conversation, trip).filter((place) => {
		const at = text.indexOf(place.span);
		const stayNearAt = stayNear ? text.indexOf(stayNear) : -1;
		if (stayNearAt >= 0 && at >= 0 && at < stayNearAt + stayNear.length && at + place.span.length > stayNearAt)
			return false;
		return !stay || at < 0 || at + place.span.length <= stayAt || at >= stayAt + stay[0].length;
	});
	const named = spans.filter((place) => !place.part);
	near ??= nearResolvedIn(text, named);
	// "dinner near forks", "around gatlinburg": a town the catalog knows by a place named after it.
	const town = townNear(text, near, trip, named);
	near = town ?? near;
	// "la jolla cove - can we get close to the sea lions?": near words nothing resolves, in a question
	// about a place that resolved, are the question's words.
	const resolved = named.filter((place) => place.id !== null && !place.kindOnly && !place.excluded);
	if (
		near?.near.kind === "place" &&
		near.near.id === null &&
		!near.from &&
		!named.some((place) => place.id !== null && place.span === near?.near.name) &&
		resolved.some((place) => !(near?.span ?? "").includes(place.span)) &&
		asksAQuestion(text) &&
		// "pizza near the park?": a kind looked for near it keeps it.
		scan(spans.reduce((rest, place) => removeName(rest, place.span), text)).kinds.length === 0
	)
		near = null;
	// "the walk to Hole-in-the-Wall": an area inside a longer name is part of the name.
	const area = near?.near.kind === "area" ? (near.near.name ?? "") : "";
	if (area && named.some((place) => place.span.length > area.length && place.span.includes(area))) near = null;
	// "a scooter in the park": a kind of place is no area.
	if (area && isKindWord(area)) near = null;
	// "what time does hole-in-the-wall open": an "in" inside a place's name is no area.
	if (near?.span && named.some((place) => place.id !== null && overlaps(text, place.span, near?.span ?? "")))
		near = null;
	let rest = text;
	if (near?.span) rest = rest.replace(near.span, " , ");
	// "while I rest" is the parent's rest, not a need of the outing.
	const alone = text.match(KIDS_ALONE);
	if (alone) rest = rest.replace(alone[0], " , ");
	if (within) rest = rest.replace(within.span, " ");
	if (stay) rest = rest.replace(stay[0], " , ");
	// "the ocean is freezing": the water is cold, not the weather (no reason to stay indoors).
	rest = rest.replace(WATER_TEMPERATURE, " , ");
	// "dinner after the parks", "lunch after the museum": a kind the day already has is when, not what.
	rest = rest.replace(AFTER_KIND, (said, kind: string) => (scan(kind).kinds.length > 0 ? " , " : said));

	let outside = rest;
	let resolvedOut = rest;
	for (const place of spans) {
		outside = removeName(outside, place.span);
		// "geysers or hot springs": a kind in a place's name stays a kind looked for.
		if (place.id && !place.kindOnly) resolvedOut = removeName(resolvedOut, place.span);
	}
	const scanOut = scan(outside);
	// "hole in the wall - are there ladders?": beside a place that resolved, words nothing resolves
	// are the question's (or what a find looks for), no place of their own, unless set against it
	// ("anakeesta or dollywood?", "how far is X from Y").
	const leftover = (place: Named) =>
		place.id === null && resolved.some((other) => other !== place) && !setAgainst(text, place.span);
	let places = named.filter((place) => !place.excluded && !leftover(place)).map(({ name, id }) => ({ name, id }));
	const exclude = named.filter((place) => place.excluded).map(({ name, id }) => ({ name, id }));
	if ((near?.near.kind === "place" || near?.near.kind === "area") && near !== town) {
		const name = near.near.name ?? "";
		// "near the smithsonians zoo", "indoor ideas in balboa park": the place named there, by its own name.
		const place =
			named.find((entry) => entry.span === name) ??
			named.find((entry) => entry.id !== null && (name.includes(entry.span) || entry.span.includes(name))) ??
			named.find((entry) => entry.id !== null && crosses(text, entry.span, near?.span ?? ""));
		const own = place?.id ? trip.places?.find((entry) => entry.id === place.id) : undefined;
		// An area is a place of the trip only when its whole name, of two words or more, is the place's
		// ("in balboa park"); not "staying in south kensington", "in kensington" (no Kensington Palace)
		// nor "in estes park" (the town, not its visitor center).
		const whole =
			(place?.span.includes(name) ?? false) && name.includes(" ") && (own ? namesAll(name, own.name) : false);
		if (near.near.kind === "place" || (own && whole)) {
			near.near = { kind: "place", id: place?.id ?? null, name: own?.name ?? place?.name ?? name };
		}
	}
	// "We're at the Hotel Monaco": where they are is where a find looks from, no place asked about.
	const at = near?.at && near.near.kind === "place" ? near.near.id : null;
	if (at) places = places.filter((place) => place.id !== at);
	// The places asked about by their own names: resolved, no kind's words, not where a find looks from.
	// ("are there lots of bears in cades cove" asks about the cove; "lunch near cades cove" looks around it).
	const from = near && !/^in\b/.test(near.span) ? near : null;
	// "something indoors in estes park": a town that stays an area is where to look, even when a place
	// of the trip is known by the town's name (its visitor centre), not a place asked about.
	const areaTown = near?.near.kind === "area" ? near.near.name : null;
	const asked = resolved
		.filter(
			(place) =>
				!(from?.near.kind === "place" && from.near.id === place.id) &&
				!(from?.span ?? "").includes(place.span) &&
				place.span !== areaTown,
		)
		.map(({ name, id }) => ({ name, id }));
	const reading: Reading = { message, text, scan: scanOut, places, exclude, near, conversation, trip, asked };

	const claimed = INTENT_ROWS.filter((row) => claims(row, reading));
	const winner = claimed.reduce<IntentRow | null>(
		(best, row) => (best && best.priority >= row.priority ? best : row),
		null,
	);
	const intent = winner?.intent ?? "find";
	const ask = neutralAsk(intent);
	const filters = intent === "find" || intent === "one-day" || intent === "plan-days" || intent === "outside";
	const found = filters && resolvedOut !== outside ? scan(resolvedOut) : scanOut;
	fillFromScan(ask, found);
	for (const row of SLOT_ROWS) for (const match of text.matchAll(row.pattern)) row.set(ask, match, reading);
	ask.setting = settingOf(ask, found, text);
	if (found.modifiers.includes("more")) ask.moreLike = conversation.shown[0]?.id ?? null;
	const ages = parseKidAges(text);
	ask.who.ages = ages;
	const group = groupIn(text.replace(/\bbaby ?chang\w*/g, " "));
	// Teenagers named by their ages are the teens ("my 13 and 15 year old … not baby rides").
	const teens = ages.length > 0 && ages.every((age) => age >= 13);
	if (teens && group !== "kids-alone") ask.who.group = "teens";
	else if (group) ask.who.group = group;
	ask.where = whereOf(ask.where, near, within);
	if (within?.mode === "walk") ask.where.close = true;
	ask.day = dayIn(text, trip);
	ask.trailKm = trailKmIn(text);
	if (trip.dates && RAINY.test(text)) ask.rainyDates = rainyDatesInText(text, trip.dates, trip.today);
	// Looking for places, "the zoo" is the kind, and a name nothing resolved ("harry potter", "the
	// seine") is words worth finding in a place; asking about one, it is that place.
	// "staying in kensington": an area is where, not a place asked about or planned (nor Kensington
	// Palace), unless it says the place's whole name ("in hyde park"); a path command names its places
	// ("put in path hyde park").
	const areaName = ask.where.near?.kind === "area" ? (ask.where.near.name ?? "").toLowerCase() : "";
	const command = intent === "create-path" || intent === "add-to-path";
	const known = [...(trip.places ?? []), ...trip.saved, ...conversation.shown];
	const inArea = (place: { span: string; id: string | null }) =>
		!command &&
		areaName !== "" &&
		areaName.includes(place.span) &&
		!namesAll(areaName, known.find((entry) => entry.id === place.id)?.name ?? place.span);
	if (intent === "find" || intent === "one-day" || intent === "plan-days") {
		const near = ask.where.near?.kind === "place" ? ask.where.near.name : null;
		// A day's plan names its places ("the aquarium and the eye"); a find looks for the kind.
		const kept = named.filter(
			(place) =>
				!place.excluded &&
				(!place.kindOnly || place.name === near || intent !== "find") &&
				!inArea(place) &&
				(at === null || place.id !== at),
		);
		ask.places = kept
			.filter((place) => intent !== "find" || place.id !== null || place.name === near)
			.map(({ name, id }) => ({ name, id }));
		// Only when the message names nothing else to look for ("harry potter mad 11yo"), or it asks
		// for a view, which is always of something ("a spot to look down on the grand canyon").
		const lookingAt = ask.kinds.length === 0 || ask.kinds.includes("views");
		if (intent === "find" && lookingAt && ask.words.length === 0)
			for (const place of kept)
				if (place.id === null && place.name !== near && !ask.words.includes(place.span)) ask.words.push(place.span);
	} else
		ask.places = named
			.filter((place) => !place.excluded && !inArea(place) && !leftover(place) && (at === null || place.id !== at))
			.map(({ name, id }) => ({ name, id }));
	ask.exclude = exclude;
	if (intent === "find") lookAtNamed(ask, trip);
	// "how do we get from animal kingdom lodge to animal kingdom?": the way between two places named
	// asks about the one it goes to, from the one after "from".
	if ((intent === "about" || intent === "compare") && ask.where.near === null && TRAVEL.test(text)) {
		const origin = originOf(
			text,
			named.filter((place) => place.id !== null && ask.places.some((asked) => asked.id === place.id)),
		);
		const own = origin ? trip.places?.find((entry) => entry.id === origin.id) : undefined;
		if (origin) ask.where = { ...ask.where, near: { kind: "place", id: origin.id, name: own?.name ?? origin.name } };
	}
	// Outside what the guide knows, the rest of the ask stays: what it can do instead.
	if (intent !== "find" && intent !== "one-day" && intent !== "plan-days" && intent !== "outside")
		keepQuestionSlots(ask);
	winner?.set?.(ask, reading);
	// A question's own words, months and travel mode, without the names of the places it found
	// ("the water temperature at sand beach": the water temperature is asked, Sand Beach named); its
	// facts without any name ("what about the rainforest cafe?" asks nothing of food).
	let withoutResolved = text;
	let withoutAny = text;
	for (const place of spans) {
		withoutAny = removeName(withoutAny, place.span);
		if (place.id) withoutResolved = removeName(withoutResolved, place.span);
	}
	fillQuestion(ask, withoutResolved, withoutAny, {
		text,
		names: spans.flatMap((place) => (place.id ? [place.span] : [])),
	});
	// "is any water park open in december?", "what's open in winter": a find's months are when to look.
	if (intent === "find" && ask.months.length === 0) ask.months = monthsIn(withoutResolved);
	return { ask: clamp(ask), reading, claimed };
}

/**
 * A view of a place the family names ("Grand Prismatic – somewhere to see it from above?", "where
 * can we get a view of the falls"): the viewpoints around that place, not the place itself, which
 * they already know of.
 */
function lookAtNamed(ask: Ask, trip: TripFacts): void {
	if (!ask.kinds.includes("views") || ask.where.near !== null || ask.where.withinMinutes !== null) return;
	const [place, ...others] = ask.places.filter((named) => named.id !== null);
	if (!place || others.length > 0) return;
	const name = trip.places?.find((own) => own.id === place.id)?.name ?? place.name;
	ask.where = { ...ask.where, near: { kind: "place", id: place.id, name } };
	ask.places = [];
	ask.exclude = [...ask.exclude, place];
}

/**
 * A question about places asks, it does not filter: "too crowded?" is what it asks, not a need; a
 * path's name ("my museum tour") is no kind wanted. Only finds and plans filter. It keeps who it is
 * for, the day and time, where from and the places.
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
	// "what time does the london eye close": a word of the question, not "closer".
	ask.where = { ...ask.where, close: false };
}

/** "the ocean is freezing", "the sea's too cold", "the lake was icy": about the water, not the weather. */
const AFTER_KIND =
	/\b(?:after|before) (?:the|our) ((?:[a-z]+ ){0,2}[a-z]+)(?=\s*$|\s*[,.;:!?-]| (?:with|for|kids|we|tomorrow|today|tonight)\b)/g;
const WATER_TEMPERATURE =
	/\b(?:the )?(?:ocean|sea|water|lake|river|pool|surf)s? (?:is |was |are |gets |feels |s )?(?:so |too |really |way too |pretty |absolutely )?(?:freezing|cold|icy|chilly|frigid|arctic)\b/g;

/** Rain words: only then are rainy days looked for. */
const RAINY = /\b(?:rain|pour|wet|storm|shower|drizzl|downpour|thunder|wash)/;

/** Whether the first words of a place's name run into the words that said where ("hole in the wall" and "in the wall open"). */
function overlaps(text: string, name: string, where: string): boolean {
	const at = text.indexOf(name);
	const from = text.indexOf(where);
	return at >= 0 && from > at && from < at + name.length;
}

/** Whether the words of an area hold every word of a place's name but its joining ones ("balboa park", "the hyde park"). */
function namesAll(area: string, placeName: string): boolean {
	const said = new Set(wordsOf(area));
	return wordsOf(normalise(placeName)).every((word) => said.has(word) || /^(?:the|of|and|a|at|in|on|s)$/.test(word));
}

/** Whether a name is set against another ("anakeesta or dollywood", "than the zoo", "how far … from X"). */
function setAgainst(text: string, span: string): boolean {
	const name = span.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
	if (new RegExp(`\\b(?:or|vs|versus|than|between|compared (?:to|with))\\s+(?:the\\s+)?${name}\\b`).test(text))
		return true;
	if (new RegExp(`\\b${name}\\s+(?:or|vs|versus)\\b`).test(text)) return true;
	return TRAVEL.test(text) && new RegExp(`\\b(?:from|to|and)\\s+(?:the\\s+)?${name}\\b`).test(text);
}

/**
 * Of two places or more named on a way, the one said right after "from" (not as the start of a
 * longer name: "from animal kingdom lodge" is the lodge, not the park); null when none or several.
 */
function originOf(text: string, places: readonly Named[]): Named | null {
	if (places.length < 2) return null;
	const from = places.filter((place) => {
		const name = place.span.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
		for (const match of text.matchAll(new RegExp(`\\bfrom (?:the )?(${name})\\b`, "g"))) {
			const at = (match.index ?? 0) + match[0].length - place.span.length;
			const longer = places.some(
				(other) =>
					other !== place &&
					other.span.length > place.span.length &&
					other.span.startsWith(place.span) &&
					text.startsWith(other.span, at),
			);
			if (!longer) return true;
		}
		return false;
	});
	return from.length === 1 ? (from[0] ?? null) : null;
}

/** Words that ask the way between two places. */
const TRAVEL = /\b(?:how far|how long|far from|drive|distance|get (?:to|from)|between)\b/;

/** "near forks", "around gatlinburg": the place a town of the trip is known by, when the words said name one. */
function townNear(text: string, near: NearMatch | null, trip: TripFacts, named: readonly Named[]): NearMatch | null {
	if (!trip.places || (near !== null && near.near.kind !== "area" && near.near.kind !== "place")) return null;
	if (near?.near.id) return null;
	for (const match of text.matchAll(TOWN_NEAR)) {
		const words = (match[1] ?? "").split(" ");
		const from = (match.index ?? 0) + match[0].length - (match[1] ?? "").length;
		// "near gatlinburg space needle", "near forks timber museum": a place of its own, not the town.
		if (named.some((place) => place.id !== null && text.indexOf(place.span) === from)) continue;
		for (const said of [words.join(" "), words[0] ?? ""]) {
			const place = townPlaceIn(said, trip.places, trip.location);
			if (!place || !TOWN_END.test(text.slice(from + said.length))) continue;
			const span = `${match[0].slice(0, match[0].length - (match[1] ?? "").length)}${said}`;
			return { near: { kind: "place", id: place.id, name: place.name }, span };
		}
	}
	return null;
}
/** What may follow a town's name: the end, a break or a frame word ("near forks with the kids"). */
const TOWN_END =
	/^\s*(?:$|[-,.;:!?]|(?:with|for|that|thats|which|and|or|in|on|at|today|tonight|tomorrow|this|please|we|to|from|so|but|if|is|are|area|town|itself|\d)\b)/;
const TOWN_NEAR = /\b(?:near|nr|around|round|close to|by|outside|just outside)\s+(?:the\s+)?([a-z]+(?: [a-z]+)?)/g;

/** Whether a place's name and the words that said where share words of the text ("near the south bubble and bubble rock"). */
function crosses(text: string, name: string, where: string): boolean {
	const at = text.indexOf(name);
	const from = text.indexOf(where);
	return at >= 0 && from >= 0 && at < from + where.length && from < at + name.length;
}

/** Whether an intent row claims the message. */
export function claims(row: IntentRow, reading: Reading): boolean {
	return (row.pattern === undefined || reading.text.search(row.pattern) >= 0) && (row.when?.(reading) ?? true);
}

/** Explicit words for a setting, beside the weather words that also say indoors or out. */
const SAID_INDOOR = /\b(?:indoors?|inside|under cover|undercover|under a roof|soft play)\b/;
const SAID_OUTDOOR =
	/\b(?:outdoors?|(?<!(?:rain\w*|pour\w*|down|wet|cold|freezing|miserable|horrible|grim|storm\w*|windy|boiling|hot|dark|snow\w*) )outside|fresh air|open air|outdoorsy)\b/;

/** Kinds, interests and how they are wanted, from the lexicon's scan. */
function fillFromScan(ask: Ask, found: Scan): void {
	// Copies: a scan may be kept for the next message with the same words.
	ask.kinds = [...found.kinds];
	ask.avoidKinds = [...found.avoidKinds];
	ask.words = [...found.keywords];
	ask.avoidWords = [...found.avoidWords];
	ask.food = [...found.foods];
	ask.where.mode = found.modes[0] ?? null;
	for (const modifier of found.modifiers) MODIFIER_SLOTS[modifier]?.(ask);
}

/** Indoors or out, once the weather is known: the words said win over the weather's. */
function settingOf(ask: Ask, found: Scan, text: string): Ask["setting"] {
	if (ask.setting !== null) return ask.setting;
	const indoor = found.modifiers.includes("indoor") || found.avoidedModifiers.includes("outdoor");
	const outdoor = found.modifiers.includes("outdoor") || found.avoidedModifiers.includes("indoor");
	if (indoor && outdoor) {
		// "raining but they want to be outside" is outdoors; "climbing the walls, chucking it down" indoors.
		const saidIn = SAID_INDOOR.test(text) && !found.avoidedModifiers.includes("indoor");
		const saidOut = SAID_OUTDOOR.test(text) && !found.avoidedModifiers.includes("outdoor");
		if (saidOut !== saidIn) return saidOut ? "outdoor" : "indoor";
		if (!saidOut && (ask.weather === "rain" || ask.weather === "cold" || ask.weather === "snow")) return "indoor";
		return "either";
	}
	if (indoor) return "indoor";
	// A picnic is outdoors.
	if (outdoor || ask.needs.includes("picnic")) return "outdoor";
	return null;
}

/** The schema's limits, kept without a parse. */
function clamp(ask: Ask): Ask {
	const text = (value: string) => value.trim().slice(0, 80).trim();
	const id = (value: string | null) => (value !== null && value.length <= 300 ? value : null);
	const place = (entry: NamedPlace) => ({ name: text(entry.name), id: id(entry.id) });
	const near = ask.where.near;
	return {
		...ask,
		kinds: ask.kinds.slice(0, 8),
		avoidKinds: ask.avoidKinds.slice(0, 8),
		words: ask.words.map(text).filter(Boolean).slice(0, 8),
		avoidWords: ask.avoidWords.map(text).filter(Boolean).slice(0, 8),
		food: ask.food.map(text).filter(Boolean).slice(0, 5),
		who: { ...ask.who, ages: ask.who.ages.slice(0, 10) },
		where: {
			...ask.where,
			near: near ? { ...near, name: near.name ? text(near.name) || null : null, id: id(near.id) } : null,
		},
		price: ask.price ? { ...ask.price, max: ask.price.max === null ? null : Math.min(ask.price.max, 10_000) } : null,
		day: ask.day
			? { ...ask.day, number: ask.day.number !== null && ask.day.number <= 60 ? ask.day.number : null }
			: null,
		places: ask.places
			.map(place)
			.filter((entry) => entry.name)
			.slice(0, 10),
		exclude: ask.exclude
			.map(place)
			.filter((entry) => entry.name)
			.slice(0, 20),
		moreLike: id(ask.moreLike),
		path: ask.path ? { name: ask.path.name ? text(ask.path.name) || null : null } : null,
		rainyDates: ask.rainyDates.slice(0, 60),
	};
}
