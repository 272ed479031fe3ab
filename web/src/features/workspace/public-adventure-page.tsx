import { useQueryClient } from "@tanstack/react-query";
import { List, Map as MapIcon, Pencil } from "lucide-react";
import { useState } from "react";
import { Link, useParams, useSearchParams } from "react-router-dom";
import { loadMessages } from "../../../../domain/api/load-rules";
import { shareMessages } from "../../../../domain/share/share-rules";
import { Button, buttonClasses } from "../../components/ui/button";
import { LoadErrorScreen } from "../../components/ui/load-error";
import { isMissing } from "../../lib/api-client";
import { cn } from "../../lib/cn";
import { paths } from "../../lib/paths";
import { PublicViewScopeContext } from "../../lib/public-view";
import { JoinBetaBanner, useHasBetaAccess } from "../beta-gate";
import { DuplicateAdventureButton } from "../duplicate";
import { PlannerMap } from "../map";
import { getPathsQueryOptions, getStopsQueryOptions, PathsTab } from "../paths";
import { getSavedPlacesQueryOptions, PlacePanel } from "../places";
import { calendarUrl, usePublicAdventure } from "./api/get-public-adventure";
import { AdventureExtraDetails, AdventureFacts } from "./components/adventure-details";
import { CalendarLink, DetailsToggle } from "./components/header-actions";
import { PlacesTab } from "./components/places-tab";
import { type PanelTab, SidePanel } from "./components/side-panel";
import { WorkspaceSkeleton } from "./components/workspace-skeleton";
import { useMapWanted } from "./use-map-wanted";
import { usePathLines } from "./use-path-lines";
import { usePlannerPlaces } from "./use-planner-places";

type PublicData = NonNullable<ReturnType<typeof usePublicAdventure>["data"]>;

/**
 * `/adventure/{id}/public` and `/public/{id}` (`?share=` for a private adventure's share link):
 * the adventure read-only — Places and Paths tabs and the map; the Guide tab shows but is disabled.
 */
export function PublicAdventurePage() {
	const { id = "" } = useParams();
	const [search] = useSearchParams();
	const share = search.get("share") ?? undefined;
	const { data, isPending, isError, error, isFetching, refetch } = usePublicAdventure(id, share);
	if (isPending) return <WorkspaceSkeleton />;
	if (isError && !isMissing(error)) {
		return <LoadErrorScreen message={loadMessages.adventure} onRetry={refetch} retrying={isFetching} />;
	}
	if (isError) {
		return (
			<main className="mx-auto max-w-xl px-6 py-24 text-center">
				<h1 className="font-display text-3xl font-extrabold">Adventure not found</h1>
				<p className="mt-3 text-ink-500">{shareMessages.notFound}</p>
				<Link to={paths.discover} className={buttonClasses("primary", "md", "mt-8")}>
					Back to Discover
				</Link>
			</main>
		);
	}
	return (
		<PublicViewScopeContext value={{ adventureId: data.adventure.id, share }}>
			<Seeded data={data} share={share} />
		</PublicViewScopeContext>
	);
}

/** Puts the answer where the workspace's tabs read it (saved places, paths, stops), once. */
function Seeded({ data, share }: { data: PublicData; share: string | undefined }) {
	const queryClient = useQueryClient();
	useState(() => {
		const id = data.adventure.id;
		queryClient.setQueryData(getSavedPlacesQueryOptions(id).queryKey, data.savedPlaces);
		queryClient.setQueryData(getPathsQueryOptions(id).queryKey, data.paths);
		for (const path of data.paths) queryClient.setQueryData(getStopsQueryOptions(path.id).queryKey, path.stops);
		return true;
	});
	return <PublicView adventure={data.adventure} share={share} />;
}

