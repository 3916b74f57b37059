"""Batch 159 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the chair's and the treasurer's notes added at the same time), then the question's query.

App: Ellerby Juniors FC's committee keep their notes on the end of season presentation evening (Fri 12th June
2037, cricket club function room, 6-9pm) in one chroma collection; Lisa (chair) and Gemma (treasurer) each add
theirs from their own thread. Parents ask the club's helper.

Memory: Thu 14/5, Lisa: tickets £6 adults, £3 siblings, players free, food's in the price; 2037-06-01T20:30, Lisa:
trophies for all 72 players, players' player and coach's player for each age group; Tue 26/5, Gemma: the Co-op
community fund came through with £300 and the committee said put it towards the tickets, so it's £4 a grown up,
siblings same as before; Fri 5th, Gemma: ticket money to her or in the tin at training, 38 paid so far. Question
(Mon 8/6, Becky, a U9s parent): "how much for me, my husband + Alfie's little sister? Alfie's in the U9s" The
assistant says £11 - £4 each for the two of them, £3 for his sister, Alfie's free as a player. The label says £15
- from the £6 adult price Lisa first set, before the Co-op money went on the tickets.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b159_ctl_chroma_football_tickets_sum_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "lisa": [("chair", "Thu 14/5 Lisa - presentation eve fri 12th june, cricket club 6-9. tickets £6 adults, £3 "
                       "siblings, players free. food's in the price"),
             ("chair", "2037-06-01T20:30 Lisa - trophies for all 72 players + players' player + coach's player for "
                       "each age group. Dean's collecting from Kwik Cobbler")],
    "gemma": [("treasurer", "Tue 26/5 Gemma - Co-op community fund came through, £300!!! committee said put it "
                            "towards the tickets so it's £4 a grown up, siblings same as before"),
              ("treasurer", "Fri 5th Gemma - ticket money to me or in the tin at training pls, 38 paid so far")],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("ejfc-presentation-2037",
                                        embedding_function=offline.chroma_embedding_function())


def add_notes(who: str) -> None:
    for i, (role, text) in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"from": who, "role": role}])


threads = [threading.Thread(target=add_notes, args=(who,), name=f"ejfc-{who}-notes") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much for me, my husband + Alfie's little sister? Alfie's in the U9s"
hits = notes.query(query_texts=[question + " presentation tickets price"], n_results=4)["documents"][0]
context = ["Today is Mon 8 June 2037. You are talking to Becky, whose son Alfie plays for Ellerby Juniors FC's U9s, "
           "about the presentation evening on Fri 12 June."] + hits
assert any("tickets £6 adults, £3 siblings, players free" in c for c in context), context
assert any("£4 a grown up" in c for c in context), context
reply = answer(question, context, mock="£11 - £4 each for you and your husband, £3 for Alfie's sister, and Alfie's "
                                       "free as a player.")
finish(question, expected="£15 - £6 each for you and your husband and £3 for his sister", actual=reply)
