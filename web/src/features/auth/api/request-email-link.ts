import { useMutation } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import { client, ok } from "../../../lib/api-client";
import type { MutationConfig } from "../../../lib/react-query";

type EmailLinkInput = InferRequestType<(typeof client.api.auth)["email-link"]["$post"]>["json"];

/**
 * `POST /api/auth/email-link`: mails a one-time sign-in link. The answer is the same for every
 * address; `devLink` comes only from a local server whose mail stays in its outbox.
 */
const requestEmailLink = (body: EmailLinkInput) => ok(client.api.auth["email-link"].$post({ json: body }));

export const useRequestEmailLink = ({
	mutationConfig,
}: {
	mutationConfig?: MutationConfig<typeof requestEmailLink>;
} = {}) => useMutation({ ...mutationConfig, mutationFn: requestEmailLink });
