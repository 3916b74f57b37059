"""Batch 22 (held out). A model railway club's secretary notes: chromadb EphemeralClient with memtrace's offline
embedding function, script style (each call its own trace).

App: the secretary of Ashfield & District MRC keeps club notes (layouts, exhibitions, subs, the clubroom) in a
collection, each with metadata ``{"topic", "day"}`` (day as yyyymmdd). To keep old plans out of the answers, the
assistant queries only notes written since the last committee meeting (Mon 6/10/25): ``where={"day": {"$gte":
20251006}}``. Eighteen notes, August-October 2025.

Planted fault (RetrievalError, filtered by scope): the note that Keith's O gauge plank is going to Warley as well
("Also Dunstan Yard's going to Warley - Keith's O gauge plank, they rang him direct, it's on stand F3 with the O
gauge guild lot, not with ours") was written on 22/9, before the cut-off, so the date filter leaves it out. Question
(Thu 23/10): "Which layouts are we taking to Warley?" -> expected three: Little Bramcote, Harbour Street and Dunstan
Yard. The assistant names the two on the club's own stand.

Expected verdict: RetrievalError at chroma.query (the one filtered query in fault()). Asserted: the same query with
no filter returns the Dunstan Yard / Warley note; the filtered context holds the Warley paperwork note with the
other two layouts, and a later note about Dunstan Yard's point motor, but not the Warley note for Dunstan Yard.
Another reading: none that we see; nothing was overwritten or deleted.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b22_chroma_railway_warley_layouts_datefilter", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DUNSTAN = ("Also Dunstan Yard's going to Warley - Keith's O gauge plank, they rang him direct, it's on stand F3 with "
           "the O gauge guild lot, not with ours. 1 table, he'll take it in his own car")
NOTES = [
    (20250804, "layouts", "Little Bramcote - new backscene up, Phil's done the cattle dock. Still no signals wired"),
    (20250811, "subs", "Subs 25/26 due 1/10. Treasurer (Anne) wants them by BACS pls not cash in the tin"),
    (20250818, "exhibitions", "Mansfield show 13-14/9 - taking Harbour St only, 4 operators needed, sign up sheet "
                              "on the door"),
    (20250901, "layouts", "Harbour Street (N) - DCC bus rewired after Mansfield?? no, before. Derek's job"),
    (20250908, "clubroom", "Hall rent up to GBP 14/session from Jan, still cheaper than the Legion"),
    (20250915, "exhibitions", "Mansfield went ok, Harbour St ran all wknd bar one derailment on the fiddle yard "
                              "exit. GBP 60 expenses claimed"),
    (20250922, "exhibitions", DUNSTAN),
    (20250929, "layouts", "Dunstan Yard - Keith rebuilt the sector plate, the Jinty still hates the 3-way point"),
    (20251006, "committee", "Committee 6/10: Warley plans, new members evening, the leaky roof. Minutes to follow"),
    (20251007, "exhibitions", "Warley paperwork in: Little Bramcote (OO) + Harbour St (N) on stand C14, setup Fri "
                              "21/11 from 2pm. Operators' passes x8, van booked"),
    (20251009, "layouts", "Little Bramcote signals - Phil says 'by Warley' (!!) servos ordered"),
    (20251011, "clubroom", "Roof leak over the N gauge shelf, bucket's there, landlord coming Tues"),
    (20251013, "members", "New members night 3/11 - 3 enquiries so far, one's a junior (12) with his dad"),
    (20251014, "layouts", "Dunstan Yard point motor fixed (Keith), runs sweetly now"),
    (20251016, "exhibitions", "Warley: need 2 more names for Sunday on C14, Derek can't do Sun"),
    (20251018, "exhibitions", "Our own show 2026 - Sat 7/3 at the school again, 12 layouts pencilled in"),
    (20251020, "subs", "Subs chasing: 6 still not paid, Anne sending reminders"),
    (20251021, "clubroom", "Landlord fixed the roof, shelf dried out, no harm to the stock"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("ashfield-mrc", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"note-{i:02d}" for i in range(len(NOTES))], documents=[t for _, _, t in NOTES],
          metadatas=[{"day": d, "topic": k} for d, k, _ in NOTES])

question = "Which layouts are we taking to Warley?"
wide = notes.query(query_texts=[question], n_results=len(NOTES))["documents"][0]
assert DUNSTAN in wide, wide
with fault():
    hits = notes.query(query_texts=[question], n_results=10, where={"day": {"$gte": 20251006}})
context = ["Today is Thu 23/10/25."] + hits["documents"][0]
assert any("Little Bramcote (OO) + Harbour St (N) on stand C14" in c for c in context), context
assert any("Dunstan Yard point motor" in c for c in context), context
assert not any("Dunstan Yard's going to Warley" in c for c in context), context
reply = answer(question, context, mock="Two: Little Bramcote (OO) and Harbour Street (N), both on stand C14.")
finish(question, expected="Three - Little Bramcote, Harbour Street, and Keith's O gauge Dunstan Yard (on the O gauge "
                          "guild's stand, F3)", actual=reply)
