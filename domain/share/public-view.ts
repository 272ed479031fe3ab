import { adventureIdSchema } from "../adventure/adventure";
import { exportQuerySchema, pathIdParamSchema, routeQuerySchema } from "../path/path";
import { placePhotoQuerySchema } from "../place/destination";
import { placeIdParamSchema } from "../place/place";
import { shareQuerySchema } from "./share";

export * from "./public-view-rules";

/** `/api/public/adventures/{id}/places/{googlePlaceId}…`: the adventure and one of its places. */
export const publicPlaceParamSchema = adventureIdSchema.extend(placeIdParamSchema.shape);

/** `/api/public/adventures/{id}/paths/{pathId}/…`: the adventure and one of its paths. */
export const publicPathParamSchema = adventureIdSchema.extend({ pathId: pathIdParamSchema.shape.id });

/** `?mode=&share=` of a path's route in the public view. */
export const publicRouteQuerySchema = routeQuerySchema.extend(shareQuerySchema.shape);

/** `?format=&share=` of a path's GPX or KML file in the public view. */
export const publicExportQuerySchema = exportQuerySchema.extend(shareQuerySchema.shape);

/** `?name=&share=` of a place photo in the public view. */
export const publicPhotoQuerySchema = placePhotoQuerySchema.extend(shareQuerySchema.shape);

/** The public view's own photo route for a Google photo of one of the adventure's places. */
export function publicPhotoPath(adventureId: string, photoName: string, share: string | undefined): string {
	const query = new URLSearchParams({ name: photoName, ...(share ? { share } : {}) });
	return `/api/public/adventures/${encodeURIComponent(adventureId)}/photo?${query}`;
}
