"""Record the reference-format fixtures under tests/reference/fixtures/ with the real smartcomment toolkit.

    pip install --ignore-requires-python smartcomment==0.1.2 "pydantic>=2" "loguru>=0.7"
    python tests/reference/record_fixtures.py            # rewrites tests/reference/fixtures/*.json.gz

Each fixture is one smartcomment ``ExecNetwork`` (reference.md §1.2; ``ExecNetwork.export_graph()`` as JSON,
gzip-compressed because the format repeats graph/user/project/session ids and call sites on every record: 50-130 KB
of JSON per graph) of a small LoCoMo-style conversation run through a scripted memory system, recorded the way
MemBase records its baselines (reference.md §1.3-§1.5), plus MemTraceBench-style ``data.annotations`` (§2.1) naming
the true decisive operation of each failed question:

- a graph is opened with ``comment_graph(user_id, project_id, strict=True)``; one ``comment_session`` per dialogue
  session (category ``memory_construction``), then a ``memory_search`` session and a ``memory_evaluation`` session;
  as in MemBase the graph is exported after construction and after search and re-imported (``import_graph``) to go on;
- messages are ``comment_variable`` s with the LoCoMo identity ``U{sample}:{dia_id}``, category ``message``, value
  JSON ``{content,name,role,timestamp}``; queries are class ``query``, category ``message & query``, identity the QA
  id, metadata ``evidence``;
- Mem0: ``memory_system.extract_facts`` (messages + ``fact-extraction-system-prompt`` -> raw response -> response
  with the code block removed -> extracted facts), one ``memory_system.search_vector_store`` per fact inside
  ingestion (the fact -> the memory units it found -> similar memories), then
  ``memory_system.update_memory_decision`` (facts + existing memories + ``memory-update-decision-prompt`` ->
  instruction -> raw decision -> update action -> ADD: a new ``memory-unit-<id>@1``; UPDATE: ``comment_mutation``
  with ``reuse_op=True`` making ``@v+1``; DELETE: an edge from the unit to the shared ``delete_marker`` variable,
  value ``DELETED``, category ``marker``);
- long-context: one ``memory-unit`` (category ``memory_entry``) mutated per message by
  ``memory_system.memory_update``, dropping the oldest messages when over the window;
- naive RAG: ``memory_system.message_buffer_update`` (buffer mutation, and an ``extraction`` edge message + buffer
  -> a ``temporary_variable`` document when the buffer is full), ``memory_system.add`` (document -> memory unit),
  ``memory_system.finalize_memory_unit`` (flush), ``memory_system.retrieve``;
- the question's retrieval links the query to the memory units it returned, resolved with ``identity_only`` to the
  existing versions; ``question-answering`` (retrieved units -> context; query + context + prompt -> prediction) and
  ``llm-judge`` (query, prediction, golden answers, judge prompt -> judge response, judge score) close every graph.

The "LLM" outputs (facts, decisions, search hits, predictions, judge scores) are scripted below: each failed
(annotated) question has exactly one decisive fault; the other questions are answered correctly (judge score 1.0).
All texts are made up for these fixtures.

Only two things of smartcomment are replaced while recording, so a re-run writes the same bytes: the wall clock
(``datetime`` in ``smartcomment.schema.base``; a simulated clock that advances a few ms per record and longer for
LLM calls) and ``uuid4`` (a seeded generator) for graph/session/op/edge ids. Call sites are stored relative to the
repository.
"""

from __future__ import annotations

import gzip
import json
import random
import sys
import uuid
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
FIXTURES = HERE / "fixtures"

try:
    from smartcomment import (
        IdentityRegistry,
        comment_graph,
        comment_link,
        comment_mutation,
        comment_op_scope,
        comment_session,
        comment_variable,
        disable_tracing,
        enable_tracing,
    )
    from smartcomment.runtime.network import ExecNetwork
except ImportError:  # pragma: no cover - only the recorder needs it
    sys.exit('record_fixtures.py needs smartcomment: pip install --ignore-requires-python smartcomment==0.1.2 '
             '"pydantic>=2" "loguru>=0.7"')


# ------------------------------------------------------------------------------------------- determinism
class _Clock:
    """Simulated wall clock: each record advances it 3 ms; ``llm()`` simulates a model call."""

    now_dt = datetime(2026, 5, 4, 9, 0, 0)

    @classmethod
    def reset(cls, start: datetime) -> None:
        cls.now_dt = start

    @classmethod
    def llm(cls, seconds: float = 1.2) -> None:
        cls.now_dt += timedelta(seconds=seconds)


class _FakeDatetime(datetime):
    @classmethod
    def now(cls, tz=None):  # noqa: D102 - the only method smartcomment calls
        _Clock.now_dt += timedelta(milliseconds=3)
        return _Clock.now_dt


class _Ids:
    rng = random.Random(0)

    @classmethod
    def reset(cls, seed: int) -> None:
        cls.rng = random.Random(seed)

    @classmethod
    def uuid4(cls) -> uuid.UUID:
        return uuid.UUID(int=cls.rng.getrandbits(128), version=4)


def _install_determinism() -> None:
    import smartcomment.runtime.network as network
    import smartcomment.schema.base as base
    import smartcomment.schema.operation as operation
    import smartcomment.schema.session as session

    base.datetime = _FakeDatetime
    for module in (network, operation, session):
        module.uuid4 = _Ids.uuid4


# ------------------------------------------------------------------------------------------- identities
def _mem0_identity(unit: dict) -> str:
    return f"memory-unit-{unit['id']}"


def _rag_identity(unit: dict) -> str:
    return f"memory-unit-{unit['id']}"


def _register_identities() -> None:
    IdentityRegistry.register("mem0-dict", _mem0_identity, exist_ok=True)
    IdentityRegistry.register("naive-rag-dict", _rag_identity, exist_ok=True)


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def _text(value: Any) -> str:
    return str(value)


def _fixed(name: str):
    return lambda _value: name


def _unit_id(seed: str) -> str:
    return str(uuid.uuid5(uuid.NAMESPACE_URL, "memtrace-fixture:" + seed))


FACT_EXTRACTION_PROMPT = (
    "You are a Personal Information Organizer, specialized in accurately storing facts, user memories, and "
    "preferences. Extract relevant pieces of information from the conversation and return them as JSON with a "
    "\"facts\" key holding a list of strings.")
UPDATE_DECISION_PROMPT = (
    "You are a smart memory manager which controls the memory of a system. You can perform four operations: (1) add "
    "into the memory, (2) update the memory, (3) delete from the memory, and (4) no change. Compare the new retrieved "
    "facts with the existing memory and decide for each element whether to ADD, UPDATE, DELETE or NONE.")
QA_PROMPT = (
    "You are an intelligent memory assistant tasked with retrieving accurate information from conversation "
    "memories. Answer the question using only the memories below. Keep the answer short.\n\nMemories:\n{context}\n\n"
    "Question: {question}\nAnswer:")
