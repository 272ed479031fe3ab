import { type Ask, type AskInput, askOf } from "../../../../domain/guide/ask";
import type { PlaceModifier } from "../../../../domain/place/vocabulary-modifiers";
import type { Plan } from "./plan";

/**
 * TEMPORARY: the typed ask of an answer stored before answers kept their ask, for 'Try another
 * suggestion' on it (its categories, modifiers and hard filters, in the engine's working form,
 * ./plan.ts). Delete once no such stored answer is left.
 */
export function legacyAsk(request: Plan): Ask {
	const has = (modifier: PlaceModifier) => request.modifiers.includes(modifier);
	const text = (value: string) => value.trim().slice(0, 80);
	const needs: AskInput["needs"] = [];
	if (has("stroller")) needs.push("stroller");
	if (has("accessible")) needs.push("step-free");
	if (has("toilets")) needs.push("toilets");
	if (has("nap")) needs.push("nap");
	if (has("quiet")) needs.push("quiet");
	else if (has("noise")) needs.push("not-loud");
	if (has("picnic")) needs.push("picnic");
	if (has("rest")) needs.push("rest");
	const setting = has("indoor") ? "indoor" : has("outdoor") ? "outdoor" : null;
	const timeOfDay = has("morning") ? "morning" : has("afternoon") ? "afternoon" : has("evening") ? "evening" : null;
	const group = has("teen") ? "teens" : has("toddler") && request.ages.length === 0 ? "youngest" : "everyone";
	const near = has("here")
		? { kind: "here" as const }
		: request.nearPlace
			? { kind: request.nearTown ? ("area" as const) : ("place" as const), name: text(request.nearPlace) }
			: null;
	return askOf({
		intent: "find",
		kinds: request.categories.slice(0, 8),
		avoidKinds: request.avoid.slice(0, 8),
		words: [...request.keywords, ...request.words].map(text).filter(Boolean).slice(0, 8),
		avoidWords: request.avoidWords.map(text).filter(Boolean).slice(0, 8),
		setting,
		weather: has("cool") ? "heat" : null,
		price: has("free") ? { free: true } : has("cheap") ? { cheap: true } : null,
		who: { ages: request.ages.filter((age) => age >= 0 && age <= 18).slice(0, 10), group },
		needs,
		where: {
			near,
			withinMinutes: request.within ? Math.min(600, Math.max(1, Math.round(request.within.minutes))) : null,
			mode: has("walking") || request.within?.onFoot ? "walk" : null,
			close: has("nearby") && !request.within,
		},
		timeOfDay,
		visitLength: has("short") ? "short" : has("long") ? "whole-day" : null,
		together: request.together,
		again: has("again"),
	});
}
