import { client, ok, params } from "../../../lib/api-client";

/** `POST /api/paths/{id}/stops`: appends a place as the path's last stop (saving the place if needed). */
export const addStop = (pathId: string, googlePlaceId: string) =>
	ok(client.api.paths[":id"].stops.$post({ param: params({ id: pathId }), json: { googlePlaceId } }));
