import { isValidCoordinate, type LatLng } from "../../../domain/geo/geo";
import { USAGE_PROVIDERS } from "../../../domain/monitoring/prices";
import type { AppConfig } from "../../config";
import { OpenAiChat } from "../../providers/llm/openai-chat";
import type { UsageSink } from "../../providers/usage";
import { offlineGuide } from "./offline";
import { OpenAiGuide } from "./openai";
import type { Guide, GuideContext } from "./types";

export { offlineGuide } from "./offline";
export { OpenAiGuide } from "./openai";
export * from "./types";

/** The guide for this configuration: OpenAI when `OPENAI_API_KEY` is set, otherwise the offline guide. */
export function guideFor(
	config: Pick<AppConfig, "openai">,
	options: { usage: UsageSink; fetch?: typeof fetch },
): Guide {
	if (!config.openai) {
		// The offline guide is free, but its turns are counted like OpenAI's (monitoring's AI calls).
		return {
			name: offlineGuide.name,
			respond: (context, deps) => {
				options.usage.record({ provider: USAGE_PROVIDERS.offlineLlm, sku: "guide", adventureId: context.adventureId });
				return offlineGuide.respond(context, deps);
			},
		};
	}
	// A chat turn may take several calls (tool rounds): give each a little longer than a title.
	return new OpenAiGuide(new OpenAiChat(config.openai, { ...options, timeoutMs: 25_000 }));
}

const validPoint = (latitude: number | null | undefined, longitude: number | null | undefined): LatLng | null =>
	latitude != null && longitude != null && isValidCoordinate(latitude, longitude) ? { latitude, longitude } : null;

/**
 * Where the guide looks, like the map: the map centre when valid, else the adventure's
 * coordinates, else nowhere (null): the guide then asks for the location instead of guessing a city.
 */
export function guideCenter(
	mapCenter: { lat: number; lng: number } | null | undefined,
	adventure: { latitude: number | null; longitude: number | null },
): Pick<GuideContext, "center" | "centerSource" | "adventureCenter"> | null {
	const adventureCenter = validPoint(adventure.latitude, adventure.longitude);
	const map = mapCenter ? validPoint(mapCenter.lat, mapCenter.lng) : null;
	if (map) return { center: map, centerSource: "map", adventureCenter };
	if (adventureCenter) return { center: adventureCenter, centerSource: "adventure", adventureCenter };
	return null;
}
