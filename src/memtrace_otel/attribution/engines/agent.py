"""The ``agent`` engine: an LLM explores the evolution graph, as in the MemTrace paper, but cheaper and checked.

- Seeded by the lineage engine: its verdict, the alternatives it weighed and the evidence become the starting
  frontier and a hint, so the model starts where the deterministic pass already looked.
- An earliest-first frontier of variable versions (at most ``max_frontier``), and tools to expand an operation,
  explore a variable (every operation that produced or consumed it), read a variable's content, add or drop frontier
  nodes, and finish. Replies are JSON actions, so any chat model works (no native tool calling needed).
- Budgets on LLM calls and tokens. The final answer is validated against the graph (the error type must be known,
  the operation must exist); an invalid answer is sent back to the model; when the budget runs out, the lineage
  verdict stands and the result says so.
"""

from __future__ import annotations

import json
import time
from typing import Any, Optional

from ...graph import EvolutionGraph, Operation, Outcome
from .. import taxonomy as tx
from ..result import Attribution
from .lineage import Case, LineageEngine
from .llm import BudgetExceeded, LLMClient, Usage, parse_json_reply

MAX_TOOL_CHARS = 6000
MAX_VALUE_CHARS = 600

SYSTEM_PROMPT = f"""You are a careful failure-attribution agent for LLM memory systems.
A memory system's execution is an evolution graph: operations (extract, write, update, delete, evict, retrieve,
rerank, generate, ...) consume and produce versioned variables (messages, facts, memory records, queries, answers).
Ideal behaviour: the critical information enters a memory unit during construction, survives later updates and
deletions, is surfaced by retrieval, and is used by the answering model.
Find the EARLIEST DECISIVE faulty operation: it produced wrong or insufficient output for its role, everything before
it was correct, and fixing it alone would have rescued the answer. Judge in execution order, not message order.
Error types: {tx.EXTRACTION} (never captured into any memory unit), {tx.UPDATE} (a unit held it; a later update or
window trim removed or degraded it), {tx.DELETION} (a unit holding it was deleted), {tx.RETRIEVAL} (stored, but not
put into the answer's context), {tx.RESPONSE} (the context had it; the model answered wrongly), {tx.ANNOTATION}
(the label is wrong, not a memory fault: the expected answer appears in no input at all, or the memory supports the
answer given instead: the label took a value memory says no longer holds, one of something else, a plan where what
happened is asked; op_id null).
Reply with ONE JSON object per turn, one of:
{{"action": "explore", "node_id": "<id@version>"}}     every operation that produced or consumed a variable version
{{"action": "expand_op", "op_id": "<op id>"}}           an operation's inputs, outputs, parent and children
{{"action": "read", "node_id": "<id@version>"}}         a variable version's full content
{{"action": "add_frontier", "node_id": "<id@version>"}}  / {{"action": "drop_frontier", "node_id": "..."}}
{{"action": "finish", "error_type": "<type>", "op_id": "<op id or null>", "reason": "<why this op is locally
faulty, why fixing it rescues the answer, why earlier candidates are not decisive>"}}
Explore before you finish, but stay within a few steps."""


def _clip(text: Any, limit: int = MAX_VALUE_CHARS) -> str:
    s = "" if text is None else str(text)
    return s if len(s) <= limit else s[:limit] + f"... ({len(s)} chars)"


