import type { Place } from "../../../../domain/place/place";
import { placeFacts } from "../facts/place-facts";
import { render } from "../render";
import type { FoundPlace } from "../search/found";
import { ageFitOf } from "../search/rank";
import type { Draft } from "./draft";

/**
 * 'Try another suggestion' on a drafted answer: the draft with `replacement` in the replaced
 * place's stead (a card, or an additional option), rendered again. Nothing of the answer's words
 * is read: the new words come from the changed draft. Null when the draft never held that place.
 */
export function redraftWithReplacement(
	draft: Draft,
	oldId: string,
	replacement: Place,
	previous = "",
): { draft: Draft; content: string } | null {
	const inPicks = draft.picks.some((entry) => entry.place.googlePlaceId === oldId);
	const inBackups = draft.backups.some((place) => place.googlePlaceId === oldId);
	if (!inPicks && !inBackups) return null;
	const found: FoundPlace = {
		place: replacement,
		facts: placeFacts(replacement),
		// Found for the same ask, but its own reasons are not known here: its own words speak for it.
		reasons: [],
		meters: draft.picks.find((entry) => entry.place.googlePlaceId === oldId)?.meters ?? 0,
		ageFit: ageFitOf(replacement, draft.kidAges),
	};
	const next: Draft = {
		...draft,
		picks: draft.picks.map((entry) => (entry.place.googlePlaceId === oldId ? found : entry)),
		backups: draft.backups.map((place) => (place.googlePlaceId === oldId ? replacement : place)),
		notes: [...draft.notes, { code: "replaced", oldId, newId: replacement.googlePlaceId }],
	};
	return { draft: next, content: render(next, previous) };
}
