"""Batch 121 (held out). A mobile library van's running notes: chromadb collection, the helper's query limited to
the last six weeks of notes, script style (each call its own trace).

App: the Wolds mobile library van does a fixed weekly round of villages. The librarians and drivers post everything
(route changes, requests, breakdowns) into one chroma collection with a ``posted`` date (yyyymmdd) and ``from``;
to keep answers current the helper only queries notes posted in the last six weeks
(``where={"posted": {"$gte": ...}}``).

Planted fault (RetrievalError, filtered by scope): on 20/1 Jan (the senior librarian) posted that from 2nd Feb the
Thornby stop is the lay-by outside the primary school on Church Lane, not the village hall car park - the hall car
park's been sold for houses and the diggers are in; same times. That still holds, but it's older than six weeks.
The spring route card Mick copied in on 30/3 from the council's page still says the village hall car park. The
recent-only query leaves Jan's note out. Question (Thu 16/4, Kev, a relief driver on his first Thornby run): "where
do i park up in thornby this aft?" -> expected the lay-by outside the primary school, Church Lane. The assistant says
the village hall car park.

Expected verdict: RetrievalError at the date-filtered chroma query (wrapped in fault()): the note that decides the
place is in the collection and the same query without the date filter finds it, but the query the app made could
not return it. Asserted: the unfiltered query returns Jan's note; the filtered one leaves it out; the route card's
village-hall line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b121_chroma_libvan_thornby_stop_recent", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MOVE = ("from 2nd Feb thornby stop is the lay-by outside the primary school on Church Lane, NOT the village hall - "
        "hall car pk's been sold for houses, diggers in already. same times. told the regulars, Mrs Pryce not "
        "happy (further from her bungalow) so we'll drop her westerns round if it's wet")
DOCS = [
    (20370120, "Jan", MOVE),
    (20370209, "Mick", "van's back from the garage, new clutch, £640. heater still only works on full blast"),
    (20370316, "Jan", "requests in: 3 large print Catherine Cooksons for Mrs Pryce (Thornby), the new Ian Rankin "
                      "for Mr Dale at Ashby Green, knitting patterns for the WI at Ferriby"),
    (20370330, "Mick", "spring route card off the council page - thurs: Ferriby green 10-10.45, Ashby Green 11.15-12, "
                       "Thornby village hall car pk 2.15-2.45, Skelby church 3.15-4. fri as before"),
    (20370406, "Jan", "easter hols story time on the van at Ferriby thurs 9th + 16th, 10.15ish, bring stickers"),
    (20370408, "Mick", "skelby stop - watch the overhanging ash by the church gate, scraped the roof weds 8/4"),
    (20370413, "Jan", "Kev's covering thurs 16th (Mick's at the dentist), first time on the thurs round - pls be "
                      "nice to him"),
]
CUTOFF = 20370305  # six weeks before Thu 16 April

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("wolds-libvan", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"v{i:02d}" for i in range(len(DOCS))], documents=[t for _, _, t in DOCS],
          metadatas=[{"posted": day, "from": who} for day, who, _ in DOCS])

words = "thornby stop where park van thursday afternoon"
wide = notes.query(query_texts=[words], n_results=7)["documents"][0]
assert MOVE in wide, wide

with fault():
    found = notes.query(query_texts=[words], n_results=7, where={"posted": {"$gte": CUTOFF}})
hits = found["documents"][0]
question = "where do i park up in thornby this aft?"
context = ["Today is Thu 16 April 2037. You are talking to Kev, a relief driver doing the Wolds library van's "
           "thursday round for the first time."] + hits
assert MOVE not in context and not any("Church Lane" in c or "lay-by" in c for c in context), context
assert any("Thornby village hall car pk 2.15-2.45" in c for c in context), context
reply = answer(question, context, mock="In the village hall car park at Thornby - you're there 2.15 till 2.45.")
finish(question, expected="the lay-by outside the primary school on Church Lane - not the village hall any more "
                          "(its car park's been sold)", actual=reply)
