#!/usr/bin/env python
"""Record the second batch of held-out reference-format graphs (``fixtures_heldout2/``).

    python tests/reference/record_heldout2.py            # (re)write fixtures_heldout2/*.json.gz
    python tests/reference/record_heldout2.py --check    # re-record in memory, compare with the files

Every graph is recorded with smartcomment 0.1.2's real API (``comment_graph``, ``comment_session``,
``comment_variable``, ``comment_op``, ``comment_op_scope``, ``comment_link``, ``comment_mutation``,
``IdentityRegistry``), the way MemBase instruments its four MemTraceBench systems: Long-Context,
Naive RAG, Mem0 and EverMemOS. The lifecycle follows MemBase: construction (one session per dialogue
session plus a finalization session) -> export -> re-import -> ``memory_search`` session -> export ->
re-import -> ``memory_evaluation`` session (``question-answering`` and ``llm-judge`` ops). The LLM,
embedder and reranker are scripted: their outputs are written in the fixture specs below, including
the planted faults. The annotation of every failed query (``data.annotations``, MemTraceBench schema)
is written here too, before any attribution engine has seen the graphs.

Reproducible bytes: smartcomment takes ids from ``uuid4`` and ``created_at`` from ``datetime.now()``
and offers no hook for either, so while recording this script swaps the module globals
``smartcomment.schema.{operation,session}.uuid4``, ``smartcomment.runtime.network.uuid4`` and
``smartcomment.schema.base.datetime`` for a seeded generator and a scripted clock (restored after
each graph). ``filename`` is stored relative to the repository root. gzip is written with mtime 0.
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import datetime as _dt
import gzip
import hashlib
import io
import json
import math
import random
import re
import sys
import uuid
from pathlib import Path
from typing import Any

import smartcomment.runtime.network as _sc_network
import smartcomment.schema.base as _sc_base
import smartcomment.schema.operation as _sc_operation
import smartcomment.schema.session as _sc_session
from smartcomment import (
    IdentityRegistry,
    comment_graph,
    comment_link,
    comment_mutation,
    comment_op,
    comment_op_scope,
    comment_session,
    comment_variable,
    disable_tracing,
    enable_tracing,
)
from smartcomment.runtime.network import ExecNetwork

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
OUT_DIR = HERE / "fixtures_heldout2"

# --------------------------------------------------------------------------------------------
# Determinism harness
# --------------------------------------------------------------------------------------------


class _Clock:
    """Scripted wall clock: every smartcomment timestamp advances it by 2 ms; LLM calls add more."""

    def __init__(self, start: _dt.datetime) -> None:
        self.t = start

    def tick(self) -> _dt.datetime:
        self.t += _dt.timedelta(milliseconds=2)
        return self.t

    def advance(self, ms: int) -> None:
        self.t += _dt.timedelta(milliseconds=ms)

    def jump_to(self, when: _dt.datetime) -> None:
        if when > self.t:
            self.t = when


CLOCK: _Clock | None = None


class _ScriptedDatetime(_dt.datetime):
    @classmethod
    def now(cls, tz=None):  # noqa: D401 - mirrors datetime.now
        assert CLOCK is not None
        return CLOCK.tick()


@contextlib.contextmanager
def deterministic(seed: str, start: _dt.datetime):
    global CLOCK
    rng = random.Random(hashlib.sha256(seed.encode()).hexdigest())

    def _uuid4() -> uuid.UUID:
        return uuid.UUID(int=rng.getrandbits(128), version=4)

    saved = (_sc_operation.uuid4, _sc_session.uuid4, _sc_network.uuid4, _sc_base.datetime)
    _sc_operation.uuid4 = _uuid4
    _sc_session.uuid4 = _uuid4
    _sc_network.uuid4 = _uuid4
    _sc_base.datetime = _ScriptedDatetime
    CLOCK = _Clock(start)
    try:
        yield rng
    finally:
        _sc_operation.uuid4, _sc_session.uuid4, _sc_network.uuid4, _sc_base.datetime = saved
        CLOCK = None


def llm_pause(ms: int) -> None:
    """Time an LLM / embedder / reranker call takes on the scripted clock."""
    if CLOCK is not None:
        CLOCK.advance(ms)


# --------------------------------------------------------------------------------------------
# Identity strategies registered the way MemBase registers them (§1.3)
# --------------------------------------------------------------------------------------------

IdentityRegistry.register("naive-rag-dict", lambda d: f"memory-unit-{d['id']}", exist_ok=True)
IdentityRegistry.register("mem0-dict", lambda d: f"memory-unit-{d['id']}", exist_ok=True)
IdentityRegistry.register("evermemos-dict", lambda d: f"memory-unit-{d['event_id']}", exist_ok=True)


def _json(v: Any) -> str:
    return json.dumps(v, ensure_ascii=False)


def named(name: str):
    return lambda _v: name


TOKEN_RE = re.compile(r"\w+|[^\w\s]")


def n_tokens(text: str) -> int:
    return len(TOKEN_RE.findall(text))


STOP = set("""a an the and or but of to in on at for with from by is are was were be been being do does did
have has had i you he she it we they me him her us them my your his its our their this that these those what
which who whom when where why how not no yes so if then than too very can could would should will just about
into over after before again also any some such only own same more most other up down out off as all there""".split())


def words(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z0-9£$]+", text.lower()) if w not in STOP and len(w) > 1}


def lexical_score(query: str, text: str) -> float:
    q, t = words(query), words(text)
    if not q or not t:
        return 0.0
    return len(q & t) / math.sqrt(len(t))


# --------------------------------------------------------------------------------------------
# Fixture specification
# --------------------------------------------------------------------------------------------


@dataclasses.dataclass
class M:
    """One dialogue message plus what the scripted memory system's LLM does with it."""

    speaker: str
    text: str
    facts: list[str] | None = None          # Mem0: scripted fact-extraction output
    acts: list[tuple] | None = None         # Mem0: scripted update decision
    # filled in by the runner
    key: str = ""
    mid: str = ""
    role: str = "user"
    timestamp: str = ""
    session: int = 0
    dia_id: str = ""


@dataclasses.dataclass
class S:
    start: str                  # "YYYY-MM-DD HH:MM"
    messages: list[M]
    uid: str = ""               # RealMem session uuid (filled in)


@dataclasses.dataclass
class Q:
    question: str
    golden: str
    evidence: list[str]                   # message keys "m<n>"
    prediction: str
    judge: str                            # judge reasoning
    category: int                         # LoCoMo-style category (1 multi-hop, 2 temporal, 3 open-domain, 4 single-hop)
    question_type: str
    key: list[str]                        # answer-bearing substrings, used only for self-checks of the recording
    fault: tuple[str, tuple] | None = None  # (error type, op key) for a failed, annotated query
    retrieve: dict | None = None          # scripted retrieval (system specific)
    qid: str = ""


@dataclasses.dataclass
class Fixture:
    stem: str
    split: str                  # long_context | rag | mem0 | evermemos
    dataset: str                # locomo | realmem
    traj: str
    sample_idx: int
    speakers: list[str]
    sessions: list[S]
    questions: list[Q]
    start: str                  # wall clock of the construction run
    config: dict = dataclasses.field(default_factory=dict)
    episodes: list[dict] | None = None   # EverMemOS: scripted segmentation + extraction

    @property
    def messages(self) -> list[M]:
        return [m for s in self.sessions for m in s.messages]


LAYER_TYPE = {"long_context": "LongContext", "rag": "NaiveRAG", "mem0": "Mem0", "evermemos": "EverMemOS"}
LLM_MODEL = "gpt-4.1-mini"
EMBEDDER = "Qwen3-Embedding-4B"
QA_MODEL = "gpt-4.1-mini"
JUDGE_MODEL = "claude-opus-4-5"

QA_PROMPT = """You answer a question about a long-term conversation between the users below, using only the retrieved memories.

# Memories
$context

# Question
$question

Rules: reason over the timestamps when the question is about time and turn relative dates ("yesterday", "last Monday") into calendar dates; give the shortest complete answer; if the memories do not contain the answer, say that the information is not available."""

JUDGE_PROMPT = """You grade an answer produced by a memory-augmented assistant.
You receive a question, the gold answer and the generated answer. Label the generated answer CORRECT if it refers to the same thing as the gold answer, even when it is longer or phrased differently; be lenient about date formats (e.g. "9 May" vs "May 9, 2024") as long as the date is the same. Otherwise label it WRONG.
Return JSON: {"reasoning": "<one sentence>", "label": "CORRECT" | "WRONG"}

Question: $question
Gold answer: $golden_answer
Generated answer: $generated_answer"""

CONTEXT_BUILDERS = {
    "long_context": '''def build_context(memories):
    """The single long-context unit is passed to the answer model verbatim."""
    return "\\n".join(m["content"] for m in memories)
''',
    "rag": '''def build_context(memories, max_chars_per_memory={limit}):
    """Concatenate the retrieved chunks, each cut to max_chars_per_memory characters."""
    blocks = []
    for i, m in enumerate(memories, 1):
        blocks.append(f"[Chunk {{i}}]\\n" + m["content"][:max_chars_per_memory])
    return "\\n\\n".join(blocks)
''',
    "mem0": '''def build_context(memories):
    """One line per retrieved Mem0 memory: its timestamp and its text."""
    return "\\n".join(f"- [{m['timestamp']}] {m['memory']}" for m in memories)
''',
    "evermemos": '''def build_context(memories):
    """One block per retrieved episodic memory: the event timestamp and the episode text."""
    return "\\n\\n".join(f"[{m['timestamp']}] {m['episode']}" for m in memories)
''',
}


def fmt_line(m: M) -> str:
    return f"[{m.timestamp}] {m.speaker}: {m.text}"


# --------------------------------------------------------------------------------------------
# Common recording helpers
# --------------------------------------------------------------------------------------------


class Recorder:
    """Shared state of one recording: the fixture, op ids by key, message handles."""

    def __init__(self, fx: Fixture, rng: random.Random) -> None:
        self.fx = fx
        self.rng = rng
        self.ops: dict[tuple, str] = {}
        self.msg_by_key = {m.key: m for m in fx.messages}

    def new_id(self) -> str:
        return str(uuid.UUID(int=self.rng.getrandbits(128), version=4))

    # -- messages -------------------------------------------------------------------------
    def message_var(self, m: M):
        value = {"content": m.text, "name": m.speaker, "role": m.role, "timestamp": m.timestamp}
        meta: dict[str, Any] = {"timestamp": m.timestamp, "speakers": self.fx.speakers}
        if self.fx.dataset == "locomo":
            meta.update({"dia_id": m.dia_id, "session": f"session_{m.session}", "speaker": m.speaker})
        else:
            meta.update({"session_uuid": self.fx.sessions[m.session - 1].uid, "turn": int(m.mid.rsplit("-", 1)[1]),
                         "role": m.role})
        return comment_variable(
            value, to_runtime=True, id_strategy=named(m.mid), encoding_fn=_json, category="message",
            comment=f"Input message {m.mid} of the {self.fx.dataset} trajectory.", metadata=meta,
        )

    # -- evaluation ------------------------------------------------------------------------
    def query_value(self, q: Q) -> dict:
        ts = self.fx.config["question_timestamp"]
        return {"content": q.question, "name": self.fx.speakers[0], "role": "user", "timestamp": ts}

    def query_var(self, q: Q):
        ev = [self.msg_by_key[k].mid for k in q.evidence]
        meta = {"evidence": ev, "category": q.category, "question_type": q.question_type,
                "timestamp": self.fx.config["question_timestamp"]}
        return comment_variable(
            self.query_value(q), to_runtime=True, id_strategy=named(q.qid), encoding_fn=_json,
            class_name="query", category="message & query", metadata=meta,
            comment="Evaluation question asked against the memory system.",
        )


def prompt_var(name: str, text: str, comment: str, class_name: str | None = None):
    return comment_variable(text, to_runtime=True, id_strategy=named(name), class_name=class_name,
                            encoding_fn=str, category="prompt", comment=comment)


def run_evaluation(rec: Recorder, refs_by_q: dict[str, list], context_fn, split: str) -> None:
    """question-answering + llm-judge for every query (§1.5)."""
    fx = rec.fx
    limit = fx.config.get("max_chars_per_memory", 4000)
    src = CONTEXT_BUILDERS[split].replace("{limit}", str(limit)).replace("{{i}}", "{i}")
    qa_prompt = prompt_var("question-answering-prompt", QA_PROMPT,
                           "string.Template used by the answer model; $context is filled by build_context.")
    judge_name = f"{fx.dataset}-judge"
    for q in fx.questions:
        query = rec.query_var(q)
        refs = refs_by_q[q.qid]
        context = context_fn(q)
        # self-check of the recording: answered-correctly and ResponseError cases have every answer-bearing
        # string in their context; the other failures have none of them
        if q.fault is None or q.fault[0] == "ResponseError":
            assert all(k in context for k in q.key), (fx.stem, q.qid, "answer not in context", q.key)
        else:
            assert not any(k in context for k in q.key), (fx.stem, q.qid, "answer in context", q.key)
        with comment_op_scope(
            op_name="question-answering", category="evaluation",
            comment="Build the context from the retrieved memories and answer the question with the QA model.",
            metadata={"qa_model": QA_MODEL, "source_code": src, "temperature": 0.0},
        ) as op:
            comment_op(
                inputs=refs, outputs=[(context, {"class_name": "context", "category": "memory_context",
                                                 "id_strategy": named(q.qid), "encoding_fn": str})],
                reuse_op=True, category="evaluation",
                comment="Retrieved memories are rendered into the context by build_context.",
            )
            context_rv = comment_variable(context, to_runtime=True, id_strategy=named(q.qid), class_name="context",
                                          encoding_fn=str, category="memory_context")
            llm_pause(1400)
            comment_op(
                inputs=[query, context_rv, qa_prompt],
                outputs=[(q.prediction, {"class_name": "prediction", "category": "llm_response",
                                         "id_strategy": named(q.qid), "encoding_fn": str})],
                reuse_op=True, category="evaluation",
                comment="The question, the context and the QA prompt template are sent to the answer model.",
            )
            rec.ops[("qa", q.qid)] = op.op_id
        prediction = comment_variable(q.prediction, to_runtime=True, id_strategy=named(q.qid),
                                      class_name="prediction", encoding_fn=str, category="llm_response")
        score = 0.0 if q.fault else 1.0
        label = "WRONG" if q.fault else "CORRECT"
        llm_pause(2100)
        rec.ops[("judge", q.qid)] = comment_op(
            inputs=[
                query, prediction,
                ([q.golden], {"class_name": "golden_answers", "id_strategy": named(q.qid), "encoding_fn": _json,
                              "category": "golden_answers"}),
                (JUDGE_PROMPT, {"class_name": "judge_prompt", "id_strategy": named(judge_name), "encoding_fn": str,
                                "category": "prompt"}),
            ],
            outputs=[
                ({"reasoning": q.judge, "label": label},
                 {"class_name": "judge_response", "id_strategy": named(q.qid), "encoding_fn": _json,
                  "category": "llm_response"}),
                (score, {"class_name": "judge_score", "id_strategy": named(q.qid), "category": "score"}),
            ],
            op_name="llm-judge", category="evaluation",
            comment="The judge model compares the prediction with the golden answers.",
            metadata={"judge_model": JUDGE_MODEL},
        ).op_id


