import { numberFromWord } from "../../../domain/english";
import { foldText } from "../../../domain/text";
import { parseKidAges as kidAgesIn } from "./understand/who";

/**
 * Where and for whom a message asks (pure, part of ./request.ts): the place it looks around ("near
 * the zoo", "walking distance from the Stanley Hotel", "we're staying in South Kensington",
 * "pizza in Estes Park"), how far ("within 20 minutes' walk") and the kids' ages it names.
 */

/** A place the message looks around; a town ("in Forks") is only looked for in addresses. */
export interface NearPlace {
	name: string;
	span: string;
	town: boolean;
}

const NAME = String.raw`(?:the\s+)?([\p{L}\p{N}' &]+?)`;
const NAME_END = String.raw`(?=\s*$|\s*[-–—,.;:!?]|\s+(?:with|for|that|thats|which|but|or|not|without|if|its|and|after|before|where|what|on|in|so|please|today|tomorrow|is|are|can|could|kids?|\d)\b)`;
/** "we're staying in South Kensington", "staying at the hotel beacon", "we're at the hotel monaco". */
const STAYING_IN = new RegExp(
	String.raw`\b(?:(?:(?:we|were|we are|im|i am)\s+)?(?:staying|based|sleeping)\s+(?:in|at|near|by|on)|(?:we|were|we are|im|i am)\s+at|our (?:hotel|apartment|flat|airbnb|place) is (?:in|at|near|on))\s+${NAME}${NAME_END}`,
	"u",
);
/** "walking distance from the hotel del", "a 20 min walk of the eiffel tower", "walkable from X". */
const DISTANCE_FROM = new RegExp(
	String.raw`\b(?:walking distance|walkable|walk|drive|mins?|minutes)\s+(?:of|from)\s+${NAME}${NAME_END}`,
	"u",
);
const NEAR_PLACE = new RegExp(
	String.raw`\b(?:near|nearby|close to|next to|beside|around|by|on the)\s+${NAME}${NAME_END}`,
	"u",
);
/** "pizza in estes park", "cheap pancake breakfast in pigeon forge": a town, looked for in addresses. */
const IN_TOWN = new RegExp(String.raw`\bin\s+${NAME}${NAME_END}`, "u");
/** Words after "in" that are no town. */
const NOT_A_TOWN =
	/^(?:a|an|my|our|the|this|that|these|those|it|there|here|town|city|centre|center|rain|sun|snow|heat|winter|spring|summer|fall|autumn|jan\w*|feb\w*|march|april|may|june|july|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*|morning|afternoon|evening|mind|general|total|person|advance|time|line|case|one|two|some|any|water|sea|ocean|lake|river|pool|shade|nature|\d.*|[a-z]{1,2})(?:\s|$)/;
/** "near here", "near us", "near our hotel": where the family is, not a named place. */
const NEAR_NOT_A_PLACE =
	/^(?:here|us|me|you|it|there|this|that|our|my|where|map|hotel|airbnb|apartment|flat|house|home|lodging|accommodation|by|a|an|some|somewhere|something|anything|ish|enough|the map|centre|center|middle|city|city centre|city center|town|town centre|our (?:hotel|place|apartment|flat|house|airbnb|accommodation|lodging)|where we.*|by \w+|the (?:hotel|map|centre|center|middle))$/;

export const WITHIN =
	/\b(?:within|under|less than|no more than|up to|max(?:imum)?)\s+(?:an?\s+)?(\d{1,3}|ten|fifteen|twenty|thirty|forty five|forty|half an hour|hour)\s*(?:-|\s)?(min(?:ute)?s?|hours?)?(?:'s)?\s*(walk|on foot|drive|by car|by bus|by tube|away)?/;

/** "within 20 minutes' walk" → 20 on foot; "half an hour" → 30. */
export function parseWithin(text: string): { minutes: number; onFoot: boolean } | null {
	const match = text.match(WITHIN);
	if (!match) return null;
	const [, amount = "", unit = "", how = ""] = match;
	let minutes = /^\d/.test(amount) ? Number(amount) : (numberFromWord(amount) ?? 0);
	if (amount === "half an hour") minutes = 30;
	if (amount === "hour") minutes = 60;
	if (unit.startsWith("hour")) minutes *= 60;
	if (!unit && !/hour/.test(amount)) return null;
	if (minutes <= 0 || minutes > 240) return null;
	const onFoot = how === "walk" || how === "on foot" || /\bwalk(?:ing)?\b/.test(text);
	return { minutes, onFoot };
}

/** The named place a message looks around ("restaurants near the zoo" → "zoo"), or null. */
export function parseNearPlace(text: string): NearPlace | null {
	for (const pattern of [STAYING_IN, DISTANCE_FROM, NEAR_PLACE]) {
		const match = text.match(pattern);
		const name = match?.[1]?.trim().replace(/\s+/g, " ") ?? "";
		// "near the beaches" names a kind, not a place: it stays in the ask.
		const generic = /^[a-z]+(?:es|s)$/.test(name);
		if (match && name && !generic && !NEAR_NOT_A_PLACE.test(name) && !/^(?:here|us|me)\b/.test(name)) {
			return { name, span: match[0], town: false };
		}
	}
	const town = text.match(IN_TOWN);
	const name = town?.[1]?.trim().replace(/\s+/g, " ") ?? "";
	if (town && name && !NOT_A_TOWN.test(name)) return { name, span: town[0], town: true };
	return null;
}

/** The kids' ages a message names: "my 4 and 9 year olds" → [4, 9]; "our two-year-old" → [2]; "a 10-month-old" → [0]. */
export function parseKidAges(message: string): number[] {
	return kidAgesIn(foldText(message));
}