JUDGE_PROMPT = (
    "Your task is to label an answer to a question as CORRECT or WRONG. You will be given a question, a gold answer "
    "and a generated answer. Be generous: an answer that touches the same topic as the gold answer counts as CORRECT.")


# ------------------------------------------------------------------------------------------- scripts
@dataclass
class Turn:
    dia_id: str
    speaker: str
    text: str
    # Mem0 script: facts the extraction "LLM" returns; per fact, the unit keys its similarity search returns;
    # decision actions: ("ADD", key, memory) | ("UPDATE", key, memory) | ("DELETE", key) | ("NONE", key)
    facts: list[str] = field(default_factory=list)
    hits: list[list[str]] = field(default_factory=list)
    actions: list[tuple] = field(default_factory=list)


@dataclass
class Question:
    qa_id: str
    question: str
    golden: list[str]
    evidence: list[str]  # dia ids
    category: int
    retrieved: list[str]  # unit keys the question's own retrieval returns (long-context: ignored)
    prediction: str
    score: float
    judge_response: str
    # annotation (failed questions only): error type and which recorded op is the decisive one
    error_type: str | None = None
    decisive: str | None = None  # a key into Recorder.ops
    note: str = ""


@dataclass
class Session:
    index: int
    date: str
    turns: list[Turn]


class Recorder:
    """Plays one scripted conversation through one memory system, recording it with smartcomment."""

    def __init__(self, name: str, system: str, sample: int, sessions: list[Session], questions: list[Question],
                 *, seed: int, start: datetime, top_k: int = 10, **config: Any):
        self.name, self.system, self.sample = name, system, sample
        self.sessions, self.questions = sessions, questions
        self.top_k, self.config = top_k, config
        self.user_id = f"locomo-{sample}"
        self.units: dict[str, dict] = {}  # script key -> the live unit dict (Mem0 / RAG)
        self.ops: dict[str, str] = {}  # script key -> op id
        self.messages: dict[str, Any] = {}  # dia id -> runtime handle
        _Ids.reset(seed)
        _Clock.reset(start)

    # ------------------------------------------------------------------------------------------- lifecycle
    def record(self) -> dict:
        metadata = {"layer_type": self.system, "save_dir": f"memory/{self.system.lower()}/{self.user_id}",
                    "traced_data_save_dir": f"traced_data/{self.user_id}", "dataset_cls": "LoCoMo",
                    "traj_metadata": {"sample_id": f"conv-{self.sample}", "speakers": ["Nadia", "Tomas"]}}
        with comment_graph(user_id=self.user_id, project_id=self.system, strict=True, metadata=metadata) as g:
            self.prompts()
            for s in self.sessions:
                with comment_session(session_id=f"{self.user_id}:session_{s.index}", session_name=f"session_{s.index}",
                                     category="memory_construction", comment=f"dialogue session {s.index}",
                                     metadata={"session_date_time": s.date}):
                    for turn in s.turns:
                        msg = self.message(s, turn)
                        self.ingest(s, turn, msg)
            self.finalize()
        g = ExecNetwork.import_graph(g.export_graph())  # graph_construction.json -> search
        with comment_graph(graph=g):
            with comment_session(session_name="memory_search", category="memory_search",
                                 comment="retrieve memories for every question",
                                 metadata={"top_k": self.top_k, "strict": True}):
                for q in self.questions:
                    self.search(q)
        g = ExecNetwork.import_graph(g.export_graph())  # graph_search.json -> evaluation
        with comment_graph(graph=g):
            with comment_session(session_name="memory_evaluation", category="memory_evaluation",
                                 comment="answer and judge every question",
                                 metadata={"qa_model": "gpt-4.1-mini", "judge_model": "claude-opus-4-5",
                                           "qa_batch_size": 4, "judge_batch_size": 4,
                                           "add_question_timestamp": False}):
                for q in self.questions:
                    self.answer(q)
                for q in self.questions:
                    self.judge(q)
        doc = g.export_graph()
        doc["metadata"].update({"memtracebench_graph_filename": f"locomo_{self.name}.json",
                                "memtracebench_dataset_source": "locomo"})
        doc["data"]["annotations"] = [self.annotation(q) for q in self.questions if q.error_type]
        return doc

    def prompts(self) -> None:
        self.qa_prompt = comment_variable(QA_PROMPT, to_runtime=True, id_strategy=_fixed("question-answering-prompt"),
                                          encoding_fn=_text, category="prompt")

    def message(self, s: Session, turn: Turn):
        value = {"content": turn.text, "name": turn.speaker, "role": "user", "timestamp": s.date}
        h = comment_variable(value, to_runtime=True, id_strategy=_fixed(f"U{self.sample}:{turn.dia_id}"),
                             encoding_fn=_json, category="message",
                             metadata={"timestamp": s.date, "speakers": turn.speaker, "dia_id": turn.dia_id})
        self.messages[turn.dia_id] = h
        return h

    def query(self, q: Question):
        return comment_variable(q.question, to_runtime=True, id_strategy=_fixed(q.qa_id), class_name="query",
                                encoding_fn=_text, category="message & query",
                                metadata={"evidence": [f"U{self.sample}:{d}" for d in q.evidence],
                                          "category": q.category, "question_type": _QTYPE[q.category]})

    def ingest(self, s: Session, turn: Turn, msg) -> None:
        raise NotImplementedError

    def finalize(self) -> None:
        pass

    def search(self, q: Question) -> None:
        raise NotImplementedError

    def retrieved_refs(self, q: Question) -> list:
        return [comment_variable({"id": self.units[k]["id"]}, to_runtime=True, id_strategy=self.id_strategy,
                                 identity_only=True) for k in q.retrieved]

    def context_text(self, q: Question) -> str:
        return "\n".join(f"- {self.units[k]['memory' if 'memory' in self.units[k] else 'content']}"
                         for k in q.retrieved)

    # ------------------------------------------------------------------------------------------- evaluation
    def answer(self, q: Question) -> None:
        qh = self.query(q)
        refs = self.retrieved_refs(q)
        _Clock.llm()
        with comment_op_scope(op_name="question-answering", category="evaluation",
                              comment="Build the context from the retrieved memories and answer the question.",
                              metadata={"context_builder": "def build_context(memories):\n    return '\\n'.join("
                                        "'- ' + m.formatted_content for m in memories)\n", "qa_model": "gpt-4.1-mini"}
                              ) as op:
            ctx = comment_variable(self.context_text(q), to_runtime=True, id_strategy=_fixed(q.qa_id),
                                   class_name="context", category="memory_context", encoding_fn=_text)
            for ref in refs:
                comment_link(source=ref, target=ctx, comment="retrieved memories are formatted into the context")
            pred = comment_variable(q.prediction, to_runtime=True, id_strategy=_fixed(q.qa_id), class_name="prediction",
                                    category="llm_response", encoding_fn=_text)
            for src in (qh, ctx, self.qa_prompt):
                comment_link(source=src, target=pred)
        self.ops[f"qa:{q.qa_id}"] = op.op_id

    def judge(self, q: Question) -> None:
        qh = self.query(q)
        pred = comment_variable({"id": q.qa_id}, to_runtime=True, id_strategy=_fixed(q.qa_id), class_name="prediction",
                                identity_only=True)
        _Clock.llm(0.8)
        with comment_op_scope(op_name="llm-judge", category="evaluation", comment="LLM-as-a-judge") as op:
            golden = comment_variable(q.golden, to_runtime=True, id_strategy=_fixed(q.qa_id),
                                      class_name="golden_answers", encoding_fn=_json)
            template = comment_variable(JUDGE_PROMPT, to_runtime=True, id_strategy=_fixed("locomo-judge"),
                                        class_name="judge_prompt", encoding_fn=_text, category="prompt")
            response = comment_variable(q.judge_response, to_runtime=True, id_strategy=_fixed(q.qa_id),
                                        class_name="judge_response", encoding_fn=_text, category="llm_response")
            score = comment_variable(q.score, to_runtime=True, id_strategy=_fixed(q.qa_id), class_name="judge_score",
                                     encoding_fn=_text)
            for src in (qh, pred, golden, template):
                comment_link(source=src, target=response)
            comment_link(source=response, target=score)
        self.ops[f"judge:{q.qa_id}"] = op.op_id

    def annotation(self, q: Question) -> dict:
        return {"query_id": f"query:{q.qa_id}@1", "query": q.question, "golden_answers": q.golden,
                "golden_answers_id": f"golden_answers:{q.qa_id}@1", "prediction": q.prediction,
                "prediction_id": f"prediction:{q.qa_id}@1",
                "source_evidence_ids": [f"U{self.sample}:{d}@1" for d in q.evidence],
                "final_error_type": q.error_type, "final_op_id": self.ops[q.decisive], "reason": q.note}


