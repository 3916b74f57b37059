"""Batch 186 (held out). A model railway club's open weekend: chromadb collection, one root span per note and one for
the question; the helper's top 3 leaves out the note that moved Keith's layout.

App: Oakengates & District Model Railway Club's open weekend is Sat 9th and Sun 10th May 2043, 10-4 both days - the
layouts in the club room (the old goods shed) and in the community centre next door, stewards on the doors and the
raffle, teas and bacon butties in the community centre kitchen. The committee's notes go into one chroma collection;
the helper answers a question from the 3 nearest notes (``n_results=3``).

Planted fault (RetrievalError, cut by top-k): the plan of 2043-03-02T19:30 puts Keith's N gauge (Coalport Bank) in
the club room with Little Wenlock and the trams. The note of Weds 8 Apr says they measured up the club room with the
new shelving in and Coalport Bank won't go - 18ft with the fiddle yard - so Keith's having the small hall at the
community centre, along the windows, side door open for him Friday night. For the question it ranks 4th, under the
plan, the stewards' note and the teas note, so the top 3 leave it out. Question (Thu 7/5, Brian, a steward): "which
room's Keith's N gauge going in? he's asking where to back the van up to unload sat morning" -> expected the small
hall at the community centre (it won't fit in the club room). The assistant says the club room.

Expected verdict: RetrievalError at chroma's query (the top-3 query, wrapped in fault()): the note is in the
collection and the same query with 5 results has it, but the cut at 3 kept it out of the context the model saw.
Asserted: the note is in the top 5 and not in the top 3; no context line mentions the small hall, the shelving or
the 18ft; the plan's club room line is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b186_chroma_railway_open_weekend_room_topk", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MOVED = ("measured up the club room w the new shelving in + Coalport Bank won't go, it's 18ft w the fiddle yard 😬 so "
         "Keith's having the small hall at the community centre, along the windows. side door open for him fri night")
NOTES = [
    ("2043-03-02T19:30", "OPEN WEEKEND sat 9th + sun 10th may 🚂 10-4 both days. club room: Little Wenlock (OO, Dave), "
                         "Keith's N gauge (Coalport Bank), the tram layout. community centre main hall: the G scale "
                         "garden railway + the kids' Brio table, trade stands along the back"),
    ("14/3", "stewards - door + raffle sat am Brian + Ken, sat pm Lorraine, sun Pete + Ahmed. floats £50 each door, "
             "tin in the safe"),
    ("22.3.", "teas in the community centre kitchen, Marjorie + Sue, bacon butties sat from 10, cakes £1.50, urn on "
              "at 9"),
    ("Weds 8 Apr", MOVED),
    ("2043-04-20T21:10", "parking - exhibitors in the goods yard, visitors at the leisure centre, signs from Jim"),
    ("Tue 28th", "poster + fb done, Little Wenlock + Coalport Bank on the poster, Ali printing 50"),
    ("Sun 3/5", "Dave's bringing Little Wenlock fri night 6pm, needs 3 of us to lift the boards into the club room"),
]
TOP_K = 3

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("oakengates-mrc-open-weekend-2043",
                                        embedding_function=offline.chroma_embedding_function())
for i, (day, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i} {day}"):
        notes.add(ids=[f"n{i}"], documents=[text], metadatas=[{"date": day, "by": "committee"}])

question = "which room's Keith's N gauge going in? he's asking where to back the van up to unload sat morning"
with turn_span("question Thu 7/5"):
    wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
    assert MOVED in wider, wider
    with fault():
        found = notes.query(query_texts=[question], n_results=TOP_K)
    hits = found["documents"][0]
    context = ["Today is Thu 7 May 2043. You are talking to Brian, a steward at Oakengates & District MRC's open "
               "weekend (Sat 9 and Sun 10 May)."] + hits
    assert MOVED not in context and not any(w in c.lower() for c in context
                                            for w in ("small hall", "shelving", "18ft")), context
    assert any("club room: Little Wenlock (OO, Dave), Keith's N gauge" in c for c in context), context
    reply = answer(question, context, mock="The club room - Coalport Bank's in there with Little Wenlock and the "
                                           "trams.")
finish(question, expected="the small hall at the community centre - Coalport Bank won't fit in the club room w the "
                          "new shelving", actual=reply)
