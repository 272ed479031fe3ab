import { useMutation } from "@tanstack/react-query";
import { client, ok } from "../../../lib/api-client";
import type { MutationConfig } from "../../../lib/react-query";

/** `POST /api/auth/sign-out-everywhere`: ends every other session of the signed-in user. */
const signOutEverywhere = () => ok(client.api.auth["sign-out-everywhere"].$post());

export const useSignOutEverywhere = ({
	mutationConfig,
}: {
	mutationConfig?: MutationConfig<typeof signOutEverywhere>;
} = {}) => useMutation({ ...mutationConfig, mutationFn: signOutEverywhere });
