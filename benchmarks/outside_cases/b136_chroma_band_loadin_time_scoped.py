"""Batch 136 (held out). A wedding band's shared log: chromadb collection, script style (each call its own trace); the
drummer's question is searched within the gig and travel notes only.

App: Silver Lining, a five-piece wedding band, keeps one chroma collection for its notes - gig sheets, travel and
van, setlists, and the emails from couples and venues that Claire (who does the bookings) files - each entry with a
``kind``. When a band member asks about a gig, the helper searches only ``kind`` gig and travel, so the couples'
song wishes and the venue paperwork stay out of the way.

Planted fault (RetrievalError, filtered by scope): Dan's gig sheet for Sat 16th May (Hannah & Josh, Swinton Park,
copied off the booking form from January) has load in 3pm, soundcheck 4, first set 8.30-9.30, second 10-11.30. The
venue's events coordinator emailed Claire on 2037-04-22 - the Masham suite has a conference in till 4 that day, so
the band can't get in before 5; load in from 5 via the goods lift round the back, soundcheck after the speeches
(about 6.15) - with the parking (2 spaces by the kitchens) and the PAT certificate they need in the same email.
Claire filed it under ``kind=email``, so the search scoped to gig and travel notes leaves it out. Question (Thu 14/5,
Rob, the drummer, who drives the van): "what time we loading in at swinton sat? need to know when to pick the van
up" -> expected 5pm (via the goods lift; the room's got a conference in till 4). The assistant says 3pm.

Expected verdict: RetrievalError at the scoped chroma query (wrapped in fault()): the venue's email is in the
collection and the same search without the scope finds it, but the search the app made could not return it.
Asserted: the unscoped search returns it and the scoped one does not; the gig sheet line (load in 3pm) is in the
context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b136_chroma_band_loadin_time_scoped", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

VENUE = ("2037-04-22 fwd from Claire - email from Becky (events, Swinton Park) re Hannah & Josh sat 16th: the Masham "
         "suite's got a conference in till 4 that day so sorry but the band can't get in before 5. load in from 5 "
         "via the goods lift round the back, soundcheck after the speeches, abt 6.15. 2 parking spaces by the "
         "kitchens for the band. she needs our PAT cert + public liability before the day")
NOTES = [
    ("gig", "GIG SHEET sat 16th may - Hannah & Josh @ Swinton Park (Masham suite). load in 3pm, soundcheck 4, "
            "first set 8.30-9.30, second 10-11.30, DJ between. £1800, black ties. (from the booking form, jan)"),
    ("travel", "van for the 16th - Rob picks it up from Hirespace Thirsk, they close at 12 on sats. 1h10 to "
               "Swinton from Rob's. fuel on the band card"),
    ("setlist", "Hannah's must plays: Mr Brightside, Valerie, Dancing in the Moonlight + first dance Perfect"),
    ("email", VENUE),
    ("gig", "GIG SHEET sat 23rd may - the Okafors @ the Principal York, load in 4, sets 8-9 + 9.30-11. £1650"),
    ("travel", "Ash can't do the van on the 23rd, his sister's hen do, so Rob again pls"),
    ("email", "2037-05-02 Claire - the Patels sent the deposit (£250), Rudding Park 20/6 is confirmed"),
]

client = chromadb.EphemeralClient()
log = client.get_or_create_collection("silver-lining-band", embedding_function=offline.chroma_embedding_function())
log.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, t in NOTES],
        metadatas=[{"kind": k} for k, _ in NOTES])

question = "what time we loading in at swinton sat? need to know when to pick the van up"
words = "load in time Swinton Park sat 16th Hannah Josh"
wide = log.query(query_texts=[words], n_results=4)["documents"][0]
assert VENUE in wide, wide
with fault():
    hits = log.query(query_texts=[words], n_results=4, where={"kind": {"$in": ["gig", "travel"]}})["documents"][0]
context = ["Today is Thu 14 May 2037. You are talking to Rob, the drummer in Silver Lining (a wedding band); he "
           "drives the van."] + hits
assert VENUE not in context and not any("goods lift" in c or "before 5" in c for c in context), context
assert any("load in 3pm, soundcheck 4" in c for c in context), context
reply = answer(question, context, mock="3pm load in at Swinton Park, soundcheck at 4 - and Hirespace shut at 12 on "
                                       "Saturdays, so get the van in the morning.")
finish(question, expected="5pm - the room's got a conference in till 4; in via the goods lift round the back",
       actual=reply)
