import { PLACE_CATEGORIES } from "../place/vocabulary";
import type { Ask, AskInput } from "./ask";
import { askOf } from "./ask";
import type { GuideChip } from "./guide-rules";

/**
 * The ask's active filters as the chat shows them, one chip each ("indoors ×", "not loud ×",
 * "near South Kensington ×"), and the ask with one of them taken away. A chip's key names the slot
 * (and the value, for a list: `need:not-loud`, `avoid:museum`), so removing it clears exactly
 * what it shows. Slots that are not filters (the intent, the question asked, a reply, the places a
 * question is about) have no chip.
 */

const NEED_LABELS: Record<Ask["needs"][number], string> = {
	stroller: "stroller-friendly",
	"step-free": "step-free",
	toilets: "toilets",
	"baby-changing": "baby changing",
	nap: "nap time",
	quiet: "quiet",
	"not-loud": "not loud",
	"not-crowded": "not crowded",
	dogs: "dog-friendly",
	"no-booking": "no booking",
	active: "active",
	picnic: "picnic",
	rest: "restful",
	shade: "shade",
};

/** A need that goes without saying beside another (quiet beside "not loud"): shown as that one's chip. */
const FOLDED_NEEDS: Partial<Record<Ask["needs"][number], Ask["needs"][number]>> = {
	quiet: "not-loud",
};

const GROUP_LABELS: Record<Exclude<Ask["who"]["group"], "everyone">, string> = {
	youngest: "for the little one",
	oldest: "for the oldest",
	teens: "for the teens",
	"kids-alone": "kids on their own",
};

/** Weather that asks for a roof: it is the "indoors" chip, not one of its own. */
const INDOOR_WEATHER = new Set<Ask["weather"]>(["rain", "snow"]);
const WEATHER_LABELS: Record<Exclude<NonNullable<Ask["weather"]>, "rain" | "snow">, string> = {
	heat: "hot day",
	cold: "cold day",
	sun: "sunny day",
	wind: "windy day",
};

const MODE_WORDS: Record<NonNullable<Ask["where"]["mode"]>, string> = {
	walk: "on foot",
	transit: "by transit",
	drive: "by car",
	bike: "by bike",
};

const VISIT_LABELS: Record<NonNullable<Ask["visitLength"]>, string> = {
	short: "short visit",
	"half-day": "half a day",
	"whole-day": "whole day",
};

const listWords = (items: readonly (string | number)[]) =>
	items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

const kindLabel = (name: Ask["kinds"][number]) => PLACE_CATEGORIES[name].label;

/** Whether the ask keeps to indoors: said so, or a rain or snow day that did not ask for outdoors. */
const indoorByWeather = (ask: Ask) => ask.setting === null && INDOOR_WEATHER.has(ask.weather);

function nearLabel(near: NonNullable<Ask["where"]["near"]>): string | null {
	if (near.kind === "stay") return "near your stay";
	if (near.kind === "here") return "around here";
	return near.name ? `near ${near.name}` : null;
}

function dayLabel(day: NonNullable<Ask["day"]>): string | null {
	if (day.label) return day.label;
	if (day.number !== null) return `day ${day.number}`;
	return day.date;
}

/**
 * Each chip with how it is taken off the ask. Built together so a chip and its removal never
 * disagree about the slot.
 */
