import { useMutation } from "@tanstack/react-query";
import { client, ok, params } from "../../../lib/api-client";

const route = client.api.adventures[":id"]["share-link"];

/** `POST /api/adventures/{id}/share-link` → `{url}`: the read-only link, created when there is none (owner). */
const createShareLink = (adventureId: string) => ok(route.$post({ param: params({ id: adventureId }) }));

export const useCreateShareLink = () => useMutation({ mutationFn: createShareLink });

/** `DELETE /api/adventures/{id}/share-link`: the old link stops working (owner). */
const revokeShareLink = (adventureId: string) => ok(route.$delete({ param: params({ id: adventureId }) }));

export const useRevokeShareLink = () => useMutation({ mutationFn: revokeShareLink });
