"""Batch 61 (held out). A craft fair organiser's running log: Zep (sync client against the offline Zep v4
stand-in of tests/instrumentations), script style (each call its own trace).

App: Lorraine organises the Frome Valley Makers' Fair (Sat 4 Sept 2027). She logs bookings as messages on a Zep
thread and asks the assistant from a graph edge search. The insurer wants the number of stalls on the day, and
counts the food vans as stalls: 22 booked in the big marquee, 8 pitches out on the grass, and the 3 food vans by
the gate (Pizza Pete, the Thai lady, Moo's ice cream). So 22 + 8 + 3 = 33.

Planted fault (ResponseError, ignored sufficient context): the model adds the marquee and the grass pitches and
leaves out the food vans: 30. Question (Mon 23/8): "how many stalls do I put on the insurance form?" -> expected 33.

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: the marquee
count, the grass count and the food vans (with the insurer counting them) are in the facts the model got. Another
reading: none that we see; nothing was lost from memory.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b61_zep_craftfair_stall_count_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "makers-fair", "makers-fair-lorraine"
NOTES = [
    "marquee's full!! 22 stalls booked in the big marquee, waiting list of 4, told them I'd ring if anyone drops",
    "outside on the grass we've got 8 pitches taken (the gazebo lot - Wendy, Tom's lathe, the scouts etc)",
    "food vans sorted, 3 of them by the gate - Pizza Pete, the Thai lady from Trowbridge, Moo's ice cream. the "
    "insurance counts each van as a stall btw, Ian at the NFU said",
    "insurance form due 27/8, they want stall numbers + the public liability certs from anyone selling food",
    "WI doing teas in the tea tent, that's ours so doesn't count",
    "raffle prizes so far: hamper from the Co-op, a mug set from Wendy, £20 voucher from the garden centre",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Lorraine")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Lorraine")])

question = "how many stalls do I put on the insurance form?"
facts = client.graph.search_edges(GRAPH, query="stalls booked marquee pitches grass food vans insurance count",
                                  page_size=8).items
context = ["Today is Mon 23 August 2027."] + [f.fact for f in facts]
assert any("22 stalls booked in the big marquee" in c for c in context), context
assert any("8 pitches taken" in c for c in context), context
assert any("3 of them by the gate" in c and "counts each van as a stall" in c for c in context), context
with fault():
    reply = answer(question, context, mock="30 - the 22 in the marquee and the 8 pitches on the grass.")
finish(question, expected="33, because the three food vans count too", actual=reply)
