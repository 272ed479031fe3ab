import { useMutation } from "@tanstack/react-query";
import { client, ok, params } from "../../../lib/api-client";
import type { MutationConfig } from "../../../lib/react-query";

/** `POST /api/paths/{id}/optimize`: a shorter stop order and the time it saves (nothing changes yet). */
export const optimizePath = (pathId: string) =>
	ok(client.api.paths[":id"].optimize.$post({ param: params({ id: pathId }) }));

export type OptimizeResult = Awaited<ReturnType<typeof optimizePath>>;

export const useOptimizePath = ({ mutationConfig }: { mutationConfig?: MutationConfig<typeof optimizePath> } = {}) =>
	useMutation({ ...mutationConfig, mutationFn: optimizePath });