def ref_options(strategy: str) -> dict:
    return {"id_strategy": strategy, "identity_only": True, "encoding_fn": _json, "category": "memory_entry"}


# --------------------------------------------------------------------------------------------
# Long-Context (§1.5): one memory unit, one comment_mutation per message, trim the oldest
# --------------------------------------------------------------------------------------------


class LongContext:
    def __init__(self, rec: Recorder) -> None:
        self.rec = rec
        self.buffer: list[str] = []
        self.keys: list[str] = []
        self.window = rec.fx.config["context_window"]
        self.sep = "\n"

    def _encode(self, buf: list[str]) -> str:
        return self.sep.join(buf)

    def add(self, m: M, msg_rv) -> None:
        with comment_mutation(
            target=self.buffer, inputs=[msg_rv], id_strategy=named("memory-unit"), encoding_fn=self._encode,
            category="memory_entry", comment="The single long-context memory unit (the retained message window).",
            mutation_name="memory_system.memory_update", mutation_category="update",
            mutation_comment="Merge the incoming message into the memory unit; drop the oldest messages while the "
                             "unit exceeds the context window.",
            mutation_metadata={"context_window": self.window, "separator": self.sep,
                               "tokenizer": "regex word/punctuation count", "llm_model": LLM_MODEL},
        ) as mu:
            self.buffer.append(fmt_line(m))
            self.keys.append(m.key)
            trimmed = []
            while n_tokens(self._encode(self.buffer)) > self.window:
                self.buffer.pop(0)
                trimmed.append(self.keys.pop(0))
        op_id = _last_op_for(mu.result.full_node_id)
        self.rec.ops[("memory_update", m.key)] = op_id
        for k in trimmed:
            self.rec.ops[("trim", k)] = op_id

    def finalize(self) -> None:
        pass

    def search(self, q: Q, query_rv) -> list:
        llm_pause(30)
        op = comment_op(
            inputs=[query_rv], outputs=[({"id": "memory-unit"}, {**ref_options(named("memory-unit"))})],
            op_name="memory_system.retrieve", category="retrieval",
            comment="Long-context retrieval returns the whole memory unit; k is ignored.",
            metadata={"top_k": self.rec.fx.config.get("top_k", 10)},
        )
        self.rec.ops[("retrieve", q.qid)] = op.op_id
        return [({"id": "memory-unit"}, ref_options(named("memory-unit")))]

    def context(self, q: Q) -> str:
        return self._encode(self.buffer)


def _current_graph() -> ExecNetwork:
    from smartcomment import current_graph
    g = current_graph()
    assert g is not None
    return g


# --------------------------------------------------------------------------------------------
# Naive RAG (§1.5): deferred token-budget buffer -> document -> memory unit; top-k retrieval
# --------------------------------------------------------------------------------------------


class NaiveRAG:
    def __init__(self, rec: Recorder) -> None:
        self.rec = rec
        self.buffer: list[str] = []
        self.buffer_keys: list[str] = []
        self.max_tokens = rec.fx.config["max_tokens"]
        self.units: list[dict] = []          # {"id", "content", "keys"}
        self.drop_on_flush = rec.fx.config.get("drop_on_flush")   # planted chunker fault

    def _encode(self, buf: list[str]) -> str:
        return _json(buf)

    def _buffer_rv(self):
        return comment_variable(self.buffer, to_runtime=True, id_strategy=named("message-buffer"),
                                encoding_fn=self._encode, category="message_buffer")

    def _add_document(self, doc: str, keys: list[str]) -> None:
        unit = {"content": doc, "id": self.rec.new_id()}
        llm_pause(120)
        op = comment_op(
            inputs=[(doc, {"category": "temporary_variable", "encoding_fn": str})],
            outputs=[(unit, {"id_strategy": "naive-rag-dict", "encoding_fn": _json, "category": "memory_entry",
                             "comment": "A Naive RAG memory unit: one chunk of consecutive messages."})],
            op_name="memory_system.add", category="update",
            comment="The emitted document is embedded and stored as a new memory unit.",
            metadata={"embedding_model": EMBEDDER},
        )
        self.units.append({**unit, "keys": keys})
        self.rec.ops[("add", len(self.units))] = op.op_id

    def add(self, m: M, msg_rv) -> None:
        line = fmt_line(m)
        pending: tuple[str, list[str]] | None = None
        with comment_op_scope(
            op_name="memory_system.message_buffer_update", category="update",
            comment="Append the message to the deferred buffer; when the buffer would exceed max_tokens, emit the "
                    "buffered messages as one document and start a new buffer.",
            metadata={"max_tokens": self.max_tokens, "mode": "deferred"},
        ) as op:
            if self.buffer and n_tokens("\n".join(self.buffer + [line])) > self.max_tokens:
                doc = "\n".join(self.buffer)
                comment_op(
                    inputs=[msg_rv, self._buffer_rv()],
                    outputs=[(doc, {"category": "temporary_variable", "encoding_fn": str})],
                    reuse_op=True, category="update",
                    comment="extraction: the buffer is full, its messages are emitted as a document.",
                )
                pending = (doc, list(self.buffer_keys))
                with comment_mutation(
                    target=self.buffer, inputs=[msg_rv], id_strategy=named("message-buffer"),
                    encoding_fn=self._encode, category="message_buffer", reuse_op=True,
                    mutation_category="update", mutation_comment="The buffer is reset after the flush.",
                ):
                    self.buffer.clear()
                    self.buffer_keys.clear()
                    if m.key != self.drop_on_flush:
                        self.buffer.append(line)
                        self.buffer_keys.append(m.key)
            else:
                with comment_mutation(
                    target=self.buffer, inputs=[msg_rv], id_strategy=named("message-buffer"),
                    encoding_fn=self._encode, category="message_buffer", reuse_op=True,
                    mutation_category="update", mutation_comment="The message is appended to the buffer.",
                ):
                    self.buffer.append(line)
                    self.buffer_keys.append(m.key)
            self.rec.ops[("buffer", m.key)] = op.op_id
        if pending:
            self._add_document(*pending)

    def finalize(self) -> None:
        if not self.buffer:
            return
        doc = "\n".join(self.buffer)
        keys = list(self.buffer_keys)
        with comment_op_scope(op_name="memory_system.finalize_memory_unit", category="update",
                              comment="Flush the remaining buffered messages into a final document.") as op:
            comment_op(inputs=[self._buffer_rv()], outputs=[(doc, {"category": "temporary_variable",
                                                                     "encoding_fn": str})],
                       reuse_op=True, category="update", comment="extraction: the final flush emits a document.")
            with comment_mutation(target=self.buffer, id_strategy=named("message-buffer"), encoding_fn=self._encode,
                                  category="message_buffer", reuse_op=True, mutation_category="update",
                                  mutation_comment="The buffer is cleared by the flush."):
                self.buffer.clear()
                self.buffer_keys.clear()
            self.rec.ops[("finalize",)] = op.op_id
        self._add_document(doc, keys)

    def unit_of(self, key: str) -> dict | None:
        for u in self.units:
            if key in u["keys"]:
                return u
        return None

    def search(self, q: Q, query_rv) -> list:
        k = self.rec.fx.config["top_k"]
        spec = q.retrieve or {}
        include = [self.unit_of(x) for x in spec.get("include", [])]
        exclude = {id(self.unit_of(x)) for x in spec.get("exclude", [])}
        scored = sorted(self.units, key=lambda u: (-lexical_score(q.question, u["content"]), u["id"]))
        chosen = []
        for u in include:
            if u is not None and u not in chosen:
                chosen.append(u)
        for u in scored:
            if len(chosen) >= k:
                break
            if u not in chosen and id(u) not in exclude:
                chosen.append(u)
        chosen.sort(key=lambda u: -lexical_score(q.question + " " + q.golden * spec.get("boost", 0), u["content"]))
        self.retrieved = getattr(self, "retrieved", {})
        self.retrieved[q.qid] = chosen
        refs = [({"id": u["id"]}, ref_options("naive-rag-dict")) for u in chosen]
        llm_pause(60)
        op = comment_op(inputs=[query_rv], outputs=refs, op_name="memory_system.retrieve", category="retrieval",
                        comment="Embed the query and return the top-k most similar memory units.",
                        metadata={"top_k": k, "embedding_model": EMBEDDER})
        self.rec.ops[("retrieve", q.qid)] = op.op_id
        return refs

    def context(self, q: Q) -> str:
        limit = self.rec.fx.config.get("max_chars_per_memory", 4000)
        return "\n\n".join(f"[Chunk {i}]\n" + u["content"][:limit] for i, u in enumerate(self.retrieved[q.qid], 1))


# --------------------------------------------------------------------------------------------
# Mem0 (§1.5): extract_facts -> update_memory_decision (ADD / UPDATE / DELETE) -> search_vector_store
# --------------------------------------------------------------------------------------------

FACT_PROMPT = """You are a personal-information organiser. Read the conversation message and list the facts about the speakers that are worth remembering: preferences, plans, events with their dates, people, places, numbers. Write each fact as a short standalone sentence that names the person it is about. Resolve relative dates against the message timestamp. Return JSON: {"facts": ["...", ...]}; return {"facts": []} when there is nothing to remember."""

UPDATE_PROMPT = """You manage a memory store. Compare the new facts with the existing memories and decide, for every memory, one event:
- ADD: a new fact that is not in memory (give it a new id);
- UPDATE: a fact about the same thing as an existing memory that adds or changes information; keep the same id and write the merged text, keeping every detail that is still true;
- DELETE: an existing memory that is contradicted or made redundant by the new facts;
- NONE: nothing changes.
Return JSON: {"memory": [{"id": "...", "text": "...", "event": "ADD|UPDATE|DELETE|NONE", "old_memory": "..."}]}"""


