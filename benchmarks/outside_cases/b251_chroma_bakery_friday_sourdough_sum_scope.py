"""Batch 251 (held out). A small bakery's wholesale orders: chromadb collection of the owner's notes, script style
(every call its own trace); for a "how many to bake" question the helper asks only the order notes, and the note
with the deli's bigger order was filed under the invoices.

App: Rise & Shine (Priya's bakery in Todmorden) bakes for three wholesale customers on top of the shop - the Fox &
Hounds, the Coffee Hut in the park and Marco's deli on Bridge St. Priya files her notes into one chroma collection
with metadata ``kind`` (orders, invoices, delivery, staff, flour); for a "how many" question the helper asks only
the order notes (``where={"kind": "orders"}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Priya's standing-order note of 2050-09-01T06:30 has, for
Fridays, 12 sourdough for the Fox & Hounds, 8 for the Coffee Hut and 10 for the deli. Her note of Weds 17 Sept
starts with the invoices going out and the deli still owing for August (so it was filed as invoices) and says, in
passing, that when she was in Marco said the sourdough's flying off the shelf, so he's upped his Friday to 16 from
this week. Question (Thu 18/9, Ellie, doing Friday's early bake): "how many sourdough do I need for fri's wholesale?
want to get the levain on tonight" -> expected 36 (12 + 8 + 16). The scoped query returns the standing order and
the Coffee Hut's pain au choc note; the assistant says 30.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Weds 17 Sept note is
in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context
the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line
has "16" for the deli or "flying off"; the standing order's 12, 8 and 10 are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b251_chroma_bakery_friday_sourdough_sum_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

UPPED = ("Weds 17 Sept - invoices all sent 📨 the deli STILL owes for Aug, chased Marco. when I was in he said the "
         "sourdough's flying off the shelf so he's upped his fri to 16 from this wk 🙌 he'll pay the lot by the 30th "
         "he says")
NOTES = [
    ("orders", "2050-09-01T06:30 wholesale standing orders FRIDAYS 🍞 Fox & Hounds 12 sourdough + 6 bloomers, Coffee "
               "Hut 8 sourdough + 20 croissants, Marco's deli 10 sourdough + 4 rye. tues just the pub, 6 sourdough"),
    ("orders", "8/9 Coffee Hut adding 10 pain au choc on fridays from next wk, Mel's orders by text as usual"),
    ("invoices", UPPED),
    ("delivery", "Sun 14th - van's passed its MOT phew. fri run: Fox & Hounds first 7am (back door, ring Dave), "
                 "Coffee Hut 7.30, deli last by 8"),
    ("staff", "Tues - Ellie's doing the fri early shift from this wk, in at 4, I'll be in at 5 for the shop"),
    ("flour", "16/9 ordered 10 sacks of the stoneground from Shipton Mill, rye's low, need more salt"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("rise-and-shine-notes", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Priya"}])

question = "how many sourdough do I need for fri's wholesale? want to get the levain on tonight"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert UPPED in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": "orders"})
hits = found["documents"][0]
context = ["Today is Thu 18 September 2050. You are talking to Ellie, who does the Friday early bake at Rise & Shine "
           "bakery."] + hits
assert UPPED not in hits and not any(w in c.lower() for c in context for w in ("to 16", "flying off")), context
assert any("Fox & Hounds 12 sourdough" in c and "Coffee Hut 8 sourdough" in c and "deli 10 sourdough" in c
           for c in context), context
reply = answer(question, context, mock="30 sourdough - 12 for the Fox & Hounds, 8 for the Coffee Hut and 10 for "
                                       "Marco's deli.")
finish(question, expected="36 - 12 for the pub, 8 for the Coffee Hut and 16 for the deli (Marco's upped his order)",
       actual=reply)
