import { stableHash } from "./text";

/**
 * English for replies and composed text, one home for both sides: lists ("a, b and c"), counts
 * ("3 stops"), singular words for matching, a stable pick among wordings, sentence case.
 */

/** "a", "a and b", "a, b and c" (no Oxford comma); "" for none. */
export function listPhrase(items: readonly string[]): string {
	if (items.length <= 1) return items[0] ?? "";
	return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** "1 stop", "3 stops", "2 queries" (with `many`), "1,204 requests". */
export function plural(count: number, one: string, many = `${one}s`): string {
	return `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;
}

/** "museums" → "museum", "beaches" → "beach", "galleries" → "gallery"; words of 3 letters or fewer stay as typed. */
export function singular(word: string): string {
	if (word.length <= 3) return word;
	if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
	if (/(ches|shes|sses|xes|zes)$/.test(word)) return word.slice(0, -2);
	if (word.endsWith("s") && !word.endsWith("ss") && !word.endsWith("us")) return word.slice(0, -1);
	return word;
}

/**
 * One of these wordings, the same every time for the same seed (and salt: two picks from one seed
 * that should vary independently give different salts). Never random.
 */
export function pick<T>(items: readonly T[], seed: string, salt = ""): T {
	const item = items[stableHash(salt ? `${salt}|${seed}` : seed) % items.length];
	if (item === undefined) throw new Error("pick from an empty list");
	return item;
}

const NUMBER_WORDS: Readonly<Record<string, number>> = {
	one: 1,
	two: 2,
	three: 3,
	four: 4,
	five: 5,
	six: 6,
	seven: 7,
	eight: 8,
	nine: 9,
	ten: 10,
	eleven: 11,
	twelve: 12,
	thirteen: 13,
	fourteen: 14,
	fifteen: 15,
	sixteen: 16,
	seventeen: 17,
	eighteen: 18,
	twenty: 20,
	thirty: 30,
	forty: 40,
	"forty-five": 45,
	"forty five": 45,
	fifty: 50,
	sixty: 60,
	seventy: 70,
	"seventy-five": 75,
	ninety: 90,
};

/** A number written as a word ("three", "forty-five" or "forty five"), else undefined. */
export const numberFromWord = (word: string): number | undefined => NUMBER_WORDS[word.toLowerCase()];

const AGE_NUMBER_WORD =
	/\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen)(?=[\s-]*(?:years?|yrs?|yo|y\/o|months?)\b)/gi;

/** Ages written as words, as digits: "a two-year-old" → "a 2-year-old" ("the little one" stays). */
export const digitsForAgeWords = (text: string): string =>
	text.replace(AGE_NUMBER_WORD, (word) => String(NUMBER_WORDS[word.toLowerCase()]));

/** "museum" → "Museum". */
export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Trimmed, ending in a full stop unless it already ends a sentence. */
export function sentence(text: string): string {
	const trimmed = text.trim();
	return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** Cuts at a word boundary, never mid-word, and drops dangling punctuation. */
export function clampText(text: string, max: number): string {
	if (text.length <= max) return text;
	const head = text.slice(0, max + 1);
	const space = head.lastIndexOf(" ");
	const cut = space > max * 0.5 ? head.slice(0, space) : text.slice(0, max);
	return cut.replace(/[\s,;:&–—-]+$/u, "");
}

/** Keeps whole sentences when the text is too long, else falls back to a word boundary. */
export function clampSentences(text: string, max: number): string {
	if (text.length <= max) return text;
	const head = text.slice(0, max);
	const end = Math.max(head.lastIndexOf(". "), head.lastIndexOf("! "), head.lastIndexOf("? "));
	if (end > max * 0.5) return head.slice(0, end + 1);
	return clampText(text, max);
}

/** The months' English names, January first. */
export const MONTH_NAMES = [
	"January",
	"February",
	"March",
	"April",
	"May",
	"June",
	"July",
	"August",
	"September",
	"October",
	"November",
	"December",
] as const;
