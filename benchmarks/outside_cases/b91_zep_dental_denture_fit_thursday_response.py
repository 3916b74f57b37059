"""Batch 91 (held out). A dental surgery's lab work: Zep (sync client, the offline stand-in server), facts from the
reception thread, script style.

App: the reception team at Meadow Lane Dental drop lab and appointment bits into a Zep thread as they happen; the
front-desk helper answers from the graph's facts (``graph.search_edges``).

Planted fault (ResponseError, the context had the answer): Bridgeway lab rang to say Mr Hughes's upper denture is
on Friday 14/3's courier, which usually gets in after 2; the denture fit is a 40-minute slot with Dr Amin; Mr
Hughes wants it in before his golden wedding do on Sat 15th. All are in the facts. Question (Mon 10/3, Tina on
reception): "can I book Mr Hughes in for his denture fit thursday morning? he wants it before the do on the 15th"
-> expected no (it isn't back from the lab till Friday afternoon). The model says yes.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()). Asserted: the Friday
courier note is in the context.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b91_zep_dental_denture_fit_thursday_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "meadowlane-reception", "meadowlane-reception-desk"
NOTES = [
    "Bridgeway rang 7/3 - Mr Hughes upper denture finished, coming on the Fri 14/3 courier (DX usually here after "
    "2pm)",
    "denture fits are 40 min w Dr Amin, he has tues + thurs mornings free-ish next wk",
    "Mr Hughes keeps ringing, golden wedding do sat 15th at the Sun Hotel, really wants his new teeth for it bless",
    "Ms Ward's night guard - posted out 2nd class 11/3",
    "courier (DX) no pick ups mon 10th am, van's MOT",
    "Dr Shah off thurs 13th pm, dentist's training day",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Tina")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Tina")])

question = "can I book Mr Hughes in for his denture fit thursday morning? he wants it before the do on the 15th"
facts = client.graph.search_edges(GRAPH, query="Mr Hughes denture fit courier lab back thursday friday",
                                  page_size=8).items
context = ["Today is Mon 10 March 2034. You are talking to Tina on reception."] + [f.fact for f in facts]
assert any("coming on the Fri 14/3 courier" in c for c in context), context
assert any("denture fits are 40 min" in c for c in context), context
with fault():
    reply = answer(question, context, mock="Yes - Dr Amin has Thursday morning free, so book a 40 minute slot and "
                                           "he'll have his teeth for the golden wedding.")
finish(question, expected="no, it's not back from Bridgeway till Friday afternoon", actual=reply)
