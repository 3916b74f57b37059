"""Batch 388 (held out). A cha chaan teng: chromadb collection of the shop's notes, script style (every call its own
trace); for a "how much" question the helper asks only the supplier and money notes, and the note with the bakery's
new price was filed under the staff roster.

App: Tak Fat Cafe is a cha chaan teng with twelve tables and a takeaway window - milk tea, pineapple buns (polo bun)
with butter, macaroni in soup, the breakfast sets, an Octopus machine at the cashier. Mr Lau (the boss) and his
daughter Carmen WhatsApp notes to the shop's helper, which files them into one chroma collection with metadata
``kind`` (supplier, money, roster, menu, octopus); for a "how much" question the helper asks only the supplier and
money notes (``where={"kind": {"$in": ["supplier", "money"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): the supplier note of 2051-03-01 has Ah Keung bakery
delivering every day at 6:30am - 120 polo buns at HK$2.5 each and 60 cocktail buns at HK$2 each - paid in cash every
Sat for the week (Mon to Sat); the money note of 11/3 has last week's bread bill, HK$2,520, paid. Carmen's note of
Mon 13/3 starts with this week's roster (so it was filed as roster) and says, in passing, that Ah Keung says flour
is up again - from today the polo bun is HK$2.8 each, the cocktail bun same price. Question (Fri 17/3, Mr Lau): "how
much I need to pay Ah Keung tmr for this wk bread ar? same order every day Mon to Sat" -> expected HK$2,736 (6 x
(120 x HK$2.8 + 60 x HK$2)). The scoped query returns the supplier and money notes; the assistant says HK$2,520.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Mon 13/3 note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
HK$2.8 or the flour; the HK$2.5 polo bun and the HK$2 cocktail bun are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b388_chroma_chachaanteng_bread_bill_sum_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

PRICE = ("Mon 13/3 (Carmen) roster this wk: Ah Mei + Kit morning, Fanny + Jason afternoon, Uncle Wah kitchen all wk, "
         "his day off Tue. oh and Ah Keung say flour up again 😩 from today polo bun HK$2.8 each la, cocktail bun "
         "same price. pay him Sat as usual")
NOTES = [
    ("supplier", "2051-03-01 21:40 Ah Keung bakery deliver every day 6:30am: polo bun 120 pcs HK$2.5 each, cocktail "
                 "bun 60 pcs HK$2 each. pay him cash every Sat for the whole wk (Mon to Sat), he come collect"),
    ("money", "11/3 rent HK$38,000 paid already. Ah Keung bread bill last wk HK$2,520 paid cash, receipt in the "
              "drawer under the till"),
    ("roster", PRICE),
    ("menu", "12 Mar - from 1/4 polo bun w butter up to HK$14, milk tea stay HK$18, don't forget change the board"),
    ("octopus", "Octopus machine settle every nite 11pm, DON'T unplug it when u mop the floor!!"),
    ("supplier", "Tue 14/3 tea leaves from Lok Yuen, 5 bags HK$1,650, pay end of month, invoice in the drawer"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("tak-fat-cafe-2051", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind}])

question = "how much I need to pay Ah Keung tmr for this wk bread ar? same order every day Mon to Sat"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert PRICE in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["supplier", "money"]}})
hits = found["documents"][0]
context = ["Today is Fri 17 March 2051. You are talking to Mr Lau, the boss of Tak Fat Cafe."] + hits
assert PRICE not in hits and not any(w in c.lower() for c in context for w in ("hk$2.8", "flour")), context
assert any("polo bun 120 pcs HK$2.5 each, cocktail bun 60 pcs HK$2 each" in c for c in context), context
reply = answer(question, context, mock="HK$2,520 - 120 polo bun x HK$2.5 + 60 cocktail bun x HK$2 = HK$420 a day, "
                                       "x 6 days. Same as last wk.")
finish(question, expected="HK$2,736 - polo bun is HK$2.8 from Mon 13/3, so 6 x (120 x 2.8 + 60 x 2)", actual=reply)
