import { useSyncExternalStore } from "react";

/** At most one toast visible, each shown for 5000 ms by default. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

export interface ToastInput {
	title?: string;
	description?: string;
	variant?: "default" | "destructive" | "success";
	duration?: number;
	/** A button in the toast (e.g. 'View path'); using it closes the toast. */
	action?: { label: string; onClick: () => void };
}

export interface ToastItem extends ToastInput {
	id: number;
	open: boolean;
}

let nextId = 1;
let toasts: ToastItem[] = [];
const listeners = new Set<() => void>();

function emit(next: ToastItem[]) {
	toasts = next;
	for (const listener of listeners) listener();
}

/** Shows a toast; a newer toast replaces the visible one. Returns its id. */
export function toast(input: ToastInput): number {
	const id = nextId++;
	emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
	return id;
}

export function dismissToast(id: number): void {
	emit(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
	// Let the exit animation finish before the item leaves the list.
	setTimeout(() => emit(toasts.filter((item) => item.id !== id)), 200);
}

export function useToasts(): ToastItem[] {
	return useSyncExternalStore(
		(listener) => {
			listeners.add(listener);
			return () => listeners.delete(listener);
		},
		() => toasts,
		() => toasts,
	);
}
