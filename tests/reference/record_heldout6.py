"""Record the sixth held-out set of MemTraceBench-style execution graphs with the real ``smartcomment`` toolkit.

    python tests/reference/record_heldout6.py [--out DIR] [--check]

Each graph is one LoCoMo trajectory (later sessions, 7-14, of conversation 30, 41, 42 or 44) run through a scripted
imitation of one of the four MemTraceBench memory systems (Long-Context, Naive RAG, Mem0, EverMemOS),
instrumented the way MemBase instruments them (``comment_graph`` / ``comment_session`` /
``comment_variable`` / ``comment_op`` / ``comment_op_scope`` / ``comment_link`` / ``comment_mutation``),
followed by the search and evaluation sessions (``question-answering`` and ``llm-judge`` ops) and
``data.annotations`` for the failed questions. The extracted facts, episodes, retrieval results and
answers are written by hand below, with planted faults that decide the answer; ``verify`` checks on the recorded
graph that each planted fault decides its question (evidence present before the fault, missing from the final
context; present in the context for ResponseError and AnnotationError) and the recorder refuses to write otherwise.

LoCoMo is read from ``REPO.parent / "shared" / "data" / "locomo10"`` (or ``$LOCOMO_DIR``); the recorded
``*.json.gz`` files hold LoCoMo turns and are not committed. Recording is deterministic: smartcomment's
``uuid4`` and the clock it reads are replaced by stand-ins seeded from ``heldout6/<graph name>`` while a graph is
recorded, and the recorder's own path is stored relative to the repository. ``--check`` re-records in memory and compares bytes.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime as _dt
import gzip
import json
import os
import random
import re
import sys
import uuid
from collections import defaultdict
import zlib
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
LOCOMO = Path(os.environ.get("LOCOMO_DIR") or (REPO.parent / "shared" / "data" / "locomo10"))
OUT = HERE / "fixtures_heldout6"
SET = "heldout6"

import smartcomment  # noqa: E402
import smartcomment.runtime.network as _sc_network  # noqa: E402
import smartcomment.schema.base as _sc_base  # noqa: E402
import smartcomment.schema.operation as _sc_operation  # noqa: E402
import smartcomment.schema.session as _sc_session  # noqa: E402
from smartcomment import (  # noqa: E402
    IdentityRegistry,
    comment_graph,
    comment_link,
    comment_mutation,
    comment_op,
    comment_op_scope,
    comment_session,
    comment_variable,
)

try:
    smartcomment.logger.remove()
except Exception:  # pragma: no cover - logging is cosmetic
    pass

J = lambda v: json.dumps(v, ensure_ascii=False)  # noqa: E731
S = lambda v: v  # noqa: E731

IdentityRegistry.register("mem0-dict", lambda v: f"memory-unit-{v['id']}", exist_ok=True)
IdentityRegistry.register("naive-rag-dict", lambda v: f"memory-unit-{v['id']}", exist_ok=True)
IdentityRegistry.register("evermemos-dict", lambda v: f"memory-unit-{v['event_id']}", exist_ok=True)


# --------------------------------------------------------------------------------------------- determinism
class _Determinism:
    """Seed smartcomment's uuid4 and clock for the duration of one graph."""

    def __init__(self, seed: int):
        self.rng = random.Random(seed)
        self.t = _dt.datetime(2026, 5, 18, 14, 0, 0) + _dt.timedelta(minutes=seed % 991)

    def uuid4(self):
        return uuid.UUID(int=self.rng.getrandbits(128), version=4)

    @contextlib.contextmanager
    def active(self):
        det = self

        class _Clock(_dt.datetime):
            @classmethod
            def now(cls, tz=None):
                det.t += _dt.timedelta(milliseconds=7)
                return det.t

        saved = (_sc_base.datetime, _sc_operation.uuid4, _sc_session.uuid4, _sc_network.uuid4)
        _sc_base.datetime = _Clock
        _sc_operation.uuid4 = _sc_session.uuid4 = _sc_network.uuid4 = self.uuid4
        try:
            yield
        finally:
            _sc_base.datetime, _sc_operation.uuid4, _sc_session.uuid4, _sc_network.uuid4 = saved


def _var(value, cls, name, category, enc=S, comment=None, metadata=None):
    return comment_variable(value, to_runtime=True, id_strategy=lambda v, n=name: n, class_name=cls,
                            category=category, encoding_fn=enc, comment=comment, metadata=metadata)


def _words(text: str) -> int:
    return len(text.split())


def _session_date(raw: str) -> str:
    return raw


# --------------------------------------------------------------------------------------------- the recorder
PROMPTS = {
    "fact-extraction-system-prompt": "You are a Personal Information Organizer, specialized in accurately storing facts, "
    "user memories, and preferences. Extract relevant facts from the conversation and return them as JSON "
    '{"facts": [...]}. Keep dates and time qualifiers. Today\'s date is the message timestamp.',
    "memory-update-decision-prompt": "You are a smart memory manager which controls the memory of a system. Compare "
    "newly retrieved facts with the existing memory and decide for each whether to ADD, UPDATE, DELETE or make NONE "
    'change. Return JSON {"memory": [{"id", "text", "event", "old_memory"}]}.',
    "question-answering-prompt": "You are an intelligent memory assistant tasked with retrieving accurate information "
    "from conversation memories. Use the memories and their timestamps to answer. If a memory has a relative time "
    "reference (e.g. 'last year'), calculate the actual date from the memory timestamp. Answer in under 6 words.\n\n"
    "Memories:\n$context\n\nQuestion: $question\nAnswer:",
    "locomo-judge": "Your task is to label an answer to a question as 'CORRECT' or 'WRONG'. You will be given a "
    "question, a gold (ground truth) answer and a generated answer. Be generous: if the generated answer talks about "
    "the same topic or the same date as the gold answer, count it as CORRECT. Return JSON {\"label\": ...}.",
    "boundary_detection_prompt": "Decide whether the new messages start a new episode given the history messages. "
    'Return JSON {"should_end": bool, "reason": str}.',
    "episode-extraction-prompt": "Write the episode memory for this conversation segment: a third-person narrative "
    "that keeps every concrete fact, name, number and the absolute date of every event. Also list the event log.",
    "sufficiency_check_prompt_template": "Given the query and the retrieved memories, decide whether the memories "
    'are sufficient to answer. Return JSON {"is_sufficient": bool, "reasoning": str, "missing_information": [...]}.',
    "multi_query_generation_prompt": "The retrieved memories were insufficient. Generate up to 3 complementary "
    "queries that target the missing information.",
}


