"""The optimization loop: baseline, then per round attribute -> route -> feedback -> aggregate -> rewrite ->
validate -> gate. Writes ``rounds.jsonl`` as it goes; :func:`optimize` returns the summary the report is made from."""

from __future__ import annotations

import json
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Optional

from . import evaluate, gate
from .feedback import History, Usage
from .targets import TARGETS, default_prompts, route


@dataclass
class Evaluation:
    out: Path
    summary: dict
    cases: list[dict]
    verdicts: list = field(default_factory=list)
    graph: Any = None

    @property
    def accuracy(self) -> float:
        return self.summary["accuracy"]

    @property
    def errors(self) -> dict[str, int]:
        out: dict[str, int] = {}
        for v in self.verdicts:
            out[v.error_type] = out.get(v.error_type, 0) + 1
        return dict(sorted(out.items()))


def _attribute(ev: Evaluation, oracle: bool) -> Evaluation:
    from ..attribution.batch import attribute_loaded, load_traces

    failed = {}
    for row in ev.cases:
        if not row["correct"]:
            row = dict(row)
            if not oracle:
                row.pop("evidence_ids", None)
            failed[row["case_id"]] = row
    loaded = load_traces([str(ev.out / "traces.jsonl")], progress=False)
    results = ev.out / "results.jsonl"
    if results.exists():
        results.unlink()
    ev.verdicts = attribute_loaded(loaded, cases=failed, out_path=str(results), progress=False) if failed else []
    ev.graph = loaded.graph
    return ev


def _evaluate(jobs: list[tuple[dict, dict, Path]], top_k: int, oracle: bool) -> list[Evaluation]:
    summaries = evaluate.run_many(jobs, top_k=top_k)
    return [_attribute(Evaluation(out, s, evaluate.read_cases(out)), oracle) for (_, _, out), s in zip(jobs, summaries)]


def _subgraph(graph, op_id: Optional[str], limit: int = 400) -> Optional[dict]:
    op = graph.operations.get(op_id) if op_id else None
    if op is None:
        return None

    def side(edges):
        items = []
        for e in edges[:12]:
            node = graph.variables.get(e.node_id)
            if node is None or (node.var_id or "").startswith("prompt:"):
                continue
            items.append({"id": node.node_id, "kind": node.kind, "content": (node.content or "")[:limit]})
        return items

    return {"operation": op.name, "kind": op.kind, "inputs": side(op.inputs), "outputs": side(op.outputs)}


def _routes(ev: Evaluation, attribution: bool, top_k: int):
    by_case = {c["case_id"]: c for c in ev.cases}
    routed = []
    for v in ev.verdicts:
        case = dict(by_case.get(v.case_id) or {})
        op_id = v.op_id if attribution else v.answer_op_id
        case["subgraph"] = _subgraph(ev.graph, op_id)
        routed.append(route(ev.graph, v, case, attribution=attribution,
                            run_settings={"mem0.search top_k": top_k, "embedder": "local-embed (hash, 256 dims)"}))
    return routed


def _log(log, text: str) -> None:
    log.write(text + "\n")
    log.flush()


