import { MapPinOff } from "lucide-react";
import { lazy, useState } from "react";
import { Link, useMatch, useParams } from "react-router-dom";
import { loadMessages } from "../../../../domain/api/load-rules";
import { SPA_ROUTES } from "../../../../domain/api/spa-routes";
import type { Place } from "../../../../domain/place/place-rules";
import { buttonClasses } from "../../components/ui/button";
import { LoadErrorScreen } from "../../components/ui/load-error";
import { isMissing } from "../../lib/api-client";
import { cn } from "../../lib/cn";
import { OnceOpened } from "../../lib/lazy";
import { paths } from "../../lib/paths";
import { type AdventureWithAccess, useAdventure } from "../adventures";
import { useAuth } from "../auth";
import { receiveGuideFrame } from "../guide";
import { MapPlaceholder, PlannerMap } from "../map";
import { AddToPathDialog, PathsTab } from "../paths";
import { PlacePanel } from "../places";
import { DesktopHeader } from "./components/desktop-header";
import { GuideTab } from "./components/guide-tab";
import { MobileHeader, type MobileView } from "./components/mobile-header";
import { PlacesTab } from "./components/places-tab";
import { type PanelTab, SidePanel } from "./components/side-panel";
import { PanelSkeleton, WorkspaceSkeleton } from "./components/workspace-skeleton";
import { usePlannerSession } from "./planner-session";
import { useLiveChannel } from "./use-live-channel";
import { useMapWanted } from "./use-map-wanted";
import { usePathLines } from "./use-path-lines";
import { usePlannerPlaces } from "./use-planner-places";
import { useStagedReveal } from "./use-staged-reveal";

/** The details sheet of small screens (a dialog): fetched when it first opens. */
const MobileDetailsPanel = lazy(() =>
	import("./components/mobile-details-panel").then((m) => ({ default: m.MobileDetailsPanel })),
);

/** The edit form (react-hook-form, the schemas): fetched when the dialog first opens. */
const EditAdventureDialog = lazy(() =>
	import("./components/edit-adventure-dialog").then((m) => ({ default: m.EditAdventureDialog })),
);

export { startWorkspace } from "./start-workspace";

export function WorkspacePage() {
	const { id = "" } = useParams();
	const { data: adventure, isPending, isError, error, isFetching, refetch } = useAdventure(id);
	if (isPending) return <WorkspaceSkeleton />;
	// A server error or no connection is not a missing adventure: it can be asked again.
	if (isError && !isMissing(error)) {
		return (
			// On a phone the workspace has no site header: the way back is here.
			<LoadErrorScreen message={loadMessages.adventure} onRetry={refetch} retrying={isFetching}>
				<Link to={paths.home} className={buttonClasses("ghost", "md")}>
					Back to My Adventures
				</Link>
			</LoadErrorScreen>
		);
	}
	if (isError) {
		return (
			<main className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
				<MapPinOff aria-hidden className="size-12 text-brand-600" />
				<h1 className="mt-4 font-display text-3xl font-extrabold">Adventure not found</h1>
				<p className="mt-3 text-ink-500">It may have been deleted, or the link is no longer shared with you.</p>
				<Link to={paths.home} className={buttonClasses("primary", "md", "mt-8")}>
					Back to My Adventures
				</Link>
			</main>
		);
	}
	return <Workspace adventure={adventure} />;
}

/**
 * The planner: headers, the side panel's tabs, the map, the place panel and the dialogs. Parts
 * appear in stages (panel, then map); on small screens the chat and the map take turns.
 */
