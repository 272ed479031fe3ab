import { Share2 } from "lucide-react";
import { lazy, useState } from "react";
import { Button } from "../../../components/ui/button";
import { OnceOpened } from "../../../lib/lazy";
import type { AdventureWithAccess } from "../../adventures";

/** The share dialog: fetched when Share is first pressed. */
const ShareDialog = lazy(() => import("./share-dialog").then((m) => ({ default: m.ShareDialog })));

/** The owner's Share button and its dialog. */
export function ShareButton({ adventure }: { adventure: AdventureWithAccess }) {
	const [open, setOpen] = useState(false);
	return (
		<>
			<Button variant="outline" size="sm" onClick={() => setOpen(true)}>
				<Share2 aria-hidden className="size-4" />
				Share
			</Button>
			<OnceOpened open={open}>
				<ShareDialog adventure={adventure} open={open} onOpenChange={setOpen} />
			</OnceOpened>
		</>
	);
}