class Recorder:
    def __init__(self, spec: dict):
        self.spec = spec
        self.cid = spec["conv"]
        self.conv = json.loads((LOCOMO / f"{self.cid}.json").read_text())
        self.traj = f"locomo-{self.cid}"
        self.seed = zlib.crc32(f"{SET}/{spec['name']}".encode())
        self.idrng = random.Random(self.seed ^ 0x5EED)
        self.det = _Determinism(self.seed)
        self.ops: dict[tuple, str] = {}
        self.msg: dict[str, object] = {}      # dia -> message rv
        self.msg_text: dict[str, str] = {}    # dia -> memory line
        self.msg_date: dict[str, str] = {}
        self.prompts: dict[str, object] = {}
        self.qrv: dict[str, object] = {}
        self.annotations: list[dict] = []

    # ---- helpers
    def new_id(self) -> str:
        return str(uuid.UUID(int=self.idrng.getrandbits(128), version=4))

    def prompt(self, name, category="prompt", cls=None):
        key = (cls, name)
        if key not in self.prompts:
            self.prompts[key] = _var(PROMPTS[name], cls, name, category)
        return self.prompts[key]

    def messages(self):
        """Yield (session number, date, [turns]) for the selected sessions."""
        for n, sl in self.spec["sessions"].items():
            turns = self.conv[f"session_{n}"]
            if sl is not None:
                turns = turns[sl[0]:sl[1]]
            yield n, self.conv[f"session_{n}_date_time"], turns

    def record_message(self, turn, date, n):
        dia = turn["dia_id"]
        text = turn["text"].strip()
        if turn.get("blip_caption"):
            text += f" [shares a photo: {turn['blip_caption']}]"
        value = {"content": text, "name": turn["speaker"], "role": "user", "timestamp": date}
        rv = comment_variable(value, to_runtime=True, id_strategy=lambda v, d=dia: f"U{self.cid}:{d}",
                              encoding_fn=J, category="message",
                              metadata={"dia_id": dia, "session": f"session_{n}", "timestamp": date,
                                        "speakers": [self.conv["speaker_a"], self.conv["speaker_b"]]})
        self.msg[dia] = rv
        self.msg_text[dia] = f"[{date}] {turn['speaker']}: {text}"
        self.msg_date[dia] = date
        return rv

    # ---- whole graph
    def record(self) -> dict:
        sp = self.spec
        with self.det.active():
            meta = {
                "save_dir": f"traced_data/{sp['system']}/{self.traj}",
                "layer_type": sp["layer"],
                "traj_metadata": {"dataset": "LoCoMo", "sample_id": f"conv-{self.cid}",
                                  "sessions": [f"session_{n}" for n in sp["sessions"]]},
                "traced_data_save_dir": f"traced_data/{self.traj}",
                "dataset_cls": "LoCoMo",
                "memtracebench_graph_filename": f"locomo_{self.traj}.json",
                "memtracebench_dataset_source": "locomo",
                "memory_config": sp.get("config", {}),
            }
            with comment_graph(user_id=self.traj, project_id=sp["layer"], strict=True, metadata=meta) as g:
                getattr(self, f"construct_{sp['system']}")()
                with comment_session(session_id=f"{self.traj}:memory_search", session_name="memory_search",
                                     category="memory_search", metadata={"top_k": sp.get("top_k", 10), "strict": True}):
                    for q in sp["questions"]:
                        self.record_query(q)
                        getattr(self, f"search_{sp['system']}")(q)
                with comment_session(session_id=f"{self.traj}:memory_evaluation", session_name="memory_evaluation",
                                     category="memory_evaluation",
                                     metadata={"qa_model": "gpt-4.1-mini", "judge_model": "claude-opus-4-5",
                                               "qa_batch_size": 4, "judge_batch_size": 4,
                                               "add_question_timestamp": False}):
                    for q in sp["questions"]:
                        self.evaluate(q)
                data = g.export_graph()
        data["data"]["annotations"] = self.annotations
        return _relativize(data)

    # ---- queries
    def qa_fields(self, q):
        if q.get("qa") is not None:
            src = self.conv["qa"][q["qa"]]
            q.setdefault("question", src["question"])
            q.setdefault("gold", src.get("answer"))
            q.setdefault("evidence", src["evidence"])
            q.setdefault("category", src["category"])
            q.setdefault("qid", f"locomo-qa-{self.cid}-{q['qa']}")
        return q

    def record_query(self, q):
        self.qa_fields(q)
        ev = [f"U{self.cid}:{e}" for e in q["evidence"]]
        self.qrv[q["qid"]] = comment_variable(
            q["question"], to_runtime=True, id_strategy=lambda v, n=q["qid"]: n, class_name="query",
            category="message & query", encoding_fn=S,
            metadata={"evidence": ev, "question_type": {1: "multi_hop", 2: "temporal", 3: "open_domain",
                                                        4: "single_hop"}[q["category"]],
                      "category": q["category"], "answer": str(q["gold"])})

    def evaluate(self, q):
        qid = q["qid"]
        qrv = self.qrv[qid]
        units = q["_context_units"]
        ctx_text = q["_context_text"]
        with comment_op_scope(op_name="question-answering", category="evaluation",
                              comment="Build the memory context from the retrieved memories and answer the question.",
                              metadata={"context_builder": "def build_context(memories):\n    return '\\n'.join("
                                        "f\"- [{m['timestamp']}] {m['memory']}\" for m in memories)",
                                        "qa_model": "gpt-4.1-mini", "temperature": 0.0}) as op:
            ctx = _var(ctx_text, "context", qid, "memory_context")
            for u in units:
                comment_link(source=u, target=ctx, comment="retrieved memory inserted into the context")
            pred = _var(q["pred"], "prediction", qid, "llm_response")
            for src in (qrv, ctx, self.prompt("question-answering-prompt")):
                comment_link(source=src, target=pred)
        q["_pred_rv"] = pred
        self.ops[("qa", qid)] = op.op_id
        ok = q.get("score", 0) == 1
        with comment_op_scope(op_name="llm-judge", category="evaluation",
                              comment="LLM judge compares the prediction with the golden answers.") as jop:
            gold = _var(J([q["gold"]]), "golden_answers", qid, "golden_answers")
            jr = _var(J({"label": "CORRECT" if ok else "WRONG", "reasoning": q.get("judge", "")}),
                      "judge_response", qid, "llm_response")
            js = _var("1.0" if ok else "0.0", "judge_score", qid, "score")
            for src in (qrv, q["_pred_rv"], gold, self.prompt("locomo-judge", cls="judge_prompt")):
                comment_link(source=src, target=jr)
            comment_link(source=jr, target=js)
        self.ops[("judge", qid)] = jop.op_id
        if ok:
            return
        ann = q["ann"]
        self.annotations.append({
            "query_id": qrv.full_node_id,
            "query": q["question"],
            "golden_answers": [q["gold"]],
            "golden_answers_id": gold.full_node_id,
            "prediction": q["pred"],
            "prediction_id": q["_pred_rv"].full_node_id,
            "source_evidence_ids": [f"U{self.cid}:{e}@1" for e in q["evidence"]],
            "final_error_type": ann["type"],
            "final_op_id": self.ops[ann["op"]] if ann["op"][0] != "qa" else self.ops[("qa", qid)],
            "reason": ann["reason"],
        })

    # =========================================================================================== Long-Context
    def construct_long_context(self):
        window = self.spec["config"]["context_window"]
        buf: list[str] = []
        owners: list[str] = []
        for n, date, turns in self.messages():
            with comment_session(session_id=f"{self.traj}:session_{n}", session_name=f"session_{n}",
                                 category="memory_construction", metadata={"date_time": date}):
                for t in turns:
                    rv = self.record_message(t, date, n)
                    dia = t["dia_id"]
                    with comment_op_scope(op_name="memory_system.memory_update", category="update",
                                          comment="Merge the incoming message into the single memory unit; trim the "
                                                  "oldest messages when the buffer exceeds the context window.",
                                          metadata={"context_window": window, "separator": "\n",
                                                    "tokenizer": "whitespace-approx"}) as op:
                        with comment_mutation(target=buf, inputs=[rv], id_strategy=lambda v: "memory-unit",
                                              encoding_fn=lambda b: "\n".join(b), category="memory_entry",
                                              mutation_category="update", reuse_op=True,
                                              comment="The whole retained conversation buffer.",
                                              mutation_comment="message merged into the memory unit"):
                            buf.append(self.msg_text[dia])
                            owners.append(dia)
                            while sum(_words(x) for x in buf) > window:
                                buf.pop(0)
                                gone = owners.pop(0)
                                self.ops[("lc_evict", gone)] = op.op_id
                    self.ops[("lc_update", dia)] = op.op_id
        self.lc_buf = buf

    def search_long_context(self, q):
        qid = q["qid"]
        unit = comment_variable([], to_runtime=True, id_strategy=lambda v: "memory-unit", identity_only=True,
                                encoding_fn=lambda b: "\n".join(b))
        with comment_op_scope(op_name="memory_system.retrieve", category="retrieval",
                              comment="Return the single memory unit (k is ignored).",
                              metadata={"top_k": 10}) as op:
            comment_link(source=self.qrv[qid], target=unit)
        self.ops[("retrieve", qid)] = op.op_id
        q["_context_units"] = [unit]
        q["_context_text"] = "\n".join(self.lc_buf)

    # =========================================================================================== Naive RAG
    def construct_rag(self):
        cfg = self.spec["config"]
        budget = cfg["max_tokens"]
        buf: list[str] = []
        owners: list[str] = []
        self.rag_units: list[tuple[dict, list[str], object]] = []
        enc_buf = lambda b: J(b)  # noqa: E731

        def emit(doc_text, dias, op_name, links):
            unit = {"content": doc_text, "id": self.new_id()}
            doc = _var(doc_text, "temporary_variable", f"document-{len(self.rag_units)}", "temporary_variable")
            for s in links:
                comment_link(source=s, target=doc, category="extraction",
                             comment="the buffered messages are emitted as one document")
            return unit, doc

        for n, date, turns in self.messages():
            with comment_session(session_id=f"{self.traj}:session_{n}", session_name=f"session_{n}",
                                 category="memory_construction", metadata={"date_time": date}):
                for t in turns:
                    rv = self.record_message(t, date, n)
                    dia = t["dia_id"]
                    pending = None
                    with comment_op_scope(op_name="memory_system.message_buffer_update", category="update",
                                          comment="Append the message to the token-budget buffer; emit a document "
                                                  "when the budget is reached.",
                                          metadata={"max_tokens": budget, "mode": "deferred"}) as op:
                        with comment_mutation(target=buf, inputs=[rv], id_strategy=lambda v: "message-buffer",
                                              encoding_fn=enc_buf, category="message_buffer",
                                              mutation_category="update", reuse_op=True) as m:
                            buf.append(self.msg_text[dia])
                            owners.append(dia)
                        if sum(_words(x) for x in buf) >= budget:
                            lines, dias = list(buf), list(owners)
                            drop = self.spec.get("emit_drops", [])  # planted fault: the emitted document loses lines
                            keep = [i for i, d in enumerate(dias) if d not in drop]
                            lines, dias = [lines[i] for i in keep], [dias[i] for i in keep]
                            for d in owners:
                                if d in drop:
                                    self.ops[("emit_drop", d)] = op.op_id
                            pending = emit("\n".join(lines), dias, op.op_name, [m.result, rv])
                            pending = (*pending, dias)
                            with comment_mutation(target=buf, id_strategy=lambda v: "message-buffer",
                                                  encoding_fn=enc_buf, category="message_buffer",
                                                  mutation_category="update", reuse_op=True,
                                                  mutation_comment="buffer reset after emitting a document"):
                                buf.clear()
                                owners.clear()
                    self.ops[("buffer", dia)] = op.op_id
                    if pending:
                        unit, doc, dias = pending
                        with comment_op_scope(op_name="memory_system.add", category="update",
                                              comment="Store the emitted document as a memory unit.") as aop:
                            urv = comment_variable(unit, to_runtime=True, id_strategy="naive-rag-dict", encoding_fn=J,
                                                   category="memory_entry")
                            comment_link(source=doc, target=urv)
                        self.rag_units.append((unit, dias, urv))
                        self.ops[("add", len(self.rag_units) - 1)] = aop.op_id
        with comment_session(session_id=f"{self.traj}:finalization", session_name="finalization",
                             category="memory_construction"):
            if buf:
                buf_rv = comment_variable(buf, to_runtime=True, id_strategy=lambda v: "message-buffer",
                                          encoding_fn=enc_buf)
                with comment_op_scope(op_name="memory_system.finalize_memory_unit", category="update",
                                      comment="Flush the remaining buffer as the last document and memory unit.") as fop:
                    lines, dias = list(buf), list(owners)
                    drop = self.spec.get("finalize_drops")  # planted fault: the flush loses messages
                    if drop:
                        keep = [i for i, d in enumerate(dias) if d not in drop]
                        lines, dias = [lines[i] for i in keep], [dias[i] for i in keep]
                    unit, doc = emit("\n".join(lines), dias, fop.op_name, [buf_rv])
                    urv = comment_variable(unit, to_runtime=True, id_strategy="naive-rag-dict", encoding_fn=J,
                                           category="memory_entry")
                    comment_link(source=doc, target=urv)
                    with comment_mutation(target=buf, id_strategy=lambda v: "message-buffer", encoding_fn=enc_buf,
                                          category="message_buffer", mutation_category="update", reuse_op=True,
                                          mutation_comment="buffer cleared after the final flush"):
                        buf.clear()
                self.rag_units.append((unit, dias, urv))
                self.ops[("rag_finalize",)] = fop.op_id

    def rag_unit_for(self, dia):
        for i, (unit, dias, urv) in enumerate(self.rag_units):
            if dia in dias:
                return i
        raise KeyError(dia)

    def search_rag(self, q):
        qid = q["qid"]
        idx: list[int] = []
        for d in q["ret"]:
            i = self.rag_unit_for(d)
            if i not in idx:
                idx.append(i)
        assert len(idx) <= self.spec.get("top_k", 10), (self.spec["name"], qid, idx)
        refs = [comment_variable({"id": self.rag_units[i][0]["id"]}, to_runtime=True, id_strategy="naive-rag-dict",
                                 identity_only=True, encoding_fn=J) for i in idx]
        res = [{"id": self.rag_units[i][0]["id"], "content": self.rag_units[i][0]["content"],
                "score": round(0.71 - 0.043 * k, 3)} for k, i in enumerate(idx)]
        with comment_op_scope(op_name="memory_system.retrieve", category="retrieval",
                              comment="Dense top-k retrieval over the stored documents.",
                              metadata={"top_k": self.spec.get("top_k", 10), "embedding_model": "Qwen3-Embedding-4B"}) as op:
            out = _var(J(res), "retrieval_result", qid, "retrieval_result")
            comment_link(source=self.qrv[qid], target=out)
            for r in refs:
                comment_link(source=r, target=out)
        self.ops[("retrieve", qid)] = op.op_id
        q["_context_units"] = refs
        q["_context_text"] = "\n\n".join(self.rag_units[i][0]["content"] for i in idx)

    # =========================================================================================== Mem0
    def construct_mem0(self):
        facts = self.spec["facts"]
        decisions = self.spec.get("decisions", {})
        self.units: dict[str, dict] = {}
        self.live: list[str] = []
        for n, date, turns in self.messages():
            with comment_session(session_id=f"{self.traj}:session_{n}", session_name=f"session_{n}",
                                 category="memory_construction", metadata={"date_time": date}):
                for t in turns:
                    rv = self.record_message(t, date, n)
                    self.mem0_add(t["dia_id"], rv, facts.get(t["dia_id"], []), decisions.get(t["dia_id"]), date)

    def mem0_add(self, dia, rv, fact_list, decision, date):
        texts = [f for _, f in fact_list]
        with comment_op_scope(op_name="memory_system.extract_facts", category="extraction",
                              comment="LLM fact extraction from the new message.") as op:
            raw = _var("```json\n" + J({"facts": texts}) + "\n```", "raw_fact_extraction_response", f"{dia}",
                       "llm_response")
            comment_link(source=rv, target=raw)
            comment_link(source=self.prompt("fact-extraction-system-prompt"), target=raw)
            clean = _var(J({"facts": texts}), "fact_extraction_response_with_code_block_removing", f"{dia}",
                         "intermediate")
            comment_link(source=raw, target=clean)
            ext = _var(J(texts), "extracted_facts", f"{dia}", "extracted_facts")
            comment_link(source=clean, target=ext)
        self.ops[("extract", dia)] = op.op_id
        if not texts:
            return
        actions = decision if decision is not None else [("ADD", k, None) for k, _ in fact_list]
        fact_by_key = dict(fact_list)
        # per-fact similarity search: the closest live units (plus any unit the decision touches)
        targets = [k for ev, k, _ in actions if ev in ("UPDATE", "DELETE", "NONE")]
        words = set(w for f in texts for w in re.findall(r"[a-z]{4,}", f.lower()))
        scored = sorted(self.live, key=lambda k: (-len(words & set(re.findall(r"[a-z]{4,}",
                                                                                self.units[k]["memory"].lower()))),
                                                  self.live.index(k)))
        similar = [k for k in targets if k in self.live]
        for k in self.spec.get("touch", {}).get(dia, []):  # similarity hits the script wants on record
            assert k in self.live, (self.spec["name"], dia, k)
            if k not in similar:
                similar.append(k)
        limit = self.spec["config"].get("similarity_limit", 5)
        assert len(similar) <= limit, (self.spec["name"], dia, similar)
        for k in scored:
            if len(similar) >= limit:
                break
            if k not in similar:
                similar.append(k)
        with comment_op_scope(op_name="memory_system.update_memory_decision", category="update",
                              comment="Per-fact similarity search, then the LLM decides ADD/UPDATE/DELETE/NONE.",
                              metadata={"similarity_search_limit": limit}) as op:
            existing_text = (f"Find {len(similar)} existing memories similar to the new facts:\n" +
                             "\n".join(f"- {self.units[k]['id']}: {self.units[k]['memory']}" for k in similar))
            existing = _var(existing_text, "existing_memories", f"{dia}", "intermediate")
            for k in similar:
                ref = comment_variable({"id": self.units[k]["id"]}, to_runtime=True, id_strategy="mem0-dict",
                                       identity_only=True, encoding_fn=J)
                comment_link(source=ref, target=existing, comment=f"per-fact similarity search hit (limit {limit})")
            instr = _var(f"{PROMPTS['memory-update-decision-prompt']}\n\nOld memory: {existing_text}\n\n"
                         f"New facts: {J(texts)}", "memory_update_task_instruction", f"{dia}", "prompt")
            for src in (self.prompt("memory-update-decision-prompt"),
                        comment_variable(J(texts), to_runtime=True, id_strategy=lambda v, d=dia: d,
                                         class_name="extracted_facts", identity_only=True, encoding_fn=S),
                        existing):
                comment_link(source=src, target=instr)
            plan = []
            for ev, k, text in actions:
                if ev == "ADD":
                    plan.append({"id": "new", "text": text or fact_by_key[k], "event": "ADD"})
                elif ev == "UPDATE":
                    plan.append({"id": self.units[k]["id"], "text": text, "event": "UPDATE",
                                 "old_memory": self.units[k]["memory"]})
                elif ev == "DELETE":
                    plan.append({"id": self.units[k]["id"], "text": self.units[k]["memory"], "event": "DELETE"})
                else:
                    plan.append({"id": self.units[k]["id"], "text": self.units[k]["memory"], "event": "NONE"})
            raw = _var(J({"memory": plan}), "raw_memory_update_decision", f"{dia}", "llm_response")
            comment_link(source=instr, target=raw)
            act = _var(J(plan), "update_action", f"{dia}", "update_action")
            comment_link(source=raw, target=act)
            for ev, k, text in actions:
                if ev == "ADD":
                    unit = {"id": self.new_id(), "memory": text or fact_by_key[k], "timestamp": date}
                    urv = comment_variable(unit, to_runtime=True, id_strategy="mem0-dict", encoding_fn=J,
                                           category="memory_entry")
                    comment_link(source=act, target=urv, comment="ADD a new memory unit")
                    self.units[k] = unit
                    self.live.append(k)
                elif ev == "UPDATE":
                    unit = self.units[k]
                    with comment_mutation(target=unit, inputs=[act], id_strategy="mem0-dict", encoding_fn=J,
                                          category="memory_entry", mutation_category="update", reuse_op=True,
                                          mutation_comment="UPDATE the memory unit"):
                        unit["memory"] = text
                        unit["timestamp"] = date
                elif ev == "DELETE":
                    ref = comment_variable(self.units[k], to_runtime=True, id_strategy="mem0-dict", encoding_fn=J)
                    marker = comment_variable("DELETED", to_runtime=True,
                                              id_strategy=lambda v, i=self.units[k]["id"]: f"delete-marker-{i}",
                                              category="marker", class_name="delete_marker", encoding_fn=S)
                    comment_link(source=ref, target=marker, comment="DELETE the memory unit")
                    comment_link(source=act, target=marker)
                    self.live.remove(k)
        self.ops[("update", dia)] = op.op_id

    def search_mem0(self, q):
        qid = q["qid"]
        assert len(q["ret"]) <= self.spec.get("top_k", 10), (self.spec["name"], qid)
        for k in q["ret"]:
            assert k in self.live, (self.spec["name"], qid, k)
        refs = [comment_variable({"id": self.units[k]["id"]}, to_runtime=True, id_strategy="mem0-dict",
                                 identity_only=True, encoding_fn=J) for k in q["ret"]]
        res = [{"id": self.units[k]["id"], "memory": self.units[k]["memory"], "timestamp": self.units[k]["timestamp"],
                "score": round(0.68 - 0.037 * i, 3)} for i, k in enumerate(q["ret"])]
        with comment_op_scope(op_name="memory_system.search_vector_store", category="retrieval",
                              comment="Vector search of the memory store with the user query.",
                              metadata={"top_k": self.spec.get("top_k", 10)}) as op:
            out = _var(J(res), "search_results", qid, "retrieval_result")
            comment_link(source=self.qrv[qid], target=out)
            for r in refs:
                comment_link(source=r, target=out)
        self.ops[("search", qid)] = op.op_id
        q["_context_units"] = refs
        q["_context_text"] = "\n".join(f"- [{r['timestamp']}] {r['memory']}" for r in res)

    # =========================================================================================== EverMemOS
    def construct_evermemos(self):
        episodes = self.spec["episodes"]  # list of (last dia of the episode, episode text, event log)
        ends = {e[0]: i for i, e in enumerate(episodes)}
        buf: list[str] = []
        owners: list[str] = []
        self.ev_units: list[dict] = []
        self.ev_rv: list[object] = []
        enc_buf = lambda b: J(b)  # noqa: E731
        k = 0
        for n, date, turns in self.messages():
            with comment_session(session_id=f"{self.traj}:session_{n}", session_name=f"session_{n}",
                                 category="memory_construction", metadata={"date_time": date}):
                for t in turns:
                    rv = self.record_message(t, date, n)
                    dia = t["dia_id"]
                    hist = comment_variable(buf, to_runtime=True, id_strategy=lambda v: "message-buffer",
                                            encoding_fn=enc_buf, category="message_buffer") if buf else None
                    with comment_op_scope(op_name="evermemos.boundary_detection", category="boundary_detection",
                                          comment="Decide whether the new message closes the current episode.") as bop:
                        end = dia in ends
                        raw = _var(J({"should_end": end,
                                      "reason": "topic shift / conversation ends" if end else "same topic continues"}),
                                   "raw_boundary_detection_response", dia, "llm_response")
                        for s in ([hist] if hist else []) + [rv, self.prompt("boundary_detection_prompt")]:
                            comment_link(source=s, target=raw)
                        res = _var(J({"should_end": end}), "boundary_detection_result", dia, "boundary_detection_result")
                        comment_link(source=raw, target=res)
                    with comment_op_scope(op_name="memory_system.message_buffer_update", category="update",
                                          comment="Append the message to the episode buffer (smart mask on).",
                                          metadata={"smart_mask_flag": True}):
                        with comment_mutation(target=buf, inputs=[rv], id_strategy=lambda v: "message-buffer",
                                              encoding_fn=enc_buf, category="message_buffer",
                                              mutation_category="update", reuse_op=True) as m:
                            buf.append(self.msg_text[dia])
                            owners.append(dia)
                    if not end:
                        continue
                    i = ends[dia]
                    last, episode, events = episodes[i]
                    with comment_op_scope(op_name="memory_system.finalize_memory_unit", category="initialization",
                                          comment="Close the episode: assign the event id and create the memory unit.") as fop:
                        unit = {"event_id": self.new_id(), "timestamp": self.msg_date[owners[0]],
                                "participants": [self.conv["speaker_a"], self.conv["speaker_b"]],
                                "original_data": list(owners)}
                        urv = comment_variable(unit, to_runtime=True, id_strategy="evermemos-dict", encoding_fn=J,
                                               category="memory_entry")
                        comment_link(source=m.result, target=urv)
                        comment_link(source=res, target=urv)
                    self.ops[("finalize", i)] = fop.op_id
                    with comment_op_scope(op_name="memory_system.extract_memory", category="extraction",
                                          comment="Write the episode memory and event log for the closed segment.") as eop:
                        with comment_mutation(target=unit, inputs=[self.msg[d] for d in owners] +
                                              [self.prompt("episode-extraction-prompt")],
                                              id_strategy="evermemos-dict", encoding_fn=J, category="memory_entry",
                                              mutation_category="extraction", reuse_op=True,
                                              mutation_comment="episode and event log extracted"):
                            unit["episode"] = episode
                            unit["event_log"] = events
                    self.ops[("extract_memory", i)] = eop.op_id
                    with comment_op_scope(op_name="memory_system.message_buffer_update", category="update",
                                          comment="Flush the buffer after the episode is finalized."):
                        with comment_mutation(target=buf, id_strategy=lambda v: "message-buffer", encoding_fn=enc_buf,
                                              category="message_buffer", mutation_category="update", reuse_op=True,
                                              mutation_comment="buffer flushed"):
                            buf.clear()
                            owners.clear()
                    self.ev_units.append(unit)
                    k += 1
        assert not buf, (self.spec["name"], "unfinished episode")

    def ev_refs(self, idx):
        return [comment_variable({"event_id": self.ev_units[i]["event_id"]}, to_runtime=True,
                                 id_strategy="evermemos-dict", identity_only=True, encoding_fn=J) for i in idx]

    def ev_list(self, idx, base):
        return [{"event_id": self.ev_units[i]["event_id"], "timestamp": self.ev_units[i]["timestamp"],
                 "episode": self.ev_units[i]["episode"], "score": round(base - 0.05 * k, 3)} for k, i in enumerate(idx)]

    def search_evermemos(self, q):
        qid = q["qid"]
        qrv = self.qrv[qid]
        r = q["ev"]
        cfg = self.spec["config"]
        assert len(r["check"]) <= cfg["sufficiency_check_docs"] and len(r["final"]) <= cfg["final_top_k"], qid
        with comment_op_scope(op_name="memory_system.agentic_round1_bundle", category="retrieval",
                              comment="Round 1: hybrid retrieval, rerank and LLM sufficiency check.",
                              metadata={"bm25_top_n": cfg["bm25_top_n"], "emb_top_n": cfg["emb_top_n"], "rrf_k": 60,
                                        "sufficiency_check_docs": cfg["sufficiency_check_docs"]}) as op1:
            hyb = _var(J(self.ev_list(r["hybrid"], 0.031)), "hybrid_retrieval_results", qid, "retrieval_result")
            comment_link(source=qrv, target=hyb)
            for ref in self.ev_refs(r["hybrid"]):
                comment_link(source=ref, target=hyb)
            chk = _var(J(self.ev_list(r["check"], 0.91)), "reranked_for_check", qid, "retrieval_result")
            comment_link(source=hyb, target=chk)
            sp = _var(PROMPTS["sufficiency_check_prompt_template"] + f"\n\nQuery: {q['question']}\n\nMemories:\n" +
                      "\n".join(f"- [{self.ev_units[i]['timestamp']}] {self.ev_units[i]['episode']}" for i in r["check"]),
                      "sufficiency_check_prompt", qid, "prompt")
            comment_link(source=chk, target=sp)
            comment_link(source=qrv, target=sp)
            comment_link(source=self.prompt("sufficiency_check_prompt_template"), target=sp)
            raw = _var(J({"is_sufficient": r["sufficient"], "reasoning": r["why"],
                          "missing_information": r.get("missing", [])}),
                       "raw_sufficiency_check_response", qid, "llm_response")
            comment_link(source=sp, target=raw)
            suf = _var(J({"is_sufficient": r["sufficient"]}), "sufficiency_check_result", qid, "sufficiency_check_result")
            comment_link(source=raw, target=suf)
        self.ops[("round1", qid)] = op1.op_id
        pool = chk
        if not r["sufficient"]:
            with comment_op_scope(op_name="memory_system.agentic_round2_bundle", category="retrieval",
                                  comment="Round 2: multi-query generation, retrieval per query, RRF fusion.") as op2:
                rq = _var(J(r["refined"]), "refined_queries", qid, "query")
                for s in (suf, qrv, self.prompt("multi_query_generation_prompt")):
                    comment_link(source=s, target=rq)
                comb = _var(J(self.ev_list(r["combined"], 0.033)), "combined_retrieval_results", qid,
                            "retrieval_result")
                comment_link(source=rq, target=comb)
                comment_link(source=chk, target=comb)
                for ref in self.ev_refs([i for i in r["combined"] if i not in r["check"]]):
                    comment_link(source=ref, target=comb)
            self.ops[("round2", qid)] = op2.op_id
            pool = comb
        with comment_op_scope(op_name="memory_system.agentic_final_rerank", category="retrieval",
                              comment="Deduplicate by event id and rerank; keep final_top_k.",
                              metadata={"final_top_k": self.spec["config"]["final_top_k"],
                                        "reranker": "Qwen3-Reranker-4B"}) as op3:
            fin = _var(J(self.ev_list(r["final"], 0.88)), "final_reranked_results", qid, "retrieval_result")
            comment_link(source=pool, target=fin)
            comment_link(source=qrv, target=fin)
        self.ops[("final_rerank", qid)] = op3.op_id
        q["_context_units"] = self.ev_refs(r["final"])
        q["_context_text"] = "\n".join(f"- [{self.ev_units[i]['timestamp']}] {self.ev_units[i]['episode']}"
                                       for i in r["final"])


