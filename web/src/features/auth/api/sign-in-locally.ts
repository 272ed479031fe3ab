import { useMutation } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import { client, ok } from "../../../lib/api-client";
import type { MutationConfig } from "../../../lib/react-query";

export type LocalSignInInput = InferRequestType<typeof client.api.auth.local.$post>["json"];

/** `POST /api/auth/local`: signs in by name and e-mail (only when no OpenID Connect issuer is set). */
export const signInLocally = (body: LocalSignInInput) => ok(client.api.auth.local.$post({ json: body }));

export const useSignInLocally = ({ mutationConfig }: { mutationConfig?: MutationConfig<typeof signInLocally> } = {}) =>
	useMutation({ ...mutationConfig, mutationFn: signInLocally });
