"""Shared plumbing for the outside cases: offline env, instrument(), a litellm answer call with mock_response,
record_outcome, and attribution of the exported trace file (the public API, as a user would do after the run).

Each app script calls ``setup(name, instrumentations)``, runs its memory app, calls ``answer(...)`` and then
``finish(...)``, which prints ONE json line: {"case":..., "actual_type":..., "actual_op":..., "reason":...}.
"""
from __future__ import annotations

import json
import os
import sys
import tempfile

ENV = {
    "LITELLM_LOCAL_MODEL_COST_MAP": "True", "LITELLM_OFFLINE_MODE": "true", "MEM0_TELEMETRY": "False",
    "ANONYMIZED_TELEMETRY": "False", "HF_HUB_OFFLINE": "1", "PHOENIX_TELEMETRY_ENABLED": "false",
    "OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT": "true",
}
for k, v in ENV.items():
    os.environ.setdefault(k, v)
os.environ.setdefault("MEM0_DIR", tempfile.mkdtemp(prefix="mem0dir-"))

import memtrace_otel  # noqa: E402

# exported traces go outside the repository (MEMTRACE_OUTSIDE_CASES_OUT to keep them somewhere else)
OUT = os.environ.get("MEMTRACE_OUTSIDE_CASES_OUT") or os.path.join(tempfile.gettempdir(), "memtrace-outside-cases")
os.makedirs(OUT, exist_ok=True)
_state: dict = {}


def setup(name: str, instrumentations: list[str]) -> str:
    path = os.path.join(OUT, f"{name}.jsonl")
    if os.path.exists(path):
        os.remove(path)
    memtrace_otel.instrument(service_name=f"outside-{name}", exporter="file", path=path,
                             instrumentations=instrumentations)  # capture via OTEL_..._CAPTURE_MESSAGE_CONTENT
    _state.update(name=name, path=path)
    return path


SYSTEM = "Answer the user's question using only the memory/context below. Be brief."


def answer(question: str, context: list[str] | str, mock: str, history: list[dict] | None = None) -> str:
    """The app's answer call: litellm.completion with mock_response (litellm's own offline mock)."""
    import litellm

    if isinstance(context, list):
        context = "\n".join(f"- {c}" for c in context)
    messages = [{"role": "system", "content": f"{SYSTEM}\n\nMemory:\n{context}"}]
    messages += history or []
    messages.append({"role": "user", "content": question})
    reply = litellm.completion(model="openai/gpt-4o-mini", messages=messages, mock_response=mock, temperature=0)
    return reply.choices[0].message.content


import contextlib
import time


@contextlib.contextmanager
def fault():
    """Wrap the ONE faulty call: every memtrace operation span that starts and ends inside is the ground truth."""
    t0 = time.time_ns()
    yield
    _state.setdefault("windows", []).append((t0, time.time_ns()))


def _spans_in_windows(path):
    out = []
    for line in open(path):
        d = json.loads(line)
        for rs in d.get("resourceSpans", []):
            for ss in rs.get("scopeSpans", []):
                for s in ss.get("spans", []):
                    a = {x["key"]: list(x["value"].values())[0] for x in s.get("attributes", [])}
                    if "memtrace.op.kind" not in a:
                        continue
                    st, en = int(s["startTimeUnixNano"]), int(s["endTimeUnixNano"])
                    for t0, t1 in _state.get("windows", []):
                        if t0 <= st and en <= t1:
                            out.append((s["spanId"], a.get("memtrace.op.name") or s["name"]))
    return out


def finish(question: str, expected: str, actual: str, **outcome_kw) -> None:
    memtrace_otel.record_outcome(False, question=question, expected=expected, actual=actual,
                                 case_id=_state["name"], **outcome_kw)
    memtrace_otel.shutdown()
    from memtrace_otel.attribution import attribute_outcome
    from memtrace_otel.attribution.batch import load_traces

    loaded = load_traces([_state["path"]])
    outs = [o for o in loaded.outcomes if o.case_id == _state["name"]]
    gold = _spans_in_windows(_state["path"])
    # the planted fault's spans beside the trace, so `rescore.py` can re-attribute the saved trace with a changed engine
    # (named after the script, which run_all.py's table lists; the case id is the name the app gave setup())
    script = os.path.splitext(os.path.basename(sys.argv[0]))[0] or _state["name"]
    with open(os.path.join(OUT, f"{script}.gold.json"), "w") as f:
        json.dump({"case": _state["name"], "trace": os.path.basename(_state["path"]), "gold": gold, "answer": actual,
                   "outcome": bool(outs)}, f)
    if not outs:
        print(json.dumps({"case": _state["name"], "actual_type": "NoOutcome", "actual_op": None, "reason": ""}))
        return
    if os.environ.get("MEMTRACE_OUTSIDE_SKIP_ATTRIBUTION"):
        # for whoever writes a held-out case: check that it runs and that its fault window holds the faulty call's
        # spans, without seeing a verdict
        print(json.dumps({"case": _state["name"], "outcome_recorded": True, "answer": actual,
                          "gold_ops": [n for _, n in _spans_in_windows(_state["path"])]}))
        return
    v = attribute_outcome(loaded.graph, outs[0])
    print(json.dumps({"case": _state["name"], "actual_type": v.error_type, "actual_subtype": v.error_subtype,
                      "actual_op": v.op_name, "confidence": v.confidence, "reason": v.reason,
                      "answer": actual, "gold_ops": [n for _, n in gold],
                      "exact_op": bool(v.span_id) and v.span_id in {i for i, _ in gold},
                      "evidence": v.evidence[:4], "path": v.path[:8], "mode": v.mode,
                      "alternatives": [(c.error_type, c.reason[:120]) for c in v.alternatives[:3]]}))
    sys.stdout.flush()
