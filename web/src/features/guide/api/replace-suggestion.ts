import type { InferRequestType } from "hono/client";
import { client, ok } from "../../../lib/api-client";

const route = client.api["guide-ai"]["replace-suggestion"];

/** `POST /api/guide-ai/replace-suggestion` ('Try another suggestion') → `{newSuggestion}`, or null when none is left. */
export const replaceSuggestion = (body: InferRequestType<typeof route.$post>["json"]) =>
	ok(route.$post({ json: body }));
