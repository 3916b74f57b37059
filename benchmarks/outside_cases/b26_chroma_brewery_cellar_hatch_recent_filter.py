"""Batch 26 (held out). A micro-brewery's delivery notes: chromadb EphemeralClient with memtrace's offline embedding
function, script style (each call its own trace).

App: Ouse Valley Brewing (a 6-barrel micro-brewery) keeps its delivery, customer and cask notes in a collection
with metadata ``{"kind", "day"}`` (day as yyyymmdd). The drivers' assistant answers from a query limited to notes
from the last eight weeks or so (``day >= 20250501``), so last winter's prices and one-off orders don't come back.
Eighteen notes, March-June 2025.

Planted fault (RetrievalError, filtered by scope): the Three Horseshoes' landlord told them in April where casks go
now: "Horseshoes (Upware) - Gary says DON'T bring casks thru the bar anymore, someone slopped a firkin on his new
carpet. Cellar hatch round the side on Back Lane, he leaves the padlock off Thurs am. 4 steps, take the skid". The
note is dated 11/4 and the date filter leaves it out. Question (Wed 25/6): "Where do we drop the casks at the
Horseshoes tomorrow?" -> expected "the cellar hatch round the side on Back Lane". The assistant has the June order
and the pub's car park note, and says through the front bar.

Expected verdict: RetrievalError at chroma.query (the one filtered query in fault()). Asserted: the same query
without the filter returns the hatch note; the filtered context holds Thursday's order and the car-park note, not
the hatch. Another reading: none that we see; nothing was overwritten or deleted.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b26_chroma_brewery_cellar_hatch_recent_filter", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

HATCH = ("Horseshoes (Upware) - Gary says DON'T bring casks thru the bar anymore, someone slopped a firkin on his new "
         "carpet. Cellar hatch round the side on Back Lane, he leaves the padlock off Thurs am. 4 steps, take the skid")
NOTES = [
    (20250304, "price", "Trade prices from 1/3: Fen Bitter £92/firkin, Ouse Gold £98, Black Droves stout £104. "
                        "Casks on deposit £30 each, back within 6 wks"),
    (20250312, "customer", "Kings Arms Ely - new account, Sandra. Weds delivery, ring the bell at the side door, "
                           "cellar's behind the bar"),
    (20250320, "delivery", "Horseshoes 2 x Fen Bitter 20/3, left in the bar as usual, Gary signed"),
    (20250402, "cask", "Cask 117 came back from the Lamb w a split shive + smelling funny, binned the shive, "
                       "steamed twice"),
    (20250411, "customer", HATCH),
    (20250418, "delivery", "Easter rush - Horseshoes 3 FB + 1 Gold, Kings Arms 2 kils Gold, the Lamb 2 FB"),
    (20250428, "cask", "Cask count end Apr: 64 firkins, 12 kils. 9 firkins out >6 wks, chase the Lamb"),
    (20250506, "customer", "the Lamb paid + sent back 5 casks, still owe 2"),
    (20250513, "delivery", "Van MOT Tues 20/5, no deliveries that morning, Kings Arms moved to the Weds aft"),
    (20250521, "price", "Malt up 8% from Muntons, holding trade prices till Aug"),
    (20250602, "customer", "Horseshoes - Gary says beer garden's open now so park in the car park out front, not "
                           "the lane, it's rammed w the bouncy castle on wkends"),
    (20250605, "delivery", "Kings Arms 2 FB + 1 stout 4/6, Sandra wants the stout every other wk now"),
    (20250610, "cask", "New batch of 20 steel firkins arrived, numbered 201-220, stamped OVB"),
    (20250616, "delivery", "Horseshoes 19/6 - 2 FB 1 Gold, Gary happy, said the Gold's flying"),
    (20250620, "customer", "Fox at Burwell asking about a guest ale slot in July - send price list"),
    (20250623, "delivery", "Thurs 26/6 run: Horseshoes 3 x Fen Bitter + 1 Ouse Gold (collect 3 empties), then the "
                           "Lamb 2 FB, Kings Arms Fri. Dave driving, Transit"),
    (20250624, "cask", "Firkin 206 leaking at the keystone, swapped it out, don't send it"),
    (20250624, "delivery", "Dave asks - Horseshoes sign off w Gary or his daughter Amy, either's fine"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("ovb-office", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"note-{i:02d}" for i in range(len(NOTES))], documents=[t for _, _, t in NOTES],
          metadatas=[{"day": d, "kind": k} for d, k, _ in NOTES])

question = "Where do we drop the casks at the Horseshoes tomorrow?"
wide = notes.query(query_texts=[question], n_results=len(NOTES))["documents"][0]
assert HATCH in wide, wide

with fault():
    hits = notes.query(query_texts=[question], n_results=8, where={"day": {"$gte": 20250501}})["documents"][0]
context = ["Today is Wed 25/6/25."] + hits
assert any("Thurs 26/6 run: Horseshoes" in c for c in context), context
assert any("park in the car park out front" in c for c in context), context
assert not any("Cellar hatch" in c or "Back Lane" in c for c in context), context
reply = answer(question, context, mock="Park in the car park out front (not the lane) and take them in through the "
                                       "front bar - Gary or Amy can sign for them.")
finish(question, expected="Down the cellar hatch on Back Lane, round the side - not through the pub", actual=reply)
