"""Record the third held-out set of MemTraceBench-format execution graphs with smartcomment 0.1.2.

    python tests/reference/record_heldout3.py          # (re)write tests/reference/fixtures_heldout3/*.json.gz
    python tests/reference/record_heldout3.py --check  # re-record in memory and compare with the files on disk
    python tests/reference/record_heldout3.py --out DIR

The graphs hold LoCoMo turns, so they are not committed (git ignores them): tests/attribution/test_reference_fixtures.py
records them into a temporary folder when smartcomment 0.1.2 and the shared data are there.

The graphs are recorded through smartcomment's own API the way MemBase instruments its baselines
(reference.md §1.3-§1.5): one ``memory_construction`` session per dialogue session, export/import between
construction, search and evaluation, retrieved memories as ``identity_only`` references to existing unit versions.
Messages are real LoCoMo turns read from ``../shared/data/locomo10`` beside the repository (``LOCOMO_DIR``
overrides; ``U{sample}:{dia_id}``, session dates as timestamps); facts, memory units, episodes, retrieval results, answers and judge verdicts are scripted here, and
the planted faults are scripted outputs. Each failed question carries a MemTraceBench-style annotation
(``final_error_type`` / ``final_op_id``) written by this script before any attribution engine ran.

smartcomment takes ids from ``uuid4`` and ``created_at`` from ``datetime.now()``; while a graph is recorded both
module globals are swapped for a seeded generator and a scripted clock, so a re-run writes the same bytes.
"""

from __future__ import annotations

import argparse
import gzip
import io
import json
import os
import random
import sys
import uuid
from datetime import datetime, timedelta
from pathlib import Path

import smartcomment.runtime.network as _sc_network
import smartcomment.schema.base as _sc_base
import smartcomment.schema.operation as _sc_operation
import smartcomment.schema.session as _sc_session
from smartcomment import (
    IdentityRegistry,
    comment_graph,
    comment_mutation,
    comment_op,
    comment_op_scope,
    comment_session,
    comment_variable,
)
from smartcomment.runtime.network import ExecNetwork

REPO = Path(__file__).resolve().parents[2]
OUT = Path(__file__).resolve().parent / "fixtures_heldout3"
# the LoCoMo conversations are read from the shared data beside the repository (../shared), never copied into it: the
# recorded graphs hold their turns, so they are written to a folder git ignores or to a test's temporary folder
LOCOMO = Path(os.environ.get("LOCOMO_DIR", REPO.parent / "shared" / "data" / "locomo10"))
# LoCoMo sample index of each conversation file (order of locomo10: conv-26, conv-30, conv-41, ...).
SAMPLE = {"26": 0, "30": 1, "41": 2, "42": 3, "43": 4, "44": 5, "47": 6}


def ident(s):
    return s


def jdump(v):
    return json.dumps(v, ensure_ascii=False)


for _name, _fn in (
    ("mem0-dict", lambda d: f"memory-unit-{d['id']}"),
    ("naive-rag-dict", lambda d: f"memory-unit-{d['id']}"),
    ("evermemos-dict", lambda d: f"memory-unit-{d['event_id']}"),
):
    IdentityRegistry.register(_name, _fn, exist_ok=True)


# --------------------------------------------------------------------------------------------------------------
# Determinism: a seeded uuid4 and a scripted clock swapped into smartcomment's module globals while recording.


class _Clock:
    def __init__(self, start: datetime):
        self.t = start

    def now(self):
        self.t += timedelta(milliseconds=2)
        return self.t

    def pause(self, ms: int):
        self.t += timedelta(milliseconds=ms)


class _Patched:
    def __init__(self, seed: str, start: datetime):
        self.rng = random.Random(seed)
        self.clock = _Clock(start)

    def __enter__(self):
        rng, clock = self.rng, self.clock

        def fake_uuid4():
            return uuid.UUID(int=rng.getrandbits(128), version=4)

        class FakeDatetime(datetime):
            @classmethod
            def now(cls, tz=None):
                return clock.now()

        self.saved = [(m, "uuid4", m.uuid4) for m in (_sc_network, _sc_operation, _sc_session)]
        self.saved.append((_sc_base, "datetime", _sc_base.datetime))
        for m in (_sc_network, _sc_operation, _sc_session):
            m.uuid4 = fake_uuid4
        _sc_base.datetime = FakeDatetime
        return self

    def __exit__(self, *exc):
        for m, attr, val in self.saved:
            setattr(m, attr, val)
        return False


# --------------------------------------------------------------------------------------------------------------
# Prompts (short stand-ins for the real templates; the text is this script's own).

FACT_PROMPT = ("You are a personal information organizer. Extract the facts, preferences, plans and events the "
               "speaker states about themselves or others from the new message. Resolve relative dates against the "
               "message timestamp. Return JSON {\"facts\": [...]}; return an empty list when nothing is worth keeping.")
UPDATE_PROMPT = ("You manage a memory store. Compare the new facts with the existing memories and, for each memory, "
                 "decide ADD (new information), UPDATE (same subject, more recent or more complete information; keep "
                 "every detail that is still true), DELETE (contradicted by a new fact) or NONE. Return JSON "
                 "{\"memory\": [{\"id\", \"text\", \"event\", \"old_memory\"}]}.")
QA_PROMPT = ("You answer questions about a long conversation between two people using only the memories below. "
             "Each memory has a time stamp; resolve relative dates (\"yesterday\", \"last week\") against it. "
             "Answer in a short phrase.\n\nMemories:\n{context}\n\nQuestion: {question}\nAnswer:")
JUDGE_PROMPT = ("Label the generated answer CORRECT or WRONG against the gold answer. Be generous: the same date, "
                "place or entity in a different format, or a paraphrase with the same meaning, is CORRECT. Missing "
                "an essential part of the gold answer, or a different value, is WRONG. Reply with a one-line reason "
                "then the label.")
BOUNDARY_PROMPT = ("Decide whether the new messages start a new episode (topic shift, long time gap, or a closed "
                   "conversation). Return JSON {\"should_end\": bool, \"reason\": str}.")
EXTRACT_PROMPT = ("Write a third-person episode of the conversation segment below: who said what, with absolute "
                  "dates, keeping every concrete detail (names, places, numbers, durations, dates). Then list the "
                  "atomic events as an event log. Return JSON {\"episode\": str, \"event_log\": [str]}.")
SUFFICIENCY_PROMPT = ("Given the question and the retrieved episodes, decide whether they are sufficient to answer. "
                      "Return JSON {\"is_sufficient\": bool, \"missing\": str}.")

CONTEXT_BUILDER_SRC = ("def build_context(memories):\n"
                       "    return '\\n'.join(f\"- {m['memory']} (Time: {m['timestamp']})\" for m in memories)\n")


# --------------------------------------------------------------------------------------------------------------
# LoCoMo access


class Conv:
    def __init__(self, stem: str):
        self.stem = stem
        self.sample = SAMPLE[stem]
        self.d = json.loads((LOCOMO / f"{stem}.json").read_text())
        self.speakers = [self.d["speaker_a"], self.d["speaker_b"]]

    def turns(self, sessions):
        """sessions: list of (session number, first turn, last turn or None)."""
        out = []
        for s, first, last in sessions:
            date = self.d[f"session_{s}_date_time"]
            for t in self.d[f"session_{s}"]:
                n = int(t["dia_id"].split(":")[1])
                if n < first or (last is not None and n > last):
                    continue
                out.append({"s": s, "dia": t["dia_id"], "speaker": t["speaker"], "text": t["text"].strip(),
                            "date": date})
        return out

    def qa(self, question: str):
        for j, q in enumerate(self.d["qa"]):
            if q["question"] == question:
                return j, q
        return None, None


def msg_id(conv, dia):
    return f"U{conv.sample}:{dia}"


# --------------------------------------------------------------------------------------------------------------
# Common recording pieces


