import { Sparkles } from "lucide-react";
import { type ReactNode, useId } from "react";
import type { TransportMode } from "../../../../../domain/path/path-rules";
import { cn } from "../../../lib/cn";
import { MODE_LABEL, ModeIcon } from "./mode-icon";

/** The choice that sends no mode: the server picks one from the distances between the stops. */
const CHOOSE_FOR_ME = "Choose for me";

/**
 * Transport modes as a radio group (native radios under styled labels: arrows move between them).
 * With `chooseForMe`, a first choice 'Choose for me' stands for null (no mode sent).
 */
export function ModeSelector({
	value,
	onChange,
	modes,
	disabled,
	chooseForMe,
}: {
	value: TransportMode | null;
	onChange: (mode: TransportMode | null) => void;
	modes: readonly TransportMode[];
	disabled?: boolean;
	chooseForMe?: boolean;
}) {
	const name = useId();
	return (
		<fieldset className="grid min-w-0 grid-cols-4 gap-1.5" disabled={disabled}>
			<legend className="sr-only">Transport mode</legend>
			{chooseForMe && (
				<ModeOption name={name} checked={value === null} onCheck={() => onChange(null)} className="col-span-4 flex-row">
					<Sparkles aria-hidden className="size-4" />
					{CHOOSE_FOR_ME}
					<span className="sr-only"> (from the distances between the stops)</span>
				</ModeOption>
			)}
			{modes.map((mode) => (
				<ModeOption key={mode} name={name} checked={value === mode} onCheck={() => onChange(mode)} disabled={disabled}>
					<ModeIcon mode={mode} />
					{MODE_LABEL[mode]}
				</ModeOption>
			))}
		</fieldset>
	);
}

function ModeOption({
	name,
	checked,
	onCheck,
	disabled,
	className,
	children,
}: {
	name: string;
	checked: boolean;
	onCheck: () => void;
	disabled?: boolean;
	className?: string;
	children: ReactNode;
}) {
	return (
		<label
			className={cn(
				"flex cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border px-2 py-2 text-xs font-bold transition-colors",
				"has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500",
				disabled && "cursor-not-allowed opacity-50",
				checked
					? "border-brand-600 bg-brand-600 text-white"
					: "border-sand-200 bg-white text-ink-700 hover:bg-sand-100",
				className,
			)}
		>
			<input type="radio" name={name} checked={checked} onChange={onCheck} className="sr-only" />
			{children}
		</label>
	);
}