class Mem0:
    def __init__(self, rec: Recorder) -> None:
        self.rec = rec
        self.units: dict[str, dict] = {}   # key -> {"id","memory","timestamp"} (live Python objects)
        self.deleted: set[str] = set()

    def _unit_opts(self) -> dict:
        return {"id_strategy": "mem0-dict", "encoding_fn": _json, "category": "memory_entry",
                "comment": "A Mem0 memory unit."}

    def add(self, m: M, msg_rv) -> None:
        facts = m.facts or []
        raw = "```json\n" + _json({"facts": facts}) + "\n```"
        cleaned = _json({"facts": facts})
        with comment_op_scope(
            op_name="memory_system.extract_facts", category="extraction",
            comment="The fact-extraction LLM reads the message and returns the facts worth remembering.",
            metadata={"llm_model": LLM_MODEL},
        ) as op:
            fprompt = prompt_var("fact-extraction-system-prompt", FACT_PROMPT,
                                 "System prompt of Mem0's fact extraction.")
            llm_pause(900)
            raw_rv = comment_op(inputs=[msg_rv, fprompt],
                                outputs=[(raw, {"class_name": "raw_fact_extraction_response",
                                                "category": "llm_response", "encoding_fn": str})],
                                reuse_op=True, category="extraction",
                                comment="The message and the system prompt are sent to the extraction LLM.")
            del raw_rv
            raw_v = comment_variable(raw, to_runtime=True, class_name="raw_fact_extraction_response",
                                     category="llm_response", encoding_fn=str)
            comment_op(inputs=[raw_v], outputs=[(cleaned, {"class_name": "fact_extraction_response_with_code_block_removing",
                                                           "encoding_fn": str})],
                       reuse_op=True, category="extraction", comment="The code fence is removed from the response.")
            cleaned_v = comment_variable(cleaned, to_runtime=True,
                                         class_name="fact_extraction_response_with_code_block_removing", encoding_fn=str)
            comment_op(inputs=[cleaned_v], outputs=[(facts, {"class_name": "extracted_facts", "encoding_fn": _json})],
                       reuse_op=True, category="extraction", comment="The JSON is parsed into the list of facts.")
            self.rec.ops[("extract", m.key)] = op.op_id
        if not facts:
            return
        facts_rv = comment_variable(facts, to_runtime=True, class_name="extracted_facts", encoding_fn=_json)
        self._decide(m, facts, facts_rv)

    def _similar(self, facts: list[str], must: list[str]) -> list[str]:
        live = [k for k in self.units if k not in self.deleted]
        text = " ".join(facts)
        ranked = sorted(live, key=lambda k: (-lexical_score(text, self.units[k]["memory"]), k))
        out = [k for k in must if k in self.units]
        for k in ranked:
            if len(out) >= 5:
                break
            if k not in out and lexical_score(text, self.units[k]["memory"]) > 0:
                out.append(k)
        return out

    def _decide(self, m: M, facts: list[str], facts_rv) -> None:
        acts = m.acts or []
        must = [a[1] for a in acts if a[0] in ("UPDATE", "DELETE", "NONE")]
        similar = self._similar(facts, must)
        tmp_ids = {k: str(i) for i, k in enumerate(similar)}
        existing_text = _json([{"id": tmp_ids[k], "text": self.units[k]["memory"]} for k in similar])
        instruction = (UPDATE_PROMPT + "\n\nExisting memories:\n" + existing_text + "\n\nNew facts:\n" + _json(facts))
        decision: list[dict] = []
        acted = {a[1] for a in acts}
        next_tmp = len(similar)
        for k in similar:
            if k not in acted:
                decision.append({"id": tmp_ids[k], "text": self.units[k]["memory"], "event": "NONE"})
        for a in acts:
            if a[0] == "ADD":
                decision.append({"id": str(next_tmp), "text": a[2], "event": "ADD"})
                next_tmp += 1
            elif a[0] == "UPDATE":
                decision.append({"id": tmp_ids[a[1]], "text": a[2], "event": "UPDATE",
                                 "old_memory": self.units[a[1]]["memory"]})
            elif a[0] == "DELETE":
                decision.append({"id": tmp_ids[a[1]], "text": self.units[a[1]]["memory"], "event": "DELETE"})
            elif a[0] == "NONE":
                decision.append({"id": tmp_ids[a[1]], "text": self.units[a[1]]["memory"], "event": "NONE"})
        raw = _json({"memory": decision})
        with comment_op_scope(
            op_name="memory_system.update_memory_decision", category="update",
            comment="The update LLM compares the new facts with similar existing memories and decides ADD, UPDATE, "
                    "DELETE or NONE for each; the decisions are applied to the memory units.",
            metadata={"llm_model": LLM_MODEL, "similarity_search_limit": 5},
        ) as op:
            existing = comment_variable(f"Find {len(similar)} existing memories similar to the new facts.",
                                        to_runtime=True, class_name="existing_memories", encoding_fn=str)
            uprompt = prompt_var("memory-update-decision-prompt", UPDATE_PROMPT, "Mem0's memory update prompt.")
            comment_op(inputs=[facts_rv, existing, uprompt],
                       outputs=[(instruction, {"class_name": "memory_update_task_instruction", "encoding_fn": str,
                                               "category": "prompt"})],
                       reuse_op=True, category="update",
                       comment="Retrieved memories are inserted into the update instruction together with the facts.")
            instr_v = comment_variable(instruction, to_runtime=True, class_name="memory_update_task_instruction",
                                       encoding_fn=str, category="prompt")
            llm_pause(1300)
            comment_op(inputs=[instr_v], outputs=[(raw, {"class_name": "raw_memory_update_decision",
                                                         "encoding_fn": str, "category": "llm_response"})],
                       reuse_op=True, category="update", comment="The update LLM returns its decisions.")
            raw_v = comment_variable(raw, to_runtime=True, class_name="raw_memory_update_decision", encoding_fn=str,
                                     category="llm_response")
            for a in acts:
                if a[0] == "NONE":
                    continue
                if a[0] == "ADD":
                    unit = {"id": self.rec.new_id(), "memory": a[2], "timestamp": m.timestamp}
                    action = {"event": "ADD", "id": unit["id"], "text": a[2]}
                elif a[0] == "UPDATE":
                    u = self.units[a[1]]
                    action = {"event": "UPDATE", "id": u["id"], "text": a[2], "old_memory": u["memory"]}
                else:
                    u = self.units[a[1]]
                    action = {"event": "DELETE", "id": u["id"], "text": u["memory"]}
                comment_op(inputs=[raw_v], outputs=[(action, {"class_name": "update_action", "encoding_fn": _json})],
                           reuse_op=True, category="update", comment=f"A parsed {a[0]} action.")
                action_v = comment_variable(action, to_runtime=True, class_name="update_action", encoding_fn=_json)
                if a[0] == "ADD":
                    comment_op(inputs=[action_v], outputs=[(unit, self._unit_opts())], reuse_op=True,
                               category="update", comment="ADD: a new memory unit is created.")
                    self.units[a[1]] = unit
                elif a[0] == "UPDATE":
                    u = self.units[a[1]]
                    with comment_mutation(target=u, inputs=[action_v], id_strategy="mem0-dict", encoding_fn=_json,
                                          category="memory_entry", reuse_op=True, mutation_category="update",
                                          mutation_comment="UPDATE: the memory text is replaced by the merged text."):
                        u["memory"] = a[2]
                        u["timestamp"] = m.timestamp
                else:
                    u = self.units[a[1]]
                    unit_v = comment_variable(u, to_runtime=True, id_strategy="mem0-dict", encoding_fn=_json,
                                              category="memory_entry")
                    marker = ("DELETED", {"id_strategy": named(f"delete-marker-{u['id']}"), "encoding_fn": str,
                                          "category": "marker"})
                    comment_op(inputs=[unit_v, action_v], outputs=[marker], reuse_op=True, category="update",
                               comment="DELETE: the memory unit is removed from the store.")
                    self.deleted.add(a[1])
            self.rec.ops[("update", m.key)] = op.op_id

    def finalize(self) -> None:
        pass

    def search(self, q: Q, query_rv) -> list:
        k = self.rec.fx.config["top_k"]
        spec = q.retrieve or {}
        live = [x for x in self.units if x not in self.deleted]
        exclude = set(spec.get("exclude", []))
        include = [x for x in spec.get("include", []) if x in live]
        boost = spec.get("boost", {})
        def score(x):
            return lexical_score(q.question, self.units[x]["memory"]) + boost.get(x, 0.0)
        ranked = sorted(live, key=lambda x: (-score(x), x))
        chosen = list(include)
        for x in ranked:
            if len(chosen) >= k:
                break
            if x not in chosen and x not in exclude:
                chosen.append(x)
        chosen.sort(key=lambda x: (-score(x), x))
        self.retrieved = getattr(self, "retrieved", {})
        self.retrieved[q.qid] = chosen
        refs = [({"id": self.units[x]["id"]}, ref_options("mem0-dict")) for x in chosen]
        llm_pause(80)
        op = comment_op(inputs=[query_rv], outputs=refs, op_name="memory_system.search_vector_store",
                        category="retrieval", comment="Embed the query and return the top-k memories from Qdrant.",
                        metadata={"top_k": k, "embedding_model": EMBEDDER, "vector_store": "qdrant"})
        self.rec.ops[("retrieve", q.qid)] = op.op_id
        return refs

    def context(self, q: Q) -> str:
        return "\n".join(f"- [{self.units[x]['timestamp']}] {self.units[x]['memory']}" for x in self.retrieved[q.qid])


# --------------------------------------------------------------------------------------------
# EverMemOS (§1.5): buffer + boundary detection -> finalize (event id) -> extract (episode) ;
# agentic retrieval: round1 bundle, optional round2 bundle, final rerank
# --------------------------------------------------------------------------------------------

BOUNDARY_PROMPT = """Decide whether the new messages start a new episode. Consider the time gap and whether the topic changed. Return JSON {"should_end": true|false, "reason": "..."}."""
EPISODE_PROMPT = """Write the episodic memory of this conversation segment: a third-person narrative that keeps every concrete detail (names, places, numbers) and states when things happened as absolute dates, resolved against the message timestamps. Also return an event log of atomic facts with their dates. JSON: {"subject": "...", "episode": "...", "event_log": [{"time": "YYYY-MM-DD", "fact": "..."}]}"""
SUFFICIENCY_TEMPLATE = """Question: $question
Retrieved memories:
$documents
Are these memories sufficient to answer the question? Return JSON {"is_sufficient": true|false, "reasoning": "...", "missing_information": "..."}"""
MULTI_QUERY_PROMPT = """The first retrieval round was insufficient. Write up to 3 complementary search queries that target the missing information. Return JSON {"queries": ["..."]}"""


class EverMemOS:
    def __init__(self, rec: Recorder) -> None:
        self.rec = rec
        self.buffer: list[dict] = []
        self.buffer_keys: list[str] = []
        self.units: dict[str, dict] = {}       # episode key -> unit dict (live)
        self.unit_keys: dict[str, list[str]] = {}
        self.ep_by_first = {e["first"]: e for e in rec.fx.episodes}
        self.ep_by_last = {e["last"]: e for e in rec.fx.episodes}
        self.pending_ep = rec.fx.episodes[0]
        self.cfg = rec.fx.config

    def _enc(self, buf):
        return _json(buf)

    def _buffer_rv(self):
        return comment_variable(self.buffer, to_runtime=True, id_strategy=named("message-buffer"),
                                encoding_fn=self._enc, category="message_buffer")

    def add(self, m: M, msg_rv) -> None:
        if self.buffer:
            split = m.key in self.ep_by_first
            prev = self.rec.msg_by_key[self.buffer_keys[-1]]
            gap = (_dt.datetime.fromisoformat(m.timestamp) - _dt.datetime.fromisoformat(prev.timestamp))
            with comment_op_scope(op_name="evermemos.boundary_detection", category="boundary_detection",
                                  comment="Decide with the LLM (or the hard limits) whether the buffered messages "
                                          "form a finished episode.",
                                  metadata={"hard_token_limit": 8192, "hard_message_limit": 50,
                                            "llm_model": LLM_MODEL}) as op:
                hist = [dict(x) for x in self.buffer]
                comment_op(inputs=[self._buffer_rv()], outputs=[(hist, {"class_name": "history_messages",
                                                                         "encoding_fn": _json})],
                           reuse_op=True, category="boundary_detection", comment="Buffered messages.")
                hist_v = comment_variable(hist, to_runtime=True, class_name="history_messages", encoding_fn=_json)
                new = [{"content": m.text, "name": m.speaker, "timestamp": m.timestamp}]
                comment_op(inputs=[msg_rv], outputs=[(new, {"class_name": "new_messages", "encoding_fn": _json})],
                           reuse_op=True, category="boundary_detection", comment="The incoming message.")
                new_v = comment_variable(new, to_runtime=True, class_name="new_messages", encoding_fn=_json)
                gap_s = str(gap)
                bprompt = prompt_var("boundary-detection-prompt", BOUNDARY_PROMPT, "EverMemOS boundary prompt.",
                                     class_name="boundary_detection_prompt")
                gap_v = comment_variable(gap_s, to_runtime=True, class_name="time_gap", encoding_fn=str)
                if split:
                    reason = ("The time gap starts a new conversation." if gap > _dt.timedelta(hours=6)
                              else "The topic changes; the buffered messages form a finished episode.")
                else:
                    reason = "Same conversation and same topic; keep buffering."
                resp = {"should_end": split, "reason": reason}
                llm_pause(700)
                comment_op(inputs=[hist_v, new_v, bprompt, gap_v],
                           outputs=[(_json(resp), {"class_name": "raw_boundary_detection_response", "encoding_fn": str,
                                                   "category": "llm_response"})],
                           reuse_op=True, category="boundary_detection", comment="Boundary LLM call.")
                raw_v = comment_variable(_json(resp), to_runtime=True, class_name="raw_boundary_detection_response",
                                         encoding_fn=str, category="llm_response")
                result = {"should_end": split, "buffer_size": len(self.buffer)}
                comment_op(inputs=[raw_v], outputs=[(result, {"class_name": "boundary_detection_result",
                                                              "encoding_fn": _json})],
                           reuse_op=True, category="boundary_detection", comment="Parsed boundary decision.")
                if not split:
                    res_v = comment_variable(result, to_runtime=True, class_name="boundary_detection_result",
                                             encoding_fn=_json)
                    comment_op(inputs=[res_v], outputs=[("NO_SPLIT", {"class_name": "no_split_marker",
                                                                       "encoding_fn": str, "category": "marker"})],
                               reuse_op=True, category="boundary_detection", comment="No boundary.")
                self.rec.ops[("boundary", m.key)] = op.op_id
            if split:
                self._finalize_episode(result)
        with comment_mutation(target=self.buffer, inputs=[msg_rv], id_strategy=named("message-buffer"),
                              encoding_fn=self._enc, category="message_buffer",
                              mutation_name="memory_system.message_buffer_update", mutation_category="update",
                              mutation_comment="The message is appended to the EverMemOS buffer.",
                              mutation_metadata={"smart_mask_flag": False}) as mu:
            self.buffer.append({"content": m.text, "name": m.speaker, "timestamp": m.timestamp, "id": m.mid})
            self.buffer_keys.append(m.key)
        del mu
        self.rec.ops[("buffer", m.key)] = _last_op_for(self._buffer_rv().full_node_id)

    def _finalize_episode(self, boundary_result: dict | None) -> None:
        ep = self.ep_by_last[self.buffer_keys[-1]]
        assert ep["first"] == self.buffer_keys[0], (ep, self.buffer_keys)
        event_id = self.rec.new_id()
        unit = {"event_id": event_id, "timestamp": self.buffer[0]["timestamp"], "original_data": list(self.buffer),
                "type": "conversation"}
        with comment_op_scope(op_name="memory_system.finalize_memory_unit", category="initialization",
                              comment="The finished segment becomes a memory unit (MemCell) with a new event id; "
                                      "the buffer is flushed.") as op:
            inputs = [self._buffer_rv()]
            if boundary_result is not None:
                inputs.append(comment_variable(boundary_result, to_runtime=True,
                                               class_name="boundary_detection_result", encoding_fn=_json))
            comment_op(inputs=inputs, outputs=[(unit, {"id_strategy": "evermemos-dict", "encoding_fn": _json,
                                                       "category": "memory_entry",
                                                       "comment": "An EverMemOS memory unit."})],
                       reuse_op=True, category="initialization", comment="The buffered messages form the unit.")
            with comment_mutation(target=self.buffer, id_strategy=named("message-buffer"), encoding_fn=self._enc,
                                  category="message_buffer", reuse_op=True, mutation_category="update",
                                  mutation_comment="The flush clears the buffer.",
                                  mutation_metadata={"smart_mask_flag": False}):
                self.buffer.clear()
                keys = list(self.buffer_keys)
                self.buffer_keys.clear()
            self.rec.ops[("finalize", ep["name"])] = op.op_id
        self.units[ep["name"]] = unit
        self.unit_keys[ep["name"]] = keys
        self._extract(ep, unit)

    def _extract(self, ep: dict, unit: dict) -> None:
        resp = {"subject": ep["subject"], "episode": ep["episode"], "event_log": ep["event_log"]}
        with comment_op_scope(op_name="memory_system.extract_memory", category="extraction",
                              comment="The extraction LLM writes the episode and the event log of the memory unit "
                                      "(foresight disabled).",
                              metadata={"llm_model": LLM_MODEL, "foresight": False}) as op:
            unit_v = comment_variable(unit, to_runtime=True, id_strategy="evermemos-dict", encoding_fn=_json,
                                      category="memory_entry")
            eprompt = prompt_var("episode-extraction-prompt", EPISODE_PROMPT, "EverMemOS episode prompt.",
                                 class_name="episode_extraction_prompt")
            llm_pause(2600)
            comment_op(inputs=[unit_v, eprompt], outputs=[(_json(resp), {"class_name": "raw_episode_response",
                                                                          "encoding_fn": str,
                                                                          "category": "llm_response"})],
                       reuse_op=True, category="extraction", comment="Episode + event-log LLM call.")
            raw_v = comment_variable(_json(resp), to_runtime=True, class_name="raw_episode_response", encoding_fn=str,
                                     category="llm_response")
            comment_op(inputs=[raw_v], outputs=[(ep["episode"], {"class_name": "episode", "encoding_fn": str})],
                       reuse_op=True, category="extraction", comment="Parsed episode.")
            comment_op(inputs=[raw_v], outputs=[(ep["event_log"], {"class_name": "event_log", "encoding_fn": _json})],
                       reuse_op=True, category="extraction", comment="Parsed event log.")
            ep_v = comment_variable(ep["episode"], to_runtime=True, class_name="episode", encoding_fn=str)
            log_v = comment_variable(ep["event_log"], to_runtime=True, class_name="event_log", encoding_fn=_json)
            with comment_mutation(target=unit, inputs=[ep_v, log_v], id_strategy="evermemos-dict", encoding_fn=_json,
                                  category="memory_entry", reuse_op=True, mutation_category="extraction",
                                  mutation_comment="The unit is enriched with its episode and event log; it now "
                                                   "holds the episodic memory that is indexed and retrieved."):
                unit.pop("original_data")
                unit["type"] = "episodic_memory"
                unit["subject"] = ep["subject"]
                unit["episode"] = ep["episode"]
                unit["event_log"] = ep["event_log"]
            self.rec.ops[("extract", ep["name"])] = op.op_id

    def finalize(self) -> None:
        if self.buffer:
            self._finalize_episode(None)

    # -- agentic retrieval -------------------------------------------------------------------
    def _results(self, names: list[str], scores: list[float] | None = None) -> list[dict]:
        scores = scores or [round(1.0 - 0.07 * i, 3) for i in range(len(names))]
        return [{"event_id": self.units[n]["event_id"], "score": s, "subject": self.units[n]["subject"]}
                for n, s in zip(names, scores)]

    def _refs(self, names: list[str]) -> list:
        return [({"event_id": self.units[n]["event_id"]}, ref_options("evermemos-dict")) for n in names]

    def search(self, q: Q, query_rv) -> list:
        r = q.retrieve
        cfg = self.cfg
        with comment_op_scope(op_name="memory_system.agentic_round1_bundle", category="retrieval",
                              comment="Round 1: hybrid BM25 + embedding retrieval, rerank, LLM sufficiency check.",
                              metadata={"bm25_top_n": 50, "emb_top_n": 50, "rrf_k": 60,
                                        "sufficiency_check_docs": cfg["sufficiency_check_docs"],
                                        "reranker": "Qwen3-Reranker-4B"}) as op1:
            sparse, dense = self._results(r["sparse"]), self._results(r["dense"])
            comment_op(inputs=[query_rv] + self._refs(sorted(set(r["sparse"]))),
                       outputs=[(sparse, {"class_name": "sparse_retrieval_results", "encoding_fn": _json})],
                       reuse_op=True, category="retrieval", comment="BM25 results.")
            comment_op(inputs=[query_rv] + self._refs(sorted(set(r["dense"]))),
                       outputs=[(dense, {"class_name": "dense_retrieval_results", "encoding_fn": _json})],
                       reuse_op=True, category="retrieval", comment="Embedding results.")
            sp_v = comment_variable(sparse, to_runtime=True, class_name="sparse_retrieval_results", encoding_fn=_json)
            de_v = comment_variable(dense, to_runtime=True, class_name="dense_retrieval_results", encoding_fn=_json)
            hybrid = self._results(r["hybrid"])
            comment_op(inputs=[sp_v, de_v], outputs=[(hybrid, {"class_name": "hybrid_retrieval_results",
                                                               "encoding_fn": _json})],
                       reuse_op=True, category="retrieval", comment="RRF fusion of the two result lists.")
            hy_v = comment_variable(hybrid, to_runtime=True, class_name="hybrid_retrieval_results", encoding_fn=_json)
            llm_pause(400)
            check = self._results(r["check"])
            comment_op(inputs=[hy_v], outputs=[(check, {"class_name": "reranked_for_check", "encoding_fn": _json})],
                       reuse_op=True, category="retrieval",
                       comment="The reranker orders the candidates; the top ones go to the sufficiency check.")
            ch_v = comment_variable(check, to_runtime=True, class_name="reranked_for_check", encoding_fn=_json)
            tmpl = prompt_var("sufficiency-check-prompt-template", SUFFICIENCY_TEMPLATE, "Sufficiency template.",
                              class_name="sufficiency_check_prompt_template")
            docs = "\n".join(f"[{self.units[n]['timestamp']}] {self.units[n]['episode']}" for n in r["check"])
            sprompt = SUFFICIENCY_TEMPLATE.replace("$question", q.question).replace("$documents", docs)
            comment_op(inputs=[query_rv, ch_v, tmpl], outputs=[(sprompt, {"class_name": "sufficiency_check_prompt",
                                                                          "encoding_fn": str, "category": "prompt"})],
                       reuse_op=True, category="retrieval", comment="Sufficiency prompt.")
            sp_prompt_v = comment_variable(sprompt, to_runtime=True, class_name="sufficiency_check_prompt",
                                           encoding_fn=str, category="prompt")
            llm_pause(1100)
            suff = {"is_sufficient": r["sufficient"], "reasoning": r["sufficiency_reason"],
                    "missing_information": r.get("missing", "")}
            comment_op(inputs=[sp_prompt_v], outputs=[(_json(suff), {"class_name": "raw_sufficiency_check_response",
                                                                     "encoding_fn": str, "category": "llm_response"})],
                       reuse_op=True, category="retrieval", comment="Sufficiency LLM call.")
            raw_v = comment_variable(_json(suff), to_runtime=True, class_name="raw_sufficiency_check_response",
                                     encoding_fn=str, category="llm_response")
            comment_op(inputs=[raw_v], outputs=[(suff, {"class_name": "sufficiency_check_result",
                                                        "encoding_fn": _json})],
                       reuse_op=True, category="retrieval", comment="Parsed sufficiency decision.")
            suff_v = comment_variable(suff, to_runtime=True, class_name="sufficiency_check_result", encoding_fn=_json)
            self.rec.ops[("round1", q.qid)] = op1.op_id
        candidates_v = hy_v
        if not r["sufficient"]:
            with comment_op_scope(op_name="memory_system.agentic_round2_bundle", category="retrieval",
                                  comment="Round 2: multi-query generation, retrieval per query, RRF merge with "
                                          "round 1.", metadata={"multi_query": True, "rrf_k": 60}) as op2:
                mq = prompt_var("multi-query-generation-prompt", MULTI_QUERY_PROMPT, "Multi-query prompt.",
                                class_name="multi_query_generation_prompt")
                llm_pause(900)
                comment_op(inputs=[query_rv, suff_v, mq],
                           outputs=[(r["refined_queries"], {"class_name": "refined_queries", "encoding_fn": _json})],
                           reuse_op=True, category="retrieval", comment="Refined queries from the LLM.")
                rq_v = comment_variable(r["refined_queries"], to_runtime=True, class_name="refined_queries",
                                        encoding_fn=_json)
                combined = self._results(r["combined"])
                comment_op(inputs=[rq_v, hy_v] + self._refs(sorted(set(r["combined"]) - set(r["hybrid"]))),
                           outputs=[(combined, {"class_name": "combined_retrieval_results", "encoding_fn": _json})],
                           reuse_op=True, category="retrieval",
                           comment="Results of the refined queries merged with round 1 by RRF.")
                candidates_v = comment_variable(combined, to_runtime=True, class_name="combined_retrieval_results",
                                                encoding_fn=_json)
                self.rec.ops[("round2", q.qid)] = op2.op_id
        with comment_op_scope(op_name="memory_system.agentic_final_rerank", category="retrieval",
                              comment="Deduplicate the candidates by event id, rerank them against the original "
                                      "question and keep the final top-k.",
                              metadata={"final_top_k": cfg["final_top_k"], "reranker": "Qwen3-Reranker-4B"}) as op3:
            llm_pause(500)
            final = self._results(r["final"], r.get("final_scores"))
            comment_op(inputs=[query_rv, candidates_v], outputs=[(final, {"class_name": "final_reranked_results",
                                                                          "encoding_fn": _json})],
                       reuse_op=True, category="retrieval", comment="Reranked final list.")
            fin_v = comment_variable(final, to_runtime=True, class_name="final_reranked_results", encoding_fn=_json)
            refs = self._refs(r["final"])
            comment_op(inputs=[fin_v], outputs=refs, reuse_op=True, category="retrieval",
                       comment="The final memories are returned to the caller.")
            self.rec.ops[("final_rerank", q.qid)] = op3.op_id
        self.retrieved = getattr(self, "retrieved", {})
        self.retrieved[q.qid] = r["final"]
        return refs

    def context(self, q: Q) -> str:
        return "\n\n".join(f"[{self.units[n]['timestamp']}] {self.units[n]['episode']}" for n in self.retrieved[q.qid])


