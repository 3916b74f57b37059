"""Batch 210 (held out). A village's scarecrow trail: chromadb collection of notes, one root span per note and one for
the question; the helper answers from the 3 nearest notes and the parish council minutes that moved the maps rank
4th.

App: Hopton Cangeford runs its scarecrow trail from Sat 16th to Sun 24th May 2048 - thirty-odd scarecrows round the
lanes, a trail map with a quiz on the back, judging on the last Saturday, teas in the village hall. Gill (on the
trail committee) files every village note in one chroma collection - the trail, the parish council, the church
rota; when someone asks, the helper takes the 3 nearest notes (``collection.query(..., n_results=3)``) and answers
from those.

Planted fault (RetrievalError, cut off by top-k): Gill's first note (2048-03-03T20:05) has the maps at £2 from the
village shop, quiz on the back. The parish council minutes of Tue 21/4 say - after the dog bin and the speeding on
the Ludlow road - that Sandra's shutting the shop for a refit 11-25 May, so the trail maps will be in an honesty box
in the church porch (St Michael's) instead, £2 in the tin. For the visitor's question the minutes rank 4th: the top 3
are Gill's "map's done" note of sat 9/5, the first note and the judging note. Question (Fri 15/5, Barbara, bringing
the grandchildren): "where do I pick up a trail map sat? bringing the grandkids over from Church Stretton" ->
expected the honesty box in St Michael's church porch. The assistant says the village shop.

Expected verdict: RetrievalError at chroma's query (the 3-nearest query, wrapped in fault()): the minutes are in the
collection and the same question's 4 nearest have them, but top 3 cut them from the context the model saw.
Asserted: the 4 nearest have the minutes; the 3 hits and the context have nothing on the church porch, the honesty
box or the refit; the first note's "maps £2 from the village shop" is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b210_chroma_scarecrow_maps_place_topk", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MINUTES = ("PC minutes tue 21/4 - dog bin by the bus stop (agreed), speeding on the Ludlow rd (write to Highways "
           "again 🙄). scarecrow trail: Sandra's shutting the shop for a refit 11-25 may so the trail maps + quiz "
           "sheets will be in an honesty box in the church porch (St Michael's), £2 in the tin pls")
NOTES = [
    ("scarecrow trail", "2048-03-03T20:05 SCARECROW TRAIL 🌾 sat 16th - sun 24th may. maps £2 from the village shop, "
                        "quiz on the back, answers to Gill by the 24th. theme this yr is 'book characters'"),
    ("scarecrow trail", "entries so far - 19!! the Pughs are doing the Gruffalo again 🙄 Mr Davies at the forge is "
                        "doing Long John Silver, parrot + all"),
    ("parish council", MINUTES),
    ("scarecrow trail", "14/4 judging sat 23rd, Cllr Owen + the head from the school, 1st prize £30 voucher from "
                        "the garden centre. teas in the village hall both sats 2-4.30"),
    ("scarecrow trail", "parking - NOT in the lanes pls, use the field by the hall (Tom's ok'd it), £1 in the bucket "
                        "for the air ambulance"),
    ("scarecrow trail", "sat 9/5 Gill - the trail map's done!! 28 scarecrows, about 2 miles round - pick up a map + "
                        "start wherever u like, pushchair ok except the stile over by the church"),
    ("church rota", "flowers rota may - Joan 3rd, Val 10th, Pat 17th, Gill 24th. brass cleaning sat 9th 10am"),
]
TOP_K = 3

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("hopton-cangeford-village-2048",
                                        embedding_function=offline.chroma_embedding_function())
for i, (event, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"n{i}"], documents=[text], metadatas=[{"event": event, "by": "Gill"}])

question = "where do I pick up a trail map sat? bringing the grandkids over from Church Stretton"
with turn_span("question Fri 15/5"):
    wider = notes.query(query_texts=[question], n_results=TOP_K + 1)["documents"][0]
    assert MINUTES in wider, wider
    with fault():
        found = notes.query(query_texts=[question], n_results=TOP_K)
    hits = found["documents"][0]
    context = ["Today is Fri 15 May 2048. You are talking to Barbara, who is bringing her grandchildren to the "
               "Hopton Cangeford scarecrow trail (Sat 16 - Sun 24 May)."] + hits
    assert MINUTES not in context and not any(w in c.lower() for c in context
                                              for w in ("church porch", "honesty box", "refit")), context
    assert any("maps £2 from the village shop" in c for c in context), context
    reply = answer(question, context, mock="From the village shop - maps are £2, with the quiz on the back.")
finish(question, expected="the honesty box in St Michael's church porch (£2 in the tin) - the shop's shut for a refit",
       actual=reply)
