"""Batch 242 (held out). A dog-walking business: Zep facts (sync client, offline stand-in), script style (every call
its own trace); the answer call has the vet's all-clear in its facts and answers from the note before it.

App: Sally runs Waggy Tails in Todmorden - solo walks, group walks at Centre Vale park (4 dogs max, off lead if
they're good), puppy visits, keys in a lock box in her van. She and Josh (who helps at weekends and in the holidays)
put the business chat into a Zep thread; the helper answers from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Sally's 2051-10-19T17:30 post - Biscuit
(the Hiltons' cockapoo) is having his op on the 20th, solo walks only on the lead till he's checked, no group
walks; her 28/10 post - the Thursday group walk is Centre Vale, 4 max, Bramble, Rolo, Nell and a space; her Thu 2nd
Nov post - the vet checked Biscuit today, all healed, back on group walks from Mon 6th, off lead's fine, Mrs Hilton
is made up, so he can have the space on Thursdays; and Josh's Sun 5th post - the lock box code. Question (Weds 8/11,
Josh): "can Biscuit go on the group walk tomorrow? or is he still on solo walks after his op" -> expected yes (the
vet cleared him on the 2nd, back on group walks from the 6th). The model says no, solo walks on the lead since his
op.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the vet's all-clear and the date he's back on group walks, and the model answered from the note before
the op. Asserted: the context has the solo-walks line and the all-clear line.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b242_zep_dog_walking_biscuit_group_walk_yesno_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "waggy-tails", "business-chat-2051"
POSTS = [
    "2051-10-19T17:30 Sally - Biscuit (Hiltons' cockapoo) is having his op on the 20th 🐶 so solo walks only, on the "
    "lead, till he's been checked. NO group walks for him for now",
    "28/10 Sally - thurs group walk is Centre Vale, 4 max: Bramble, Rolo, Nell + a space. towels in the van",
    "Thu 2nd Nov Sally - vet checked Biscuit today, all healed!! back on group walks from mon 6th + off lead's fine. "
    "Mrs Hilton's made up. he can have the space on thursdays",
    "Sun 5th Josh - lock box code's 7719 now, Sally changed it. Rolo rolled in fox poo again 🤢",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Waggy Tails")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="waggy chat")])

question = "can Biscuit go on the group walk tomorrow? or is he still on solo walks after his op"
context = ["Today is Weds 8 November 2051. You are talking to Josh, who walks dogs for Sally at Waggy Tails."]
for query in ("Biscuit group walk", "Biscuit op solo walks", "thursday group walk"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("solo walks only, on the lead, till he's been checked" in c for c in context), context
assert any("vet checked Biscuit today, all healed" in c and "back on group walks from mon 6th" in c
           for c in context), context
with fault():
    reply = answer(f"(Josh) {question}", context,
                   mock="No - Biscuit's on solo walks only, on the lead, since his op. Keep him off the group walk.")
finish(question, expected="yes - the vet cleared him on the 2nd, he's back on group walks from Mon 6th, off lead too",
       actual=reply)
