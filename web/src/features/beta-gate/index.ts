export { BetaGate, useHasBetaAccess } from "./beta-gate";
export { JoinBetaBanner } from "./join-beta-banner";
