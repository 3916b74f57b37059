"""Batch 30 (held out). A village hall committee's log: chromadb EphemeralClient with memtrace's offline embedding
function, script style (each call its own trace).

App: Stretham Village Hall's committee (chair Pat, treasurer Anil, bookings secretary Mandy) keep their notes on
bookings, repairs and grants in one collection (metadata ``{"kind", "status", "day"}``: kind booking / repair /
grant / misc, status open / done / "", day as yyyymmdd). Every quarter Mandy's tidy-up deletes repair notes marked
done from before the quarter, so the assistant doesn't list jobs long finished. Sixteen notes, Nov 2024-Apr 2025.

Planted fault (DeletionError): the repair note for the roof, done in January, also holds what the grant covers:
"Roof over the kitchen end patched 14-15 Jan by Trev Hales Roofing, 6 slates + new flashing, £2,340 inc VAT. Cambs
Community Fdn said they'd cover £1,500 of it, rest from reserves - Anil to do the claim form once we've got the
invoice". The April tidy-up (kind repair, status done, day before 20250401) deletes it. Anil then asks for the
figure for the claim form. Question (Tue 8/4): "How much are we claiming off the Community Foundation for the
roof?" -> expected GBP 1,500. The assistant has the invoice note and the claim deadline but no grant figure, and
says it can't see one.

Expected verdict: DeletionError at chroma.delete (the one delete in fault()). Asserted: the roof note is returned
by the query before the delete and is neither stored nor in the context after; the invoice note is in the
context. Another reading: none that we see; nothing else writes that note.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b30_chroma_villagehall_roof_grant_delete", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

ROOF = ("Roof over the kitchen end patched 14-15 Jan by Trev Hales Roofing, 6 slates + new flashing, £2,340 inc VAT. "
        "Cambs Community Fdn said they'd cover £1,500 of it, rest from reserves - Anil to do the claim form once "
        "we've got the invoice")
NOTES = [
    ("repair", "done", 20241112, "Gents' cistern fixed 12/11 (Gary, no charge, he used the hall for his 60th)"),
    ("booking", "", 20241120, "Xmas fair Sat 7/12 10-2, WI teas, £0 - community event"),
    ("repair", "done", 20241203, "Boiler serviced 3 Dec, Anglian Gas, £96, fine till next winter"),
    ("grant", "", 20241210, "Applied to Cambs Community Foundation 'Small Buildings' fund for the roof leak, up to "
                            "£2k, decision mid Jan"),
    ("booking", "", 20250106, "Zumba Weds 7-8pm Jan-Mar, £14/hr, Kerry pays monthly"),
    ("repair", "done", 20250115, ROOF),
    ("repair", "done", 20250128, "Kitchen strip light replaced 28/1, Mandy's husband, £23 for the tube"),
    ("misc", "", 20250204, "Hall insurance renewed w Ecclesiastical, £1,108, paid from the current a/c"),
    ("booking", "", 20250211, "Parish council mtg 2nd Tues monthly 7.30, they pay annually in Apr"),
    ("repair", "open", 20250218, "Fire door by the stage sticks - get a quote, Trev's mate does doors?"),
    ("grant", "", 20250305, "Lottery Awards for All - maybe for new tables + chairs? £10k max, Pat to look"),
    ("repair", "done", 20250312, "Outside light on a timer now, 4pm-10pm, Gary again, £45 for the timer"),
    ("misc", "", 20250320, "AGM Thurs 15/5 7pm, need 10 for quorum, Pat sending notice"),
    ("grant", "", 20250402, "Trev's invoice finally came (he's hopeless w paperwork) - INV 2217, £2,340, paid from "
                            "reserves 2/4. Community Fdn claim needs doing by 30 Apr or we lose it"),
    ("booking", "", 20250403, "Stretham Scouts jumble sale Sat 26/4, 9-1, setting up Fri eve, keys from Mandy"),
    ("repair", "open", 20250404, "Fire door quote £380 from Dan Pryce, Pat says go ahead"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("stretham-hall", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"note-{i:02d}" for i in range(len(NOTES))], documents=[t for _, _, _, t in NOTES],
          metadatas=[{"kind": k, "status": s, "day": d} for k, s, d, _ in NOTES])

question = "How much are we claiming off the Community Foundation for the roof?"
before = notes.query(query_texts=[question], n_results=len(NOTES))["documents"][0]
assert ROOF in before, before

# Q2 tidy-up (Tue 1/4): finished repairs from before this quarter go
with fault():
    notes.delete(where={"$and": [{"kind": "repair"}, {"status": "done"}, {"day": {"$lt": 20250401}}]})

hits = notes.query(query_texts=[question], n_results=8)["documents"][0]
stored = notes.get()["documents"]
context = ["Today is Tue 8/4/25."] + hits
assert any("INV 2217, £2,340" in c and "claim needs doing by 30 Apr" in c for c in context), context
assert any("'Small Buildings' fund for the roof leak, up to £2k" in c for c in context), context
assert not any("1,500" in c or "cover £1" in c for c in context + stored), context
reply = answer(question, context, mock="I can't find the grant amount - only that we applied to their Small Buildings "
                                       "fund for up to £2k and Trev's invoice was £2,340. Claim has to be in by 30 "
                                       "Apr.")
finish(question, expected="£1,500 - the Foundation's share, reserves paid the rest", actual=reply)
