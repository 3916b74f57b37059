"""Batch 303 (held out). A sandwich delivery round: chromadb collection of the round's notes, script style (every call
its own trace); for a "how many" question about an order the helper asks only the orders and route notes, and the
note with a customer's bigger order was filed under the van.

App: Bap Happy is Dean's sandwich round round the Canal Wharf offices in Sowerby Bridge - rolls made up fresh each
morning from the bakery's bread, standing orders from the offices, soups in the winter, a van with a cold box. Dean
files his notes into one chroma collection with metadata ``kind`` (orders, prices, route, van, staff); for a "how
many" question the helper asks only the orders and route notes (``where={"kind": {"$in": ["orders", "route"]}}``,
the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Dean's note of 2053-03-03T06:40 has the Thursday standing
orders - Pennine Lettings 8 rolls, Harrison Dental 4 rolls + 4 soups, Calder Print 10 rolls. His note of Mon 10th
starts with the van's MOT on Friday and Kev lending him his (so it was filed as van) and says, in passing, that
Harrison Dental rang - two new hygienists have started, so it's 6 rolls from them now, not 4, soups the same.
Question (Weds 12/3, Jade, who does the prep): "how many rolls do I need to make up for tomorrow? doing the bread
order for the bakery now" -> expected 24 (8 + 6 + 10). The scoped query returns the orders and route notes; the
assistant says 22.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Mon 10th note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
"6 rolls" or "hygienists"; the standing orders' 4 rolls for Harrison Dental are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b303_chroma_sandwich_round_thurs_rolls_count_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

MORE = ("Mon 10th - van's booked in for its MOT fri so Kev's lending me his (no cold box, use the cool bags). oh and "
        "Harrison Dental rang, 2 new hygienists started so it's 6 rolls from them now not 4, soups same, from this "
        "thurs")
NOTES = [
    ("orders", "2053-03-03T06:40 STANDING ORDERS 🥪 thurs: Pennine Lettings 8 rolls, Harrison Dental 4 rolls + 4 "
               "soups, Calder Print 10 rolls. all on the sheet in the van, tick as u go"),
    ("prices", "3/3 rolls £3.40 now (was £3.20, the bakery's put the bread up again), soups £2.80, meal deal w/ "
               "crisps + a can £5"),
    ("route", "3/3 thurs - bakery 6am, prep till 10, out by 10.45, Canal Wharf ~11.15 then the trading estate ~12, "
              "back for 1"),
    ("van", MORE),
    ("staff", "Tue 11/3 - Jade's doing prep tues + thurs from now on, she's on the fillings + the rolls, I'm on the "
              "soups + the bread order"),
    ("orders", "12.3. Calder Print want their rolls cut in half + labelled from now on (allergy thing w/ a new lad), "
               "numbers the same"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("bap-happy-round-2053", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Dean"}])

question = "how many rolls do I need to make up for tomorrow? doing the bread order for the bakery now"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert MORE in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["orders", "route"]}})
hits = found["documents"][0]
context = ["Today is Weds 12 March 2053. You are talking to Jade, who does the prep for Bap Happy (Thursday round "
           "tomorrow)."] + hits
assert MORE not in hits and not any(w in c.lower() for c in context for w in ("6 rolls", "hygienist")), context
assert any("Harrison Dental 4 rolls + 4 soups" in c for c in context), context
assert any("Calder Print 10 rolls" in c for c in context), context
reply = answer(question, context, mock="22 rolls - Pennine Lettings 8, Harrison Dental 4 and Calder Print 10 (cut in "
                                       "half and labelled for Calder Print).")
finish(question, expected="24 - Harrison Dental are up to 6 now (two new hygienists), plus 8 and 10", actual=reply)