def _last_op_for(full_node_id: str) -> str:
    graph = _current_graph()
    for e in graph._driver.all_edges()[::-1]:
        if e.target_full_node_id == full_node_id:
            return e.op_id
    raise AssertionError(full_node_id)


SYSTEMS = {"long_context": LongContext, "rag": NaiveRAG, "mem0": Mem0, "evermemos": EverMemOS}


# --------------------------------------------------------------------------------------------
# Lifecycle
# --------------------------------------------------------------------------------------------


def prepare(fx: Fixture, rng: random.Random) -> None:
    n = 0
    for si, s in enumerate(fx.sessions, 1):
        start = _dt.datetime.fromisoformat(s.start)
        if fx.dataset == "realmem":
            s.uid = str(uuid.UUID(int=rng.getrandbits(128), version=4))
        for ti, m in enumerate(s.messages, 1):
            n += 1
            m.key = f"m{n}"
            m.session = si
            m.timestamp = (start + _dt.timedelta(minutes=2 * (ti - 1))).strftime("%Y-%m-%d %H:%M:%S")
            m.dia_id = f"D{si}:{ti}"
            if fx.dataset == "locomo":
                m.mid = f"U{fx.sample_idx}:D{si}:{ti}"
                m.role = "user"
            else:
                m.mid = f"{s.uid}-{ti}"
                m.role = "assistant" if m.speaker == "assistant" else "user"
    for j, q in enumerate(fx.questions):
        q.qid = (f"locomo-qa-{fx.sample_idx}-{j}" if fx.dataset == "locomo" else f"realmem-qa-{fx.traj}-{j}")


def graph_metadata(fx: Fixture) -> dict:
    user = f"{fx.dataset}-{fx.traj}"
    save_dir = f"outputs/{fx.split}/{fx.dataset}"
    return {
        "save_dir": save_dir,
        "layer_type": LAYER_TYPE[fx.split],
        "traj_metadata": {"trajectory_id": fx.traj, "dataset": fx.dataset, "speakers": fx.speakers,
                          "num_sessions": len(fx.sessions), "num_messages": len(fx.messages),
                          "num_questions": len(fx.questions)},
        "traced_data_save_dir": f"{save_dir}/traced_data/{user}",
        "dataset_cls": {"locomo": "LoCoMo", "realmem": "RealMem"}[fx.dataset],
    }


def record(fx: Fixture) -> dict:
    start = _dt.datetime.fromisoformat(fx.start)
    with deterministic(fx.stem, start) as rng:
        prepare(fx, rng)
        rec = Recorder(fx, rng)
        system = SYSTEMS[fx.split](rec)
        user = f"{fx.dataset}-{fx.traj}"
        graph_id = f"graph-{uuid.UUID(int=rng.getrandbits(128), version=4).hex}"
        # --- construction -------------------------------------------------------------------
        with comment_graph(graph_id=graph_id, user_id=user, project_id=LAYER_TYPE[fx.split], strict=True,
                           metadata=graph_metadata(fx)) as graph:
            for si, s in enumerate(fx.sessions, 1):
                sid = f"U{fx.sample_idx}:session_{si}" if fx.dataset == "locomo" else s.uid
                with comment_session(session_id=sid, session_name=f"session_{si}", category="memory_construction",
                                     comment=f"Dialogue session {si} of the trajectory.",
                                     metadata={"date_time": s.start, "speakers": fx.speakers}):
                    for m in s.messages:
                        llm_pause(150)
                        rv = rec.message_var(m)
                        system.add(m, rv)
            with comment_session(session_name="finalization", category="memory_construction",
                                 comment="Flush whatever the memory system still buffers."):
                system.finalize()
        construction = graph.export_graph()
        # --- search ------------------------------------------------------------------------
        CLOCK.advance(5 * 60 * 1000)
        graph = ExecNetwork.import_graph(construction)
        refs_by_q: dict[str, list] = {}
        with comment_graph(graph=graph):
            with comment_session(session_name="memory_search", category="memory_search",
                                 comment="Retrieve memories for every evaluation question.",
                                 metadata={"top_k": fx.config.get("top_k", 10), "strict": True}):
                for q in fx.questions:
                    qrv = rec.query_var(q)
                    refs_by_q[q.qid] = system.search(q, qrv)
        searched = graph.export_graph()
        # --- evaluation ----------------------------------------------------------------------
        CLOCK.advance(7 * 60 * 1000)
        graph = ExecNetwork.import_graph(searched)
        with comment_graph(graph=graph):
            with comment_session(session_name="memory_evaluation", category="memory_evaluation",
                                 comment="Answer every question from its retrieved memories and judge the answers.",
                                 metadata={"qa_model": QA_MODEL, "judge_model": JUDGE_MODEL, "qa_batch_size": 4,
                                           "judge_batch_size": 4, "add_question_timestamp": False}):
                run_evaluation(rec, refs_by_q, system.context, fx.split)
            graph.update_metadata({"memtracebench_graph_filename": f"{fx.dataset}_{fx.dataset}-{fx.traj}.json",
                                   "memtracebench_dataset_source": fx.dataset})
        data = graph.export_graph()
    # annotations (§2.1)
    annotations = []
    for q in fx.questions:
        if q.fault is None:
            continue
        etype, op_key = q.fault
        if isinstance(op_key[1], int):      # question-indexed op keys: ("retrieve", 0) -> the query id
            op_key = (op_key[0], fx.questions[op_key[1]].qid)
        annotations.append({
            "query_id": f"query:{q.qid}@1",
            "query": q.question,
            "golden_answers": [q.golden],
            "golden_answers_id": f"golden_answers:{q.qid}@1",
            "prediction": q.prediction,
            "prediction_id": f"prediction:{q.qid}@1",
            "source_evidence_ids": [f"{rec.msg_by_key[k].mid}@1" for k in q.evidence],
            "final_error_type": etype,
            "final_op_id": rec.ops[op_key],
        })
    data["data"]["annotations"] = annotations
    _relativize(data)
    _self_check(data, fx)
    return data


def _relativize(data: dict) -> None:
    root = str(ROOT) + "/"
    for kind in ("nodes", "edges", "operations", "sessions"):
        for item in data["data"][kind]:
            fn = item.get("filename", "")
            if fn.startswith(root):
                item["filename"] = fn[len(root):]
                item["trigger_point"] = f"{item['filename']}:{item['lineno']}"


def _self_check(data: dict, fx: Fixture) -> None:
    g = ExecNetwork.import_graph(data)   # validates every record
    nodes = {n["full_node_id"] for n in data["data"]["nodes"]}
    ops = {o["op_id"] for o in data["data"]["operations"]}
    for a in data["data"]["annotations"]:
        assert a["query_id"] in nodes and a["prediction_id"] in nodes and a["golden_answers_id"] in nodes, a
        assert all(e in nodes for e in a["source_evidence_ids"]), a
        assert a["final_op_id"] in ops, a
    del g


def serialize(data: dict) -> bytes:
    raw = json.dumps(data, ensure_ascii=False).encode("utf-8")
    buf = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=buf, mtime=0, compresslevel=9) as f:
        f.write(raw)
    return buf.getvalue()


# --------------------------------------------------------------------------------------------
# Fixtures
# --------------------------------------------------------------------------------------------