class Rec:
    """Records one graph; `ops` maps symbolic references to op ids for the annotations."""

    def __init__(self, spec):
        self.spec = spec
        self.conv = Conv(spec["conv"])
        self.turns = self.conv.turns(spec["sessions"])
        self.ops = {}
        self.msg_rv = {}
        self.questions = []
        for q in spec["questions"]:
            j, lq = self.conv.qa(q["question"])
            qa_id = f"locomo-qa-{self.conv.sample}-{j}" if j is not None else f"locomo-qa-{self.conv.sample}-x{q['x']}"
            gold = q.get("gold") or (lq["answer"] if lq else None)
            evidence = q.get("evidence") or (lq["evidence"] if lq else [])
            category = lq["category"] if lq else q.get("category", 4)
            if lq is None:
                assert "x" in q, q["question"]
            self.questions.append(dict(q, qa_id=qa_id, gold=str(gold), evidence=evidence, category=category))

    # messages
    def record_message(self, t):
        value = {"content": t["text"], "name": t["speaker"], "role": "user", "timestamp": t["date"]}
        mid = msg_id(self.conv, t["dia"])
        rv = comment_variable(value, to_runtime=True, id_strategy=lambda _v, mid=mid: mid, encoding_fn=jdump,
                              category="message",
                              metadata={"dia_id": t["dia"], "session": f"session_{t['s']}", "timestamp": t["date"],
                                        "speakers": self.conv.speakers, "sample_id": f"conv-{self.conv.stem}"})
        self.msg_rv[t["dia"]] = rv
        return rv

    def sessions(self):
        cur = None
        for t in self.turns:
            if t["s"] != cur:
                cur = t["s"]
                yield cur, t["date"], [u for u in self.turns if u["s"] == cur]

    def prompt(self, name, text):
        return comment_variable(text, to_runtime=True, id_strategy=lambda _v, n=name: n, encoding_fn=ident,
                                category="prompt")

    def query(self, q, identity_only=False):
        meta = {"evidence": [msg_id(self.conv, e) for e in q["evidence"]], "question_type": q["category"],
                "sample_id": f"conv-{self.conv.stem}"}
        return comment_variable(q["question"], to_runtime=True, id_strategy=lambda _v, i=q["qa_id"]: i,
                                encoding_fn=ident, class_name="query", category="message & query", metadata=meta,
                                identity_only=identity_only)

    def evaluate(self, q, refs, context, clock):
        """question-answering (refs -> context; query + context + prompt -> prediction) and llm-judge."""
        qid = q["qa_id"]
        qa_prompt = self.prompt("question-answering-prompt", QA_PROMPT)
        judge_prompt = comment_variable(JUDGE_PROMPT, to_runtime=True, id_strategy=lambda _v: "locomo-judge",
                                        encoding_fn=ident, class_name="judge_prompt", category="prompt")
        query_rv = self.query(q, identity_only=True)
        with comment_op_scope(op_name="question-answering", category="evaluation",
                              comment="Build the memory context from the retrieved memories and answer the question.",
                              metadata={"source_code": CONTEXT_BUILDER_SRC, "qa_model": "gpt-4.1-mini"}) as op:
            ctx_rv = comment_op(reuse_op=True, inputs=list(refs) or [query_rv],
                                outputs=[(context, {"class_name": "context", "category": "memory_context",
                                                    "id_strategy": lambda _v: qid, "encoding_fn": ident})],
                                comment="retrieved memories are formatted into the answer context")
            from smartcomment import current_graph
            ctx_rv = current_graph().get_latest_variable(f"context:{qid}")
            clock.pause(900)
            pred = comment_op(reuse_op=True, inputs=[query_rv, ctx_rv, qa_prompt],
                              outputs=[(q["prediction"], {"class_name": "prediction", "category": "llm_response",
                                                          "id_strategy": lambda _v: qid, "encoding_fn": ident})],
                              comment="the answer model reads the question and the context")
            pred_rv = current_graph().get_latest_variable(f"prediction:{qid}")
            self.ops[("qa", qid)] = op.op_id
        score = "1.0" if q["score"] else "0.0"
        verdict = q.get("judge") or ("CORRECT" if q["score"] else "WRONG")
        clock.pause(700)
        jop = comment_op(
            op_name="llm-judge", category="evaluation", comment="LLM judge compares the prediction with the gold answer",
            inputs=[query_rv, pred_rv,
                    (jdump([q["gold"]]), {"class_name": "golden_answers", "id_strategy": lambda _v: qid,
                                          "encoding_fn": ident}),
                    judge_prompt],
            outputs=[(verdict, {"class_name": "judge_response", "id_strategy": lambda _v: qid, "encoding_fn": ident}),
                     (score, {"class_name": "judge_score", "id_strategy": lambda _v: qid, "encoding_fn": ident})])
        self.ops[("judge", qid)] = jop.op_id
        return context

    def annotations(self, graph_data):
        nodes = {n["full_node_id"]: n for n in graph_data["data"]["nodes"]}
        ann = []
        for q in self.questions:
            if q["score"]:
                continue
            qid = q["qa_id"]
            a = q["annotation"]
            key = a["op"] if a["op"][1] is not None else (a["op"][0], qid)
            op_id = self.ops[key]
            row = {
                "query_id": f"query:{qid}@1",
                "query": q["question"],
                "golden_answers": [q["gold"]],
                "golden_answers_id": f"golden_answers:{qid}@1",
                "prediction": q["prediction"],
                "prediction_id": f"prediction:{qid}@1",
                "source_evidence_ids": [f"{msg_id(self.conv, e)}@1" for e in q["evidence"]],
                "final_error_type": a["type"],
                "final_op_id": op_id,
                "reason": a["reason"],
            }
            for k in ("query_id", "golden_answers_id", "prediction_id"):
                assert row[k] in nodes, row[k]
            for e in row["source_evidence_ids"]:
                assert e in nodes, e
            assert any(o["op_id"] == op_id for o in graph_data["data"]["operations"])
            ann.append(row)
        return ann


def check_context(q, context):
    """Self-check: controls, ResponseErrors and AnnotationErrors have every needle in the context; the rest miss one."""
    low = context.lower()
    present = [n for n in q["needles"] if n.lower() in low]
    kind = "ctrl" if q["score"] else q["annotation"]["type"]
    if kind in ("ctrl", "ResponseError", "AnnotationError"):
        assert len(present) == len(q["needles"]), (q["qa_id"], kind, q["needles"], present, context[:400])
    else:
        assert len(present) < len(q["needles"]), (q["qa_id"], kind, q["needles"], present)


# --------------------------------------------------------------------------------------------------------------
# Mem0


def record_mem0(rec, graph, clock):
    spec = rec.spec
    fact_prompt = None
    units = {}  # key -> python dict (id, memory, timestamp)
    uid_rng = random.Random(spec["name"] + ":mem0-ids")
    for s, date, turns in rec.sessions():
        with comment_session(session_id=f"locomo-{rec.conv.sample}:session_{s}", session_name=f"session_{s}",
                             category="memory_construction", metadata={"session_date_time": date}):
            fact_prompt = rec.prompt("fact-extraction-system-prompt", FACT_PROMPT)
            upd_prompt = rec.prompt("memory-update-decision-prompt", UPDATE_PROMPT)
            for t in turns:
                dia, mid = t["dia"], msg_id(rec.conv, t["dia"])
                m = rec.record_message(t)
                facts = spec["facts"].get(dia, [])
                with comment_op_scope(op_name="memory_system.extract_facts", category="extraction",
                                      comment="LLM fact extraction from the new message") as op:
                    raw = "```json\n" + jdump({"facts": facts}) + "\n```"
                    clock.pause(600)
                    comment_op(reuse_op=True, inputs=[m, fact_prompt],
                               outputs=[(raw, {"class_name": "raw_fact_extraction_response",
                                               "id_strategy": lambda _v: mid, "encoding_fn": ident})])
                    raw_rv = graph.get_latest_variable(f"raw_fact_extraction_response:{mid}")
                    comment_op(reuse_op=True, inputs=[raw_rv],
                               outputs=[(jdump({"facts": facts}),
                                         {"class_name": "fact_extraction_response_with_code_block_removing",
                                          "id_strategy": lambda _v: mid, "encoding_fn": ident})])
                    clean_rv = graph.get_latest_variable(f"fact_extraction_response_with_code_block_removing:{mid}")
                    comment_op(reuse_op=True, inputs=[clean_rv],
                               outputs=[(jdump(facts), {"class_name": "extracted_facts",
                                                        "id_strategy": lambda _v: mid, "encoding_fn": ident})])
                    facts_rv = graph.get_latest_variable(f"extracted_facts:{mid}")
                    rec.ops[("extract", dia)] = op.op_id
                if not facts:
                    continue
                actions = spec["decisions"].get(dia)
                assert actions is not None, (spec["name"], dia)
                similar = spec.get("similar", {}).get(dia)
                if similar is None:
                    keys = [a["key"] for a in actions if a["event"] != "ADD"]
                    similar = [keys for _ in facts]
                with comment_op_scope(op_name="memory_system.update_memory_decision", category="update",
                                      comment="per-fact similarity search, then the LLM decides ADD/UPDATE/DELETE/NONE "
                                              "against the similar existing memories") as op:
                    sim_rvs = []
                    found_all = []
                    for k, fact in enumerate(facts):
                        fid = f"{mid}-{k}"
                        comment_op(reuse_op=True, inputs=[facts_rv],
                                   outputs=[(fact, {"class_name": "fact", "id_strategy": lambda _v, f=fid: f,
                                                    "encoding_fn": ident})], category="retrieval",
                                   comment="each extracted fact is embedded and searched (limit 5)")
                        fact_rv = graph.get_latest_variable(f"fact:{fid}")
                        refs = [({"id": units[key]["id"]}, {"id_strategy": "mem0-dict", "identity_only": True,
                                                           "encoding_fn": jdump, "category": "memory_entry"})
                                for key in similar[k]]
                        found = [units[key] for key in similar[k]]
                        found_all += [u for u in found if u not in found_all]
                        clock.pause(40)
                        comment_op(reuse_op=True, inputs=[fact_rv] + refs,
                                   outputs=[(jdump([{"id": u["id"], "memory": u["memory"]} for u in found]),
                                             {"class_name": "similar_memories", "id_strategy": lambda _v, f=fid: f,
                                              "encoding_fn": ident})],
                                   category="retrieval", comment="vector-store search results for this fact")
                        sim_rvs.append(graph.get_latest_variable(f"similar_memories:{fid}"))
                    existing = f"Find {len(found_all)} existing memories similar to the new facts"
                    comment_op(reuse_op=True, inputs=sim_rvs,
                               outputs=[(existing, {"class_name": "existing_memories", "id_strategy": lambda _v: mid,
                                                    "encoding_fn": ident})])
                    existing_rv = graph.get_latest_variable(f"existing_memories:{mid}")
                    temp = {u["id"]: str(i) for i, u in enumerate(found_all)}
                    instruction = (UPDATE_PROMPT + "\n\nExisting memories:\n"
                                   + jdump([{"id": temp[u["id"]], "text": u["memory"]} for u in found_all])
                                   + "\n\nNew facts:\n" + jdump(facts))
                    comment_op(reuse_op=True, inputs=[facts_rv, existing_rv, upd_prompt],
                               outputs=[(instruction, {"class_name": "memory_update_task_instruction",
                                                       "id_strategy": lambda _v: mid, "encoding_fn": ident})],
                               comment="retrieved memories are inserted into the update instruction")
                    instr_rv = graph.get_latest_variable(f"memory_update_task_instruction:{mid}")
                    decision = []
                    n_new = len(found_all)
                    for a in actions:
                        if a["event"] == "ADD":
                            decision.append({"id": str(n_new), "text": a["text"], "event": "ADD"})
                            n_new += 1
                        elif a["event"] == "UPDATE":
                            decision.append({"id": temp[units[a["key"]]["id"]], "text": a["text"], "event": "UPDATE",
                                             "old_memory": units[a["key"]]["memory"]})
                        else:
                            decision.append({"id": temp[units[a["key"]]["id"]], "text": units[a["key"]]["memory"],
                                             "event": a["event"]})
                    clock.pause(1100)
                    comment_op(reuse_op=True, inputs=[instr_rv],
                               outputs=[(jdump({"memory": decision}), {"class_name": "raw_memory_update_decision",
                                                                        "id_strategy": lambda _v: mid,
                                                                        "encoding_fn": ident})])
                    rawd_rv = graph.get_latest_variable(f"raw_memory_update_decision:{mid}")
                    comment_op(reuse_op=True, inputs=[rawd_rv],
                               outputs=[(jdump([d for d in decision if d["event"] != "NONE"]),
                                         {"class_name": "update_action", "id_strategy": lambda _v: mid,
                                          "encoding_fn": ident})])
                    act_rv = graph.get_latest_variable(f"update_action:{mid}")
                    for a in actions:
                        if a["event"] == "ADD":
                            u = {"id": str(uuid.UUID(int=uid_rng.getrandbits(128), version=4)), "memory": a["text"],
                                 "timestamp": t["date"]}
                            units[a["key"]] = u
                            comment_op(reuse_op=True, inputs=[act_rv],
                                       outputs=[(dict(u), {"id_strategy": "mem0-dict", "encoding_fn": jdump,
                                                           "category": "memory_entry"})],
                                       comment="ADD: a new memory unit")
                        elif a["event"] == "UPDATE":
                            u = units[a["key"]]
                            with comment_mutation(target=u, inputs=[act_rv], id_strategy="mem0-dict",
                                                  encoding_fn=jdump, category="memory_entry", reuse_op=True,
                                                  mutation_category="update",
                                                  mutation_comment="UPDATE: the memory text is replaced"):
                                u["memory"] = a["text"]
                                u["timestamp"] = t["date"]
                        elif a["event"] == "DELETE":
                            ref = ({"id": units[a["key"]]["id"]}, {"id_strategy": "mem0-dict", "identity_only": True,
                                                                  "encoding_fn": jdump, "category": "memory_entry"})
                            comment_op(reuse_op=True, inputs=[act_rv, ref],
                                       outputs=[("DELETED", {"id_strategy": lambda _v: "delete_marker",
                                                             "encoding_fn": ident, "category": "marker"})],
                                       category="delete", comment="DELETE: the memory unit is removed")
                            units[a["key"]]["deleted"] = True
                    rec.ops[("decision", dia)] = op.op_id
    return units