function Workspace({ adventure }: { adventure: AdventureWithAccess }) {
	const readOnly = adventure.access !== "owner";
	const stage = useStagedReveal(true);
	// Guide AI first, except for a viewer: their Guide tab is disabled, so they start on Places.
	const [tab, setTab] = useState<PanelTab>(readOnly ? "places" : "guide");
	const [editing, setEditing] = useState(false);
	const [mobileView, setMobileView] = useState<MobileView>("chat");
	const mapWanted = useMapWanted(mobileView === "map");
	const [mobileDetails, setMobileDetails] = useState(false);
	const planner = usePlannerPlaces(adventure);
	const [addToPath, setAddToPath] = useState<Place | null>(null);
	const [openPathId, setOpenPathId] = useState<string | null>(null);
	const pathLines = usePathLines(adventure.id, openPathId);
	const onAddToPath = readOnly ? undefined : (place: Place) => setAddToPath(place);
	const { user } = useAuth();
	usePlannerSession(adventure.id, !!useMatch(SPA_ROUTES.planner.path));
	const [guideStatus, setGuideStatus] = useState<string | null>(null);
	useLiveChannel(adventure.id, !readOnly, setGuideStatus, receiveGuideFrame);

	return (
		<div className="flex h-dvh flex-col md:h-[calc(100dvh-4rem)]">
			<DesktopHeader adventure={adventure} readOnly={readOnly} onEdit={() => setEditing(true)} />
			<MobileHeader
				title={adventure.title}
				view={mobileView}
				onViewChange={setMobileView}
				onShowDetails={() => setMobileDetails(true)}
			/>

			<div className="relative flex min-h-0 flex-1">
				<aside
					aria-label="Planner panel"
					className={cn(
						"min-h-0 w-full shrink-0 border-r border-sand-200 bg-white md:block md:w-[408px]",
						mobileView === "chat" ? "block" : "hidden",
					)}
				>
					{stage >= 1 ? (
						<SidePanel
							tab={tab}
							onTabChange={setTab}
							savedCount={planner.saved.length}
							pathCount={pathLines.count}
							readOnly={readOnly}
							guide={
								user && !readOnly ? (
									<GuideTab
										adventure={adventure}
										user={user}
										planner={planner}
										status={guideStatus}
										onAddToPath={onAddToPath}
										onOpenPath={setOpenPathId}
										onSetLocation={() => setEditing(true)}
									/>
								) : null
							}
							places={
								<PlacesTab
									adventureId={adventure.id}
									readOnly={readOnly}
									planner={planner}
									onAddToPath={onAddToPath}
									coverage={adventure.placesCoverage}
									onSetLocation={readOnly ? undefined : () => setEditing(true)}
								/>
							}
							paths={
								<PathsTab
									adventureId={adventure.id}
									trip={adventure}
									readOnly={readOnly}
									openPathId={openPathId}
									onOpenPath={setOpenPathId}
								/>
							}
						/>
					) : (
						<PanelSkeleton />
					)}
				</aside>
				<section aria-label="Map" className={cn("min-h-0 flex-1 md:block", mobileView === "map" ? "block" : "hidden")}>
					{stage >= 3 && mapWanted ? (
						<PlannerMap
							// A location set from the workspace (the adventure had none) moves the map from the world view.
							key={planner.hasLocation ? "located" : "world"}
							center={planner.center}
							zoom={planner.initialZoom}
							markers={planner.markers}
							lines={pathLines.lines}
							focus={planner.focus}
							onMarkerClick={(id) => {
								planner.selectById(id);
								setMobileView("map");
							}}
							label={adventure.location}
							className="h-full w-full"
						/>
					) : (
						<MapPlaceholder className="h-full" />
					)}
				</section>
				{planner.selected && (
					<PlacePanel
						key={planner.selected.googlePlaceId}
						place={planner.selected}
						adventureId={adventure.id}
						readOnly={readOnly}
						isSaved={planner.isSaved(planner.selected.googlePlaceId)}
						onClose={() => planner.select(null)}
						onSaved={planner.onSaved}
						onAddToPath={onAddToPath}
					/>
				)}
			</div>
			{!readOnly && (
				<AddToPathDialog
					place={addToPath}
					adventureId={adventure.id}
					trip={adventure}
					onOpenChange={(open) => !open && setAddToPath(null)}
					onViewPath={(pathId) => {
						// Adding stays where the family is (not a switch to the Paths tab, which lost their place); the
						// toast's 'View path' then closes the place panel and opens the path (or the list).
						planner.select(null);
						setOpenPathId(pathId);
						setTab("paths");
						setMobileView("chat");
					}}
				/>
			)}
			<OnceOpened open={mobileDetails}>
				<MobileDetailsPanel
					adventure={adventure}
					readOnly={readOnly}
					open={mobileDetails}
					onOpenChange={setMobileDetails}
					onEdit={() => setEditing(true)}
				/>
			</OnceOpened>
			{!readOnly && (
				<OnceOpened open={editing}>
					<EditAdventureDialog adventure={adventure} open={editing} onOpenChange={setEditing} />
				</OnceOpened>
			)}
		</div>
	);
}