def _relativize(obj):
    prefix = str(REPO) + os.sep
    if isinstance(obj, dict):
        return {k: (v[len(prefix):] if k in ("filename", "trigger_point") and isinstance(v, str)
                    and v.startswith(prefix) else _relativize(v)) for k, v in obj.items()}
    if isinstance(obj, list):
        return [_relativize(v) for v in obj]
    return obj


# ============================================================================================= the graphs
def A(type_, op, reason):
    return {"type": type_, "op": op, "reason": reason}


GRAPHS: list[dict] = []

# Every planted fault below decides the outcome: the comment above each failed question says why the prediction is
# wrong because of that op (and would be right had the op done its job). ``key`` lists the phrases (matched
# case-insensitively on word boundaries) that carry the answer: ``verify`` checks them against the recorded graph.
# ``keep`` lists phrases of a multi-evidence question that the fault did not touch and that reach the context;
# ``see`` names non-evidence turns that also carry a key (e.g. a speaker repeating the answer back).

# ---- 1. Long-Context, conv-30 (Jon / Gina), sessions 7-10, a 1,000-token window: the studio-expansion turn is trimmed.
GRAPHS.append(dict(
    name="long_context_locomo-30", system="long_context", layer="LongContext", conv="30",
    sessions={7: None, 8: None, 9: None, 10: None}, config={"context_window": 1000, "llm_model": "gpt-4.1-mini"},
    questions=[
        # D8:13 (3 April 2023, 'I'm expanding my dance studio's social media presence') is the only turn about the
        # studio's social media; the D9:12 update trims it out of the 1,000-token unit.
        dict(qa=14, key=["social media presence"],
             pred="The memories don't mention the studio's social media.", judge="Gold is April 2023.",
             ann=A("UpdateError", ("lc_evict", "D8:13"),
                   "D8:13 ('I'm expanding my dance studio's social media presence and offering workshops and classes "
                   "to local schools and centers', said on 3 April 2023) was trimmed out of the memory unit by the "
                   "memory_update of D9:12 when the 1,000-token window overflowed; no other turn mentions the "
                   "studio's social media. Kept, it dates the expansion to April 2023.")),
        dict(qa=61, key=["trophies from a dance contest"], pred="A trophy", score=1, judge="Matches."),
        dict(qa=16, key=["Yesterday, I went to a fair"], pred="24 April 2023", score=1, judge="Matches."),
    ]))

