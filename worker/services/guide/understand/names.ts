import { singular } from "../../../../domain/english";
import type { NamedPlace } from "../../../../domain/guide/ask";
import type { PlaceCategoryName } from "../../../../domain/place/vocabulary";
import { isKindPhrase, isKindWord, isLexiconWord, scan } from "./lexicon";
import { FRAME, mayBeInitials, placesNamedIn, type TripPlace } from "./place-names";
import { capitalisedRuns, isNameLike, matchInitials, matchPlaceNames } from "./places";
import { SLOT_ROWS } from "./rows/slots";
import { normalise, STOP_WORDS, WEEKDAYS, WHEN_PATTERN, wordsOf } from "./text";
import type { Conversation, TripFacts } from "./types";
import type { NearMatch } from "./where";

/**
 * Which words of a message name places: the places the family already has (saved, on the last
 * cards) by their names' words; names capitalised as typed; "the science museum"; unknown words
 * before a kind of place ("british museum"); the subject of a question ("cades cove, how long does
 * the loop take?", "is epcot any good…", "how far is X from Y"). Each is resolved by the trip's own
 * lookup when there is one; a name nothing resolves counts only when it reads like one.
 */

/** Negations just before a name make it a place to leave out ("besides the zoo", "not the London Eye"). */
const EXCLUDING =
	/\b(?:besides|apart from|other than|except(?: for)?|not|no|anything but|skip(?:ping)?|without|instead of|rather than|avoid(?:ing)?|been to|already (?:did|done|saw|seen|visited|went to))\s+(?:the\s+)?$/;

export interface Named extends NamedPlace {
	/** The words of the normalised text that named it. */
	span: string;
	excluded: boolean;
	/** Unresolved, and a kind of place on its own ("the zoo"): a place when asked about, a kind when looked for. */
	kindOnly: boolean;
	/** A part of the place the message is about ("cades cove, how long does the loop take?"): its words are no filter, and it is no place of its own. */
	part?: true;
}

/** Frame words that never start or end a place's name. */
const EDGE = /^(?:of|and|the|a|an|at|in|on|to|for|with|near|by|or)$/;

