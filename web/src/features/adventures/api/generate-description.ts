import { client, type SuccessJson } from "../../../lib/api-client";
import { readTextStream } from "../../../lib/text-stream";
import type { AdventureSuggestionContext } from "./generate-title";

const route = client.api.adventures["generate-description"];

/** The description route's answer, `{description}`: the streamed route's last line is the same. */
type DescriptionAnswer = SuccessJson<Awaited<ReturnType<typeof route.$post>>>;

/**
 * `POST /api/adventures/generate-description/stream`: the description written by the LLM provider
 * from the form's values, `onText` getting the words so far; resolves with `generate-description`'s answer.
 */
export const streamDescription = (context: AdventureSuggestionContext, onText: (textSoFar: string) => void) =>
	readTextStream<DescriptionAnswer>(route.stream.$post({ json: context }), onText);
