import { isValidCoordinate, type LatLng } from "../../../domain/geo/geo";
import { USAGE_PROVIDERS } from "../../../domain/monitoring/prices";
import type { AppConfig } from "../../config";
import type { ChatModel } from "../../providers/llm/chat-model";
import { OpenAiChatModel } from "../../providers/llm/openai-chat";
import type { UsageSink } from "../../providers/usage";
import { ModelGuide } from "./model/guide";
import { offlineGuide } from "./offline";
import type { Guide, GuideContext } from "./types";

export { ModelGuide } from "./model/guide";
export { offlineGuide } from "./offline";
export * from "./types";

/**
 * The guide for this configuration: the model guide on a chat model (OpenAI when `OPENAI_API_KEY`
 * is set, or the `model` given), with the offline guide behind it; otherwise the offline guide.
 * The offline guide is free, but its turns are counted like a model's (monitoring's AI calls).
 */
export function guideFor(
	config: Pick<AppConfig, "openai">,
	options: { usage: UsageSink; fetch?: typeof fetch; model?: ChatModel | null },
): Guide {
	const offline: Guide = {
		name: offlineGuide.name,
		respond: (context, deps) => {
			options.usage.record({ provider: USAGE_PROVIDERS.offlineLlm, sku: "guide", adventureId: context.adventureId });
			return offlineGuide.respond(context, deps);
		},
	};
	// An explicit model (Deps.model: OpenAI or Workers AI), or null for none, is config's choice already.
	const model =
		options.model !== undefined ? options.model : config.openai ? new OpenAiChatModel(config.openai, options) : null;
	return model ? new ModelGuide(model, { fallback: offline }) : offline;
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