def optimize(train: dict, validation: dict, out_dir: str | Path, *, rounds: int = 3, optimizer=None,
             attribution: bool = True, margin: float = 0.05, top_k: int = 10, oracle_evidence: bool = True,
             initial_prompts: Optional[dict] = None, plateau: bool = True, log=sys.stdout) -> dict:
    from .feedback import RuleOptimizer

    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    optimizer = optimizer or RuleOptimizer()
    started = time.monotonic()
    initial = dict(initial_prompts or default_prompts())
    current = dict(initial)
    rounds_path = out / "rounds.jsonl"
    rounds_fh = open(rounds_path, "w", encoding="utf-8")

    def record(row: dict) -> None:
        rounds_fh.write(json.dumps(row, ensure_ascii=False) + "\n")
        rounds_fh.flush()

    _log(log, "round 0: baseline prompts on train and validation")
    cur_train, cur_val = _evaluate([(train, current, out / "round-0" / "train"),
                                    (validation, current, out / "round-0" / "validation")], top_k, oracle_evidence)
    record({"round": 0, "accepted": True, "reason": "baseline", "train_accuracy": cur_train.accuracy,
            "validation_accuracy": cur_val.accuracy, "train_errors": cur_train.errors,
            "validation_errors": cur_val.errors, "kept_validation_accuracy": cur_val.accuracy, "edited": [],
            **Usage().to_dict()})
    _log(log, f"  train {cur_train.accuracy:.3f}  validation {cur_val.accuracy:.3f}  "
              f"train failures {cur_train.errors}")
    base_val = cur_val.accuracy
    history = History()
    accepted_count = 0
    unpromptable: list[dict] = []
    # what the next candidate is built from: the kept prompts, or a candidate that tied with them (a plateau: not
    # kept, but explored, so that two edits that only help together can be found one round apart)
    base, base_train, on_plateau = current, cur_train, False
    for r in range(1, rounds + 1):
        before = Usage()
        before.add(optimizer.usage)
        routed = _routes(base_train, attribution, top_k)
        promptable = [x for x in routed if x.targets]
        for x in routed:
            if not x.targets:
                unpromptable.append({"round": r, "case_id": x.case_id, "error_type": x.error_type,
                                     "operation": x.op_name, "why": x.why, "settings": x.settings})
        candidate = dict(base)
        edits: dict[str, list[str]] = {}
        per_target = {}
        for name in TARGETS:
            mine = [x for x in promptable if name in x.targets]
            per_target[name] = len(mine)
            if not mine:
                continue
            feedbacks = [optimizer.feedback(name, base[name], x, history) for x in mine]
            aggregated = optimizer.aggregate(name, base[name], feedbacks, history)
            new_text = optimizer.rewrite(name, base[name], aggregated, history)
            if new_text != base[name]:
                candidate[name] = new_text
                edits[name] = aggregated[:1]
        used = Usage()
        used.add(optimizer.usage)
        used.calls -= before.calls
        used.input_tokens -= before.input_tokens
        used.output_tokens -= before.output_tokens
        used.cost -= before.cost
        row = {"round": r, "failures": len(routed), "promptable": len(promptable),
               "unpromptable": len(routed) - len(promptable), "routed_per_target": per_target,
               "edited": sorted(edits), "edits": edits, "built_on": "plateau" if on_plateau else "kept",
               **used.to_dict()}
        if not edits:
            row.update(accepted=False, reason="no edit proposed", train_accuracy=cur_train.accuracy,
                       validation_accuracy=cur_val.accuracy, kept_validation_accuracy=cur_val.accuracy)
            record(row)
            base, base_train, on_plateau = current, cur_train, False
            _log(log, f"round {r}: no edit proposed ({len(promptable)} promptable failures)")
            continue
        cand_train, cand_val = _evaluate([(train, candidate, out / f"round-{r}" / "train"),
                                          (validation, candidate, out / f"round-{r}" / "validation")],
                                         top_k, oracle_evidence)
        decision = gate.decide(cur_val.accuracy, cand_val.accuracy, cur_val.errors, cand_val.errors,
                               len(cand_val.cases), margin)
        for name in edits:
            history.previous[name] = (base[name], "\n".join(edits[name]), decision.accepted)
        row.update(accepted=decision.accepted, reason=decision.reason, train_accuracy=cand_train.accuracy,
                   validation_accuracy=cand_val.accuracy, train_errors=cand_train.errors,
                   validation_errors=cand_val.errors, candidate={k: candidate[k] for k in edits})
        tie = not decision.accepted and plateau and gate.ties(cur_val.accuracy, cand_val.accuracy, cur_val.errors,
                                                                cand_val.errors, len(cand_val.cases), margin)
        if decision.accepted:
            accepted_count += 1
            current, cur_train, cur_val = candidate, cand_train, cand_val
            base, base_train, on_plateau = current, cur_train, False
        elif tie:
            base, base_train, on_plateau = candidate, cand_train, True
        else:
            base, base_train, on_plateau = current, cur_train, False
        row["plateau"] = tie
        row["kept_validation_accuracy"] = cur_val.accuracy
        record(row)
        _log(log, f"round {r}: edit {', '.join(sorted(edits))}; train {cand_train.accuracy:.3f} validation "
                  f"{cand_val.accuracy:.3f} -> {'ACCEPTED' if decision.accepted else 'rolled back'} "
                  f"({decision.reason}{'; a tie: the next candidate builds on it' if tie else ''})")
    rounds_fh.close()
    return {"initial": initial, "final": current, "rounds": rounds, "accepted": accepted_count,
            "validation_before": base_val, "validation_after": cur_val.accuracy, "unpromptable": unpromptable,
            "seconds": round(time.monotonic() - started, 1), "usage": optimizer.usage.to_dict(),
            "optimizer": optimizer.name, "attribution": attribution}
