"""Record the fifth held-out set of MemTraceBench-style execution graphs with the real ``smartcomment`` toolkit.

    python tests/reference/record_heldout5.py [--out DIR] [--check]

Each graph is one LoCoMo trajectory (later sessions, 3-6, of conversation 26, 43 or 47) run through a scripted
imitation of one of the four MemTraceBench memory systems (Long-Context, Naive RAG, Mem0, EverMemOS),
instrumented the way MemBase instruments them (``comment_graph`` / ``comment_session`` /
``comment_variable`` / ``comment_op`` / ``comment_op_scope`` / ``comment_link`` / ``comment_mutation``),
followed by the search and evaluation sessions (``question-answering`` and ``llm-judge`` ops) and
``data.annotations`` for the failed questions. The extracted facts, episodes, retrieval results and
answers are written by hand below, with planted faults that decide the answer.

LoCoMo is read from ``REPO.parent / "shared" / "data" / "locomo10"`` (or ``$LOCOMO_DIR``); the recorded
``*.json.gz`` files hold LoCoMo turns and are not committed. Recording is deterministic: smartcomment's
``uuid4`` and the clock it reads are replaced by stand-ins seeded from ``heldout5/<graph name>`` while a graph is
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
import zlib
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
LOCOMO = Path(os.environ.get("LOCOMO_DIR") or (REPO.parent / "shared" / "data" / "locomo10"))
OUT = HERE / "fixtures_heldout5"
SET = "heldout5"

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
        for k in scored:
            if len(similar) >= 5:
                break
            if k not in similar:
                similar.append(k)
        with comment_op_scope(op_name="memory_system.update_memory_decision", category="update",
                              comment="Per-fact similarity search, then the LLM decides ADD/UPDATE/DELETE/NONE.") as op:
            existing_text = (f"Find {len(similar)} existing memories similar to the new facts:\n" +
                             "\n".join(f"- {self.units[k]['id']}: {self.units[k]['memory']}" for k in similar))
            existing = _var(existing_text, "existing_memories", f"{dia}", "intermediate")
            for k in similar:
                ref = comment_variable({"id": self.units[k]["id"]}, to_runtime=True, id_strategy="mem0-dict",
                                       identity_only=True, encoding_fn=J)
                comment_link(source=ref, target=existing, comment="per-fact similarity search hit (limit 5)")
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
        with comment_op_scope(op_name="memory_system.agentic_round1_bundle", category="retrieval",
                              comment="Round 1: hybrid retrieval, rerank and LLM sufficiency check.",
                              metadata={"bm25_top_n": 50, "emb_top_n": 50, "rrf_k": 60,
                                        "sufficiency_check_docs": 10}) as op1:
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
# wrong because of that op (and would be right had the op done its job).

# ---- 1. Long-Context, conv-43 (Tim / John), sessions 3-6, a 2,300-token window: the Seattle turn is trimmed.
GRAPHS.append(dict(
    name="long_context_locomo-43", system="long_context", layer="LongContext", conv="43",
    sessions={3: None, 4: None, 5: None, 6: None}, config={"context_window": 2300, "llm_model": "gpt-4.1-mini"},
    questions=[
        # two evidence turns: D3:19 (16 July 2023, 'my game there next month' = Seattle, August) + D5:2 (9 August 2023,
        # 'last week I had a crazy game'). The window overflow in session 6 evicts D3:19 (and, later, the rest of the
        # Seattle talk); D5:2 survives but names no city, so the model cannot place a Seattle game at all.
        dict(qa=10, pred="The memories don't mention a game in Seattle.",
             judge="Gold is early August 2023; the answer gives no time.",
             ann=A("UpdateError", ("lc_evict", "D3:19"),
                   "D3:19 ('It's Seattle, I'm stoked for my game there next month', said on 16 July 2023) was trimmed "
                   "out of the memory unit by this memory_update when the 2,300-token window overflowed. The surviving "
                   "D5:2 ('Last week I had a crazy game', 9 August 2023) gives the early-August date only together "
                   "with D3:19, so with D3:19 kept the model would have answered early August 2023.")),
        dict(qa=88, pred="His dad signed him up for a local league at ten.", score=1, judge="Matches."),
    ]))

# ---- 2. Long-Context, conv-26 (Caroline / Melanie), sessions 3-6, full window: an open-domain inference is inverted.
GRAPHS.append(dict(
    name="long_context_locomo-26", system="long_context", layer="LongContext", conv="26",
    sessions={3: None, 4: None, 5: None, 6: None}, config={"context_window": 32768, "llm_model": "gpt-4.1-mini"},
    questions=[
        # both evidence turns (D3:5 'I've been blessed with loads of love and support', D4:15 'My own journey and the
        # support I got made a huge difference ... I saw how counseling and support groups improved my life') are in
        # the single retained unit; the answer model ignores them and answers from her present passion.
        dict(qa=14, pred="Yes, she is passionate about helping trans people and would pursue it anyway.",
             judge="Gold is 'likely no'; the prediction says yes.",
             ann=A("ResponseError", ("qa",),
                   "The memory unit holds D4:15, where Caroline says the support she got and seeing counseling improve "
                   "her life is what made her care about mental health, and D3:5 on the support she received; the "
                   "context was sufficient to infer 'likely no', but the QA model answered yes from her current "
                   "passion.")),
        dict(qa=103, pred="\"Charlotte's Web\"", score=1, judge="Matches."),
        dict(qa=93, pred="A necklace", score=1, judge="Matches."),
    ]))

# ---- 3. Long-Context, conv-47 (James / John), sessions 4-6: world knowledge left unused; a wrong question date.
GRAPHS.append(dict(
    name="long_context_locomo-47", system="long_context", layer="LongContext", conv="47",
    sessions={4: None, 5: None, 6: None}, config={"context_window": 32768, "llm_model": "gpt-4.1-mini"},
    questions=[
        # D5:1 ('a shelter in Stamford') is in the unit; Stamford is in Connecticut, but the model declines.
        dict(qa=7, pred="The state isn't mentioned; the shelter is in Stamford.",
             judge="Gold is Connecticut; the answer names no state.",
             ann=A("ResponseError", ("qa",),
                   "The memory unit contains D5:1 ('I adopted a pup from a shelter in Stamford last week'); Stamford "
                   "is a city in Connecticut, so the context was enough, but the QA model refused to name the state.")),
        # control: the question's date is wrong (D6:7 on 20 April 2022 says 'two days ago' = 18 April 2022).
        dict(qa=11, pred="Nothing is recorded for 10 April 2022; on 18 April 2022 John wanted to be alone with nature.",
             judge="Gold is 'seeking solitude' on April 10; the answer says nothing is recorded for that day.",
             ann=A("AnnotationError", ("judge",),
                   "D6:7, said on 20 April 2022, places 'two days ago I wanted to be alone with nature' on 18 April "
                   "2022; nothing in the conversation describes 10 April 2022. The question's date (and so the label) "
                   "is wrong and the prediction is faithful to the evidence.")),
        dict(qa=79, pred="Ned", score=1, judge="Matches."),
    ]))

# ---- 4. Naive RAG, conv-26, sessions 3-6: an emitted chunk loses the workshop turn; a look-alike LGBTQ chunk wins.
GRAPHS.append(dict(
    name="rag_locomo-26", system="rag", layer="NaiveRAG", conv="26", sessions={3: None, 4: None, 5: None, 6: None},
    config={"max_tokens": 200, "mode": "deferred"}, top_k=2, emit_drops=["D4:13"],
    questions=[
        # the buffer held D4:9..D4:14; the document emitted at D4:14 left out D4:13, the only turn naming the workshop,
        # and no other memory unit mentions it. The retrieved chunk is exactly the one that should have carried it.
        dict(qa=97, ret=["D4:11", "D4:15"], pred="No workshop is mentioned; she is looking into counseling as a career.",
             judge="Gold is an LGBTQ+ counseling workshop.",
             ann=A("ExtractionError", ("emit_drop", "D4:13"),
                   "The message buffer held D4:13 ('Last Friday, I went to an LGBTQ+ counseling workshop'), but the "
                   "document emitted by this message_buffer_update (at D4:14) dropped that line, so no memory unit ever "
                   "contained the workshop; the retrieved chunk is the one that should have carried it.")),
        # D5:1 (pride parade, 'last week' on 3 July 2023) was stored in the D4:15..D5:1 chunk; dense top-2 returned the
        # school-event chunk (LGBTQ community, 9 June 2023) and the conference chunk instead.
        dict(qa=33, ret=["D3:1", "D5:13"], pred="The week before 9 June 2023",
             judge="Gold is the week before 3 July 2023.",
             ann=A("RetrievalError", ("retrieve", None),
                   "The chunk with D5:1 ('Last week I went to an LGBTQ+ pride parade', 3 July 2023) was stored, but "
                   "top-2 retrieval returned the school-event chunk (D3:1, LGBTQ community talk) and the conference "
                   "chunk; the model dated the school event instead.")),
        dict(qa=20, ret=["D6:4", "D6:6"], pred="5 July 2023", score=1, judge="Matches."),
    ]))

# ---- 5. Naive RAG, conv-43, sessions 3-6: a deal misread from the retrieved chunk; a wrong gold month.
GRAPHS.append(dict(
    name="rag_locomo-43", system="rag", layer="NaiveRAG", conv="43", sessions={3: None, 4: None, 5: None, 6: None},
    config={"max_tokens": 200, "mode": "deferred"}, top_k=2,
    questions=[
        # control: D3:1 on 16 July 2023 says 'last week I scored 40 points' -> July 2023; the gold says June.
        dict(qa=6, ret=["D3:1", "D5:2"], pred="July 2023", judge="Gold is June 2023.",
             ann=A("AnnotationError", ("judge",),
                   "D3:1 is said on 16 July 2023: 'Last week I scored 40 points, my highest ever', i.e. a game in July "
                   "2023. The gold 'June 2023' is wrong; the prediction follows the evidence.")),
        # D3:13 is in the retrieved chunk: shoe and gear deal with Nike, only talks with Gatorade.
        dict(qa=79, ret=["D3:13", "D3:9"], pred="Sponsorship deals with both Nike and Gatorade",
             judge="Gold: a basketball shoe and gear deal with Nike and a potential Gatorade sponsorship.",
             ann=A("ResponseError", ("qa",),
                   "The retrieved chunk contains D3:13 ('I just signed up Nike for a basketball shoe and gear deal. "
                   "I'm also in talks with Gatorade about a potential sponsorship'); the model turned both into signed "
                   "sponsorships and lost the shoe and gear deal.")),
        dict(qa=84, ret=["D4:7"], pred="Harry Potter and Game of Thrones", score=1, judge="Matches."),
    ]))

# ---- 6. Naive RAG, conv-47, sessions 3-6: James's tournament chunk answers a question about John's.
GRAPHS.append(dict(
    name="rag_locomo-47", system="rag", layer="NaiveRAG", conv="47", sessions={3: None, 4: None, 5: None, 6: None},
    config={"max_tokens": 180, "mode": "deferred"}, top_k=2,
    questions=[
        # D3:11 (CS:GO at the convention tournament) sits in the D3:7..D3:11 chunk, never retrieved.
        dict(qa=74, ret=["D4:16", "D4:2"], pred="Apex Legends", judge="Gold is CS:GO.",
             ann=A("RetrievalError", ("retrieve", None),
                   "The chunk with D3:11 ('I played my favorite CS:GO game in an intense tournament') was stored, but "
                   "top-2 retrieval returned James's online-tournament chunks (D4:2, D4:16 'Apex Legends'); the model "
                   "named James's game.")),
        dict(qa=76, ret=["D4:14", "D4:16"], pred="Voice chat", score=1, judge="Matches."),
        dict(qa=82, ret=["D6:12"], pred="Italy", score=1, judge="Matches."),
    ]))

# ---- 7. Mem0, conv-26, sessions 3 (from D3:11) and 4: a country dropped at extraction; a merge loses '5 years'.
GRAPHS.append(dict(
    name="mem0_locomo-26", system="mem0", layer="Mem0", conv="26", sessions={3: (10, 23), 4: None}, top_k=4,
    facts={
        "D3:11": [("c_rocks", "Caroline's friends, family and mentors are her rocks and motivate her"),
                  ("c_meetup", "Caroline met up with her friends, family and mentors last week")],
        "D3:13": [("c_friends4y", "Caroline has known her friends for 4 years, since she moved from her home country"),
                  ("c_breakup", "Caroline went through a tough breakup and her friends helped her")],
        "D3:14": [("m_family", "Melanie's husband and kids keep her motivated")],
        "D3:16": [("m_married", "Melanie has been married for 5 years")],
        "D3:18": [("m_future", "Melanie is looking forward to more happy years with her family")],
        "D3:20": [("m_day", "Melanie's family had a fun day playing games, eating good food and hanging out")],
        "D3:22": [("m_cherish", "Melanie cherishes time with family; it makes her feel alive and happy")],
        "D3:23": [("c_family", "Caroline thinks family is everything")],
        "D4:1": [("c_necklace", "Caroline has a special necklace with a cross and a heart")],
        # planted ExtractionError: 'a gift from my grandma in my home country, Sweden' loses the country
        "D4:3": [("c_grandma", "Caroline's necklace was a gift from her grandma when she was young; it stands for love, "
                               "faith and strength and reminds her of her roots")],
        "D4:5": [("c_bowl", "Caroline has a hand-painted bowl a friend made for her 18th birthday ten years ago; it "
                            "reminds her of art and self-expression")],
        "D4:6": [("m_camping", "Melanie took her family camping in the mountains last week")],
        "D4:8": [("m_campfun", "While camping Melanie's family explored nature, roasted marshmallows and went on a hike"),
                 ("m_kids", "Melanie's 2 younger kids love nature")],
        "D4:10": [("m_famtime", "Family time matters to Melanie")],
        "D4:11": [("c_career", "Caroline is looking into counseling and mental health as a career to help people who "
                               "went through the same things as her")],
        "D4:13": [("c_trans", "Caroline is thinking of working with trans people, helping them accept themselves and "
                              "supporting their mental health"),
                  ("c_workshop", "Last Friday Caroline went to an LGBTQ+ counseling workshop about therapeutic methods "
                                 "and how to best work with trans people")],
        "D4:15": [("c_motiv", "Caroline's own journey and the support she got motivated her to pursue counseling"),
                  ("c_safe", "Caroline is passionate about creating a safe, inviting place for people to grow")],
    },
    decisions={
        # planted UpdateError: the 'more happy years' fact is merged into the marriage unit and the 5 years vanish
        "D3:18": [("UPDATE", "m_married", "Melanie is looking forward to many more happy years with her husband and "
                                          "family")],
        # a later UPDATE of the same unit (the last op touching it) adds the family day; the duration was already gone
        "D3:20": [("UPDATE", "m_married", "Melanie is looking forward to more happy years with her husband and family; "
                                          "they had a fun day playing games and eating good food")],
        "D4:3": [("UPDATE", "c_necklace", "Caroline's special necklace with a cross and a heart was a gift from her "
                                          "grandma when she was young; it stands for love, faith and strength and "
                                          "reminds her of her roots")],
        # a later UPDATE of the necklace unit (after the extraction fault) still has no country
        "D4:5": [("ADD", "c_bowl", None),
                 ("UPDATE", "c_necklace", "Caroline treasures sentimental items: her necklace with a cross and a heart, "
                                          "a gift from her grandma when she was young, stands for love, faith and "
                                          "strength and reminds her of her roots")],
        "D4:10": [("NONE", "m_cherish", None), ("ADD", "m_famtime", None)],
    },
    questions=[
        # two evidence turns: D3:13 (moved from her home country 4 years ago) + D4:3 (home country = Sweden). The first
        # is stored; the country never reached any unit, so the model can only say 'her home country'.
        dict(qa=11, ret=["c_friends4y", "c_necklace", "c_rocks", "c_breakup"],
             pred="From her home country; the memories don't name it.", judge="Gold is Sweden.",
             ann=A("ExtractionError", ("extract", "D4:3"),
                   "D4:3 says the necklace is 'a gift from my grandma in my home country, Sweden'; the extracted fact "
                   "kept the grandma and the symbolism but dropped Sweden, and the later updates of the necklace unit "
                   "(D4:3, D4:5) could only carry what was extracted. With Sweden stored next to 'moved from her home "
                   "country 4 years ago' (D3:13) the model would have answered Sweden.")),
        # D3:16 '5 years already!' was stored, then overwritten by the D3:18 UPDATE; D3:20's UPDATE came later.
        dict(qa=90, ret=["m_married", "m_family", "m_cherish", "m_famtime"],
             pred="The memories don't say how long they have been married.", judge="Gold is 5 years.",
             ann=A("UpdateError", ("update", "D3:18"),
                   "The unit 'Melanie has been married for 5 years' (D3:16) was UPDATEd with the D3:18 fact 'looking "
                   "forward to more happy years' and the new text dropped the 5 years; the later D3:20 update of the "
                   "same unit only added the family day. No other unit holds the duration.")),
        dict(qa=97, ret=["c_workshop", "c_trans", "c_career"], pred="An LGBTQ+ counseling workshop", score=1,
             judge="Matches."),
    ]))

# ---- 8. Mem0, conv-43, slices of sessions 3-6: a subject mix-up DELETE; a charity look-alike beats the trivia unit.
GRAPHS.append(dict(
    name="mem0_locomo-43", system="mem0", layer="Mem0", conv="43",
    sessions={3: (22, 35), 4: None, 5: (0, 4), 6: (12, 19)}, top_k=4,
    facts={
        "D3:23": [("j_ocean", "John loves the ocean and can't wait for the seafood")],
        "D3:25": [("j_summer", "John had an awesome summer surfing and riding waves with his friends")],
        "D3:27": [("j_surf5", "John started surfing five years ago and loves the connection to nature")],
        "D3:29": [("j_free", "Surfing feels super exciting and free to John")],
        "D3:30": [("t_nosurf", "Tim does not surf"),
                  ("t_escape", "Reading a great fantasy book helps Tim escape and feel free")],
        "D3:32": [("t_bliss", "Reading in a comfy spot is bliss for Tim")],
        "D4:1": [("t_articles", "Tim is writing articles about fantasy novels for an online magazine")],
        "D4:3": [("t_forum", "Tim found the writing opportunity on a fantasy literature forum")],
        "D4:5": [("t_topics", "Tim's articles cover different fantasy novels, studying characters and themes, and book "
                              "recommendations")],
        "D4:7": [("t_fav", "Tim loves writing about Harry Potter and Game of Thrones")],
        "D4:8": [("j_trivia", "John and Anthony went to a charity event and ended up in an intense Harry Potter trivia "
                              "contest")],
        "D4:10": [("j_book", "John is reading an inspiring book that reminds him to keep dreaming")],
        "D4:12": [("j_goals", "John wants to keep reaching for new goals")],
        "D5:1": [("t_skype", "Tim skyped with the Harry Potter fan he met in California; they talked about characters "
                             "and maybe collaborating")],
        "D5:2": [("j_tightwin", "Last week John's team won an intense game by a tight score and he scored the last "
                                "basket")],
        "D6:13": [("j_dad", "John's dad signed him up for a local basketball league when he turned ten"),
                  ("j_draft", "John earned a college scholarship and was drafted by a team after college")],
        "D6:15": [("j_champ", "Winning a championship is John's number one goal"),
                  ("j_giveback", "John wants to make a difference off the court through charity")],
        "D6:17": [("j_charity", "John is teaming up with a local organization that helps disadvantaged kids with sports "
                                "and school")],
    },
    decisions={
        # planted DeletionError: 'Tim does not surf' is read as contradicting the surfing unit, which is deleted
        "D3:30": [("ADD", "t_escape", None), ("DELETE", "j_surf5", None)],
        # the per-fact similarity search for the Skype fact hits the trivia unit (an ingestion-time touch), NONE
        "D5:1": [("ADD", "t_skype", None), ("NONE", "j_trivia", None)],
    },
    touch={"D5:1": ["j_trivia", "t_fav"]},
    questions=[
        # D3:27 'I started surfing five years ago' (16 July 2023 -> 2018) lived only in j_surf5, deleted at D3:30.
        dict(qa=12, ret=["j_summer", "j_free", "j_ocean", "t_escape"],
             pred="The memories don't say when John started surfing.", judge="Gold is 2018.",
             ann=A("DeletionError", ("update", "D3:30"),
                   "The update decision for D3:30 took Tim's 'I don't surf' as contradicting 'John started surfing five "
                   "years ago' and DELETEd that unit (delete marker), the only memory with the start (16 July 2023 "
                   "minus five years = 2018); kept, it would have been retrieved with the other surfing units.")),
        # j_trivia was live to the end (touched only by D5:1's similarity search); the query's 'charity event' pulled
        # the two charity-work units instead.
        dict(qa=85, ret=["j_charity", "j_giveback", "t_skype", "j_tightwin"],
             pred="A basketball game for a kids' charity", judge="Gold is an intense Harry Potter trivia contest.",
             ann=A("RetrievalError", ("search", None),
                   "The unit 'John and Anthony went to a charity event and ended up in an intense Harry Potter trivia "
                   "contest' was live (the D5:1 ingestion similarity search even touched it), but the query-time vector "
                   "search returned John's charity-work units and the Skype unit instead; the model guessed a charity "
                   "basketball game.")),
        dict(qa=83, ret=["t_topics", "t_articles", "t_fav"],
             pred="Fantasy novels, their characters and themes, and book recommendations", score=1, judge="Matches."),
        dict(qa=88, ret=["j_dad", "j_draft", "j_champ"], pred="His dad signed him up for a local league", score=1,
             judge="Matches."),
    ]))

# ---- 9. Mem0, conv-47, slices of sessions 3, 5, 6: James's 'few days' overwrites John's month; a wrong gold count.
GRAPHS.append(dict(
    name="mem0_locomo-47", system="mem0", layer="Mem0", conv="47",
    sessions={3: (0, 8), 5: (0, 2), 6: (9, 16)}, top_k=4,
    facts={
        "D3:1": [("j_level", "John had a big win in his game last week and advanced to the next level")],
        "D3:2": [("ja_instr", "James is learning to play an instrument, a drum kit")],
        "D3:3": [("j_drums", "John plays drums and has his own drum set")],
        "D3:5": [("j_month", "John has been playing drums for a month; it is tough but fun")],
        "D3:6": [("ja_days", "James started learning the drums a few days ago and practices daily")],
        "D3:8": [("ja_system", "James got a new cutting-edge gaming system and plays new games to relax after work")],
        "D5:1": [("ja_ned", "James adopted a pup named Ned from a shelter in Stamford last week")],
        "D5:2": [("j_busy", "John hasn't made much progress with gaming lately because he is busy with work")],
        "D6:11": [("j_rest", "Chilling with friends and traveling motivate John")],
        "D6:12": [("ja_italy", "James visited Italy last year and loved the food")],
        "D6:14": [("ja_countries", "Besides Italy, James has been to Turkey and Mexico")],
        "D6:15": [("j_japan", "The last country John visited was Japan; its technologically advanced megacities and "
                              "street food impress him")],
        "D6:16": [("ja_trip", "James suggests traveling somewhere together with John next year")],
    },
    decisions={
        "D3:5": [("UPDATE", "j_drums", "John plays drums and has his own drum set; he has been playing for a month and "
                                       "finds it tough but fun")],
        # planted UpdateError: James's fact overwrites John's unit; 'a month' is replaced by 'a few days'
        "D3:6": [("UPDATE", "j_drums", "John and James both play drums; they started a few days ago and practice "
                                       "daily"),
                 ("NONE", "ja_instr", None)],
    },
    questions=[
        # D3:5 'I've been playing for a month now' reached j_drums@2 and was overwritten at D3:6 (j_drums@3).
        dict(qa=73, ret=["j_drums", "ja_instr", "j_level"], pred="A few days", judge="Gold is one month.",
             ann=A("UpdateError", ("update", "D3:6"),
                   "j_drums held 'he has been playing for a month' after the D3:5 update; the D3:6 decision merged "
                   "James's 'started a few days ago' into John's unit and overwrote the month, so the only drum "
                   "duration left for John was 'a few days'.")),
        # control: the gold count is wrong; D6:14 names two more countries.
        dict(qid="locomo-qa-47-heldout5-1", question="Besides Italy, how many other countries has James visited?",
             gold="one", evidence=["D6:14"], category=4, ret=["ja_countries", "ja_italy", "ja_trip"],
             pred="Two: Turkey and Mexico", judge="Gold says one country; the prediction says two.",
             ann=A("AnnotationError", ("judge",),
                   "D6:14: 'Besides Italy, I was also in Turkey and Mexico' - two countries; the gold label 'one' is "
                   "wrong and the prediction is right.")),
        dict(qa=79, ret=["ja_ned", "ja_system"], pred="Ned", score=1, judge="Matches."),
        dict(qa=82, ret=["ja_italy", "ja_countries"], pred="Italy", score=1, judge="Matches."),
    ]))

# ---- 10. EverMemOS, conv-26, sessions 3-6: kids' love of nature given to Melanie; the conference episode cut at rerank.
GRAPHS.append(dict(
    name="evermemos_locomo-26", system="evermemos", layer="EverMemOS", conv="26",
    sessions={3: None, 4: None, 5: None, 6: None}, config={"final_top_k": 3},
    episodes=[
        ("D3:9", "On 9 June 2023 Caroline told Melanie about a school event the week before (around 2 June 2023) where "
                 "she talked about her transgender journey and encouraged students to get involved in the LGBTQ "
                 "community; she started transitioning three years ago. She feels blessed with love and support and "
                 "wants to pass it on.", ["Caroline spoke at a school event (week before 9 June 2023)"]),
        ("D3:23", "On 9 June 2023 Caroline said her friends, family and mentors are her rocks; they met up the week "
                  "before. She has known these friends for 4 years, since she moved from her home country, and they "
                  "helped her after a tough breakup. Melanie's husband and kids keep her motivated; she has been married "
                  "for 5 years and had a fun family day with games and good food.",
         ["Caroline met friends, family and mentors (week before 9 June 2023)"]),
        # planted ExtractionError: D4:8 'The 2 younger kids love nature' becomes 'Melanie, who loves nature'
        ("D4:10", "On 27 June 2023 Caroline showed Melanie a necklace with a cross and a heart, a gift from her grandma "
                  "in her home country, Sweden, that stands for love, faith and strength; she also treasures a "
                  "hand-painted bowl a friend made for her 18th birthday ten years ago. Melanie, who loves nature, took "
                  "her family camping in the mountains the week before (around 20 June 2023): they explored nature, "
                  "roasted marshmallows around the campfire and hiked to a summit with an amazing view.",
         ["Melanie's family camping trip (week before 27 June 2023)"]),
        ("D4:18", "On 27 June 2023 Caroline said she is looking into counseling and mental health as a career, "
                  "thinking of working with trans people and supporting their mental health. The Friday before (23 June "
                  "2023) she went to an LGBTQ+ counseling workshop about therapeutic methods for working with trans "
                  "people. Her own journey and the support she got motivated her; she wants to create a safe, inviting "
                  "place for people to grow.", ["Caroline attended an LGBTQ+ counseling workshop (23 June 2023)"]),
        ("D5:3", "On 3 July 2023 Caroline said she went to an LGBTQ+ pride parade the week before (late June 2023); it "
                 "made her feel she belonged and strengthened her wish to use her story in counseling.",
         ["Caroline went to a pride parade (week before 3 July 2023)"]),
        ("D5:16", "On 3 July 2023 Melanie said she signed up for a pottery class the day before (2 July 2023); pottery "
                  "is like therapy for her and she made a black and white bowl in class. Caroline is learning the piano "
                  "and is going to a transgender conference this month (July 2023) to meet people in the community and "
                  "learn about advocacy.", ["Melanie signed up for pottery (2 July 2023)",
                                            "Caroline will attend a transgender conference (July 2023)"]),
        ("D6:10", "On 6 July 2023 Caroline said she keeps looking into counseling work. Melanie took her kids to the "
                  "museum the day before (5 July 2023); they were stoked for the dinosaur exhibit and love learning "
                  "about animals. Caroline is building a library of kids' books (classics, stories from different "
                  "cultures, educational books) for her future kids; Melanie's favourite childhood book was "
                  "\"Charlotte's Web\".", ["Melanie took her kids to the museum (5 July 2023)"]),
        ("D6:16", "On 6 July 2023 Caroline said her friends and family support her transition with love, guidance and "
                  "acceptance; they had a picnic the week before (around 29 June 2023). Melanie shared a photo of her "
                  "family camping at the beach.", ["Caroline had a picnic (week before 6 July 2023)"]),
    ],
    questions=[
        # two evidence turns: D6:6 (dinosaurs) is in episode 6, D4:8 (the kids love nature) was rewritten in episode 2
        # as Melanie's own trait; both episodes are in the final context, so only 'dinosaurs' survives for the kids.
        dict(qa=19, ev=dict(hybrid=[6, 2, 1], check=[6, 2], sufficient=True,
                            why="Episode 6 says the kids love the dinosaur exhibit and learning about animals.",
                            final=[6, 2, 1]),
             pred="Dinosaurs and learning about animals", judge="Gold is dinosaurs and nature; nature is missing.",
             ann=A("ExtractionError", ("extract_memory", 2),
                   "D4:8 says 'The 2 younger kids love nature'; the episode written for this segment turned it into "
                   "'Melanie, who loves nature', so no unit says the kids like nature. Episode 2 and episode 6 "
                   "(dinosaurs) both reached the context.")),
        # the conference episode (5) was in round 1's hybrid results and in the sufficiency check, which passed on it;
        # the final rerank kept three look-alike LGBTQ-event episodes and cut it.
        dict(qa=17, ev=dict(hybrid=[4, 0, 3, 5], check=[4, 0, 3, 5], sufficient=True,
                            why="Episode 5 says Caroline is going to a transgender conference this month.",
                            final=[4, 0, 3]),
             pred="The week before 3 July 2023", judge="Gold is July 2023 (this month as of 3 July 2023).",
             ann=A("RetrievalError", ("final_rerank", None),
                   "Round 1 retrieved the episode saying Caroline is going to a transgender conference 'this month (July "
                   "2023)' and the sufficiency check passed because of it, but the final rerank kept the pride-parade, "
                   "school-talk and workshop episodes and dropped it from the final top-3; the model dated the parade.")),
        dict(qa=20, ev=dict(hybrid=[6, 7, 2], check=[6, 7], sufficient=True, why="Episode 6 dates the museum visit.",
                            final=[6, 7]),
             pred="5 July 2023", score=1, judge="Matches."),
    ]))

# ---- 11. EverMemOS, conv-47, sessions 3-6: Japan's draw left out of the episode; the favourite games mixed up.
GRAPHS.append(dict(
    name="evermemos_locomo-47", system="evermemos", layer="EverMemOS", conv="47",
    sessions={3: None, 4: None, 5: None, 6: None}, config={"final_top_k": 3},
    episodes=[
        ("D3:8", "On 27 March 2022 John said he had a big win in his game the week before and advanced to the next "
                 "level. James is learning to play the drums (started a few days ago, practising daily); John plays "
                 "drums too and has been playing for a month. James got a new cutting-edge gaming system to relax "
                 "after work.", ["John advanced a level", "James learns drums; John has drummed for a month"]),
        ("D3:23", "On 27 March 2022 John said he went to a gaming convention since they last spoke, met developers and "
                  "played his favorite game, CS:GO, in an intense tournament; the skilled players inspired him. James "
                  "stays motivated by setting small goals and is getting into RPGs and strategy games.",
         ["John played CS:GO in a convention tournament (March 2022)"]),
        ("D4:12", "On 4 April 2022 James said he joined an online gaming tournament the day before (3 April 2022), made "
                  "it to the semifinals and lost in the final rounds. He met a whole famous team who gave him "
                  "autographs and tips; the advice he remembers most is to communicate correctly with the team and "
                  "never put your ego above team success.", ["James reached the semifinals (3 April 2022)"]),
        ("D4:25", "On 4 April 2022 James said he uses voice chat to communicate with his team and that his favourite "
                  "game is Apex Legends, which he plays with his team for its graphics and fast pace. He wants to try "
                  "RPGs or MOBAs next.", ["James plays Apex Legends with his team"]),
        ("D5:16", "On 12 April 2022 James said he adopted a pup named Ned from a shelter in Stamford the week before. "
                  "John has made little gaming progress because of work and is playing a new futuristic dystopian RPG "
                  "that is a bit buggy; he will send James a link.", ["James adopted Ned (early April 2022)"]),
        ("D6:9", "On 20 April 2022 John said he met three new friends in his programming course the Tuesday before. "
                 "James worked with a gaming pal on a programming project the Thursday before, creating a virtual world "
                 "inspired by The Witcher 3; his game character is based on a stranger he saw on a walk with his dogs "
                 "two weeks earlier. Two days before (18 April 2022) John wanted to be alone with nature and found a "
                 "calming canyon.", ["James built a Witcher 3-inspired virtual world"]),
        # planted ExtractionError: D6:15 (megacities, technology, street food) reduced to 'the last country was Japan'
        ("D6:19", "On 20 April 2022 John said resting, chilling with friends and traveling motivate him. James visited "
                  "Italy the year before (2021) and has also been to Turkey and Mexico. The last country John visited "
                  "was Japan. They talked about traveling somewhere together next year.",
         ["James visited Italy (2021)", "John visited Japan"]),
    ],
    questions=[
        # no unit holds what impresses John about Japan; round 2 searched for it and found nothing better.
        dict(qa=83, ev=dict(hybrid=[6, 5, 1], check=[6, 5], sufficient=False,
                            why="Episode 6 says John visited Japan but not what he thought of it.",
                            missing=["what John liked about Japan"],
                            refined=["John Japan impressions", "John trip to Japan cities food"],
                            combined=[6, 5, 4, 1], final=[6, 5, 1]),
             pred="Not specified; only that Japan was the last country he visited.",
             judge="Gold is its technologically advanced megacities and tasty street food.",
             ann=A("ExtractionError", ("extract_memory", 6),
                   "D6:15 says Japan's technologically advanced megacities, huge screens and street food impress John; "
                   "the episode for this segment kept only 'the last country John visited was Japan', and round 2 "
                   "retrieval confirmed no unit held more.")),
        # two evidence turns: D3:11 (John, CS:GO) in episode 1 and D4:16 (James, 'my favourite game ... Apex Legends')
        # in episode 3 are both in the final context; the model took the Witcher 3 project for James's favourite.
        dict(qa=5, ev=dict(hybrid=[1, 3, 5, 0], check=[1, 3, 5], sufficient=True,
                           why="Episodes 1 and 3 name the favourite games.", final=[1, 3, 5]),
             pred="John's favorite is CS:GO; James's is The Witcher 3.",
             judge="Gold: John CS:GO, James Apex Legends; James's game is wrong.",
             ann=A("ResponseError", ("qa",),
                   "The final context held episode 1 ('his favorite game, CS:GO') and episode 3 ('his favourite game is "
                   "Apex Legends'); the QA model named the Witcher 3-inspired project from episode 5 as James's "
                   "favourite.")),
        dict(qa=75, ev=dict(hybrid=[3, 2, 1], check=[3, 2], sufficient=True, why="Episode 3 names Apex Legends.",
                            final=[3, 2]),
             pred="Apex Legends", score=1, judge="Matches."),
    ]))

def record_graph(spec: dict) -> bytes:
    spec = json.loads(json.dumps(spec, default=lambda o: o))  # fresh copy: recording fills private keys
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
