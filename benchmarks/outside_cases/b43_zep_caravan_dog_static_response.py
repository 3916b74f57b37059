"""Batch 43 (held out). A family's October half-term caravan break: Zep (sync client against the offline Zep v4
stand-in of tests/instrumentations), script style (each call its own trace).

App: Claire Harrison logs the holiday admin as messages on one Zep thread ("harrisons-holidays"), and the assistant
answers from a graph edge search. After the summer tour they've booked a static caravan at Sandy Bay (Exmouth) for
October half term; Biscuit, their spaniel, normally comes everywhere.

Planted fault (ResponseError, ignored sufficient context): the facts hold the park's pet policy ("dogs welcome on
the touring + camping fields only, £4 a night, none in the statics or the clubhouse") and the booking ("static no
112, 3 bed, sat 24 - sat 31 oct"); the model answers yes, £4 a night. Question (Sun 4/10): "can we take Biscuit to
Sandy Bay?" -> expected no (they're in a static, and dogs are only allowed on the touring and camping fields).

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: the pet policy
and the static booking are both in the facts the model got.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b43_zep_caravan_dog_static_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "harrisons-holidays", "harrisons-holidays-log"
NOTES = [
    "booked sandy bay for oct half term!! static no 112, 3 bed, sat 24 - sat 31 oct, £395, paid on the card",
    "sandy bay small print: dogs welcome on the touring + camping fields only, £4 a night, none in the statics or "
    "the clubhouse. max 2 per pitch",
    "Biscuit's jabs due 20/10, vets booked thurs 15th 4.50",
    "mum + dad said they can have Biscuit any time, they love having him, just drop his food round",
    "sandy bay pool's open till 8pm in oct, kids' club 10-12 daily, £2",
    "need to return the awning to Dave's brother before we go, it's in the garage",
    "Exmouth - the ferry to Starcross runs till end of oct, Mia wants to go on it",
    "car: MOT due nov, book it when we're back",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Claire")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Claire")])

question = "can we take Biscuit to Sandy Bay?"
facts = client.graph.search_edges(GRAPH, query="Sandy Bay dogs static booked Biscuit", page_size=8).items
context = ["Today is Sun 4/10/26."] + [f.fact for f in facts]
assert any("static no 112" in c for c in context), context
assert any("dogs welcome on the touring + camping fields only" in c and "none in the statics" in c
           for c in context), context
with fault():
    reply = answer(question, context, mock="Yes - Sandy Bay welcomes dogs, it's £4 a night for him. His jabs are "
                                           "due on the 20th, so the vet visit on the 15th covers that.")
finish(question, expected="No - dogs are only allowed on the touring and camping fields, not in a static like ours",
       actual=reply)
