import { MONTH_NAMES, numberFromWord } from "../../../../domain/english";
/**
 * Readings of the catalog writers' English for ./place-facts.ts: sentences, visit lengths ("Plan
 * two to three hours", "half a day") and the months a seasonal place is open ("summer season only",
 * "Open spring through fall", "closed in winter"). Pure text rules, no Place.
 */

/** The writers' text cut into sentences, original case kept so an answer can quote one. */
export function sentencesOf(texts: readonly (string | null | undefined)[]): string[] {
	const sentences: string[] = [];
	for (const text of texts) {
		if (!text) continue;
		for (const part of text.split(/(?<=[.!?])\s+(?=[A-Z0-9'"‘“(])/)) {
			const sentence = part.trim();
			if (sentence && !sentences.includes(sentence)) sentences.push(sentence);
		}
	}
	return sentences;
}

/** The first sentence a pattern matches (and `unless` does not). */
export function sentenceWith(sentences: readonly string[], pattern: RegExp, unless?: RegExp): string | null {
	return sentences.find((sentence) => pattern.test(sentence) && !unless?.test(sentence)) ?? null;
}

const NUMBER = String.raw`(?:\d+(?:\.\d+)?|a|an|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|forty-five|forty|fifty|sixty|seventy-five|seventy|ninety)(?: and a half)?`;
const SPAN = new RegExp(
	String.raw`\b(${NUMBER})(?:(?:\s*(?:to|-|–)\s*)(${NUMBER}))?[\s-]+(hours?|minutes?|mins?)\b(?!'|’| (?:drive|walk|away|north|south|east|west|from|by|before|after|one way|on foot))`,
	"i",
);

function numberOf(words: string): number {
	const lower = words.toLowerCase();
	const half = lower.endsWith(" and a half") ? 0.5 : 0;
	const base = lower.replace(/ and a half$/, "");
	const value = base === "a" || base === "an" ? 1 : (numberFromWord(base) ?? Number(base));
	return Number.isFinite(value) ? value + half : Number.NaN;
}

/** Sentences that speak of travel or of something else's duration rather than the visit. */
const NOT_A_VISIT =
	/\b((?:'s?|minutes?|hours?|short|long) drive|(?:drive|driving) (?:from|to|between|west|east|north|south)|the drive between|walk (?:from|to)|minutes? (?:north|south|east|west|from)|parking|before high tide|stops longer|released|weeks? ahead|every|24[- ]hours?|around the clock)\b/i;

/** A visit length in minutes, [shortest, longest], from a sentence such as "Plan two to three hours". */
export function visitMinutes(sentences: readonly string[]): { minutes: [number, number]; sentence: string } | null {
	for (const sentence of sentences) {
		if (/\bhalf a day\b|\bhalf-day\b/i.test(sentence)) return { minutes: [180, 300], sentence };
		if (/\bfull day\b/i.test(sentence)) return { minutes: [360, 540], sentence };
		if (/\bmost of (?:a|the) day\b/i.test(sentence)) return { minutes: [300, 480], sentence };
		if (/\bfull morning\b|\ba morning\b/i.test(sentence)) return { minutes: [150, 240], sentence };
		if (NOT_A_VISIT.test(sentence)) continue;
		const match = SPAN.exec(sentence);
		if (!match) continue;
		const unit = match[3]?.toLowerCase().startsWith("h") ? 60 : 1;
		const low = numberOf(match[1] ?? "");
		const high = match[2] ? numberOf(match[2]) : low;
		if (!Number.isFinite(low) || !Number.isFinite(high)) continue;
		return { minutes: [Math.round(low * unit), Math.round(high * unit)], sentence };
	}
	return null;
}

const MONTHS = MONTH_NAMES.map((name) => name.toLowerCase());

/** Northern-hemisphere seasons as the catalog's writers use them (every destination is north of the equator). */
const SEASONS: Record<string, number[]> = {
	spring: [3, 4, 5],
	summer: [5, 6, 7, 8, 9],
	fall: [9, 10, 11],
	autumn: [9, 10, 11],
	winter: [12, 1, 2],
};

/**
 * The last month a place that closes in a season ("spring through fall") is surely open: the
 * season's last month, except fall, when parks close by the end of October (November is not
 * counted as open).
 */
const lastOpenMonth = (season: string) =>
	season === "fall" || season === "autumn" ? FALL_CLOSES : (SEASONS[season]?.at(-1) ?? 12);
const FALL_CLOSES = 10;

/** Months from `from` to `to` inclusive, wrapping over the new year. */
function monthRange(from: number, to: number): number[] {
	const months: number[] = [];
	for (let month = from; ; month = (month % 12) + 1) {
		months.push(month);
		if (month === to || months.length >= 12) return months;
	}
}

const monthOf = (word: string) => MONTHS.indexOf(word.toLowerCase()) + 1;
const MONTH_NAME = `(january|february|march|april|may|june|july|august|september|october|november|december)`;
const SEASON_NAME = `(spring|summer|fall|autumn|winter)`;

/**
 * The months a place is open (1–12) from a seasonal sentence: "summer season only", "open only in
 * summer", "Open spring through fall", "May to September", "closed in winter". Null when the
 * sentence names no season the reading is sure of.
 */
export function openMonthsOf(sentence: string): number[] | null {
	// "Memorial Day to mid-October" is May to October (US holidays that open and close seasons).
	const lower = sentence
		.toLowerCase()
		.replace(/\bmemorial day\b/g, "may")
		.replace(/\blabou?r day\b/g, "september")
		.replace(
			/\b(?:mid|early|late)[- ](?=(?:january|february|march|april|may|june|july|august|september|october|november|december)\b)/g,
			"",
		);
	const between = new RegExp(String.raw`\b(?:from )?${MONTH_NAME} (?:to|through|until|–|-) ${MONTH_NAME}\b`).exec(
		lower,
	);
	if (between?.[1] && between[2] && /\bopen|season|only|runs?\b/.test(lower)) {
		return monthRange(monthOf(between[1]), monthOf(between[2]));
	}
	const seasons = new RegExp(
		String.raw`\b(?:late |early )?${SEASON_NAME} (?:through|to|until|into) (?:late |early )?${SEASON_NAME}\b`,
	).exec(lower);
	if (seasons?.[1] && seasons[2] && /\bopen/.test(lower)) {
		const first = SEASONS[seasons[1]]?.[0] ?? 1;
		return monthRange(first, lastOpenMonth(seasons[2]));
	}
	// "It opens in spring and closes in fall": from the first season's start to the second's end.
	const opensCloses = new RegExp(
		String.raw`\bopens? in (?:the )?(?:late |early )?${SEASON_NAME} and closes? in (?:the )?(?:late |early )?${SEASON_NAME}\b`,
	).exec(lower);
	if (opensCloses?.[1] && opensCloses[2]) {
		return monthRange(SEASONS[opensCloses[1]]?.[0] ?? 1, lastOpenMonth(opensCloses[2]));
	}
	const closed = new RegExp(String.raw`\bclosed (?:in|during|for|over) (?:the )?${SEASON_NAME}\b`).exec(lower);
	if (closed?.[1]) {
		const shut = new Set(SEASONS[closed[1]]);
		return monthRange(1, 12).filter((month) => !shut.has(month));
	}
	const only = new RegExp(
		String.raw`\b(?:${SEASON_NAME} (?:season )?only|open (?:only )?(?:in|during) (?:the )?(summer)(?! and (?:winter|by))|open only in ${SEASON_NAME}|only (?:open )?(?:in|during) (?:the )?${SEASON_NAME}|open for the ${SEASON_NAME} season)\b`,
	).exec(lower);
	const season = only?.slice(1).find(Boolean);
	if (season) return [...(SEASONS[season] ?? [])].sort((a, b) => a - b);
	return null;
}

/** The months (1–12) the days from `start` to `end` (`YYYY-MM-DD`) fall in. */
export function monthsBetween(start: string, end: string): number[] | null {
	const from = /^(\d{4})-(\d{2})/.exec(start);
	const to = /^(\d{4})-(\d{2})/.exec(end);
	if (!from || !to) return null;
	const span = (Number(to[1]) - Number(from[1])) * 12 + Number(to[2]) - Number(from[2]);
	if (span < 0) return null;
	if (span >= 11) return monthRange(1, 12);
	return monthRange(Number(from[2]), Number(to[2]));
}
