import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import { isValidCoordinate, type LatLng } from "../../../domain/geo/geo";
import { USAGE_PROVIDERS } from "../../../domain/monitoring/prices";
import type { AppConfig } from "../../config";
import type { ChatModel, ModelMessage } from "../../providers/llm/chat-model";
import { OpenAiChat } from "../../providers/llm/openai-chat";
import type { UsageSink } from "../../providers/usage";
import { ModelGuide } from "./model-guide";
import { offlineGuide } from "./offline";
import type { Guide, GuideContext } from "./types";

export { ModelGuide } from "./model-guide";
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
	const model = options.model ?? (config.openai ? openAiModel(new OpenAiChat(config.openai, options)) : null);
	return model ? new ModelGuide(model, { fallback: offline }) : offline;
}

/** Until OpenAiChat speaks ChatModel itself (lane p): one non-streamed call, its text passed on whole. */
function openAiModel(chat: OpenAiChat): ChatModel {
	const param = (message: ModelMessage): ChatCompletionMessageParam => {
		if (message.role === "tool") return { role: "tool", tool_call_id: message.toolCallId, content: message.content };
		if (message.role !== "assistant") return message;
		return {
			role: "assistant",
			content: message.content,
			...(message.toolCalls?.length
				? {
						tool_calls: message.toolCalls.map((call) => ({
							id: call.id,
							type: "function" as const,
							function: { name: call.name, arguments: call.arguments },
						})),
					}
				: {}),
		};
	};
	return {
		provider: "openai",
		model: chat.model,
		turn: async (messages, options) => {
			const completion = await chat.complete(messages.map(param), {
				maxOutputTokens: options.maxOutputTokens,
				tools: options.tools?.map((tool) => ({ type: "function", function: tool })),
				toolChoice: options.toolChoice ?? "auto",
				...(options.json ? { responseFormat: { type: "json_object" } } : {}),
				adventureId: options.adventureId ?? null,
			});
			const message = completion.choices[0]?.message;
			const toolCalls = (message?.tool_calls ?? []).flatMap((call) =>
				call.type === "function" ? [{ id: call.id, name: call.function.name, arguments: call.function.arguments }] : [],
			);
			if (message?.content && toolCalls.length === 0) options.onText?.(message.content);
			return { content: message?.content ?? null, toolCalls };
		},
	};
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
