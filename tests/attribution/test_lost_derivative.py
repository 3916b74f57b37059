"""When the carries test finds the answer in no memory unit, the extraction is not blamed before the graph is asked
what happened to the units it wrote from the evidence: a unit about what the question asks, in the extraction's own
words ("found it delicious" for "super good, rich and creamy"), that a later operation deleted or cut down decided
the outcome. An extraction that wrote nothing about it, or whose units all survived, is still the loss."""

from __future__ import annotations

import pytest

from memtrace_otel import operation, record_outcome
from memtrace_otel.attribution import taxonomy as tx
from memtrace_otel.attribution.engines.lineage import Case, LineageEngine
from memtrace_otel.graph import build_graph
from memtrace_otel.span_record import from_readable_span

TURNS = {
    "msg:c1:D3:4": "Nate: I just discovered that I can make coconut milk ice cream and gave it a try.",
    "msg:c1:D3:6": "Nate: Super good! It was rich and creamy - might be my new favorite snack!",
    "msg:c1:D3:9": "Joanna: Got any favorite flavors for dairy-free desserts?",
}
# what the extraction wrote, in its own words: the carries test does not read "delicious" as the answer
PARAPHRASE = "Nate tried making coconut milk ice cream and found it delicious."
OTHER = "Joanna is curious about dairy-free desserts."
QUESTION = "What did Nate think of the coconut milk ice cream he made?"
EXPECTED = "Super good, rich and creamy"


def _app(fault: str) -> dict:
    """Ingest the session (one extraction of every turn, one write per fact), apply the fault, search, answer.
    Returns {name: "trace:span"} of the ops a test asks about."""
    ops: dict[str, str] = {}
    facts = {"fact:1": PARAPHRASE, "fact:2": OTHER}
    if fault == "omit":
        facts = {"fact:2": OTHER}
    with operation("ingest", "app.add", system="app", user_id="nate"):
        with operation("extract", "app.extract", system="app", user_id="nate") as ext:
            for key, text in TURNS.items():
                ext.input(key, text, kind="message", relation="derived_from")
            refs = {key: ext.output(key, text, kind="fact", change="derive") for key, text in facts.items()}
            ops["extract"] = f"{ext.trace_id}:{ext.span_id}"
        with operation("write", "app.write", system="app", user_id="nate") as w:
            for key, text in facts.items():
                w.input(key, text, kind="fact", relation="derived_from", version=refs[key].version)
                w.output("mem:" + key.split(":")[1], text, kind="memory_record")
    records = {"mem:" + k.split(":")[1]: v for k, v in facts.items()}
    if fault == "delete":
        with operation("delete", "app.delete", system="app", user_id="nate") as d:
            d.delete("mem:1")
            ops["fault"] = f"{d.trace_id}:{d.span_id}"
        records.pop("mem:1")
    elif fault == "condense":
        with operation("update", "app.update", system="app", user_id="nate") as u:
            u.input("mem:1", PARAPHRASE, kind="memory_record", relation="derived_from")
            records["mem:1"] = "Nate tried making coconut milk (condensed)"
            u.output("mem:1", records["mem:1"], kind="memory_record")
            ops["fault"] = f"{u.trace_id}:{u.span_id}"
    with operation("generate", "app.answer", system="app", user_id="nate") as gen:
        with operation("retrieve", "app.search", system="app", user_id="nate") as ret:
            ret.input("query:q1", QUESTION, kind="query", relation="derived_from")
            for rank, (key, text) in enumerate(records.items()):
                ret.read(key, text, kind="memory_record", rank=rank, score=1.0 / (rank + 1))
        for key, text in records.items():
            gen.input(key, text, kind="memory_record", relation="context_of")
        actual = "I don't know."
        gen.output("answer:q1", actual, kind="answer")
    record_outcome(False, question=QUESTION, expected=EXPECTED, actual=actual, case_id="q1", answer=gen)
    return ops


def _verdict(span_exporter, fault: str):
    ops = _app(fault)
    graph = build_graph(from_readable_span(s) for s in span_exporter.get_finished_spans())
    (failed,) = graph.failed_outcomes()
    return ops, LineageEngine().attribute(graph, Case.from_outcome(failed))


@pytest.mark.usefixtures("capture_content")
def test_deleting_the_extractions_paraphrase_is_the_deletion(span_exporter):
    ops, verdict = _verdict(span_exporter, "delete")
    assert (verdict.error_type, verdict.error_subtype) == (tx.DELETION, tx.DELETED), verdict.reason
    assert verdict.op_id == ops["fault"]


@pytest.mark.usefixtures("capture_content")
def test_cutting_the_extractions_paraphrase_down_is_the_update(span_exporter):
    ops, verdict = _verdict(span_exporter, "condense")
    assert (verdict.error_type, verdict.error_subtype) == (tx.UPDATE, tx.OVERWRITTEN), verdict.reason
    assert verdict.op_id == ops["fault"]


@pytest.mark.usefixtures("capture_content")
@pytest.mark.parametrize("fault", ["omit", "none"])
def test_an_extraction_whose_units_survive_is_still_the_loss(span_exporter, fault):
    # "omit": nothing about the ice cream was written; "none": the paraphrase was written and survived, so nothing
    # downstream destroyed it and the graph gives no reason to look past the extraction
    ops, verdict = _verdict(span_exporter, fault)
    assert verdict.error_type == tx.EXTRACTION, verdict.reason
    assert verdict.op_id == ops["extract"]
