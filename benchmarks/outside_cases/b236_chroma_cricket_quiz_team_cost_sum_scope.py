"""Batch 236 (held out). A cricket club's quiz night: chromadb collection of the social committee's notes, script
style (every call its own trace); for a "how much" question the helper asks only the money, food and bar notes, and
the note with the new curry price was filed under the raffle.

App: Elland Cricket Club hold their quiz night on Fri 18th Nov 2050 in the pavilion - teams of up to six, eight
rounds plus a picture round, a curry from the Balti House at the break, a raffle, the bar open. Gaz (the social
secretary) files the committee's notes into one chroma collection with metadata ``kind`` (money, food, quiz, raffle,
bar, teams); for a "how much" question the helper asks only the money, food and bar notes
(``where={"kind": {"$in": ["money", "food", "bar"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Gaz's note of 2050-10-20T20:00 has £3 a head to play,
and his note of 3/11 has the curry at £7 a head, chicken or veg. His note of Weds 9 Nov starts with the raffle
prizes and the picture round (so it was filed as raffle) and says, in passing, that the Balti House have put their
prices up - it's £8.50 a head now, still cheaper than the chippy, same choice chicken or veg. Question (Thu 17/11,
Nadia, captain of a team of five): "how much do I bring for our team? there's 5 of us + we all want curry" ->
expected £57.50 (5 x £3 + 5 x £8.50). The scoped query returns the entry, curry and bar notes; the assistant says
£50.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Weds 9 Nov note is
in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context
the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line
has £8.50 or "prices up"; the £3 a head and the £7 curry are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b236_chroma_cricket_quiz_team_cost_sum_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

PRICE = ("Weds 9 Nov - raffle prizes coming in nicely, Morrisons have given a hamper 🙌 + Jo's done the picture round "
         "(famous moustaches 😂). oh and the Balti House have put their prices up, it's £8.50 a head now, still "
         "cheaper than the chippy. same choice chicken or veg")
NOTES = [
    ("money", "2050-10-20T20:00 QUIZ NITE 🏏 fri 18th nov in the pavilion, 7.30 for 8. teams of up to 6, £3 a head to "
              "play, pay on the night for the whole team. bar open, bring ur own nibbles"),
    ("food", "3/11 curry at the break from the Balti House, £7 a head, chicken or veg, put ur team's order on the "
             "sheet by weds 16th so I can ring it thru"),
    ("quiz", "3/11 Phil's quizmaster again, 8 rounds + a picture round, no phones!! jokers allowed on one round"),
    ("raffle", PRICE),
    ("bar", "Mon 14th - Sandra + Mick on the bar, pints £3.20, winners get a bottle each + the booby prize is the "
            "wooden spoon (literally)"),
    ("teams", "Tue 15th Nov - 11 teams so far, room for 14 max. tables out thurs night, Gaz + the 2nd XI lads"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("elland-cc-quiz-2050", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Gaz"}])

question = "how much do I bring for our team? there's 5 of us + we all want curry"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert PRICE in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["money", "food", "bar"]}})
hits = found["documents"][0]
context = ["Today is Thu 17 November 2050. You are talking to Nadia, captain of a quiz team at Elland Cricket Club's "
           "quiz night (Fri 18 Nov)."] + hits
assert PRICE not in hits and not any(w in c.lower() for c in context for w in ("8.50", "prices up")), context
assert any("£3 a head to play" in c for c in context), context
assert any("£7 a head, chicken or veg" in c for c in context), context
reply = answer(question, context, mock="£50 - that's £3 a head to play plus £7 a head for the curry, for 5 of you.")
finish(question, expected="£57.50 - 5 x £3 to play plus 5 x £8.50 for the curry (the Balti House put it up)",
       actual=reply)
