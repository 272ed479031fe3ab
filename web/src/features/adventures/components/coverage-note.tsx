import { Info } from "lucide-react";
import type { LatLng } from "../../../../../domain/geo/geo-rules";
import { coverageMessages, placesCoverage } from "../../../../../domain/place/coverage";
import { useConfig } from "../../auth";

/**
 * A calm note under the create form's destination when the guide cannot suggest places there (the
 * rule of the workspace's notice, domain/place/coverage.ts, with the provider `GET /api/config`
 * names). Nothing until a destination is picked (the config is asked for then), nor while it loads.
 */
export function CoverageNote({
	id,
	latitude,
	longitude,
}: {
	id: string;
	latitude: number | null;
	longitude: number | null;
}) {
	if (latitude === null || longitude === null) return null;
	return <CoverageNoteAt id={id} point={{ latitude, longitude }} />;
}

function CoverageNoteAt({ id, point }: { id: string; point: LatLng }) {
	const provider = useConfig().data?.providers.places;
	if (!provider || placesCoverage(provider, point).coverage !== "none") return null;
	return (
		<p id={id} role="note" className="flex gap-2 text-sm text-ink-700">
			<Info aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
			<span className="min-w-0 break-words">{coverageMessages.createNote}</span>
		</p>
	);
}