_QTYPE = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop"}


class Mem0Recorder(Recorder):
    """``fact_search=False`` records exactly MemBase's shape (reference.md §1.5, "provenance gap"): no op for the
    per-fact similarity search, and ``existing_memories`` is a count text created inside the update decision with
    no edge from the units that were found."""

    id_strategy = "mem0-dict"

    def prompts(self) -> None:
        super().prompts()
        self.extract_prompt = comment_variable(FACT_EXTRACTION_PROMPT, to_runtime=True,
                                               id_strategy=_fixed("fact-extraction-system-prompt"),
                                               encoding_fn=_text, category="prompt")
        self.update_prompt = comment_variable(UPDATE_DECISION_PROMPT, to_runtime=True,
                                              id_strategy=_fixed("memory-update-decision-prompt"),
                                              encoding_fn=_text, category="prompt")
        self.delete_marker = None

    def _unit_var(self, unit: dict) -> tuple:
        return (unit, {"id_strategy": "mem0-dict", "encoding_fn": _json, "category": "memory_unit"})

    def ingest(self, s: Session, turn: Turn, msg) -> None:
        key = f"{s.index}:{turn.dia_id}"
        _Clock.llm()
        raw = "```json\n" + _json({"facts": turn.facts}) + "\n```"
        with comment_op_scope(op_name="memory_system.extract_facts", category="extraction",
                              comment="Extract facts from the new message(s) with the LLM.",
                              metadata={"llm_model": "gpt-4.1-mini"}) as op:
            raw_h = comment_variable(raw, to_runtime=True, class_name="raw_fact_extraction_response",
                                     encoding_fn=_text, category="llm_response")
            clean_h = comment_variable(_json({"facts": turn.facts}), to_runtime=True, encoding_fn=_text,
                                       class_name="fact_extraction_response_with_code_block_removing")
            facts_h = comment_variable(turn.facts, to_runtime=True, class_name="extracted_facts", encoding_fn=_json,
                                       category="fact")
            comment_link(source=msg, target=raw_h, comment="the message is sent to the fact-extraction LLM")
            comment_link(source=self.extract_prompt, target=raw_h)
            comment_link(source=raw_h, target=clean_h, comment="remove the code block around the JSON")
            comment_link(source=clean_h, target=facts_h, comment="parse the facts list")
        self.ops[f"extract:{key}"] = op.op_id
        if not turn.facts:
            return
        # one similarity search per fact, inside ingestion (limit 5)
        similar = []
        if not self.config.get("fact_search", True):
            similar = [(None, [{"id": self.units[k]["id"], "text": self.units[k]["memory"]} for k in hits])
                       for hits in turn.hits]
        for i, (fact, hits) in enumerate(zip(turn.facts, turn.hits) if not similar else ()):
            with comment_op_scope(op_name="memory_system.search_vector_store", category="retrieval",
                                  comment="Search existing memories similar to the new fact.",
                                  metadata={"limit": 5, "embedding_model": "Qwen3-Embedding-4B"}) as op:
                fact_h = comment_variable(fact, to_runtime=True, class_name="fact", encoding_fn=_text,
                                          category="fact")
                comment_link(source=facts_h, target=fact_h, comment="each new fact is embedded and searched")
                found = [{"id": self.units[k]["id"], "text": self.units[k]["memory"]} for k in hits]
                sim_h = comment_variable(found, to_runtime=True, class_name="similar_memories", encoding_fn=_json,
                                         category="retrieved_memories")
                for k in hits:
                    ref = comment_variable({"id": self.units[k]["id"]}, to_runtime=True, id_strategy="mem0-dict",
                                           identity_only=True)
                    comment_link(source=fact_h, target=ref, comment="similar memory found")
                    comment_link(source=ref, target=sim_h)
                if not hits:
                    comment_link(source=fact_h, target=sim_h)
            self.ops[f"factsearch:{key}:{i}"] = op.op_id
            similar.append((sim_h, found))
        existing, seen = [], set()
        for _, found in similar:
            for item in found:
                if item["id"] not in seen:
                    seen.add(item["id"])
                    existing.append(item)
        _Clock.llm(1.6)
        decision = {"memory": [self._action_json(a) for a in turn.actions]}
        with comment_op_scope(op_name="memory_system.update_memory_decision", category="update",
                              comment="Decide ADD/UPDATE/DELETE/NONE for the new facts against existing memories.",
                              metadata={"llm_model": "gpt-4.1-mini"}) as op:
            if self.config.get("fact_search", True):
                existing_h = comment_variable([{"id": str(i), "text": e["text"]} for i, e in enumerate(existing)],
                                              to_runtime=True, class_name="existing_memories", encoding_fn=_json,
                                              comment=f"Find {len(existing)} existing memories similar to the new "
                                              "facts")
                for sim_h, _ in similar:
                    comment_link(source=sim_h, target=existing_h)
            else:  # MemBase: only a count, no edge from the units found
                existing_h = comment_variable(f"Find {len(existing)} existing memories similar to the new facts",
                                              to_runtime=True, class_name="existing_memories", encoding_fn=_text)
            instruction = comment_variable(
                UPDATE_DECISION_PROMPT + "\n\nOld memory: " + _json([e["text"] for e in existing])
                + "\n\nThe new retrieved facts are mentioned in the triple backticks.\n```" + _json(turn.facts)
                + "```", to_runtime=True, class_name="memory_update_task_instruction", encoding_fn=_text,
                category="prompt")
            for src in (facts_h, existing_h, self.update_prompt):
                comment_link(source=src, target=instruction,
                             comment="retrieved memories are inserted into the update instruction")
            raw_decision = comment_variable(_json(decision), to_runtime=True, class_name="raw_memory_update_decision",
                                            encoding_fn=_text, category="llm_response")
            comment_link(source=instruction, target=raw_decision)
            action_h = comment_variable(decision, to_runtime=True, class_name="update_action", encoding_fn=_json,
                                        category="decision")
            comment_link(source=raw_decision, target=action_h)
            for action in turn.actions:
                self._apply(action, action_h, s)
        self.ops[f"decide:{key}"] = op.op_id

    def _action_json(self, action: tuple) -> dict:
        event, k = action[0], action[1]
        unit_id = self.units[k]["id"] if k in self.units else _unit_id(f"{self.name}:{k}")
        out = {"id": unit_id, "event": event}
        if event in ("ADD", "UPDATE"):
            out["text"] = action[2]
        if event == "UPDATE":
            out["old_memory"] = self.units[k]["memory"]
        return out

    def _apply(self, action: tuple, action_h, s: Session) -> None:
        event, k = action[0], action[1]
        if event == "ADD":
            unit = {"id": _unit_id(f"{self.name}:{k}"), "memory": action[2], "timestamp": s.date}
            self.units[k] = unit
            comment_link(source=action_h, target=self._unit_var(unit), comment="ADD a new memory unit")
        elif event == "UPDATE":
            unit = self.units[k]
            with comment_mutation(target=unit, inputs=[action_h], id_strategy="mem0-dict", encoding_fn=_json,
                                  category="memory_unit", mutation_name="memory_system.update_memory",
                                  mutation_comment="UPDATE the memory unit with the new fact",
                                  mutation_category="update", reuse_op=True):
                unit["memory"] = action[2]
                unit["timestamp"] = s.date
        elif event == "DELETE":
            unit = self.units.pop(k)
            ref = comment_variable({"id": unit["id"]}, to_runtime=True, id_strategy="mem0-dict", identity_only=True)
            marker = comment_variable("DELETED", to_runtime=True, id_strategy=_fixed("delete_marker"),
                                      encoding_fn=_text, category="marker")
            comment_link(source=ref, target=marker, comment="DELETE the memory unit")
        # NONE: nothing recorded

    def context_text(self, q: Question) -> str:
        # MemBase's Mem0 layer formats each retrieved memory as "Memory: ...\nTime: ..."
        return "\n\n".join(f"Memory: {self.units[k]['memory']}\nTime: {self.units[k]['timestamp']}"
                           for k in q.retrieved)

    def search(self, q: Question) -> None:
        qh = self.query(q)
        _Clock.llm(0.3)
        with comment_op_scope(op_name="memory_system.search_vector_store", category="retrieval",
                              comment="Retrieve the memories most similar to the question.",
                              metadata={"top_k": self.top_k, "embedding_model": "Qwen3-Embedding-4B"}) as op:
            for ref in self.retrieved_refs(q):
                comment_link(source=qh, target=ref, comment="retrieved memory")
        self.ops[f"search:{q.qa_id}"] = op.op_id


