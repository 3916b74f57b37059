#!/usr/bin/env python
"""Record HELD-OUT reference-format graphs (MemTraceBench file format) with smartcomment 0.1.2.

Written only from the reference digest (/work/shared/research/reference.md §1-§3) and smartcomment's own
source: every graph is recorded through smartcomment's public API (comment_graph / comment_session /
comment_variable / comment_op / comment_op_scope / comment_link / comment_mutation) the way MemBase
instruments its four MemTraceBench systems (§1.3-§1.5), then exported with ``export_graph()`` and given
``data.annotations`` (§2.1).  The memory systems are small deterministic re-implementations whose LLM
outputs are scripted per fixture; each annotated question has exactly one planted decisive fault
(documented in fixtures_heldout/README.md), checked by the assertions in ``Run.check_question``.

Reproducible bytes: smartcomment takes ``created_at`` from ``datetime.now()`` and ids from ``uuid4()``;
both are replaced (for the duration of a recording) by a per-graph deterministic clock and a seeded id
generator, call-site filenames are made repo-relative, and gzip is written with mtime=0.

    python tests/reference/record_heldout.py            # writes tests/reference/fixtures_heldout/*.json.gz
    python tests/reference/record_heldout.py --check    # re-record in memory and compare with the files
"""

from __future__ import annotations

import argparse
import datetime as _dt
import gzip
import io
import json
import math
import os
import random
import re
import sys
import uuid
from string import Template

import smartcomment
from smartcomment import (
    IdentityRegistry,
    comment_graph,
    comment_link,
    comment_mutation,
    comment_op,
    comment_op_scope,
    comment_session,
    comment_variable,
)
from smartcomment.runtime import ExecNetwork
import smartcomment.schema.base as _sc_base
import smartcomment.schema.operation as _sc_operation
import smartcomment.schema.session as _sc_session
import smartcomment.runtime.network as _sc_network

smartcomment.setup_logger("ERROR")

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
OUT_DIR = os.path.join(HERE, "fixtures_heldout")
THIS_FILE = os.path.abspath(__file__)


# ---------------------------------------------------------------------------------------------------------
# Determinism: a per-graph clock for smartcomment's created_at and a seeded uuid4 for its ids.
# ---------------------------------------------------------------------------------------------------------

class _Clock:
    def __init__(self) -> None:
        self.t = _dt.datetime(2026, 1, 1)
        self.step = _dt.timedelta(milliseconds=3)

    def reset(self, start: _dt.datetime) -> None:
        self.t = start

    def sleep(self, seconds: float) -> None:
        """Simulated latency (an LLM / embedding call) between two recorded objects."""
        self.t += _dt.timedelta(seconds=seconds)


CLOCK = _Clock()


class _FakeDateTime(_dt.datetime):
    @classmethod
    def now(cls, tz=None):  # noqa: D401 - smartcomment calls datetime.now() for every created_at
        CLOCK.t += CLOCK.step
        return CLOCK.t