# ---- 2. Long-Context, conv-42 (Joanna / Nate), sessions 10-14, full window: a relative date is taken at face value;
#         a wrong gold date.
GRAPHS.append(dict(
    name="long_context_locomo-42", system="long_context", layer="LongContext", conv="42",
    sessions={10: None, 11: None, 12: None, 13: None, 14: None},
    config={"context_window": 24000, "llm_model": "gpt-4.1-mini"},
    questions=[
        # D10:4, said on 2 May 2022, is in the unit: 'Last week I won my second tournament'.
        dict(qa=77, key=["Last week I won my second tournament"], pred="2 May 2022",
             judge="Gold is the week before 2 May 2022; the answer gives the day it was mentioned.",
             ann=A("ResponseError", ("qa",),
                   "The memory unit holds D10:4 ('Last week I won my second tournament!', said on 2 May 2022); the "
                   "context was enough to answer 'the week before 2 May 2022', but the QA model ignored 'last week' "
                   "and gave the message date.")),
        # control: D14:20 (3 June 2022) puts the gaming party 'two weekends later' than Joanna's hike 'this weekend'.
        dict(qa=24, key=["gaming party two weekends later"],
             pred="Two weekends after the weekend of 4-5 June 2022, around 18 June 2022",
             judge="Gold is the weekend after 3 June 2022; the answer says two weekends later.",
             ann=A("AnnotationError", ("judge",),
                   "On Friday 3 June 2022 Joanna is hiking 'this weekend' and Nate answers 'I'm organizing a gaming "
                   "party two weekends later' (D14:20), i.e. around 18-19 June 2022 (on 24 June he reports it was a "
                   "success). The gold 'the weekend after 3 June' is wrong; the memory and the prediction are right.")),
        dict(qa=93, key=["Street Fighter"], pred="Street Fighter", score=1, judge="Matches."),
        dict(qa=21, key=["this is Max"], pred="Max, his adopted dog", score=1, judge="Matches."),
    ]))

