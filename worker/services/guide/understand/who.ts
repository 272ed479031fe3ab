import { digitsForAgeWords } from "../../../../domain/english";
import type { Ask } from "../../../../domain/guide/ask";

/** Who a message asks for: the kids' ages it names, and which of the kids ("the little one", "the teens"). */

const AGE_LIST = String.raw`(\d{1,2}-?(?:\s*(?:,|&|\+|/|and|or|to|-(?=\s*\d))\s*(?:an?\s+)?\d{1,2}-?)*)`;
const AGE_PATTERNS = [
	// "4 and 9 year olds", "a 3-year-old", "7yo", "4, 6 & 9 yrs"
	new RegExp(String.raw`\b${AGE_LIST}\s*-?\s*(?:years?|yrs?|y\.?o\.?)\b`, "g"),
	// "aged 4 and 9", "ages 5, 7", "age 3"
	new RegExp(String.raw`\bage[sd]?\s+${AGE_LIST}\b`, "g"),
	// "kids 5 & 8", "two teens (14 and 16)", "boys 6 and 9"
	new RegExp(
		String.raw`\b(?:kids?|children|boys?|girls?|teens?|teenagers?|sons?|daughters?|twins|toddlers?|little ones?|baby|babies|grandsons?|granddaughters?|grandkids?|grandchildren|nieces?|nephews?)\s*(?:are\s+|r\s+|:\s*)?\(?\s*(?:aged?\s+)?${AGE_LIST}\b`,
		"g",
	),
	// "3 and 8 - something they'll both enjoy", "4 & 6: rainy day"
	new RegExp(String.raw`^\s*${AGE_LIST}\s*(?=[-–—:,]|\s+(?:yo|y o)\b)`, "g"),
];
/** "a 10 month old", "baby is 8 months": under a year. */
const MONTHS_OLD = /\b\d{1,2}\s*-?\s*months?\s*-?\s*old\b|\b(?:baby|infant|little one)(?: is| s)? \d{1,2} ?months?\b/;

/**
 * The kids' ages a text names: "my 4 and 9 year olds" → [4, 9]; "our two-year-old" → [2]; "a
 * 10-month-old" → [0]. The text is folded (lowercase); hyphens may have become spaces.
 */
export function parseKidAges(text: string): number[] {
	const digits = digitsForAgeWords(text.toLowerCase());
	const ages: number[] = [];
	for (const pattern of AGE_PATTERNS) {
		for (const match of digits.matchAll(pattern)) {
			for (const number of (match[1] ?? "").match(/\d{1,2}/g) ?? []) {
				const age = Number(number);
				if (age <= 18) ages.push(age);
			}
		}
	}
	if (MONTHS_OLD.test(digits)) ages.push(0);
	return [...new Set(ages)].sort((a, b) => a - b);
}

/** The kids on their own while a parent rests ("on their own while I rest", "without us"). */
export const KIDS_ALONE =
	/\b(?:(?:on (?:their|his|her) own|by themselves|by (?:him|her)self|alone|unsupervised)(?: while (?:i|we|mum|mom|dad|the parents?|my (?:husband|wife|partner)) (?:rest|relax|sit|nap|have a (?:coffee|drink|rest|break)|sleep|work|shop)\w*)?|while (?:i|we|mum|mom|dad|the parents?|my (?:husband|wife|partner)) (?:rest|relax|sit|nap|have a (?:coffee|drink|rest|break)|sleep|work|shop)\w*|without (?:us|me|the parents|parents|adults)|drop (?:them|the kids) off)\b/;

/** Which of the kids, from the words of a normalised text; null when it says none. */
export function groupIn(text: string): Ask["who"]["group"] | null {
	if (KIDS_ALONE.test(text)) return "kids-alone";
	if (
		/\b(?:teens?|teenagers?|tweens?|teenage|older (?:ones?|kids?|boys?|girls?|child))\b/.test(text) &&
		!/\btoo (?:old|grown up|cool) for\b/.test(text)
	)
		return /\bolder (?:one|kid|boy|girl|child)\b(?!s)/.test(text) ? "oldest" : "teens";
	if (
		/\b(?:the (?:little|littlest|youngest|baby|small|smallest|wee) ?(?:one|un|boy|girl|guy|man|lady)?|our (?:little|youngest|baby) ?(?:one)?|toddlers?|the baby|little ones?|babies|baby|infant|preschooler|tots?)\b/.test(
			text,
		)
	)
		return "youngest";
	if (/\b(?:the (?:eldest|oldest|big) ?(?:one|boy|girl|kid|child)?|our (?:eldest|oldest))\b/.test(text))
		return "oldest";
	return null;
}
