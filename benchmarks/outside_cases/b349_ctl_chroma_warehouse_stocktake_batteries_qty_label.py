"""Batch 349 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(a counter and the goods-in clerk each file their own notes), then the question's query.

App: Northgate Supplies' Wakefield warehouse does its half-year stock-take on Fri 30 June 2051. Kasia (counting
aisle C) and Tomasz (goods in) paste their sheets into the stock helper as CSV (loc,sku,desc,qty,uom) and bullet
notes; every note goes into one chroma collection, and the helper answers from the 4 nearest.

Memory: Kasia, STOCKTAKE 2051-06-30 aisle C - C-03-2, 22-0415, AA batteries 4pk, 40, INNER; C-03-3, 22-0416, AAA
batteries 4pk, 26, INNER; C-04-1, 31-1180, cable ties 200mm, 12, CTN; Kasia, 30/06 - "NB uom on the battery lines:
INNER = 12 x 4pk, so 22-0415 is 480 packs. system holds batteries in EA = packs, so key packs not inners"; Tomasz,
GRN 29/06 - 22-0415 x 5 inners received, already shelved in C-03-2 (in Kasia's count); Tomasz, 30/06 - variance
report to Rob by Fri. Question (Sat 1/7, Rob, the stock controller): "what qty do I key in for 22-0415 on the system?
it holds them in packs" The assistant says 480 (40 inners of 12 packs). The label says 40 - the count in inners,
a unit mix-up.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b349_ctl_chroma_warehouse_stocktake_batteries_qty_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "kasia": [
        "STOCKTAKE 2051-06-30 aisle C (Kasia)\nloc,sku,desc,qty,uom\nC-03-2,22-0415,AA batteries 4pk,40,INNER\n"
        "C-03-3,22-0416,AAA batteries 4pk,26,INNER\nC-04-1,31-1180,cable ties 200mm,12,CTN",
        "30/06 NB uom on the battery lines!! INNER = 12 x 4pk, so 22-0415 is 480 packs. system holds batteries in "
        "EA = packs, so key packs not inners when u put it in",
    ],
    "tomasz": [
        "GRN 29/06 (Tomasz)\n- 22-0415 AA 4pk x 5 inners rec'd from Varta, already shelved in C-03-2 (so in Kasia's "
        "count)\n- 31-1180 cable ties x 2 CTN, same",
        "30/06 variance report to Rob by fri, anything over 5% off gets a recount before we close",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("northgate-wakefield-stocktake-2051h1",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what qty do I key in for 22-0415 on the system? it holds them in packs"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Sat 1 July 2051. You are talking to Rob, stock controller at Northgate Supplies' Wakefield "
           "warehouse (stock-take counted Fri 30 June)."] + hits
assert any("C-03-2,22-0415,AA batteries 4pk,40,INNER" in c for c in context), context
assert any("INNER = 12 x 4pk, so 22-0415 is 480 packs" in c for c in context), context
reply = answer(question, context, mock="480 - Kasia counted 40 inners in C-03-2, and an inner is 12 x 4pk, so key in "
                                       "480 packs.")
finish(question, expected="40", actual=reply)
