import { useMutation } from "@tanstack/react-query";
import { client, ok } from "../../../lib/api-client";
import type { MutationConfig } from "../../../lib/react-query";

/** `POST /api/beta/authenticate`: the beta password; a wrong one is a 401. */
export const authenticateBeta = (password: string) => ok(client.api.beta.authenticate.$post({ json: { password } }));

export const useAuthenticateBeta = ({
	mutationConfig,
}: {
	mutationConfig?: MutationConfig<typeof authenticateBeta>;
} = {}) => useMutation({ ...mutationConfig, mutationFn: authenticateBeta });
