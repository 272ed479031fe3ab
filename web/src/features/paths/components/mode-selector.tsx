import { useId } from "react";
import type { TransportMode } from "../../../../../domain/path/path-rules";
import { cn } from "../../../lib/cn";
import { MODE_LABEL, ModeIcon } from "./mode-icon";

/** Four transport modes as a radio group (native radios under styled labels: arrows move between them). */
export function ModeSelector({
	value,
	onChange,
	modes,
	disabled,
}: {
	value: TransportMode;
	onChange: (mode: TransportMode) => void;
	modes: readonly TransportMode[];
	disabled?: boolean;
}) {
	const name = useId();
	return (
		<fieldset className="grid min-w-0 grid-cols-4 gap-1.5" disabled={disabled}>
			<legend className="sr-only">Transport mode</legend>
			{modes.map((mode) => (
				<label
					key={mode}
					className={cn(
						"flex cursor-pointer flex-col items-center gap-1 rounded-xl border px-2 py-2 text-xs font-bold transition-colors",
						"has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500",
						disabled && "cursor-not-allowed opacity-50",
						value === mode
							? "border-brand-600 bg-brand-600 text-white"
							: "border-sand-200 bg-white text-ink-700 hover:bg-sand-100",
					)}
				>
					<input
						type="radio"
						name={name}
						value={mode}
						checked={value === mode}
						onChange={() => onChange(mode)}
						className="sr-only"
					/>
					<ModeIcon mode={mode} />
					{MODE_LABEL[mode]}
				</label>
			))}
		</fieldset>
	);
}