# ---- 3. Long-Context, conv-44 (Audrey / Andrew), sessions 8-13, a 4,400-token window: the walk length is trimmed.
GRAPHS.append(dict(
    name="long_context_locomo-44", system="long_context", layer="LongContext", conv="44",
    sessions={8: None, 9: None, 10: None, 11: None, 12: None, 13: None},
    config={"context_window": 4400, "llm_model": "gpt-4.1-mini"},
    questions=[
        # D8:14 'usually for about an hour' is the only length of Audrey's walks; the D13:9 update trims it.
        dict(qa=76, key=["about an hour"], pred="Long walks; the memories don't say how long.",
             judge="Gold is about an hour.",
             ann=A("UpdateError", ("lc_evict", "D8:14"),
                   "D8:14 ('Varies depending on the day, but usually for about an hour') was trimmed out of the memory "
                   "unit by the memory_update of D13:9 when the 4,400-token window overflowed; no other turn gives a "
                   "walk length, so the model could only say 'long walks' (D13:10, her childhood walks with Max).")),
        dict(qa=77, key=["doggy play area"], pred="A doggy play area with agility stuff and toys", score=1,
             judge="Matches."),
        dict(qa=82, key=["Max, my childhood dog"], pred="Max", score=1, judge="Matches."),
    ]))

# ---- 4. Naive RAG, conv-41 (John / Maria), sessions 7-10, 260-token chunks, top-3: a chunk loses Kyle's name; the
#         grandmother chunk is never retrieved.
GRAPHS.append(dict(
    name="rag_locomo-41", system="rag", layer="NaiveRAG", conv="41",
    sessions={7: None, 8: None, 9: None, 10: None}, config={"max_tokens": 260, "mode": "deferred"}, top_k=3,
    emit_drops=["D8:4"],
    questions=[
        # the buffer held D7:17..D8:7; the document emitted at D8:7 left out D8:4, the only turn naming the child.
        dict(qa=78, ret=["D8:3", "D8:2"], key=["Kyle"], pred="The memories don't give the child's name.",
             judge="Gold is Kyle.",
             ann=A("ExtractionError", ("emit_drop", "D8:4"),
                   "The message buffer held D8:4 ('Our one-year-old is so cute, his name is Kyle!'), but the document "
                   "emitted by this message_buffer_update (at D8:7) dropped that line, so no memory unit ever held the "
                   "name; the retrieved chunk is the one that should have carried it (Maria asks 'What's their "
                   "name?').")),
        # D8:1 ('Last week, my grandma passed away', 6 March 2023) sits in the D7:17..D8:7 chunk, never retrieved.
        dict(qa=13, ret=["D9:1", "D7:5", "D10:10"], key=["my grandma passed away"],
             pred="The memories don't mention her grandmother's death.", judge="Gold is the week before 6 March 2023.",
             ann=A("RetrievalError", ("retrieve", None),
                   "The chunk with D8:1 ('Last week, my grandma passed away', said on 6 March 2023) was stored, but "
                   "top-3 retrieval returned the poetry-class chunk ('a rough ride'), the Jean chunk and the charity-run "
                   "chunk; with it the model would have answered the week before 6 March 2023.")),
        dict(qa=17, ret=["D9:6", "D9:2"], key=["policymaking because of my degree"],
             pred="Political science or public policy", score=1, judge="Matches."),
    ]))

# ---- 5. Naive RAG, conv-44, sessions 7-10, 150-token chunks, top-2: both chicken dishes retrieved, answer says garlic.
GRAPHS.append(dict(
    name="rag_locomo-44", system="rag", layer="NaiveRAG", conv="44",
    sessions={7: None, 8: None, 9: None, 10: None}, config={"max_tokens": 150, "mode": "deferred"}, top_k=2,
    questions=[
        # open-domain, two evidence turns: D10:13 (favourite recipe: Chicken Pot Pie) and D10:23 (Roasted Chicken is
        # one of her favourites) are both in the retrieved chunks.
        dict(qa=20, ret=["D10:23", "D10:13"], key=["Chicken Pot Pie", "Roasted Chicken"],
             pred="She doesn't name a meat; her go-to ingredient is garlic.", judge="Gold is chicken.",
             ann=A("ResponseError", ("qa",),
                   "Both retrieved chunks were in the context: D10:13 ('My favorite recipe is Chicken Pot Pie') and "
                   "D10:23 ('Roasted Chicken is one of my favorites'); chicken follows from them, but the QA model "
                   "answered with her go-to ingredient, garlic.")),
        dict(qa=77, ret=["D9:5", "D9:1"], key=["doggy play area"], pred="A doggy play area with agility stuff and toys",
             score=1, judge="Matches."),
        dict(qa=73, ret=["D7:8", "D10:2"], key=["pet-friendly spot"], pred="Finding a pet-friendly spot in the city",
             score=1, judge="Matches."),
    ]))

# ---- 6. Naive RAG, conv-30, sessions 12-13 and the start of 14, 360-token chunks, top-4: the final flush loses the
#         mentorship turn.
GRAPHS.append(dict(
    name="rag_locomo-30", system="rag", layer="NaiveRAG", conv="30",
    sessions={12: None, 13: None, 14: (0, 6)}, config={"max_tokens": 360, "mode": "deferred"}, top_k=4,
    finalize_drops=["D14:1"],
    questions=[
        # D14:1 ('I got mentored by this amazing business dude yesterday', 16 June 2023) was in the final buffer
        # (D13:19..D14:6); the flush wrote the last document without it.
        dict(qa=26, ret=["D14:3", "D13:9", "D12:12"], key=["mentored by this amazing business dude"],
             pred="The memories don't say when he was mentored.", judge="Gold is 15 June 2023.",
             ann=A("ExtractionError", ("rag_finalize",),
                   "The remaining buffer held D14:1 ('I got mentored by this amazing business dude yesterday!', said "
                   "on 16 June 2023), but finalize_memory_unit flushed the last document without it, so no unit "
                   "records the mentorship; the retrieved final chunk is the one that should have carried it.")),
        dict(qa=65, ret=["D12:6", "D12:12"], key=["The Lean Startup"], pred="\"The Lean Startup\"", score=1,
             judge="Matches."),
        dict(qa=66, ret=["D13:7"], key=["one-on-one mentoring"], pred="One-on-one mentoring and training", score=1,
             judge="Matches."),
    ]))