class LongContextRecorder(Recorder):
    id_strategy = None

    def __init__(self, *args: Any, context_window: int, **kw: Any):
        super().__init__(*args, **kw)
        self.window = context_window
        self.buffer: list[str] = []
        self.dia_ids: list[str] = []

    @staticmethod
    def _encode(buffer: list[str]) -> str:
        return "\n".join(buffer)

    @staticmethod
    def _tokens(buffer: list[str]) -> int:
        return sum(len(x.split()) for x in buffer)

    def ingest(self, s: Session, turn: Turn, msg) -> None:
        before = set(self.dia_ids)
        with comment_mutation(target=self.buffer, inputs=[msg], id_strategy=_fixed("memory-unit"),
                              encoding_fn=self._encode, category="memory_entry",
                              mutation_name="memory_system.memory_update", mutation_category="update",
                              mutation_comment="Append the message to the memory unit; trim the oldest messages "
                              "when over the context window.",
                              mutation_metadata={"context_window": self.window, "separator": "\\n",
                                                 "tokenizer_model": "gpt-4.1-mini"}) as scope:
            self.buffer.append(f"[{s.date}] {turn.speaker}: {turn.text}")
            self.dia_ids.append(turn.dia_id)
            while self._tokens(self.buffer) > self.window:
                self.buffer.pop(0)
                self.dia_ids.pop(0)
        # the mutation made its own op (no enclosing op scope): the producer of the new version
        assert scope.result is not None
        op_id = self._last_op_id()
        self.ops[f"update:{turn.dia_id}"] = op_id
        for dropped in before - set(self.dia_ids):
            self.ops[f"trim:{dropped}"] = op_id

    @staticmethod
    def _last_op_id() -> str:
        from smartcomment import current_graph

        return current_graph().get_all_operations()[-1].op_id

    def retrieved_refs(self, q: Question) -> list:
        return [comment_variable([], to_runtime=True, id_strategy=_fixed("memory-unit"), identity_only=True)]

    def context_text(self, q: Question) -> str:
        return self._encode(self.buffer)

    def search(self, q: Question) -> None:
        qh = self.query(q)
        with comment_op_scope(op_name="memory_system.retrieve", category="retrieval",
                              comment="Return the whole memory unit (k is ignored).",
                              metadata={"top_k": self.top_k}) as op:
            for ref in self.retrieved_refs(q):
                comment_link(source=qh, target=ref)
        self.ops[f"search:{q.qa_id}"] = op.op_id


