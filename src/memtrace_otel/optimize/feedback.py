"""The optimizer's three steps (TextGrad-style, as the reference's loop): feedback per (target, routed failure),
aggregation per target (with one step of history), rewrite of the target's text only.

Two optimizers share this interface:
- :class:`RuleOptimizer` (offline, deterministic): maps a verdict (error type + the operation blamed) and the failed
  case to one edit, a rule line the local model recognises (local_model.rules) or a generic line it does not;
- :class:`LLMOptimizer` (``--model``): the same steps as prompts to any litellm model, free text.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from typing import Any, Optional

from ..local_model import rules as R
from .targets import TARGETS, Routed

GENERIC = {
    "extraction": "Extract every detail a later question could ask about.",
    "update": "Be careful when changing existing memories.",
    "answer": "Answer with the exact words of the memory that holds the answer.",
}


@dataclass
class Feedback:
    target: str
    case_id: str
    error_type: str
    op_name: Optional[str]
    text: str
    rule: Optional[str] = None  # the local model's rule this feedback asks for (rule optimizer only)


@dataclass
class Usage:
    calls: int = 0
    input_tokens: int = 0
    output_tokens: int = 0
    cost: float = 0.0

    def add(self, other: "Usage") -> None:
        self.calls += other.calls
        self.input_tokens += other.input_tokens
        self.output_tokens += other.output_tokens
        self.cost += other.cost

    def to_dict(self) -> dict:
        return {"llm_calls": self.calls, "input_tokens": self.input_tokens, "output_tokens": self.output_tokens,
                "cost_usd": round(self.cost, 6)}


@dataclass
class History:
    """One step of history per target: the previous text and the feedback that produced it, and whether the
    gate kept it."""

    previous: dict[str, tuple[str, str, bool]] = field(default_factory=dict)  # target -> (old text, feedback, kept)


def _rule_for(routed: Routed, target: str) -> Optional[str]:
    """The verdict -> edit table of the rule optimizer."""
    case = routed.case or {}
    expected = str(case.get("expected") or "")
    multi_part = "," in expected or " and " in expected
    if target == "extraction" and routed.error_type == "ExtractionError":
        return R.KEEP_TIME if R.is_time(expected) else R.SPLIT_CLAUSES
    if target == "update" and routed.error_type in ("UpdateError", "DeletionError"):
        return R.PREFER_ADD
    if target == "answer" and routed.error_type == "ResponseError":
        return R.COMBINE if multi_part or len(case.get("evidence") or ()) > 1 else None
    return None


class RuleOptimizer:
    """Deterministic: each routed failure suggests one rule for each target it reaches; aggregation counts them;
    the rewrite appends the most asked-for rule the prompt does not state yet (skipping one the gate just rolled
    back). A verdict with no entry in the table yields the target's generic line (which the local model ignores)."""

    name = "rules"

    def __init__(self, seed: int = 0):
        self.seed = seed
        self.usage = Usage()

    def feedback(self, target: str, text: str, routed: Routed, history: History) -> Feedback:
        rule = _rule_for(routed, target)
        line = R.RULE_TEXT[rule] if rule else GENERIC[target]
        return Feedback(target, routed.case_id, routed.error_type, routed.op_name, line, rule)

    def aggregate(self, target: str, text: str, feedbacks: list[Feedback], history: History) -> list[str]:
        stated = R.recognised(text)
        rejected = set()
        prev = history.previous.get(target)
        if prev is not None and not prev[2]:
            rejected = {line for line in prev[1].splitlines() if line}
        counts: dict[str, int] = {}
        for fb in feedbacks:
            if (fb.rule and fb.rule in stated) or fb.text in text or fb.text in rejected:
                continue
            counts[fb.text] = counts.get(fb.text, 0) + 1
        return [line for line, _ in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))]

    def rewrite(self, target: str, text: str, aggregated: list[str], history: History) -> str:
        if not aggregated:
            return text
        return (text.rstrip() + "\n" if text.strip() else "") + "- " + aggregated[0]


FEEDBACK_SYSTEM = (
    "You improve one prompt of an LLM memory system. You get the prompt (a variable), one failed case that "
    "attribution traced to an operation that read this prompt, and the operation's inputs and outputs. Say, as "
    "concrete and actionable suggestions, how the prompt's text should change so the operation would not make this "
    "mistake. Only the prompt's text may change, not the flow of operations. Do not rewrite the prompt. Reply as "
    'JSON: {"rationale": "...", "feedback": "..."}.')