class AgentEngine:
    name = "agent"

    def __init__(self, model: Optional[str] = None, *, api_base: Optional[str] = None, api_key: Optional[str] = None,
                 max_calls: int = 12, max_tokens: int = 200_000, max_frontier: int = 16, temperature: float = 0.0,
                 client: Optional[LLMClient] = None):
        self.client = client or LLMClient(model, api_base=api_base, api_key=api_key, temperature=temperature,
                                          max_calls=max_calls, max_tokens=max_tokens)
        self.max_frontier = max_frontier
        self.seed_engine = LineageEngine()

    # ------------------------------------------------------------------------------------------------ run
    def attribute(self, graph: EvolutionGraph, case: Case | Outcome) -> Attribution:
        started = time.perf_counter()
        if isinstance(case, Outcome):
            case = Case.from_outcome(case)
        seed = self.seed_engine.attribute(graph, case)
        usage = Usage()
        frontier = self._initial_frontier(graph, seed)
        messages = [{"role": "system", "content": SYSTEM_PROMPT},
                    {"role": "user", "content": self._task(graph, case, seed, frontier)}]
        result: Optional[Attribution] = None
        note = ""
        while result is None:
            try:
                reply = self.client.complete(messages, usage)
            except BudgetExceeded as exc:
                note = f"{exc}; kept the lineage verdict"
                break
            except Exception as exc:  # provider down, bad key: the deterministic verdict still stands
                note = f"LLM call failed ({type(exc).__name__}: {_clip(exc, 200)}); kept the lineage verdict"
                break
            messages.append({"role": "assistant", "content": reply})
            try:
                action = parse_json_reply(reply)
                result, observation = self._act(graph, case, seed, action, frontier)
            except ValueError as exc:
                observation = f"ERROR: {exc}. Reply with one JSON action."
            if result is None:
                messages.append({"role": "user", "content": _clip(observation, MAX_TOOL_CHARS) +
                                 "\n\nFrontier (earliest first): " + ", ".join(frontier)})
        if result is None:
            result = seed
            result.engine = self.name
            result.reason = f"{seed.reason} [{note}]" if note else seed.reason
            result.confidence = round(seed.confidence * 0.9, 3)
        result.cost = {"seconds": round(time.perf_counter() - started, 4), "llm_calls": usage.calls,
                       "input_tokens": usage.input_tokens, "output_tokens": usage.output_tokens}
        return result

    # ------------------------------------------------------------------------------------------------ prompt
    def _initial_frontier(self, graph: EvolutionGraph, seed: Attribution) -> list[str]:
        nodes = [n for n in seed.evidence if n in graph.variables]
        if seed.op_id and seed.op_id in graph.operations:
            op = graph.operations[seed.op_id]
            nodes += [e.node_id for e in op.inputs if e.node_id in graph.variables]
        return self._order(graph, list(dict.fromkeys(nodes)))[: self.max_frontier]

    def _order(self, graph: EvolutionGraph, nodes: list[str]) -> list[str]:
        def key(node_id: str) -> tuple:
            producer = graph.producer(node_id)
            return (graph.position(producer.op_id) if producer else -1, node_id)

        return sorted(nodes, key=key)

    def _task(self, graph: EvolutionGraph, case: Case, seed: Attribution, frontier: list[str]) -> str:
        lines = [f"Question: {case.question or '(unknown)'}",
                 f"Expected answer: {case.expected if case.expected is not None else '(unknown)'}",
                 f"Model's wrong answer: {case.actual or '(unknown)'}"]
        if case.feedback:
            lines.append(f"User feedback: {case.feedback}")
        if seed.answer_op_id:
            lines.append(f"Answer operation: {self._op_line(graph.operations[seed.answer_op_id])}")
        lines.append("Source evidence (may be wrong; verify): " +
                     ("; ".join(f"{n}: {_clip(graph.variables[n].content, 200)}" for n in seed.evidence
                                if n in graph.variables) or "none found"))
        lines.append(f"A deterministic lineage pass suggests {seed.error_type} at "
                     f"{seed.op_id or 'no operation'}: {seed.reason}")
        for alt in seed.alternatives[:5]:
            lines.append(f"  alternative: {alt.error_type} at {alt.op_id}: {alt.reason}")
        lines.append(f"Graph: {len(graph.operations)} operations, {len(graph.variables)} variable versions.")
        lines.append("Frontier (earliest first): " + ", ".join(frontier))
        return "\n".join(lines)

    @staticmethod
    def _op_line(op: Operation) -> str:
        return f"{op.op_id} [{op.kind}] {op.op_name} (seq {op.seq}, status {op.status_code})"

    def _var_line(self, graph: EvolutionGraph, node_id: str) -> str:
        node = graph.variables.get(node_id)
        if node is None:
            return f"{node_id} (unknown)"
        flag = " DELETED" if node.deleted else ""
        return f"{node_id} [{node.kind or '?'}]{flag}: {_clip(node.content, 160) if node.content else node.hash}"

    # ------------------------------------------------------------------------------------------------ tools
    def _act(self, graph: EvolutionGraph, case: Case, seed: Attribution, action: dict,
             frontier: list[str]) -> tuple[Optional[Attribution], str]:
        name = action.get("action")
        if name == "finish":
            return self._finish(graph, case, seed, action)
        if name == "explore":
            node_id = self._node(graph, action)
            ops = ([graph.producer(node_id)] if graph.producer(node_id) else []) + graph.consumers(node_id)
            return None, f"{self._var_line(graph, node_id)}\n" + "\n\n".join(self._op_block(graph, op) for op in ops)
        if name == "expand_op":
            op_id = str(action.get("op_id") or "")
            if op_id not in graph.operations:
                raise ValueError(f"no operation {op_id!r} in the graph")
            return None, self._op_block(graph, graph.operations[op_id], family=True)
        if name == "read":
            node_id = self._node(graph, action)
            node = graph.variables[node_id]
            producer = graph.producer(node_id)
            return None, (f"{node_id} kind={node.kind} hash={node.hash} deleted={node.deleted}\n"
                          f"produced by: {self._op_line(producer) if producer else 'outside the graph'}\n"
                          f"content: {_clip(node.content, 4000) if node.content else '(not captured)'}")
        if name == "add_frontier":
            node_id = self._node(graph, action)
            if node_id in frontier:
                raise ValueError(f"{node_id} is already on the frontier")
            if len(frontier) >= self.max_frontier:
                raise ValueError(f"the frontier holds {self.max_frontier} nodes; drop one first")
            frontier[:] = self._order(graph, frontier + [node_id])
            return None, f"added {node_id}"
        if name == "drop_frontier":
            node_id = str(action.get("node_id") or "")
            if node_id not in frontier:
                raise ValueError(f"{node_id} is not on the frontier")
            frontier.remove(node_id)
            return None, f"dropped {node_id}"
        raise ValueError(f"unknown action {name!r}")

    @staticmethod
    def _node(graph: EvolutionGraph, action: dict) -> str:
        node_id = str(action.get("node_id") or "")
        if node_id not in graph.variables:
            raise ValueError(f"no variable version {node_id!r} in the graph (use 'id@version')")
        return node_id

    def _op_block(self, graph: EvolutionGraph, op: Operation, family: bool = False) -> str:
        lines = [self._op_line(op)]
        lines += ["  in  " + self._var_line(graph, e.node_id) + f" ({e.relation})" for e in op.inputs[:20]]
        lines += ["  out " + self._var_line(graph, e.node_id) + f" ({e.change})" for e in op.outputs[:20]]
        if family:
            parent = graph.parent(op.op_id)
            if parent is not None:
                lines.append("  parent " + self._op_line(parent))
            lines += ["  child " + self._op_line(c) for c in graph.children(op.op_id)[:12]]
        return "\n".join(lines)

    def _finish(self, graph: EvolutionGraph, case: Case, seed: Attribution,
                action: dict) -> tuple[Optional[Attribution], str]:
        error_type = str(action.get("error_type") or "")
        op_id = action.get("op_id") or None
        reason = str(action.get("reason") or "").strip()
        if error_type not in tx.ALL_ERRORS:
            raise ValueError(f"error_type must be one of {', '.join(tx.ALL_ERRORS)}")
        if error_type == tx.ANNOTATION:
            op_id = None
        elif op_id not in graph.operations:
            raise ValueError(f"op_id {op_id!r} is not an operation of this graph")
        if len(reason) < 20:
            raise ValueError("give a reason of at least a sentence")
        op = graph.operations.get(op_id) if op_id else None
        agrees = op_id == seed.op_id and error_type == seed.error_type
        confidence = min(0.97, seed.confidence + 0.05) if agrees else 0.6
        result = Attribution(
            case_id=case.case_id, error_type=error_type, op_id=op_id, confidence=round(confidence, 3),
            reason=reason, engine=self.name, error_subtype=seed.error_subtype if agrees else None,
            trace_id=op.trace_id if op else None, span_id=op.span_id if op else None,
            op_name=op.op_name if op else None, answer_op_id=seed.answer_op_id, evidence=seed.evidence,
            path=seed.path, alternatives=seed.alternatives if agrees else
            [type(seed.alternatives[0])(seed.op_id or "", seed.error_type, "lineage engine: " + seed.reason)]
            if seed.alternatives else [],
            question=case.question, expected=case.expected, actual=case.actual, mode=seed.mode)
        return result, "done"


