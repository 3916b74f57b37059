"""Batch 149 (held out). A parish litter pick's organisers' notes: chromadb collection, one root span per note and one
for the question; the helper's kit question is scoped to the notes filed as kit.

App: Ripponden parish council's spring litter pick (Sat 28th March 2037, 10-12, meet at the rec: four zones, the
council lending bags, grabbers and hi-vis). Karen, the parish clerk, and Mick, who runs the allotments, keep their
notes in one chroma collection with a ``topic`` (zones, kit, volunteers, admin); for questions about kit the helper
queries ``where={"topic": "kit"}`` so it isn't muddled by the rest.

Planted fault (RetrievalError, scoped by a filter): Karen's kit note of 14/3 has the council dropping 60 bags and 20
grabbers at the rec on the Friday. Mick's note of 22.3. - filed under volunteers, because it's mostly about who's
coming - says 8 of the allotment lot are coming, and, in passing, that he's bringing the 10 grabbers from the
allotment shed, theirs are better than the council's anyway. The kit-scoped query can't return it. Question (Weds
25/3, Jas, who's running the sign-in table): "how many grabbers have we got for sat? theres about 30 signed up" ->
expected 30 (the council's 20 and the allotments' 10). The assistant says 20.

Expected verdict: RetrievalError at the chroma query with the topic filter (wrapped in fault()): Mick's note is in the
collection and the same query without the filter returns it, but the app's scoped search left it out. Asserted: the
unfiltered query returns it and the app's does not; the council's kit note (20 grabbers) is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b149_chroma_litter_pick_grabbers_count_filter", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MICK = ("22.3. Mick - 8 of the allotment lot are coming, + Barry's grandkids. I'll bring the 10 grabbers from the "
        "allotment shed, theyre better than the councils anyway (the council ones snap if u look at them)")
NOTES = [
    ("zones", "ZONES: A the rec + playground, B Oldham Rd up to the Junction pub, C the church + Royd Lane, D down "
              "by the river (adults only, its steep). 2 teams each, team leaders have the map"),
    ("kit", "14/3 Karen - council dropping 60 bags + 20 grabbers at the rec fri aft, hi-vis x25 in the scout hut. "
            "gloves - ppl bring their own pls, we've got a box of 50 spare"),
    ("admin", "14/3 Karen - risk assessment done, sent to the insurance. under 16s w an adult, no needles - ring "
              "the council number on the sheet"),
    ("volunteers", MICK),
    ("kit", "Sat 21st Karen - sharps box from the surgery, Dr Shah's lot are lending it. full "
            "bags by the gate on Royd Lane for the wagon mon"),
    ("volunteers", "23/3 Karen - about 30 signed up on the sheet at the Co-op + fb. Scouts coming as a group (12?)"),
    ("admin", "2037-03-24T19:30 Jas - I'll do sign in + the tea urn, need a table + the extension lead"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("ripponden-litter-pick",
                                        embedding_function=offline.chroma_embedding_function())
for i, (topic, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"n{i:02d}"], documents=[text], metadatas=[{"topic": topic}])

question = "how many grabbers have we got for sat? theres about 30 signed up"
wide = notes.query(query_texts=[question], n_results=len(NOTES))["documents"][0]
assert MICK in wide, wide

with turn_span("question Weds 25/3"):
    with fault():
        hits = notes.query(query_texts=[question], n_results=3, where={"topic": "kit"})["documents"][0]
    context = ["Today is Weds 25 March 2037. You are talking to Jas, who is running the sign-in table at Ripponden's "
               "litter pick on Sat 28 March."] + hits
    assert MICK not in context and not any("allotment shed" in c or "10 grabbers" in c for c in context), context
    assert any("60 bags + 20 grabbers" in c for c in context), context
    reply = answer(question, context, mock="20 grabbers - the council's dropping them at the rec on Friday "
                                           "afternoon with 60 bags.")
finish(question, expected="30 - the council's 20 and the 10 Mick's bringing from the allotment shed", actual=reply)
