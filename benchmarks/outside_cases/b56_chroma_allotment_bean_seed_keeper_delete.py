"""Batch 56 (held out). An allotment society's seed swap notebook: chromadb EphemeralClient with memtrace's offline
embedding function, script style (each call its own trace).

App: Hollins Lane Allotment Society (64 plots) runs a seed swap each spring in the trading hut. The committee keep
notes in one collection with metadata ``{"kind", "day"}`` (kind: swap, plot, hut, committee; ``day`` as yyyymmdd for
swap-day notes, 0 otherwise). After each swap the assistant clears out the swap-day notes so it stops answering
about stalls and teas from last time. Eleven notes, Jan - Apr 2026.

Planted fault (DeletionError): the swap-day write-up of Sat 7/3 also said who keeps the leftover bean seed from now
on: "swap sat 7th - 41 thru the door, £52.40 in the tea tin, Cherokee Trail of Tears went in 10 mins flat. Pat's
standing down as seed sec after 12 yrs (card + flowers done), Alan on plot 22 is taking it on so the leftover beans
+ peas went home w him in the biscuit tin - anyone wanting some, go to Alan". The clear-out on Sun 15/3 deletes
swap-day notes. Question (Tue 14/4, a new plot holder): "who's got the spare bean seed now?" -> expected Alan (plot
22), the new seed secretary. The assistant goes by the committee card: Pat, the seed secretary.

Expected verdict: DeletionError at chroma.delete (the one delete inside fault()). Asserted: the 7/3 note is a hit of
the app's query before the delete, and is neither stored nor in the context after; the committee card naming Pat is
in the context. Another reading: none that we see; no other note says Alan has the seed.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b56_chroma_allotment_bean_seed_keeper_delete", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

SWAP = ("swap sat 7th - 41 thru the door, £52.40 in the tea tin, Cherokee Trail of Tears went in 10 mins flat. Pat's "
        "standing down as seed sec after 12 yrs (card + flowers done), Alan on plot 22 is taking it on so the "
        "leftover beans + peas went home w him in the biscuit tin - anyone wanting some, go to Alan")
NOTES = [
    ("committee", 0, "committee 2026: chair Bev (plot 9), treas Gordon (41), seed sec Pat (plot 3) - Pat keeps the "
                     "society's spare bean + pea seed in her shed, ask her"),
    ("swap", 20260307, SWAP),
    ("plot", 0, "plot 17 - vacant since Dec, Mrs Ahmed on the waiting list gets first refusal, she's been on 2 yrs"),
    ("hut", 0, "trading hut open sun 10-12 Mar-Oct, fish blood + bone back in £4.50/bag, compost £3"),
    ("swap", 20260307, "swap 7/3 tables: Bev tomatoes, Gordon squash + courgettes, the school did sunflowers"),
    ("committee", 0, "water troughs back on 1st April, NO hosepipes on the troughs (again!!)"),
    ("plot", 0, "plot 22 (Alan) - new shed going up Easter wknd, he's asked to borrow the society's ladders"),
    ("swap", 20260307, "swap - raffle made £31, 1st prize the Hendersons' hamper went to Dilys"),
    ("hut", 0, "hut key safe code changed 1/2 - 2290, don't write it on the door this time"),
    ("committee", 0, "AGM 21/11 at the Scout hut, 7.30, Bev to book"),
    ("plot", 0, "rats by the compost bays on the top path, Gordon's put boxes down, keep dogs away"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("hollins-lane", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, _, t in NOTES],
          metadatas=[{"kind": k, "day": d} for k, d, _ in NOTES])

question = "who's got the spare bean seed now?"
words = "spare leftover bean pea seed who keeps seed sec"  # the app's search words for it
before = notes.query(query_texts=[words], n_results=5)["documents"][0]
assert SWAP in before, before

# Sun 15 March: clear out the swap-day notes
with fault():
    notes.delete(where={"$and": [{"kind": "swap"}, {"day": {"$lt": 20260315}}]})

stored = notes.get()["documents"]
hits = notes.query(query_texts=[words], n_results=5)["documents"][0]
context = ["Today is Tue 14 April 2026."] + hits
assert SWAP not in stored and SWAP not in context
assert any("seed sec Pat (plot 3)" in c for c in context), context
assert not any("biscuit tin" in c or "taking it on" in c or "standing down" in c for c in context + stored), context
reply = answer(question, context, mock="Pat on plot 3, the seed secretary - she keeps the society's spare beans and "
                                       "peas in her shed.")
finish(question, expected="Alan on plot 22 - he took over as seed secretary from Pat at the swap", actual=reply)
