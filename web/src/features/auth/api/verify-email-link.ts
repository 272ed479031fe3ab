import { useMutation } from "@tanstack/react-query";
import { client, ok } from "../../../lib/api-client";
import type { MutationConfig } from "../../../lib/react-query";

/** `POST /api/auth/email-link/verify`: spends a link's token and signs in (session cookie). */
const verifyEmailLink = (token: string) => ok(client.api.auth["email-link"].verify.$post({ json: { token } }));

export const useVerifyEmailLink = ({
	mutationConfig,
}: {
	mutationConfig?: MutationConfig<typeof verifyEmailLink>;
} = {}) => useMutation({ ...mutationConfig, mutationFn: verifyEmailLink });
