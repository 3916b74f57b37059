"""Batch 96 (held out). A self-build house project's site file: chromadb collection, script style (each call its
own trace).

App: Sam and Priya are building their own house on plot 3, Mill Lane. Orders (kind "order"), delivery notes (kind
"delivery", status "checked" once the ticket's been checked against the load) and site jobs (kind "job") all go
into one chroma collection; the site helper answers the trades from whatever is in it. Every Friday Sam clears out
the checked delivery notes to keep the file short.

Planted fault (DeletionError): Friday's clear-out (7/3) deletes the checked delivery notes. One of them, the blocks
delivery of Tue 4/3, says only 14 pallets came (the lorry was at its weight limit) and the driver said the rest
would come on the next run, Jewson to ring. The order still says 16 pallets of 7N blocks, delivery Tue 4/3 am.
Question (Mon 10/3, Dave, the bricklayer): "how many pallets of blocks are still to come? need to know if ive got
enough for the gable end" -> expected 2 (16 ordered less the 14 that came). The assistant says all 16 were due on
the 4th and nothing is outstanding.

Expected verdict: DeletionError at the chroma delete (the clear-out, wrapped in fault()). Asserted: the blocks
delivery note is in the query results before the delete and gone from the collection and the context after it;
the order's 16-pallet line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b96_chroma_selfbuild_blocks_delete", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

BLOCKS = ("blocks came tues 4/3 10.40 - 14 pallets only, lorry was at its weight limit, driver says rest on the "
          "next run + Jewson to ring. ticket checked + signed, pallet dep £12 each, Dave happy w the 7Ns")
DOCS = [
    ("order", "-", "ORDER Jewson: 16 pallets 7N 100mm dense blocks, delivery tues 4/3 am, crane off-load. also 20 "
                   "bags cement + 2 bulk bags sharp sand"),
    ("delivery", "checked", BLOCKS),
    ("delivery", "checked", "sand + cement fri 28/2, all there, bags in the container out of the wet"),
    ("job", "-", "Dave (brickie) on from mon 10/3, DPC level then up to first lift, gable end after scaffold"),
    ("order", "-", "ORDER Travis Perkins: 2 lintels 2100 + 1 at 1200, collect, pd on the card"),
    ("delivery", "checked", "scaffold tubes + boards weds 5/3, Kev's lads put the first lift up thurs"),
    ("job", "-", "building control - DPC + foundations inspection passed 27/2, next is drains b4 backfilling"),
    ("order", "-", "ORDER roof trusses from Pasquill, 6-8 wk lead time, measured up 3/3"),
]

client = chromadb.EphemeralClient()
site = client.get_or_create_collection("mill-lane-plot3", embedding_function=offline.chroma_embedding_function())
site.add(ids=[f"s{i:02d}" for i in range(len(DOCS))], documents=[t for _, _, t in DOCS],
         metadatas=[{"kind": k, "status": s} for k, s, _ in DOCS])

question = "how many pallets of blocks are still to come? need to know if ive got enough for the gable end"
words = "pallets blocks still to come delivery Jewson"  # the helper's search words
before = site.query(query_texts=[words], n_results=5)["documents"][0]
assert BLOCKS in before, before

# Fri 7/3: clear out the checked delivery notes
with fault():
    site.delete(where={"status": "checked"})

stored = site.get()["documents"]
hits = site.query(query_texts=[words], n_results=5)["documents"][0]
context = ["Today is Mon 10 March 2036. You are talking to Dave, the bricklayer."] + hits
assert BLOCKS not in stored and BLOCKS not in context
assert not any("14 pallets" in c or "next run" in c for c in stored + context)
assert any("16 pallets 7N 100mm dense blocks" in c for c in context), context
reply = answer(question, context, mock="None outstanding - the order was 16 pallets of 7N blocks, all due on Tue "
                                       "4 March.")
finish(question, expected="two - 16 were on the order and only 14 turned up", actual=reply)
