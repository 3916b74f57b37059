"""Batch 91 (held out). A cycling club's sportive: chromadb collection of the organisers' notes, a clear-out
delete of the ticked-off jobs, script style (each call its own trace).

App: Steve, the events secretary of Hitchin Nomads CC, keeps the planning for the Chilterns Challenge sportive
(Sun 15/6) in one chroma collection: route info (``status`` "info"), open jobs ("todo") and ticked-off jobs
("done"). Before the marshals' briefing he clears the ticked-off jobs out so the helper only sees live ones.

Planted fault (DeletionError): the clear-out on Mon 9/6 deletes the "done" notes. One of them, the road signs job
(60 arrows and the caution-cyclists boards from Signfix, here 2/6, DONE), also says in passing that feed station
2 isn't at Great Offley village hall this year because the hall has a wedding, and the landlord of the Red Lion at
Lilley says they can have his car park, loos in the pub. The route info note still lists FS2 at Gt Offley village
hall. Question (Wed 11/6, Jo, writing the marshals' sheet): "where's the 2nd feed station?" -> expected the Red
Lion car park at Lilley. The assistant says Great Offley village hall.

Expected verdict: DeletionError at chroma.delete (the clear-out, wrapped in fault()). Asserted: the signs note is
in the query results before the delete and gone from the collection and the context after it; the route info note
is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b91_chroma_sportive_feed_two_place_delete", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

SIGNS = ("signs - 60 arrows + 6 'caution cyclists' boards from Signfix, came 2/6, in my garage. DONE. oh + FS2 "
         "can't be Gt Offley village hall this yr, the hall's got a wedding on - landlord at the Red Lion in Lilley "
         "says we can have his car park, loos in the pub, he'll do bacon rolls for the marshals")
DOCS = [
    ("info", "ROUTES 2034: 100 mi (7.30-8.30 start), 60 mi (8-9), 30 mi family (9.30). FEED STATIONS: FS1 Kimpton "
             "rec (mi 22), FS2 Gt Offley village hall (mi 48, 60 + 100), FS3 Barton (mi 76, 100 only)"),
    ("done", SIGNS),
    ("todo", "marshals - still need 4 for the A505 crossing + 2 at Lilley bottom, ask at club night thurs"),
    ("done", "insurance via British Cycling sorted 14.5, cert in the folder"),
    ("todo", "bananas + flapjack order (Costco), Jo's going w/c 9th, ~600 riders"),
    ("info", "HQ Hitchin rugby club, parking field 2, registration in the clubhouse from 6.45"),
    ("done", "timing chips back from last yr counted - 540 ok, 12 dead, bin them"),
    ("todo", "first aid - St John's confirmed 2 crews, need to send them the route gpx"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("nomads-sportive-2034", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"s{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
          metadatas=[{"status": s} for s, _ in DOCS])

question = "where's the 2nd feed station? doing the marshals sheet"
words = "feed station 2 FS2 where location"  # the helper's search words
before = notes.query(query_texts=[words], n_results=6)["documents"][0]
assert SIGNS in before, before

# Mon 9/6: clear out the ticked-off jobs before the briefing
with fault():
    notes.delete(where={"status": "done"})

stored = notes.get()["documents"]
hits = notes.query(query_texts=[words], n_results=6)["documents"][0]
context = ["Today is Wed 11 June 2034. You are talking to Jo, who is writing the marshals' sheet."] + hits
assert SIGNS not in stored and SIGNS not in context
assert not any("Red Lion" in c for c in stored + context)
assert any("FS2 Gt Offley village hall" in c for c in context), context
reply = answer(question, context, mock="Great Offley village hall - it's at mile 48, for the 60 and the 100 riders.")
finish(question, expected="the Red Lion's car park at Lilley", actual=reply)
