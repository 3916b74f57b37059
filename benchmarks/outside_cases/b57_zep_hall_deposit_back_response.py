"""Batch 57 (held out). A village hall's bookings thread: Zep (sync client against the offline Zep v4 stand-in of
tests/instrumentations), script style (each call its own trace).

App: Carol, bookings secretary of Askrigg village hall, logs how each hire went as messages on one Zep thread; the
treasurer asks the assistant, which answers from a graph edge search. The Harveys hired the main hall for a 40th on
Sat 16 May with a £150 deposit. Afterwards: the big tea urn's element went (the hirer's lot boiled it dry) and a
replacement element is £40 from the hire shop; and the kitchen was left in a state, so the cleaner did an extra
hour and a half at £16/hr = £24. So the deposit back is £150 - £40 - £24 = £86.

Planted fault (ResponseError, ignored sufficient context): the model takes off the urn and leaves out the cleaner,
saying £110. Question (Wed 20/5, treasurer Alan, doing the bank transfer): "how much of the Harveys' deposit do I send
back?" -> expected £86.

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: the deposit, the urn
element and the cleaner's extra time are all in the facts the model got. Another reading: none that we see; nothing
was lost from memory.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b57_zep_hall_deposit_back_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "askrigg-hall", "askrigg-hall-bookings"
NOTES = [
    "Harvey 40th - sat 16/5 main hall 6pm-12, bar by the Crown, £120 hire + £150 deposit both paid 2/5",
    "sun morning walk round after the Harveys: hall fine, tables stacked. BUT the big urn's dead, they boiled it dry - "
    "Hawes hire shop say new element £40 fitted, take it off their deposit",
    "Ollie's party (small hall) all good, deposit back to the Metcalfes in full £150, sent 18th",
    "Wendy (cleaner) did an extra 1.5 hrs mon on the kitchen after the Harvey do - fat all up the cooker + the floor. "
    "£16 an hr as usual so £24, that comes out of the Harvey deposit too",
    "Alan - any deposits owed go out by bank tfr from the hall acct, send me the amount + I'll do it weds",
    "boiler guy says the thermostat in the small hall wants replacing before winter, £95ish",
    "keys all back from Mick, Brenda home 24th",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Carol")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Carol")])

question = "how much of the Harveys' deposit do I send back?"
facts = client.graph.search_edges(GRAPH, query="Harvey deposit £150 urn element cleaner extra off deposit back",
                                  page_size=8).items
context = ["Today is Wed 20 May 2026. You are talking to Alan, the treasurer."] + [f.fact for f in facts]
assert any("£120 hire + £150 deposit" in c for c in context), context
assert any("new element £40" in c for c in context), context
assert any("so £24, that comes out of the Harvey deposit" in c for c in context), context
with fault():
    reply = answer(question, context, mock="£110 - their deposit was £150 and the £40 urn element comes off it.")
finish(question, expected="£86: the £150 less £40 for the urn and £24 for Wendy's extra cleaning", actual=reply)
