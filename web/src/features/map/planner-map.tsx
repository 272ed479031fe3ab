import { ExternalLink, MapPin } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { OSM_TILES } from "../../../../domain/api/page-policy";
import type { MapPoint } from "../../../../domain/geo/geo-rules";
import { BOUNDS_PADDING, SELECTED_ZOOM, shouldAutoFit, zoomAfterFit } from "../../../../domain/geo/map";
import { buttonClasses } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { useConfig } from "../auth";
import type { MapEngine, MapLine, MapMarker } from "./engine";
import { MapLegend } from "./map-legend";

interface Props {
	center: MapPoint;
	zoom: number;
	markers: MapMarker[];
	lines?: MapLine[];
	/** A place to centre on (zoom 16, shifted for the detail panel); changes trigger the move. */
	focus: { point: MapPoint; key: string } | null;
	onMarkerClick: (id: string) => void;
	label: string;
	className?: string;
}

/**
 * The planner map: Google Maps when a browser key is configured, else
 * Leaflet + OpenStreetMap. Auto-fits markers (skipped while a user-picked marker and search
 * results coexist), focuses a selected place, and falls back to a location card if the library fails.
 */
export function PlannerMap({ center, zoom, markers, lines = [], focus, onMarkerClick, label, className }: Props) {
	const container = useRef<HTMLDivElement>(null);
	const engine = useRef<MapEngine | null>(null);
	const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
	const config = useConfig();
	const userSelected = useRef(false);
	const clickRef = useRef(onMarkerClick);
	clickRef.current = onMarkerClick;
	const initial = useRef({ center, zoom });

	useEffect(() => {
		if (config.isPending) return;
		let cancelled = false;
		const key = config.data?.googleMapsBrowserKey ?? null;
		// The configured tiles; the default ones (which the default CSP allows) if the config is unreadable.
		const tiles = config.data?.mapTiles ?? OSM_TILES;
		const { center: c, zoom: z } = initial.current;
		const create = async () => {
			const el = container.current;
			if (!el) throw new Error("no map container");
			if (key) {
				const { createGoogleEngine } = await import("./google-engine");
				return createGoogleEngine(el, c, z, key);
			}
			const { createLeafletEngine } = await import("./leaflet-engine");
			return createLeafletEngine(el, c, z, tiles);
		};
		create()
			.then((created) => {
				if (cancelled) return created.destroy();
				engine.current = created;
				setState("ready");
			})
			.catch((error) => {
				console.warn("map failed to load", error);
				if (!cancelled) setState("failed");
			});
		return () => {
			cancelled = true;
			engine.current?.destroy();
			engine.current = null;
		};
	}, [config.isPending, config.data?.googleMapsBrowserKey, config.data?.mapTiles]);

	// Markers: draw, then fit them unless the user picked a marker while search results show.
	const markerKey = markers.map((m) => `${m.id}:${m.kind}:${m.highlighted ? 1 : 0}`).join("|");
	const placementKey = markers.map((m) => `${m.id}:${m.kind}`).join("|");
	// biome-ignore lint/correctness/useExhaustiveDependencies: markerKey captures the markers
	useEffect(() => {
		const map = engine.current;
		if (!map || state !== "ready") return;
		map.setMarkers(markers, (id) => {
			userSelected.current = true;
			clickRef.current(id);
		});
	}, [state, markerKey]);

	// Fits the markers to the map's box. A hidden map (the mobile chat view) has no box: the fit waits
	// until the panel is shown, when the resize observer below sizes the map and fits again.
	const markersRef = useRef(markers);
	markersRef.current = markers;
	const fitPending = useRef(false);
	const fitMarkers = useCallback(() => {
		const map = engine.current;
		const el = container.current;
		if (!map || !el) return;
		if (el.clientWidth === 0 || el.clientHeight === 0) {
			fitPending.current = true;
			return;
		}
		fitPending.current = false;
		const all = markersRef.current;
		const search = all.filter((m) => m.kind === "search" || m.kind === "ai");
		const saved = all.filter((m) => m.kind === "saved");
		if (!shouldAutoFit(userSelected.current, search.length)) return;
		userSelected.current = false;
		const group = search.length > 0 ? search : saved;
		if (group.length === 0) return;
		const fitted = map.fit(
			group.map((m) => m.position),
			BOUNDS_PADDING,
		);
		const target = zoomAfterFit(fitted, search.length > 0 ? "search" : "saved", group.length);
		if (target !== fitted) map.setZoom(target);
	}, []);

	// biome-ignore lint/correctness/useExhaustiveDependencies: placementKey captures which markers exist
	useEffect(() => {
		if (state === "ready") fitMarkers();
	}, [state, placementKey, fitMarkers]);

	// Opening a path brings its stops into view; a hidden map (the phone's chat view) fits them when shown.
	const open = lines.find((line) => line.layer === 2);
	const openKey = open ? `${open.id}:${open.stops.map((s) => s.placeId).join(",")}` : "";
	const openRef = useRef(open);
	openRef.current = open;
	const fitOpenPath = useCallback(() => {
		const map = engine.current;
		const el = container.current;
		const stops = openRef.current?.stops ?? [];
		if (!map || !el || stops.length === 0 || el.clientWidth === 0 || el.clientHeight === 0) return;
		const fitted = map.fit(
			stops.map((s) => s.position),
			BOUNDS_PADDING,
		);
		const target = zoomAfterFit(fitted, "saved", stops.length);
		if (target !== fitted) map.setZoom(target);
	}, []);
	// biome-ignore lint/correctness/useExhaustiveDependencies: openKey says when the open path changed
	useEffect(() => {
		if (state === "ready") fitOpenPath();
	}, [state, openKey, fitOpenPath]);

	// The map learns its size whenever its box changes (panel shown, rotation, window resize); the
	// first time it becomes visible it also fits the markers it could not fit while hidden.
	useEffect(() => {
		const el = container.current;
		if (state !== "ready" || !el || typeof ResizeObserver === "undefined") return;
		let wasHidden = el.clientWidth === 0 || el.clientHeight === 0;
		const observer = new ResizeObserver(() => {
			const hidden = el.clientWidth === 0 || el.clientHeight === 0;
			if (!hidden) {
				engine.current?.resize();
				if (wasHidden && fitPending.current) fitMarkers();
				if (wasHidden) fitOpenPath();
			}
			wasHidden = hidden;
		});
		observer.observe(el);
		return () => observer.disconnect();
	}, [state, fitMarkers, fitOpenPath]);

	const lineKey = lines
		.map(
			(l) =>
				`${l.id}:${l.name}:${l.color}:${l.layer}:${l.stops.map((s) => `${s.placeId}@${s.position.lat},${s.position.lng}`).join(";")}`,
		)
		.join("|");
	// biome-ignore lint/correctness/useExhaustiveDependencies: lineKey captures the lines
	useEffect(() => {
		if (state !== "ready") return;
		engine.current?.setLines(lines, (placeId) => {
			userSelected.current = true;
			clickRef.current(placeId);
		});
	}, [state, lineKey]);

	// biome-ignore lint/correctness/useExhaustiveDependencies: the key says when to move
	useEffect(() => {
		if (!focus || state !== "ready") return;
		const wide = window.matchMedia("(min-width: 768px)").matches;
		// The 384 px panel covers the right of the map on wide screens: shift the place left of it.
		engine.current?.focus(focus.point, SELECTED_ZOOM, wide ? 192 : 0);
	}, [state, focus?.key]);

	if (state === "failed") {
		return (
			<div className={cn("flex items-center justify-center bg-sand-100 p-6", className)}>
				<div className="max-w-sm rounded-[var(--radius-card)] bg-white p-6 text-center shadow-[var(--shadow-card)]">
					<MapPin aria-hidden className="mx-auto size-8 text-sunrise-500" />
					<h2 className="mt-3 font-display text-lg font-extrabold">Adventure Location</h2>
					<p className="mt-1 text-sm text-ink-500">{label}</p>
					<p className="mt-1 font-mono text-xs text-ink-500">
						{center.lat.toFixed(4)}, {center.lng.toFixed(4)}
					</p>
					<a
						href={`https://www.google.com/maps/search/?api=1&query=${center.lat},${center.lng}`}
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
		<div
			className={cn("relative isolate bg-brand-50", className)}
			data-map-state={state}
			data-marker-count={markers.length}
		>
			<div ref={container} className="absolute inset-0" />
			{state === "ready" && <MapLegend lines={lines} />}
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
