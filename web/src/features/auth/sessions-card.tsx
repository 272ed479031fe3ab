import { MonitorSmartphone } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { toast } from "../../components/ui/toast-store";
import { useSignOutEverywhere } from "./api/sign-out-everywhere";

/** Profile → Sessions: 'Sign out everywhere' ends every session of the user but this one. */
export function SessionsCard() {
	const mutation = useSignOutEverywhere({
		mutationConfig: {
			onSuccess: ({ ended }) =>
				toast({
					title: "Signed out everywhere else",
					description:
						ended === 0
							? "No other device or browser was signed in."
							: `Ended ${ended} other ${ended === 1 ? "session" : "sessions"}. This browser stays signed in.`,
					variant: "success",
				}),
			onError: () =>
				toast({
					title: "Error",
					description: "Could not sign out the other sessions. Please try again.",
					variant: "destructive",
				}),
		},
	});

	return (
		<Card className="p-6">
			<section aria-labelledby="sessions-heading" className="flex flex-col gap-4 sm:flex-row sm:items-center">
				<MonitorSmartphone aria-hidden className="size-8 shrink-0 text-brand-600" />
				<div className="flex-1">
					<h2 id="sessions-heading" className="font-display text-lg font-bold text-ink-900">
						Sessions
					</h2>
					<p className="text-sm text-ink-500">
						Signed in on a device you no longer use, or one that is not yours? End every other session; this browser
						stays signed in.
					</p>
				</div>
				<Button variant="outline" disabled={mutation.isPending} onClick={() => mutation.mutate()}>
					{mutation.isPending ? "Signing out..." : "Sign out everywhere"}
				</Button>
			</section>
		</Card>
	);
}
