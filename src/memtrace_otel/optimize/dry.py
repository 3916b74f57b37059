"""One optimization round without a validation split (what ``memtrace demo`` ends with): route each attributed
failure to the prompt variables its operation read, and let the offline rule optimizer propose one edit per target.
Nothing is applied: keeping an edit needs the gate, i.e. ``memtrace optimize`` with a validation split."""

from __future__ import annotations

from typing import Iterable

from .feedback import History, RuleOptimizer
from .targets import TARGETS, default_prompts, route


def propose(graph, verdicts: Iterable, prompts: dict | None = None) -> dict:
    prompts = dict(prompts or default_prompts())
    routed = []
    for v in verdicts:
        case = {"question": v.question, "expected": v.expected, "actual": v.actual}
        routed.append(route(graph, v, case))
    optimizer, history = RuleOptimizer(), History()
    per_target: dict[str, int] = {}
    edits: dict[str, str] = {}
    for name in TARGETS:
        mine = [r for r in routed if name in r.targets]
        if not mine:
            continue
        per_target[name] = len(mine)
        feedbacks = [optimizer.feedback(name, prompts[name], r, history) for r in mine]
        aggregated = optimizer.aggregate(name, prompts[name], feedbacks, history)
        if aggregated:
            edits[name] = aggregated[0]
    unpromptable: dict[str, dict] = {}
    for r in routed:
        if not r.targets:
            key = f"{r.error_type} at {r.op_name or '-'}"
            entry = unpromptable.setdefault(key, {"count": 0, "why": r.why, "settings": r.settings})
            entry["count"] += 1
    return {"routed": per_target, "edits": edits, "unpromptable": unpromptable}


def summary_lines(proposal: dict) -> list[str]:
    lines = []
    for name, count in proposal["routed"].items():
        edit = proposal["edits"].get(name)
        lines.append(f"  {name} ({TARGETS[name].var_id}): {count} failure(s) -> "
                     + (f'add "{edit}"' if edit else "no edit"))
    by_type: dict[str, list[str]] = {}
    for key, entry in sorted(proposal["unpromptable"].items(), key=lambda kv: -kv[1]["count"]):
        error_type, op = key.split(" at ", 1)
        shown = ", ".join(f"{k.split('.')[-1]}={v}" for k, v in (entry["settings"] or {}).items() if "top_k" in k)
        by_type.setdefault(error_type, []).append(op + (f" [{shown}]" if shown else "")
                                                  + (f" x{entry['count']}" if entry["count"] > 1 else ""))
    for error_type, ops in by_type.items():
        extra = ""
        if error_type == "RetrievalError":
            extra = " (retrieval ranked or filtered the evidence out: no prompt to edit)"
        elif error_type == "AnnotationError":
            extra = " (no operation to blame)"
        else:
            extra = " (the operation reads no prompt variable)"
        lines.append(f"  not promptable: {error_type} at {', '.join(ops)}{extra}")
    return lines
