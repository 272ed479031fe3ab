import { useState } from "react";
import { MAX_MONTHLY_BUDGET_USD, SPEND_TEXTS } from "../../../../../domain/monitoring/spend";
import { Button } from "../../../components/ui/button";
import { FieldError, Input, Label } from "../../../components/ui/input";
import { useSetBudget } from "../api/set-budget";

/** The monthly budget, editable by the admin: raising it past the month's spend reopens the paid services. */
export function BudgetForm({ budget }: { budget: number }) {
	const [value, setValue] = useState(String(budget));
	const save = useSetBudget();
	const amount = Number(value);
	const valid = value.trim() !== "" && Number.isFinite(amount) && amount >= 0 && amount <= MAX_MONTHLY_BUDGET_USD;
	return (
		<form
			className="mt-4 flex flex-wrap items-end gap-3"
			onSubmit={(event) => {
				event.preventDefault();
				if (valid) save.mutate(amount);
			}}
		>
			<div className="grid gap-1">
				<Label htmlFor="monthly-budget">{SPEND_TEXTS.budgetLabel}</Label>
				<Input
					id="monthly-budget"
					type="number"
					inputMode="decimal"
					min={0}
					max={MAX_MONTHLY_BUDGET_USD}
					step="any"
					className="w-40"
					value={value}
					aria-invalid={!valid}
					aria-describedby={valid ? undefined : "monthly-budget-error"}
					onChange={(event) => {
						setValue(event.target.value);
						save.reset();
					}}
				/>
			</div>
			<Button type="submit" variant="outline" disabled={!valid || save.isPending}>
				{SPEND_TEXTS.save}
			</Button>
			{valid ? null : <FieldError id="monthly-budget-error">{SPEND_TEXTS.invalid}</FieldError>}
			{save.isSuccess && (
				<p role="status" className="text-sm font-semibold text-emerald-700">
					{SPEND_TEXTS.saved}
				</p>
			)}
			{save.isError && <FieldError>{SPEND_TEXTS.saveFailed}</FieldError>}
		</form>
	);
}