class _Ids:
    def __init__(self) -> None:
        self.rng = random.Random(0)

    def reset(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def uuid4(self) -> uuid.UUID:
        return uuid.UUID(int=self.rng.getrandbits(128), version=4)


IDS = _Ids()


def _install_determinism() -> None:
    _sc_base.datetime = _FakeDateTime
    _sc_operation.uuid4 = IDS.uuid4
    _sc_session.uuid4 = IDS.uuid4
    _sc_network.uuid4 = IDS.uuid4


# ---------------------------------------------------------------------------------------------------------
# Text helpers: a tiny lexical scorer (stands in for BM25 / embeddings / the reranker; per-fixture biases
# stand in for what a neural model adds) and timestamp parsing for the three dataset shapes.
# ---------------------------------------------------------------------------------------------------------

_STOP = set(
    "a an the of to in on at for and or is are was were be been i you he she it we they my your his her our "
    "their me do did does what which who whom when where how why with from that this these those as by about "
    "into after before up out so if just im its s t ll ve re d m am has have had will would can could should "
    "there here then than but not no yes also all any some very really too get got one".split()
)


def toks(text: str) -> list[str]:
    out = []
    for t in re.findall(r"[a-z0-9]+", text.lower()):
        if t in _STOP:
            continue
        if len(t) > 3 and t.endswith("s") and not t.endswith("ss"):
            t = t[:-1]
        out.append(t)
    return out


def lex(query: str, doc: str) -> float:
    q = set(toks(query))
    d = set(toks(doc))
    if not q or not d:
        return 0.0
    return round(len(q & d) / math.sqrt(len(d)), 4)


def rrf(rank_lists: list[list[str]], k: int = 60) -> list[tuple[str, float]]:
    score: dict[str, float] = {}
    best: dict[str, int] = {}
    for lst in rank_lists:
        for i, key in enumerate(lst):
            score[key] = score.get(key, 0.0) + 1.0 / (k + i + 1)
            best[key] = min(best.get(key, 10**9), i)
    return sorted(((k_, round(s, 6)) for k_, s in score.items()), key=lambda kv: (-kv[1], best[kv[0]], kv[0]))


def parse_ts(ts: str) -> _dt.datetime:
    for fmt in ("%I:%M %p on %d %B, %Y", "%Y/%m/%d (%a) %H:%M", "%Y-%m-%d %H:%M"):
        try:
            return _dt.datetime.strptime(ts, fmt)
        except ValueError:
            pass
    raise ValueError(ts)


def jdump(v) -> str:
    return json.dumps(v, ensure_ascii=False)


def words(text: str) -> int:
    """Token count used for the chunk and context budgets (whitespace tokens)."""
    return len(text.split())


# ---------------------------------------------------------------------------------------------------------
# Identity strategies registered the way MemBase does (§1.3)
# ---------------------------------------------------------------------------------------------------------

IdentityRegistry.register("naive-rag-dict", lambda v: f"memory-unit-{v['id']}", exist_ok=True)
IdentityRegistry.register("mem0-dict", lambda v: f"memory-unit-{v['id']}", exist_ok=True)
IdentityRegistry.register("evermemos-dict", lambda v: f"memory-unit-{v['event_id']}", exist_ok=True)


def const_id(name: str):
    return lambda _v: name


# ---------------------------------------------------------------------------------------------------------
# Prompts (own wording; the intent follows the Mem0-paper QA prompt and the LoCoMo judge, §4.1/§6)
# ---------------------------------------------------------------------------------------------------------

QA_PROMPT = (
    "You are a helpful assistant with access to memories gathered from earlier conversations.\n"
    "Use only the memories below to answer the question. Memories carry timestamps; when a memory uses a "
    "relative time expression (\"yesterday\", \"last Saturday\"), resolve it against that memory's timestamp. "
    "If memories conflict, prefer the most recent one. Answer in a short phrase.\n\n"
    "# MEMORIES\n$context\n\n# QUESTION\n$question\n\n# ANSWER\n"
)

JUDGE_PROMPT = (
    "Your task is to label an answer to a question as 'CORRECT' or 'WRONG'. You will be given a question, a "
    "gold (ground truth) answer and a generated answer. Be generous: if the generated answer refers to the same "
    "topic, entity or date as the gold answer (a date in another format, a paraphrase, extra detail), count it as "
    "CORRECT. If it gives a different value, misses part of a multi-part gold answer, or says it does not know, "
    "it is WRONG.\n\nQuestion: $question\nGold answer: $gold\nGenerated answer: $prediction\n\n"
    "Return JSON with keys \"reasoning\" (one sentence) and \"label\"."
)

FACT_PROMPT = (
    "You are a Personal Information Organizer. Extract relevant facts, preferences, plans and events about the "
    "people in the conversation from the new message. Write each fact as a short standalone sentence naming its "
    "subject. Return JSON {\"facts\": [...]}; return an empty list when the message holds nothing memorable."
)

UPDATE_PROMPT = (
    "You are a smart memory manager which controls the memory of a system. Compare newly retrieved facts with the "
    "existing memory. For each new fact decide whether to ADD it as a new memory, UPDATE an existing memory (when "
    "the fact is about the same thing and carries newer or more detailed information), DELETE an existing memory "
    "(when the fact contradicts it), or do nothing (NONE). Return JSON {\"memory\": [{\"id\", \"text\", \"event\", "
    "\"old_memory\"}]}.\n\nOld memory:\n$old\n\nNew facts:\n$facts\n"
)

BOUNDARY_PROMPT = (
    "You are segmenting a conversation into episodes. Given the buffered history messages and the new messages, "
    "decide whether the new messages start a new episode (a change of topic or a long time gap). Return JSON "
    "{\"should_end\": bool, \"reasoning\": str}.\n\nTime gap since the last message: $gap\n\nHistory:\n$history\n\n"
    "New messages:\n$new\n"
)

EPISODE_PROMPT = (
    "Write a third-person episodic memory of the conversation segment below: who said what, with every concrete "
    "detail (names, places, numbers, dates; resolve relative dates against the message timestamps).\n\n$segment"
)

EVENT_LOG_PROMPT = (
    "List the atomic facts stated in the conversation segment below, one per line, each standalone and dated.\n\n"
    "$segment"
)

SUFFICIENCY_PROMPT_TEMPLATE = (
    "You are checking whether the retrieved memories are sufficient to answer the question.\n\nQuestion: $query\n\n"
    "Retrieved memories:\n$docs\n\nReturn JSON {\"is_sufficient\": bool, \"reasoning\": str, \"missing_information\": str}."
)

MULTI_QUERY_PROMPT = (
    "The retrieved memories were not sufficient. Original question: $query\nMissing information: $missing\n"
    "Write 2-3 complementary search queries that could find the missing information. Return JSON {\"queries\": [...]}."
)


def render_context_mem0(items: list[dict]) -> str:
    """Context builder used by question-answering for Mem0 (timestamped memories)."""
    return "\n".join(f"- [{m['timestamp']}] {m['memory']}" for m in items)


def render_context_rag(items: list[dict]) -> str:
    """Context builder used by question-answering for Naive RAG (retrieved chunks)."""
    return "\n\n".join(f"### Chunk {i + 1}\n{m['content']}" for i, m in enumerate(items))


def render_context_lc(items: list[str]) -> str:
    """Context builder used by question-answering for Long-Context (the whole retained buffer)."""
    return items[0] if items else ""


def render_context_evermemos(items: list[dict]) -> str:
    """Context builder used by question-answering for EverMemOS (episodes with their event time)."""
    return "\n\n".join(f"[{u['timestamp']}] {u['subject']}\n{u['episode']}" for u in items)


import inspect as _inspect  # noqa: E402

CONTEXT_BUILDER_SOURCE = {
    "mem0": _inspect.getsource(render_context_mem0),
    "rag": _inspect.getsource(render_context_rag),
    "long_context": _inspect.getsource(render_context_lc),
    "evermemos": _inspect.getsource(render_context_evermemos),
}


# ---------------------------------------------------------------------------------------------------------
# Dataset shapes (§1.5): message identities, timestamps, QA ids, judge template names
# ---------------------------------------------------------------------------------------------------------

def expand_sessions(fx: dict) -> None:
    """Give every turn its dataset message id, role, name and timestamp."""
    ds = fx["dataset"]
    fx["messages"] = {}
    fx["order"] = []
    for n, sess in enumerate(fx["sessions"], start=1):
        sess["mids"] = []
        start = parse_ts(sess["date"])
        for t, (speaker, text, *flags) in enumerate(sess["turns"]):
            if ds == "locomo":
                dia = f"{sess['sid']}:{t + 1}"
                mid = f"U{fx['sample_idx']}:{dia}"
                ts = sess["date"]
                role, name = "user", speaker
                meta = {"dia_id": dia, "session": f"session_{n}", "date_time": sess["date"]}
            elif ds == "longmemeval":
                mid = f"{sess['sid']}_turn_{t}"
                ts = sess["date"]
                role = "user" if speaker == "user" else "assistant"
                name = role
                meta = {"haystack_session_id": sess["sid"], "turn": t, "has_answer": "has_answer" in flags,
                        "question_id": fx["qid"]}
            else:  # realmem
                mid = f"{sess['sid']}-{t}"
                ts = (start + _dt.timedelta(minutes=2 * t)).strftime("%Y-%m-%d %H:%M")
                role = "user" if speaker == "user" else "assistant"
                name = fx["persona"].replace("_", " ") if role == "user" else "assistant"
                meta = {"session_uuid": sess["sid"], "turn": t, "persona": fx["persona"]}
            msg = {"content": text, "name": name, "role": role, "timestamp": ts}
            meta = dict(meta, timestamp=ts, speakers=fx["speakers"])
            fx["messages"][mid] = {"msg": msg, "meta": meta, "session": sess}
            sess["mids"].append(mid)
            fx["order"].append(mid)


def line_of(msg: dict) -> str:
    return f"[{msg['timestamp']}] {msg['name']}: {msg['content']}"


# ---------------------------------------------------------------------------------------------------------
# The recording run shared by all systems (graph, sessions, messages, queries, evaluation ops)
# ---------------------------------------------------------------------------------------------------------

class Run:
    system = ""
    layer = ""
    has_finalization = False

    def __init__(self, fx: dict) -> None:
        self.fx = fx
        self.msg_rv: dict = {}
        self.query_rv: dict = {}
        self.oplog: dict = {}
        self.results: dict = {}
        self.graph = None

    # -- overridden per system --------------------------------------------------------------------------
    def setup(self) -> None: ...
    def construct_message(self, mid: str) -> None: ...
    def finalize(self) -> None: ...
    def search(self, q: dict, query_rv) -> None: ...
    def unit_texts(self) -> dict:  # {"live": [...], "ever": [...], "deleted": [...]} searchable memory text
        raise NotImplementedError

    # -- helpers -------------------------------------------------------------------------------------------
    def op_of_version(self, full_node_id: str) -> str:
        for e in reversed(self.graph._driver.all_edges()):
            if e.target_full_node_id == full_node_id:
                return e.op_id
        raise KeyError(full_node_id)

    def message_var(self, mid: str):
        m = self.fx["messages"][mid]
        rv = comment_variable(
            m["msg"], to_runtime=True, id_strategy=const_id(mid), encoding_fn=jdump, category="message",
            comment=f"{self.fx['dataset']} message {mid}", metadata=m["meta"],
        )
        self.msg_rv[mid] = rv
        return rv

    def query_var(self, q: dict):
        fx = self.fx
        value = {"content": q["question"], "name": fx["asker"], "role": "user", "timestamp": q["date"]}
        meta = {"evidence": [ev for ev in q["evidence"]], "question_type": q["type"], "qa_id": q["id"],
                "question_date": q["date"]}
        if fx["dataset"] == "locomo":
            meta["category"] = q["category"]
        rv = comment_variable(
            value, to_runtime=True, id_strategy=const_id(q["id"]), encoding_fn=jdump, class_name="query",
            category="message & query", comment="the evaluation question", metadata=meta,
        )
        self.query_rv[q["id"]] = rv
        return rv

    def questions_at(self, point: str) -> list:
        return [q for q in self.fx["questions"] if q.get("ask_after", "__end__") == point]

    # -- stages -------------------------------------------------------------------------------------------
    def run(self) -> ExecNetwork:
        fx = self.fx
        CLOCK.reset(fx["clock"])
        IDS.reset(fx["seed"])
        self.setup()
        ds_cls = {"locomo": "LoCoMo", "longmemeval": "LongMemEval", "realmem": "RealMem"}[fx["dataset"]]
        save_dir = f"outputs/{self.layer}/{fx['dataset']}/{fx['traj']}"
        meta = {
            "save_dir": save_dir, "layer_type": self.layer, "dataset_cls": ds_cls,
            "traced_data_save_dir": f"{save_dir}/traced_data/{fx['user_id']}",
            "traj_metadata": fx["traj_metadata"],
            "memtracebench_graph_filename": f"{fx['dataset']}_{fx['traj']}.json",
            "memtracebench_dataset_source": fx["dataset"],
        }
        online = fx["dataset"] == "realmem"
        with comment_graph(user_id=fx["user_id"], project_id=self.layer, strict=True, metadata=meta) as g:
            self.graph = g
            for sess in fx["sessions"]:
                with comment_session(
                    session_id=sess["sid"], session_name=sess["sid"], category="memory_construction",
                    comment=f"dialogue session {sess['sid']} ({sess['date']})",
                    metadata={"date_time": sess["date"], "dataset_session_id": sess["sid"]},
                ):
                    for mid in sess["mids"]:
                        self.message_var(mid)
                        CLOCK.sleep(0.04)
                        self.construct_message(mid)
                        CLOCK.sleep(0.3)
                if online:
                    self.ask(self.questions_at(sess["sid"]))
            if self.has_finalization:
                CLOCK.sleep(1.0)
                with comment_session(session_name="memory_finalization", category="memory_finalization",
                                     comment="flush whatever is still buffered into memory units"):
                    self.finalize()
            if online:
                self.ask(self.questions_at("__end__"))
        if online:
            return g
        # Offline datasets: construction, search and evaluation are separate stages; each re-imports the
        # graph file written by the previous one (graph_construction.json -> graph_search.json -> ...).
        CLOCK.sleep(420.0)
        g2 = ExecNetwork.import_graph(json.loads(json.dumps(g.export_graph())))
        with comment_graph(graph=g2) as g2:
            self.graph = g2
            with comment_session(session_name="memory_search", category="memory_search",
                                 comment="retrieve memories for every question",
                                 metadata={"top_k": fx["top_k"], "strict": True}):
                for q in fx["questions"]:
                    self.query_var(q)
                    self.search(q, self.query_rv[q["id"]])
                    self.check_question(q)
                    CLOCK.sleep(0.5)
        CLOCK.sleep(180.0)
        g3 = ExecNetwork.import_graph(json.loads(json.dumps(g2.export_graph())))
        with comment_graph(graph=g3) as g3:
            self.graph = g3
            with self.eval_session():
                for q in fx["questions"]:
                    self.query_var(q)
                    self.evaluate(q)
        return g3

    def eval_session(self):
        return comment_session(
            session_name="memory_evaluation", category="memory_evaluation",
            comment="answer every question from its retrieved memories and judge the answer",
            metadata={"qa_model": "gpt-4.1-mini", "judge_model": "claude-opus-4-5", "qa_batch_size": 8,
                      "judge_batch_size": 8, "add_question_timestamp": self.fx["dataset"] != "locomo"},
        )

    def ask(self, qs: list) -> None:
        if not qs:
            return
        CLOCK.sleep(2.0)
        with comment_session(session_name="memory_search", category="memory_search",
                             comment="online retrieval for the questions asked at this point",
                             metadata={"top_k": self.fx["top_k"], "strict": True}):
            for q in qs:
                self.query_var(q)
                self.search(q, self.query_rv[q["id"]])
                self.check_question(q)
        with self.eval_session():
            for q in qs:
                self.evaluate(q)

    def evaluate(self, q: dict) -> None:
        fx = self.fx
        qid = q["id"]
        res = self.results[qid]
        query_rv = self.query_rv[qid]
        unit_rvs = [self.unit_handle(r) for r in res["records"]]
        with comment_op_scope(
            op_name="question-answering", category="evaluation",
            comment="retrieved memories -> context; question + context + QA prompt -> prediction",
            metadata={"source_code": CONTEXT_BUILDER_SOURCE[self.system], "qa_model": "gpt-4.1-mini"},
        ) as op:
            ctx_rv = comment_variable(res["context"], to_runtime=True, id_strategy=const_id(qid), class_name="context",
                                      category="memory_context", comment="memory context given to the answer model")
            for u in unit_rvs:
                comment_link(source=u, target=ctx_rv, comment="a retrieved memory unit is rendered into the context")
            prompt_rv = comment_variable(QA_PROMPT, to_runtime=True, id_strategy=const_id("question-answering-prompt"),
                                         category="prompt", comment="question-answering prompt template")
            CLOCK.sleep(1.4)
            pred_rv = comment_variable(q["prediction"], to_runtime=True, id_strategy=const_id(qid),
                                       class_name="prediction", category="llm_response", comment="the model's answer")
            for src in (query_rv, ctx_rv, prompt_rv):
                comment_link(source=src, target=pred_rv, comment="the answer model reads the question, context and prompt")
        self.oplog[("question-answering", qid)] = op.op_id
        gold = q["gold"]
        ok = q.get("fault") is None
        judge_name = {"locomo": "locomo-judge", "longmemeval": "longmemeval-judge", "realmem": "realmem-judge"}[fx["dataset"]]
        with comment_op_scope(op_name="llm-judge", category="evaluation",
                              comment="the judge compares the prediction with the golden answers",
                              metadata={"judge_model": "claude-opus-4-5"}) as jop:
            gold_rv = comment_variable(gold, to_runtime=True, id_strategy=const_id(qid), encoding_fn=jdump,
                                       class_name="golden_answers", category="golden_answers")
            tpl_rv = comment_variable(JUDGE_PROMPT, to_runtime=True, id_strategy=const_id(judge_name),
                                      class_name="judge_prompt", category="prompt")
            CLOCK.sleep(2.1)
            verdict = {"reasoning": q.get("judge_reason") or ("The answer matches the gold answer." if ok else
                                                              "The answer does not match the gold answer."),
                       "label": "CORRECT" if ok else "WRONG"}
            resp_rv = comment_variable(jdump(verdict), to_runtime=True, id_strategy=const_id(qid),
                                       class_name="judge_response", category="llm_response")
            score_rv = comment_variable(1.0 if ok else 0.0, to_runtime=True, id_strategy=const_id(qid),
                                        class_name="judge_score", category="score")
            comment_op(inputs=[query_rv, pred_rv, gold_rv, tpl_rv], outputs=[resp_rv, score_rv], reuse_op=True,
                       category="evaluation", comment="judge inputs -> judge response and score")
        self.oplog[("llm-judge", qid)] = jop.op_id
        res["prediction_id"] = pred_rv.full_node_id
        res["gold_id"] = gold_rv.full_node_id
        res["query_id"] = query_rv.full_node_id

    # -- self-check of the planted fault (the "why this type" of §3.4 made executable) ----------------------
    def check_question(self, q: dict) -> None:
        keys = [k.lower() for k in q["keys"]]
        ctx = self.results[q["id"]]["context"].lower()
        state = self.unit_texts()
        has = lambda txt: all(k in txt.lower() for k in keys)  # noqa: E731
        in_ctx = has(ctx)
        live = any(has(t) for t in state["live"])
        ever = any(has(t) for t in state["ever"])
        deleted = any(has(t) for t in state["deleted"])
        fault = (q.get("fault") or {}).get("type")
        where = f"{self.fx['name']} {q['id']}"
        if fault is None or fault == "ResponseError":
            assert in_ctx, f"{where}: the retrieved context should hold {keys}"
        elif fault == "RetrievalError":
            assert live and not in_ctx, f"{where}: store should hold {keys} (live={live}) and context not ({in_ctx})"
        elif fault == "ExtractionError":
            assert not ever and not in_ctx, f"{where}: {keys} must never reach a memory unit (ever={ever})"
        elif fault == "UpdateError":
            assert ever and not live and not deleted and not in_ctx, f"{where}: update should have degraded {keys}"
        elif fault == "DeletionError":
            assert deleted and not live and not in_ctx, f"{where}: deletion should have removed {keys}"
        else:
            raise AssertionError(fault)


# ---------------------------------------------------------------------------------------------------------
# Mem0 (MemBase's vendored fork): extract_facts -> per-fact search_vector_store -> update_memory_decision
# ---------------------------------------------------------------------------------------------------------

class Mem0Run(Run):
    system = "mem0"
    layer = "Mem0"

    def setup(self) -> None:
        self.cfg = self.fx["mem0"]
        self.units: dict[str, dict] = {}
        self.history: dict[str, list[str]] = {}
        self.deleted: set[str] = set()
        self.n_auto = 0

    def unit_handle(self, rec):
        return comment_variable({"id": rec["id"]}, to_runtime=True, id_strategy="mem0-dict", identity_only=True,
                                category="memory_entry")

    def unit_texts(self) -> dict:
        return {
            "live": [u["memory"] for k, u in self.units.items() if k not in self.deleted],
            "ever": [t for h in self.history.values() for t in h],
            "deleted": [self.units[k]["memory"] for k in self.deleted],
        }

    def similar(self, fact: str, mid: str) -> list[tuple[str, float]]:
        bias = self.cfg.get("sim_bias", {}).get(mid, {})
        scored = []
        for label, u in self.units.items():
            if label in self.deleted:
                continue
            s = round(lex(fact, u["memory"]) + bias.get(label, 0.0), 4)
            if s > 0:
                scored.append((label, s))
        scored.sort(key=lambda kv: (-kv[1], kv[0]))
        return scored[:5]

    def construct_message(self, mid: str) -> None:
        m = self.fx["messages"][mid]["msg"]
        rv = self.msg_rv[mid]
        script = self.cfg["script"].get(mid, {})
        facts = script.get("facts", [])
        gap = self.cfg.get("provenance_gap", False)
        with comment_op_scope(
            op_name="memory_system.extract_facts", category="extraction",
            comment="LLM fact extraction: message + fact-extraction prompt -> raw response -> code block removed -> facts",
            metadata={"llm_model": "gpt-4.1-mini", "infer": True},
        ) as op:
            prompt_rv = comment_variable(FACT_PROMPT, to_runtime=True, id_strategy=const_id("fact-extraction-system-prompt"),
                                         category="prompt", comment="fact extraction system prompt")
            CLOCK.sleep(1.2)
            body = jdump({"facts": facts})
            raw_rv = comment_variable("```json\n" + body + "\n```", to_runtime=True,
                                      class_name="raw_fact_extraction_response", category="llm_response")
            comment_link(source=rv, target=raw_rv, comment="the new message is sent to the extraction LLM")
            comment_link(source=prompt_rv, target=raw_rv, comment="system prompt of the extraction LLM")
            clean_rv = comment_variable(body, to_runtime=True, class_name="fact_extraction_response_with_code_block_removing",
                                        category="intermediate")
            comment_link(source=raw_rv, target=clean_rv, comment="markdown code fences are removed")
            facts_rv = comment_variable(facts, to_runtime=True, encoding_fn=jdump, class_name="extracted_facts",
                                        category="extracted_facts")
            comment_link(source=clean_rv, target=facts_rv, comment="the JSON is parsed into the list of facts")
        self.oplog[("extract_facts", mid)] = op.op_id
        if not facts:
            return

        # per-fact similarity search (limit 5); MemBase's fork does not record it (provenance gap, §1.5)
        hits_per_fact = []
        sim_rvs = []
        for f in facts:
            hits = self.similar(f, mid)
            hits_per_fact.append(hits)
            if gap:
                continue
            with comment_op_scope(
                op_name="memory_system.search_vector_store", category="retrieval",
                comment="per-fact similarity search over the vector store before the update decision",
                metadata={"limit": 5, "embedding_model": "Qwen3-Embedding-4B", "vector_store": "qdrant"},
            ) as sop:
                fact_rv = comment_variable(f, to_runtime=True, class_name="fact", category="fact")
                comment_link(source=facts_rv, target=fact_rv, comment="one extracted fact is embedded as the search query")
                CLOCK.sleep(0.12)
                sim = [{"id": self.units[l]["id"], "memory": self.units[l]["memory"], "score": s} for l, s in hits]
                sim_rv = comment_variable(sim, to_runtime=True, encoding_fn=jdump, class_name="similar_memories",
                                          category="retrieved_memories")
                comment_link(source=fact_rv, target=sim_rv, comment="search results for the fact")
                for rank, (l, s) in enumerate(hits, start=1):
                    u_rv = self.unit_handle(self.units[l])
                    comment_link(source=fact_rv, target=u_rv, comment=f"similar memory found (rank {rank}, score {s:.3f})")
                    comment_link(source=u_rv, target=sim_rv, comment="the similar memory is returned")
            self.oplog[("fact_search", mid, f)] = sop.op_id
            sim_rvs.append(sim_rv)

        old_labels: list[str] = []
        for hits in hits_per_fact:
            for l, _ in hits:
                if l not in old_labels:
                    old_labels.append(l)
        temp = {l: str(i) for i, l in enumerate(old_labels)}
        old_view = [{"id": temp[l], "text": self.units[l]["memory"]} for l in old_labels]
        events = script.get("events")
        if events is None:
            labels = script.get("labels", [None] * len(facts))
            events = [{"event": "ADD", "text": f, "label": lab} for f, lab in zip(facts, labels)]

        with comment_op_scope(
            op_name="memory_system.update_memory_decision", category="update",
            comment="LLM update decision: facts + existing memories + update prompt -> instruction -> decision -> ADD/UPDATE/DELETE",
            metadata={"llm_model": "gpt-4.1-mini"},
        ) as op:
            if gap:
                ex_val = f"Find {len(old_labels)} existing memories similar to the new facts."
            else:
                ex_val = jdump(old_view)
            ex_rv = comment_variable(ex_val, to_runtime=True, class_name="existing_memories", category="retrieved_memories")
            for s_rv in sim_rvs:
                comment_link(source=s_rv, target=ex_rv, comment="per-fact search results are merged (ids mapped to integers)")
            up_rv = comment_variable(UPDATE_PROMPT, to_runtime=True, id_strategy=const_id("memory-update-decision-prompt"),
                                     category="prompt", comment="memory update decision prompt")
            instr = Template(UPDATE_PROMPT).substitute(old=jdump(old_view), facts=jdump(facts))
            instr_rv = comment_variable(instr, to_runtime=True, class_name="memory_update_task_instruction", category="prompt")
            for src, c in ((facts_rv, "new facts are inserted into the update instruction"),
                           (ex_rv, "retrieved memories are inserted into the update instruction"),
                           (up_rv, "the update prompt template")):
                comment_link(source=src, target=instr_rv, comment=c)
            CLOCK.sleep(1.9)
            raw_items = []
            touched = set()
            next_tmp = len(old_labels)
            for ev in events:
                if ev["event"] == "ADD":
                    raw_items.append({"id": str(next_tmp), "text": ev["text"], "event": "ADD"})
                    next_tmp += 1
                elif ev["event"] == "UPDATE":
                    assert ev["target"] in temp, f"{self.fx['name']} {mid}: UPDATE target {ev['target']} not among similar memories {old_labels}"
                    raw_items.append({"id": temp[ev["target"]], "text": ev["text"], "event": "UPDATE",
                                      "old_memory": self.units[ev["target"]]["memory"]})
                    touched.add(ev["target"])
                elif ev["event"] == "DELETE":
                    assert ev["target"] in temp, f"{self.fx['name']} {mid}: DELETE target {ev['target']} not among similar memories {old_labels}"
                    raw_items.append({"id": temp[ev["target"]], "text": self.units[ev["target"]]["memory"], "event": "DELETE"})
                    touched.add(ev["target"])
            for l in old_labels:
                if l not in touched:
                    raw_items.append({"id": temp[l], "text": self.units[l]["memory"], "event": "NONE"})
            raw_items.sort(key=lambda it: int(it["id"]))
            raw_rv = comment_variable("```json\n" + jdump({"memory": raw_items}) + "\n```", to_runtime=True,
                                      class_name="raw_memory_update_decision", category="llm_response")
            comment_link(source=instr_rv, target=raw_rv, comment="the update LLM answers the instruction")
            actions = []
            for ev in events:
                if ev["event"] == "ADD":
                    label = ev.get("label") or f"auto{self.n_auto}"
                    self.n_auto += 1
                    ev["_label"] = label
                    ev["_id"] = str(IDS.uuid4())
                    actions.append({"event": "ADD", "id": ev["_id"], "memory": ev["text"]})
                elif ev["event"] == "UPDATE":
                    u = self.units[ev["target"]]
                    actions.append({"event": "UPDATE", "id": u["id"], "memory": ev["text"], "old_memory": u["memory"]})
                else:
                    u = self.units[ev["target"]]
                    actions.append({"event": "DELETE", "id": u["id"], "memory": u["memory"]})
            act_rv = comment_variable(actions, to_runtime=True, encoding_fn=jdump, class_name="update_action", category="decision")
            comment_link(source=raw_rv, target=act_rv, comment="the decision is parsed and temporary ids are mapped back")
            for ev in events:
                if ev["event"] == "ADD":
                    unit = {"id": ev["_id"], "memory": ev["text"], "timestamp": m["timestamp"]}
                    comment_op(inputs=[act_rv], outputs=[(unit, {"id_strategy": "mem0-dict", "encoding_fn": jdump,
                                                                  "category": "memory_entry", "metadata": None})],
                               reuse_op=True, category="update", comment="ADD: a new memory unit is created")
                    self.units[ev["_label"]] = unit
                    self.history[ev["_label"]] = [unit["memory"]]
                elif ev["event"] == "UPDATE":
                    unit = self.units[ev["target"]]
                    with comment_mutation(target=unit, inputs=[act_rv], id_strategy="mem0-dict", encoding_fn=jdump,
                                          category="memory_entry", mutation_name="memory_system.update_memory_decision",
                                          mutation_category="update", reuse_op=True,
                                          mutation_comment="UPDATE: the memory text is replaced by the decided text"):
                        unit["memory"] = ev["text"]
                        unit["timestamp"] = m["timestamp"]
                    self.history[ev["target"]].append(unit["memory"])
                else:
                    u_rv = self.unit_handle(self.units[ev["target"]])
                    marker = comment_variable("DELETED", to_runtime=True, id_strategy=const_id("delete_marker"),
                                              category="marker", comment="marks a deleted memory unit")
                    comment_link(source=u_rv, target=marker, comment="DELETE: the memory unit is removed from the store")
                    self.deleted.add(ev["target"])
        self.oplog[("update_memory_decision", mid)] = op.op_id

    def search(self, q: dict, query_rv) -> None:
        k = self.fx["top_k"]
        bias = self.cfg.get("query_bias", {}).get(q["id"], {})
        scored = []
        for label, u in self.units.items():
            if label in self.deleted:
                continue
            scored.append((label, round(lex(q["question"], u["memory"]) + bias.get(label, 0.0), 4)))
        scored.sort(key=lambda kv: (-kv[1], kv[0]))
        top = scored[:k]
        with comment_op_scope(op_name="memory_system.search_vector_store", category="retrieval",
                              comment="the question is embedded and the top-k memories are retrieved",
                              metadata={"top_k": k, "embedding_model": "Qwen3-Embedding-4B", "vector_store": "qdrant"}) as op:
            CLOCK.sleep(0.25)
            for rank, (l, s) in enumerate(top, start=1):
                comment_link(source=query_rv, target=self.unit_handle(self.units[l]),
                             comment=f"retrieved memory (rank {rank}, score {s:.3f})")
        self.oplog[("search", q["id"])] = op.op_id
        items = [dict(self.units[l]) for l, _ in top]
        self.results[q["id"]] = {"records": items, "context": render_context_mem0(items), "ranking": top}


# ---------------------------------------------------------------------------------------------------------
# Long-Context: one memory unit, one mutation per message, trimming the oldest messages over the window
# ---------------------------------------------------------------------------------------------------------

LC_SEP = "\n"


class LCRun(Run):
    system = "long_context"
    layer = "LongContext"

    def setup(self) -> None:
        self.window = self.fx["context_window"]
        self.buf: list[str] = []
        self.buf_mids: list[str] = []
        self.versions: list[str] = []

    @staticmethod
    def enc(lst: list[str]) -> str:
        return LC_SEP.join(lst)

    def unit_handle(self, rec):
        return comment_variable("memory-unit", to_runtime=True, id_strategy=const_id("memory-unit"), identity_only=True,
                                category="memory_entry")

    def unit_texts(self) -> dict:
        return {"live": [self.enc(self.buf)], "ever": self.versions, "deleted": []}

    def construct_message(self, mid: str) -> None:
        m = self.fx["messages"][mid]["msg"]
        with comment_mutation(
            target=self.buf, inputs=[self.msg_rv[mid]], id_strategy=const_id("memory-unit"), encoding_fn=self.enc,
            category="memory_entry", comment="the single long-context memory unit (the retained conversation)",
            mutation_name="memory_system.memory_update", mutation_category="update",
            mutation_comment="merge the new message into the memory unit; trim the oldest messages when over the context window",
            mutation_metadata={"context_window": self.window, "separator": LC_SEP, "tokenizer_model": "gpt-4.1-mini"},
        ) as mut:
            self.buf.append(line_of(m))
            self.buf_mids.append(mid)
            trimmed = []
            while words(self.enc(self.buf)) > self.window:
                self.buf.pop(0)
                trimmed.append(self.buf_mids.pop(0))
        self.versions.append(self.enc(self.buf))
        op_id = self.op_of_version(mut.result.full_node_id)
        self.oplog[("memory_update", mid)] = op_id
        for t in trimmed:
            self.oplog[("memory_update_trimming", t)] = op_id

    def search(self, q: dict, query_rv) -> None:
        with comment_op_scope(op_name="memory_system.retrieve", category="retrieval",
                              comment="long-context retrieval returns the whole memory unit (k is ignored)",
                              metadata={"top_k": self.fx["top_k"]}) as op:
            CLOCK.sleep(0.05)
            comment_link(source=query_rv, target=self.unit_handle(None), comment="the full memory unit is retrieved")
        self.oplog[("search", q["id"])] = op.op_id
        self.results[q["id"]] = {"records": [{"id": "memory-unit"}], "context": render_context_lc([self.enc(self.buf)])}


# ---------------------------------------------------------------------------------------------------------
# Naive RAG (deferred chunking): message_buffer_update (+ extraction edge -> document), add, finalize, retrieve
# ---------------------------------------------------------------------------------------------------------

class RAGRun(Run):
    system = "rag"
    layer = "NaiveRAG"
    has_finalization = True

    def setup(self) -> None:
        self.max_tokens = self.fx["max_tokens"]
        self.buf: list[str] = []
        self.units: dict[str, dict] = {}
        self.unit_order: list[str] = []

    def buf_kwargs(self) -> dict:
        return dict(id_strategy=const_id("message-buffer"), encoding_fn=jdump, category="message_buffer",
                    comment="the message buffer (deferred chunking)")

    def buf_handle(self):
        return comment_variable(self.buf, to_runtime=True, **self.buf_kwargs())

    def unit_handle(self, rec):
        return comment_variable({"id": rec["id"]}, to_runtime=True, id_strategy="naive-rag-dict", identity_only=True,
                                category="memory_entry")

    def unit_texts(self) -> dict:
        t = [u["content"] for u in self.units.values()]
        return {"live": t, "ever": t, "deleted": []}

    def add_unit(self, doc_rv, text: str, reuse: bool) -> str:
        uid = str(IDS.uuid4())
        unit = {"content": text, "id": uid}
        opts = {"id_strategy": "naive-rag-dict", "encoding_fn": jdump, "category": "memory_entry", "metadata": None}
        if reuse:
            comment_op(inputs=[doc_rv], outputs=[(unit, opts)], reuse_op=True, category="update",
                       comment="the last document becomes a memory unit")
        else:
            rop = comment_op(inputs=[doc_rv], outputs=[(unit, opts)], op_name="memory_system.add", category="update",
                             comment="the document is embedded and stored as a memory unit",
                             metadata={"embedding_model": "Qwen3-Embedding-4B"})
            self.oplog[("add", uid)] = rop.op_id
        self.units[uid] = unit
        self.unit_order.append(uid)
        return uid

    def construct_message(self, mid: str) -> None:
        m = self.fx["messages"][mid]["msg"]
        rv = self.msg_rv[mid]
        line = line_of(m)
        if words(line) > self.max_tokens:  # the chunker cuts an over-long message to the chunk budget
            line = " ".join(line.split()[: self.max_tokens])
        doc = None
        with comment_op_scope(op_name="memory_system.message_buffer_update", category="update",
                              comment="the message enters the buffer; a full buffer is emitted as one document",
                              metadata={"max_tokens": self.max_tokens, "chunking": "deferred"}) as op:
            if self.buf and words("\n".join(self.buf)) + words(line) > self.max_tokens:
                text = "\n".join(self.buf)
                buf_rv = self.buf_handle()
                doc_rv = comment_variable(text, to_runtime=True, class_name="document", category="temporary_variable")
                comment_link(source=buf_rv, target=doc_rv, category="extraction",
                             comment="extraction: the buffered messages become one document")
                comment_link(source=rv, target=doc_rv, category="extraction",
                             comment="the incoming message overflowed the chunk budget and triggered the extraction")
                with comment_mutation(target=self.buf, inputs=[rv], reuse_op=True, mutation_category="update",
                                      mutation_comment="the buffer restarts with the incoming message", **self.buf_kwargs()):
                    self.buf[:] = [line]
                doc = (doc_rv, text)
            else:
                with comment_mutation(target=self.buf, inputs=[rv], reuse_op=True, mutation_category="update",
                                      mutation_comment="the incoming message is appended to the buffer", **self.buf_kwargs()):
                    self.buf.append(line)
        self.oplog[("message_buffer_update", mid)] = op.op_id
        if doc is not None:
            CLOCK.sleep(0.2)
            self.add_unit(doc[0], doc[1], reuse=False)

    def finalize(self) -> None:
        if not self.buf:
            return
        with comment_op_scope(op_name="memory_system.finalize_memory_unit", category="update",
                              comment="flush: the remaining buffer becomes the last document and memory unit",
                              metadata={"max_tokens": self.max_tokens}) as op:
            text = "\n".join(self.buf)
            buf_rv = self.buf_handle()
            doc_rv = comment_variable(text, to_runtime=True, class_name="document", category="temporary_variable")
            comment_link(source=buf_rv, target=doc_rv, category="extraction",
                         comment="extraction: the remaining buffered messages become one document")
            CLOCK.sleep(0.2)
            self.add_unit(doc_rv, text, reuse=True)
            with comment_mutation(target=self.buf, inputs=[], reuse_op=True, mutation_category="update",
                                  mutation_comment="the buffer is cleared", **self.buf_kwargs()):
                self.buf.clear()
        self.oplog[("finalize_memory_unit",)] = op.op_id

    def search(self, q: dict, query_rv) -> None:
        k = self.fx["top_k"]
        bias = self.fx.get("query_bias", {}).get(q["id"], {})
        scored = [(uid, round(lex(q["question"], self.units[uid]["content"]) + bias.get(self.label(uid), 0.0), 4))
                  for uid in self.unit_order]
        scored.sort(key=lambda kv: (-kv[1], self.unit_order.index(kv[0])))
        top = scored[:k]
        with comment_op_scope(op_name="memory_system.retrieve", category="retrieval",
                              comment="dense retrieval of the top-k chunks for the question",
                              metadata={"top_k": k, "embedding_model": "Qwen3-Embedding-4B"}) as op:
            CLOCK.sleep(0.3)
            for rank, (uid, s) in enumerate(top, start=1):
                comment_link(source=query_rv, target=self.unit_handle(self.units[uid]),
                             comment=f"retrieved chunk (rank {rank}, score {s:.3f})")
        self.oplog[("search", q["id"])] = op.op_id
        items = [self.units[uid] for uid, _ in top]
        self.results[q["id"]] = {"records": items, "context": render_context_rag(items),
                                 "ranking": [(self.label(u), s) for u, s in top]}

    def label(self, uid: str) -> str:
        """Chunk label used by the fixture's bias table: the first message id in the chunk."""
        first = self.units[uid]["content"].split("\n", 1)[0]
        for mid, m in self.fx["messages"].items():
            if line_of(m["msg"]).startswith(first[: min(len(first), 60)]):
                return mid
        return uid


# ---------------------------------------------------------------------------------------------------------
# EverMemOS (MemBase's vendored fork): buffer + boundary detection -> finalize (event id) -> extract
# (episode + event log); agentic retrieval (round 1, sufficiency check, round 2, final rerank) or the
# non-agentic hybrid_retrieval fallback
# ---------------------------------------------------------------------------------------------------------

class EverMemOSRun(Run):
    system = "evermemos"
    layer = "EverMemOS"
    has_finalization = True

    def setup(self) -> None:
        self.cfg = self.fx["evermemos"]
        self.buf = {"messages": [], "smart_mask_flag": False}
        self.units: dict[str, dict] = {}
        self.labels = list(self.cfg["episodes"].keys())
        self.n_units = 0

    # -- handles ----------------------------------------------------------------------------------------
    def buf_kwargs(self) -> dict:
        return dict(id_strategy=const_id("message-buffer"), encoding_fn=jdump, category="message_buffer",
                    comment="EverMemOS conversation buffer (messages not yet in a memory unit)")

    def buf_handle(self):
        return comment_variable(self.buf, to_runtime=True, **self.buf_kwargs())

    def unit_handle(self, rec):
        return comment_variable({"event_id": rec["event_id"]}, to_runtime=True, id_strategy="evermemos-dict",
                                identity_only=True, category="memory_entry")

    @staticmethod
    def text_of(u: dict) -> str:
        return " ".join([u.get("subject") or "", u.get("episode") or "", " ".join(u.get("event_log") or [])])

    def unit_texts(self) -> dict:
        t = [self.text_of(u) for u in self.units.values() if u.get("episode")]
        return {"live": t, "ever": t, "deleted": []}

    def msg_record(self, mid: str) -> dict:
        m = self.fx["messages"][mid]["msg"]
        return {"id": mid, "speaker": m["name"], "content": m["content"], "timestamp": m["timestamp"]}

    # -- construction -----------------------------------------------------------------------------------
    def construct_message(self, mid: str) -> None:
        rv = self.msg_rv[mid]
        rec = self.msg_record(mid)
        if self.buf["messages"]:
            split = mid in self.cfg["boundaries"]
            hist = list(self.buf["messages"])
            gap = parse_ts(rec["timestamp"]) - parse_ts(hist[-1]["timestamp"])
            with comment_op_scope(
                op_name="evermemos.boundary_detection", category="boundary_detection",
                comment="decide whether the new message starts a new episode (LLM decision or hard limits)",
                metadata={"hard_token_limit": 8192, "hard_message_limit": 50, "smart_mask_threshold": 5,
                          "llm_model": "gpt-4.1-mini"},
            ) as bop:
                buf_rv = self.buf_handle()
                hist_rv = comment_variable(hist, to_runtime=True, encoding_fn=jdump, class_name="history_messages",
                                           category="messages")
                comment_link(source=buf_rv, target=hist_rv, comment="the buffered messages are the history")
                new_rv = comment_variable([rec], to_runtime=True, encoding_fn=jdump, class_name="new_messages",
                                          category="messages")
                comment_link(source=rv, target=new_rv, comment="the incoming message is the new message")
                gap_rv = comment_variable(str(gap), to_runtime=True, class_name="time_gap", category="variable")
                comment_link(source=hist_rv, target=gap_rv, comment="time of the last history message")
                comment_link(source=new_rv, target=gap_rv, comment="time of the new message")
                prompt = Template(BOUNDARY_PROMPT).substitute(
                    gap=str(gap), history="\n".join(f"{h['speaker']}: {h['content']}" for h in hist),
                    new=f"{rec['speaker']}: {rec['content']}")
                p_rv = comment_variable(prompt, to_runtime=True, class_name="boundary_detection_prompt", category="prompt")
                for src in (hist_rv, new_rv, gap_rv):
                    comment_link(source=src, target=p_rv, comment="inserted into the boundary detection prompt")
                CLOCK.sleep(0.9)
                reason = self.cfg.get("boundary_reasons", {}).get(mid) or (
                    "A long time gap / new topic: the history forms a complete episode." if split
                    else "The new message continues the current topic.")
                raw_rv = comment_variable(jdump({"should_end": split, "should_wait": False, "reasoning": reason}),
                                          to_runtime=True, class_name="raw_boundary_detection_response",
                                          category="llm_response")
                comment_link(source=p_rv, target=raw_rv, comment="boundary detection LLM response")
                res_rv = comment_variable(jdump({"should_end": split, "should_wait": False}), to_runtime=True,
                                          class_name="boundary_detection_result", category="decision")
                comment_link(source=raw_rv, target=res_rv, comment="parsed boundary decision")
                if not split:
                    ns_rv = comment_variable("NO_SPLIT", to_runtime=True, class_name="no_split_marker", category="marker")
                    comment_link(source=res_rv, target=ns_rv, comment="no boundary: the message joins the buffer")
            self.oplog[("boundary_detection", mid)] = bop.op_id
            if split:
                label = self.finalize_unit(res_rv)
                keep = [] if mid in self.cfg.get("flush_drops_new_message", []) else [rec]
                with comment_mutation(
                    target=self.buf, inputs=[rv], mutation_name="memory_system.message_buffer_update",
                    mutation_category="update", mutation_metadata={"flush": True},
                    mutation_comment="flush: the finalized history leaves the buffer; the new message stays as the start of the next episode",
                    **self.buf_kwargs(),
                ) as mut:
                    self.buf["messages"] = keep
                    self.buf["smart_mask_flag"] = False
                self.oplog[("flush", mid)] = self.op_of_version(mut.result.full_node_id)
                self.oplog[("message_buffer_update", mid)] = self.oplog[("flush", mid)]
                self.extract(label)
                return
        with comment_mutation(
            target=self.buf, inputs=[rv], mutation_name="memory_system.message_buffer_update",
            mutation_category="update", mutation_metadata={"flush": False},
            mutation_comment="append the new message to the buffer", **self.buf_kwargs(),
        ) as mut:
            self.buf["messages"].append(rec)
            self.buf["smart_mask_flag"] = len(self.buf["messages"]) >= 5
        self.oplog[("message_buffer_update", mid)] = self.op_of_version(mut.result.full_node_id)

    def finalize_unit(self, res_rv) -> str:
        label = self.labels[self.n_units]
        self.n_units += 1
        msgs = list(self.buf["messages"])
        eid = "%024x" % IDS.rng.getrandbits(96)
        unit = {"event_id": eid, "timestamp": msgs[0]["timestamp"], "participants": sorted({x["speaker"] for x in msgs}),
                "original_data": msgs, "subject": None, "episode": None, "event_log": None}
        with comment_op_scope(op_name="memory_system.finalize_memory_unit", category="initialization",
                              comment="the buffered history becomes a memory unit (MemCell) with a new event id") as op:
            buf_rv = self.buf_handle()
            ins = [buf_rv] + ([res_rv] if res_rv is not None else [])
            comment_op(inputs=ins, outputs=[(unit, {"id_strategy": "evermemos-dict", "encoding_fn": jdump,
                                                     "category": "memory_entry", "metadata": None})],
                       reuse_op=True, category="initialization", comment="history messages -> new memory unit")
        self.oplog[("finalize_memory_unit", label)] = op.op_id
        self.units[label] = unit
        return label

    def extract(self, label: str) -> None:
        unit = self.units[label]
        ep = self.cfg["episodes"][label]
        segment = "\n".join(f"[{x['timestamp']}] {x['speaker']}: {x['content']}" for x in unit["original_data"])
        with comment_op_scope(op_name="memory_system.extract_memory", category="extraction",
                              comment="episode and event log extraction for the memory unit (foresight off)",
                              metadata={"llm_model": "gpt-4.1-mini", "temperature": 0.3, "foresight": False}) as op:
            u_rv = self.unit_handle(unit)
            ep_p = comment_variable(Template(EPISODE_PROMPT).substitute(segment=segment), to_runtime=True,
                                    class_name="episode_extraction_prompt", category="prompt")
            comment_link(source=u_rv, target=ep_p, comment="the unit's messages are inserted into the episode prompt")
            CLOCK.sleep(2.6)
            ep_rv = comment_variable(jdump({"subject": ep["subject"], "episode": ep["episode"]}), to_runtime=True,
                                     class_name="episode", category="llm_response")
            comment_link(source=ep_p, target=ep_rv, comment="episode generated by the LLM")
            el_p = comment_variable(Template(EVENT_LOG_PROMPT).substitute(segment=segment), to_runtime=True,
                                    class_name="event_log_extraction_prompt", category="prompt")
            comment_link(source=u_rv, target=el_p, comment="the unit's messages are inserted into the event-log prompt")
            CLOCK.sleep(1.7)
            el_rv = comment_variable(ep["event_log"], to_runtime=True, encoding_fn=jdump, class_name="event_log",
                                     category="llm_response")
            comment_link(source=el_p, target=el_rv, comment="event log generated by the LLM")
            with comment_mutation(target=unit, inputs=[ep_rv, el_rv], id_strategy="evermemos-dict", encoding_fn=jdump,
                                  category="memory_entry", mutation_name="memory_system.extract_memory",
                                  mutation_category="extraction", reuse_op=True,
                                  mutation_comment="the episode and the event log are written into the memory unit"):
                unit["subject"] = ep["subject"]
                unit["episode"] = ep["episode"]
                unit["event_log"] = list(ep["event_log"])
        self.oplog[("extract_memory", label)] = op.op_id

    def finalize(self) -> None:
        if not self.buf["messages"]:
            return
        label = self.finalize_unit(None)
        with comment_mutation(target=self.buf, inputs=[], mutation_name="memory_system.message_buffer_update",
                              mutation_category="update", mutation_metadata={"flush": True},
                              mutation_comment="final flush: the buffer is cleared", **self.buf_kwargs()):
            self.buf["messages"] = []
            self.buf["smart_mask_flag"] = False
        self.extract(label)

    # -- retrieval ---------------------------------------------------------------------------------------
    def ready(self) -> list[str]:
        return [l for l, u in self.units.items() if u.get("episode")]

    def rank(self, text: str, bias: dict, positive_only: bool) -> list[tuple[str, float]]:
        out = []
        for l in self.ready():
            s = round(lex(text, self.text_of(self.units[l])) + bias.get(l, 0.0), 4)
            if s > 0 or not positive_only:
                out.append((l, s))
        out.sort(key=lambda kv: (-kv[1], kv[0]))
        return out[:50]

    def results_var(self, cls: str, ranked: list, src_rvs: list, comment: str, link_units: bool = True):
        val = [{"event_id": self.units[l]["event_id"], "score": s} for l, s in ranked]
        rv = comment_variable(val, to_runtime=True, encoding_fn=jdump, class_name=cls, category="retrieval_results")
        for s in src_rvs:
            comment_link(source=s, target=rv, comment=comment)
        if link_units:
            for rank, (l, sc) in enumerate(ranked, start=1):
                comment_link(source=self.unit_handle(self.units[l]), target=rv,
                             comment=f"memory unit returned (rank {rank}, score {sc:.3f})")
        return rv

    def hybrid(self, text: str, src_rv, dense_bias: dict):
        sparse = self.rank(text, {}, positive_only=True)
        dense = self.rank(text, dense_bias, positive_only=False)
        sp_rv = self.results_var("sparse_retrieval_results", sparse, [src_rv], "BM25 retrieval")
        de_rv = self.results_var("dense_retrieval_results", dense, [src_rv], "embedding retrieval")
        hyb = rrf([[l for l, _ in sparse], [l for l, _ in dense]])
        hy_rv = self.results_var("hybrid_retrieval_results", hyb, [sp_rv, de_rv], "reciprocal rank fusion (k=60)",
                                 link_units=False)
        return hyb, hy_rv

    def search(self, q: dict, query_rv) -> None:
        qid = q["id"]
        rc = self.cfg["retrieval"]
        qs = self.cfg["qscripts"].get(qid, {})
        k = self.fx["top_k"]
        text = q["question"]
        if rc["mode"] == "hybrid":
            with comment_op_scope(op_name="memory_system.hybrid_retrieval", category="retrieval",
                                  comment="non-agentic hybrid retrieval: BM25 + embeddings fused with RRF, top-k",
                                  metadata={"bm25_top_n": 50, "emb_top_n": 50, "rrf_k": 60, "top_k": k,
                                            "agentic": False}) as op:
                CLOCK.sleep(0.4)
                hyb, hy_rv = self.hybrid(text, query_rv, qs.get("dense", {}))
                final = hyb[:k]
                self.results_var("retrieved_memories", final, [hy_rv],
                                 "top-k of the fused ranking")
            self.oplog[("search", qid)] = op.op_id
            self.oplog[("hybrid_retrieval", qid)] = op.op_id
        else:
            n_check = rc["sufficiency_check_docs"]
            with comment_op_scope(op_name="memory_system.agentic_round1_bundle", category="retrieval",
                                  comment="agentic round 1: hybrid retrieval, rerank, LLM sufficiency check",
                                  metadata={"bm25_top_n": 50, "emb_top_n": 50, "rrf_k": 60,
                                            "reranker": "Qwen3-Reranker-4B", "sufficiency_check_docs": n_check}) as op1:
                CLOCK.sleep(0.4)
                hyb, hy_rv = self.hybrid(text, query_rv, qs.get("dense", {}))
                cands = [l for l, _ in hyb[:n_check]]
                rr = sorted(((l, round(lex(text, self.text_of(self.units[l])) + qs.get("rerank", {}).get(l, 0.0), 4))
                             for l in cands), key=lambda kv: (-kv[1], kv[0]))
                CLOCK.sleep(0.6)
                rr_rv = self.results_var("reranked_for_check", rr, [hy_rv, query_rv], "reranked candidates for the check")
                tpl_rv = comment_variable(SUFFICIENCY_PROMPT_TEMPLATE, to_runtime=True,
                                          id_strategy=const_id("sufficiency_check_prompt_template"), category="prompt")
                docs = "\n".join(f"- {self.units[l]['episode']}" for l, _ in rr)
                sp = Template(SUFFICIENCY_PROMPT_TEMPLATE).substitute(query=text, docs=docs)
                sp_rv = comment_variable(sp, to_runtime=True, class_name="sufficiency_check_prompt", category="prompt")
                for s in (tpl_rv, rr_rv, query_rv):
                    comment_link(source=s, target=sp_rv, comment="inserted into the sufficiency check prompt")
                CLOCK.sleep(1.1)
                sufficient = qs.get("sufficient", True)
                verdict = {"is_sufficient": sufficient, "reasoning": qs.get("check_reason", "The documents answer the question."),
                           "missing_information": qs.get("missing", "")}
                raw_rv = comment_variable(jdump(verdict), to_runtime=True, class_name="raw_sufficiency_check_response",
                                          category="llm_response")
                comment_link(source=sp_rv, target=raw_rv, comment="sufficiency check LLM response")
                res_rv = comment_variable(jdump({"is_sufficient": sufficient}), to_runtime=True,
                                          class_name="sufficiency_check_result", category="decision")
                comment_link(source=raw_rv, target=res_rv, comment="parsed sufficiency decision")
            self.oplog[("agentic_round1_bundle", qid)] = op1.op_id
            self.oplog[("search", qid)] = op1.op_id
            if sufficient:
                final = rr[:k]
            else:
                with comment_op_scope(op_name="memory_system.agentic_round2_bundle", category="retrieval",
                                      comment="agentic round 2: refined queries (multi-query), hybrid retrieval each, RRF merge",
                                      metadata={"multi_query": True, "rrf_k": 60}) as op2:
                    mq = Template(MULTI_QUERY_PROMPT).substitute(query=text, missing=verdict["missing_information"])
                    mq_rv = comment_variable(mq, to_runtime=True, class_name="multi_query_generation_prompt", category="prompt")
                    comment_link(source=res_rv, target=mq_rv, comment="the check found the memories insufficient")
                    comment_link(source=query_rv, target=mq_rv, comment="the original question")
                    CLOCK.sleep(1.3)
                    rq_list = qs["refined_queries"]
                    rqs_rv = comment_variable(rq_list, to_runtime=True, encoding_fn=jdump, class_name="refined_queries",
                                              category="llm_response")
                    comment_link(source=mq_rv, target=rqs_rv, comment="refined queries generated by the LLM")
                    lists = [[l for l, _ in hyb]]
                    hy_rvs = [hy_rv]
                    for rq in rq_list:
                        rq_rv = comment_variable(rq, to_runtime=True, class_name="refined_query", category="query")
                        comment_link(source=rqs_rv, target=rq_rv, comment="one refined query")
                        h2, h2_rv = self.hybrid(rq, rq_rv, qs.get("dense_r2", {}))
                        lists.append([l for l, _ in h2])
                        hy_rvs.append(h2_rv)
                    combined = rrf(lists)
                    cb_rv = self.results_var("combined_retrieval_results", combined, hy_rvs,
                                             "round-1 and refined-query results merged and deduplicated by event id")
                self.oplog[("agentic_round2_bundle", qid)] = op2.op_id
                with comment_op_scope(op_name="memory_system.agentic_final_rerank", category="retrieval",
                                      comment="final rerank of the combined candidates against the original question",
                                      metadata={"reranker": "Qwen3-Reranker-4B", "final_top_k": rc["final_top_k"]}) as op3:
                    CLOCK.sleep(0.8)
                    fr = sorted(((l, round(lex(text, self.text_of(self.units[l])) + qs.get("rerank", {}).get(l, 0.0), 4))
                                 for l, _ in combined), key=lambda kv: (-kv[1], kv[0]))[: rc["final_top_k"]]
                    self.results_var("final_reranked_results", fr, [cb_rv, query_rv], "reranked against the question")
                self.oplog[("agentic_final_rerank", qid)] = op3.op_id
                final = fr[:k]
        items = [self.units[l] for l, _ in final]
        self.results[qid] = {"records": items, "context": render_context_evermemos(items),
                             "ranking": final}


# =========================================================================================================
# FIXTURES.  Content is original.  Each failed question carries exactly one planted decisive fault:
#   fault = {"type": <§3.4 label>, "op": <key of the faulty op in the run's op log>, "why": <justification>}
# "keys" are the answer-bearing strings the self-check looks for in memory units and in the context.
# =========================================================================================================

FIXTURES: list[dict] = []

# ---------------------------------------------------------------------------------------------------------
# E1  EverMemOS / LoCoMo shape / agentic retrieval (round 2 taken) — extraction drops a fact from the episode
# ---------------------------------------------------------------------------------------------------------
FIXTURES.append(dict(
    name="evermemos_locomo_locomo-3", system="evermemos", dataset="locomo", traj="locomo-3", sample_idx=3,
    user_id="locomo-3", speakers=["Priya", "Tomas"], asker="evaluator", seed=1103,
    clock=_dt.datetime(2026, 2, 9, 14, 2, 11, 417000), top_k=3,
    traj_metadata={"sample_id": "heldout-locomo-3", "speaker_a": "Priya", "speaker_b": "Tomas"},
    sessions=[
        dict(sid="D1", date="4:12 pm on 3 March, 2023", turns=[
            ("Priya", "Tomas! I finally signed up for the ceramics course at the Eastside community studio."),
            ("Tomas", "Nice. Wheel throwing or hand-building?"),
            ("Priya", "Wheel throwing. Eight Tuesday evenings, starting March 14. My first project is supposed to be a set of mugs."),
            ("Tomas", "I'll want one. Speaking of projects, I'm restoring an old Peugeot road bike I found at a flea market."),
            ("Priya", "How old is it?"),
            ("Tomas", "It's from 1982. The frame is solid, but the derailleur is shot, so I ordered a replacement from a shop in Lyon."),
            ("Priya", "Ha, very French of you."),
        ]),
        dict(sid="D2", date="10:05 am on 19 March, 2023", turns=[
            ("Tomas", "The derailleur arrived! The shop in Lyon even threw in a set of brake pads."),
            ("Priya", "Did you get the bike running?"),
            ("Tomas", "Almost. I rode it around the block yesterday, but the chain keeps slipping."),
            ("Priya", "My first wheel class went okay. I collapsed two cylinders before one finally stood up."),
            ("Tomas", "That counts as progress."),
            ("Priya", "Also, big news: my sister Anjali is getting married in Jaipur in November, and I'm giving a speech."),
            ("Tomas", "A speech! Are you nervous?"),
            ("Priya", "Terrified. My draft has three jokes about her terrible driving."),
        ]),
        dict(sid="D3", date="7:40 pm on 2 April, 2023", turns=[
            ("Priya", "I glazed my first mug today. Celadon green, slightly lopsided."),
            ("Tomas", "Lopsided adds character. The Peugeot is done, by the way. I rode it 40 km along the canal on Saturday."),
            ("Priya", "40 km on a bike that old? Impressive."),
            ("Tomas", "My legs disagree. Next I'm thinking of joining the Sunday group ride from Millbrook Cafe."),
            ("Priya", "Anjali asked me to help pick the flowers for the venue. Marigolds are the plan."),
            ("Tomas", "Marigolds for a Jaipur wedding sounds perfect."),
        ]),
    ],
    evermemos=dict(
        boundaries=["U3:D1:4", "U3:D2:1", "U3:D2:4", "U3:D2:6", "U3:D3:1"],
        boundary_reasons={"U3:D1:4": "Tomas changes the topic from Priya's ceramics course to his bike restoration.",
                          "U3:D2:4": "Priya switches from Tomas's bike to her own wheel-throwing class.",
                          "U3:D2:6": "Priya announces unrelated family news; the pottery topic is complete."},
        episodes={
            "ceramics-signup": dict(
                subject="Priya signs up for a wheel-throwing course (3 March 2023)",
                episode="On 3 March 2023 Priya told Tomas she had signed up for a wheel-throwing ceramics course at the "
                        "Eastside community studio. It runs for eight Tuesday evenings starting 14 March 2023, and her "
                        "first project is a set of mugs.",
                event_log=["Priya signed up for a wheel-throwing ceramics course at the Eastside community studio (3 March 2023).",
                           "The course runs eight Tuesday evenings starting 14 March 2023.",
                           "Priya's first course project is a set of mugs."]),
            "bike-restore": dict(
                subject="Tomas restores a 1982 Peugeot road bike (3 March 2023)",
                episode="On 3 March 2023 Tomas said he is restoring an old Peugeot road bike from 1982 that he found at a "
                        "flea market. The frame is solid but the derailleur is broken, so he ordered a replacement from a "
                        "shop in Lyon.",
                event_log=["Tomas is restoring a 1982 Peugeot road bike he found at a flea market.",
                           "Tomas ordered a replacement derailleur from a shop in Lyon (3 March 2023)."]),
            "derailleur": dict(
                subject="The replacement derailleur arrives (19 March 2023)",
                episode="On 19 March 2023 Tomas reported that the derailleur from the Lyon shop had arrived together with "
                        "free brake pads. He rode the Peugeot around the block on 18 March 2023, but the chain keeps slipping.",
                event_log=["Tomas received the replacement derailleur and free brake pads from the Lyon shop (19 March 2023).",
                           "Tomas first rode the Peugeot around the block on 18 March 2023; the chain keeps slipping."]),
            "first-class": dict(
                subject="Priya's first wheel-throwing class (19 March 2023)",
                episode="On 19 March 2023 Priya said her first wheel-throwing class went okay: she collapsed two cylinders "
                        "before one stood up. Tomas called it progress.",
                event_log=["Priya attended her first wheel-throwing class and collapsed two cylinders before one stood up."]),
            # PLANTED FAULT (ExtractionError): the episode and the event log drop "in Jaipur in November".
            "wedding-speech": dict(
                subject="Priya will give a speech at her sister's wedding (19 March 2023)",
                episode="On 19 March 2023 Priya shared big news about her sister Anjali's wedding and said she will give a "
                        "speech at it. She is terrified; her draft has three jokes about Anjali's terrible driving.",
                event_log=["Priya will give a speech at her sister Anjali's wedding.",
                           "Priya's speech draft contains three jokes about Anjali's driving."]),
            "mug-and-ride": dict(
                subject="First mug glazed; the Peugeot is finished (2 April 2023)",
                episode="On 2 April 2023 Priya said she glazed her first mug, celadon green and slightly lopsided. Tomas "
                        "has finished the Peugeot and rode it 40 km along the canal on Saturday 1 April 2023; next he may "
                        "join the Sunday group ride from Millbrook Cafe. Priya is helping Anjali choose the venue flowers; "
                        "marigolds are the plan, which Tomas said suits a Jaipur wedding.",
                event_log=["Priya glazed her first mug, celadon green (2 April 2023).",
                           "Tomas rode the restored Peugeot 40 km along the canal on 1 April 2023.",
                           "Tomas is thinking of joining the Sunday group ride from Millbrook Cafe.",
                           "Marigolds are planned for the flowers at Anjali's wedding venue."]),
        },
        retrieval=dict(mode="agentic", sufficiency_check_docs=5, final_top_k=3),
        qscripts={
            "locomo-qa-3-1": dict(
                sufficient=False,
                check_reason="The memories mention Anjali's wedding, Priya's speech and that the wedding is in Jaipur, "
                             "but none of them says when the wedding takes place.",
                missing="the date or month of Anjali's wedding",
                refined_queries=["Anjali wedding date", "when is Priya's sister getting married"]),
        },
    ),
    questions=[
        dict(id="locomo-qa-3-0", question="What course did Priya sign up for, and where?", category=4,
             type="single-hop", evidence=["U3:D1:1", "U3:D1:3"], date="7:40 pm on 2 April, 2023",
             gold="A wheel-throwing ceramics course at the Eastside community studio",
             prediction="A wheel-throwing ceramics course at the Eastside community studio.",
             keys=["wheel-throwing", "eastside"]),
        dict(id="locomo-qa-3-1", question="Where and when is Priya's sister Anjali getting married?", category=4,
             type="single-hop", evidence=["U3:D2:6"], date="7:40 pm on 2 April, 2023",
             gold="In Jaipur, in November 2023",
             prediction="In Jaipur; the memories do not say when the wedding is.",
             keys=["november"],
             fault=dict(type="ExtractionError", op=("extract_memory", "wedding-speech"),
                        why="U3:D2:6 reached the unit's raw MemCell (original_data) through the buffer and finalize, "
                            "but extract_memory wrote an episode and an event log without 'in Jaipur in November'. "
                            "Only episodes/event logs are indexed and shown to the answer model, so the month never "
                            "entered any memory content: never captured during construction -> ExtractionError. "
                            "Retrieval did its job (the round-2 path surfaced the wedding episode) and the answer is "
                            "faithful to its context.")),
        dict(id="locomo-qa-3-2", question="How far did Tomas ride the restored Peugeot along the canal?", category=4,
             type="single-hop", evidence=["U3:D3:2"], date="7:40 pm on 2 April, 2023",
             gold="40 km", prediction="40 kilometres.", keys=["40 km"]),
        dict(id="locomo-qa-3-3", question="When did Tomas first ride the Peugeot around the block?", category=2,
             type="temporal", evidence=["U3:D2:3"], date="7:40 pm on 2 April, 2023",
             gold="18 March 2023", prediction="On 18 March 2023.", keys=["18 march"]),
    ],
))

# ---------------------------------------------------------------------------------------------------------
# E2  EverMemOS / LongMemEval shape / agentic — the final rerank drops the episode round 1 had found
# ---------------------------------------------------------------------------------------------------------
FIXTURES.append(dict(
    name="evermemos_longmemeval_longmemeval-5d2c81fe", system="evermemos", dataset="longmemeval",
    traj="longmemeval-5d2c81fe", qid="5d2c81fe", user_id="longmemeval-5d2c81fe", speakers=["user", "assistant"],
    asker="user", seed=1205, clock=_dt.datetime(2026, 2, 10, 9, 31, 5, 52000), top_k=3,
    traj_metadata={"question_id": "5d2c81fe", "question_type": "multi-session"},
    sessions=[
        dict(sid="sharegpt_Qm3xZ1a_0", date="2023/04/02 (Sun) 10:14", turns=[
            ("user", "How often should I feed a rye sourdough starter if I keep it in the fridge?"),
            ("assistant", "Once a week is usually enough for a refrigerated rye starter: discard most of it, then feed it equal weights of flour and water."),
            ("user", "Great, I'll do Sundays then."),
            ("assistant", "Sundays work well. Take it out a few hours before you bake so it can wake up."),
        ]),
        dict(sid="answer_5d2c81fe_1", date="2023/04/11 (Tue) 19:32", turns=[
            ("user", "I'm turning 35 in June and I want to celebrate by hiking the Lost Lake Loop near Mount Hood. It's about 11 km. What should I pack?", "has_answer"),
            ("assistant", "For an 11 km loop: layers, a rain shell, two litres of water, snacks, a map, a headlamp, a small first-aid kit and sturdy footwear."),
            ("user", "I might invite a few friends from my climbing gym too."),
            ("assistant", "Nice idea. Share the trailhead time and parking details with them early."),
        ]),
        dict(sid="ultrachat_448210", date="2023/04/20 (Thu) 08:05", turns=[
            ("user", "My feet are really wide. Which hiking boot brands tend to have wide options?"),
            ("assistant", "Keen, Altra and Merrell all make wide versions of their hiking boots. Try them on late in the day, when your feet are largest."),
        ]),
        dict(sid="sharegpt_Lk02PzW_2", date="2023/05/03 (Wed) 21:47", turns=[
            ("user", "I did the Rattlesnake Ledge trail last weekend and loved the view. What other day hikes near Seattle are similar?"),
            ("assistant", "Little Si, Poo Poo Point and Mount Pilchuck give similar views for a moderate effort."),
            ("user", "Maybe I'll go back to Rattlesnake Ledge for sunrise sometime."),
            ("assistant", "Sunrise there is popular. Bring a headlamp for the approach."),
        ]),
        dict(sid="ultrachat_90112", date="2023/05/09 (Tue) 13:20", turns=[
            ("user", "Any ideas for a birthday cake for my partner's 40th? He loves lemon."),
            ("assistant", "A lemon olive-oil cake with mascarpone frosting, or a lemon and blueberry layer cake."),
        ]),
        dict(sid="answer_5d2c81fe_2", date="2023/05/14 (Sun) 17:55", turns=[
            ("user", "Update: I ordered the Merrell Moab 3 in wide for the big June hike. They arrive Friday.", "has_answer"),
            ("assistant", "Good choice. Wear them on a few short walks first to break them in."),
        ]),
        dict(sid="sharegpt_Pz88kQe_1", date="2023/05/16 (Tue) 09:02", turns=[
            ("user", "What's a good trekking pole for someone on a budget?"),
            ("assistant", "Cascade Mountain Tech carbon poles are a popular budget option."),
        ]),
    ],
    evermemos=dict(
        boundaries=["answer_5d2c81fe_1_turn_0", "ultrachat_448210_turn_0", "sharegpt_Lk02PzW_2_turn_0",
                    "ultrachat_90112_turn_0", "answer_5d2c81fe_2_turn_0", "sharegpt_Pz88kQe_1_turn_0"],
        episodes={
            "sourdough": dict(subject="Feeding a refrigerated rye starter (2 April 2023)",
                              episode="On 2 April 2023 the user asked how often to feed a refrigerated rye sourdough starter; "
                                      "the assistant suggested once a week and the user chose Sundays.",
                              event_log=["The user keeps a rye sourdough starter in the fridge and feeds it on Sundays."]),
            "lost-lake": dict(subject="Birthday hike plan: Lost Lake Loop (11 April 2023)",
                              episode="On 11 April 2023 the user said they turn 35 in June and want to celebrate by hiking "
                                      "the Lost Lake Loop near Mount Hood, about 11 km. The assistant gave a packing list; the "
                                      "user may invite friends from their climbing gym.",
                              event_log=["The user turns 35 in June 2023.",
                                         "The user plans to hike the Lost Lake Loop near Mount Hood (about 11 km) for their birthday.",
                                         "The user may invite friends from their climbing gym on the hike."]),
            "wide-boots": dict(subject="Hiking boot brands for wide feet (20 April 2023)",
                               episode="On 20 April 2023 the user, who has wide feet, asked which hiking boot brands offer wide "
                                       "options; the assistant named Keen, Altra and Merrell.",
                               event_log=["The user has wide feet and is looking at wide hiking boots (Keen, Altra, Merrell)."]),
            "rattlesnake": dict(subject="Rattlesnake Ledge trail and similar day hikes (3 May 2023)",
                                episode="On 3 May 2023 the user said they hiked the Rattlesnake Ledge trail the previous weekend "
                                        "and loved the view, asked for similar day hikes near Seattle, and may return to "
                                        "Rattlesnake Ledge for sunrise.",
                                event_log=["The user hiked the Rattlesnake Ledge trail around 29-30 April 2023 and loved it.",
                                           "The user may hike Rattlesnake Ledge again at sunrise."]),
            "lemon-cake": dict(subject="Birthday cake for the partner's 40th (9 May 2023)",
                               episode="On 9 May 2023 the user asked for birthday cake ideas for their partner's 40th; the "
                                       "partner loves lemon.",
                               event_log=["The user's partner turns 40 and loves lemon cake."]),
            "moab-order": dict(subject="Ordered Merrell Moab 3 wide (14 May 2023)",
                               episode="On 14 May 2023 the user said they ordered the Merrell Moab 3 in wide width for the big "
                                       "June hike; delivery was expected on Friday 19 May 2023.",
                               event_log=["The user ordered Merrell Moab 3 shoes in wide width for the June hike (14 May 2023)."]),
            "poles": dict(subject="Budget trekking poles (16 May 2023)",
                          episode="On 16 May 2023 the user asked for budget trekking poles; the assistant suggested Cascade "
                                  "Mountain Tech carbon poles.",
                          event_log=["The user is looking for budget trekking poles."]),
        },
        retrieval=dict(mode="agentic", sufficiency_check_docs=4, final_top_k=3),
        qscripts={
            "longmemeval-5d2c81fe": dict(
                dense={"moab-order": 0.35, "rattlesnake": 0.2, "poles": 0.3, "wide-boots": 0.3},
                sufficient=False,
                check_reason="The memories give the birthday hike plan (Lost Lake Loop) and boot brands for wide feet, "
                             "but nothing says which footwear the user actually bought.",
                missing="which boots or shoes the user ordered for the birthday hike",
                refined_queries=["hiking shoes or boots the user ordered", "footwear purchase for the June hike"],
                # PLANTED FAULT (RetrievalError): the reranker favours the later hiking episodes over lost-lake.
                rerank={"moab-order": 0.9, "rattlesnake": 0.75, "wide-boots": 0.7, "lost-lake": -0.25}),
        },
    ),
    questions=[
        dict(id="longmemeval-5d2c81fe", question="Which trail am I hiking for my birthday, and what footwear did I get for it?",
             type="multi-session", evidence=["answer_5d2c81fe_1_turn_0", "answer_5d2c81fe_2_turn_0"],
             date="2023/05/20 (Sat) 11:00",
             gold="The Lost Lake Loop near Mount Hood, in the Merrell Moab 3 (wide) that you ordered",
             prediction="You're hiking Rattlesnake Ledge, and you ordered the Merrell Moab 3 in wide.",
             keys=["lost lake"],
             fault=dict(type="RetrievalError", op=("agentic_final_rerank", "longmemeval-5d2c81fe"),
                        why="The lost-lake episode was stored and round 1 retrieved it (in hybrid_retrieval_results and "
                            "reranked_for_check); the sufficiency check correctly asked for the missing footwear and "
                            "round 2 found the Moab episode, so combined_retrieval_results held both. The final rerank "
                            "then ranked lost-lake 4th and cut it at final_top_k=3: the store held the information but "
                            "retrieval failed to put it into the final context -> RetrievalError at "
                            "agentic_final_rerank, the earliest op whose output lacks it.")),
    ],
))

# ---------------------------------------------------------------------------------------------------------
# E3  EverMemOS / RealMem shape / online questions — the flush after a boundary discards the new message
# ---------------------------------------------------------------------------------------------------------
_E3 = ["3f2b9c1e-7a41-4d0e-9b6a-2c8e51f0a7d3", "a9d07e64-15c3-4b8f-8e2a-6f41c9b3d250",
       "c51e8a2f-0b6d-4f19-a7c3-98e2d4b61f05", "e7f3a0b9-5c28-4e61-b4d7-0a9c3e58f612"]
FIXTURES.append(dict(
    name="evermemos_realmem_realmem-Mira_Solberg", system="evermemos", dataset="realmem",
    traj="realmem-Mira_Solberg", persona="Mira_Solberg", user_id="realmem-Mira_Solberg",
    speakers=["Mira Solberg", "assistant"], asker="Mira Solberg", seed=1307,
    clock=_dt.datetime(2026, 2, 11, 16, 45, 30, 880000), top_k=3,
    traj_metadata={"persona": "Mira_Solberg", "project": "community garden", "online_evaluation": True},
    sessions=[
        dict(sid=_E3[0], date="2024-02-05 09:12", turns=[
            ("user", "I'm organizing a community garden on the empty lot behind the Halvorsen library. We have room for 14 raised beds."),
            ("assistant", "That's a great project. Have you sorted out water access yet?"),
            ("user", "The city approved a water hookup, but we can only use it on Saturdays."),
            ("assistant", "Then a Saturday watering rota plus a couple of rain barrels could cover the rest of the week."),
        ]),
        dict(sid=_E3[1], date="2024-02-19 18:40", turns=[
            ("user", "Good news for the garden: the neighbourhood fund gave us a grant of 2,300 euros!"),
            ("assistant", "Congratulations, that's a real boost. How do you plan to use it?"),
            ("user", "Mostly on cedar boards for the raised beds, and a small tool shed."),
            ("assistant", "Cedar lasts well outdoors, and untreated boards are the safest choice for vegetables."),
        ]),
        dict(sid=_E3[2], date="2024-03-04 10:05", turns=[
            ("user", "We held the first planting day yesterday, and 22 volunteers showed up!"),
            ("assistant", "Wonderful turnout! What did you plant first?"),
            ("user", "Peas, radishes and spinach. Next I need to set up the Saturday watering rota."),
            ("assistant", "A shared spreadsheet with two volunteers per Saturday keeps it simple."),
        ]),
        dict(sid=_E3[3], date="2024-03-18 20:30", turns=[
            ("user", "The tool shed is up! We painted it dark green."),
            ("assistant", "Nice, a dark green shed will blend into the garden."),
        ]),
    ],
    evermemos=dict(
        boundaries=[f"{_E3[1]}-0", f"{_E3[2]}-0", f"{_E3[3]}-0"],
        # PLANTED FAULT (ExtractionError): the flush after the boundary at the start of session 2 clears the
        # whole buffer, including the new message that should start the next episode.
        flush_drops_new_message=[f"{_E3[1]}-0"],
        episodes={
            "garden-start": dict(subject="Community garden behind the Halvorsen library (5 February 2024)",
                                 episode="On 5 February 2024 Mira said she is organizing a community garden on the empty lot "
                                         "behind the Halvorsen library with room for 14 raised beds. The city approved a water "
                                         "hookup that can only be used on Saturdays; the assistant suggested a Saturday "
                                         "watering rota and rain barrels.",
                                 event_log=["Mira is organizing a community garden behind the Halvorsen library with 14 raised beds.",
                                            "The garden's city water hookup can only be used on Saturdays."]),
            "garden-materials": dict(subject="Spending plan for garden materials (19 February 2024)",
                                     episode="On 19 February 2024 Mira said the money will go mostly to cedar boards for the "
                                             "raised beds and a small tool shed; the assistant recommended untreated cedar.",
                                     event_log=["Mira plans to spend the garden money on cedar boards for the raised beds and a small tool shed."]),
            "planting-day": dict(subject="First planting day (3 March 2024)",
                                 episode="On 4 March 2024 Mira said the first planting day was held the day before, on 3 March "
                                         "2024, and 22 volunteers came. They planted peas, radishes and spinach; next she "
                                         "needs a Saturday watering rota, for which the assistant suggested a shared spreadsheet.",
                                 event_log=["The garden's first planting day was on 3 March 2024 with 22 volunteers.",
                                            "Peas, radishes and spinach were planted first.",
                                            "Mira needs to set up a Saturday watering rota."]),
            "shed": dict(subject="Tool shed finished (18 March 2024)",
                         episode="On 18 March 2024 Mira said the garden's tool shed is up and painted dark green.",
                         event_log=["The community garden's tool shed was built and painted dark green (18 March 2024)."]),
        },
        retrieval=dict(mode="agentic", sufficiency_check_docs=4, final_top_k=3),
        qscripts={
            "realmem-Mira_Solberg-q2": dict(
                sufficient=False,
                check_reason="The memories describe the garden and how the money will be spent, but not the grant amount or who gave it.",
                missing="the amount of the garden grant and the organisation that gave it",
                refined_queries=["community garden grant amount", "who funded the community garden"]),
        },
    ),
    questions=[
        dict(id="realmem-Mira_Solberg-q1", question="Which day of the week can the garden use the city water hookup?",
             type="single-session", evidence=[f"{_E3[0]}-2"], date="2024-02-19 18:48", ask_after=_E3[1],
             gold=["Only on Saturdays"], prediction="Only on Saturdays.", keys=["saturday"]),
        dict(id="realmem-Mira_Solberg-q2", question="How much was the garden grant, and who gave it?",
             type="single-session", evidence=[f"{_E3[1]}-0"], date="2024-03-18 20:40",
             gold=["2,300 euros, from the neighbourhood fund"],
             prediction="The memories don't give the grant amount or its source; the money is going to cedar boards and a tool shed.",
             keys=["2,300"],
             fault=dict(type="ExtractionError", op=("flush", f"{_E3[1]}-0"),
                        why="The grant message arrives as the new message of a boundary. Boundary detection and finalize "
                            "(the session-1 unit) are correct, but the flush that should keep the new message as the start "
                            "of the next episode clears the whole buffer (message -> message-buffer edge, empty value). The "
                            "message therefore never reaches any memory unit: never captured during construction -> "
                            "ExtractionError at that message_buffer_update (flush) op. Retrieval then searches both rounds "
                            "in vain and the answer is faithful to its context.")),
        dict(id="realmem-Mira_Solberg-q3", question="How many volunteers came to the first planting day, and on what date was it?",
             type="single-session", evidence=[f"{_E3[2]}-0"], date="2024-03-18 20:41",
             gold=["22 volunteers, on 3 March 2024"], prediction="22 volunteers, on 3 March 2024.",
             keys=["22 volunteers", "3 march 2024"]),
    ],
))

# ---------------------------------------------------------------------------------------------------------
# E4  EverMemOS / LoCoMo shape / agentic (round 1 sufficient) — the answer reverses the order in its context
# ---------------------------------------------------------------------------------------------------------
FIXTURES.append(dict(
    name="evermemos_locomo_locomo-6", system="evermemos", dataset="locomo", traj="locomo-6", sample_idx=6,
    user_id="locomo-6", speakers=["Keiko", "Ruben"], asker="evaluator", seed=1409,
    clock=_dt.datetime(2026, 2, 12, 11, 8, 47, 301000), top_k=3,
    traj_metadata={"sample_id": "heldout-locomo-6", "speaker_a": "Keiko", "speaker_b": "Ruben"},
    sessions=[
        dict(sid="D1", date="9:15 am on 12 April, 2023", turns=[
            ("Keiko", "Ruben, I booked my spring trip! First a week in Porto, then I fly to Marrakech for five days."),
            ("Ruben", "What a combo. Are you going solo?"),
            ("Keiko", "Solo. I leave on May 6 and I'm back on May 19."),
            ("Ruben", "I'm stuck here repainting the hallway. I went with a pale terracotta."),
            ("Keiko", "Terracotta is brave. Send pictures."),
        ]),
        dict(sid="D2", date="8:50 pm on 22 May, 2023", turns=[
            ("Keiko", "I'm back! Porto was rainy, but the tiles everywhere were stunning."),
            ("Ruben", "And Marrakech?"),
            ("Keiko", "Hot and loud in the best way. I took a cooking class and learned to make chicken tagine with preserved lemons."),
            ("Ruben", "You're cooking it for me, right?"),
            ("Keiko", "Deal. Also, I lost my sunglasses on the flight home, typical."),
            ("Ruben", "Big news here: I adopted a retired greyhound named Comet."),
        ]),
        dict(sid="D3", date="12:30 pm on 10 June, 2023", turns=[
            ("Ruben", "Comet sleeps 18 hours a day. Best roommate ever."),
            ("Keiko", "I made the tagine for my book club last night. Everyone asked for the recipe."),
            ("Ruben", "Still waiting on my portion."),
            ("Keiko", "Saturday, I promise. Bring Comet."),
        ]),
    ],
    evermemos=dict(
        boundaries=["U6:D1:4", "U6:D2:1", "U6:D2:6", "U6:D3:1"],
        episodes={
            "trip-plan": dict(subject="Keiko books a solo spring trip (12 April 2023)",
                              episode="On 12 April 2023 Keiko told Ruben she booked a solo spring trip: first a week in "
                                      "Porto, then a flight to Marrakech for five days. She leaves on 6 May 2023 and returns "
                                      "on 19 May 2023.",
                              event_log=["Keiko booked a solo spring trip: one week in Porto first, then five days in Marrakech.",
                                         "Keiko's trip runs from 6 May 2023 to 19 May 2023."]),
            "hallway": dict(subject="Ruben repaints his hallway (12 April 2023)",
                            episode="On 12 April 2023 Ruben said he is repainting his hallway in a pale terracotta; Keiko "
                                    "called it brave and asked for pictures.",
                            event_log=["Ruben is repainting his hallway pale terracotta."]),
            "trip-return": dict(subject="Keiko back from Porto and Marrakech (22 May 2023)",
                                episode="On 22 May 2023 Keiko said she was back: Porto was rainy but its tiles were stunning; "
                                        "Marrakech was hot and loud, and there she took a cooking class and learned to make "
                                        "chicken tagine with preserved lemons. She promised to cook it for Ruben and lost her "
                                        "sunglasses on the flight home.",
                                event_log=["Keiko learned to make chicken tagine with preserved lemons in a Marrakech cooking class.",
                                           "Keiko lost her sunglasses on the flight home (May 2023)."]),
            "comet": dict(subject="Ruben adopts a greyhound (22 May 2023)",
                          episode="On 22 May 2023 Ruben said he adopted a retired greyhound named Comet.",
                          event_log=["Ruben adopted a retired greyhound named Comet (22 May 2023)."]),
            "tagine-bookclub": dict(subject="Comet settles in; tagine for the book club (10 June 2023)",
                                    episode="On 10 June 2023 Ruben said Comet sleeps 18 hours a day. Keiko said she made the "
                                            "tagine for her book club the previous night, 9 June 2023, and everyone asked for "
                                            "the recipe; she promised Ruben a portion on Saturday and told him to bring Comet.",
                                    event_log=["Comet sleeps 18 hours a day.",
                                               "Keiko cooked the tagine for her book club on 9 June 2023."]),
        },
        retrieval=dict(mode="agentic", sufficiency_check_docs=5, final_top_k=3),
        qscripts={},
    ),
    questions=[
        dict(id="locomo-qa-6-0", question="In which order did Keiko visit the two cities on her spring trip?", category=1,
             type="multi-hop", evidence=["U6:D1:1", "U6:D2:1", "U6:D2:3"], date="12:30 pm on 10 June, 2023",
             gold="Porto first (a week), then Marrakech (five days)",
             prediction="She went to Marrakech first and then to Porto.",
             keys=["first a week in porto, then a flight to marrakech"],
             fault=dict(type="ResponseError", op=("question-answering", "locomo-qa-6-0"),
                        why="Construction and retrieval are intact: the trip-plan episode ('first a week in Porto, then "
                            "a flight to Marrakech') is rank 1 in the context that the question-answering op received, "
                            "and the sufficiency check rightly judged it enough. The answer model reversed the order, so "
                            "the context had all the evidence and the final LLM answered wrongly -> ResponseError.")),
        dict(id="locomo-qa-6-1", question="What dish did Keiko learn to cook in Marrakech?", category=4, type="single-hop",
             evidence=["U6:D2:3"], date="12:30 pm on 10 June, 2023",
             gold="Chicken tagine with preserved lemons", prediction="Chicken tagine with preserved lemons.",
             keys=["chicken tagine"]),
        dict(id="locomo-qa-6-2", question="What is the name of Ruben's greyhound?", category=4, type="single-hop",
             evidence=["U6:D2:6"], date="12:30 pm on 10 June, 2023", gold="Comet", prediction="Comet.",
             keys=["comet"]),
        dict(id="locomo-qa-6-3", question="When did Keiko cook the tagine for her book club?", category=2, type="temporal",
             evidence=["U6:D3:2"], date="12:30 pm on 10 June, 2023", gold="9 June 2023",
             prediction="On 9 June 2023.", keys=["9 june 2023"]),
    ],
))

# ---------------------------------------------------------------------------------------------------------
# E5  EverMemOS / LoCoMo shape / non-agentic hybrid_retrieval fallback — retrieval miss, similar distractors
# ---------------------------------------------------------------------------------------------------------
FIXTURES.append(dict(
    name="evermemos_locomo_locomo-9", system="evermemos", dataset="locomo", traj="locomo-9", sample_idx=9,
    user_id="locomo-9", speakers=["Lena", "Oskar"], asker="evaluator", seed=1511,
    clock=_dt.datetime(2026, 2, 13, 8, 55, 2, 660000), top_k=3,
    traj_metadata={"sample_id": "heldout-locomo-9", "speaker_a": "Lena", "speaker_b": "Oskar"},
    sessions=[
        dict(sid="D1", date="5:25 pm on 2 June, 2023", turns=[
            ("Lena", "Oskar, I did it. I bought a secondhand sailing dinghy from a guy at the marina."),
            ("Oskar", "No way! What kind?"),
            ("Lena", "A 1990s Laser, a bit scratched. I christened her Kittiwake."),
            ("Oskar", "Love it. I've been paddling my kayak on the lake every morning. I named it Pebble."),
            ("Lena", "Pebble! Cute."),
        ]),
        dict(sid="D2", date="7:10 pm on 20 June, 2023", turns=[
            ("Oskar", "I went to the boat show in Kiel on Saturday. I saw a sailboat with a carbon mast that cost more than my flat."),
            ("Lena", "Did you buy anything?"),
            ("Oskar", "Just a new spray deck for the kayak."),
            ("Lena", "I've signed up for sailing lessons at the yacht club, Thursdays at six."),
            ("Oskar", "Thursdays? You'll miss quiz night."),
            ("Lena", "Quiz night will survive without me."),
        ]),
        dict(sid="D3", date="10:00 am on 9 July, 2023", turns=[
            ("Lena", "I capsized twice in my lesson yesterday. The instructor says that's a good sign."),
            ("Oskar", "Ha! Did the boat survive?"),
            ("Lena", "She did. I also ordered a new sail for her."),
            ("Oskar", "My sister wants to name her new boat after our grandmother, Ingrid."),
        ]),
    ],
    evermemos=dict(
        boundaries=["U9:D1:4", "U9:D2:1", "U9:D2:4", "U9:D3:1", "U9:D3:4"],
        episodes={
            "dinghy": dict(subject="Lena buys a secondhand Laser dinghy (2 June 2023)",
                           episode="On 2 June 2023 Lena told Oskar she bought a secondhand 1990s Laser sailing dinghy from "
                                   "someone at the marina. It is a bit scratched, and she christened it Kittiwake.",
                           event_log=["Lena bought a secondhand 1990s Laser dinghy at the marina (2 June 2023).",
                                      "Lena christened the dinghy Kittiwake."]),
            "kayak": dict(subject="Oskar's morning kayak paddles (2 June 2023)",
                          episode="On 2 June 2023 Oskar said he paddles his kayak on the lake every morning and that he "
                                  "named the kayak Pebble.",
                          event_log=["Oskar paddles his kayak on the lake every morning.", "Oskar named his kayak Pebble."]),
            "boat-show": dict(subject="Oskar at the Kiel boat show (17 June 2023)",
                              episode="On 20 June 2023 Oskar said he went to the boat show in Kiel on Saturday 17 June 2023, "
                                      "saw a sailboat with a carbon mast that cost more than his flat, and bought only a new "
                                      "spray deck for his kayak.",
                              event_log=["Oskar visited the Kiel boat show on 17 June 2023.",
                                         "Oskar bought a new spray deck for his kayak at the boat show."]),
            "lessons": dict(subject="Lena signs up for sailing lessons (20 June 2023)",
                            episode="On 20 June 2023 Lena said she signed up for sailing lessons at the yacht club on Thursdays "
                                    "at six; Oskar noted she will miss quiz night.",
                            event_log=["Lena takes sailing lessons at the yacht club on Thursdays at 6 pm."]),
            "capsize": dict(subject="Capsizing in the lesson; a new sail (9 July 2023)",
                            episode="On 9 July 2023 Lena said she capsized twice in her sailing lesson on 8 July 2023, which "
                                    "the instructor called a good sign; the boat was fine and she ordered a new sail for it.",
                            event_log=["Lena capsized twice in her sailing lesson on 8 July 2023.",
                                       "Lena ordered a new sail for her boat."]),
            "sister-boat": dict(subject="Oskar's sister names her boat (9 July 2023)",
                                episode="On 9 July 2023 Oskar said his sister wants to name her new boat after their grandmother, Ingrid.",
                                event_log=["Oskar's sister wants to name her new boat Ingrid, after their grandmother."]),
        },
        retrieval=dict(mode="hybrid"),
        qscripts={
            # PLANTED FAULT (RetrievalError): the embedding side ranks the other boat-naming episodes higher.
            "locomo-qa-9-0": dict(dense={"sister-boat": 0.6, "kayak": 0.5, "capsize": 0.35, "dinghy": -0.2}),
        },
    ),
    questions=[
        dict(id="locomo-qa-9-0", question="What name did Lena give her boat?", category=4, type="single-hop",
             evidence=["U9:D1:3"], date="10:00 am on 9 July, 2023", gold="Kittiwake",
             prediction="Ingrid, after the grandmother.", keys=["kittiwake"],
             fault=dict(type="RetrievalError", op=("hybrid_retrieval", "locomo-qa-9-0"),
                        why="The dinghy episode (with 'christened it Kittiwake') was stored correctly; the non-agentic "
                            "hybrid_retrieval fused BM25 and embedding rankings in which the other boat-naming episodes "
                            "(Oskar's sister's 'Ingrid', Oskar's kayak 'Pebble') and the capsize episode outrank it, so it "
                            "falls outside top_k=3. The store held the information but retrieval failed to surface it -> "
                            "RetrievalError.")),
        dict(id="locomo-qa-9-1", question="On what day and at what time are Lena's sailing lessons?", category=4,
             type="single-hop", evidence=["U9:D2:4"], date="10:00 am on 9 July, 2023", gold="Thursdays at six (6 pm)",
             prediction="Thursdays at 6 pm.", keys=["thursdays at six"]),
        dict(id="locomo-qa-9-2", question="Which city was the boat show Oskar went to, and when?", category=2,
             type="temporal", evidence=["U9:D2:1"], date="10:00 am on 9 July, 2023", gold="Kiel, on 17 June 2023",
             prediction="Kiel, on Saturday 17 June 2023.", keys=["kiel", "17 june 2023"]),
        dict(id="locomo-qa-9-3", question="What did Oskar buy at the boat show?", category=4, type="single-hop",
             evidence=["U9:D2:3"], date="10:00 am on 9 July, 2023", gold="A new spray deck for his kayak",
             prediction="A new spray deck for his kayak.", keys=["spray deck"]),
    ],
))

# ---------------------------------------------------------------------------------------------------------
# M1  Mem0 / LoCoMo shape / full provenance — an UPDATE from a joke; an extraction that drops "yesterday"
# ---------------------------------------------------------------------------------------------------------
FIXTURES.append(dict(
    name="mem0_locomo_locomo-2", system="mem0", dataset="locomo", traj="locomo-2", sample_idx=2, user_id="locomo-2",
    speakers=["Helene", "Idris"], asker="evaluator", seed=2101, clock=_dt.datetime(2026, 2, 16, 10, 12, 40, 118000),
    top_k=5, traj_metadata={"sample_id": "heldout-locomo-2", "speaker_a": "Helene", "speaker_b": "Idris"},
    sessions=[
        dict(sid="D1", date="11:20 am on 6 May, 2023", turns=[
            ("Helene", "Idris, we finally closed on the apartment! We're moving to Porto at the end of the month."),
            ("Idris", "That's huge. Near the river?"),
            ("Helene", "Yes, in Ribeira. It's a tiny place with a balcony that looks at the Dom Luis bridge."),
            ("Idris", "I'm jealous. I'm stuck in my flat in Leeds with a landlord who won't fix the boiler."),
            ("Helene", "Ugh. Did you at least sign up for the choir?"),
            ("Idris", "I did. It's the Leeds Gospel Collective, and we rehearse on Wednesdays."),
        ]),
        dict(sid="D2", date="3:10 pm on 14 June, 2023", turns=[
            ("Idris", "We adopted a puppy yesterday! A beagle mix called Biscuit."),
            ("Helene", "Stop it, that's adorable. How's the boiler?"),
            ("Idris", "Fixed, finally, after six weeks of cold showers."),
            ("Helene", "Life by the river is good. I've started learning Portuguese with a tutor twice a week."),
            ("Idris", "Obrigado! Anything else new?"),
            ("Helene", "Honestly, if the tram noise gets any worse I'll pack up and move to Lisbon, ha. Kidding, we love it here."),
            ("Idris", "Ha, you only just got there."),
        ]),
        dict(sid="D3", date="9:45 am on 2 August, 2023", turns=[
            ("Helene", "My tutor says my Portuguese is at A2 level now."),
            ("Idris", "Nice! Biscuit graduated from puppy class."),
            ("Helene", "Did he behave?"),
            ("Idris", "He stole a treat pouch from the trainer. Still passed."),
            ("Helene", "We hosted our first dinner on the balcony. Eight people squeezed in."),
        ]),
    ],
    mem0=dict(script={
        "U2:D1:1": dict(facts=["Helene closed on an apartment", "Helene is moving to Porto at the end of the month"],
                        labels=["apartment", "porto"]),
        "U2:D1:3": dict(facts=["Helene's new apartment is in Ribeira and has a balcony facing the Dom Luis bridge"],
                        labels=["ribeira"]),
        "U2:D1:4": dict(facts=["Idris lives in a flat in Leeds", "Idris's landlord won't fix the boiler"],
                        labels=["leeds-flat", "boiler"]),
        "U2:D1:6": dict(facts=["Idris joined the Leeds Gospel Collective choir, which rehearses on Wednesdays"],
                        labels=["choir"]),
        # PLANTED FAULT (ExtractionError): "yesterday" is dropped, so the adoption date (13 June) is lost.
        "U2:D2:1": dict(facts=["Idris adopted a beagle mix puppy named Biscuit"], labels=["biscuit"]),
        "U2:D2:3": dict(facts=["Idris's boiler was finally fixed after six weeks"],
                        events=[dict(event="UPDATE", target="boiler", text="Idris's boiler was finally fixed after six weeks")]),
        "U2:D2:4": dict(facts=["Helene is learning Portuguese with a tutor twice a week"], labels=["portuguese"]),
        # PLANTED FAULT (UpdateError): the extracted fact keeps the joke framing; the decision still UPDATEs Porto.
        "U2:D2:6": dict(facts=["Helene joked that she would move to Lisbon if the tram noise gets worse, but says they love living where they are"],
                        events=[dict(event="UPDATE", target="porto", text="Helene is moving to Lisbon because of the tram noise")]),
        "U2:D3:1": dict(facts=["Helene's Portuguese is at A2 level according to her tutor"],
                        events=[dict(event="UPDATE", target="portuguese",
                                     text="Helene is learning Portuguese with a tutor twice a week and has reached A2 level")]),
        "U2:D3:2": dict(facts=["Idris's puppy Biscuit graduated from puppy class"], labels=["puppy-class"]),
        "U2:D3:4": dict(facts=["Biscuit stole a treat pouch from the trainer but still passed puppy class"], labels=["treat"]),
        "U2:D3:5": dict(facts=["Helene hosted her first dinner on her balcony with eight people"], labels=["dinner"]),
    }),
    questions=[
        dict(id="locomo-qa-2-0", question="Which city did Helene move to?", category=4, type="single-hop",
             evidence=["U2:D1:1"], date="9:45 am on 2 August, 2023", gold="Porto", prediction="Lisbon.", keys=["porto"],
             fault=dict(type="UpdateError", op=("update_memory_decision", "U2:D2:6"),
                        why="'Helene is moving to Porto' was extracted and ADDed correctly. At U2:D2:6 the extraction "
                            "faithfully kept the joke ('joked that she would move to Lisbon if ...'), but the update "
                            "decision UPDATEd the Porto unit to 'moving to Lisbon'. A unit held the information and a "
                            "later update degraded it -> UpdateError at that update_memory_decision op (its "
                            "per-fact search correctly surfaced the Porto unit, retrieval and answer are faithful).")),
        dict(id="locomo-qa-2-1", question="When did Idris adopt Biscuit?", category=2, type="temporal",
             evidence=["U2:D2:1"], date="9:45 am on 2 August, 2023", gold="13 June 2023 (the day before 14 June 2023)",
             prediction="On 14 June 2023.", keys=["13 june"],
             fault=dict(type="ExtractionError", op=("extract_facts", "U2:D2:1"),
                        why="The message (dated 14 June 2023) says the puppy was adopted 'yesterday'. extract_facts "
                            "produced 'Idris adopted a beagle mix puppy named Biscuit' without the time qualifier, so the "
                            "unit only carries the message timestamp; the adoption date 13 June was never captured into "
                            "any memory unit -> ExtractionError. The answer follows the stored timestamp.")),
        dict(id="locomo-qa-2-2", question="What choir did Idris join, and when does it rehearse?", category=4,
             type="single-hop", evidence=["U2:D1:6"], date="9:45 am on 2 August, 2023",
             gold="The Leeds Gospel Collective; it rehearses on Wednesdays",
             prediction="The Leeds Gospel Collective, which rehearses on Wednesdays.",
             keys=["leeds gospel collective", "wednesdays"]),
        dict(id="locomo-qa-2-3", question="How many people came to Helene's first balcony dinner?", category=4,
             type="single-hop", evidence=["U2:D3:5"], date="9:45 am on 2 August, 2023", gold="Eight", prediction="Eight people.",
             keys=["eight"]),
    ],
))

# ---------------------------------------------------------------------------------------------------------
# M2  Mem0 / LongMemEval shape / full provenance — a DELETE for a contradiction that is not one
# ---------------------------------------------------------------------------------------------------------
FIXTURES.append(dict(
    name="mem0_longmemeval_longmemeval-9c41f7d2", system="mem0", dataset="longmemeval", traj="longmemeval-9c41f7d2",
    qid="9c41f7d2", user_id="longmemeval-9c41f7d2", speakers=["user", "assistant"], asker="user", seed=2203,
    clock=_dt.datetime(2026, 2, 17, 13, 40, 9, 774000), top_k=5,
    traj_metadata={"question_id": "9c41f7d2", "question_type": "single-session-user"},
    sessions=[
        dict(sid="answer_9c41f7d2_1", date="2023/03/08 (Wed) 18:02", turns=[
            ("user", "I've played cello in the Riverside Community Orchestra for three years, and our spring concert is Dvorak's 8th. Can you help me plan my practice sessions?", "has_answer"),
            ("assistant", "Sure. Aim for 40 minutes a day: 10 minutes of scales, 20 minutes on the hardest passages at a slow tempo, and 10 minutes of run-throughs."),
        ]),
        dict(sid="sharegpt_Vb5kq1L_0", date="2023/03/15 (Wed) 12:40", turns=[
            ("user", "Can you write a short, polite email to my landlord about a leaking kitchen tap?"),
            ("assistant", "Subject: Leaking kitchen tap. Hello, the kitchen tap has been leaking since Monday. Could you arrange a repair this week? Thank you."),
        ]),
        dict(sid="ultrachat_73310", date="2023/03/29 (Wed) 19:15", turns=[
            ("user", "I just started taking piano lessons on weekends because I want to play jazz standards. Which beginner pieces should I try?"),
            ("assistant", "Try simplified arrangements of Autumn Leaves, Blue Bossa and Fly Me to the Moon."),
        ]),
        dict(sid="sharegpt_Ux7Pq02_1", date="2023/04/12 (Wed) 08:30", turns=[
            ("user", "How should I store sheet music so it doesn't get creased?"),
            ("assistant", "Archival binders with sheet protectors, or a flat file drawer, keep music flat and clean."),
        ]),
        dict(sid="ultrachat_88201", date="2023/04/25 (Tue) 21:05", turns=[
            ("user", "Our orchestra concert went really well last night! Any tips for handling stage nerves next time?"),
            ("assistant", "Slow breathing, a fixed warm-up routine and visualising the first entrance all help."),
        ]),
    ],
    mem0=dict(
        sim_bias={"ultrachat_73310_turn_0": {"cello": 0.45}},
        query_bias={"longmemeval-9c41f7d2": {"piano": 0.5}},
        script={
            "answer_9c41f7d2_1_turn_0": dict(
                facts=["Plays cello in the Riverside Community Orchestra",
                       "Has played in the Riverside Community Orchestra for three years",
                       "The orchestra's spring concert features Dvorak's 8th symphony"],
                labels=["cello", "orchestra-years", "concert-program"]),
            "sharegpt_Vb5kq1L_0_turn_0": dict(facts=["Has a leaking kitchen tap"], labels=["tap"]),
            # PLANTED FAULT (DeletionError): taking piano lessons does not contradict playing cello.
            "ultrachat_73310_turn_0": dict(
                facts=["Started taking piano lessons on weekends", "Wants to learn to play jazz standards"],
                events=[dict(event="DELETE", target="cello"),
                        dict(event="ADD", text="Started taking piano lessons on weekends", label="piano"),
                        dict(event="ADD", text="Wants to learn to play jazz standards", label="jazz")]),
            "sharegpt_Ux7Pq02_1_turn_0": dict(facts=["Wants to store sheet music without creasing it"], labels=["sheet-music"]),
            "ultrachat_88201_turn_0": dict(facts=["Played in an orchestra concert on 24 April 2023 that went really well",
                                                  "Wants tips for handling stage nerves"], labels=["concert", "nerves"]),
        }),
    questions=[
        dict(id="longmemeval-9c41f7d2", question="What instrument do I play in the community orchestra?",
             type="single-session-user", evidence=["answer_9c41f7d2_1_turn_0"], date="2023/05/02 (Tue) 18:00",
             gold="The cello", prediction="You play the piano.", keys=["cello"],
             fault=dict(type="DeletionError", op=("update_memory_decision", "ultrachat_73310_turn_0"),
                        why="'Plays cello in the Riverside Community Orchestra' was extracted and ADDed. When the user "
                            "said they started piano lessons, the per-fact search surfaced the cello unit and the update "
                            "decision DELETEd it (edge to the delete marker) as if piano replaced cello, although both "
                            "can be true. A unit holding the information was explicitly removed -> DeletionError.")),
    ],
))

# ---------------------------------------------------------------------------------------------------------
# M3  Mem0 / RealMem shape / online questions — the query search returns similar units, not the answer
# ---------------------------------------------------------------------------------------------------------
_M3 = ["6b1d2e9f-4c3a-4a57-8e0d-1f9b7c2a5e44", "0d7c5a31-9e2b-4f64-b1a8-7e3c2d9f0b16",
       "9a4e7b02-3d1f-4c85-a6e9-5b0f8d2c7e31", "2f8c6d13-7b5e-4a90-9c2d-4e1a0b7f3c58"]
FIXTURES.append(dict(
    name="mem0_realmem_realmem-Anouk_Verbeek", system="mem0", dataset="realmem", traj="realmem-Anouk_Verbeek",
    persona="Anouk_Verbeek", user_id="realmem-Anouk_Verbeek", speakers=["Anouk Verbeek", "assistant"],
    asker="Anouk Verbeek", seed=2305, clock=_dt.datetime(2026, 2, 18, 19, 3, 55, 240000), top_k=5,
    traj_metadata={"persona": "Anouk_Verbeek", "project": "kitchen renovation", "online_evaluation": True},
    sessions=[
        dict(sid=_M3[0], date="2024-01-08 19:05", turns=[
            ("user", "We're finally renovating the kitchen. The budget is 18,000 euros, and I want it done before Easter."),
            ("assistant", "Exciting! Have you picked a layout yet?"),
            ("user", "An L-shape with an island. The cabinets will be made by Kowalski Joinery."),
            ("assistant", "Custom joinery suits an L-shape well."),
        ]),
        dict(sid=_M3[1], date="2024-01-22 20:15", turns=[
            ("user", "For the bathroom vanity we picked charcoal grey."),
            ("assistant", "Charcoal grey hides wear nicely."),
            ("user", "And for the cabinet doors we chose sage green with a matte finish."),
            ("assistant", "Matte finishes are very forgiving with fingerprints."),
        ]),
        dict(sid=_M3[2], date="2024-02-05 18:30", turns=[
            ("user", "I'm still torn about the island. Maybe navy blue, to contrast with the rest of the kitchen."),
            ("assistant", "Navy makes a strong contrast; you could paint a sample board first."),
            ("user", "The kitchen cabinets get installed on 12 March, and the countertop will be oak."),
            ("assistant", "Oak will warm up the room nicely."),
        ]),
        dict(sid=_M3[3], date="2024-02-26 21:00", turns=[
            ("user", "We went with white tiles for the backsplash and brass handles."),
            ("assistant", "Brass and white tiles will look great together."),
            ("user", "Kowalski says the install might slip by a week."),
            ("assistant", "Good to keep some buffer before Easter, then."),
        ]),
    ],
    mem0=dict(
        query_bias={"realmem-Anouk_Verbeek-q1": {"navy": 0.3}},
        script={
            f"{_M3[0]}-0": dict(facts=["Is renovating the kitchen with a budget of 18,000 euros",
                                       "Wants the kitchen renovation finished before Easter"], labels=["budget", "easter"]),
            f"{_M3[0]}-2": dict(facts=["The new kitchen layout is an L-shape with an island",
                                       "Kowalski Joinery will make the kitchen cabinets"], labels=["layout", "kowalski"]),
            f"{_M3[1]}-0": dict(facts=["Picked charcoal grey for the bathroom vanity"], labels=["vanity"]),
            f"{_M3[1]}-2": dict(facts=["Chose sage green with a matte finish for the cabinet doors"], labels=["sage"]),
            f"{_M3[2]}-0": dict(facts=["Is considering navy blue for the kitchen island to contrast with the rest of the kitchen"],
                                labels=["navy"]),
            f"{_M3[2]}-2": dict(facts=["The kitchen cabinets will be installed on 12 March 2024",
                                       "The kitchen countertop will be oak"], labels=["install", "oak"]),
            f"{_M3[3]}-0": dict(facts=["Chose white tiles for the kitchen backsplash", "Chose brass handles for the kitchen"],
                                labels=["tiles", "handles"]),
            f"{_M3[3]}-2": dict(facts=["Kowalski Joinery's cabinet installation might slip by a week"],
                                events=[dict(event="UPDATE", target="install",
                                             text="The kitchen cabinets will be installed on 12 March 2024, possibly a week later")]),
        }),
    questions=[
        dict(id="realmem-Anouk_Verbeek-q1", question="What colour did I choose for the kitchen cabinets?",
             type="single-session", evidence=[f"{_M3[1]}-2"], date="2024-02-05 18:40", ask_after=_M3[2],
             gold=["Sage green, with a matte finish"], prediction="Navy blue.", keys=["sage green"],
             fault=dict(type="RetrievalError", op=("search", "realmem-Anouk_Verbeek-q1"),
                        why="'Chose sage green with a matte finish for the cabinet doors' was extracted and ADDed and is "
                            "live when the question is asked. The query-time search_vector_store returned five units "
                            "that share 'kitchen'/'cabinets' (Kowalski makes the cabinets, the install date, the oak "
                            "countertop, the layout) and the navy-blue island distractor, but not the sage-green unit. "
                            "The store held the information, retrieval missed it -> RetrievalError.")),
        dict(id="realmem-Anouk_Verbeek-q2", question="Which company is making my kitchen cabinets?", type="single-session",
             evidence=[f"{_M3[0]}-2"], date="2024-02-26 21:10", gold=["Kowalski Joinery"], prediction="Kowalski Joinery.",
             keys=["kowalski joinery"]),
        dict(id="realmem-Anouk_Verbeek-q3", question="What is the budget for my kitchen renovation?", type="single-session",
             evidence=[f"{_M3[0]}-0"], date="2024-02-26 21:11", gold=["18,000 euros"], prediction="18,000 euros.",
             keys=["18,000"]),
    ],
))

# ---------------------------------------------------------------------------------------------------------
# M4  Mem0 / LoCoMo shape / MemBase's PROVENANCE GAP (no per-fact search op; existing_memories is a count)
#     — an UPDATE of the wrong person's unit; a temporal answer that ignores the memory's timestamp
# ---------------------------------------------------------------------------------------------------------
FIXTURES.append(dict(
    name="mem0_locomo_locomo-5", system="mem0", dataset="locomo", traj="locomo-5", sample_idx=5, user_id="locomo-5",
    speakers=["Marisol", "Dev"], asker="evaluator", seed=2407, clock=_dt.datetime(2026, 2, 19, 8, 20, 31, 9000),
    top_k=5, traj_metadata={"sample_id": "heldout-locomo-5", "speaker_a": "Marisol", "speaker_b": "Dev"},
    sessions=[
        dict(sid="D1", date="6:30 pm on 27 June, 2023", turns=[
            ("Marisol", "Dev! My brother Rafa just started as a nurse at St. James's hospital in Leeds."),
            ("Dev", "That's great. Night shifts?"),
            ("Marisol", "Mostly, yes. How's the bakery plan going?"),
            ("Dev", "I signed the lease for the shop on Calder Street! Opening is planned for September."),
            ("Marisol", "Amazing. What will it be called?"),
            ("Dev", "Crumb & Co."),
        ]),
        dict(sid="D2", date="2:05 pm on 19 July, 2023", turns=[
            ("Marisol", "I went to a glassblowing workshop last Saturday and made a very wonky bowl."),
            ("Dev", "Ha, I'd love to try that."),
            ("Marisol", "Also, my cousin Lucia got a job as a paramedic in Manchester."),
            ("Dev", "Tell her congrats! The oven for Crumb & Co. arrives next week."),
        ]),
        dict(sid="D3", date="10:15 am on 8 August, 2023", turns=[
            ("Dev", "The oven is installed. We did a test bake of 60 croissants."),
            ("Marisol", "Save me one!"),
            ("Marisol", "Rafa says hi, by the way. He has switched to day shifts."),
            ("Dev", "Good for him."),
        ]),
    ],
    mem0=dict(
        provenance_gap=True,
        script={
            "U5:D1:1": dict(facts=["Marisol's brother Rafa works as a nurse at St. James's hospital in Leeds"], labels=["rafa"]),
            "U5:D1:3": dict(facts=["Marisol's brother Rafa mostly works night shifts"],
                            events=[dict(event="UPDATE", target="rafa",
                                         text="Marisol's brother Rafa works as a nurse at St. James's hospital in Leeds, mostly on night shifts")]),
            "U5:D1:4": dict(facts=["Dev signed the lease for a bakery shop on Calder Street",
                                   "Dev plans to open the bakery in September 2023"], labels=["lease", "opening"]),
            "U5:D1:6": dict(facts=["Dev's bakery will be called Crumb & Co."], labels=["bakery-name"]),
            "U5:D2:1": dict(facts=["Marisol went to a glassblowing workshop last Saturday and made a wonky bowl"], labels=["glass"]),
            # PLANTED FAULT (UpdateError): a fact about the cousin overwrites the brother's unit.
            "U5:D2:3": dict(facts=["Marisol's cousin Lucia got a job as a paramedic in Manchester"],
                            events=[dict(event="UPDATE", target="rafa",
                                         text="Marisol's brother Rafa works as a paramedic in Manchester")]),
            "U5:D2:4": dict(facts=["The oven for Dev's bakery Crumb & Co. arrives next week"], labels=["oven"]),
            "U5:D3:1": dict(facts=["Dev's bakery oven is installed", "Dev did a test bake of 60 croissants"],
                            events=[dict(event="UPDATE", target="oven", text="The oven for Dev's bakery Crumb & Co. is installed"),
                                    dict(event="ADD", text="Dev did a test bake of 60 croissants", label="croissants")]),
            "U5:D3:3": dict(facts=["Marisol's brother Rafa has switched to day shifts"],
                            events=[dict(event="UPDATE", target="rafa",
                                         text="Marisol's brother Rafa works as a paramedic in Manchester and has switched to day shifts")]),
        }),
    questions=[
        dict(id="locomo-qa-5-0", question="What is Marisol's brother Rafa's job, and where does he work?", category=4,
             type="single-hop", evidence=["U5:D1:1"], date="10:15 am on 8 August, 2023",
             gold="He is a nurse at St. James's hospital in Leeds", prediction="He is a paramedic in Manchester.",
             keys=["nurse", "leeds"],
             fault=dict(type="UpdateError", op=("update_memory_decision", "U5:D2:3"),
                        why="Rafa's unit held 'nurse at St. James's hospital in Leeds' (@1, and @2 after the correct "
                            "night-shift UPDATE). The fact about cousin Lucia was extracted correctly, but the update "
                            "decision UPDATEd Rafa's unit with the cousin's job and city (@3). The later day-shift UPDATE "
                            "(@4) is locally correct given @3. A held fact was degraded by an update -> UpdateError at "
                            "the U5:D2:3 decision. In this provenance-gap graph the decision's existing_memories is only a "
                            "count; the link to Rafa's unit is the mutation edge @2 -> @3.")),
        dict(id="locomo-qa-5-1", question="When did Marisol go to the glassblowing workshop?", category=2, type="temporal",
             evidence=["U5:D2:1"], date="10:15 am on 8 August, 2023", gold="Saturday, 15 July 2023",
             prediction="On 19 July 2023.", keys=["last saturday", "19 july, 2023"],
             fault=dict(type="ResponseError", op=("question-answering", "locomo-qa-5-1"),
                        why="The unit 'Marisol went to a glassblowing workshop last Saturday ...' kept the relative time "
                            "and carries the message timestamp '2:05 pm on 19 July, 2023' (a Wednesday); it was "
                            "retrieved and rendered with that timestamp, so 'last Saturday' = 15 July 2023 was derivable "
                            "(the QA prompt even asks to resolve relative dates). The answer model returned the memory's "
                            "timestamp instead -> ResponseError.")),
        dict(id="locomo-qa-5-2", question="What is Dev's bakery called, and on which street is it?", category=1,
             type="multi-hop", evidence=["U5:D1:4", "U5:D1:6"], date="10:15 am on 8 August, 2023",
             gold="Crumb & Co., on Calder Street", prediction="Crumb & Co., on Calder Street.",
             keys=["crumb & co", "calder street"]),
        dict(id="locomo-qa-5-3", question="How many croissants were in Dev's test bake?", category=4, type="single-hop",
             evidence=["U5:D3:1"], date="10:15 am on 8 August, 2023", gold="60", prediction="60 croissants.",
             keys=["60 croissants"]),
    ],
))

# ---------------------------------------------------------------------------------------------------------
# M5  Mem0 / LongMemEval shape / full provenance — extraction drops the second clause of a two-part message
# ---------------------------------------------------------------------------------------------------------
FIXTURES.append(dict(
    name="mem0_longmemeval_longmemeval-b3e0c9a7", system="mem0", dataset="longmemeval", traj="longmemeval-b3e0c9a7",
    qid="b3e0c9a7", user_id="longmemeval-b3e0c9a7", speakers=["user", "assistant"], asker="user", seed=2509,
    clock=_dt.datetime(2026, 2, 20, 15, 51, 12, 505000), top_k=5,
    traj_metadata={"question_id": "b3e0c9a7", "question_type": "knowledge-update"},
    sessions=[
        dict(sid="answer_b3e0c9a7_1", date="2023/06/02 (Fri) 20:10", turns=[
            ("user", "Can you help me put together a monthly budget? My rent is $1,300 a month and I take home about $4,100."),
            ("assistant", "Sure. Start with rent, then groceries, transport and savings; a 50/30/20 split leaves about $820 a month for savings."),
        ]),
        dict(sid="sharegpt_T7pd0Qa_3", date="2023/06/11 (Sun) 15:42", turns=[
            ("user", "What's a good beginner strength routine for three days a week?"),
            ("assistant", "A full-body routine: squats, push-ups, rows, lunges and planks, three sets each."),
        ]),
        dict(sid="answer_b3e0c9a7_2", date="2023/06/20 (Tue) 09:05", turns=[
            ("user", "Two updates: I switched my gym membership to PulseFit, and my landlord says the rent goes up to $1,450 starting August 1.", "has_answer"),
            ("assistant", "Thanks for the update! Want me to rework the budget with the new numbers?"),
            ("user", "Later, maybe. PulseFit has a pool, which I love."),
            ("assistant", "A pool is great for recovery days."),
        ]),
        dict(sid="ultrachat_51877", date="2023/07/03 (Mon) 12:25", turns=[
            ("user", "Any cheap meal-prep ideas for busy weeks?"),
            ("assistant", "Sheet-pan chicken with vegetables, lentil chili and overnight oats are cheap and quick."),
        ]),
        dict(sid="sharegpt_Hn2wq8R_0", date="2023/07/18 (Tue) 18:50", turns=[
            ("user", "How do I politely ask my landlord to fix a dripping tap?"),
            ("assistant", "Keep it short: describe the problem, say when it started, and ask for a repair window."),
        ]),
    ],
    mem0=dict(script={
        "answer_b3e0c9a7_1_turn_0": dict(facts=["Rent is $1,300 a month", "Take-home pay is about $4,100 a month"],
                                         labels=["rent", "pay"]),
        "sharegpt_T7pd0Qa_3_turn_0": dict(facts=["Wants a beginner strength routine for three days a week"], labels=["routine"]),
        # PLANTED FAULT (ExtractionError): the rent clause of the two-part message is dropped.
        "answer_b3e0c9a7_2_turn_0": dict(facts=["Switched gym membership to PulseFit"], labels=["gym"]),
        "answer_b3e0c9a7_2_turn_2": dict(facts=["PulseFit has a pool, which they love"],
                                         events=[dict(event="UPDATE", target="gym",
                                                      text="Switched gym membership to PulseFit, which has a pool they love")]),
        "ultrachat_51877_turn_0": dict(facts=["Is looking for cheap meal-prep ideas for busy weeks"], labels=["mealprep"]),
        "sharegpt_Hn2wq8R_0_turn_0": dict(facts=["Has a dripping tap that the landlord needs to fix"], labels=["tap"]),
    }),
    questions=[
        dict(id="longmemeval-b3e0c9a7", question="How much is my monthly rent now, and since when?", type="knowledge-update",
             evidence=["answer_b3e0c9a7_2_turn_0"], date="2023/08/10 (Thu) 10:00",
             gold="$1,450 a month, since August 1, 2023", prediction="$1,300 a month.", keys=["1,450"],
             fault=dict(type="ExtractionError", op=("extract_facts", "answer_b3e0c9a7_2_turn_0"),
                        why="The message has two clauses (new gym; rent rises to $1,450 from August 1). extract_facts "
                            "returned only the gym fact, so the new rent never entered any memory unit and the old "
                            "'Rent is $1,300 a month' unit was never updated. Never captured -> ExtractionError; the "
                            "update decision, retrieval and answer are faithful to what was extracted.")),
    ],
))

# ---------------------------------------------------------------------------------------------------------
# L1  Long-Context / LongMemEval shape — trimming drops the evidence message
# ---------------------------------------------------------------------------------------------------------
FIXTURES.append(dict(
    name="long_context_longmemeval_longmemeval-e6a2d417", system="long_context", dataset="longmemeval",
    traj="longmemeval-e6a2d417", qid="e6a2d417", user_id="longmemeval-e6a2d417", speakers=["user", "assistant"],
    asker="user", seed=3101, clock=_dt.datetime(2026, 2, 23, 9, 5, 44, 66000), top_k=10, context_window=235,
    traj_metadata={"question_id": "e6a2d417", "question_type": "single-session-user"},
    sessions=[
        dict(sid="answer_e6a2d417_1", date="2023/09/01 (Fri) 21:15", turns=[
            ("user", "I met my friend Sunniva last night at a tiny wine bar called Vinkjeller, and she got me into Georgian amber wine. Can you explain what amber wine actually is?", "has_answer"),
            ("assistant", "Amber or orange wine is white wine made like red wine: the juice ferments on the grape skins for days or months, which gives it colour, tannin and a nutty, dried-fruit taste. In Georgia it is fermented in clay vessels called qvevri."),
        ]),
        dict(sid="sharegpt_Rk4vZ8m_0", date="2023/09/05 (Tue) 08:40", turns=[
            ("user", "Give me a quick shakshuka recipe for two people."),
            ("assistant", "Soften an onion and a red pepper in olive oil, add garlic, cumin and paprika, pour in a can of tomatoes and simmer for ten minutes. Make four wells, crack in the eggs, cover and cook until the whites are set."),
        ]),
        dict(sid="ultrachat_20451", date="2023/09/09 (Sat) 16:05", turns=[
            ("user", "My colleagues want after-work drinks on Friday. We usually go to Bar Brutal for cocktails. Any good non-alcoholic cocktails to order?"),
            ("assistant", "Try a virgin mojito, a ginger and lime fizz, or a non-alcoholic gin and tonic; most cocktail bars can make all three."),
        ]),
        dict(sid="sharegpt_Mn0cQ3p_2", date="2023/09/14 (Thu) 19:30", turns=[
            ("user", "How do I keep basil alive on a windowsill?"),
            ("assistant", "Give it about six hours of light, water when the top of the soil feels dry, and pinch off flower buds so it keeps growing leaves."),
            ("user", "It's a north-facing window, sadly."),
            ("assistant", "Then add a small grow light for a few hours a day, and rotate the pot every few days."),
        ]),
        dict(sid="ultrachat_66318", date="2023/09/20 (Wed) 12:10", turns=[
            ("user", "What's the difference between a qvevri and an amphora?"),
            ("assistant", "Qvevri are large egg-shaped Georgian clay vessels that are buried in the ground for fermentation and ageing; amphorae are the ancient Mediterranean jars mainly used for transport and storage above ground."),
        ]),
    ],
    questions=[
        dict(id="longmemeval-e6a2d417", question="What was the name of the wine bar where I met Sunniva?",
             type="single-session-user", evidence=["answer_e6a2d417_1_turn_0"], date="2023/09/25 (Mon) 20:00",
             gold="Vinkjeller", prediction="Bar Brutal.", keys=["vinkjeller"],
             fault=dict(type="UpdateError", op=("memory_update_trimming", "answer_e6a2d417_1_turn_0"),
                        why="The evidence message entered the single memory unit at its own memory_update. A later "
                            "memory_update (context_window=235 tokens) trimmed the oldest messages and removed it; every "
                            "later version lacks it and retrieval passes the latest version through. A unit held the "
                            "information and an update removed it -> UpdateError at the memory_update that trimmed it "
                            "(the first version without the message).")),
    ],
))

# ---------------------------------------------------------------------------------------------------------
# L2  Long-Context / RealMem shape / online questions — the window still holds the answer, the model misreads it
# ---------------------------------------------------------------------------------------------------------
_L2 = ["41c7e0d2-8b3a-4f55-9d16-3e2a7c0b9f84", "7d09b3e5-2c61-4a8f-b7e4-95f1d0c3a6b2",
       "b8e2f4a1-6d37-4c09-8a5e-1f7c3b9d2e60"]
FIXTURES.append(dict(
    name="long_context_realmem_realmem-Joaquin_Reyes", system="long_context", dataset="realmem",
    traj="realmem-Joaquin_Reyes", persona="Joaquin_Reyes", user_id="realmem-Joaquin_Reyes",
    speakers=["Joaquin Reyes", "assistant"], asker="Joaquin Reyes", seed=3203,
    clock=_dt.datetime(2026, 2, 24, 17, 30, 2, 911000), top_k=10, context_window=190,
    traj_metadata={"persona": "Joaquin_Reyes", "project": "home brewing", "online_evaluation": True},
    sessions=[
        dict(sid=_L2[0], date="2024-04-02 19:00", turns=[
            ("user", "I brewed my first saison on Sunday, a 20-litre batch with a Belgian yeast."),
            ("assistant", "Nice! Saison yeast likes it warm; keep the fermenter around 24 to 26 degrees."),
            ("user", "It's in the spare room, which sits at about 23 degrees."),
            ("assistant", "That's fine; you can let it rise a degree or two after a few days."),
        ]),
        dict(sid=_L2[1], date="2024-04-12 20:10", turns=[
            ("user", "Gravity readings were 1.010 on Tuesday and 1.008 today."),
            ("assistant", "It's still dropping, so wait until the reading is stable for three days."),
            ("user", "I was going to bottle it on Thursday, but since the gravity isn't stable I'll bottle it on Sunday instead."),
            ("assistant", "Good call. Bottling too early risks over-carbonation."),
        ]),
        dict(sid=_L2[2], date="2024-04-22 18:45", turns=[
            ("user", "Bottled 52 bottles! I used 120 g of dextrose for priming."),
            ("assistant", "That's about right for a lively saison."),
            ("user", "Next brew will be a dry stout, probably in May."),
            ("assistant", "A dry stout ferments cooler, around 18 to 20 degrees, so the spare room may need a cooler corner."),
        ]),
    ],
    questions=[
        dict(id="realmem-Joaquin_Reyes-q1", question="How big was my first saison batch?", type="single-session",
             evidence=[f"{_L2[0]}-0"], date="2024-04-12 20:20", ask_after=_L2[1], gold=["20 litres"],
             prediction="20 litres.", keys=["20-litre"]),
        dict(id="realmem-Joaquin_Reyes-q2", question="Which day did I decide to bottle the saison?", type="single-session",
             evidence=[f"{_L2[1]}-2"], date="2024-04-22 18:55", ask_after=_L2[2],
             gold=["Sunday (instead of Thursday, because the gravity was not yet stable)"], prediction="Thursday.",
             keys=["bottle it on sunday"],
             fault=dict(type="ResponseError", op=("question-answering", "realmem-Joaquin_Reyes-q2"),
                        why="The memory unit retrieved for this question still holds the whole decision message ('I was "
                            "going to bottle it on Thursday, but ... I'll bottle it on Sunday instead'); the trims so far "
                            "removed only session-1 messages. Retrieval passed that version into the context, so the "
                            "context had the evidence and the answer model picked the abandoned plan -> ResponseError.")),
        dict(id="realmem-Joaquin_Reyes-q3", question="How many bottles did the saison fill, and how much priming sugar did I use?",
             type="single-session", evidence=[f"{_L2[2]}-0"], date="2024-04-22 18:56", ask_after=_L2[2],
             gold=["52 bottles, with 120 g of dextrose"], prediction="52 bottles, primed with 120 g of dextrose.",
             keys=["52 bottles", "120 g"]),
    ],
))

# ---------------------------------------------------------------------------------------------------------
# R1  Naive RAG / LoCoMo shape — the chunk with the answer is not in the top-k
# ---------------------------------------------------------------------------------------------------------
FIXTURES.append(dict(
    name="rag_locomo_locomo-8", system="rag", dataset="locomo", traj="locomo-8", sample_idx=8, user_id="locomo-8",
    speakers=["Noor", "Felix"], asker="evaluator", seed=4101, clock=_dt.datetime(2026, 2, 25, 10, 40, 21, 333000),
    top_k=3, max_tokens=50, traj_metadata={"sample_id": "heldout-locomo-8", "speaker_a": "Noor", "speaker_b": "Felix"},
    sessions=[
        dict(sid="D1", date="7:05 am on 16 April, 2023", turns=[
            ("Noor", "Felix, I ran the Rotterdam half marathon yesterday! Finished in 1:52:40."),
            ("Felix", "Under two hours! That was your goal, right?"),
            ("Noor", "Yes, I was aiming for sub-2. My legs are wrecked though."),
            ("Felix", "My 10k last month took 48 minutes, and I thought that was hard."),
            ("Noor", "48 is fast! Are you training for anything?"),
            ("Felix", "The Utrecht 10k in June. I'm hoping for 46 minutes."),
        ]),
        dict(sid="D2", date="6:40 pm on 3 May, 2023", turns=[
            ("Felix", "I started baking sourdough. My first loaf was a brick."),
            ("Noor", "Everyone's first loaf is a brick. Did you name your starter?"),
            ("Felix", "Of course. Doughbi-Wan."),
            ("Noor", "Amazing. I've been doing easy 5k recovery runs, around 31 minutes each."),
            ("Felix", "Any big races next?"),
            ("Noor", "Thinking about the full Rotterdam marathon next April. Four hours would be a dream time."),
        ]),
        dict(sid="D3", date="1:15 pm on 21 May, 2023", turns=[
            ("Felix", "Loaf number four actually rose! Crispy crust and everything."),
            ("Noor", "Proud of you. Bring me a slice."),
            ("Noor", "I also bought new running shoes, the Saucony Endorphin Speed."),
            ("Felix", "Fancy. Did they help?"),
            ("Noor", "I ran a 5k in 27 minutes yesterday, a new personal best."),
        ]),
    ],
    # PLANTED FAULT (RetrievalError): the embedding favours chunks about other race times.
    query_bias={"locomo-qa-8-0": {"U8:D1:1": -0.7, "U8:D1:3": 0.3}},
    questions=[
        dict(id="locomo-qa-8-0", question="What was Noor's finishing time in the Rotterdam half marathon?", category=4,
             type="single-hop", evidence=["U8:D1:1"], date="1:15 pm on 21 May, 2023", gold="1:52:40, just under two hours",
             prediction="Her exact finishing time isn't given; she was aiming for under two hours.", keys=["1:52:40"],
             fault=dict(type="RetrievalError", op=("search", "locomo-qa-8-0"),
                        why="U8:D1:1 went into the buffer, was emitted into a document and stored as a memory unit "
                            "unchanged. memory_system.retrieve (top_k=3) ranked chunks about other race times (the "
                            "10k times, the planned full marathon, the 5k personal best) above it, so the context lacks "
                            "it: the store held the information, retrieval failed -> RetrievalError.")),
        dict(id="locomo-qa-8-1", question="What did Felix name his sourdough starter?", category=4, type="single-hop",
             evidence=["U8:D2:3"], date="1:15 pm on 21 May, 2023", gold="Doughbi-Wan", prediction="Doughbi-Wan.",
             keys=["doughbi-wan"]),
        dict(id="locomo-qa-8-2", question="Which running shoes did Noor buy?", category=4, type="single-hop",
             evidence=["U8:D3:3"], date="1:15 pm on 21 May, 2023", gold="Saucony Endorphin Speed",
             prediction="The Saucony Endorphin Speed.", keys=["saucony endorphin speed"]),
        dict(id="locomo-qa-8-3", question="What time is Felix hoping for in the Utrecht 10k?", category=4, type="single-hop",
             evidence=["U8:D1:6"], date="1:15 pm on 21 May, 2023", gold="46 minutes", prediction="46 minutes.",
             keys=["46 minutes"]),
    ],
))

# ---------------------------------------------------------------------------------------------------------
# R2  Naive RAG / RealMem shape / online questions — the chunker truncates an over-long message in the buffer
# ---------------------------------------------------------------------------------------------------------
_R2 = ["5e9a1c3d-0f7b-4e28-b6d4-8c2a7f1e9b03", "c3f6d8a0-4b1e-4d97-a2c5-7e0b9f3d1a68",
       "81a4e7c2-9d05-4b3f-8e61-2c7d0a5f4b9e"]
FIXTURES.append(dict(
    name="rag_realmem_realmem-Hanne_Lykke", system="rag", dataset="realmem", traj="realmem-Hanne_Lykke",
    persona="Hanne_Lykke", user_id="realmem-Hanne_Lykke", speakers=["Hanne Lykke", "assistant"], asker="Hanne Lykke",
    seed=4203, clock=_dt.datetime(2026, 2, 26, 12, 0, 17, 842000), top_k=3, max_tokens=70,
    traj_metadata={"persona": "Hanne_Lykke", "project": "PhD defence", "online_evaluation": True},
    sessions=[
        dict(sid=_R2[0], date="2024-09-02 10:00", turns=[
            ("user", "I'm in the last stretch of my PhD on coastal erosion models. My supervisor, Dr. Okafor, wants the full draft by October 1."),
            ("assistant", "That's tight but doable. Do you have a chapter plan?"),
            ("user", "Five chapters, and the methods chapter is the messiest."),
            ("assistant", "Start with the methods chapter while the details are fresh."),
        ]),
        dict(sid=_R2[1], date="2024-09-30 16:20", turns=[
            ("user", "Long update, sorry. The draft went to Dr. Okafor on Friday, two days early, and she has already sent "
                     "back comments on chapters two and four, mostly about the sediment transport equations and how I "
                     "calibrated the wave model against the 2019 storm data, which she thinks needs a sensitivity analysis "
                     "before the committee sees it. The external examiner, Professor Lindqvist from Uppsala, has confirmed "
                     "too. Most importantly, the defence date is now fixed: 21 November at 10:00 in room B-214."),
            ("assistant", "Congratulations on submitting early! Do you want help planning the sensitivity analysis?"),
            ("user", "Yes please, but first I need to book travel for Professor Lindqvist."),
            ("assistant", "Book early; flights from Stockholm fill up quickly in late autumn."),
        ]),
        dict(sid=_R2[2], date="2024-10-14 09:30", turns=[
            ("user", "The pre-defence rehearsal with my lab is on 7 November."),
            ("assistant", "A rehearsal two weeks before is ideal."),
            ("user", "I also booked a room at Cafe Strand for the party afterwards."),
        ]),
    ],
    questions=[
        dict(id="realmem-Hanne_Lykke-q1", question="Who is my PhD supervisor?", type="single-session",
             evidence=[f"{_R2[0]}-0"], date="2024-09-30 16:30", ask_after=_R2[1], gold=["Dr. Okafor"],
             prediction="Dr. Okafor.", keys=["okafor"]),
        dict(id="realmem-Hanne_Lykke-q2", question="When and where is my thesis defence?", type="single-session",
             evidence=[f"{_R2[1]}-0"], date="2024-10-14 09:40", gold=["21 November at 10:00, in room B-214"],
             prediction="The date isn't given; the pre-defence rehearsal with your lab is on 7 November.", keys=["b-214"],
             fault=dict(type="ExtractionError", op=("message_buffer_update", f"{_R2[1]}-0"),
                        why="The long update message is longer than the 70-token chunk budget. Its "
                            "message_buffer_update (which also emitted the previous chunk correctly) put a copy cut to "
                            "70 tokens into the buffer, dropping the last sentence with the defence date and room. The "
                            "next message's op emitted that truncated buffer faithfully as a document and add stored it, "
                            "so the date/room never reached any memory unit -> ExtractionError at the op that truncated "
                            "it.")),
        dict(id="realmem-Hanne_Lykke-q3", question="Who is the external examiner for my defence?", type="single-session",
             evidence=[f"{_R2[1]}-0"], date="2024-10-14 09:41", gold=["Professor Lindqvist from Uppsala"],
             prediction="Professor Lindqvist from Uppsala.", keys=["lindqvist from uppsala"]),
    ],
))


# =========================================================================================================
# Recording, annotation (§2.1) and export
# =========================================================================================================

RUNNERS = {"mem0": Mem0Run, "long_context": LCRun, "rag": RAGRun, "evermemos": EverMemOSRun}
OP_NAMES = {
    "extract_facts": "memory_system.extract_facts", "update_memory_decision": "memory_system.update_memory_decision",
    "search": None, "question-answering": "question-answering", "extract_memory": "memory_system.extract_memory",
    "flush": "memory_system.message_buffer_update", "message_buffer_update": "memory_system.message_buffer_update",
    "agentic_final_rerank": "memory_system.agentic_final_rerank", "hybrid_retrieval": "memory_system.hybrid_retrieval",
    "memory_update_trimming": "memory_system.memory_update",
}


def _normalize_paths(data: dict) -> None:
    """Call-site filenames made machine-independent (repo-relative; stdlib files as <stdlib>/name)."""
    def norm(path: str) -> str:
        if path.startswith(REPO + os.sep):
            return os.path.relpath(path, REPO)
        m = re.search(r"/lib/python3\.\d+/(.*)$", path)
        if m:
            return "<stdlib>/" + m.group(1)
        return path
    for key in ("nodes", "edges", "operations", "sessions"):
        for rec in data["data"][key]:
            if "filename" in rec:
                rec["filename"] = norm(rec["filename"])
                rec["trigger_point"] = f"{rec['filename']}:{rec['lineno']}"


def record(fx: dict) -> tuple[bytes, dict]:
    expand_sessions(fx)
    run = RUNNERS[fx["system"]](fx)
    graph = run.run()
    data = graph.export_graph()
    annotations = []
    info = {"fixture": fx["name"], "cases": []}
    for q in fx["questions"]:
        f = q.get("fault")
        res = run.results[q["id"]]
        if not f:
            continue
        op_id = run.oplog[tuple(f["op"])]
        op = graph.get_operation(op_id)
        want = OP_NAMES.get(f["op"][0])
        assert want is None or op.op_name == want, (fx["name"], f["op"], op.op_name)
        annotations.append({
            "query_id": res["query_id"],
            "query": q["question"],
            "golden_answers": q["gold"],
            "golden_answers_id": res["gold_id"],
            "prediction": q["prediction"],
            "prediction_id": res["prediction_id"],
            "source_evidence_ids": [run.msg_rv[mid].full_node_id for mid in q["evidence"]],
            "final_error_type": f["type"],
            "final_op_id": op_id,
        })
        info["cases"].append({"query_id": res["query_id"], "op_name": op.op_name, "op_id": op_id, "type": f["type"],
                              "ranking": res.get("ranking")})
    data["data"]["annotations"] = annotations
    _normalize_paths(data)
    # the file must load back as an ExecNetwork (what the reference loader does first)
    ExecNetwork.import_graph(json.loads(json.dumps(data)))
    raw = json.dumps(data, ensure_ascii=False).encode("utf-8")
    buf = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=buf, mtime=0, compresslevel=9) as gz:
        gz.write(raw)
    info["counts"] = {k: len(data["data"][k]) for k in ("nodes", "edges", "operations", "sessions")}
    return buf.getvalue(), info