AGGREGATE_SYSTEM = (
    "Merge these suggestions for one prompt into one list: merge redundant items, keep every constraint and detail. "
    'Reply as JSON: {"rationale": "...", "aggregated_feedback": "..."}.')
REWRITE_SYSTEM = (
    "Rewrite the prompt following the aggregated feedback. Keep its role and every unrelated part. Reply as JSON: "
    '{"rationale": "...", "improved_value": "the full new prompt text"}.')
BATCH = 4


class LLMOptimizer:
    """The three steps through ``litellm.completion`` (any provider; ``api_base`` for an OpenAI-compatible
    server). Token counts from each response's usage; cost from ``litellm.completion_cost`` when litellm knows the
    model's price (0 otherwise, and said so in the report)."""

    name = "llm"

    def __init__(self, model: str, api_base: Optional[str] = None, api_key: Optional[str] = None, seed: int = 0):
        self.model, self.api_base, self.api_key, self.seed = model, api_base, api_key, seed
        self.usage = Usage()
        self._calls = 0

    def _ask(self, system: str, user: str, key: str) -> str:
        import litellm

        kwargs: dict[str, Any] = {"model": self.model, "temperature": 0,
                                  "messages": [{"role": "system", "content": system},
                                               {"role": "user", "content": user}],
                                  "response_format": {"type": "json_object"}}
        if self.api_base:
            kwargs["api_base"] = self.api_base
        if self.api_key or self.api_base:
            kwargs["api_key"] = self.api_key or "local"
        response = litellm.completion(**kwargs)
        self._calls += 1
        usage = getattr(response, "usage", None)
        cost = 0.0
        try:
            cost = float(litellm.completion_cost(completion_response=response) or 0.0)
        except Exception:
            cost = 0.0
        self.usage.add(Usage(1, int(getattr(usage, "prompt_tokens", 0) or 0),
                             int(getattr(usage, "completion_tokens", 0) or 0), cost))
        content = response.choices[0].message.content or ""
        try:
            data = json.loads(content)
            value = data.get(key) if isinstance(data, dict) else None
        except json.JSONDecodeError:
            value = None
        return str(value).strip() if value else ""

    def feedback(self, target: str, text: str, routed: Routed, history: History) -> Feedback:
        case = routed.case or {}
        prev = history.previous.get(target)
        user = json.dumps({
            "variable": {"id": TARGETS[target].var_id, "description": TARGETS[target].description, "value": text},
            "failed_case": {"question": case.get("question"), "expected": case.get("expected"),
                            "actual": case.get("actual"), "error_type": routed.error_type, "operation": routed.op_name,
                            "reason": getattr(routed.verdict, "reason", None),
                            "operation_subgraph": case.get("subgraph")},
            "history": ({"previous_value": prev[0], "feedback": prev[1], "kept_by_validation_gate": prev[2]}
                        if prev else None)}, ensure_ascii=False, indent=1)
        return Feedback(target, routed.case_id, routed.error_type, routed.op_name,
                        self._ask(FEEDBACK_SYSTEM, user, "feedback"))

    def aggregate(self, target: str, text: str, feedbacks: list[Feedback], history: History) -> list[str]:
        items = [fb.text for fb in feedbacks if fb.text]
        if not items:
            return []
        random.Random(f"{self.seed}:{target}:{self._calls}").shuffle(items)
        summary = self._ask(AGGREGATE_SYSTEM, json.dumps({"suggestions": items[:BATCH]}, ensure_ascii=False),
                            "aggregated_feedback")
        rest = items[BATCH:]
        while rest:
            batch, rest = rest[:BATCH - 1], rest[BATCH - 1:]
            summary = self._ask(AGGREGATE_SYSTEM, json.dumps({"summary_so_far": summary, "suggestions": batch},
                                                             ensure_ascii=False), "aggregated_feedback")
        return [summary] if summary else []

    def rewrite(self, target: str, text: str, aggregated: list[str], history: History) -> str:
        if not aggregated:
            return text
        user = json.dumps({"variable": {"id": TARGETS[target].var_id, "description": TARGETS[target].description,
                                        "value": text}, "aggregated_feedback": aggregated[0]}, ensure_ascii=False)
        improved = self._ask(REWRITE_SYSTEM, user, "improved_value")
        return improved or text
