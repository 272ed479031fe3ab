import { z } from "zod";
import { type Ask, askSchema } from "../../../../domain/guide/ask";
import { looseJson } from "./json";

/**
 * The ask a model's `search_places` call fills (its parameters are the ask's JSON schema), read
 * leniently, and kept within what the family asked: whatever the model sends, the family's own hard
 * constraints stay (it may narrow them, never drop or widen one).
 */

/**
 * A value made to fit a schema as far as it can: slots that do not fit are left out (they take their
 * neutral value), list items that do not fit are dropped, enum words are read in lower case and
 * numbers written as text are read as numbers. `undefined` when nothing of it fits.
 */
function fitted(schema: z.ZodType, value: unknown): unknown {
	if (schema.safeParse(value).success) return value;
	if (schema instanceof z.ZodDefault || schema instanceof z.ZodNullable || schema instanceof z.ZodOptional) {
		if (value === undefined) return undefined;
		return fitted(schema.def.innerType as z.ZodType, value);
	}
	if (schema instanceof z.ZodArray) {
		const items = (Array.isArray(value) ? value : [value])
			.map((item) => fitted(schema.element as z.ZodType, item))
			.filter((item) => item !== undefined);
		const unique = [...new Map(items.map((item) => [JSON.stringify(item), item])).values()];
		for (let length = unique.length; length > 0; length--) {
			if (schema.safeParse(unique.slice(0, length)).success) return unique.slice(0, length);
		}
		return undefined;
	}
	if (typeof value === "string") {
		const word = value.trim().toLowerCase();
		if (schema instanceof z.ZodEnum) return schema.safeParse(word).success ? word : undefined;
		if (schema instanceof z.ZodNumber && word !== "" && Number.isFinite(Number(word))) {
			return schema.safeParse(Number(word)).success ? Number(word) : undefined;
		}
		if (schema instanceof z.ZodBoolean && (word === "true" || word === "false")) return word === "true";
		return undefined;
	}
	if (schema instanceof z.ZodObject && value && typeof value === "object" && !Array.isArray(value)) {
		const fields = value as Record<string, unknown>;
		const kept = Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([key, slot]) => {
			const fit = key in fields ? fitted(slot, fields[key]) : undefined;
			return fit === undefined ? [] : [[key, fit] as const];
		});
		const object = Object.fromEntries(kept);
		return schema.safeParse(object).success ? object : undefined;
	}
	return undefined;
}

/** The arguments as an object: JSON as models write it, perhaps encoded twice or wrapped in `arguments`. */
function argumentsObject(raw: string): Record<string, unknown> | null {
	let value = looseJson(raw);
	if (typeof value === "string") value = looseJson(value);
	if (!value || typeof value !== "object" || Array.isArray(value)) return null;
	const object = value as Record<string, unknown>;
	for (const key of ["arguments", "parameters", "ask"]) {
		const inner = object[key];
		if (inner && typeof inner === "object" && !Array.isArray(inner) && !("intent" in object)) {
			return inner as Record<string, unknown>;
		}
	}
	return object;
}

/**
 * The ask of a model's `search_places` call: its arguments read as the ask's schema reads them
 * (after light repair: a fence or a remark around the JSON, a slot that does not fit left out, a
 * search with no intent is a find). Arguments that are no object at all give the family's own ask.
 */
export function readToolAsk(raw: string, familyAsk: Ask): Ask {
	const object = argumentsObject(raw);
	if (!object) return familyAsk;
	const fit = fitted(askSchema, { ...object, intent: object.intent ?? "find" });
	const parsed = askSchema.safeParse(fit ?? { intent: "find" });
	return parsed.success ? parsed.data : familyAsk;
}

const union = <T>(a: readonly T[], b: readonly T[], max: number): T[] => [...new Set([...a, ...b])].slice(0, max);
const smaller = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));
const placeKey = (place: { id: string | null; name: string }) => place.id ?? place.name.toLowerCase();

/**
 * The ask a model's search runs with: the model's, with every hard constraint of the family's ask
 * kept. The model may narrow (a kind among those asked, a price limit under theirs, a need more);
 * it never drops or widens one: kinds avoided, words avoided, indoors or outdoors, the weather,
 * price, needs, the ages and kids named, how near, trails, places left out. What to look for is the
 * model's (it may search several kinds in turn); when it names nothing, it is what the family asked.
 */
export function keepFamilyConstraints(model: Ask, family: Ask): Ask {
	const avoidKinds = union(family.avoidKinds, model.avoidKinds, 8);
	const familyKinds = new Set(family.kinds);
	const narrowed = family.kinds.length > 0 ? model.kinds.filter((kind) => familyKinds.has(kind)) : model.kinds;
	const kinds = (narrowed.length > 0 ? narrowed : family.kinds).filter((kind) => !avoidKinds.includes(kind));
	const names = model.kinds.length > 0 || model.words.length > 0 || model.food.length > 0;
	const setting = family.setting === "indoor" || family.setting === "outdoor" ? family.setting : model.setting;
	const price =
		family.price || model.price
			? {
					free: Boolean(family.price?.free || model.price?.free),
					cheap: Boolean(family.price?.cheap || model.price?.cheap),
					max: smaller(family.price?.max ?? null, model.price?.max ?? null),
				}
			: null;
	return askSchema.parse({
		...model,
		intent: "find",
		kinds,
		avoidKinds,
		words: names ? model.words : family.words,
		food: family.food.length > 0 ? family.food : model.food,
		avoidWords: union(family.avoidWords, model.avoidWords, 8),
		setting,
		weather: family.weather ?? model.weather,
		price,
		needs: union(family.needs, model.needs, 14),
		who: {
			ages: family.who.ages.length > 0 ? family.who.ages : model.who.ages,
			group: family.who.group !== "everyone" ? family.who.group : model.who.group,
		},
		where: {
			near: family.where.near ?? model.where.near,
			withinMinutes: smaller(family.where.withinMinutes, model.where.withinMinutes),
			mode: family.where.mode ?? model.where.mode,
			close: family.where.close || model.where.close,
		},
		meal: family.meal ?? model.meal,
		timeOfDay: family.timeOfDay ?? model.timeOfDay,
		day: family.day ?? model.day,
		visitLength: family.visitLength ?? model.visitLength,
		trailKm: smaller(family.trailKm, model.trailKm),
		exclude: [
			...new Map([...family.exclude, ...model.exclude].map((place) => [placeKey(place), place])).values(),
		].slice(0, 20),
		again: family.again || model.again,
	});
}
