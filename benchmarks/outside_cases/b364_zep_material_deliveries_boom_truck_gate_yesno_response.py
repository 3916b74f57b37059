"""Batch 364 (held out). Material deliveries on a school renovation: Zep facts (sync client, offline stand-in),
script style (every call its own trace); the answer call has both the delivery time and the gate's no-delivery
window in its context and answers yes.

App: Hamilton Elementary renovation (2051) - the school stays open in the north wing while the GC guts the south
wing. Gus (the super) and Luis (the project engineer) put the job chat into a Zep thread; the helper answers subs'
questions from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Gus's 2051-03-20 logistics post - all
deliveries through the Elm St gate only, and, district rule, NO deliveries 2:15-3:30p (the gate's locked and the bus
loop is live for dismissal), same for 7:30-8:15a drop-off; Luis's 3/23 post - ABC Supply confirmed the boom truck
for the 2nd fl drywall, Thu 3/30 ~2:45p, 180 sheets of 5/8 Type X, they call 30 min out; Gus's 3/24 post - per the
RFI-140 response the 2nd fl slab is OK for 180 sheets spread over 3 rooms, 60 max a room; Luis's Mon 3/27 post - a
Ferguson return. Question (Tue 3/28, the Kessler Drywall foreman): "is the boom truck gonna be able to get in
thursday for our rock? want my guys there to unload" -> expected no (a small inference, not written anywhere as
such): 2:45 falls inside the 2:15-3:30 no-delivery window when the Elm St gate is locked for the bus loop, and Elm
St is the only way in, so the drop has to move before 2:15 or after 3:30. The model says yes, Thu ~2:45.

Why the expected answer is this type and operation: both facts the answer needs (the 2:45 slot and the locked
2:15-3:30 gate being the only delivery route) are in the context the model was given, and it answered from the
confirmation alone. So ResponseError at litellm.completion (the answer call, wrapped in fault()). Asserted: the
context has the no-delivery window and the 2:45 boom truck.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b364_zep_material_deliveries_boom_truck_gate_yesno_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "hamilton-es-reno", "job-chat-2051"
POSTS = [
    "2051-03-20T06:50 Gus - LOGISTICS 🚧 all deliveries thru the Elm St gate ONLY. school's still in session in the "
    "north wing so district rule: NO deliveries 2:15-3:30p, gate's locked + the bus loop is live for dismissal. same "
    "deal 7:30-8:15a for drop-off. drivers who show up in those windows get turned away, no exceptions",
    "3/23 Luis - ABC Supply confirmed the boom truck for the 2nd fl rock, Thu 3/30 ~2:45p, 180 sheets 5/8 type X "
    "4x12, they'll call 30 min out",
    "3/24 Gus - RFI-140 back, 2nd fl slab is ok for stocking the 180 sheets if it's spread over 3 rms, 60 max per rm "
    "(205, 206, 207)",
    "Mon 3/27 Luis - Ferguson return: 2 cracked urinals going back on their thurs AM run, RA# F-20931, staged at the "
    "south wing door",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Hamilton ES job chat")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="job chat")])

question = "is the boom truck gonna be able to get in thursday for our rock? want my guys there to unload"
context = ["Today is Tue 3/28/2051. You are talking to the Kessler Drywall foreman on the Hamilton Elementary "
           "renovation."]
for query in ("boom truck delivery thursday", "deliveries gate hours", "drywall delivery 2nd floor"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("NO deliveries 2:15-3:30p, gate's locked" in c and "Elm St gate ONLY" in c for c in context), context
assert any("Thu 3/30 ~2:45p" in c for c in context), context
with fault():
    reply = answer(question, context,
                   mock="Yes - ABC confirmed the boom truck for Thu 3/30 around 2:45p with your 180 sheets; they'll "
                        "call 30 min out, so have your guys ready to unload.")
finish(question, expected="no - 2:45 is in the 2:15-3:30 no-delivery window, the Elm St gate's locked for dismissal; "
                          "move the drop before 2:15 or after 3:30", actual=reply)