def mem0_search_and_eval(rec, graph, units, clock):
    graph = _stage(graph)
    with comment_graph(graph=graph) as graph:
        with comment_session(session_id="memory_search", session_name="memory_search", category="memory_search",
                             metadata={"top_k": 10, "strict": True}):
            for q in rec.questions:
                qrv = rec.query(q)
                refs = []
                for key in q["retrieved"]:
                    assert not units[key].get("deleted"), (q["qa_id"], key)
                    refs.append(({"id": units[key]["id"]}, {"id_strategy": "mem0-dict", "identity_only": True,
                                                           "encoding_fn": jdump, "category": "memory_entry"}))
                clock.pause(80)
                op = comment_op(op_name="memory_system.search_vector_store", category="retrieval",
                                comment="vector search of the memory store with the question",
                                metadata={"top_k": 10, "embedding_model": "Qwen3-Embedding-4B"},
                                inputs=[qrv], outputs=refs)
                rec.ops[("search", q["qa_id"])] = op.op_id
    graph = _stage(graph)
    with comment_graph(graph=graph) as graph:
        with comment_session(session_id="memory_evaluation", session_name="memory_evaluation",
                             category="memory_evaluation",
                             metadata={"qa_model": "gpt-4.1-mini", "judge_model": "claude-opus-4-5",
                                       "add_question_timestamp": False}):
            for q in rec.questions:
                refs = [({"id": units[k]["id"]}, {"id_strategy": "mem0-dict", "identity_only": True,
                                                  "encoding_fn": jdump, "category": "memory_entry"})
                        for k in q["retrieved"]]
                context = "\n".join(f"- {units[k]['memory']} (Time: {units[k]['timestamp']})" for k in q["retrieved"])
                check_context(q, context)
                rec.evaluate(q, refs, context, clock)
    return graph


def _stage(graph):
    """Export and re-import between lifecycle stages, as MemBase does."""
    return ExecNetwork.import_graph(graph.export_graph())


# --------------------------------------------------------------------------------------------------------------
# Long-Context


def record_long_context(rec, graph, clock):
    spec = rec.spec
    window = spec["window_words"]
    lines = []  # list of (dia, line)

    def enc(ls):
        return "\n".join(x[1] for x in ls)

    for s, date, turns in rec.sessions():
        with comment_session(session_id=f"locomo-{rec.conv.sample}:session_{s}", session_name=f"session_{s}",
                             category="memory_construction", metadata={"session_date_time": date}):
            for t in turns:
                m = rec.record_message(t)
                with comment_op_scope(op_name="memory_system.memory_update", category="update",
                                      comment="merge the message into the single memory unit; trim the oldest "
                                              "messages when the buffer exceeds the context window",
                                      metadata={"context_window": window, "context_window_unit": "words",
                                                "separator": "\\n", "tokenizer_model": "gpt-4.1-mini"}) as op:
                    with comment_mutation(target=lines, inputs=[m], id_strategy=lambda _v: "memory-unit",
                                          encoding_fn=enc, category="memory_entry", reuse_op=True,
                                          mutation_category="update",
                                          mutation_comment="the message is appended to the memory unit"):
                        lines.append((t["dia"], f"[{t['date']}] {t['speaker']}: {t['text']}"))
                        while sum(len(x[1].split()) for x in lines) > window:
                            gone = lines.pop(0)
                            rec.ops[("evict", gone[0])] = op.op_id
                    rec.ops[("lc_update", t["dia"])] = op.op_id
    return lines


def lc_search_and_eval(rec, graph, lines, clock):
    spec = rec.spec
    cut = spec.get("retrieve_max_words")
    unit_ref = ("", {"id_strategy": lambda _v: "memory-unit", "identity_only": True, "encoding_fn": ident,
                     "category": "memory_entry"})
    contexts = {}
    graph = _stage(graph)
    with comment_graph(graph=graph) as graph:
        with comment_session(session_id="memory_search", session_name="memory_search", category="memory_search",
                             metadata={"top_k": 10, "strict": True}):
            for q in rec.questions:
                qrv = rec.query(q)
                full = "\n".join(x[1] for x in lines)
                clock.pause(30)
                if cut:
                    kept, n = [], 0
                    for x in reversed(lines):
                        n += len(x[1].split())
                        if n > cut:
                            break
                        kept.insert(0, x[1])
                    text = "\n".join(kept)
                    op = comment_op(op_name="memory_system.retrieve", category="retrieval",
                                    comment="return the memory unit, keeping the most recent part that fits the "
                                            "retrieval budget",
                                    metadata={"top_k": 10, "max_retrieved_words": cut},
                                    inputs=[qrv, unit_ref],
                                    outputs=[(text, {"class_name": "retrieved_memories",
                                                     "id_strategy": lambda _v, i=q["qa_id"]: i,
                                                     "encoding_fn": ident, "category": "retrieved_memories"})])
                    contexts[q["qa_id"]] = (text, "retrieved")
                else:
                    op = comment_op(op_name="memory_system.retrieve", category="retrieval",
                                    comment="return the single memory unit (k is ignored)", metadata={"top_k": 10},
                                    inputs=[qrv], outputs=[unit_ref])
                    contexts[q["qa_id"]] = (full, "unit")
                rec.ops[("retrieve", q["qa_id"])] = op.op_id
    graph = _stage(graph)
    with comment_graph(graph=graph) as graph:
        with comment_session(session_id="memory_evaluation", session_name="memory_evaluation",
                             category="memory_evaluation",
                             metadata={"qa_model": "gpt-4.1-mini", "judge_model": "claude-opus-4-5",
                                       "add_question_timestamp": False}):
            for q in rec.questions:
                text, kind = contexts[q["qa_id"]]
                if kind == "unit":
                    refs = [unit_ref]
                else:
                    refs = [graph.get_latest_variable(f"retrieved_memories:{q['qa_id']}")]
                check_context(q, text)
                rec.evaluate(q, refs, text, clock)
    return graph


# --------------------------------------------------------------------------------------------------------------
# Naive RAG


def record_rag(rec, graph, clock):
    spec = rec.spec
    budget = spec["chunk_words"]
    drop = spec.get("drop_trigger")  # the dia id whose flush loses the triggering message (planted fault)
    buf = []
    units = []  # list of dicts {id, content, dias}
    uid_rng = random.Random(spec["name"] + ":rag-ids")

    def enc(ls):
        return "\n".join(x[1] for x in ls)

    def buf_mutation(inputs, comment):
        return comment_mutation(target=buf, inputs=inputs, id_strategy=lambda _v: "message-buffer", encoding_fn=enc,
                                category="message_buffer", reuse_op=True, mutation_category="update",
                                mutation_comment=comment)

    def add_unit(doc_rv, dias, text, op_name, op_comment, category):
        u = {"content": text, "id": str(uuid.UUID(int=uid_rng.getrandbits(128), version=4))}
        units.append(dict(u, dias=dias))
        if op_name:
            comment_op(op_name=op_name, category=category, comment=op_comment, inputs=[doc_rv],
                       outputs=[(u, {"id_strategy": "naive-rag-dict", "encoding_fn": jdump,
                                     "category": "memory_entry"})],
                       metadata={"embedding_model": "Qwen3-Embedding-4B", "max_tokens": budget})
        else:
            comment_op(reuse_op=True, inputs=[doc_rv],
                       outputs=[(u, {"id_strategy": "naive-rag-dict", "encoding_fn": jdump,
                                     "category": "memory_entry"})])
        return u

    n_doc = 0
    for s, date, turns in rec.sessions():
        with comment_session(session_id=f"locomo-{rec.conv.sample}:session_{s}", session_name=f"session_{s}",
                             category="memory_construction", metadata={"session_date_time": date}):
            for t in turns:
                m = rec.record_message(t)
                with comment_op_scope(op_name="memory_system.message_buffer_update", category="update",
                                      comment="append the message to the buffer; when the buffer reaches the chunk "
                                              "budget, emit it as a document and clear it",
                                      metadata={"max_tokens": budget, "budget_unit": "words", "mode": "deferred"}) as op:
                    with buf_mutation([m], "the message is appended to the buffer") as mu:
                        buf.append((t["dia"], f"[{t['date']}] {t['speaker']}: {t['text']}"))
                    doc_rv = None
                    if sum(len(x[1].split()) for x in buf) >= budget:
                        n_doc += 1
                        kept = buf[:-1] if t["dia"] == drop else list(buf)
                        doc = "\n".join(x[1] for x in kept)
                        comment_op(reuse_op=True, inputs=[m, mu.result],
                                   outputs=[(doc, {"id_strategy": lambda _v, n=n_doc: f"document-{n}",
                                                   "encoding_fn": ident, "category": "temporary_variable"})],
                                   category="extraction", comment="the full buffer is emitted as one document")
                        doc_rv = graph.get_latest_variable(f"document-{n_doc}")
                        with buf_mutation([], "the buffer is cleared after the flush"):
                            buf.clear()
                        doc_dias = [x[0] for x in kept]
                    rec.ops[("buffer", t["dia"])] = op.op_id
                if doc_rv is not None:
                    add_unit(doc_rv, doc_dias, doc, "memory_system.add", "the document becomes a memory unit",
                             "update")
    with comment_session(session_id="finalize", session_name="finalize", category="memory_construction"):
        if buf:
            n_doc += 1
            with comment_op_scope(op_name="memory_system.finalize_memory_unit", category="update",
                                  comment="flush the remaining buffer into a last memory unit") as op:
                doc = "\n".join(x[1] for x in buf)
                bref = ("", {"id_strategy": lambda _v: "message-buffer", "identity_only": True, "encoding_fn": ident,
                             "category": "message_buffer"})
                comment_op(reuse_op=True, inputs=[bref],
                           outputs=[(doc, {"id_strategy": lambda _v, n=n_doc: f"document-{n}", "encoding_fn": ident,
                                           "category": "temporary_variable"})], category="extraction")
                doc_rv = graph.get_latest_variable(f"document-{n_doc}")
                dias = [x[0] for x in buf]
                with buf_mutation([], "the buffer is cleared after the flush"):
                    buf.clear()
                add_unit(doc_rv, dias, doc, None, None, None)
                rec.ops[("finalize", None)] = op.op_id
    return units


