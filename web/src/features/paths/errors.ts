import { toast } from "../../components/ui/toast-store";
import { ApiError } from "../../lib/api-client";

/** Path errors: destructive 'Error' with the server's message, else the fallback. */
export function pathErrorToast(error: unknown, fallback: string) {
	const message = error instanceof ApiError ? (error.serverMessage ?? fallback) : fallback;
	toast({ title: "Error", description: message, variant: "destructive" });
}