# --------------------------------------------------------------------------------------------
# Fixtures. Content is original (not LoCoMo / RealMem text); only the id and file conventions
# of those datasets are followed. "fault" = (final_error_type, key of the decisive op).
# --------------------------------------------------------------------------------------------


def fx_mem0_wedding() -> Fixture:
    """Mem0: an UPDATE drops the wedding date; two later correct UPDATEs build on the degraded unit."""
    P, D = "Priya", "Daniel"
    sessions = [
        S("2024-03-02 18:10", [
            M(P, "Big news from home — my sister Meera is getting married in Porto on 21 June!",
              ["Priya's sister Meera is getting married in Porto on 21 June 2024"],
              [("ADD", "wed", "Priya's sister Meera is getting married in Porto on 21 June 2024")]),
            M(D, "Porto in June sounds perfect. Are you in the wedding party?"),
            M(P, "Yes, I'm the maid of honour, so I'm already panicking about the speech.",
              ["Priya is the maid of honour at Meera's wedding and has to give a speech"],
              [("ADD", "moh", "Priya is the maid of honour at Meera's wedding and has to give a speech")]),
            M(D, "You'll be great. My cousin Tomas is getting married this year too, in Lyon in September.",
              ["Daniel's cousin Tomas is getting married in Lyon in September 2024"],
              [("ADD", "tomas", "Daniel's cousin Tomas is getting married in Lyon in September 2024")]),
            M(P, "Two weddings in one summer for us then. Are you going to Lyon?"),
            M(D, "Definitely, I'm even playing guitar at the ceremony.",
              ["Daniel will play guitar at his cousin Tomas's wedding ceremony"],
              [("ADD", "guitar", "Daniel will play guitar at his cousin Tomas's wedding ceremony")]),
            M(P, "Ha, practise then! I started swimming lessons on Tuesdays to de-stress.",
              ["Priya takes swimming lessons on Tuesdays"],
              [("ADD", "swim", "Priya takes swimming lessons on Tuesdays")]),
            M(D, "Good idea. I'm sticking to bouldering at the climbing gym on Oxford Road.",
              ["Daniel goes bouldering at the climbing gym on Oxford Road"],
              [("ADD", "climb", "Daniel goes bouldering at the climbing gym on Oxford Road")]),
        ]),
        S("2024-03-16 11:30", [
            # m9: the planted fault — the merged text loses "on 21 June 2024"
            M(P, "We booked the hotel for Meera's wedding — a little place by the river in Ribeira.",
              ["Priya booked a riverside hotel in Ribeira for Meera's wedding"],
              [("UPDATE", "wed", "Priya's sister Meera is getting married in Porto; Priya booked a riverside hotel "
                                 "in Ribeira for the wedding")]),
            M(D, "Ribeira is lovely. Did you sort out the dress yet?"),
            M(P, "Not yet — the bridesmaid dresses are sage green and I'm having mine altered.",
              ["The bridesmaid dresses at Meera's wedding are sage green", "Priya is having her bridesmaid dress altered"],
              [("ADD", "dress", "The bridesmaid dresses at Meera's wedding are sage green; Priya is having hers "
                                "altered")]),
            M(D, "Sage green is a nice choice. Tomas's wedding date is fixed now, by the way — 14 September.",
              ["Tomas's wedding in Lyon is on 14 September 2024"],
              [("UPDATE", "tomas", "Daniel's cousin Tomas is getting married in Lyon on 14 September 2024")]),
            M(P, "Good to know the exact date. Is the reception outdoors?"),
            M(D, "In a vineyard outside the city, so I'll need something to keep the guitar cool.",
              ["Tomas's wedding reception is at a vineyard outside Lyon"],
              [("UPDATE", "tomas", "Daniel's cousin Tomas is getting married in Lyon on 14 September 2024; the "
                                   "reception is at a vineyard outside the city")]),
            M(P, "By the way, I moved my swimming lessons to Thursdays.",
              ["Priya moved her swimming lessons to Thursdays"],
              [("UPDATE", "swim", "Priya takes swimming lessons on Thursdays (moved from Tuesdays)")]),
        ]),
        S("2024-04-05 20:05", [
            M(P, "Flights are done too — we fly out of Manchester on a Thursday evening.",
              ["Priya booked flights from Manchester for Meera's wedding, leaving on a Thursday evening"],
              [("UPDATE", "wed", "Priya's sister Meera is getting married in Porto; Priya booked a riverside hotel "
                                 "in Ribeira and flights from Manchester (Thursday evening) for the wedding")]),
            M(D, "Everything's coming together. How's the speech?"),
            M(P, "Half written. I'm opening with the story of Meera getting lost at the zoo.",
              ["Priya's maid of honour speech opens with the story of Meera getting lost at the zoo"],
              [("UPDATE", "moh", "Priya is the maid of honour at Meera's wedding; her speech opens with the story "
                                 "of Meera getting lost at the zoo")]),
            M(D, "Classic. I finally learned the song for Tomas — 'La Vie en Rose'.",
              ["Daniel learned 'La Vie en Rose' to play at Tomas's wedding"],
              [("UPDATE", "guitar", "Daniel will play 'La Vie en Rose' on guitar at his cousin Tomas's wedding "
                                    "ceremony")]),
            M(P, "Beautiful choice. Are you bringing anyone?"),
            M(D, "My partner Sofia is coming; she's never been to France.",
              ["Daniel's partner Sofia is going to Tomas's wedding with him", "Sofia has never been to France"],
              [("ADD", "sofia", "Daniel's partner Sofia is going to Tomas's wedding with him; she has never been "
                                "to France")]),
            M(P, "She'll love it."),
        ]),
        S("2024-04-27 09:40", [
            M(D, "New climbing milestone this week — I topped my first 6b route!",
              ["Daniel climbed his first 6b route in April 2024"],
              [("ADD", "6b", "Daniel climbed his first 6b route in April 2024")]),
            M(P, "Amazing! I'm still stuck on the ending of the speech."),
            M(D, "End with a toast to the river, since your hotel is right on it?"),
            M(P, "Love it. Also, Meera asked me to organise her hen party in May.",
              ["Priya is organising Meera's hen party in May 2024"],
              [("ADD", "hen", "Priya is organising Meera's hen party in May 2024")]),
            M(D, "Where will that be?"),
            M(P, "A cottage in the Peak District, the weekend of the 18th.",
              ["Meera's hen party is at a cottage in the Peak District on the weekend of 18 May 2024"],
              [("UPDATE", "hen", "Priya is organising Meera's hen party at a cottage in the Peak District on the "
                                 "weekend of 18 May 2024")]),
        ]),
    ]
    questions = [
        Q("When is Priya's sister getting married?", "21 June 2024", ["m1"],
          "The memories don't give the date of Meera's wedding; the only dated event is her hen party on the weekend "
          "of 18 May 2024.",
          "The gold answer is 21 June 2024; the generated answer says the date is unknown.", 2, "temporal",
          ["21 June"], fault=("UpdateError", ("update", "m9"))),
        Q("What colour are the bridesmaid dresses at Meera's wedding?", "Sage green", ["m11"], "Sage green.",
          "Same colour as the gold answer.", 4, "single-hop", ["sage green"]),
        Q("Which song will Daniel play at his cousin's wedding?", "La Vie en Rose", ["m19"], "'La Vie en Rose'.",
          "Matches the gold answer.", 4, "single-hop", ["La Vie en Rose"]),
        Q("On which day does Priya have her swimming lessons now?", "Thursday", ["m15"], "On Thursdays.",
          "Matches the gold answer.", 4, "single-hop", ["Thursdays"]),
        Q("When is Tomas's wedding?", "14 September 2024", ["m12"], "On 14 September 2024, in Lyon.",
          "Same date as the gold answer.", 2, "temporal", ["14 September 2024"]),
    ]
    return Fixture("mem0_locomo_h2-mem0-1", "mem0", "locomo", "h2-mem0-1", 21, [P, D], sessions, questions,
                   "2026-02-16 09:12:00", {"top_k": 10, "question_timestamp": "2024-05-02 10:00:00"})


def fx_mem0_greyhound() -> Fixture:
    """Mem0: a redundancy DELETE (its information survives in another unit), then a later UPDATE loses it."""
    A, B = "Marco", "Elena"
    sessions = [
        S("2024-05-04 10:15", [
            M(A, "We adopted a retired greyhound last weekend! His name is Biscuit.",
              ["Marco adopted a retired greyhound named Biscuit"],
              [("ADD", "dog1", "Marco adopted a retired greyhound named Biscuit")]),
            M(B, "Congratulations! Greyhounds are such gentle dogs."),
            M(A, "He's a bit nervous around bikes, but he sleeps about 18 hours a day.",
              ["Marco's dog is nervous around bikes", "Marco's dog sleeps about 18 hours a day"],
              [("ADD", "dogbikes", "Marco's dog is nervous around bikes and sleeps about 18 hours a day")]),
            M(B, "Our cat Pepper would not approve. She hates anything bigger than her.",
              ["Elena has a cat named Pepper who dislikes bigger animals"],
              [("ADD", "pepper", "Elena has a cat named Pepper who dislikes bigger animals")]),
            M(A, "Bring a photo of Pepper sometime. Are you still volunteering at the shelter?"),
            M(B, "Yes, Saturday mornings at the Northside animal shelter.",
              ["Elena volunteers at the Northside animal shelter on Saturday mornings"],
              [("ADD", "shelter", "Elena volunteers at the Northside animal shelter on Saturday mornings")]),
            M(A, "Maybe that's where our next dog will come from."),
        ]),
        S("2024-05-19 16:40", [
            # m8: ADD a fuller unit and DELETE the old one as redundant — nothing is lost here
            M(A, "Biscuit the greyhound went to the beach for the first time and loved the sand.",
              ["Marco's retired greyhound Biscuit loved his first trip to the beach in May 2024"],
              [("ADD", "dog2", "Marco adopted a retired greyhound named Biscuit, who loved his first trip to the "
                               "beach in May 2024"),
               ("DELETE", "dog1")]),
            M(B, "Ha! Did he do zoomies?"),
            M(A, "Full zoomies, then he slept in the car for two hours."),
            M(B, "Pepper had a vet visit — she needs to lose half a kilo.",
              ["Elena's cat Pepper needs to lose half a kilo"],
              [("UPDATE", "pepper", "Elena has a cat named Pepper who dislikes bigger animals; the vet says Pepper "
                                    "needs to lose half a kilo")]),
            M(A, "Poor Pepper, diet time."),
            M(B, "I signed up for the shelter's fundraising 5k on 9 June.",
              ["Elena signed up for the Northside shelter's fundraising 5k on 9 June 2024"],
              [("ADD", "5k", "Elena signed up for the Northside shelter's fundraising 5k on 9 June 2024")]),
            M(A, "Count me in as a sponsor!", ["Marco will sponsor Elena's fundraising 5k"],
              [("ADD", "sponsor", "Marco will sponsor Elena's fundraising 5k")]),
        ]),
        S("2024-06-12 19:00", [
            M(B, "The 5k went well — 31 minutes, and we raised £640 for the shelter.",
              ["Elena ran the shelter's 5k in 31 minutes", "The 5k raised £640 for the shelter"],
              [("UPDATE", "5k", "Elena ran the Northside shelter's fundraising 5k on 9 June 2024 in 31 minutes; it "
                                "raised £640 for the shelter")]),
            # m16: the planted fault — the merged text drops the name and the breed
            M(A, "Brilliant time! The dog and I did a long canal walk that same morning.",
              ["Marco walked his dog along the canal on 9 June 2024"],
              [("UPDATE", "dog2", "Marco's dog loved his first trip to the beach in May 2024 and went on a long "
                                  "canal walk on 9 June 2024")]),
            M(B, "How is he with bikes now?"),
            M(A, "Better! He only flinches at the fast ones now.",
              ["Marco's dog now only flinches at fast bikes"],
              [("UPDATE", "dogbikes", "Marco's dog sleeps about 18 hours a day; he used to be nervous around bikes "
                                      "and now only flinches at fast ones")]),
            M(B, "Progress! Pepper has lost 200 grams already.", ["Elena's cat Pepper has lost 200 grams"],
              [("UPDATE", "pepper", "Elena has a cat named Pepper who dislikes bigger animals; the vet says Pepper "
                                    "needs to lose half a kilo, and she has lost 200 grams so far")]),
            M(A, "Go Pepper."),
        ]),
        S("2024-07-01 08:30", [
            M(B, "The shelter asked me to coordinate the Saturday volunteers from August.",
              ["Elena will coordinate the Saturday volunteers at the Northside shelter from August 2024"],
              [("UPDATE", "shelter", "Elena volunteers at the Northside animal shelter on Saturday mornings and will "
                                     "coordinate the Saturday volunteers from August 2024")]),
            M(A, "Well deserved. We're thinking about a second dog.", ["Marco is thinking about getting a second dog"],
              [("ADD", "second", "Marco is thinking about getting a second dog")]),
            M(B, "Another greyhound?"),
            M(A, "Maybe a lurcher this time — the rescue has one called Juniper.",
              ["Marco is considering a lurcher named Juniper from the rescue as a second dog"],
              [("UPDATE", "second", "Marco is thinking about getting a second dog, maybe a lurcher named Juniper "
                                    "from the rescue")]),
            M(B, "Juniper is a lovely name."),
            M(A, "That's what sold me, honestly."),
        ]),
    ]
    questions = [
        Q("What is the name of Marco's greyhound?", "Biscuit", ["m1", "m8"], "Juniper.",
          "The gold answer is Biscuit; Juniper is the lurcher Marco is only considering.", 4, "single-hop",
          ["Biscuit"], fault=("UpdateError", ("update", "m16"))),
        Q("How much money did Elena's 5k raise for the shelter?", "£640", ["m15"], "£640.",
          "Same amount as the gold answer.", 4, "single-hop", ["£640"]),
        Q("What is Elena's cat called?", "Pepper", ["m4"], "Pepper.", "Matches the gold answer.", 4, "single-hop",
          ["Pepper"]),
        Q("What kind of dog is Marco considering as a second dog?", "A lurcher (named Juniper)", ["m24"],
          "A lurcher called Juniper from the rescue.", "Matches the gold answer.", 4, "single-hop", ["lurcher"]),
    ]
    return Fixture("mem0_locomo_h2-mem0-2", "mem0", "locomo", "h2-mem0-2", 22, [A, B], sessions, questions,
                   "2026-02-16 11:40:00", {"top_k": 10, "question_timestamp": "2024-07-05 10:00:00"})