def unit_with(units, dia):
    for i, u in enumerate(units):
        if dia in u["dias"]:
            return i
    raise KeyError(dia)


def rag_search_and_eval(rec, graph, units, clock):
    spec = rec.spec
    graph = _stage(graph)
    chosen = {}
    with comment_graph(graph=graph) as graph:
        with comment_session(session_id="memory_search", session_name="memory_search", category="memory_search",
                             metadata={"top_k": spec["top_k"], "strict": True}):
            for q in rec.questions:
                qrv = rec.query(q)
                idx = []
                for dia in q["retrieved"]:
                    i = unit_with(units, dia)
                    if i not in idx:
                        idx.append(i)
                assert len(idx) <= spec["top_k"]
                chosen[q["qa_id"]] = idx
                refs = [({"id": units[i]["id"]}, {"id_strategy": "naive-rag-dict", "identity_only": True,
                                                  "encoding_fn": jdump, "category": "memory_entry"}) for i in idx]
                clock.pause(60)
                op = comment_op(op_name="memory_system.retrieve", category="retrieval",
                                comment="dense top-k retrieval over the memory units",
                                metadata={"top_k": spec["top_k"], "embedding_model": "Qwen3-Embedding-4B"},
                                inputs=[qrv], outputs=refs)
                rec.ops[("retrieve", q["qa_id"])] = op.op_id
    graph = _stage(graph)
    with comment_graph(graph=graph) as graph:
        with comment_session(session_id="memory_evaluation", session_name="memory_evaluation",
                             category="memory_evaluation",
                             metadata={"qa_model": "gpt-4.1-mini", "judge_model": "claude-opus-4-5",
                                       "add_question_timestamp": False}):
            for q in rec.questions:
                idx = chosen[q["qa_id"]]
                refs = [({"id": units[i]["id"]}, {"id_strategy": "naive-rag-dict", "identity_only": True,
                                                  "encoding_fn": jdump, "category": "memory_entry"}) for i in idx]
                context = "\n\n".join(units[i]["content"] for i in idx)
                check_context(q, context)
                rec.evaluate(q, refs, context, clock)
    return graph


# --------------------------------------------------------------------------------------------------------------
# EverMemOS


def record_evermemos(rec, graph, clock):
    spec = rec.spec
    buf = []
    units = {}  # key (first dia) -> dict
    eid_rng = random.Random(spec["name"] + ":event-ids")

    def enc(ls):
        return jdump([x[1] for x in ls])

    def finalize_and_extract(start_dia):
        ep = spec["episodes"][start_dia]
        eid = f"{uuid.UUID(int=eid_rng.getrandbits(128), version=4).hex[:24]}"
        unit = {"event_id": eid, "original_data": [x[1] for x in buf], "timestamp": buf[0][1]["timestamp"]}
        bref = ("", {"id_strategy": lambda _v: "message-buffer", "identity_only": True, "encoding_fn": ident,
                     "category": "message_buffer"})
        with comment_op_scope(op_name="memory_system.finalize_memory_unit", category="initialization",
                              comment="the buffered messages become a memory unit with a new event id") as op:
            comment_op(reuse_op=True, inputs=[bref],
                       outputs=[(dict(unit), {"id_strategy": "evermemos-dict", "encoding_fn": jdump,
                                              "category": "memory_entry"})])
            with comment_mutation(target=buf, id_strategy=lambda _v: "message-buffer", encoding_fn=enc,
                                  category="message_buffer", reuse_op=True, mutation_category="update",
                                  mutation_comment="the buffer is flushed (smart mask keeps nothing)"):
                dias = [x[0] for x in buf]
                buf.clear()
            rec.ops[("finalize", start_dia)] = op.op_id
        with comment_op_scope(op_name="memory_system.extract_memory", category="extraction",
                              comment="LLM writes the episode and event log of the memory unit",
                              metadata={"foresight": False}) as op:
            uref = ({"event_id": eid}, {"id_strategy": "evermemos-dict", "identity_only": True, "encoding_fn": jdump,
                                        "category": "memory_entry"})
            eprompt = rec.prompt("episode_extraction_prompt", EXTRACT_PROMPT)
            clock.pause(1500)
            comment_op(reuse_op=True, inputs=[uref, eprompt],
                       outputs=[(jdump({"episode": ep["episode"], "event_log": ep["event_log"]}),
                                 {"class_name": "raw_extraction_response", "id_strategy": lambda _v: eid,
                                  "encoding_fn": ident})])
            raw_rv = graph.get_latest_variable(f"raw_extraction_response:{eid}")
            comment_op(reuse_op=True, inputs=[raw_rv],
                       outputs=[(ep["episode"], {"class_name": "episode", "id_strategy": lambda _v: eid,
                                                 "encoding_fn": ident}),
                                (jdump(ep["event_log"]), {"class_name": "event_log", "id_strategy": lambda _v: eid,
                                                          "encoding_fn": ident})])
            ep_rv = graph.get_latest_variable(f"episode:{eid}")
            el_rv = graph.get_latest_variable(f"event_log:{eid}")
            with comment_mutation(target=unit, inputs=[ep_rv, el_rv], id_strategy="evermemos-dict", encoding_fn=jdump,
                                  category="memory_entry", reuse_op=True, mutation_category="extraction",
                                  mutation_comment="the unit now holds the episode and event log"):
                del unit["original_data"]
                unit["subject"] = ep["subject"]
                unit["episode"] = ep["episode"]
                unit["event_log"] = ep["event_log"]
            rec.ops[("ever_extract", start_dia)] = op.op_id
        units[start_dia] = dict(unit, dias=dias)

    boundaries = set(spec["episodes"])
    for s, date, turns in rec.sessions():
        with comment_session(session_id=f"locomo-{rec.conv.sample}:session_{s}", session_name=f"session_{s}",
                             category="memory_construction", metadata={"session_date_time": date}):
            bprompt = rec.prompt("boundary_detection_prompt", BOUNDARY_PROMPT)
            for t in turns:
                m = rec.record_message(t)
                mid = msg_id(rec.conv, t["dia"])
                if buf:
                    split = t["dia"] in boundaries
                    gap = "0 days" if buf[-1][1]["timestamp"] == t["date"] else "several days"
                    with comment_op_scope(op_name="evermemos.boundary_detection", category="boundary_detection",
                                          comment="LLM decides whether the new message starts a new episode",
                                          metadata={"hard_token_limit": 8192, "hard_message_limit": 50}) as op:
                        hist = comment_variable(enc(buf), to_runtime=True, class_name="history_messages",
                                                id_strategy=lambda _v: mid, encoding_fn=ident)
                        new = comment_variable(jdump([t["text"]]), to_runtime=True, class_name="new_messages",
                                               id_strategy=lambda _v: mid, encoding_fn=ident)
                        tg = comment_variable(gap, to_runtime=True, class_name="time_gap", id_strategy=lambda _v: mid,
                                              encoding_fn=ident)
                        clock.pause(500)
                        reason = spec.get("boundary_reasons", {}).get(t["dia"], "time gap between sessions" if gap != "0 days" else "same topic continues")
                        raw = jdump({"should_end": split, "reason": reason})
                        comment_op(reuse_op=True, inputs=[hist, new, bprompt, tg],
                                   outputs=[(raw, {"class_name": "raw_boundary_detection_response",
                                                   "id_strategy": lambda _v: mid, "encoding_fn": ident})])
                        rraw = graph.get_latest_variable(f"raw_boundary_detection_response:{mid}")
                        outs = [(jdump({"should_end": split}), {"class_name": "boundary_detection_result",
                                                                "id_strategy": lambda _v: mid, "encoding_fn": ident})]
                        if not split:
                            outs.append(("NO_SPLIT", {"id_strategy": lambda _v: "no_split_marker",
                                                      "encoding_fn": ident, "category": "marker"}))
                        comment_op(reuse_op=True, inputs=[rraw], outputs=outs)
                        rec.ops[("boundary", t["dia"])] = op.op_id
                    if split:
                        finalize_and_extract(buf[0][0])
                with comment_op_scope(op_name="memory_system.message_buffer_update", category="update",
                                      comment="append the message to the buffer", metadata={"smart_mask_flag": False}):
                    with comment_mutation(target=buf, inputs=[m], id_strategy=lambda _v: "message-buffer",
                                          encoding_fn=enc, category="message_buffer", reuse_op=True,
                                          mutation_category="update", mutation_comment="message appended"):
                        buf.append((t["dia"], {"speaker": t["speaker"], "content": t["text"],
                                               "timestamp": t["date"]}))
    with comment_session(session_id="finalize", session_name="finalize", category="memory_construction"):
        if buf:
            finalize_and_extract(buf[0][0])
    return units


