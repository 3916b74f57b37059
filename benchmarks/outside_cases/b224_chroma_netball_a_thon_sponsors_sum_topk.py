"""Batch 224 (held out). A netball club's charity netball-a-thon: chromadb collection of notes, one root span per
note and one for the question; the helper answers from the 3 nearest notes and the hotel's sponsorship is 4th.

App: Church Stretton Netball Club play a 24-hour netball-a-thon from 8am Sat 4th to 8am Sun 5th September 2049 for
the air ambulance - three courts, two-hour shifts, sponsors paying for the kit and the food, JustGiving for the
charity. Bev (the club treasurer) keeps every note in one chroma collection; the helper answers from
``collection.query(query_texts=[question], n_results=3)``.

Planted fault (RetrievalError, top-k too small): Bev's note of 2049-07-28T20:05 has the sponsors so far - Swift's
garage £250 for the new bibs and the Co-op community fund £150. Her note of Tue 24th Aug says the Longmynd Hotel
are in - £200, and they're doing the bacon butties for the night lot (Bev's mum sorted it, she does their books);
it never says the word sponsor. Question (Thu 2/9, Dave, doing the thank-you board): "how much have we had off
sponsors so far? doing the thank you board" -> expected £600 (£250 + £150 + £200). The 3 nearest notes are the
thank-you board note, the first sponsors note and the shifts note; the hotel's note is 4th or 5th, so the
assistant adds up the first note and says £400.

Expected verdict: RetrievalError at chroma's query (the top-3 query, wrapped in fault()): the hotel's note is in
the collection and in the question's 5 nearest, but the top-3 cut kept it from the context the model saw.
Asserted: the hotel's note is in the 5 nearest and not in the 3 the helper used; no context line has the Longmynd
Hotel or the £200; the first sponsors note (£250 and £150) is in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b224_chroma_netball_a_thon_sponsors_sum_topk", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

HOTEL = ("Tue 24th Aug - Longmynd Hotel are in!! 🙌 £200 + they're doing the bacon butties for the night lot. Bev's "
         "mum sorted it, she does their books")
NOTES = [
    "2049-07-28T20:05 sponsors so far 💪 Swift's garage £250 for the new bibs, + the Co-op community fund £150. "
    "JustGiving's separate, that's for the air ambulance",
    "courts - 1 + 2 at the leisure centre, 3 is the outdoor one by the car park, floodlights till 10. umpires from "
    "the league",
    "shifts so far - 2 hr slots, 8am sat to 8am sun, we've had 61 names, need 7 a side on court at all times, "
    "juniors only till 8pm",
    "14/8 - thank you board: Dave's doing it on the big whiteboard off the school, all the logos + a photo of each "
    "team, up by the door fri night",
    HOTEL,
    "food - tuck shop in the foyer, Gill's doing pasta pots for the evening, flasks of tea for the 3am crew",
]
TOP_K = 3

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("stretton-netball-a-thon-2049",
                                        embedding_function=offline.chroma_embedding_function())
for i, text in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"by": "Bev"}])

question = "how much have we had off sponsors so far? doing the thank you board"
with turn_span("question Thu 2/9"):
    wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
    assert HOTEL in wider, wider
    with fault():
        found = notes.query(query_texts=[question], n_results=TOP_K)
    hits = found["documents"][0]
    context = ["Today is Thu 2 September 2049. You are talking to Dave, who's doing the thank-you board for Church "
               "Stretton Netball Club's 24-hour netball-a-thon (8am Sat 4 to 8am Sun 5 September)."] + hits
    assert HOTEL not in context and not any(w in c.lower() for c in context for w in ("longmynd", "£200")), context
    assert any("Swift's garage £250 for the new bibs, + the Co-op community fund £150" in c for c in context), context
    reply = answer(question, context, mock="£400 - £250 from Swift's garage for the bibs and £150 from the Co-op "
                                           "community fund (JustGiving's separate).")
finish(question, expected="£600 - Swift's garage £250, the Co-op £150 and the Longmynd Hotel £200", actual=reply)
