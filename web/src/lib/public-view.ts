import { createContext, useContext } from "react";

/**
 * The public view's adventure and the share token it was opened with. Inside the public view
 * (`/adventure/{id}/public`, `/public/{id}?share=`) its components read through the view's own
 * routes (`/api/public/adventures/{id}/…?share=`), which a visitor without an account or the beta
 * password may call; elsewhere there is none.
 */
export interface PublicViewScope {
	adventureId: string;
	share: string | undefined;
}

export const PublicViewScopeContext = createContext<PublicViewScope | null>(null);

/** The public view's scope, or null outside it. */
export const usePublicViewScope = () => useContext(PublicViewScopeContext);

/** The `?share=` of a public view request (none when the view was opened without a token). */
export const shareQuery = (scope: PublicViewScope): { share?: string } => (scope.share ? { share: scope.share } : {});