def ever_search_and_eval(rec, graph, units, clock):
    spec = rec.spec
    final_k = spec["final_top_k"]
    graph = _stage(graph)
    eid = {k: u["event_id"] for k, u in units.items()}

    def ref(k):
        return ({"event_id": eid[k]}, {"id_strategy": "evermemos-dict", "identity_only": True, "encoding_fn": jdump,
                                       "category": "memory_entry"})

    with comment_graph(graph=graph) as graph:
        with comment_session(session_id="memory_search", session_name="memory_search", category="memory_search",
                             metadata={"top_k": final_k, "strict": True, "agentic": True}):
            sprompt = rec.prompt("sufficiency_check_prompt_template", SUFFICIENCY_PROMPT)
            for q in rec.questions:
                qid = q["qa_id"]
                qrv = rec.query(q)
                r = q["retrieval"]
                with comment_op_scope(op_name="memory_system.agentic_round1_bundle", category="retrieval",
                                      comment="round 1: BM25 + dense hybrid retrieval, rerank, LLM sufficiency check",
                                      metadata={"bm25_top_n": 50, "emb_top_n": 50, "rrf_k": 60,
                                                "reranker": "Qwen3-Reranker-4B", "sufficiency_check_docs": 10}) as op:
                    def res(cls, keys):
                        return (jdump([{"event_id": eid[k], "score": round(0.9 - 0.07 * i, 2)}
                                       for i, k in enumerate(keys)]),
                                {"class_name": cls, "id_strategy": lambda _v: qid, "encoding_fn": ident})
                    comment_op(reuse_op=True, inputs=[qrv] + [ref(k) for k in r["hybrid"]],
                               outputs=[res("sparse_retrieval_results", r["sparse"]),
                                        res("dense_retrieval_results", r["dense"])])
                    sp = graph.get_latest_variable(f"sparse_retrieval_results:{qid}")
                    de = graph.get_latest_variable(f"dense_retrieval_results:{qid}")
                    comment_op(reuse_op=True, inputs=[sp, de], outputs=[res("hybrid_retrieval_results", r["hybrid"])])
                    hy = graph.get_latest_variable(f"hybrid_retrieval_results:{qid}")
                    clock.pause(300)
                    comment_op(reuse_op=True, inputs=[hy], outputs=[res("reranked_for_check", r["check"])])
                    rc = graph.get_latest_variable(f"reranked_for_check:{qid}")
                    comment_op(reuse_op=True, inputs=[qrv, rc, sprompt],
                               outputs=[(SUFFICIENCY_PROMPT + "\n\nQuestion: " + q["question"] + "\nEpisodes:\n"
                                         + "\n".join(units[k]["episode"] for k in r["check"]),
                                         {"class_name": "sufficiency_check_prompt", "id_strategy": lambda _v: qid,
                                          "encoding_fn": ident})])
                    scp = graph.get_latest_variable(f"sufficiency_check_prompt:{qid}")
                    clock.pause(800)
                    comment_op(reuse_op=True, inputs=[scp],
                               outputs=[(jdump({"is_sufficient": True, "missing": ""}),
                                         {"class_name": "raw_sufficiency_check_response",
                                          "id_strategy": lambda _v: qid, "encoding_fn": ident})])
                    rs = graph.get_latest_variable(f"raw_sufficiency_check_response:{qid}")
                    comment_op(reuse_op=True, inputs=[rs],
                               outputs=[("sufficient", {"class_name": "sufficiency_check_result",
                                                        "id_strategy": lambda _v: qid, "encoding_fn": ident})])
                    rec.ops[("round1", qid)] = op.op_id
                with comment_op_scope(op_name="memory_system.agentic_final_rerank", category="retrieval",
                                      comment="rerank the round-1 candidates against the question and keep final_top_k",
                                      metadata={"final_top_k": final_k, "reranker": "Qwen3-Reranker-4B"}) as op:
                    clock.pause(300)
                    assert len(r["final"]) <= final_k
                    comment_op(reuse_op=True, inputs=[qrv, hy], outputs=[res("final_reranked_results", r["final"])])
                    fr = graph.get_latest_variable(f"final_reranked_results:{qid}")
                    comment_op(reuse_op=True, inputs=[fr], outputs=[ref(k) for k in r["final"]])
                    rec.ops[("final_rerank", qid)] = op.op_id
    graph = _stage(graph)
    with comment_graph(graph=graph) as graph:
        with comment_session(session_id="memory_evaluation", session_name="memory_evaluation",
                             category="memory_evaluation",
                             metadata={"qa_model": "gpt-4.1-mini", "judge_model": "claude-opus-4-5",
                                       "add_question_timestamp": False}):
            for q in rec.questions:
                keys = q["retrieval"]["final"]
                context = "\n\n".join(f"Episode ({units[k]['timestamp']}): {units[k]['episode']}" for k in keys)
                check_context(q, context)
                rec.evaluate(q, [ref(k) for k in keys], context, clock)
    return graph


# --------------------------------------------------------------------------------------------------------------
# The scripted trajectories. Written before any attribution engine ran on these graphs.
#
# Mem0 "decisions": per message, the actions of the update decision in order. Keys name memory units; "similar"
# (per fact) defaults to the units the decision touches. Questions: "retrieved" = what the search returns,
# "needles" = the answer-bearing strings the recorder checks against the context (check_context), "annotation" =
# the planted decisive fault as (kind, key) resolved to an op id while recording.


def A(kind, text=None, key=None):
    return {"event": kind, "text": text, "key": key}


def ANN(type_, op, reason):
    return {"type": type_, "op": op, "reason": reason}


