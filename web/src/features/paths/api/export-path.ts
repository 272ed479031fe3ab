import type { ExportFormat } from "../../../../../domain/path/path-rules";
import { client, params } from "../../../lib/api-client";

/** `GET /api/paths/{id}/export?format=`: a GPX or KML download, as a link's href. */
export const exportPathUrl = (pathId: string, format: ExportFormat) =>
	client.api.paths[":id"].export.$path({ param: params({ id: pathId }), query: { format } });
