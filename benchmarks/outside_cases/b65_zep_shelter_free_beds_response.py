"""Batch 65 (held out). A church night shelter's evening log: Zep (sync client against the offline Zep v4 stand-in
of tests/instrumentations), script style (each call its own trace).

App: the evening team at St Barnabas Winter Night Shelter log the day's bed situation as messages on a Zep thread,
and the assistant answers the council's outreach worker from a graph edge search. The hall has 12 camp beds; 8
guests are booked in tonight by referral; 2 beds are always kept back for the police's out-of-hours drop-offs and
can't be offered to outreach. So 12 - 8 - 2 = 2 beds the outreach team can still fill.

Planted fault (ResponseError, ignored sufficient context): the model takes the booked guests off the 12 beds and
leaves the two kept-back beds in: 4. Question (Fri 17/11, 6.40pm, the outreach worker on the phone): "how many more
can you take tonight?" -> expected 2.

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: the bed count,
tonight's bookings and the two kept-back beds are all in the facts the model got. Another reading: none that we
see; nothing was lost from memory.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b65_zep_shelter_free_beds_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "st-barnabas", "st-barnabas-evening-log"
NOTES = [
    "fri 17/11 - 12 camp beds up in the hall as usual, Pat + Lewis on overnight, Amal + Jo on the evening",
    "referrals for tonight: 8 booked in (the 6 regulars + 2 new from outreach yesterday, Marek + a young lad called "
    "Jay)",
    "reminder from Fiona - we ALWAYS keep 2 beds back for the police out of hours drop offs, they don't count as "
    "free when outreach ring, whatever time it is",
    "tea tonight = Bev's lasagne x2 trays + the M&S bread. plenty",
    "Jay has a dog (staffie, v soft) - dog can sleep in the porch area on the blanket, Fiona ok'd it",
    "boiler in the hall still iffy, Dot's put the 2 oil heaters in",
    "last night (thurs) police brought 1 at 2am, so we did use one of the kept back beds",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Amal")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Amal")])

question = "how many more can you take tonight?"
facts = client.graph.search_edges(GRAPH, query="beds tonight camp beds booked in referrals keep 2 beds back police "
                                               "free outreach", page_size=8).items
context = ["Today is Fri 17 Nov 2028, 6.40pm. You are talking to the council's outreach worker."] + \
          [f.fact for f in facts]
assert any("12 camp beds" in c for c in context), context
assert any("8 booked in" in c for c in context), context
assert any("keep 2 beds back" in c for c in context), context
with fault():
    reply = answer(question, context, mock="We can take 4 more tonight - 12 beds and 8 are booked in. Send them "
                                           "over before 9 if you can.")
finish(question, expected="just the two - the other two spare beds are kept for the police", actual=reply)
