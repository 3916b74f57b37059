"""Batch 28 (held out). A small bakery's wholesale notes: chromadb EphemeralClient with memtrace's offline embedding
function, script style (each call its own trace).

App: Crumb & Co. is a two-oven bakery in Ely that supplies half a dozen cafes with standing orders (sourdough, rye,
croissants, cinnamon buns). Phone calls, texts from cafe owners and the driver's notes all go into one collection
(metadata ``{"kind", "day"}``, day as yyyymmdd); the bake-sheet assistant answers from the eight nearest notes.
Eighteen notes, January-March 2025.

Planted fault (RetrievalError, ranked below the top k): Jen, who owns the Corner Cup on Fore St, texted that she
wants more sourdough on Fridays from March: "Jen (Fore St) - toasties going mad, can she have 9 sours on Fridays
from the 7th pls, rest of the wk as is. Said fine". The note names the cafe by street, not by name, and ranks
outside the eight kept, behind notes that say "Corner Cup" and "sourdough". Question (Thu 13/3): "How many
sourdough loaves for Corner Cup tomorrow?" -> expected nine. The assistant gets the January standing order (6 a
day) and says 6.

Expected verdict: RetrievalError at chroma.query (the one n_results=8 query in fault()). Asserted: the same query
with more results returns Jen's text; the eight kept hold the standing order and other Corner Cup notes, not the 9.
Another reading: none that we see; nothing was overwritten or deleted.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b28_chroma_bakery_cornercup_sourdough_topk", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

JEN = ("Jen (Fore St) - toasties going mad, can she have 9 sours on Fridays from the 7th pls, rest of the wk as is. "
       "Said fine")
NOTES = [
    (20250106, "order", "Corner Cup standing order from 6/1: sourdough x6 Mon-Sat, rye x2 Tue/Thu/Sat, croissants "
                        "x24 daily, cinn buns x12 Fri+Sat. Invoiced monthly"),
    (20250108, "customer", "Corner Cup = Jen Hollis, 14 Fore St, back door down the alley, key safe 1966"),
    (20250113, "order", "Lantern Cafe standing: sourdough x4, seeded x4 Tue-Sat, no Mondays (closed)"),
    (20250117, "driver", "Corner Cup - Fri sourdough left on the step, Jen says foxes had a go at the bag, use the "
                         "crate w the lid"),
    (20250122, "price", "Wholesale from Feb: sourdough £2.90 (was 2.70), rye £3.10, croissants 85p, buns 95p"),
    (20250129, "order", "Mill House B&B - 2 sourdough + 12 crois Sat + Sun only, collect themselves"),
    (20250203, "customer", "Corner Cup paid Jan £1,318.40, Jen asked about a gluten free loaf - not yet, no space"),
    (20250210, "driver", "Van tyre slow puncture, Kwik Fit Tues, Dave doing the round in his car - crates in the boot"),
    (20250214, "order", "Valentine's - Corner Cup extra 24 heart cookies Fri, one off"),
    (20250219, "customer", "Lantern asked for sourdough sliced - £5 a wk for the slicer time, they said ok"),
    (20250224, "order", "Corner Cup - no rye this wk Thu, Jen's away, back Sat"),
    (20250227, "bake", "New starter feeding sched - Priya does 4am, Tom 4pm, flour order Wessex Mill 10 x 16kg"),
    (20250303, "customer", JEN),
    (20250304, "driver", "Friday round order now: Mill House, Lantern, Corner Cup last (she opens 8)"),
    (20250306, "order", "Lantern - 2 extra sourdough Fri 7th only, wake for someone's nan"),
    (20250310, "bake", "Oven 2 thermostat replaced, £210, back to full sourdough capacity (60 a bake)"),
    (20250311, "customer", "Corner Cup loved the sourdough croutons idea, maybe stale ends Mon, chat w Jen"),
    (20250312, "order", "Corner Cup Sat: buns up to 18 for the farmers' market crowd, from this Sat"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("crumb-wholesale", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"note-{i:02d}" for i in range(len(NOTES))], documents=[t for _, _, t in NOTES],
          metadatas=[{"day": d, "kind": k} for d, k, _ in NOTES])

question = "How many sourdough loaves for Corner Cup tomorrow?"
wide = notes.query(query_texts=[question], n_results=len(NOTES))["documents"][0]
assert JEN in wide, wide

with fault():
    hits = notes.query(query_texts=[question], n_results=8)["documents"][0]
context = ["Today is Thu 13/3/25."] + hits
assert any("Corner Cup standing order from 6/1: sourdough x6" in c for c in context), context
assert not any("9 sours" in c or "Fore St) - toasties" in c for c in context), context
reply = answer(question, context, mock="6 sourdough - that's her standing order Mon-Sat. Plus 12 cinnamon buns as "
                                       "it's a Friday.")
finish(question, expected="9 - Jen's having more on Fridays for the toasties", actual=reply)