def fx_mem0_pottery() -> Fixture:
    """Mem0, two failures: extraction drops the class day; retrieval misses the race result among running units."""
    L, O = "Leah", "Omar"
    sessions = [
        S("2024-02-10 14:00", [
            # m1: the planted extraction fault — "Thursdays at 7" is not extracted
            M(L, "I finally signed up for the pottery class at the community centre — Thursdays at 7.",
              ["Leah signed up for a pottery class at the community centre"],
              [("ADD", "pottery", "Leah signed up for a pottery class at the community centre")]),
            M(O, "Nice! My sister took that class, she loved the teacher."),
            M(L, "Is that Ruth? Apparently she's very strict about glazes.",
              ["The pottery teacher at the community centre is Ruth, who is strict about glazes"],
              [("ADD", "ruth", "The pottery teacher at the community centre is Ruth, who is strict about glazes")]),
            M(O, "That's her. I've started running again, by the way — 5 km every Sunday.",
              ["Omar runs 5 km every Sunday"], [("ADD", "omar_run", "Omar runs 5 km every Sunday")]),
            M(L, "Same here! I do 5 km loops in the park on Wednesdays.",
              ["Leah runs 5 km loops in the park on Wednesdays"],
              [("ADD", "leah_run", "Leah runs 5 km loops in the park on Wednesdays")]),
            M(O, "We should enter a race together."),
            M(L, "The animal charity run in March has 5 km and 10 km options.",
              ["The animal charity run in March 2024 has 5 km and 10 km options"],
              [("ADD", "charity_opts", "The animal charity run in March 2024 has 5 km and 10 km options")]),
            M(O, "I'll do the 5 km, you're faster than me.",
              ["Omar plans to run the 5 km at the animal charity run"],
              [("ADD", "omar_plan", "Omar plans to run the 5 km at the animal charity run")]),
        ]),
        S("2024-02-24 10:00", [
            M(L, "Made my first bowl at pottery this week! It's lopsided but I love it.",
              ["Leah made her first bowl at pottery class; it is lopsided"],
              [("UPDATE", "pottery", "Leah signed up for a pottery class at the community centre and made her first "
                                     "(lopsided) bowl in February 2024")]),
            M(O, "Lopsided bowls have character."),
            M(L, "Training's going well too — my long runs are up to 8 km.",
              ["Leah's long training runs are up to 8 km"],
              [("ADD", "leah_8k", "Leah's long training runs are up to 8 km")]),
            M(O, "Then you're definitely doing the longer race."),
            M(L, "Yes, I registered for the 10 km today.",
              ["Leah registered for the 10 km at the animal charity run"],
              [("ADD", "leah_reg", "Leah registered for the 10 km race at the animal charity run in March 2024")]),
            M(O, "Legend. I'm also learning Portuguese on an app, 15 minutes a day.",
              ["Omar is learning Portuguese on an app for 15 minutes a day"],
              [("ADD", "pt", "Omar is learning Portuguese on an app for 15 minutes a day")]),
            M(L, "Obrigada!"),
        ]),
        S("2024-03-18 19:30", [
            M(L, "Charity run done yesterday! I ran the 10 km in 54 minutes and raised £300 for the dog rescue.",
              ["Leah ran the 10 km at the animal charity run on 17 March 2024 in 54 minutes",
               "Leah raised £300 for the dog rescue"],
              [("ADD", "race", "Leah ran the 10 km at the animal charity run on 17 March 2024 in 54 minutes and "
                               "raised £300 for the dog rescue")]),
            M(O, "So proud of you! My 5 km took 29 minutes, a personal best.",
              ["Omar ran the 5 km at the animal charity run on 17 March 2024 in 29 minutes, a personal best"],
              [("ADD", "omar_race", "Omar ran the 5 km at the animal charity run on 17 March 2024 in 29 minutes, a "
                                    "personal best")]),
            M(L, "PB twins!"),
            M(O, "Next goal: a half marathon in October?", ["Omar wants to run a half marathon in October 2024"],
              [("ADD", "half", "Omar wants to run a half marathon in October 2024")]),
            M(L, "Tempting. Pottery first though — we start glazing next week.",
              ["Leah's pottery class starts glazing in the last week of March 2024"],
              [("UPDATE", "pottery", "Leah signed up for a pottery class at the community centre, made her first "
                                     "(lopsided) bowl in February 2024 and starts glazing in the last week of March "
                                     "2024")]),
            M(O, "Ruth will be watching you."),
        ]),
        S("2024-04-06 12:00", [
            M(L, "I signed up for the October half marathon too — we're doing it!",
              ["Leah signed up for the October 2024 half marathon with Omar"],
              [("ADD", "leah_half", "Leah signed up for the October 2024 half marathon with Omar")]),
            M(O, "Amazing. I'll send you my training plan: four runs a week.",
              ["Omar's half marathon training plan has four runs a week"],
              [("ADD", "plan", "Omar's half marathon training plan has four runs a week")]),
            M(L, "Perfect. How's the Portuguese going?"),
            M(O, "I'm on a 50-day streak!", ["Omar is on a 50-day streak on his Portuguese app"],
              [("UPDATE", "pt", "Omar is learning Portuguese on an app for 15 minutes a day and is on a 50-day "
                                "streak")]),
            M(L, "Impressive!"),
            M(O, "What pottery piece are you glazing?"),
            M(L, "A mug for my mum's birthday, in cobalt blue.",
              ["Leah is glazing a cobalt blue mug for her mum's birthday"],
              [("ADD", "mug", "Leah is glazing a cobalt blue mug for her mum's birthday")]),
        ]),
    ]
    questions = [
        Q("On which day of the week is Leah's pottery class?", "Thursday", ["m1"], "Wednesday.",
          "The gold answer is Thursday; Wednesday is the day of Leah's park runs.", 4, "single-hop", ["Thursday"],
          fault=("ExtractionError", ("extract", "m1")), retrieve={"include": ["pottery", "leah_run"]}),
        Q("How far did Leah run at the animal charity run?", "10 km", ["m16"], "5 km.",
          "The gold answer is 10 km; the generated answer says 5 km.", 4, "single-hop", ["ran the 10 km", "registered for the 10 km"],
          fault=("RetrievalError", ("retrieve", 1)),
          retrieve={"exclude": ["race", "leah_reg"], "include": ["leah_run", "charity_opts", "omar_race", "leah_8k"]}),
        Q("What colour is the mug Leah is glazing for her mum?", "Cobalt blue", ["m28"], "Cobalt blue.",
          "Matches the gold answer.", 4, "single-hop", ["cobalt blue"], retrieve={"include": ["mug"]}),
        Q("How long is Omar's Portuguese streak?", "50 days", ["m25"], "50 days.", "Matches the gold answer.", 4,
          "single-hop", ["50-day"], retrieve={"include": ["pt"]}),
        Q("Who teaches Leah's pottery class?", "Ruth", ["m3"], "Ruth.", "Matches the gold answer.", 4, "single-hop",
          ["Ruth"], retrieve={"include": ["ruth"]}),
    ]
    return Fixture("mem0_locomo_h2-mem0-3", "mem0", "locomo", "h2-mem0-3", 23, [L, O], sessions, questions,
                   "2026-02-16 14:05:00", {"top_k": 10, "question_timestamp": "2024-04-10 10:00:00"})


def fx_rag_nursery() -> Fixture:
    """RAG: the evidence chunk is retrieved, but the context builder cuts it before its last message."""
    T, A = "Tom", "Aisha"
    sessions = [
        S("2024-01-13 15:00", [
            M(T, "We finally got the keys to the new house on Elm Street!"),
            M(A, "Congratulations!! How many bedrooms?"),
            M(T, "Three, and the small one will be the nursery — the baby is due in May."),
            M(A, "So exciting. Are you doing the work yourselves?"),
            M(T, "Mostly. My dad is helping with the floors; we're sanding them this month."),
            M(A, "I'm jealous, my flat has carpet everywhere. I'm starting a balcony herb garden instead."),
            M(T, "What are you planting?"),
            M(A, "Basil, thyme and a stubborn rosemary my neighbour gave me."),
        ]),
        S("2024-02-10 11:20", [
            M(A, "How's the house coming along?"),
            M(T, "Floors are done. We argued about paint colours for a whole week."),
            M(A, "Who won?"),
            M(T, "Nobody, we compromised: the living room is warm white and the kitchen pale yellow."),
            M(A, "Sensible. And your bedroom?"),
            M(T, "Dark navy in our bedroom — bold, but we love it."),
            M(A, "My rosemary died, by the way. The basil is thriving though."),
            M(T, "RIP rosemary."),
        ]),
        S("2024-03-09 18:45", [
            M(A, "Is the nursery finished yet?"),
            M(T, "Almost! The crib arrived, and my dad built a bookshelf shaped like a tree for the corner."),
            M(A, "That sounds magical. Did you keep the original window frames?"),
            M(T, "We did, and this weekend we painted the nursery walls sage green, with a little fox mural by the "
                 "window."),
            M(A, "Foxes! Who painted the mural?"),
            M(T, "My sister Leila did — she's the artist in the family."),
            M(A, "I started a new job at the botanical garden gift shop, so I'm surrounded by plants all day."),
            M(T, "Perfect job for you."),
        ]),
        S("2024-04-20 09:10", [
            M(A, "Any baby names yet?"),
            M(T, "We're between Rowan and Isla; we'll decide when we meet the baby."),
            M(A, "Both lovely. My boss gave me a discount on a lemon tree, so the balcony has a tree now."),
            M(T, "A lemon tree on a balcony, ambitious!"),
            M(A, "It's in a huge pot. I named it Gerald."),
            M(T, "Gerald the lemon tree. Love it."),
        ]),
    ]
    questions = [
        Q("What colour did Tom paint the nursery?", "Sage green", ["m20"],
          "The colour of the nursery isn't mentioned; the other rooms are warm white, pale yellow and dark navy.",
          "The gold answer is sage green; the generated answer says it is not mentioned.", 4, "single-hop",
          ["sage green"], fault=("RetrievalError", ("qa", 0)), retrieve={"include": ["m20", "m12"]}),
        Q("Who painted the fox mural in the nursery?", "Tom's sister Leila", ["m22"], "His sister Leila.",
          "Matches the gold answer.", 4, "single-hop", ["Leila"], retrieve={"include": ["m22"]}),
        Q("What did Aisha name her lemon tree?", "Gerald", ["m29"], "Gerald.", "Matches the gold answer.", 4,
          "single-hop", ["Gerald"], retrieve={"include": ["m29"]}),
        Q("What colour is Tom's kitchen?", "Pale yellow", ["m12"], "Pale yellow.", "Matches the gold answer.", 4,
          "single-hop", ["pale yellow"], retrieve={"include": ["m12"]}),
    ]
    return Fixture("rag_locomo_h2-rag-1", "rag", "locomo", "h2-rag-1", 24, [T, A], sessions, questions,
                   "2026-02-17 09:30:00",
                   {"top_k": 2, "max_tokens": 270, "max_chars_per_memory": 700,
                    "question_timestamp": "2024-04-25 10:00:00"})


def fx_rag_relocation() -> Fixture:
    """RAG (RealMem-style), multi-hop: one of the two evidence chunks is not retrieved; a distractor city is."""
    U, AS = "Nadia", "assistant"
    sessions = [
        S("2024-04-02 09:00", [
            M(U, "I just got an offer from the Halden Institute for a research engineer role! Can you help me think "
                 "it through?"),
            M(AS, "Congratulations! Let's weigh salary, team, growth and location. What matters most to you?"),
            M(U, "Team and growth, honestly. The salary is about the same as I earn now."),
            M(AS, "Then ask to meet your future teammates, and ask your manager about mentoring and project "
                  "ownership."),
            M(U, "Good idea. Also, I want to cook more this year — one new vegetarian recipe every week."),
            M(AS, "Great goal! Want a suggestion to start with?"),
            M(U, "Yes, something with lentils."),
            M(AS, "Try a red lentil dal with coconut milk and spinach — quick and forgiving."),
        ]),
        S("2024-04-20 19:30", [
            M(U, "I accepted the Halden offer! I start on 1 July."),
            M(AS, "Fantastic news! Will you need to relocate?"),
            M(U, "Depends on the team. Halden has two sites: the robotics group works in Rotterdam and the sensors "
                 "group in Eindhoven. I'll hear next week which group I'm in."),
            M(AS, "Let me know, and we can plan the move together."),
            M(U, "The dal was a hit, by the way — my partner asked for it twice."),
            M(AS, "Wonderful! Next, maybe a mushroom stroganoff?"),
            M(U, "Perfect, I'll try it."),
        ]),
        S("2024-05-03 08:15", [
            M(U, "Update: I've been placed in the robotics group!"),
            M(AS, "Congratulations! Have you started thinking about the move?"),
            M(U, "A little. I'd like a flat near a park, with space for a bike."),
            M(AS, "Good priorities. Want a checklist for viewings?"),
            M(U, "Yes please."),
            M(AS, "Check natural light, heating type, storage, street noise, and the local registration rules."),
        ]),
        S("2024-05-28 21:00", [
            M(U, "The sensors group invited me to visit them in Eindhoven next month to see their lab."),
            M(AS, "Nice chance to meet colleagues across sites."),
            M(U, "Yes, it's just a day trip."),
            M(AS, "Enjoy it!"),
            M(U, "The stroganoff was a disaster, I burned the mushrooms."),
            M(AS, "It happens! Brown the mushrooms in small batches over high heat so they don't steam."),
            M(U, "I'll try again on Sunday."),
        ]),
    ]
    questions = [
        Q("In which city will Nadia be working after she joins the Halden Institute?", "Rotterdam", ["m11", "m16"],
          "Eindhoven.", "The gold answer is Rotterdam; Eindhoven is the sensors group's site.", 1, "multi-hop",
          ["robotics group works in Rotterdam"], fault=("RetrievalError", ("retrieve", 0)),
          retrieve={"include": ["m16", "m22"], "exclude": ["m11"]}),
        Q("Which lentil dish did the assistant suggest to Nadia?", "A red lentil dal with coconut milk and spinach",
          ["m8"], "A red lentil dal with coconut milk and spinach.", "Matches the gold answer.", 4, "single-hop",
          ["red lentil dal"], retrieve={"include": ["m8"]}),
        Q("When does Nadia start at the Halden Institute?", "1 July 2024", ["m9"], "On 1 July 2024.",
          "Same date as the gold answer.", 2, "temporal", ["1 July"], retrieve={"include": ["m9"]}),
        Q("What went wrong when Nadia made the stroganoff?", "She burned the mushrooms", ["m26"],
          "She burned the mushrooms.", "Matches the gold answer.", 4, "single-hop", ["burned the mushrooms"],
          retrieve={"include": ["m26"]}),
    ]
    return Fixture("rag_realmem_h2-Nadia_Verhoeven", "rag", "realmem", "Nadia_Verhoeven", 25, [U, AS], sessions,
                   questions, "2026-02-17 11:10:00",
                   {"top_k": 3, "max_tokens": 160, "question_timestamp": "2024-06-01 10:00:00"})


