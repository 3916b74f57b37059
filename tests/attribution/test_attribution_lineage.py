"""The lineage engine on small memory systems built with the manual API: one case per error type, plus content-less
traces and gold-optional modes. Each case injects one fault and asserts the engine names that exact operation."""

from __future__ import annotations

import json
import time
from datetime import datetime, timedelta, timezone

import pytest

from memtrace_otel import config, operation, record_outcome
from memtrace_otel.attribution import taxonomy as tx
from memtrace_otel.attribution.engines.lineage import Case, LineageEngine
from memtrace_otel.attribution.information import InformationNeed
from memtrace_otel.graph import build_graph
from memtrace_otel.span_record import from_readable_span

MESSAGES = {
    "msg:c1:D1:1": "Alice: I just moved to Lisbon for my new job as a nurse.",
    "msg:c1:D1:2": "Bob: That is great news! I adopted a dog named Rex last week.",
    "msg:c1:D1:3": "Alice: My favourite drink is green tea with honey.",
}
FACTS = {
    "msg:c1:D1:1": "Alice moved to Lisbon for a nursing job",
    "msg:c1:D1:2": "Bob adopted a dog named Rex",
    "msg:c1:D1:3": "Alice likes green tea with honey",
}
QUESTION = "Which city did Alice move to?"
EXPECTED = "Lisbon"


class TinyMemory:
    """A custom memory system: extract facts per message, store them as records, retrieve by word overlap, answer."""

    def __init__(self, faults=(), user="alice"):
        self.faults = set(faults)
        self.records: dict[str, str] = {}
        self.scope: dict[str, str] = {}
        self.user = user
        self.ops: dict[str, str] = {}  # fault name -> "trace:span" of the op where it was injected

    def _mark(self, fault, op):
        self.ops[fault] = f"{op.trace_id}:{op.span_id}"

    def ingest(self, msg_id: str, text: str, user: str | None = None):
        user = user or self.user
        with operation("ingest", "tiny.add", system="tiny", user_id=user) as add:
            with operation("extract", "tiny.extract", system="tiny", user_id=user) as ext:
                ext.input(msg_id, text, kind="message", relation="derived_from")
                fact = FACTS[msg_id]
                if ("omit", msg_id) in self.faults:
                    self._mark("omit", ext)
                    fact = None
                else:
                    ref = ext.output("fact:" + msg_id, fact, kind="fact", change="derive")
            if fact is None:
                return
            with operation("write", "tiny.write", system="tiny", user_id=user) as w:
                w.input("fact:" + msg_id, fact, kind="fact", relation="derived_from", version=ref.version)
                rid = "tiny:rec:" + msg_id.rsplit(":", 1)[-1]
                w.output(rid, fact, kind="memory_record")
                self.records[rid] = fact
                self.scope[rid] = user
        return add

    def update(self, rid: str, text: str):
        with operation("update", "tiny.update", system="tiny", user_id=self.user) as op:
            op.output(rid, text, kind="memory_record")
            self.records[rid] = text
            self._mark("update", op)

    def delete(self, rid: str):
        with operation("delete", "tiny.delete", system="tiny", user_id=self.user) as op:
            op.delete(rid)
            self.records.pop(rid)
            self._mark("delete", op)

    def answer(self, question: str, k: int = 1, skip=()):
        qwords = set(question.lower().replace("?", "").split())
        with operation("generate", "tiny.answer", system="tiny", user_id=self.user) as gen:
            with operation("retrieve", "tiny.search", system="tiny", user_id=self.user) as ret:
                self._mark("retrieve", ret)
                ret.input("query:q1", question, kind="query", relation="derived_from")
                ranked = sorted(((len(qwords & set(t.lower().split())), rid) for rid, t in self.records.items()
                                 if rid not in skip and self.scope[rid] == self.user), reverse=True)
                hits = [rid for _, rid in ranked[:k]]
                for rank, rid in enumerate(hits):
                    ret.read(rid, self.records[rid], kind="memory_record", rank=rank, score=1.0 / (rank + 1))
            for rid in hits:
                gen.input(rid, self.records[rid], kind="memory_record", relation="context_of")
            context = " ".join(self.records[r] for r in hits)
            reply = "Lisbon" if "lisbon" in context.lower() and "ignore" not in self.faults else "I don't know"
            if "ignore" in self.faults:
                self._mark("ignore", gen)
            gen.output("answer:q1", reply, kind="answer")
        record_outcome(reply == EXPECTED, question=question, expected=EXPECTED, actual=reply, case_id="q1", answer=gen)
        return reply


def _run(span_exporter, build, **case_kw):
    system = build()
    graph = build_graph(from_readable_span(s) for s in span_exporter.get_finished_spans())
    failed = graph.failed_outcomes()
    assert len(failed) == 1, "the scenario must produce exactly one failed answer"
    case = Case.from_outcome(failed[0], **case_kw)
    return system, graph, LineageEngine().attribute(graph, case)


def _records_in_context(records: dict, question: str, expected: str, actual: str, kind: str = "memory_record"):
    """A build for _run: the records are stored, all returned by one search, and all given to the answer."""
    def build():
        with operation("write", "store.add", system="app") as add:
            for key, text in records.items():
                add.output(key, text, kind=kind)
        gen = _search_and_answer(records, question, expected, actual, kind)
        return f"{gen.trace_id}:{gen.span_id}"
    return build


def _records_written_one_by_one(records: dict, question: str, expected: str, actual: str, kind: str = "chunk"):
    """A build for _run: each record is stored by a write of its own, one after the other (so they are in a known
    order), then all are returned by one search and given to the answer."""
    def build():
        for key, text in records.items():
            with operation("write", "store.add", system="app") as add:
                add.output(key, text, kind=kind)
            time.sleep(0.002)
        gen = _search_and_answer(records, question, expected, actual, kind)
        return f"{gen.trace_id}:{gen.span_id}"
    return build


def _numbered(texts: list) -> dict:
    """Notes keyed "n:0", "n:1", ... in the order given (the order their writes store them in)."""
    return {f"n:{i}": text for i, text in enumerate(texts)}


def _notes_then_prompted_answer(records: dict, question: str, expected: str, actual: str, one_write: bool = False):
    """A build for _run as an app over a vector store does it: each note is stored by a write of its own, one after
    the other (``one_write``: all by one write, in the order listed), one search returns them all, and the model is
    given them with a prompt that quotes them all and the question."""
    def build():
        if one_write:
            with operation("write", "store.add", system="app") as add:
                for key, text in records.items():
                    add.output(key, text, kind="chunk")
        for key, text in records.items() if not one_write else ():
            with operation("write", "store.add", system="app") as add:
                add.output(key, text, kind="chunk")
            time.sleep(0.002)
        with operation("retrieve", "store.query", system="app") as ret:
            ret.input("query:q1", question, kind="query", relation="query")
            for key, text in records.items():
                ret.input(key, text, kind="chunk", relation="reads")
        with operation("generate", "llm.answer", system="app") as gen:
            gen.input("prompt:q1", "Notes:\n" + "\n".join(f"- {t}" for t in records.values()) + f"\n\nQ: {question}",
                      kind="prompt", relation="context_of")
            for key, text in records.items():
                gen.input(key, text, kind="chunk", relation="context_of")
            gen.output("answer:q1", actual, kind="answer")
        record_outcome(False, question=question, expected=expected, actual=actual, case_id="q1", answer=gen)
        return f"{gen.trace_id}:{gen.span_id}"
    return build


def _notes_partly_returned(notes: dict, returned: tuple, question: str, expected: str, actual: str):
    """A build for _run: each note stored by a write of its own, one search returning only the ``returned`` keys, and
    the answer given those (with a prompt quoting them). Returns {"search": ..., "answer": ...} op ids."""
    def build():
        for key, text in notes.items():
            with operation("write", "store.add", system="app") as add:
                add.output(key, text, kind="chunk")
            time.sleep(0.002)
        with operation("retrieve", "store.query", system="app") as ret:
            ret.input("query:q1", question, kind="query", relation="query")
            for key in returned:
                ret.read(key, notes[key], kind="chunk")
            ops = {"search": f"{ret.trace_id}:{ret.span_id}"}
        with operation("generate", "llm.answer", system="app") as gen:
            gen.input("prompt:q1", "Notes:\n" + "\n".join(f"- {notes[k]}" for k in returned) + f"\n\nQ: {question}",
                      kind="prompt", relation="context_of")
            for key in returned:
                gen.input(key, notes[key], kind="chunk", relation="context_of")
            gen.output("answer:q1", actual, kind="answer")
            ops["answer"] = f"{gen.trace_id}:{gen.span_id}"
        record_outcome(False, question=question, expected=expected, actual=actual, case_id="q1", answer=gen)
        return ops
    return build


def _stale_write_back(key: str, versions: list, stale: str, question: str, expected: str, actual: str):
    """A build for _run: a record written, edited (each of ``versions`` after the first), then a stale copy written
    back (``stale``, from a read before the edits); a get returns it and the answer is given it. Returns
    {"stale": the stale write's op id}."""
    def build():
        for i, text in enumerate(versions):
            with operation("update" if i else "write", "store.put", system="app") as w:
                w.output(key, text, kind="memory_record")
        with operation("update", "store.put", system="app") as w:  # written from a copy read before the edit
            w.output(key, stale, kind="memory_record")
            ops = {"stale": f"{w.trace_id}:{w.span_id}"}
        with operation("generate", "llm.answer", system="app") as gen:
            with operation("retrieve", "store.get", system="app") as ret:
                ret.input("query:q1", question, kind="query", relation="query")
                ret.read(key, stale, kind="memory_record")
            gen.input(key, stale, kind="memory_record", relation="context_of")
            gen.output("answer:q1", actual, kind="answer")
        record_outcome(False, question=question, expected=expected, actual=actual, case_id="q1", answer=gen)
        return ops
    return build


def test_a_sum_whose_sources_each_hold_part_of_it_follows_the_one_with_the_words_the_context_lacks(span_exporter):
    """A site's notes: the delivery ("220 sheets 5/8 Type X, 60 sheets 1/2 in regular"), the return booked ("40 of
    the 5/8 Type X going back to ABC on friday's pickup") and the daily report ("the 1/2 in regular we had staged
    by the east stair got soaked, rejected, add it to the return"). The search returns the delivery and the booked
    return, not the daily report; labelled "100 sheets - 40 of the 5/8 Type X plus the 60 sheets of 1/2 in regular
    that got soaked", answered "40 sheets of the 5/8 Type X". The sources found each hold part of the label and
    none holds it; the daily report holds the label's words the context lacks ("soaked") and never reached the
    answer: the search that left it out is where it went wrong (RetrievalError), not the model."""
    notes = {"n:drop": "2051-03-02 ABC Supply drop, 2nd fl east: 220 sheets 5/8 Type X 4x12, 60 sheets 1/2 in "
                       "regular 4x8, 12 bundles studs, signed for, no shortages",
             "n:return": "2051-03-08 return booked w/ ABC for fri pickup: 40 of the 5/8 Type X (overordered)",
             "n:daily": "3/9 DAILY - rain o/n, roof drain at the east stair backed up, the 1/2 in regular we had "
                        "staged there got soaked, rejected - add the lot to fri's ABC return",
             "n:rfi": "RFI-131 sent 3/6 - soffit height at rm 210, waiting on the architect"}
    question = "how many sheets are going back to ABC on todays pickup?"
    expected = "100 sheets - 40 of the 5/8 Type X plus the 60 sheets of 1/2 in regular that got soaked"
    actual = "40 sheets of the 5/8 Type X."

    ops, _, v = _run(span_exporter, _notes_partly_returned(notes, ("n:drop", "n:return", "n:rfi"), question,
                                                           expected, actual))
    assert (v.error_type, v.op_id) == ("RetrievalError", ops["search"]), v.reason


def _label_or_model_at_fault(v, label_is_wrong: bool, answer_op: str) -> None:
    """A wrong label is no memory fault (AnnotationError); its mirror, a right label, is the model's (ResponseError
    at the answer)."""
    if label_is_wrong:
        assert v.error_type == tx.ANNOTATION, v.reason
    else:
        assert (v.error_type, v.op_id) == (tx.RESPONSE, answer_op), v.reason


def _search_and_answer(records: dict, question: str, expected: str, actual: str, kind: str, name: str = "store.search"):
    """One search returns the records, the answer is given them, and the failed outcome is recorded: the answer op."""
    with operation("retrieve", name, system="app") as ret:
        ret.input("query:q1", question, kind="query", relation="query")
        for key, text in records.items():
            ret.input(key, text, kind=kind, relation="reads")
    with operation("generate", "llm.answer", system="app") as gen:
        for key, text in records.items():
            gen.input(key, text, kind=kind, relation="context_of")
        gen.output("answer:q1", actual, kind="answer")
    record_outcome(False, question=question, expected=expected, actual=actual, case_id="q1", answer=gen)
    return gen


def _deleted_before_search(notes: dict, deleted: str, question: str, expected: str, actual: str):
    """A build for _run: the notes are stored as chunks, one of them is deleted, a query returns the rest and the
    answer is given them; returns the delete op's id."""
    def build():
        with operation("write", "store.add", system="app") as add:
            for key, text in notes.items():
                add.output(key, text, kind="chunk")
        with operation("delete", "store.delete", system="app") as dele:
            dele.input(deleted, notes[deleted], kind="chunk", relation="deletes")
            dele.output(deleted, "", kind="chunk", change="delete")
        kept = {k: v for k, v in notes.items() if k != deleted}
        _search_and_answer(kept, question, expected, actual, "chunk", name="store.query")
        return f"{dele.trace_id}:{dele.span_id}"
    return build


def _ingest_all(m: TinyMemory):
    for mid, text in MESSAGES.items():
        m.ingest(mid, text)


def _deleted_then_asked() -> TinyMemory:
    """The record of Alice's move is deleted before the question: a DeletionError at m.ops["delete"]."""
    m = TinyMemory()
    _ingest_all(m)
    m.delete("tiny:rec:1")
    m.answer(QUESTION)
    return m


def _ranked_out_then_asked() -> TinyMemory:
    """The search leaves the record of Alice's move out: a RetrievalError at m.ops["retrieve"]."""
    m = TinyMemory()
    _ingest_all(m)
    m.answer(QUESTION, skip={"tiny:rec:1"})
    return m


@pytest.fixture(autouse=True)
def _content_on():
    config.configure(capture_content=True)


def test_extraction_error_names_the_extract_op(span_exporter):
    def build():
        m = TinyMemory(faults={("omit", "msg:c1:D1:1")})
        _ingest_all(m)
        assert m.answer(QUESTION) != EXPECTED
        return m

    m, graph, v = _run(span_exporter, build)
    assert v.error_type == tx.EXTRACTION
    assert v.error_subtype == tx.OMITTED_AT_EXTRACTION
    assert v.op_id == m.ops["omit"]
    assert graph.operations[v.op_id].op_name == "tiny.extract"  # the innermost op, not the enclosing tiny.add
    assert v.evidence == ["msg:c1:D1:1@1"] and v.mode == "content+answer" and v.confidence >= 0.8


def test_update_error_names_the_overwriting_update(span_exporter):
    def build():
        m = TinyMemory()
        _ingest_all(m)
        m.update("tiny:rec:1", "Alice moved to a new city for a nursing job")  # degraded: the city is gone
        m.answer(QUESTION)
        return m

    m, _, v = _run(span_exporter, build)
    assert (v.error_type, v.error_subtype, v.op_id) == (tx.UPDATE, tx.OVERWRITTEN, m.ops["update"])


def test_update_that_keeps_the_information_is_not_blamed(span_exporter):
    def build():
        m = TinyMemory(faults={"ignore"})
        _ingest_all(m)
        m.update("tiny:rec:1", "Alice moved to Lisbon in May for a nursing job")
        m.answer(QUESTION)
        return m

    m, _, v = _run(span_exporter, build)
    assert (v.error_type, v.op_id) == (tx.RESPONSE, m.ops["ignore"])


def test_deletion_error(span_exporter):
    m, _, v = _run(span_exporter, _deleted_then_asked)
    assert (v.error_type, v.error_subtype, v.op_id) == (tx.DELETION, tx.DELETED, m.ops["delete"])


def test_retrieval_error_ranked_below_top_k(span_exporter):
    m, _, v = _run(span_exporter, _ranked_out_then_asked)
    assert (v.error_type, v.error_subtype, v.op_id) == (tx.RETRIEVAL, tx.RANKED_BELOW_TOP_K, m.ops["retrieve"])


def test_retrieval_error_filtered_by_scope(span_exporter):
    def build():
        m = TinyMemory()
        m.ingest("msg:c1:D1:1", MESSAGES["msg:c1:D1:1"], user="alice-work")  # stored under another scope
        m.ingest("msg:c1:D1:3", MESSAGES["msg:c1:D1:3"])
        m.answer(QUESTION)
        return m

    m, _, v = _run(span_exporter, build)
    assert (v.error_type, v.error_subtype, v.op_id) == (tx.RETRIEVAL, tx.FILTERED_BY_SCOPE, m.ops["retrieve"])


def _two_users_told_the_same(*, overwrite_own: bool):
    """Two users told the same fact, each in a record of their own scope; Bea's record is then overwritten (or,
    with ``overwrite_own=False``, her fact was filed under Ana's scope and hers never held it); Bea asks."""
    def build():
        fact = "Alice moved to Lisbon in May for a nursing job"
        with operation("write", "facts.add", user_id="ana") as op:
            op.output("rec:ana:1", fact, kind="memory_record")
        with operation("write", "facts.add", user_id="ana" if not overwrite_own else "bea") as op:
            op.output("rec:bea:1", fact, kind="memory_record")
        ops = {}
        if overwrite_own:
            with operation("update", "facts.update", user_id="bea") as op:
                op.input("rec:bea:1", fact, kind="memory_record", relation="updates")
                op.output("rec:bea:1", "Alice moved to a new city for a job", kind="memory_record", change="update")
                ops["update"] = f"{op.trace_id}:{op.span_id}"
        with operation("write", "facts.add", user_id="bea") as op:
            op.output("rec:bea:2", "likes long walks by the sea", kind="memory_record")
        with operation("retrieve", "facts.search", user_id="bea") as op:
            op.input("q:bea", QUESTION, kind="query")
            op.read("rec:bea:2", "likes long walks by the sea", rank=0)
            if overwrite_own:
                op.read("rec:bea:1", "Alice moved to a new city for a job", rank=1)
            ops["retrieve"] = f"{op.trace_id}:{op.span_id}"
        with operation("generate", "qa.answer") as gen:
            gen.input("rec:bea:2", "likes long walks by the sea", kind="memory_record", relation="context_of")
            gen.output("answer:bea", "I don't know", kind="answer")
        record_outcome(False, question=QUESTION, expected=EXPECTED, answer=gen)
        return ops
    return build


def test_another_users_record_saying_the_same_is_not_this_users_evidence(span_exporter):
    """Bea's own record held the answer and an update lost it: UpdateError on that update, although Ana's record
    (another scope) still says the same; the collector's scoped mode, which reads only Bea's scope, says the same."""
    ops, _, v = _run(span_exporter, _two_users_told_the_same(overwrite_own=True))
    assert (v.error_type, v.error_subtype, v.op_id) == (tx.UPDATE, tx.OVERWRITTEN, ops["update"])


def test_a_fact_filed_under_another_user_is_still_a_scope_miss(span_exporter):
    """The mirror: Bea's fact was filed under Ana's scope and none of Bea's records ever held it: the search in
    Bea's scope could not reach it."""
    ops, _, v = _run(span_exporter, _two_users_told_the_same(overwrite_own=False))
    assert (v.error_type, v.error_subtype, v.op_id) == (tx.RETRIEVAL, tx.FILTERED_BY_SCOPE, ops["retrieve"])


def test_response_error(span_exporter):
    def build():
        m = TinyMemory(faults={"ignore"})
        _ingest_all(m)
        m.answer(QUESTION)
        return m

    m, _, v = _run(span_exporter, build)
    assert (v.error_type, v.error_subtype, v.op_id) == (tx.RESPONSE, tx.IGNORED_CONTEXT, m.ops["ignore"])


def test_answer_not_in_any_input_is_not_a_memory_fault(span_exporter):
    def build():
        m = TinyMemory()
        _ingest_all(m)
        m.answer("Which city was Bob born in?")
        return m

    _, _, v = _run(span_exporter, build, expected="Porto", question="Which city was Bob born in?")
    assert v.error_type == tx.ANNOTATION and v.op_id is None
    assert v.error_subtype == tx.ANSWER_NOT_IN_INPUTS


def test_feedback_only_mode(span_exporter):
    m, _, v = _run(span_exporter, _deleted_then_asked, expected=None)
    # without the gold answer, the user's correction carries the information
    case_v = LineageEngine().attribute(
        build_graph(from_readable_span(s) for s in span_exporter.get_finished_spans()),
        Case(case_id="q1", question=QUESTION, feedback="No! She moved to Lisbon, I told you."))
    assert case_v.mode == "content+feedback"
    assert (case_v.error_type, case_v.op_id) == (tx.DELETION, m.ops["delete"])
    assert case_v.confidence < 0.9


def test_structural_mode_without_content(span_exporter):
    config.configure(capture_content=False)
    m, graph, v = _run(span_exporter, _deleted_then_asked, evidence_ids=("D1:1",))
    assert not any(node.content for node in graph.variables.values()), "capture was off"
    assert v.mode == "structural"
    assert (v.error_type, v.op_id) == (tx.DELETION, m.ops["delete"])
    assert v.confidence <= 0.6


def test_structural_mode_retrieval(span_exporter):
    config.configure(capture_content=False)
    m, _, v = _run(span_exporter, _ranked_out_then_asked, evidence_ids=("msg:c1:D1:1",))
    assert (v.error_type, v.op_id) == (tx.RETRIEVAL, m.ops["retrieve"])


def test_eviction_from_a_context_window(span_exporter):
    """Long-context memory: a buffer with a budget trims the oldest message; the answer misses it."""
    with operation("buffer", "lc.append", system="long_context"):  # an append that declares nothing
        pass
    evict_op = _window_scenario(evidence_ids=())

    graph = build_graph(from_readable_span(s) for s in span_exporter.get_finished_spans())
    v = LineageEngine().attribute(graph, graph.failed_outcomes()[0])
    assert (v.error_type, v.error_subtype, v.op_id) == (tx.UPDATE, tx.TRIMMED_FROM_WINDOW, evict_op)


def test_given_evidence_ids_do_not_hide_an_annotation_error(span_exporter):
    def build():
        m = TinyMemory()
        _ingest_all(m)
        m.answer("Which city was Bob born in?")
        return m

    _, _, v = _run(span_exporter, build, expected="Porto", question="Which city was Bob born in?",
                   evidence_ids=("D1:2",))
    assert v.error_type == tx.ANNOTATION and v.op_id is None


def _window_scenario(evidence_ids=("msg:c1:D1:1",)):
    """A two-message window: the first message is trimmed before the question. Returns the trim's op id."""
    window: list[tuple[str, str]] = []
    evict_op = {}
    for mid, text in MESSAGES.items():
        with operation("buffer", "lc.append", system="long_context") as op:
            op.input(mid, text, kind="message", relation="derived_from")
            window.append((mid, text))
            if len(window) > 2:
                with operation("evict", "lc.trim", system="long_context") as ev:
                    dropped = window.pop(0)
                    ev.input(dropped[0], dropped[1], kind="message", relation="evicted_to")
                    ev.output("lc:window", "\n".join(t for _, t in window), kind="buffer")
                    evict_op["id"] = f"{ev.trace_id}:{ev.span_id}"
            else:
                op.output("lc:window", "\n".join(t for _, t in window), kind="buffer")
    with operation("generate", "lc.answer", system="long_context") as gen:
        gen.input("lc:window", "\n".join(t for _, t in window), kind="buffer", relation="context_of")
        gen.output("answer:q1", "I don't know", kind="answer")
    record_outcome(False, question=QUESTION, expected=EXPECTED, actual="I don't know", case_id="q1", answer=gen,
                   evidence_ids=evidence_ids)
    return evict_op["id"]


def _trimmed_window(texts: list, question: str, expected: str, actual: str, size: int = 6):
    """A build for _run: each message is appended to a window of the last ``size`` messages (a trim evicts the
    oldest), the question last, and the answer is made from the window. Returns the first trim's op id."""
    def build():
        window: list = []
        trims = []
        for i, text in enumerate(texts + ["human: " + question]):
            with operation("buffer", "lc.append", system="long_context") as op:
                op.input(f"msg:{i}", text, kind="message", relation="derived_from")
                window.append((f"msg:{i}", text))
                if len(window) > size:
                    with operation("evict", "lc.trim", system="long_context") as ev:
                        dropped = window.pop(0)
                        ev.input(dropped[0], dropped[1], kind="message", relation="evicted_to")
                        ev.output("lc:window", "\n".join(t for _, t in window), kind="buffer")
                        trims.append(f"{ev.trace_id}:{ev.span_id}")
                else:
                    op.output("lc:window", "\n".join(t for _, t in window), kind="buffer")
        with operation("generate", "lc.answer", system="long_context") as gen:
            gen.input("lc:window", "\n".join(t for _, t in window), kind="buffer", relation="context_of")
            gen.output("answer:q1", actual, kind="answer")
        record_outcome(False, question=question, expected=expected, actual=actual, case_id="q1", answer=gen)
        return trims[0]
    return build


@pytest.mark.parametrize("label_is_wrong", [False, True])
def test_a_sum_no_text_states_follows_its_working_to_the_message_a_trim_cut(span_exporter, label_is_wrong):
    """A sports-day stall's chat, kept in a window of the last six messages: the lollies from Booker (£36), then the
    squash and cups (£14.50), the stall spot, the cakes, the rota, the float. "What've I spent all in?" labelled
    "£50.50 - £36 for the lollies from Booker and £14.50 for the squash and cups": no text states £50.50, and the
    answer gives the £14.50 its window holds; but the label's working names the lollies and Booker, which only the
    message the trim cut names: the trim is the fault (UpdateError). The mirror, a label whose working names a
    purchase no message names (bunting from Wilko), is a wrong label (AnnotationError)."""
    texts = ["human: lollies from Booker, £36 for the box of 100, in the big freezer at school",
             "human: got the squash + 200 cups from Home Bargains, £14.50. orange + blackcurrant",
             "human: Mr Dunne says we're by the long jump pit this yr, under the big gazebo",
             "human: cakes - Y5 mums are doing a bake, all donated, 50p a slice. nut free!!",
             "human: rota: me + Sam 1-2, Priti + Leanne 2-3, everyone on at the end for the rush after the relay",
             "human: float from Claire, £20 in coins, tin's in the office"]
    question = "what've I spent all in? need to give Claire the receipts and get it back before the day"
    expected = ("£50.50 - £30 for bunting from Wilko and £14.50 for the squash and cups" if label_is_wrong
                else "£50.50 - £36 for the lollies from Booker and £14.50 for the squash and cups")
    actual = "£14.50 so far - the squash and cups from Home Bargains; the cakes are all donated."

    trim, _, v = _run(span_exporter, _trimmed_window(texts, question, expected, actual))
    if label_is_wrong:
        assert v.error_type == tx.ANNOTATION, v.reason
    else:
        assert (v.error_type, v.op_id) == (tx.UPDATE, trim), v.reason


@pytest.mark.parametrize("cut", ["the move", "another message"])
def test_a_label_with_a_gloss_no_text_carries_follows_its_words_to_the_message_a_trim_cut(span_exporter, cut):
    """A choir's chat in a window of the last five messages: the Corn Exchange rang back, the panto has the Friday
    and Saturday so the concert is Thursday 15th Dec; last year's poster (Saturday 18 December). "What day's the
    Corn Exchange one this year?" labelled "Thurs 15th Dec (the panto has the weekend)": no text carries the label
    with its gloss, so no text is its evidence, but the message the trim cut holds its words (the panto, Thursday
    15th Dec) and the window does not: the trim is the fault (UpdateError). The mirror, a window that still holds
    the move, said after the poster (another message cut), is the model's error (ResponseError)."""
    move = ("human: Corn Exchange rang back - the panto's got the Sat + the Fri for their get-in, so the best they "
            "can do us is Thursday 15th Dec, 7.30. took it, better than nothing")
    readers = "human: readers for St Michael's - Rev Clare does the 1st lesson, the Mayor the last one"
    poster = ("human: here's last yr's poster text: 'Wantage Community Choir - Corn Exchange, Saturday 18 December, "
              "7.30pm. Tickets £10 / under 16s free'")
    rest = ["human: carols we're doing at both: O Come All Ye Faithful, Once in Royal, Hark the Herald to finish",
            "human: tickets - Regent Books will sell them again, they want 80 printed"]
    texts = [move, poster, readers] + rest if cut == "the move" else [readers, poster, move] + rest
    question = "what day's the Corn Exchange one this year? doing the poster wording"
    expected = "Thurs 15th Dec (the panto has the weekend)"
    actual = "Saturday 17 December at 7.30pm at the Corn Exchange - a Saturday again, like last year."

    trim, _, v = _run(span_exporter, _trimmed_window(texts, question, expected, actual, size=5))
    if cut == "the move":
        assert (v.error_type, v.op_id) == (tx.UPDATE, trim), v.reason
    else:
        assert v.error_type == tx.RESPONSE, v.reason


def test_eviction_found_without_content(span_exporter):
    """Structural mode: the evicted message and the buffer version it lived in stop carrying it."""
    config.configure(capture_content=False)
    evict_op = _window_scenario()
    graph = build_graph(from_readable_span(s) for s in span_exporter.get_finished_spans())
    v = LineageEngine().attribute(graph, graph.failed_outcomes()[0])
    assert v.mode == "structural"
    assert (v.error_type, v.error_subtype, v.op_id) == (tx.UPDATE, tx.TRIMMED_FROM_WINDOW, evict_op)


def test_question_alone_does_not_blame_the_answer_for_its_own_query(span_exporter):
    m, graph, _ = _run(span_exporter, _deleted_then_asked)
    v = LineageEngine().attribute(graph, Case(case_id="q1", question=QUESTION))
    assert v.mode == "content+question" and v.confidence <= 0.6
    assert v.error_type != tx.RESPONSE, "the answer's own query must not count as a context holding the answer"


def test_an_overwrite_that_leaves_a_vaguer_text_is_the_update_error(span_exporter):
    """The rewrite still resembles the answer (a word of it, in a text about the question) but no longer says it:
    the update lost the information; the answer that read the vaguer text is not to blame."""
    question = ("What did Joanna find in old notebooks last week that prompted her to reflect on her progress as a "
                "writer?")  # a LoCoMo question (conversation 42) and its evidence turn, overwritten by the next one
    original = ("Joanna: Writing isn't always easy but moments like these make me appreciate it. Last week, I found "
                "these old notebooks with my early writings - it was cool to see how far I've come.")
    vaguer = ("Joanna: Yup, I still remember this story from when I was 10. Maybe even back then, I was inspired by "
              "stories about finding courage and taking risks. It's still a part of my writing today.")
    assert InformationNeed(question, "early writings").carried_by(vaguer)  # it resembles the answer ...
    assert not InformationNeed(question, "early writings").carried_literally_by(vaguer)  # ... without saying it

    def build():
        with operation("write", "notes.add", system="notes", user_id="jo") as w:
            w.input("msg:c9:D1:5", original, kind="message", relation="derived_from")
            w.output("notes:D1:5", original, kind="chunk")
        with operation("update", "notes.upsert", system="notes", user_id="jo") as up:
            up.output("notes:D1:5", vaguer, kind="chunk")
            ops = {"update": f"{up.trace_id}:{up.span_id}"}
        with operation("generate", "notes.answer", system="notes", user_id="jo") as gen:
            with operation("retrieve", "notes.search", system="notes", user_id="jo") as ret:
                ret.input("query:q9", question, kind="query", relation="derived_from")
                ret.read("notes:D1:5", vaguer, kind="chunk", rank=0, score=0.9)
            gen.input("notes:D1:5", vaguer, kind="chunk", relation="context_of")
            gen.output("answer:q9", "her first story", kind="answer")
        record_outcome(False, question=question, expected="early writings", actual="her first story", case_id="q9",
                       answer=gen)
        return ops

    ops, _, v = _run(span_exporter, build)
    assert (v.error_type, v.op_id) == (tx.UPDATE, ops["update"])


def test_a_fact_that_restates_its_turn_in_other_words_is_followed(span_exporter):
    """The extraction keeps the fact in its own words (the answer's word did not survive); the fact is then deleted:
    the deletion is the fault, not the extraction that restated the turn."""
    question = "How does Gina describe the studio that Jon has opened?"
    turn = "Gina: Congrats, Jon! The studio looks amazing. I'm so pumped for the launch tomorrow."
    fact = "Gina supports Jon's opening of the dance studio and is excited for the launch."

    def build():
        with operation("extract", "facts.extract", system="facts", user_id="jon") as ext:
            ext.input("msg:c9:D15:6", turn, kind="message", relation="derived_from")
            ext.output("fact:1", fact, kind="fact", change="derive")
        with operation("write", "facts.write", system="facts", user_id="jon") as w:
            w.input("fact:1", fact, kind="fact", relation="derived_from")
            w.output("facts:rec:1", fact, kind="memory_record")
        with operation("delete", "facts.delete", system="facts", user_id="jon") as d:
            d.delete("facts:rec:1")
            ops = {"delete": f"{d.trace_id}:{d.span_id}"}
        with operation("generate", "facts.answer", system="facts", user_id="jon") as gen:
            gen.output("answer:q10", "I don't know", kind="answer")
        record_outcome(False, question=question, expected="amazing", actual="I don't know", case_id="q10", answer=gen)
        return ops

    ops, _, v = _run(span_exporter, build)
    assert (v.error_type, v.op_id) == (tx.DELETION, ops["delete"])


def test_the_eviction_of_the_evidence_is_blamed_not_a_later_one_of_a_line_that_resembles_it(span_exporter):
    """John's recommendation is trimmed first; Tim's reply naming the same city is trimmed later. What the question
    needed was John's line: its eviction is the fault, though the window still resembled the answer after it."""
    question = "Which city did John recommend to Tim in January 2024?"
    turns = [("msg:c5:D29:12", "[12 January 2024] John: Barcelona is a must-visit city! You'll love the food."),
             ("msg:c5:D29:13", "[12 January 2024] Tim: Barcelona sounds awesome! Adding it to my list."),
             ("msg:c5:D29:14", "[12 January 2024] John: No problem! Glad you liked the suggestion."),
             ("msg:c5:D29:15", "[12 January 2024] Tim: Cheers! I owe you one. Bye!")]
    window: list[tuple[str, str]] = []
    evictions = []
    for mid, text in turns:
        with operation("buffer", "lc.append", system="long_context") as op:
            op.input(mid, text, kind="message", relation="derived_from")
            window.append((mid, text))
            op.output("lc:window", "\n".join(t for _, t in window), kind="buffer")
        if len(window) > 2:
            with operation("evict", "lc.trim", system="long_context") as ev:
                dropped = window.pop(0)
                ev.input(dropped[0], dropped[1], kind="message", relation="evicted_to")
                ev.output("lc:window", "\n".join(t for _, t in window), kind="buffer")
                evictions.append(f"{ev.trace_id}:{ev.span_id}")
    with operation("generate", "lc.answer", system="long_context") as gen:
        gen.input("lc:window", "\n".join(t for _, t in window), kind="buffer", relation="context_of")
        gen.output("answer:q5", "I don't know", kind="answer")
    record_outcome(False, question=question, expected="Barcelona", actual="I don't know", case_id="q5", answer=gen)

    graph = build_graph(from_readable_span(s) for s in span_exporter.get_finished_spans())
    v = LineageEngine().attribute(graph, graph.failed_outcomes()[0])
    assert v.evidence == ["msg:c5:D29:12@1"]  # John's line, not Tim's that only names the city
    assert (v.error_type, v.op_id) == (tx.UPDATE, evictions[0])


def test_a_memory_service_that_holds_messages_by_id_hands_them_to_its_server(span_exporter):
    """EverMemOS-style: each add puts the message id in a pending buffer (no text); the server flushes the buffer,
    extracts an episode we only see when a search returns it, and the app deletes that episode. The message is
    dated by the app's own time (memtrace.message.time) and said by its author (memtrace.message.author)."""
    from memtrace_otel import semconv as sc

    question = "How long has Nate had his first two turtles?"
    turns = [("svc:msg:D2:11", "Joanna", "Awww! How long have you had them?"),
             ("svc:msg:D2:12", "Nate", "I've had them for 3 years now and they bring me tons of joy!"),
             ("svc:msg:D2:13", "Joanna", "That's so sweet!")]
    pending: list[str] = []
    for i, (mid, who, text) in enumerate(turns):
        said = {sc.MEMTRACE_MESSAGE_TIME: "2022-01-23T14:01:00", sc.MEMTRACE_MESSAGE_AUTHOR: who}
        with operation("ingest", "svc.add", system="svc", user_id=who, attributes=said) as add:
            add.input(mid, text, kind="message", relation="derived_from")
            pending = [] if i == 2 else pending + [mid.rsplit(":", 2)[-2] + ":" + mid.rsplit(":", 1)[-1]]
            add.output("svc:buffer:g1", json.dumps({"pending_message_ids": pending}), kind="buffer",
                       source_ids=[mid])
    with operation("retrieve", "svc.search", system="svc") as search:  # the server's episode, seen once
        search.read("svc:mem:ep1", "Nate has had two turtles for three years; they bring him joy.", kind="episode")
    with operation("delete", "svc.delete", system="svc") as delete:
        delete.delete("svc:mem:ep1")
        delete_op = f"{delete.trace_id}:{delete.span_id}"
    with operation("generate", "svc.answer", system="svc") as gen:
        gen.output("answer:q7", "I don't know", kind="answer")
    record_outcome(False, question=question, expected="three years", actual="I don't know", case_id="q7", answer=gen)

    graph = build_graph(from_readable_span(s) for s in span_exporter.get_finished_spans())
    v = LineageEngine().attribute(graph, graph.failed_outcomes()[0])
    assert v.evidence == ["svc:msg:D2:12@1"]  # found: said by Nate on 23 January 2022
    assert (v.error_type, v.op_id) == (tx.DELETION, delete_op)


def test_an_extraction_that_cuts_the_answer_off_a_verbatim_copy_is_the_extraction_error(span_exporter):
    """The extractor copies the turn verbatim but stops before the answer ("... moved to"): a copy that lost the
    answer's words is not a carrier, whatever text it shares with the turn."""
    def build():
        with operation("extract", "facts.extract", system="facts", user_id="alice") as ext:
            ext.input("msg:c1:D1:1", MESSAGES["msg:c1:D1:1"], kind="message", relation="derived_from")
            ext.output("fact:cut", "Alice: I just moved to", kind="fact", change="derive")
            ops = {"extract": f"{ext.trace_id}:{ext.span_id}"}
        with operation("write", "facts.write", system="facts", user_id="alice") as w:
            w.input("fact:cut", "Alice: I just moved to", kind="fact", relation="derived_from")
            w.output("facts:rec:1", "Alice: I just moved to", kind="memory_record")
        with operation("generate", "facts.answer", system="facts", user_id="alice") as gen:
            gen.input("facts:rec:1", "Alice: I just moved to", kind="memory_record", relation="context_of")
            gen.output("answer:q11", "I don't know", kind="answer")
        record_outcome(False, question=QUESTION, expected=EXPECTED, actual="I don't know", case_id="q11", answer=gen)
        return ops

    ops, _, v = _run(span_exporter, build)
    assert (v.error_type, v.op_id) == (tx.EXTRACTION, ops["extract"])


def _each_text_extracted(texts: dict, kept: dict, dropped: dict, lost: str, question: str, expected: str,
                         actual: str, user: str):
    """A build for _run: each message is extracted by an op of its own (the ``lost`` one's extraction writes its
    ``dropped`` fact, the others their ``kept`` one), the facts are stored, and all are given to the answer; returns
    the extract op id per message key."""
    def build():
        ops = {}
        for key, text in texts.items():
            out = dropped[key] if key == lost else kept[key]
            with operation("extract", "mem.extract", system="mem", user_id=user) as ext:
                ext.input(f"msg:{key}", text, kind="message", relation="derived_from")
                ext.output(f"fact:{key}", out, kind="fact", change="derive")
                ops[key] = f"{ext.trace_id}:{ext.span_id}"
            with operation("write", "mem.write", system="mem", user_id=user) as w:
                w.input(f"fact:{key}", out, kind="fact", relation="derived_from")
                w.output(f"mem:{key}", out, kind="memory_record")
            time.sleep(0.002)
        with operation("generate", "mem.answer", system="mem", user_id=user) as gen:
            for key in texts:
                gen.input(f"mem:{key}", dropped[key] if key == lost else kept[key], kind="memory_record",
                          relation="context_of")
            gen.output("answer:q", actual, kind="answer")
        record_outcome(False, question=question, expected=expected, actual=actual, case_id="q", answer=gen)
        return ops
    return build


def test_a_fact_copied_out_of_a_message_that_gave_the_day_relative_to_when_it_was_said_lost_it(span_exporter):
    """A property manager's update, said on 14 March 2051, moves the plumber "to Monday of next week" and reminds of
    "the building-wide pest control treatment is this Friday"; its extraction keeps only the reminder, word for word.
    The message carries the label's "Monday March 20" when read at the day it was said, so the reminder copied out of
    it is a piece judged by its own words, not a carrier of what the message said: the extraction lost the day
    (ExtractionError), not a model that ignored its context."""
    appt = "Rivera Plumbing is booked for WO-4471, the kitchen sink leak, Thursday March 16, 8:00 AM-12:00 PM."
    update = ("Update re: WO-4471. Rivera Plumbing called this morning: the replacement part is on backorder, so they "
              "cannot make Thursday. The earliest they can come is Monday of next week, same 8:00 AM-12:00 PM window. "
              "Also, the building-wide pest control treatment is this Friday; please empty your kitchen cabinets.")
    facts = {"appt": "Rivera Plumbing appointment for WO-4471 is Thursday March 16, 8:00 AM-12:00 PM",
             "update": "Building-wide pest control treatment is this Friday"}
    question = "when is the plumber coming for the thing under the sink"
    expected = "Monday March 20, 8 AM-12 PM"
    actual = "Rivera Plumbing is coming Thursday, March 16, between 8 AM and 12 PM (WO-4471)."

    def build():
        ops = {}
        for key, text, day in (("appt", appt, "2051-03-09"), ("update", update, "2051-03-14")):
            with operation("extract", "mem.extract", system="mem", user_id="dana") as ext:
                ext.input(f"msg:{key}", text, kind="message", relation="derived_from", said_at=day)
                ext.output(f"fact:{key}", facts[key], kind="fact", change="derive")
                ops[key] = f"{ext.trace_id}:{ext.span_id}"
            with operation("write", "mem.write", system="mem", user_id="dana") as w:
                w.input(f"fact:{key}", facts[key], kind="fact", relation="derived_from")
                w.output(f"mem:{key}", facts[key], kind="memory_record")
            time.sleep(0.002)
        with operation("generate", "mem.answer", system="mem", user_id="dana") as gen:
            for key in facts:
                gen.input(f"mem:{key}", facts[key], kind="memory_record", relation="context_of")
            gen.output("answer:q", actual, kind="answer")
        record_outcome(False, question=question, expected=expected, actual=actual, case_id="q", answer=gen)
        return ops

    ops, _, v = _run(span_exporter, build)
    assert (v.error_type, v.op_id) == ("ExtractionError", ops["update"]), v.reason


@pytest.mark.parametrize("lost", ["quote", "movers"])
def test_of_texts_summed_to_the_label_the_one_whose_term_its_extraction_lost_is_blamed(span_exporter, lost):
    """The label is an amount worked from one amount of each of two messages ("£1,130 - Harpers' £950 plus £180 for
    the piano movers"). Each message's extraction fails the whole label, but only one lost its own term: that one
    is blamed, whichever came first (the other kept its amount)."""
    quote = "went w Harpers for the move, £950 all in incl packing the kitchen, thurs 14 March. others were 1100 + 1240"
    movers = "Harpers won't touch the piano, booked Glos Piano Movers for weds 13th, £180 ugh. loft cleared first"
    kept = {"quote": "Harpers quote is £950 all in, including packing the kitchen",
            "movers": "Glos Piano Movers booked for the piano, £180"}
    dropped = {"quote": "Harpers are doing the move on Thursday 14 March",
               "movers": "Loft must be cleared before the removal men arrive"}
    question = "how much are we paying to get everything moved, all in?"

    ops, _, v = _run(span_exporter, _each_text_extracted(
        {"quote": quote, "movers": movers}, kept, dropped, lost, question,
        "£1,130 - Harpers' £950 plus £180 for the piano movers", "£950", "sam"))
    assert (v.error_type, v.op_id) == (tx.EXTRACTION, ops[lost]), v.reason


def test_a_record_of_fields_is_read_with_the_name_it_is_stored_under(span_exporter):
    """A store item whose fields never say what they are about ("when": "weds 15th, ...") is about what its key
    names ("dress rehearsal"), as the app shows it to the model: the edit that moved the dress rehearsal is the
    evidence, and the stale write-back that lost it is the UpdateError."""
    ns = "store:players/rehearsals:dress rehearsal"
    first = '{"when": "tues 14 Jan, 6.30 make-up, 7.30 full run", "where": "village hall"}'
    edit = ('{"edited": "Carol 6/1", "when": "brownies have the hall tues, the hall cttee gave us weds 15th, 6.30 for '
            'make-up, curtain up 7.30", "where": "village hall"}')
    stale = '{"can come": "18 of 20", "when": "tues 14 Jan, 6.30 make-up, 7.30 full run", "where": "village hall"}'
    question = "what night's the dress rehearsal?"

    def build():
        with operation("write", "store.put", system="store") as w:
            w.output(ns, first, kind="memory_record")
        time.sleep(0.002)
        with operation("update", "store.put", system="store") as u:
            u.input(ns, first, kind="memory_record", relation="derived_from", version=1)
            u.output(ns, edit, kind="memory_record", change="update")
        time.sleep(0.002)
        with operation("update", "store.put", system="store") as lost:
            lost.input(ns, edit, kind="memory_record", relation="derived_from", version=2)
            lost.output(ns, stale, kind="memory_record", change="update")
        time.sleep(0.002)
        with operation("retrieve", "store.search", system="store") as ret:
            ret.input("query:q", question, kind="query", relation="query")
            ret.read(ns, stale, kind="memory_record", version=3)
        with operation("generate", "llm.answer", system="app") as gen:
            gen.input(ns, stale, kind="memory_record", relation="context_of", version=3)
            gen.output("answer:q", "Tuesday the 14th", kind="answer")
        record_outcome(False, question=question, expected="Wednesday", actual="Tuesday the 14th", case_id="q",
                       answer=gen)
        return f"{lost.trace_id}:{lost.span_id}"

    lost_op, _, v = _run(span_exporter, build)
    assert (v.error_type, v.op_id) == (tx.UPDATE, lost_op), v.reason


def test_only_a_record_key_of_words_names_it():
    from memtrace_otel.attribution.evidence import _record_key

    assert _record_key("langgraph:players/rehearsals:dress rehearsal") == "dress rehearsal"
    assert _record_key("langgraph:otters/schedule:warm-up") == "warm-up"
    assert _record_key("chroma:docs:d06") is None and _record_key("qdrant:notes:17") is None
    assert _record_key("mem0:4d2c25a7-b82c-4dcf-a6cf-ca3b5dab0d05") is None and _record_key("msg:q1") is None


def test_a_unit_that_holds_the_answer_without_recorded_lineage_moves_the_fault_to_retrieval(span_exporter):
    """A batch extractor stored the fact of a turn before that turn was linked to it (lineage is only as complete
    as the instrumentation); the extraction that did read the turn added nothing new. Memory held the information,
    so the search that left it out decided the outcome, not the extraction."""
    fact = "Alice moved to Lisbon for a new nursing job at the hospital"

    def build():
        with operation("extract", "batch.extract", system="batch", user_id="alice") as early:
            early.input("msg:c1:D1:0", "Bob: How are you doing, Alice?", kind="message", relation="derived_from")
            early.output("fact:early", fact, kind="fact", change="derive")
        with operation("write", "batch.write", system="batch", user_id="alice") as w:
            w.input("fact:early", fact, kind="fact", relation="derived_from")
            w.output("batch:rec:1", fact, kind="memory_record")
        with operation("extract", "batch.extract", system="batch", user_id="alice") as later:
            later.input("msg:c1:D1:1", MESSAGES["msg:c1:D1:1"], kind="message", relation="derived_from")
        with operation("generate", "batch.answer", system="batch", user_id="alice") as gen:
            with operation("retrieve", "batch.search", system="batch", user_id="alice") as ret:
                ret.input("query:q12", QUESTION, kind="query", relation="derived_from")
                ret.read("batch:rec:2", "Bob adopted a dog named Rex", kind="memory_record", rank=0)
            gen.input("batch:rec:2", "Bob adopted a dog named Rex", kind="memory_record", relation="context_of")
            gen.output("answer:q12", "I don't know", kind="answer")
        record_outcome(False, question=QUESTION, expected=EXPECTED, actual="I don't know", case_id="q12", answer=gen)
        return {"search": f"{ret.trace_id}:{ret.span_id}", "later": f"{later.trace_id}:{later.span_id}"}

    ops, _, v = _run(span_exporter, build, evidence_ids=("msg:c1:D1:1",))
    assert (v.error_type, v.op_id) == (tx.RETRIEVAL, ops["search"]), v.reason


def test_a_unit_sharing_only_the_answer_word_does_not_move_the_fault(span_exporter):
    """Another memory that happens to name the answer without restating the turn is no holder of it: the extraction
    that dropped the turn's fact stays the fault."""
    def build():
        with operation("write", "batch.write", system="batch", user_id="alice") as w:
            w.output("batch:rec:9", "Alice's cousin sells Lisbon postcards at the market", kind="memory_record")
        with operation("extract", "batch.extract", system="batch", user_id="alice") as ext:
            ext.input("msg:c1:D1:1", MESSAGES["msg:c1:D1:1"], kind="message", relation="derived_from")
            ext.output("fact:x", "Alice is busy", kind="fact", change="derive")
        with operation("generate", "batch.answer", system="batch", user_id="alice") as gen:
            gen.input("fact:x", "Alice is busy", kind="fact", relation="context_of")
            gen.output("answer:q13", "I don't know", kind="answer")
        record_outcome(False, question=QUESTION, expected=EXPECTED, actual="I don't know", case_id="q13", answer=gen)
        return {"extract": f"{ext.trace_id}:{ext.span_id}"}

    ops, _, v = _run(span_exporter, build, evidence_ids=("msg:c1:D1:1",))
    assert (v.error_type, v.op_id) == (tx.EXTRACTION, ops["extract"]), v.reason


def test_an_answer_that_restates_a_segment_of_turns_copied_as_they_were_is_the_response_error(span_exporter):
    """The answer repeats another line of its context, a summary of two turns that a segment copied as they were:
    no single turn says all of it, but nothing on the way garbled it either, so the model chose the wrong line."""
    turns = {"msg:c1:D5:1": "[3 July 2023] [D5:1] Alice: I am thinking about a move to Porto.",
             "msg:c1:D5:2": "[3 July 2023] [D5:2] Alice: Lots of my old school friends are there."}
    seg = "\n".join(turns.values())
    episode = "(3 July 2023) Alice is thinking about a move to Porto, where her old school friends live."
    moved = "(1 July 2023) Alice moved to Lisbon for a nursing job."

    def build():
        with operation("write", "ep.write", system="ep", user_id="alice") as w:
            w.input("msg:c1:D1:1", MESSAGES["msg:c1:D1:1"], kind="message", relation="derived_from")
            w.output("ep:1", moved, kind="episode")
        with operation("segment", "ep.segment", system="ep", user_id="alice") as s:
            for mid, text in turns.items():
                s.input(mid, text, kind="message", relation="derived_from")
            s.output("ep:seg:5", seg, kind="other", change="derive")
        with operation("extract", "ep.extract", system="ep", user_id="alice") as x:
            x.input("ep:seg:5", seg, kind="other", relation="derived_from")
            x.output("ep:2", episode, kind="episode")
        with operation("generate", "ep.answer", system="ep", user_id="alice") as gen:
            gen.input("ep:1", moved, kind="episode", relation="context_of")
            gen.input("ep:2", episode, kind="episode", relation="context_of")
            gen.output("answer:q14", episode, kind="answer")
        record_outcome(False, question=QUESTION, expected=EXPECTED, actual=episode, case_id="q14", answer=gen)
        return {"answer": f"{gen.trace_id}:{gen.span_id}"}

    ops, _, v = _run(span_exporter, build, evidence_ids=("msg:c1:D1:1",))
    assert (v.error_type, v.op_id) == (tx.RESPONSE, ops["answer"]), v.reason


def test_an_answer_restating_another_line_of_an_extraction_that_kept_the_evidence_is_the_response_error(span_exporter):
    """An extraction wrote its turns into one episode, each line dated and labelled with its speaker (so no line is
    its input word for word), and kept the evidence line; the answer is pieced together from Bob's two lines of that
    episode (no input says it alone). The extraction lost nothing: the model chose the wrong lines."""
    turns = {"msg:c1:D1:1": MESSAGES["msg:c1:D1:1"],
             "msg:c1:D1:2": "Bob: Thanks Alice! See you at the weekend.",
             "msg:c1:D1:3": "Bob: I appreciate all the help with the move."}
    episode = "\n".join(f"[3 July 2023] {text}" for text in turns.values())
    reply = "[3 July 2023] Bob: Thanks, Alice! Appreciate all the help. See ya later!"

    def build():
        with operation("extract", "ep.extract", system="ep", user_id="alice") as x:
            for mid, text in turns.items():
                x.input(mid, text.split(": ", 1)[1], kind="message", relation="derived_from")
            x.output("ep:1", episode, kind="episode")
        with operation("generate", "ep.answer", system="ep", user_id="alice") as gen:
            gen.input("ep:1", episode, kind="episode", relation="context_of")
            gen.output("answer:q16", reply, kind="answer")
        record_outcome(False, question=QUESTION, expected=EXPECTED, actual=reply, case_id="q16", answer=gen)
        return {"answer": f"{gen.trace_id}:{gen.span_id}"}

    ops, _, v = _run(span_exporter, build, evidence_ids=("msg:c1:D1:1",))
    assert (v.error_type, v.op_id) == (tx.RESPONSE, ops["answer"]), v.reason


@pytest.mark.parametrize("question,label,nearest,reply", [
    ("Is Sam allergic to peanuts?", "Yes", "Sam is not allergic to peanuts (allergist re-test, March).",
     "No, Sam is not allergic to peanuts."),
    # "next Tuesday" said on Thursday 6 March is the 11th (or the 18th): near the label's 25th, not it
    ("When is the design review?", "Tuesday, 25 March 2025",
     "[2025-03-06] Marco: we pushed the design review to next Tuesday.", "Tuesday, 11 March 2025."),
])
def test_an_answer_restating_the_nearest_source_against_a_label_no_text_says_is_an_annotation_error(
        span_exporter, question, label, nearest, reply):
    """No text says the label; the note nearest to it reached the answer, which restates it. Memory and model did
    their job: the label is what is wrong."""
    notes = {"doc:1": nearest, "doc:2": "Sam reacts to sesame.", "doc:3": "Sam's appointments are on Thursdays."}

    def build():
        with operation("write", "notes.put", system="notes", user_id="sam") as w:
            for doc_id, text in notes.items():
                w.output(doc_id, text, kind="chunk")
        with operation("generate", "notes.answer", system="notes", user_id="sam") as gen:
            with operation("retrieve", "notes.search", system="notes", user_id="sam") as ret:
                ret.input("query:q17", question, kind="query", relation="derived_from")
                for rank, doc_id in enumerate(notes):
                    ret.read(doc_id, notes[doc_id], kind="chunk", rank=rank)
            for doc_id in notes:
                gen.input(doc_id, notes[doc_id], kind="chunk", relation="context_of")
            gen.output("answer:q17", reply, kind="answer")
        record_outcome(False, question=question, expected=label, actual=reply, case_id="q17", answer=gen)
        return {}

    _, _, v = _run(span_exporter, build)
    assert v.error_type == tx.ANNOTATION and v.op_id is None, (v.error_type, v.reason)


def _photo_answer_case(deliver: bool, first_person: bool = False):
    """The answer ("a cup with a dog face") was only in the photo a turn shared: no text holds it. The turn most
    about the question, said by whom it asks about, is left out of the answer's context (or delivered). In the first
    person, the turns are the app user's own, unlabelled, and the question asks about "I"."""
    turns = {"doc:1": "[15 July 2023] Alice: Look what I made with clay at the pottery class yesterday!",
             "doc:2": "[15 July 2023] Bob: My dog Rex loves the park near the river.",
             "doc:3": "[15 July 2023] Alice: I started a new job at the hospital in Lisbon."}
    question, expected = "What did Alice make with clay at the pottery class?", "a cup with a dog face on it"
    if first_person:
        turns = {key: text.replace("Alice: ", "").replace("Bob: ", "") for key, text in turns.items()}
        question = "What did I make with clay at the pottery class?"

    def build():
        with operation("write", "docs.add", system="docs", user_id="alice") as w:
            for doc_id, text in turns.items():
                w.output(doc_id, text, kind="chunk")
        with operation("generate", "docs.answer", system="docs", user_id="alice") as gen:
            with operation("retrieve", "docs.query", system="docs", user_id="alice") as ret:
                ret.input("query:q15", question, kind="query", relation="derived_from")
                hits = ["doc:1"] if deliver else ["doc:2"]
                for rank, doc_id in enumerate(hits):
                    ret.read(doc_id, turns[doc_id], kind="chunk", rank=rank)
            for doc_id in hits:
                gen.input(doc_id, turns[doc_id], kind="chunk", relation="context_of")
            reply = "a small pot" if deliver else "I don't know"
            gen.output("answer:q15", reply, kind="answer")
        record_outcome(False, question=question, expected=expected, actual=reply, case_id="q15", answer=gen)
        return {"query": f"{ret.trace_id}:{ret.span_id}"}

    return build


@pytest.mark.parametrize("first_person", [False, True])
def test_an_answer_only_in_a_photo_blames_the_retrieval_that_left_its_turn_out(span_exporter, first_person):
    ops, _, v = _run(span_exporter, _photo_answer_case(deliver=False, first_person=first_person))
    assert (v.error_type, v.op_id) == (tx.RETRIEVAL, ops["query"]), v.reason


@pytest.mark.parametrize("first_person", [False, True])
def test_an_answer_in_no_text_is_no_memory_fault_when_memory_delivered_the_turn(span_exporter, first_person):
    """Memory delivered what the conversation said about the question; the label asks for something no text says
    (a wrong label, or a photo the model never saw): not memory's fault."""
    _, _, v = _run(span_exporter, _photo_answer_case(deliver=True, first_person=first_person))
    assert v.error_type not in tx.MEMORY_FAULTS, v.reason


def test_turns_a_buffer_handed_on_to_a_visible_extraction_that_kept_none_of_it_blame_that_extraction(span_exporter):
    """EverMemOS-style buffer of pending message ids, flushed by the service's own ingestion; this time the service
    reports its extraction (the turns it read, the episode it wrote), and the episode left the answer out. The
    handed-on buffer is no memory that still holds it: the extraction lost it."""
    from memtrace_otel import semconv as sc

    question = "How long has Nate had his first two turtles?"
    turns = [("svc:msg:D2:11", "Joanna", "Awww! How long have you had them?"),
             ("svc:msg:D2:12", "Nate", "I've had them for 3 years now and they bring me tons of joy!"),
             ("svc:msg:D2:13", "Joanna", "That's so sweet!")]
    pending: list[str] = []
    for i, (mid, who, text) in enumerate(turns):
        said = {sc.MEMTRACE_MESSAGE_TIME: "2022-01-23T14:01:00", sc.MEMTRACE_MESSAGE_AUTHOR: who}
        with operation("ingest", "svc.add", system="svc", user_id=who, attributes=said) as add:
            add.input(mid, text, kind="message", relation="derived_from")
            pending = [] if i == 2 else pending + [mid.rsplit(":", 2)[-2] + ":" + mid.rsplit(":", 1)[-1]]
            add.output("svc:buffer:g1", json.dumps({"pending_message_ids": pending}), kind="buffer",
                       source_ids=[mid])
    with operation("extract", "svc.extract", system="svc") as ext:
        for mid, _, text in turns:
            ext.input(mid, text, kind="message", relation="derived_from")
        ext.output("svc:mem:ep1", "Joanna and Nate talked about pets; Joanna finds them sweet.", kind="episode")
        extract_op = f"{ext.trace_id}:{ext.span_id}"
    with operation("generate", "svc.answer", system="svc") as gen:
        gen.input("svc:mem:ep1", "Joanna and Nate talked about pets; Joanna finds them sweet.", kind="episode",
                  relation="context_of")
        gen.output("answer:q16", "I don't know", kind="answer")
    record_outcome(False, question=question, expected="three years", actual="I don't know", case_id="q16", answer=gen)

    graph = build_graph(from_readable_span(s) for s in span_exporter.get_finished_spans())
    v = LineageEngine().attribute(graph, graph.failed_outcomes()[0])
    assert (v.error_type, v.op_id) == (tx.EXTRACTION, extract_op), v.reason


def test_memories_shown_to_an_extractor_as_context_are_not_what_it_extracts(span_exporter):
    """mem0 shows existing memories to its extractor. A new fact about something else that happens to share the
    answer's words is not the old memory carried on: deleting the evidence's own record is the fault."""
    fact = "Alice moved to Lisbon for a nursing job"
    other = "Bob visited Lisbon once and loved the trams"

    def build():
        with operation("extract", "m.extract", system="m", user_id="alice") as ext:
            ext.input("msg:c1:D1:1", MESSAGES["msg:c1:D1:1"], kind="message", relation="derived_from")
            ext.output("fact:1", fact, kind="fact", change="derive")
        with operation("write", "m.write", system="m", user_id="alice") as w:
            w.input("fact:1", fact, kind="fact", relation="derived_from")
            w.output("m:rec:1", fact, kind="memory_record")
        with operation("extract", "m.extract", system="m", user_id="alice") as ext2:
            ext2.input("msg:c1:D1:9", "Bob: I visited Lisbon once and loved the trams.", kind="message",
                       relation="derived_from")
            ext2.input("m:rec:1", fact, kind="memory_record", relation="context_of")
            ext2.output("fact:2", other, kind="fact", change="derive")
        with operation("write", "m.write", system="m", user_id="alice") as w2:
            w2.input("fact:2", other, kind="fact", relation="derived_from")
            w2.output("m:rec:2", other, kind="memory_record")
        with operation("delete", "m.delete", system="m", user_id="alice") as d:
            d.delete("m:rec:1")
        with operation("generate", "m.answer", system="m", user_id="alice") as gen:
            with operation("retrieve", "m.search", system="m", user_id="alice") as ret:
                ret.input("query:q17", QUESTION, kind="query", relation="derived_from")
            gen.output("answer:q17", "I don't know", kind="answer")
        record_outcome(False, question=QUESTION, expected=EXPECTED, actual="I don't know", case_id="q17", answer=gen)
        return {"delete": f"{d.trace_id}:{d.span_id}"}

    ops, _, v = _run(span_exporter, build, evidence_ids=("msg:c1:D1:1",))
    assert (v.error_type, v.op_id) == (tx.DELETION, ops["delete"]), v.reason


def test_a_clear_then_add_back_of_a_subset_blames_the_clear(span_exporter):
    """Compacting a chat history: clear() evicts every message, add_messages() writes back the ones to keep. The
    evidence went out with the clear; the add only wrote down what was left."""
    kept = ["msg:c1:D1:2", "msg:c1:D1:3"]

    def build():
        with operation("buffer", "h.add_messages", system="h", user_id="alice") as add:
            for mid, text in MESSAGES.items():
                add.input(mid, text, kind="message", relation="derived_from")
            add.output("h:history", json.dumps(list(MESSAGES.values())), kind="buffer")
        with operation("evict", "h.clear", system="h", user_id="alice") as clear:
            for mid, text in MESSAGES.items():
                clear.input(mid, text, kind="message", relation="evicted_to")
        with operation("buffer", "h.add_messages", system="h", user_id="alice") as again:
            for mid in kept:
                again.input(mid, MESSAGES[mid], kind="message", relation="derived_from")
            again.output("h:history", json.dumps([MESSAGES[m] for m in kept]), kind="buffer")
        with operation("generate", "h.answer", system="h", user_id="alice") as gen:
            gen.input("h:history", json.dumps([MESSAGES[m] for m in kept]), kind="buffer", relation="context_of")
            gen.output("answer:q18", "I don't know", kind="answer")
        record_outcome(False, question=QUESTION, expected=EXPECTED, actual="I don't know", case_id="q18", answer=gen)
        return {"clear": f"{clear.trace_id}:{clear.span_id}"}

    ops, _, v = _run(span_exporter, build, evidence_ids=("msg:c1:D1:1",))
    assert (v.error_type, v.op_id) == (tx.UPDATE, ops["clear"]), v.reason


def test_two_turns_that_say_the_answer_together_are_the_evidence(span_exporter):
    """No turn holds the answer alone ("my day off" ... "let's have a beer"); the two that say it together are
    followed, and the trim that pushed them out of the window is the fault."""
    turns = {"msg:c2:D1:1": "John: Tomorrow is my day off, finally.",
             "msg:c2:D1:2": "John: Why Starbucks? Maybe we can have a beer somewhere instead?",
             "msg:c2:D1:3": "James: Sure, I know a quiet pub near the station.",
             "msg:c2:D1:4": "James: See you there at eight then!",
             "msg:c2:D1:5": "John: Great, see you!"}
    question = "Why didn't John want to go to Starbucks?"
    expected = "Possibly because he likes to drink beer on his days off."

    def build():
        window: list[tuple[str, str]] = []
        trim = None
        for mid, text in turns.items():
            with operation("buffer", "lc.append", system="long_context") as op:
                op.input(mid, text, kind="message", relation="derived_from")
                window.append((mid, text))
                op.output("lc:window", "\n".join(t for _, t in window), kind="buffer")
        with operation("evict", "lc.trim", system="long_context") as ev:
            for mid, text in window[:2]:
                ev.input(mid, text, kind="message", relation="evicted_to")
            window = window[2:]
            ev.output("lc:window", "\n".join(t for _, t in window), kind="buffer")
            trim = f"{ev.trace_id}:{ev.span_id}"
        with operation("generate", "lc.answer", system="long_context") as gen:
            gen.input("lc:window", "\n".join(t for _, t in window), kind="buffer", relation="context_of")
            gen.output("answer:q19", "I don't know", kind="answer")
        record_outcome(False, question=question, expected=expected, actual="I don't know", case_id="q19", answer=gen)
        return {"trim": trim}

    ops, _, v = _run(span_exporter, build)
    assert sorted(v.evidence) == ["msg:c2:D1:1@1", "msg:c2:D1:2@1"], v.evidence
    assert (v.error_type, v.op_id) == (tx.UPDATE, ops["trim"]), v.reason


def _deferred_service(span_exporter, observe_cut: bool):
    """Zep-style: thread messages go to a service that extracts facts on its server (memtrace.op.outputs_deferred);
    a fact is seen only when a search returns it, as an observed extraction from its message."""
    from memtrace_otel import semconv as sc

    turns = [("svc:msg:1", "Alice: I just moved to Lisbon for my new job as a nurse."),
             ("svc:msg:2", "Bob: I adopted a dog named Rex last week."),
             ("svc:msg:3", "Alice: My favourite drink is green tea with honey.")]
    for mid, text in turns:
        with operation("ingest", "svc.add_messages", system="svc", conversation_id="t1",
                       attributes={sc.MEMTRACE_OP_OUTPUTS_DEFERRED: True}) as add:
            add.input(mid, text, kind="message", relation="derived_from")
    seen = [("svc:fact:2", "svc:msg:2", "Bob adopted a dog named Rex"),
            ("svc:fact:3", "svc:msg:3", "Alice likes green tea with honey")]
    if observe_cut:
        seen.append(("svc:fact:1", "svc:msg:1", "Alice just moved for a new job"))
    with operation("retrieve", "svc.search", system="svc", conversation_id="t1") as search:
        search.input("svc:query:q1", QUESTION, kind="query", relation="derived_from")
        for fact_id, source, fact in seen:
            with operation("extract", "svc.extract", system="svc", conversation_id="t1") as observed:
                observed.input(source, kind="message", relation="derived_from")
                observed.output(fact_id, fact, kind="memory_record")
                if fact_id == "svc:fact:1":
                    extract_op = f"{observed.trace_id}:{observed.span_id}"
            search.read(fact_id, fact, kind="memory_record")
        search_op = f"{search.trace_id}:{search.span_id}"
    with operation("generate", "svc.answer", system="svc", conversation_id="t1") as gen:
        for fact_id, _, fact in seen:
            gen.input(fact_id, fact, kind="memory_record", relation="context_of")
        gen.output("answer:q1", "I don't know", kind="answer")
    record_outcome(False, question=QUESTION, expected=EXPECTED, actual="I don't know", case_id="q1", answer=gen)
    graph = build_graph(from_readable_span(s) for s in span_exporter.get_finished_spans())
    return LineageEngine().attribute(graph, graph.failed_outcomes()[0]), search_op, \
        (extract_op if observe_cut else None)


def test_an_ingest_whose_service_extracts_out_of_sight_is_not_blamed_for_what_no_search_returned(span_exporter):
    """Nothing made from the evidence message was ever returned: the service may have made a fact the search
    ranked out, or none; the question's search is the first point where it is seen missing."""
    v, search_op, _ = _deferred_service(span_exporter, observe_cut=False)
    assert v.evidence == ["svc:msg:1@1"]
    assert (v.error_type, v.op_id) == (tx.RETRIEVAL, search_op), v.reason


def test_an_observed_extraction_that_cut_the_answer_is_blamed_not_the_deferred_ingest(span_exporter):
    v, _, extract_op = _deferred_service(span_exporter, observe_cut=True)
    assert (v.error_type, v.op_id) == (tx.EXTRACTION, extract_op), v.reason


@pytest.mark.parametrize("said_at", ["2025-03-06", None])
def test_a_relative_date_is_read_from_the_day_the_record_says_it_was_said(span_exporter, said_at):
    """A record stored with its own date ("date" metadata -> memtrace.output.said_at) says "next Tuesday" from that
    day: the search that left it out is blamed. Without its date, the record is read from the day it was written
    (today), which is not the labelled day: no memory operation is blamed for it."""
    notes = {"n1": "Lena: the payment screen is blocked on the TLS certificates.",
             "n2": "Marco: we pushed the design review to next Tuesday so Ines can join.",
             "n3": "Kai: the retro is on Friday afternoon."}
    question, expected = "On what date is the design review?", "Tuesday, 11 March 2025"

    def build():
        ops = {}
        with operation("write", "notes.add", system="notes") as w:
            for nid, text in notes.items():
                w.output(f"notes:{nid}", text, kind="memory_record", said_at=said_at)
        with operation("generate", "notes.answer", system="notes") as gen:
            with operation("retrieve", "notes.search", system="notes") as ret:
                ops["retrieve"] = f"{ret.trace_id}:{ret.span_id}"
                ret.input("query:q1", question, kind="query", relation="derived_from")
                ret.read("notes:n1", notes["n1"], kind="memory_record", rank=0)
            gen.input("notes:n1", notes["n1"], kind="memory_record", relation="context_of")
            gen.output("answer:q1", "The notes don't give a date.", kind="answer")
        record_outcome(False, question=question, expected=expected, actual="The notes don't give a date.",
                       case_id="q1", answer=gen)
        return ops

    ops, graph, v = _run(span_exporter, build)
    assert graph.variables["notes:n2@1"].said_at == said_at
    if said_at:
        assert (v.error_type, v.op_id) == (tx.RETRIEVAL, ops["retrieve"])
        assert v.evidence == ["notes:n2@1"]
    else:
        assert v.error_type not in tx.MEMORY_FAULTS


@pytest.mark.parametrize("stored", ["model", "app"])
def test_a_rewrite_that_stores_a_models_summary_blames_the_model_call(span_exporter, stored):
    """An app summarizer: a model call is given the old profile, its output is written over it. When the write
    stores the model's output, the model call lost the rent (UpdateError, merged_away); when the app wrote something
    else, the write is the overwrite."""
    old = "Marta rents a flat in Valencia for 1,150 euros a month. Gym: 45 euros a month."
    new = "Marta lives in Valencia. Car loan: 212 euros a month. Gym: 45 euros a month."
    question, expected = "How much is Marta's monthly rent?", "1,150 euros"

    def build():
        ops = {}
        with operation("write", "profile.put", system="app") as w:
            w.output("profile:marta", json.dumps({"text": old}), kind="memory_record")
        with operation("generate", "llm.summarize", system="app") as llm:
            llm.input("profile:marta", json.dumps({"text": old}), kind="memory_record", relation="context_of")
            llm.output("answer:sum", new, kind="answer")
            ops["model"] = f"{llm.trace_id}:{llm.span_id}"
        with operation("update", "profile.put", system="app") as w:
            written = new if stored == "model" else "Marta lives in Valencia (profile reset by the admin tool)."
            w.output("profile:marta", json.dumps({"text": written}), kind="memory_record")
            ops["app"] = f"{w.trace_id}:{w.span_id}"
        with operation("generate", "llm.answer", system="app") as gen:
            gen.input("profile:marta", json.dumps({"text": written}), kind="memory_record", relation="context_of")
            gen.output("answer:q1", "I don't know.", kind="answer")
        record_outcome(False, question=question, expected=expected, actual="I don't know.", case_id="q1", answer=gen)
        return ops

    ops, _, v = _run(span_exporter, build)
    assert (v.error_type, v.op_id) == (tx.UPDATE, ops[stored]), v.reason
    assert v.error_subtype == (tx.MERGED_AWAY if stored == "model" else tx.OVERWRITTEN)


@pytest.mark.parametrize("written_back", [True, False])
def test_a_clear_is_an_eviction_when_some_is_written_back_else_a_deletion(span_exporter, written_back):
    def build():
        with operation("buffer", "h.add_messages", system="h", user_id="alice") as add:
            for mid, text in MESSAGES.items():
                add.input(mid, text, kind="message", relation="derived_from")
            add.output("h:history", json.dumps(list(MESSAGES.values())), kind="buffer")
        with operation("evict", "h.clear", system="h", user_id="alice") as clear:
            for mid, text in MESSAGES.items():
                clear.input(mid, text, kind="message", relation="evicted_to")
            clear.delete("h:history", kind="buffer")
        kept = ["msg:c1:D1:2"] if written_back else []
        later = {mid: MESSAGES[mid] for mid in kept} or {"msg:c1:D2:1": "Bob: What a sunny day."}
        with operation("buffer", "h.add_messages", system="h", user_id="alice") as again:
            for mid, text in later.items():
                again.input(mid, text, kind="message", relation="derived_from")
            again.output("h:history", json.dumps(list(later.values())), kind="buffer")
        with operation("generate", "h.answer", system="h", user_id="alice") as gen:
            gen.input("h:history", json.dumps(list(later.values())), kind="buffer", relation="context_of")
            gen.output("answer:q1", "I don't know", kind="answer")
        record_outcome(False, question=QUESTION, expected=EXPECTED, actual="I don't know", case_id="q1", answer=gen)
        return f"{clear.trace_id}:{clear.span_id}"

    clear_op, _, v = _run(span_exporter, build)
    assert v.op_id == clear_op, v.reason
    assert v.error_type == (tx.UPDATE if written_back else tx.DELETION), v.reason


def test_a_record_the_search_returned_that_never_reached_the_prompt_blames_the_search(span_exporter):
    """An app's own reranker (no span) cut the record after the search: the prompt, captured, does not hold it."""
    def build():
        m = TinyMemory()
        _ingest_all(m)
        with operation("generate", "tiny.answer", system="tiny", user_id="alice") as gen:
            with operation("retrieve", "tiny.search", system="tiny", user_id="alice") as ret:
                ret.input("query:q1", QUESTION, kind="query", relation="derived_from")
                for rank, rid in enumerate(["tiny:rec:1", "tiny:rec:3"]):
                    ret.read(rid, m.records[rid], kind="memory_record", rank=rank)
            kept = m.records["tiny:rec:3"]  # the rerank kept only this one
            gen.input("prompt:q1", f"Answer from memory:\n- {kept}\nQ: {QUESTION}", kind="prompt")
            gen.input("tiny:rec:3", kept, kind="memory_record", relation="context_of")
            gen.output("answer:q1", "I don't know", kind="answer")
        record_outcome(False, question=QUESTION, expected=EXPECTED, actual="I don't know", case_id="q1", answer=gen)
        return f"{ret.trace_id}:{ret.span_id}"

    search, _, v = _run(span_exporter, build)
    assert (v.error_type, v.error_subtype, v.op_id) == (tx.RETRIEVAL, tx.DROPPED_BY_RERANK, search), v.reason


def test_a_count_needs_that_many_texts_and_the_one_not_retrieved_is_blamed(span_exporter):
    notes = {"mon": "Monday: went climbing at the wall after work.", "tue": "Tuesday: cooked rice for the week.",
             "wed": "Wednesday: climbing session at the wall, sent the blue route.",
             "thu": "Thursday: went climbing with Sam, my fingers are sore."}
    question = "How many times did I go climbing this week?"

    def build():
        with operation("write", "diary.put", system="diary") as w:
            for key, text in notes.items():
                w.output(f"diary:{key}", text, kind="memory_record")
        with operation("generate", "diary.answer", system="diary") as gen:
            with operation("retrieve", "diary.search", system="diary") as ret:
                ret.input("query:q1", question, kind="query", relation="derived_from")
                for rank, key in enumerate(["mon", "tue", "thu"]):
                    ret.read(f"diary:{key}", notes[key], kind="memory_record", rank=rank)
            for key in ["mon", "tue", "thu"]:
                gen.input(f"diary:{key}", notes[key], kind="memory_record", relation="context_of")
            gen.output("answer:q1", "Twice.", kind="answer")
        record_outcome(False, question=question, expected="Three times", actual="Twice.", case_id="q1", answer=gen)
        return f"{ret.trace_id}:{ret.span_id}"

    search, _, v = _run(span_exporter, build)
    assert (v.error_type, v.op_id) == (tx.RETRIEVAL, search), v.reason
    assert "diary:wed@1" in v.reason and set(v.evidence) == {"diary:mon@1", "diary:wed@1", "diary:thu@1"}


def test_a_list_answer_is_followed_only_for_the_parts_the_answer_lacks(span_exporter):
    """Label "Lisbon and Nara", memory says Lisbon, the answer says Lisbon: Nara is in no text (a wrong label)."""
    def build():
        m = TinyMemory()
        _ingest_all(m)
        with operation("generate", "tiny.answer", system="tiny", user_id="alice") as gen:
            gen.input("tiny:rec:1", m.records["tiny:rec:1"], kind="memory_record", relation="context_of")
            gen.output("answer:q1", "She moved to Lisbon.", kind="answer")
        record_outcome(False, question="Which cities did Alice move to?", expected="Lisbon and Nara",
                       actual="She moved to Lisbon.", case_id="q1", answer=gen)

    _, _, v = _run(span_exporter, build)
    assert v.error_type == tx.ANNOTATION and "Nara" in v.reason, v.reason


def test_a_summarizer_given_the_old_record_only_in_its_prompt_is_still_the_one_that_lost_it(span_exporter):
    """No lineage edge from the old record to the model call (the app read it outside any traced store call): the
    model's prompt quotes the record's text field, which is enough to see it was given the old version."""
    old = "Marta rents a flat in Valencia for 1,150 euros a month. Gym: 45 euros a month."
    new = "Marta lives in Valencia. Car loan: 212 euros a month. Gym: 45 euros a month."

    def build():
        with operation("write", "profile.put", system="app") as w:
            w.output("profile:marta", json.dumps({"text": old}), kind="memory_record")
        with operation("generate", "llm.summarize", system="app") as llm:
            llm.input("prompt:sum", f"Merge the profile with the new chat.\nProfile:\n{old}", kind="prompt")
            llm.output("answer:sum", new, kind="answer")
        with operation("update", "profile.put", system="app") as w:
            w.output("profile:marta", json.dumps({"text": new}), kind="memory_record")
        with operation("generate", "llm.answer", system="app") as gen:
            gen.input("profile:marta", json.dumps({"text": new}), kind="memory_record", relation="context_of")
            gen.output("answer:q1", "I don't know.", kind="answer")
        record_outcome(False, question="How much is Marta's monthly rent?", expected="1,150 euros",
                       actual="I don't know.", case_id="q1", answer=gen)
        return f"{llm.trace_id}:{llm.span_id}"

    model, _, v = _run(span_exporter, build)
    assert (v.error_type, v.error_subtype, v.op_id) == (tx.UPDATE, tx.MERGED_AWAY, model), v.reason


def test_a_search_by_user_reaches_that_users_conversations_and_a_short_pending_id_is_followed(span_exporter):
    """A buffer of pending message ids ("m1") handed to a service that extracts out of sight; the search by user
    (broader than the record's user + conversation scope) left it out: the search's top-k, not a scope filter."""
    def build():
        with operation("ingest", "svc.add", system="svc", user_id="lea", conversation_id="c1") as add:
            add.input("svc:msg:m1", "Lea: I moved to Lisbon last week.", kind="message", relation="derived_from")
            add.output("svc:buffer:c1", json.dumps({"pending_message_ids": ["m1"]}), kind="buffer",
                       source_ids=["svc:msg:m1"])
        with operation("ingest", "svc.add", system="svc", user_id="lea", conversation_id="c1") as add2:
            add2.input("svc:msg:m2", "Lea: I like green tea.", kind="message", relation="derived_from")
            add2.output("svc:buffer:c1", json.dumps({"pending_message_ids": ["m2"]}), kind="buffer",
                        source_ids=["svc:msg:m2"])
        with operation("generate", "svc.answer", system="svc", user_id="lea") as gen:
            with operation("retrieve", "svc.search", system="svc", user_id="lea") as ret:
                ret.input("query:q1", "Which city did Lea move to?", kind="query", relation="derived_from")
            gen.output("answer:q1", "I don't know", kind="answer")
        record_outcome(False, question="Which city did Lea move to?", expected="Lisbon", actual="I don't know",
                       case_id="q1", answer=gen)
        return f"{ret.trace_id}:{ret.span_id}"

    search, _, v = _run(span_exporter, build)
    assert (v.error_type, v.error_subtype, v.op_id) == (tx.RETRIEVAL, tx.RANKED_BELOW_TOP_K, search), v.reason


@pytest.mark.parametrize("earlier", ["(no timetable yet)", "Ella has PE on Wednesday afternoons."])
def test_an_update_that_wrote_a_text_saying_both_merged_nothing_unless_an_earlier_version_said_the_wrong_thing(
        span_exporter, earlier):
    """A timetable pasted into an empty block says every day; the model picks the swimming day: the context held the
    answer and nothing stale was merged (ResponseError). When the block already said the wrong day before the update
    and kept it beside the new one, the update merged a stale value (UpdateError)."""
    new = ("PE on Tuesdays and Thursdays - kit in a named bag. Swimming on Wednesday afternoons. "
           "Library books back on Fridays.")
    # (the merge rewrites the old line into the new text: a text that only grew would be no rewrite at all)
    written = new if earlier.startswith("(") else "Ella's PE is on Tuesdays and Thursdays, and on Wednesday afternoons."
    question, expected, actual = "Which days does Ella need her PE kit?", "Tuesdays and Thursdays", "Wednesdays."

    def build():
        ops = {}
        with operation("retrieve", "blocks.retrieve", system="app") as r:  # the block as it was (a service's)
            r.read("block:school", earlier, kind="memory_record", version=1)
        with operation("update", "blocks.update", system="app") as w:
            w.input("block:school", earlier, kind="memory_record", relation="updates", version=1)
            w.output("block:school", written, kind="memory_record", version=2)
            ops["update"] = f"{w.trace_id}:{w.span_id}"
        with operation("generate", "llm.answer", system="app") as gen:
            gen.input("block:school", written, kind="memory_record", relation="context_of", version=2)
            gen.output("answer:q1", actual, kind="answer")
            ops["answer"] = f"{gen.trace_id}:{gen.span_id}"
        record_outcome(False, question=question, expected=expected, actual=actual, case_id="q1", answer=gen)
        return ops

    ops, _, v = _run(span_exporter, build)
    if earlier.startswith("("):
        assert (v.error_type, v.op_id) == (tx.RESPONSE, ops["answer"]), v.reason
    else:
        assert (v.error_type, v.error_subtype, v.op_id) == (tx.UPDATE, tx.MERGED_AWAY, ops["update"]), v.reason


@pytest.mark.parametrize("case", ["recorded change", "overwrite", "swap", "mirror"])
def test_an_update_that_records_the_value_it_replaced_is_a_change_not_a_loss(span_exporter, case):
    """The front desk moves a member's desk and the block says so ("Fixed desk: 22 ... - moved from desk 14"); the
    model answers desk 22 and the label is desk 14: the label is the superseded value (AnnotationError), not an
    update that lost it. An overwrite that drops desk 14 without naming it as replaced stays the update's fault, and
    so does a rewrite that swaps the roles of two desks the block held (no new value: nothing changed hands); a
    right label (desk 22) and a model that answered 14 stays the model's."""
    before = "Member: Tove Andersen.\nFixed desk: 14 (second floor, window row).\nMeeting-room credits: 8 hours."
    after = before.replace("Fixed desk: 14 (second floor, window row).",
                           "Fixed desk: 22 (third floor, quiet zone) since 1 March 2026 - moved from desk 14."
                           if case != "overwrite" else "Fixed desk: 22 (third floor, quiet zone).")
    question = "Which desk is mine?"
    expected, actual = ("Desk 22", "Desk 14.") if case == "mirror" else ("Desk 14", "Desk 22, in the quiet zone.")
    if case == "swap":  # (a dose record whose tidy-up swapped now and previously)
        before = "Dana now takes sertraline 100 mg daily; she previously took 50 mg."
        after = "Dana now takes sertraline 50 mg daily; she previously took 100 mg."
        question, expected, actual = "What daily dose of sertraline does Dana take now?", "100 mg", "50 mg daily."

    def build():
        ops = {}
        with operation("write", "blocks.create", system="app") as c:
            c.output("block:membership", before, kind="memory_record", version=1)
        with operation("update", "blocks.update", system="app") as w:
            w.input("block:membership", before, kind="memory_record", relation="updates", version=1)
            w.output("block:membership", after, kind="memory_record", version=2)
            ops["update"] = f"{w.trace_id}:{w.span_id}"
        with operation("generate", "llm.answer", system="app") as gen:
            gen.input("block:membership", after, kind="memory_record", relation="context_of", version=2)
            gen.output("answer:q1", actual, kind="answer")
            ops["answer"] = f"{gen.trace_id}:{gen.span_id}"
        record_outcome(False, question=question, expected=expected, actual=actual, case_id="q1", answer=gen)
        return ops

    ops, _, v = _run(span_exporter, build)
    if case == "recorded change":
        assert v.error_type == tx.ANNOTATION, v.reason
    elif case in ("overwrite", "swap"):
        assert (v.error_type, v.op_id) == (tx.UPDATE, ops["update"]), v.reason
    else:
        assert (v.error_type, v.op_id) == (tx.RESPONSE, ops["answer"]), v.reason


def test_a_total_is_the_sum_of_the_amounts_several_records_state_and_a_search_that_missed_one_lost_it(span_exporter):
    """"How many km did the club runs cover in March altogether? 239 km": no record says 239; four runs say 62, 48,
    75 and 54 km (a social ride's 25 km and February's 57 km are no addends). The search returned three of the four:
    the retrieval lost the fourth (RetrievalError), not a label that appears nowhere."""
    records = {"run:0301": "Sunday 1st March club run - 62 km, the Wolds loop, 11 out.",
               "run:0308": "Club run 08.03: cut short at 48 km, hail on Beacon Hill.",
               "run:0315": "15/3 Sunday club run: 75 km, first long one of the year.",
               "run:0329": "Sun 29 Mar club run, 54 km, clocks went forward so only 8 of us.",
               "ride:0321": "Sat 21/3 social ride, 25 km, kids & new members, ice creams.",
               "run:0222": "Sun 22/2 club run: 57 km to Hatherley & back, 14 riders."}
    question = "How many km did the Sunday club runs cover in March altogether?"
    returned = ["run:0301", "run:0308", "run:0315"]
    actual = "185 km altogether (62 + 48 + 75)."

    def build():
        ops = {}
        with operation("write", "store.put", system="app") as add:
            for key, text in records.items():
                add.output(key, text, kind="memory_record")
        with operation("retrieve", "store.search", system="app") as ret:
            ret.input("query:q1", question, kind="query", relation="query")
            for key in returned:
                ret.input(key, records[key], kind="memory_record", relation="reads")
            ops["search"] = f"{ret.trace_id}:{ret.span_id}"
        with operation("generate", "llm.answer", system="app") as gen:
            for key in returned:
                gen.input(key, records[key], kind="memory_record", relation="context_of")
            gen.output("answer:q1", actual, kind="answer")
        record_outcome(False, question=question, expected="239 km over four runs", actual=actual, case_id="q1",
                       answer=gen)
        return ops

    ops, _, v = _run(span_exporter, build)
    assert (v.error_type, v.op_id) == (tx.RETRIEVAL, ops["search"]), v.reason


def test_a_flushed_buffer_whose_seen_episodes_were_deleted_blames_the_delete(span_exporter):
    """Each add flushes the buffer (the next add's buffer no longer lists the message); the episode made from the
    message is seen (a listing returned it) and then deleted. The buffer is not still holding the message: what it
    handed on was deleted (DeletionError), not missed by the search."""
    turns = [("svc:msg:m1", "Ella's parents' evening slot with Mr Hughes is on Thursday at 5:40."),
             ("svc:msg:m2", "The school disco this evening has been cancelled.")]
    question, expected = "What time is my parents' evening slot?", "5:40"

    def build():
        for mid, text in turns:
            with operation("ingest", "svc.add", system="svc", user_id="priya") as add:
                add.input(mid, text, kind="message", relation="derived_from")
                add.output("svc:buffer:g1", json.dumps({"pending_message_ids": [mid.rsplit(":", 1)[-1]]}),
                           kind="buffer", source_ids=[mid])
        with operation("retrieve", "svc.get", system="svc", user_id="priya") as listing:
            for mid, text in turns:
                with operation("extract", "svc.extract", system="svc", user_id="priya") as ext:
                    ext.input(mid, text, kind="message", relation="derived_from")
                    ext.output("svc:mem:ep-" + mid[-1], text, kind="episode")
                listing.read("svc:mem:ep-" + mid[-1], text, kind="episode")
        with operation("delete", "svc.delete", system="svc", user_id="priya") as delete:
            delete.delete("svc:mem:ep-1", kind="episode")
            deleter = f"{delete.trace_id}:{delete.span_id}"
        with operation("generate", "svc.answer", system="svc", user_id="priya") as gen:
            with operation("retrieve", "svc.search", system="svc", user_id="priya") as search:
                search.input("query:q1", question, kind="query", relation="derived_from")
            gen.output("answer:q1", "I can't find it.", kind="answer")
        record_outcome(False, question=question, expected=expected, actual="I can't find it.", case_id="q1",
                       answer=gen)
        return deleter

    deleter, _, v = _run(span_exporter, build)
    assert (v.error_type, v.op_id) == (tx.DELETION, deleter), v.reason


@pytest.mark.parametrize("kind", ["evict", "buffer"])
def test_a_buffer_that_took_a_message_in_and_kept_none_of_it_never_captured_it(span_exporter, kind):
    """A RAG buffer cuts an over-long message to its first words as it takes it in (or an EverMemOS flush clears the
    message it was just given): no memory unit ever held what was cut, so it was never captured (ExtractionError),
    not evicted from a window that had held it, nor merged into an existing unit."""
    message = ("Long update, sorry. The draft went to Dr. Okafor on Friday, and my thesis defence is on 21 November at "
               "10:00 in room B-214.")
    question, expected = "When and where is my thesis defence?", "21 November at 10:00, in room B-214"

    def build():
        with operation(kind, "rag.message_buffer_update", system="rag") as first:
            first.input("msg:1", "I'm in the last stretch of my PhD.", kind="message", relation="derived_from")
            first.output("rag:buffer", json.dumps(["I'm in the last stretch of my PhD."]), kind="buffer")
        with operation(kind, "rag.message_buffer_update", system="rag") as cut:
            cut.input("rag:buffer", json.dumps(["I'm in the last stretch of my PhD."]), kind="buffer",
                      relation="updates")
            cut.input("msg:2", message, kind="message", relation="derived_from")
            kept = "Long update, sorry. The draft went to Dr. Okafor on Friday"
            cut.output("rag:buffer", json.dumps(["I'm in the last stretch of my PhD.", kept]), kind="buffer")
        with operation("generate", "rag.answer", system="rag") as gen:
            gen.input("rag:buffer", json.dumps(["I'm in the last stretch of my PhD.", kept]), kind="buffer",
                      relation="context_of")
            gen.output("answer:q1", "The date isn't given.", kind="answer")
        record_outcome(False, question=question, expected=expected, actual="The date isn't given.", case_id="q1",
                       answer=gen)
        return f"{cut.trace_id}:{cut.span_id}"

    cut_op, _, v = _run(span_exporter, build)
    assert (v.error_type, v.op_id) == (tx.EXTRACTION, cut_op), v.reason


def test_a_buffer_a_write_emptied_into_a_unit_it_made_handed_its_messages_on(span_exporter):
    """EverMemOS-style finalize: the write that makes the memory unit from the buffer empties the buffer. The buffer
    did not lose the message (it handed it on); the extraction that wrote the unit's episode with the wrong date did."""
    said = "2024-05-10T09:00:00"
    message = "I passed my driving test yesterday!"
    question, expected = "When did Sam pass his driving test?", "9 May 2024"

    def build():
        with operation("buffer", "memory_system.message_buffer_update", system="ev") as add:
            add.input("msg:1", message, kind="message", relation="derived_from", said_at=said)
            add.output("ev:buffer", json.dumps({"messages": [message]}), kind="buffer")
        with operation("write", "memory_system.finalize_memory_unit", system="ev") as fin:
            fin.input("ev:buffer", json.dumps({"messages": [message]}), kind="buffer", relation="updates")
            fin.output("ev:unit", json.dumps({"original": [message], "timestamp": said}), kind="memory_record")
            fin.output("ev:buffer", json.dumps({"messages": []}), kind="buffer")
        with operation("extract", "memory_system.extract_memory", system="ev") as ext:
            ext.input("ev:unit", json.dumps({"original": [message], "timestamp": said}), kind="memory_record",
                      relation="updates")
            episode = "On 10 May 2024 Sam passed his driving test."
            ext.output("ev:unit", json.dumps({"episode": episode}), kind="memory_record")
            extract = f"{ext.trace_id}:{ext.span_id}"
        with operation("generate", "qa.answer", system="ev") as gen:
            gen.input("ev:unit", json.dumps({"episode": episode}), kind="memory_record", relation="context_of")
            gen.output("answer:q1", "On 10 May 2024.", kind="answer")
        record_outcome(False, question=question, expected=expected, actual="On 10 May 2024.", case_id="q1",
                       answer=gen)
        return extract

    extract, _, v = _run(span_exporter, build)
    assert (v.error_type, v.op_id) == (tx.EXTRACTION, extract), v.reason


def test_a_window_made_of_its_turns_as_they_were_is_no_merge_of_a_stale_value(span_exporter):
    """A long-context window whose lines are the kept turns plus the new one ("[time] Ben: ..."): the answer restates
    one of those turns and ignores another that says the expected answer; nothing was rewritten (ResponseError)."""
    turns = [("m1", "2024-02-01 10:00", "Ben",
              "I love Japanese food, my friend Dev is taking me to an omakase counter."),
             ("m2", "2024-02-02 10:00", "Ben", "The market stall went well, we sold out of rye loaves."),
             ("m3", "2024-02-03 10:00", "Ben", "Honestly I can't stand raw fish, it's a texture thing.")]
    question, expected = "Would Ben enjoy an omakase sushi dinner?", "No; he can't stand raw fish"
    actual = "Yes, he loves Japanese food and Dev is taking him to an omakase counter."

    def build():
        window: list[str] = []
        for i, (mid, when, who, text) in enumerate(turns):
            with operation("evict", "memory_system.memory_update", system="lc") as up:
                if window:
                    up.input("lc:window", "\n".join(window), kind="memory_record", relation="updates", version=i)
                up.input(mid, json.dumps({"content": text, "name": who, "timestamp": when}), kind="message",
                         relation="derived_from")
                window = (window + [f"[{when}] {who}: {text}"])[-3:]
                up.output("lc:window", "\n".join(window), kind="memory_record", version=i + 1)
        with operation("generate", "question-answering", system="lc") as gen:
            gen.input("lc:window", "\n".join(window), kind="memory_record", relation="context_of", version=3)
            gen.output("answer:q1", actual, kind="answer")
            answer_op = f"{gen.trace_id}:{gen.span_id}"
        record_outcome(False, question=question, expected=expected, actual=actual, case_id="q1", answer=gen)
        return answer_op

    answer_op, _, v = _run(span_exporter, build)
    assert (v.error_type, v.op_id) == (tx.RESPONSE, answer_op), v.reason


def test_a_delete_of_a_copy_while_a_fuller_unit_still_holds_it_lost_nothing(span_exporter):
    """A dedup deletes the short unit and adds a fuller one that still names the dog; a later update drops the name
    from the fuller one: that update lost it (UpdateError), not the delete."""
    question, expected = "What is the name of Marco's greyhound?", "Biscuit"

    def build():
        ops = {}
        with operation("write", "mem.update_decision", system="m") as w:
            w.output("mem:a", "Marco has a greyhound called Biscuit", kind="memory_record")
        with operation("update", "mem.update_decision", system="m") as dedup:
            dedup.delete("mem:a", kind="memory_record")
            dedup.output("mem:b", "Marco adopted a retired racing greyhound called Biscuit in 2023",
                         kind="memory_record")
            ops["dedup"] = f"{dedup.trace_id}:{dedup.span_id}"
        with operation("update", "mem.update_decision", system="m") as upd:
            upd.input("mem:b", "Marco adopted a retired racing greyhound called Biscuit in 2023",
                      kind="memory_record", relation="updates")
            upd.output("mem:b", "Marco adopted a retired racing greyhound in 2023 and walks it daily",
                       kind="memory_record")
            ops["update"] = f"{upd.trace_id}:{upd.span_id}"
        with operation("generate", "qa.answer", system="m") as gen:
            gen.input("mem:b", "Marco adopted a retired racing greyhound in 2023 and walks it daily",
                      kind="memory_record", relation="context_of")
            gen.output("answer:q1", "I don't know its name.", kind="answer")
        record_outcome(False, question=question, expected=expected, actual="I don't know its name.", case_id="q1",
                       answer=gen, evidence_ids=["mem:a@1"])
        return ops

    ops, _, v = _run(span_exporter, build)
    assert (v.error_type, v.op_id) == (tx.UPDATE, ops["update"]), v.reason


def test_a_context_builder_that_cut_a_retrieved_chunk_before_the_answer_is_the_retrieval_error(span_exporter):
    """MemBase's question-answering builds the context from the retrieved units (its ``context`` output) and cuts it
    at a length: the chunk that holds the answer was retrieved, but only its start reached the model."""
    filler = " ".join(f"[2024-02-10 11:{i:02d}] Tom: we talked about the living room and the hall again."
                      for i in range(8))
    chunk = filler + " [2024-02-10 11:30] Tom: The nursery is sage green in the end."
    question, expected = "What colour did Tom paint the nursery?", "Sage green"

    def build():
        with operation("write", "rag.add", system="rag") as w:
            w.input("msg:1", chunk, kind="message", relation="derived_from")
            w.output("rag:chunk1", chunk, kind="memory_record")
        with operation("retrieve", "rag.retrieve", system="rag") as r:
            r.input("query:q1", question, kind="query", relation="derived_from")
            r.read("rag:chunk1", chunk, kind="memory_record")
        with operation("generate", "question-answering", system="rag") as gen:
            gen.input("rag:chunk1", chunk, kind="memory_record", relation="context_of")
            gen.output("context:q1", "[Chunk 1]\n" + chunk[:300], kind="context")
            gen.output("answer:q1", "The nursery colour isn't mentioned.", kind="answer")
            answer_op = f"{gen.trace_id}:{gen.span_id}"
        record_outcome(False, question=question, expected=expected, actual="The nursery colour isn't mentioned.",
                       case_id="q1", answer=gen)
        return answer_op

    answer_op, _, v = _run(span_exporter, build)
    assert (v.error_type, v.op_id) == (tx.RETRIEVAL, answer_op), v.reason


@pytest.mark.parametrize("read_by_answer", [False, True])
def test_a_staging_buffer_flushed_into_a_chunk_without_the_turn_never_captured_it(span_exporter, read_by_answer):
    """A RAG buffer takes a turn in, then its flush writes a chunk of the earlier turns and empties the buffer: the
    turn was in the buffer, but no memory unit ever held it, and nothing reads that buffer for a question, so it was
    never captured (ExtractionError at the flush). A buffer the answer is built from is a window: dropping a turn
    from it is an eviction (UpdateError at the same operation)."""
    earlier = "John: I did a bit of coding in HTML and CSS a few years back."
    turn = "James: I've worked with Python and C++, and built a website."
    question, expected = "What programming languages has James worked with?", "Python and C++"

    def build():
        with operation("buffer", "rag.message_buffer_update", system="rag") as first:
            first.input("msg:1", earlier, kind="message", relation="derived_from")
            first.output("rag:buffer", json.dumps([earlier]), kind="buffer")
        with operation("buffer", "rag.message_buffer_update", system="rag") as second:
            second.input("rag:buffer", json.dumps([earlier]), kind="buffer", relation="updates")
            second.input("msg:2", turn, kind="message", relation="derived_from")
            second.output("rag:buffer", json.dumps([earlier, turn]), kind="buffer")
        with operation("evict", "rag.flush", system="rag") as flush:  # over budget: a chunk of the earlier turns
            flush.input("rag:buffer", json.dumps([earlier, turn]), kind="buffer", relation="updates")
            flush.output("rag:chunk-1", earlier, kind="chunk")
            flush.output("rag:buffer", json.dumps([]), kind="buffer")
        with operation("retrieve", "rag.retrieve", system="rag") as ret:
            ret.input("query:q1", question, kind="query", relation="query")
            ret.input("rag:chunk-1", earlier, kind="chunk", relation="reads")
            if read_by_answer:
                ret.input("rag:buffer", json.dumps([]), kind="buffer", relation="reads")
            ret.output("context:q1", earlier, kind="context")
        with operation("generate", "rag.answer", system="rag") as gen:
            gen.input("context:q1", earlier, kind="context", relation="context_of")
            gen.output("answer:q1", "HTML and CSS", kind="answer")
        record_outcome(False, question=question, expected=expected, actual="HTML and CSS", case_id="q1",
                       answer=gen)
        return f"{flush.trace_id}:{flush.span_id}"

    flush_op, _, v = _run(span_exporter, build)
    assert v.op_id == flush_op, v.reason
    assert v.error_type == (tx.UPDATE if read_by_answer else tx.EXTRACTION), v.reason


def test_a_chat_history_cleared_and_refilled_with_a_subset_evicted_the_turn(span_exporter):
    """A chat history is the memory the prompt is built from, even when the app reads it through a property no span
    records: a compaction job that clears it and adds back only the recent messages evicted the older turn
    (UpdateError at the clear), it is not a staging buffer that never captured it (nothing wrote units from it)."""
    turns = ["Maria: I took a poetry class and a creative writing class last spring.",
             "John: I'm running for office again this year.",
             "Maria: Congrats, John! What made you decide to run again?"]
    question, expected = "What writing classes has Maria taken?", "Poetry, creative writing"

    def build():
        held = []
        for i, turn in enumerate(turns):
            with operation("write", "chat_history.add_message", system="app") as add:
                add.input(f"msg:{i}", turn, kind="message", relation="derived_from")
                if held:
                    add.input("history:1", json.dumps(held), kind="buffer", relation="updates")
                held = held + [turn]
                add.output("history:1", json.dumps(held), kind="buffer")
        with operation("evict", "chat_history.clear", system="app") as clear:
            clear.input("history:1", json.dumps(held), kind="buffer", relation="updates")
            for i, turn in enumerate(turns):
                clear.input(f"msg:{i}", turn, kind="message", relation="evicted_to")
            clear.output("history:1", json.dumps([]), kind="buffer", change="delete")
        with operation("write", "chat_history.add_messages", system="app") as add:
            for i, turn in enumerate(turns[1:], 1):
                add.input(f"msg:{i}", turn, kind="message", relation="derived_from")
            add.output("history:1", json.dumps(turns[1:]), kind="buffer")
        prompt = "\n".join(turns[1:])
        with operation("generate", "llm.answer", system="app") as gen:
            gen.input("prompt:q1", prompt, kind="context", relation="context_of")
            gen.output("answer:q1", "She hasn't mentioned any.", kind="answer")
        record_outcome(False, question=question, expected=expected, actual="She hasn't mentioned any.",
                       case_id="q1", answer=gen)
        return f"{clear.trace_id}:{clear.span_id}"

    clear_op, _, v = _run(span_exporter, build)
    assert (v.error_type, v.op_id) == (tx.UPDATE, clear_op), v.reason


def _chat_turns_with_replies(turns: list, question: str, expected: str, actual: str):
    """A chat app: each human turn goes into the history, a completion answers it from the whole history, and its
    reply goes into the history too; the last completion answers the question."""
    def build():
        held, n = [], 0

        def add(text):
            nonlocal held, n
            with operation("write", "chat_history.add_message", system="app") as w:
                w.input(f"msg:{n}", text, kind="message", relation="derived_from")
                if held:
                    w.input("history:1", json.dumps(held), kind="buffer", relation="updates")
                held = held + [text]
                w.output("history:1", json.dumps(held), kind="buffer")
            n += 1

        def complete(reply):
            with operation("generate", "llm.completion", system="app") as gen:
                gen.input(f"prompt:{n}", "\n".join(held), kind="context", relation="context_of")
                gen.output(f"reply:{n}", reply, kind="message")
            return gen

        for human, reply in turns:
            add("human: " + human)
            complete(reply)
            add("ai: " + reply)
        add("human: " + question)
        gen = complete(actual)
        record_outcome(False, question=question, expected=expected, actual=actual, case_id="q1", answer=gen)
        return f"{gen.trace_id}:{gen.span_id}"
    return build


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_an_earlier_turns_reply_that_paraphrased_a_kept_turn_lost_nothing(span_exporter, label_is_wrong):
    """A chat history keeps every turn and every reply. The label's words are found only in an earlier reply's
    paraphrase ("turns 9 in March" of "she'll be 9 then"), and the whole history reached the answer: that reply is no
    extraction that lost anything (it writes no memory), so the verdict is weighed on the answer's context. A wrong
    label ("she's turned 9", the history says the coach moved her up for her game) is no memory fault; the mirror, a
    right label the model departed from, is the model's error."""
    turns = [("Maisie P - 8, bday's in March so she'll be 9 then. mum's Claire", "Maisie P is 8 and turns 9 in March."),
             ("Dan says Maisie's rallying from behind the baseline + her serve's miles ahead of the orange lot, he "
              "wants her with yellow from after half term", "Maisie joins yellow after half term - Dan's call on her "
                                                            "rallying and serve."),
             ("yellow weds 5-6.30 cts 1-3, term fee same as orange, £96", "Yellow: Wednesdays 5-6.30, £96 a term."),
             ("Chloe W (orange) - dad keeps emailing, Chloe's 8 too, v keen", "Chloe W is 8 and keen.")]
    question = "why has maisie gone up to yellow?"
    expected, actual = ("she's turned 9", "Dan's call on her rallying and serve - she's still 8.") if label_is_wrong \
        else ("Dan's call on her rallying and serve", "She's turned 9.")
    answer_op, _, v = _run(span_exporter, _chat_turns_with_replies(turns, question, expected, actual))
    if label_is_wrong:
        assert v.error_type not in tx.MEMORY_FAULTS, v.reason
    else:
        assert (v.error_type, v.op_id) == (tx.RESPONSE, answer_op), v.reason


def test_a_label_in_a_clause_that_only_refers_back_to_what_is_asked_is_not_the_label_of_another(span_exporter):
    """The context states the label in a clause without the question's words, but one that names no other thing in
    their place: it refers back ("I used to watch it with my family", "it" being the film asked about). The model
    ignored it and restated another line (ResponseError), the label is not another thing's (the flats above)."""
    memory = "Tim: That film brings back a special memory. I used to watch it with my family every Christmas."
    other = "Tim: I decorated this tree myself, going all out with a Harry Potter theme!"
    question = "What special memory does Harry Potter and the Philosopher's Stone bring to Tim?"
    expected, actual = "Watching it with his family", "Tim decorated a tree with a Harry Potter theme."

    def build():
        with operation("write", "store.add", system="app") as add:
            add.output("rec:1", memory, kind="chunk")
            add.output("rec:2", other, kind="chunk")
        with operation("retrieve", "store.query", system="app") as ret:
            ret.input("query:q1", question, kind="query", relation="query")
            ret.input("rec:1", memory, kind="chunk", relation="reads")
            ret.input("rec:2", other, kind="chunk", relation="reads")
        with operation("generate", "llm.answer", system="app") as gen:
            gen.input("rec:1", memory, kind="chunk", relation="context_of")
            gen.input("rec:2", other, kind="chunk", relation="context_of")
            gen.output("answer:q1", actual, kind="answer")
        record_outcome(False, question=question, expected=expected, actual=actual, case_id="q1", answer=gen)
        return f"{gen.trace_id}:{gen.span_id}"

    answer_op, _, v = _run(span_exporter, build)
    assert (v.error_type, v.op_id) == (tx.RESPONSE, answer_op), v.reason


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_label_the_context_states_only_of_another_thing_is_wrong_not_the_model(span_exporter, label_is_wrong):
    """Both flats' records reach the prompt. The label "£1,150" is Flat 2A's rent, the question asks about Flat 2B,
    and the answer gives 2B's rent: the label is wrong (AnnotationError). The mirror case, a right label and an
    answer that took the other flat's rent, stays the model's fault (ResponseError)."""
    flats = {"rec:2a": "Flat 2A, 9 Mill Lane: tenant Mr Okafor, rent £1,150 pcm, paid on the 1st.",
             "rec:2b": "Flat 2B, 9 Mill Lane: tenant Ms Lindqvist, rent £1,280 pcm, paid on the 15th."}
    question = "How much rent does the tenant in Flat 2B pay?"
    expected, actual = ("£1,150 per month", "Ms Lindqvist in Flat 2B pays £1,280 a month.") if label_is_wrong \
        else ("£1,280 per month", "The tenant in Flat 2B pays £1,150 a month.")

    answer_op, _, v = _run(span_exporter, _records_in_context(flats, question, expected, actual, kind="chunk"))
    if label_is_wrong:
        assert (v.error_type, v.op_id) == (tx.ANNOTATION, None), v.reason
    else:
        assert (v.error_type, v.op_id) == (tx.RESPONSE, answer_op), v.reason


def test_a_source_holding_part_of_the_answer_that_never_reached_it_is_what_memory_lost(span_exporter):
    """"Which came first: my knee injury or my half-marathon PB?" No text says the label; the diary entries about
    both events (dated by the metadata the app stored with them) hold its parts. The PB's entry reached the answer,
    the injury's was filtered out by the query: the query is the fault (RetrievalError), not a wrong label."""
    entries = {"diary:1": ("2024-12-14", "Twisted my left knee on the trail; physio says three weeks off, knee injury."),
               "diary:2": ("2025-03-09", "Half-marathon PB at the Wetherby Half: 1:48:20.")}
    question = "Which came first: my knee injury or my half-marathon PB?"
    expected = "The knee injury (14 December 2024) came first"
    actual = "Your half-marathon PB (1:48:20 on 9 March 2025) came first - I don't see a knee injury logged before it."

    def build():
        with operation("write", "diary.add", system="app") as add:
            for rid, (day, text) in entries.items():
                add.output(rid, text, kind="chunk", said_at=day)
        with operation("retrieve", "diary.query", system="app") as ret:  # the "this season" filter
            ret.input("query:q1", question, kind="query", relation="query")
            ret.input("diary:2", entries["diary:2"][1], kind="chunk", relation="reads", said_at=entries["diary:2"][0])
        with operation("generate", "llm.answer", system="app") as gen:
            gen.input("diary:2", entries["diary:2"][1], kind="chunk", relation="context_of",
                      said_at=entries["diary:2"][0])
            gen.output("answer:q1", actual, kind="answer")
        record_outcome(False, question=question, expected=expected, actual=actual, case_id="q1", answer=gen)
        return f"{ret.trace_id}:{ret.span_id}"

    query_op, _, v = _run(span_exporter, build)
    assert (v.error_type, v.op_id) == (tx.RETRIEVAL, query_op), v.reason


def test_a_search_that_did_not_return_the_unit_is_the_fault_not_the_rerank_after_it(span_exporter):
    """An agentic retrieval: round 1 searches the store, a final rerank orders what round 1 returned. The unit that
    holds the answer was never returned by round 1, so the rerank never had it: the search is the RetrievalError."""
    units = {"unit:1": "On 2 May 2023 Andrew hiked the Fox Hollow trail with his dog Toby.",
             "unit:2": "Andrew and Audrey talked about city apartments and dog parks."}
    question, expected = "Which trail did Andrew hike with Toby?", "Fox Hollow"

    def build():
        with operation("write", "memory.add", system="ev") as add:
            for uid, text in units.items():
                add.output(uid, text, kind="episode")
        with operation("retrieve", "memory.round1_search", system="ev") as search:
            search.input("query:q1", question, kind="query", relation="query")
            search.input("unit:2", units["unit:2"], kind="episode", relation="reads")
            search.output("round1:q1", units["unit:2"], kind="context")
        with operation("rerank", "memory.final_rerank", system="ev") as rerank:
            rerank.input("round1:q1", units["unit:2"], kind="context", relation="reads")
            rerank.output("final:q1", units["unit:2"], kind="context")
        with operation("generate", "qa.answer", system="ev") as gen:
            gen.input("final:q1", units["unit:2"], kind="context", relation="context_of")
            gen.output("answer:q1", "The memories don't say.", kind="answer")
        record_outcome(False, question=question, expected=expected, actual="The memories don't say.", case_id="q1",
                       answer=gen)
        return f"{search.trace_id}:{search.span_id}"

    search_op, _, v = _run(span_exporter, build)
    assert (v.error_type, v.op_id) == (tx.RETRIEVAL, search_op), v.reason


def test_a_write_that_empties_a_buffer_into_units_without_the_turn_dropped_it(span_exporter):
    """A RAG finalize writes the buffer's last chunk and clears the buffer, but the chunk leaves out the last turn:
    no hand-off (none of the units it made holds the turn), the finalize dropped it: ExtractionError there."""
    earlier = "Maria: Let's make happy memories with our family."
    turn = "John: I'm off to do some taekwondo!"
    question, expected = "What martial arts has John done?", "Taekwondo"

    def build():
        with operation("buffer", "rag.message_buffer_update", system="rag") as first:
            first.input("msg:1", earlier, kind="message", relation="derived_from")
            first.output("rag:buffer", json.dumps([earlier]), kind="buffer")
        with operation("buffer", "rag.message_buffer_update", system="rag") as second:
            second.input("rag:buffer", json.dumps([earlier]), kind="buffer", relation="updates")
            second.input("msg:2", turn, kind="message", relation="derived_from")
            second.output("rag:buffer", json.dumps([earlier, turn]), kind="buffer")
        with operation("write", "rag.finalize_memory_unit", system="rag") as fin:
            fin.input("rag:buffer", json.dumps([earlier, turn]), kind="buffer", relation="updates")
            fin.output("rag:unit-7", earlier, kind="chunk")
            fin.output("rag:buffer", json.dumps([]), kind="buffer")
        with operation("retrieve", "rag.retrieve", system="rag") as ret:
            ret.input("query:q1", question, kind="query", relation="query")
            ret.input("rag:unit-7", earlier, kind="chunk", relation="reads")
            ret.output("context:q1", earlier, kind="context")
        with operation("generate", "rag.answer", system="rag") as gen:
            gen.input("context:q1", earlier, kind="context", relation="context_of")
            gen.output("answer:q1", "None mentioned.", kind="answer")
        record_outcome(False, question=question, expected=expected, actual="None mentioned.", case_id="q1",
                       answer=gen)
        return f"{fin.trace_id}:{fin.span_id}"

    fin_op, _, v = _run(span_exporter, build)
    assert (v.error_type, v.op_id) == (tx.EXTRACTION, fin_op), v.reason


def test_an_extracted_fact_that_keeps_a_value_answer_is_followed_to_the_update_that_dropped_it(span_exporter):
    """The turn says "I've had them for 3 years" ("them" being the turtles asked about); the extractor restates it as
    "Nate has had his pets for 3 years" and the decision stores that as a record; a later update rewrites the record
    about the turtles without the 3 years. An answer that is a value and nothing else, kept as it is by the
    restatement, follows it: UpdateError at the update, not ExtractionError at the extraction that kept it."""
    turn = "Nate: I've had them for 3 years now and they bring me tons of joy!"
    fact = "Nate has had his pets for 3 years and they bring him joy"
    newer = "Nate has two turtles with big personalities and recommends pets for stress"
    question, expected = "For how long has Nate had his turtles?", "3 years"

    def build():
        with operation("extract", "app.extract_facts", system="app") as ext:
            ext.input("msg:D2:12", turn, kind="message", relation="derived_from")
            ext.output("facts:D2:12", json.dumps([fact]), kind="fact")
        with operation("decide", "app.update_memory_decision", system="app") as add:
            add.input("facts:D2:12", json.dumps([fact]), kind="fact", relation="derived_from")
            add.output("mem:33b", json.dumps({"id": "33b", "memory": fact}), kind="memory_record")
        with operation("decide", "app.update_memory_decision", system="app") as upd:
            upd.input("mem:33b", json.dumps({"id": "33b", "memory": fact}), kind="memory_record", relation="updates")
            upd.output("mem:33b", json.dumps({"id": "33b", "memory": newer}), kind="memory_record")
        with operation("retrieve", "app.search", system="app") as search:
            search.input("mem:33b", json.dumps({"id": "33b", "memory": newer}), kind="memory_record",
                         relation="reads")
            search.output("results:q1", json.dumps([newer]), kind="retrieved_set")
        with operation("generate", "llm.answer", system="app") as gen:
            gen.input("results:q1", json.dumps([newer]), kind="retrieved_set", relation="context_of")
            gen.output("answer:q1", "The memories don't say.", kind="answer")
        record_outcome(False, question=question, expected=expected, actual="The memories don't say.",
                       case_id="q1", answer=gen, evidence_ids=["msg:D2:12"])
        return f"{upd.trace_id}:{upd.span_id}"

    update_op, _, v = _run(span_exporter, build)
    assert (v.error_type, v.op_id) == (tx.UPDATE, update_op), v.reason


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_label_the_context_states_only_of_another_person_is_wrong_not_the_model(span_exporter, label_is_wrong):
    """Both facts reach the prompt: the guest's spa treatment at 4 pm and her husband Karim's massage at 5:30 pm. Asked
    "what time is my spa appointment?", the label "5:30 pm" is the husband's and the answer "4 pm" hers: the label is
    wrong (AnnotationError). The mirror case, a right label and an answer that took the husband's time, stays the
    model's fault (ResponseError)."""
    facts = {"fact:1": "Amira booked the hot stone spa treatment for Saturday at 4 pm.",
             "fact:2": "Amira's husband Karim has a deep tissue massage at the spa on Saturday at 5:30 pm."}
    question = "What time is my spa appointment on Saturday?"
    expected, actual = ("5:30 pm", "Your hot stone treatment is on Saturday at 4 pm.") if label_is_wrong \
        else ("4 pm", "Your deep tissue massage at the spa is on Saturday at 5:30 pm.")

    answer_op, _, v = _run(span_exporter, _records_in_context(facts, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


def test_units_cut_from_a_pending_message_before_the_buffer_moved_on_are_what_it_handed_on(span_exporter):
    """A service buffer holds the pending message's id; the service cuts its episode at once, and the next add moves
    the pending id on. The episode is what the buffer handed on: its later delete is the fault (DeletionError), the
    buffer is not a memory still holding the message (no RetrievalError)."""
    order = "Please reserve a case (6 bottles) of the 2019 Vietti Barolo for me; I'll pick it up in December."
    other = "Count me and one guest in for the Burgundy tasting on Friday 28 November."
    question, expected = "What have I got put aside to collect in December?", "A case of the 2019 Vietti Barolo"

    def build():
        for i, text in enumerate((order, other)):
            with operation("ingest", "svc.add", system="app") as add:
                add.input(f"msg:w{i}", text, kind="message", relation="derived_from")
                if i:
                    add.input("buffer:1", json.dumps({"pending_message_ids": ["w0"]}), kind="buffer",
                              relation="updates")
                add.output("buffer:1", json.dumps({"pending_message_ids": [f"w{i}"]}), kind="buffer")
            with operation("extract", "svc.extract", system="app") as ext:
                ext.input(f"msg:w{i}", text, kind="message", relation="derived_from")
                ext.output(f"ep:{i}", text, kind="episode")
        with operation("delete", "svc.delete", system="app") as dele:
            dele.input("ep:0", order, kind="episode", relation="deletes")
            dele.output("ep:0", "", kind="episode", change="delete")
        with operation("retrieve", "svc.search", system="app") as ret:
            ret.input("query:q1", question, kind="query", relation="query")
            ret.input("ep:1", other, kind="episode", relation="reads")
        with operation("generate", "llm.answer", system="app") as gen:
            gen.input("ep:1", other, kind="episode", relation="context_of")
            gen.output("answer:q1", "Nothing is reserved for December.", kind="answer")
        record_outcome(False, question=question, expected=expected, actual="Nothing is reserved for December.",
                       case_id="q1", answer=gen)
        return f"{dele.trace_id}:{dele.span_id}"

    delete_op, _, v = _run(span_exporter, build)
    assert (v.error_type, v.op_id) == (tx.DELETION, delete_op), v.reason


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_which_comes_first_is_read_from_the_dates_the_context_gives_each_choice(span_exporter, label_is_wrong):
    """"Which comes first, my theory test or my practical?": the history dates the theory test 14 May and the practical
    2 July (the brother's practical on 9 May is his). The label "The practical test" names the later one and the answer
    the earlier: the label is wrong (AnnotationError). The mirror case, a right label and an answer naming the
    practical, stays the model's fault (ResponseError)."""
    turns = ["learner: Hi, I've booked my theory test for 14 May 2026 at the Croydon centre.",
             "learner: And my practical test is booked for 2 July 2026, 11:20.",
             "learner: Also my brother Sam's practical test is on 9 May, can he borrow the car for it?"]
    question = "Which comes first, my theory test or my practical?"
    expected, actual = ("The practical test", "Your theory test comes first, on 14 May.") if label_is_wrong \
        else ("The theory test", "Your practical test comes first.")

    def build():
        with operation("write", "history.add_messages", system="app") as add:
            for i, turn in enumerate(turns):
                add.input(f"msg:{i}", turn, kind="message", relation="derived_from")
            add.output("history:1", json.dumps(turns), kind="buffer")
        with operation("generate", "llm.answer", system="app") as gen:
            for i, turn in enumerate(turns):
                gen.input(f"msg:{i}", turn, kind="message", relation="context_of")
            gen.output("answer:q1", actual, kind="answer")
        record_outcome(False, question=question, expected=expected, actual=actual, case_id="q1", answer=gen)
        return f"{gen.trace_id}:{gen.span_id}"

    answer_op, _, v = _run(span_exporter, build)
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("shape", ["superseded", "asked"])
def test_a_label_the_context_gives_only_before_a_change_or_in_a_question_is_wrong(span_exporter, shape):
    """The context says the coach leaves at 7:30, then that it was changed: it now leaves at 8:15 ("please don't come
    at 7:30"); or the label's value is only asked about ("Is the deposit 50 pounds like last time?") and the reply
    states 80. The answer restates the stated, current value: the label is wrong (AnnotationError), not the model."""
    if shape == "superseded":
        notes = ["The coach for the Year 4 trip to the Roman fort leaves school at 7:30 on Friday 12 June.",
                 "Change for Friday's Roman fort trip: the coach now leaves at 8:15 - please don't come at 7:30."]
        question, expected = "What time does the coach leave for the Roman fort on Friday?", "half past seven"
        actual = "The coach now leaves at 8:15 on Friday - it was moved from 7:30."
    else:
        notes = ["client: Is the deposit 50 pounds like last time?",
                 "studio: It's gone up: the deposit for a half-day session is now GBP 80, taken when you book."]
        question, expected = "How much deposit do I need to pay for the half day?", "50 pounds"
        actual = "The deposit for a half-day session is GBP 80, paid when you book."

    def build():
        with operation("write", "history.add_messages", system="app") as add:
            for i, note in enumerate(notes):
                add.input(f"msg:{i}", note, kind="message", relation="derived_from")
            add.output("history:1", json.dumps(notes), kind="buffer")
        with operation("generate", "llm.answer", system="app") as gen:
            gen.input("prompt:q1", "\n".join(f"- {n}" for n in notes), kind="prompt", relation="context_of")
            gen.output("answer:q1", actual, kind="answer")
        record_outcome(False, question=question, expected=expected, actual=actual, case_id="q1", answer=gen)
        return f"{gen.trace_id}:{gen.span_id}"

    _, _, v = _run(span_exporter, build)
    assert v.error_type == tx.ANNOTATION, v.reason


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_label_the_context_states_only_of_another_named_one_is_wrong_not_the_model(span_exporter, label_is_wrong):
    """Both notes reach the prompt: "Dana Okafor's notice period at Brightwave is three months" and "Felix Braun's
    notice period at Kestrel is one month". Asked about Dana Okafor, the label "one month" is Felix Braun's and the
    answer "three months" Dana's: the label is wrong (AnnotationError). The mirror case stays ResponseError."""
    notes = {"n:1": "Dana Okafor's notice period at Brightwave is three months.",
             "n:2": "Felix Braun's notice period at Kestrel is one month."}
    question = "How long is Dana Okafor's notice period?"
    expected, actual = ("one month", "Dana Okafor's notice period is three months.") if label_is_wrong \
        else ("three months", "Dana Okafor's notice period is one month.")

    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


def test_a_search_whose_results_never_reached_the_answer_is_not_the_answer_s_retrieval(span_exporter):
    """The app checks that the deck's inspection note exists (a search in the right namespace whose results it does
    not use), then builds the prompt from a search in last year's namespace. The search that fed the answer missed
    the note (RetrievalError there), not the check "dropped" it."""
    note = '{"text": "Footing inspection for the deck at 14 Linden Row booked for Thursday 9 July, 8:00-12:00."}'
    shed = '{"text": "Final inspection of the garden shed at 14 Linden Row passed on 14 October 2025."}'
    question, expected = "When's the inspector coming out to look at my deck?", "Thursday 9 July, between 8 and noon"

    def build():
        with operation("write", "store.put", system="app") as put:
            put.output("rec:deck", note, kind="memory_record")
        with operation("write", "store.put", system="app") as put2:
            put2.output("rec:shed", shed, kind="memory_record")
        with operation("retrieve", "store.search", system="app") as check:
            check.input("query:q1", question, kind="query", relation="query")
            check.input("rec:deck", note, kind="memory_record", relation="reads")
        with operation("retrieve", "store.search", system="app") as search:
            search.input("query:q1", question, kind="query", relation="query")
            search.input("rec:shed", shed, kind="memory_record", relation="reads")
        with operation("generate", "llm.answer", system="app") as gen:
            gen.input("prompt:q1", f"Memory:\n- {shed}\n\nQuestion: {question}", kind="prompt", relation="reads")
            gen.input("rec:shed", shed, kind="memory_record", relation="context_of")
            gen.output("answer:q1", "It already happened on 14 October 2025.", kind="answer")
        record_outcome(False, question=question, expected=expected, actual="It already happened on 14 October 2025.",
                       case_id="q1", answer=gen)
        return f"{search.trace_id}:{search.span_id}"

    search_op, _, v = _run(span_exporter, build)
    assert (v.error_type, v.op_id) == (tx.RETRIEVAL, search_op), v.reason


# Each: records that all reach the prompt, the question, the wrong label, the right answer (the model's), and why the
# label's value is in the context without answering the question. The mirror swaps label and answer: a right label
# stated plainly, and a model that took the qualified value, stays the model's fault.
_QUALIFIED_LABELS = {
    "hypothetical": (
        {"n:1": "Tracking note: by the usual road route the parcel would have arrived on Monday 9 March.",
         "n:2": "Parcel delivered to the front desk on Wednesday 11 March; signed by R. Patel."},
        "When was my parcel delivered?", "Monday 9 March", "Wednesday 11 March"),
    "estimate": (
        {"n:1": "At the first visit the surveyor estimated roughly 120 square metres for the ground floor.",
         "n:2": "Laser survey of the ground floor: 114 square metres, drawings sent on 3 June."},
        "What is the exact ground floor area from the survey?", "120 square metres", "114 square metres"),
    "plan": (
        {"n:1": "Trip plan: we planned to drive the A9 to Inverness on Friday.",
         "n:2": "In the end we took the sleeper train from Euston, arriving at 8:40."},
        "How did we actually get to Inverness?", "Drive the A9", "We took the sleeper train"),
    "range end": (
        {"n:1": "Lane swimming at the leisure centre: weekdays 7:00 to 9:30, Saturdays 8:00 to 10:00.",
         "n:2": "The learner pool is closed for retiling until the end of May."},
        "What time does lane swimming start on weekdays?", "9:30 am", "7 am"),
    "range end, the same time said of another thing": (
        {"n:1": "Saturday market: stall set-up window is 6:30 to 7:45 am; all vans off the square by 7:45.",
         "n:2": "Pitch fee GBP 25, paid to the market manager."},
        "What is the earliest time I can start setting up my stall on Saturday?", "7:45 am", "6:30 am"),
    "another period": (
        {"n:1": "Ferry fares for a car: EUR 18 a crossing from November to March, EUR 29 from April to October.",
         "n:2": "Booking is required in July and August."},
        "How much is the ferry for our car in August?", "EUR 18", "EUR 29"),
    "whole": (
        {"n:1": "Booking for the Sunday lunch: we are 11 altogether, 8 adults and 3 kids.",
         "n:2": "Table by the window if possible."},
        "How many kids' menus do we need for the Sunday lunch?", "11", "3 kids' menus"),
    "former": (
        {"n:1": "Gym membership is EUR 42 a month (it was EUR 35 until 2024).",
         "n:2": "The pool is included in the membership."},
        "How much is my gym membership a month?", "EUR 35", "EUR 42 a month"),
    # a name said outright to no longer hold, in another record than the one that once stated it plainly: a value
    # that no longer holds once did, whichever record the search ranks first
    "no longer": (
        {"n:1": "heads up: new agent from 1 April, Kwik Fix are NOT the landlord's contractor anymore - all repairs "
                "now go to HomeSure, 0161 496 0550.",
         "n:2": "leak under the sink again (flat 2) - reported to Kwik Fix (Dave), the landlord's repairs guy."},
        "Who do we call now if something needs repairing?", "Kwik Fix (Dave)", "HomeSure on 0161 496 0550"),
    "aimed for, asked what was done": (
        {"n:1": "The orchard group aimed for 400 L of juice at the 11 Oct 2025 pressing day (last year 310 L).",
         "n:2": "On 11 Oct 2025 the orchard group pressed 352 litres of juice from about 0.9 t of apples."},
        "How much juice did we press this year?", "400 litres", "352 litres"),
    "negated": (
        {"n:1": "Larchmont Press does not accept 14-day payment terms.",
         "n:2": "Larchmont Press pays invoices 45 days from the end of the month (agreed 8 January)."},
        "What payment terms did Larchmont Press agree to?", "14 days", "45 days from the end of the month"),
    "asked in words": (
        {"n:1": "Ade's 40th: Sat 14 Nov, Red Lion upstairs function room, booked.",
         "n:2": "2/10 asked Gail (manager) if the function room could take 80 for a standing buffet. Her answer: fire "
                "cert max is 60 standing / 40 seated, no exceptions."},
        "How many people can the Red Lion's function room hold for a standing do?", "80",
        "60 people standing (40 seated) - that's the limit Gail gave"),
    "a date where the place is asked": (
        {"n:1": "Summer concert CONFIRMED: Sat 27 June 2026, 7.30pm, at St Mary's, Eastgate - NOT the Methodist hall.",
         "n:2": "Tickets GBP 12 on the door, GBP 10 in advance."},
        "Where is the summer concert being held?", "Saturday 27 June", "At St Mary's in Eastgate"),
    "another member, heading an entry of the same record": (
        {"n:1": "Kit order Feb: Owed: Priya - SS jersey S + bib shorts S = GBP 58; Dave - SS jersey L, bibs M, "
                "gilet = GBP 74; pay Lou by BACS, ref KIT+surname.",
         "n:2": "Club run Sunday 9am from the cafe."},
        "How much does Priya owe for her club kit?", "GBP 74", "Priya owes GBP 58 for her kit"),
    "another vehicle, in a clause that refers back to it": (
        {"n:1": "Paperwork for both: the Spitfire (1974, PGR 512M) MOT due 14/05/26, tax paid to end of Oct; the Moggy "
                "Minor (1962) is historic so MOT-exempt but I still take it in - Hendry's have it booked 02.09.26.",
         "n:2": "Both insured with Footman James, renewal 1 Aug."},
        "When is the Spitfire's MOT due?", "2 September 2026", "The Spitfire's MOT is due on 14 May 2026"),
    # the answer's value stated as a correction, or a change, of what another record (of unknown order) stated
    "corrected later": (
        {"n:1": "Fete takings: cake stall GBP 263, tombola GBP 141, raffle GBP 412 - thank you all x",
         "n:2": "Correction on the raffle - I'd counted the GBP 25 float in :( raffle actually raised GBP 387."},
        "How much did the raffle raise at the fete?", "GBP 412", "GBP 387"),
    "moved later": (
        {"n:1": "Hygienist booked: Tue 19 May 2026 3.20pm w/ Kasia at Parkside Dental, GBP 62.",
         "n:2": "Parkside rang - Kasia off that week so Sam's hygienist is now Wed 27 May 2026 8.50am, same price."},
        "When's my hygienist appointment?", "Tuesday 19 May at 3.20 pm", "Wednesday 27 May at 8.50 am"),
    "turned down": (
        {"n:1": "The landlord proposed raising the rent to 1,250 a month; the tenants' association turned it down.",
         "n:2": "The rent stays at 1,180 a month for 2026."},
        "What is the rent for 2026?", "1,250", "1,180 a month"),
    # a proposal declined as a preference, with no word of refusing
    "declined as a preference": (
        {"n:1": "Committee minutes 3/3: Secretary - Ann put Raj forward, Raj said thanks but he'd rather keep running "
                "the website, so Bea Lund stood and was voted in.",
         "n:2": "Next committee meeting Tue 7/4, library back room."},
        "Who is the new secretary?", "Raj", "Bea Lund"),
    # another stay, dated in numbers in other months than the one asked about (and a name carried whole: the
    # Travelodge Central is not the Travelodge on Micklegate)
    "another stay, dated in other months": (
        {"n:1": "Easter in York booked: Travelodge Central 3/4-6/4, family room, GBP 210. Park and ride from the A64.",
         "n:2": "Summer hols sorted! York hotel: the Travelodge on Micklegate, 4 nts from Mon 10/8, GBP 380."},
        "Which hotel are we staying at in York in August?", "Travelodge Central", "The Travelodge on Micklegate"),
    # another person, who did it on that day (asked in the first person; diary lines dated by the day they open with)
    "another person, the subject of a diary line": (
        {"n:1": "2/6 runner beans flowering, watered twice. Kim picking beans already, gave me some chard",
         "n:2": "9/6 FIRST BEANS!! a good handful, had them with fish. Kim on 4 had her first on the 2nd, she keeps "
                "reminding me",
         "n:3": "12/6 beans everywhere, froze 3 bags. Slugs on the lettuce again",
         "n:4": "16/6 bean count so far 41. Strung up the second row"},
        "When did I pick my first beans this year?", "2 June", "9 June"),
    # the value it came to in the end, after a quote; a raise voted for the coming season
    "what it came to in the end": (
        {"n:1": "Village hall for the quiz 21/11 - they quoted GBP 90 for the evening inc. bar, confirm by Oct",
         "n:2": "Booked the village hall for the quiz 21/11! Got it for GBP 70 in the end (no bar needed)."},
        "What are we paying for the hall for the quiz?", "GBP 90", "GBP 70"),
    "raised for the coming season": (
        {"n:1": "Club fees 24/25: GBP 120 for the year, or GBP 12 x 10 months.",
         "n:2": "AGM 2/7/25 voted club fees up to GBP 135 for 25/26 (court hire went up)."},
        "How much are the club fees for the coming season?", "GBP 120", "GBP 135"),
    # another vehicle, named right before its amount in the same record
    "another vehicle, named right before its amount": (
        {"n:1": "Garage visit 11/2/26 - both cars in. Polo 48,210 mi (brake pads) GBP 190; Berlingo 88,930 mi "
                "(clutch) GBP 640",
         "n:2": "Polo MOT due 3/3/27, Berlingo's in May."},
        "What was the mileage on the Polo at its February visit?", "88,930 miles", "48,210 miles"),
    # a ticket said to have been closed, and raised again under another number
    "closed, raised again": (
        {"n:1": "#4410 Dana K - printer queue stuck on floor 2, cleared the spooler, asked her to test",
         "n:2": "Dana K - printer queue stuck AGAIN. 4410 got auto-closed so this one's #4452, same fault"},
        "What ticket number is Dana's printer problem under?", "4410", "#4452"),
    # a forecast, where what it came to is asked (and a "not" inside a bracket before the amount denies no amount)
    "a forecast where what it came to is asked": (
        {"n:1": "Season budget - reckon the hall hire will be about GBP 900 (30 wks x 30ish), so subs stay at GBP 5.",
         "n:2": "Hall invoice in: 28 wks (2 wks closed, not charged) @ GBP 31.50 = GBP 882, paid 2/6."},
        "What did the hall hire come to this season?", "about GBP 900", "GBP 882"),
    # a change of a day written in numbers without a year
    "renewed till a day written in numbers": (
        {"n:1": "Took out 5/1: The Overstory (book club copy), due back Thu 29 January.",
         "n:2": "Sun 25/1 renewed The Overstory online - good till 15/2 now, it has to go back then (on hold)."},
        "When does The Overstory have to go back?", "29 January", "15 February"),
    # the other end of the same journey
    "the other end of a journey": (
        {"n:1": "Mondays are mine this term. Leaving mine 7.50 to collect the Lee twins, should be at the gates for "
                "8.25.",
         "n:2": "Kids at the end of the drive please, not inside."},
        "What time does Omar set off on Mondays?", "8.25", "7.50"),
    # what someone wants it to be, where what it was is asked (a weight written onto its unit)
    "a wish where what was measured is asked": (
        {"n:1": "Pepper weigh-in 4/3: 12.2kg (was 11.8 in Nov). Vet wants him nearer 11 by summer, so less kibble.",
         "n:2": "Booster due 1/10, GBP 48."},
        "What did Pepper weigh at his last check?", "11 kg", "12.2 kg"),
}


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_label_naming_a_person_memory_says_is_out_is_wrong(span_exporter, label_is_wrong):
    """"Who ...?": the context names one person with a word that they are out ("Dawn's off to Lanzarote") and another
    plainly ("Kev's doing the teas"): a label naming the one who is out is wrong (AnnotationError); the mirror, a
    right label and a model that named the person who is out, stays the model's error."""
    records = {"n:1": "teas rota for the home games: Dawn does the teas, she's got the urn key",
               "n:2": "Dawn off to Lanzarote 2-16 Aug for her sister's 50th, back for the Ripley game",
               "n:3": "Kev's doing the teas on sat, I've given him the urn key + the float",
               "n:4": "sat 9/8 home v Kirkby Malzeard, 1.30 start, whites pls"}
    question = "who's doing the teas on Saturday?"
    expected, actual = ("Dawn - she always does the teas", "Kev - he's got the urn key and the float") \
        if label_is_wrong else ("Kev, he's got the urn key", "Dawn - she does the teas")
    answer_op, _, v = _run(span_exporter, _records_in_context(records, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_qualified_label_is_weighed_by_its_own_value_not_its_working(span_exporter, label_is_wrong):
    """A label with its working after a dash ("half seven - the minibus goes at quarter to eight") is weighed where
    its own value is stated, not where a value of its working is: the minibus's "7.45am", which the working names,
    does not make a right label "the other end of a journey" (the model took the departure: its error). The mirror, a
    wrong label of the departure time, is stated only as the other end of a journey (AnnotationError)."""
    records = {"n:1": "RIPON!! Dales minibus leaves the car park sat 14th 7.45am and it WON'T wait - squad there 7.30 "
                      "latest pls so we can get the bags on",
               "n:2": "can they bring phones on the minibus? Priya's asking",
               "n:3": "kit bags to the pavilion fri 13th 5-6pm, NAMED"}
    question = "what time does the squad need to be at the car park tomorrow?"
    if label_is_wrong:
        expected, actual = "quarter to eight - they get there at half seven to load up", "7.30, to load the bags"
    else:
        expected, actual = ("half seven - the minibus goes at quarter to eight and they need to load the bags",
                            "7.45 in the morning - that's when the Dales minibus leaves the car park, and Dave says it "
                            "won't wait.")
    answer_op, _, v = _run(span_exporter, _records_in_context(records, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
@pytest.mark.parametrize("why", sorted(_QUALIFIED_LABELS))
def test_a_label_the_context_states_only_qualified_is_wrong_not_the_model(span_exporter, why, label_is_wrong):
    """The context holds the label's value, but only as what would have happened, an estimate or a plan where what
    happened is asked, the other end of a range, another month, a whole where a part is asked, a former value or a
    proposal turned down; it states the answer's value plainly: the label is wrong (AnnotationError). The mirror, a
    right label and an answer that took the qualified value, stays a ResponseError."""
    records, question, wrong, right = _QUALIFIED_LABELS[why]
    expected, actual = (wrong, right) if label_is_wrong else (right, wrong)
    answer_op, _, v = _run(span_exporter, _records_in_context(records, question, expected, f"{actual}."))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


def _trim_then_answer(history: list, kept: list, turn: int, reply: str):
    """One turn of an app that trims its chat before every model call: a trim that keeps ``kept`` of ``history`` (the
    rest evicted), then the model call given the kept messages. Returns the trim's op id and the model call's op."""
    with operation("evict", "app.trim_messages", system="app") as trim:
        for mid, text in history:
            trim.input(mid, text, kind="message", relation="reads" if (mid, text) in kept else "evicted_to")
        for mid, text in kept:
            trim.output(mid, text, kind="message")
    with operation("generate", "llm.chat", system="app") as gen:
        for mid, text in kept:
            gen.input(mid, text, kind="message", relation="context_of")
        gen.output(f"answer:{turn}", reply, kind="answer")
    return f"{trim.trace_id}:{trim.span_id}", gen


def test_a_window_the_app_trims_before_every_call_evicts_what_it_kept_in_earlier_turns(span_exporter):
    """An app keeps its chat as a plain list and trims it before every model call. The owner's note passes through
    the trim unchanged for two turns (each turn's reply is built from that window: no extraction) and the third trim
    cuts it: that trim evicted it (UpdateError, trimmed_from_window), not an earlier reply that did not repeat it."""
    note = "Note from Carla: Miso gets half a tablet at 7:30 pm, hidden in a treat."
    turns = [("How much dry food do they get?", "About 60 g each, split into two meals."),
             ("When should I change the litter?", "Scoop daily and change it all once a week.")]
    question, expected = "What time does Miso need her tablet this evening?", "Half a tablet at 7:30 pm"
    actual = "I don't have any medication instructions for Miso."

    def build():
        history = []
        trims = []
        # (the first turn is the pasted note itself, acknowledged)
        for i, (user, reply) in enumerate([(note, "Got Carla's note.")] + turns + [(question, None)]):
            history.append((f"msg:u{i}", user))
            trim, gen = _trim_then_answer(history, history[-3:] if reply is None else history, i, reply or actual)
            trims.append(trim)
            if reply is not None:
                history.append((f"msg:a{i}", reply))
        record_outcome(False, question=question, expected=expected, actual=actual, case_id="q1", answer=gen)
        return trims[-1]

    last_trim, _, v = _run(span_exporter, build)
    assert (v.error_type, v.error_subtype, v.op_id) == (tx.UPDATE, tx.TRIMMED_FROM_WINDOW, last_trim), v.reason


def test_a_message_a_trim_hands_on_is_still_a_source_when_it_was_not_the_chats_first(span_exporter):
    """A trim outputs the very message versions it keeps: it hands them on, it did not make them. The owner's note
    comes second in the chat, so the first trim that passes it on also reads the chat's opening turn; it is still a
    message that entered from outside, and the last trim, which cuts it, is the fault (UpdateError,
    trimmed_from_window)."""
    note = "Note from Carla: Miso gets half a tablet at 7:30 pm, hidden in a treat."
    turns = [("Can you keep track of the cat-sitting for me this week?", "Of course."),
             (note, "Got Carla's note."),
             ("How much dry food do they get?", "About 60 g each, split into two meals."),
             ("When should I change the litter?", "Scoop daily and change it all once a week.")]
    question, expected = "What time does Miso need her tablet this evening?", "Half a tablet at 7:30 pm"
    actual = "I don't have any medication instructions for Miso."

    def build():
        history = []
        trims = []
        for i, (user, reply) in enumerate(turns + [(question, None)]):
            history.append((f"msg:u{i}", user))
            trim, gen = _trim_then_answer(history, history[-3:] if reply is None else history, i, reply or actual)
            trims.append(trim)
            if reply is not None:
                history.append((f"msg:a{i}", reply))
        record_outcome(False, question=question, expected=expected, actual=actual, case_id="q1", answer=gen)
        return trims[-1]

    last_trim, _, v = _run(span_exporter, build)
    assert (v.error_type, v.error_subtype, v.op_id) == (tx.UPDATE, tx.TRIMMED_FROM_WINDOW, last_trim), v.reason


@pytest.mark.parametrize("telling_turn_cut", [True, False])
def test_a_message_a_trim_keeps_does_not_carry_what_it_cut_by_resembling_it(span_exporter, telling_turn_cut):
    """A dog show's chat, trimmed to its last messages before every call: the judge's text moving the terriers to
    1.30pm, then the catalogue's ring plan pasted for the website ("RING 2 - 10am terriers, 1.30pm gundogs ... dog the
    judge would most like to take home"), which holds the label's value and the question's words in another
    arrangement. A trim passes on the messages it keeps as they were: the
    plan carries nothing the trim cut. With the judge's text cut by the last trim and the answer "10am", that trim is
    the fault (UpdateError, trimmed_from_window). The mirror, a window that still holds the judge's text, is the
    model's (ResponseError)."""
    moved = "Mrs Okafor (terriers) texted - her train doesnt get in till 12.40 so terriers are 1.30pm in ring 2 now"
    plan = ("ring plan out of the catalogue for the website: RING 2 - 10am terriers, 1.30pm gundogs. RING 3 - dog the "
            "judge would most like to take home")
    turns = [(moved, "Noted."), (plan, "Done, it's on the website."),
             ("rosettes by thurs, £86 with £20 off", "Great."), ("field's being cut weds", "Thanks.")]
    question = "what time are the terriers being judged sun?"
    expected = "1.30pm in ring 2 - after lunch, Mrs Okafor's train doesn't get in till 12.40"
    actual = "10am in ring 2 - terriers are first thing."
    window = 8 if telling_turn_cut else 9  # (8: the last trim is the first to cut the judge's text)

    def build():
        history, trims = [], []

        def add(mid, text):  # (the chat history, a buffer of every message, as LangChain's history keeps it)
            history.append((mid, text))
            with operation("buffer", "app.history.add", system="app") as op:
                op.input(mid, text, kind="message", relation="derived_from")
                op.output("history:chat", "\n".join(t for _, t in history), kind="buffer")
        for i, (user, reply) in enumerate(turns + [(question, None)]):
            add(f"msg:u{i}", user)
            trim, gen = _trim_then_answer(history, history[-window:], i, reply or actual)
            trims.append(trim)
            if reply is not None:
                add(f"msg:a{i}", reply)
        record_outcome(False, question=question, expected=expected, actual=actual, case_id="q1", answer=gen)
        return trims[-1]

    last_trim, _, v = _run(span_exporter, build)
    if telling_turn_cut:
        assert (v.error_type, v.error_subtype, v.op_id) == (tx.UPDATE, tx.TRIMMED_FROM_WINDOW, last_trim), v.reason
    else:
        assert (v.error_type, v.op_name) == (tx.RESPONSE, "llm.chat"), v.reason


def test_messages_an_app_keeps_itself_and_hands_the_model_whole_leave_the_model_at_fault(span_exporter):
    """An app keeps its chat as a plain list (no memory store, no history buffer) and hands it all to the model each
    turn: the owner's note is in the answer's context, so the model that answered without it is at fault
    (ResponseError), not an extraction that never happened."""
    note = "Note from Carla: Miso gets half a tablet at 7:30 pm, hidden in a treat."
    question, expected = "What time does Miso need her tablet this evening?", "Half a tablet at 7:30 pm"
    actual = "I don't have any medication instructions for Miso."

    def build():
        history = [("msg:u0", note), ("msg:a0", "Got Carla's note."), ("msg:u1", question)]
        with operation("generate", "llm.chat", system="app") as gen:
            for mid, text in history:
                gen.input(mid, text, kind="message", relation="context_of")
            gen.output("answer:1", actual, kind="answer")
        record_outcome(False, question=question, expected=expected, actual=actual, case_id="q1", answer=gen)
        return f"{gen.trace_id}:{gen.span_id}"

    answer_op, _, v = _run(span_exporter, build)
    assert (v.error_type, v.op_id) == (tx.RESPONSE, answer_op), v.reason


def test_a_labels_working_names_the_source_memory_lost(span_exporter):
    """No text states the label's total ("GBP 487.50"), but its working does name what each note holds: the parts
    total (delivered) and the labour hours and rate (a note deleted before the question). The note memory lost holds
    part of the answer the delivered context lacks: its delete is the fault (DeletionError), not a wrong label."""
    notes = {"note:parts": "Job 4410, 3 Quay Street: parts ordered - expansion vessel and valve, parts total "
                           "GBP 312.50.",
             "note:labour": "Job 4410, 3 Quay Street: labour estimate 2.5 hours at GBP 70 an hour, accepted by phone.",
             "note:visit": "Job 4410, 3 Quay Street: visit booked Tuesday 9 am."}
    question = "What's the total for the Quay Street job, parts and labour?"
    expected = "GBP 487.50 (parts GBP 312.50 + labour 2.5 h x GBP 70 = GBP 175.00)"
    actual = ("The parts for the Quay Street job come to GBP 312.50 (expansion vessel and valve). I don't have a "
              "labour figure on file, so I can't give you the full total yet.")

    delete_op, _, v = _run(span_exporter, _deleted_before_search(notes, "note:labour", question, expected, actual))
    assert (v.error_type, v.op_id) == (tx.DELETION, delete_op), v.reason


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_label_that_is_another_entrys_value_in_a_list_of_initialled_names_is_wrong(span_exporter, label_is_wrong):
    """One email lists two swimmers' entries ("Noor K. - 200m breaststroke, heat 2, lane 4; Sami K. - 50m fly, heat
    5, lane 1"). Asked Sami's heat, the label "heat 2" is Noor's, the name nearest before it (an initial after a
    name does not end a sentence, and a date's "Mar" is nobody): AnnotationError. The mirror stays a ResponseError."""
    records = {"email:1": "Club email 24/2: entries confirmed for Sat 7 Mar, Kingsway pool: Noor K. - 200m "
                          "breaststroke, heat 2, lane 4; Sami K. - 50m fly, heat 5, lane 1. Warm-up 8:15.",
               "note:2": "Bring both swim caps and the club hoodies."}
    question = "Which heat is Sami swimming in on Saturday?"
    expected, actual = ("heat 2", "Sami is in heat 5 (lane 1) for the 50m fly.") if label_is_wrong \
        else ("heat 5", "Sami is in heat 2 (lane 4) for the 200m breaststroke.")
    answer_op, _, v = _run(span_exporter, _records_in_context(records, question, expected, actual))
    if label_is_wrong:
        assert v.error_type == tx.ANNOTATION and "Noor" in v.reason, v.reason
    else:
        assert (v.error_type, v.op_id) == (tx.RESPONSE, answer_op), v.reason


def test_the_turn_that_asks_the_question_is_no_evidence_stamped_as_the_question_is(span_exporter):
    """A chat app that dates each message in its text ("[9:05 am on 3 May, 2024] so when's the kiln firing? want to
    know if I can glaze this weekend") records the question with the same stamp. That turn, "human: [stamp] ...",
    is the question asked, not a source: its "this weekend" does not carry the label "Saturday 4 May". The note it
    asks about ("kiln firing moved to this coming Saturday") was trimmed from the window on the way to the answer,
    so the trim is at fault (UpdateError), not the model."""
    from memtrace_otel.attribution.evidence import find_evidence
    from memtrace_otel.attribution.information import InformationNeed

    question = "[9:05 am on 3 May, 2024] so when's the kiln firing? want to know if I can glaze this weekend"
    turns = ["[6:10 pm on 29 April, 2024] studio news - the kiln firing moved to this coming Saturday, 9am",
             "[7:30 pm on 1 May, 2024] bought a new set of brushes and the turquoise glaze",
             "[8:00 pm on 2 May, 2024] Lena says the wheel room is shut for painting on Sunday"]

    def build():
        with operation("write", "history.add", system="app") as add:
            for i, turn in enumerate(turns):
                add.input(f"msg:{i}", f"human: {turn}", kind="message", relation="reads")
            add.input("msg:q", f"human: {question}", kind="message", relation="reads")
            add.output("history:h", "\n".join(f"human: {t}" for t in turns + [question]), kind="buffer")
        with operation("transform", "history.trim", system="app") as trim:
            trim.input("history:h", "\n".join(f"human: {t}" for t in turns + [question]), kind="buffer",
                       relation="reads")
            trim.output("window:w", "\n".join(f"human: {t}" for t in turns[1:] + [question]), kind="buffer")
            trim.set_attribute("memtrace.op.eviction", True)
        with operation("generate", "llm.answer", system="app") as gen:
            gen.input("window:w", "\n".join(f"human: {t}" for t in turns[1:] + [question]), kind="buffer",
                      relation="reads")
            gen.input("prompt:p", "Answer from the chat below.\n" + "\n".join(f"human: {t}" for t in turns[1:]
                                                                             + [question]), kind="prompt",
                      relation="context_of")
            gen.output("answer:q1", "Sunday 12 May, I think.", kind="answer")
        record_outcome(False, question=question, expected="Saturday 4 May", actual="Sunday 12 May, I think.",
                       case_id="q1", answer=gen)
        return f"{gen.trace_id}:{gen.span_id}"

    _, graph, v = _run(span_exporter, build)
    need = InformationNeed(question=question, expected="Saturday 4 May")
    assert "msg:q@1" not in find_evidence(graph, need).nodes
    assert v.error_type != tx.RESPONSE, v.reason


def test_the_turn_that_asks_the_question_is_no_evidence_and_a_quoted_line_keeps_its_day(span_exporter):
    """A chat app keeps every turn, the question's too, and quotes its diary lines in one prompt. The question's own
    turn is about the question but says nothing: it is never the evidence. A diary line that carries the answer
    through the day it opens with ("2/6 ... Kim picking beans already") still carries it quoted in the prompt, where
    no line is dated: the prompt held it, and the label is another person's (AnnotationError, not RetrievalError)."""
    from memtrace_otel.attribution.evidence import find_evidence
    from memtrace_otel.attribution.information import InformationNeed

    question = "When did I pick my first beans this year?"
    lines = ["2/6 runner beans flowering, watered twice. Kim picking beans already, gave me some chard",
             "9/6 FIRST BEANS!! a good handful, had them with fish",
             "12/6 beans everywhere, froze 3 bags. Slugs on the lettuce again",
             "16/6 bean count so far 41. Strung up the second row"]

    def build():
        with operation("write", "history.add", system="app") as add:
            for i, line in enumerate(lines):
                add.input(f"msg:{i}", f"human: {line}", kind="message", relation="reads")
            add.input("msg:q", f"human: {question}", kind="message", relation="reads")
            add.output("history:h", "\n".join(f"human: {line}" for line in lines + [question]), kind="buffer")
        with operation("generate", "llm.answer", system="app") as gen:
            gen.input("prompt:1", "Memory:\n" + "\n".join(lines) + f"\n{question}", kind="prompt",
                      relation="context_of")
            gen.output("answer:q1", "On 9 June.", kind="answer")
        record_outcome(False, question=question, expected="2 June", actual="On 9 June.", case_id="q1", answer=gen)
        return f"{gen.trace_id}:{gen.span_id}"

    _, graph, v = _run(span_exporter, build)
    need = InformationNeed(question=question, expected="2 June")
    assert "msg:q@1" not in find_evidence(graph, need).nodes
    assert v.error_type == tx.ANNOTATION, v.reason


def test_a_raise_or_a_cut_is_a_change_and_other_ups_are_not():
    from memtrace_otel.attribution.engines.lineage import _CHANGED

    for text in ("the AGM put it up from GBP 180", "up from 95 last year", "voted club fees up to GBP 135",
                 "reduced to 12 a class"):
        assert _CHANGED.search(text), text
    for text in ("I woke up from a nap at 4", "the hall holds up to 60 people", "we cut the cake"):
        assert not _CHANGED.search(text), text


def test_a_balance_the_label_works_out_is_looked_for_in_the_texts_its_working_names(span_exporter):
    """The label gives a balance no text states ("EUR 830"), then its working after a dash: the quote, the payment
    made, and a due date the labeller reckoned ("on completion" said nowhere as a date). The quote reached the answer;
    the payment note was deleted before the question: that delete is the fault (DeletionError), not a wrong label."""
    notes = {"note:quote": "Marsh Rd flat - kitchen fit agreed with Dariusz, EUR 1,200 all in, pay on completion",
             "note:paid": "Marsh Rd: paid Dariusz EUR 370 by card 4/5 for the worktop, he'll take it off the bill",
             "note:tiles": "Marsh Rd bathroom tiles - Topps, 14 boxes, collect Sat",
             "note:other": "Canal St flat - boiler service EUR 95, booked w/c 12/5"}
    question = "How much do we still owe Dariusz for the Marsh Rd kitchen?"
    expected = "EUR 830 - EUR 1,200 agreed less the EUR 370 paid on 4 May; due 20 June"
    actual = "EUR 1,200 - that's the agreed price for the kitchen fit, payable on completion."

    delete_op, _, v = _run(span_exporter, _deleted_before_search(notes, "note:paid", question, expected, actual))
    assert (v.error_type, v.op_id) == (tx.DELETION, delete_op), v.reason


def test_a_choice_the_label_justifies_is_found_by_the_values_its_working_gives(span_exporter):
    """"Who's faster over 10k, Alex or Sam?" labelled "Sam - 41:20 at Riverside on 9 March, quicker than Alex's
    42:05". The note with Sam's time never says "10k" or "faster"; it states the working's values (41:20, 9/3,
    Riverside). The search returned Alex's note and Sam's older time, not it: the search is the fault."""
    notes = {"n:alex": "Alex 10k PB 42:05 at the Riverside 10k, Feb, chuffed",
             "n:sam_old": "Sam 10k - 43:30 at the county champs, Jan, hamstring",
             "n:sam_new": "Sam flew round Riverside Sun 9/3 - 41:20!! cake on Thurs",
             "n:kit": "Club vests back in stock, GBP 22"}
    question = "Who's faster over 10k at the moment, Alex or Sam?"
    expected = "Sam - 41:20 at Riverside on 9 March, quicker than Alex's 42:05"
    actual = "Alex - 42:05 against Sam's 43:30."

    def build():
        with operation("write", "store.add", system="app") as add:
            for key, text in notes.items():
                add.output(key, text, kind="chunk")
        returned = {k: notes[k] for k in ("n:alex", "n:sam_old")}
        with operation("retrieve", "store.query", system="app") as ret:
            ret.input("query:q1", question, kind="query", relation="query")
            for key, text in returned.items():
                ret.input(key, text, kind="chunk", relation="reads")
        with operation("generate", "llm.answer", system="app") as gen:
            for key, text in returned.items():
                gen.input(key, text, kind="chunk", relation="context_of")
            gen.output("answer:q1", actual, kind="answer")
        record_outcome(False, question=question, expected=expected, actual=actual, case_id="q1", answer=gen)
        return f"{ret.trace_id}:{ret.span_id}"

    search_op, _, v = _run(span_exporter, build)
    assert (v.error_type, v.op_id) == (tx.RETRIEVAL, search_op), v.reason


def test_a_labels_working_keeps_what_texts_say_and_drops_the_labellers_own_reckoning():
    need = InformationNeed(question="How much do we still owe Dariusz?",
                           expected="EUR 830 - EUR 1,200 agreed less the EUR 370 paid on 4 May; due 20 June")
    head, clauses = need.worked()
    assert head == []  # 830 = 1,200 - 370: arithmetic, said by no text
    assert [" ".join(p.text for p in c) for c in clauses] == ["EUR 1200 agreed", "the EUR 370 paid on 4 May",
                                                              "due 20 June"]
    # one of the choices the question names says nothing by itself; a plain answer has no working
    choice = InformationNeed(question="Who's faster, Alex or Sam?", expected="Sam - 41:20, quicker than Alex's 42:05")
    assert choice.worked()[0] == []
    assert InformationNeed(question="Who's faster?", expected="Sam").worked() is None
    assert InformationNeed(question="How much?", expected="EUR 1,200 (agreed in May)").worked() is None


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_an_answer_that_names_the_labels_value_as_something_else_in_its_contexts_words(span_exporter,
                                                                                       label_is_wrong):
    """The fair's notes reach the prompt: a parent's offer of her uncle's gazebo, then why it was not used and the
    one hired. Labelled with the offer, the answer leads with the hire and names the label's value as something else
    in the notes' words ("too small for the cake stall"): the label is wrong (AnnotationError). The mirror, a right
    label and an answer that took the offer, stays the model's fault (ResponseError)."""
    notes = {"n:fair": "Summer fair notes:\n- Committee mtg 2/6: Priya says her uncle has a gazebo we can borrow "
                       "for free, just needs collecting\n- 9/6 - Priya's uncle's gazebo: too small for the cake stall "
                       "so the head said no. Thanked Priya. PartyHire (Oadby) booked, GBP 45 for the day, they put "
                       "it up\n- Raffle prizes from the Co-op and the garage"}
    question = "Who's providing the gazebo for the summer fair?"
    expected, actual = ("Priya's uncle", "PartyHire from Oadby - GBP 45 for the day. Priya's uncle's gazebo was "
                                         "too small for the cake stall.") \
        if label_is_wrong else ("PartyHire (Oadby)", "Priya's uncle - he's lending it for free.")

    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, expected, actual, kind="chunk"))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


def test_a_time_the_label_gives_before_its_reason_is_found_however_the_note_says_it(span_exporter):
    """"Around 7.45 in the evening - he works till 6": the deleted note says "ETA quarter to 8ish" and never names
    the question's words ("getting in tonight"). It states the label's time and its reason: its delete is the fault."""
    notes = {"n:eta": "Mr Okoye rebooked 15-18/8, pitch 4 again, he's working till 6 so ETA quarter to 8ish",
             "n:gate": "Gate code changes Monday to 4471",
             "n:okoye": "Okoye family - 2 adults 2 kids, awning, dog (small)"}
    question = "What time are the Okoyes getting in tonight?"
    expected = "Around 7.45 in the evening - he works till 6"
    actual = "I don't have an arrival time for the Okoyes - check-in is from 2pm."

    delete_op, _, v = _run(span_exporter, _deleted_before_search(notes, "n:eta", question, expected, actual))
    assert (v.error_type, v.op_id) == (tx.DELETION, delete_op), v.reason


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_an_answer_that_works_out_its_count_and_names_the_labels_as_something_else(span_exporter, label_is_wrong):
    """A darts league's notes: eight teams entered at the AGM, then the Crown's team folded. Labelled with the
    entries, the answer leads with a count it works out (seven, stated nowhere) and names the label's eight as what
    entered at the AGM, in that note's words: a wrong label. The mirror, the Crown's team saved and a model that
    works out seven without naming the label's eight, stays the model's fault: a count stated nowhere is the
    answer's own only when it says what the label's value is."""
    fate = "Crown's team has folded, landlord leaving - their fixtures become byes" if label_is_wrong \
        else "Crown's team nearly folded but the new landlord's keeping it on - fixtures as drawn"
    notes = {"n:agm": "darts AGM 3/9 - eight teams entered for the winter league, fixtures out by the 20th",
             "n:crown": fate,
             "n:board": "new oche mats for the home boards, £40 from subs"}
    question = "how many teams in the winter darts league?"
    actual = "7 - eight entered at the AGM but the Crown's team has folded." if label_is_wrong \
        else "7 - the Crown's team folded."

    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, "8 teams", actual, kind="chunk"))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


def test_a_time_of_day_is_no_count_the_answer_works_out():
    """The worked-count reading is for counts and amounts: "7.30 - the KS2 disco runs 5.30-7.30" for "what time ...?"
    works nothing out, whatever its working's numbers."""
    from memtrace_otel.attribution.engines.lineage import label_accounted_for

    context = ["ks2-disco: when: fri 20/11 5.30-7.30, hall; pickup: from the hall doors"]
    assert label_accounted_for("what time do i pick up from the KS2 disco fri?",
                               "7.15 - it finishes at 7.15 now so Phil can lock up by half 7",
                               "7.30 - the KS2 disco runs 5.30-7.30 in the hall; collect from the hall doors.",
                               context) is None
    # ... while a count worked out from the label's is read as before
    assert label_accounted_for("how many teams in the winter darts league?", "8 teams",
                               "7 - eight entered at the AGM but the Crown's team has folded.",
                               ["darts AGM 3/9 - eight teams entered for the winter league",
                                "Crown's team has folded, landlord leaving"]) is not None


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_list_answer_that_names_a_left_out_item_in_a_sentence_of_its_own(span_exporter, label_is_wrong):
    """A pick-your-own farm's notes: strawberries in F2, F4 and F5, then F4 flattened by hail. Labelled with the three
    fields ("for strawbs", as notes clip it), the answer gives two of them ("for strawberries") and names the third
    in a sentence of its own ("Keep people off F4"): it saw the item and left it out on purpose, a wrong label. The
    mirror, a right label of the three and an answer that leaves one out without a word of it, stays the model's
    fault."""
    hail = "F4 flattened by the hail last night, nothing worth picking up there till the 2nd flush" if label_is_wrong \
        else "F4 had a bit of hail last night, berries fine, pick as normal"
    notes = {"n:fields": "PYO this wk: strawbs in F2, F4 + F5 (tunnels), rasps F7 from sat", "n:hail": hail,
             "n:tokens": "trolley tokens in the office safe"}
    question = "which fields are the strawberry pickers going to?"
    actual = "F2 and F5 for strawberries. Keep people off F4." if label_is_wrong \
        else "F2 and F5 for strawberries. Rasps in F7 from Saturday."

    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, "F2, F4 and F5 for strawbs", actual,
                                                              kind="chunk"))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_an_answer_that_names_the_labels_person_by_first_name_as_something_else(span_exporter, label_is_wrong):
    """Cast list: Chris - Jan Marsh, Ruth - Sue Price; at the read-through "Sue read in for Chris". Labelled "Sue
    Price", the answer leads with Jan Marsh and says Sue only read in, as the notes do: a wrong label. The mirror (a
    right label, the model took the reader) stays the model's fault."""
    notes = {"n:cast": "CAST: Annie - Gwen Tate, Chris - Jan Marsh, Ruth - Sue Price, Marie - Kath Bell",
             "n:read": "Read-through went well. Jan off with a cold so Sue read in for Chris as well as Ruth"}
    question = "Who's playing Chris?"
    expected, actual = ("Sue Price", "Jan Marsh - Sue only read Chris in at the read-through while Jan was off.") \
        if label_is_wrong else ("Jan Marsh", "Sue Price - she read Chris at the read-through.")

    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, expected, actual, kind="chunk"))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_label_of_a_name_and_who_they_are_named_as_something_else(span_exporter, label_is_wrong):
    """Food bank notes: Ken drives the van on Thursdays; Ken had his cataract done, no driving for a fortnight, Tom has
    the van. Labelled "Ken, the Thursday driver" (a name, then who he is: no date), the answer leads with Tom and says
    why not Ken in the notes' words: a wrong label. The mirror (a right label, the model took the usual driver) stays
    the model's fault."""
    notes = {"n:rota": "van rota - Ken does the Thursday run, Sandra Mondays",
             "n:ken": "Ken had his cataract done tues, no driving for a fortnight - Tom's got the van for the next two "
                      "thursdays, Ken's coming along to lift",
             "n:tins": "tins running low, ask the school for a harvest drive"}
    question = "who's bringing the van round on thursday?"
    expected, actual = ("Ken, the Thursday driver", "Tom - Ken's not allowed to drive for a fortnight after his "
                                                    "cataract.") \
        if label_is_wrong else ("Tom, Ken's stand-in", "Ken - he does the Thursday run.")

    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, expected, actual, kind="chunk"))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_day_label_named_by_its_weekday_as_something_else(span_exporter, label_is_wrong):
    """A gardener's notes: the job sheet has the Whitakers on Tuesday the 3rd; Mrs Whitaker texted that they have the
    grandkids on Tuesday, so Thursday. Labelled "Tuesday the 3rd", the answer leads with Thursday the 5th and says
    why not Tuesday in the notes' words (the label's weekday, not its date): a wrong label. The mirror (a right label,
    the model took the job sheet's day) stays the model's fault."""
    notes = {"n:text": "Mrs Whitaker text - they've got the grandkids all day Tuesday, so Thursday the 5th for them",
             "n:sheet": "job sheet w/c 2/6 (printed mon): Tues 3rd Whitakers (hedges), Weds 4th Mrs Lane Thaxted",
             "n:van": "van service due end of June"}
    question = "which day are we at the whitakers this wk?"
    expected, actual = ("Tuesday the 3rd", "Thursday the 5th - the Whitakers have the grandkids on Tuesday.") \
        if label_is_wrong else ("Thursday the 5th", "Tuesday the 3rd - it's on the job sheet.")

    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, expected, actual, kind="chunk"))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_an_answer_that_names_the_labels_person_by_title_and_surname_as_something_else(span_exporter, label_is_wrong):
    """A dealer's notes: a print put aside for Mrs Okafor, then "Mrs O came in, had a long look, said the frame's
    damaged, bought the etching instead", then a buyer at the fair. Labelled "Mrs Okafor", the answer leads with the
    fair's buyer and says what Mrs Okafor did, in the notes' words: a wrong label. The mirror (a right label, the
    model took the first refusal) stays the model's fault."""
    notes = {"n:in": "Piper prints x2 in from the house clearance - the Harbour and the Mill. Put the Harbour print "
                     "aside for Mrs Okafor, she gets first refusal on Piper",
             "n:look": "Mrs O came in Thurs, had a long look at the Harbour, frame's damaged she said. Bought the Mill",
             "n:fair": "Leominster fair - GBP 340. Harbour print went to Mr Dunne from Hay, cash",
             "n:van": "van needs an MOT before the 30th"}
    question = "who ended up with the Harbour print?"
    expected, actual = ("Mrs Okafor - she had first refusal", "Mr Dunne from Hay - at the Leominster fair. Mrs Okafor "
                        "had a long look but passed (she bought the Mill).") \
        if label_is_wrong else ("Mr Dunne from Hay", "Mrs Okafor - she had first refusal on it.")

    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, expected, actual, kind="chunk"))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_list_answer_that_says_why_it_leaves_out_one_of_the_labels_numbers(span_exporter, label_is_wrong):
    """An allotment's notes: plots 4, 7 and 9 were overgrown at the spring walk; later plot 7's tenant strimmed
    it. Labelled "4, 7 and 9", the answer gives 4 and 9 and says why not 7 in the notes' words: a wrong label. The
    mirror (a right label "4 and 9", the model gave all three) stays the model's fault."""
    notes = {"n:walk": "Spring walk 6/4: plots 4, 7 + 9 overgrown, letters to go out, 1 2 3 fine",
             "n:p7": "P7 - Dev came Sat with his strimmer, cleared the lot and dug over two beds, sorted",
             "n:p9": "P9 - still brambles everywhere, no reply to the letter",
             "n:water": "Water back on at the troughs from 1 April"}
    question = "which plots still need a warning letter?"
    expected, actual = ("4, 7 and 9 - the overgrown ones", "Plots 4 and 9 - still overgrown. Plot 7's been cleared, "
                        "Dev came with his strimmer.") \
        if label_is_wrong else ("4 and 9", "Plots 4, 7 and 9 - overgrown at the spring walk.")

    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, expected, actual, kind="chunk"))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_note_that_names_the_labels_value_and_then_gives_the_answers_was_written_after_it(span_exporter,
                                                                                            label_is_wrong):
    """A boat hire's notes, stored by one write (in no known order): the booking ("collect 10am") and an email that
    names that time and gives another ("train's not in till 11.40, so 10 is out. told her 1pm is fine"). The email
    knew of the booking's time, so it was written after it: labelled "10am", the label took what memory said before
    (AnnotationError). The mirror, a right label "1pm" and a model that took the booking's time, stays the model's
    fault: the booking names nothing of the email's."""
    notes = {"n:book": "Harlows booked Kingfisher 12-19/7, collect 10am Sat, GBP 840 paid, 4 adults",
             "n:mail": "Email from Jen Harlow - their train's not in to Ely till 11.40 + a taxi out to us, so 10 is "
                       "out. told her 1pm is fine, Dave's on the jetty till 5",
             "n:fuel": "Kingfisher diesel topped up, pump-out done"}
    question = "what time are the Harlows collecting the boat on Saturday?"
    expected, actual = ("10am, as booked", "1pm - their train gets into Ely at 11.40, so Jen agreed 1pm.") \
        if label_is_wrong else ("1pm", "10am - that's what they booked.")

    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, expected, actual, kind="chunk"))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_an_answer_that_leads_with_a_name_and_who_they_are_and_names_the_labels_kin_as_something_else(
        span_exporter, label_is_wrong):
    """Wedding notes: Auntie Jan offered to make the cake; later she rang, her arthritis is bad, she'll do the sweetie
    table; the cake is now Bex Hart's. Labelled "Auntie Jan", the answer leads with "Bex Hart, Mel's sister" and says
    what Auntie Jan is doing, in the notes' words: a wrong label. The mirror (a right label, the model took the
    offer) stays the model's fault."""
    notes = {"n:xmas": "Xmas at Mum's - Auntie Jan offered to do the cake, 3 tiers, her present to us",
             "n:bex": "cake: Bex Hart (Mel's sister, Bex Bakes) - 3 tiers, GBP 280, tasting Sat 9/8 at hers",
             "n:jan": "Jan rang - hands really bad w the arthritis this year, she'll do the sweetie table instead",
             "n:venue": "venue Thornbury Barn booked 13/9, deposit paid"}
    question = "who's making our wedding cake?"
    expected, actual = ("Auntie Jan - she offered at Christmas", "Bex Hart, Mel's sister from Bex Bakes - GBP 280, "
                        "tasting on the 9th. Auntie Jan's doing the sweetie table.") \
        if label_is_wrong else ("Bex Hart", "Auntie Jan - she offered at Christmas.")

    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, expected, actual, kind="chunk"))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


def test_a_reason_said_later_does_not_make_a_why_label_the_earlier_statement(span_exporter):
    """A vet's notes, written one by one: the booster moved because the vet wants two weeks after the dental
    anaesthetic; later, the owner rang back, fine with the new date, away at his daughter's anyway. "Why was the
    booster put back?" answered with the owner's trip: the model's error (ResponseError), not a label that took
    what memory said before; reasons do not replace each other as values do."""
    notes = {"n:gap": "Dr Reid re Mabel: no vaccine within 2 wks of a GA at her age, so moved the booster from 3/3 "
                      "to Mon 10/3",
             "n:dental": "Mabel dental Mon 24/2 under GA - 3 extractions, home same day",
             "n:owner": "Mr Frost rang back re Mabel - fine w the 10th, he's at his daughter's in York till the 8th "
                        "anyway"}
    question = "why's Mabel's booster been put back a week?"
    expected = "her dental GA was on the 24th - Dr Reid wants 2 weeks between that and a jab"
    actual = "Because Mr Frost is away at his daughter's in York until the 8th - it's now Mon 10/3."

    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(notes, question, expected, actual))
    assert (v.error_type, v.op_id) == (tx.RESPONSE, answer_op), v.reason


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_an_answer_worked_out_from_grounds_a_later_note_gives_follows_that_note(span_exporter, label_is_wrong):
    """A tutor's notes, written one by one: October's four sessions at GBP 40 (GBP 160), and a message that Amara is
    at her nan's for half term the week of the 21st. No line states the answer's GBP 120 (it is worked out), but the
    answer gives as its grounds what the later message says: labelled "GBP 160", the label took what memory said
    before (AnnotationError). The mirror, the message first and a later note that the trip is off and all four
    sessions go ahead, is the model's fault: its grounds are what memory said before."""
    plan = "Oct sessions for Amara: 7th, 14th, 21st, 28th - 4 x GBP 40 = GBP 160 if they all go ahead"
    away = "Grace messaged - Amara's at her nan's for half term the week of the 21st, no lesson that week"
    back = "Grace again - nan's poorly so the trip's off, Amara's on for the 21st after all: 4 x GBP 40 = GBP 160"
    notes = {"n:plan": plan, "n:away": away} if label_is_wrong else {"n:away": away, "n:back": back}
    notes["n:rate"] = "Rates from Sept: GBP 40 an hour, GCSE maths"
    question = "how much do I invoice Grace for October?"
    expected = "GBP 160"
    actual = "GBP 120 - three sessions at GBP 40, as Amara's at her nan's for half term the week of the 21st."

    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_grounds_further_down_one_text_need_not_name_what_is_asked(span_exporter, label_is_wrong):
    """A choir secretary's trip block, one text of dated lines: the coach to Ripon with 30 singers on it, and further
    down that the Hartleys are driving up in their camper. The answer's 28 is worked out, its grounds are the later
    line, and that line names none of the question's words ("singers", "coach"): its grounds make it about what is
    asked. Labelled "30", the label took what memory said before (AnnotationError). The mirror, the camper line first
    and a later line putting the Hartleys back on the coach with 30 on it, is the model's fault."""
    coach = "2/5 - Ripon festival sat 13th june: coach (33 seater) booked, 30 singers on it + Dave driving + me"
    camper = "20/5 - Maureen and Ted Hartley driving up themselves in their camper, making a weekend of it"
    back = "3/6 - camper failed its MOT, Maureen and Ted back on the coach after all, so 30 singers on it again"
    lines = [coach, camper] if label_is_wrong else [camper, back]
    notes = {"block:trip": "\n".join(lines), "block:music": "robes in the vestry, folders from Jean on the day"}
    question = "how many singers are going on the coach to ripon?"
    expected = "30"
    actual = "28 - Maureen and Ted Hartley are driving up themselves in their camper."

    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_grounds_in_a_later_sentence_of_the_answer_are_weighed(span_exporter, label_is_wrong):
    """A bake sale's notes, written one by one: five cake donors, the Co-op bakery among them; later the Co-op's
    manager rang, head office have stopped donations. The answer's first sentence after its 4 lists the donors left
    (words only the label's own line holds); its grounds are its next sentence, which the later note says: labelled
    "5", the label took what memory said before (AnnotationError). The mirror, the manager's call first and a later
    note that the Co-op is back on with five donors, is the model's fault."""
    donors = "mon 9th - 5 cake donors for the bake sale: Jean, Priya, Mrs Okoro, the Guides and the Co-op bakery"
    stopped = "Co-op bakery manager rang - head office have stopped all donations from this month, really sorry"
    back = ("Co-op back on board, head office made an exception for charities, so 5 cake donors again: Jean, Priya, "
            "Mrs Okoro, the Guides and the Co-op bakery")
    notes = {"n:donors": donors, "n:stopped": stopped} if label_is_wrong else {"n:stopped": stopped, "n:back": back}
    notes["n:float"] = "float for the till from the treasurer, £30 in coins"
    question = "how many cake donors have we got for the bake sale?"
    expected = "5"
    actual = "4 - Jean, Priya, Mrs Okoro and the Guides. The Co-op's head office have stopped their donations."

    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_grounds_the_label_line_says_too_do_not_date_the_answer(span_exporter, label_is_wrong):
    """A fun run's marshal block, one text of dated lines: 8 marshals needed (2 on the gate, 2 on the raffle, 4 round
    the course), then 6 found by name, then one drops out and her brother and 2 Rotary members step in. The answer's
    8 is worked out and happens to be the number first asked for; its grounds name the gate, the raffle and the course
    as the first line does, but those words the label's own line says too: what only the answer's grounds say (the
    brother, the Rotary members) is the later line's. Labelled "6", the label took what memory said before
    (AnnotationError). The mirror, a last line that the Rotary pulled out and Sue is back on, so 6 again, is the
    model's fault: its grounds are what memory said before."""
    need = "2/3 Helen: need 8 marshals - 2 on the gate, 2 on the raffle, 4 round the course"
    got = "Tue 9/3 Helen: got Jan + Sue (raffle), Mo + Kaz (gate), Dilys + Pete on the course = 6"
    stepped = ("Weds 17/3 Helen: Sue can't do it after all, her nan's 90th - but Jan's brother's stepping in + the "
               "Rotary are sending 2 of their members for the course")
    back = ("Fri 19/3 Helen: Rotary can't spare anyone now, but Sue's back on (party moved) - Jan + Sue (raffle), "
            "Mo + Kaz (gate), Dilys + Pete on the course = 6 again")
    lines = [need, got, stepped] if label_is_wrong else [need, stepped, back]
    notes = {"block:fun run": "\n".join(lines), "block:kit": "hi-vis vests from the council depot, 10 in the box"}
    question = "how many marshals have we got for sat now? doing the bacon butty order"
    expected = "6"
    actual = ("8 - Jan and her brother on the raffle, Mo and Kaz on the gate, and Dilys, Pete and the 2 Rotary "
              "members on the course.")

    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


def _days_ago(back: int, dotted: bool = False, in_words: bool = False) -> str:
    """A day ``back`` days before today as a note opens with it, without a year: "14/3", in dots, "14.3.", or in
    words, "14th march". (Counted from today: a day without a year is read in the year the note was stored in, so
    fixed days would cross the year as the calendar moves.)"""
    d = datetime.now(timezone.utc).date() - timedelta(days=back)
    if in_words:
        suffix = "th" if 10 < d.day % 100 < 14 else {1: "st", 2: "nd", 3: "rd"}.get(d.day % 10, "th")
        return f"{d.day}{suffix} {d.strftime('%B').lower()}"
    return f"{d.day}.{d.month}." if dotted else f"{d.day}/{d.month}"


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_notes_stored_together_are_ordered_by_the_days_they_open_with(span_exporter, label_is_wrong):
    """A bake sale's notes, stored by one write (so in no order of their own), each opening with the day it was
    written, in the ways notes write it ("9/3", "22.3."): five cake donors, the Co-op among them, and the Co-op
    manager's call that head office have stopped donations. The answer's 4 has the call as its grounds: with the
    donors noted 60 days ago and the call 40 days ago, the label "5" took what memory said before (AnnotationError).
    The mirror, the donors noted 20 days ago, after the call, is the model's fault. (The days are counted back from
    today: a day without a year is read in the year the note was stored in, as the engine reads it.)"""
    donors = "5 cake donors for the bake sale: Jean, Priya, Mrs Okoro, the Guides and the Co-op bakery"
    stopped = "Co-op bakery manager rang - head office have stopped all donations from this month, really sorry"
    noted = _days_ago(60) if label_is_wrong else _days_ago(20, dotted=True)
    notes = {"n:donors": f"{noted} {donors}", "n:stopped": f"{_days_ago(40, dotted=True)} {stopped}",
             "n:float": "float for the till from the treasurer, £30 in coins"}
    question = "how many cake donors have we got for the bake sale?"
    expected = "5"
    actual = "4 - Jean, Priya, Mrs Okoro and the Guides. The Co-op's head office have stopped their donations."

    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_notes_stored_together_are_ordered_by_a_heading_of_a_day_in_words_and_its_writer(span_exporter,
                                                                                          label_is_wrong):
    """A duck race's notes, stored by one write, each headed with the day in words and its writer ("16th may Ann -
    ..."), as a note heading says when it was written: five prizes (the tea for 2 at the Tea Cosy among them), then
    the news that the Tea Cosy is shutting. Labelled "5" and answered 4 on those grounds, with the prizes noted 60
    days ago and the news 40 days ago, the label took what memory said before (AnnotationError). The mirror, the
    prizes noted 20 days ago, after the news, is the model's fault. (Days counted back from today.)"""
    prizes = ("Ann - PRIZES (5 so far): hamper from Gill's, £50 bar tab at the Fleece, tea for 2 at the Tea Cosy, a "
              "bag of logs and a bottle of Famous Grouse")
    shutting = "Ann - bumped into Marion, the Tea Cosy's shutting end of the month, she's off to live near her daughter"
    notes = {"n:prizes": f"{_days_ago(60 if label_is_wrong else 20, in_words=True)} {prizes}",
             "n:shutting": f"{_days_ago(40, in_words=True)} {shutting}",
             "n:ducks": "ducks are in the shed, 400 of them, numbered"}
    question = "how many prizes have we got this yr? doing the poster for the shop window"
    expected = "5"
    actual = ("4 - the hamper from Gill's, the bar tab at the Fleece, the logs and the Famous Grouse. The Tea Cosy's "
              "shutting, so there's no tea for 2.")

    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_days_without_a_year_are_read_in_the_year_the_notes_own_stamps_give(span_exporter, label_is_wrong):
    """A Halloween parade's notes, stored by one write, written in a year thirteen years on from now: one opens with
    its day and year ("<year>-10-03 Jackie - ... the mayor (Cllr Barker) judging"), another with a day and no year
    ("Tues 18th Oct Jackie - mayor's off to Tenerife, Father Michael is judging"). The day without a year is of the
    notes' own year, not of the year the app ran in: the mayor's note came first, so labelled "Father Michael" and
    answered "the mayor", the model is at fault (ResponseError). The mirror, the Father Michael note headed 18th Sep,
    before the mayor's, makes the label the earlier value (AnnotationError)."""
    year = datetime.now(timezone.utc).year + 13
    month = "Sep" if label_is_wrong else "Oct"
    weekday = datetime(year, 9 if label_is_wrong else 10, 18).strftime("%a")
    notes = {"z:parade": f"{year}-10-03 Jackie - fancy dress parade sat 2pm at the Market Cross, the mayor (Cllr "
                         "Barker) judging, under 5s / 5-8s / 9-12s",
             "z:judge": f"{weekday} 18th {month} Jackie - mayor's off to Tenerife for half term so Father Michael from "
                        "St Mary's is judging the fancy dress",
             "z:road": "Mo - council ok'd closing Market St 1.30-3 for the parade"}
    question = "who's judging the fancy dress on sat?"
    expected, actual = "Father Michael", "The mayor, Cllr Barker."
    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_json_records_stored_together_are_ordered_by_the_days_their_text_opens_with(span_exporter, label_is_wrong):
    """A brass band's notes upserted as JSON payloads in one write (so in no order of their own), each text field
    opening with the day it was written: the coach at 7.30, and the draw note with the coach away at 9. Labelled
    "7.30", with the coach note 30 days old and the draw note 10 days old, the label took what memory said before
    (AnnotationError). The mirror, the coach note 5 days old, after the draw, is the model's fault. (Days counted
    back from today, as in the test above.)"""
    coach = "Trev - Blackpool sun, coach 7.30 from the bandroom (Holroyd's 49 seater), back abt 9pm"
    draw = "Trev - draw's out, we're on abt half 2, driver'll be at the bandroom for quarter to 9, away at 9"
    notes = {"q:1": json.dumps({"text": f"{_days_ago(30 if label_is_wrong else 5)} {coach}"}),
             "q:2": json.dumps({"text": f"{_days_ago(10)} {draw}"}),
             "q:3": json.dumps({"text": "march cards in the band folders, Sue has the spares"})}
    question = "what time's the coach going sun?"
    expected = "7.30"
    actual = "9 o'clock from the bandroom - the driver's there for quarter to."

    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_json_record_day_without_a_year_is_read_in_the_year_another_record_gives(span_exporter, label_is_wrong):
    """A Guides' sleepover notes upserted as JSON payloads in one write: the first text opens with its day in full
    ("2045-10-16T19:15 ... 22 girls going"), another with a day and month only ("7.11."). A day without a year is
    read in the year of the record it is weighed against, nearest it, not in the year the app ran in (which would put
    7 November before October 2045). Ruby joining on 7.11., after the 22 were counted: labelled "22", the label took
    what memory said before (AnnotationError). The mirror, Ruby's note of 2.10., before the 22 were counted (so one
    of them), is the model's fault."""
    notes = {"q:1": json.dumps({"by": "Helen", "text": "2045-10-16T19:15 SLEEPOVER sat 18th-sun 19th nov at the "
                                                       "village hall, 22 girls going, all forms in!! £18 each"}),
             "q:2": json.dumps({"by": "Helen", "text": f"{'7.11.' if label_is_wrong else '2.10.'} Ruby's moving up "
                                                       "from Brownies early so she can come, her mum's filled the "
                                                       "form in"}),
             "q:3": json.dumps({"by": "Helen", "text": "Jan's doing the big shop, bacon butties for everyone"})}
    question = "how many girls are we doing breakfast for? doing the shop tmrw"
    expected = "22"
    actual = "23 girls - the 22 signed up and Ruby's joining from Brownies."

    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_words_after_the_question_mark_do_not_make_it_about_what_happened(span_exporter, label_is_wrong):
    """A ramblers' notes, written one by one: the B walk about 3 hrs, then Pat's recce, the riverside path shut past
    the weir, back over the fields, 2 hrs tops. "How long's the B walk? my legs aren't what they were": the "were" says
    why it is asked, the question is not about what happened, so the later note is a change: labelled "3 hours", the
    label took what memory said before (AnnotationError). The mirror, the recce first and a later note that the path
    is open again and the walk back to 3 hrs, is the model's fault."""
    plan = "B walk: riverside loop from the mill, about 3 hrs with the tea stop, led by Pat"
    recce = "Pat did the recce sat - riverside path's shut past the weir so back over the fields, B walk 2 hrs tops"
    reopened = "path past the weir is open again, so the B walk's back to the full riverside loop, 3 hrs"
    notes = {"n:plan": plan, "n:recce": recce} if label_is_wrong else {"n:recce": recce, "n:open": reopened}
    notes["n:coach"] = "coach from the bus station at 8, £17 on the coach"
    question = "how long's the B walk? my legs aren't what they were"
    expected = "3 hours"
    actual = "About 2 hours - the riverside path's shut past the weir, so it comes back over the fields."

    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_count_the_answer_opens_with_in_a_word_is_its_value(span_exporter, label_is_wrong):
    """A plumber's notes, written one by one: six new radiators (three bedrooms, the hall, both lounge ones), then the
    customer's call to keep the bay one. The answer opens with its count in a word ("Five - ..."), which is its value
    as "5" would be: labelled "6", the label took what memory said before (AnnotationError). The mirror, the call
    first and a later note that the bay one is going in after all, six again, is the model's fault."""
    quote = "Gary's quote for the Hendersons: 6 new radiators - three bedrooms, the hall and both lounge ones"
    call = "Mrs Henderson rang - keep the bay radiator in the lounge, just bleed it and new valves"
    back = "Mrs Henderson again - bay one's going after all, so back to 6 new radiators"
    notes = {"n:quote": quote, "n:call": call} if label_is_wrong else {"n:call": call, "n:back": back}
    notes["n:van"] = "van's booked in for its MOT on the 3rd, Gary's on the Cowley job that day"
    question = "how many new radiators is Gary putting in?"
    expected = "6"
    actual = "Five - the three bedrooms, the hall and one in the lounge; the bay one's staying with new valves."

    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_title_two_names_share_does_not_make_them_one_value(span_exporter, label_is_wrong):
    """A pancake race's notes, written one by one: the Mayor (Cllr Ron Fletcher) starting it with the bell, then Ron
    away at the twinning do and his deputy, Cllr Nasreen Begum, doing the bell. "Cllr" is a title both names carry,
    not a word that makes the answer's "Cllr Nasreen Begum" name the label's person: labelled "the Mayor, Cllr Ron
    Fletcher", the label took what memory said before (AnnotationError). The mirror, the deputy first and a later
    note that Ron is back to do it after all, is the model's fault."""
    mayor = "race tue 12 noon, the Mayor (Cllr Ron Fletcher) starting it w the bell as per"
    deputy = "Ron's at the twinning do that wk, his deputy Cllr Nasreen Begum says she'll do the bell for the race"
    back = "twinning do's been moved, so the Mayor (Cllr Ron Fletcher) is starting the race w the bell after all"
    notes = {"n:mayor": mayor, "n:deputy": deputy} if label_is_wrong else {"n:deputy": deputy, "n:back": back}
    notes["n:marshals"] = "marshals: 8 off the Rotary, hi-vis from the council depot"
    question = "who's starting the race tmrw? want a photo of them w the bell"
    expected = "the Mayor, Cllr Ron Fletcher"
    actual = "Cllr Nasreen Begum, the deputy mayor - Ron's away at the twinning do, so she's doing the bell."

    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_how_many_more_asks_what_is_still_needed_where_a_note_says_so(span_exporter, label_is_wrong):
    """"How many more do we need for the hedge laying?" compares nothing where a note states the label's number as
    what is still needed ("6 names so far, so we need 4 more"): the notes, written one by one, then say Anne and
    Bill are in, the answer's grounds for "2 more". Labelled "4", the label took what memory said before
    (AnnotationError). The mirror, Anne and Bill first and a later note that they can't come and 4 more are still
    needed, is the model's fault."""
    first = "hedge laying sat: Geoff wants 10 of us, 6 names so far, so we need 4 more"
    joined = "Anne and Bill have signed up for the hedge laying, Bill's bringing his own billhook"
    back = "Anne and Bill can't come to the hedge laying after all, so we still need 4 more"
    notes = {"n:first": first, "n:joined": joined} if label_is_wrong else {"n:joined": joined, "n:back": back}
    notes["n:food"] = "bacon butties from Maureen at 10"
    question = "how many more do we need for the hedge laying sat?"
    expected = "4"
    actual = "2 more - Anne and Bill have signed up since, Bill with his own billhook."

    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_new_before_the_name_of_a_thing_states_no_change(span_exporter, label_is_wrong):
    """A host's notes: "new girl Lucia coming to us sun 14/9", then the school's email that her flight moved a day
    earlier (Saturday, about 7pm). "New girl" names who is coming, it changes no value: labelled "the Saturday" and
    answered "Sunday the 14th", the model is at fault (ResponseError). The mirror, a note after the email that gives
    "the new date" as Sunday 14th, makes the Saturday the superseded value: a wrong label (AnnotationError); that
    note names none of the question's words but two of the flight email's ("flight", "Tom"), which makes it about
    the same thing."""
    coming = "Ines rang - new girl Lucia (17, from Valencia) coming to us sun 14/9 for 3 wks, vegetarian but eats fish"
    flight = ("email from the school: Lucia's airline moved her flight a day earlier, lands Gatwick sat 13th 16.20, "
              "Tom the driver will have her at ours about 7pm")
    moved = "Ines again - flight sorted after all, the new date is Sun 14/9, Tom brings her about 7pm"
    notes = {"n:flight": flight, "n:moved": moved} if label_is_wrong else {"n:coming": coming, "n:flight": flight}
    notes["n:lunch"] = "her classes are mornings 9-12.30, lunch in the canteen"
    question = "what day do I need to be in for Lucia?"
    expected = "the Saturday - she's there around 7 in the evening"
    actual = "Sunday the 14th - the school's driver is bringing her from Gatwick."

    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_length_in_words_is_weighed_by_the_grounds_after_it(span_exporter, label_is_wrong):
    """A village hall's notes, written one by one: yoga has the main hall 7-9 on Tuesdays; later, half of them get the
    8.40 bus to Stroud, so they finish at half 8. The answer leads with its length in words ("An hour and a half")
    and gives as grounds what the later note says: labelled "2 hrs, 7 till 9", the label took what memory said
    before (AnnotationError). The mirror, the bus note first and a later note putting it back to 7-9, is the model's
    fault."""
    rota = "autumn regulars: Tues eves yoga (Sally) main hall 7-9, GBP 18/hr community rate, invoiced termly"
    bus = ("Sally popped in - half her lot get the 8.40 bus back to Stroud so they're finishing at half 8 from Jan, "
           "she'll only pay for the hour and a half")
    back = "Sally again - the Stroud bus is later from Easter, so yoga's back to the full 7-9 in the main hall"
    notes = {"n:rota": rota, "n:bus": bus} if label_is_wrong else {"n:bus": bus, "n:back": back}
    notes["n:mats"] = "Sally asked can yoga leave the mats under the stage - said yes in a box, labelled"
    question = "how long have the yoga lot got the main hall on tuesdays?"
    expected = "2 hrs, 7 till 9"
    actual = "An hour and a half - 7 till 8.30, since a lot of them catch the 8.40 bus to Stroud."

    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_length_said_as_hours_to_half_past_is_a_statement_of_it(span_exporter, label_is_wrong):
    """A table tennis club's notes, written one by one: the open evening 7 till half 9 (two and a half hours, as
    British notes write half past); later, the caretaker locks up at 9 sharp now. The answer's "2 hours" is worked
    out and its grounds are the later note's: labelled "two and a half hours - 7 till half 9", the label took what
    memory said before (AnnotationError). The mirror, the lock-up note first and a later note that the caretaker
    stays till 10 after all, is the model's fault."""
    evening = "Mandy: open evening weds 13th may at the Anstice, 7 till half 9, bats to borrow, coaching on 1-6"
    lock = ("Mandy: Anstice have had a break-in, caretaker's locking up at 9 on the dot from now on - so we're "
            "packed away by 9, coaching stops 8.40")
    stays = ("Mandy: caretaker's staying till 10 for the open evening after all, so it's 7 till half 9 as planned "
             "and coaching runs to 9.10")
    notes = {"n:evening": evening, "n:lock": lock} if label_is_wrong else {"n:lock": lock, "n:stays": stays}
    notes["n:tea"] = "Gill: tea + flapjacks at the hatch, donations to the junior fund"
    question = "how long's the open evening on weds? her two are coming straight from cubs"
    expected = "two and a half hours - 7 till half 9"
    actual = "2 hours - 7 till 9. The Anstice lock up at 9 sharp now, so coaching stops at 8.40 to pack away."

    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_an_amount_label_worked_from_the_context_is_not_a_label_in_no_input(span_exporter, label_is_wrong):
    """A mobile hairdresser's notes: a perm £55, a wash and set £24, two gents' cuts at £18 each. "How much did I take
    today?" labelled "£115" (55 + 24 + 2 x 18, stated in no note) and answered "£97 - £55, £24 and £18": the label
    is worked from amounts the answer's context states, one of them an amount the answer's own working uses; the
    model's working departs from it (ResponseError), not a label in no input. The mirror, a label "£105" that no
    sum or balance of those amounts reaches, stays a label in no input (AnnotationError)."""
    notes = {"n:dale": "9.30 Mrs Dale - perm done for the christening, £55 cash, she's thrilled",
             "n:patt": "pattersons - both gents cuts, £18 each, Mr P wants his eyebrows doing next time",
             "n:okafor": "Mrs Okafor wash + set £24, she's going silver next time",
             "n:gary": "Gary at no 14 flagged me down, wants a trim next tues"}
    question = "how much did I take today?"
    expected = "£105" if label_is_wrong else "£115"
    actual = "£97 - Mrs Dale's perm £55, Mrs Okafor £24 and the Pattersons £18."

    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_an_answer_that_reads_its_amount_worked_nothing_out(span_exporter, label_is_wrong):
    """A lease renewal's records: renewal at $2,140.00 a month, parking $45, pet rent $35. "What's my rent from July?"
    labelled "$2,095.00" (stated in no record; by chance $2,140 less the $45 parking) and answered "$2,140.00 ... plus
    your $45 parking and $35 pet rent": the answer's own amount is one a record states, so it read it and worked
    nothing out, and a label that happens to be a balance of context amounts is a label in no input
    (AnnotationError). The mirror, an answer that adds the parking to the rent ("$2,185.00 - the $2,140.00 renewal
    plus your $45 parking"), works its amount out, and the label is a balance of the amounts it works from
    (ResponseError)."""
    notes = {"r:renewal": "Renewal offer sent 4/3. Current rent $2,050.00. 12-month renewal at $2,140.00/month. "
                          "New term starts 7/1.",
             "r:parking": "surface spot S-31, $45/mo, 1 guest pass/wk",
             "r:pets": "1 dog (Biscuit, beagle), pet rent $35/mo"}
    question = "whats my rent going to be starting july"
    expected = "$2,095.00 a month"
    actual = ("Starting July 1 your rent will be $2,140.00 a month on the 12-month renewal - set autopay to that plus "
              "your $45 parking and $35 pet rent." if label_is_wrong else
              "$2,185.00 a month - the $2,140.00 renewal plus your $45 parking.")

    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_an_answer_worked_from_the_labels_amount_by_a_share_its_context_names(span_exporter, label_is_wrong):
    """A car rally's notes: entry £45 per car; the committee agreed pre-war cars go in at half. Asked what a pre-war
    Austin owes, labelled "£45" and answered "£22.50 - your Austin's pre-war so it's half the £45":
    the answer works its amount out of the label's by a share its context names, so the label took the whole
    (AnnotationError). The mirror, the same answer where no note says anything of half, is the model's own
    working (ResponseError)."""
    notes = {"n:entry": "ENTRY £45 per car - covers rally plate, route book + ploughman's lunch for 2 at Priory Park",
             "n:austin": "Mr Dunmore - 1928 Austin Seven chummy, him + wife Jean, form in 24/5, not paid yet",
             "n:lunch": "extra lunch £12 a head, vegetarian option if they tell me by 10/6"}
    notes["n:cttee"] = ("committee 6/3: pre-war cars go in at half - they're what the crowds come out for"
                        if label_is_wrong else "committee 6/3: pre-war cars park on the top field by the tea tent")
    question = "how much is the rally entry for the Austin?"
    expected = "£45"
    actual = "£22.50 - your Austin's pre-war so it's half the £45, and that includes lunch for you and Jean."

    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, expected, actual, kind="chunk"))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_why_label_whose_reason_the_context_gives_apart_from_what_is_asked(span_exporter, label_is_wrong):
    """A rowing club's notes: Hannah's wrist playing up (physio booked), and her message that her sister's wedding is
    now on the 8th, she's a bridesmaid, so she can't do Bedford. Asked why Hannah isn't in the four at Bedford,
    labelled "her wrist's playing up again" and answered with the wedding: the context gives the wedding as the cause of
    what is asked, in one breath with it, and the wrist apart from it (AnnotationError). The mirror, a wrist note
    that says she can't do Bedford because of it, and a wedding note that says nothing of Bedford, is the model's
    error (ResponseError)."""
    if label_is_wrong:
        notes = {"n:wed": "ugh guys. my sister's wedding is now 8th may and I'm a bridesmaid so I can't do Bedford",
                 "n:wrist": "wrist's playing up again after sat's outing :( booked the physio for thurs"}
    else:
        notes = {"n:wed": "my sister's wedding is 8th may, I'm a bridesmaid!! dress fitting on weds",
                 "n:wrist": "wrist's playing up again after sat's outing so I can't do Bedford :( physio thurs"}
    notes["n:seat"] = "bow seat's sticking again, can someone bring wd40 weds"
    question = "why isn't Hannah in the four at Bedford?"
    expected = "her wrist's playing up again"
    actual = "It's her sister's wedding that day and she's a bridesmaid - Meg's sitting in at 3."

    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_why_answer_s_reason_is_its_first_sentence_when_its_first_clause_names_it_in_other_words(span_exporter,
                                                                                                   label_is_wrong):
    """A church choir's notes: Dave will play on Sunday if his wrist holds up, and Dave's daughter getting married in
    Crete, so Ruth is playing the organ on Sunday. Asked why Dave isn't playing, the answer opens "He's at a family
    wedding abroad" (words no note uses) and says the rest in its first sentence: that sentence is its reason, and the
    context gives it as the cause of what is asked, the wrist apart from it: labelled "his wrist's bad", the label
    took a reason given of nothing asked (AnnotationError). The mirror, the wrist note saying so Ruth is playing and a
    wedding note that says nothing of Sunday, is the model's error."""
    if label_is_wrong:
        notes = {"n:wrist": "2/3 - Dave says he'll play sunday if his wrist holds up, the big anthem is murder on it",
                 "n:wed": "9/3 - Dave's daughter is getting married in Crete, flying out fri, so Ruth is playing the "
                          "organ for us sunday"}
    else:
        notes = {"n:wrist": "2/3 - Dave's wrist is bad again, so Ruth is playing the organ for us sunday",
                 "n:wed": "9/3 - Dave's daughter is getting married in Crete in june, flying out the 14th"}
    notes["n:robes"] = "robes back from the cleaners, hang them in the vestry"
    question = "why isn't Dave playing the organ on sunday?"
    expected = "his wrist's bad"
    actual = "He's at a family wedding abroad - his daughter's getting married in Crete and he flies out on Friday."

    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_why_label_is_its_reason_in_all_its_words_its_working_after_a_dash_too(span_exporter, label_is_wrong):
    """A band's notes: the bandstand sheeted up for its repaint, so the concert is in the chapel; a forecast of heavy
    showers that "doesn't matter, the bandstand's covered". Labelled "the weather - the forecast's heavy showers"
    ("weather" is in no note; its working's "forecast ... heavy showers" is), answered with the repaint: the context
    gives the repaint as the cause of what is asked and the showers apart from it (AnnotationError). The mirror, the
    showers given as why it moved indoors and a repaint note that says nothing of the concert, is the model's
    error."""
    if label_is_wrong:
        notes = {"n:paint": "council rang - bandstand's sheeted up w scaffolding for the repaint so sunday's concert "
                            "is in the chapel hall",
                 "n:rain": "forecast for sun looks grim, heavy showers all pm - tbh doesn't matter, we'll be covered"}
    else:
        notes = {"n:paint": "council rang - bandstand getting sheeted up w scaffolding for the repaint in july",
                 "n:rain": "forecast for sun looks grim, heavy showers all pm, so sunday's concert is in the chapel hall"}
    notes["n:chairs"] = "chapel stage takes 24 chairs, bring the small stands"
    question = "why's sunday's concert in the chapel hall?"
    expected = "the weather - the forecast's heavy showers all afternoon"
    actual = "The bandstand's scaffolded for its repaint, so the chapel hall is standing in."

    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_dotted_time_label_is_weighed_against_a_spoken_time_said_later(span_exporter, label_is_wrong):
    """A club's trip notes, written one by one: pick-up at 9.15 from the church hall, then the driver rang: the coach
    park is shut, so they leave at quarter to 9. Asked "what time ...?", the label's bare "9.15" is a clock time
    like the answer's "quarter to nine": labelled "9.15", the label took what memory said before (AnnotationError).
    The mirror, a later note putting it back to 9.15 and a model that kept quarter to 9, is the model's fault."""
    first = "bakewell trip thurs 16/4 - 14 seats, GBP 12 each, pick up 9.15 St Mark's church hall, Pam driving"
    early = ("Pam rang - coach park at Bakewell's being resurfaced, the rec is full by half 10 on market day, so "
             "we're going from the church hall at quarter to 9")
    again = "Pam rang again - coach park's open after all, so back to 9.15 from the church hall"
    notes = {"n:trip": first, "n:pam": early} if label_is_wrong else {"n:pam": early, "n:again": again}
    notes["n:lunch"] = "Rutland Arms - 12 for lunch, table for 1pm"
    question = "what time are we leaving the church hall for Bakewell on Thursday?"
    expected = "9.15 from St Mark's"
    actual = "Quarter to nine from St Mark's - Pam's going earlier because the rec fills up on market day."

    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_what_memory_says_of_the_one_occasion_asked_about_beats_a_standing_rule(span_exporter, label_is_wrong):
    """A bakery's customer notes, stored by one write (in no known order): the deli's standing order ("Mon-Sat ...
    drop 7.30 back door") and a note about this Saturday ("Sat 21st is the regatta ... wants the bread with her by
    6"). "What time's the deli drop on Saturday?" labelled with the rule ("7.30, like every other day"), answered
    with the occasion's time: a wrong label. The mirror, a right label from the occasion ("6") and a model that took
    the rule, stays the model's fault."""
    notes = {"n:standing": "Harbour Deli standing order: Mon-Sat, 12 baps, 4 seeded. drop 7.30 back door, key safe 1987",
             "n:regatta": "Lou at Harbour Deli - Sat 21st is the regatta, bacon rolls for the rowers from half 6 so "
                          "she wants the bread with her by 6",
             "n:invoice": "Harbour Deli invoiced monthly, 30 days"}
    question = "what time's the harbour deli drop on saturday?"
    expected, actual = ("7.30, like every other day", "6 this Saturday - it's the regatta and Lou wants the bread in "
                                                      "for the bacon rolls.") \
        if label_is_wrong else ("6 - it's the regatta", "7.30, the usual drop time.")

    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, expected, actual, kind="chunk"))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_rule_in_a_note_dated_when_it_was_written_yields_to_the_one_occasion_asked_as_notes_write_it(
        span_exporter, label_is_wrong):
    """A tea rota's notes: "2/5 - teas on the table 4.15 every sat" (a rule, whatever day the note was written) and
    "Tue 19th - sat 23rd v Ashwell: ... starting at 2 + teas wont be till quarter to 5"; asked "... on the table
    sat?" (one Saturday, as a note writes it). Labelled with the rule: a wrong label. The mirror, the occasion's
    time as the label and a model that took the rule, stays the model's fault."""
    notes = {"n:rota": "2/5 - teas on the table 4.15 every sat (1.30 starts, 40 overs a side). £3 a head from the oppo",
             "n:ashwell": "Tue 19th - sat 23rd v Ashwell: their skipper says they cant get there before 2, so we're "
                          "starting at 2 + teas wont be till quarter to 5",
             "n:tin": "20/5 - tin had £61 in after sunday, banked"}
    question = "what time do teas want to be on the table sat? its me + kath"
    expected, actual = ("4.15", "Quarter to 5 - Saturday's a 2 o'clock start as Ashwell can't get there earlier.") \
        if label_is_wrong else ("quarter to 5", "4.15, same as every Saturday.")

    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, expected, actual, kind="chunk"))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_why_label_whose_reason_a_later_note_takes_back_is_the_labels_error(span_exporter, label_is_wrong):
    """A shop's notes one after the other: "16/5 ... shop's shutting at 1 on weds 20th - power's off for the new meter", then
    "rang Powergrid - nowt to do with our meter (that's not till july). they're replacing the substation on the
    green". Labelled with the meter, answered with the substation: memory took the meter back, a wrong label. The
    mirror, the substation as the label and a model that gave the meter, stays the model's fault: no note takes the
    substation back."""
    notes = {"n:1": "16/5 Margaret: shop's shutting at 1 on weds 20th - power's off for the new meter, letter from "
                    "Northern Powergrid came",
             "n:2": "Mon 18/5 Les: rang Powergrid re the letter - nowt to do with our meter (that's not till july). "
                    "they're replacing the substation on the green, whole village off 1-5"}
    question = "why we shutting at 1 tmrw? folk keep asking at the till"
    expected, actual = ("the new electric meter's being fitted", "The power's off for the whole village from 1 till "
                        "5 - they're replacing the substation on the green.") \
        if label_is_wrong else ("they're replacing the substation on the green", "The new electric meter's being "
                                                                                 "fitted.")

    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_why_label_whose_writer_later_says_they_had_it_wrong_is_the_labels_error(span_exporter, label_is_wrong):
    """"sat matinee's off, the Civic have got a wedding fair on in the day", then from the same writer: "got the wrong
    end of the stick, the wedding fair's in the Victoria Room upstairs, nowt to do w the stage. it's Jake + Ellie -
    grade exams that sat morning + no understudies". Labelled with the wedding fair: taken back, a wrong label. The
    mirror, the exams as the label and a model that gave the wedding fair, stays the model's fault."""
    notes = {"n:1": "14/3 Rach - BUGSY at the Civic weds 22nd - sat 25th july 7pm, + a sat 2pm if we can",
             "n:2": "Weds 8 Apr Lou - sat matinee's off, the Civic have got a wedding fair on in the day",
             "n:3": "Thurs 9 Apr Lou (again) - got the wrong end of the stick, the wedding fair's in the Victoria Room "
                    "upstairs, nowt to do w the stage. it's Jake + Ellie - Jake's got his grade 6 piano + Ellie her "
                    "ballet exam that sat morning, + we've no understudies"}
    question = "why is there no saturday matinee this year? nan can't do evenings"
    expected, actual = ("the Civic has a wedding fair on that day", "Because Jake and Ellie have grade exams that "
                        "Saturday morning and there are no understudies.") \
        if label_is_wrong else ("Jake and Ellie have grade exams that morning and there are no understudies",
                                "The Civic has a wedding fair on that day.")

    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_yes_no_label_whose_reason_a_later_note_takes_back_is_the_labels_error(span_exporter, label_is_wrong):
    """A café's notes one after the other: "carrot cake (the usual - walnuts in the sponge + the icing)", then
    "sundays carrot cake done!! no walnuts in this one bc of Zain". Labelled "no - the carrot cake's made with
    walnuts", answered yes: memory took the walnuts back, a wrong label. The mirror, "yes - no walnuts in Sunday's"
    as the label and a model that said no for the walnuts, stays the model's fault: a reason that denies is not
    taken back by a note that denies."""
    notes = {"n:1": "cake list sun 8th: carrot cake (the usual - walnuts in the sponge + the icing), lemon drizzle",
             "n:2": "booking - Ahmed, table of 6 sun 12.30. his lad Zain has a nut allergy, carries an epipen",
             "n:3": "sundays carrot cake done!! no walnuts in this one bc of Zain, used the clean tin, box has a green "
                    "label on it"}
    question = "can my lad have the carrot cake tomorrow? he's got a nut allergy"
    expected, actual = ("no - the carrot cake's made with walnuts", "Yes - Sunday's carrot cake was made without "
                        "walnuts because of Zain; it's the box with the green label.") \
        if label_is_wrong else ("yes - no walnuts in Sunday's, it's the box with the green label",
                                "No - the carrot cake's made with walnuts.")

    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("grounded", [True, False])
def test_a_bare_yes_against_a_no_whose_reason_the_context_states_is_the_labels_error(span_exporter, grounded):
    """Labelled a bare "yes", with no text about the question to follow ("does Finn need a wetsuit sat?"), answered
    "No - the capsize drill's in the pool on Weds 20th now, so Saturday's just sailing" from a note that says so:
    nothing shows the model departed from its context, the label gives a verdict no text supports (AnnotationError).
    The mirror, a "No" whose reason no text states, is not called the label's error."""
    notes = {"n:1": "2/5 Skip - everyone in wetsuits sat pls, we're doing the capsize drill off the hard first thing",
             "n:2": "9/5 Dave - pool's free weds 20th so we'll do capsize drill in there, warmer + the parents can "
                    "watch. sat's just sailing - BA, a waterproof + spare clothes in a dry bag",
             "n:3": "Osprey crew: Finn (PL), Ruby, Theo, Alfie. Toppers 1 + 2 w Dave shadowing"}
    question = "does Finn need a wetsuit sat? we'd have to borrow one off his cousin"
    actual = "No - the capsize drill's in the pool on Weds 20th now, so Saturday's just sailing." if grounded \
        else "No - the club lends them out at the boathouse for nothing."

    # (as an LLM instrumentation records it: the prompt holds the notes and the question)
    _, _, v = _run(span_exporter, _notes_then_prompted_answer(notes, question, "yes", actual, one_write=True))
    assert (v.error_type == tx.ANNOTATION) == grounded, v.reason


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_bare_hour_after_a_word_of_when_is_the_time_an_answer_leads_with(span_exporter, label_is_wrong):
    """Asked "what time can we get into herons on friday?", answered "Not till 12 - the Robinsons are staying on
    till midday": "till 12" is a clock time, the value the answer leads with, and the block says it after "guests
    out by 10am": a wrong label 10am. The mirror, a right label "12" and a model that said 10am, stays the model's
    fault."""
    notes = {"n:1": "Heron's Reach changeover notes:\n- fri changeovers. guests out by 10am, next lot in from 4. allow 4 "
                    "hrs w the hot tub\n- fri 15/8 - the Robinsons asked could they hang on till 12 as their ferry "
                    "isn't till the evening. owner says fine as long as we can still turn it round"}
    question = "what time can we get into herons on friday?"
    expected, actual = ("10am", "Not till 12 - the Robinsons are staying on till midday for their ferry.") \
        if label_is_wrong else ("12 - the Robinsons are staying on", "10am - guests are out by then.")

    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, expected, actual, kind="chunk"))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_why_label_whose_reason_is_said_only_of_something_else_is_the_labels_error(span_exporter, label_is_wrong):
    """A plumber's job notes: "Hendry 40 Beech Ave - basin swap ... waiting on the 22mm valve from plumbase" and
    "Patels: stopcock under the stairs seized solid ... no water off = no tap". Asked why the Patels' tap wasn't done,
    labelled with the valve (said only of the Hendrys' job), answered with the stopcock (said of the Patels): a wrong
    label. The mirror, the stopcock as the label and a model that gave the valve, stays the model's fault: the
    label's reason is said of the Patels."""
    notes = {"n:1": "mon 11/10 Hendry 40 Beech Ave - basin swap, new one on but waiting on the 22mm valve from "
                    "plumbase for the feed, due fri",
             "n:2": "tues 12th 9am Patels 9 Orchard Way - new kitchen tap (they supplied it, Grohe)",
             "n:3": "Patels: stopcock under the stairs seized solid, wouldn't budge even w/ the big grips. no water off "
                    "= no tap. Yorkshire Water out thurs 14th to shut it at the street"}
    question = "why didn't I get the Patels' tap done on tuesday?"
    expected, actual = ("still waiting on the valve from Plumbase", "The stopcock under their stairs was seized, so "
                        "you couldn't get the water off.") \
        if label_is_wrong else ("the stopcock under their stairs was seized", "Still waiting on the valve from "
                                                                          "Plumbase.")

    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, expected, actual, kind="chunk"))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_list_answer_that_names_the_item_it_leaves_out_only_with_why(span_exporter, label_is_wrong):
    """A dog walker's notes: the Tuesday group is four dogs; a later note says Pip's op went fine and the vet wants her
    kept in till her stitches are out. Labelled with the four, the answer opens with three and then says why not Pip,
    in the notes' words: a wrong label. The mirror, a right label of three and a model that listed all four, stays
    the model's fault: its answer opens with every dog of the label."""
    notes = {"n:group": "tues group walk = Biscuit, Monty, Pip + Luna, 10-11 on the Downs, pick up in that order",
             "n:pip": "Pip's op went ok (knee). vet wants her kept in till the stitches come out 20/3, lead walks "
                      "round the garden only",
             "n:van": "van MOT thurs 13th, borrow mum's car"}
    question = "which dogs are on the tuesday walk today?"
    expected, actual = ("Biscuit, Monty, Pip and Luna", "Biscuit, Monty and Luna. Pip's kept in after her knee op "
                                                         "till the stitches are out.") \
        if label_is_wrong else ("Biscuit, Monty and Luna", "Biscuit, Monty, Pip and Luna - the usual four.")

    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, expected, actual, kind="chunk"))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_an_item_a_part_joins_with_and_that_the_answer_leaves_out_saying_why(span_exporter, label_is_wrong):
    """A marina's berth office notes: the Okafors had pontoon berths C7 and C8 and dry-store rack R-3; a later note
    says they gave C8 up when they sold the RIB, and it went to the Marsdens. Labelled "pontoon berths C7 and C8, and
    rack R-3", the answer opens with C7 and R-3 and says later why not C8, in the notes' words: C8 is an item of the
    label's first part ("berths C7 and C8") of its own, so the label took the whole list (AnnotationError). The
    mirror, a right label without C8 and a model that listed C8 as well, stays the model's fault."""
    notes = {"n:berths": "Okafor family - pontoon berths C7 and C8 for the season, dry-store rack R-3, paid in full",
             "n:c8": "Mr Okafor sold the RIB, gave up C8 from 1 May - C8 went to the Marsdens off the waiting list",
             "n:fuel": "fuel pontoon closed tues for the pump service"}
    question = "what berths and storage have we got this season? need it for the insurance form"
    if label_is_wrong:
        expected = "pontoon berths C7 and C8, and rack R-3"
        actual = "You have pontoon berth C7 and dry-store rack R-3. C8 isn't yours now - you gave it up when you sold " \
                 "the RIB and it went to the Marsdens."
    else:
        expected = "pontoon berth C7 and rack R-3"
        actual = "Pontoon berths C7 and C8, and dry-store rack R-3."

    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, expected, actual, kind="chunk"))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


def test_a_label_of_coded_names_is_words_so_the_answer_leads_with_no_number_against_it():
    """A lab's notes: "what's still outstanding from the NEB order?" labelled "the DpnI ... and the Q5 site-directed
    mutagenesis kit ..." and answered "Just the DpnI - ... Everything else on PO 7781 came on Tuesday": the label is
    a list of names ("Q5" is a code, not a number), so the value the answer leads with is "Just the DpnI", not the
    purchase order's "7781" (which the later-statement rules took for another value of the label's kind, said after
    the correction that names the Q5 kit, and so called a model that passed over the correction a wrong label)."""
    from memtrace_otel.attribution.engines.lineage import _claim_of, _expected_text, _opening_value
    from memtrace_otel.attribution.information import _value_kind

    for names in ("the DpnI and the Q5 site-directed mutagenesis kit", "garage spots P-14 and P-15",
                  "sample S-0412 and WO-4471"):
        assert _value_kind(names) == "words", names
    for amount in ("£45 for the harness", "12 boxes", "RM150 per family", "USD 40", "the u9s kick off at 1"):
        assert _value_kind(amount) == "number", amount
    question = "what's still outstanding from the NEB order? need to know if I should borrow from the Reyes lab"
    expected = "the DpnI (backordered till end of May) and the Q5 site-directed mutagenesis kit (to follow)"
    actual = ("Just the DpnI - it's backordered till the end of May. Everything else on PO 7781 came on Tuesday, so "
              "borrow DpnI from the Reyes lab for Monday.")
    need = InformationNeed(question, expected, whole=True)
    assert _opening_value(_claim_of(actual), need, _expected_text({"expected": expected})) == "Just the DpnI"


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_one_sentence_list_answer_that_gives_why_after_a_dash(span_exporter, label_is_wrong):
    """A chess club's notes: the rapidplay three are Tom, Priya and Hugh, and a later note says Hugh is at his
    sister's wedding in York so Ewan sits in. Labelled with the first three, the answer leads with Tom, Priya and Ewan
    and says after a dash why not Hugh, in the notes' words: a wrong label. The mirror, a right label of the new three
    and a model that gave the old team with a dash and the grades, stays the model's fault: its lead holds every
    player of the label but one and names no reason for leaving him out."""
    notes = {"n:team": "rapidplay sun - team Tom (176), Priya (183), Hugh (168). entry form to Alan by fri",
             "n:hugh": "Hugh's at his sister's wedding in York this wknd, back sun night - Ewan (154) sitting in "
                       "for the rapidplay",
             "n:subs": "subs due end of month, £30 adults"}
    question = "who are our three for the rapidplay on sunday?"
    expected, actual = ("Tom, Priya and Hugh", "Tom, Priya and Ewan - Hugh's at his sister's wedding in York.") \
        if label_is_wrong else ("Tom, Priya and Ewan", "Tom, Priya and Hugh - grades 176, 183 and 168.")

    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, expected, actual, kind="chunk"))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("notes,question,expected,actual", [
    ({"n:4": "meadow way no 4 - mrs ellis £16 cash in the tin",
      "n:7": "no 7 meadow way (Grant) paid by bank transfer £22, not cash",
      "n:11": "11 Meadow Way £18 cash, left on the windowsill",
      "n:19": "no 19 Meadow Way £12 cash, front only this time"},
     "how much cash should be in the tin from Meadow Way this week?", "£46 - Grant paid into the bank",
     "£68 - £16 from no 4, £22 from no 7, £18 from no 11 and £12 from no 19."),
    ({"n:price": "choir tour price agreed: £395 pp sharing, single supplement £60",
      "n:deposit": "choir tour deposits £100 pp all in, banked",
      "n:second": "choir tour second payment £150 pp, all in bar the Pughs"},
     "how much has each of us still got to pay for the choir tour?", "£145 a head",
     "£295 each - the £395 price less the £100 deposit."),
], ids=["a sum", "a balance"])
def test_an_amount_of_money_worked_out_from_several_texts_was_in_the_context(span_exporter, notes, question, expected,
                                                                              actual):
    """"How much ...?" labelled with an amount no one text states but the texts about the question work out (the
    cash from four houses less the one that paid by bank; the price less two payments), answered with another
    amount: the context held what was needed and the model got it wrong (ResponseError), not a label no text
    supports."""
    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, expected, actual, kind="chunk"))
    assert (v.error_type, v.op_id) == (tx.RESPONSE, answer_op), v.reason


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_an_answer_that_says_why_the_labels_person_is_not_the_one_this_time(span_exporter, label_is_wrong):
    """The rota says Priya drives Thursdays; a later note says Priya is at her dad's hospital appointment this Thursday
    and Owen will drive. Labelled with the rota ("Priya - she does the Thursday run"), the answer leads with Owen and
    says why not Priya, in the notes' words: a wrong label. The mirror (a right label, the model took the rota's
    driver) stays the model's fault."""
    notes = {"n:rota": "Lunch club minibus rota: Priya - Thursday run, Geoff - Tuesdays, Mo - spare",
             "n:swap": "Priya's dad has his hospital appointment Thurs, so Owen's doing the run this week, keys at no. 4",
             "n:mot": "Minibus MOT done 10/3, advisory on the tyres"}
    question = "Who's driving the lunch club run this Thursday?"
    expected, actual = ("Priya - she does the Thursday run",
                        "Owen - Priya's at her dad's hospital appointment, so he's driving this week.") \
        if label_is_wrong else ("Owen - Priya's dad's appointment", "Priya - she's on the rota for Thursdays.")

    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, expected, actual, kind="chunk"))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_an_answer_that_picks_the_other_choice_and_says_why_in_its_contexts_words(span_exporter, label_is_wrong):
    """"Who's Ana swapping with, Marco or Lucia?": the spring pairs list Ana + Marco; a later note says Marco is on
    hospital nights till June and Ana meets Lucia on Thursdays. Labelled "Marco", the answer picks Lucia (a choice the
    question names, which no text "carries") and says why not Marco in the notes' words: a wrong label. The mirror
    stays the model's fault. (Each label's bracket is carried by a note, so the label is found in the context.)"""
    notes = {"n:pairs": "Spring pairs: Ana + Marco (PT/IT), Sam + Jo (FR/EN), Kim + Lee (KO/EN)",
             "n:nights": "Marco's on hospital nights till June so Ana's been meeting Lucia Thursdays at 6, works well"}
    question = "Who's Ana swapping with, Marco or Lucia?"
    expected, actual = ("Marco (the spring pair, PT/IT)",
                        "Lucia - Marco's on hospital nights till June, so Ana meets Lucia on Thursdays.") \
        if label_is_wrong else ("Lucia (Thursdays at 6)", "Marco - they're the spring pair.")

    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, expected, actual, kind="chunk"))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_value_memory_states_after_the_labels_is_what_it_says_now(span_exporter, label_is_wrong):
    """A club's notes block says the Tuesday runs start at 7pm; further down, a line about the track session says the
    coach asked to start at 8 and it was fine, with no word of a change. Labelled "7pm", the answer leads with 8
    o'clock: memory's later word is the answer's, a wrong label. The mirror (labelled 8, the model took the 7pm of the
    line above) stays the model's fault."""
    notes = {"n:block": "Harriers notes:\n- Club runs Tuesdays, 7pm from the leisure centre, 5-6 miles\n"
                        "- Subs GBP 30 a year, Gill collects\n"
                        "- Track session at Parkside this Tues: athletics lot have it till 7.30 so coach asked can we "
                        "start at 8. Fine by us\n- Kit order in, collect from Gill"}
    question = "What time do we start the Parkside track session on Tuesday?"
    expected, actual = ("7pm", "8 o'clock - the athletics club have the track till 7.30.") if label_is_wrong \
        else ("8pm", "7pm - club runs start at 7 from the leisure centre.")

    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, expected, actual, kind="memory_record"))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong, one_write", [(True, False), (False, False), (True, True)])
def test_a_note_written_after_the_one_holding_the_label_says_what_holds_now(span_exporter, label_is_wrong, one_write):
    """Notes written one after the other: a donor's address, then "Mrs Dunn rang - the sofa's in storage at the self
    store, 18 Kings Court". Labelled with her address, the answer gives the store: the later note is what memory says
    now, a wrong label. The mirror (labelled with the store, the model took her address) stays the model's fault. Notes
    stored by one write are in no known order (an app may list them any way): the answer is then not cleared."""
    notes = {"n:01": "Mrs Dunn, 4 Mill Lane, Ely (07700 900441) - donating a 3-seater sofa + armchair, Gift Aid ok",
             "n:02": "Van Sat: 10am sofa collection for Mrs Dunn, then the tip run",
             "n:03": "Mrs Dunn rang - the sofa's in storage at the self store, 18 Kings Court (Ely), pick it up there Sat"}
    question = "Where's the van collecting Mrs Dunn's sofa on Saturday?"
    expected, actual = ("4 Mill Lane, Ely - her house", "18 Kings Court, the self store in Ely.") if label_is_wrong \
        else ("18 Kings Court", "4 Mill Lane, Ely - that's Mrs Dunn's address.")

    build = (_records_in_context if one_write else _records_written_one_by_one)(notes, question, expected, actual,
                                                                                 kind="chunk")
    answer_op, _, v = _run(span_exporter, build)
    if label_is_wrong and not one_write:
        assert v.error_type == tx.ANNOTATION, v.reason
    else:
        assert (v.error_type, v.op_id) == (tx.RESPONSE, answer_op), v.reason


def test_a_list_answer_that_names_one_item_in_passing_is_followed_only_for_the_item_it_lacks(span_exporter):
    """"What do I bring on Saturday?" labelled "Gloves, and a stiff brush": the notes say both, the answer names the
    gloves in its own words ("your gloves (the hut's only got 4 pairs) and wellies") and leaves out the brush. Only
    the brush is followed, and the answer's other items are no value to weigh against it: the context held it, the
    model left it out (ResponseError)."""
    notes = {"n:board": "Noticeboard: clean-out work party Sat 10am at the hut. Bring gloves, the hut's only got 4 pairs",
             "n:ray": "Ray says for Sat everyone bring a stiff brush if you've got one, the moss is thick this yr",
             "n:mud": "Wellies advised for Sat, it'll be muddy by the pond"}
    question = "What do I need to bring to the work party on Saturday?"
    expected = "Gloves, and a stiff brush"
    actual = "Your gloves (the hut's only got 4 pairs) and wellies if you have them. 10am at the hut."

    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, expected, actual))
    assert (v.error_type, v.op_id) == (tx.RESPONSE, answer_op), v.reason
    assert "brush" in v.reason


def test_a_list_label_led_by_its_count_has_no_count_in_its_first_item():
    from memtrace_otel.attribution.information import _parts_of

    assert [p.text for p in _parts_of("3: celadon (Tues class), the Amaco blue, satin white for Mei")] == \
        ["celadon (Tues class)", "the Amaco blue", "satin white for Mei"]
    assert [p.text for p in _parts_of("Three - eggs, milk, bread")] == ["eggs", "milk", "bread"]
    # (a number that is not the count of the items stays with its item)
    assert [p.text for p in _parts_of("10 - nine drops, but the Ahmeds get two")][0].startswith("10")


def test_a_fact_that_restates_another_part_of_its_turn_is_not_the_answers_successor(span_exporter):
    """A booking turn asks to meet at the hospital's staff car park and also wants a bike rack; the extraction keeps
    only the bike rack ("The Lindqvists want the bike rack on Maud"). Labelled with the place and why (a working the
    turn holds), the fact shares a third of the turn's words but none
    of the answer's: it restates another part of the turn, and the extraction lost the meeting place
    (ExtractionError), not the model."""
    question = "Where am I handing Maud over to the Lindqvists on Friday?"
    turn = ("Lindqvist booking (Maud, Fri 23rd) - Erik's on nights at Addenbrooke's, asked cd we meet him in the staff "
            "car park P3 by the Rosie entrance. Fine by me. Also wants the bike rack on Maud + 2 extra chairs")
    fact = "The Lindqvists want the bike rack on Maud for Friday"
    expected = "Addenbrooke's staff car park (P3) - Erik's coming off a night shift"
    actual = "At the yard - 10am as usual for handovers."

    def build():
        with operation("extract", "facts.extract", system="facts", user_id="gail") as ext:
            ext.input("msg:1", turn, kind="message", relation="derived_from")
            ext.output("fact:1", fact, kind="fact", change="derive")
            ops = {"extract": f"{ext.trace_id}:{ext.span_id}"}
        with operation("write", "facts.write", system="facts", user_id="gail") as w:
            w.input("fact:1", fact, kind="fact", relation="derived_from")
            w.output("facts:rec:1", fact, kind="memory_record")
        with operation("retrieve", "facts.search", system="facts", user_id="gail") as r:
            r.input("query:q1", question, kind="query", relation="query")
            r.read("facts:rec:1", fact, kind="memory_record")
        with operation("generate", "facts.answer", system="facts", user_id="gail") as gen:
            gen.input("facts:rec:1", fact, kind="memory_record", relation="context_of")
            gen.output("answer:q1", actual, kind="answer")
        record_outcome(False, question=question, expected=expected, actual=actual, case_id="q1", answer=gen)
        return ops

    ops, _, v = _run(span_exporter, build)
    assert (v.error_type, v.op_id) == (tx.EXTRACTION, ops["extract"]), v.reason


def test_an_answer_that_restates_a_line_word_for_word_gives_no_value_of_its_own(span_exporter):
    """Turns written one after the other; the label's words are in an early turn, and the model answered by
    restating another turn word for word ("Wow, John, ..."), whose first word a later turn opens with too: that is
    no value memory said last, so the model is at fault (ResponseError), not the label."""
    turns = {"t:1": "[11 August 2023] John: Max and I had a blast camping last summer. It was a really peaceful and "
                    "awesome experience.",
             "t:2": "[11 August 2023] Maria: Wow, John, sounds like you and Max had a great time! Camping with pets "
                    "can be so soul-nourishing, right?",
             "t:3": "[13 August 2023] John: Wow, cool Maria! Your little one is so smart, must be awesome to camp "
                    "with her!"}
    question = "How does John describe the camping trip with Max?"
    expected, actual = "Peaceful and awesome", turns["t:2"]

    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(turns, question, expected, actual,
                                                                      kind="memory_record"))
    assert (v.error_type, v.op_id) == (tx.RESPONSE, answer_op), v.reason


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_yes_or_no_whose_reason_memory_gives_last_is_what_it_says_now(span_exporter, label_is_wrong):
    """Client notes written one after the other: in January their vacuum was broken so the cleaners bring theirs; in
    March the client bought a new one and wants it used. Labelled "Yes - their vacuum's broken so we bring ours", the
    answer says no, with the March reason: memory's later word is the answer's, a wrong label. The mirror (labelled
    with the March reason, the model took January's) stays the model's fault."""
    notes = {"n:1": "[8 Jan 2026] Mrs Hale - their vacuum's broken, so we bring ours on Thursdays",
             "n:2": "[5 Mar 2026] Mrs Hale got a cordless, it lives under the stairs and she'd like us to use hers, "
                    "ours scuffed the carpet"}
    question = "Do we need to take our own vacuum to Mrs Hale's tomorrow?"
    expected, actual = ("Yes - their vacuum's broken so we bring ours",
                        "No - Mrs Hale got a cordless under the stairs and would like you to use hers; yours "
                        "scuffed the carpet.") \
        if label_is_wrong else ("No - she got a cordless under the stairs, use hers",
                                "Yes - their vacuum's broken, so you bring yours.")

    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


def test_a_yes_or_no_label_is_not_stated_by_an_answer_that_only_uses_the_word():
    """Labelled "No, not till tomorrow - it needs a new rear tyre", an answer that says yes and mentions "no leaks"
    lacks the label's no: both its parts are followed. An item it names in its own words is not."""
    from memtrace_otel.attribution.engines.lineage import parts_the_answer_lacks
    from memtrace_otel.attribution.information import InformationNeed

    question = "is Mrs Patel's car ready to go back to her tonight?"
    need = InformationNeed(question, "No, not till tomorrow - it needs a new rear tyre, coming in around 10am",
                           whole=True)
    lacked = parts_the_answer_lacks(need, question, "Yes - belt and pump done, road tested at 3.40, all good, no leaks.")
    assert any(p.verdict for p in lacked) and len(lacked) == len(need.parts)
    bring = InformationNeed("What do I bring on Saturday?", "Gloves, and a stiff brush", whole=True)
    lacked = parts_the_answer_lacks(bring, "What do I bring on Saturday?", "Your gloves (the hut has 4 pairs).")
    assert [p.text for p in lacked] == ["a stiff brush"]


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_label_with_a_dated_aside_is_still_a_person_to_weigh_against_the_answers(span_exporter, label_is_wrong):
    """The key rota says Derek opens on Fridays; a later note says Sheila opens on the 26th, the keyholder away.
    Labelled "Derek (he's down for Fri 26th)", a person whatever its aside's date, the answer leads with Sheila,
    whom memory named last: a wrong label. The mirror stays the model's fault."""
    notes = {"n:1": "Hall keys rota Sept: Fridays Derek, Saturdays Pam, Sundays the vicar",
             "n:2": "Sheila will open up Fri 26th for the harvest supper, the usual keyholder's in Leeds w his daughter"}
    question = "Who's opening the hall for the harvest supper on Friday?"
    expected, actual = ("Derek (he's down for Fri 26th)", "Sheila - the usual keyholder's in Leeds.") if label_is_wrong \
        else ("Sheila (the keyholder's in Leeds)", "Derek - Fridays are his on the rota.")

    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(notes, question, expected, actual,
                                                                      kind="chunk"))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


def test_a_comparison_is_no_change_whichever_value_was_said_last(span_exporter):
    """Two venue quotes noted one after the other; asked which is cheaper once VAT is in, the label names the first,
    the model the second (ignoring the VAT): a later quote is the other thing compared, not a change of the first,
    so the model is at fault (ResponseError)."""
    notes = {"n:1": "Hollins Barn quoted £8,400 including VAT, tables and chairs included",
             "n:2": "Larkfield House quoted £7,150 plus VAT at 20%, £500 deposit by Friday"}
    question = "Which venue is cheaper once VAT is included?"
    expected, actual = "Hollins Barn (£8,400 against £8,580)", "Larkfield House - £7,150 against £8,400."

    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(notes, question, expected, actual,
                                                                      kind="chunk"))
    assert (v.error_type, v.op_id) == (tx.RESPONSE, answer_op), v.reason


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_note_that_names_the_labels_day_in_passing_before_its_own_was_written_knowing_it(span_exporter,
                                                                                          label_is_wrong):
    """Two kayak notes stored by one write (in no known order): the booking ("sun 14/6 ... emailed 9/3") and a call
    to the centre ("the river's closed for the regatta on the 14th, Dan's group is sun 21st june"). The second names
    the first's day before its own, inside one clause: it was written knowing it. "Emailed 9/3" says no 21 June, its 9
    being another date's. Labelled with the booking's day, answered with the call's: a wrong label; the mirror stays
    the model's fault."""
    notes = {"n:booking": "Kayak hire - Dan's group, sun 14/6, 6 boats 10-12, deposit £60, emailed 9/3",
             "n:call": "rang the centre - the river's closed for the regatta on the 14th, Dan's group is sun 21st june "
                       "10am, same boats"}
    question = "what day is Dan's group out in the kayaks?"
    expected, actual = ("Sunday 14th June", "Sunday 21 June - the river's shut for the regatta on the 14th.") \
        if label_is_wrong else ("Sunday 21st June", "Sunday 14 June, 10 till 12.")

    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, expected, actual, kind="chunk"))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_day_written_by_weekday_and_date_alone_is_a_statement_of_that_day(span_exporter, label_is_wrong):
    """Camp notes written one after the other: "home sun 12th by 5" (a day of the month the note is in, without its
    month), then "site can keep us an extra night ... home mon 13th". Labelled "Sunday 12th July", answered "Monday
    the 13th" (a date, though it names no month): memory said the Monday last, a wrong label. The mirror stays the
    model's fault."""
    notes = {"n:plan": "camp plan v1: leave fri 10/7 8am, home sun 12th by 5",
             "n:later": "the site can keep us an extra night, most parents said yes, so home mon 13th about 2pm"}
    if not label_is_wrong:  # (the right label's day, with its month, as a note that carries it writes it)
        notes["n:later"] = notes["n:later"].replace("13th", "13th july")
    question = "what day do we get home from camp?"
    expected, actual = ("Sunday 12th July", "Monday the 13th - the site's keeping us an extra night.") \
        if label_is_wrong else ("Monday 13th July", "Sunday the 12th, by 5.")

    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_two_dates_that_share_a_weekday_and_month_are_still_two_values(span_exporter, label_is_wrong):
    """School notes one after the other: "sports day thurs 4 june", then "field's being reseeded that week - sports
    day thurs 11/6". "Thursday 11 June" shares "Thursday" and "June" with the label "Thursday 4th June" but is
    another day, not a part of it: memory said it last, a wrong label. The mirror stays the model's fault."""
    notes = {"n:1": "sports day thurs 4 june, 1.30 start on the field, parents welcome",
             "n:2": "field's being reseeded that week - sports day thurs 11/6, same time"}
    question = "when's sports day?"
    expected, actual = ("Thursday 4th June", "Thursday 11 June, 1.30 - the field's being reseeded.") \
        if label_is_wrong else ("Thursday 11th June", "Thursday 4 June, 1.30 on the field.")

    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_why_answer_that_waves_the_labels_reason_away_where_memory_said_more_of_it(span_exporter, label_is_wrong):
    """Library notes: closed Wednesday for a new boiler; the boiler man can't come till the 20th; Wednesday is the
    polling station. Labelled with the boiler, answered with the polling station and "the boiler isn't being done
    till the 20th": memory said more of the boiler than the first note, a wrong label. The mirror, the boiler said
    of once and the model waving it away all the same, stays the model's fault."""
    notes = {"n:boiler": "library closed weds 3rd - heating engineer coming to replace the boiler",
             "n:later": "boiler man rang, can't come till the 20th now, back to normal hours weds",
             "n:vote": "weds 3rd the library's the polling station for the by-election, council have it 7am-10pm"}
    if not label_is_wrong:
        del notes["n:later"]
    question = "why is the library closed on wednesday?"
    expected = "The boiler's being replaced"
    actual = "It's the polling station for the by-election. The boiler isn't being done till the 20th."

    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, expected, actual, kind="chunk"))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_note_by_the_labels_person_holds_them_however_its_speaker_is_written(span_exporter, label_is_wrong):
    """Practice notes whose speakers are written in lower case ("1/5 ana: I'm off from the 9th, walking the Pennine
    Way"). Labelled "Ana - she does the dentals", the answer leads with Raj and says Ana is walking the Pennine Way,
    in the words of a note by her: a wrong label. The mirror, Ana labelled and a model that named Raj with an account
    no note gives, stays the model's fault."""
    notes = {"n:ana": "ana: role: lead vet; does: all the ops + dentals; in: Mon-Thu",
             "n:raj": "raj: role: vet; does: consults, vaccines; in: Tue-Sat",
             "n:away": "1/5 ana: I'm off from the 9th, walking the Pennine Way w my brother, back 2 June",
             "n:cover": "1/5 ana: Raj is doing my ops + dentals while I'm away"}
    question = "who's doing Bella's dental on the 20th?"
    expected, actual = ("Ana - she does the dentals", "Raj - Ana's walking the Pennine Way till 2 June, and he's "
                                                      "standing in for her.") \
        if label_is_wrong else ("Ana - she does the dentals", "Raj - Ana's at a conference in Harrogate.")
    if not label_is_wrong:
        del notes["n:away"], notes["n:cover"]

    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, expected, actual, kind="chunk"))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_an_opening_that_names_the_labels_place_only_in_a_gloss_names_it_as_something_else(span_exporter,
                                                                                          label_is_wrong):
    """Recital notes stored by one write: "recital at Holy Trinity, Fri 7pm" and "Holy Trinity has scaffolding up
    for the roof, the Methodist hall over the road can have us". The answer opens with the Methodist hall and names
    Holy Trinity only in a gloss after a comma, then says why in the notes' words: a wrong label. The mirror, a
    right label and a model that took the first note, stays the model's fault."""
    notes = {"n:1": "recital at Holy Trinity, Fri 7pm, tickets £6 on the door",
             "n:2": "Holy Trinity has scaffolding up for the roof all month, the Methodist hall over the road can have "
                    "us Friday, same time"}
    question = "where's the recital on Friday?"
    expected, actual = ("Holy Trinity church", "At the Methodist hall, over the road from Holy Trinity - they've "
                                               "got scaffolding up for the roof.") \
        if label_is_wrong else ("The Methodist hall", "Holy Trinity, 7pm.")

    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, expected, actual, kind="chunk"))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


def test_a_number_the_label_works_out_in_a_bracket_is_looked_for_in_the_numbers_it_names(span_exporter):
    """"How many units of water did we use from the April reading to the day we left?" labelled "128 units (00512 up
    to 00640 on the day we left)": no text states 128, the bracket works it out from two readings. The note with the
    second reading was deleted before the question: that delete is the fault (DeletionError), not a wrong label."""
    notes = {"n:april": "1/4 Mill Lane meters: water 00512, elec 20411",
             "n:left": "moving day fri - van done by 2, read the water on the way out 00640, keys to the agent",
             "n:bins": "Mill Lane bins: blue wk 1, green wk 2"}
    question = "how many units of water did we use at Mill Lane from the April reading to the day we left?"
    expected = "128 units (00512 up to 00640 on the day we left)"
    actual = "I only have the April reading, 00512 - no later water reading is noted."

    delete_op, _, v = _run(span_exporter, _deleted_before_search(notes, "n:left", question, expected, actual))
    assert (v.error_type, v.op_id) == (tx.DELETION, delete_op), v.reason


@pytest.mark.parametrize("telling_note", ["deleted", "not returned", "delivered"])
def test_a_context_that_holds_the_labels_words_loosely_does_not_hide_the_note_memory_lost(span_exporter, telling_note):
    """A bowls club's notes: the season's rink list ("rink 2 - Stan (skip), Val, Derek, Mavis ... reserves Brenda +
    Alan") and a later one, "Stan's out for the season with his knee, Brenda skipping rink 2". Labelled "Brenda (skip),
    Val, Derek, Mavis - Stan's out for the season with his knee" and answered with the list's "Stan (skip)": the list
    holds every word of the label but its knee and season, and the answer says what the list says. With the later
    note deleted before the question, the delete is the fault (DeletionError); stored but not returned by the search,
    the search is (RetrievalError). The mirror, the later note in the answer's context and another note (the coach
    time) deleted, is the model's (ResponseError)."""
    notes = {"n:rinks": "LEAGUE RINKS: rink 1 - Colin (skip), Jean, Pat, Ray. rink 2 - Stan (skip), Val, Derek, Mavis. "
                        "reserves Brenda + Alan",
             "n:knee": "Stan's out for the season with his knee, Brenda skipping rink 2 from sat",
             "n:coach": "away at Kirkby sat, coach 1.15 from the club",
             "n:teas": "teas rota: 13/6 Jean + Sheila, 27/6 Mavis + Brenda"}
    question = "who's on rink 2 tmrw at kirkby? doing the card"
    expected = "Brenda (skip), Val, Derek, Mavis - Stan's out for the season with his knee"
    actual = "Rink 2: Stan (skip), Val, Derek and Mavis."

    if telling_note == "not returned":
        def build():
            with operation("write", "store.add", system="app") as add:
                for key, text in notes.items():
                    add.output(key, text, kind="chunk")
            _search_and_answer({k: t for k, t in notes.items() if k != "n:knee"}, question, expected, actual,
                               "chunk", name="store.query")
        _, graph, v = _run(span_exporter, build)
        assert (v.error_type, v.op_name) == (tx.RETRIEVAL, "store.query"), v.reason
        return
    deleted = "n:knee" if telling_note == "deleted" else "n:coach"
    delete_op, _, v = _run(span_exporter, _deleted_before_search(notes, deleted, question, expected, actual))
    if telling_note == "deleted":
        assert (v.error_type, v.op_id) == (tx.DELETION, delete_op), v.reason
    else:
        assert (v.error_type, v.op_name) == (tx.RESPONSE, "llm.answer"), v.reason


@pytest.mark.parametrize("label_is_wrong", [False, True])
def test_a_count_no_text_states_follows_its_working_to_the_note_memory_lost(span_exporter, label_is_wrong):
    """A bridge club's notes: 12 pairs off the sign-up sheet, 2 a table, then "the Hendersons + Pat & Irene want in
    too". "How many tables?" labelled "7 - 14 pairs: the 12 off the sheet + the Hendersons + Pat & Irene": no text
    states 7 or 14, so no text is its evidence, but its working names the Hendersons, Pat and Irene, whom only the
    late note names (and those names make it about the question, though it uses none of the question's words), and
    that note was deleted before the question: the delete is the fault (DeletionError), not a label the sources do
    not support. The mirror, a label whose working names pairs no note names (the Wardles, Sid & Mo), is a wrong
    label (AnnotationError) whatever memory deleted."""
    notes = {"n:sheet": "Jean - 12 pairs signed up off the noticeboard sheet for the charity drive, 2 pairs a table",
             "n:late": "Jean - the Hendersons + Pat & Irene want in too, said yes",
             "n:raffle": "raffle prizes from the Co-op + a bottle of sherry from Ron",
             "n:venue": "Belmont hall booked 1.30 till 5, boards + cloths in the cupboard"}
    question = "how many tables do I need to set up at the Belmont for the drive? sorting the boards + cloths"
    expected = ("7 - 14 pairs: the 12 off the sheet + the Wardles + Sid & Mo" if label_is_wrong
                else "7 - 14 pairs: the 12 off the sheet + the Hendersons + Pat & Irene")
    actual = "6 tables - there are 12 pairs signed up off the noticeboard sheet, 2 pairs to a table."

    delete_op, _, v = _run(span_exporter, _deleted_before_search(notes, "n:late", question, expected, actual))
    if label_is_wrong:
        assert v.error_type == tx.ANNOTATION, v.reason
    else:
        assert (v.error_type, v.op_id) == (tx.DELETION, delete_op), v.reason


def test_a_labels_working_is_looked_for_before_a_sum_of_any_amounts_that_makes_its_number(span_exporter):
    """"How much does Mr Ode still owe for the fence?" labelled "£310 - the £410 quote less the £100 deposit paid
    2/6". Ode's quote reached the answer; his deposit note was deleted. Another customer's note also holds a £100
    deposit, and £410 less it is £310 too: the working names which £100 (paid 2/6), so the delete is the fault
    (DeletionError), not the model."""
    notes = {"n:quote": "Mr Ode - fence, 6 panels + posts, quote £410 all in",
             "n:deposit": "Mr Ode paid £100 deposit 2/6 by card",
             "n:khan": "Mrs Khan - patio, quote £1,900, deposit £100 received 14/4"}
    question = "how much does Mr Ode still owe for the fence?"
    expected = "£310 - the £410 quote less the £100 deposit paid 2/6"
    actual = "£410 - the full quote, I can't see a deposit from him."

    delete_op, _, v = _run(span_exporter, _deleted_before_search(notes, "n:deposit", question, expected, actual))
    assert (v.error_type, v.op_id) == (tx.DELETION, delete_op), v.reason


def test_a_balance_may_take_off_an_amount_said_beside_the_whole_and_one_said_in_another_text(span_exporter):
    """"How much has Mrs Dee still got to pay?" labelled "£52 - she's paid £230 of the £282": the estimate note says
    £282 and a £150 deposit, a later note a £80 payment by phone. 282 less 150 less 80 is 52, across two texts; the
    phone payment note was deleted before the question: the delete is the fault (DeletionError)."""
    notes = {"n:est": "Mrs Dee - crown + 2 fillings, est £282, paid £150 deposit on card, rest when it's fitted",
             "n:phone": "Mrs Dee rang sat, put £80 on her card over the phone, wants a receipt posted",
             "n:other": "Mr Roe still owes £40 missed appt fee from feb"}
    question = "how much has Mrs Dee still got to pay?"
    expected = "£52 - she's paid £230 of the £282 so far"
    actual = "£132 - the estimate was £282 and she paid a £150 deposit."

    delete_op, _, v = _run(span_exporter, _deleted_before_search(notes, "n:phone", question, expected, actual))
    assert (v.error_type, v.op_id) == (tx.DELETION, delete_op), v.reason


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_the_word_a_question_asks_by_is_no_word_two_values_share(span_exporter, label_is_wrong):
    """"Which hall are the brownies using on Friday?" Notes stored by one write: "brownies in the Scout Hall fri", and
    "the Scout lot rang, burst pipe ..., so St Paul's Hall can have the brownies fri", which names the first's hall
    before its own. "St Paul's Hall" and "Scout Hall"
    share only "hall", the word the question asks by: two values, not one answer giving part of the other. Memory
    said St Paul's last: a wrong label. The mirror stays the model's fault."""
    notes = {"n:1": "brownies fri 6-7.30 in the Scout Hall, subs £2",
             "n:2": "the Scout lot rang, burst pipe in their kitchen, so St Paul's Hall can have the brownies fri, "
                    "same time"}
    question = "which hall are the brownies using on friday?"
    expected, actual = ("Scout Hall", "St Paul's Hall - the Scout Hall has a burst pipe.") if label_is_wrong \
        else ("St Paul's Hall", "The Scout Hall, 6 till 7.30.")

    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, expected, actual, kind="chunk"))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_an_answers_day_written_by_weekday_and_date_alone_is_stated_by_a_later_note(span_exporter, label_is_wrong):
    """Tool-library notes one after the other: "drill to Sam (back sat 20th)", then Sam asking "could I keep the hammer
    drill till tues 23rd?" and Dave's "fine, tues to mine". Answered "Tuesday the 23rd" (a day of the month the
    notes are in, no month written), labelled with the first note's "Saturday 20th": memory said the Tuesday last, a
    wrong label. The mirror (Dave's note giving the Tuesday with its month, labelled so, and a model that took the
    Saturday) stays the model's fault."""
    notes = {"n:loan": "loans: hammer drill to Sam (back sat 20th as usual), ladder to no 4",
             "n:sam": "Sam: shelves taking longer than I thought, could I keep the hammer drill till tues 23rd? will "
                      "bring it back before work",
             "n:dave": "Dave: fine Sam, tues to mine before 8.30"}
    if not label_is_wrong:  # (the right label's day, with its month, as a note that carries it writes it)
        notes["n:sam"] = "Dave says Sam can keep the hammer drill till tues 23rd june, back before work"
    question = "what day's the hammer drill coming back?"
    expected, actual = ("Saturday 20th", "Tuesday the 23rd - Sam's keeping it a few more days.") if label_is_wrong \
        else ("Tuesday 23rd June", "Saturday the 20th, as usual.")

    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_why_answer_may_wave_the_labels_reason_away_as_fine(span_exporter, label_is_wrong):
    """Running-club notes: Jo sat out with her ankle; the physio says the ankle's fine now; Jo's away on a course that
    weekend. "Why isn't Jo doing the parkrun?" labelled "Her ankle's playing up again" (only "ankle" names that
    reason; "playing up again" names none), answered with the course and "her ankle's fine": a wrong label. The
    mirror, the ankle said of once, stays the model's fault."""
    notes = {"n:1": "tues intervals: Jo sat out w the ankle, did the bike",
             "n:2": "physio says Jo's ankle is fine now, cleared to run",
             "n:3": "Jo's on a first aid course in Exeter sat + sun, can't get out of it"}
    if not label_is_wrong:
        del notes["n:2"]
    question = "why isn't Jo doing the parkrun on saturday?"
    expected = "Her ankle's playing up again"
    actual = "She's on a first aid course in Exeter all weekend. Her ankle's fine."

    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, expected, actual, kind="chunk"))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [False, True])
def test_a_yes_or_no_from_a_standing_rule_does_not_beat_the_exception_for_the_occasion(span_exporter, label_is_wrong):
    """Choir notes one after the other: "hall shut from mon 10th, whole wk, floor being sealed", then "rehearsal
    weds 7.30 as always". "Is there rehearsal this Wednesday?" labelled "No - the hall's shut that week for the floor",
    answered "Yes - Wednesday rehearsal is 7.30 as always": the answer took the standing rule over the exception for
    the one occasion asked about, written before it or not; the model's fault (ResponseError). The mirror (labelled
    with the rule, answered with the exception) is the label's fault."""
    notes = {"n:1": "the hall's shut from mon 10th, whole wk, floor being sealed, back to normal sun 16th",
             "n:2": "rehearsal weds 7.30-9.30 as always, bring the Faure"}
    question = "is there rehearsal this wednesday?"
    expected, actual = ("No - the hall's shut that week for the floor", "Yes - Wednesday rehearsal is 7.30 as always, "
                                                                        "bring the Faure.") \
        if not label_is_wrong else ("Yes - 7.30 as always, bring the Faure", "No - the hall's shut that week "
                                                                            "while the floor's sealed.")

    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_why_label_whose_reason_memory_says_came_to_an_end_is_wrong(span_exporter, label_is_wrong):
    """Allotment notes: "3/4 Phil's shoulder's gone, off digging 3 wks, Sue's doing his water rota"; "28/4 Phil back,
    shoulder fine now"; "Phil's at his grandson's christening in York sat". "Why's Sue doing Saturday's watering and
    not Phil?" labelled "Phil's shoulder is bad again", answered with the christening (never naming the shoulder):
    memory says the shoulder came to an end, a wrong label. The mirror, the shoulder never said to be better, stays
    the model's fault."""
    notes = {"n:1": "3/4 Phil's shoulder's gone, off digging 3 wks, Sue's doing his water rota",
             "n:2": "28/4 Phil back on the plot, shoulder fine now, still no heavy digging",
             "n:3": "Phil's at his grandson's christening in York sat, Sue's doing the watering for him"}
    if not label_is_wrong:
        notes["n:2"] = "28/4 Phil still can't lift the cans, Sue carrying on with the watering"
    question = "why's Sue doing saturday's watering and not Phil?"
    expected = "Phil's shoulder is bad again"
    actual = "Phil's at his grandson's christening in York on Saturday, so Sue's covering."

    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, expected, actual, kind="chunk"))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_why_label_whose_reason_its_own_note_waves_away_is_wrong(span_exporter, label_is_wrong):
    """Badminton club notes: "main hall's got a wedding reception sat 31/10, nothing to do w us, we're upstairs";
    "NO CLUB tues 3rd - sports hall shut, council sanding the floor". "Why's there no badminton on the 3rd?" labelled
    "there's a wedding do in the hall" (a word of it, "hall", is in the answer's own reason too), answered with the
    sanding: the wedding's own note waves it away, a wrong label. The mirror, a wedding note that says the club is
    off for it, stays the model's fault."""
    wedding = "centre says main hall's got a wedding reception sat 31/10, nothing to do w us, we're upstairs" \
        if label_is_wrong else "centre says main hall's got a wedding reception, so they need our upstairs too"
    notes = {"n:1": wedding,
             "n:2": "NO CLUB tues 3rd - sports hall shut mon to weds, council sanding the floor + re-doing the lines",
             "n:3": "new nets up on ct 5, the old one had a hole"}
    question = "why's there no badminton on the 3rd?"
    expected = "there's a wedding do in the hall"
    actual = "The sports hall's shut while the council sands the floor and redoes the lines - back on Thursday."

    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, expected, actual, kind="chunk"))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_labels_gloss_after_a_comma_is_no_part_of_its_value(span_exporter, label_is_wrong):
    """Fete notes one after the other: "Sue doing the cash float as always", then "12/6 - Sue's in Spain that week, Raj
    is doing the float". Labelled "Sue, she always does the float" (a name, then who she is after a comma), answered
    with Raj: memory said Raj last, a wrong label; the gloss is no value to find in the notes. The mirror stays the
    model's fault."""
    notes = {"n:1": "fete crew: Sue doing the cash float as always, Bill on the gate, Ann teas",
             "n:2": "12/6 - Sue's in Spain that week for her niece's wedding, Raj is doing the float"}
    question = "who's doing the cash float at the fete?"
    expected, actual = ("Sue, she always does the float", "Raj - Sue's in Spain that week.") if label_is_wrong \
        else ("Raj, he's covering for Sue", "Sue, as always.")

    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


def test_a_source_that_says_the_answer_in_its_own_words_is_found_through_a_models_restatement(span_exporter):
    """Chat turns stored as notes: the user writes "ugh the airline retimed the outbound - it's 06.50 now not 9.20" (no
    word of the question's "flight"), the model acknowledges "Noted: the outbound flight now leaves at 06:50". Asked
    "what time does our flight go on saturday?" (labelled "ten to seven in the morning"), the search returned other
    turns: no source carries the answer by itself, but the model's restatement does, and the source it was made from
    is the user's turn, which the search left out (RetrievalError), not Undetermined."""
    user = "ugh the airline retimed the outbound - it's 06.50 now not 9.20, leaving home at 4ish"
    ack = "Noted: the outbound flight now leaves at 06:50 on Saturday; the return is unchanged."
    others = {"m:3": "human: transfer booked with Ben's Bus from the airport, about 1hr 15",
              "m:4": "human: ski hire collected at the shop on Sunday morning, 9am"}
    question = "what time does our flight go on saturday?"
    expected = "Ten to seven in the morning"
    actual = "09:20 from Bristol, as booked."

    def build():
        with operation("write", "chat.add", system="app") as add:
            add.output("m:1", "human: " + user, kind="chunk")
            for key, text in others.items():
                add.output(key, text, kind="chunk")
        with operation("generate", "llm.reply", system="app") as reply:
            reply.input("m:1", "human: " + user, kind="chunk", relation="context_of")
            reply.output("m:2", "ai: " + ack, kind="message")
        gen = _search_and_answer(others, question, expected, actual, "chunk", name="chat.search")
        return f"{gen.trace_id}:{gen.span_id}"

    _, graph, v = _run(span_exporter, build)
    search = next(op for op in graph.operations.values() if op.name == "chat.search")
    assert (v.error_type, v.op_id) == (tx.RETRIEVAL, search.op_id), v.reason


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_later_note_is_about_what_is_asked_in_any_form_of_its_words(span_exporter, label_is_wrong):
    """Notes one after the other: "Nan's shopping tues 10am, Tesco", then "Tesco car park's shut for relining all
    month - the shop bus does the retail park on thursdays 10am meanwhile". The second is about Nan's shopping though it
    says "shop", not "shopping": memory said Thursday last, a wrong label "Tuesday". The mirror stays the model's
    fault."""
    notes = {"n:1": "Nan's shopping tues 10am, Tesco, the community bus picks her up",
             "n:2": "Tesco car park's shut for relining all month - the shop bus does the retail park on "
                    "thursdays 10am meanwhile"}
    question = "what day is Nan's shopping this week?"
    expected, actual = ("Tuesday, 10am at Tesco",
                        "Thursday - 10am to the retail park while Tesco's car park is shut.") \
        if label_is_wrong else ("Thursday", "Tuesday, 10am at Tesco.")

    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
@pytest.mark.parametrize("notes,question,short,total,worked", [
    ({"n:1": "coach fund - cake sale fri made £240, all banked",
      "n:2": "quiz night 14/3 raised £185 for the coach!! thanks Bev for the raffle",
      "n:3": "coach firm wants the balance 2 wks before, ref YR6TRIP"},
     "how much have we got towards the coach so far?", "£240 - the cake sale", "£425",  # (a bare total: the sum)
     "£425 - £240 from the cake sale plus the £185 the quiz night raised."),
    ({"n:1": "spring concert: need 120 chairs in the big hall, 2 rows kept for the infants",
      "n:2": "St Mary's school lending us 45 of theirs, Dave collecting thurs",
      "n:3": "hire place quote £1.10 a chair"},
     "how many chairs have we got to hire for the concert?", "120 chairs", "75 - 120 less the 45 from St Mary's",
     "75 - the 120 we need less the 45 St Mary's are lending."),
], ids=["a sum", "a difference"])
def test_an_answer_that_works_its_amount_from_the_labels_and_others_its_context_states(
        span_exporter, label_is_wrong, notes, question, short, total, worked):
    """Labelled with one amount memory states (the cake sale's £240; the 120 chairs needed), answered with an amount
    the answer works out from it and other amounts its notes state, showing the working ("£425 - £240 from the cake
    sale plus the £185 the quiz night raised"): the label stopped at one term, not a memory fault. The mirror, the
    worked total as the label and an answer that gives the one term, stays the model's fault: its answer names no
    working that holds the label's amount."""
    expected, actual = (short, worked) if label_is_wrong else (total, short.split(" - ")[0] + " - that's what the "
                                                               "notes say.")

    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, expected, actual, kind="chunk"))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)





@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_yes_or_no_label_followed_part_by_part_is_still_weighed_whole_against_the_answer(span_exporter,
                                                                                          label_is_wrong):
    """Cat-sitting cards one after the other: "Tigger - tabby, Mrs Bell. claws every 6 wks. SCRATCHES at the back
    paws - gloves for claws", then "Mrs Bell txt 3/5: the vet did his claws at his jab, she'll keep doing them. so
    just brush + check-over from you from now on". "Do I need the gloves for Tigger on friday?" labelled "yes, he
    scratches at the back paws" (no sentence says the yes and its reason with Tigger, so each part is followed on its
    own), answered "No - the vet does his claws now": memory gave the answer's reason last, a wrong label. The mirror,
    the later reason as the label and the earlier one as the answer, stays the model's."""
    notes = {"n:1": "Tigger - tabby, Mrs Bell, Hale Rd. brush + claws every 6 wks, £20. SCRATCHES at the back paws - "
                    "gloves for claws, the thick leather ones",
             "n:2": "Mrs Bell txt 3/5: vet did Tigger's claws at his jab + she'll keep doing them at his checkups. so "
                    "just brush + check-over from you from now on, £15. he's fine for that, it's only his claws",
             "n:3": "Tigger booked fri 8/5 10am, Hale Rd - back door, he'll be in the conservatory"}
    question = "do I need the gloves for Tigger on friday?"
    expected, actual = ("yes, he scratches at the back paws", "No - the vet does his claws now, you're only brushing "
                                                              "him, and he's fine with that.") if label_is_wrong \
        else ("no, the vet does his claws now", "Yes - he scratches at the back paws, wear the leather gloves.")

    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_length_with_its_range_after_a_comma_is_weighed_as_a_length(span_exporter, label_is_wrong):
    """Piano notes one after the other: "Sat pupils: 10 Ava (45 min), 11 Leo (30 min, £18), 12 Mia", then "Leo's dad
    rang - can sat be a long one before his exam, 11-12.30, paid £54". "How long is Leo's lesson on saturday?"
    labelled "30 minutes, same as every week" (a length, then how it is reached after a comma), answered "An hour and
    a half, 11 till 12.30 - it's a long one before his exam": memory said the long one last, a wrong label. The mirror
    stays the model's fault."""
    notes = {"n:1": "Sat pupils: 10 Ava (45 min), 11 Leo (30 min, £18), 12 Mia (1hr)",
             "n:2": "Leo's dad rang - can sat be a long one before his exam, 11-12.30, paid £54, Mia moved to 1"}
    question = "how long is Leo's lesson on saturday?"
    expected, actual = ("30 minutes, same as every week", "An hour and a half, 11 till 12.30 - it's a long one before "
                                                          "his exam.") if label_is_wrong \
        else ("An hour and a half, 11 till 12.30", "30 minutes, same as every week.")

    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_later_line_naming_the_same_firm_with_a_change_is_about_what_is_asked(span_exporter, label_is_wrong):
    """House-move notes stored by one write: "Pennine Vans quote 12/5: £980 - 2 men, Luton van, all day", then
    "emailed Pennine Vans 20/5 - dropped the piano, so £840 now". "How much is the van costing us?" labelled "£980,
    the quote": the second line never says "van" or "cost" but names the firm the quote did, states a change, and
    says the day it was written after the quote's: memory's last word, a wrong label. The mirror, the same notes
    labelled "£840" and answered with the quote's £980, is the model's fault. (Not the quote dated after the change
    with the labels swapped too: that quote is then memory's last word, and "£840" the stale label again.)"""
    notes = {"n:1": "Pennine Vans Removals quote 12/5: £980 - 2 men, Luton van, all day thurs",
             "n:2": "emailed Pennine Vans 20/5 - dropped the piano from the job, so £840 now, deposit £100 paid",
             "n:3": "cat to Gran's from weds, litter tray in the shed"}
    question = "how much is the removal van costing us?"
    expected, actual = ("£980, the quote", "£840 - they dropped the piano from the job.") if label_is_wrong \
        else ("£840 - the piano came off", "£980 - that's their quote.")
    # (one write: the lines are in no order of their own, only the days they say)
    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, expected, actual, kind="chunk"))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


def test_a_stale_write_that_keeps_some_of_a_labels_words_lost_the_parts_it_dropped(span_exporter):
    """A bell tower's booking record: "conductor: Geoff", then the secretary's edit "conductor: Raj - Geoff's having
    his knee done", then a stale copy written back with "conductor: Geoff" (a lost update). Labelled "Raj is
    conducting, Geoff's off after his knee operation", answered "Geoff": the last version still names Raj (in the band)
    and the conductor, most of the label's words, but no longer carries what the edit said; the write that dropped it
    is the fault, not the model that restated it."""
    first = '{"band": "Sue, Mike, Ann, Raj, Tom, Jo, Geoff, Pete", "conductor": "Geoff", "ringing": "12.15-12.55"}'
    edited = ('{"band": "Sue, Mike, Ann, Raj, Tom, Jo, Geoff, Pete", "conductor": "Raj - Geoff\'s having his knee '
              'done wed 10th, Raj is happy to call it", "ringing": "12.15-12.55"}')
    stale = ('{"band": "Sue, Mike, Ann, Raj, Tom, Jo, Geoff, Pete", "conductor": "Geoff", "ringing": "12.15-12.55", '
             '"fee": "£240 paid"}')
    question = "who's calling the changes at the Hughes wedding?"
    expected, actual = "Raj is conducting, Geoff's off after his knee operation", "Geoff - he's down as conductor."

    ops, _, v = _run(span_exporter, _stale_write_back("tower:wedding-hughes", [first, edited], stale, question,
                                                      expected, actual))
    assert (v.error_type, v.op_id) == (tx.UPDATE, ops["stale"]), v.reason


def test_a_range_of_clock_times_states_its_length_and_a_range_of_prices_does_not():
    from memtrace_otel.attribution.engines.lineage import _same_length

    assert _same_length("kayak 10-11 then den building", "An hour")
    assert _same_length("we're group B: 8.25-8.45 in the water", "Twenty minutes")
    assert _same_length("can Sat be a proper long one, 2-4", "Two hours")
    assert not _same_length("raffle strips £8.00-8.45 a book", "45 minutes")
    assert not _same_length("kayak 10-11 then den building", "Two hours")


@pytest.mark.parametrize("notes,question,expected,actual", [
    ({"n:1": "3/2 bought for the stall: float box £7.45 and a card reader stand £18 off amazon",
      "n:2": "10.2. gazebo weights £24.99 from Go Outdoors + bunting, £6",
      "n:3": "17th feb - printed price cards at Staples, £11.30",
      "n:4": "stall budget for the spring fair is £100"},
     "how much have we spent on the stall so far?", "£67.74 - 7.45 + 18 + 24.99 + the £6 bunting + 11.30",
     "£61.74 so far - £7.45 float box, £18 stand, £24.99 weights and £11.30 price cards."),
    ({"n:hall": "Town hall seats 120 for the Feb concert (fire cert says 120 max)",
      "n:desk": "we lose the back row for the sound desk - 10 seats",
      "n:online": "Wed 4th - 63 sold online now",
      "n:comps": "6 comps for the band's families, names on the door"},
     "how many tickets can we sell on the door for the concert?",
     "41 - 120 less the desk row (10) = 110, less 63 sold and 6 comps",
     "51 - 120 seats, less the 63 sold online and the 6 comps."),
], ids=["five amounts with pence", "a working with commas"])
def test_a_number_the_label_works_out_from_the_contexts_amounts_is_carried_by_them(span_exporter, notes, question,
                                                                                     expected, actual):
    """A label that gives a number and then how it was worked out from amounts the notes state: a running total of
    five costs (with pence), or a count less several others with an intermediate result and commas in its working.
    The answer leaves one term out. The context held every term: the model's error (ResponseError), not a label
    no text supports; the commas of the working do not make its clauses answers of their own."""
    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, expected, actual, kind="chunk"))
    assert (v.error_type, v.op_id) == (tx.RESPONSE, answer_op), v.reason


def test_a_number_worked_out_from_two_notes_one_of_which_the_search_missed(span_exporter):
    """The label works out the amount from two notes (subs and kit in one, the extra trackie in the other); the search
    returned only the first. Each note the working rests on is needed: the search lost the second (RetrievalError),
    although the context held some of the terms."""
    notes = {"n:subs": "U9s spring subs £45 per player; Freddie Lowe's dad paying subs + boots order (£28) together",
             "n:extra": "Freddie Lowe's dad added a training top to the order, £19",
             "n:ref": "ref for the Hatton game is Dave P"}
    question = "how much is freddie's dad paying all together, subs + boots?"
    expected = "£92 - £45 subs, £28 boots and the £19 training top he added"
    actual = "£73 - £45 subs plus £28 for the boots."

    def build():
        ops = {}
        with operation("write", "store.add", system="app") as add:
            for key, text in notes.items():
                add.output(key, text, kind="chunk")
        with operation("retrieve", "store.query", system="app") as ret:
            ret.input("query:q1", question, kind="query", relation="query")
            ret.input("n:subs", notes["n:subs"], kind="chunk", relation="reads")
            ops["search"] = f"{ret.trace_id}:{ret.span_id}"
        with operation("generate", "llm.answer", system="app") as gen:
            gen.input("n:subs", notes["n:subs"], kind="chunk", relation="context_of")
            gen.output("answer:q1", actual, kind="answer")
        record_outcome(False, question=question, expected=expected, actual=actual, case_id="q1", answer=gen)
        return ops

    ops, _, v = _run(span_exporter, build)
    assert (v.error_type, v.op_id) == (tx.RETRIEVAL, ops["search"]), v.reason


def test_a_length_answer_is_not_restated_by_a_note_that_holds_its_number_for_something_else(span_exporter):
    """"How long's tuesday club night now?" labelled "1 hour 15 - 7 till 8.15": the notes give 7-9pm, then the hall
    locking up early so everyone is off court by 8.15 (still a 7 start), in one block. The answer keeps "2 hours - 7
    till 9". A later line that orders "2 tubes" of balls ("going back to the old ones") does not restate "2 hours", so
    the label is not a value that line superseded: the context held it and the model got it wrong (ResponseError)."""
    notes = {"block:sessions": "Club sessions notes:\n- TUES club night 7-9pm, sports hall, 4 courts, £4, members only\n"
                               "- 14/4 hall rang - from Tue 5th May they're locking up at half 8 on tuesdays so we "
                               "need to be off court by 8.15 to get the nets down. still 7 start\n"
                               "- Mon 4/5 new balls are cracking, going back to the old ones, Dave's ordering 2 tubes"}
    question = "how long's tuesday club night now? putting it on the flyer"
    expected, actual = "1 hour 15 - 7 till 8.15", "2 hours - 7 till 9pm at the sports hall."
    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, expected, actual))
    assert (v.error_type, v.op_id) == (tx.RESPONSE, answer_op), v.reason


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_an_ordinal_in_the_answer_does_not_name_a_count_label(span_exporter, label_is_wrong):
    """"How many bells are being recast?": the survey lists three (the 2nd, the 4th and the tenor); a later note says
    the 4th is being welded instead. Labelled with the right count (2), the answer keeps the survey's three and names
    "the 2nd" bell: an ordinal is a bell, not the label's count, so the model is at fault (ResponseError). The mirror,
    labelled with the survey's 3 and answered 2 with the welding named, is the label's error."""
    notes = {"n:survey": "Taylors' survey in: 3 bells need recasting - the 2nd, the 4th and the tenor. quote to follow",
             "n:weld": "Taylors rang - the 4th can be welded after all, cheaper, so it's not being recast now",
             "n:open": "tower open day sat, tours every 20 mins"}
    question = "how many of the bells are being recast now?"
    expected, actual = ("3", "2 - the 2nd and the tenor. The survey said three but the 4th can be welded after all.") \
        if label_is_wrong else ("2 - the 2nd and the tenor (the 4th's being welded)",
                                "3 - the 2nd, the 4th and the tenor, per the Taylors survey.")
    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_an_ordering_word_in_why_the_question_is_asked_does_not_make_it_about_order(span_exporter, label_is_wrong):
    """"Where am I seeing Mr Lomas tomorrow morning? not been on his calls before": the "before" says why it is
    asked; the question is not which came first. The client record gives his home; a later office note moves his
    calls to the respite home for the fortnight. Labelled with the home address, an answer that gives the respite home
    from the later note is right (the label took the earlier value); the mirror stays the model's fault."""
    notes = {"n:client": "CLIENT Mr Ron Lomas, 14 Fern Close. 2 calls a day, 9 + 5.30, key safe by the back door",
             "n:office": "16th may - Mr Lomas's daughter away till 3rd june, he's going into Ashdene for the "
                         "fortnight, respite, room 7 - our calls carry on there, same times, sign in at reception"}
    question = "where am i seeing mr lomas tmrw morning? not been on his calls before"
    expected, actual = ("14 Fern Close", "At Ashdene - room 7, sign in at reception. He's in for respite while his "
                                         "daughter's away; 9 o'clock call as usual.") \
        if label_is_wrong else ("Ashdene, room 7", "14 Fern Close - key safe by the back door.")
    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


def test_a_reason_its_own_note_says_is_fixed_is_no_change_of_why(span_exporter):
    """"Why's court 3 off the tournament schedule?": a note says the net post was wobbling again but the bolts are
    tightened, "fine now"; a later note says the surface has lifted and needs re-laying, court 3 out. Labelled with the
    surface, the answer gives the net post. The net post's note is no change that makes it the reason, so the label
    is not a superseded value: the model ignored its context (ResponseError)."""
    notes = {"m:1": "9/6 court 3 net post wobbling again, tightened the bolts, fine now",
             "m:2": "Tue 16th contractor came to look at court 3 - surface has lifted along the baseline after the "
                    "rain, not safe to play. needs re-laying, 2-3 wks, so it's OUT for the tournament",
             "m:3": "teas on finals day - Jan + Mary from 9.30"}
    question = "why's court 3 off the tournament schedule? people keep asking me"
    expected = "the surface has lifted along the baseline after the rain - it needs re-laying"
    actual = "The net post on court 3 keeps working loose - it was wobbling again this month."
    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(notes, question, expected, actual))
    assert (v.error_type, v.op_id) == (tx.RESPONSE, answer_op), v.reason


@pytest.mark.parametrize("lost", ["bookings", "changes"])
def test_of_texts_a_worked_label_needs_the_one_whose_own_words_its_extraction_lost_is_blamed(span_exporter, lost):
    """A count worked from two notes ("2 - Freya and Arlo booked in, Remi's left, so 10 of the 12"): each note's
    extraction fails the whole label, but only one kept none of the label's words that its note alone holds (the
    bookings' 12, the changes' Freya and Arlo): that one is blamed, whichever came first."""
    bookings = ("summer term starts thu 16th april. thurs 9.30 group: 9 booked so far - Ava, Noah, Isla, Remi, Theo, "
                "Poppy, Zara and the twins. max 12 (fire cert for the small hall)")
    changes = ("2 more for thurs!! Freya (18 mo) + Arlo who comes w his dad, both paid. the Walshes have pulled Remi "
               "out tho, moving to Leeds. ALSO a string's gone on the ukulele again")
    kept = {"bookings": "Thursday 9.30 group has 9 children booked (Ava, Noah, Isla, Remi, Theo, Poppy, Zara and the "
                        "twins); the maximum is 12",
            "changes": "Freya and Arlo have joined the Thursday group; Remi has left"}
    dropped = {"bookings": "Summer term starts on Thursday 16 April",
               "changes": "A string has gone on the ukulele again"}
    question = "how many spaces have I got left on thurs? lady at the library wants to book her little girl in"

    ops, _, v = _run(span_exporter, _each_text_extracted(
        {"bookings": bookings, "changes": changes}, kept, dropped, lost, question,
        "2 - Freya and Arlo booked in, Remi's left, so 10 of the 12", "3 spaces", "jo"))
    assert (v.error_type, v.op_id) == (tx.EXTRACTION, ops[lost]), v.reason


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_clause_giving_the_answers_value_by_itself_is_the_answers_whatever_its_line_says_of_the_label(
        span_exporter, label_is_wrong):
    """"fletching's car park is hopeless on a tues ... so we'll all meet at Piltdown village hall + car share from
    there", written after "meet at Fletching church car park 9.30": the clause that gives Piltdown (with the "car" of
    "car share") is a statement of Piltdown, not of the car park its line rejects. Memory said Piltdown last, a wrong
    label Fletching. The mirror, a model that took Fletching, stays the model's fault."""
    notes = {"n:1": "Maureen: spring outing tue 21st - meet at Fletching church car park 9.30, first touch 10",
             "n:2": "Pam: fletching's car park is hopeless on a tues, it's market day and they cone the whole lot off. "
                    "so we'll all meet at Piltdown village hall + car share from there, 9.15 pls"}
    question = "where we meeting tues for the outing? got 3 in the car"
    expected, actual = ("Fletching church car park", "Piltdown village hall at 9.15, and car share from there.") \
        if label_is_wrong else ("Piltdown village hall", "Fletching church car park at 9.30.")

    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


def _records_with_said_at(notes: list, question: str, expected: str, actual: str):
    """A build for _run: each (key, said_at, text) is stored by a write of its own with the time the app gave for it
    (``said_at``), one after the other, then all are returned by one search and given to the answer."""
    def build():
        for key, day, text in notes:
            with operation("write", "store.add", system="app") as add:
                add.output(key, text, kind="memory_record", said_at=day)
            time.sleep(0.002)
        gen = _search_and_answer({key: text for key, _, text in notes}, question, expected, actual, "memory_record")
        return f"{gen.trace_id}:{gen.span_id}"
    return build


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_record_time_the_app_gave_without_its_year_orders_it_among_records_dated_in_full(span_exporter,
                                                                                          label_is_wrong):
    """A fete's notes, each stored by a write of its own with the day the app was given for it ("date" metadata):
    some in full ("2039-03-30T20:10"), one without its year ("Tue 12th April"). The yearless day is read in the
    year of the records dated in full, nearest them, not left as only the time it was written (which cannot be
    compared with a day given): the raffle moved to half 2 on 12 April, after the 3pm of 30 March, so labelled "3pm"
    the label took what memory said before (AnnotationError). The mirror, the move dated "Tue 22nd March", before
    the 3pm note (though stored after it), leaves the 3pm as what memory says last: the model's fault."""
    notes = [("n:plan", "2039-03-30T20:10", "Jo - fete planning: raffle draw 3pm on the main stage, tickets £1 a strip"),
             ("n:move", "Tue 12th April" if label_is_wrong else "Tue 22nd March",
              "Jo - the brass band can only do the first hour so the stage is free early, we'll draw the raffle at "
              "half 2"),
             ("n:prizes", "2039-04-21T19:45", "Kev - 40 prizes in the box so far, need a table for them")]
    question, expected = "what time's the raffle draw?", "3pm"
    actual = "Half 2 - the band's only doing the first hour, so the stage is free early."

    answer_op, _, v = _run(span_exporter, _records_with_said_at(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_line_after_the_latest_stamp_may_be_dated_in_the_next_year_its_weekday_fits(span_exporter, label_is_wrong):
    """A church tree festival's notes, stored together (in no order of their own) years before the days they give:
    "2038-10-12T18:30 Janet - ... take down sat 8 jan" and "Tue 23rd Nov Rev Sarah - ... can the trees be gone by
    the tues (4th)?". The latest stamp is no time they were stored at: 23 November is a Tuesday in 2038, after the
    stamp, not in 2037 (a Monday), so the vicar's note came after, and labelled "Sat 8th Jan" the label took what
    memory said before (AnnotationError). The mirror, Janet's note stamped 30 November, after the vicar's, is the
    model's fault."""
    plan = ("{} Janet - festival fri 10 - sun 12 dec, trees stay up over xmas for the services. take down sat 8 jan, "
            "entrants to collect their own tree + stand").format("2038-10-12T18:30" if label_is_wrong
                                                                 else "2038-11-30T18:30")
    vicar = ("Tue 23rd Nov Rev Sarah - the bishop's coming to do the Epiphany service on thurs 6th and he'd like the "
             "nave clear, so can the trees be gone by the tues (4th)? sorry everyone")
    notes = {"n:plan": plan, "n:vicar": vicar, "n:judges": "judges picked the brownies' tree, certificate's in the vestry"}
    question = "when've we got to have the brownies' tree out by? need to sort a car"
    expected = "Sat 8th Jan"
    actual = ("By Tuesday 4th January - the bishop's doing the Epiphany service on the 6th and the vicar wants the "
              "nave clear.")

    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_yes_whose_reason_restates_the_question_is_said_by_the_lines_that_state_it(span_exporter, label_is_wrong):
    """A harvest supper's notes, written one by one: "auction after pudding, Tony doing it w the gavel like last yr",
    then Tony's cataract op and a silent auction instead. "Will Tony be doing the auction w his gavel after pudding
    like last yr?" labelled "yes, straight after pudding": the label's reason only restates what is asked, so the
    line that states what is asked says the label's yes ("after pudding" and "last yr" name when and which occasion,
    no order asked for); the answer's reason is the later note's, so the label took what memory said before
    (AnnotationError). The mirror, the op note first and a later note that Tony's op moved and he's on the gavel
    after all, is the model's fault."""
    supper = "harvest supper sat 10th oct, doors half 6, £12. auction after pudding, Tony doing it w the gavel like last yr"
    op = ("Tony's in for his cataract op the thurs before + Sheila says he's not to be out at night for a wk, so we're "
          "putting the lots on sheets by the hatch - silent auction, bids close at 9")
    back = ("Tony's op's been put back to november, so he's doing the auction after pudding w the gavel like last yr "
            "after all")
    notes = {"n:supper": supper, "n:op": op} if label_is_wrong else {"n:op": op, "n:back": back}
    notes["n:lots"] = "auction lots so far - Co-op hamper, a wk in Pat's caravan at Borth"
    question = "will Tony be doing the auction w his gavel after pudding like last yr? my hubby loves that bit"
    expected = "yes, straight after pudding"
    actual = ("No - Tony's in for his cataract op on the Thursday and can't be out at night for a week, so it's a "
              "silent auction this time: bid on the sheets by the hatch, bids close at 9.")

    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_an_answer_whose_first_clause_restates_the_question_is_weighed_by_its_next_sentence(span_exporter,
                                                                                           label_is_wrong):
    """A model railway club's notes, written one by one: Dave's back's gone, he can't lift the Little Dawley boards;
    later the Telford lads will do the lifting, so it's on both days. "Is Little Dawley going to be there both days?"
    labelled "no - Dave's back's gone" and answered "Yes - both days. The lads from the Telford club are doing the
    lifting for Dave ...": the answer's first clause only restates what is asked, so its reason is its next sentence,
    which the later note says: the label took what memory said before (AnnotationError). The mirror, the Telford
    note first and a later one that they can't come after all, is the model's fault."""
    back = "Dave: my back's gone again, can't lift the Little Dawley boards, it's 6 of them + the fiddle yard"
    lads = ("Dave: the lads from the Telford club have said they'll do all the lifting for me, so Little Dawley's on "
            "for both days, I'll just sit + drive it")
    gone = "Dave: Telford lads can't come now, their own show's that wknd, so my back's gone + Little Dawley's out"
    notes = {"n:back": back, "n:lads": lads} if label_is_wrong else {"n:lads": lads, "n:gone": gone}
    notes["n:stewards"] = "stewards Brian + Ken, £40 float in the tin"
    question = "is Little Dawley going to be there both days? it's on the poster + someone's asked on fb"
    expected = "no - Dave's back's gone"
    actual = ("Yes - both days. The lads from the Telford club are doing the lifting for Dave, so he'll be there to "
              "drive it.")

    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


def test_a_reason_said_of_another_day_of_the_week_is_of_another_occasion(span_exporter):
    """A bowls club's notes, written one by one: the open day's coaching on Saturday is drop in, no booking; later,
    the Wednesday roll ups ARE booking only, the sheet on the noticeboard. "Does she need to book for the coaching
    sat?" labelled "no - the coaching's drop in" and answered "Yes - it's booking only. Ask her to put both names on
    the sheet on the noticeboard.": the answer's reason is said of Wednesdays, not the Saturday asked about, so it is
    no later statement that changed the label's: the model's error (ResponseError)."""
    notes = {"n:open": "open day sat 15th, 1.30-5. coaching's drop in 2-4 on rinks 1 + 2, no booking needed, just "
                       "turn up in flat soled shoes",
             "n:rollups": "roll ups weds evenings ARE booking only tho - 6.30, max 16, the sheet's on the clubhouse "
                          "noticeboard",
             "n:woods": "spare woods - 12 sets in the locker, sizes 2-5"}
    question = "a lady's just rang - does she need to book for the coaching sat? she's bringing her neighbour"
    expected = "no - the coaching's drop in, 2-4 on rinks 1 + 2; they just turn up in flat shoes"
    actual = "Yes - it's booking only. Ask her to put both names on the sheet on the clubhouse noticeboard."

    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(notes, question, expected, actual))
    assert (v.error_type, v.op_id) == (tx.RESPONSE, answer_op), v.reason


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_grounds_beyond_the_label_line_find_the_later_note_that_says_them(span_exporter, label_is_wrong):
    """A boxing club's notes, written one by one: "Kian's mum - £20 cash of the £44, £24 to come", then Dean's "Kian's
    mum handed me a tenner at sparring sat for his subs". The answer's "£14 - she's paid £20 and then the tenner Dean
    took on Saturday, out of £44" repeats much of the label's line; what it says beyond that line (the tenner, Dean,
    Saturday) is the later note's: labelled "£24", the label took what memory said before (AnnotationError). The
    mirror, Dean's note first and a later one that the tenner was for the raffle, so £24 to come, is the model's."""
    owes = "Kian's mum - £20 cash of the £44, £24 to come, she gets paid end of the month"
    tenner = "Dean: Kian's mum handed me a tenner at sparring sat for his subs, it's in the tin w a post-it"
    raffle = "Kian's mum - that tenner Dean took sat was for raffle tickets not subs, so still £24 to come of the £44"
    notes = {"n:owes": owes, "n:tenner": tenner} if label_is_wrong else {"n:tenner": tenner, "n:raffle": raffle}
    notes["n:gloves"] = "new gloves in from Lonsdale, 12oz + 14oz, in the cage"
    question = "how much does Kian's mum still owe for subs?"
    expected = "£24"
    actual = "£14 - she's paid £20 and then the tenner Dean took on Saturday, out of £44."

    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_an_answer_leads_with_its_length_before_what_it_includes(span_exporter, label_is_wrong):
    """A panto's notes, written one by one: the first run took 2hrs 20 with the interval; after the director's cuts it
    came in at 1hr 55. Answered "About 1hr 55 including the interval, so ...": the value it leads with is the length
    before "including" (as before "in", "at", "with"). Labelled "2 hrs 20", the label took what memory said before
    (AnnotationError). The mirror, the cut run first and a later note putting the ghost scene back (2hrs 20 again),
    is the model's fault."""
    first = ("first proper run of Aladdin tonight, 2hrs 20 w the interval - way too long for the little ones, half "
             "the Brownies'll be asleep")
    cut = ("run thru tonight after I'd been at the script w my red pen, 2nd ghost scene's gone. stopwatch said 1hr 55 "
           "incl the 15 min interval")
    back = "put the 2nd ghost scene back in for the panto, the kids missed it, so 2hrs 20 again w the interval"
    notes = {"n:first": first, "n:cut": cut} if label_is_wrong else {"n:cut": cut, "n:back": back}
    notes["n:cast"] = "cast list final - Ray is Widow Twankey, Lucy Aladdin"
    question = "how long's the panto? need to tell the minibus when to come back for the Brownies after the matinee"
    expected = "2 hrs 20"
    actual = "About 1hr 55 including the interval, so if it starts at 2 the minibus wants to be back for about 4."

    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_why_label_whose_reason_is_said_of_something_else_took_another_things_reason(span_exporter, label_is_wrong):
    """A fun run's notes, written one by one: the 10am start; then "start's half 10 now not 10 - the Methodists ...
    have their service til 10"; then the gas works on Castle Farm Way, the car park half shut. "Why's the start been
    put back to half 10?" labelled "because of the gas works on Castle Farm Way": the label's reason is said only in
    a line that names nothing the question asks about (its "half shut" is no time), the answer's in the line that
    names the start at half 10: the label took the reason of something else (AnnotationError). The mirror, the gas
    line naming the new start time, is the model's fault."""
    gas = ("gas main works on Castle Farm Way are on til end of june they reckon, car park's half shut, tell people to "
           "come early or park at the school")
    if not label_is_wrong:
        gas = "half 10 start because gas main works on Castle Farm Way are on til end of june, car park's half shut"
    notes = {"n:plan": "FUN RUN sun 14th june, 10am start from the leisure centre, 5k thru the woods",
             "n:church": "start's half 10 now not 10 - the Methodists on the corner have their service til 10 + asked "
                         "nicely if we could not have the tannoy + the warm up going right outside while it's on. "
                         "fair enough, they lend us the tables",
             "n:gas": gas}
    question = ("why's the start been put back to half 10? my mum's asking, she's trying to work out if she can make "
                "it before her shift")
    expected = "because of the gas works on Castle Farm Way"
    actual = ("The Methodist church on the corner has its service till 10 and asked us not to have the tannoy and the "
              "warm-up going outside while it's on.")

    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [False, True])
def test_a_day_the_context_gives_relative_to_another_is_worked_from_it(span_exporter, label_is_wrong):
    """A car club's notes: the run is on a day in numbers ("Sun 20/6"), and scrutineering is "the day before the run,
    2 till 6". "What day do I bring the car for scrutineering?" labelled with the day before ("Saturday 19th"): no
    text states it, but a line about what is asked gives it relative to a day another line states, and the answer
    gives the run's day: the model's error (ResponseError), not a label in no input. The mirror, a label no stated day
    and named offset reach (nine days before), stays a label in no input (AnnotationError)."""
    # (days counted from today, so the weekdays fit the year the notes are read in)
    run = datetime.now(timezone.utc).date() + timedelta(days=20)
    before, other = run - timedelta(days=1), run - timedelta(days=9)

    def named(d):
        suffix = "th" if 10 < d.day % 100 < 14 else {1: "st", 2: "nd", 3: "rd"}.get(d.day % 10, "th")
        return f"{d.strftime('%A')} {d.day}{suffix}"
    notes = {"n:run": f"Vintage run {run.strftime('%a')} {run.day}/{run.month}, 60 miles round the Chilterns, lunch "
                      "at the Bull",
             "n:scrut": "scrutineering the day before the run, 2 till 6 at Baldock showground, bring your V5",
             "n:entries": "42 cars entered so far, 6 pre-war"}
    question = "what day do I bring the car for scrutineering?"
    expected = named(other) if label_is_wrong else named(before)
    actual = f"{named(run)} - scrutineering is 2 till 6 at Baldock showground."

    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(notes, question, expected, actual))
    if label_is_wrong:
        assert v.error_type == tx.ANNOTATION, v.reason
    else:
        assert (v.error_type, v.op_id) == (tx.RESPONSE, answer_op), v.reason


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_weekday_said_in_passing_does_not_make_a_line_of_another_occasion(span_exporter, label_is_wrong):
    """A bike club's notes, written one by one: the kids' skills day on Sunday, "every kid MUST have a helmet on - no
    helmet no ride!!"; later, "Halfords ... lending us 20 helmets all sizes for the day ... I'm fetching them sat".
    That line names Saturday only for when the helmets are fetched, and says as much of "does Alfie need to bring his
    own helmet sun?" as the line it changes: labelled "yes - no helmet no ride", the label took what memory said
    before (AnnotationError). The mirror, the Halfords note first and a later one that they can't lend them after
    all, is the model's fault."""
    day = ("KIDS SKILLS DAY sun 20th sept 10-12, Hadley car park. every kid MUST have a helmet on - no helmet no "
           "ride!! bikes checked over pls")
    lend = ("Halfords in town lending us 20 helmets all sizes for the day, I'm fetching them sat. so if your kid's "
            "grown out of theirs don't go buying one just for this, we'll find one to fit at sign in")
    off = ("Halfords can't lend the helmets now after all, so every kid brings their own helmet - no helmet no ride, "
           "even if they've grown out of it")
    notes = {"n:day": day, "n:lend": lend} if label_is_wrong else {"n:lend": lend, "n:off": off}
    notes["n:cones"] = "cones - 60 from the club container, 6 marshals"
    question = "does Alfie need to bring his own helmet sun? he's grown out of his old one"
    expected = "yes - no helmet no ride"
    actual = ("No - Halfords are lending the club 20 helmets in all sizes for the day, so don't buy one; they'll find "
              "him one that fits at sign-in.")

    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_weekday_that_breaks_the_order_records_were_stored_in_is_a_slip(span_exporter, label_is_wrong):
    """A swimming club's notes, each stored by a write of its own with the day the app was given for it: the gala
    on "2043-04-19T18:30", then the pool's double booking stamped "Weds 7 May", then "2043-05-28T19:00". 7 May 2043
    is a Thursday; its weekday alone would read it as 7 May 2042, a year before the note stored before it. The order
    the notes were stored in stands: the move came after, so labelled "Sat 14th June" the label took what memory said
    before (AnnotationError). The mirror, the move stamped "Weds 8 Apr" (a Wednesday in 2043, before the gala note
    though stored after it), leaves the 14th as what memory says last: the model's fault."""
    notes = [("n:gala", "2043-04-19T18:30", "Gail: junior gala sat 14th june at Newport pool, warm-up 8.30, heats "
                                            "9.15, need parents on the watches"),
             ("n:move", "Weds 7 May" if label_is_wrong else "Weds 8 Apr",
              "Gail: pool have double-booked us w the county masters on the 14th, they've offered us the sat after "
              "instead, same times. said yes"),
             ("n:letters", "2043-05-28T19:00", "Gail: letters done, in the kids' bags thurs")]
    question, expected = "what date's the gala? trying to sort my shifts at work", "Sat 14th June"
    actual = ("Saturday 21st June - the pool double-booked the 14th with the county masters, so it's the Saturday "
              "after, same times.")

    answer_op, _, v = _run(span_exporter, _records_with_said_at(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_an_answer_whose_grounds_memory_said_last_follows_memory_though_its_value_was_said_first(span_exporter,
                                                                                              label_is_wrong):
    """A bike workshop's notes, written one by one: the price list (a tune-up £35, the full service £60), Mr Ali's
    Raleigh in for the full service £60, then his booking for Saturday, just the tune-up this time. The answer's £35
    is stated only by the price list, before the label's £60, but what it gives as its grounds ("just the tune-up
    this time") is the note memory wrote last: the label took what memory said before (AnnotationError). The mirror,
    the booking written before the full-service note, is the model's fault."""
    prices = "price list - full service £60, tune-up £35, puncture £10, brake pads fitted £18"
    service = "Mr Ali's Raleigh in for the full service £60, chain was shot, told him to oil it monthly"
    booking = "Mr Ali booked the Raleigh back in for sat - just a tune-up this time, the chain's still new from the service"
    order = [prices, service, booking] if label_is_wrong else [prices, booking, service]
    notes = _numbered(order)
    question, expected = "how much do I charge Mr Ali on sat?", "£60"
    actual = "£35 - it's just a tune-up this time, the chain's still new from the service."

    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_value_opening_with_the_is_not_stated_by_every_the(span_exporter, label_is_wrong):
    """A school fair's chat, each message and the assistant's summary of it stored as they come: the grotto is in
    the library this year, not the old PE store. The answer "The old PE store" is stated by no line after the
    library (the "the" of "queue down the KS1 corridor" is no statement of it): labelled the library, the model is at
    fault (ResponseError). The mirror, a later message moving the grotto back to the old PE store, makes the label
    the value memory said before (AnnotationError)."""
    chat = ["user: fair's fri 2nd dec, 3.15 till half 5 straight after school, stalls in the main hall",
            "user: Gemma says grotto's in the library this yr, NOT the old PE store (mould), queue goes down the KS1 "
            "corridor, elves on the door in pairs",
            "assistant: Grotto in the library this year; queue down the KS1 corridor; elves in pairs."]
    if label_is_wrong:
        chat += ["user: Gemma again - library's being re-carpeted that week so grotto's back in the old PE store, "
                 "mould or not",
                 "assistant: Grotto back in the old PE store."]
    chat += ["user: elf costumes - green tabard + hat in the PTA cupboard",
             "assistant: Costume: green tabard and hat from the PTA cupboard."]
    notes = {f"msg:{i}": text for i, text in enumerate(chat)}
    question = "where am I going for elf duty? last yr we were stuck in that pokey PE store lol"
    expected = "the library - the queue goes down the KS1 corridor (not the PE store this year)"
    actual = "The old PE store - same spot as last year, by the hall."

    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(notes, question, expected, actual,
                                                                      kind="message"))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("rate_deleted", [True, False])
def test_a_total_the_question_s_count_times_a_rate_is_looked_for_as_the_rate(span_exporter, rate_deleted):
    """A flower festival's notes, one deleted by a clear-out of notes ticked done: "how much will tea and cake be for
    the 4 of us?" labelled "£14 - it's £3.50 each for tea and cake now". The £14 is the labeller's 4 x £3.50, said by
    no text: the note with the £3.50 rate is what memory needed, and the delete that removed it is blamed
    (DeletionError). The mirror, the deleted note about something else and no text with the £3.50, leaves the label
    in no input (AnnotationError)."""
    notes = {"n:plan": "teas like last yr? tea + cake £3, all proceeds to the roof fund. need someone to ask the WI",
             "n:teas": "teas SORTED, WI doing them in the vestry 2-4.30 all 3 days. it's £3.50 for tea + cake now, milk "
                       "+ butter have gone silly" if rate_deleted else
                       "teas SORTED, WI doing them in the vestry 2-4.30 all 3 days, cups from the hall",
             "n:open": "open 10-5 sat + mon, sun 12-5 after the service. free entry, donations in the box"}
    question = "me + 3 friends coming sat afternoon, how much will tea and cake be for the 4 of us?"
    expected = "£14 - it's £3.50 each for tea and cake now"
    actual = "£12 - tea and cake is £3 each, and it all goes to the roof fund."

    delete_op, _, v = _run(span_exporter, _deleted_before_search(notes, "n:teas", question, expected, actual))
    if rate_deleted:
        assert (v.error_type, v.op_id) == (tx.DELETION, delete_op), v.reason
    else:
        assert v.error_type == tx.ANNOTATION, v.reason


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_heading_of_a_weekday_and_day_and_its_writer_orders_notes_stored_together(span_exporter, label_is_wrong):
    """A community fridge's rota notes, upserted as JSON payloads in one write (so in no order of their own), each
    text opening with when it was written: "2039-03-15T18:30 Carol - 14 slots, 9 covered", "16.3. Tom - ...", "Thu
    17th Carol - that leaves us 3 short", "Fri 18th Priya - can't do my sat morning after all". A weekday and a day
    of the month, then the writer and a dash, heads a note as "16th may Ann - " does: the 17th and 18th of the month
    the other headings are in. Labelled "3" and answered 4 on Priya's grounds, the label took what memory said
    before (AnnotationError). The mirror, Priya's note headed "Wed 16th", before Carol's count, is the model's
    fault."""
    texts = ["2039-03-15T18:30 Carol - w/c 21st: 14 slots (2 a day), 9 covered so far, pls shout if you can do one",
             "16.3. Tom - put me down for thurs + fri evenings",
             "Thu 17th Carol - ta Tom!! that leaves us 3 short for next wk, anyone??",
             f"{'Fri 18th' if label_is_wrong else 'Wed 16th'} Priya - so sorry, can't do my sat morning after all, my "
             "lad's got a cup match"]
    notes = {f"q:{i}": json.dumps({"text": t}) for i, t in enumerate(texts)}
    question = "how many slots are we still short for next wk? doing a facebook post"
    expected = "3"
    actual = "4 - there are 14 slots, 9 were covered plus Tom's two, and Priya's had to drop her Saturday morning."

    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_what_a_service_made_of_a_message_was_said_when_the_message_was(span_exporter, label_is_wrong):
    """A homebrew club's messages go to a memory service with the app's own time of each (memtrace.message.time),
    two of them one evening minutes apart; the server makes an episode of each, all found by one search and given
    to the answer. The episodes have no time of their own: each was said when its message was, to the minute, not
    when the server stored it. "entries close sat 14 feb, judging that afternoon" at 20:05, then "scrap that,
    judging's the sat after, 21st" at 20:07: labelled "Sat 14th Feb" and answered the 21st, the label took what
    memory said before (AnnotationError). The mirror, the 21st first and "judging's on comp day now, sat 14 feb" two
    minutes later, is the model's fault."""
    from memtrace_otel import semconv as sc

    first = ("m1", "2038-01-10T20:05:00Z", "COMP 2038!! entries close sat 14 feb, judging that afternoon, £3 an "
                                           "entry")
    second = ("m2", "2038-01-10T20:07:00Z", "scrap that, judging's the sat after, 21st, upstairs at the Crown, 10 til "
                                            "we're done")
    if not label_is_wrong:
        first, second = (("m2", first[1], "COMP 2038!! entries close sat 14 feb, judging's the sat after, 21st"),
                         ("m1", second[1], "scrap that, judging's on comp day now, sat 14 feb, same place"))
    episodes = {}
    for mid, at, text in (first, second):
        with operation("ingest", "svc.add", system="svc", attributes={sc.MEMTRACE_MESSAGE_TIME: at}) as add:
            add.input(f"svc:msg:{mid}", text, kind="message", relation="derived_from")
    for mid, at, text in sorted((first, second), key=lambda m: m[0], reverse=True):  # (stored in another order)
        with operation("extract", "svc.extract", system="svc") as ext:
            ext.input(f"svc:msg:{mid}", text, kind="message", relation="derived_from")
            ext.output(f"svc:mem:ep-{mid}", text, kind="episode")
        episodes[f"svc:mem:ep-{mid}"] = text
        time.sleep(0.002)
    question, expected = "what day are we doing the judging? need to book the day off", "Sat 14th Feb - comp day"
    actual = "Saturday the 21st - upstairs at the Crown from 10am till it's done."
    gen = _search_and_answer(episodes, question, expected, actual, "episode")

    graph = build_graph(from_readable_span(s) for s in span_exporter.get_finished_spans())
    v = LineageEngine().attribute(graph, graph.failed_outcomes()[0])
    _label_or_model_at_fault(v, label_is_wrong, f"{gen.trace_id}:{gen.span_id}")


@pytest.mark.parametrize("stale", [True, False])
def test_a_record_whose_key_is_a_field_of_its_value_is_not_referenced_by_its_next_version(span_exporter, stale):
    """A carnival's route record under the key "route", its value {"route": "..."}: an edit adds the detour (Mill Lane,
    Canal Walk), then the road-signs job writes back its stale copy. The stale version names "route" as a field, not
    as a reference to the record that held the detour: it lost the edit, and the write is the fault (UpdateError at
    it). The mirror, the job writing back the edited copy, leaves the detour in the context: the model's fault."""
    first = json.dumps({"route": "rugby club -> Station Rd -> High St -> Market Sq -> Bridge St -> Riverside Park"})
    edited = json.dumps({"route": "rugby club -> Station Rd -> High St -> Market Sq -> then LEFT down Mill Lane + "
                                  "along Canal Walk -> Riverside Park (Bridge St dug up for the gas main)",
                         "edited": "Carol"})
    written_back = json.dumps({**json.loads(first if stale else edited), "signs": "14 road closed signs ordered"})
    ops = {}
    with operation("write", "store.put", system="app") as put:
        put.output("kv:carnival:route", first, kind="memory_record")
    for name, text in (("edit", edited), ("signs", written_back)):
        with operation("update", "store.put", system="app") as put:
            put.input("kv:carnival:route", None, kind="memory_record", relation="updates")
            put.output("kv:carnival:route", text, kind="memory_record")
        ops[name] = f"{put.trace_id}:{put.span_id}"
    question = "which streets are we going down? doing the marshal sheet"
    expected = ("Station Rd, High St, Market Sq, then left down Mill Lane and along Canal Walk into Riverside Park "
                "(Bridge St's dug up)")
    actual = "From the rugby club: Station Rd, High St, Market Sq, then Bridge St down to Riverside Park."
    gen = _search_and_answer({"kv:carnival:route": written_back}, question, expected, actual, "memory_record")

    graph = build_graph(from_readable_span(s) for s in span_exporter.get_finished_spans())
    v = LineageEngine().attribute(graph, graph.failed_outcomes()[0])
    if stale:
        assert (v.error_type, v.op_id) == (tx.UPDATE, ops["signs"]), v.reason
    else:
        assert (v.error_type, v.op_id) == (tx.RESPONSE, f"{gen.trace_id}:{gen.span_id}"), v.reason


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_the_last_day_to_pay_is_one_value_memory_may_change(span_exporter, label_is_wrong):
    """A prom's notes, stored by one write, each headed with its day and writer ("3/3 Mrs Davies - ...", "Tue 25th
    March Mr Ahmed - ..."): tickets to be paid by Fri 28th March, then the deadline put back to Fri 25th April. "When's
    the last day to pay?" asks for one value (a deadline), not which of several things came last; a writer may be a
    title and a name; and the notes' days are read in the year the heading's weekday fixes. Labelled "Fri 28th March",
    the label took what memory said before (AnnotationError). The mirror, the put-back note headed "Tue 25th
    February", before the tickets note, is the model's fault."""
    put_back = (f"Tue 25th {'March' if label_is_wrong else 'February'} Mr Ahmed - 61 still not paid, families waiting "
                "on payday, so we've given them till after Easter - fri 25th april, absolute last day")
    notes = {"z:1": "3/3 Mrs Davies - prom tickets on ParentPay from today, £45, pay by fri 28th march pls",
             "z:2": put_back,
             "z:3": "Mrs Davies - Hawkstone need final numbers for the buffet a week before"}
    question = "when's the last day to pay for the prom? we get paid on the 24th"
    expected, actual = "Fri 28th March", "Friday 25th April - the March date was put back to after Easter."
    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_label_value_stated_without_the_questions_words_is_weighed_by_when_it_was_said(span_exporter,
                                                                                         label_is_wrong):
    """A film club's notes, written one by one: "we've got 80 chairs, all out for the film night", later "fire
    officer came round - with the projector table in the middle and both aisles kept clear we can only have 65 in,
    so 65 tickets". No line states 80 as what "how many tickets can we sell?" asks (the chairs are not tickets), but
    the line that states it was said before the one the answer's 65 comes from: labelled "80", the label took what
    memory said before (AnnotationError). The mirror, the fire officer's 65 first and then "the projector's going at
    the back after all, so all 80 chairs can go out ... the shop can sell all 80", is the model's fault."""
    chairs = "seats - we've got 80 chairs, all out for the film night, + 2 rows of cushions at the front for the kids"
    limit = ("fire officer came round tues - with the projector table in the middle + both aisles kept clear we can "
             "only have 65 in, so 65 tickets, I've told the shop")
    back = ("projector's going at the back after all so all 80 chairs can go out, fire officer's fine with it - "
            "the shop can sell all 80")
    notes = {"n:chairs": chairs, "n:limit": limit} if label_is_wrong else {"n:limit": limit, "n:back": back}
    notes["n:ices"] = "ices from the cash and carry, 40 tubs in the freezer"
    question, expected = "how many tickets can we sell for fri? the shop's asking", "80"
    actual = "65 - the fire officer's limit with the projector table in the middle and both aisles kept clear."

    answer_op, _, v = _run(span_exporter, _notes_then_prompted_answer(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


def test_a_day_without_year_or_weekday_is_read_nearest_the_texts_own_stamp():
    """Beside "2043-03-02 Kerry - ..." (the texts' own latest stamp, not when they were stored), "16th may Kerry - ..."
    is 16 May 2043, 75 days after it, not 16 May 2042, 290 days before."""
    from memtrace_otel.attribution.engines.lineage import _line_day
    stored = datetime(2026, 12, 5, 17, 0, tzinfo=timezone.utc)
    ref = datetime(2043, 3, 2, tzinfo=timezone.utc)
    day, dated = _line_day("16th may Kerry - rang round the waiting list, Newport U10 jumped at it", stored, False,
                           ref)
    assert (day, dated) == (datetime(2043, 5, 16).date(), True)
    # (a day shortly before the stamp stays before it)
    day, _ = _line_day("1st feb Kerry - entries form drafted", stored, False, ref)
    assert day == datetime(2043, 2, 1).date()


def test_a_weekday_that_fits_no_reading_of_its_day_is_read_nearest_the_texts_own_stamp():
    """Beside "2051-01-09T20:00 Dev - ..." (the texts' own stamp), "Fri 21st Feb Dev - ..." names a Friday that 21
    February is in neither 2051 (a Tuesday) nor 2050 (a Monday): the writer's slip, read as the reading nearest the
    stamp, 21 February 2051, not 2050, before the stamp. A weekday that fits the next year's reading still moves it
    there, and one that fits the reading before the stamp keeps it."""
    from memtrace_otel.attribution.engines.lineage import _line_day
    stored = datetime(2026, 12, 5, 17, 0, tzinfo=timezone.utc)
    ref = datetime(2051, 1, 9, 20, 0, tzinfo=timezone.utc)
    day, dated = _line_day("Fri 21st Feb Dev - boiler's on the new contract now", stored, False, ref)
    assert (day, dated) == (datetime(2051, 2, 21).date(), True)
    day, _ = _line_day("Tue 21st Feb Dev - boiler's on the new contract now", stored, False, ref)
    assert day == datetime(2051, 2, 21).date()
    day, _ = _line_day("Fri 16th Dec Dev - boiler serviced", stored, False, ref)  # 16 Dec 2050 was a Friday
    assert day == datetime(2050, 12, 16).date()


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_an_answer_that_names_the_labels_statement_and_later_news_gives_what_memory_said_last(span_exporter,
                                                                                              label_is_wrong):
    """A girls' football tournament's notes, written one by one in 2043 (stored in another year): "all full!! 32
    teams, waiting list started (Ludlow Ladies U12 + Newport U10 on it)", "Fri 8th May - Wem U10s have had to pull
    out ... so that's 31", then "16th may - rang round the waiting list, Newport U10 jumped at it". The answer, "32 -
    Wem U10 had to pull out with chickenpox, but Newport U10 came off the waiting list and took their place", says
    what the label's line says and then the later news: labelled "31", the label took what memory said before
    (AnnotationError), though the 32 itself was first said before the 31. The mirror, Newport's call dated "16th
    apr", before Wem pulled out, leaves the 31 as what memory says last: the model's fault."""
    notes = {
        "n:open": "2043-03-02 Kerry - entries open for the tournament sun 17th may, U9 U10 U12 U14, 8 teams per age "
                  "group max, £30 a team",
        "n:full": "Weds 8 Apr Kerry - all full!! 32 teams, waiting list started (Ludlow Ladies U12 + Newport U10 on "
                  "it)",
        "n:wem": "Fri 8th May Kerry - Wem U10s have had to pull out, half the squad have got chickenpox so that's 31",
        "n:newport": ("16th may" if label_is_wrong else "16th apr") + " Kerry - rang round the waiting list, "
                     "Newport U10 jumped at it, fixtures redone + on the website",
    }
    question, expected = "how many teams are coming tmrw? doing the numbers for the urns", "31"
    actual = ("32 - Wem U10 had to pull out with chickenpox, but Newport U10 came off the waiting list and took their "
              "place.")

    answer_op, _, v = _run(span_exporter, _notes_then_prompted_answer(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_clause_that_names_the_labels_value_only_as_not_the_answer_is_the_answers(span_exporter, label_is_wrong):
    """A cricket club's notes, written one by one: "SIXES sun 12th july, 8 teams, 6 overs a side, games 45 mins",
    later "12 teams in now!! to be done for the bbq at half 6 we can't be doing 45 min games - 5 overs a side, 35
    mins a game". The later clause names 45 minutes only as what can't be, and states 35 plainly: labelled "45
    minutes", the label took what memory said before (AnnotationError). The mirror, "games 35 mins" first and later
    "the umpires won't do 35 min games sun - 6 overs a side, 45 mins a game", is the model's fault."""
    first = "SIXES sun 12th july, 8 teams, 2 pitches, 6 overs a side, games {} mins. ground open 8.30 for setting up"
    later = ("12 teams in now!! to get through the groups + be done for the bbq at half 6 we can't be doing 45 min "
             "games - 5 overs a side, 35 mins a game. captains all ok'd it") if label_is_wrong else \
        "the umpires won't do 35 min games sun - 6 overs a side, 45 mins a game. captains all ok'd it"
    notes = {"n:first": first.format(45 if label_is_wrong else 35), "n:later": later,
             "n:bbq": "bbq half 6 after the final, burgers £4, bar open from 12"}
    question, expected = "how long's each game sun? need to tell the lads when to be padded up by", "45 minutes"
    actual = "35 minutes a game - it's 5 overs a side now there are 12 teams, so you're done in time for the bbq."

    answer_op, _, v = _run(span_exporter, _notes_then_prompted_answer(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_grounds_in_a_later_sentence_of_the_answer_count_as_news_after_the_label(span_exporter, label_is_wrong):
    """A choir's sponsorship notes, written one by one: altos £185, tenors and basses £240, "sopranos in - £210 + the
    Rotary have promised £100 for the roof, so we're on £735 with theirs", then "Gordon from the Rotary rang - their
    giving's all on hold ..., so nothing from them this time". The answer works out £635 from the sections in its
    first sentence and gives the Rotary's news in its second: labelled "£735", the label took what memory said before
    (AnnotationError). The mirror, the Rotary's call first and then the sopranos' note with the Rotary's £100 found
    after all, is the model's fault."""
    rotary = ("Gordon from the Rotary rang, bit red faced - their giving's all on hold till the new treasurer's in "
              "post in June, so nothing from them this time")
    sopranos = ("sopranos in - £210 + the Rotary have {} £100 for the roof, so we're on £735 with theirs")
    notes = {"n:altos": "sponsor forms back from the altos, £185 between them for the 16th may",
             "n:tenors": "tenors + basses £240 (Dennis rounded his up) so £425 so far for the sing"}
    if label_is_wrong:
        notes.update({"n:sopranos": sopranos.format("promised"), "n:rotary": rotary})
    else:
        notes.update({"n:rotary": rotary, "n:sopranos": sopranos.format("found the treasurer after all and sent")})
    question, expected = "how much have we got in sponsorship for sat so far? putting it on the notice sheet", "£735"
    actual = ("£635 - £185 from the altos, £240 from the tenors and basses and £210 from the sopranos. The Rotary's "
              "£100 isn't coming this time.")

    answer_op, _, v = _run(span_exporter, _notes_then_prompted_answer(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


def test_a_deleted_note_with_a_number_of_the_label_and_what_it_counts_is_where_the_answer_went_wrong(span_exporter):
    """A seed swap's notes: "14 tables - 10 of the hall's trestles + 4 of our pasting tables", and "hall - Doreen
    says £30 for the morning ... btw only 6 trestles left in the hall", which a clear-out of paid-up hall notes
    deleted. No text says the label's "8" ("14 tables wanted and the hall's only got 6 trestles left"); the context
    names tables, the hall and trestles, but "6 trestles" only the deleted note: the delete is where the answer went
    wrong (DeletionError). A deleted note with the 6 of something else ("keys from hers at 6") is no such source."""
    plan = ("SEED SWAP sat 12th march Memorial Hall 10-1. 14 tables - 10 of the hall's trestles + 4 of our pasting "
            "tables. tables by crop")
    question = "how many tables do we need to bring in ourselves for sat? I can fit some in the van"
    expected = "8 - 14 tables wanted and the hall's only got 6 trestles left"
    actual = "4 - just the garden's 4 pasting tables from the shed; the hall's doing the other 10 trestles."
    notes = {"n:plan": plan,
             "n:hall": "hall - Doreen (bookings) says £30 for the morning, heating on from 9. btw only 6 trestles "
                       "left in the hall, the rest went to the school",
             "n:talk": "talk at 11 - Glyn on saving your own tomato seed, 20 mins, seed left over goes in the tin"}
    delete_op, _, v = _run(span_exporter, _deleted_before_search(notes, "n:hall", question, expected, actual))
    assert (v.error_type, v.op_id) == (tx.DELETION, delete_op), v.reason


def test_a_deleted_note_with_the_labels_number_of_something_else_is_not_followed(span_exporter):
    """The mirror of the seed swap's deleted note: it says "keys from hers at 6" (a 6 of no trestles), so nothing
    points to it and the verdict is not the delete."""
    plan = ("SEED SWAP sat 12th march Memorial Hall 10-1. 14 tables - 10 of the hall's trestles + 4 of our pasting "
            "tables. tables by crop")
    question = "how many tables do we need to bring in ourselves for sat? I can fit some in the van"
    expected = "8 - 14 tables wanted and the hall's only got 6 trestles left"
    actual = "4 - just the garden's 4 pasting tables from the shed; the hall's doing the other 10 trestles."
    notes = {"n:plan": plan,
             "n:hall": "hall - Doreen (bookings) says £30 for the morning, keys from hers at 6 fri",
             "n:talk": "talk at 11 - Glyn on saving your own tomato seed, 20 mins, seed left over goes in the tin"}
    delete_op, _, v = _run(span_exporter, _deleted_before_search(notes, "n:hall", question, expected, actual))
    assert v.op_id != delete_op, v.reason


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_list_label_changed_by_a_later_line_is_memorys_earlier_word(span_exporter, label_is_wrong):
    """A nursery's notes, written one by one: "songs for graduation: Twinkle Twinkle w Makaton, the Goodbye Nursery
    song, Wind the Bobbin Up + the Rainbow Song", then "we've given up on the rainbow one ... Down in the Jungle
    instead". The answer gives the list with the Rainbow Song out and Down in the Jungle in: labelled with the first
    list, the label took it before the change (AnnotationError). The mirror, the change floated first ("Down in the
    Jungle instead of the rainbow one?") and the list stated after it with the Rainbow Song, is the model's fault."""
    songs = ("songs for graduation: Twinkle Twinkle w Makaton, the Goodbye Nursery song, Wind the Bobbin Up + the "
             "Rainbow Song")
    change = ("we've given up on the rainbow one, half of them burst into tears at 'sing a rainbow' every time. Down "
              "in the Jungle instead, they love the wiggly bit")
    floated = "thinking Down in the Jungle instead of the rainbow one? they love the wiggly bit"
    notes = {"n:songs": songs, "n:change": change} if label_is_wrong else {"n:floated": floated, "n:songs": songs}
    notes["n:gowns"] = "gowns ordered, yellow w green caps, 22 of them"
    question = "which songs are they singing at the graduation? doing the running order for the programme"
    expected = "Twinkle Twinkle (Makaton), the Goodbye Nursery song, Wind the Bobbin Up, the Rainbow Song"
    actual = "Twinkle Twinkle with Makaton, the Goodbye Nursery song, Wind the Bobbin Up and Down in the Jungle."

    answer_op, _, v = _run(span_exporter, _notes_then_prompted_answer(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_list_item_a_later_line_takes_back_is_left_out_on_purpose(span_exporter, label_is_wrong):
    """A bowls club's open-day notes, written one by one: "tell people: flat shoes, their own woods if they've got
    them + a cardi", then "Bowls England are lending us 20 sets of woods for the day, so nobody needs to bring
    theirs". The answer leaves the woods out: labelled with the whole list, the label took it before the change
    (AnnotationError). The mirror, the loan first and later "the loan's fallen through, so their own woods if
    they've got them", is the model's fault."""
    bring = "open day sat 13th june 2-5, tell people: flat shoes, their own woods if they've got them + a cardi"
    lend = "Bowls England are lending us 20 sets of woods for the day, all sizes, so nobody needs to bring theirs"
    again = ("Bowls England loan's fallen through, so tell people: flat shoes, their own woods if they've got them + "
             "a cardi")
    notes = {"n:bring": bring, "n:lend": lend} if label_is_wrong else {"n:lend": lend, "n:again": again}
    notes["n:teas"] = "teas in the pavilion, 50p a cuppa"
    question = "what do people need to bring on sat? doing the leaflet for the library"
    expected = "flat shoes, their own woods if they've got them, and a cardi"
    actual = "Flat shoes and a cardi for later on."

    answer_op, _, v = _run(span_exporter, _notes_then_prompted_answer(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_records_stored_by_one_write_are_in_the_order_it_listed_them(span_exporter, label_is_wrong):
    """An orchard group's notes, added to a vector store by one write: "pressing sun 12th oct ... if it's wet we'll
    call it off", then "Reverend Sue popped round - we can have the church barn over the road if it's chucking it
    down, so it's not off if it rains now". Nothing but the list dates them; a list of notes is kept in the order
    they were written, and the later one says it changes something (a word of no, of change): the barn is memory's
    last word, and labelled "no - it's called off if it's wet", the label took what memory said before
    (AnnotationError). The mirror, the same notes listed the other way round, leaves the calling off as the last
    word: the model's fault. (A list of facts with no word of change stays in no order: the spa test above.)"""
    notes = {"n:pressing": "Mel: pressing sun 12th oct 11 till 3ish at the orchard. if it's wet we'll call it off, "
                           "check the group chat on the morning",
             "n:barn": "Mel: Reverend Sue popped round - we can have the church barn over the road if it's chucking "
                       "it down, room for both presses + the tables, so it's not off if it rains now"}
    if not label_is_wrong:
        notes = dict(reversed(list(notes.items())))
    notes["n:bottles"] = "Mel: bring your own bottles + a bag of apples"
    question = "is the pressing still on sun if it rains? forecast's looking grim"
    expected = "no - it's called off if it's wet, the group chat will say"
    actual = ("Yes - if it's wet it moves into the church barn over the road (Reverend Sue offered it), so it's on "
              "whatever the weather.")

    answer_op, _, v = _run(span_exporter, _notes_then_prompted_answer(notes, question, expected, actual,
                                                                      one_write=True))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_later_clause_that_turns_the_labels_value_down_before_giving_the_answers_is_the_answers(span_exporter,
                                                                                                  label_is_wrong):
    """A WI's afternoon-tea notes, written one by one: "72 tickets at £7.50, 12 tables of 6", then "tickets all gone
    at 60 ... so no point laying 12 - 10 tables of 6 for the teas, the other 2 for the cake stall + the raffle". The
    later clause names 12 only to turn it down ("no point laying 12") and then gives 10: labelled "12", the label took
    what memory said before (AnnotationError). The mirror, the same notes labelled "10" and answered "12 tables", is
    the model's fault: the later clause states 10 plainly, after the 12."""
    notes = {"n:plan": "AFTERNOON TEA sat 12th sept village hall 2.30-4.30. 72 tickets at £7.50, 12 tables of 6, "
                       "white cloths off the church",
             "n:raffle": "raffle prizes - hamper from the Co-op, a meal at the Plough",
             "n:sold": "tickets all gone at 60, we'd never fit more in round the cake stall + raffle anyway so no "
                       "point laying 12 - 10 tables of 6 for the teas, the other 2 for the cake stall + the raffle"}
    question = "how many tables are we laying for teas sat? I'm doing the jam jar flowers"
    expected, actual = ("12", "10 tables of 6 for the teas - we sold 60 tickets.") if label_is_wrong \
        else ("10", "12 tables of 6 - 72 tickets at £7.50.")

    answer_op, _, v = _run(span_exporter, _notes_then_prompted_answer(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("edited", [True, False])
def test_a_worked_label_whose_found_source_holds_only_part_of_it_follows_the_part_a_stale_write_lost(span_exporter,
                                                                                                      edited):
    """An art club's hanging record: "the club boards take 60 paintings max", an edit "the library's letting us have
    the reading room as well, 20 more on the screens in there so 80 max now", then the entries job's stale copy
    written back with "54 paintings handed in" (a lost update). "How many more paintings can we take?" labelled "26 -
    80 max now the reading room's been added, 54 in": the record the answer read holds the 54, one part of it, and
    the model restated it ("6 - the boards take 60 and 54 are in"); the edit holding the rest, which the stale write
    dropped, is where the answer went wrong (UpdateError at that write). Without the edit nothing memory held says
    the 80, and the write is not blamed."""
    first = ('{"space": "main hall only - the club boards take 60 paintings max", "hanging": "sat 4th july 10-3, '
             'Dennis + his step ladder"}')
    edit = ('{"space": "the library upstairs is letting us have the reading room as well, 20 more on the screens in '
            'there so 80 max now", "hanging": "sat 4th july 10-3, Dennis + his step ladder"}')
    stale = ('{"space": "main hall only - the club boards take 60 paintings max", "hanging": "sat 4th july 10-3, '
             'Dennis + his step ladder", "in so far": "54 paintings handed in, 31 members"}')
    question = "how many more paintings can we take? I've got 3 more from the plein air wk"
    expected = "26 - 80 max now the reading room's been added, 54 in"
    actual = "Only 6 - the boards take 60 and 54 are in already, so 3 of yours would fit."

    versions = [first, edit] if edited else [first]
    ops, _, v = _run(span_exporter, _stale_write_back("club:hanging", versions, stale, question, expected, actual))
    if edited:
        assert (v.error_type, v.op_id) == (tx.UPDATE, ops["stale"]), v.reason
    else:
        assert v.op_id != ops["stale"], v.reason


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_list_item_the_answer_names_only_to_say_it_is_out_is_left_out(span_exporter, label_is_wrong):
    """A quiz night's notes, written one by one: "8 rounds: general knowledge, music intros, sport, geography, 80s
    telly, food + drink, local history, then the picture round on the tables", later "... we'll give local a rest
    this time, Ken's got a 'name the year' one up his sleeve". The answer names local history only to say it is out
    ("- no local history this time") and puts in Ken's round, which the later note gives in half its words; the
    label's last item joins two with "and" ("local history and the picture round"), each an item: labelled with the
    first list, the label took it before the change (AnnotationError). The mirror, Ken's note first and the list
    stated after it, is the model's fault."""
    rounds = ("QUIZ + CHIPS fri 6th march, 8 rounds: general knowledge, music intros, sport, geography, 80s telly, "
              "food + drink, local history, then the picture round on the tables")
    ken = ("Ken went thru last yr's sheets - not one team got more than 2 in the local round, all the old railway, "
           "so we'll give local a rest this time, Ken's got a 'name the year' one up his sleeve")
    notes = {"n:rounds": rounds, "n:ken": ken} if label_is_wrong else {"n:ken": ken, "n:rounds": rounds}
    notes["n:chips"] = "chips order to the Chip Inn by half 6 fri - 38 cod, 9 sausage, 3 veggie"
    question = "what rounds are there fri? trying to work out who to bring on our team"
    expected = ("general knowledge, music intros, sport, geography, 80s telly, food and drink, local history and the "
                "picture round")
    actual = ("General knowledge, music intros, sport, geography, 80s telly, food and drink, Ken's new 'name the year' "
              "round, and the picture round on the tables - no local history this time.")

    answer_op, _, v = _run(span_exporter, _notes_then_prompted_answer(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("says_the_time", [True, False])
def test_a_note_a_search_left_out_that_states_the_labels_time_in_words_is_followed(span_exporter, says_the_time):
    """A table-top sale's notes; the search returns three of them, not "Jan's Brownies have the hall fri night ...
    not out till 8.30 so nobody in before quarter to 9". Labelled "quarter to 9 (8.45), not before - the Brownies have
    the hall till 8.30", answered "From 8" off the first plan: no text the answer was given states the label's time,
    the note left out states it in words (its other words of the label, the Brownies, the hall, 8.30, are in notes
    the answer was given), and the search that left it out is where the answer went wrong (RetrievalError at the
    search). A note left out that gives no such time ("nobody in before the Brownies are out")
    is not followed to the search on the strength of the label's time."""
    cut = ("Weds 4 May - Jan's Brownies have got the hall fri night for their sleepover, not out till 8.30 so nobody "
           "in before " + ("quarter to 9" if says_the_time else "they've gone") + ", I'll let the stallholders know")
    notes = {"n:plan": "TABLE TOP SALE sat 14th may, sellers in from 8 to set up, doors to buyers 10-12.30",
             "n:pitches": "pitches £8 inside (hall trestle + 2 chairs), £6 in the car park",
             "n:car": "car park - Bob marshalling, sellers unload at the side door",
             "n:teas": "teas - bacon baps from 8.30ish, the Brownies are on the cake table, early birds 9.30 £1",
             "n:cut": cut}
    question = "what time can sellers get in to set up sat? I've got a car full"
    expected = "quarter to 9 (8.45), not before - the Brownies have the hall till 8.30"
    actual = "From 8 - sellers can get in then to set up, doors open to buyers at 10. Unload at the side door."
    shown = {k: v for k, v in notes.items() if k != "n:cut"}

    def build():
        for key, text in notes.items():
            with operation("write", "store.add", system="app") as add:
                add.output(key, text, kind="chunk")
            time.sleep(0.002)
        with operation("retrieve", "store.query", system="app") as ret:
            ret.input("query:q1", question, kind="query", relation="query")
            for key, text in shown.items():
                ret.input(key, text, kind="chunk", relation="reads")
            ops = {"search": f"{ret.trace_id}:{ret.span_id}"}
        with operation("generate", "llm.answer", system="app") as gen:
            for key, text in shown.items():
                gen.input(key, text, kind="chunk", relation="context_of")
            gen.output("answer:q1", actual, kind="answer")
        record_outcome(False, question=question, expected=expected, actual=actual, case_id="q1", answer=gen)
        return ops

    ops, _, v = _run(span_exporter, build)
    if says_the_time:
        assert (v.error_type, v.op_id) == (tx.RETRIEVAL, ops["search"]), v.reason
    else:
        assert v.op_id != ops["search"], v.reason


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_an_answer_of_one_item_is_a_list_a_later_line_changed(span_exporter, label_is_wrong):
    """A dog rescue's notes, written one by one: "Bev's fostering Biscuit + Nell at the mo", later "Nell's no longer
    with Bev - adopted by the Hendersons sat". The answer gives one dog, "Just Biscuit.", and says nothing of Nell:
    labelled with both, the label took the list before the change (AnnotationError). The mirror, the adoption note first and later "the adoption
    fell through, Bev's fostering Biscuit + Nell at the mo again", is the model's fault."""
    both = "Bev's fostering Biscuit + Nell at the mo, both on the dry food"
    adopted = "Nell's no longer with Bev - adopted by the Hendersons sat, lovely home"
    back = "the Hendersons' adoption fell through, Bev's fostering Biscuit + Nell at the mo again, both on the dry food"
    notes = {"n:both": both, "n:adopted": adopted} if label_is_wrong else {"n:adopted": adopted, "n:back": back}
    notes["n:van"] = "van's booked for the vet run weds"
    question = "which dogs has bev got now? getting her food in"
    expected = "Biscuit and Nell"
    actual = "Just Biscuit."

    answer_op, _, v = _run(span_exporter, _notes_then_prompted_answer(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_an_answer_that_opens_with_a_place_after_its_preposition_leads_with_that_place(span_exporter, label_is_wrong):
    """A football tournament's notes, written one by one: "burger van by the clubhouse as usual", later "van can't go
    by the clubhouse this yr - the new container's there. I'll put him on the hardstanding by the top car park gate".
    The answer "On the hardstanding by the top car park gate - ..." leads with "the hardstanding", the place after its
    preposition: labelled "by the clubhouse", the label took what memory said before (AnnotationError). The mirror,
    the hardstanding first and later "container's gone, so the van's back by the clubhouse as usual", is the model's
    fault."""
    usual = "burger van by the clubhouse as usual, Smokey Joe's 9-4, they give us 10% of the takings"
    moved = ("van can't go by the clubhouse this yr - the new container's there + the drains are dug up. I'll put him "
             "on the hardstanding by the top car park gate, he can run his genny there")
    first = "burger van on the hardstanding by the top car park gate this yr, Smokey Joe's 9-4"
    back = "container's gone + the drains are done, so the van's back by the clubhouse as usual, he can run his genny there"
    notes = {"n:usual": usual, "n:moved": moved} if label_is_wrong else {"n:first": first, "n:back": back}
    notes["n:refs"] = "refs briefing 9.15 in the clubhouse, first games 9.45"
    question = "where's the burger van going to be sat? meeting my mum there at 12"
    expected = "by the clubhouse"
    actual = "On the hardstanding by the top car park gate - Phil says it can't go by the clubhouse this year."

    answer_op, _, v = _run(span_exporter, _notes_then_prompted_answer(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


def test_a_number_counting_something_else_is_no_loose_statement_of_the_labels(span_exporter):
    """A canoe club's chat, each message stored as it comes: the skip "comes fri 27th 8am, picked up mon 30th first
    thing", then "boats - 7 open canoes, 5 kayaks ...", then "the skip's now collected Weds 2 May, so it's here Friday
    to Wednesday". Labelled "5 days - Fri 27th Apr (8am) till Weds 2nd May", answered "3 days" off the first message:
    the model's fault (ResponseError). The "5 kayaks" counts kayaks, not days: it is no statement of the label's value
    for the later-statement rule to weigh against the answer's."""
    chat = ["user: 2046-04-05T18:30 clean up sun 29th apr, skip booked from the council - comes fri 27th 8am, picked "
            "up mon 30th first thing. in the club car park by the boat shed",
            "assistant: Skip: from the council, arriving Fri 27 April 8am, collected Mon 30 April first thing; club car "
            "park by the boat shed.",
            "user: boats - 7 open canoes, 5 kayaks, Rhys is bringing the club raft for the big stuff",
            "assistant: Boats: 7 open canoes, 5 kayaks and the club raft (Rhys) for the heavy items.",
            "user: Tue 24th council rang, their lorry's booked solid so they can't collect till weds 2nd may, so it's "
            "ours fri to weds, fine as long as the lid's down",
            "assistant: Noted - the skip's now collected Weds 2 May, so it's here Friday to Wednesday; keep the lid "
            "down.",
            "user: bags - 60 from the council + grabbers, gloves from Screwfix",
            "assistant: Bags: 60 from the council, grabbers and gloves from Screwfix."]
    notes = {f"msg:{i}": text for i, text in enumerate(chat)}
    question = "how long have we got the skip for? the Scouts want to chuck their stuff in too"
    expected = "5 days - Fri 27th Apr (8am) till Weds 2nd May, when the council collect"
    actual = "3 days - it comes Friday 27th at 8am and the council pick it up first thing Monday 30th."

    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(notes, question, expected, actual,
                                                                      kind="message"))
    assert (v.error_type, v.op_id) == (tx.RESPONSE, answer_op), v.reason


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_term_of_the_labels_sum_taken_out_later_makes_the_label_stale(span_exporter, label_is_wrong):
    """A quiz night's notes, each stored by a write of its own: "£410 on the night - entry £250, raffle £95, bottle
    tombola £65", then, later, "the £95 raffle money's not ours, the pub's keeping it for the darts team". The
    label's sum is worked from the numbers beside it, and a later line takes one of them out with a word of no:
    labelled "£410", answered "£315" (the sum without it), the label took what memory said before
    (AnnotationError). The mirror, a later line that says the £95 is in the tin, is the model's fault: no line
    takes the raffle out."""
    later = ("Mon Bev - the £95 raffle money's not ours after all, the pub's keeping it for the darts team"
             if label_is_wrong else "Mon Bev - the £95 raffle money's in the tin now, banking it tomorrow")
    notes = {"n:night": "Sat Gaz - quiz night done!! £410 on the night for the hospice - entry £250, raffle £95, "
                        "bottle tombola £65",
             "n:later": later,
             "n:next": "next quiz is in March, Carol's doing the picture round"}
    question = "how much did the quiz make for the hospice? putting it on the fb page"
    expected = "£410"
    actual = "£315 - entry £250 and the tombola £65; the raffle money's the pub's."

    answer_op, _, v = _run(span_exporter, _notes_then_prompted_answer(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_term_of_the_labels_sum_given_another_number_later_makes_the_label_stale(span_exporter, label_is_wrong):
    """An open day's notes, each stored by a write of its own: "teas £212.40, plant stall £186, raffle £94 - so
    £492.40", then "Sheila counted the teas again - the float was still in the tin, teas made £162.40 really". A
    later line gives one of the terms the label's sum is worked from another number (teas £212.40 -> £162.40):
    labelled "£492.40", answered "£442.40", the label took what memory said before (AnnotationError). The mirror,
    the £162.40 first count noted before the total (so the total has the later count), is the model's fault."""
    total = "open day done, teas £212.40, plant stall £186, raffle £94 - so £492.40 on the day!! feet up now"
    recount = "Sheila counted the teas tin - the float was still in it, teas made £162.40 really"
    first = "Sheila's first count of the teas tin, teas made £162.40 by 2 o'clock, more to come"
    notes = {"n:total": total, "n:recount": recount} if label_is_wrong else {"n:first": first, "n:total": total}
    notes["n:thanks"] = "thank you card for Frank for the field, next yr more pots for the plant stall"
    question = "how much did the open day make altogether? for the newsletter"
    expected = "£492.40"
    actual = "£442.40 - teas £162.40, the plant stall £186 and the raffle £94."

    answer_op, _, v = _run(span_exporter, _notes_then_prompted_answer(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_number_the_labels_line_states_beside_it_says_the_answer_knew_that_line(span_exporter, label_is_wrong):
    """A playgroup's nativity notes, each stored by a write of its own: 8 angels and Jen making the halos; then
    "Jen - 5 halos done, 3 more to do"; then Poppy would rather be a sheep. Answered "2 more - there are 7 angels now
    Poppy's going as a sheep, and you've done 5": the answer restates the label's line by "done" and by the 5 that
    line states beside the label's 3 (a number counts as one of its words, a day or a time does not), so the news
    said after that line is memory's last word: labelled "3", the label took what memory said before
    (AnnotationError). The mirror, Poppy's change noted before the halo count (which then already has it), is the
    model's fault."""
    angels = "parts sorted!! 8 angels - Poppy, Maisie, Aria, Evie, Lola, Ivy, Nora, Esme. Jen's making the halos"
    count = "Jen - 5 halos done, 3 more to do, running low on gold tinsel tho"
    sheep = "Poppy's mum says she'd rather be a sheep this yr, the lights frightened her, so she's a sheep w/ Toby"
    order = [angels, count, sheep] if label_is_wrong else [angels, sheep, count]
    notes = _numbered(order)
    notes["n:urn"] = "squash + mince pies after, can someone bring the big urn"
    question = "how many more halos have I got to make? going to Hobbycraft after drop off"
    expected = "3"
    actual = "2 more - there are 7 angels now Poppy's going as a sheep, and you've done 5."

    answer_op, _, v = _run(span_exporter, _notes_then_prompted_answer(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_yes_no_labels_reason_of_one_word_is_weighed_by_when_it_was_said(span_exporter, label_is_wrong):
    """A dog training club's notes, each stored by a write of its own: the fun show on the school field, "if it rains
    we'll call it off"; then the caretaker has said we can use the sports hall if it's wet. The label's reason, "no
    - it's called off if it rains", has one word of its own ("called"): it is weighed by when it was said as a longer
    one is, so the answer's reason said later (the sports hall) is memory's last word: the label took what memory
    said before (AnnotationError). The mirror, the hall offer first and then "the hall's booked after all, so if it
    rains we'll call it off", is the model's fault."""
    field = "FUN SHOW sat 5th sept on the school field, ring 1 from 10. if it rains we'll call it off, watch the chat"
    hall = "Mr Davies the caretaker says if it's wet on the day we can have the school's sports hall, mats down"
    booked = "the sports hall's booked for a wedding fair after all, so if it rains sat we'll call the fun show off"
    order = [field, hall] if label_is_wrong else [hall, booked]
    notes = _numbered(order)
    notes["n:rosettes"] = "rosettes in, 1st to 6th for every class"
    question = "is the fun show still on if it rains sat? forecast's looking grim"
    expected = "no - it's called off if it rains"
    actual = "Yes - if it's wet it moves into the school's sports hall, the caretaker's ok'd it."

    answer_op, _, v = _run(span_exporter, _notes_then_prompted_answer(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("booking_first", [True, False])
def test_a_yes_no_labels_reason_of_one_name_is_not_weighed_by_when_it_was_said(span_exporter, booking_first):
    """A pub's notes, each stored by a write of its own: "skittle alley Sat 21/6 - Hendry girl's 18th, £40 dep
    paid", then the alley's hire terms and another Saturday free. "Can the darts lot have the alley on the 21st?"
    labelled "No - the Hendry 18th has it": the label's reason has one word of its own and it is a name; a name ties
    the reason to its own occasion, which later lines of other news do not undo, so the model's "Yes - the alley's
    free, £40 deposit" is its own fault in both orders of the notes."""
    booking = "skittle alley Sat 21/6 - Hendry girl's 18th, 40ish, £40 dep paid cash, buffet 8pm"
    terms = "Skittle alley hire £40 deposit, refundable if no damage, they do their own food or Kyle's buffet £12pp"
    order = [booking, terms] if booking_first else [terms, booking]
    notes = _numbered(order)
    question = "can the darts lot have the skittle alley sat 21st? they want a do"
    expected = "No - the Hendry 18th has it"
    actual = "Yes - the alley's free, tell them it's a £40 deposit and they can have Kyle's buffet at £12 a head."

    answer_op, _, v = _run(span_exporter, _notes_then_prompted_answer(notes, question, expected, actual))
    assert (v.error_type, v.op_id) == (tx.RESPONSE, answer_op), v.reason


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_bare_hour_label_of_a_what_time_question_is_a_clock_time(span_exporter, label_is_wrong):
    """A quiz night's notes, each stored by a write of its own: "doors 7, first round 7.30", then "Zumba have the
    hall that fri till they're done ... doors half 7, first round 8". Asked "what time are doors?", a label of a bare
    number ("7") is an hour, so the answer's opening "Half 7" is the value it leads with (read as a number, the
    answer led with nothing), and "doors half 7" is another time, no statement of the label's 7: the later note
    states the answer's value after the label's, so the label took what memory said before (AnnotationError). The
    mirror, the Zumba note first and then "the keep fit lot have called it off that fri, so doors 7 as planned", is
    the model's fault."""
    plan = "QUIZ + CHIPS fri 20th march, doors 7, first round 7.30. teams up to 6, £10 a team"
    zumba = "hall cttee's let Zumba have the hall that fri till they're done so we can't set up early - doors half 7, " \
            "first round 8"
    back = "Sue rang - the keep fit lot have called it off that fri, so doors 7 as planned, first round 7.30"
    order = [plan, zumba] if label_is_wrong else [zumba, back]
    notes = _numbered(order)
    notes["n:wine"] = "can we bring our own wine? + do the chips come at the break?"
    question = "what time are doors fri? booking the village taxi for the 4 of us"
    expected = "7"
    actual = "Half 7 - the Zumba class has the hall till then."

    answer_op, _, v = _run(span_exporter, _notes_then_prompted_answer(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_reason_that_itself_denies_is_taken_back_by_a_line_saying_it_has_nothing_to_do_with_it(span_exporter,
                                                                                                label_is_wrong):
    """An allotment society's notes, each stored by a write of its own: "NO raffle this yr, the hall's insurance
    won't cover it", then "the insurance is nowt to do with it - if we sell tickets before the day we need the small
    lottery registration". The label's reason itself denies ("won't cover"), so a plain word of no says it again;
    but a later line saying the reason is nothing to do with it (the words before "is nothing to do with it" as well
    as after "nothing to do with") takes it back: labelled "because the hall's insurance won't cover a raffle", the
    label took the reason taken back (AnnotationError). The mirror, the registration note first and then "Scouts'
    cttee checked - the hall's insurance won't cover a raffle after all", is the model's fault."""
    first = "seed swap sat 14th march, Scout hall 10-12. NO raffle this yr I'm afraid, the hall's insurance won't " \
            "cover it"
    nowt = "had a word w/ the Scouts' cttee - the insurance is nowt to do with it, if we sell tickets before the day " \
           "we need the small lottery registration off the council + nobody sent the form in"
    after = "Scouts' cttee checked again - the hall's insurance won't cover a raffle after all, so no raffle"
    order = [first, nowt] if label_is_wrong else [nowt, after]
    notes = _numbered(order)
    notes["n:teas"] = "teas - Doreen + Hilda, urn from the WI, cakes welcome"
    question = "why aren't we having a raffle this time? I'd got a hamper to give"
    expected = "because the hall's insurance won't cover a raffle"
    actual = ("They'd need the council's small lottery registration to sell tickets before the day, and the form "
              "never went in.")

    answer_op, _, v = _run(span_exporter, _notes_then_prompted_answer(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


def test_a_bracket_closing_a_labels_working_is_an_aside_not_another_answer(span_exporter):
    """A Burns night's notes, each stored by a write of its own: 80 tickets, "52 sold so far, so 28 left", and Ian's
    "sold another 11 after the service at the kirk". The label "17 - 80 less the 52 sold and the 11 Ian sold at the
    kirk (still room for 4)" is worked out, and its closing bracket is an aside of the working, not a second answer
    (read as one, the label was a value in no text, and the label was blamed): judged by its working, which the
    notes state, the model's "28 left" is its own fault (ResponseError)."""
    notes = {"n:0": "2048-01-02T19:00 Morag - BURNS NIGHT tix on sale, 80 (hall max), £18 each inc the supper",
             "n:1": "tue 14/1 Morag - 52 sold so far, so 28 left, keep going everyone",
             "n:2": "sun 19th Ian - sold another 11 after the service at the kirk!! money's in the kitchen drawer",
             "n:3": "ceilidh band booked, the Tweed Toes, 8 till 12"}
    question = "how many tickets have we got left? my neighbours want 4"
    expected = "17 - 80 less the 52 sold by 14/1 and the 11 Ian sold at the kirk (still room for 4)"
    actual = "28 left - 52 of the 80 have gone, so yes, plenty for your neighbours."

    answer_op, _, v = _run(span_exporter, _notes_then_prompted_answer(notes, question, expected, actual))
    assert (v.error_type, v.op_id) == (tx.RESPONSE, answer_op), v.reason


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_yes_no_labels_reason_of_only_a_number_is_weighed_by_when_it_was_said(span_exporter, label_is_wrong):
    """A swimming club's notes, each stored by a write of its own: "SPONSORED SWIM ... 8 and over only", then "the
    little ones can do it if a mum or dad's in the water with them in the shallow lane", then "lane counters ...
    8.15 at the side door". The label's reason, "No - it's 8 and over only", has no word of its own but its number:
    it is said by the lines stating that 8 (not the 8 of the time 8.15), so the answer's reason said later is
    memory's last word: the label took what memory said before (AnnotationError). The mirror, the shallow-lane note
    first and then "the pool's insurers say 8 and over only after all", is the model's fault."""
    swim = "SPONSORED SWIM sun 15th march at the Regal, lengths in an hour, money for the new blocks. 8 and over only"
    little = "had a word w/ Rob the duty manager, the little ones can do it if a mum or dad's in the water with them " \
             "in the shallow lane"
    insurers = "Rob rang back - the pool's insurers say 8 and over only after all, sorry all"
    order = [swim, little] if label_is_wrong else [little, insurers]
    notes = _numbered(order)
    notes["n:counters"] = "lane counters needed - 2 per lane, 8.15 at the side door"
    question = "can Poppy do the swim or is she too young? she's 6 but swims like a fish"
    expected = "No - it's 8 and over only"
    actual = "Yes - as long as you or her dad is in the water with her in the shallow lane."

    answer_op, _, v = _run(span_exporter, _notes_then_prompted_answer(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_line_reporting_what_a_notice_says_is_no_statement_of_the_value(span_exporter, label_is_wrong):
    """A bell tower's notes, each stored by a write of its own: "OPEN DAY ... ringing demos on all 8 bells", then
    "the tenor's headstock has cracked ... we'll do the demos on the front 6", then "the posters in the Co-op still
    say 'hear all 8 bells!', I'll do a sticker". The last line reports what a printed notice says, not what holds:
    it is no statement of the label's 8, so the front 6 is memory's last word and the label took what memory said
    before (AnnotationError). The mirror, the tenor rehung in a later note ("all 8 bells after all") before the
    posters line, is the model's fault."""
    open_day = "OPEN DAY sat 18th sept 10-4. ringing demos 11, 1 + 3 on all 8 bells, tours every half hr"
    cracked = "bellhanger's been up - the tenor's headstock has cracked, she can't be rung till she's rehung. we'll " \
              "do the demos on the front 6"
    rehung = "bellhanger's been back, the tenor's rehung early, so the demos are on all 8 bells after all"
    posters = "the posters in the Co-op still say 'hear all 8 bells!' I'll do a sticker"
    order = [open_day, cracked, posters] if label_is_wrong else [cracked, rehung, posters]
    notes = _numbered(order)
    question = "how many bells will they be ringing sat? my dad used to ring here, he'll want to know"
    expected = "8"
    actual = "6 - the front six. The tenor's headstock has cracked so she can't be rung till she's rehung."

    answer_op, _, v = _run(span_exporter, _notes_then_prompted_answer(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_yes_no_answers_reason_after_a_dash_is_weighed_when_its_opening_restates_the_question(span_exporter,
                                                                                              label_is_wrong):
    """A school trip's notes, each stored by a write of its own: "£15 covers entry and a hot lunch at the youth
    hostel", then "the hostel kitchen's shut for an inspection that week, so the kids need a packed lunch, we'll eat
    at the picnic benches by the lake". The answer "Yes, bring a packed lunch - they'll be eating at the picnic
    benches by the lake" opens by restating the question; its reason is the clause after the dash, which the later
    note says after the label's reason: the label took what memory said before (AnnotationError). The mirror, the
    kitchen note first and then "inspection's moved, so it's the hot lunch at the youth hostel again", is the
    model's fault."""
    plan = "TRIP weds 4th to Malham: coach 8.30 from school, £15 covers entry and a hot lunch at the youth hostel"
    shut = "the hostel kitchen's shut for an inspection that week, so the kids need a packed lunch, we'll eat at " \
           "the picnic benches by the lake"
    back = "inspection's moved to after half term, so it's the hot lunch at the youth hostel again, covered by the £15"
    notes = _numbered([plan, shut] if label_is_wrong else [shut, back])
    notes["n:kit"] = "kit - waterproofs, proper shoes, a small rucksack"
    question = "does my lad need to bring a packed lunch on the trip weds?"
    expected = "no - a hot lunch at the youth hostel is covered by the £15"
    actual = "Yes, bring a packed lunch - they'll be eating at the picnic benches by the lake."

    answer_op, _, v = _run(span_exporter, _notes_then_prompted_answer(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("boats_first", [True, False])
def test_a_yes_no_answers_reason_after_a_dash_is_not_said_by_a_line_about_something_else(span_exporter, boats_first):
    """A canoe club's notes, each stored by a write of its own: "every club boat is out with the juniors that
    weekend, so bring your own or hire one", and "buoyancy aids and helmets are in the container, sign them out in
    the book". The answer "No need - he can take one of the club boats, just sign it out in the book at the
    container" restates the question before its dash; the words of its later clause ("sign", "book", "container")
    are said only by the line about buoyancy aids, which says nothing of what is asked (boats): no line states the
    answer's reason, so in both orders the right label "yes - the club boats are all with the juniors" leaves the
    model at fault."""
    boats = "every club boat is out with the juniors at Llandysul that weekend, so bring your own or hire one"
    kit = "buoyancy aids and helmets are in the container, sign them out in the book"
    notes = _numbered([boats, kit] if boats_first else [kit, boats])
    notes["n:meet"] = "meet 10 at the bridge end car park, lunch at the Coach and Horses"
    question = "does Raj need to sort his own boat for the river trip or can he have a club one?"
    expected = "yes - the club boats are all with the juniors that weekend"
    actual = "No need - he can take one of the club boats, just sign it out in the book at the container."

    answer_op, _, v = _run(span_exporter, _notes_then_prompted_answer(notes, question, expected, actual))
    assert (v.error_type, v.op_id) == (tx.RESPONSE, answer_op), v.reason


@pytest.mark.parametrize("end_said", [True, False])
def test_a_length_worked_from_a_ranges_two_ends_is_carried_by_the_texts_saying_each_end(span_exporter, end_said):
    """A men's shed's notes, each stored by a write of its own: "OPEN DAY sat 4th july 10-4, demos all day", then
    "Keith and me are at a wedding in the afternoon so we're shutting at 1.30pm". The label "three and a half hours -
    10 till 1.30pm" is a length the labeller worked from the two ends of a range: the first note says the start and
    the second the end, so the context held it and the answer "Six hours - 10 till 4" is the model's fault. The
    mirror, with no note saying 1.30pm (the second note only says the tool sale starts first thing), leaves the label
    resting on nothing memory received: not a memory fault."""
    notes = _numbered([
        "OPEN DAY sat 4th july 10-4, demos all day, tea urn, tool sale in the yard",
        "Keith and me are at a wedding in the afternoon so we're shutting at 1.30pm, tool sale first thing"
        if end_said else "tool sale first thing, the dealers come early anyway"])
    notes["n:parking"] = "parking on the rec, the gate's open from 9"
    question = "how long's the open day on for? working out if it's worth the drive"
    expected = "three and a half hours - 10 till 1.30pm"
    actual = "Six hours - it's on from 10 till 4, with demos all day."

    answer_op, _, v = _run(span_exporter, _notes_then_prompted_answer(notes, question, expected, actual))
    _label_or_model_at_fault(v, not end_said, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_how_many_more_than_last_year_is_a_number_memory_may_have_changed(span_exporter, label_is_wrong):
    """A quiz league's notes, each stored by a write of its own: "entries at 30!! 8 up on last year's 22", then "the
    Crown's two teams have pulled out, their landlord's retiring". "How many more teams have we got than last year?"
    asks for a number, a difference memory may change, not which of two is more (a later mention of "which is
    cheaper?" is no change): the answer "6 more - 28 now the Crown's two teams have pulled out, against 22 last
    year" gives grounds a line says after the label's "8 up on last year's 22", so the label took what memory said
    before (AnnotationError). The mirror, the pull-out first and the count of 30 after it, is the model's fault."""
    count = "entries at 30!! 8 up on last year's 22, tell the Plough there's still room"
    crown = "the Crown's two teams have pulled out, their landlord's retiring at Easter"
    notes = _numbered([count, crown] if label_is_wrong else [crown, count])
    notes["n:rounds"] = "rounds - music, picture round, general knowledge, sport, the jackpot question"
    question = "how many more teams have we got than last year? for the league newsletter"
    expected = "8 more - 30 against last year's 22"
    actual = "6 more - 28 now the Crown's two teams have pulled out, against 22 last year."

    answer_op, _, v = _run(span_exporter, _notes_then_prompted_answer(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_difference_label_no_line_states_rests_on_the_lines_of_its_working(span_exporter, label_is_wrong):
    """A bridge club's notes, each stored by a write of its own: "last year's congress had 12 tables", "entries in,
    16 tables booked", and "the Hendersons are out, and Mo and Raj have a wedding that weekend". The label "4 more -
    16 tables against last year's 12" is the difference of two numbers no line states as 4: it rests on the lines
    that state its working's numbers, and the answer's grounds ("the Hendersons and Mo and Raj are out") are said
    after both, so the label took what memory said before (AnnotationError). The mirror, the drop-outs said before
    the 16 tables were booked, is the model's fault."""
    last = "last year's congress had 12 tables, the biggest for a while"
    booked = "entries in for the congress, 16 tables booked, teas from Joan's WI"
    out = "the Hendersons are out, and Mo and Raj have a wedding that weekend"
    notes = _numbered([last, booked, out] if label_is_wrong else [last, out, booked])
    question = "how many more tables have we got than last year at the congress? for the county newsletter"
    expected = "4 more - 16 tables against last year's 12"
    actual = "2 more - 14 tables (16 booked, but the Hendersons and Mo and Raj are out) against 12 last year."

    answer_op, _, v = _run(span_exporter, _notes_then_prompted_answer(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


def test_an_answer_leading_with_a_term_of_the_labels_working_is_no_change_of_it(span_exporter):
    """A translator's notes, each stored by a write of its own: "website copy done, EUR 1,341, invoice sent 3/9",
    "Kettle & Finch paid 500 on account 19/9", and later "Kettle & Finch want the website copy in French too". The
    label "841 euros - the 1,341 invoice less the 500 they paid" is worked from two lines; an answer that leads with
    one of its terms (EUR 1,341) left a part of it out, and the later line sharing its words ("website copy") is no
    change of the label: the model's fault."""
    notes = _numbered(["Kettle & Finch paid 500 on account 19/9 - 'rest when our client pays us', ugh",
                       "Kettle & Finch website copy PL>EN done, 14.9k wds @ 0.09 = EUR 1,341. INV-031 sent 3/9, 30 days",
                       "Kettle & Finch want the website copy for their FR launch too - told them I don't do FR",
                       "Weber paid INV-027 in 9 days!! new favourite client"])
    question = "How much do Kettle & Finch still owe me?"
    expected = "841 euros - the 1,341 website invoice less the 500 they paid on 19 Sept"
    actual = "EUR 1,341 - that's INV-031 for the website copy, sent 3 September on 30 days, so it's been overdue " \
             "since 3 October."

    answer_op, _, v = _run(span_exporter, _notes_then_prompted_answer(notes, question, expected, actual))
    assert (v.error_type, v.op_id) == (tx.RESPONSE, answer_op), v.reason


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_length_label_is_stated_by_a_range_that_long_beside_a_date(span_exporter, label_is_wrong):
    """A gardening show's notes, each stored by a write of its own: "SHOW sat 12th aug, teas 2-4.30 in the back room",
    then "prize-giving's at 4 and everyone goes home straight after, so I'm packing the urn away at 4 this time".
    "Two and a half hours" is stated by "2-4.30" (the 2 is a range's start, not a date's day beside "12th aug"), and
    the answer's grounds are said after it: the label took what memory said before (AnnotationError). The mirror, the
    urn note first and "teas 2-4.30" after it, is the model's fault."""
    teas = "SHOW sat 12th aug 🌻 teas 2-4.30 in the back room, scones + bara brith, need 4 of us on the urn"
    urn = "prize-giving's at 4 + everybody's off home straight after, so I'm packing the urn away at 4 this time"
    notes = _numbered([teas, urn] if label_is_wrong else [urn, teas])
    notes["n:classes"] = "38 classes this yr, new one for 3 dahlias in a vase"
    question = "how long are the teas on for sat? working out how many of us need to be on"
    expected = "two and a half hours, 2 till 4.30"
    actual = "Two hours - from 2 till 4. The urn's being packed away at 4 this year, when the prize-giving starts."

    answer_op, _, v = _run(span_exporter, _notes_then_prompted_answer(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


def test_a_value_said_as_what_it_used_to_be_is_no_later_statement_of_it(span_exporter):
    """A mobile library's notes: "summer timetable from 1/6: Pontrobert (tues) is 1.40 til 2.25 now, used to be half
    1 - half 2", then the same timetable restated. The answer "An hour - half one to half two, as usual" gives a
    value its context states only as what it used to be, and "half" is a word of the time, no grounds: the right
    label "three quarters of an hour, 1.40 to 2.25" leaves the model at fault."""
    notes = _numbered([
        "tues 9th I'm on w Rhian, pick up from HQ Newtown 8.45",
        "Rhian's sent the summer timetable, from 1/6: Pontrobert (tues) is 1.40 til 2.25 now, used to be half 1 - half "
        "2 but they've squeezed Dolanog in after, 2.45-3.15 outside the post office",
        "Summer timetable from 1 June: Pontrobert on Tuesdays 1.40-2.25, then Dolanog 2.45-3.15 at the post office."])
    question = "how long are we at Pontrobert tomorrow?"
    expected = "three quarters of an hour, 1.40 to 2.25 on the summer timetable"
    actual = "An hour - half one to half two, as usual."

    answer_op, _, v = _run(span_exporter, _notes_then_prompted_answer(notes, question, expected, actual))
    assert (v.error_type, v.op_id) == (tx.RESPONSE, answer_op), v.reason


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_range_in_a_sentence_after_a_notes_heading_states_a_length(span_exporter, label_is_wrong):
    """A canal society's notes, each stored by a write of its own: "WORK PARTY sat 5th june, Audlem lock 13 - painting
    the balance beams. 9 till 1, meet at the wharf 8.45", then "CRT won't have the pound drained till gone 11 so we'll
    carry on till 4". "9 till 1" is in a sentence that names nothing asked about, but it goes on from the note's
    heading, which does ("sat"): it states the label's "4 hours", and the answer's grounds are said after it, so the
    label took what memory said before (AnnotationError). The mirror, the note about carrying on first and the
    heading note after it, is the model's fault."""
    plan = "WORK PARTY ⚒️ sat 5th june, Audlem lock 13 - painting the balance beams. 9 till 1, meet at the wharf 8.45"
    later = "CRT won't have the pound drained till gone 11 so we'll not get at the cill till after dinner - we'll " \
            "carry on till 4"
    notes = _numbered([plan, later] if label_is_wrong else [later, plan])
    notes["n:tools"] = "tools - brush cutter, 2 rakes, the grappling hook, paint's in the container"
    question = "how long will we be at it sat? got to sort the kids out"
    expected = "4 hours, 9 till 1"
    actual = "About 7 hours - 9 till 4. CRT won't have the pound drained till after 11, so we're carrying on till 4."

    answer_op, _, v = _run(span_exporter, _notes_then_prompted_answer(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_how_much_did_it_make_asks_an_amount_a_later_count_may_complete(span_exporter, label_is_wrong):
    """A tennis club's notes, each stored by a write of its own: "charity doubles: entries £240 + raffle £186 = £426
    for the air ambulance", then "committee agreed to top it up from the bar takings to a round £500". "How much
    did the doubles make?" asks for an amount of what happened, which a later count completes (not "when did ...?",
    where a later mention is no change): the answer's £500 is said after the label's £426, so the label took what
    memory said before (AnnotationError). The mirror, the top-up note first and the £426 after it, is the model's
    fault."""
    count = "charity doubles: entries £240 + raffle £186 = £426 for the air ambulance 🚁"
    topped = "committee agreed to top the charity doubles money up from the bar takings to a round £500"
    notes = _numbered([count, topped] if label_is_wrong else [topped, count])
    notes["n:courts"] = "courts 1-4 for the doubles, 5 and 6 for the juniors' knock-up"
    question = "how much did the charity doubles make in the end? putting it in the newsletter"
    expected = "£426"
    actual = "£500 - the club topped the entries and raffle money up from the bar takings to a round £500."

    answer_op, _, v = _run(span_exporter, _notes_then_prompted_answer(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_an_answer_opening_its_at_leads_with_the_place(span_exporter, label_is_wrong):
    """A swimming club's notes, dated in their words: "2049-09-10 AWARDS NIGHT fri 12th nov ... the Waterfront Hotel
    function suite", then "Tue 21st Sept - Waterfront's gone bust ... the cricket club pavilion can have us same
    night". The answer "It's at the cricket club pavilion now - the Waterfront's closed down" leads with the place
    after "It's at" (no value of its own in "It's", nor in "now"): the later note states it after the label's, so the
    label took what memory said before (AnnotationError). The mirror, the pavilion booked first and then "Tue 21st
    Sept - the pavilion's flooded, so it's the Waterfront Hotel function suite", is the model's fault."""
    if label_is_wrong:
        first = "2049-09-10T20:00 AWARDS NIGHT 🏅 fri 12th nov, 7 for 7.30, the Waterfront Hotel function suite"
        later = "Tue 21st Sept - Waterfront's gone bust 😱 rang round + the cricket club pavilion can have us same " \
                "night, they'll do a hot buffet"
    else:
        first = "2049-09-10T20:00 AWARDS NIGHT 🏅 fri 12th nov, 7 for 7.30, the cricket club pavilion, hot buffet"
        later = "Tue 21st Sept - the pavilion's flooded 😱 rang round + the Waterfront Hotel function suite can have " \
                "us same night"
    notes = _numbered([first, later])
    notes["n:speeches"] = "speeches short pls!! chair 5 mins, Gemma 10"
    question = "where's the awards do fri? need to put it in the satnav for my dad"
    expected = "the Waterfront Hotel's function suite"
    actual = "It's at the cricket club pavilion now - the Waterfront's closed down - so put the cricket club in the " \
             "satnav. 7 for 7.30."

    answer_op, _, v = _run(span_exporter, _notes_then_prompted_answer(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_yes_no_labels_reason_said_in_other_words_is_said_by_the_lines_stating_its_number(span_exporter,
                                                                                          label_is_wrong):
    """A cycling club's notes, each stored by a write of its own: "SPORTIVE sun 12th may - e-bikes welcome on the
    60k but NOT the 100k, the insurers won't have them on the descent", then "insurers are happy with road-legal
    pedal-assist on both routes now, so e-bikes can go round the 100k too". No line says the label's reason "e-bikes
    are only allowed on the 60k" in its words ("allowed"), but its number is stated by the first note: that line is
    the label's, and the answer's reason is said after it, so the label took what memory said before
    (AnnotationError). The mirror, the insurers' note first and "e-bikes on the 60k only after all" later, is the
    model's fault."""
    plan = "SPORTIVE 🚴 sun 12th may from Colwall. e-bikes welcome on the 60k but NOT the 100k - the insurers won't " \
           "have them on the descent"
    insurers = "been on to the insurers again, they're happy w/ road legal pedal-assist on both routes now, so e-bikes " \
               "can go round the 100k too - just start in the last wave"
    back = "insurers have changed their minds, e-bikes are welcome on the 60k but NOT the 100k after all"
    notes = _numbered([plan, insurers] if label_is_wrong else [insurers, back])
    notes["n:feeds"] = "feed stations at Welland village hall + Eastnor, the WI cake stall at the finish"
    question = "can I do the big route on my e-bike? it's a road one, 25kph"
    expected = "no - e-bikes are only allowed on the 60k"
    actual = "Yes - a road-legal pedal-assist e-bike can go round the 100k now, just start in the last wave."

    answer_op, _, v = _run(span_exporter, _notes_then_prompted_answer(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("deleted", [True, False])
def test_a_labels_working_clause_after_and_is_looked_for_on_its_own(span_exporter, deleted):
    """A bell tower's notes: "money out: Ernie checking the ropes £60, harness hire £45", and "St John's will do the
    first aider for a £40 donation", which a clear-out deletes before the question. The label "£145 - £60 to Ernie,
    £45 for the harness hire and the £40 donation to St John's" has a clause after "and" that names its own amount:
    it is looked for on its own, found in the deleted note, so the delete that took it is at fault. The mirror, no
    note ever saying the £40 (the clause is the labeller's own reckoning), leaves the model at fault: its context
    held what the notes say."""
    costs = "OPEN DAY sat 18th sept. money out: Ernie checking the ropes + clappers £60, harness hire £45"
    aider = "the insurance want a first aider at the bottom of the ladder, St John's will do it for a £40 donation"
    question = "what's the total I'm paying out on sat? want to write the cheques before"
    expected = "£145 - £60 to Ernie, £45 for the harness hire and the £40 donation to St John's for the first aider"
    actual = "£105 - £60 to Ernie for the ropes and clappers and £45 for the harness hire."
    with operation("write", "store.add", system="app") as add:
        add.output("n:costs", costs, kind="chunk")
    if deleted:
        with operation("write", "store.add", system="app") as add:
            add.output("n:aider", aider, kind="chunk")
        with operation("delete", "store.delete", system="app") as delete:
            delete.delete("n:aider")
            delete_op = f"{delete.trace_id}:{delete.span_id}"
    with operation("retrieve", "store.query", system="app") as ret:
        ret.input("query:q1", question, kind="query", relation="query")
        ret.input("n:costs", costs, kind="chunk", relation="reads")
    with operation("generate", "llm.answer", system="app") as gen:
        gen.input("prompt:q1", f"Notes:\n- {costs}\n\nQ: {question}", kind="prompt", relation="context_of")
        gen.input("n:costs", costs, kind="chunk", relation="context_of")
        gen.output("answer:q1", actual, kind="answer")
        answer_op = f"{gen.trace_id}:{gen.span_id}"
    record_outcome(False, question=question, expected=expected, actual=actual, case_id="q1", answer=gen)

    graph = build_graph(from_readable_span(s) for s in span_exporter.get_finished_spans())
    v = LineageEngine().attribute(graph, graph.failed_outcomes()[0])
    if deleted:
        assert (v.error_type, v.op_id) == (tx.DELETION, delete_op), v.reason
    else:
        assert (v.error_type, v.op_id) == (tx.RESPONSE, answer_op), v.reason


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_the_word_a_number_counts_is_no_shared_value_of_label_and_answer(span_exporter, label_is_wrong):
    """A bowls club's notes, each stored by a write of its own: "CHARITY PAIRS sat 18th sept, games 12 ends, buffet
    at 1", then "30 pairs in now!! we'll never get thru 12 ends a game + be done by 5, so 8 ends it is". "8 ends a
    game" and "12 ends" share the word the numbers count ("ends"), a unit, not a value: the answer names another
    value, said after the label's, so the label took what memory said before (AnnotationError). The mirror, "8
    ends a game" planned first and "back to 12 ends, only 16 pairs in" later, is the model's fault."""
    plan = "CHARITY PAIRS sat 18th sept 10am, £12 a pair, 2 woods each, games 12 ends, buffet at 1"
    cut = "30 pairs in now!! we'll never get thru 12 ends a game + be done by 5, so 8 ends it is, roughly 40 mins"
    eight = "CHARITY PAIRS sat 18th sept 10am, £12 a pair, 2 woods each, games 8 ends, buffet at 1"
    back = "only 16 pairs in, so back to 12 ends a game, we'll still be done by 5"
    notes = _numbered([plan, cut] if label_is_wrong else [eight, back])
    notes["n:prizes"] = "prizes - £50 + the Wilkinson cup for the winners, runners up £25"
    question = "how long's each game sat? want to know if I can nip out between"
    expected = "12 ends"
    actual = "8 ends a game - roughly 40 minutes each - so there's time to nip out between if you're quick."

    answer_op, _, v = _run(span_exporter, _notes_then_prompted_answer(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_first_aid_in_a_question_asks_no_order(span_exporter, label_is_wrong):
    """A walking group's notes, each stored by a write of its own: "SPONSORED WALK sun 13th sept ... first aid -
    Bethan's on the minibus w/ the kit", then her "I'm on nights that whole wk ... Mo from St John's says he'll do
    it".
    "Who's doing first aid on the walk?" asks who, not who came first: "first aid" is a thing, so the later note's
    value is weighed as for any question, and the label took what memory said before (AnnotationError). The mirror,
    Mo first and "Mo can't now, Bethan's on the minibus w/ the kit" later, is the model's fault."""
    plan = "SPONSORED WALK 🥾 sun 13th sept, 12 miles round Radnor Forest. first aid - Bethan's on the minibus w/ the kit"
    mo = "bad news, I'm on nights at the County that whole wk, no chance I'll be upright on the sun. Mo from St " \
         "John's says he'll do it, he's got his own kit + the defib"
    mo_first = "SPONSORED WALK 🥾 sun 13th sept, 12 miles round Radnor Forest. first aid - Mo from St John's, he's got " \
               "his own kit + the defib"
    back = "Mo can't do the walk now, so first aid - Bethan's on the minibus w/ the kit after all"
    notes = _numbered([plan, mo] if label_is_wrong else [mo_first, back])
    notes["n:money"] = "sponsor money so far £1,120, forms in by the 30th pls"
    question = "who's doing first aid on the walk sun? need their number for the marshal sheet"
    expected = "Bethan, on the minibus with the kit"
    actual = "Mo from St John's - he's bringing his own kit and the defib."

    answer_op, _, v = _run(span_exporter, _notes_then_prompted_answer(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_label_counted_at_a_rate_changed_later_is_the_rate_before_the_change(span_exporter, label_is_wrong):
    """A quiz night's notes, each stored by a write of its own: "QUIZ + SUPPER sat 13th march, £15 a head", then
    "the caterers have gone up, so we're having to ask £19 each". "How much for me + Dave?" labelled "£30" is two at
    the first rate (and what another couple paid); the answer's "£38" is two at the rate a later line states: the
    label took the rate before the change (AnnotationError). The mirror, £19 a head first and "the caterers came down, back to £15 each" later, is
    the model's fault."""
    first = "QUIZ + SUPPER 🍲 sat 13th march, 7 for 7.30, teams of 6, £15 a head, tickets off me"
    rise = "bad news on the money front - the caterers have gone up, so we're having to ask £19 each I'm afraid"
    dear = "QUIZ + SUPPER 🍲 sat 13th march, 7 for 7.30, teams of 6, £19 a head, tickets off me"
    fall = "good news - the caterers have come down, so it's back to £15 each"
    notes = _numbered([first, rise] if label_is_wrong else [dear, fall])
    notes["n:raffle"] = "raffle prizes pls, Jim's doing a hamper"
    notes["n:paid"] = "Sheila + Roy paid £30 for theirs, the Hirsts are paying on the night"
    question = "how much is it for me + Dave? I'll drop it round tmrw"
    expected = "£30"
    actual = "£38 - it's £19 each now (the caterers went up), so £38 for you and Dave."

    answer_op, _, v = _run(span_exporter, _notes_then_prompted_answer(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_date_moved_to_the_friday_after_supersedes_the_booked_one(span_exporter, label_is_wrong):
    """A note books the skip for "fri 10th april"; a later one says the firm "can't do this fri, it'll be the friday
    after instead" (said Weds 8th Apr: Friday 17 April). The prompt says what day it is ("Today is Mon 13 April
    2026"), which dates the notes' year-less days and relative weekdays. An answer of the 17th against a label of
    the 10th restates the change: the label is the superseded value (AnnotationError). The mirror, a label of the
    17th and an answer of the 10th, is the model's (ResponseError)."""
    booked, moved = "Friday 10th April", "Friday 17th April"
    notes = _numbered(["Today is Mon 13 April 2026.",
                       "2026-04-03 skip's booked for the spring clear, fri 10th april, by the gate. no soil pls",
                       "Weds 8th Apr - skip firm rang, their lorry's off the road so they can't do this fri, "
                       "it'll be the friday after instead, same place"])
    expected, actual = (booked, f"{moved} - the firm's lorry was off the road") if label_is_wrong else \
        (moved, f"{booked}, by the gate")
    _, _, v = _run(span_exporter, _notes_then_prompted_answer(notes, "when's the skip coming?", expected, actual))
    if label_is_wrong:
        assert v.error_type == tx.ANNOTATION and "change" in v.reason, v.reason
    else:
        assert (v.error_type, v.op_name) == (tx.RESPONSE, "llm.answer"), v.reason


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_day_a_note_says_will_not_be_is_no_statement_of_it(span_exporter, label_is_wrong):
    """"they can't do this Friday, it'll be the Friday after" names this Friday only to say it will not be: against a
    label of the Friday after (the 17th), an answer of the 10th is the model's (ResponseError), not a restated
    change; the mirror, a label of the 10th, is the superseded value (AnnotationError)."""
    booked, moved = "Friday 10th April", "Friday 17th April"
    notes = _numbered(["Today is Mon 13 April 2026.",
                       "2026-04-03 skip's booked for the spring clear, Friday 10th April, by the gate",
                       "Weds 8th Apr - skip firm rang, their lorry's off the road so they can't do this Friday, "
                       "it'll be the Friday after instead, same place"])
    expected, actual = (booked, f"{moved} - the firm's lorry was off the road") if label_is_wrong else \
        (moved, f"{booked}, by the gate")
    _, _, v = _run(span_exporter, _notes_then_prompted_answer(notes, "when's the skip coming?", expected, actual))
    if label_is_wrong:
        assert v.error_type == tx.ANNOTATION and "change" in v.reason, v.reason
    else:
        assert (v.error_type, v.op_name) == (tx.RESPONSE, "llm.answer"), v.reason


def test_a_working_term_only_a_note_the_search_left_out_states_blames_the_search(span_exporter):
    """The label "$4.75 - the large menudo is $12.50 now, plus $2.75 for the horchata, out of $20": the menu board
    proof (returned) states the horchata's $2.75 and the old $11 menudo; the note raising the large menudo to $12.50
    was left out by the search. The texts the answer rests on are both, the one holding a part and the one stating a
    term of the working no returned text states: the search that left it out is where it went wrong
    (RetrievalError), not the model."""
    notes = {"n:menu": "menu board proof: MENUDO chico $8.50 · grande $11.00 ... AGUAS FRESCAS med $2.75 / lg $3.50",
             "n:up": "scrub that on the large menudo - Don Efraín put the pancita up AGAIN, large is $12.50 now, small "
                     "stays $8.50",
             "n:float": "register float is $150 in small bills, count it at close"}
    question = "lady paid with a $20 for a large menudo + a medium horchata, how much change do I give her?"
    expected = "$4.75 - the large menudo is $12.50 now, plus $2.75 for the horchata, out of $20"
    actual = "$6.25 - the large menudo's $11 and the medium horchata's $2.75, so $13.75 out of $20."
    ops, _, v = _run(span_exporter, _notes_partly_returned(notes, ("n:menu", "n:float"), question, expected, actual))
    assert (v.error_type, v.op_id) == (tx.RETRIEVAL, ops["search"]), v.reason


def test_a_balance_whose_working_goes_on_after_a_comma_needs_every_term(span_exporter):
    """The label "£90 - £85 plus £30 for the third tier she added, less the £25 deposit" is an amount and its
    working, whose last term comes after a comma (not a list of two answers). The search returned the order (£85) and
    the deposit (£25) but not the note adding the third tier (+£30), so the model said £60: the context lacked a term
    of the working, and the search that left that note out is where it went wrong (RetrievalError), not the model."""
    notes = {"n:order": "2026-03-02 ORDER Okafor - christening cake, 2 tier lemon sponge, blue ribbon, £85. collect "
                        "sat 25th march",
             "n:deposit": "4/3 Mrs Okafor paid £25 deposit, cash, in the tin. rest on collection",
             "n:tier": "Tue 14 Mar - Mrs Okafor came in w/ a pic of the topper. she's also asked to go up to 3 tiers, "
                       "grandma's coming over, so +£30 for the extra tier, she's fine with that"}
    question = "how much has Mrs Okafor got left to pay when she picks up tomorrow?"
    expected = "£90 - £85 plus £30 for the third tier she added, less the £25 deposit"
    actual = "£60 - the cake's £85 and she's already paid a £25 deposit."
    returned = ("n:order", "n:deposit")

    ops, _, v = _run(span_exporter, _notes_partly_returned(notes, returned, question, expected, actual))
    assert (v.error_type, v.op_id) == (tx.RETRIEVAL, ops["search"]), v.reason


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_kit_list_changed_later_is_the_list_before_the_change(span_exporter, label_is_wrong):
    """The kit note lists "all in black", "ur black folder" and "a bit of tinsel round ur neck"; a later note says
    "tinsel's banned this yr ... red scarves instead", another "bring a small torch". Each item is followed on its
    own (no one note holds the list with the torch). An answer giving the scarf against a label giving the tinsel
    restates the change: the label is the list before it (AnnotationError). The mirror, a label with the scarf and an
    answer with the tinsel, is the model's (ResponseError)."""
    notes = _numbered(["2026-11-06 CAROL CONCERT kit: all in black (top + trousers or a long skirt), ur black folder "
                       "with the carols in order, + a bit of tinsel round ur neck for a bit of sparkle",
                       "Thu 24/11 - tinsel's banned this yr sorry!! the church says it sheds all over their new "
                       "carpet, red scarves instead, I've got spares",
                       "1/12 the procession's in the dark so bring a small torch to read the first carol by"])
    old = "all in black, your black folder, tinsel round your neck and a torch"
    new = "all in black, your black folder, a red scarf and a torch"
    answer_new = ("All in black, your black folder with the carols in order, a red scarf - no tinsel this year - "
                  "and a small torch for the procession.")
    answer_old = "All in black, your black folder, a bit of tinsel round your neck and a small torch."
    expected, actual = (old, answer_new) if label_is_wrong else (new, answer_old)
    _, _, v = _run(span_exporter, _notes_then_prompted_answer(
        notes, "what do I need to bring + wear on sat? first concert with you all", expected, actual))
    if label_is_wrong:
        assert v.error_type == tx.ANNOTATION and "before the change" in v.reason, v.reason
    else:
        assert (v.error_type, v.op_name) == (tx.RESPONSE, "llm.answer"), v.reason


@pytest.mark.parametrize("shape", ["taken_out", "nothing_taken_out"])
def test_a_count_whose_counted_thing_a_later_line_takes_out(span_exporter, shape):
    """The cover note counts "RIB 1 (Phil), RIB 2 (me), Dave's dory + the club launch Kittiwake. 4 boats"; a later note
    says "Dave's dory's outboard has packed in ... won't be back b4 the regatta". An answer of 3 against a label of 4
    is the count less what the later line takes out: the label is the count before the change (AnnotationError). An
    answer of 3 where no later line takes a boat out is the model's (ResponseError). (The mirror, a right label of 3
    that no text states and an answer of 4, is read as the label's: a count worked by taking a thing out is not
    looked for when the label is right.)"""
    cover = ("2026-07-20 SAFETY COVER regatta sat 13th - RIB 1 (Phil), RIB 2 (me), Dave's dory + the club launch "
             "Kittiwake. 4 boats, 2 crew each")
    later = ("3/8 Dave's dory's outboard has packed in, it's at the menders + won't be back b4 the regatta. Dave'll "
             "crew on RIB 2 with me instead") if shape != "nothing_taken_out" else \
        "3/8 Dave's dory's had a new outboard fitted, all good for the regatta"
    notes = _numbered([cover, later, "Tue 9th Aug 23 boats entered - 9 lasers, 6 toppers, 4 GP14s, 4 mirrors"])
    question = "how many safety boats have we got on sat? sorting the radios, 1 per boat"
    three = "3 - RIB 1, RIB 2 and the Kittiwake. Dave's dory is at the menders."
    expected, actual = "4", three
    _, _, v = _run(span_exporter, _notes_then_prompted_answer(notes, question, expected, actual))
    if shape == "taken_out":
        assert v.error_type == tx.ANNOTATION and "takes out" in v.reason, v.reason
    else:
        assert (v.error_type, v.op_name) == (tx.RESPONSE, "llm.answer"), v.reason


def test_a_moved_day_lost_at_extraction_is_blamed_on_the_note_that_moved_it(span_exporter):
    """Two notes go through an app's extractor: the first books the lunch for "sat 12th dec", the second ("Weds 11
    Nov - ... so it's the sunday for us, the 13th") moves it, and its extraction keeps only the jumpers. The answer
    gives the Saturday. The extraction of the second note lost the day (ExtractionError there): the first note names
    another exact day, the 12th, and is no partial evidence of the 13th for being a day away."""
    first = ("XMAS LUNCH sat 12th dec at the Shoulder of Mutton, 12.30 for 1, £28 a head. names on the sheet in the "
             "pavilion pls")
    moved = ("Weds 11 Nov - Shoulder rang in a right flap, they've took a wedding do for the sat + double booked the "
             "function room so it's the sunday for us, the 13th, same times same menu. ALSO xmas jumpers encouraged!!")
    question = "what day's the xmas lunch? need to book a taxi back"
    expected = "Sunday 13th December - the pub double booked the Saturday with a wedding"
    actual = "Saturday 12th December, 12.30 for 1 at the Shoulder of Mutton."

    def build():
        ops = {}
        for i, (text, said, fact) in enumerate([
                (first, "2026-10-02", "XMAS lunch Sat 12th Dec at the Shoulder of Mutton, 12.30 for 1, £28 a head"),
                (moved, "2026-11-11", "Xmas jumpers encouraged at the xmas lunch")]):
            with operation("extract", "app.extract", system="app") as ex:
                ex.input(f"msg:{i}", text, kind="message", said_at=said)
                ex.output(f"fact:{i}", fact, kind="memory_record")
                ops[i] = f"{ex.trace_id}:{ex.span_id}"
            time.sleep(0.002)
        with operation("retrieve", "store.search", system="app") as ret:
            ret.input("query:q1", question, kind="query", relation="query")
            ret.read("fact:0", "XMAS lunch Sat 12th Dec at the Shoulder of Mutton, 12.30 for 1, £28 a head",
                     kind="memory_record")
        with operation("generate", "llm.answer", system="app") as gen:
            gen.input("fact:0", "XMAS lunch Sat 12th Dec at the Shoulder of Mutton, 12.30 for 1, £28 a head",
                      kind="memory_record", relation="context_of")
            gen.output("answer:q1", actual, kind="answer")
        record_outcome(False, question=question, expected=expected, actual=actual, case_id="q1", answer=gen)
        return ops

    ops, _, v = _run(span_exporter, build)
    assert (v.error_type, v.op_id) == (tx.EXTRACTION, ops[1]), v.reason


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_chat_memorys_role_labelled_stamps_give_its_year_less_days_their_year(span_exporter, label_is_wrong):
    """A chat memory keeps each turn as a message of its own, written after its role ("user: 2038-05-02T09:00 grant
    bid ..."): the stamp after the role still dates the turns' year-less days ("user: Mon 7 Jun - ... new deadline's
    30 July" is June 2038, after the May turn, not June of the year the app ran in). An answer of 30 July against a
    label of 30 June restates the change said later: the label is the superseded value (AnnotationError). The
    mirror, a label of 30 July and an answer of 30 June, is the model's (ResponseError)."""
    notes = _numbered(["user: 2038-05-02T09:00 heritage grant bid - deadline is 30 june 2038, budget sheet + 2 "
                       "letters of support. can u keep me on it",
                       "user: Mon 7 Jun - the grant portal fell over so the funder's given everyone an extra month, "
                       "so the bid's now due 30 July. phew",
                       "user: trustees want the bid summary by the 20th"])
    expected, actual = ("30 June 2038", "30 July 2038 - the funder gave everyone an extra month.") \
        if label_is_wrong else ("30 July", "30 June 2038, with the budget sheet and two letters of support.")
    answer_op, _, v = _run(span_exporter, _notes_then_prompted_answer(notes, "when's the grant bid due in?",
                                                                      expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


def test_a_deadline_said_with_latest_is_no_change_of_the_amount(span_exporter):
    """The price is £30 a head (a note of 2046), the committee then knocks £8 off for members ("Sat 20th Oct ...
    members pay £22"), and a later note only says when to pay ("pay me at the club by 2nd dec latest"). The label,
    £44 for two members, is right; the model priced it without the discount and added the payment day. "by 2nd dec
    latest" is a deadline, not a change of the amount (as "the latest price is ..." would be): the label is not a
    superseded value, the model ignored its context (ResponseError at the answer)."""
    notes = _numbered(["2046-10-06T14:00 Margaret - SUPPER DANCE sat 8th dec, the Assembly Rooms, 7 for 7.30, £30 a "
                       "head - 3 courses + the band. names to me by 24th nov",
                       "Sat 20th Oct Alan - committee agreed the club's putting £8 a head towards it for members out "
                       "of the raffle money so members pay £22, guests full price",
                       "4.11. Alan - pay me at the club or by bank, club account as per, by 2nd dec latest. ta"])
    question = "how much do I owe Alan for the supper dance, me and Jean? she's a member too"
    expected = "£44 - £22 each for members (the club's putting £8 a head in)"
    actual = "£60 - it's £30 a head, so £60 for the two of you. Pay Alan at the club or by bank by 2nd Dec."
    answer_op, _, v = _run(span_exporter, _notes_then_prompted_answer(notes, question, expected, actual))
    assert (v.error_type, v.op_id) == (tx.RESPONSE, answer_op), v.reason


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_value_given_to_another_thing_in_a_list_is_no_statement_of_the_label(span_exporter, label_is_wrong):
    """The first note gives the seniors 10.30; a later one swaps the two races: "seniors race 9.45 now, juniors
    10.30". Each value belongs to its own segment: the later note's 10.30 is the juniors', not the seniors' again, so
    the seniors' 9.45 is what memory said last of what is asked. An answer of 9.45 against a label of 10.30 restates
    the change (AnnotationError); the mirror, a label of 9.45 and an answer of 10.30, is the model's (ResponseError)."""
    notes = _numbered(["2050-05-02 REGATTA sat 14th: juniors race 9.45 on the lower reach, seniors race 10.30 on the "
                       "top reach, boats on the rack by 8",
                       "Thu 12/5 - the junior coach can't get there for 9.45 so we've swapped them round, seniors "
                       "race 9.45 now, juniors 10.30, reaches the same"])
    expected, actual = ("10.30", "9.45 - the races were swapped round, the juniors go at 10.30 now.") \
        if label_is_wrong else ("9.45", "10.30 on the top reach.")
    answer_op, _, v = _run(span_exporter, _notes_then_prompted_answer(
        notes, "what time do the seniors race on saturday?", expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("payment_returned", [True, False])
def test_a_working_clause_whose_amounts_two_notes_give_rests_on_both(span_exporter, payment_returned):
    """The label "£150 - they've sent £90 of the 240" works its balance in one clause from two amounts that two notes
    give (the invoice's £240, the payment's £90): those notes between them are what it rests on, each needed. With
    both in the answer's context, the model that answered the full £240 is at fault (ResponseError); with the
    payment note left out by the search, the search is (RetrievalError)."""
    notes = {"n:inv": "inv 2231 to Brook Farm - 40m hedge laying @ £4.50, stakes £30, binders £30. £240 total, sent 3/4",
             "n:paid": "Brook Farm paid £90 on account against 2231 - BACS came in fri",
             "n:van": "van's due its service on the 20th, ring Dave's garage"}
    question = "how much are Brook Farm still owing on 2231?"
    expected = "£150 - they've sent £90 of the 240"
    actual = "£240 for the hedge laying on invoice 2231."
    returned = ("n:inv", "n:paid", "n:van") if payment_returned else ("n:inv", "n:van")

    ops, _, v = _run(span_exporter, _notes_partly_returned(notes, returned, question, expected, actual))
    if payment_returned:
        assert (v.error_type, v.op_id) == (tx.RESPONSE, ops["answer"]), v.reason
    else:
        assert (v.error_type, v.op_id) == (tx.RETRIEVAL, ops["search"]), v.reason


def test_a_part_held_by_a_text_outranks_a_part_only_a_near_text_gives(span_exporter):
    """The label has two parts, "quarter past one" and "set up for 12.45". The note that moved the start ("can we do
    1.15 start, set up by quarter to 1") holds the first, and its extraction kept none of it; the first booking note
    ("3-5pm on the field") holds neither, and its extraction kept what it said. The fault found from the surer
    evidence, the part a text holds, is the one blamed (the moving note's extraction), not the earlier extraction of
    a note only near the other part."""
    msgs = {"msg:book": "summer bookings so far: Hollins Green village fete sat 12 July, 3-5pm on the field by the "
                        "church, 2 x 45 min sets, £250",
            "msg:move": "Hollins Green fete cttee (Maureen) rang - the dog show wants the arena at 3 so can we do 1.15 "
                        "start, set up by quarter to 1 on the field. said yes obvs. Gav back from his op!!"}
    facts = {"msg:book": "Hollins Green village fete on Sat 12 July, 3-5pm on the field by the church, two 45 minute "
                         "sets, £250",
             "msg:move": "Gav is back from his operation"}
    question = "what time are we playing at Hollins Green tomorrow?"
    expected = "quarter past one, set up for 12.45"
    actual = "3pm - you're on 3 till 5 on the field by the church, two 45 minute sets."

    def build():
        ops = {}
        for key, text in msgs.items():
            with operation("ingest", "band.add", system="band", user_id="band") as _add:
                with operation("extract", "band.extract", system="band", user_id="band") as ext:
                    ext.input(key, text, kind="message", relation="derived_from")
                    ref = ext.output("fact:" + key, facts[key], kind="fact", change="derive")
                    ops[key] = f"{ext.trace_id}:{ext.span_id}"
                with operation("write", "band.write", system="band", user_id="band") as w:
                    w.input("fact:" + key, facts[key], kind="fact", relation="derived_from", version=ref.version)
                    w.output("band:rec:" + key, facts[key], kind="memory_record")
            time.sleep(0.002)
        with operation("generate", "band.answer", system="band", user_id="band") as gen:
            with operation("retrieve", "band.search", system="band", user_id="band") as ret:
                ret.input("query:q1", question, kind="query", relation="derived_from")
                for rank, key in enumerate(msgs):
                    ret.read("band:rec:" + key, facts[key], kind="memory_record", rank=rank)
            for key in msgs:
                gen.input("band:rec:" + key, facts[key], kind="memory_record", relation="context_of")
            gen.output("answer:q1", actual, kind="answer")
        record_outcome(False, question=question, expected=expected, actual=actual, case_id="q1", answer=gen)
        return ops

    ops, _, v = _run(span_exporter, build)
    assert (v.error_type, v.op_id) == (tx.EXTRACTION, ops["msg:move"]), v.reason


@pytest.mark.parametrize("reading_returned", [True, False])
def test_a_working_clause_of_two_parts_two_notes_give_rests_on_both(span_exporter, reading_returned):
    """The label "about 400 litres - the tank holds 1,200 and it's on 800, so get it ordered before the weekend" works
    its answer from a clause of two parts ("the tank holds 1,200" and "it's on 800") that two notes give, neither
    both (and ends with advice no note gives): those notes between them are what it rests on, each needed. With both
    in the answer's context, the model that answered from the tank's size alone is at fault (ResponseError); with
    the gauge reading left out by the search, the search is (RetrievalError)."""
    notes = {"n:tank": "2041-02-02 oil tank at the cottage holds 1,200 litres, Hargreaves deliver, 2 days notice",
             "n:gauge": "Sun 9th - gauge on the oil tank says 800 after the cold snap, boiler fine",
             "n:gutter": "gutter over the back door is dripping again, ring Pete"}
    question = "how much oil do we need to order to fill the tank?"
    expected = "about 400 litres - the tank holds 1,200 and it's on 800, so get it ordered before the weekend"
    actual = "About 1,200 litres - that's what the tank holds."
    returned = ("n:tank", "n:gauge", "n:gutter") if reading_returned else ("n:tank", "n:gutter")

    ops, _, v = _run(span_exporter, _notes_partly_returned(notes, returned, question, expected, actual))
    if reading_returned:
        assert (v.error_type, v.op_id) == (tx.RESPONSE, ops["answer"]), v.reason
    else:
        assert (v.error_type, v.op_id) == (tx.RETRIEVAL, ops["search"]), v.reason


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_clause_that_changes_from_the_answers_value_to_the_labels_does_not_supersede_the_label(span_exporter,
                                                                                               label_is_wrong):
    """"the oak worktop is out of stock so we've gone for the walnut from Haywards instead" changes from the oak to
    the walnut in one clause: with the walnut as the label and the answer the oak, the model is at fault
    (ResponseError); the mirror, the clause changing from the walnut to the oak, supersedes a walnut label
    (AnnotationError)."""
    first, then = ("oak", "walnut") if not label_is_wrong else ("walnut", "oak")
    notes = {"n:1": f"2051-01-20T19:00 Sam - kitchen: the {first} worktop from Haywards, 3.2m, £410, fitted w/c 6th",
             "n:2": "4/2 Jo - the fitter says w/c 13th now, his van's off the road",
             "n:3": f"Wed 8th Feb Sam - Haywards rang, the {first} is out of stock so we've gone for the {then} from "
                    f"Haywards instead, same 3.2m, £445"}
    question = "which worktop is going in? need to tell the fitter what to bring"
    expected = "the walnut from Haywards - the oak was out of stock" if not label_is_wrong else "the walnut from Haywards"
    actual = "The oak worktop from Haywards, 3.2m."
    answer_op, _, v = _run(span_exporter, _notes_then_prompted_answer(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_change_told_in_other_words_is_read_by_what_tells_the_values_apart(span_exporter, label_is_wrong):
    """A pub's function-room diary, notes written one by one: the Hendersons' do pencilled for Sat 13/6, then a note
    that the brother can't get over till the Friday night "so they're going for the Sat after, the 20th". No word of
    change ("moved", "now") and the answer's "Saturday 20th June" stated whole nowhere: the words that tell the two
    values apart do ("20" only the answer's, "13"/"6" the label's), and the last line naming either names the
    answer's. Labelled "13/6", the label took what memory said before (AnnotationError). The mirror, the do
    pencilled for the 20th and a later note making it the 13th, is the model's fault."""
    first = "Hendersons - ruby wedding do, back room, Sat {} they reckon, 30ish, hot buffet, pencilled"
    other = "Patels 7/6 conservatory 1pm, 9 + 2 high chairs"
    if label_is_wrong:
        notes = [first.format("13/6"), other, "Mrs Henderson in for a coffee - her brother can't get over from "
                 "Belfast till the Fri night so they're going for the Sat after, the 20th. Definite now"]
    else:
        notes = [first.format("20/6"), other, "Mrs Henderson in for a coffee - the flights are sorted for the "
                 "Thursday so it's Sat 13/6 now. Definite"]
    question = "what's the date of the Hendersons' do in the back room?"
    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(
        _numbered(notes), question, "13/6", "Saturday 20th June, in the back room, with a hot buffet."))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


def test_a_line_going_from_the_answers_value_to_the_labels_is_no_change_to_the_answers(span_exporter):
    """The same diary, where the last note names both: "going for the 20th ... no, back to the 13th". The answer's
    "20" comes before the label's "13" in it: a change to the label's value, so the model that answered the 20th
    took what memory gave up (ResponseError at the answer), however late its value is named."""
    notes = ["Hendersons - ruby wedding do, back room, Sat 13/6 they reckon, 30ish, pencilled",
             "Patels 7/6 conservatory 1pm, 9 + 2 high chairs",
             "Mrs Henderson - thought they'd have to go for the 20th but the brother's sorted his flight, so 13th it is"]
    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(
        _numbered(notes), "what's the date of the Hendersons' do in the back room?", "13/6", "Saturday 20th June."))
    assert (v.error_type, v.op_id) == (tx.RESPONSE, answer_op), v.reason


def test_a_label_that_gives_its_working_from_stated_numbers_is_the_models_to_follow(span_exporter):
    """A window cleaner's notes: the Begums' rates (£18 front and back, £25 for the conservatory top), the June
    round done with the top, and £10 Mrs Begum paid in cash on the day. The label "thirty-three pounds (£18 + £25,
    less the £10 cash)" is stated by no text, nor is any note about its words; every number of its working is stated:
    the context held what it is worked from, and the model's £43 left the payment out (ResponseError at the answer),
    not a label in no input."""
    notes = ["Rates from 1/5: front + back £18, conservatory tops £25 extra, every 4 wks",
             "Begum (Alder Rd) regular, invoice monthly, pays by bank transfer",
             "Did Alder Rd 3/6 incl the conservatory top",
             "Mrs B gave me £10 cash on the 3rd towards it, knock it off",
             "Van MOT due 20/6, £54.85 at Kwik Fit"]
    question = "what do I put on Mrs Begum's invoice for June?"
    expected = "thirty-three pounds (£18 + £25, less the £10 cash)"
    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(
        _numbered(notes), question, expected, "£43 - £18 for the windows and £25 for the conservatory top."))
    assert (v.error_type, v.op_id) == (tx.RESPONSE, answer_op), v.reason


def test_a_weekday_is_one_value_in_all_its_forms():
    """"Weds", "Wednesdays" and "wednesday" tell a value apart as one word ("Tuesdays" is another day, not another
    kind of value), and "wedding" is no weekday."""
    from memtrace_otel.attribution.engines.lineage import _value_tokens
    from memtrace_otel.attribution.information import _value_kind

    assert _value_tokens("Wednesdays") == _value_tokens("weds") == _value_tokens("Wednesday")
    assert _value_tokens("Tuesdays") != _value_tokens("Wednesdays")
    assert _value_tokens("weds 2-3") == _value_tokens("Wednesday") | {"2", "3"}
    assert not _value_tokens("wedding") & _value_tokens("Wednesday")
    assert _value_kind("Thursdays") == _value_kind("Thursday") == "date"


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_day_without_year_or_weekday_is_read_inside_the_span_of_days_the_notes_fix(span_exporter, label_is_wrong):
    """A caterer's notes, stored by one write: the booking stamped 2050-11-03 (a wedding on sat 17th june 2051, the
    hog roast included), "22/5 venue's emailed - NO open fires on the lawn this yr ... hog roast's off", and "Tue 13
    June - final numbers". "22/5" has no year and no weekday: read nearest the stamp it would be May 2050, before the
    booking; the notes' own days run from November 2050 to June 2051 (a Tuesday the 13th of June is 2051), and only
    22 May 2051 falls inside them. The venue's no comes after the booking: labelled "yes - the hog roast is booked",
    the label took what memory said before (AnnotationError). The mirror, the venue's no dated "22/11" (inside the
    span only in 2050, three weeks after the booking) and a later "Tue 13 June" note that the roast is back on, is the
    model's fault."""
    booked = ("2050-11-03T10:00 BOOKED Jess + Callum, sat 17th june 2051 @ Ferndale Barn, 80 guests, + the hog roast "
              "(£450) on the lawn. deposit £500 pd")
    if label_is_wrong:
        no = ("22/5 venue's emailed - NO open fires on the lawn this yr, new insurance, so the hog roast's off. "
              "refunding the £450")
        last = "Tue 13 June - final numbers 84, menu sent to J+C, van booked for fri"
    else:
        no = "22/11 venue's emailed - NO open fires on the lawn this yr, new insurance, so the hog roast's off"
        last = "Tue 13 June - venue rang, insurer's ok'd it after all, hog roast's back on, £450 as booked"
    notes = {"n:1": booked, "n:2": no, "n:3": last, "n:4": "12/6 van list - 2 chafers, the urn, 90 plates, aprons"}
    question = "is the hog roast on for sat? need to know whether to pick the pig up tomorrow"
    answer_op, _, v = _run(span_exporter, _records_in_context(
        notes, question, "yes - the hog roast is booked (£450)",
        "No - the venue's said no open fires on the lawn this year (new insurance), so don't pick up the pig."))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_value_said_as_what_it_no_longer_is_does_not_state_it(span_exporter, label_is_wrong):
    """A family's school-run block, one text of dated lines: chess club till 6.15, then "it finishes at 6 now not 6.15".
    That line names the label's 6.15 last, but as what it no longer is: it states the answer's 6, after the line
    stating 6.15. Labelled "6.15", the label took what memory said before (AnnotationError). The mirror, the club till
    6 and a later "finishes at 6.15 now not 6", is the model's fault."""
    old, new = ("6.15", "6") if label_is_wrong else ("6", "6.15")
    block = "\n".join([
        "School run notes:",
        f"- 2051-09-04T07:55 Sam - chess club (St Mary's hall) weds for Leo till {old}, £4 a week, pay on the door",
        f"- Mon 2nd Oct Sam - email from the club, the hall's booked after them so it finishes at {new} now not {old}, "
        "till half term",
        "- swimming kit in the boot fridays"])
    answer = ("6 o'clock - chess finishes at 6 now, the hall's booked after them." if label_is_wrong
              else "6 o'clock - chess finishes at 6.")
    answer_op, _, v = _run(span_exporter, _records_in_context(
        {"block:school run": block}, "what time do I get Leo from chess today?", "6.15", answer))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_the_labels_value_in_the_reason_for_a_change_is_no_change_back(span_exporter, label_is_wrong):
    """An art club's chat records ({"by", "text"}): the library slot "tuesdays 1.30-2.30", then "from jan the
    library's moved art club to weds 2-3 cos the reading group have had tuesdays". The later line names the
    label's Tuesday after the answer's Wednesday, but in the reason for the move ("cos ..."): no change back.
    Labelled "Tuesdays, 1.30-2.30", the label took what memory said before (AnnotationError). The mirror, the slot on
    weds 2-3 and a later move to tuesdays 1.30-2.30 "cos the reading group have had weds", is the model's fault."""
    first, then, other = (("tuesdays 1.30-2.30", "weds 2-3", "tuesdays") if label_is_wrong
                          else ("weds 2-3", "tuesdays 1.30-2.30", "weds"))
    notes = [f'{{"by": "priya", "text": "2051-09-01T20:30 ART CLUB our slot at the library is {first}, £2 a child, '
             'bring aprons"}',
             '{"by": "cath", "text": "8/12 nativity for the little ones thurs 21st 11am at the Methodist hall"}',
             f'{{"by": "priya", "text": "Mon 11 Dec - from jan the library\'s moved art club to {then} cos the '
             f'reading group have had {other}, same price"}}']
    answer_op, _, v = _run(span_exporter, _records_in_context(
        _numbered(notes), "what day's art club this term? Isla's starting", "Tuesdays, 1.30-2.30",
        "Wednesdays, 2 till 3 - the library moved the slot from January, same price."))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_change_that_goes_from_the_answers_day_to_the_labels_is_a_change_to_the_label(span_exporter,
                                                                                         label_is_wrong):
    """A bakery van's chat, turn by turn: the rounds ("farm shop mon + thurs by 8am"), then "shut easter monday
    (21st) so that wk's monday drop goes on the tues instead, the 22nd". The change names the Monday first and goes
    from it to the Tuesday: it states the Tuesday. Labelled "Tuesday 22nd", a model that says "Monday 21st" ignored
    it (ResponseError), though the change's line names the Monday too. The mirror, a label that took the rounds'
    Monday and a model that gives the Tuesday, is a wrong label."""
    notes = {"n:rounds": "2087-03-28T16:00 rounds from april - farm shop mon + thurs by 8am (side door), school "
                         "tues, pub fri",
             "n:easter": "Weds 9 Apr - Jo at the farm shop says they're shut easter monday (21st) so that wk's monday "
                         "drop goes on the tues instead, the 22nd, by 8 same as ever",
             "n:van": "van's in for its service weds 23rd, I'll do the pub fri in my own car if it's not back"}
    said = {"n:rounds": "2087-03-28", "n:easter": "2087-04-09", "n:van": "2087-04-12"}
    question = "when am I next dropping at the farm shop? trying to plan round the van"
    expected, actual = ("Monday 21st April by 8am, as usual", "Tuesday 22nd by 8 - they're shut Easter Monday.") \
        if label_is_wrong else ("Tuesday 22nd April by 8am - Easter Monday's drop moved",
                                "Monday 21st, by 8am at the side door.")

    def build():
        for key, text in notes.items():  # each message stored as it came, with the day it was sent
            with operation("write", "store.add", system="app") as add:
                add.output(key, text, kind="message", said_at=said[key])
            time.sleep(0.002)
        with operation("generate", "llm.answer", system="app") as gen:
            gen.input("prompt:q1", "Today is Sat 19 April 2087.\n" + "\n".join(f"- {t}" for t in notes.values())
                      + f"\n\nQ: {question}", kind="prompt", relation="context_of")
            for key, text in notes.items():
                gen.input(key, text, kind="message", relation="context_of")
            gen.output("answer:q1", actual, kind="answer")
        record_outcome(False, question=question, expected=expected, actual=actual, case_id="q1", answer=gen)
        return f"{gen.trace_id}:{gen.span_id}"

    answer_op, _, v = _run(span_exporter, build)
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


def _one_record_quoted_twice(key: str, text: str, question: str, expected: str, actual: str):
    """A build for _run: one memory record (a fact that holds several clauses in the order they were said) is
    returned by a search and quoted, bullet first, by two prompts (a system message and the user's), as a chat
    completion is given it."""
    def build():
        with operation("write", "store.add", system="app") as add:
            add.output(key, text, kind="memory_record")
        with operation("retrieve", "store.search", system="app") as ret:
            ret.input("query:q1", question, kind="query", relation="query")
            ret.input(key, text, kind="memory_record", relation="reads")
        quoted = "\n".join(f"- {clause.strip()}" for clause in text.split(". "))
        with operation("generate", "llm.answer", system="app") as gen:
            gen.input("prompt:system", f"Facts:\n{quoted}", kind="prompt", relation="context_of")
            gen.input("prompt:user", f"Facts:\n{quoted}\n\nQ: {question}", kind="prompt", relation="context_of")
            gen.input(key, text, kind="memory_record", relation="context_of")
            gen.output("answer:q1", actual, kind="answer")
        record_outcome(False, question=question, expected=expected, actual=actual, case_id="q1", answer=gen)
        return f"{gen.trace_id}:{gen.span_id}"
    return build


def test_two_clauses_one_record_holds_are_in_its_order_whichever_prompt_quotes_them(span_exporter):
    """A party's record holds, in this order, "Sue says the hall hire's gone up to £60 from this month" and then
    "checked the booking form from March, we're on the old rate, £45 for ours". Two prompts quote the record (bullet
    first, no stop after a clause): a clause read from one prompt and one read from the other are still the record's
    two clauses, in its order, not statements of unknown order. Labelled "£45" (said last), a model that says "£60"
    took the rise the record then said is not theirs: the model's fault, not a label that missed a change. (The
    mirror, a label "£60" and an answer "£45" said further along the same line, is not cleared by any rule: a line
    that names both values is read as the answer's statement, and no line states the label's alone.)"""
    text = ("Sue says the hall hire's gone up to £60 from this month. Checked the booking form from March, we're on "
            "the old rate, £45 for ours, paid on the night")
    question = "how much is the hall hire for Mia's party?"
    expected, actual = "£45 - the old rate, we booked in March", "£60 - the hall's gone up this month."

    answer_op, _, v = _run(span_exporter, _one_record_quoted_twice("mem:party", text, question, expected, actual))
    assert (v.error_type, v.op_id) == (tx.RESPONSE, answer_op), v.reason


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_an_apology_is_no_reason_for_a_yes_or_no(span_exporter, label_is_wrong):
    """Bookings chat, one message at a time: Northwind have the boardroom thurs 1-5; the screen's fixed; Northwind
    moved their quarterly to fri 10th so thurs afternoon's free; the pods are booked solid thurs. "Is the boardroom
    free thurs afternoon?" answered "No, sorry - Northwind have the Boardroom 1-5pm on Thursday for their quarterly.
    The pods are booked too.": its reason is the booking, not the apology nor the pods said after it; labelled "yes -
    Northwind moved", the model ignored the move (ResponseError). The mirror, a label that took the booking and a
    model that gives the move, is a wrong label."""
    notes = {"n:bea": "BOARDROOM - Northwind have it thurs 9/3 1-5pm for their quarterly, catering for 12",
             "n:dan": "boardroom screen's FIXED, new HDMI + a usb-c dongle on the table",
             "n:marco": "Northwind rang - they've moved their quarterly to fri 10th same times, so thurs afternoon's "
                        "free again in the boardroom. told the caterers",
             "n:pods": "pods 1 + 2 booked solid thurs for interviews, pls keep the noise down"}
    question = "is the boardroom free thurs afternoon? got a client pitch, 6 of us"
    if label_is_wrong:
        expected = "no - Northwind have it 1-5 for their quarterly"
        actual = "Yes, sorry for the muddle - Northwind moved their quarterly to Friday, so Thursday afternoon's free."
    else:
        expected = "yes - Northwind moved their quarterly to Friday, so Thursday afternoon's free"
        actual = ("No, sorry - Northwind have the Boardroom 1-5pm on Thursday for their quarterly. The pods are "
                  "booked too; Friday might be better.")

    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


def test_a_labels_working_is_stated_only_where_its_numbers_count_what_the_working_counts(span_exporter):
    """A student house's bills notes: "bills £245 a month" and "bins out by 4 on thurs" reach the answer; the note
    "Dev's moved out so it's split 4 ways now" was left out by the search. Labelled "£61.25 - the £245 is split 4
    ways now Dev's moved out": the context states £245 as pounds, but its only 4 is a time, not a count of ways, so
    the context did not hold what the label is worked from, and the search that left out the note is at fault
    (RetrievalError), not the model."""
    notes = {"n:bills": "house bills - energy + wifi + water £245 a month all in, Josh pays it and we pay him",
             "n:bins": "bins out by 4 on thurs pls, recycling every other wk",
             "n:dev": "Dev's moved out 🥲 so it's split 4 ways now, not 5, from this month",
             "n:party": "party sat 24th, not the 17th"}
    question = "how much do I owe Josh for bills this month?"
    expected = "£61.25 - the £245 is split 4 ways now Dev's moved out"
    actual = "£49 - the bills are £245 a month, split five ways."

    ops, _, v = _run(span_exporter, _notes_partly_returned(notes, ("n:bills", "n:bins", "n:party"), question,
                                                            expected, actual))
    assert (v.error_type, v.op_id) == (tx.RETRIEVAL, ops["search"]), v.reason


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_reason_only_asked_about_or_said_to_be_unrelated_is_not_stated(span_exporter, label_is_wrong):
    """A farm's chat, one message at a time: the lamb boxes for the April market; the abattoir shut for a refit, so
    no lamb boxes at the market; "someone on fb asked if it's the bluetongue - nope ... nothing to do with it"; the
    assistant noting "the delay has nothing to do with bluetongue". Someone asking whether it is the bluetongue, and
    a line saying the delay has nothing to do with it, state no bluetongue: asked "why no lamb boxes today?",
    labelled with the abattoir and answered "It's the bluetongue", the model's fault (ResponseError). The mirror, the
    bluetongue as the label and the abattoir as the answer, is a wrong label."""
    notes = {"n:boxes": "lamb boxes this yr - half a lamb, jointed + bagged, £95, ready for the april market (sat 9th)",
             "n:abattoir": "bad news, the abattoir at Bury's shut 3 wks for a refit after their inspection, first slot "
                           "is 28th april. so NO lamb boxes at the april market, I'll email everyone",
             "n:fb": "someone on fb asked if it's the bluetongue - nope, we're well outside the zone, nothing to do "
                     "with it, lambs are grand",
             "n:noted": "Noted - the delay has nothing to do with bluetongue; the lambs are fine.",
             "n:stall": "for the stall sat - sausages, bacon, 25 doz eggs. Tom's on his own"}
    question = "why no lamb boxes today? lady here asking, she'd pre-ordered"
    abattoir, bluetongue = ("the abattoir at Bury is shut for a refit - first slot 28th April",
                            "It's the bluetongue - there are movement restrictions on the lambs")
    expected, actual = (bluetongue, abattoir) if label_is_wrong else (abattoir, bluetongue)

    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_line_that_waves_another_reason_away_does_not_end_the_labels(span_exporter, label_is_wrong):
    """A care agency's chat, one message at a time: "DOUBLE UP on every call ... she can't weight bear so she's on the
    hoist now + it's always 2 for a hoist"; "Doreen did shout at me last wk ... it's all sorted"; "the double up is
    nothing to do with Doreen shouting at Leanne, it's the hoist, full stop". That line waves the shouting away, not
    the hoist; and a label that says "- nothing to do with her shouting" does not give the shouting as its reason.
    Asked why she is a double up, labelled with the hoist and answered "Because she shouted at Leanne": the model's
    fault (ResponseError). The mirror, the shouting as the label and the hoist as the answer, is a wrong label."""
    notes = {"n:michelle": "from mon 13/3 Doreen Whitworth is a DOUBLE UP on every call. OT came after her fall, she "
                           "can't weight bear so she's on the hoist now + it's always 2 for a hoist, no exceptions",
             "n:leanne": "Doreen did shout at me last wk when she was in pain but it's all sorted, we had a laugh about "
                         "it today, she's a sweetheart really",
             "n:clear": "just to be clear the double up is nothing to do with Doreen shouting at Leanne, it's the "
                        "hoist, full stop. don't let anyone tell the family otherwise pls",
             "n:sling": "new sling's come for Doreen, it's in the front room behind the chair"}
    question = "why is Doreen Whitworth a double up now? is she kicking off with the girls?"
    hoist = ("she's on the hoist since her fall (OT says she can't weight-bear) and a hoist always takes two - "
             "nothing to do with her shouting")
    shouting = "Because she shouted at Leanne - so it's two of you on every call for safety."
    expected, actual = ("because she shouted at Leanne", "She's on the hoist since her fall, and a hoist always "
                        "takes two carers.") if label_is_wrong else (hoist, shouting)

    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_the_moment_a_record_was_written_states_no_value(span_exporter, label_is_wrong):
    """A dental practice's hygiene notes, one line per note, each opening with the moment it was written: "2051-01-09
    T16:50 Gemma - Mr Khan, scale + polish tue 7 feb 4.20", then "Fri 3/2 Donna - Gemma's off sick all next wk, Mr
    Khan's scale + polish is thurs 16th 8.50 w/ Chloe". The 16 of the first note's stamp is when it was written, not
    the 16th: the later note states the answer's day after the label's, a wrong label "Tue 7th Feb". The mirror, the
    16th as the label and a model that gave the 7th, stays the model's fault."""
    notes = {"n:book": "2051-01-09T16:50 Gemma - Mr Imran Khan, scale + polish tue 7 feb 4.20, 30 mins, £45 private",
             "n:sick": "Fri 3/2 Donna - Gemma's off sick all next wk, rang round her list. Mr Khan's scale + polish is "
                       "thurs 16th 8.50 w/ Chloe now, he asked for first thing"}
    question = "when's my scale and polish? I've lost the card"
    expected, actual = ("Tue 7th Feb at 4.20 with Gemma", "Thursday 16th February at 8.50, with Chloe.") \
        if label_is_wrong else ("Thursday 16th Feb at 8.50 with Chloe", "Tuesday 7th February at 4.20, with Gemma.")

    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, expected, actual, kind="chunk"))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_words_of_an_end_said_of_the_answers_reason_do_not_end_the_labels(span_exporter, label_is_wrong):
    """An electrician's notes, one at a time: "RCD keeps tripping ... she's SURE it's the immersion, it's 20 yrs old";
    "IR tested the immersion circuit, it's fine, nothing wrong with it. found the outside light by the back door full
    of water, cracked lens - that's what was tripping it". The "it's fine" is the immersion's, the answer's reason,
    not the light's; and the label's own "- the immersion tested fine" is no word of its reason. Asked why the RCD was
    tripping, labelled with the light and answered "Her old immersion heater": the model's fault (ResponseError).
    The mirror, the immersion as the label and the light as the answer, is a wrong label."""
    notes = {"n:rang": "Mrs Shaw, 7 Brook St rang - RCD keeps tripping at night, worse when it rains. she's SURE it's "
                       "the immersion, it's 20 yrs old. going sat am",
             "n:kit": "take IR tester, spare 30mA RCD, an IP65 bulkhead just in case, immersion element + spanner",
             "n:visit": "sat 18th at the Shaws - IR tested the immersion circuit >200Mohm, it's fine, nothing wrong "
                        "with it. found the outside light by the back door full of water, cracked lens, N-E fault - "
                        "that's what was tripping it. swapped for the IP65 bulkhead, all holding now",
             "n:paid": "charged her £120, 1.5 hrs + the fitting, she paid cash"}
    question = "why was the Shaws' RCD tripping? writing it up on the invoice"
    light = "water in the outside light by the back door (cracked lens) - the immersion tested fine"
    immersion = "Her old immersion heater - it was 20 years old and leaking to earth, which tripped the RCD."
    expected, actual = ("the immersion heater - it's 20 years old", "Water in the outside light by the back door - "
                        "a cracked lens. The immersion tested fine.") if label_is_wrong else (light, immersion)

    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_request_the_answer_adds_is_no_reason_for_its_yes_or_no(span_exporter, label_is_wrong):
    """A church's coffee notes, one at a time: the rota ("3rd Sun Sue + Barry"); "Sun 6th March Sue - we've swapped w/
    the Hendersons this month ... they're doing the 20th"; "Tue 15 Mar Gill - biscuits running low, can whoever's on
    sunday pick up 2 packs of custard creams". Asked "am I on coffee this sunday?", answered "Yes - it's the 3rd
    Sunday, so it's you and Barry. Set up from 9.45, and could you pick up 2 packs of custard creams?": the request it
    adds is no reason, so the biscuits line, written last, is no later statement of it; labelled "no - you swapped
    with the Hendersons", the model ignored the swap (ResponseError). The mirror, a label that took the rota and a
    model that gives the swap, is a wrong label."""
    notes = {"n:rota": "2050-01-08T12:40 Gill - COFFEE ROTA jan-apr: 1st Sun the Hendersons, 2nd Sun Ruth + Alan, 3rd "
                       "Sun Sue + Barry, 4th Sun Pat + Jean. set up from 9.45 pls",
             "n:swap": "Sun 6th March Sue - we've swapped w/ the Hendersons this month as Barry's in for his cataract "
                       "on the 19th, so we did today + they're doing the 20th",
             "n:biscuits": "Tue 15 Mar Gill - biscuits running low, can whoever's on sunday pick up 2 packs of custard "
                           "creams, I'll pay them back"}
    question = "am I on coffee this sunday? can't remember if we swapped or not"
    if label_is_wrong:
        expected = "yes - it's the 3rd Sunday, you and Barry"
        actual = "No - you swapped with the Hendersons this month, they're doing the 20th (you did the 6th)."
    else:
        expected = "no - you swapped with the Hendersons this month, they're doing the 20th (you did the 6th)"
        actual = ("Yes - it's the 3rd Sunday, so it's you and Barry. Set up from 9.45, and could you pick up 2 packs "
                  "of custard creams?")

    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_an_answers_words_that_only_repeat_the_question_are_not_its_value(span_exporter, label_is_wrong):
    """A market stall's notes: "saturdays we're at the Corn Exchange by the east door", then a later "Corn Exchange
    has the antiques fair sat 9th so the stalls are moved round to the Abbey car park this sat". Asked "where are you
    on saturday?", an answer opening "This Saturday we're in the Abbey car park" leads with the question's own words:
    its value is the Abbey car park, which only the later note names. Labelled "the Corn Exchange by the east door",
    the label took what memory said before (AnnotationError). The mirror, the Abbey car park usual and a later move to
    the Corn Exchange, with the answer giving the Abbey car park, is the model's fault."""
    usual, moved = (("the Corn Exchange by the east door", "the Abbey car park") if label_is_wrong
                    else ("the Abbey car park", "the Corn Exchange by the east door"))
    other = "Corn Exchange" if label_is_wrong else "Abbey car park"
    notes = [f"2050-06-01 12:00 Jo - summer pitches: saturdays we're at {usual} 9-2, sundays Hexham market 10-3",
             f"Tue 5th June Mo - council emailed, {other} has the antiques fair sat 9th so all the stalls are moved "
             f"round to {moved} this sat, back to normal after",
             "Weds 6/6 - new card reader arrived, charge it fri"]
    answer = ("This Saturday we're in the Abbey car park, 9 till 2 - the antiques fair is on, so the stalls have "
              "been moved round." if label_is_wrong else "This Saturday we're in the Abbey car park, 9 till 2.")
    answer_op, _, v = _run(span_exporter, _records_in_context(
        _numbered(notes), "where are you on saturday? want to bring the office lot down for lunch",
        "the Corn Exchange by the east door", answer))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_line_giving_the_answers_value_then_denying_the_labels_says_the_label_is_old(span_exporter, label_is_wrong):
    """A piercer's booking block, one text of dated lines: "est 4 sittings", "sitting 1 done", then "sitting 2 ...
    reckon we'll be done in 1 more not 2". Asked "how many more sittings ...?" (what is left, not a comparison), the
    last line gives the answer's 1 and then denies the label's 2 in so many words: labelled "2" (4 less 2 done), the
    label took what memory said before (AnnotationError), though no line states 2 as what is left. The mirror, "done
    in 2 more not 1" with a model that says 1 more, is the model's fault: a value said only as what it is not states
    nothing."""
    said, denied = ("1", "2") if label_is_wrong else ("2", "1")
    block = "\n".join([
        "Ink & Iron - Sam R's back piece (Tove):",
        "- 2050-02-12T15:00 Tove - consult, est 4 sittings, £300 a sitting",
        "- Sat 8th Mar - sitting 1 done, linework",
        f"- Sat 10th May Tove - sitting 2, shading. going quicker than planned, reckon we'll be done in {said} more "
        f"not {denied}"])
    answer_op, _, v = _run(span_exporter, _records_in_context(
        {"block:back piece": block}, "how many more sittings have I got on the back piece? saving up", "2",
        "1 more - Tove reckons it's going quicker than planned."))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_the_choices_a_question_offers_are_the_values_told_apart(span_exporter, label_is_wrong):
    """A marquee firm's job records and crew messages: the job says "site survey: grass, flat, pegs fine", another
    job "weights only, no pegs on the square", and a later message "farmer's laid hardcore ... so it's weights not
    pegs". Asked "pegs or weights for Holme Farm?", the two values are the choices the question offers, not words it
    says of them: the later message gives weights and denies pegs. Labelled "pegs - it's a flat grass field", the label
    took what memory said before (AnnotationError). The mirror, a survey saying weights and a later "so it's pegs not
    weights", with a model that says weights, is the model's fault."""
    first, then, denied = (("pegs", "weights", "pegs") if label_is_wrong else ("weights", "pegs", "weights"))
    records = {
        "job:holme": f'{{"by": "Gill", "details": "Smith 50th @ Holme Farm, bottom field. 6x9 frame. site survey '
                     f'2051-05-30: grass, flat, {first} fine. BUILD fri 16th june 9am"}}',
        "job:gala": '{"by": "Gill", "details": "Scholes gala sat 24th june, 3 pop ups on the cricket field - weights '
                    'only, no pegs on the square!!"}',
        "msg:1": f'{{"day": "Tues 13/6", "from": "Dave", "text": "been up to Holme Farm - farmer\'s laid hardcore '
                 f'over the corner we\'re going on so it\'s {then} not {denied}, take the straps"}}'}
    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(
        records, "pegs or weights for Holme Farm? loading tonight", "pegs - it's a flat grass field",
        "Weights - the farmer's put hardcore down on that corner, so take the straps."))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("aside", [False, True])
@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_an_answer_that_restates_a_later_consequence_is_no_model_fault(span_exporter, label_is_wrong, aside):
    """A dog groomer's round notes: "weds round - Ashby Rd first about 9, Hill Top about half 10, ...", then a later
    note "van's booked in for its MOT first thing weds so I'm setting off an hour later, every stop's an hour later".
    Asked when the van gets to Hill Top on Wednesday, the model answers "About half 11 - the van's MOT means every
    stop's an hour later": its opening sentence restates the consequence the later note draws, a value worked out
    that no text states. Labelled "about half 10", the label took what memory said before the change
    (AnnotationError). The mirror, a later note that keeps the time ("Dad's lending me his so I'm at Hill Top half 10
    same as ever"), with the same answer, is the model's fault. An aside after the opening sentence ("I'll bring the
    new shampoo from the wholesaler for her sensitive skin") is weighed by the opening sentence's words alone."""
    later = ("van's booked in for its MOT first thing weds so I'm setting off an hour later, every stop's an hour "
             "later, sorry all" if label_is_wrong else
             "van's booked in for its MOT first thing weds but Dad's lending me his so I'm at Hill Top half 10 same "
             "as ever")
    records = {
        "round:1": '{"by": "Jo", "text": "2051-03-02 weds round - Ashby Rd first about 9, Hill Top about half 10, '
                   'Cross Lane last ~12. ring if ur out"}',
        "round:2": f'{{"by": "Jo", "text": "Mon 9th March - {later}"}}'}
    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(
        records, "what time will you get to us at Hill Top on wednesday? poodle needs doing", "about half 10",
        "About half 11 - the van's MOT means every stop's an hour later. I'll text when I'm on Ashby Rd."
        + (" I'll bring the new shampoo from the wholesaler for her sensitive skin, no charge." if aside else "")))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_yes_that_restates_a_later_consequence_is_no_model_fault(span_exporter, label_is_wrong):
    """A campsite's rules board, one record: "NOT allowed on site: campfires, drones, ... anyone asks, it's a no",
    other news, then "got the fire pits delivered so campfires CAN go ahead now, in the pits only, £8 a bag of logs".
    Asked whether they can have a campfire, the model answers "Yes - campfires can go ahead now, in the fire pits
    only, logs are £8 a bag": a yes is no value a line names, the consequence the later line draws says it. Labelled
    "no", the label took what memory said before (AnnotationError). The mirror, a later line that draws no
    consequence ("fire pits delivered but they can't be used till the council signs them off"), with the same yes,
    is the model's fault."""
    later = ("got the fire pits delivered 🎉 so campfires CAN go ahead now, in the pits only, £8 a bag of logs from "
             "the shop" if label_is_wrong else
             "got the fire pits delivered 🎉 but they can't be used till the council signs them off, £8 a bag of "
             "logs from the shop for after")
    board = ("Hollin Farm camping - what's allowed:\n"
             "- 2051-03-01 Jen - NOT allowed on site: campfires, drones, generators, bbqs on the grass. anyone asks, "
             "it's a no\n"
             "- Apr 2nd Rob - septic tank emptied, showers back on\n"
             f"- Sat 12/4 Jen - {later}. still NO drones\n"
             "- 19/4 Rob - top field shut till the 25th, bottom field ok")
    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(
        {"board:rules": board}, "can we have a campfire on site saturday night? bringing marshmallows for the kids",
        "no - campfires aren't allowed on site",
        "Yes - campfires can go ahead now, in the fire pits only, and logs are £8 a bag from the shop."))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


def test_an_occasion_of_another_weekday_is_no_exception_to_a_rule(span_exporter):
    """A yoga teacher's notes: "SPRING TIMETABLE starts mon 8th jan, mon/weds/fri 7pm flow ... Kat is covering all
    my classes till May", then Kat's "can't do fridays after half term ... so Lou's taking the fri 7pm flow". Asked
    who takes "the friday class", the model answers Kat. The first note is a timetable ("mon/weds/fri": a list of
    weekdays is a standing rule, whatever date it starts on), not a note of one occasion the later rule yields to:
    the label (Lou), said last, is right and the model is at fault. The mirrors, where a note of the one Saturday
    asked about beats a standing rule, are test_what_memory_says_of_the_one_occasion_asked_about_beats_a_standing_rule
    and the test after it."""
    records = {
        "msg:sam-1": "SPRING TIMETABLE 🧘 starts mon 8th jan, mon/weds/fri 7pm flow + 8pm yin at the Co-op hall. I'm "
                     "off for my knee op from feb half term, Kat is covering all my classes till May",
        "msg:kat-2": "update from Kat - can't do fridays after half term, my shifts have changed so Lou's taking the "
                     "fri 7pm flow, I'll still do mon + weds"}
    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(
        records, "who's taking the friday class now Sam's off? need to tell them about my bad shoulder",
        "Lou - Kat can't do Fridays after half term, so Lou's taking the 7pm flow",
        "Kat is covering Sam's classes, so let Kat know about your shoulder."))
    assert (v.error_type, v.op_id) == (tx.RESPONSE, answer_op), v.reason


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_turns_speaker_is_no_word_of_a_reason_and_a_limit_the_answer_keeps_takes_nothing_back(span_exporter,
                                                                                                 label_is_wrong):
    """A museum desk's chat memory: "user: 2051-03-28T10:15 ... NO dogs in the museum, assistance dogs only", the
    assistant's "Noted - ... except assistance dogs", then "user: Tue 11 April - trustees met, they've agreed dogs are
    fine on the ground floor + the cafe terrace from this wknd, still not up the tower" and the assistant's "Got it -
    dogs on leads are welcome on the ground floor and the cafe terrace, but not up the tower". Asked whether a caller
    can bring their dog, the model says yes, on the ground floor and the terrace, not up the tower. The "assistant"
    that opens a turn is no word of the label's reason ("assistance dogs only"), and "but not up the tower", a limit
    the answer states too, takes nothing back: labelled "no - assistance dogs only", the label took what memory said
    before (AnnotationError). The mirror, a later turn whose "but" takes the yes back ("but it can't start till the
    insurance is sorted"), is the model's fault."""
    later, restated = (
        ("trustees met last nite, they've agreed dogs are fine on the ground floor + the cafe terrace from this wknd, "
         "still not up the tower", "Got it - dogs on leads are welcome on the ground floor and the cafe terrace, but "
         "not up the tower.") if label_is_wrong else
        ("trustees met last nite, they'd like dogs on the ground floor + the cafe terrace but it can't start till the "
         "insurance is sorted", "Got it - dogs on the ground floor and the cafe terrace are planned, but it can't start "
         "till the insurance is sorted."))
    turns = ["user: 2051-03-28T10:15 season starts sat 1st april for the desk: NO dogs in the museum, assistance dogs "
             "only. water bowl + hook by the cafe door",
             "assistant: Noted - no dogs in the museum except assistance dogs; water bowl and hook by the cafe door.",
             f"user: Tue 11 April - {later}",
             f"assistant: {restated}"]
    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(
        _numbered(turns), "caller asking - can they bring their dog tmrw? spaniel", "no - assistance dogs only",
        "Yes - tell them dogs on a lead are fine on the ground floor and the cafe terrace, just not up the tower.",
        kind="message"))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_an_answer_citing_a_later_change_of_what_is_asked_outdates_a_label_stated_before_it(span_exporter,
                                                                                             label_is_wrong):
    """A marina's berth log: "2052-06-01T09:00Z BK-2207 (Osprey) approved - visitor berth C14 held for the Osprey
    through Fri 6/12", then "2052-06-09T17:45Z BK-2207: skipper asked for more time, the engine part is late; the
    Osprey's berth hold is extended by a week past the original end date", which names no new day. Asked when
    the Osprey's berth hold ends, labelled "Fri 6/12" and answered "Fri 6/19 - it was through Fri 6/12, and on 6/9
    it was extended by a week past that because the engine part is late". The answer gives its value with the
    change it comes from, and a later line about the Osprey's berth states that change (a word of change, most of
    the reason's own words) without the label's day: the label took what memory held before (AnnotationError).
    The mirror, the same answer where the later line extends another boat's hold (the Kittiwake's), is the model's
    fault."""
    boat = "Osprey" if label_is_wrong else "Kittiwake"
    notes = {"n:1": "2052-06-01T09:00Z BK-2207 (Osprey) approved - visitor berth C14 held for the Osprey through "
                    "Fri 6/12, pontoon code 4471",
             "n:2": f"2052-06-09T17:45Z BK-2207: skipper asked for more time, the engine part is late; the {boat}'s "
                    "berth hold is extended by a week past the original end date",
             "n:3": "2052-06-05T08:10Z fuel berth closed for the diesel delivery, back after 2pm"}
    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(
        notes, "when does the Osprey's berth hold end? skipper wants to plan the crossing", "Fri 6/12",
        "Fri 6/19 - it was through Fri 6/12, and on 6/9 it was extended by a week past that because the engine "
        "part is late."))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_cited_change_dated_only_by_when_it_was_stored_follows_a_note_dated_in_its_words(span_exporter,
                                                                                            label_is_wrong):
    """A charity walker's notes: "2052-03-02 kit list from the walk organisers: water, head torch, walking poles for
    the hill bit", a physio note on the knee support, and "walk organisers emailed - they've swapped the hill route
    for the canal one, flat all the way, won't need the poles", a note that says no day of its own. Labelled
    "water, head torch and walking poles", answered "Water, a head torch and your knee support (it's over 5 miles).
    No poles - the route's on the flat canal path now". The day one note says and the time the other was stored put
    them in no order by days; the app stored the change after the kit list, so it comes after it, and the label
    took what memory held before (AnnotationError). The mirror, the change stored before the kit list, leaves the
    model at fault."""
    kit = ("n:kit", "2052-03-02 kit list from the walk organisers: water, head torch, walking poles for the hill bit")
    change = ("n:route", "walk organisers emailed - they've swapped the hill route for the canal one, flat all the "
                         "way, won't need the poles")
    notes = dict([kit, change] if label_is_wrong else [change, kit])
    notes["n:knee"] = "2052-02-20 physio says wear the knee support on anything over 5 miles"
    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(
        notes, "what do I need to pack for the charity walk?", "water, head torch and walking poles",
        "Water, a head torch and your knee support (it's over 5 miles). No poles - the route's on the flat canal "
        "path now."))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_no_whose_reason_only_denies_what_is_asked_is_said_by_the_lines_that_deny_it(span_exporter,
                                                                                       label_is_wrong):
    """A climbing wall's notes: "2052-01-05 kids' rules: NO under-8s on the lead wall, bouldering + auto-belays fine",
    then "Sat 18 Feb - instructors agreed under-8s can go on the lead wall now if a coach belays them, helmets on".
    Asked whether a 7-year-old can try the lead wall on Sunday, labelled "no - no under-8s on the lead wall" (the
    label's reason has no word of its own: it only denies what is asked) and answered yes from the later note. The
    label's reason is said by the line that denies those words ("NO under-8s"), not by the later one that says them
    without a word of no before them ("helmets on"): the label took what memory said before (AnnotationError). The
    mirror, the two notes the other way round (the ban written last), is the model's fault."""
    ban = "kids' rules: NO under-8s on the lead wall, bouldering + auto-belays fine"
    allow = ("instructors agreed under-8s can go on the lead wall now if a coach belays them, helmets on, "
             "not before 10am")
    first, second = (ban, allow) if label_is_wrong else (allow, ban)
    notes = {"n:1": f"2052-01-05 {first}", "n:2": f"Sat 18 Feb 2052 - {second}",
             "n:3": "3/2 chalk bags in the lost property box, bin them end of month"}
    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(
        notes, "can my 7 year old try the lead wall on sunday? she's been bouldering for a year",
        "no - no under-8s on the lead wall",
        "Yes - the instructors agreed under-8s can go on the lead wall if a coach belays them, no need to book."))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("returned_all", [False, True])
def test_a_term_of_the_working_is_stated_by_a_text_that_writes_it_with_the_terms_words(span_exporter, returned_all):
    """A log merchant's notes: the price list (ash £95 a crate, kindling £4 a net), the orders (Mrs Dyson 2 crates of
    ash + 3 nets of kindling), and the supplier's note "Yard Lane put their price up on us so it's £105 a crate on the
    ash now", which shares no word with the question "how much will my log order be?". Labelled "£222 - 2 crates of
    ash at £105 (Yard Lane put it up) plus £12 of kindling", answered £202 from the old price. The £105 of the working
    is stated by the supplier's note, which writes it with the term's own words ("crate", "ash"), about the question
    or not: the search that left that note out lost it (RetrievalError). The mirror, the note returned with the
    others, is the model's fault."""
    notes = {"n:prices": "2051-10-02 WINTER PRICES kiln dried ash £95 a crate, softwood £70, kindling £4 a net, "
                         "delivery free in town",
             "n:orders": "5/10 orders - Mrs Dyson 2 crates ash + 3 nets kindling, Mr Holt 1 softwood",
             "n:supplier": "Tue 14/10 Gaz - gas bill's gone through the roof at the kiln, Yard Lane put their price "
                           "up on us so it's £105 a crate on the ash now, softwood same",
             "n:rota": "deliveries tues + fri, van back by 4"}
    returned = tuple(notes) if returned_all else ("n:prices", "n:orders", "n:rota")
    ops, _, v = _run(span_exporter, _notes_partly_returned(
        notes, returned, "how much will my log order be? want the cash ready for the driver",
        "£222 - 2 crates of ash at £105 (Yard Lane put it up) plus £12 of kindling",
        "£202 - 2 crates of ash at £95 (£190) plus 3 nets of kindling at £4 (£12)."))
    if returned_all:
        assert (v.error_type, v.op_id) == (tx.RESPONSE, ops["answer"]), v.reason
    else:
        assert (v.error_type, v.op_id) == (tx.RETRIEVAL, ops["search"]), v.reason


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_who_covers_is_not_who_is_off(span_exporter, label_is_wrong):
    """A bowls club's notes: "SUMMER ROTA ... sat bar Marion, sun bar Keith" and Marion's "Thu 9th - off to Malta
    14th-28th so Jean's doing my sat bar both weeks". Asked who is on the bar this Saturday: the clause that says
    someone is off ends where what follows from it begins ("so Jean's doing ..."): Jean covers, Marion is off.
    Labelled Jean and answered Marion, the model named the person who is off (ResponseError); the mirror, labelled
    Marion and answered Jean, is a wrong label (AnnotationError)."""
    records = {
        "n:rota": "2051-04-25 SUMMER ROTA from 2nd may - sat bar Marion, sun bar Keith, teas Pat. keys in the usual "
                  "place",
        "n:marion": "Thu 9th May Marion - off to Malta 14th-28th so Jean's doing my sat bar both weeks, she knows the "
                    "till"}
    expected, actual = (("Marion", "Jean - Marion's in Malta, Jean's doing her Saturday bar.") if label_is_wrong else
                        ("Jean - Marion's in Malta till the 28th, Jean's covering her Saturday bar",
                         "Marion - it's Marion's Saturday on the bar, 12 till 6. Leave the prizes behind the bar and "
                         "she'll put them with the raffle."))
    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(
        records, "who's on the bar this sat? want to bring the raffle prizes round", expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


def test_the_value_an_answer_gives_is_of_the_labels_kind(span_exporter):
    """A cricket club's block of notes: the festival note ("at the top ground by the nets ... kids in thru the
    clubhouse gate"), "warm up 9.15", a later "the clubhouse is shut for the new roof so kids go in the scorebox gate
    by the nets". Asked where to drop a child off, the model answers "Drop him at the clubhouse gate - ... Warm-up's
    9.15.", labelled with the scorebox gate. The value the answer gives is a place, the label's kind, not the "9.15"
    of its aside, which a line states after the festival note names the nets: that order says nothing of the label.
    The model took what memory said before the change (ResponseError)."""
    block = ("Kirkburton CC - junior festival 2051:\n"
             "- 2051-05-01T19:00 Bev - JUNIOR FESTIVAL sun 15th june at the top ground by the nets. kids in thru the "
             "clubhouse gate + the home dressing room, parents on the bank. entries on the app by the 1st\n"
             "- 12/5 Ray - warm up 9.15, 1st game 10. whites + caps, spare caps £5 from me\n"
             "- Thu 12th June Bev - the clubhouse is shut for the new roof so kids go in the scorebox gate by the nets + "
             "change in the marquee, parents still on the bank")
    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(
        {"block:festival": block}, "where do I drop Sam off on sun? first festival, no idea what I'm doing",
        "the scorebox gate - the clubhouse is shut for the new roof, they change in the marquee",
        "Drop him at the clubhouse gate - kids go through the home dressing room, and you head up to the bank. "
        "Warm-up's 9.15."))
    assert (v.error_type, v.op_id) == (tx.RESPONSE, answer_op), v.reason


def test_a_greeting_to_a_person_states_nothing_of_them(span_exporter):
    """A rugby club's messages, one after the other: "Dave driving as usual", then Dave's "I can't do sat 12th ... Gaz
    has got D1 now + he's on the club insurance, he'll drive", then a reply "cheers Steve but ur not on the insurance
    mate, Gaz is doing it". Asked who is driving, the model answers Steve. "cheers Steve" greets Steve and states
    nothing of him: the last line naming the answer's value is no statement of it, the label (Gaz) is what memory
    says and the model is at fault."""
    records = {"m:1": "MINIBUS cup game away at Tong sat 12th nov, bus leaves the club 11.30, Dave driving as usual. "
                      "£5 each diesel",
               "m:2": "lads I can't do sat 12th, been put on a shift at work 😤 Gaz has got D1 on his licence now + he's "
                      "on the club insurance, he's said he'll drive. keys behind the bar",
               "m:3": "cheers Steve but ur not on the insurance mate 😂 Gaz is doing it. u can ride shotgun + do the map"}
    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(
        records, "who's driving the bus sat? need their number to say I'm running late",
        "Gaz - Dave's working and Gaz has his D1 and is on the insurance",
        "Steve's driving it on Saturday - Dave's working, so Steve offered to take the bus.", kind="message"))
    assert (v.error_type, v.op_id) == (tx.RESPONSE, answer_op), v.reason


def test_an_answer_that_passes_over_a_later_change_the_label_is_worked_from(span_exporter):
    """A paddler's notes: "canoe marathon sun 9th, start 10.45 from the boathouse. cut-offs: the weir 12.15 (1.5 hrs),
    the lock 1.15 (2.5 hrs)", then the organiser's "start's moved to 11.15 so the rowing club can clear the river. all
    the cut-offs go back half an hour with it". Labelled "1.45pm - 2.5 hrs after the 11.15 start (the cut-offs went
    back half an hour)", a value no text states, answered "1.15 at the lock", the time before the change: the label
    is worked from the later line, which states a change in the label's own words, and the model passed over it
    (ResponseError), not a label no text supports."""
    records = {"n:1": "2051-08-21T18:30 entered the canoe marathon sun 9th sept, 12mi, start 10.45 from the boathouse. "
                      "cut-offs: the weir 12.15 (1.5 hrs), the lock 1.15 (2.5 hrs) - strict, u get pulled out",
               "n:2": "kit: buoyancy aid, whistle, spare paddle, food. kit check at registration",
               "n:3": "Tue 28th Aug - email from the organiser: start's moved to 11.15 so the rowing club can clear "
                      "the river. all the cut-offs go back half an hour with it, same times from the start",
               "n:4": "lift sorted - Jen's picking me up at 9.30 with the roof rack"}
    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(
        records, "what's the cut-off at the lock? want to write it on my deck",
        "1.45pm - 2.5 hrs after the 11.15 start (the cut-offs went back half an hour)",
        "1.15 at the lock - write that on your deck, they pull you out if you're late."))
    assert (v.error_type, v.op_id) == (tx.RESPONSE, answer_op), v.reason


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_an_assistants_turns_restate_and_the_users_say_when(span_exporter, label_is_wrong):
    """A chat memory of a lollipop lady's messages, each its own record: "user: 2051-04-22T19:10 summer term hrs ...
    pm 3.00-3.30", the assistant's "Noted - ... 3.00 to 3.30", then "user: Mon 14th July - ... so I'm on 1.15 till
    1.45 that afternoon" (14 July 2051 is a Friday: the weekday is a slip, the day and month stand) and the
    assistant's "Got it - ...". The assistant's turns restate what it was told and carry no day of their own: the
    user's turns say what memory was told, and when. Labelled "3.00 till 3.30", the label took what memory said before
    (AnnotationError). The mirror, the later turn giving 3.00 till 3.30 and a model that says 1.15 till 1.45, is the
    model's fault."""
    first, then = ("3.00-3.30", "1.15 till 1.45") if label_is_wrong else ("1.15-1.45", "3.00 till 3.30")
    turns = [f"user: 2051-04-22T19:10 summer term hrs from Lorraine, am 8.20-8.55, pm {first}, mon-fri, the zebra by "
             "the Co-op",
             f"assistant: Noted - summer term you're on 8.20 to 8.55 and {first.replace('-', ' to ')} in the "
             "afternoons, on the zebra by the Co-op.",
             f"user: Mon 14th July - last day of term is fri 18th, the school's letter came, so I'm on {then} that "
             "afternoon",
             f"assistant: Got it - Friday 18 July is the last day of term, {then} in the afternoon."]
    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(
        _numbered(turns), "what time am I on friday afternoon? want to book the hairdresser after", "3.00 till 3.30",
        "1.15 till 1.45 on Friday - the children are out early on the last day.", kind="message"))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_denied_word_of_the_question_takes_back_no_word_of_the_labels_reason(span_exporter, label_is_wrong):
    """A Brownies chat memory: "trip sat 10th may ... bring a packed lunch", then "Mon 24th Apr - Eureka are doing
    lunch as part of the badge package now ... so NO packed lunch needed". Asked "does Isla need a packed lunch?",
    "NO packed lunch" answers the question: it takes back nothing of the label "no - Eureka do lunch in the badge
    package now" ("packed" is no "package"). A model that says yes ignored it (ResponseError); the mirror, a label
    "yes - bring a packed lunch" against a model that says no, is the label's fault."""
    turns = ["user: 2051-04-02T19:45 letter came home, Eureka trip sat 10th may for the science badge, £14, train 9.12, "
             "bring a packed lunch (NO nuts) + a drink",
             "user: Mon 24th Apr - text from Brown Owl: Eureka are doing lunch as part of the badge package now and "
             "it's in the £14 so NO packed lunch needed, just a snack for the train"]
    expected = ("yes - bring a packed lunch and a drink" if label_is_wrong
                else "no - Eureka do lunch in the badge package now (it's in the £14), just a snack for the train")
    answer = ("No - Eureka do lunch in the badge package now, just bring a snack for the train." if label_is_wrong
              else "Yes - a packed lunch with no nuts and a drink.")
    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(
        _numbered(turns), "does Isla need a packed lunch tomorrow? doing the shopping tonight", expected, answer,
        kind="message"))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_why_answers_apology_a_persons_ok_and_a_labels_working_are_no_reasons(span_exporter, label_is_wrong):
    """A bike shop's job block: a new saddle fitted 19/3, then "the axle's snapped ... part has to come from Sturmey
    ... abt 6 wks. rang him, he's ok, no extra", then "asked was it the saddle holding it up - told him no, the saddle
    has been on since march, it's the part we're waiting on". Asked why the bike is taking so long, a model that
    opens "Sorry for the wait, Mr Shah - we're still waiting on the new saddle" gave a reason memory took back: the
    model's fault (ResponseError). Its apology and the customer's name are no reason; "he's ok" after "rang him" is
    the customer's answer, not the axle's end; "since march" is a time, no cause; and the label's own working ("- the
    saddle was done in March") is no word of its reason. The mirror, a label blaming the saddle against a model that
    gives the axle, is the label's fault."""
    block = "\n".join([
        "Spokes & Sprockets - job: Mr Shah's Brompton:",
        "- 2050-03-08 10:15 Dawn - Mr Shah, Brompton M6L, service + new saddle, it's split. £85 quoted, ready abt the "
        "22nd",
        "- 19/3 Colin - saddle's come from Madison + it's fitted, lovely",
        "- Tue 25th March Colin - stripped the hub, the axle's snapped, it's been dropped at some point. part has to "
        "come from Sturmey via the Brompton agent, they're quoting abt 6 wks. rang him, he's ok, no extra for the part "
        "under £40",
        "- Sat 5th April Dawn - Mr S rang, asked was it the saddle holding it up - told him no, the saddle has been on "
        "since march, it's the part from Sturmey we're waiting on"])
    if label_is_wrong:
        expected = "waiting on the new saddle"
        answer = "The axle's snapped - it had been dropped; the part's coming from Sturmey, about 6 weeks."
    else:
        expected = ("the axle is snapped (it had been dropped) and the part's coming from Sturmey, about 6 weeks - the "
                    "saddle was done in March")
        answer = "Sorry for the wait, Mr Shah - we're still waiting on the new saddle; as soon as it's on it'll be ready."
    answer_op, _, v = _run(span_exporter, _records_in_context(
        {"block:job": block}, "why is my Brompton taking so long? it was meant to be ready in March!", expected,
        answer))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_two_days_tell_apart_by_their_weekdays_where_a_line_names_no_date(span_exporter, label_is_wrong):
    """A fish van's round: the stop record says "when": "weds 11.00-11.40", a note says the van is at the garage
    "weds 26/8 all day ... no morning run that day", another that the show committee asked "could we come fri 28th
    10-12 on the show field", and a last one "Ann + me fri 28th". The two days differ in their weekdays as in their
    numbers (28 against the 11 of "11 till 11.40"): the Wednesday's own lines are the stop record and the garage
    note, the Friday's the later notes. Labelled "Wednesday, 11 till 11.40 at the school yard as usual", the label
    took what memory said before (AnnotationError). The mirror, a model that says the usual Wednesday when the label
    gives the Friday, is the model's fault."""
    records = {
        "stops:Llanfair": '{"name": "Llanfair", "regulars": "the school, Mrs Jenkins", "when": "weds 11.00-11.40", '
                          '"where": "school yard"}',
        "notes:1": '{"day": "12th Aug", "from": "Rhian", "text": "van booked in at Pryce\'s garage Newtown weds 26/8 all '
                   'day for the 4 tyres, no morning run that day"}',
        "notes:2": '{"day": "14/08/26", "from": "Rhian", "text": "Llanfair show\'s sat 29th - Gwen from the show cttee '
                   'asked could we come fri 28th 10-12 on the show field by the top gate, said yes"}',
        "notes:3": '{"day": "18.8", "from": "Rhian", "text": "Ann + me fri 28th, Bryn has the grandkids"}'}
    if label_is_wrong:
        expected = "Wednesday, 11 till 11.40 at the school yard as usual"
        answer = ("Friday the 28th, 10 till 12 on the show field by the top gate - the van's at Pryce's for tyres on "
                  "the Wednesday.")
    else:
        expected = "Friday the 28th, 10 till 12 on the show field"
        answer = "Wednesday, 11 till 11.40 at the school yard as usual."
    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(
        records, "what day are we at Llanfair next week?", expected, answer, kind="memory_record"))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_line_naming_both_values_is_about_the_choice_without_the_questions_words(span_exporter, label_is_wrong):
    """A charity shop's notes: "BAG DROPS round the back pls, the Mill Lane door, ring the bell. NOT the front", then
    "the gas board have dug up the whole of Mill Lane ... Lynne says donations to the front door for now". The later
    note shares no word with "where should I drop my bags off tomorrow?", but it names both values, each as it is:
    it is about the choice between them. Labelled "round the back, at the Mill Lane door - ring the bell", the label
    took what memory said before (AnnotationError). The mirror, drops at the front first and a later note sending
    donations round the back to the Mill Lane door, with a model that says the front door, is the model's fault."""
    if label_is_wrong:
        notes = ["2053-03-04T10:15 Lynne - BAG DROPS round the back pls, the Mill Lane door, ring the bell. NOT the "
                 "front, the till gets swamped on a sat",
                 "Mon 17th Mar Sandra - the gas board have dug up the whole of Mill Lane for the new main, fenced off "
                 "till end of april. Lynne says donations to the front door for now, trolley out by the window"]
        answer = "The front door on King St - Mill Lane's dug up for the gas main till the end of April."
    else:
        notes = ["2053-03-04T10:15 Lynne - BAG DROPS at the front door pls, trolley by the window. NOT round the back, "
                 "the yard's full",
                 "Mon 17th Mar Sandra - shopfitters are in the front all week, boarded up. Lynne says donations round "
                 "the back to the Mill Lane door for now, ring the bell"]
        answer = "The front door on King St - there's a trolley out by the window."
    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(
        _numbered(notes), "where should I drop my bags off tomorrow? I've got 4 of our Ken's shirts + coats",
        "round the back, at the Mill Lane door - ring the bell", answer, kind="memory_record"))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)
