"""Batch 132 (held out). A youth hostel's wardens' thread: Zep facts (sync client, offline stand-in), one root span
per post and one for the question.

App: the volunteer wardens at Crag End youth hostel (42 beds) post bookings and cancellations into a Zep thread; the
helper answers the warden on shift from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have the hostel's 42 beds; the Ilkley ramblers
16 beds for Sat 23rd May (dorms 1 + 2); the Brigshaw school DofE group 12 beds the same night (dorms 3 + 4); the Hayes
family, room 5 (4 beds), Fri 22nd + Sat 23rd; and Ann's post of Tue 19th: Mrs Hayes rang, the kids have got
chickenpox so they're not stopping sat, still hoping to come fri if the spots have gone, refunded the sat night.
The model counts the Hayes family in. Question (Thu 21/5, Pete, on shift): "how many beds have we got free sat
night? Calder Valley cycling club want 12" -> expected 14 (42 - 16 - 12; the Hayes family have cancelled Sat), so
yes to the 12. The assistant says 10.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): every booking and
Ann's post about the Hayes family dropping the Saturday are in the facts the model was given, and it still took
their 4 beds off. Asserted: the 42 beds, the two group bookings, the Hayes booking and the Hayes cancellation are in
the context.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b132_zep_hostel_free_beds_response", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "crag-end-wardens", "crag-end-bookings-may"
POSTS = [
    ("Dave", "for the new lot - we're 42 beds all in: dorms 1-4 (8 or 6 each, see the board) + 4 family rooms of "
             "4. the office laptop's password is on the fridge"),
    ("Ann", "Ilkley ramblers booked sat 23rd may, 16 beds, dorms 1+2, paid in full. they want breakfast at 7.30ish"),
    ("Pete", "Brigshaw DofE 12 beds sat 23rd, dorms 3+4, Mrs Lund's the teacher, they've been before"),
    ("Wendy", "Hayes family - room 5 (4 beds) fri 22nd + sat 23rd, 2 adults 2 kids, deposit paid"),
    ("Ann", "Tue 19th - Mrs Hayes rang, kids have got chickenpox poor things so they're not stopping sat. still "
            "hoping to come fri if the spots have gone, I've refunded the sat night"),
    ("Wendy", "drying room rail fixed at last. Dave 8.30-5 sat, me on the evening"),
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Pete")
client = zep_client(server)
for i, (who, text) in enumerate(POSTS, 1):
    with turn_span(f"post-{i} {who}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name=who)])

question = "how many beds have we got free sat night? Calder Valley cycling club want 12"
with turn_span("question Thu 21/5"):
    facts = client.graph.search_edges(GRAPH, query="beds booked sat 23rd dorms family room Hayes free",
                                      page_size=10).items
    context = ["Today is Thu 21 May 2037. You are talking to Pete, a volunteer warden at Crag End youth hostel."]
    context += [f.fact for f in facts]
    assert any("42 beds all in" in c for c in context), context
    assert any("Ilkley ramblers" in c and "16 beds" in c for c in context), context
    assert any("Brigshaw DofE 12 beds sat 23rd" in c for c in context), context
    assert any("Hayes family - room 5 (4 beds)" in c for c in context), context
    assert any("not stopping sat" in c and "refunded the sat night" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="10 - 42 beds less the ramblers' 16, the DofE's 12 and the Hayes "
                                               "family's 4, so not enough for 12.")
finish(question, expected="14 - 42 less the ramblers' 16 and the DofE's 12; the Hayes family cancelled sat, so yes "
                          "the cycling club's 12 fit", actual=reply)