def fx_rag_cello() -> Fixture:
    """RAG: the chunker drops the message that triggered a flush; a distractor price survives."""
    I, P = "Ines", "Paul"
    sessions = [
        S("2024-06-01 17:00", [
            M(I, "I've decided to learn the cello at 34. Is that mad?"),
            M(P, "Not at all! My uncle started the violin at 50."),
            M(I, "I'm renting one from the music shop for now, £40 a month."),
            M(P, "Sensible before buying. Who's teaching you?"),
            M(I, "A retired orchestra player called Mr. Abara, on Monday evenings."),
            M(P, "Lucky you. I'm still plugging away at jazz piano."),
            M(I, "Play me something next time!"),
        ]),
        S("2024-06-22 12:30", [
            M(P, "How's the cello going?"),
            M(I, "My fingers hurt, but I can play a wobbly 'Ode to Joy'."),
            M(P, "Ha, that's the milestone everyone hits."),
            M(I, "The shop says new student cellos cost around £2,000, which is too much for me."),
            M(P, "Look at second-hand ones; my friend found a good one online."),
            M(I, "Good idea, I'll keep an eye out."),
            M(P, "I had my first gig at the wine bar on Friday, three songs!"),
            M(I, "Paul! Amazing, how did it go?"),
            M(P, "Nervous, but someone requested 'Autumn Leaves' afterwards."),
        ]),
        S("2024-07-13 10:00", [
            # m17: dropped by the planted chunker fault
            M(I, "I did it — I bought a used cello from a retired teacher for £850, bow included!"),
            M(P, "What a bargain compared to £2,000!"),
            M(I, "It has a crack repair on the back, but it sounds warm."),
            M(P, "Character! Does Mr. Abara approve?"),
            M(I, "He says it's better than the rental, yes."),
            M(P, "The wine bar asked me back for a monthly slot."),
            M(I, "You're a regular now!"),
        ]),
        S("2024-08-03 15:45", [
            M(P, "I'm learning 'Blue in Green' for next month's slot."),
            M(I, "I'll come to that one. I've moved my lessons to Wednesday evenings, by the way."),
            M(P, "Why the change?"),
            M(I, "Mr. Abara started teaching at the conservatory on Mondays."),
            M(P, "Makes sense. See you at the bar!"),
        ]),
    ]
    questions = [
        Q("How much did Ines pay for her cello?", "£850", ["m17"],
          "Less than £2,000 — the exact price isn't mentioned.",
          "The gold answer is £850; the generated answer gives no price.", 4, "single-hop", ["£850"],
          fault=("ExtractionError", ("buffer", "m17")), retrieve={"include": ["m18", "m11"]}),
        Q("Who teaches Ines the cello?", "Mr. Abara", ["m5"], "Mr. Abara, a retired orchestra player.",
          "Matches the gold answer.", 4, "single-hop", ["Mr. Abara"], retrieve={"include": ["m5"]}),
        Q("What song did someone request after Paul's first gig?", "Autumn Leaves", ["m16"], "'Autumn Leaves'.",
          "Matches the gold answer.", 4, "single-hop", ["Autumn Leaves"], retrieve={"include": ["m16"]}),
        Q("On which evening are Ines's cello lessons now?", "Wednesday", ["m25"], "Wednesday evenings.",
          "Matches the gold answer.", 4, "single-hop", ["Wednesday evenings"], retrieve={"include": ["m25"]}),
    ]
    return Fixture("rag_locomo_h2-rag-3", "rag", "locomo", "h2-rag-3", 26, [I, P], sessions, questions,
                   "2026-02-17 13:20:00",
                   {"top_k": 3, "max_tokens": 160, "drop_on_flush": "m17",
                    "question_timestamp": "2024-08-06 10:00:00"})


def _agentic(order: list[str], reason: str, k_check: int, k_final: int) -> dict:
    return {"sparse": order, "dense": order, "hybrid": order, "check": order[:k_check], "sufficient": True,
            "sufficiency_reason": reason, "final": order[:k_final]}


def fx_evermemos_driving() -> Fixture:
    """EverMemOS: the episode keeps the driving-test fact but resolves "yesterday" to the message date."""
    J, SM = "Jo", "Sam"
    sessions = [
        S("2024-04-27 11:00", [
            M(J, "How did the mock test go?"),
            M(SM, "Badly. I stalled twice at the roundabout by the station."),
            M(J, "Roundabouts are the worst. When's the real one?"),
            M(SM, "In two weeks. My instructor Gary says I'm ready if I stay calm."),
            M(J, "You'll be fine. I've been baking sourdough all week, by the way."),
            M(SM, "Bring me a loaf!"),
            M(J, "Deal. My starter is called Doughbi-Wan."),
        ]),
        S("2024-05-10 18:30", [
            M(SM, "Yesterday I finally passed my driving test, on the third attempt!"),
            M(J, "YES! Third time lucky! How do you feel?"),
            M(SM, "Free. Gary nearly cried."),
            M(J, "Are you getting a car?"),
            M(SM, "My aunt is selling me her old blue Fiesta for a good price."),
            M(J, "Then your first road trip is with me."),
            M(SM, "Deal — maybe the coast in June."),
        ]),
        S("2024-06-01 09:00", [
            M(J, "My sourdough won second place at the village fete!"),
            M(SM, "Doughbi-Wan is famous! What did you win?"),
            M(J, "A ribbon and a voucher for the farm shop."),
            M(SM, "I picked up the Fiesta from my aunt on Thursday."),
            M(J, "Road trip is on then."),
            M(SM, "How about the coast on 15 June?"),
            M(J, "Perfect, I'll bring bread."),
        ]),
        S("2024-06-18 19:00", [
            M(J, "That coast trip was the best — thanks for driving."),
            M(SM, "The fish and chips in Whitby were worth the drive."),
            M(J, "Next time I want to see the abbey."),
            M(SM, "Gary messaged to say he's retiring next year."),
            M(J, "End of an era."),
            M(J, "Also, my sister is moving in with me in July."),
            M(SM, "Your flat will smell of bread and chaos."),
        ]),
    ]
    episodes = [
        {"name": "E1", "first": "m1", "last": "m4", "subject": "Sam's mock driving test",
         "episode": "On April 27, 2024, Sam told Jo that his mock driving test went badly: he stalled twice at the "
                    "roundabout by the station. His real driving test is in two weeks (around May 11, 2024), and his "
                    "instructor Gary says he is ready if he stays calm.",
         "event_log": [{"time": "2024-04-27", "fact": "Sam's mock driving test went badly; he stalled twice at the "
                                                      "station roundabout."},
                       {"time": "2024-05-11", "fact": "Sam's real driving test is due about two weeks later."}]},
        {"name": "E2", "first": "m5", "last": "m7", "subject": "Jo's sourdough",
         "episode": "On April 27, 2024, Jo said she had been baking sourdough all week; her starter is called "
                    "Doughbi-Wan. Sam asked her to bring him a loaf.",
         "event_log": [{"time": "2024-04-27", "fact": "Jo has been baking sourdough; her starter is Doughbi-Wan."}]},
        {"name": "E3", "first": "m8", "last": "m10", "subject": "Sam passes his driving test",
         # the planted fault: "yesterday" relative to 2024-05-10 is 9 May, the extraction wrote 10 May
         "episode": "On May 10, 2024, Sam passed his driving test on his third attempt. He told Jo he feels free and "
                    "that his instructor Gary nearly cried.",
         "event_log": [{"time": "2024-05-10", "fact": "Sam passed his driving test on the third attempt."}]},
        {"name": "E4", "first": "m11", "last": "m14", "subject": "Sam's first car",
         "episode": "On May 10, 2024, Sam told Jo that his aunt is selling him her old blue Fiesta for a good price. "
                    "They agreed that Sam's first road trip will be with Jo, maybe to the coast in June 2024.",
         "event_log": [{"time": "2024-05-10", "fact": "Sam's aunt is selling him her old blue Fiesta."}]},
        {"name": "E5", "first": "m15", "last": "m17", "subject": "Jo's sourdough prize",
         "episode": "On June 1, 2024, Jo said her sourdough won second place at the village fete, earning a ribbon "
                    "and a voucher for the farm shop.",
         "event_log": [{"time": "2024-06-01", "fact": "Jo's sourdough won second place at the village fete."}]},
        {"name": "E6", "first": "m18", "last": "m21", "subject": "Fiesta pickup and coast trip plan",
         "episode": "On June 1, 2024, Sam said he picked up the blue Fiesta from his aunt on Thursday, May 30, 2024. "
                    "Sam and Jo planned a road trip to the coast on June 15, 2024; Jo will bring bread.",
         "event_log": [{"time": "2024-05-30", "fact": "Sam picked up the Fiesta from his aunt."},
                       {"time": "2024-06-15", "fact": "Planned coast road trip."}]},
        {"name": "E7", "first": "m22", "last": "m24", "subject": "Coast trip recap",
         "episode": "On June 18, 2024, Jo thanked Sam for driving on their coast trip. Sam said the fish and chips "
                    "in Whitby were worth the drive; Jo wants to see the abbey next time.",
         "event_log": [{"time": "2024-06-15", "fact": "Sam and Jo went on a coast trip to Whitby."}]},
        {"name": "E8", "first": "m25", "last": "m28", "subject": "Gary retiring; Jo's sister moving in",
         "episode": "On June 18, 2024, Sam said his driving instructor Gary is retiring next year. Jo said her "
                    "sister is moving in with her in July 2024.",
         "event_log": [{"time": "2024-06-18", "fact": "Gary plans to retire in 2025."},
                       {"time": "2024-07", "fact": "Jo's sister moves in with Jo."}]},
    ]
    k = 10, 30
    questions = [
        Q("When did Sam pass his driving test?", "9 May 2024", ["m8"], "On 10 May 2024.",
          "The gold answer is 9 May 2024; the generated answer gives 10 May 2024.", 2, "temporal", ["May 9, 2024"],
          fault=("ExtractionError", ("extract", "E3")),
          retrieve=_agentic(["E3", "E1", "E4", "E6", "E8", "E7", "E2", "E5"],
                            "E3 states when Sam passed his driving test.", *k)),
        Q("What car is Sam buying from his aunt?", "Her old blue Fiesta", ["m12"], "Her old blue Fiesta.",
          "Matches the gold answer.", 4, "single-hop", ["blue Fiesta"],
          retrieve=_agentic(["E4", "E6", "E3", "E7", "E1", "E8", "E2", "E5"], "E4 names the car.", *k)),
        Q("Where did Sam and Jo eat fish and chips on their coast trip?", "Whitby", ["m23"], "In Whitby.",
          "Matches the gold answer.", 4, "single-hop", ["Whitby"],
          retrieve=_agentic(["E7", "E6", "E4", "E5", "E2", "E8", "E3", "E1"], "E7 names the place.", *k)),
        Q("What place did Jo's sourdough win at the village fete?", "Second place", ["m15"], "Second place.",
          "Matches the gold answer.", 4, "single-hop", ["second place"],
          retrieve=_agentic(["E5", "E2", "E7", "E6", "E8", "E4", "E1", "E3"], "E5 gives the result.", *k)),
        Q("When did Sam pick up the Fiesta from his aunt?", "30 May 2024", ["m18"], "On 30 May 2024.",
          "Same date as the gold answer.", 2, "temporal", ["May 30, 2024"],
          retrieve=_agentic(["E6", "E4", "E3", "E7", "E1", "E8", "E5", "E2"], "E6 dates the pickup.", *k)),
    ]
    return Fixture("evermemos_locomo_h2-ever-1", "evermemos", "locomo", "h2-ever-1", 27, [J, SM], sessions,
                   questions, "2026-02-18 08:45:00",
                   {"top_k": 10, "sufficiency_check_docs": 10, "final_top_k": 30,
                    "question_timestamp": "2024-06-20 10:00:00"}, episodes)


