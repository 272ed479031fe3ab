import { useMutation } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import { client, ok } from "../../../lib/api-client";
import type { MutationConfig } from "../../../lib/react-query";

const route = client.api.adventures["generate-description"];

/** `POST /api/adventures/generate-description` → `{description}`, written by the LLM provider from the form's values. */
export const generateDescription = (context: InferRequestType<typeof route.$post>["json"]) =>
	ok(route.$post({ json: context }));

export const useGenerateDescription = ({
	mutationConfig,
}: {
	mutationConfig?: MutationConfig<typeof generateDescription>;
} = {}) => useMutation({ ...mutationConfig, mutationFn: generateDescription });
