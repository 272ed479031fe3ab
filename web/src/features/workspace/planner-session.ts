import { useEffect } from "react";
import { USER_ACTION_EVENT } from "../paths";
import { PLACE_SAVED_EVENT } from "../places";

/** A planner session per adventure on this device: 30-minute timeout, the last 5 actions kept. */
const PLANNER_SESSION_PREFIX = "adventure-guide:planner-session:";
export const PLANNER_SESSION_TIMEOUT_MS = 30 * 60 * 1000;
export const PLANNER_RECENT_ACTIONS = 5;

export interface PlannerAction {
	type: string;
	timestamp: number;
	data?: Record<string, unknown>;
}

export interface PlannerSession {
	id: string;
	adventureId: string;
	sessionType: "new" | "return";
	startTime: number;
	lastActivity: number;
	context: { recentActions: PlannerAction[] };
}

const keyOf = (adventureId: string) => `${PLANNER_SESSION_PREFIX}${adventureId}`;

function read(adventureId: string, storage: Storage): PlannerSession | null {
	try {
		return JSON.parse(storage.getItem(keyOf(adventureId)) ?? "null") as PlannerSession | null;
	} catch {
		return null;
	}
}

/** Resumes a session whose last activity is under 30 minutes old ('return'), else starts a new one. */
export function startPlannerSession(
	adventureId: string,
	now = Date.now(),
	storage: Storage = localStorage,
): PlannerSession {
	const stored = read(adventureId, storage);
	const session: PlannerSession =
		stored && stored.adventureId === adventureId && now - stored.lastActivity < PLANNER_SESSION_TIMEOUT_MS
			? { ...stored, sessionType: "return", lastActivity: now }
			: {
					id: crypto.randomUUID(),
					adventureId,
					sessionType: "new",
					startTime: now,
					lastActivity: now,
					context: { recentActions: [] },
				};
	storage.setItem(keyOf(adventureId), JSON.stringify(session));
	return session;
}

/** Any activity refreshes the session; an action is kept among the last five. */
export function touchPlannerSession(
	adventureId: string,
	action?: PlannerAction,
	now = Date.now(),
	storage: Storage = localStorage,
) {
	const session = read(adventureId, storage);
	if (!session) return null;
	const recentActions = action
		? [...session.context.recentActions, action].slice(-PLANNER_RECENT_ACTIONS)
		: session.context.recentActions;
	const next = { ...session, lastActivity: now, context: { ...session.context, recentActions } };
	storage.setItem(keyOf(adventureId), JSON.stringify(next));
	return next;
}

function clearPlannerSession(adventureId: string, storage: Storage = localStorage) {
	storage.removeItem(keyOf(adventureId));
}

/**
 * Drives the tracker while the planner path (/adventure/{id}/planner) is open: activity, focus and
 * blur refresh it, saves and path additions are recorded, the 30-minute timeout or leaving clears it.
 */
export function usePlannerSession(adventureId: string, active: boolean) {
	useEffect(() => {
		if (!active) return;
		startPlannerSession(adventureId);
		let timeout = setTimeout(() => clearPlannerSession(adventureId), PLANNER_SESSION_TIMEOUT_MS);
		const activity = (action?: PlannerAction) => {
			touchPlannerSession(adventureId, action);
			clearTimeout(timeout);
			timeout = setTimeout(() => clearPlannerSession(adventureId), PLANNER_SESSION_TIMEOUT_MS);
		};
		const onActivity = () => activity();
		const onSaved = (event: Event) => {
			const place = (event as CustomEvent<{ place?: { googlePlaceId?: string; name?: string } }>).detail?.place;
			activity({
				type: "place_saved",
				timestamp: Date.now(),
				data: { placeId: place?.googlePlaceId, name: place?.name },
			});
		};
		const onUserAction = (event: Event) => {
			const detail = (event as CustomEvent<{ action?: string }>).detail ?? {};
			activity({ type: detail.action ?? "user_action", timestamp: Date.now(), data: { ...detail } });
		};
		const events = ["pointerdown", "keydown", "focus", "blur"] as const;
		for (const name of events) window.addEventListener(name, onActivity);
		window.addEventListener(PLACE_SAVED_EVENT, onSaved);
		window.addEventListener(USER_ACTION_EVENT, onUserAction);
		return () => {
			for (const name of events) window.removeEventListener(name, onActivity);
			window.removeEventListener(PLACE_SAVED_EVENT, onSaved);
			window.removeEventListener(USER_ACTION_EVENT, onUserAction);
			clearTimeout(timeout);
			// Leaving the planner path clears the session.
			clearPlannerSession(adventureId);
		};
	}, [adventureId, active]);
}
