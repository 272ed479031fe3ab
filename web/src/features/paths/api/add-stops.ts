import { client, ok, params } from "../../../lib/api-client";

/** `POST /api/paths/{id}/stops/many`: appends several places as the path's last stops, in this order, all or none. */
export const addStops = (pathId: string, googlePlaceIds: readonly string[]) =>
	ok(
		client.api.paths[":id"].stops.many.$post({
			param: params({ id: pathId }),
			json: { googlePlaceIds: [...googlePlaceIds] },
		}),
	);
