import type { InferRequestType } from "hono/client";
import { client, type SuccessJson } from "../../../lib/api-client";
import { readTextStream } from "../../../lib/text-stream";

const route = client.api.adventures["generate-title"];

/** What the create and edit forms know so far; the destination is required. */
export type AdventureSuggestionContext = InferRequestType<typeof route.$post>["json"];

/** The title route's answer, `{title}`: the streamed route's last line is the same. */
type TitleAnswer = SuccessJson<Awaited<ReturnType<typeof route.$post>>>;

/**
 * `POST /api/adventures/generate-title/stream`: the title written by the LLM provider from the form's
 * values, `onText` getting the words so far as they arrive; resolves with `generate-title`'s answer.
 */
export const streamTitle = (context: AdventureSuggestionContext, onText: (textSoFar: string) => void) =>
	readTextStream<TitleAnswer>(route.stream.$post({ json: context }), onText);