def fx_evermemos_horror() -> Fixture:
    """EverMemOS (RealMem-style), two failures: the final rerank drops the preference episodes (yes/no question);
    a sum over two episodes that are both in the context is answered wrongly."""
    U, AS = "Hugo", "assistant"
    sessions = [
        S("2024-06-29 20:00", [
            M(U, "Can you recommend something for movie night? Just so you know, I can't stand horror films — they "
                 "give me nightmares for days."),
            M(AS, "Noted, no horror. How about a heist comedy like 'Logan Lucky', or a feel-good drama?"),
            M(U, "Heist comedy sounds great. My partner Mia loves horror though, so movie night is a constant "
                 "negotiation."),
            M(AS, "You could alternate picks — one for her, one for you, maybe a light thriller you'd both enjoy."),
            M(U, "Ha, good plan."),
            M(U, "Different topic: I joined the library book club this month."),
            M(AS, "Lovely! How's the reading going?"),
            M(U, "I've read 3 books in June so far, trying to keep up with the group."),
        ]),
        S("2024-07-14 15:00", [
            M(U, "Mia took me to a horror double feature at the Rex cinema last night. Never again."),
            M(AS, "Sorry to hear that! Next time you could suggest the Rex's Sunday comedy matinees."),
            M(U, "Good idea. Also, we're planning a trip to Japan in October."),
            M(AS, "Exciting! Which cities?"),
            M(U, "Tokyo and Kanazawa, maybe a day in Nara."),
            M(AS, "In Kanazawa, don't miss Kenroku-en garden — it's beautiful in autumn."),
            M(U, "Adding it to the list."),
        ]),
        S("2024-07-31 21:00", [
            M(U, "Book club update: I read 5 books in July! The summer holidays helped."),
            M(AS, "That's a big jump — well done!"),
            M(U, "Mia's reading more too, she's into Shirley Jackson now."),
            M(AS, "Fitting for a horror fan!"),
            M(U, "My favourite this month was 'Piranesi'."),
            M(AS, "A wonderful, strange book."),
        ]),
        S("2024-08-20 18:00", [
            M(U, "A friend invited us to a horror-movie marathon on Halloween weekend. Mia is thrilled."),
            M(AS, "Sounds like one Mia will love!"),
            M(U, "I also booked the ryokan in Kanazawa for 12 October."),
            M(AS, "Lovely — ryokan stays often include a kaiseki dinner."),
            M(U, "Can't wait. Any tips for jet lag?"),
            M(AS, "Shift your sleep by an hour a day in the week before, and get morning light when you land."),
            M(U, "Will do, thanks."),
        ]),
    ]
    episodes = [
        {"name": "E1", "first": "m1", "last": "m5", "subject": "Hugo's movie-night preferences",
         "episode": "On June 29, 2024, Hugo asked the assistant for a movie-night recommendation and said he can't "
                    "stand horror films because they give him nightmares for days. The assistant suggested a heist "
                    "comedy such as 'Logan Lucky'. Hugo's partner Mia loves horror, so they negotiate movie nights; "
                    "the assistant suggested alternating picks.",
         "event_log": [{"time": "2024-06-29", "fact": "Hugo can't stand horror films; they give him nightmares."},
                       {"time": "2024-06-29", "fact": "Mia, Hugo's partner, loves horror films."}]},
        {"name": "E2", "first": "m6", "last": "m8", "subject": "Hugo joins the book club",
         "episode": "On June 29, 2024, Hugo said he joined the library book club in June 2024 and has read 3 books "
                    "in June so far.",
         "event_log": [{"time": "2024-06", "fact": "Hugo joined the library book club and read 3 books in June."}]},
        {"name": "E3", "first": "m9", "last": "m10", "subject": "Horror double feature",
         "episode": "On July 14, 2024, Hugo said Mia took him to a horror double feature at the Rex cinema on July "
                    "13, 2024 and that he will never do that again. The assistant suggested the Rex's Sunday comedy "
                    "matinees instead.",
         "event_log": [{"time": "2024-07-13", "fact": "Hugo went to a horror double feature with Mia and disliked "
                                                      "it."}]},
        {"name": "E4", "first": "m11", "last": "m15", "subject": "Japan trip plan",
         "episode": "On July 14, 2024, Hugo said he and Mia are planning a trip to Japan in October 2024: Tokyo, "
                    "Kanazawa and maybe a day in Nara. The assistant recommended Kenroku-en garden in Kanazawa, which "
                    "is beautiful in autumn.",
         "event_log": [{"time": "2024-10", "fact": "Planned Japan trip: Tokyo, Kanazawa, Nara."}]},
        {"name": "E5", "first": "m16", "last": "m21", "subject": "July reading",
         "episode": "On July 31, 2024, Hugo said he read 5 books in July 2024 for the book club, helped by the summer "
                    "holidays; his favourite was 'Piranesi'. Mia is reading more too and is into Shirley Jackson, "
                    "which the assistant called fitting for a horror fan.",
         "event_log": [{"time": "2024-07", "fact": "Hugo read 5 books in July."}]},
        {"name": "E6", "first": "m22", "last": "m23", "subject": "Halloween horror marathon invitation",
         "episode": "On August 20, 2024, Hugo said a friend invited him and Mia to a horror-movie marathon on "
                    "Halloween weekend; Mia is thrilled.",
         "event_log": [{"time": "2024-10-31", "fact": "Invitation to a horror-movie marathon on Halloween "
                                                      "weekend."}]},
        {"name": "E7", "first": "m24", "last": "m28", "subject": "Ryokan booking and jet lag",
         "episode": "On August 20, 2024, Hugo said he booked a ryokan in Kanazawa for October 12, 2024. The "
                    "assistant noted that ryokan stays often include a kaiseki dinner and advised shifting sleep by an "
                    "hour a day in the week before the trip and getting morning light on arrival.",
         "event_log": [{"time": "2024-10-12", "fact": "Ryokan in Kanazawa booked."}]},
    ]
    questions = [
        Q("Would Hugo enjoy going to a horror-movie marathon?", "No — he can't stand horror films (they give him "
          "nightmares)", ["m1", "m9"],
          "Yes — he and Mia have been invited to a horror-movie marathon on Halloween weekend and are looking forward "
          "to it.",
          "The gold answer is no, Hugo can't stand horror films; the generated answer says yes.", 3, "open-domain",
          ["can't stand horror", "never do that again"], fault=("RetrievalError", ("final_rerank", 0)),
          retrieve={"sparse": ["E6", "E3", "E5", "E1", "E4", "E2", "E7"],
                    "dense": ["E1", "E6", "E3", "E5", "E4", "E7", "E2"],
                    "hybrid": ["E6", "E1", "E3", "E5", "E4", "E7", "E2"],
                    "check": ["E6", "E1", "E3"], "sufficient": True,
                    "sufficiency_reason": "The memories say Hugo can't stand horror films and would never again go to "
                                          "a horror screening; that answers the question.",
                    "final": ["E6", "E5", "E4"], "final_scores": [0.91, 0.58, 0.33]}),
        Q("How many books did Hugo read in June and July combined?", "8", ["m8", "m16"], "5 books.",
          "The gold answer is 8 (3 in June + 5 in July); the generated answer says 5.", 1, "multi-hop",
          ["3 books in June", "5 books in July"], fault=("ResponseError", ("qa", 1)),
          retrieve={"sparse": ["E5", "E2", "E7", "E4", "E1", "E6", "E3"],
                    "dense": ["E5", "E7", "E4", "E2", "E6", "E1", "E3"],
                    "hybrid": ["E5", "E7", "E4", "E2", "E1", "E6", "E3"],
                    "check": ["E5", "E7", "E4"], "sufficient": False,
                    "sufficiency_reason": "Only the July count is present.",
                    "missing": "How many books Hugo read in June.",
                    "refined_queries": ["How many books did Hugo read in June 2024?",
                                        "Hugo library book club June reading count"],
                    "combined": ["E5", "E2", "E7", "E4", "E1", "E6", "E3"],
                    "final": ["E5", "E2", "E4"], "final_scores": [0.88, 0.84, 0.21]}),
        Q("Which garden did the assistant recommend visiting in Kanazawa?", "Kenroku-en", ["m14"], "Kenroku-en.",
          "Matches the gold answer.", 4, "single-hop", ["Kenroku-en"],
          retrieve=_agentic(["E4", "E7", "E3", "E1", "E5", "E6", "E2"], "E4 names the garden.", 3, 3)),
        Q("What date is Hugo's ryokan booking in Kanazawa?", "12 October 2024", ["m24"], "12 October 2024.",
          "Same date as the gold answer.", 2, "temporal", ["October 12, 2024"],
          retrieve=_agentic(["E7", "E4", "E6", "E1", "E5", "E3", "E2"], "E7 gives the date.", 3, 3)),
    ]
    return Fixture("evermemos_realmem_h2-Hugo_Lindqvist", "evermemos", "realmem", "Hugo_Lindqvist", 28, [U, AS],
                   sessions, questions, "2026-02-18 10:30:00",
                   {"top_k": 10, "sufficiency_check_docs": 3, "final_top_k": 3,
                    "question_timestamp": "2024-08-25 10:00:00"}, episodes)


def fx_lc_lisbon() -> Fixture:
    """Long-Context: the flight date is said twice; the first copy is trimmed harmlessly, the trim of the second
    copy loses it."""
    A, F = "Ana", "Felix"
    sessions = [
        S("2024-02-03 10:00", [
            M(A, "We booked our flight to Lisbon for the 14th of March — leaving Gatwick at 6:40 in the morning."),
            M(F, "Early! Is it for the conference?"),
            M(A, "Yes, the urban design conference. I'm presenting on bike lanes."),
            M(F, "You'll smash it. I'm off to Oslo on 4 April for my brother's birthday."),
            M(A, "Oslo in April, still cold!"),
            M(F, "I'm bringing my biggest coat."),
            M(A, "Bring me back some brown cheese."),
        ]),
        S("2024-02-24 19:00", [
            M(F, "How's the presentation coming along?"),
            M(A, "Slides are done. Note to self: Lisbon flight on 14 March, 6:40 am, so the taxi comes at 4."),
            M(F, "Brutal. Want me to drive you to the airport instead?"),
            M(A, "That would be amazing, thank you!"),
            M(F, "I'll need coffee. Lots of coffee."),
            M(A, "I'll buy you breakfast when I'm back."),
        ]),
        S("2024-03-20 18:00", [
            M(A, "Lisbon was incredible, and the talk went really well."),
            M(F, "Told you! Any questions from the audience?"),
            M(A, "A planner from Porto asked about protected bike lanes on steep hills."),
            M(F, "Ha, Lisbon is the right city for hills."),
            M(A, "I ate pastéis de nata every single day."),
            M(F, "No regrets. My Oslo trip moved to the 11th of April, by the way."),
            M(A, "Still cold!"),
        ]),
        S("2024-04-15 12:00", [
            M(F, "Oslo was great, my brother loved the party."),
            M(A, "What did you get him?"),
            M(F, "A vintage record player — he collects jazz vinyl."),
            M(A, "Perfect gift. I've been asked to give the bike lane talk again in June, in Bristol."),
            M(F, "Bristol's close, at least. Train?"),
            M(A, "Yes, the 8:15 from Paddington."),
            M(F, "Much better than a 6:40 flight."),
            M(A, "Never again, honestly."),
        ]),
    ]
    questions = [
        Q("When was Ana's flight to Lisbon?", "14 March 2024 (6:40 am from Gatwick)", ["m1", "m9"],
          "The date of the Lisbon flight isn't mentioned; only that it left at 6:40.",
          "The gold answer is 14 March 2024; the generated answer gives no date.", 2, "temporal", ["14th of March", "14 March"],
          fault=("UpdateError", ("trim", "m9"))),
        Q("What gift did Felix give his brother?", "A vintage record player", ["m23"], "A vintage record player.",
          "Matches the gold answer.", 4, "single-hop", ["vintage record player"]),
        Q("Which train is Ana taking to Bristol?", "The 8:15 from Paddington", ["m26"], "The 8:15 from Paddington.",
          "Matches the gold answer.", 4, "single-hop", ["8:15 from Paddington"]),
        Q("What did Ana eat every day in Lisbon?", "Pastéis de nata", ["m18"], "Pastéis de nata.",
          "Matches the gold answer.", 4, "single-hop", ["pastéis de nata"]),
    ]
    return Fixture("long_context_locomo_h2-lc-1", "long_context", "locomo", "h2-lc-1", 29, [A, F], sessions, questions,
                   "2026-02-19 09:00:00", {"context_window": 330, "question_timestamp": "2024-04-20 10:00:00"})


def fx_lc_bakery() -> Fixture:
    """Long-Context (RealMem-style), two failures: a trimmed relative date, and a stated dislike ignored."""
    U, AS = "Ben", "assistant"
    sessions = [
        S("2024-01-15 19:00", [
            M(U, "I started at the bakery co-op last Monday — early shifts, but I love it."),
            M(AS, "Congratulations on the new job! How early are the shifts?"),
            M(U, "5 am starts. I'm on sourdough and rye."),
            M(AS, "That's a serious commitment. Try to keep a consistent bedtime, even on days off."),
            M(U, "Noted. Can you suggest a podcast for the bus?"),
            M(AS, "Try a history podcast with short daily episodes, around 20 minutes each."),
        ]),
        S("2024-02-10 10:00", [
            M(U, "The co-op asked me to run the Saturday market stall."),
            M(AS, "That's a vote of confidence! What will you sell?"),
            M(U, "Rye loaves and cinnamon buns."),
            M(AS, "Good mix: one staple, one treat."),
            M(U, "I'm also planning my sister Clara's 30th birthday dinner in March."),
            M(AS, "Lovely! What does she like?"),
            M(U, "She loves Japanese food, especially sushi and ramen."),
            M(AS, "A restaurant with both sushi and cooked dishes could work well."),
        ]),
        S("2024-03-02 18:30", [
            M(U, "The market stall sold out by 11 am!"),
            M(AS, "Brilliant — maybe bake a few extra next week."),
            M(U, "We booked Clara's dinner at a ramen bar, Menya Kou, for 16 March."),
            M(AS, "Great choice. Do you need gift ideas?"),
            M(U, "Yes, she's into ceramics."),
            M(AS, "A handmade tea set or a pottery class voucher could be perfect."),
        ]),
        S("2024-03-25 20:00", [
            M(U, "Clara loved the dinner and the pottery voucher."),
            M(AS, "Wonderful! How was Menya Kou?"),
            M(U, "The ramen was great. Honestly, I'm glad we didn't do sushi — I really can't stand raw fish, it's a "
                 "texture thing."),
            M(AS, "Good to know — cooked dishes it is."),
            M(U, "My friend Dev wants to take me to an omakase sushi counter for my birthday."),
            M(AS, "That's generous of him. Will you tell him?"),
            M(U, "I haven't decided yet."),
            M(AS, "Happy to help you phrase it if you want."),
        ]),
    ]
    questions = [
        Q("Would Ben enjoy an omakase sushi dinner?", "No — he can't stand raw fish", ["m23"],
          "Yes — he loves Japanese food, especially sushi, and his friend Dev is taking him to an omakase counter for "
          "his birthday.",
          "The gold answer is no; the generated answer says yes.", 3, "open-domain", ["can't stand raw fish"],
          fault=("ResponseError", ("qa", 0))),
        Q("When did Ben start his job at the bakery co-op?", "8 January 2024", ["m1"],
          "The start date isn't mentioned; he was already working at the co-op by February 2024.",
          "The gold answer is 8 January 2024; the generated answer gives no date.", 2, "temporal",
          ["last Monday", "started at the bakery"], fault=("UpdateError", ("trim", "m1"))),
        Q("Where did Ben book Clara's birthday dinner?", "Menya Kou, a ramen bar", ["m17"],
          "At Menya Kou, a ramen bar.", "Matches the gold answer.", 4, "single-hop", ["Menya Kou"]),
        Q("By what time did Ben's market stall sell out?", "By 11 am", ["m15"], "By 11 am.",
          "Matches the gold answer.", 4, "single-hop", ["11 am"]),
        Q("What gift did Clara receive from Ben?", "A pottery class voucher", ["m21"], "A pottery class voucher.",
          "Matches the gold answer.", 4, "single-hop", ["pottery voucher"]),
    ]
    return Fixture("long_context_realmem_h2-Ben_Okafor", "long_context", "realmem", "Ben_Okafor", 30, [U, AS],
                   sessions, questions, "2026-02-19 10:45:00",
                   {"context_window": 420, "question_timestamp": "2024-03-28 10:00:00"})


FIXTURES = [fx_mem0_wedding, fx_mem0_greyhound, fx_mem0_pottery, fx_rag_nursery, fx_rag_relocation, fx_rag_cello,
            fx_evermemos_driving, fx_evermemos_horror, fx_lc_lisbon, fx_lc_bakery]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="re-record in memory and compare with the files")
    parser.add_argument("--only", help="record only fixtures whose stem contains this string")
    args = parser.parse_args(argv)
    from smartcomment import logger
    logger.remove()
    OUT_DIR.mkdir(exist_ok=True)
    bad = 0
    for make in FIXTURES:
        fx = make()
        if args.only and args.only not in fx.stem:
            continue
        blob = serialize(record(fx))
        path = OUT_DIR / f"{fx.stem}.json.gz"
        if args.check:
            same = path.exists() and path.read_bytes() == blob
            bad += not same
            print(f"{'same' if same else 'DIFFERENT'} {path.name}")
        else:
            path.write_bytes(blob)
            n_ann = len(json.loads(gzip.decompress(blob))["data"]["annotations"])
            print(f"wrote {path.relative_to(ROOT)} ({len(blob)} bytes, {n_ann} annotated failures)")
    return 1 if bad else 0


if __name__ == "__main__":
    enable_tracing()
    sys.exit(main())
