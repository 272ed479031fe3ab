import { type Ask, type AskInput, askSchema, emptyAsk } from "../../../domain/guide/ask";
import type { GuideChatMessage } from "../../../domain/guide/guide";
import type { PlaceModifier } from "../../../domain/place/vocabulary";
import { followUp, type GuideRequest, parseGuideRequest } from "./request";

/**
 * STAND-IN, to be deleted when `understand()` (./understand/) lands: the family's message read into
 * the typed ask by today's reader (./request.ts), so the conversation can keep an ask and the model
 * guide has the family's hard constraints before the new reader exists. It reads only what the old
 * reader reads; every caller takes `context.ask` first when the turn gives one.
 */

type Needs = NonNullable<AskInput["needs"]>;

const NEEDS_OF: Partial<Record<PlaceModifier, Needs[number]>> = {
	noise: "not-loud",
	nap: "nap",
	stroller: "stroller",
	accessible: "step-free",
	toilets: "toilets",
	picnic: "picnic",
	rest: "rest",
};

/**
 * What today's reader makes of a message, as an ask. A follow-up ("anything free?", "indoors?")
 * changes the conversation's ask (`current`, as the room keeps it, a removed filter gone) with
 * this message's own words; without a kept ask it is read with the conversation's messages.
 */
export function askFromMessage(message: string, history: readonly GuideChatMessage[], current: Ask | null = null): Ask {
	const own = parseGuideRequest(message);
	const followed = followUp(own, history, message);
	// A short message that only says how ("anything free?", "indoors?") changes the kept ask.
	const onlyHow =
		own.categories.length === 0 &&
		own.keywords.length === 0 &&
		own.nearPlace === null &&
		!own.vague &&
		message.trim().split(/\s+/).length <= SHORT_FOLLOW_UP_WORDS;
	if (current && (followed !== own || onlyHow)) return changed(current, askOfRequest(own));
	return askOfRequest(followed);
}

/** The most words of a message that only says how. */
const SHORT_FOLLOW_UP_WORDS = 5;

/** The kept ask changed by a follow-up's own slots: what it says wins, the rest carries on. */
function changed(current: Ask, own: Ask): Ask {
	const avoidKinds = [...new Set([...current.avoidKinds, ...own.avoidKinds])].slice(0, 8);
	const kinds = (own.kinds.length > 0 ? own.kinds : current.kinds).filter((kind) => !avoidKinds.includes(kind));
	const ask = askSchema.safeParse({
		...current,
		kinds,
		avoidKinds,
		words: own.words.length > 0 ? own.words : current.words,
		avoidWords: [...new Set([...current.avoidWords, ...own.avoidWords])].slice(0, 8),
		setting: own.setting ?? current.setting,
		weather: own.weather ?? current.weather,
		price: own.price ?? current.price,
		who: own.who.ages.length > 0 || own.who.group !== "everyone" ? own.who : current.who,
		needs: [...new Set([...current.needs, ...own.needs])],
		where:
			own.where.near || own.where.withinMinutes
				? own.where
				: { ...current.where, close: current.where.close || own.where.close },
		timeOfDay: own.timeOfDay ?? current.timeOfDay,
		visitLength: own.visitLength ?? current.visitLength,
		again: own.again,
	});
	return ask.success ? ask.data : own;
}

function askOfRequest(request: GuideRequest): Ask {
	// Names nothing to act on ("thanks!", "hello"): not a search, so it changes no filter.
	if (request.vague) return emptyAsk("small-talk");
	const has = (modifier: PlaceModifier) => request.modifiers.includes(modifier);
	const needs = request.modifiers.flatMap((modifier) => NEEDS_OF[modifier] ?? []);
	// The old reader reads "nothing loud" as quiet too: one chip for it, not two.
	if (has("quiet") && !has("noise")) needs.push("quiet");
	const time = (["morning", "afternoon", "evening"] as const).find((when) => has(when)) ?? null;
	const ask = askSchema.safeParse({
		intent: "find",
		kinds: request.categories.slice(0, 8),
		avoidKinds: request.avoid.slice(0, 8),
		words: request.keywords.slice(0, 8),
		avoidWords: request.avoidWords.slice(0, 8),
		setting: has("indoor") ? "indoor" : has("outdoor") ? "outdoor" : null,
		weather: has("cool") ? "heat" : null,
		price: has("free") || has("cheap") ? { free: has("free"), cheap: has("cheap") } : null,
		who: { ages: request.ages.slice(0, 10), group: has("teen") ? "teens" : "everyone" },
		needs: [...new Set(needs)],
		where: {
			near: request.nearPlace
				? { kind: request.nearTown ? "area" : "place", name: request.nearPlace.slice(0, 80) }
				: has("here")
					? { kind: "here" }
					: null,
			withinMinutes: request.within?.minutes ?? null,
			mode: request.within?.onFoot || has("walking") ? "walk" : null,
			close: has("nearby"),
		},
		timeOfDay: time,
		visitLength: has("short") ? "short" : has("long") ? "whole-day" : null,
		together: request.together,
		again: has("again") || has("more"),
	});
	return ask.success ? ask.data : emptyAsk("find");
}
