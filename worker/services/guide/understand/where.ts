import { numberFromWord } from "../../../../domain/english";
import type { Ask, AskWhere } from "../../../../domain/guide/ask";
import { LOCAL_PLACE_WORDS, PART_OF_TOWN_WORDS } from "../../../../domain/place/vocabulary-place-words";
import { WHEN_PATTERN } from "./text";

/**
 * Where and how far a message asks (normalised text): the stay ("near our hotel"), the map ("around
 * here"), a named place ("near the science museum", "walking distance from the Tower"), a named area
 * ("in South Kensington", "staying in Camden"), and "within 20 minutes' walk".
 */

const NAME = String.raw`(?:the )?([\p{L}\p{N} &]+?)`;
const NAME_END = String.raw`(?=\s*$|\s*[-,.;:!?]|\s+(?:with|for|that|thats|which|but|or|not|without|if|its|and|after|before|where|what|on|in|so|please|today|tonight|tomorrow|is|are|can|could|kids?|this|next|instead|then|we|i|it|they|you|he|she|to|from|by|\d)\b)`;

/** Words after "near" that are where the family is, not a named place. */
const HERE = /^(?:here|us|me|you|where we are|this area|the map|map|right here|ish)$/;
const STAY =
	/^(?:(?:our|my|the) )?(?:hotel|motel|inn|resort|guest ?house|apartment|flat|airbnb|air bnb|place|house|rental|cottage|lodging|accommodation|b ?and ?b|bnb|hostel|villa|stay|base|lodge|cabin|campsite|condo)$|^(?:where (?:we|were|we are|im) staying|where we re staying|where we sleep|home base)$/;
/**
 * The family's own place to sleep ("our lodge", "my airbnb", "where we're staying"): the stay, never a
 * place of the catalog whose name has the word ("Old Faithful Lodge") nor a kind of place wanted.
 */
export const STAY_PHRASE =
	/\b(?:our|my) (?:hotel|motel|lodge|cabin|airbnb|air bnb|apartment|flat|rental|cottage|condo|villa|campsite|accommodation|lodging|b ?and ?b|bnb|hostel|resort|inn|vacation rental|holiday let)\b|\bwhere (?:we|were|we re|we are|im|i am) staying\b/;

const STAY_SUBJECT = new RegExp(
	String.raw`(${STAY_PHRASE.source}) (?:(?:really|very|too|that|so|pretty) )?(?:near|close to|far from|from|a long way from|walking distance (?:of|from|to))\b`,
);

/** Words that say "near": "near", "close to", "walking distance from"… */
const NEAR_WORDS = String.raw`(?:near|nr|nearby|close to|closer to|next to|beside|(?:around|right by|by|round)(?=\s+the\s)|walking distance (?:of|from|to)|(?<!the )(?:a )?(?:short |quick )?(?:walk|drive|ride|bike ride|cycle|bus ride) (?:from|of)|walkable from|(?:mins?|minutes|min) (?:from|of)|not far from|in the area of)`;
const NEAR = new RegExp(String.raw`\b${NEAR_WORDS}\s+${NAME}${NAME_END}`, "u");
const STAYING = new RegExp(String.raw`\b(?:staying|based|sleeping)\s+in\s+${NAME}${NAME_END}`, "u");
/** "staying at the hotel beacon", "we're at the premier inn": a place. */
const STAYING_AT = new RegExp(
	String.raw`\b(?:(?:staying|based|sleeping)\s+(?:at|near|by|on)|(?:we|were|we are|im|i am)\s+(?:at|by))\s+${NAME}${NAME_END}`,
	"u",
);
const STAYING_AT_BY = new RegExp(
	String.raw`${STAYING_AT.source.slice(0, -NAME_END.length)}\s+(?:by|near|next to|beside|close to|opposite|across from)\s+${NAME}${NAME_END}`,
	"u",
);
/** "how far is the eye from the tower", "how long to walk there from the met": where the way is measured from. */
const FROM_PLACE = new RegExp(
	String.raw`\b(?:how far|how long|distance|walk(?:ing)?|drive|driving|get|ride|minutes|mins)\b.*?\bfrom\s+${NAME}${NAME_END}`,
	"u",
);
const IN_AREA = new RegExp(String.raw`\b(?:in|around)\s+${NAME}${NAME_END}`, "u");
/** Words after "in" that name no area. */
const NOT_AN_AREA = new RegExp(
	String.raw`^(?:a|an|my|our|for|with|to|at|by|from|of|and|or|so|as|if|pls|please|the|his|her|their|its|this|that|these|those|it|there|here|after|before|carrier|sling|car|wheelchair|buggy|pram|stroller|pushchair|lunch\w*|breakfast|dinner|noon|midday|then|town|city|centre|center|rain|sun|snow|heat|${WHEN_PATTERN}|morning|afternoon|evening|mind|general|total|person|advance|time|line|case|one|two|some|any|water|sea|ocean|lake|river|pool|shade|nature|buggy|pram|stroller|one day|a day|the day|\d.*|[a-z]{1,2}|[a-z]+ (?:weather|day|days|hour|hours|minutes))(?:\s|$)`,
);