SPECS = [
    # 1. Mem0, LoCoMo conv-26 sessions 1-2 (35 messages)
    dict(
        name="h3-mem0-1", system="mem0", conv="26", sessions=[(1, 1, None), (2, 1, None)],
        facts={
            "D1:3": ["Caroline went to an LGBTQ support group on 8 May 2023 and found it powerful"],
            "D1:5": ["Caroline found the transgender stories at the support group inspiring"],
            "D1:7": ["The support group made Caroline feel accepted and gave her courage to embrace herself"],
            "D1:9": ["Caroline plans to continue her education and explore career options"],
            "D1:11": ["Caroline is keen on counseling or working in mental health"],
            "D1:14": ["Melanie painted a lake sunrise last year (2022)"],
            "D1:16": ["Melanie paints to express her feelings and to relax after a long day"],
            "D1:18": ["Melanie goes swimming with her kids"],
            "D2:1": ["Melanie ran a charity race for mental health on Saturday, 20 May 2023"],
            "D2:3": ["Melanie realized that self-care is really important; looking after herself helps her look "
                     "after her family"],
            "D2:5": ["Melanie carves out me-time each day for running, reading or playing her violin"],
            "D2:6": ["Caroline thinks taking time for yourself is important"],
            "D2:7": ["Melanie's family is thinking about going camping next month (June 2023)"],
            "D2:8": ["Caroline is researching adoption agencies; having a family is her dream"],
            "D2:12": ["Caroline chose an adoption agency that helps LGBTQ+ folks because of its inclusivity and "
                      "support"],
            "D2:14": ["Caroline is excited to make a family for kids who need one, as a single parent"],
        },
        decisions={
            "D1:3": [A("ADD", "Caroline went to an LGBTQ support group on 8 May 2023 and found it powerful", "sg")],
            "D1:5": [A("UPDATE", "Caroline went to an LGBTQ support group on 8 May 2023; the transgender stories "
                                 "there inspired her", "sg")],
            "D1:7": [A("ADD", "The support group made Caroline feel accepted and gave her courage to embrace "
                              "herself", "acc")],
            "D1:9": [A("ADD", "Caroline plans to continue her education and explore career options", "edu")],
            "D1:11": [A("UPDATE", "Caroline plans to continue her education and is keen on counseling or working "
                                  "in mental health", "edu")],
            "D1:14": [A("ADD", "Melanie painted a lake sunrise in 2022", "paint")],
            "D1:16": [A("UPDATE", "Melanie painted a lake sunrise in 2022; painting helps her express her feelings "
                                  "and relax", "paint")],
            "D1:18": [A("ADD", "Melanie goes swimming with her kids", "swim")],
            "D2:1": [A("ADD", "Melanie ran a charity race for mental health on Saturday, 20 May 2023", "race")],
            "D2:3": [A("ADD", "Melanie realized that self-care is really important; looking after herself helps "
                              "her look after her family", "self")],
            "D2:5": [A("ADD", "Melanie carves out me-time each day for running, reading or playing her violin",
                       "metime")],
            # planted DeletionError: a dedupe step removes the specific me-time unit as a duplicate
            "D2:6": [A("NONE", key="self"), A("DELETE", key="metime"),
                     A("ADD", "Caroline thinks taking time for yourself is important", "caro_self")],
            "D2:7": [A("ADD", "Melanie's family is thinking about going camping in June 2023", "camp")],
            "D2:8": [A("ADD", "Caroline is researching adoption agencies; having a family is her dream", "adopt")],
            "D2:12": [A("UPDATE", "Caroline is researching adoption agencies and chose one that helps LGBTQ+ folks "
                                  "because of its inclusivity and support", "adopt")],
            "D2:14": [A("ADD", "Caroline is excited to make a family for kids who need one, as a single parent",
                        "single")],
        },
        similar={"D2:6": [["self", "metime"]], "D2:14": [["adopt"]]},
        questions=[
            dict(question="When did Caroline go to the LGBTQ support group?", retrieved=["sg", "acc", "edu"],
                 prediction="8 May 2023", score=0, needles=["7 May"],
                 annotation=ANN("ExtractionError", ("extract", "D1:3"),
                                "The fact extraction of D1:3 resolved 'yesterday' (said on 8 May 2023) to 8 May 2023; "
                                "the near-miss date is stored, kept by the later UPDATE and restated by the answer.")),
            dict(question="When did Melanie run a charity race?", retrieved=["race", "self", "camp"],
                 prediction="Saturday, 20 May 2023 (the Saturday before 25 May 2023)", score=0,
                 needles=["Saturday, 20 May 2023"],
                 judge="The gold answer is the Sunday before 25 May 2023 (21 May); the answer gives Saturday 20 May, "
                       "a different day. WRONG",
                 annotation=ANN("AnnotationError", ("judge", None),
                                "D2:1 (25 May 2023) says 'last Saturday', i.e. 20 May 2023; the gold label's 'Sunday' "
                                "is wrong and the system's answer is right.")),
            dict(question="How does Melanie prioritize self-care?", retrieved=["self", "caro_self", "race"],
                 prediction="She has realized self-care is important and looks after herself so she can look after "
                            "her family", score=0, needles=["violin"],
                 annotation=ANN("DeletionError", ("decision", "D2:6"),
                                "The update decision for D2:6 deleted the unit 'carves out me-time each day for "
                                "running, reading or playing her violin' as a duplicate of the general self-care "
                                "unit; the specifics never reach the answer.")),
            dict(question="What did Caroline research?", retrieved=["adopt", "single"], prediction="Adoption agencies",
                 score=1, needles=["adoption agencies"]),
            dict(question="When is Melanie planning on going camping?", retrieved=["camp", "swim"],
                 prediction="June 2023", score=1, needles=["June 2023"]),
        ],
    ),
    # 2. Mem0, LoCoMo conv-44 sessions 1-2 (50 messages)
    dict(
        name="h3-mem0-2", system="mem0", conv="44", sessions=[(1, 1, None), (2, 1, None)],
        facts={
            "D1:2": ["Andrew started a new job as a Financial Analyst the week before 27 March 2023"],
            "D1:3": ["Audrey got new collars and tags for her dogs"],
            "D1:7": ["Audrey has had her three dogs, Pepper, Precious and Panda, for 3 years"],
            "D1:9": ["Audrey's dogs are city dogs who love exploring new parks and trails"],
            "D1:12": ["Andrew has no pets right now but loves animals"],
            "D1:14": ["Andrew has always been awed by birds and their power to soar"],
            "D1:16": ["Andrew is mesmerized by eagles, which he finds strong and graceful"],
            "D1:18": ["Andrew spots birds when he hikes but has not gone bird-watching"],
            "D1:20": ["Andrew's favourite weekend hiking trail is Fox Hollow"],
            "D2:1": ["Audrey adopted another puppy called Pixie"],
            "D2:3": ["Audrey has not checked out the Fox Hollow hiking spot yet"],
            "D2:5": ["Pixie now gets along with Audrey's other dogs"],
            "D2:8": ["Andrew is considering getting a dog but finding a dog-friendly place in the city is hard"],
            "D2:9": ["Audrey found her dog-friendly place through websites with filters for places that allow dogs"],
            "D2:16": ["Andrew's family has a dog"],
            "D2:18": ["Andrew misses exploring nature trails with his family's dog"],
        },
        decisions={
            "D1:2": [A("ADD", "Andrew started a new job as a Financial Analyst the week before 27 March 2023", "job")],
            "D1:3": [A("ADD", "Audrey got new collars and tags for her dogs", "collars")],
            "D1:7": [A("ADD", "Audrey has had her three dogs, Pepper, Precious and Panda, for 3 years", "dogs")],
            "D1:9": [A("ADD", "Audrey's dogs are city dogs who love exploring new parks and trails", "city")],
            "D1:12": [A("ADD", "Andrew has no pets right now but loves animals", "nopets")],
            "D1:14": [A("ADD", "Andrew has always been awed by birds and their power to soar", "birds")],
            "D1:16": [A("NONE", key="birds"),
                      A("ADD", "Andrew is mesmerized by eagles, which he finds strong and graceful", "eagles")],
            "D1:18": [A("ADD", "Andrew spots birds when he hikes but has not gone bird-watching", "spot")],
            "D1:20": [A("ADD", "Andrew's favourite weekend hiking trail is Fox Hollow", "fox")],
            # planted UpdateError: the UPDATE drops "for 3 years"
            "D2:1": [A("UPDATE", "Audrey has four dogs: Pepper, Precious, Panda and the new puppy Pixie", "dogs")],
            "D2:3": [A("UPDATE", "Andrew's favourite weekend hiking trail is Fox Hollow; Audrey has not checked it "
                                 "out yet", "fox")],
            "D2:5": [A("UPDATE", "Audrey has four dogs: Pepper, Precious, Panda and the new puppy Pixie, who now "
                                 "gets along with the others", "dogs")],
            "D2:8": [A("UPDATE", "Andrew has no pets right now; he is considering getting a dog but finding a "
                                 "dog-friendly place in the city is hard", "nopets")],
            "D2:9": [A("ADD", "Audrey found her dog-friendly place through websites with filters for places that "
                              "allow dogs", "web")],
            # planted DeletionError: "no pets" is taken as contradicted by the family's dog
            "D2:16": [A("DELETE", key="nopets"), A("ADD", "Andrew's family has a dog", "famdog")],
            "D2:18": [A("UPDATE", "Andrew's family has a dog; he misses exploring nature trails with it", "famdog")],
        },
        questions=[
            dict(question="Which year did Audrey adopt the first three of her dogs?",
                 retrieved=["dogs", "collars", "city"], prediction="2023", score=0, needles=["3 years"],
                 annotation=ANN("UpdateError", ("decision", "D2:1"),
                                "The dogs unit held 'for 3 years' (said on 27 March 2023, so 2020); the UPDATE made "
                                "for D2:1 (Pixie) rewrote it without the duration.")),
            dict(question="Which specific type of bird mesmerizes Andrew?", retrieved=["birds", "spot", "fox"],
                 prediction="Birds that soar in general; no specific type is mentioned", score=0,
                 needles=["eagles"],
                 annotation=ANN("RetrievalError", ("search", None),
                                "The eagles unit is live in the store; the question's search returned the "
                                "similar-looking 'awed by birds' and 'spots birds' units instead.")),
            dict(question="Did Andrew have a pet dog during March 2023?", evidence=["D1:12", "D2:8"],
                 retrieved=["famdog", "web", "job"], prediction="Yes, his family's dog", score=0,
                 needles=["no pets"],
                 annotation=ANN("DeletionError", ("decision", "D2:16"),
                                "The decision for D2:16 deleted 'Andrew has no pets right now; he is considering "
                                "getting a dog' as contradicted by 'Andrew's family has a dog'; the two do not "
                                "conflict.")),
            dict(question="When did Andrew start his new job as a financial analyst?", retrieved=["job", "web"],
                 prediction="The week before 27 March 2023", score=1, needles=["week before 27 March 2023"]),
        ],
    ),
    # 3. Mem0, LoCoMo conv-30 sessions 1-2 (44 messages)
    dict(
        name="h3-mem0-3", system="mem0", conv="30", sessions=[(1, 1, None), (2, 1, None)],
        facts={
            "D1:2": ["Jon lost his job as a banker on 19 January 2023", "Jon is going to start his own business"],
            "D1:3": ["Gina lost her job at Door Dash in January 2023"],
            "D1:4": ["Jon is starting a dance studio because he is passionate about dancing"],
            "D1:8": ["Jon's favourite dance style is contemporary"],
            "D1:9": ["Gina's favourite dance style is contemporary"],
            "D1:16": ["Jon's dance crew won first place in a local competition last year"],
            "D1:17": ["Gina's team won first place at a regionals competition when she was fifteen"],
            "D1:19": ["Gina's team won with a contemporary piece called 'Finding Freedom'"],
            "D1:24": ["Jon rehearses with a small group of dancers after work",
                      "Jon's group will perform at a nearby festival next month (February 2023)"],
            "D2:1": ["Gina launched an ad campaign for her clothing store on 29 January 2023"],
            "D2:4": ["Jon is hunting for a spot for his dance studio and found a place with great natural light",
                     "Jon was in Paris on 28 January 2023"],
            "D2:6": ["The place Jon is considering is downtown and easy to get to",
                     "Jon needs a dance floor with enough bounce to dance safely"],
            "D2:8": ["Jon wants Marley flooring for his dance studio"],
            # planted ExtractionError: D1:20 ("my ideal dance studio by the water") yields no fact
        },
        decisions={
            "D1:2": [A("ADD", "Jon lost his job as a banker on 19 January 2023", "job"),
                     A("ADD", "Jon is going to start his own business", "biz")],
            "D1:3": [A("ADD", "Gina lost her job at Door Dash in January 2023", "gjob")],
            "D1:4": [A("UPDATE", "Jon is starting his own business, a dance studio, because he is passionate about "
                                 "dancing", "biz")],
            "D1:8": [A("ADD", "Jon's favourite dance style is contemporary", "jstyle")],
            "D1:9": [A("ADD", "Gina's favourite dance style is contemporary", "gstyle")],
            "D1:16": [A("ADD", "Jon's dance crew won first place in a local competition last year", "crew")],
            "D1:17": [A("ADD", "Gina's team won first place at a regionals competition when she was fifteen",
                        "regionals")],
            "D1:19": [A("UPDATE", "Gina's team won first place at regionals when she was fifteen with a contemporary "
                                  "piece called 'Finding Freedom'", "regionals")],
            "D1:24": [A("ADD", "Jon rehearses with a small group of dancers after work", "rehearse"),
                      A("ADD", "Jon's group will perform at a nearby festival in February 2023", "festival")],
            "D2:1": [A("ADD", "Gina launched an ad campaign for her clothing store on 29 January 2023", "ad")],
            "D2:4": [A("ADD", "Jon is hunting for a spot for his dance studio and found a place with great natural "
                              "light", "spot"),
                     A("ADD", "Jon was in Paris on 28 January 2023", "paris")],
            "D2:6": [A("UPDATE", "Jon is hunting for a dance studio spot; the place he is considering is downtown, "
                                 "easy to get to, with great natural light", "spot"),
                     A("ADD", "Jon needs a dance floor with enough bounce to dance safely", "floor")],
            "D2:8": [A("UPDATE", "Jon wants Marley flooring with enough bounce to dance safely in his studio",
                       "floor")],
        },
        questions=[
            dict(question="What Jon thinks the ideal dance studio should look like?",
                 retrieved=["spot", "floor", "biz"],
                 prediction="Downtown and easy to get to, with great natural light and Marley flooring", score=0,
                 needles=["by the water", "natural light", "Marley"],
                 annotation=ANN("ExtractionError", ("extract", "D1:20"),
                                "Multi-hop: natural light (D2:4) and Marley flooring (D2:8) are stored, but the fact "
                                "extraction of D1:20 ('my ideal dance studio by the water') returned no fact.")),
            dict(question="When Jon has lost his job as a banker?", retrieved=["job", "biz", "gjob"],
                 prediction="20 January 2023", score=0, needles=["19 January 2023"],
                 annotation=ANN("ResponseError", ("qa", None),
                                "The retrieved unit says 19 January 2023; the answer gives the unit's time stamp "
                                "(20 January 2023) instead.")),
            dict(question="What kind of flooring is Jon looking for in his dance studio?",
                 retrieved=["floor", "spot"], prediction="Marley flooring", score=1, needles=["Marley"]),
            dict(question="When was Jon in Paris?", retrieved=["paris", "spot"], prediction="28 January 2023",
                 score=1, needles=["28 January 2023"]),
        ],
    ),
    # 4. Mem0, LoCoMo conv-43 session 1 (20 messages)
    dict(
        name="h3-mem0-4", system="mem0", conv="43", sessions=[(1, 1, None)],
        facts={
            "D1:2": ["Tim is discussing collaborations for a Harry Potter fan project"],
            "D1:3": ["John just signed with a new team"],
            "D1:5": ["John signed with the Minnesota Wolves"],
            "D1:7": ["John plays shooting guard for his team", "John's season opener is next week"],
            "D1:9": ["John's goal is to improve his shooting percentage"],
            "D1:11": ["Fitting into the new team's style of play was a challenge for John during pre-season"],
            "D1:14": ["Last week Tim talked with a friend who is a Harry Potter fan about ideas for the project"],
            "D1:15": ["John has a sneaker collection"],
            "D1:16": ["Tim's fan project will discuss Harry Potter characters, spells and magical creatures"],
            "D1:18": ["Tim visited a Harry Potter place in London a few years ago and went on a tour"],
        },
        decisions={
            "D1:2": [A("ADD", "Tim is discussing collaborations for a Harry Potter fan project", "hp")],
            "D1:3": [A("ADD", "John just signed with a new team", "team")],
            "D1:5": [A("UPDATE", "John signed with the Minnesota Wolves", "team")],
            # planted UpdateError: the merge restores the stale wording and loses the team name
            "D1:7": [A("UPDATE", "John signed with a new team and plays shooting guard; the season opener is next "
                                 "week", "team")],
            "D1:9": [A("ADD", "John's goal is to improve his shooting percentage", "goal")],
            "D1:11": [A("ADD", "Fitting into the new team's style of play was a challenge for John during "
                               "pre-season", "challenge")],
            "D1:14": [A("UPDATE", "Tim is discussing collaborations for a Harry Potter fan project and talked ideas "
                                  "over with a fan friend last week", "hp")],
            "D1:15": [A("ADD", "John has a sneaker collection", "sneakers")],
            "D1:16": [A("UPDATE", "Tim is discussing collaborations for a Harry Potter fan project about characters, "
                                  "spells and magical creatures, and talked ideas over with a fan friend", "hp")],
            "D1:18": [A("ADD", "Tim visited a Harry Potter place in London a few years ago and went on a tour",
                        "london")],
        },
        similar={"D1:7": [["team"], ["team"]]},
        questions=[
            dict(question="Which team did John sign with on 21 May, 2023?", retrieved=["team", "challenge", "goal"],
                 prediction="A new team; its name is not mentioned", score=0, needles=["Minnesota Wolves"],
                 annotation=ANN("UpdateError", ("decision", "D1:7"),
                                "The team unit said 'John signed with the Minnesota Wolves' (@2); the UPDATE for D1:7 "
                                "merged the new position with the stale @1 wording 'a new team' and lost the name.")),
            dict(question="What is John's position on the team he signed with?", retrieved=["team", "goal"],
                 prediction="Shooting guard", score=1, needles=["shooting guard"]),
            dict(question="What challenge did John encounter during pre-season training?",
                 retrieved=["challenge", "team"], prediction="Fitting into the new team's style of play", score=1,
                 needles=["style of play"]),
        ],
    ),
    # 5. Long-Context, LoCoMo conv-41 sessions 1-2 (44 messages), window 1000 words
    dict(
        name="h3-lc-1", system="long_context", conv="41", sessions=[(1, 1, None), (2, 1, None)], window_words=1000,
        questions=[
            dict(question="What martial arts has John done?", prediction="Taekwondo", score=0,
                 needles=["kickboxing", "taekwondo"],
                 annotation=ANN("UpdateError", ("evict", "D1:4"),
                                "Multi-hop: taekwondo (D2:28) is in the window, kickboxing (D1:4) was trimmed out of "
                                "the memory unit by the memory_update that crossed the window.")),
            dict(question="When did Maria donate her car?", prediction="21 December 2022", score=1,
                 needles=["donated my old car"]),
            dict(question="What kind of meal did John and his family make together in the photo shared by John?",
                 prediction="Pizza", score=1, needles=["pizza"]),
        ],
    ),
    # 6. Long-Context, LoCoMo conv-44 session 3 (31 messages), nothing trimmed
    dict(
        name="h3-lc-2", system="long_context", conv="44", sessions=[(3, 1, None)], window_words=32768,
        questions=[
            dict(question="What kind of flowers does Audrey have a tattoo of?",
                 prediction="No flowers are mentioned; Audrey's tattoos are of her dogs", score=0,
                 needles=["tattoos of them on my arm"],
                 judge="The gold answer is sunflowers; the answer says dogs. WRONG",
                 annotation=ANN("AnnotationError", ("judge", None),
                                "D3:26 says the tattoos are of her dogs; nothing in the conversation mentions "
                                "sunflowers, so the gold label is wrong.")),
            dict(question="What kind of pastries did Andrew and his girlfriend have at the cafe?",
                 prediction="Croissants and muffins", score=0, needles=["croissants, muffins, and tarts"],
                 annotation=ANN("ResponseError", ("qa", None),
                                "The memory unit holds D3:17 'croissants, muffins, and tarts'; the answer drops the "
                                "tarts.")),
            dict(question="What helps Audrey find her center and recharge?", x=1, evidence=["D3:6"],
                 gold="Taking her dogs for a walk in the park", prediction="Walking her dogs in the park", score=1,
                 needles=["walk in the park"]),
        ],
    ),
    # 7. Long-Context, LoCoMo conv-42 session 1 (22 messages); retrieval keeps the last 120 words
    dict(
        name="h3-lc-3", system="long_context", conv="42", sessions=[(1, 1, None)], window_words=32768,
        retrieve_max_words=120,
        questions=[
            dict(question="When did Nate win his first video game tournament?",
                 prediction="Not enough information in the memories", score=0,
                 needles=["first video game tournament"],
                 annotation=ANN("RetrievalError", ("retrieve", None),
                                "The memory unit holds D1:3; retrieval returned only its most recent 120 words.")),
            dict(question='When did Joanna first watch "Eternal Sunshine of the Spotless Mind?',
                 prediction="Around 2019", score=1, needles=["3 years ago"]),
        ],
    ),
    # 8. Naive RAG, LoCoMo conv-47 session 1 (37 messages), chunks of 230 words
    dict(
        name="h3-rag-1", system="rag", conv="47", sessions=[(1, 1, None)], chunk_words=230, top_k=3,
        drop_trigger="D1:8",
        questions=[
            dict(question="What programming languages has James worked with?", retrieved=["D1:7", "D1:10"],
                 prediction="HTML and CSS", score=0, needles=["Python"],
                 annotation=ANN("ExtractionError", ("buffer", "D1:8"),
                                "D1:8 filled the buffer past the chunk budget; the flush emitted the document "
                                "without that triggering message and cleared the buffer, so 'Python and C++' never "
                                "reached any memory unit.")),
            dict(question="Which recreational activity was James pursuing on March 16, 2022?", retrieved=["D1:26"],
                 prediction="Bowling", score=1, needles=["bowling"]),
            dict(question="What type of mobile application does James plan to build with John?",
                 retrieved=["D1:14", "D1:12"], prediction="An app for dog walking and pet care", score=1,
                 needles=["dog walking and pet care"]),
        ],
    ),
    # 9. Naive RAG, LoCoMo conv-43 session 3 (35 messages), chunks of 150 words, top-2
    dict(
        name="h3-rag-2", system="rag", conv="43", sessions=[(3, 1, None)], chunk_words=150, top_k=2,
        questions=[
            dict(question="Which city is John excited to have a game at?", retrieved=["D3:1", "D3:13"],
                 prediction="Not enough information; no city is mentioned", score=0, needles=["Seattle"],
                 annotation=ANN("RetrievalError", ("retrieve", None),
                                "The Seattle chunk (D3:17-D3:22) is a memory unit; top-2 retrieval returned the "
                                "'40 points' and the Nike/Gatorade chunks.")),
            dict(question="What year did John start surfing?", retrieved=["D3:27", "D3:1"], prediction="2019",
                 score=0, needles=["five years ago", "July, 2023"],
                 annotation=ANN("ResponseError", ("qa", None),
                                "The context holds 'I started surfing five years ago' time-stamped 16 July 2023; "
                                "the answer miscounts.")),
            dict(question="In which month's game did John achieve a career-high score in points?",
                 retrieved=["D3:1"], prediction="July 2023 (the week before 16 July 2023)", score=0,
                 needles=["Last week I scored 40 points", "16 July, 2023"],
                 judge="The gold answer is June 2023; the answer says July 2023. WRONG",
                 annotation=ANN("AnnotationError", ("judge", None),
                                "D3:1 is dated 16 July 2023 and says 'last week I scored 40 points', so the game was "
                                "in July 2023; the gold 'June 2023' is wrong.")),
            dict(question="What was the highest number of points John scored in a game recently?",
                 retrieved=["D3:1"], prediction="Forty points, his career high", score=1, needles=["40 points"],
                 judge="Forty points is the same number as the gold 40 points. CORRECT"),
        ],
    ),
    # 10. EverMemOS, LoCoMo conv-26 sessions 2-3 (40 messages), final_top_k 2
    dict(
        name="h3-ever-1", system="evermemos", conv="26", sessions=[(2, 1, None), (3, 1, None)], final_top_k=2,
        boundary_reasons={"D3:1": "15-day gap since the last message; a new conversation starts",
                          "D3:10": "topic shift from Caroline's school talk to what motivates them and their "
                                   "families"},
        episodes={
            "D2:1": dict(
                subject="Melanie's charity race and self-care; Caroline's adoption plans",
                episode="On 25 May 2023 Melanie told Caroline she had run a charity race for mental health the "
                        "previous Saturday (20 May 2023), which made her realise that self-care matters; she carves "
                        "out daily me-time for running, reading and playing her violin, and her family plans to go "
                        "camping in June 2023. Caroline is researching adoption agencies and chose one that supports "
                        "LGBTQ+ people for its inclusivity; she is excited to build a family for kids who need one "
                        "as a single parent.",
                event_log=["Melanie ran a charity race for mental health on 20 May 2023",
                           "Melanie makes daily me-time for running, reading and violin",
                           "Melanie's family plans camping in June 2023",
                           "Caroline is researching LGBTQ+-friendly adoption agencies"]),
            "D3:1": dict(
                subject="Caroline's talk at a school",
                episode="On 9 June 2023 Caroline told Melanie about a school event the week before (around 2 June "
                        "2023) where she talked about her transgender journey and encouraged students to get "
                        "involved in the LGBTQ community. Melanie praised her courage, and they agreed that sharing "
                        "their stories builds understanding and acceptance.",
                event_log=["Caroline spoke at a school event in the week before 9 June 2023 about her transgender "
                           "journey"]),
            # planted ExtractionError: the episode and event log leave out "married 5 years" (D3:16)
            "D3:10": dict(
                subject="What motivates Caroline and Melanie; family",
                episode="On 9 June 2023 Melanie and Caroline talked about what motivates them. Caroline's friends, "
                        "family and mentors are her rocks; she has known these friends for 4 years, since moving "
                        "from her home country. Melanie is motivated by her husband and kids; she shared a family "
                        "photo and a photo of her wedding dress, and described a fun family day of games and good "
                        "food.",
                event_log=["Caroline has known her friends for 4 years, since moving from her home country",
                           "Melanie shared photos of her family and her wedding dress"]),
        },
        questions=[
            dict(question="How long have Mel and her husband been married?",
                 retrieval=dict(sparse=["D3:10", "D2:1"], dense=["D3:10", "D3:1"], hybrid=["D3:10", "D2:1", "D3:1"],
                                check=["D3:10", "D2:1", "D3:1"], final=["D3:10", "D2:1"]),
                 prediction="The memories do not say how long they have been married", score=0, needles=["5 years"],
                 annotation=ANN("ExtractionError", ("ever_extract", "D3:10"),
                                "The unit's original data held D3:16 ('5 years already!'); the episode and event log "
                                "written by extract_memory leave the duration out, and the unit keeps only them.")),
            dict(question="When did Caroline give a speech at a school?",
                 retrieval=dict(sparse=["D3:1", "D3:10"], dense=["D3:10", "D3:1", "D2:1"],
                                hybrid=["D3:10", "D3:1", "D2:1"], check=["D3:1", "D3:10", "D2:1"],
                                final=["D3:10", "D2:1"]),
                 prediction="Not enough information", score=0, needles=["school event"],
                 annotation=ANN("RetrievalError", ("final_rerank", None),
                                "Round 1 found the school-talk episode and ranked it first for the sufficiency "
                                "check; the final rerank (top 2) dropped it.")),
            dict(question="How long has Caroline had her current group of friends for?",
                 retrieval=dict(sparse=["D3:10", "D3:1"], dense=["D3:10", "D3:1"], hybrid=["D3:10", "D3:1"],
                                check=["D3:10", "D3:1"], final=["D3:10", "D3:1"]),
                 prediction="4 years", score=1, needles=["4 years"]),
        ],
    ),
    # 11. EverMemOS, LoCoMo conv-30 sessions 2-3 (30 messages), final_top_k 2
    dict(
        name="h3-ever-2", system="evermemos", conv="30", sessions=[(2, 1, None), (3, 1, None)], final_top_k=2,
        boundary_reasons={"D3:1": "3-day gap since the last message; a new conversation starts"},
        episodes={
            "D2:1": dict(
                subject="Gina's ad campaign; Jon's dance studio search",
                episode="On 29 January 2023 Gina told Jon she had just launched an ad campaign for her clothing "
                        "store that day (29 January 2023). Jon is hunting for a spot for his dance studio: he found "
                        "a downtown place with great natural light that is easy to get to, was in Paris the day "
                        "before (28 January 2023), and wants Marley flooring with enough bounce. They encouraged "
                        "each other to keep chasing their goals.",
                event_log=["Gina launched an ad campaign for her clothing store on 29 January 2023",
                           "Jon was in Paris on 28 January 2023", "Jon wants Marley flooring for his studio"]),
            "D3:1": dict(
                subject="Gina's store expansion",
                episode="On 1 February 2023 Jon said he is still searching for a place to open his dance studio. "
                        "Gina said a wholesaler had agreed to supply her, so she can expand her clothing store, and "
                        "showed the cozy store space she designed, with comfortable furniture and a chandelier, to "
                        "make customers feel welcome and come back.",
                event_log=["A wholesaler agreed to supply Gina's clothing store on 1 February 2023",
                           "Gina designed her store space"]),
        },
        questions=[
            dict(question="When did Gina launch an ad campaign for her store?",
                 retrieval=dict(sparse=["D3:1", "D2:1"], dense=["D2:1", "D3:1"], hybrid=["D3:1", "D2:1"],
                                check=["D3:1", "D2:1"], final=["D3:1", "D2:1"]),
                 prediction="1 February 2023", score=0, needles=["29 January 2023"],
                 annotation=ANN("ResponseError", ("qa", None),
                                "Both episodes are in the context and the ad-campaign episode states 29 January 2023; "
                                "the answer takes the date of the other episode.")),
            dict(question="What kind of flooring is Jon looking for in his dance studio?",
                 retrieval=dict(sparse=["D2:1"], dense=["D2:1", "D3:1"], hybrid=["D2:1", "D3:1"],
                                check=["D2:1", "D3:1"], final=["D2:1", "D3:1"]),
                 prediction="Marley flooring", score=1, needles=["Marley"]),
            dict(question="When was Jon in Paris?",
                 retrieval=dict(sparse=["D2:1"], dense=["D2:1"], hybrid=["D2:1"], check=["D2:1"], final=["D2:1"]),
                 prediction="28 January 2023", score=1, needles=["28 January 2023"]),
        ],
    ),
]


