import { useMutation } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import { client, ok } from "../../../lib/api-client";
import type { MutationConfig } from "../../../lib/react-query";

const route = client.api.adventures["generate-title"];

/** What the create and edit forms know so far; the destination is required. */
export type AdventureSuggestionContext = InferRequestType<typeof route.$post>["json"];

/** `POST /api/adventures/generate-title` → `{title}`, written by the LLM provider from the form's values. */
export const generateTitle = (context: AdventureSuggestionContext) => ok(route.$post({ json: context }));

export const useGenerateTitle = ({ mutationConfig }: { mutationConfig?: MutationConfig<typeof generateTitle> } = {}) =>
	useMutation({ ...mutationConfig, mutationFn: generateTitle });
