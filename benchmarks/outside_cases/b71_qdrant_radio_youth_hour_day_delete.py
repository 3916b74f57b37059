"""Batch 71 (held out). A community radio station's rota: qdrant-client ``:memory:`` with memtrace's offline
embeddings, script style (each call its own trace).

App: Five Valleys FM (volunteer-run, one studio in an old shop on Gloucester St) keeps its rota notes as points with
payload ``{"kind", "month", "text"}``: "standing" for how the schedule normally runs, "week" for the notes about one
week's shows. At the start of each month Dee, the station manager, clears out the last month's week notes so the
assistant's searches stay on what's current. Eleven points, Dec 2030 - Feb 2031.

Planted fault (DeletionError): a January week note also held a lasting move: "w/c 13/1 - Callum says the sixth
formers (Youth Hour) want weds 5-6 from the 22nd onwards, they've got mock exams thurs evenings right thru to
easter. Weds 5-6 was the repeat of Folk Roots anyway, that can go to sun night". The February clear-out of January's
week notes deletes it. Question (Mon 3/2, Raj, the duty engineer this week): "which day are the sixth formers on air
this week?" -> expected Wednesday, 5pm. The assistant goes by the standing schedule (Youth Hour Thursdays 5-6):
Thursday.

Expected verdict: DeletionError at qdrant.delete (the one delete inside fault()). Asserted: the note is a hit of the
app's query before the delete, and is neither stored nor in the context after; the standing Thursday line is in
the context. Another reading: none that we see; no other note says Wednesday for Youth Hour.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b71_qdrant_radio_youth_hour_day_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MOVE = ("w/c 13/1 - Callum says the sixth formers (Youth Hour) want weds 5-6 from the 22nd onwards, they've got mock "
        "exams thurs evenings right thru to easter. Weds 5-6 was the repeat of Folk Roots anyway, that can go to sun "
        "night")
POINTS = [
    ("standing", "-", "Youth Hour - thurs 5-6pm, the sixth formers from Marling + Stroud High, Callum sits in w them "
                      "(DBS), they use the guest mics"),
    ("standing", "-", "Breakfast w Marcia mon-fri 7-9, news on the hour from the hub, traffic at :15 + :45"),
    ("week", "2030-12", "w/c 16/12 - carols live from the Sub Rooms thurs 7pm, OB kit in the cupboard, Raj + Dee"),
    ("week", "2031-01", "w/c 6/1 - Marcia off all wk (flu), Steve covering brekkie, he's ok w the desk"),
    ("week", "2031-01", MOVE),
    ("standing", "-", "Folk Roots w Jim, tues 8-10pm, repeat weds 5-6 (pre-recorded, just press go)"),
    ("week", "2031-01", "w/c 20/1 - mic 2 crackling again, Raj says don't use it till he's resoldered the lead"),
    ("standing", "-", "studio keys: Dee has the master, spare in the key safe by the back door, code from Dee"),
    ("week", "2031-01", "w/c 27/1 - charity auction for the foodbank sat 1/2, phones on 2 lines, Aisha producing"),
    ("week", "2031-02", "w/c 3/2 - Raj duty engineer all wk. new processor going in thurs morning, might be off air "
                        "10-11"),
    ("standing", "-", "Sat sport 2-5, Rob + whoever's free, results at 4.45 off the BBC site"),
]

client = QdrantClient(":memory:")
client.create_collection("fvfm-rota", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("fvfm-rota", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": k, "month": m, "text": text})
    for i, (k, m, text) in enumerate(POINTS, 1)])

question = "which day are the sixth formers on air this week?"
vector = offline.embed(["Youth Hour sixth formers day thurs weds 5-6 Callum"])[0]  # the app's search words
before = [p.payload["text"] for p in client.query_points("fvfm-rota", query=vector, limit=5).points]
assert MOVE in before, before

# Sat 1 Feb: Dee clears out January's week notes
with fault():
    client.delete("fvfm-rota", points_selector=models.FilterSelector(filter=models.Filter(must=[
        models.FieldCondition(key="kind", match=models.MatchValue(value="week")),
        models.FieldCondition(key="month", match=models.MatchValue(value="2031-01"))])))

stored = [p.payload["text"] for p in client.scroll("fvfm-rota", limit=50)[0]]
hits = [p.payload["text"] for p in client.query_points("fvfm-rota", query=vector, limit=5).points]
context = ["Today is Mon 3 February 2031. You are talking to Raj, the duty engineer this week."] + hits
assert MOVE not in stored and MOVE not in context
assert not any("mock exams" in c or "22nd onwards" in c for c in context + stored), context
assert any(c.startswith("Youth Hour - thurs 5-6pm") for c in context), context
reply = answer(question, context, mock="Thursday, 5 till 6pm - Youth Hour, with Callum sitting in on the guest mics.")
finish(question, expected="wednesday (5 o'clock) - thursday nights are their mocks", actual=reply)
