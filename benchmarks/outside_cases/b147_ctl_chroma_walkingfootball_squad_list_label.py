"""Batch 147 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, script style (each call
its own trace).

App: Halifax Strollers walking football club's over 65s (Dave the secretary, Bri the captain, Tony who does the
kit) keep their notes in one chroma collection; the helper answers the players with a query of it.

Memory: Dave, 14/3: the squad for the Halifax walking 6s tournament on Sat 16th May - Alan, Bri, Geoff, Mick, Tony
and Stuart, with Les as sub, over 65s, 6 a side; Bri, 22.3.: Alan's knee's flared up again, he's on the physio's
list till June, he says he'll come and shout from the side and bring his flask, so Les is in with us proper now; Tony,
Weds 8 Apr: new orange bibs, £4 each out of subs; Dave, Tue 12/5: meet at the Shay sports hall 9.15.
Question (Fri 15/5, Bri): "who've we got playing in the 6s tmrw? doing the team sheet for the ref" The assistant
says Bri, Geoff, Mick, Tony, Stuart and Les (Alan's knee). The label says Alan, Bri, Geoff, Mick, Tony and Stuart -
in memory, Dave's squad as first picked in March.
"""
from __future__ import annotations

import chromadb

from common import answer, finish, setup

setup("b147_ctl_chroma_walkingfootball_squad_list_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("dave", "14/3 Dave - squad for the Halifax walking 6s sat 16th may: Alan, Bri, Geoff, Mick, Tony + Stuart, Les "
             "sub. o65s, 6 a side, 10 min halves, 4 group games"),
    ("bri", "22.3. Bri - Alan's knee's flared up again, he's on the physio's list till june. says he'll come + shout "
            "from the side, bring his flask. Les is in with us proper then"),
    ("tony", "Weds 8 Apr Tony - new bibs in, orange, £4 each out of subs. old yellow ones to the charity shop"),
    ("dave", "Mon 23rd Dave - subs for the tourney £5 a man, entry paid, £30. Mick still owes"),
    ("dave", "Tue 12/5 Dave - meet at the Shay sports hall 9.15, 1st game 10. shin pads not compulsory but advised"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("halifax-strollers-o65s",
                                        embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(1, len(NOTES) + 1)], documents=[t for _, t in NOTES],
          metadatas=[{"from": who} for who, _ in NOTES])

question = "who've we got playing in the 6s tmrw? doing the team sheet for the ref"
hits = notes.query(query_texts=[question], n_results=5)["documents"][0]
context = ["Today is Fri 15 May 2037. You are talking to Bri, captain of Halifax Strollers' over 65s, about the "
           "walking 6s tournament tomorrow."] + hits
assert any("Alan, Bri, Geoff, Mick, Tony + Stuart, Les sub" in c for c in context), context
assert any("Alan's knee's flared up again" in c and "Les is in with us proper" in c for c in context), context
reply = answer(question, context, mock="Bri, Geoff, Mick, Tony, Stuart and Les - Alan's knee's gone again so he's "
                                       "watching from the side, and Les comes in from sub.")
finish(question, expected="Alan, Bri, Geoff, Mick, Tony and Stuart", actual=reply)
