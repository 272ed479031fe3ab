import type { Bindings } from "./bindings";
import type { AppConfig } from "./config";
import type { AdventureRow, PathRow, UserRow } from "./db/schema";
import type { Deps } from "./lib/deps";
import type { Access } from "./services/adventure-access";
import type { Session } from "./services/sessions";

export type { Bindings } from "./bindings";

interface AppVariables {
	config: AppConfig;
	session: Session | null;
	user: UserRow | null;
	/** Database, providers (metered into this request's usage meter) and rooms, built once from config. */
	deps: Deps;
	/** A streamed answer still being written after the handler returned: its metering waits for it. */
	streaming?: Promise<void>;
}

export type AppEnv = { Bindings: Bindings; Variables: AppVariables };

/** After `requireUser()`: the caller is signed in. */
export type SignedInEnv = { Bindings: Bindings; Variables: AppVariables & { user: UserRow } };

/** After `adventureAccess()`: the adventure the request names and the caller's access to it. */
export type AdventureEnv = SignedInEnv & { Variables: { adventure: AdventureRow; access: Access } };

/** After `sharedAdventureRead()`: the adventure and the caller's access; the caller may be signed out. */
export type SharedAdventureEnv = AppEnv & { Variables: { adventure: AdventureRow; access: Access } };

/** After `optionalAdventureAccess()`: the same, or null when the request names no adventure. */
export type OptionalAdventureEnv = SignedInEnv & { Variables: { adventure: AdventureRow | null } };

/** After `pathAccess()`: the path, its adventure and the caller's access. */
export type PathEnv = AdventureEnv & { Variables: { path: PathRow } };

/** After `stopAccess()`: a stop's id with its path and adventure. */
export type StopEnv = PathEnv & { Variables: { stopId: string } };
