"""Optimization targets: the prompt variables a faulty operation can read, with a stable id each, and how a prompt
text is applied through mem0's own configuration.

- ``extraction``: ``prompt:mem0.fact_extraction``, read by ``mem0.extract`` (2.x) / ``mem0.extract_facts`` (1.x);
  applied through 2.x ``custom_instructions`` or 1.x ``custom_fact_extraction_prompt``;
- ``update``: ``prompt:mem0.update_decision``, read by ``mem0.decide`` (1.x only: 2.x makes no update decision);
  applied through ``custom_update_memory_prompt``;
- ``answer``: ``prompt:qa`` (or an unnamed ``prompt:litellm.system``), read by the app's answer call through
  litellm; the app's QA system prompt.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

from ..instrumentations.prompt_vars import MEM0_EXTRACTION, MEM0_UPDATE, PREFIX
from ..local_model.prompts import ANSWER_SYSTEM_PROMPT

QA_PROMPT_ID = "qa"


@dataclass(frozen=True)
class Target:
    name: str
    var_id: str
    description: str


TARGETS = {
    "extraction": Target("extraction", PREFIX + MEM0_EXTRACTION, "mem0 fact extraction prompt"),
    "update": Target("update", PREFIX + MEM0_UPDATE, "mem0 update-decision prompt (mem0 1.x)"),
    "answer": Target("answer", PREFIX + QA_PROMPT_ID, "the app's question-answering system prompt"),
}
BY_VAR = {t.var_id: name for name, t in TARGETS.items()}
BY_VAR[PREFIX + "litellm.system"] = "answer"  # an app's unnamed system prompt through litellm


def mem0_major() -> int:
    from importlib.metadata import version

    return int(version("mem0ai").split(".")[0])


def default_prompts(major: Optional[int] = None) -> dict[str, str]:
    """The editable text of each target before optimization. 2.x extraction: the custom instructions (empty; the
    built-in extraction prompt stays); 1.x: the library's default prompts."""
    major = mem0_major() if major is None else major
    if major == 1:
        from mem0.configs import prompts as mp

        extraction = getattr(mp, "USER_MEMORY_EXTRACTION_PROMPT", None) or mp.FACT_RETRIEVAL_PROMPT
        update = mp.DEFAULT_UPDATE_MEMORY_PROMPT
    else:
        extraction, update = "", ""
    return {"extraction": extraction, "update": update, "answer": ANSWER_SYSTEM_PROMPT}


def mem0_config_fragment(prompts: dict[str, str], major: Optional[int] = None) -> dict[str, Any]:
    """The keys to merge into ``Memory.from_config(...)``: 2.x ``custom_instructions``; 1.x
    ``custom_fact_extraction_prompt`` and ``custom_update_memory_prompt``. Empty texts are left out."""
    major = mem0_major() if major is None else major
    if major == 1:
        out = {"custom_fact_extraction_prompt": prompts.get("extraction"),
               "custom_update_memory_prompt": prompts.get("update")}
    else:
        out = {"custom_instructions": prompts.get("extraction")}
    return {k: v for k, v in out.items() if v}


@dataclass
class Routed:
    """Where one attributed failure goes: the targets whose prompt the faulty operation read, or none (then
    ``why`` says so, and ``settings`` lists a retrieval's parameters)."""

    case_id: str
    error_type: str
    op_name: Optional[str]
    targets: list[str]
    why: str = ""
    settings: Optional[dict] = None
    verdict: Any = None
    case: Optional[dict] = None


_RETRIEVAL_KEYS = ("top_k", "limit", "threshold", "filters", "filter", "rerank", "k", "scope.key")


def route(graph, verdict, case: Optional[dict] = None, *, attribution: bool = True,
          run_settings: Optional[dict] = None) -> Routed:
    """Route a verdict to the targets whose prompt variable its operation read (the reference's rule: the target's
    variable is in the attributed op's subgraph). ``attribution=False``: every failure to every target (the
    reference's ``--disable-memtrace`` control)."""
    case_id = verdict.case_id
    if not attribution:
        return Routed(case_id, "ResponseError", "question-answering", list(TARGETS), "no attribution: all targets",
                      verdict=verdict, case=case)
    op = graph.operations.get(verdict.op_id) if verdict.op_id else None
    if op is None:
        return Routed(case_id, verdict.error_type, verdict.op_name, [],
                      "no operation to blame" if not verdict.op_id else "the blamed operation is not in the graph",
                      verdict=verdict, case=case)
    targets = []
    for edge in op.inputs:
        node = graph.variables.get(edge.node_id)
        if node is not None and node.var_id in BY_VAR and BY_VAR[node.var_id] not in targets:
            targets.append(BY_VAR[node.var_id])
    if targets:
        return Routed(case_id, verdict.error_type, _op_label(op), targets, verdict=verdict, case=case)
    settings = {k: v for k, v in (op.attributes or {}).items()
                if k.lower().split(".")[-1] in _RETRIEVAL_KEYS or "top_k" in k.lower()}
    if op.kind in ("retrieve", "rerank") or verdict.error_type == "RetrievalError":
        settings.update(run_settings or {})
        why = "retrieval: no prompt to edit (the evidence was ranked or filtered out); retrieval settings involved"
    else:
        why = f"{op.name} reads no prompt variable"
    return Routed(case_id, verdict.error_type, _op_label(op), [], why, settings=settings or None, verdict=verdict,
                  case=case)


def _op_label(op) -> str:
    return str((op.attributes or {}).get("memtrace.op.name") or op.op_name or op.name)
