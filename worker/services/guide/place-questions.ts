import type { GuideAnswer, GuideContext, GuideDeps } from "./types";

/**
 * A question about one place ("Is the Natural History Museum free? Do we need to book?", "how long
 * at the NHM with a 3 year old?", "how far is the zoo from our hotel by car?"): answered from that
 * place's facts (./place-facts.ts) and the routes provider, naming the place. Null when the
 * message asks no such question; the guide then looks for places.
 */
export async function answerPlaceQuestion(_context: GuideContext, _deps: GuideDeps): Promise<GuideAnswer | null> {
	return null;
}