function PublicView({ adventure, share }: { adventure: PublicData["adventure"]; share: string | undefined }) {
	// Without the beta password nobody can sign in, so there is nothing to duplicate into yet.
	const beta = useHasBetaAccess();
	const canDuplicate = (adventure.isPublic || adventure.access === "owner") && beta !== false;
	const [tab, setTab] = useState<PanelTab>("places");
	const [showDetails, setShowDetails] = useState(false);
	const [mobileView, setMobileView] = useState<"list" | "map">("list");
	const mapWanted = useMapWanted(mobileView === "map");
	const [openPathId, setOpenPathId] = useState<string | null>(null);
	const planner = usePlannerPlaces(adventure);
	const pathLines = usePathLines(adventure.id, openPathId);

	return (
		<div className="flex h-[calc(100dvh-4rem)] flex-col">
			<JoinBetaBanner />
			<header className="border-b border-sand-200 bg-white px-4 py-3 md:px-6 md:py-4">
				<div className="flex flex-wrap items-start justify-between gap-3">
					<div className="min-w-0">
						<p className="text-xs font-bold tracking-wide text-brand-700 uppercase">
							{adventure.isPublic ? "Public adventure" : "Shared with you"} · read-only
						</p>
						<h1 className="font-display break-words text-xl font-extrabold text-ink-900 md:text-2xl">
							{adventure.title}
						</h1>
						<div className="mt-1">
							<AdventureFacts adventure={adventure} />
						</div>
					</div>
					<div className="flex flex-wrap items-center gap-2">
						<DetailsToggle shown={showDetails} onToggle={() => setShowDetails((v) => !v)} />
						<CalendarLink href={calendarUrl(adventure.id, share)} />
						{adventure.access === "owner" && (
							<Link to={paths.adventure(adventure.id)} className={buttonClasses("outline", "sm")}>
								<Pencil aria-hidden className="size-4" />
								Open planner
							</Link>
						)}
						{/* A share link opens a private adventure for reading only: copying it needs it public (or yours). */}
						{canDuplicate && <DuplicateAdventureButton adventure={adventure} />}
					</div>
				</div>
				{showDetails && (
					<div className="mt-4 border-t border-sand-200 pt-4">
						<AdventureExtraDetails adventure={adventure} />
					</div>
				)}
				<div className="mt-3 flex gap-1 rounded-xl bg-sand-50 p-1 md:hidden">
					<Button
						variant={mobileView === "list" ? "primary" : "ghost"}
						size="sm"
						className="flex-1"
						aria-pressed={mobileView === "list"}
						onClick={() => setMobileView("list")}
					>
						<List aria-hidden className="size-4" />
						List
					</Button>
					<Button
						variant={mobileView === "map" ? "primary" : "ghost"}
						size="sm"
						className="flex-1"
						aria-pressed={mobileView === "map"}
						onClick={() => setMobileView("map")}
					>
						<MapIcon aria-hidden className="size-4" />
						Map
					</Button>
				</div>
			</header>
			<div className="relative flex min-h-0 flex-1">
				<aside
					aria-label="Adventure panel"
					className={cn(
						"min-h-0 w-full shrink-0 border-r border-sand-200 bg-white md:block md:w-[408px]",
						mobileView === "list" ? "block" : "hidden",
					)}
				>
					<SidePanel
						tab={tab}
						onTabChange={setTab}
						savedCount={planner.saved.length}
						pathCount={pathLines.count}
						readOnly
						guide={null}
						places={<PlacesTab adventureId={adventure.id} readOnly planner={planner} />}
						paths={
							<PathsTab
								adventureId={adventure.id}
								trip={adventure}
								readOnly
								openPathId={openPathId}
								onOpenPath={setOpenPathId}
							/>
						}
					/>
				</aside>
				<section aria-label="Map" className={cn("min-h-0 flex-1 md:block", mobileView === "map" ? "block" : "hidden")}>
					{mapWanted && (
						<PlannerMap
							center={planner.center}
							zoom={planner.initialZoom}
							markers={planner.markers}
							lines={pathLines.lines}
							focus={planner.focus}
							onMarkerClick={(markerId) => {
								planner.selectById(markerId);
								setMobileView("map");
							}}
							label={adventure.location}
							className="h-full w-full"
						/>
					)}
				</section>
				{planner.selected && (
					<PlacePanel
						key={planner.selected.googlePlaceId}
						place={planner.selected}
						adventureId={adventure.id}
						readOnly
						isSaved={planner.isSaved(planner.selected.googlePlaceId)}
						onClose={() => planner.select(null)}
						onSaved={planner.onSaved}
					/>
				)}
			</div>
		</div>
	);
}
