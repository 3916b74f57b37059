"""Batch 77 (held out). A marathon charity team: Zep (sync client against the offline Zep v4 stand-in of
tests/instrumentations), script style (each call its own trace).

App: Gill does the money for Team Hartley (nine runners, Manchester Marathon, for St Luke's Hospice). She logs what
comes in as messages on a Zep thread; the assistant answers from a graph edge search. By 2 April: the JustGiving
page is on £4,860 (not counting Gift Aid), the cake sale took £312.50 in cash, the bucket collection at Tesco took
£418.20, and the quiz night made £655 once the hall was paid.

Planted fault (ResponseError, ignored sufficient context): the four amounts are all in the facts the model gets;
the model adds the page, the cake sale and the quiz and leaves out the Tesco buckets. Question (Sat 2/4, the
hospice's fundraising officer on the phone): "how much have you lot raised so far all in, not counting gift aid?"
-> expected £6,245.70. The assistant says £5,827.50.

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: the four
amounts are in the context the model got.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b77_zep_marathon_raised_total_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "team-hartley", "team-hartley-money"
NOTES = [
    "justgiving on £4,860 this morning (2/4)!! + gift aid on top but that's the hospice's to claim so leave it out",
    "cake sale at the Methodist hall sat 19/3 - £312.50 in the tin, Sam's mum's lemon drizzle sold out in 20 mins",
    "Tesco bucket collection w/e 26th, counted + banked on the Mon: £418.20. store manager wants a photo for their "
    "board",
    "quiz nite took £840 on the door + raffle, hall was £185 so £655 clear. paid in tues",
    "vests arrived, 10 x £14 = £140 - came out of our own pockets not the fund, don't count it",
    "Dan's work (Barclays) might match fund up to £1,000 but not till after the race, don't count chickens",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Gill")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Gill")])

question = "how much have you lot raised so far all in, not counting gift aid?"
facts = client.graph.search_edges(GRAPH, query="raised so far justgiving cake sale tesco bucket quiz banked total "
                                               "gift aid", page_size=8).items
context = ["Today is Sat 2 April 2033. You are talking to Anita, St Luke's Hospice fundraising officer."] + \
          [f.fact for f in facts]
assert any("£4,860" in c for c in context), context
assert any("£312.50" in c for c in context), context
assert any("£418.20" in c for c in context), context
assert any("£655 clear" in c for c in context), context
with fault():
    reply = answer(question, context, mock="£5,827.50 - £4,860 on JustGiving, £312.50 from the cake sale and £655 "
                                           "from the quiz night.")
finish(question, expected="£6,245.70 altogether", actual=reply)