# --------------------------------------------------------------------------------------------------------------
# Driver


SYSTEMS = {
    "mem0": ("Mem0", record_mem0, mem0_search_and_eval),
    "long_context": ("LongContext", record_long_context, lc_search_and_eval),
    "rag": ("NaiveRAG", record_rag, rag_search_and_eval),
    "evermemos": ("EverMemOS", record_evermemos, ever_search_and_eval),
}


def _relpath(p):
    if not isinstance(p, str):
        return p
    if p.startswith(str(REPO) + "/"):
        return p[len(str(REPO)) + 1:]
    if "/site-packages/" in p:
        return p.split("/site-packages/", 1)[1]
    if p.startswith("/"):
        return "<python>/" + p.rsplit("/", 1)[-1]
    return p


def _normalise(obj):
    if isinstance(obj, dict):
        if "filename" in obj:
            obj["filename"] = _relpath(obj["filename"])
            if "trigger_point" in obj:
                obj["trigger_point"] = f"{obj['filename']}:{obj['lineno']}"
        for v in obj.values():
            _normalise(v)
    elif isinstance(obj, list):
        for v in obj:
            _normalise(v)


def record(spec, index):
    project, build, search_eval = SYSTEMS[spec["system"]]
    rec = Rec(spec)
    start = datetime(2026, 11, 20, 9, 0, 0) + timedelta(hours=index)
    traj = spec["name"]
    with _Patched(f"heldout3:{traj}", start) as p:
        with comment_graph(user_id=traj, project_id=project, strict=True,
                           metadata={"layer_type": project, "dataset_cls": "LoCoMo",
                                     "traj_metadata": {"sample_id": f"conv-{rec.conv.stem}",
                                                       "speakers": rec.conv.speakers},
                                     "save_dir": f"outputs/{spec['system']}/{traj}",
                                     "traced_data_save_dir": f"outputs/{spec['system']}/{traj}/traced_data",
                                     "memtracebench_graph_filename": f"locomo_{traj}.json",
                                     "memtracebench_dataset_source": "locomo"}) as graph:
            state = build(rec, graph, p.clock)
        graph = search_eval(rec, graph, state, p.clock)
        data = graph.export_graph()
        data = json.loads(json.dumps(data))
        data["data"]["annotations"] = rec.annotations(data)
        _normalise(data)
        ExecNetwork.import_graph(json.loads(json.dumps(data)))  # validates
    return f"{spec['system']}_locomo_{traj}.json.gz", data


