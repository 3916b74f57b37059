"""Batch 372 (held out). A school tuck shop: chromadb collection of the tuck shop convenor's notes, script style
(every call its own trace); for a "how much" question the helper asks only the prices, float and specials notes,
and the note with the new boerie roll price was filed under the roster.

App: the parents' association at Sonskyn Primary run the tuck shop at first and second break - boerie rolls, toasted
cheese, juice, chips, sweets - with a parents' roster and a float from the office. Lerato (the convenor) files the
tuck shop notes into one chroma collection with metadata ``kind`` (prices, float, specials, roster, stock); for a
"how much" question the helper asks only the prices, float and specials notes
(``where={"kind": {"$in": ["prices", "float", "specials"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Lerato's note of 2051-01-20T18:15 has the 2051 prices -
boerie roll R22, toasted cheese R15, juice R12, chips R8. Her note of Mon 13/03 starts with next week's roster (so it
was filed as roster) and says, in passing, that boerie rolls are R28 from this week - the butcher put his prices up
and the gas for the braai plate costs more with all the load-shedding - juice still R12. Question (Thu 16/03, a dad,
Sibusiso): "how much must I send with Lwazi and his sister tomorrow? both want a boerie roll and a juice" -> expected
R80 (2 x R28 + 2 x R12). The scoped query returns the prices, float and specials notes; the assistant says R68.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Mon 13/03 note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
R28 or the butcher; the R22 boerie roll and the R12 juice are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b372_chroma_tuck_shop_boerie_roll_money_sum_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

PRICE = ("Mon 13/03 - tuck shop roster next wk: Mon Nomsa, Tues Carla, Weds me, Thurs Annelie, Fri Priya + Nomsa. "
         "oh and shame boerie rolls are R28 from this wk 😬 the butcher put his prices up + the gas for the braai "
         "plate costs more with all the load-shedding. juice still R12, send the kids with the right money pls")
NOTES = [
    ("prices", "2051-01-20T18:15 TUCK SHOP PRICES 2051 🌭 boerie roll R22, toasted cheese R15, juice R12, chips R8, "
               "sweets R1-R5. first + second break, NO credit, send money in a named envelope for the small ones"),
    ("float", "28/01 float R500 in coins + R10s, collect the tin from Mrs Jacobs in the office at 07:30, count it back "
              "in at 13:00. no R200 notes pls, we never have change"),
    ("specials", "Weds = pizza day 🍕 slices R18, orders on the class list by Tues. Gr 7s doing pancakes on Fri 24/03 "
                 "for camp"),
    ("roster", PRICE),
    ("stock", "Tues 7 March - cash + carry run done, chips + juice for 3 wks. rolls from the bakery fresh every "
              "morning, Annelie's bakkie"),
    ("roster", "2051-02-02T20:00 roster term 1 is on the group, swap amongst urselves + just tell me. 2 per shift"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("sonskyn-tuckshop-2051", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Lerato"}])

question = "how much must I send with Lwazi and his sister tomorrow? both want a boerie roll and a juice"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert PRICE in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3,
                        where={"kind": {"$in": ["prices", "float", "specials"]}})
hits = found["documents"][0]
context = ["Today is Thu 16 March 2051. You are talking to Sibusiso, whose children Lwazi and Ayanda are at Sonskyn "
           "Primary."] + hits
assert PRICE not in hits and not any(w in c.lower() for c in context for w in ("r28", "butcher")), context
assert any("boerie roll R22" in c for c in context), context
assert any("juice R12" in c for c in context), context
reply = answer(question, context, mock="R68 - a boerie roll is R22 and a juice R12, so R34 each for the two of them.")
finish(question, expected="R80 - 2 x R28 for the boerie rolls (up from R22) plus 2 x R12 for the juice",
       actual=reply)
