"""The validation gate: a candidate prompt set is kept only if validation accuracy rises and no error type gets
worse beyond a margin (a share of the validation questions); otherwise the previous prompts stay. A rejected
candidate that ties (same accuracy, no error type worse) is not kept either; the loop may explore from it."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class GateDecision:
    accepted: bool
    reason: str


def decide(current_acc: float, candidate_acc: float, current_errors: dict[str, int], candidate_errors: dict[str, int],
           questions: int, margin: float = 0.05) -> GateDecision:
    if candidate_acc <= current_acc:
        return GateDecision(False, f"validation accuracy {current_acc:.3f} -> {candidate_acc:.3f} does not rise")
    allowed = margin * questions
    worse = {t: candidate_errors.get(t, 0) - current_errors.get(t, 0) for t in candidate_errors}
    over = {t: d for t, d in worse.items() if d > allowed}
    if over:
        listed = ", ".join(f"{t} +{d}" for t, d in sorted(over.items()))
        return GateDecision(False, f"error types worse beyond the margin ({allowed:.1f} cases): {listed}")
    return GateDecision(True, f"validation accuracy {current_acc:.3f} -> {candidate_acc:.3f}, no error type worse "
                              f"than +{allowed:.1f} cases")


def ties(current_acc: float, candidate_acc: float, current_errors: dict[str, int], candidate_errors: dict[str, int],
         questions: int, margin: float = 0.05) -> bool:
    """A rejected candidate that neither lowers validation accuracy nor makes an error type worse beyond the margin:
    not kept, but the loop may build the next candidate on it (see loop.optimize)."""
    allowed = margin * questions
    return candidate_acc == current_acc and all(
        candidate_errors.get(t, 0) - current_errors.get(t, 0) <= allowed for t in candidate_errors)
