"""Batch 58 (held out). A small B&B's notes: chromadb EphemeralClient with memtrace's offline embedding function,
script style (each call its own trace).

App: Larkrise, a three-room B&B outside Pewsey run by Helen. She keeps every note in one collection with metadata
``{"kind", "day"}`` (kind: stay, guest, supplier, house; ``day`` = the checkout day as yyyymmdd for stay notes, 0
otherwise). Every other Sunday the assistant clears out stay notes whose checkout is past, so old stays stop coming
up. Eleven notes, Aug - Oct 2026.

Planted fault (DeletionError): a stay note also held something that lasts: "Adeyemis rm 3 fri 4 - sun 6/9, lovely
couple, £240 by transfer. turns out she's coeliac, wasn't on the form! did her toast from the freezer GF loaf but
it was stale, get a proper GF loaf from Hobbs before they come back - they've rebooked already, fri 16 Oct, 2 nts".
The clear-out on Sun 11/10 deletes it. Question (Thu 15/10, Helen doing the shopping list): "do I need to get a
gluten-free loaf in for the Adeyemis?" -> expected yes, Mrs Adeyemi is coeliac. The assistant goes by the guest
card (no dietary needs on the form): no.

Expected verdict: DeletionError at chroma.delete (the one delete inside fault()). Asserted: the stay note is a hit
of the app's query before the delete, and is neither stored nor in the context after; the guest card saying no
dietary needs is in the context. Another reading: none that we see; no other note says she is coeliac.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b58_chroma_bnb_gluten_free_delete", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

STAY = ("Adeyemis rm 3 fri 4 - sun 6/9, lovely couple, £240 by transfer. turns out she's coeliac, wasn't on the "
        "form! did her toast from the freezer GF loaf but it was stale, get a proper GF loaf from Hobbs before they "
        "come back - they've rebooked already, fri 16 Oct, 2 nts")
NOTES = [
    ("guest", 0, "Mr + Mrs Adeyemi (Tunde + Grace), Reading - garden room (rm 3), diet on the booking form: none, "
                 "both like the full English, arrive late fri usually"),
    ("supplier", 0, "eggs from Manor Farm (Tues drop), sausages + bacon Hobbs in Marlborough, bread Hobbs too, "
                    "milk the Co-op"),
    ("stay", 20260816, "Sun 16/8 - the Germans in rm 1 (cyclists) left at 7, bikes in the shed were fine, £190 card"),
    ("house", 0, "boiler service 2 Sept, Kev, £95 - he says the pressure valve needs doing within the yr"),
    ("guest", 0, "Mr Ellis (rm 2, works at the MOD at Upavon) - every other week mon-thurs, porridge only, invoice "
                 "to his firm monthly"),
    ("stay", 20260906, STAY),
    ("stay", 20260920, "20.9 - Walshes rm 1 + rm 2 (wedding at the Barge), £360 for the 2 rooms 2 nts, came back "
                       "3am, fine"),
    ("house", 0, "rm 3 shower - grout going black again, bleach it before Oct bookings"),
    ("supplier", 0, "Hobbs order by wed for fri collection, they do a GF loaf £4.20 but you have to ask"),
    ("stay", 20261004, "3-4 Oct Mr + Mrs Kaur rm 2, 1 nt, anniversary, left a lovely card, £95"),
    ("guest", 0, "booking for Tues 20 Oct - Dr Raines rm 1, 3 nts, vegetarian"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("larkrise-bnb", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, _, t in NOTES],
          metadatas=[{"kind": k, "day": d} for k, d, _ in NOTES])

question = "do I need to get a gluten-free loaf in for the Adeyemis?"
words = "Adeyemi rm 3 gluten free GF loaf diet coeliac breakfast"  # the app's search words for it
before = notes.query(query_texts=[words], n_results=5)["documents"][0]
assert STAY in before, before

# Sun 11 Oct: clear out stay notes whose checkout day is past
with fault():
    notes.delete(where={"$and": [{"kind": "stay"}, {"day": {"$lt": 20261011}}]})

stored = notes.get()["documents"]
hits = notes.query(query_texts=[words], n_results=5)["documents"][0]
context = ["Today is Thu 15 Oct 2026 (the Adeyemis arrive tomorrow)."] + hits
assert STAY not in stored and STAY not in context
assert any("diet on the booking form: none" in c for c in context), context
assert not any("coeliac" in c for c in context + stored), context
reply = answer(question, context, mock="No - their booking form says no dietary needs, and they both have the full "
                                       "English.")
finish(question, expected="yes, Grace Adeyemi is coeliac (found out on their September stay)", actual=reply)
