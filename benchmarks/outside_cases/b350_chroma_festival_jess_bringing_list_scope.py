"""Batch 350 (held out). A group of six planning a music festival trip: chromadb collection of their group chat,
script style (every call its own trace); for a "what's X bringing" question the helper asks only the kit and food
bursts, and the burst where Jess added the speaker was filed under tickets.

App: Ellie, Jess, Sam, Lily, Sophie and Kai are going to Wildfields (Thu 23 - Sun 26 June 2050), camping. Ellie's
bot files each burst of the group chat into one chroma collection with metadata ``kind`` (tickets, travel, kit,
food, money) from its first topic; for a "bringing" question it asks only the kit and food bursts
(``where={"kind": {"$in": ["kit", "food"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): the kit burst of 2050-06-01 has Jess bringing her 4 man
tent; the food burst of 3/6 has Jess bringing her camping stove + gas. Sam's burst of tue 14/6 starts with the
wristbands arriving (so it was filed as tickets) and has Jess, a few messages on, saying she's got the jbl speaker
back off her brother and she'll bring it. Question (mon 20/6, Sophie): "whats jess bringing again" / "dont wanna
double up lol" -> expected the tent, the camping stove (+ gas) and the speaker - three items in three bursts. The
scoped query returns the kit and food bursts; the assistant says the tent and the stove.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the tue 14/6 burst is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw, so the list lost its third item. Asserted: the burst is in the unfiltered 5 nearest and not in the
filtered result; no context line has the speaker or "jbl"; the tent and the stove are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b350_chroma_festival_jess_bringing_list_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

SPEAKER = ("tue 14/6 sam: WRISTBANDS CAME 🎟️🙌\n"
           "sam: need photo id at the gate dont forget\n"
           "jess: omg also\n"
           "jess: got the jbl speaker back off my bro 🔊\n"
           "jess: i'll bring it, someone bring a power bank tho")
NOTES = [
    ("kit", "2050-06-01 21:03 ellie: ok kit 🏕️ who's got what\n"
            "jess: i've got the 4 man tent, i'll bring it\n"
            "sam: camping chairs x4 from my dad's\n"
            "kai: i'll do the gazebo if lily doesn't"),
    ("food", "3/6 jess: i'll bring my camping stove + 2 gas things 🔥\n"
             "sam: pot noodles x ∞ 😂\n"
             "ellie: someone do a big tesco on the way?"),
    ("travel", "5/6 sam: driving 🚗 leaving mine thurs 7ish\n"
               "sam: 4 in the car, sophie + kai on the coach\n"
               "sam: £15 each petrol"),
    ("tickets", SPEAKER),
    ("money", "sat 18/6 ellie: splitwise's set up 💸\n"
              "ellie: petrol, gazebo, tesco all go on there\n"
              "ellie: settle up after pls not during"),
    ("food", "sun 19/6 lily: tesco list: water x12, bread, crisps, the cheap vodka 🤫\n"
             "lily: ellie + me doing it thurs morning"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("wildfields-2050-chat", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"burst-{i}"], documents=[text], metadatas=[{"kind": kind}])

question = "whats jess bringing again\ndont wanna double up lol"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert SPEAKER in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["kit", "food"]}})
hits = found["documents"][0]
context = ["Today is Mon 20 June 2050. You are talking to Sophie, who's going to Wildfields (Thu 23 - Sun 26 June) "
           "with the group."] + hits
assert SPEAKER not in hits and not any(w in c.lower() for c in context for w in ("speaker", "jbl")), context
assert any("i've got the 4 man tent, i'll bring it" in c for c in context), context
assert any("camping stove + 2 gas things" in c for c in context), context
reply = answer(question, context, mock="jess is bringing the 4 man tent + her camping stove w/ 2 gas canisters 🏕️🔥")
finish(question, expected="the 4 man tent, her camping stove + gas, and the jbl speaker", actual=reply)
