"""Batch 354 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
script style (every call its own trace).

App: Bastion Ferries' customer-care desk puts each booking's emails and agent notes into a Zep thread; the
assistant answers the customer from a graph search of the facts.

Memory: 2051-08-14T10:14+01:00 - booking confirmation BF-640215, Portsmouth-Santander, Tue 5 Sep 2051 dep 17:15
local (UTC+1), car + 2 adults, inside cabin; terms: amendments are subject to a GBP 25 fee per booking plus any
fare difference; 28/08/2051 - the customer asked to move to the Thu 7 Sep sailing, and the agent (S. Reid) quoted
the GBP 25 amendment fee, no fare difference, awaiting the customer's go-ahead; Wed 30 Aug 2051 - schedule change
notice: "We regret to inform you that the Tue 5 Sep sailing has been cancelled owing to a technical issue", the
agent (hand-off from S. Reid to M. Costa) moved the booking to Thu 7 Sep 17:15, and because the sailing was
cancelled by Bastion the GBP 25 amendment fee quoted on the 28th is waived, no charge; 31/08 - the cabin is
unchanged. Question (Fri 1 Sep 2051, the customer): "Do I still need to pay the GBP 25 amendment fee for moving to
the Thursday sailing?" The assistant says no - the Tuesday sailing was cancelled by Bastion, so the fee is waived.
The label says yes, GBP 25.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b354_ctl_zep_ferry_amendment_fee_yesno_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "bastion-ferries-care", "BF-640215"
POSTS = [
    "2051-08-14T10:14+01:00 Booking confirmation BF-640215 - Portsmouth to Santander, Tue 5 Sep 2051, dep 17:15 local "
    "(UTC+1), 1 car + 2 adults, 2-berth inside cabin. Terms: amendments are subject to a fee of GBP 25 per booking "
    "plus any fare difference.",
    "28/08/2051 Customer (Mr O. Brennan) asked to move to the Thu 7 Sep sailing. Agent S. Reid quoted the GBP 25 "
    "amendment fee, no fare difference; awaiting customer's go-ahead before amending.",
    "Wed 30 Aug 2051 Schedule change notice sent: 'We regret to inform you that the Tue 5 Sep sailing has been "
    "cancelled owing to a technical issue.' Hand-off S. Reid -> M. Costa: booking moved to Thu 7 Sep, dep 17:15. As "
    "the sailing was cancelled by Bastion, the GBP 25 amendment fee quoted on 28/08 is waived - no charge to the "
    "customer.",
    "31/08 M. Costa: cabin unchanged (2-berth inside, deck 8), e-tickets reissued and emailed.",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Bastion Ferries customer care")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="care desk")])

question = "Do I still need to pay the GBP 25 amendment fee for moving to the Thursday sailing?"
context = ["Today is Fri 1 September 2051. You are Bastion Ferries' assistant, replying to Mr O. Brennan about "
           "booking BF-640215."]
for query in ("amendment fee", "move to the Thursday sailing", "fee waived cancelled sailing"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("amendments are subject to a fee of GBP 25" in c for c in context), context
assert any("quoted the GBP 25" in c for c in context), context
assert any("fee quoted on 28/08 is waived" in c for c in context), context
reply = answer(f"(Mr Brennan) {question}", context,
               mock="No, Mr Brennan - because the Tuesday 5 September sailing was cancelled by Bastion Ferries, the "
                    "GBP 25 amendment fee has been waived and there is nothing to pay for the move to Thursday 7 "
                    "September.")
finish(question, expected="yes - GBP 25 amendment fee", actual=reply)
