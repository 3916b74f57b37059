"""Batch 63 (held out). A ukulele group's gig notes: chromadb EphemeralClient with memtrace's offline embedding
function, script style (each call its own trace).

App: the Kettle Street Strummers (about twenty players, Tuesday nights at the Friends' Meeting House, Stroud) keep
their notes in one collection with metadata ``{"kind", "status"}`` (kind: gig, songs, admin; status: past,
upcoming, or "-"). Once a month the assistant clears the notes of gigs already played (``status == "past"``) so
searches stay on what's coming. Eleven notes, Sept - Nov 2027.

Planted fault (DeletionError): the write-up of the Crown gig on Fri 8 Oct also held what the landlord asked for the
next one: "Crown 8/10 - smashing night, 23 of us + a full pub, £86 in the bucket for the hospice. Phil (landlord)
wants us back fri 19th Nov, but he says start at half 8 that night, darts lot have the back room till then. Val
lost her capo again". The clear-out on Sun 14/11 deletes it. Question (Mon 15/11, Bren, new to the group): "what
time do we start at the Crown on Friday?" -> expected half past eight. The assistant goes by the standing note for
Crown gigs: 8pm.

Expected verdict: DeletionError at chroma.delete (the one delete inside fault()). Asserted: the note is a hit of the
app's query before the delete, and is neither stored nor in the context after; the standing 8pm note and the
upcoming-gig note are in the context. Another reading: none that we see; no other note gives Friday's start.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b63_chroma_ukulele_crown_start_delete", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

WRITEUP = ("Crown 8/10 - smashing night, 23 of us + a full pub, £86 in the bucket for the hospice. Phil (landlord) "
           "wants us back fri 19th Nov, but he says start at half 8 that night, darts lot have the back room till "
           "then. Val lost her capo again")
NOTES = [
    ("admin", "-", "Crown Inn gigs (Nailsworth) - we start 8pm, set up from 7.15 in the back room, park round the "
                   "back by the bottle bins, Phil does us a jug of squash + chips at the break"),
    ("songs", "-", "current gig set (Sept): Jolene, Sloop John B, Bad Moon Rising, Ring of Fire, Happy Together, "
                   "Riptide, Country Roads to finish"),
    ("gig", "past", "Farmers' mkt 18/9 - busking 10-12, windy!! lost 2 song sheets down Union St, £41"),
    ("admin", "-", "subs £3 a wk, £2 concessions, tin on the piano. Marian does the money"),
    ("gig", "past", WRITEUP),
    ("songs", "-", "learning Dirty Old Town for xmas - chords G C D Em, Val says capo 2 for the singers"),
    ("gig", "upcoming", "Crown again fri 19/11 - Phil confirmed by text, same set + Dirty Old Town if we're ready, "
                        "bring the banner"),
    ("gig", "past", "Elms care home thurs 21/10 2.30, 40 mins, they loved Country Roads, tea + biscuits after"),
    ("admin", "-", "new members Oct: Bren (soprano uke, beginner), Kwame (bass uke!!)"),
    ("gig", "upcoming", "xmas lights switch on sat 27/11, 4.45 on the bandstand, 3 songs only"),
    ("songs", "-", "Bren - start on the easy sheet (C, F, G7, Am), sit next to Marian"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("kettle-st", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, _, t in NOTES],
          metadatas=[{"kind": k, "status": s} for k, s, _ in NOTES])

question = "what time do we start at the Crown on Friday?"
words = "Crown gig start time Friday 19th Nov Phil back room"  # the app's search words
before = notes.query(query_texts=[words], n_results=5)["documents"][0]
assert WRITEUP in before, before

# Sun 14 Nov: clear out the gigs already played
with fault():
    notes.delete(where={"status": "past"})

stored = notes.get()["documents"]
hits = notes.query(query_texts=[words], n_results=5)["documents"][0]
context = ["Today is Mon 15 Nov 2027. You are talking to Bren, who joined the group in October."] + hits
assert WRITEUP not in stored and WRITEUP not in context
assert any("we start 8pm" in c for c in context), context
assert any("Crown again fri 19/11" in c for c in context), context
assert not any("half 8" in c or "8.30" in c or "darts" in c for c in context + stored), context
reply = answer(question, context, mock="8pm - set up from 7.15 in the back room, and park round the back by the "
                                       "bottle bins.")
finish(question, expected="half eight - the darts team have the back room till then", actual=reply)