# ---- 7. Mem0, conv-42, slices of sessions 9 and 11, similarity limit 3, top-3: Nate's film taste deletes Joanna's;
#         a question that credits Nate with Joanna's words.
GRAPHS.append(dict(
    name="mem0_locomo-42", system="mem0", layer="Mem0", conv="42", sessions={9: (8, 14), 11: (10, 18)}, top_k=3,
    config={"similarity_limit": 3},
    facts={
        "D9:9": [("jo_films", "Joanna enjoys dramas and emotionally-driven films"),
                 ("jo_acting", "Joanna might go back to acting someday, but for now she shines in writing")],
        "D9:10": [("n_genre", "Nate loves fantasy and sci-fi movies; they are an escape and get his imagination going"),
                  ("n_games", "Playing video games lets Nate express his creativity and passion")],
        "D9:12": [("n_trilogy", "A fantasy trilogy is one of Nate's favourite films for its world building, battles "
                                "and storytelling")],
        "D9:13": [("jo_recs", "Joanna is always up for new book recommendations")],
        "D11:13": [("jo_movie", "Joanna feels she could write a whole movie when she is out in cool places like the "
                                "trails she hikes")],
        "D11:14": [("n_thinks", "Out in nature Nate gets deep in thought about his life or new recipes")],
        "D11:15": [("jo_drama", "Something about the trails made Joanna feel like writing a drama")],
        "D11:16": [("n_joke", "Nate suggests hiking together and jokes he might think of a drama and publish his own "
                              "screenplay")],
        "D11:17": [("jo_invite", "Joanna invited Nate to join her on the trails sometime")],
    },
    decisions={
        # planted DeletionError: Nate's film taste is read as replacing Joanna's in the shared memory layer
        "D9:10": [("ADD", "n_genre", None), ("ADD", "n_games", None), ("DELETE", "jo_films", None)],
        "D11:16": [("ADD", "n_joke", None), ("NONE", "jo_drama", None)],
    },
    questions=[
        # D9:9 'I really enjoy dramas and emotionally-driven films' lived only in jo_films, deleted at D9:10.
        dict(qa=115, ret=["n_genre", "jo_acting", "n_trilogy"], key=["emotionally-driven"],
             pred="Fantasy and sci-fi movies", judge="Gold is dramas and emotionally-driven films.",
             ann=A("DeletionError", ("update", "D9:10"),
                   "The update decision for D9:10 took Nate's 'I love fantasy and sci-fi movies' as superseding "
                   "'Joanna enjoys dramas and emotionally-driven films' and DELETEd that unit (delete marker); it was "
                   "the only memory of Joanna's taste, so the model gave Nate's genres.")),
        # control: D11:13 ('I always feel like I could write a whole movie') is Joanna's; Nate's answer is D11:14.
        dict(qa=119, ret=["n_thinks", "jo_movie", "n_joke"], key=["write a whole movie", "new recipes"], see=["D11:14"],
             pred="He gets deep in thought about his life or new recipes; writing a whole movie is what Joanna feels.",
             judge="Gold is 'write a whole movie'; the answer gives Nate something else.",
             ann=A("AnnotationError", ("judge",),
                   "D11:13, 'I always feel like I could write a whole movie when I'm out there in cool places like "
                   "that!', is said by Joanna; Nate's reply (D11:14) is 'For me I just get deep in thought and think "
                   "about my life or new recipes'. The question and its gold credit Nate with Joanna's words; the "
                   "memory and the prediction are right.")),
        dict(qa=113, ret=["n_genre", "n_trilogy"], key=["fantasy and sci-fi"], pred="Fantasy and sci-fi", score=1,
             judge="Matches."),
        dict(qa=121, ret=["jo_invite", "n_joke"], key=["on the trails"], pred="Joanna", score=1,
             judge="Matches."),
    ]))

# ---- 8. Mem0, conv-41, slices of sessions 7-9, similarity limit 7, top-5: the park frequency is not extracted; the
#         poetry class deletes the creative-writing class.
GRAPHS.append(dict(
    name="mem0_locomo-41", system="mem0", layer="Mem0", conv="41", sessions={7: (0, 5), 8: (1, 9), 9: (0, 9)},
    top_k=5, config={"similarity_limit": 7},
    facts={
        "D7:1": [("m_cw", "Maria took a creative writing class recently and found it enlightening")],
        "D7:2": [("j_office", "John is running for office again")],
        "D7:3": [("m_shelter", "Maria volunteers at a homeless shelter and finds it rewarding")],
        "D7:4": [("j_why", "After his last run John saw the impact he could make in the community through politics")],
        "D7:5": [("m_jean", "While volunteering, Maria met Jean, who stayed optimistic and resilient")],
        "D8:2": [("j_picnic", "John had a picnic with his wife and kids")],
        "D8:4": [("j_kyle", "John's one-year-old son is named Kyle")],
        "D8:6": [("j_parent", "Parenting has been a wild ride for John, full of ups and downs, but love outweighs it")],
        # planted ExtractionError: 'we go a few times a week' is left out of the fact
        "D8:8": [("j_park", "John takes his kids to the park for family bonding; they had a great time last weekend")],
        "D9:1": [("m_poetry", "Maria has been taking a poetry class lately to put her feelings into words")],
        "D9:2": [("j_degree", "John finished a university degree (certificate of completion)")],
        "D9:4": [("j_grad", "John graduated last week")],
        "D9:6": [("j_policy", "John is considering going into policymaking because of his degree and his passion for "
                              "making a positive impact")],
        "D9:8": [("j_areas", "John is particularly interested in improving education and infrastructure")],
    },
    decisions={
        "D8:8": [("UPDATE", "j_picnic", "John had a picnic with his wife and kids; he takes the kids to the park for "
                                        "family bonding and they had a great time last weekend")],
        # planted DeletionError: the new poetry class is read as replacing the creative-writing class
        "D9:1": [("ADD", "m_poetry", None), ("DELETE", "m_cw", None)],
        "D9:4": [("UPDATE", "j_degree", "John finished a university degree and graduated last week")],
    },
    questions=[
        # multi-hop: D9:1 (poetry) is live; D7:1 (creative writing) was deleted at D9:1.
        dict(qa=15, ret=["m_poetry", "m_shelter", "m_jean", "j_degree"], key=["creative writing"], keep=["poetry"],
             pred="A poetry class", judge="Gold is poetry and creative writing; creative writing is missing.",
             ann=A("DeletionError", ("update", "D9:1"),
                   "The D9:1 decision added 'Maria has been taking a poetry class lately' and DELETEd 'Maria took a "
                   "creative writing class recently' (delete marker) as if the new class replaced it; that unit was "
                   "the only memory of D7:1, so only the poetry class reached the answer.")),
        # D8:8 'Yeah, we go a few times a week' never reached a fact; the park units only say 'for family bonding'.
        dict(qa=79, ret=["j_picnic", "j_kyle", "j_parent"], key=["a few times a week"],
             pred="Often, for family bonding; no frequency is given.", judge="Gold is a few times a week.",
             ann=A("ExtractionError", ("extract", "D8:8"),
                   "D8:8 says 'we go a few times a week'; the extracted fact kept the family bonding and last weekend "
                   "but dropped the frequency, and the UPDATE that merged it into the picnic unit could only carry "
                   "what was extracted.")),
        dict(qa=83, ret=["j_areas", "j_policy"], key=["education and infrastructure"],
             pred="Education and infrastructure", score=1, judge="Matches."),
        dict(qa=78, ret=["j_kyle", "j_picnic"], key=["Kyle"], pred="Kyle", score=1, judge="Matches."),
    ]))

