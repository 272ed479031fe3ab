import { deleteRefusal } from "../../../../../domain/user/status-rules";
import { ConfirmDialog } from "../../../components/ui/dialog";
import type { AdminUser } from "../api/get-admin-users";

/**
 * Confirms a deletion. For a user active within 30 days (or an admin) it says why it cannot be
 * done and keeps the confirm button disabled; the server refuses those anyway (409).
 */
export function DeleteUserDialog({
	user,
	pending,
	onOpenChange,
	onConfirm,
}: {
	user: AdminUser | null;
	pending: boolean;
	onOpenChange: (open: boolean) => void;
	onConfirm: (user: AdminUser) => void;
}) {
	const refusal = user ? deleteRefusal(user) : null;
	const name = user ? user.fullName || user.email : "";
	return (
		<ConfirmDialog
			open={user !== null}
			onOpenChange={onOpenChange}
			title="Delete User"
			description={`Are you sure you want to delete ${name}? Their adventures, saved places, paths and profile photo will be permanently deleted. This action cannot be undone.`}
			confirmLabel="Delete User"
			pendingLabel="Deleting..."
			pending={pending}
			confirmDisabled={refusal !== null}
			onConfirm={() => user && onConfirm(user)}
		>
			{refusal && (
				<p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-semibold text-red-700">
					{refusal}
				</p>
			)}
		</ConfirmDialog>
	);
}
