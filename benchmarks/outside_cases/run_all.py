"""Run every outside case (an app written from the docs by someone who had not read the engine) in a fresh process and compare memtrace's lineage verdict with the planted fault.

    python benchmarks/outside_cases/run_all.py            # 10 core apps + 5 controls (~2.5 min)
    python benchmarks/outside_cases/run_all.py --all      # + 10 extra apps (~4.5 min)

A fault case PASSes when the error type matches AND the blamed span is the faulty call's span (each app wraps its one
faulty call in common.fault(); exact_op = the verdict's span id is a memtrace op inside that window). The subtype is
shown but not scored. A control PASSes only on AnnotationError; a control that blames no memory operation (e.g.
ResponseError) is still a MISS, marked "no memory op blamed". Results also go to results.jsonl.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def common_out() -> str:
    """Where common.py exports traces (outside the repository); results.jsonl goes there too."""
    import tempfile
    out = os.environ.get("MEMTRACE_OUTSIDE_CASES_OUT") or os.path.join(tempfile.gettempdir(), "memtrace-outside-cases")
    os.makedirs(out, exist_ok=True)
    return out
MEMORY = {"ExtractionError", "UpdateError", "DeletionError", "RetrievalError"}

# (script, library / shape, planted fault, expected type, expected op, expected subtype)
CORE = [
    ("app_chroma_where.py", "chromadb + where filter", "answer's query filters topic=order; the move note is topic=profile",
     "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("app_qdrant_stale_sync.py", "qdrant + payload filter", "replica sync upserts stale 50 mg over the 100 mg point",
     "UpdateError", "qdrant.upsert", "overwritten"),
    ("app_langgraph_delete_reldate.py", "LangGraph store, namespaces", "store.delete of 'next Tuesday' note (date field)",
     "DeletionError", "langgraph.store.delete", "deleted"),
    ("app_langchain_trim_timelabel.py", "LangChain history + trim_messages", "40-word window trims 'half past six'; label '6:30 pm'",
     "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("app_mem0_app_extract.py", "mem0 infer=False + app extractor (litellm)", "app's extractor drops the shellfish allergy",
     "ExtractionError", "litellm.completion", "omitted_at_extraction"),
    ("app_chroma_response_computed.py", "chromadb RAG, computed answer", "model mis-subtracts $48,000 - $12,500",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("app_mem0_update_swap.py", "mem0 infer=False + memory.update", "update swaps 'now 100 mg / previously 50 mg'",
     "UpdateError", "mem0.update", "overwritten"),
    ("app_chroma_reldate_meta.py", "chromadb, date in metadata", "n_results=2 cuts 'next Tuesday' (said-date in metadata)",
     "RetrievalError", "chroma.query", "ranked_below_top_k"),
    ("app_langgraph_extract_polarity.py", "LangGraph store + app extractor", "extractor flips 'NOT allergic to peanuts'",
     "ExtractionError", "litellm.completion", "omitted_at_extraction"),
    ("app_qdrant_scroll_page.py", "qdrant scroll() pagination", "scroll(limit=2) never follows next_page_offset",
     "RetrievalError", "qdrant.scroll", "ranked_below_top_k"),
]
CONTROLS = [
    ("ctl_chroma_wrong_label.py", "chromadb RAG", "none; label 'Lisbon' (memory: Porto)", "AnnotationError", None, None),
    ("ctl_chroma_numeric_label.py", "chromadb RAG", "none; label '$48,500' (memory: $48,000, $12,500)", "AnnotationError", None, None),
    ("ctl_qdrant_duration_label.py", "qdrant KB", "none; label 'two weeks' (memory: 30 days)", "AnnotationError", None, None),
    ("ctl_langgraph_polarity_label.py", "LangGraph store", "none; label 'Yes' (memory: NOT allergic)", "AnnotationError", None, None),
    ("ctl_langgraph_reldate_label.py", "LangGraph store", "none; label '25 March' (memory: next Tue from 6 Mar = 11 Mar)", "AnnotationError", None, None),
]
EXTRA = [
    ("app_chroma_wrong_collection.py", "chromadb, collection per region", "EU question routed to the kb-us collection",
     "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("app_mem0_wrong_user.py", "mem0 infer=False", "search under login name instead of account user_id",
     "RetrievalError", "mem0.search", "filtered_by_scope"),
    ("app_chroma_delete_where.py", "chromadb delete(where=)", "retention deletes status=closed incl. the serial no.",
     "DeletionError", "chroma.delete", "deleted"),
    ("app_langgraph_json_lostupdate.py", "LangGraph store, JSON values", "lost update: stale profile put drops allergies",
     "UpdateError", "langgraph.store.put", "overwritten"),
    ("app_chroma_stale_in_context.py", "chromadb, history kept", "model picks the old address though the move is in context",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("app_langchain_trim_first.py", "LangChain trim strategy='first'", "window keeps the oldest turns, cuts the seat upgrade",
     "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("app_qdrant_overwrite_unitlabel.py", "qdrant KB", "migration upserts old '30 days' policy; label 'two weeks'",
     "UpdateError", "qdrant.upsert", "overwritten"),
    ("app_qdrant_delete_duration.py", "qdrant KB", "delete of '14 days' rule, '7 days' rule remains; label 'two weeks'",
     "DeletionError", "qdrant.delete", "deleted"),
    ("app_qdrant_deposit_topk.py", "qdrant + payload filter", "limit=2 cuts '$2,400' deposit; context has $2,100/$400",
     "RetrievalError", "qdrant.query_points", "ranked_below_top_k"),
    ("app_chroma_draft_polish.py", "chromadb + 2-step answer chain", "n_results=1; a polish call produces the final answer",
     "RetrievalError", "chroma.query", "ranked_below_top_k"),
]


def run_one(script: str) -> dict:
    env = dict(os.environ)
    env.update({"LITELLM_LOCAL_MODEL_COST_MAP": "True", "LITELLM_OFFLINE_MODE": "true", "MEM0_TELEMETRY": "False",
                "ANONYMIZED_TELEMETRY": "False", "HF_HUB_OFFLINE": "1", "PHOENIX_TELEMETRY_ENABLED": "false",
                "OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT": "true"})
    t0 = time.time()
    p = subprocess.run([sys.executable, os.path.join(HERE, script)], cwd=HERE, env=env, capture_output=True,
                       text=True, timeout=120)
    for line in reversed(p.stdout.splitlines()):
        if line.startswith("{"):
            out = json.loads(line)
            out["seconds"] = round(time.time() - t0, 1)
            return out
    tail = (p.stderr or p.stdout).strip().splitlines()[-1:] or ["no output"]
    return {"actual_type": "Crashed", "actual_op": None, "reason": tail[0], "seconds": round(time.time() - t0, 1)}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--all", action="store_true", help="also run the 10 extra apps (about 6 min on a busy 2-core box)")
    ap.add_argument("--out", default="results.jsonl", help="where to write the per-case JSON lines")
    args = ap.parse_args()
    rows = [("core", c) for c in CORE] + [("control", c) for c in CONTROLS]
    if args.all:
        rows += [("extra", c) for c in EXTRA]
    started = time.time()
    results = []
    print(f"{'group':7} {'case':32} {'expected':40} {'actual':44} verdict")
    for group, (script, lib, fault, etype, eop, esub) in rows:
        r = run_one(script)
        atype, aop, asub = r.get("actual_type"), r.get("actual_op"), r.get("actual_subtype")
        if group == "control":
            ok = atype == "AnnotationError"
            verdict = "PASS" if ok else ("MISS (no memory op blamed)" if atype not in MEMORY else "MISS (blames memory)")
            exp = "AnnotationError"
        else:
            ok = atype == etype and bool(r.get("exact_op"))
            verdict = "PASS" if ok else "MISS"
            if ok and asub != esub:
                verdict += f" (subtype {asub})"
            exp = f"{etype} @ {eop}"
        act = f"{atype} @ {aop or '-'}"
        name = script.removesuffix(".py")
        print(f"{group:7} {name:32} {exp:40} {act:44} {verdict}", flush=True)
        results.append({"group": group, "case": name, "library": lib, "fault": fault, "expected_type": etype,
                        "expected_op": eop, "expected_subtype": esub, "verdict": verdict, **r})
    with open(args.out if os.path.isabs(args.out) else os.path.join(common_out(), args.out), "w") as f:
        for r in results:
            f.write(json.dumps(r) + "\n")
    n_pass = sum(r["verdict"].startswith("PASS") for r in results)
    print(f"\n{n_pass}/{len(results)} PASS in {time.time() - started:.0f} s; details in {args.out}")


if __name__ == "__main__":
    main()
