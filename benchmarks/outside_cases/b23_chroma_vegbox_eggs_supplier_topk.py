"""Batch 23 (held out). A farm shop's veg-box notes: chromadb EphemeralClient with memtrace's offline embedding
function, script style (each call its own trace).

App: Bev runs the veg-box scheme at Hollow Lane Farm Shop (small, medium and family boxes; Tuesday and Friday
rounds; local suppliers for eggs, bread, apples and meat). Her notes go into a collection with metadata
``{"topic", "day"}``; the shop assistant answers customers from the top 4 notes of a query. Eighteen notes,
February-March 2026; many of them talk about eggs, egg boxes and this week's boxes.

Planted fault (RetrievalError, ranked out by top-k): on Mon 9/3 Bev noted "Pete (Marsh End) rang - girls are in
full moult, hardly laying, so Hollins'll do ours for the next 3 wks, 30 doz dropped Tues am. Same 2.60/half doz".
That note shares few words with the customer's question and ranks 14th of 18, well below the 4 kept, under the
standing egg arrangement with Marsh End and other egg and box notes. Question (Thu 12/3): "Are the eggs in this
week's boxes from Hollins or Marsh End?" -> expected Hollins (Marsh End's hens are moulting). The assistant says
Marsh End.

Expected verdict: RetrievalError at chroma.query (the one top-4 query in fault()). Asserted: the same query over all
notes ranks the moult note below 4; the context holds the standing Marsh End arrangement but not the moult note.
Another reading: none that we see; nothing was overwritten or deleted.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b23_chroma_vegbox_eggs_supplier_topk", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MOULT = ("Pete (Marsh End) rang - girls are in full moult, hardly laying, so Hollins'll do ours for the next 3 wks, "
         "30 doz dropped Tues am. Same 2.60/half doz, Pete v apologetic")
NOTES = [
    (20260202, "suppliers", "Eggs for the boxes: Marsh End Farm, free range, 30 dozen a week, 2.60 per half dozen, "
                            "Pete drops them Tues. Hollins only do us beef + sausages"),
    (20260203, "boxes", "Box sizes from Feb: small 14.50 (2 ppl), medium 19.50, family 26. Eggs add-on 1.80 for 6"),
    (20260206, "rounds", "Tues round = town + Fenwick Rd (Steve), Fri round = villages (me). Van fuel card in the "
                         "drawer"),
    (20260210, "boxes", "This week's boxes: leeks, purple sprouting, carrots, spuds, kale. Family gets a squash too"),
    (20260212, "customers", "Mrs Greene - no eggs in her box pls, she has her own hens lol"),
    (20260213, "suppliers", "Bread from Crust & Co Fri only now, they've stopped Tues bakes. 18 loaves"),
    (20260217, "boxes", "Egg boxes - customers to put the empty egg boxes back in their veg box for Pete to reuse, "
                        "put a note in this week's boxes"),
    (20260219, "customers", "Ahmeds upgrading to 2 family boxes from March, birthday party"),
    (20260224, "boxes", "This week's boxes are light on greens, frost got the chard. Added extra eggs to the family "
                        "ones to make up"),
    (20260226, "suppliers", "Apples from Top Orchard - Bramleys ending, Cox till mid March then nothing till Sept"),
    (20260302, "rounds", "Steve off Tues 3/3, dentist. I'll do both rounds, start 8"),
    (20260303, "customers", "3 complaints re cracked eggs in the Tues boxes - pack the eggs on top not under "
                            "the spuds!"),
    (20260305, "suppliers", "Hollins - sausage order up to 12kg a week, their pork + apple ones fly out"),
    (20260309, "suppliers", MOULT),
    (20260310, "boxes", "This week's boxes: spring greens at last, leeks, beetroot, parsnips, rhubarb in the family"),
    (20260310, "rounds", "Tues round done 1.15, 2 not in, left in the porch boxes"),
    (20260311, "customers", "Kaurs on hols 20-27/3, skip their boxes both weeks"),
    (20260311, "boxes", "Easter week boxes - do a mini egg in the kids' ones? ask Steve re cost"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("hollow-lane-boxes", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"note-{i:02d}" for i in range(len(NOTES))], documents=[t for _, _, t in NOTES],
          metadatas=[{"day": d, "topic": k} for d, k, _ in NOTES])

question = "Are the eggs in this week's boxes from Hollins or Marsh End?"
wide = notes.query(query_texts=[question], n_results=len(NOTES))["documents"][0]
assert MOULT in wide and wide.index(MOULT) >= 4, wide.index(MOULT)
with fault():
    hits = notes.query(query_texts=[question], n_results=4)
context = ["Today is Thu 12/3/26."] + hits["documents"][0]
assert any("Eggs for the boxes: Marsh End Farm" in c for c in context), context
assert not any("full moult" in c for c in context), context
reply = answer(question, context, mock="Marsh End Farm - they're our egg supplier (Pete drops 30 dozen on Tuesdays); "
                                       "Hollins only supply the beef and sausages.")
finish(question, expected="Hollins' - Marsh End's hens are moulting and barely laying, so Hollins are covering for "
                          "about three weeks", actual=reply)
