import "leaflet/dist/leaflet.css";
import { ExternalLink, MapPin } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { buttonClasses } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { DEFAULT_CENTER } from "./map-center";

interface Props {
	center: { latitude: number | null; longitude: number | null };
	label: string;
	zoom?: number;
	className?: string;
}

/**
 * The workspace map: Leaflet with OpenStreetMap tiles (no key needed). Markers draw even when tiles
 * cannot load; if Leaflet itself fails, the spec's 'Adventure Location' fallback card shows.
 */
export function AdventureMap({ center, label, zoom = 10, className }: Props) {
	const container = useRef<HTMLDivElement>(null);
	const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
	const latitude = center.latitude ?? DEFAULT_CENTER.latitude;
	const longitude = center.longitude ?? DEFAULT_CENTER.longitude;

	useEffect(() => {
		let map: import("leaflet").Map | undefined;
		let cancelled = false;
		import("leaflet")
			.then((L) => {
				if (cancelled || !container.current) return;
				map = L.map(container.current, { zoomControl: true, attributionControl: true }).setView(
					[latitude, longitude],
					zoom,
				);
				L.tileLayer("https://tile.openstreetmap.org/{z}/{x}/{y}.png", {
					maxZoom: 19,
					attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
				}).addTo(map);
				// An SVG circle marker needs no image files, so it works offline and with any bundler.
				L.circleMarker([latitude, longitude], {
					radius: 10,
					color: "#ffffff",
					weight: 3,
					fillColor: "#0e7e72",
					fillOpacity: 1,
				})
					.addTo(map)
					.bindTooltip(label);
				setState("ready");
			})
			.catch((error) => {
				console.warn("map failed to load", error);
				if (!cancelled) setState("failed");
			});
		return () => {
			cancelled = true;
			map?.remove();
		};
	}, [latitude, longitude, zoom, label]);

	if (state === "failed") {
		return (
			<div className={cn("flex items-center justify-center bg-sand-100 p-6", className)}>
				<div className="max-w-sm rounded-[var(--radius-card)] bg-white p-6 text-center shadow-[var(--shadow-card)]">
					<MapPin aria-hidden className="mx-auto size-8 text-sunrise-500" />
					<h2 className="mt-3 font-display text-lg font-extrabold">Adventure Location</h2>
					<p className="mt-1 text-sm text-ink-500">{label}</p>
					<p className="mt-1 font-mono text-xs text-ink-500">
						{latitude.toFixed(4)}, {longitude.toFixed(4)}
					</p>
					<a
						href={`https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`}
						target="_blank"
						rel="noreferrer"
						className={buttonClasses("primary", "sm", "mt-4")}
					>
						<ExternalLink aria-hidden className="size-4" />
						Open in Maps
					</a>
				</div>
			</div>
		);
	}

	return (
		<div className={cn("relative isolate bg-brand-50", className)}>
			<div ref={container} className="absolute inset-0" />
			{state === "loading" && (
				<div className="absolute inset-0 z-[500] flex items-center justify-center bg-sand-50/80">
					<p className="rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink-700 shadow-[var(--shadow-card)]">
						Loading Map
					</p>
				</div>
			)}
		</div>
	);
}
