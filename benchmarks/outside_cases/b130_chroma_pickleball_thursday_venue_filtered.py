"""Batch 130 (held out). A pickleball club's notice board and chat: chromadb collection, the question's search scoped
to the notices, script style (each call its own trace).

App: Ferndale Pickleball Club puts its notices (sessions, fees, kit) and its members' chat into one chroma
collection, each entry with a ``channel`` ("notices" or "chat"). When a member asks about a session the helper
searches ``channel == "notices"`` only, to keep the chatter out.

Planted fault (RetrievalError, filtered by scope): the notices have the Thursday social 7-9pm on the 4 outdoor courts
at St Anne's school, £3. In the chat, Mo (the club captain) posts on 2037-05-12 that St Anne's are having the lines
repainted next week so on thurs 21st we're in the sports hall at Riverside leisure centre, courts 3 and 4, indoor
shoes - along with a moan about the new balls. The search scoped to the notices leaves the chat out. Question (Weds
20/5, Jo, bringing her sister for a taster): "where are we playing thurs? bringing my sister for a taster" ->
expected the sports hall at Riverside leisure centre (courts 3 and 4). The assistant says St Anne's school courts.

Expected verdict: RetrievalError at the scoped chroma query (wrapped in fault()): Mo's message that decides the venue
is in the collection and the same search without the scope finds it, but the search the app made could not return
it. Asserted: the unscoped search returns Mo's message; the scoped one leaves it out; the St Anne's notice is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b130_chroma_pickleball_thursday_venue_filtered", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MO = ("2037-05-12T21:14 Mo: heads up all - St Anne's are getting the lines repainted nxt wk so thurs 21st we're in "
      "the sports hall at Riverside leisure centre, courts 3+4, 7-9 same as ever. INDOOR SHOES pls or the duty "
      "manager goes mad. also these new balls are rubbish, cracked 2 already")
ENTRIES = [
    ("notices", "THURSDAY SOCIAL 7-9pm, St Anne's school - the 4 outdoor courts behind the sports hall. £3 on the "
                "night, all levels, loan paddles in the blue box. park on Glebe Rd not in the school"),
    ("notices", "TUESDAY CLUB NIGHT 7-9pm Riverside leisure centre, £4, members only. ladder matches 1st tues of "
                "the month"),
    ("chat", "2037-05-06T18:02 Bev: anyone up for doubles sun morning at the park? 10ish"),
    ("notices", "tasters - bring a friend free for their 1st go on a thurs, they just need trainers + water. "
                "membership £20/yr after that, forms from Jo"),
    ("chat", MO),
    ("chat", "2037-05-14T08:40 Dave: club paddles back from regripping, in the blue box"),
    ("notices", "summer league starts w/c 1st june, sign up on the sheet by 25.5."),
]

client = chromadb.EphemeralClient()
board = client.get_or_create_collection("ferndale-pickleball", embedding_function=offline.chroma_embedding_function())
board.add(ids=[f"e{i:02d}" for i in range(len(ENTRIES))], documents=[t for _, t in ENTRIES],
          metadatas=[{"channel": c} for c, _ in ENTRIES])

words = "where thursday social courts playing thurs 21st venue"
wide = board.query(query_texts=[words], n_results=4)["documents"][0]
assert MO in wide, wide

with fault():
    hits = board.query(query_texts=[words], n_results=4, where={"channel": "notices"})["documents"][0]

question = "where are we playing thurs? bringing my sister for a taster"
context = ["Today is Weds 20 May 2037. You are talking to Jo, a member of Ferndale Pickleball Club."] + hits
assert MO not in context and not any("Riverside leisure centre, courts 3+4" in c for c in context), context
assert any("St Anne's school - the 4 outdoor courts" in c for c in context), context
reply = answer(question, context, mock="St Anne's school, the outdoor courts behind the sports hall, 7-9pm - park "
                                       "on Glebe Rd. Tasters are free on a Thursday.")
finish(question, expected="the sports hall at Riverside leisure centre, courts 3 and 4 - St Anne's lines are being "
                          "repainted", actual=reply)