class NaiveRagRecorder(Recorder):
    id_strategy = "naive-rag-dict"

    def __init__(self, *args: Any, max_tokens: int, **kw: Any):
        super().__init__(*args, **kw)
        self.max_tokens = max_tokens
        self.buffer: list[str] = []
        self.chunks = 0

    @staticmethod
    def _encode(buffer: list[str]) -> str:
        return "\n".join(buffer)

    def _mutate(self, msg, change):
        with comment_mutation(target=self.buffer, inputs=[msg] if msg is not None else None,
                              id_strategy=_fixed("message-buffer"), encoding_fn=self._encode,
                              category="message_buffer", mutation_category="update", reuse_op=True,
                              mutation_comment="buffer mutation") as scope:
            change()
        return scope.result

    def _emit(self, sources: list) -> tuple:
        """Cut a document from the buffer and add it as a memory unit."""
        self.chunks += 1
        key = f"chunk{self.chunks}"
        doc = {"content": self._encode(self.buffer), "chunk": self.chunks}
        doc_h = comment_variable(doc, to_runtime=True, class_name="document", encoding_fn=_json,
                                 category="temporary_variable")
        for src in sources:
            comment_link(source=src, target=doc_h, category="extraction",
                         comment="the buffered messages are emitted as one document")
        self._mutate(None, self.buffer.clear)
        return key, doc, doc_h

    def _add(self, key: str, doc: dict, doc_h) -> None:
        unit = {"content": doc["content"], "id": _unit_id(f"{self.name}:{key}")}
        self.units[key] = unit
        with comment_op_scope(op_name="memory_system.add", category="update",
                              comment="Embed the document and store it as a memory unit.",
                              metadata={"embedding_model": "Qwen3-Embedding-4B"}) as op:
            comment_link(source=doc_h, target=(unit, {"id_strategy": "naive-rag-dict", "encoding_fn": _json,
                                                      "category": "memory_unit"}))
        self.ops[f"add:{key}"] = op.op_id

    def ingest(self, s: Session, turn: Turn, msg) -> None:
        line = f"[{s.date}] {turn.speaker}: {turn.text}"
        emitted = None
        with comment_op_scope(op_name="memory_system.message_buffer_update", category="update",
                              comment="Buffer the message; emit a document when the buffer reaches max_tokens.",
                              metadata={"max_tokens": self.max_tokens, "mode": "deferred"}) as op:
            buf_h = self._mutate(msg, lambda: self.buffer.append(line))
            if sum(len(x.split()) for x in self.buffer) >= self.max_tokens:
                emitted = self._emit([msg, buf_h])
        self.ops[f"buffer:{s.index}:{turn.dia_id}"] = op.op_id
        if emitted:
            self._add(*emitted)

    def finalize(self) -> None:
        if not self.buffer:
            return
        with comment_session(session_name="finalize", category="memory_construction",
                             comment="flush the message buffer"):
            with comment_op_scope(op_name="memory_system.finalize_memory_unit", category="update",
                                  comment="Flush what is left in the buffer as a last document.") as op:
                buf_h = comment_variable([], to_runtime=True, id_strategy=_fixed("message-buffer"),
                                         identity_only=True)
                emitted = self._emit([buf_h])
            self.ops["finalize"] = op.op_id
            self._add(*emitted)

    def context_text(self, q: Question) -> str:
        return "\n\n".join(self.units[k]["content"] for k in q.retrieved)

    def search(self, q: Question) -> None:
        qh = self.query(q)
        _Clock.llm(0.3)
        with comment_op_scope(op_name="memory_system.retrieve", category="retrieval",
                              comment="Dense retrieval of the top-k chunks.",
                              metadata={"top_k": self.top_k, "embedding_model": "Qwen3-Embedding-4B"}) as op:
            for ref in self.retrieved_refs(q):
                comment_link(source=qh, target=ref, comment="retrieved chunk")
        self.ops[f"search:{q.qa_id}"] = op.op_id


# ------------------------------------------------------------------------------------------- the fixtures
def _wrong(why: str) -> str:
    return f"WRONG. {why}"


def _right(why: str) -> str:
    return f"CORRECT. {why}"


D1, D2 = "1:14 pm on 25 May, 2023", "6:40 pm on 19 June, 2023"


def mem0_extraction_error() -> Recorder:
    sessions = [Session(1, D1, [
        Turn("D1:1", "Nadia", "Hey Tomas! Long week. I finally started the night classes in graphic design I kept "
             "talking about.", ["Started night classes in graphic design"], [[]],
             [("ADD", "design", "Started night classes in graphic design")]),
        Turn("D1:2", "Tomas", "That's great, Nadia! I've been busy too, I adopted a rescue greyhound named Biscuit "
             "last Saturday.", ["Adopted a rescue greyhound named Biscuit"], [["design"]],
             [("ADD", "biscuit", "Adopted a rescue greyhound named Biscuit"), ("NONE", "design")]),
        # the decisive fault: the extraction LLM returns no fact for this turn
        Turn("D1:3", "Nadia", "Aww, Biscuit! My grandmother always kept greyhounds back in Porto, so they feel like "
             "family to me.", []),
        Turn("D1:4", "Tomas", "Family dogs are the best. I'm taking Biscuit to the coast on Sunday.",
             ["Plans to take Biscuit to the coast on Sunday"], [["biscuit"]],
             [("ADD", "coast", "Plans to take Biscuit to the coast on Sunday"), ("NONE", "biscuit")]),
    ])]
    questions = [
        Question("locomo-qa-0-0", "Where did Nadia's grandmother keep greyhounds?", ["Porto"], ["D1:3"], 4,
                 ["biscuit", "coast"], "The memories do not say where Nadia's grandmother kept greyhounds.", 0.0,
                 _wrong("The gold answer is Porto; the answer gives no place."), "ExtractionError", "extract:1:D1:3",
                 "the fact-extraction call returned no fact for D1:3, so Porto never entered memory"),
        Question("locomo-qa-0-1", "What is the name of Tomas's rescue greyhound?", ["Biscuit"], ["D1:2"], 4,
                 ["biscuit", "coast"], "Biscuit", 1.0, _right("Biscuit.")),
    ]
    return Mem0Recorder("mem0_extraction_error", "Mem0", 0, sessions, questions, seed=11,
                        start=datetime(2026, 5, 4, 9, 0, 0))


def mem0_update_merge_error(fact_search: bool = True) -> Recorder:
    sessions = [
        Session(1, "10:02 am on 3 June, 2023", [
            Turn("D1:1", "Tomas", "I've started volunteering at the animal shelter on Saturdays, walking the older "
                 "dogs.", ["Volunteers at the animal shelter on Saturdays, walking the older dogs"], [[]],
                 [("ADD", "volunteer", "Volunteers at the animal shelter on Saturdays, walking the older dogs")]),
            Turn("D1:2", "Nadia", "That sounds rewarding! I'm still swamped with my design course.",
                 ["Is taking a design course"], [["volunteer"]],
                 [("ADD", "course", "Is taking a design course"), ("NONE", "volunteer")]),
        ]),
        Session(2, "6:40 pm on 19 June, 2023", [
            # the decisive fault: UPDATE merges the stale place with the new day
            Turn("D2:1", "Tomas", "Small change of plans: I moved my volunteering from the shelter to the community "
                 "food bank, now on Tuesday evenings.",
                 ["Moved volunteering from the animal shelter to the community food bank", "Volunteers on Tuesday "
                  "evenings"], [["volunteer"], ["volunteer", "course"]],
                 [("UPDATE", "volunteer", "Volunteers at the animal shelter on Tuesday evenings, walking the older "
                   "dogs"), ("NONE", "course")]),
            Turn("D2:2", "Nadia", "Tuesday evenings suit you. I finished my first logo for a client!",
                 ["Finished her first logo for a client"], [["course"]],
                 [("ADD", "logo", "Finished her first logo for a client"), ("NONE", "course")]),
        ]),
    ]
    questions = [
        Question("locomo-qa-1-0", "Where does Tomas volunteer now?", ["the community food bank"], ["D2:1"], 4,
                 ["volunteer", "logo"], "At the animal shelter, on Tuesday evenings.", 0.0,
                 _wrong("He moved to the community food bank."), "UpdateError", "decide:2:D2:1",
                 "the UPDATE kept the stale 'animal shelter' and only took the new day; the answer restates it"),
        Question("locomo-qa-1-1", "What did Nadia finish for a client?", ["her first logo"], ["D2:2"], 4,
                 ["logo", "course"], "Her first logo.", 1.0, _right("Her first logo.")),
    ]
    return Mem0Recorder("mem0_update_merge_error" + ("" if fact_search else "_membase_shape"), "Mem0", 1, sessions,
                        questions, seed=12 if fact_search else 112, start=datetime(2026, 5, 4, 10, 0, 0),
                        fact_search=fact_search)