const PART_OF_TOWN = new RegExp(`^(?:${PART_OF_TOWN_WORDS.join("|")})$`);
/** "lunch on the waterfront", "a walk along the mall": on a part of town, near it. */
const ON_PART = new RegExp(String.raw`\b(?:on|along|down|across) the (${PART_OF_TOWN_WORDS.join("|")})\b`);
/** "near the harbour in Bar Harbor": the part of town is the area's. */
const IN_AFTER = new RegExp(String.raw`^\s+(?:in|of) ${NAME}${NAME_END}`, "u");

/** A part-of-town word a destination's families mean one place by ("the mall" in Washington), or the word. */
const localPlace = (name: string, tripLocation: string): string =>
	LOCAL_PLACE_WORDS.find((entry) => entry.word === name && entry.location.test(tripLocation))?.place ?? name;

/** A named place, unless it is a part of a town whose town follows ("the harbour in bar harbor"). */
function placeOrTown(match: RegExpMatchArray, name: string, text: string, tripLocation: string): NearMatch {
	const after = PART_OF_TOWN.test(name) ? text.slice((match.index ?? 0) + match[0].length).match(IN_AFTER) : null;
	const town = after?.[1]?.trim() ?? "";
	if (after && town && !NOT_AN_AREA.test(town) && !tripLocation.toLowerCase().includes(town))
		return { near: { kind: "area", name: town, id: null }, span: `${match[0]}${after[0]}` };
	return { near: { kind: "place", name: localPlace(name, tripLocation), id: null }, span: match[0] };
}

export interface NearMatch {
	near: NonNullable<AskWhere["near"]>;
	/** The words that named it, to leave out of what is looked for. */
	span: string;
	/** "We're at the Hotel Monaco", "staying at …": where they are, never a place asked about. */
	at?: true;
	/** "… from the tower": where a way is measured from, kept even when no place of the trip has the name. */
	from?: true;
}

/** Where to look from, as the text names it (a place or area is left unresolved: name only). */
export function nearIn(text: string, stayLabel: string | null, tripLocation: string): NearMatch | null {
	// "is our lodge near old faithful": the stay is where from, the place named what is asked about.
	const subject = text.match(STAY_SUBJECT);
	if (subject?.[1]) return { near: { kind: "stay", name: stayLabel, id: null }, span: subject[1] };
	// "how far is the science museum from the tower?": the way is measured from the place named after "from".
	const from = text.match(FROM_PLACE);
	const fromName = from?.[1]?.trim() ?? "";
	// Not the trip's own city ("the flight from new york") nor a flight's.
	const city = tripLocation.toLowerCase();
	const measured = from && fromName && !/\b(?:flights?|fly|flying)\b/.test(text) && !city.includes(fromName);
	if (measured && !HERE.test(fromName) && !STAY.test(fromName) && !STAY_PHRASE.test(`${fromName} `)) {
		if (!/^(?:our|my|where)\b/.test(fromName))
			return {
				near: { kind: "place", name: localPlace(fromName, tripLocation), id: null },
				span: from[0].slice(from[0].lastIndexOf("from")),
				from: true,
			};
	}
	// "staying at the pullman by the eiffel tower": the words after the stay's name say where the stay
	// is; the stay is where the family is, and both names are its span.
	const stayingBy = text.match(STAYING_AT_BY);
	for (const pattern of stayingBy ? [STAYING, STAYING_AT_BY] : [STAYING, NEAR, STAYING_AT]) {
		const match = text.match(pattern);
		const name = match?.[1]?.trim() ?? "";
		if (!match || !name) continue;
		if (HERE.test(name) || /^here\b/.test(name))
			return { near: { kind: "here", name: null, id: null }, span: match[0] };
		if (STAY.test(name) || /^(?:our|my) (?:hotel|apartment|flat|airbnb|place|rental)\b/.test(name))
			return { near: { kind: "stay", name: stayLabel, id: null }, span: match[0] };
		// "near the beaches" names a kind, not a place: it stays in the ask.
		if (/^[a-z]+(?:es|s)$/.test(name) || /^(?:a|an|some|somewhere|something|anything|lunch|dinner)\b/.test(name))
			continue;
		if (pattern === STAYING) return { near: { kind: "area", name, id: null }, span: match[0] };
		const place = placeOrTown(match, name, text, tripLocation);
		return pattern === NEAR ? place : { ...place, at: true };
	}
	const part = text.match(ON_PART);
	if (part?.[1]) return { near: { kind: "place", name: localPlace(part[1], tripLocation), id: null }, span: part[0] };
	const here = text.match(
		/\b(?:around here|round here|near here|close to here|near us|near me|right here|this area|on the map|where we are)\b/,
	);
	if (here) return { near: { kind: "here", name: null, id: null }, span: here[0] };
	const stay = text.match(
		/\b(?:near|close to|from|around|by|to) (?:our|the|my) (?:hotel|motel|inn|lodge|cabin|resort|apartment|flat|airbnb|rental|accommodation|place|b ?and ?b|cottage)\b|\b(?:near |close to |from |around )?where (?:we|were|we are) staying\b/,
	);
	if (stay) return { near: { kind: "stay", name: stayLabel, id: null }, span: stay[0] };
	// "from our lodge", "by our cabin": the stay is one end of the way.
	const ours = text.match(STAY_PHRASE);
	if (ours && /\b(?:near|nr|close to|from|around|by|to|next to|beside)\s+$/.test(text.slice(0, ours.index ?? 0)))
		return { near: { kind: "stay", name: stayLabel, id: null }, span: ours[0] };
	const area = text.match(IN_AREA);
	// "in bar harbor town itself": the area's own name.
	const name = (area?.[1]?.trim() ?? "").replace(
		/\s+(?:town|city|village|centre|center|area|itself|proper)(?:\s+itself)?$/,
		"",
	);
	const trip = tripLocation.toLowerCase();
	if (area && name && !NOT_AN_AREA.test(name) && !trip.includes(name) && !name.includes(trip || "\u0000"))
		return { near: { kind: "area", name, id: null }, span: area[0] };
	return null;
}