# ---- 9. Mem0, conv-44, slices of sessions 13 and 14, similarity limit 4, top-4: a hike merge loses 'twice a week';
#         the childhood-dog unit is not retrieved; a question dated a week early.
GRAPHS.append(dict(
    name="mem0_locomo-44", system="mem0", layer="Mem0", conv="44", sessions={13: (0, 10), 14: (0, 8)}, top_k=4,
    config={"similarity_limit": 4},
    facts={
        "D13:1": [("an_shelter", "On Monday Andrew and his girlfriend volunteered at a pet shelter; it was rewarding")],
        "D13:4": [("au_four", "Audrey has four dogs, her fur babies, who matter more to her than anything")],
        "D13:6": [("au_pers", "Audrey's oldest dog is relaxed like a wise old sage, the second is always ready for a "
                              "game, the third can be naughty but loves cuddles, and the youngest is full of life")],
        "D13:8": [("au_max", "Audrey's childhood dog was Max, who had lots of energy and loved fetch")],
        "D13:10": [("au_walks", "As a kid Audrey took long walks in the neighborhood with her childhood dog and shared "
                                "her worries and hopes with him")],
        "D14:1": [("an_camp", "Andrew, his girlfriend and Toby are going camping this weekend")],
        "D14:2": [("au_agility", "Audrey just started agility classes with her pups at a dog park")],
        "D14:4": [("au_twice", "Audrey takes her pups to the park twice a week for agility practice")],
        "D14:6": [("au_trail", "Audrey went on a trail hike with her dogs")],
        "D14:8": [("au_2h", "Audrey's trail hike with her pups took two hours")],
    },
    decisions={
        "D14:4": [("UPDATE", "au_agility", "Audrey just started agility classes with her pups at a dog park and takes "
                                           "them to the park twice a week for practice")],
        # planted UpdateError: the hike length is merged into the agility unit and 'twice a week' is lost
        "D14:8": [("UPDATE", "au_agility", "Audrey does agility classes and hikes with her pups; their trail hike took "
                                           "two hours"),
                  ("NONE", "au_trail", None)],
    },
    questions=[
        dict(qa=86, ret=["au_agility", "au_trail", "au_four"], key=["twice a week"],
             pred="The memories don't say how often.", judge="Gold is twice a week.",
             ann=A("UpdateError", ("update", "D14:8"),
                   "After the D14:4 update the agility unit said Audrey takes the pups to the park 'twice a week for "
                   "practice'; the D14:8 decision merged the two-hour trail hike into that unit and the new text "
                   "dropped the frequency. No other unit holds it.")),
        # au_max was live; the query 'childhood dog' pulled the four current dogs and the nameless walks unit.
        dict(qa=82, ret=["au_walks", "au_four", "au_pers", "an_shelter"], key=["Max"],
             pred="Her childhood dog isn't named.", judge="Gold is Max.",
             ann=A("RetrievalError", ("search", None),
                   "The unit 'Audrey's childhood dog was Max' was live, but the query-time vector search returned the "
                   "walks unit (which says only 'her childhood dog'), her four dogs, their personalities and the "
                   "shelter unit; the model could not name the dog.")),
        # control: D13:1 is said on Thursday 27 July 2023, so 'on Monday' is 24 July, not the Monday before it.
        dict(qa=81, ret=["an_shelter", "an_camp"], key=["pet shelter"],
             pred="Nothing is recorded for Monday 17 July; the pet-shelter volunteering was on Monday 24 July 2023.",
             judge="Gold is volunteering at a pet shelter; the answer puts it on a different Monday.",
             ann=A("AnnotationError", ("judge",),
                   "D13:1, said on Thursday 27 July 2023, places the volunteering 'on Monday', i.e. 24 July 2023; the "
                   "question asks about the Monday before 24 July. The question's date (and so the gold) is wrong; the "
                   "memory and the prediction are right.")),
        dict(qa=85, ret=["au_agility", "au_four"], key=["agility classes"], pred="Agility classes", score=1,
             judge="Matches."),
    ]))

# ---- 10. EverMemOS, conv-42, sessions 12-14 (slices), final top-2: the screenplay's themes left out of the episode.
GRAPHS.append(dict(
    name="evermemos_locomo-42", system="evermemos", layer="EverMemOS", conv="42",
    sessions={12: None, 13: (0, 12), 14: (17, 27)},
    config={"final_top_k": 2, "sufficiency_check_docs": 4, "bm25_top_n": 30, "emb_top_n": 30},
    episodes=[
        ("D12:11", "On 20 May 2022 Nate introduced Max, a new addition to the family: an adopted dog full of energy who "
                   "keeps his other pets active. Joanna's allergies keep her from getting a pet; writing, creative "
                   "projects and supportive friends get her through tough times.",
         ["Nate adopted Max (May 2022)"]),
        # planted ExtractionError: D12:14 'It's about loss, identity, and connection' is reduced to 'a personal story'
        ("D12:19", "On 20 May 2022 Joanna showed Nate her finished third screenplay, a personal story she had carried "
                   "for ages and finally had the guts to write; it was hard but she is proud of it. She writes best "
                   "when she is true to herself, and Nate cheered her on.",
         ["Joanna finished her third screenplay (May 2022)"]),
        ("D13:12", "On 25 May 2022 Nate said that a few days earlier he met a couple with a dog on a walk with Max; they "
                   "live close by and will do doggy playdates. Nate gave Joanna a stuffed animal pup to remind her of "
                   "the good vibes.", ["Nate gave Joanna a stuffed animal (25 May 2022)"]),
        ("D14:27", "On 3 June 2022 Joanna said she is hiking with buddies this weekend to a new trail with a waterfall. "
                   "Nate is organizing a gaming party two weekends later and will invite his tournament friends, old "
                   "friends and teammates from other tournaments; he is getting everyone custom controller decorations.",
         ["Joanna hikes with buddies (weekend after 3 June 2022)", "Nate's gaming party (mid-June 2022)"]),
    ],
    questions=[
        dict(qa=94, key=["identity"], ev=dict(hybrid=[1, 0, 3], check=[1, 0], sufficient=True,
                                              why="Episode 1 describes Joanna's third screenplay.", final=[1, 0]),
             pred="A personal story she had carried for ages", judge="Gold is loss, identity and connection.",
             ann=A("ExtractionError", ("extract_memory", 1),
                   "D12:14 says the third screenplay 'is about loss, identity, and connection'; the episode written for "
                   "this segment kept only 'a personal story she had carried for ages', so no unit holds the themes. "
                   "The episode itself reached the final context.")),
        dict(qa=20, key=["Max"], ev=dict(hybrid=[0, 2], check=[0, 2], sufficient=True,
                                                 why="Episode 0 says Nate adopted Max on 20 May 2022.", final=[0, 2]),
             pred="May 2022", score=1, judge="Matches."),
        dict(qa=125, key=["old friends"], ev=dict(hybrid=[3, 2], check=[3], sufficient=True,
                                                         why="Episode 3 lists the invitees.", final=[3]),
             pred="His tournament friends, old friends and teammates", score=1, judge="Matches."),
    ]))

# ---- 11. EverMemOS, conv-30, sessions 8-10, final top-3: round 1 misses the confidence episode and the check
#          passes on a look-alike; a relative month taken at face value.
GRAPHS.append(dict(
    name="evermemos_locomo-30", system="evermemos", layer="EverMemOS", conv="30",
    sessions={8: (0, 14), 9: None, 10: None},
    config={"final_top_k": 3, "sufficiency_check_docs": 3, "bm25_top_n": 50, "emb_top_n": 50},
    episodes=[
        ("D8:6", "On 3 April 2023 Jon said he had to shut down his bank account for his business; it was a tough call "
                 "but he thought it would help the business grow. Gina has new offers and promotions on her online "
                 "store; dance is her stress relief and fashion fuels her creativity.",
         ["Jon shut down his bank account (before 3 April 2023)"]),
        ("D8:14", "On 3 April 2023 Gina said she combines her clothing business with dance because she is passionate "
                  "about both, and plans to work with fashion bloggers and influencers and run more ads. Jon is "
                  "expanding his dance studio's social media presence, offering workshops and classes to local schools "
                  "and centers, and hosting a dance competition next month to showcase local talent.",
         ["Jon will host a dance competition"]),
        ("D9:7", "On 9 April 2023 Jon said he is turning his love of dance into a business; losing his job gave him the "
                 "push to do what he loves. Dancing makes him happy and he shares it with his students.",
         ["Jon lost his job and is building his dance studio"]),
        ("D9:14", "On 9 April 2023 Gina showed Jon one of her trophies from a dance contest, a reminder of the hard "
                  "work, dedication and joy dance brings.", ["Gina's dance-contest trophy"]),
        ("D10:6", "On 25 April 2023 Jon said he went to a fair the day before (24 April 2023) to show off his studio and "
                  "got some possible leads. Gina started her online clothing store after losing her job. To stay "
                  "motivated Gina thinks of the big goal and why she is doing it, gets help from supportive people and "
                  "dances it out.", ["Jon went to a fair (24 April 2023)"]),
        ("D10:14", "On 25 April 2023 Jon said he has been low on confidence. Gina said she stays confident in her "
                   "business by reminding herself of her successes and progress, having a good support system and "
                   "focusing on why she started because she loves it.", ["Gina's advice on confidence"]),
    ],
    questions=[
        # episode 5 (confidence) was stored; round 1's hybrid search returned the motivation look-alikes and the
        # sufficiency check passed on episode 4, so no second round ran.
        dict(qa=62, key=["successes and progress"],
             ev=dict(hybrid=[4, 0, 2], check=[4, 0, 2], sufficient=True,
                     why="Episode 4 describes how Gina keeps going in her business.", final=[4, 0, 2]),
             pred="By thinking of the big goal, getting help from supportive people and dancing it out.",
             judge="Gold: reminding herself of her successes and progress, a support system, why she started.",
             ann=A("RetrievalError", ("round1", None),
                   "The episode saying Gina stays confident 'by reminding herself of her successes and progress' was "
                   "stored, but round 1's hybrid retrieval returned the motivation episode, the store episode and "
                   "Jon's job episode instead, and the sufficiency check passed on the motivation look-alike; the "
                   "model answered with Gina's motivation tips.")),
        # episode 1 (3 April 2023: 'hosting a dance competition next month') is in the final context.
        dict(qa=15, key=["dance competition next month"],
             ev=dict(hybrid=[1, 4, 0], check=[1, 4], sufficient=True,
                     why="Episode 1 mentions the dance competition.", final=[1, 4]),
             pred="April 2023", judge="Gold is May 2023.",
             ann=A("ResponseError", ("qa",),
                   "The final context held episode 1: on 3 April 2023 Jon is 'hosting a dance competition next month'; "
                   "the context gives May 2023, but the QA model answered with the month of the conversation.")),
        dict(qa=61, key=["trophies from a dance contest"],
             ev=dict(hybrid=[3, 2], check=[3, 2], sufficient=True, why="Episode 3 shows the trophy.", final=[3]),
             pred="A trophy", score=1, judge="Matches."),
        dict(qa=58, key=["bank account"], ev=dict(hybrid=[0, 1], check=[0], sufficient=True,
                                                  why="Episode 0 explains it.", final=[0, 1]),
             pred="For his business", score=1, judge="Matches."),
    ]))

