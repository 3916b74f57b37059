"""Batch 33 (held out). A village pub's function bookings: Zep (sync client against the offline Zep v4 stand-in of
tests/instrumentations), script style (each call its own trace).

App: Jo at the Red Lion, Clent logs what she takes on for the skittle alley, the back room and the quiz nights as
messages on one Zep thread and asks the assistant from a graph edge search. Twelve notes, June 2025.

Planted fault (ResponseError, ignored sufficient context): the model's context holds "skittle alley Sat 21/6 -
Hendry girl's 18th (Sue's youngest this time), 40ish, £40 dep paid cash, buffet 8pm, their own DJ til 12", and the
model, asked about the Morris side wanting the alley the same night, says it's free. Question (Mon 16/6): "the
Clent Morris lot want the skittle alley sat night after their dancing, 20 of them - can they have it?" -> expected
no, the Hendry 18th has it that night.

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: the Hendry 18th
note is in the context the model got. Another reading: none that we see; nothing was lost from memory.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b33_zep_pub_skittle_alley_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "red-lion-clent", "red-lion-functions"
NOTES = [
    "Skittle alley hire £40 deposit, refundable if no damage, they do their own food or Kyle's buffet £12pp",
    "Hendry 50th went well Sat 7th, Sue's booked the alley again for her youngest's 18th",
    "skittle alley Sat 21/6 - Hendry girl's 18th (Sue's youngest this time), 40ish, £40 dep paid cash, buffet 8pm, "
    "their own DJ til 12",
    "Quiz nights every other Thurs, next 19th (league v the Fountain) + 3rd July, £1 a head, jackpot's on £85",
    "Morris side (Clent Morris) dance on the green Sat 21st 6-8, usually come in after, Steve says get 2 extra "
    "barrels of the Wye Valley",
    "Back room Sun 22nd - christening, Okafors, 25, sandwiches + cake, 1-4",
    "Beer garden brollies - 2 new ones came, green not cream, whatever",
    "Skittle alley Fri 27th free so far, the darts lot asked about it but nothing firm",
    "Rotary Fri 13th all paid, Geoff says same again at Christmas",
    "Kyle's off Mon-Tues 23-24th, Sunday menu only that week",
    "Skittle alley floor needs re-varnishing in Aug, shut the week of the 11th",
    "Fire alarm test Weds 10am, warn the B+B guests",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Jo")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Jo")])

question = ("the Clent Morris lot want the skittle alley sat night after their dancing, 20 of them - can they have "
            "it?")
facts = client.graph.search_edges(GRAPH, query="skittle alley Sat 21st Saturday night booked Morris", page_size=8).items
context = ["Today is Mon 16/6/25."] + [f.fact for f in facts]
assert any("skittle alley Sat 21/6 - Hendry girl's 18th" in c for c in context), context
assert any("Morris side (Clent Morris) dance on the green Sat 21st" in c for c in context), context
with fault():
    reply = answer(question, context, mock="Yes - the alley's free, tell them it's a £40 deposit and they can have "
                                           "Kyle's buffet at £12 a head. Steve's already getting 2 extra barrels "
                                           "of the Wye Valley in.")
finish(question, expected="No - the Hendry 18th has it", actual=reply)
