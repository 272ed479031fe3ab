import type { ChangeTopic } from "../../domain/live/protocol";

/** The rooms' namespace and a room's stub, typed from the generated `Env` (wrangler types). */
type RoomNamespace = Env["ADVENTURE_ROOM"];
type RoomStub = ReturnType<RoomNamespace["get"]>;

/** Work to finish after the response (waitUntil); a failure is logged under `label`, never surfaced. */
export type Later = (label: string, work: Promise<unknown>) => void;

/** Who may read an adventure: its owner, and everyone signed in when it is public. */
export interface RoomAccess {
	ownerId: string;
	isPublic: boolean;
}

/** The adventures' Durable Objects (one room per adventure id). */
export interface Rooms {
	of(adventureId: string): RoomStub;
	/** Tells the adventure's open tabs (live channel) what changed, after the response. */
	announce(adventureId: string, ...topics: ChangeTopic[]): void;
	/** Closes the room's sockets and drops its conversation, after the response (the adventure is gone). */
	purge(adventureId: string): void;
	/**
	 * Tells the room who may read the adventure now (visibility or owner changed); the room closes
	 * the sockets whose user lost access. Awaited, so they are closed before the answer; a room that
	 * cannot be reached is logged, not surfaced (the change itself is already stored).
	 */
	accessChanged(adventureId: string, access: RoomAccess): Promise<void>;
}

function roomOf(namespace: RoomNamespace, adventureId: string): RoomStub {
	return namespace.get(namespace.idFromName(adventureId));
}

export function createRooms(namespace: RoomNamespace, later: Later): Rooms {
	const of = (adventureId: string) => roomOf(namespace, adventureId);
	return {
		of,
		announce(adventureId, ...topics) {
			for (const topic of topics) later("room change notice", of(adventureId).broadcastChange(topic));
		},
		purge(adventureId) {
			later("room purge", of(adventureId).purge());
		},
		async accessChanged(adventureId, access) {
			try {
				await of(adventureId).accessChanged(access);
			} catch (error) {
				console.warn("room access change failed", error);
			}
		},
	};
}
