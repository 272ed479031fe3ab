import { type Ask, askOf } from "../../../../domain/guide/ask";
import type { Plan } from "../search/plan";

/**
 * The ask an engine plan (../search/plan.ts) stands for, so its answers are drafted and
 * rendered like every other. Goes when the offline guide reads the typed ask itself.
 */
export function askOfRequest(request: Plan): Ask {
	const has = (modifier: Plan["modifiers"][number]) => request.modifiers.includes(modifier);
	const needs: Ask["needs"] = [];
	if (has("nap")) needs.push("nap");
	if (has("quiet")) needs.push("quiet");
	if (has("noise")) needs.push("not-loud");
	if (has("stroller")) needs.push("stroller");
	if (has("accessible")) needs.push("step-free");
	if (has("toilets")) needs.push("toilets");
	if (has("picnic")) needs.push("picnic");
	if (has("rest")) needs.push("rest");
	const walking = has("walking") || Boolean(request.within?.onFoot);
	return askOf({
		intent: "find",
		kinds: request.categories.slice(0, 8),
		avoidKinds: request.avoid.slice(0, 8),
		words: request.keywords.filter((word) => word.trim().length > 0 && word.length <= 80).slice(0, 8),
		setting: has("indoor") ? "indoor" : has("outdoor") ? "outdoor" : null,
		weather: has("cool") ? "heat" : null,
		price: has("free") ? { free: true } : has("cheap") ? { cheap: true } : null,
		who: { ages: request.ages.slice(0, 10), group: has("teen") ? "teens" : "everyone" },
		needs,
		where: {
			withinMinutes: request.within?.minutes ?? null,
			mode: walking ? "walk" : null,
			close: walking || has("nearby"),
		},
		again: has("again"),
		together: request.together,
	});
}
