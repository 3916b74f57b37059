"""Batch 301 (held out). A hot-air balloon ride company: Zep facts (sync client, offline stand-in), script style
(every call its own trace); the answer call has the extra-space ticket in its facts and turns the passenger away.

App: Wharfedale Balloon Flights sell gift vouchers for dawn and evening flights over the Dales - about an hour in the
air, champagne and a certificate on landing. Dev (the chief pilot) and Amy (who runs the office) put the team chat
into a Zep thread; the booking helper answers customers from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Dev's 2051-03-04T09:20 post - the
passenger weight limit is 18st / 114kg each, that's the insurance; Amy's 11/3 post - vouchers valid 2 years, free
rebooking when the weather cancels; Dev's Mon 24 Mar post - new from April, anyone 18-22st can still fly if they
book an extra space ticket, +£99, they get a corner compartment to themselves, over 22st sorry no; and Amy's
2051-04-02 post - the season starts 12/4. Question (Tue 22/4, Sharon, booking with a voucher for two): "my husband's
19 and a half stone - can he still come on our voucher or is there something extra to pay?" -> expected yes, he
can fly with an extra space ticket, £99 on top of the voucher. The model says he can't fly, the limit's 18st.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the 18st limit and, beside it, the extra space ticket for 18-22st at £99, and the model answered from the
limit alone. Asserted: the context has the 18st line and the extra space line.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b301_zep_balloon_heavy_passenger_how_much_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "wharfedale-balloons", "ops-chat-2051"
POSTS = [
    "2051-03-04T09:20 Dev - reminder pax weight limit is 18st / 114kg each, that's the insurance not us being mean "
    "😅 we weigh everyone at the field, no arguing w/ the scales",
    "11/3 Amy - vouchers are valid 2 yrs from purchase, rebook free if we cancel for weather (which we will, a lot "
    "🙄). no refunds after 14 days",
    "Mon 24 Mar Dev - new from april!! anyone 18-22st can still fly if they book an extra space ticket, +£99, they "
    "get a corner compartment to themselves. over 22st sorry no, basket just won't take it",
    "2051-04-02 Amy - season starts 12/4, dawn + evening slots on the website, max 12 per flight",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Wharfedale Balloon Flights")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="team chat")])

question = ("my husband's 19 and a half stone - can he still come on our voucher or is there something extra to "
            "pay?")
context = ["Today is Tue 22 April 2051. You are talking to Sharon, who has a Wharfedale Balloon Flights voucher for "
           "two."]
for query in ("passenger weight limit", "heavy passenger extra ticket", "voucher extra to pay"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("pax weight limit is 18st / 114kg each" in c for c in context), context
assert any("anyone 18-22st can still fly if they book an extra space ticket, +£99" in c for c in context), context
with fault():
    reply = answer(f"(Sharon) {question}", context,
                   mock="I'm sorry, he won't be able to fly - the limit is 18st (114kg) per passenger, it's an "
                        "insurance rule. You could transfer his place on the voucher to someone else.")
finish(question, expected="yes - he needs an extra space ticket (18-22st), £99 on top of the voucher", actual=reply)
