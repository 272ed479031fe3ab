import { Copy } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useLocation } from "react-router-dom";
import { Button } from "../../components/ui/button";
import { paths } from "../../lib/paths";
import { useAuth } from "../auth";
import type { DuplicableAdventure } from "./duplicate-dialog";
import { homeNote } from "./home-note";

const DuplicateDialog = lazy(() => import("./duplicate-dialog").then((m) => ({ default: m.DuplicateDialog })));

/**
 * 'Duplicate Adventure': a dialog with the title pre-filled as the original's plus ' (Copy)', empty
 * dates and the destination fixed. The kids' ages are editable (the viewer's own when the profile
 * has them, else the original's, with 'Use my kids' ages'); the description starts as the
 * original's and 'AI Suggest' re-writes it for the new dates and kids on request; a line can say
 * where home is and how far the trip is from it, so the copy fits their family. Signed-out viewers are sent to sign in first, returning here.
 */
export function DuplicateAdventureButton({ adventure }: { adventure: DuplicableAdventure }) {
	const { user, isLoading } = useAuth();
	const location = useLocation();
	const [open, setOpen] = useState(false);

	const start = () => {
		if (!user) {
			window.location.assign(paths.loginReturningTo(`${location.pathname}${location.search}`));
			return;
		}
		setOpen(true);
	};

	return (
		<>
			<Button onClick={start} disabled={isLoading}>
				<Copy aria-hidden className="size-4" />
				Duplicate Adventure
			</Button>
			{user && open && (
				<Suspense fallback={null}>
					<DuplicateDialog
						adventure={adventure}
						myKidAges={user.kidAges}
						myHomeNote={homeNote(user, adventure)}
						onOpenChange={setOpen}
					/>
				</Suspense>
			)}
		</>
	);
}