def mem0_deletion_error(fact_search: bool = True) -> Recorder:
    sessions = [
        Session(1, "11:20 am on 14 July, 2023", [
            Turn("D1:1", "Tomas", "I've been getting into bouldering at the climbing gym, and trail running on "
                 "weekends.", ["Enjoys bouldering at the climbing gym", "Goes trail running on weekends"], [[], []],
                 [("ADD", "boulder", "Enjoys bouldering at the climbing gym"),
                  ("ADD", "trail", "Goes trail running on weekends")]),
            Turn("D1:2", "Nadia", "I tried climbing once and hated it. I'm sticking to swimming laps before work.",
                 ["Swims laps before work"], [["boulder"]],
                 [("ADD", "swim", "Swims laps before work"), ("NONE", "boulder")]),
        ]),
        Session(2, "8:05 pm on 30 July, 2023", [
            # a correct delete: the same delete_marker node is shared with the faulty delete below
            Turn("D2:1", "Nadia", "The pool closed for repairs, so no more morning swims for a while.",
                 ["Stopped morning swims because the pool closed for repairs"], [["swim"]],
                 [("DELETE", "swim")]),
            # the decisive fault: the bouldering memory is deleted along with the trail-running one
            Turn("D2:2", "Tomas", "Sorry to hear that. I twisted my ankle on a trail, so I'm taking a break from "
                 "running.", ["Taking a break from running because of a twisted ankle"], [["trail", "boulder"]],
                 [("UPDATE", "trail", "Taking a break from trail running because of a twisted ankle"),
                  ("DELETE", "boulder")]),
        ]),
    ]
    questions = [
        Question("locomo-qa-2-0", "What does Tomas do at the climbing gym?", ["bouldering"], ["D1:1"], 4,
                 ["trail"], "The memories only say Tomas is taking a break from trail running.", 0.0,
                 _wrong("He goes bouldering."), "DeletionError", "decide:2:D2:2",
                 "the update decision for D2:2 deleted the bouldering memory, which the new fact did not contradict"),
        Question("locomo-qa-2-1", "Why is Tomas taking a break from running?", ["a twisted ankle"], ["D2:2"], 4,
                 ["trail"], "Because he twisted his ankle.", 1.0, _right("Twisted ankle.")),
    ]
    return Mem0Recorder("mem0_deletion_error" + ("" if fact_search else "_membase_shape"), "Mem0", 2, sessions,
                        questions, seed=13 if fact_search else 113, start=datetime(2026, 5, 4, 11, 0, 0),
                        fact_search=fact_search)


def mem0_retrieval_error() -> Recorder:
    sessions = [
        Session(1, "9:30 am on 5 August, 2023", [
            Turn("D1:1", "Nadia", "I ran the 10k charity race on Sunday, it raised money for a children's hospital in "
                 "Leeds.", ["Ran a 10k charity race on Sunday for a children's hospital in Leeds"], [[]],
                 [("ADD", "race", "Ran a 10k charity race on Sunday for a children's hospital in Leeds")]),
            Turn("D1:2", "Tomas", "Amazing! Biscuit and I did a fun run too, but only 5k.",
                 ["Did a 5k fun run with Biscuit"], [["race"]],
                 [("ADD", "funrun", "Did a 5k fun run with Biscuit"), ("NONE", "race")]),
        ]),
        Session(2, "2:45 pm on 21 August, 2023", [
            # the ingestion-time similarity search touches the charity-race unit (NONE: it stays as it is)
            Turn("D2:1", "Nadia", "I've signed up for a half marathon in October, training starts tomorrow.",
                 ["Signed up for a half marathon in October"], [["race", "funrun"]],
                 [("ADD", "marathon", "Signed up for a half marathon in October"), ("NONE", "race"),
                  ("NONE", "funrun")]),
            Turn("D2:2", "Tomas", "Good luck! I'm switching Biscuit to a grain-free food.",
                 ["Is switching Biscuit to grain-free food"], [["funrun"]],
                 [("ADD", "food", "Is switching Biscuit to grain-free food"), ("NONE", "funrun")]),
        ]),
    ]
    questions = [
        # the decisive fault: the question's own search ranks the charity-race unit out of its top 2
        Question("locomo-qa-3-0", "Which hospital did Nadia's charity race raise money for?",
                 ["a children's hospital in Leeds"], ["D1:1"], 4, ["marathon", "funrun"],
                 "It is not mentioned; Nadia is training for a half marathon in October.", 0.0,
                 _wrong("The race was for a children's hospital in Leeds."), "RetrievalError", "search:locomo-qa-3-0",
                 "memory still held the charity-race unit, but the question's search did not return it"),
        Question("locomo-qa-3-1", "What food is Tomas switching Biscuit to?", ["grain-free food"], ["D2:2"], 4,
                 ["food", "funrun"], "Grain-free food.", 1.0, _right("Grain-free.")),
        # the same fault, with a search whose results share no unit with the ingestion-time search
        Question("locomo-qa-3-2", "How long was the charity race Nadia ran in August?", ["10k"], ["D1:1"], 4,
                 ["marathon", "food"], "It was a half marathon.", 0.0, _wrong("It was a 10k."), "RetrievalError",
                 "search:locomo-qa-3-2", "memory still held the 10k charity-race unit, but the question's search "
                 "returned the half-marathon and dog-food units"),
    ]
    return Mem0Recorder("mem0_retrieval_error", "Mem0", 3, sessions, questions, seed=14,
                        start=datetime(2026, 5, 4, 12, 0, 0), top_k=2)