/** The places a message names, resolved where they can be (see ./places.ts). */
export function namedPlaces(
	message: string,
	text: string,
	near: NearMatch | null,
	conversation: Conversation,
	trip: TripFacts,
): Named[] {
	const candidates = [...trip.saved, ...conversation.shown];
	const location = normalise(trip.location);
	const spans: string[] = [];
	if (near?.near.kind === "place" && near.near.name) spans.push(near.near.name);
	// "Tower of London", "NHM": capitalised as typed (a lone first word only when more follow).
	const capitalised = new Set<string>();
	for (const run of capitalisedRuns(message)) {
		// "Is HMS Belfast OK", "Is the Air and Space Museum": frame words at either end are no part of it.
		const words = normalise(run).split(" ");
		while (words.length > 0 && (STOP_WORDS.has(words[0] ?? "") || FRAME.has(words[0] ?? ""))) words.shift();
		while (words.length > 0 && (STOP_WORDS.has(words.at(-1) ?? "") || FRAME.has(words.at(-1) ?? ""))) words.pop();
		const name = words.join(" ");
		if (!name) continue;
		// A shouted word ("somewhere INSIDE", "BOTH") is no name.
		if (!name.includes(" ") && (STOP_WORDS.has(name) || isLexiconWord(name))) continue;
		capitalised.add(name);
		spans.push(name);
	}
	// "the science museum", "the tower of london", "changing of the guard": "the" and the words after it
	// up to a frame word, with "<word> of" before it.
	for (const match of text.matchAll(/\b(?:([a-z]+) of )?the (?=([a-z0-9][a-z0-9 ]*))/g)) {
		const kept: string[] = [];
		for (const word of (match[2] ?? "").trim().split(" ")) {
			// "the crown of the statue of liberty": "of the" stays inside.
			const inside = /^(?:of|and|upon)$/.test(word) || (word === "the" && kept.at(-1) === "of");
			const leads = (kept.length === 0 && NAME_LEADS.has(word)) || (kept.length > 0 && NAME_HEADS.test(word));
			if ((STOP_WORDS.has(word) || FRAME.has(word)) && !inside && !leads) break;
			// "the elk bugling", "the sky garden actually": a describing word ends it.
			if (kept.length > 0 && !isLexiconWord(word) && /(?:ing|ly)$/.test(word)) break;
			kept.push(word);
		}
		while (kept.length > 0 && EDGE.test(kept.at(-1) ?? "")) kept.pop();
		const head = match[1] && !STOP_WORDS.has(match[1]) && !FRAME.has(match[1]) ? `${match[1]} of the ` : "";
		if (kept.length > 0) spans.push(head + kept.join(" "));
	}
	// Words the vocabulary does not know before a kind of place ("british museum", "central park zoo",
	// "eiffel tower"), or several unknown words in a row ("jardin du luxembourg", "notre dame").
	// Unknown words alone ("total chaos") name a place only when it resolves.
	const runs = unknownRuns(text);
	// The subject of a question: "cades cove, how long does the loop take?", "dollywood with a 3yo - worth it?".
	const subject = subjectOf(text);
	if (subject) spans.push(subject);
	// "is epcot any good", "when does old faithful go off", "how far is X from Y", "… for bear lake?".
	for (const span of questionSpans(text)) spans.push(span);
	const weak = new Set(runs.filter((run) => run.weak && !spans.includes(run.span)).map((run) => run.span));
	for (const run of runs) spans.push(run.span);
	// A short message of names only: "tower of london", "legoland windsor".
	const words = text
		.replace(/[?!.,]/g, " ")
		.trim()
		.split(/\s+/);
	while (words.length > 0 && EDGE.test(words[0] ?? "")) words.shift();
	while (words.length > 0 && EDGE.test(words.at(-1) ?? "")) words.pop();
	// Not "a city farm", "free things", "museums": an article, a way of wanting or a plural is a kind;
	// not "under £10 each": a slot's words (a price, a meal, a time) are no name.
	const generic =
		/^(?:a|an|some|any)\b/.test(text) ||
		/s$/.test(words.at(-1) ?? "") ||
		scan(words.join(" ")).modifiers.length > 0 ||
		SLOT_ROWS.some((row) => text.search(row.pattern) >= 0);
	// A lone word capitalised as typed that the vocabulary does not know ("Legoland", "Dollywood?"): a name.
	const lone = message.trim().replace(/[?!.,]+$/, "");
	if (
		words.length === 1 &&
		/^\p{Lu}[\p{L}'’-]{2,}$/u.test(lone) &&
		!STOP_WORDS.has(words[0] ?? "") &&
		!isLexiconWord(words[0] ?? "") &&
		!generic
	)
		spans.push(words[0] ?? "");
	if (
		!generic &&
		words.length >= 2 &&
		words.length <= 5 &&
		words.every((word) => !STOP_WORDS.has(word) || /^(?:of|the|and)$/.test(word))
	)
		spans.push(words.join(" "));

	const found: Named[] = [];
	const add = (name: string, id: string | null, span: string, kindOnly = false) => {
		const key = wordsOf(name.toLowerCase()).join(" ");
		if (
			found.some(
				(place) =>
					(id !== null && place.id === id) ||
					wordsOf(place.name.toLowerCase()).join(" ") === key ||
					insideOf(text, span, place.span),
			)
		)
			return;
		const at = text.indexOf(span);
		const before = at >= 0 ? text.slice(Math.max(0, at - 40), at) : "";
		// "we're over from manchester": where they come from, unless asked how far.
		if (
			/\b(?:were|we are|im|i am|over|come|comes|coming|came|visiting|flying in|here) from (?:the )?$/.test(before) &&
			id === null
		)
			return;
		found.push({ name: asTyped(message, name).slice(0, 80), id, span, excluded: EXCLUDING.test(before), kindOnly });
	};
	// "the second one", "that one": the last answer's cards, in the order shown.
	for (const match of text.matchAll(CARD_REFERENCE)) {
		const which = match[1] ?? "";
		const index = which === "last" ? conversation.shown.length - 1 : (CARD_ORDER[which] ?? 0);
		const card = conversation.shown[index];
		if (card) add(card.name, card.id, match[0]);
	}
	// The family's own places and the last cards, matched by their names' words.
	for (const place of matchPlaceNames(text, candidates, 10)) {
		const span = nameSpan(text, place.name);
		add(span, place.id, span);
	}
	// "V&A", "NHM": the family's own places by their initials.
	for (const { place, span } of matchInitials(message, candidates, isKindWord)) add(span, place.id, span);
	// The trip's places (the family's own, the last cards, the destination's catalog), however loosely
	// named (./place-names/).
	const tripPlaces = trip.places ?? [];
	const resolved = new Set<string>();
	// "lunch at jordan pond": of two places the words name alike, the one that serves food.
	const prefer = saysFood(text) ? (place: TripPlace) => place.food === true : undefined;
	for (const list of [candidates, tripPlaces])
		for (const { place, span } of placesNamedIn(text, list, trip.location, 10, prefer)) {
			// "geysers or hot springs": words that say a kind stay a kind when looked for, though a
			// place's name holds them (Mammoth Hot Springs); asked about, they are that place.
			add(span, place.id, span, isKindWord(span) || isKindPhrase(span));
			resolved.add(span);
		}
	const initialled = message
		.split(/[\s,.;:!?()"“”]+/)
		.filter(mayBeInitials)
		.join(" ");
	for (const { place, span } of matchInitials(initialled, tripPlaces, isKindWord)) {
		add(span, place.id, span);
		resolved.add(span);
	}
	let lookups = 0;
	const queue = [...new Set(spans)].sort((a, b) => b.length - a.length);
	for (let k = 0; k < queue.length && k < 40; k++) {
		const span = queue[k] ?? "";
		const name = span.replace(/^the /, "").trim();
		// "the science museum and hyde park": a list around a place already known is two names.
		const inside = found.find(
			(place) =>
				place.id !== null &&
				(name.includes(`and ${place.span}`) || name.includes(`${place.span} and `) || name.includes(`, ${place.span}`)),
		);
		if (inside && name !== inside.span) {
			for (const part of name.split(inside.span)) {
				const left = part.replace(/^(?:\s|and|the|,)+|(?:\s|and|the|,)+$/g, "");
				if (left && !queue.includes(left)) queue.push(left);
			}
			continue;
		}
		if (name.split(" ").every((word) => STOP_WORDS.has(word) || FRAME.has(word))) continue;
		// The trip's own town is where they are, not a place to ask about ("paris in feb - what's open?").
		if (location.includes(name)) continue;
		// "the pushchair", "the theme parks", "manatees": a way of wanting, a plural kind or one word of
		// the vocabulary is no name ("the zoo" is, asked about).
		const last = name.split(" ").at(-1) ?? "";
		const found_ = scan(name);
		if (found_.modifiers.length > 0 && found_.kinds.length === 0) continue;
		// (A plural after a word the vocabulary does not know may be a name: "kew gardens".)
		const unknownWord = name
			.split(" ")
			.some((word) => !STOP_WORDS.has(word) && !isLexiconWord(word) && !JOINERS.has(word));
		if (singular(last) !== last && isKindWord(singular(last)) && !unknownWord) continue;
		if (!name.includes(" ") && isLexiconWord(name) && !isKindWord(name)) continue;
		if (!isNameLike(name) || found.some((place) => place.span.includes(name))) continue;
		// The family's own place, when the name says it as much as the place's name says the name.
		const own = matchPlaceNames(name, candidates, 1).find((place) => covers(place.name, name));
		const known =
			own ?? (lookups++ < 8 ? (placesNamedIn(name, tripPlaces, trip.location, 1, prefer)[0]?.place ?? null) : null);
		// Words around a trip's place already resolved ("the smithsonians zoo tomorrow") are no other place.
		if (!known && [...resolved].some((span) => name.includes(span))) continue;
		// Interests listed a word each ("dinosaurs and science", "art or history"), every word the
		// vocabulary's, name no place unless one resolves or the family capitalised it ("air and space
		// museum" still may).
		const listed = name.split(/\s+(?:and|or|&)\s+/);
		if (
			!known &&
			!unknownWord &&
			listed.length > 1 &&
			listed.every((part) => !part.includes(" ")) &&
			!capitalised.has(name)
		)
			continue;
		// An unknown name counts only when it reads like one: more than one word, or capitalised.
		const kindOnly = isKindWord(name) || isKindPhrase(name);
		if (known) add(name, known.id, name, kindOnly);
		else if (weak.has(span) && !capitalised.has(name)) continue;
		else if (!kindOnly || text.includes(`the ${name}`)) add(name, null, name, kindOnly);
	}
	// "cades cove, how long does the loop take?": after the subject, "the <word>" nothing resolved is a
	// part of it (its loop, its cafe), unless set beside it ("the zoo, or the aquarium?").
	const about = subject ? found.find((place) => place.span === subject) : undefined;
	const partOf = (place: Named) =>
		about !== undefined &&
		place !== about &&
		place.id === null &&
		!place.span.includes(" ") &&
		!capitalised.has(place.span) &&
		text.indexOf(place.span) > text.indexOf(about.span) &&
		new RegExp(
			`(?:^|[^a-z])(?!(?:or|and|than|vs|versus|from|to|between) )[a-z]+ the ${place.span.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`,
		).test(text);
	// A name inside a longer one is part of it ("history museum" in "african american history museum").
	return found
		.filter(
			(place) =>
				!found.some(
					(other) => other !== place && other.span.length > place.span.length && insideOf(text, place.span, other.span),
				),
		)
		.map((place): Named => (partOf(place) ? { ...place, part: true } : place))
		.sort((a, b) => text.indexOf(a.span) - text.indexOf(b.span))
		.slice(0, 10);
}

/** Kinds of place to eat at. */
const EATING: ReadonlySet<PlaceCategoryName> = new Set(["food", "cafe", "iceCream"]);
/** A table or a reservation is had at a place to eat, never on a path. */
const TABLE = /\b(?:a table|tables|reservations?|reserve)\b/;
/** Whether a message speaks of eating ("lunch at …", "popovers at …", "can we get a table"). */
const saysFood = (text: string) => TABLE.test(text) || scan(text).kinds.some((kind) => EATING.has(kind));

/**
 * Whether words said are only ever part of a longer name in the text ("animal kingdom" in "from
 * animal kingdom lodge"), not said again on their own ("… to animal kingdom").
 */
function insideOf(text: string, inner: string, outer: string): boolean {
	if (!outer.includes(inner)) return false;
	const outers: number[] = [];
	for (let at = text.indexOf(outer); at >= 0; at = text.indexOf(outer, at + 1)) outers.push(at);
	if (outers.length === 0) return true;
	for (let at = text.indexOf(inner); at >= 0; at = text.indexOf(inner, at + 1)) {
		const bounded = !/[a-z0-9]/.test(text[at - 1] ?? "") && !/[a-z0-9]/.test(text[at + inner.length] ?? "");
		if (bounded && !outers.some((start) => at >= start && at + inner.length <= start + outer.length)) return false;
	}
	return true;
}

/** A name with the casing the family typed, when the message holds it as such. */
function asTyped(message: string, name: string): string {
	const at = message.toLowerCase().indexOf(name);
	return at >= 0 ? message.slice(at, at + name.length) : name;
}

/** Endings of describing words ("challenging", "crowded", "beautiful", "famous", "interactive"). */
const DESCRIBING = /(?:ing|ed|ful|ous|ive|able|ible|less|est|ly)$/;

/** "the first one", "the 2nd place", "that one", "the last suggestion": a card of the last answer. */
const CARD_REFERENCE =
	/\b(?:the (first|second|third|fourth|last|1st|2nd|3rd|4th) (?:one|place|card|suggestion|option|idea)|(?:that|this) (?:one|place|suggestion)|the one you (?:said|suggested|mentioned) first)\b/g;
const CARD_ORDER: Readonly<Record<string, number>> = {
	first: 0,
	"1st": 0,
	second: 1,
	"2nd": 1,
	third: 2,
	"3rd": 2,
	fourth: 3,
	"4th": 3,
};

/** Words that end many places' names ("science center", "old faithful inn"), frame words elsewhere. */
const NAME_HEADS =
	/^(?:center|centre|hall|house|tower|bridge|road|trail|lake|street|square|market|gardens?|palace|castle|cathedral|abbey|inn|pier|island|point)$/;

/** Words that may open a name though they are frame words elsewhere ("old faithful", "new forest"). */
const NAME_LEADS = new Set(["old", "new", "great", "big", "little", "grand", "upper", "lower"]);

/** Whether most of a name's words (60%) are in a place's name ("african american history museum" is not the NHM). */
function covers(placeName: string, name: string): boolean {
	const own = new Set(wordsOf(placeName.toLowerCase()));
	const words = wordsOf(name).filter((word) => !JOINERS.has(word) && word !== "the" && word !== "and");
	return words.length > 0 && words.filter((word) => own.has(word)).length / words.length >= 0.6;
}

/** The words of a name from the start of a text, up to a frame word. */
function nameFrom(text: string): string {
	const kept: string[] = [];
	for (const word of text
		.trim()
		.replace(/^the /, "")
		.split(/[^a-z0-9&]+/)) {
		const leads = (kept.length === 0 && NAME_LEADS.has(word)) || (kept.length > 0 && NAME_HEADS.test(word));
		if (!word || ((STOP_WORDS.has(word) || FRAME.has(word)) && !JOINERS.has(word) && !leads)) break;
		// "the sky garden actually": a describing word ends it.
		if (kept.length > 0 && !isLexiconWord(word) && /(?:ing|ly)$/.test(word)) break;
		kept.push(word);
	}
	while (kept.length > 0 && (EDGE.test(kept.at(-1) ?? "") || JOINERS.has(kept.at(-1) ?? ""))) kept.pop();
	if (kept.length === 1 && NAME_LEADS.has(kept[0] ?? "")) return "";
	return kept.join(" ");
}

/** The words of a name at the end of a text, back to a frame word. */
function nameBefore(text: string): string {
	const words = text.trim().split(/[^a-z0-9&]+/);
	const kept: string[] = [];
	for (const word of words.reverse()) {
		if (!word || ((STOP_WORDS.has(word) || FRAME.has(word)) && !JOINERS.has(word) && word !== "the")) break;
		if (word === "the") break;
		kept.unshift(word);
	}
	while (kept.length > 0 && JOINERS.has(kept[0] ?? "")) kept.shift();
	return kept.join(" ");
}

/** A question about something: a topic, a question mark or a question's opening. */
const QUESTION = /\?|^(?:is|are|does|do|can|could|will|when|what|how|where|any|worth|need)\b/;

/** "Cades cove, how long…?", "dollywood with a 3yo - worth it?": a short first part naming what the question is about. */
function subjectOf(text: string): string | null {
	const at = text.search(/\s-\s|[,:;(]/);
	if (at <= 0) return null;
	const rest = text.slice(at).replace(/^[\s,:;(-]+/, "");
	if (!QUESTION.test(rest)) return null;
	let first = text.slice(0, at).trim();
	// "popovers at jordan pond": the place is after "at"; "gatorland with a 4 yo": before "with".
	first = first.replace(/^.*\bat (?=\S)/, "").replace(/\s+(?:with|for|in|on|during|this|next)\b.*$/, "");
	const words = first.split(" ");
	if (words.length > 5 || /^(?:a|an|some|any|my|our|the kids?)\b/.test(first) || WHEN_WORDS.test(first)) return null;
	// A name has no frame words ("tomorrow looks wet", "besides the zoo") but a word the vocabulary
	// does not know, and no way of wanting ("rainy day", "free stuff").
	if (
		words.some(
			(word) => (STOP_WORDS.has(word) || FRAME.has(word)) && !/^(?:of|the|and|&)$/.test(word) && !NAME_HEADS.test(word),
		)
	)
		return null;
	const unknown = words.some(
		(word) =>
			!STOP_WORDS.has(word) && !FRAME.has(word) && !isLexiconWord(word) && !/^\d/.test(word) && !DESCRIBING.test(word),
	);
	// "air and space museum", "science center": several words ending on a kind of place read as a name too.
	const last = words.at(-1) ?? "";
	const headed = words.length > 1 && (isKindWord(last) || NAME_HEADS.test(last));
	return (unknown || headed) && scan(first).modifiers.length === 0 ? first : null;
}

const OPENER =
	/^(?:and |so |also |but )?(?:is|are|was|does|do|did|can we (?:see|visit|do|go to|get to)|when (?:does|do|is)|what time (?:does|do|is)|how (?:long|far|busy|crowded|expensive|much|big) (?:is|does|are|do))\s+(.+)$/;
const TRAVEL = /\b(?:how far|how long|drive|walk|distance|get (?:to|from))\b/;
const TAIL = /\b(?:for|at|to|of|about|visit(?:ing)?)\s+(?:the\s+)?([a-z][a-z ]{2,40}?)\s*\?\s*$/;
const WHEN_WORDS = new RegExp(`^(?:${WEEKDAYS.join("|")}|${WHEN_PATTERN})\\b`);

/** Names a question is asked about (see namedPlaces). */
function questionSpans(text: string): string[] {
	const spans: string[] = [];
	for (const clause of text.split(/[.,;:!?]+|\s-\s/)) {
		const opened = clause.trim().match(OPENER);
		if (opened) spans.push(nameFrom(opened[1] ?? ""));
	}
	// "how long is the drive from lake crescent to the hoh rain forest": both ends of the way.
	if (TRAVEL.test(text) && QUESTION.test(text))
		for (const part of text.split(/\b(?:from|between|to)\s+/).slice(1)) spans.push(nameFrom(part));
	// "science museum or natural history museum for a 4 year old?": each side of the "or".
	for (const clause of text.split(/[.,;:!]+|\s-\s/)) {
		const or = clause.match(/^(.*?)\s+or\s+(.*)$/);
		if (!or || !/\?/.test(clause)) continue;
		// One word on its own ("spooky or edgy?") is no name unless capitalised or a kind ("zoo or aquarium").
		for (const side of [nameBefore(or[1] ?? ""), nameFrom(or[2] ?? "")])
			if (side.includes(" ") || isKindWord(side)) spans.push(side);
	}
	const tail = text.match(TAIL);
	if (tail && QUESTION.test(text)) spans.push(nameFrom(tail[1] ?? ""));
	return spans.filter((span) => span.length >= 3 && !WHEN_WORDS.test(span));
}

/** Words inside a name that join its parts ("jardin du luxembourg", "statue of liberty"). */
const JOINERS = new Set(["of", "de", "du", "des", "la", "le", "st", "saint", "von", "van", "del", "di"]);

/** Runs of words that may be a name (see where they are used). */
function unknownRuns(text: string): { span: string; weak: boolean }[] {
	const runs: { span: string; weak: boolean }[] = [];
	for (const clause of text.split(/[.,;:!?()]+|\s-\s/)) {
		let run: string[] = [];
		let unknown = 0;
		const flush = () => {
			while (run.length > 0 && JOINERS.has(run.at(-1) ?? "")) run.pop();
			// A kind of place last ("british museum", not "museums": a plural is the kind) makes a name;
			// unknown words alone are weak.
			const last = run.at(-1) ?? "";
			const head = isKindWord(last) && singular(last) === last;
			if (unknown > 0 && (head || unknown > 1)) runs.push({ span: run.join(" "), weak: !head });
			run = [];
			unknown = 0;
		};
		for (const word of clause.trim().split(/\s+/)) {
			if (run.length > 0 && JOINERS.has(word)) {
				run.push(word);
				continue;
			}
			const known = isLexiconWord(word);
			// "challenging hike", "snowy views": a describing word is no part of a name.
			const describing = !known && DESCRIBING.test(word);
			if (
				!word ||
				STOP_WORDS.has(word) ||
				FRAME.has(word) ||
				/^\d/.test(word) ||
				describing ||
				(known && !isKindWord(word))
			) {
				flush();
				continue;
			}
			run.push(word);
			if (!known) unknown++;
		}
		flush();
	}
	return runs;
}

/**
 * Where a matched place's name shows in the text: its longest run of name words there, within one
 * clause ("the natural history museum, the science museum" is two names). "of", "and" and "the" join
 * a run only when the name has them ("tower of london", not "tower of london and the london eye").
 */
function nameSpan(text: string, name: string): string {
	const wanted = new Set(wordsOf(name.toLowerCase()));
	const run: string[] = [];
	let best: string[] = [];
	const end = () => {
		if (run.length > best.length) best = [...run];
		run.length = 0;
	};
	for (const word of text.split(/(?=[.,;:!?])|[^a-z0-9.,;:!?]+/)) {
		if (/^[.,;:!?]/.test(word)) end();
		else if (wanted.has(singular(word)) || (run.length > 0 && /^(?:of|and|the)$/.test(word) && wanted.has(word)))
			run.push(word);
		else end();
	}
	end();
	while (best.length > 0 && EDGE.test(best.at(-1) ?? "")) best.pop();
	return best.join(" ") || name.toLowerCase();
}

/** The text without a place's name (its words are where to look or what is asked about, not what to look for). */
export const removeName = (text: string, span: string) =>
	span ? text.replace(new RegExp(`\\b(?:the )?${span.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`), " , ") : text;
