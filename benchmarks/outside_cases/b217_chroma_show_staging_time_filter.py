"""Batch 217 (held out). A gardening club's autumn show: chromadb collection of notes, script style (every call its
own trace); the helper scopes the exhibitors' question to the schedule notes and the committee's change is not one.

App: Bucknell & District Gardening Club hold their autumn show on Sat 12th Sept 2048 in the village hall - 42
classes (veg, fruit, flowers, baking, the children's classes), one judge, the prize-giving at 4, teas in the back
room. Jan (the show secretary) keeps every show note in one chroma collection (metadata ``kind``: schedule,
committee, teas, classes, raffle); for exhibitors' questions about when and where the helper searches the schedule
notes only (``collection.query(..., where={"kind": "schedule"}, n_results=4)``).

Planted fault (RetrievalError, scoped out by a filter): the schedule note (2048-07-14T19:00) has staging Friday 6-8pm
or Saturday 8 till 11.30, judging at 12, open to the public at 2. The committee note of mon 24th aug says, between
the raffle prizes and the new trophy for the sweet peas, that Mr Price the judge is doing Clun show the same
afternoon and wants to start at 11, so benches have to be staged by half 10 on the Saturday - too late to reprint
the schedules, it'll go on facebook and a sign on the door. The query filtered to kind=schedule can't return it.
Question (Thu 10/9, Ken, entering his onions and leeks): "what time have I got to have my veg on the bench by sat
morning?" -> expected 10.30 (half 10; the judge starts at 11). The assistant says 11.30.

Expected verdict: RetrievalError at chroma's query (the filtered query, wrapped in fault()): the committee note is in
the collection and the same question without the filter finds it, but the where clause kept it out of the context
the model saw. Asserted: the unfiltered query has the committee note; the filtered hits and the context have nothing
on half 10, Mr Price or Clun; the schedule note's "sat 8-11.30" is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b217_chroma_show_staging_time_filter", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

CTTEE = ("cttee mon 24th aug - raffle prizes nearly there (Jim's donated a greenhouse heater!!), new cup for the sweet "
         "peas from the Hendersons in memory of Bill. Mr Price (judge) is doing Clun show the same afternoon so he "
         "wants to start at 11 not 12 - benches staged by half 10 sat morning then 😬 too late to reprint the "
         "schedules, I'll put it on fb + a sign on the door. apols Vera")
NOTES = [
    ("schedule", "2048-07-14T19:00 AUTUMN SHOW sat 12th sept village hall 🥕🌸 staging fri 6-8pm or sat 8-11.30, "
                 "judging 12, open to the public at 2, prize-giving 4, exhibits out by 4.30 not before!!"),
    ("classes", "schedule's at the printers - 42 classes this yr, added 'ugliest veg' for the kids + a class for 5 "
                "shallots on a plate. entries 30p a class, 3 for the children's"),
    ("schedule", "entry forms to me by weds 9th sept, 7pm, in the box at the shop or thru my door. no entries on the "
                 "day sorry!"),
    ("committee", CTTEE),
    ("teas", "teas - Marjorie + Pat on the urn from 2, scones + bara brith, tea 80p, cake 1.50. need milk + a 2nd "
             "urn from the church"),
    ("schedule", "onions + leeks on the long bench by the stage, flowers on the window side, baking in the back "
                 "room on the trestles w/ the doilies"),
    ("raffle", "raffle tickets £1 a strip, drawn after the prize-giving, Dorothy's doing the float"),
]
TOP_K = 4

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("bucknell-gardening-show-2048",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Jan"}])

question = "what time have I got to have my veg on the bench by sat morning?"
unscoped = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
assert CTTEE in unscoped, unscoped
with fault():
    found = notes.query(query_texts=[question], n_results=TOP_K, where={"kind": "schedule"})
hits = found["documents"][0]
context = ["Today is Thu 10 September 2048. You are talking to Ken, who's entering his onions and leeks in Bucknell & "
           "District Gardening Club's autumn show (Sat 12 September)."] + hits
assert CTTEE not in context and not any(w in c.lower() for c in context
                                        for w in ("half 10", "mr price", "clun", "10.30")), context
assert any("staging fri 6-8pm or sat 8-11.30" in c for c in context), context
reply = answer(question, context, mock="By 11.30 on Saturday morning - staging is 8 till 11.30, and the judging starts "
                                       "at 12. Onions and leeks go on the long bench by the stage.")
finish(question, expected="by half 10 (10.30) - the judge wants to start at 11, he's at Clun show in the afternoon",
       actual=reply)
