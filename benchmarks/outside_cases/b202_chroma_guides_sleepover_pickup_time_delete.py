"""Batch 202 (held out). A Guides unit's sleepover: chromadb collection, one root span per note and one for the
clear-out and the question; the clear-out of the kit notes deletes the note that put back the Saturday pick-up.

App: 1st Bishop's Castle Guides have a sleepover at the Scout and Guide hut, Fri 10th to Sat 11th March 2045 - rooms
by patrol, pizzas, a glow-in-the-dark disco, a film, pancakes for breakfast, £15 each. Claire (the unit leader) keeps
her notes in one chroma collection, each with a ``kind`` (plan, rooms, activities, kit, food, money); once the kit
list has gone to parents, the clear-out deletes the "kit" notes (``collection.delete(where={"kind": "kit"})``); the
helper answers parents from the 4 nearest notes.

Planted fault (DeletionError): the first note (2045-02-03T18:00) has drop-off at 6.30pm Friday and pick-up at 9.30
on Saturday morning. Claire's note of Tue 28th, tagged "kit" (it's mostly the kit list that was emailed - sleeping
bag, pillow, torch, no phones after lights out), says at the end that pick-up on Saturday is half 10 now, not 9.30:
the hut's theirs till 11 and Steph wants to do the pancakes properly. The clear-out (Fri 3/3) deletes both kit
notes. Question (Weds 8/3, Evie's mum): "what time's pick up on sat? need to get Evie to swimming after" -> expected
half 10 (10.30). The assistant says 9.30.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): the Tue 28th note was in the
collection and the nearest note for the question before the delete, and the delete removed it while it still
decided the pick-up time. Asserted: the note is in the 4 nearest before the delete and gone from the collection and
the context after it (nothing on half 10 or the pancakes being done properly); the first note's "pick up 9.30 sat
morning" is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b202_chroma_guides_sleepover_pickup_time_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

LATER = ("Tue 28th kit list emailed to parents - sleeping bag, pillow, torch, PJs, wash bag, teddy optional, NO phones "
         "after lights out. oh + pick up sat's half 10 now not 9.30, the hut's ours till 11 + Steph wants to do the "
         "pancakes properly 🥞")
NOTES = [
    ("plan", "2045-02-03T18:00 SLEEPOVER 🌙 fri 10th - sat 11th march at the hut! drop off 6.30pm fri, pick up 9.30 "
             "sat morning. £15 each incl food"),
    ("kit", "6/2 girls need their own plate, cup + cutlery in a named bag pls, we're short since camp"),
    ("rooms", "14/2 rooms - Kingfishers + Swallows in the main hall, Robins in the small room, leaders on camp beds in "
              "the kitchen 😂"),
    ("activities", "22.2. activities - make your own pizzas, glow in the dark disco, midnight feast (at 9pm lol), "
                   "film - Moana 2"),
    ("kit", LATER),
    ("food", "2.3. breakfast - cereal, toast, Steph's pancakes, Amy + Leah gluten free (got the GF mix), squash not "
             "fizzy"),
    ("money", "3.3. money - 19 paid, 2 still owe £15, Tesco gave us a £20 voucher for the pizza stuff"),
]
TOP_K = 4

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("bishops-castle-guides-sleepover-2045",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"n{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Claire"}])

question = "what time's pick up on sat? need to get Evie to swimming after"
with turn_span("clear-out Fri 3/3"):
    before = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
    assert LATER in before, before
    with fault():
        notes.delete(where={"kind": "kit"})

with turn_span("question Weds 8/3"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
    context = ["Today is Weds 8 March 2045. You are talking to Evie's mum; Evie is in 1st Bishop's Castle Guides, "
               "whose sleepover at the hut is Fri 10 - Sat 11 March."] + hits
    assert LATER not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("half 10", "10.30", "properly")), stored
    assert any("pick up 9.30 sat morning" in c for c in context), context
    reply = answer(question, context, mock="9.30 on Saturday morning, from the hut - so Evie will be free in good "
                                           "time for swimming.")
finish(question, expected="half 10 (10.30) - the hut's theirs till 11 so they're doing the pancakes properly",
       actual=reply)