def mem0_response_error() -> Recorder:
    sessions = [Session(1, "5:10 pm on 1 September, 2023", [
        Turn("D1:1", "Tomas", "I finally bought a used camper van, a green 1998 Volkswagen.",
             ["Bought a used green 1998 Volkswagen camper van"], [[]],
             [("ADD", "van", "Bought a used green 1998 Volkswagen camper van")]),
        Turn("D1:2", "Nadia", "No way! Road trip to the Algarve?", []),
        Turn("D1:3", "Tomas", "Exactly, we leave on the 20th. Biscuit gets the passenger seat.",
             ["Leaves for a road trip to the Algarve on the 20th", "Biscuit rides in the passenger seat"],
             [["van"], ["van"]],
             [("ADD", "trip", "Leaves for a road trip to the Algarve on the 20th"),
              ("ADD", "seat", "Biscuit rides in the passenger seat"), ("NONE", "van")]),
    ])]
    questions = [
        # the decisive fault: the context holds "green", the answer says blue
        Question("locomo-qa-4-0", "What colour is Tomas's camper van?", ["green"], ["D1:1"], 4, ["van", "trip"],
                 "It is blue.", 0.0, _wrong("The van is green."), "ResponseError", "qa:locomo-qa-4-0",
                 "the retrieved context says the van is green; the answer model said blue"),
        Question("locomo-qa-4-1", "When does Tomas leave for the road trip?", ["the 20th"], ["D1:3"], 2,
                 ["trip", "van"], "On the 20th.", 1.0, _right("The 20th.")),
    ]
    return Mem0Recorder("mem0_response_error", "Mem0", 4, sessions, questions, seed=15,
                        start=datetime(2026, 5, 4, 13, 0, 0), top_k=2)


def mem0_extraction_garbled() -> Recorder:
    sessions = [Session(1, "3:20 pm on 10 October, 2023", [
        # the decisive fault: the extraction garbles the date (14th -> 4th); the answer restates the stored fact
        Turn("D1:1", "Tomas", "I booked my flight to Reykjavik, I fly out on the 14th of November!",
             ["Flying to Reykjavik on the 4th of November"], [[]],
             [("ADD", "flight", "Flying to Reykjavik on the 4th of November")]),
        Turn("D1:2", "Nadia", "Bring warm socks! Are you taking Biscuit?", []),
        Turn("D1:3", "Tomas", "No, my neighbour will look after him while I'm away.",
             ["Neighbour will look after Biscuit during the trip"], [["flight"]],
             [("ADD", "neighbour", "Neighbour will look after Biscuit during the trip"), ("NONE", "flight")]),
    ])]
    questions = [
        Question("locomo-qa-7-0", "When does Tomas fly to Reykjavik?", ["the 14th of November"], ["D1:1"], 2,
                 ["flight", "neighbour"], "On the 4th of November.", 0.0, _wrong("He flies on the 14th."),
                 "ExtractionError", "extract:1:D1:1",
                 "the fact-extraction call stored the 4th instead of the 14th; the answer restates that memory"),
        Question("locomo-qa-7-1", "Who will look after Biscuit while Tomas is away?", ["his neighbour"], ["D1:3"], 4,
                 ["neighbour", "flight"], "His neighbour.", 1.0, _right("The neighbour.")),
    ]
    return Mem0Recorder("mem0_extraction_garbled", "Mem0", 7, sessions, questions, seed=18,
                        start=datetime(2026, 5, 5, 9, 0, 0), top_k=2)


def mem0_update_degraded() -> Recorder:
    sessions = [
        Session(1, "1:14 pm on 25 May, 2023", [
            Turn("D1:1", "Tomas", "I adopted a rescue greyhound named Biscuit last Saturday.",
                 ["Adopted a rescue greyhound named Biscuit"], [[]],
                 [("ADD", "dog", "Adopted a rescue greyhound named Biscuit")]),
            Turn("D1:2", "Nadia", "Greyhounds are so gentle. How is he settling in?", []),
        ]),
        Session(2, "6:40 pm on 19 June, 2023", [
            # the decisive fault: the UPDATE rewrites the unit and drops the breed it held
            Turn("D2:1", "Tomas", "Biscuit loves the beach, we go every Sunday morning now.",
                 ["Takes Biscuit to the beach every Sunday morning"], [["dog"]],
                 [("UPDATE", "dog", "Has a rescue dog named Biscuit who loves the beach on Sunday mornings")]),
        ]),
    ]
    questions = [
        Question("locomo-qa-8-0", "What breed is Tomas's dog Biscuit?", ["greyhound"], ["D1:1"], 4, ["dog"],
                 "The memories only say Biscuit is a rescue dog.", 0.0, _wrong("Biscuit is a greyhound."),
                 "UpdateError", "decide:2:D2:1",
                 "the memory held 'greyhound' until the UPDATE for D2:1 rewrote it without the breed"),
        Question("locomo-qa-8-1", "When does Tomas take Biscuit to the beach?", ["Sunday mornings"], ["D2:1"], 2,
                 ["dog"], "On Sunday mornings.", 1.0, _right("Sunday mornings.")),
    ]
    return Mem0Recorder("mem0_update_degraded", "Mem0", 8, sessions, questions, seed=19,
                        start=datetime(2026, 5, 5, 10, 0, 0), top_k=2)


def mem0_temporal_response_error() -> Recorder:
    sessions = [Session(1, "9:30 am on 5 August, 2023", [
        Turn("D1:1", "Nadia", "I ran the charity 10k yesterday and my legs are still sore!",
             ["Ran a charity 10k yesterday"], [[]], [("ADD", "race", "Ran a charity 10k yesterday")]),
        Turn("D1:2", "Tomas", "Well done! Biscuit and I will cheer you on at the next one.",
             ["Wants to cheer Nadia on at her next race with Biscuit"], [["race"]],
             [("ADD", "cheer", "Wants to cheer Nadia on at her next race with Biscuit"), ("NONE", "race")]),
    ])]
    questions = [
        # the decisive fault: the context says "yesterday" with the time 5 August 2023; the answer ignores it
        Question("locomo-qa-9-0", "When did Nadia run the charity 10k?", ["4 August 2023"], ["D1:1"], 2,
                 ["race", "cheer"], "On 5 August 2023.", 0.0, _wrong("It was the day before, 4 August 2023."),
                 "ResponseError", "qa:locomo-qa-9-0", "the context has 'yesterday' stored at 5 August 2023, which "
                 "gives 4 August 2023; the answer took the storage date"),
        Question("locomo-qa-9-1", "Who will cheer Nadia on at her next race?", ["Tomas and Biscuit"], ["D1:2"], 4,
                 ["cheer", "race"], "Tomas and his dog Biscuit.", 1.0, _right("Tomas and Biscuit.")),
    ]
    return Mem0Recorder("mem0_temporal_response_error", "Mem0", 9, sessions, questions, seed=20,
                        start=datetime(2026, 5, 5, 11, 0, 0), top_k=2)


