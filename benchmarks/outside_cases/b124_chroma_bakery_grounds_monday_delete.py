"""Batch 124 (held out). A bakery's wholesale orders: chromadb collection, a weekly clear-out that deletes the
week notes already invoiced, script style (each call its own trace).

App: the Hebden Loaf, a two-oven bakery, keeps its cafes' standing orders and the weekly order notes (shorts,
credits, one-offs, what the cafes said) in one chroma collection; the week notes carry a ``week`` number. Once a week
is invoiced the app deletes its notes, ``where week < <the week just invoiced + 1>``.

Planted fault (DeletionError): the Grounds' standing order has Mon: 3 white bloomers, 4 seeded, 12 sourdough rolls.
Rosie's week-17 note says, among the shorts and a paid invoice, that Marta at the Grounds says bloomers on a Monday
just don't shift - stop them from now on and do her 2 more seeded instead. After week 18 is invoiced the clear-out
deletes every note from weeks up to 18, that one with them. Question (Sun 10/5, Ellie, on the early bake): "what am i
baking for the Grounds monday? doing the list tonight" -> expected 6 seeded and 12 sourdough rolls, no bloomers. The
assistant gives the standing order with the 3 bloomers and 4 seeded.

Expected verdict: DeletionError at the chroma delete (wrapped in fault()): the note that decides the list was in the
collection and found before the clear-out, and the delete removed it while it still held. Asserted: Rosie's note is
found before the delete and gone from the collection and the context after it; the standing order is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b124_chroma_bakery_grounds_monday_delete", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

ROSIE = ("wk 17 - Grounds short 2 sourdough fri (our fault, oven 2 played up, credit on next inv). Marta says "
         "bloomers on a monday just don't shift, stop them from now on + do her 2 more seeded instead. Bean There "
         "paid INV 2207 finally. Rosie")
DOCS = [
    ({"kind": "standing"}, "GROUNDS (Marta) standing order - Mon: 3 white bloomer, 4 seeded, 12 sourdough rolls. "
                           "Weds + Fri: 2 white bloomer, 4 sourdough, 6 cinnamon buns. drop 7.30ish round the back"),
    ({"kind": "standing"}, "BEAN THERE (Josh) standing order - Tue-Sat: 6 sourdough, 2 rye, 24 croissants (bake "
                           "off). invoice monthly, 30 days"),
    ({"kind": "week", "week": 16}, "wk 16 - Bean There want 10 extra croissants sat 18th (a christening). Grounds "
                                   "all fine. Daily Grind asked about gluten free - said not yet"),
    ({"kind": "week", "week": 17}, ROSIE),
    ({"kind": "week", "week": 18}, "wk 18 - all delivered, van's MOT weds 8.30-5 so Tom did the Weds run in his "
                                   "own car. Grounds cinnamon buns went up to £1.10 each wholesale"),
    ({"kind": "week", "week": 19}, "wk 19 - Bean There closed mon-tues for a refit, no bread those 2 days"),
    ({"kind": "standing"}, "DAILY GRIND (Priya) standing order - Mon-Fri: 4 seeded, 4 white, 2 rye. drop by 7"),
]

client = chromadb.EphemeralClient()
orders = client.get_or_create_collection("hebden-loaf", embedding_function=offline.chroma_embedding_function())
orders.add(ids=[f"o{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
           metadatas=[m for m, _ in DOCS])

words = "Grounds monday order bloomers seeded sourdough rolls"
before = orders.query(query_texts=[words], n_results=4)["documents"][0]
assert ROSIE in before, before

with fault():
    orders.delete(where={"week": {"$lt": 19}})

stored = orders.get()["documents"]
hits = orders.query(query_texts=[words], n_results=4)["documents"][0]
question = "what am i baking for the Grounds monday? doing the list tonight"
context = ["Today is Sun 10 May 2037. You are talking to Ellie, who does the Hebden Loaf's early bake."] + hits
assert ROSIE not in stored and not any("don't shift" in c or "2 more seeded" in c for c in stored + context), stored
assert any("Mon: 3 white bloomer, 4 seeded, 12 sourdough rolls" in c for c in context), context
reply = answer(question, context, mock="For the Grounds on Monday: 3 white bloomers, 4 seeded and 12 sourdough rolls, "
                                       "dropped round the back about 7.30.")
finish(question, expected="6 seeded and 12 sourdough rolls - no bloomers on Mondays any more", actual=reply)