def flat_log(graph: EvolutionGraph, limit_chars: int = 60_000) -> str:
    """The reference's flat operation log: operations in execution order, their input/output values, no edges and
    no variable ids (lineage has to be inferred from text)."""
    blocks = []
    for op in graph.ops_in_order():
        ins = [graph.variables[e.node_id] for e in op.inputs if e.node_id in graph.variables]
        outs = [graph.variables[e.node_id] for e in op.outputs if e.node_id in graph.variables]
        lines = [f"### Operation {op.op_id}", f"name: {op.op_name}", f"kind: {op.kind}"]
        lines += [f"input ({v.kind}): {_clip(v.content, 300) or '(not captured)'}" for v in ins]
        lines += [f"output ({v.kind}): {_clip(v.content, 300) or '(not captured)'}" for v in outs]
        blocks.append("\n".join(lines))
    text = "\n\n".join(blocks)
    return text if len(text) <= limit_chars else text[-limit_chars:]


class FlatLogEngine:
    """Baseline: one all-at-once prompt over the flat operation log (the reference's flat-log baseline)."""

    name = "flatlog"

    def __init__(self, model: Optional[str] = None, *, api_base: Optional[str] = None, api_key: Optional[str] = None,
                 client: Optional[LLMClient] = None):
        self.client = client or LLMClient(model, api_base=api_base, api_key=api_key, max_calls=1)

    def attribute(self, graph: EvolutionGraph, case: Case | Outcome) -> Attribution:
        started = time.perf_counter()
        if isinstance(case, Outcome):
            case = Case.from_outcome(case)
        usage = Usage()
        prompt = (f"Question: {case.question}\nExpected answer: {case.expected}\nWrong answer: {case.actual}\n\n"
                  f"Operation log:\n{flat_log(graph)}\n\nWhich operation is the earliest decisive fault? Reply JSON "
                  f'{{"error_type": one of {list(tx.ALL_ERRORS)}, "op_id": "...", "reason": "..."}}')
        error_type, op_id, reason = tx.UNDETERMINED, None, "no valid answer"
        try:
            reply = parse_json_reply(self.client.complete([{"role": "system", "content": SYSTEM_PROMPT.split(
                "Reply with ONE")[0]}, {"role": "user", "content": prompt}], usage))
            if reply.get("error_type") in tx.ALL_ERRORS:
                error_type = reply["error_type"]
            op_id = reply.get("op_id") if reply.get("op_id") in graph.operations else None
            reason = str(reply.get("reason") or "")
        except (ValueError, BudgetExceeded) as exc:
            reason = f"invalid reply: {exc}"
        op = graph.operations.get(op_id) if op_id else None
        return Attribution(case_id=case.case_id, error_type=error_type, op_id=op_id, confidence=0.5, reason=reason,
                           engine=self.name, trace_id=op.trace_id if op else None,
                           span_id=op.span_id if op else None, op_name=op.op_name if op else None,
                           question=case.question, expected=case.expected, actual=case.actual, mode="flat-log",
                           cost={"seconds": round(time.perf_counter() - started, 4), "llm_calls": usage.calls,
                                 "input_tokens": usage.input_tokens, "output_tokens": usage.output_tokens})
