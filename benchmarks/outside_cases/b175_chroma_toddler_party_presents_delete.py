"""Batch 175 (held out). A toddler group's Christmas party: chromadb collection, script style (each call its own
trace); clearing the ticked-off jobs out of the notes deletes the one that still decides how many presents there are.

App: Little Acorns toddler group meets at St Peter's church hall on Weds mornings; its Christmas party is Weds 18th
Dec 2041, 10-12 - Santa at 11ish, a bring-a-plate buffet, a present for every child on the register. Kirsty (who runs
the group) and the helpers post notes into one chroma collection with a ``status`` in the metadata ("info", "todo" or
"done"). Every so often Kirsty clears the ticked-off jobs out with ``delete(where={"status": "done"})`` - "keeps the
list tidy" - and the helper answers from a query of what's left.

Planted fault (DeletionError): Kirsty's 14/11 plan note (info) says presents: 24 on the register, £4 each from the
fund, Gemma's buying. Gemma's note of Thu 28th Nov, filed as done because she'd already bought them, says three new
starters this week - the Okafor twins and baby Ollie - so it's 27 presents not 24, she's got the extra three, same £4
ones from The Works. The Mon 9/12 tidy-up deletes it with the hall-booking note. Question (Mon 16/12, Tash, doing the
name labels): "how many presents are going in Santa's sack? doing the name labels tonight" -> expected 27 (24 plus the
three new starters). The assistant says 24.

Expected verdict: DeletionError at chroma's delete (the tidy-up, wrapped in fault()): Gemma's note was in the
collection and in the top 3 for the question before the tidy-up, and the delete removed it while it still decided the
answer. Asserted: the note is found before the delete and is gone from the collection and the context after it; the
plan's "24 on the register" line is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b175_chroma_toddler_party_presents_delete", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

GEMMA = ("Thu 28th Nov Gemma - 3 new starters this wk!! the Okafor twins + baby Ollie 👶 so that's 27 presents not 24. "
         "got the extra 3 already, same £4 ones from the Works, wrapped + in the cupboard ✅")
NOTES = [
    ("info", "14/11 Kirsty - xmas party weds 18th dec 10-12 🎄 Santa 11ish. presents: 24 on the register, £4 each "
             "from the fund, Gemma's buying. bring a plate for the buffet, I'll do a list"),
    ("done", "16th nov Kirsty - hall booked for the 18th + paid, £25, Rev Sarah says we can use the urn ✅"),
    ("todo", "22.11. Kirsty - still need someone to do name labels for the presents + the sack, Tash?"),
    ("done", GEMMA),
    ("todo", "2041-12-02T14:10 Kirsty - buffet list: sausage rolls (Gemma), fairy cakes (Tash), fruit, NO nuts pls, "
             "we've 2 with allergies"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("little-acorns-xmas-2041",
                                        embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i}" for i in range(1, len(NOTES) + 1)], documents=[t for _, t in NOTES],
          metadatas=[{"status": s} for s, _ in NOTES])

question = "how many presents are going in Santa's sack? doing the name labels tonight"
before = notes.query(query_texts=[question], n_results=3)["documents"][0]
assert GEMMA in before, before

# Mon 9/12: Kirsty clears out the ticked-off jobs - "keeps the list tidy"
with fault():
    notes.delete(where={"status": "done"})

stored = notes.get()["documents"]
hits = notes.query(query_texts=[question], n_results=3)["documents"][0]
context = ["Today is Mon 16 December 2041. You are talking to Tash, a helper at Little Acorns toddler group, about "
           "the Christmas party (Weds 18 December)."] + hits
assert GEMMA not in stored and not any("27" in c or "Okafor" in c or "new starters" in c
                                       for c in stored + context), stored
assert any("24 on the register" in c for c in context), context
reply = answer(question, context, mock="24 - one for every child on the register, £4 each.")
finish(question, expected="27 - the 24 on the register plus the three new starters (the Okafor twins and Ollie)",
       actual=reply)