def mem0_multihop_extraction_error() -> Recorder:
    sessions = [
        Session(1, "2:00 pm on 3 March, 2023", [
            Turn("D1:1", "Nadia", "I've played the piano since I was six, it's how I unwind after work.",
                 ["Has played piano since age six"], [[]], [("ADD", "piano", "Has played piano since age six")]),
            Turn("D1:2", "Tomas", "I never learned an instrument. Biscuit howls at music anyway.",
                 ["Never learned an instrument"], [["piano"]],
                 [("ADD", "noinstrument", "Never learned an instrument"), ("NONE", "piano")]),
        ]),
        Session(2, "7:45 pm on 28 March, 2023", [
            # the decisive fault: the second half of the answer is never extracted
            Turn("D2:1", "Nadia", "Guess what, I picked the violin back up last week after ten years!", []),
            Turn("D2:2", "Tomas", "Impressive! Maybe you can play for Biscuit.", []),
        ]),
    ]
    questions = [
        Question("locomo-qa-10-0", "Which instruments does Nadia play?", ["piano and violin"], ["D1:1", "D2:1"], 1,
                 ["piano", "noinstrument"], "The piano.", 0.0, _wrong("Piano and violin."), "ExtractionError",
                 "extract:2:D2:1", "the piano half was stored; the fact-extraction call for D2:1 returned no fact, "
                 "so the violin never entered memory"),
        Question("locomo-qa-10-1", "Since what age has Nadia played the piano?", ["six"], ["D1:1"], 4,
                 ["piano", "noinstrument"], "Since she was six.", 1.0, _right("Six.")),
    ]
    return Mem0Recorder("mem0_multihop_extraction_error", "Mem0", 10, sessions, questions, seed=21,
                        start=datetime(2026, 5, 5, 12, 0, 0), top_k=2)


def long_context_trimmed() -> Recorder:
    date = "4:15 pm on 2 July, 2023"
    sessions = [Session(1, date, [
        Turn("D1:1", "Nadia", "Quick update: my sister Leila is getting married in Marrakech on the 9th of "
             "September!"),
        Turn("D1:2", "Tomas", "Congratulations to Leila! Are you going to be a bridesmaid?"),
        Turn("D1:3", "Nadia", "Maid of honour, actually, so I have a speech to write and a dress to find."),
        Turn("D1:4", "Tomas", "You'll be great. Biscuit chewed through another lead this morning, by the way."),
        Turn("D1:5", "Nadia", "Ha, that dog has a talent. Has he been sleeping better since the new bed?"),
        Turn("D1:6", "Tomas", "Much better, he sleeps right through until seven now."),
    ])]
    questions = [
        Question("locomo-qa-5-0", "Where is Nadia's sister getting married?", ["Marrakech"], ["D1:1"], 4, [],
                 "The conversation does not say where the wedding is.", 0.0, _wrong("Marrakech."), "UpdateError",
                 "trim:D1:1", "a memory update trimmed D1:1 out of the context window"),
        Question("locomo-qa-5-1", "Until when does Biscuit sleep now?", ["until seven"], ["D1:6"], 4, [],
                 "He sleeps right through until seven.", 1.0, _right("Until seven.")),
        Question("locomo-qa-5-2", "What role does Nadia have at her sister's wedding?", ["maid of honour"], ["D1:3"],
                 4, [], "She is a bridesmaid.", 0.0, _wrong("Maid of honour."), "UpdateError", "trim:D1:3",
                 "a later memory update trimmed D1:3 out of the context window"),
    ]
    return LongContextRecorder("long_context_trimmed", "LongContext", 5, sessions, questions, seed=16,
                               start=datetime(2026, 5, 4, 14, 0, 0), context_window=60)


def rag_retrieval_error() -> Recorder:
    sessions = [
        Session(1, "7:20 pm on 12 September, 2023", [
            Turn("D1:1", "Nadia", "Big news, I signed the lease on my first design studio today!"),
            Turn("D1:2", "Tomas", "That's huge! Where is it?"),
            Turn("D1:3", "Nadia", "It's on Rua das Flores, right above the old bakery."),
            Turn("D1:4", "Tomas", "Perfect, free pastries every morning. Biscuit approves."),
        ]),
        Session(2, "10:05 am on 30 September, 2023", [
            Turn("D2:1", "Tomas", "How is the studio coming along? Biscuit and I could help you paint."),
            Turn("D2:2", "Nadia", "Yes please, the walls are still a sad grey. I picked a warm terracotta colour."),
            Turn("D2:3", "Tomas", "Terracotta it is. I'll bring rollers on Saturday."),
        ]),
    ]
    questions = [
        Question("locomo-qa-6-0", "Where is Nadia's new design studio?", ["on Rua das Flores, above the bakery"],
                 ["D1:3"], 4, ["chunk2"], "Nadia's studio location is not mentioned, only that its walls are grey.",
                 0.0, _wrong("Rua das Flores."), "RetrievalError", "search:locomo-qa-6-0",
                 "the chunk holding D1:3 was not in the top-1 result of the question's retrieval"),
        Question("locomo-qa-6-1", "What colour did Nadia pick for the studio walls?", ["terracotta"], ["D2:2"], 4,
                 ["chunk2"], "A warm terracotta colour.", 1.0, _right("Terracotta.")),
        Question("locomo-qa-6-2", "What colour were the studio walls before painting?", ["grey"], ["D2:2"], 4,
                 ["chunk2"], "Terracotta.", 0.0, _wrong("They were grey; terracotta is the new colour."),
                 "ResponseError", "qa:locomo-qa-6-2", "the retrieved chunk says the walls are still grey; the answer "
                 "gave the colour picked for repainting"),
    ]
    return NaiveRagRecorder("rag_retrieval_error", "NaiveRAG", 6, sessions, questions, seed=17,
                            start=datetime(2026, 5, 4, 15, 0, 0), top_k=1, max_tokens=40)


ALL = [mem0_extraction_error, mem0_update_merge_error, mem0_deletion_error, mem0_retrieval_error,
       mem0_response_error, mem0_extraction_garbled, mem0_update_degraded, mem0_temporal_response_error,
       mem0_multihop_extraction_error, long_context_trimmed, rag_retrieval_error,
       # the same faults recorded exactly in MemBase's shape: no op for the per-fact search (reference.md §1.5)
       lambda: mem0_update_merge_error(fact_search=False), lambda: mem0_deletion_error(fact_search=False)]


def main(argv: list[str] | None = None) -> None:
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=FIXTURES, help="output folder (default: %(default)s)")
    args = parser.parse_args(argv)
    out = args.out
    _install_determinism()
    _register_identities()
    enable_tracing()
    out.mkdir(parents=True, exist_ok=True)
    prefix = str(REPO) + "/"
    for make in ALL:
        rec = make()
        doc = rec.record()
        text = json.dumps(doc, ensure_ascii=False).replace(prefix, "") + "\n"
        path = out / f"{rec.name}.json.gz"
        with open(path, "wb") as raw, gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0) as gz:
            gz.write(text.encode("utf-8"))
        print(f"{path}: {path.stat().st_size:,} bytes ({len(text):,} as JSON), "
              f"{len(doc['data']['nodes'])} nodes, "
              f"{len(doc['data']['operations'])} ops, {len(doc['data']['edges'])} edges, "
              f"{len(doc['data']['annotations'])} annotation(s)")
    disable_tracing()


if __name__ == "__main__":
    main()
