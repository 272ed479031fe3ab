import type {
	GuideChatRequest,
	GuideResponse,
	ReplaceSuggestionRequest,
	ReplaceSuggestionResponse,
} from "../../../../domain/guide/guide";
import { apiJson } from "../../lib/api-client";

export function askGuide(body: GuideChatRequest) {
	return apiJson<GuideResponse>("POST", "/api/guide-ai", body);
}

export function replaceSuggestion(body: ReplaceSuggestionRequest) {
	return apiJson<ReplaceSuggestionResponse>("POST", "/api/guide-ai/replace-suggestion", body);
}

export function resetGuide(adventureId: string, userId: string) {
	return apiJson<{ reset: true }>("POST", "/api/guide-ai/reset-session", { adventureId, userId });
}
