"""Batch 178 (held out). A primary school's science fair: qdrant collection, one root span per note and one each for
the clear-out and the question; the clear-out of ticked-off jobs deletes the one that says who the head judge is.

App: Ketley Bank Primary's science fair is Tue 24th March 2042 in the hall - 24 tables, KS1 in the morning and KS2 in
the afternoon, judges going round with clipboards, book tokens and the Ketley Cup. Mrs Okoro (Y4, who runs it) keeps
the fair's notes in one qdrant collection with a ``status`` in the payload: "info" for the plan and "todo" / "done"
for her jobs list. On Fridays she tidies up with a filter delete on status == "done" - "it's done, don't need it" -
and the helper answers staff from a query of what's left.

Planted fault (DeletionError): the 9/3 info note (Mr Pryce) has the judges as Mr Pryce, head judge as always, and two
governors. Her job "ask the uni about a head judge" was ticked off on Weds 11th with what came of it: Dr Hughes from
Harper Adams said yes - she'll be head judge, do KS2 and hand out the Ketley Cup - and Mr Pryce is happy to just do
KS1 this year. The info note was never touched. Friday 13/3's tidy-up deletes that job with the other done one
(the hall booked). Question (Mon 16/3, Mrs Lloyd in the office, doing the certificates): "who's head judge this yr?
need the name for the bottom of the certificates" -> expected Dr Hughes from Harper Adams (Mr Pryce only does KS1).
The assistant says Mr Pryce.

Expected verdict: DeletionError at qdrant's delete (the Friday tidy-up, wrapped in fault()): the ticked-off job was
in the collection and in the top 3 for the question before the delete, and the delete removed it while it still
decided the answer. Asserted: the job is found before the delete and is gone from the collection and the context
after it; the 9/3 "Mr Pryce head judge as always" line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b178_qdrant_science_fair_head_judge_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "ketley-bank-science-fair-2042"
HUGHES = ("DONE Weds 11th - ask the uni about a head judge 🙌 Dr Hughes from Harper Adams said yes!! she'll be head "
          "judge, do KS2 + hand out the Ketley Cup. Mr Pryce v happy to just do KS1 this yr")
NOTES = [
    ("info", "2042-02-27 Mrs Okoro - science fair tue 24th march in the hall 🔬 24 tables, KS1 9.15-12, KS2 1.15-3, "
             "parents in from 2.30, prizegiving 3.15"),
    ("info", "9/3 Mr Pryce - judges: me (head judge as always), Mrs Banks + Mr Evans from the governors, clipboards + "
             "score sheets in the staffroom"),
    ("done", "DONE 2/3 - hall booked all day, PE moved to the field"),
    ("done", HUGHES),
    ("todo", "TODO - ring Maplin's old shop re the big magnets, extension leads x6 from the caretaker"),
    ("info", "Thurs 12/3 - prizes: £10 book tokens 1st-3rd each key stage, Ketley Cup for best overall, stickers for "
             "every1"),
]
DONE = models.Filter(must=[models.FieldCondition(key="status", match=models.MatchValue(value="done"))])

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, (status, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                       payload={"text": text, "status": status})])

question = "who's head judge this yr? need the name for the bottom of the certificates"
vector = offline.embed([question])[0]
before = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=3).points]
assert HUGHES in before, before

with turn_span("tidy-up Fri 13/3"):
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=DONE))

with turn_span("question Mon 16/3"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=3).points]
    context = ["Today is Mon 16 March 2042. You are talking to Mrs Lloyd in the office at Ketley Bank Primary; the "
               "science fair is Tue 24 March."] + hits
    assert HUGHES not in stored and not any("Hughes" in c or "Harper Adams" in c for c in stored + context), stored
    assert any("me (head judge as always)" in c for c in context), context
    reply = answer(question, context, mock="Mr Pryce - he's head judge as always, with Mrs Banks and Mr Evans from "
                                           "the governors.")
finish(question, expected="Dr Hughes from Harper Adams - Mr Pryce is only doing KS1 this year", actual=reply)
