import { useMutation } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import { client, ok } from "../../../lib/api-client";
import type { MutationConfig } from "../../../lib/react-query";

const route = client.api["guide-ai"];

export type GuideMessageInput = InferRequestType<typeof route.$post>["json"];

/** `POST /api/guide-ai`: one chat turn → the guide's answer with its suggestion cards (owner only). */
export const askGuide = (body: GuideMessageInput) => ok(route.$post({ json: body }));

export type GuideAnswer = Awaited<ReturnType<typeof askGuide>>;

export const useAskGuide = ({ mutationConfig }: { mutationConfig?: MutationConfig<typeof askGuide> } = {}) =>
	useMutation({ ...mutationConfig, mutationFn: askGuide });
