"""Batch 301 (held out). A school crossing patrol rota: chromadb collection of the patrol coordinator's notes, one
root span per note, one for the Friday clear-out and one for the question; the clear-out deletes, by a metadata
filter, the week's swap notes, and one of them also carried a lasting change to the rota.

App: the school crossing patrols at Moorside Primary (the zebra on Halifax Rd outside the chippy and the one on
Bank Top) are run by Lorraine from the council's road safety team - four patrollers, mornings 8.15-8.55 and
afternoons 3.00-3.30. Lorraine files her notes into one chroma collection with metadata ``kind`` (rota, swap, kit,
notices); every Friday she clears the week's swap notes (``collection.delete(where={"kind": "swap"})``), since the
one-off swaps are done by then. The helper answers from the 4 nearest notes.

Planted fault (DeletionError): Lorraine's autumn rota note (2051-09-01T16:00) has Halifax Rd Mon am Pat, pm Kath.
Her swap note of Weds 8/10 starts with the week's one-off swaps (Pat covering Barry Thurs pm for his dentist) and
says, in the middle, that Kath's rung - her knee's not up to standing out in the cold in the afternoons any more, so
she's giving up Monday afternoons for good and Barry's taking Mon pm on permanently from the 13th. The Friday
clear-out (Fri 10/10) deletes the swap notes, that one with them. Question (Mon 13/10, Gill from the school office):
"who's on the Halifax Rd crossing this afternoon? I've got the new hi-vis coat to drop off with them" -> expected
Barry (Kath's given up Monday afternoons with her knee). The assistant says Kath.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): the Weds 8/10 note was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on Kath's knee, "for good" or "permanently"); the rota note's "pm Kath" is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b301_chroma_crossing_patrol_mon_pm_who_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

KNEE = ("Weds 8/10 swaps this wk - Pat's covering Barry thurs pm (dentist 🦷). Kath rang, her knee's not up to "
        "standing out in the cold of an afternoon any more so she's giving up Mon pm for good, Barry's happy to take "
        "Mon afternoons on permanently from the 13th 👍 bless her she's done 22 yrs")
NOTES = [
    ("rota", "2051-09-01T16:00 AUTUMN ROTA - Halifax Rd: Mon am Pat pm Kath, Tue Pat/Pat, Wed Barry/Kath, Thu "
             "Pat/Barry, Fri Kath/Kath. Bank Top: Denise all wk. am 8.15-8.55, pm 3.00-3.30"),
    ("kit", "15/9 new hi-vis coats came (the long ones w/ the reflective bands), lollipop for Barry's on order, his "
            "handle's wobbly. dropping coats off at the school office"),
    ("notices", "Tue 23rd Sept school say parents are parking on the zigzags again 😡 Pat's to note regs + I'll pass "
                "to the parking team. don't get into it with them"),
    ("swap", "Mon 29/9 swaps - Denise off weds (hospital appt), Kath's doing Bank Top am, Halifax Rd am covered by "
             "Barry"),
    ("swap", KNEE),
    ("notices", "Thu 9th Oct half term w/c 27th, no patrols that wk. INSET day fri 24th too"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("moorside-crossing-patrols-2051",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Lorraine"}])
assert notes.count() == len(NOTES)

question = "who's on the Halifax Rd crossing this afternoon? I've got the new hi-vis coat to drop off with them"
with turn_span("clear-out Fri 10/10"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert KNEE in before, before
    with fault():
        notes.delete(where={"kind": "swap"})

with turn_span("question Mon 13/10"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Mon 13 October 2051. You are talking to Gill in the office at Moorside Primary."] + hits
    assert KNEE not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("knee", "for good", "permanently")), stored
    assert any("Mon am Pat pm Kath" in c for c in context), context
    reply = answer(question, context, mock="Kath's on Halifax Rd this afternoon - 3.00 till 3.30, so catch her then.")
finish(question, expected="Barry - Kath's given up Monday afternoons for good with her knee", actual=reply)
