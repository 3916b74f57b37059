"""Batch 54 (held out). A mobile dog groomer's van diary: chromadb EphemeralClient with memtrace's offline embedding
function, script style (each call its own trace).

App: Shaggy to Chic, Lauren's one-woman grooming van (a converted Transit with a bath, table and dryer) working
villages round Frome. She keeps every note in one collection with metadata ``{"kind", "day"}`` (kind: appt,
customer, price, van; ``day`` as yyyymmdd for appointment notes, 0 otherwise). Every Sunday the assistant clears out
appointment notes whose day is past, so it stops bringing up who she did last month. Eleven notes, May - July 2026.

Planted fault (DeletionError): an appointment note from Wed 3/6 also held a lasting arrangement: "wed 3/6 Biscuit
(Mrs Khan's cockapoo) full groom + teeth, £55 paid card. matted behind the ears again, told her brush daily!! she's
on nights at the RUH now so from next time come 2.30ish not first thing, she'll be asleep till 2. next one in 6 wks
= 15/7". The clear-out on Sun 14/6 deletes it. Question (Tue 14/7, Lauren planning tomorrow's run): "what time am I
at Mrs Khan's tomorrow?" -> expected half two in the afternoon. The assistant goes by the customer card: 9am.

Expected verdict: DeletionError at chroma.delete (the one delete inside fault()). Asserted: the 3/6 note is a hit of
the app's query before the delete, and is neither stored nor in the context after; the customer card saying 9am
first slot is in the context. Another reading: none that we see; no other note gives Mrs Khan's time.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b54_chroma_groomer_khan_time_delete", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

APPT = ("wed 3/6 Biscuit (Mrs Khan's cockapoo) full groom + teeth, £55 paid card. matted behind the ears again, told "
        "her brush daily!! she's on nights at the RUH now so from next time come 2.30ish not first thing, she'll be "
        "asleep till 2. next one in 6 wks = 15/7")
NOTES = [
    ("customer", 0, "Mrs Khan, 4 Orchard Cl, Mells - Biscuit, cockapoo, 6-weekly full groom, always the 9am first "
                    "slot, park on the drive, outside tap by the garage"),
    ("price", 0, "prices 2026: small £40, med £48, cockapoo/doodle £55 (they're always matted), large £65+, nails "
                 "only £10"),
    ("appt", 20260520, "20.5 - Rolo (JRT) bath + nails, Mr Dean, nipped me AGAIN, £35"),
    ("van", 0, "water heater on the blink - Gaz came out 22/5, new thermostat £85, fine now"),
    ("customer", 0, "Mrs Osborne, Nunney - Monty, standard poodle, big lad, 8-weekly, 10am, needs 2 people to lift"),
    ("appt", 20260603, APPT),
    ("appt", 20260610, "10th June - Pepper + Salt (westies, Tully sisters) both done, £80 for the pair, cash"),
    ("van", 0, "van insurance renews 1 Aug - ring Ageas, last yr £612"),
    ("customer", 0, "new - Hannah, Buckland Dinham, labradoodle pup Ziggy, first groom July, go gently"),
    ("price", 0, "fuel surcharge £3 for anything past Radstock, tell people when they book"),
    ("appt", 20260611, "thurs 11/6 Monty 3.5 hrs, knackered, Mrs O tipped a tenner"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("shaggy-to-chic", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, _, t in NOTES],
          metadatas=[{"kind": k, "day": d} for k, d, _ in NOTES])

question = "what time am I at Mrs Khan's tomorrow?"
words = "Mrs Khan Biscuit cockapoo time slot come"  # the app's search words for it
before = notes.query(query_texts=[words], n_results=5)["documents"][0]
assert APPT in before, before

# Sun 14 June: clear out appointment notes whose day is past
with fault():
    notes.delete(where={"$and": [{"kind": "appt"}, {"day": {"$lt": 20260614}}]})

stored = notes.get()["documents"]
hits = notes.query(query_texts=[words], n_results=5)["documents"][0]
context = ["Today is Tue 14 July 2026 (tomorrow is Wed 15 July)."] + hits
assert APPT not in stored and APPT not in context
assert any("always the 9am first slot" in c for c in context), context
assert not any("2.30" in c or "nights" in c for c in context + stored), context
reply = answer(question, context, mock="9am - Biscuit's always your first slot. Park on the drive, the tap's by the "
                                       "garage.")
finish(question, expected="about half past two in the afternoon, Mrs Khan works nights now", actual=reply)
