"""Batch 52 (held out). A community bus service's ops notes: chromadb EphemeralClient with memtrace's offline
embedding function, script style (each call its own trace).

App: Severn Rural Link, a volunteer community minibus (two 16-seaters, eight volunteer drivers, co-ordinator Hazel)
runs four routes: the Tuesday Tesco run, the Thursday market run to Bridgnorth, the Friday surgery shuttle and
dial-a-ride. Hazel keeps every note in one collection with metadata ``{"kind", "day"}`` (kind: route, swap, vehicle,
passenger; ``day`` as yyyymmdd for swap notes, 0 otherwise). On Mondays the assistant clears out swap notes whose
day is past, so it stops telling people who covered last week's run. Eleven notes, May - June 2026.

Planted fault (DeletionError): a swap note on Tue 2/6 also held a lasting arrangement: "Tue 2/6 - Keith did Len's
Tesco run, Len at the hospital for his pre-op. his knee op is 22nd June, off driving 6 wks min, so Keith's doing the
Thurs market run from the 25th till Len's back, he's fine w that, add him to the rota". The Monday 15/6 clear-out
deletes it. Question (Tue 30/6, a passenger's daughter rings): "who's driving the market bus this thursday?" ->
expected Keith (covering for Len). The assistant goes by the route note: Len.

Expected verdict: DeletionError at chroma.delete (the one delete inside fault()). Asserted: the 2/6 note is a hit of
the app's query before the delete, and is neither stored nor in the context after; the route note naming Len is in
the context. Another reading: none that we see; no other note says who covers the market run.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b52_chroma_bus_market_driver_delete", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

SWAP = ("Tue 2/6 - Keith did Len's Tesco run, Len at the hospital for his pre-op. his knee op is 22nd June, off "
        "driving 6 wks min, so Keith's doing the Thurs market run from the 25th till Len's back, he's fine w that, add "
        "him to the rota")
NOTES = [
    ("route", 0, "THURS market run - Bridgnorth, driver Len (been doing it since 2019), bus 2, leaves the Alveley "
                 "village hall 9.15, picks up Romsley + Highley, back by 1.30. 14 regulars"),
    ("route", 0, "Tues Tesco run (Kidderminster) - bus 1, 10am from the church, driver on the rota, 2 hrs shopping"),
    ("vehicle", 0, "bus 2 tail lift serviced 12/5, fine. bus 1 MOT due 30.7 - book at Hollies garage"),
    ("swap", 20260526, "26 May Tues - Sheila swapped w Mike, Mike's grandson's sports day"),
    ("passenger", 0, "Mrs Dutton (Highley) now needs the tail lift - new wheelchair, she'll ring the day before"),
    ("swap", 20260602, SWAP),
    ("route", 0, "Fri surgery shuttle - Highley medical centre 8.30-12 loop, driver Pauline, book by thurs noon"),
    ("passenger", 0, "fares from July: £3 return for everyone, bus pass holders still free (council rule)"),
    ("swap", 20260609, "9/6 Tesco run - Mike off sick, Hazel drove it herself, 9 on"),
    ("vehicle", 0, "fuel card pin changed, ask Hazel. diesel at the Morrisons in Bridgnorth is cheapest"),
    ("passenger", 0, "Bill + Joan Morgan away 22/6 - 6/7 (Tenerife!) so no market run for them, 12 regulars then"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("severn-link-ops", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, _, t in NOTES],
          metadatas=[{"kind": k, "day": d} for k, d, _ in NOTES])

question = "who's driving the market bus this thursday?"
words = "Thurs market run driver Bridgnorth Len Keith"  # the app's search words for it
before = notes.query(query_texts=[words], n_results=5)["documents"][0]
assert SWAP in before, before

# Mon 15 June: clear out swap notes whose day is past
with fault():
    notes.delete(where={"$and": [{"kind": "swap"}, {"day": {"$lt": 20260615}}]})

stored = notes.get()["documents"]
hits = notes.query(query_texts=[words], n_results=5)["documents"][0]
context = ["Today is Tue 30 June 2026."] + hits
assert SWAP not in stored and SWAP not in context
assert any("THURS market run - Bridgnorth, driver Len" in c for c in context), context
assert not any("Keith" in c or "knee op" in c for c in context + stored), context
reply = answer(question, context, mock="Len - he's done the Bridgnorth market run for years. Bus 2, 9.15 from "
                                       "Alveley village hall.")
finish(question, expected="Keith, he's covering while Len gets over his knee operation", actual=reply)