# ---- 12. EverMemOS, conv-41, session 11 (start) and 12, final top-4: round 2's queries never reach the East Coast.
GRAPHS.append(dict(
    name="evermemos_locomo-41", system="evermemos", layer="EverMemOS", conv="41",
    sessions={11: (0, 9), 12: None},
    config={"final_top_k": 4, "sufficiency_check_docs": 2, "bm25_top_n": 40, "emb_top_n": 40},
    episodes=[
        ("D11:9", "On 10 April 2023 John said his car broke down the Friday before on his way to work; fixing it is "
                  "putting a strain on his wallet. A photo reminded him of a road trip last year (2022): they explored "
                  "the coast up in the Pacific Northwest and hit some national parks.",
         ["John's car broke down (7 April 2023)", "John's road trip to the Pacific Northwest (2022)"]),
        ("D12:6", "On 18 April 2023 John said he has been blogging about politics and the government, researching "
                  "policies on education reform and infrastructure development to raise awareness and start "
                  "conversations.", ["John blogs about politics"]),
        ("D12:15", "On 18 April 2023 John said he and his colleagues went to a convention last month (March 2023), all "
                   "passionate about using tech for good in their community; the energy gave him renewed purpose.",
         ["John went to a tech-for-good convention (March 2023)"]),
        ("D12:23", "On 18 April 2023 John said he is planning a trip to the East Coast. Maria is still volunteering at "
                   "the homeless shelter; it is rewarding but the growing need can be overwhelming.",
         ["John plans a trip to the East Coast"]),
    ],
    questions=[
        # multi-hop: D11:5 (Pacific Northwest) reached the context; round 1 judged it insufficient for 'planning to
        # go' and round 2's refined queries (about past trips and national parks) brought nothing new.
        dict(qa=21, key=["East Coast"], keep=["Pacific Northwest"],
             ev=dict(hybrid=[0, 1, 2], check=[0, 1], sufficient=False,
                     why="Episode 0 covers the Pacific Northwest road trip but nothing about planned travel.",
                     missing=["places John is planning to visit"],
                     refined=["John road trip national parks", "John travel coast last year"],
                     combined=[0, 2, 1], final=[0, 2, 1]),
             pred="The Pacific Northwest", judge="Gold is the Pacific Northwest and the East Coast.",
             ann=A("RetrievalError", ("round2", None),
                   "The episode 'John is planning a trip to the East Coast' was stored. Round 1 did its job and flagged "
                   "the missing planned travel, but round 2's refined queries asked again about the past road trip and national "
                   "parks, so the combined results (and the final context) held only the Pacific Northwest.")),
        dict(qa=22, key=["convention"], ev=dict(hybrid=[2, 1], check=[2, 1], sufficient=True,
                                                           why="Episode 2 dates the convention.", final=[2, 1]),
             pred="March 2023", score=1, judge="Matches."),
        dict(qa=86, key=["car broke down"], ev=dict(hybrid=[0, 3], check=[0, 3], sufficient=True,
                                                    why="Episode 0 covers the car.", final=[0]),
             pred="His car broke down", score=1, judge="Matches."),
    ]))


# ============================================================================================= the checks
MEMORY_FAULTS = ("ExtractionError", "UpdateError", "DeletionError", "RetrievalError")


def _has(text: str, phrase: str) -> bool:
    return re.search(r"(?<!\w)" + re.escape(phrase) + r"(?!\w)", text, re.I) is not None


def verify(spec: dict, data: dict) -> None:
    """Check on the recorded graph that every planted fault decides its question (raise AssertionError if not)."""
    d = data["data"]
    nodes = {n["full_node_id"]: n for n in d["nodes"]}
    by_op: dict[str, list[dict]] = defaultdict(list)
    for e in d["edges"]:
        by_op[e["op_id"]].append(e)
    units = [n for n in d["nodes"] if n["category"] == "memory_entry"]
    latest: dict[str, dict] = {}
    for n in units:
        if n["full_name"] not in latest or n["version"] > latest[n["full_name"]]["version"]:
            latest[n["full_name"]] = n
    deleted = {nodes[e["source_full_node_id"]]["full_name"] for e in d["edges"]
               if nodes[e["target_full_node_id"]]["category"] == "marker"}
    live = [n["value"] for name, n in latest.items() if name not in deleted]
    anns = {a["query_id"]: a for a in d["annotations"]}
    name = spec["name"]
    for q in spec["questions"]:
        qid = q["qid"]
        ctx = nodes[f"context:{qid}@1"]["value"]
        keys, keep = q["key"], q.get("keep", [])
        where = (name, qid)
        ev_text = " ".join(nodes[f"U{spec['conv']}:{e}@1"]["value"] for e in q["evidence"] + q.get("see", [])
                           if f"U{spec['conv']}:{e}@1" in nodes)
        assert all(_has(ev_text, k) for k in keys + keep), (*where, "key not in the evidence turns")
        for k in keep:
            assert _has(ctx, k), (*where, "kept evidence missing from the context", k)
        a = anns.get(f"query:{qid}@1")
        if q.get("score", 0) == 1:
            assert a is None and all(_has(ctx, k) for k in keys), (*where, "control question lacks its evidence")
            continue
        t = a["final_error_type"]
        if t not in MEMORY_FAULTS:  # ResponseError / AnnotationError: the context held everything needed
            assert all(_has(ctx, k) for k in keys), (*where, t, "evidence missing from the context")
            continue
        edges = by_op[a["final_op_id"]]
        srcs = {e["source_full_node_id"] for e in edges}
        tgts = {e["target_full_node_id"] for e in edges}
        ins = [nodes[x]["value"] for x in srcs - tgts]
        outs = [nodes[x]["value"] for x in tgts - srcs]
        assert not any(_has(ctx, k) for k in keys), (*where, t, "evidence still in the final context")
        assert not any(_has(v, k) for v in outs for k in keys), (*where, t, "the faulty op's output holds the evidence")
        if t == "RetrievalError":  # the store held it at retrieval time
            assert all(any(_has(v, k) for v in live) for k in keys), (*where, t, "no live unit holds the evidence")
            continue
        # the faulty op had the evidence among its inputs, and no unit left at the end holds it
        assert all(any(_has(v, k) for v in ins) for k in keys), (*where, t, "evidence not among the op's inputs")
        assert not any(_has(v, k) for v in live for k in keys), (*where, t, "a live unit still holds the evidence")
        if t == "ExtractionError":
            assert not any(_has(n["value"], k) for n in units for k in keys), (*where, t, "a unit once held it")
        if t == "UpdateError":
            unit_ins = [x for x in srcs - tgts if nodes[x]["category"] == "memory_entry"]
            assert any(all(_has(nodes[x]["value"], k) for k in keys) for x in unit_ins), (*where, t, "no unit held it")
        if t == "DeletionError":
            gone = [e["source_full_node_id"] for e in edges if nodes[e["target_full_node_id"]]["category"] == "marker"]
            assert any(all(_has(nodes[x]["value"], k) for k in keys) for x in gone), (*where, t, "deleted unit lacks it")


def record_graph(spec: dict) -> bytes:
    spec = json.loads(json.dumps(spec, default=lambda o: o))  # fresh copy: recording fills private keys
    spec["sessions"] = {int(k): v for k, v in spec["sessions"].items()}
    for q in spec["questions"]:
        if "ann" in q:
            q["ann"]["op"] = tuple(q["ann"]["op"])
    rec = Recorder(spec)
    # the search/round ops are keyed by question: fill the question id into ('retrieve', None) style keys
    for q in spec["questions"]:
        rec.qa_fields(q)
        if "ann" in q and len(q["ann"]["op"]) == 2 and q["ann"]["op"][1] is None:
            q["ann"]["op"] = (q["ann"]["op"][0], q["qid"])
        if "ann" in q and q["ann"]["op"] == ("judge",):
            q["ann"]["op"] = ("judge", q["qid"])
    data = rec.record()
    verify(spec, data)
    raw = json.dumps(data, ensure_ascii=False, indent=None, sort_keys=False).encode()
    return gzip.compress(raw, compresslevel=9, mtime=0)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=OUT)
    ap.add_argument("--check", action="store_true", help="re-record in memory and compare bytes with --out")
    args = ap.parse_args(argv)
    if not LOCOMO.is_dir():
        ap.error(f"LoCoMo not found at {LOCOMO} (set LOCOMO_DIR)")
    bad = 0
    for spec in GRAPHS:
        blob = record_graph(spec)
        path = args.out / f"{spec['name']}.json.gz"
        if args.check:
            same = path.is_file() and path.read_bytes() == blob
            bad += not same
            print(f"{'same' if same else 'DIFF'} {path.name}")
        else:
            args.out.mkdir(parents=True, exist_ok=True)
            path.write_bytes(blob)
            print(f"wrote {path.name} ({len(blob)} bytes)")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