function chipRows(ask: Ask): { chip: GuideChip; without: (ask: Ask) => AskInput }[] {
	const rows: { chip: GuideChip; without: (ask: Ask) => AskInput }[] = [];
	const add = (key: string, label: string | null, without: (ask: Ask) => AskInput) => {
		if (label) rows.push({ chip: { key, label }, without });
	};

	if (ask.setting === "indoor" || ask.setting === "outdoor" || indoorByWeather(ask)) {
		add("setting", ask.setting === "outdoor" ? "outdoors" : "indoors", (a) => ({
			...a,
			setting: null,
			// The rain asked for the roof: with "indoors" gone, so is the reason for it.
			weather: INDOOR_WEATHER.has(a.weather) ? null : a.weather,
		}));
	}
	if (ask.weather && !INDOOR_WEATHER.has(ask.weather)) {
		add("weather", WEATHER_LABELS[ask.weather as keyof typeof WEATHER_LABELS], (a) => ({ ...a, weather: null }));
	}
	if (ask.price) {
		const { free, cheap, max } = ask.price;
		const label = free ? "free" : cheap ? "cheap" : max !== null ? `up to ${max} a head` : null;
		add("price", label, (a) => ({ ...a, price: null }));
	}
	for (const need of ask.needs) {
		const folded = FOLDED_NEEDS[need];
		// Said by a need shown beside it ("nothing loud" is quiet too): one chip, removing both.
		if (folded && ask.needs.includes(folded)) continue;
		const goes = new Set([need, ...ask.needs.filter((other) => FOLDED_NEEDS[other] === need)]);
		add(`need:${need}`, NEED_LABELS[need], (a) => ({ ...a, needs: a.needs.filter((n) => !goes.has(n)) }));
	}
	for (const kind of ask.kinds) {
		add(`kind:${kind}`, kindLabel(kind), (a) => ({ ...a, kinds: a.kinds.filter((k) => k !== kind) }));
	}
	for (const kind of ask.avoidKinds) {
		add(`avoid:${kind}`, `not ${kindLabel(kind)}`, (a) => ({
			...a,
			avoidKinds: a.avoidKinds.filter((k) => k !== kind),
		}));
	}
	for (const word of ask.words) {
		add(`word:${word}`, word, (a) => ({ ...a, words: a.words.filter((w) => w !== word) }));
	}
	for (const word of ask.avoidWords) {
		add(`avoid-word:${word}`, `no ${word}`, (a) => ({ ...a, avoidWords: a.avoidWords.filter((w) => w !== word) }));
	}
	if (ask.who.ages.length > 0) {
		add("ages", `for ages ${listWords(ask.who.ages)}`, (a) => ({ ...a, who: { ...a.who, ages: [] } }));
	}
	if (ask.who.group !== "everyone") {
		add("group", GROUP_LABELS[ask.who.group], (a) => ({ ...a, who: { ...a.who, group: "everyone" } }));
	}
	const { where } = ask;
	if (where.near) add("near", nearLabel(where.near), (a) => ({ ...a, where: { ...a.where, near: null } }));
	if (where.withinMinutes !== null) {
		const how = where.mode ? ` ${MODE_WORDS[where.mode]}` : "";
		add("within", `within ${where.withinMinutes} min${how}`, (a) => ({
			...a,
			where: { ...a.where, withinMinutes: null, mode: null },
		}));
	} else if (where.mode) {
		add("mode", MODE_WORDS[where.mode], (a) => ({ ...a, where: { ...a.where, mode: null } }));
	}
	if (where.close) add("close", "close by", (a) => ({ ...a, where: { ...a.where, close: false } }));
	if (ask.meal) add("meal", ask.meal, (a) => ({ ...a, meal: null }));
	for (const food of ask.food) {
		add(`food:${food}`, food, (a) => ({ ...a, food: a.food.filter((f) => f !== food) }));
	}
	if (ask.timeOfDay) add("time", ask.timeOfDay, (a) => ({ ...a, timeOfDay: null }));
	if (ask.day) add("day", dayLabel(ask.day), (a) => ({ ...a, day: null }));
	if (ask.visitLength) add("visit", VISIT_LABELS[ask.visitLength], (a) => ({ ...a, visitLength: null }));
	if (ask.trailKm !== null) add("trail", `trails up to ${ask.trailKm} km`, (a) => ({ ...a, trailKm: null }));
	for (const place of ask.exclude) {
		const id = place.id ?? place.name;
		add(`exclude:${id}`, `not ${place.name}`, (a) => ({
			...a,
			exclude: a.exclude.filter((p) => (p.id ?? p.name) !== id),
		}));
	}
	// Two values of one list that read the same (a word said twice) are one chip.
	return rows.filter((row, index) => rows.findIndex((other) => other.chip.key === row.chip.key) === index);
}

/** The ask's active filters, in a steady order (where and what first, then who, where, when). */
export function askChips(ask: Ask | null): GuideChip[] {
	return ask ? chipRows(ask).map((row) => row.chip) : [];
}

/** The ask without the filter of this chip; the same ask when no chip has that key. */
export function withoutChip(ask: Ask, key: string): Ask {
	const row = chipRows(ask).find((entry) => entry.chip.key === key);
	return row ? askOf(row.without(ask)) : ask;
}