def readme_table() -> str:
    shape = {"locomo": "LoCoMo", "longmemeval": "LongMemEval", "realmem": "RealMem"}
    rows = ["| fixture | system | dataset shape | question | golden answer | planted fault -> annotated op | type | why this type (§3.4) |",
            "|---|---|---|---|---|---|---|---|"]
    for fx in FIXTURES:
        for q in fx["questions"]:
            f = q.get("fault")
            if not f:
                continue
            gold = q["gold"] if isinstance(q["gold"], str) else "; ".join(q["gold"])
            op = OP_NAMES.get(f["op"][0]) or {"mem0": "memory_system.search_vector_store", "rag": "memory_system.retrieve"}[fx["system"]]
            where = f"`{op}` ({f['op'][1]})"
            rows.append(f"| `{fx['name']}.json.gz` | {fx['system']} | {shape[fx['dataset']]} | {q['question']} | {gold} | "
                        f"{where} | {f['type']} | {f['why']} |")
    return "\n".join(rows)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true", help="re-record in memory and compare with the files on disk")
    ap.add_argument("--table", action="store_true", help="print the README table of planted faults")
    ap.add_argument("--out", default=OUT_DIR)
    args = ap.parse_args()
    if args.table:
        print(readme_table())
        return 0
    _install_determinism()
    os.makedirs(args.out, exist_ok=True)
    bad = 0
    for fx in FIXTURES:
        blob, info = record(fx)
        path = os.path.join(args.out, fx["name"] + ".json.gz")
        if args.check:
            same = os.path.exists(path) and open(path, "rb").read() == blob
            bad += not same
            print(("same " if same else "DIFF ") + path)
            continue
        with open(path, "wb") as fh:
            fh.write(blob)
        print(f"{fx['name']}: {info['counts']} -> {len(blob)} bytes")
        for c in info["cases"]:
            print(f"    {c['query_id']}: {c['type']} @ {c['op_name']} {c['op_id']}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