const WITHIN =
	/\b(?:within|under|less than|no more than|up to|max(?:imum)?|at most|not more than)\s+(?:an?\s+)?(\d{1,3}|ten|fifteen|twenty|thirty|forty five|forty|half an hour|hour)\s*(?:-|\s)?(min(?:ute)?s?|hours?|hrs?)?(?:s)?\s*(walk(?:ing)?|on foot|drive|driving|by car|by bus|by tube|by train|by subway|by metro|by bike|cycle|bike ride|away)?/;
const MINUTES_AWAY = /\b(\d{1,3}) ?(?:min(?:ute)?s?) (walk|drive|bike ride|cycle|bus ride|tube ride|train ride|ride)\b/;

/** How they get there, from the words that say it ("by car", "on foot", "the tube"); null when none. */
const modeOf = (words: string): AskWhere["mode"] => {
	if (/walk|foot/.test(words)) return "walk";
	if (/car|drive|driving/.test(words)) return "drive";
	if (/bus|tube|train|subway|metro|transit/.test(words)) return "transit";
	if (/bike|cycle/.test(words)) return "bike";
	return null;
};

/** "within 20 minutes' walk" → 20 on foot; "half an hour by bus" → 30 by transit; null when none. */
export function withinIn(text: string): { minutes: number; mode: AskWhere["mode"]; span: string } | null {
	const match = text.match(WITHIN);
	if (match) {
		const [, amount = "", unit = "", how = ""] = match;
		let minutes = /^\d/.test(amount) ? Number(amount) : (numberFromWord(amount) ?? 0);
		if (amount === "half an hour") minutes = 30;
		if (amount === "hour") minutes = 60;
		if (unit.startsWith("h")) minutes *= 60;
		if ((unit || /hour/.test(amount)) && minutes > 0 && minutes <= 600) {
			const after = text.slice((match.index ?? 0) + match[0].length, (match.index ?? 0) + match[0].length + 20);
			return {
				minutes,
				mode: modeOf(`${how} ${after.match(/^\s*(?:by \w+|on foot|walk\w*|drive)/)?.[0] ?? ""}`),
				span: match[0],
			};
		}
	}
	const away = text.match(MINUTES_AWAY);
	if (away) return { minutes: Number(away[1]), mode: modeOf(away[2] ?? ""), span: away[0] };
	return null;
}

/** A trail limit: "under 3 miles" → 4.8 km, "less than 5 km"; null when none. */
export function trailKmIn(text: string): number | null {
	const match = text.match(
		/\b(?:under|less than|no more than|up to|max(?:imum)?|at most|shorter than|below|not more than)?\s*(\d+(?:\.\d+)?)\s*(miles?|mi|km|kms|kilometres?|kilometers?|k)\b(?! (?:away|from|drive|radius))/,
	);
	if (!match) return null;
	const amount = Number(match[1]);
	const km = /^(?:mi|mile|miles)$/.test(match[2] ?? "") ? amount * 1.609 : amount;
	return km >= 0.1 && km <= 100 ? Math.round(km * 10) / 10 : null;
}

/** The where of an ask with these found (the neutral where otherwise). */
export function whereOf(base: Ask["where"], near: NearMatch | null, within: ReturnType<typeof withinIn>): Ask["where"] {
	return {
		...base,
		near: near?.near ?? base.near,
		withinMinutes: within?.minutes ?? base.withinMinutes,
		mode: within?.mode ?? base.mode,
	};
}

/**
 * Near a place of the trip the reader resolved, where the words alone read as no place ("lunch near
 * hodad's", "playgrounds near the sinks": a word ending like a plural).
 */
export function nearResolvedIn(text: string, places: readonly { span: string; id: string | null }[]): NearMatch | null {
	for (const place of places) {
		if (place.id === null || !place.span) continue;
		const match = text.match(
			new RegExp(String.raw`\b${NEAR_WORDS}\s+(?:the\s+)?${place.span.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\b`, "u"),
		);
		if (match) return { near: { kind: "place", name: place.span, id: place.id }, span: match[0] };
	}
	return null;
}
