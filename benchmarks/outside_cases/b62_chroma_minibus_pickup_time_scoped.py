"""Batch 62 (held out). A community minibus for the elderly: chromadb EphemeralClient with memtrace's offline
embedding function, script style (each call its own trace).

App: the Wyvern Community Bus (one 14-seat minibus, volunteer drivers, Frome and the villages round it) keeps every
note in one collection with metadata ``{"kind"}`` (passenger: the standing card for a regular; family: texts and
calls from relatives; driver: the rota; money: fares and fuel). When a driver asks about a passenger, the assistant
queries only ``kind == "passenger"`` notes. Eleven notes, Sept 2027.

Planted fault (RetrievalError, filtered out by scope): Iris Pope's daughter texted on 16/9: "hiya its Karen (Iris
Popes daughter) - the district nurse is doing mums leg dressing tues mornings for a few wks, she comes 10.30ish and
takes 40 mins so can the bus get her at 11.20 on the 21st, lunch club say she's fine to be late. ta x". The
passenger-only query leaves it out. Question (Mon 20/9, Brian, Tuesday's driver): "what time do I pick up Iris
tomorrow?" -> expected 11.20, after the nurse. The assistant goes by her card: 10.45.

Expected verdict: RetrievalError at chroma.query (the one filtered query inside fault()). Asserted: Karen's text is
stored and a hit of the same query without the filter, and not in the context; Iris's card is. Another reading: none
that we see; nothing was deleted or overwritten.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b62_chroma_minibus_pickup_time_scoped", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

KAREN = ("hiya its Karen (Iris Popes daughter) - the district nurse is doing mums leg dressing tues mornings for a few "
         "wks, she comes 10.30ish and takes 40 mins so can the bus get her at 11.20 on the 21st, lunch club say "
         "she's fine to be late. ta x")
NOTES = [
    ("passenger", "Iris Pope, 14 Larch Cl, Berkley Rd end. Tues lunch club (Methodist hall) - pick up 10.45 from "
                  "home, back 2.30. walker folds, goes in the back. hard of hearing, knock loud"),
    ("passenger", "Mr Ken Dobbs, Woodland Rd - thurs market run, 9.30, has his bus pass. likes the front seat, "
                  "don't argue"),
    ("driver", "tues rota Sept: Brian (21st + 28th), Anne (14th). Brian does lunch club then the Co-op shop run"),
    ("family", "Mr Dobbs' son: dad's got a hospital appt at the RUH 2/10, can the bus do it? (said yes, 8.15 "
               "pick up, Anne)"),
    ("money", "fares: £3 return in town, £4 to the villages, bus pass holders half. fuel card PIN in the glovebox "
              "book"),
    ("passenger", "Mrs Joan Leckie, Selwood flats no. 6 - tues lunch club, pick up 10.55 (after Iris), needs the "
                  "step, blue badge"),
    ("family", KAREN),
    ("driver", "bus MOT due 30/9 - booked in at Marston's 8am wed 22nd, no runs that morning"),
    ("passenger", "Dot Harvey, Nunney - fri hairdresser 10am in town, back by 12. pays cash, exact change"),
    ("money", "lunch club pays us £40 a wk towards diesel, cheque monthly from Sheila"),
    ("family", "Joan Leckie's neighbour rang, Joan's been poorly, may not come 21st, will ring Mon"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("wyvern-bus", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, t in NOTES],
          metadatas=[{"kind": k} for k, _ in NOTES])

question = "what time do I pick up Iris tomorrow?"
words = "Iris Pope pick up time tues 21st lunch club bus get her"  # the app's search words
unfiltered = notes.query(query_texts=[words], n_results=5)["documents"][0]
assert KAREN in unfiltered, unfiltered
assert KAREN in notes.get()["documents"]

with fault():
    hits = notes.query(query_texts=[words], n_results=5, where={"kind": "passenger"})["documents"][0]
context = ["Today is Mon 20 Sept 2027. You are talking to Brian, who drives Tuesday's lunch club run."] + hits
assert KAREN not in context, context
assert any("pick up 10.45 from home" in c for c in context), context
assert not any("11.20" in c or "nurse" in c or "Karen" in c for c in context), context
reply = answer(question, context, mock="10.45 from her house on Larch Close - knock loud, she's hard of hearing.")
finish(question, expected="twenty past eleven, once the district nurse has done her leg", actual=reply)
