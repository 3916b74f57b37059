"""The verdict of one failed case, as every engine returns it and as results.jsonl stores it."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Optional

from .taxonomy import STAGE_OF_ERROR


@dataclass
class Candidate:
    """An operation the engine weighed, with why it was or was not chosen."""

    op_id: str
    error_type: str
    reason: str
    score: float = 0.0


@dataclass
class Attribution:
    case_id: str
    error_type: str
    op_id: Optional[str]  # "trace:span" of the root-cause operation (None when no operation is to blame)
    confidence: float
    reason: str
    engine: str
    error_subtype: Optional[str] = None
    trace_id: Optional[str] = None
    span_id: Optional[str] = None
    op_name: Optional[str] = None
    failed_trace_id: Optional[str] = None  # the failed answer's outcome span
    failed_span_id: Optional[str] = None
    answer_op_id: Optional[str] = None
    evidence: list[str] = field(default_factory=list)  # node ids used as source evidence
    path: list[str] = field(default_factory=list)  # node and op ids followed from evidence to the verdict
    alternatives: list[Candidate] = field(default_factory=list)
    question: Optional[str] = None
    expected: Any = None
    actual: Optional[str] = None
    mode: str = ""  # content+answer | content+feedback | content+question | structural
    cost: dict[str, Any] = field(default_factory=dict)  # seconds, llm_calls, input_tokens, output_tokens

    @property
    def stage(self) -> str:
        return STAGE_OF_ERROR.get(self.error_type, "none")

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["stage"] = self.stage
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Attribution":
        data = dict(data)
        data.pop("stage", None)
        data["alternatives"] = [Candidate(**c) for c in data.get("alternatives", [])]
        known = set(cls.__dataclass_fields__)
        return cls(**{k: v for k, v in data.items() if k in known})
