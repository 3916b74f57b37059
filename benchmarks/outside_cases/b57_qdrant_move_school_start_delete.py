"""Batch 57 (held out). A family's house move to-do list: qdrant-client ``:memory:`` with memtrace's offline
embeddings, script style (each call its own trace).

App: the Achebe-Lunds (Nkechi, Per and the kids Ella, 11, and Sam, 7) are moving from Headingley, Leeds to a house
in Acomb, York at the end of August. Nkechi keeps the move in one qdrant collection, points with payload ``{"status",
"text"}`` (status: todo, done, info). Once a week the app clears out the ticked-off (``done``) items so the list
stays short. Eleven points, Jul - Aug 2026.

Planted fault (DeletionError): a ticked-off item also held a lasting fact: "DONE rang Yorkshire Water, final read
booked 28/8, acct closes then. ALSO St Wilfrid's office rang back re Ella - yr 7s start thurs 4th sept not the 3rd,
3rd is an INSET day for everyone else + yr 7 only go in on the 4th. blazer from Stevensons, order by 15/8". The
clear-out on Sun 16/8 deletes it. Question (Mon 31/8): "what day of the week does Ella start at St Wilfrid's?" ->
expected Thursday (4 Sept). The assistant goes by the info point from the admissions letter: Wednesday 3rd.

Expected verdict: DeletionError at qdrant.delete (the one delete inside fault()). Asserted: the ticked-off point is a
hit of the app's query before the delete and is neither stored nor in the context after; the admissions letter
point with Wed 3 Sept is in the context. Another reading: none that we see; no other point gives Ella's first day.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b57_qdrant_move_school_start_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DONE_ITEM = ("DONE rang Yorkshire Water, final read booked 28/8, acct closes then. ALSO St Wilfrid's office rang back "
             "re Ella - yr 7s start thurs 4th sept not the 3rd, 3rd is an INSET day for everyone else + yr 7 only go "
             "in on the 4th. blazer from Stevensons, order by 15/8")
POINTS = [
    ("info", "St Wilfrid's admissions letter (Ella, yr 7): autumn term begins Wednesday 3 September 2026, 8.40am, "
             "enter by the Tadcaster Rd gate. induction evening was 1 July"),
    ("todo", "removals - Aire Valley Removals, loading Thurs 27/8 from 8am, we need to be out by 6 for the keys"),
    ("done", "DONE gave notice to Leeds council tax, last bill to the new address"),
    ("info", "Sam - Acomb Primary, yr 3, Mrs Devlin's class, starts same week as everyone (3/9)"),
    ("todo", "redirect post - Royal Mail, 12 months = £65ish, do online"),
    ("done", DONE_ITEM),
    ("todo", "meter readings on the day both houses!! photos w the date on"),
    ("info", "new house: bins are Mon, green bin fortnightly, York council app for the calendar"),
    ("done", "DONE doctors - registered all 4 at Jorvik Gillygate, Sam's inhaler prescription moved over"),
    ("todo", "ring BT re broadband at the new place, 2 wk lead time - do by 10/8"),
    ("info", "Per's mum Ingrid coming 26-29 Aug to help w the kids + the cat, she's on the blow-up bed"),
]

client = QdrantClient(":memory:")
client.create_collection("acomb-move", vectors_config=models.VectorParams(size=256,
                                                                         distance=models.Distance.COSINE))
client.upsert("acomb-move", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"status": s, "text": text})
    for i, (s, text) in enumerate(POINTS, 1)])

question = "what day of the week does Ella start at St Wilfrid's?"
vector = offline.embed(["Ella St Wilfrid's start yr 7 september first day term"])[0]  # the app's search words
before = [p.payload["text"] for p in client.query_points("acomb-move", query=vector, limit=5).points]
assert DONE_ITEM in before, before

# Sun 16 Aug: clear out the ticked-off items
with fault():
    client.delete("acomb-move", points_selector=models.FilterSelector(filter=models.Filter(must=[
        models.FieldCondition(key="status", match=models.MatchValue(value="done"))])))

stored = [p.payload["text"] for p in client.scroll("acomb-move", limit=50)[0]]
hits = [p.payload["text"] for p in client.query_points("acomb-move", query=vector, limit=5).points]
context = ["Today is Mon 31 August 2026."] + hits
assert DONE_ITEM not in stored and DONE_ITEM not in context
assert any("begins Wednesday 3 September" in c for c in context), context
assert not any("4th sept" in c or "INSET" in c for c in context + stored), context
reply = answer(question, context, mock="Wednesday - the admissions letter says term begins Wed 3 September, 8.40am, "
                                       "in by the Tadcaster Rd gate.")
finish(question, expected="Thursday the 4th - the new year 7s go in a day after the others", actual=reply)
