"""Batch 89 (held out). A food festival's trader file: chromadb collection, script style (each call its own trace).

App: the Bancroft Food Festival (Sat 18 - Sun 19 June 2033) keeps its trader admin in one chroma collection:
pitch allocations (kind "pitch"), invoice notes (kind "invoice", with ``status`` paid/unpaid) and site notes (kind
"site"). After each payment run, the festival office's tidy-up deletes the paid invoice notes.

Planted fault (DeletionError): the 10/6 tidy-up deletes the paid invoice notes. One of them, Dumpling Bros' (pitch
£180 + 16A power £45, paid by BACS 2/6), also says that Mai rang when she paid: their new van is 7m with the
hitch, too long for B7, so Tony put them on C4 by the main stage (the long one), and the cheese man goes to B7.
The allocation list still says B7 Dumpling Bros. Question (Fri 17/6, a steward marking out pitches): "which pitch
are Dumpling Bros on this weekend?" -> expected C4, by the main stage. The assistant says B7.

Expected verdict: DeletionError at chroma.delete (the tidy-up delete, wrapped in fault()). Asserted: the invoice
note is in the query results before the delete and gone from the collection and the context after it; the B7
allocation line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b89_chroma_festival_dumpling_pitch_delete", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

PAID = ("Dumpling Bros (Mai) - pitch £180 + 16A power £45 = £225, PAID bacs 2/6. Mai says when she rang - new van "
        "is 7m w the hitch, won't go in B7. Tony's put them on C4 by the main stage (the long one), cheese man "
        "(Wrights) goes to B7, he's only a gazebo")
DOCS = [
    ("pitch", "-", "Row B (by the bandstand): B5 Churros Loco, B6 Hertfordshire Honey, B7 Dumpling Bros (16A), "
                   "B8 Smokin' Joe's BBQ (32A)"),
    ("invoice", "unpaid", "Smokin Joe's - pitch £220 + 32A £70, invoice sent 28/5, chase!!"),
    ("invoice", "paid", PAID),
    ("pitch", "-", "Row C (main stage side): C1 bar (Brewhouse), C2 Tasty Tandoor, C3 Crepe Escape, C4 tbc, C5 "
                   "Wrights Cheese (gazebo 3x3)"),
    ("invoice", "paid", "Churros Loco pd cash at the planning eve 12/5, £150 no power (gas)"),
    ("site", "-", "traders on site from 6.30am sat, vans off the field by 9.15, public 10-6 both days"),
    ("invoice", "paid", "Crepe Escape - £180 + 16A £45, pd card 30/5"),
    ("site", "-", "power: 2 gennies, Row B off the little one, Row C + stage off the big one. Gaz (sparks) on "
                  "site all wknd 07700 900231"),
]

client = chromadb.EphemeralClient()
file = client.get_or_create_collection("bancroft-traders", embedding_function=offline.chroma_embedding_function())
file.add(ids=[f"t{i:02d}" for i in range(len(DOCS))], documents=[t for _, _, t in DOCS],
         metadatas=[{"kind": k, "status": s} for k, s, _ in DOCS])

question = "which pitch are Dumpling Bros on this weekend?"
words = "Dumpling Bros pitch row van"  # the app's search words
before = file.query(query_texts=[words], n_results=5)["documents"][0]
assert PAID in before, before

# after the payment run: clear the paid invoice notes
with fault():
    file.delete(where={"$and": [{"kind": "invoice"}, {"status": "paid"}]})

stored = file.get()["documents"]
hits = file.query(query_texts=[words], n_results=5)["documents"][0]
context = ["Today is Fri 17 June 2033. You are talking to a steward marking out the pitches."] + hits
assert PAID not in stored and PAID not in context
assert not any("7m" in c or "main stage (the long" in c for c in stored + context)
assert any("B7 Dumpling Bros" in c for c in context), context
reply = answer(question, context, mock="B7, in Row B by the bandstand - between Hertfordshire Honey and Smokin' "
                                       "Joe's. They're on 16A power.")
finish(question, expected="C4 next to the main stage", actual=reply)
