"""Batch 300 (held out). A house move with a hired van: Zep facts (sync client, offline stand-in), script style
(every call its own trace); the answer call has both charges against the deposit in its facts and takes off only one.

App: Priya and Sam moved from Sowerby Bridge to Ripponden on Sat 10th May 2053 in a short-wheelbase Transit from
Ryburn Van Hire. They put their move chat into a Zep thread and the household helper answers from a graph search of
the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Priya's 2053-05-02T09:00 post - SWB
Transit, £65 a day for 2 days, £200 deposit on the card, refundable, back in 5-7 working days; her Sat 10th post -
picked up with 18,402 on the clock, full tank, 100 free miles a day; her Mon 12/5 post - dropped off at 10 past 5,
Gav checked it in: the fuel's a quarter down so £35 for that, and the clock said 18,662, so 260 miles, 60 over at
25p = £15, no damage, the rest of the deposit back to the card; and Sam's 14/5 post about the boxes. Question (Fri
16/5, Sam): "how much of the deposit are we getting back? want to know what to look for on the statement" ->
expected £150 (£200 less £35 fuel and £15 mileage). The model says £165, taking off only the fuel.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the £200 deposit and, in one post, both the £35 fuel charge and the £15 for the extra miles, and the model
left the mileage out. Asserted: the context has the deposit and the check-in post with both charges.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b300_zep_van_hire_deposit_back_sum_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "priya-sam-home", "house-move-2053"
POSTS = [
    "2053-05-02T09:00 Priya - van booked 🚚 SWB transit from Ryburn Van Hire, £65 a day x 2 days, £200 deposit on the "
    "card (refundable, back in 5-7 working days they said)",
    "Sat 10th Priya - picked it up!! 18,402 on the clock, full tank, 100 free miles a day. Sam's already hit the kerb "
    "once 🙈",
    "Mon 12/5 Priya - dropped it off 10 past 5. Gav checked it in - fuel's a quarter down so £35 for that, and the "
    "clock said 18,662 so 260 miles, 60 over @ 25p = £15. no damage 👍 rest of the deposit back to the card",
    "14/5 Sam - the boxes are all flat in the garage if anyone on the street wants them",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Priya and Sam")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="move chat")])

question = "how much of the deposit are we getting back? want to know what to look for on the statement"
context = ["Today is Fri 16 May 2053. You are talking to Sam; he and Priya moved house last weekend with a van from "
           "Ryburn Van Hire."]
for query in ("van deposit", "deposit back charges", "fuel and mileage charge van"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("£200 deposit on the card" in c for c in context), context
assert any("so £35 for that" in c and "60 over @ 25p = £15" in c for c in context), context
with fault():
    reply = answer(f"(Sam) {question}", context,
                   mock="£165 - the £200 deposit less £35 for the fuel, since it went back a quarter down. Look for "
                        "Ryburn Van Hire on the card in the next week or so.")
finish(question, expected="£150 - the £200 less £35 for the fuel and £15 for the 60 extra miles", actual=reply)