def encode(data) -> bytes:
    raw = json.dumps(data, ensure_ascii=False, sort_keys=False).encode("utf-8")
    buf = io.BytesIO()
    with gzip.GzipFile(fileobj=buf, mode="wb", mtime=0, filename="") as gz:
        gz.write(raw)
    return buf.getvalue()


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true", help="re-record in memory and compare with the files on disk")
    ap.add_argument("--out", type=Path, default=OUT, help=f"folder to write the graphs to (default {OUT})")
    args = ap.parse_args(argv)
    if not LOCOMO.is_dir():
        ap.error(f"no LoCoMo conversations at {LOCOMO} (set LOCOMO_DIR to the shared data's data/locomo10)")
    bad = 0
    for i, spec in enumerate(SPECS):
        name, data = record(spec, i)
        blob = encode(data)
        path = args.out / name
        n_ann = len(data["data"]["annotations"])
        if args.check:
            same = path.exists() and path.read_bytes() == blob
            bad += not same
            print(("same     " if same else "DIFFERENT"), name)
        else:
            args.out.mkdir(parents=True, exist_ok=True)
            path.write_bytes(blob)
            print(f"wrote {name}: {len(data['data']['nodes'])} nodes, {len(data['data']['operations'])} ops, "
                  f"{n_ann} annotations")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
