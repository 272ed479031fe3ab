import type { ExportFormat } from "../../../../../domain/path/path-rules";
import { client, params } from "../../../lib/api-client";
import { type PublicViewScope, shareQuery } from "../../../lib/public-view";

/**
 * `GET /api/paths/{id}/export?format=`: a GPX or KML download, as a link's href; in the public view
 * `GET /api/public/adventures/{id}/paths/{pathId}/export?format=&share=`.
 */
export const exportPathUrl = (pathId: string, format: ExportFormat, scope: PublicViewScope | null) =>
	scope
		? client.api.public.adventures[":id"].paths[":pathId"].export.$path({
				param: params({ id: scope.adventureId, pathId }),
				query: { format, ...shareQuery(scope) },
			})
		: client.api.paths[":id"].export.$path({ param: params({ id: pathId }), query: { format } });
